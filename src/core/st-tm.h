/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <glib.h>

#include "st-diagnostics.h"
#include "st-scenario.h"

G_BEGIN_DECLS

/* A translation memory: pairs of a source text and its translation, with where
 * each came from, looked up by identical and similar sources (docs/translation.md,
 * "Translation memory and glossary"). Kept in the user's data folder as TMX 1.4
 * (st-tm-tmx.c), the format other tools read and write. */

#define ST_TM_ERROR (st_tm_error_quark ())

typedef enum
{
  ST_TM_ERROR_IO,
  ST_TM_ERROR_INVALID, /* the TMX file was refused; see the diagnostics */
} StTmError;

GQuark st_tm_error_quark (void);

/* The largest TMX file read (the XML reader bounds its elements too:
 * ST_XML_MAX_ELEMENTS, some 8,000 translation units). */
#define ST_TM_MAX_FILE_SIZE (32 * 1024 * 1024)

typedef struct
{
  char *source_lang;
  char *source;
  char *target_lang;
  char *target;
  /* Where the pair came from: a scenario's file name ("maneuver-basic.xml"),
   * or a TMX file's when it says nothing else. */
  char *origin;
  /* The text's context id in its scenario ("rules/movement/body"), or NULL. */
  char *context;
  /* Whether the pair belongs to the user's memory file (else it was added for
   * this session only: the bundled scenarios, the one being edited). */
  gboolean stored;
} StTmUnit;

typedef struct
{
  const StTmUnit *unit;
  int             percent; /* 100: the same source; less: similar words */
} StTmMatch;

typedef struct _StTm StTm;

StTm           *st_tm_new (void);
void            st_tm_free (StTm *self);
guint           st_tm_get_length (StTm *self);
const StTmUnit *st_tm_get (StTm *self, guint index);
/* How many units are stored (st_tm_add()'s stored), what a save writes. */
guint st_tm_get_n_stored (StTm *self);

/* Adds a pair; FALSE when the memory already had the same source and
 * translation in these languages (a stored pair then stays stored, and one
 * added again as stored becomes so). Empty texts are not added. */
gboolean st_tm_add (StTm       *self,
                    const char *source_lang,
                    const char *source,
                    const char *target_lang,
                    const char *target,
                    const char *origin,
                    const char *context,
                    gboolean    stored);
/* Adds every current (not outdated) translation of the scenario's texts;
 * returns how many pairs were new. */
guint st_tm_add_scenario (StTm *self, StScenario *scenario, const char *origin, gboolean stored);

/* Appends to matches (StTmMatch) the units from source_lang into target_lang
 * whose source is at least min_percent similar to source. Candidates come from
 * an index of words, so a lookup reads only the units sharing a word. */
void st_tm_lookup (StTm       *self,
                   const char *source_lang,
                   const char *source,
                   const char *target_lang,
                   int         min_percent,
                   GArray     *matches);
/* Best first (then the stored, then by origin), each translation once. */
void st_tm_sort_matches (GArray *matches);

/* How similar b is to a, from 0 to 100: 100 for the same text, else one
 * hundred times one minus the word-level edit distance (words compared
 * case-insensitively, punctuation ignored) over the longer text's number of
 * words, at most 99. */
int st_tm_similarity (const char *a, const char *b);

/* The user's memory: $SANDTABLE_TM_FILE when set (tests), else
 * g_get_user_data_dir()/sandtable/memory.tmx. */
char *st_tm_default_path (void);

/* TMX 1.4 (st-tm-tmx.c). The document of the stored units, or of all. */
char *st_tm_to_tmx (StTm *self, gboolean stored_only, gsize *length);
/* Adds the units of a TMX document (one pair from the source tuv of each
 * <tu> to each other tuv). Every problem goes to diagnostics (may be NULL)
 * as FILENAME:LINE:COL, the first to error too; on any error nothing is
 * added and FALSE is returned. origin is used for units that name none. */
gboolean st_tm_read_tmx (StTm          *self,
                         const char    *data,
                         gsize          length,
                         const char    *filename,
                         const char    *origin,
                         gboolean       stored,
                         StDiagnostics *diagnostics,
                         guint         *n_added,
                         GError       **error);
gboolean st_tm_load_file (StTm          *self,
                          const char    *path,
                          gboolean       stored,
                          StDiagnostics *diagnostics,
                          guint         *n_added,
                          GError       **error);
/* Writes the stored units (all with stored_only FALSE) to path through
 * st_file_save_atomic(), making its folder when missing. */
gboolean st_tm_save_file (StTm *self, const char *path, gboolean stored_only, GError **error);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (StTm, st_tm_free)

G_END_DECLS
