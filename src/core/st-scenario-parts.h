/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include "st-scenario.h"

G_BEGIN_DECLS

/* Copies and comparisons of scenario parts, shared by st-scenario.c. */
typedef gpointer (*CopyFunc) (gconstpointer item);
typedef gboolean (*EqualFunc) (gconstpointer a, gconstpointer b);

GPtrArray  *st_copy_array (const GPtrArray *array, CopyFunc copy, GDestroyNotify free_func);
gboolean    st_equal_arrays (const GPtrArray *a, const GPtrArray *b, EqualFunc equal);
gpointer    st_terrain_copy (gconstpointer data);
gboolean    st_terrain_equal (gconstpointer pa, gconstpointer pb);
gpointer    st_edge_type_copy (gconstpointer data);
gboolean    st_edge_type_equal (gconstpointer pa, gconstpointer pb);
gpointer    st_side_copy (gconstpointer data);
gboolean    st_side_equal (gconstpointer pa, gconstpointer pb);
gpointer    st_area_copy (gconstpointer data);
gboolean    st_area_equal (gconstpointer pa, gconstpointer pb);
gpointer    st_unit_type_copy (gconstpointer data);
gboolean    st_unit_type_equal (gconstpointer pa, gconstpointer pb);
gpointer    st_unit_copy (gconstpointer data);
gboolean    st_unit_equal (gconstpointer pa, gconstpointer pb);
gpointer    st_card_copy (gconstpointer data);
gboolean    st_card_equal (gconstpointer pa, gconstpointer pb);
gpointer    st_deck_copy (gconstpointer data);
gboolean    st_deck_equal (gconstpointer pa, gconstpointer pb);
gpointer    st_rules_section_copy (gconstpointer data);
gboolean    st_rules_section_equal (gconstpointer pa, gconstpointer pb);
StPlaytest *st_playtest_copy (const StPlaytest *p);
gboolean    st_crt_equal (const GArray *a, const GArray *b);
gboolean    st_playtest_equal (const StPlaytest *a, const StPlaytest *b);

G_END_DECLS
