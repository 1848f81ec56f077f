/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <glib.h>

#include "st-diagnostics.h"

G_BEGIN_DECLS

/* A glossary: concepts, each with its term in several languages, read from
 * TBX (TermBase eXchange, ISO 30042; data/glossary.tbx holds the terms
 * docs/translation.md fixes). Terms are found in a source text (whole words,
 * any case, an English term also in its plural) and looked for in its
 * translation, where inflected forms are accepted through each term's stem
 * (docs/translation.md, "Translation memory and glossary"). */

#define ST_GLOSSARY_ERROR (st_glossary_error_quark ())

typedef enum
{
  ST_GLOSSARY_ERROR_IO,
  ST_GLOSSARY_ERROR_INVALID,
} StGlossaryError;

GQuark st_glossary_error_quark (void);

#define ST_GLOSSARY_MAX_FILE_SIZE (4 * 1024 * 1024)

typedef struct _StGlossary StGlossary;

/* One term found in a source text. */
typedef struct
{
  gsize       start, end; /* byte offsets of the term in the text */
  const char *term; /* the glossary's source term */
  const char *translation; /* its term in the target language, or NULL */
  const char *note; /* the concept's note, or NULL */
  /* Whether the translation given to st_glossary_find() uses the term (TRUE
   * when no translation was given or the glossary has no term for it). */
  gboolean used;
} StGlossaryHit;

StGlossary *st_glossary_new (void);
void        st_glossary_free (StGlossary *self);
guint       st_glossary_get_n_concepts (StGlossary *self);
/* Adds a concept; returns its index for st_glossary_add_term(). */
guint st_glossary_add_concept (StGlossary *self, const char *note);
/* stem: what every form of the term begins with ("förband" for förbandet,
 * förbanden); NULL: the term itself. */
void
st_glossary_add_term (StGlossary *self, guint concept, const char *lang, const char *term, const char *stem);
/* The concept's term in lang, or NULL. */
const char *st_glossary_get_term (StGlossary *self, guint concept, const char *lang);

gboolean st_glossary_read_tbx (StGlossary    *self,
                               const char    *data,
                               gsize          length,
                               const char    *filename,
                               StDiagnostics *diagnostics,
                               GError       **error);
gboolean
st_glossary_load_file (StGlossary *self, const char *path, StDiagnostics *diagnostics, GError **error);

/* The glossary terms of source (in source_lang) in the order they appear,
 * without overlaps (the longest term wins: "discard pile" over "discard").
 * With a translation (in target_lang), each hit says whether it uses the
 * term. StGlossaryHit items; they point into the glossary. */
GArray *st_glossary_find (StGlossary *self,
                          const char *source,
                          const char *source_lang,
                          const char *translation,
                          const char *target_lang);

/* Whether text has a word that begins with stem (any case). */
gboolean st_glossary_text_has_stem (const char *text, const char *stem);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (StGlossary, st_glossary_free)

G_END_DECLS
