/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include "st-scenario.h"

G_BEGIN_DECLS

/* Search and replace in a scenario's texts (the translation workspace's
 * Find and Replace). Matching goes character by character, so that byte
 * offsets stay those of the text searched whatever the case. */

typedef enum
{
  ST_TEXT_SEARCH_MATCH_CASE = 1 << 0, /* "Word" does not match "word" */
  ST_TEXT_SEARCH_WHOLE_WORD = 1 << 1, /* "hex" does not match "hexes" */
  ST_TEXT_SEARCH_SOURCES = 1 << 2, /* look in the texts' sources */
  ST_TEXT_SEARCH_TRANSLATIONS = 1 << 3, /* look in translations (of lang, or all) */
} StTextSearchFlags;

typedef struct
{
  const char       *needle;
  StTextSearchFlags flags;
  /* With ST_TEXT_SEARCH_TRANSLATIONS: the one language searched, or NULL
   * for every translation language. */
  const char *lang;
} StTextSearch;

/* A match: byte offsets into the text searched, end exclusive. */
typedef struct
{
  gsize start;
  gsize end;
} StTextMatch;

/* Appends every match of needle in haystack (not overlapping, from the
 * start) to matches (StTextMatch) when it is not NULL; returns how many
 * there are. An empty needle matches nothing. Without
 * ST_TEXT_SEARCH_MATCH_CASE letters are compared in lower case; with
 * ST_TEXT_SEARCH_WHOLE_WORD a match must neither start nor end inside a word
 * (letters, digits, marks and '_'). */
guint
st_text_search_find (const char *haystack, const char *needle, StTextSearchFlags flags, GArray *matches);

/* haystack with every match replaced by replacement, or NULL when nothing
 * matches; n_replaced (may be NULL) says how many were. */
char *st_text_search_replace (const char       *haystack,
                              const char       *needle,
                              const char       *replacement,
                              StTextSearchFlags flags,
                              guint            *n_replaced);

/* Whether text matches search in the languages it covers. */
gboolean st_text_search_matches (const StText *text, const StTextSearch *search);

/* The same for the text at context (which st_scenario_find_text() looks
 * for: a walk over the texts; a list of many asks st_text_search_matches()). */
gboolean st_text_search_text_matches (StScenario *scenario, const char *context, const StTextSearch *search);

/* Replaces every match of search in the texts it covers (only the text at
 * context when context is not NULL): a source is set through
 * st_edit_set_text() (its translations become outdated), a translation as a
 * reviewed translation. Returns how many matches were replaced (0: nothing
 * changed); FALSE-like 0 with error set when an edit was refused, and then
 * the scenario may be half changed: call it on a copy from st_history_begin()
 * and drop the copy. */
guint st_edit_replace_texts (StScenario         *scenario,
                             const StTextSearch *search,
                             const char         *context,
                             const char         *replacement,
                             GError            **error);

G_END_DECLS
