/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* A translatable text: a source-language entry and its translations, in order. */
typedef struct
{
  char *lang;
  char *value;
  /* A translation's fingerprint of the source it was made from
   * (st_text_fingerprint()), or NULL when it is taken to match the current
   * source. Always NULL on the source entry. */
  char *source_hash;
  /* The source an outdated translation was made from, when known (kept so
   * that what changed can be shown), else NULL. Always NULL on the source
   * entry and on a translation that is not outdated. */
  char *previous_source;
  /* Marked "needs work" by hand (or by a fuzzy PO entry): editing the
   * translation does not clear it, only st_text_set_needs_work(). */
  gboolean needs_work;
} StTextEntry;

typedef struct
{
  GPtrArray *entries; /* StTextEntry*, the first is the source */
} StText;

StText     *st_text_new (void);
StText     *st_text_new_with (const char *lang, const char *value);
StText     *st_text_copy (const StText *text);
void        st_text_free (StText *text);
gboolean    st_text_equal (const StText *a, const StText *b);
gboolean    st_text_is_empty (const StText *text);
const char *st_text_get_source (const StText *text);
const char *st_text_get_exact (const StText *text, const char *lang);
const char *st_text_get (const StText *text, const char *lang);
/* The entry for the content language when one is set, else for the user's
 * locale (else English, else the source). */
const char *st_text_get_for_locale (const StText *text);
/* The language scenario texts are shown in (the app's per-window content
 * language: the window being shown sets it); NULL: the user's locale. */
void        st_text_set_content_language (const char *lang);
const char *st_text_get_content_language (void);
/* Sets the entry of lang. Changing the source marks every translation that
 * has no fingerprint yet as made from the old source (so it shows as
 * outdated); changing a translation that was outdated leaves it outdated
 * until st_text_review(). */
void        st_text_set (StText *text, const char *lang, const char *value);
void        st_text_take (StText *text, const char *lang, char *value);
gboolean    st_text_remove (StText *text, const char *lang);
const char *st_text_get_source_lang (const StText *text);
/* Adds an entry for lang, which the text must not have yet (the caller knows:
 * the loader keeps its own set of the languages it has read), without
 * searching the entries, so that loading a text of n languages stays linear. */
StTextEntry *st_text_append (StText *text, const char *lang, char *value);

/* Outdated translations: a short hex digest of a source value. */
char *st_text_fingerprint (const char *source);
/* Whether the translation in lang was made from another source than the
 * current one. FALSE when there is no such translation. */
gboolean    st_text_is_outdated (const StText *text, const char *lang);
const char *st_text_get_source_hash (const StText *text, const char *lang);
void        st_text_set_source_hash (StText *text, const char *lang, const char *source_hash);
/* Marks the translation in lang as made from the current source (it loses
 * its fingerprint and previous source); TRUE when it was outdated. The needs
 * work mark stays. */
gboolean st_text_review (StText *text, const char *lang);
/* Marks the translation in lang as outdated (needing review). */
void st_text_mark_outdated (StText *text, const char *lang);
/* Marks the translation in lang as made from previous, a source other than
 * the current one (a PO entry of an older source): outdated, with previous
 * kept to show what changed. Made from the current source, it is reviewed. */
void st_text_set_made_from (StText *text, const char *lang, const char *previous);
/* The source the outdated translation in lang was made from, when known:
 * NULL when it is not outdated or the old source is not known. */
const char *st_text_get_previous_source (const StText *text, const char *lang);
/* The hand-set "needs work" mark of the translation in lang (FALSE when
 * there is no translation). Setting it on a missing translation does
 * nothing; TRUE when the mark changed. */
gboolean st_text_get_needs_work (const StText *text, const char *lang);
gboolean st_text_set_needs_work (StText *text, const char *lang, gboolean needs_work);
/* A translation in lang that is current and not marked needs work. */
gboolean st_text_is_done (const StText *text, const char *lang);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (StText, st_text_free)

/* A name/value pair, used for family-specific attributes, effects and parameters. */
typedef struct
{
  char *name;
  char *value;
} StAttr;

StAttr     *st_attr_new (const char *name, const char *value);
void        st_attr_free (StAttr *attr);
GPtrArray  *st_attrs_new (void);
GPtrArray  *st_attrs_copy (const GPtrArray *attrs);
gboolean    st_attrs_equal (const GPtrArray *a, const GPtrArray *b);
const char *st_attrs_get (const GPtrArray *attrs, const char *name);
int         st_attrs_get_int (const GPtrArray *attrs, const char *name, int default_value);
gboolean    st_attrs_get_bool (const GPtrArray *attrs, const char *name, gboolean default_value);
void        st_attrs_set (GPtrArray *attrs, const char *name, const char *value);
gboolean    st_attrs_remove (GPtrArray *attrs, const char *name);

G_END_DECLS
