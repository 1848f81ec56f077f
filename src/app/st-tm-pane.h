/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <gtk/gtk.h>

#include "core/st-scenario.h"
#include "core/st-tm.h"

G_BEGIN_DECLS

/* The translation workbench's suggestions (st-tm-pane.c): the translation
 * memory's matches for the text being edited, with their percentage and
 * origin, and the glossary's terms of its source (st-glossary-view.c). A
 * click on a suggestion, or Ctrl+1 … Ctrl+9, puts it in the translation. */

#define ST_TYPE_TM_PANE (st_tm_pane_get_type ())
G_DECLARE_FINAL_TYPE (StTmPane, st_tm_pane, ST, TM_PANE, GtkBox)

/* Makes a pane for the translation field view and puts it below the field
 * (the field's scrolled window's next sibling in its box); source_label is
 * where the source is shown, whose glossary terms the pane highlights. */
GtkWidget *st_tm_pane_attach (GtkTextView *view, GtkLabel *source_label);
/* Shows what fits the text context of scenario translated into lang (no
 * text: NULL). Call after the source label has been set. */
void  st_tm_pane_show (StTmPane *self, StScenario *scenario, const char *context, const char *lang);
guint st_tm_pane_get_n_suggestions (StTmPane *self);
/* Replaces the translation with the n-th suggestion (from 0); FALSE when
 * there is none. */
gboolean st_tm_pane_insert (StTmPane *self, guint n);

/* The app's memory (st-tm-memory.c): the user's file (st_tm_default_path ())
 * and the bundled scenarios, loaded when first asked for. */
StTm *st_tm_memory_get (void);
/* Records the translations of a scenario the user opened or saved as file
 * in the user's memory (a bundled file is in it already), written off the
 * main thread. */
void st_tm_memory_record (StScenario *scenario, GFile *file);
/* Writes the user's memory now (off the main thread). */
void st_tm_memory_save (void);
/* Frees the memory (tests that check for leaks). */
void st_tm_memory_clear (void);
/* A menu button with Export Translation Memory… and Import Translation
 * Memory… (TMX), for the Translations page's bar. */
GtkWidget *st_tm_memory_new_menu_button (void);
/* What the menu's items do once a file is chosen: add a TMX file's
 * translations to the user's memory (a refused file: a dialog with every
 * problem at its line), or write the memory as TMX; a toast over widget says
 * what was done. */
gboolean st_tm_memory_import (GtkWidget *widget, const char *path);
gboolean st_tm_memory_export (GtkWidget *widget, const char *path);

G_END_DECLS
