/* SPDX-License-Identifier: GPL-3.0-or-later */
#define G_LOG_DOMAIN "sandtable-core"

#include "config.h"

#include <stdlib.h>
#include <string.h>

#include "st-text.h"

static void
st_text_entry_free (gpointer data)
{
  StTextEntry *entry = data;

  g_free (entry->lang);
  g_free (entry->value);
  g_free (entry->source_hash);
  g_free (entry->previous_source);
  g_free (entry);
}

StText *
st_text_new (void)
{
  StText *text = g_new0 (StText, 1);

  text->entries = g_ptr_array_new_with_free_func (st_text_entry_free);
  return text;
}

StText *
st_text_new_with (const char *lang, const char *value)
{
  StText *text = st_text_new ();

  st_text_set (text, lang, value);
  return text;
}

StText *
st_text_copy (const StText *text)
{
  StText *copy;

  if (text == NULL)
    return NULL;

  copy = st_text_new ();
  for (guint i = 0; i < text->entries->len; i++)
    {
      const StTextEntry *entry = g_ptr_array_index (text->entries, i);
      StTextEntry       *dup = g_new0 (StTextEntry, 1);

      dup->lang = g_strdup (entry->lang);
      dup->value = g_strdup (entry->value);
      dup->source_hash = g_strdup (entry->source_hash);
      dup->previous_source = g_strdup (entry->previous_source);
      dup->needs_work = entry->needs_work;
      g_ptr_array_add (copy->entries, dup);
    }
  return copy;
}

void
st_text_free (StText *text)
{
  if (text == NULL)
    return;
  g_ptr_array_unref (text->entries);
  g_free (text);
}

gboolean
st_text_equal (const StText *a, const StText *b)
{
  if (a == NULL || b == NULL)
    return a == b;
  if (a->entries->len != b->entries->len)
    return FALSE;
  for (guint i = 0; i < a->entries->len; i++)
    {
      const StTextEntry *ea = g_ptr_array_index (a->entries, i);
      const StTextEntry *eb = g_ptr_array_index (b->entries, i);

      if (g_strcmp0 (ea->lang, eb->lang) != 0 || g_strcmp0 (ea->value, eb->value) != 0
          || g_strcmp0 (ea->source_hash, eb->source_hash) != 0
          || g_strcmp0 (ea->previous_source, eb->previous_source) != 0 || ea->needs_work != eb->needs_work)
        return FALSE;
    }
  return TRUE;
}

gboolean
st_text_is_empty (const StText *text)
{
  return text == NULL || text->entries->len == 0;
}

const char *
st_text_get_source (const StText *text)
{
  if (st_text_is_empty (text))
    return NULL;
  return ((StTextEntry *) g_ptr_array_index (text->entries, 0))->value;
}

const char *
st_text_get_exact (const StText *text, const char *lang)
{
  if (text == NULL || lang == NULL)
    return NULL;
  for (guint i = 0; i < text->entries->len; i++)
    {
      const StTextEntry *entry = g_ptr_array_index (text->entries, i);
      if (g_strcmp0 (entry->lang, lang) == 0)
        return entry->value;
    }
  return NULL;
}

/* "sv_FI.UTF-8" and "sv-FI" both match an entry tagged "sv". */
static gboolean
lang_prefix_matches (const char *entry_lang, const char *wanted)
{
  gsize n = strlen (entry_lang);

  if (g_ascii_strncasecmp (entry_lang, wanted, n) != 0)
    return FALSE;
  return wanted[n] == '\0' || wanted[n] == '_' || wanted[n] == '-' || wanted[n] == '.' || wanted[n] == '@';
}

const char *
st_text_get (const StText *text, const char *lang)
{
  const char *value;

  if (st_text_is_empty (text))
    return NULL;
  if (lang != NULL)
    {
      if ((value = st_text_get_exact (text, lang)) != NULL)
        return value;
      for (guint i = 0; i < text->entries->len; i++)
        {
          const StTextEntry *entry = g_ptr_array_index (text->entries, i);
          if (lang_prefix_matches (entry->lang, lang))
            return entry->value;
        }
    }
  return st_text_get_source (text);
}

/* An interned string, never freed, so that a reader on another thread never
 * sees freed memory. */
static const char *content_language;

void
st_text_set_content_language (const char *lang)
{
  g_atomic_pointer_set (&content_language, lang ? g_intern_string (lang) : NULL);
}

const char *
st_text_get_content_language (void)
{
  return g_atomic_pointer_get (&content_language);
}

const char *
st_text_get_for_locale (const StText *text)
{
  const char *const *langs = g_get_language_names ();
  const char        *content = st_text_get_content_language ();

  if (st_text_is_empty (text))
    return NULL;
  if (content != NULL)
    return st_text_get (text, content);
  for (guint i = 0; langs[i] != NULL; i++)
    {
      if (g_str_equal (langs[i], "C"))
        break;
      for (guint j = 0; j < text->entries->len; j++)
        {
          const StTextEntry *entry = g_ptr_array_index (text->entries, j);
          if (lang_prefix_matches (entry->lang, langs[i]))
            return entry->value;
        }
    }
  /* Without a matching locale, English is a better guess than the source. */
  return st_text_get (text, "en");
}

void
st_text_set (StText *text, const char *lang, const char *value)
{
  StTextEntry *entry;

  g_return_if_fail (text != NULL);
  g_return_if_fail (lang != NULL);
  g_return_if_fail (value != NULL);

  for (guint i = 0; i < text->entries->len; i++)
    {
      entry = g_ptr_array_index (text->entries, i);
      if (g_strcmp0 (entry->lang, lang) == 0)
        {
          if (g_strcmp0 (entry->value, value) == 0)
            return;
          /* The translations that matched the old source no longer match. */
          if (i == 0)
            {
              g_autofree char *old = st_text_fingerprint (entry->value);

              for (guint j = 1; j < text->entries->len; j++)
                {
                  StTextEntry *translation = g_ptr_array_index (text->entries, j);

                  /* One made from the old source (no fingerprint, or the
                   * old source's after a change back) now is outdated. */
                  if (translation->source_hash == NULL || g_str_equal (translation->source_hash, old))
                    {
                      g_free (translation->source_hash);
                      translation->source_hash = g_strdup (old);
                      /* What it was made from, to show what changed. */
                      g_free (translation->previous_source);
                      translation->previous_source = g_strdup (entry->value);
                    }
                }
            }
          g_free (entry->value);
          entry->value = g_strdup (value);
          return;
        }
    }
  entry = g_new0 (StTextEntry, 1);
  entry->lang = g_strdup (lang);
  entry->value = g_strdup (value);
  g_ptr_array_add (text->entries, entry);
}

void
st_text_take (StText *text, const char *lang, char *value)
{
  g_return_if_fail (text != NULL);
  g_return_if_fail (lang != NULL);
  g_return_if_fail (value != NULL);

  /* A new language keeps the string without a copy. */
  if (st_text_get_exact (text, lang) == NULL)
    {
      st_text_append (text, lang, value);
      return;
    }
  st_text_set (text, lang, value);
  g_free (value);
}

StTextEntry *
st_text_append (StText *text, const char *lang, char *value)
{
  StTextEntry *entry;

  g_return_val_if_fail (text != NULL, NULL);
  g_return_val_if_fail (lang != NULL, NULL);
  g_return_val_if_fail (value != NULL, NULL);

  entry = g_new0 (StTextEntry, 1);
  entry->lang = g_strdup (lang);
  entry->value = value;
  g_ptr_array_add (text->entries, entry);
  return entry;
}

gboolean
st_text_remove (StText *text, const char *lang)
{
  for (guint i = 0; i < text->entries->len; i++)
    {
      const StTextEntry *entry = g_ptr_array_index (text->entries, i);
      if (g_strcmp0 (entry->lang, lang) == 0)
        {
          g_ptr_array_remove_index (text->entries, i);
          return TRUE;
        }
    }
  return FALSE;
}

const char *
st_text_get_source_lang (const StText *text)
{
  if (st_text_is_empty (text))
    return NULL;
  return ((StTextEntry *) g_ptr_array_index (text->entries, 0))->lang;
}

char *
st_text_fingerprint (const char *source)
{
  g_autofree char *digest = g_compute_checksum_for_string (G_CHECKSUM_SHA256, source ? source : "", -1);

  /* 64 bits tell sources apart well enough and keep files readable. */
  return g_strndup (digest, 16);
}

static StTextEntry *
find_translation (const StText *text, const char *lang)
{
  if (text == NULL || lang == NULL)
    return NULL;
  for (guint i = 1; i < text->entries->len; i++)
    {
      StTextEntry *entry = g_ptr_array_index (text->entries, i);
      if (g_strcmp0 (entry->lang, lang) == 0)
        return entry;
    }
  return NULL;
}

const char *
st_text_get_source_hash (const StText *text, const char *lang)
{
  const StTextEntry *entry = find_translation (text, lang);

  return entry ? entry->source_hash : NULL;
}

void
st_text_set_source_hash (StText *text, const char *lang, const char *source_hash)
{
  StTextEntry *entry = find_translation (text, lang);

  if (entry == NULL)
    return;
  g_free (entry->source_hash);
  entry->source_hash = g_strdup (source_hash);
  /* The previous source is known only with its own fingerprint. */
  g_clear_pointer (&entry->previous_source, g_free);
}

gboolean
st_text_is_outdated (const StText *text, const char *lang)
{
  const StTextEntry *entry = find_translation (text, lang);
  g_autofree char   *current = NULL;

  if (entry == NULL || entry->source_hash == NULL)
    return FALSE;
  current = st_text_fingerprint (st_text_get_source (text));
  return !g_str_equal (current, entry->source_hash);
}

gboolean
st_text_review (StText *text, const char *lang)
{
  StTextEntry *entry = find_translation (text, lang);
  gboolean     outdated = st_text_is_outdated (text, lang);

  if (entry == NULL)
    return FALSE;
  /* No fingerprint means "made from the current source": st_text_set() gives
   * it the old source's fingerprint when the source changes. */
  g_clear_pointer (&entry->source_hash, g_free);
  g_clear_pointer (&entry->previous_source, g_free);
  return outdated;
}

void
st_text_mark_outdated (StText *text, const char *lang)
{
  StTextEntry *entry = find_translation (text, lang);

  if (entry == NULL || st_text_is_outdated (text, lang))
    return;
  g_free (entry->source_hash);
  /* No source has this fingerprint: the digest of anything is 16 hex digits. */
  entry->source_hash = g_strdup ("0");
  g_clear_pointer (&entry->previous_source, g_free);
}

void
st_text_set_made_from (StText *text, const char *lang, const char *previous)
{
  StTextEntry *entry = find_translation (text, lang);

  if (entry == NULL || previous == NULL)
    return;
  if (g_strcmp0 (previous, st_text_get_source (text)) == 0)
    {
      st_text_review (text, lang);
      return;
    }
  g_free (entry->source_hash);
  entry->source_hash = st_text_fingerprint (previous);
  g_free (entry->previous_source);
  entry->previous_source = g_strdup (previous);
}

const char *
st_text_get_previous_source (const StText *text, const char *lang)
{
  const StTextEntry *entry = find_translation (text, lang);

  if (entry == NULL || entry->previous_source == NULL || !st_text_is_outdated (text, lang))
    return NULL;
  return entry->previous_source;
}

gboolean
st_text_get_needs_work (const StText *text, const char *lang)
{
  const StTextEntry *entry = find_translation (text, lang);

  return entry != NULL && entry->needs_work;
}

gboolean
st_text_set_needs_work (StText *text, const char *lang, gboolean needs_work)
{
  StTextEntry *entry = find_translation (text, lang);

  if (entry == NULL || entry->needs_work == !!needs_work)
    return FALSE;
  entry->needs_work = !!needs_work;
  return TRUE;
}

gboolean
st_text_is_done (const StText *text, const char *lang)
{
  const StTextEntry *entry = find_translation (text, lang);

  return entry != NULL && !entry->needs_work && !st_text_is_outdated (text, lang);
}

StAttr *
st_attr_new (const char *name, const char *value)
{
  StAttr *attr = g_new0 (StAttr, 1);

  attr->name = g_strdup (name);
  attr->value = g_strdup (value);
  return attr;
}

void
st_attr_free (StAttr *attr)
{
  if (attr == NULL)
    return;
  g_free (attr->name);
  g_free (attr->value);
  g_free (attr);
}

GPtrArray *
st_attrs_new (void)
{
  return g_ptr_array_new_with_free_func ((GDestroyNotify) st_attr_free);
}

GPtrArray *
st_attrs_copy (const GPtrArray *attrs)
{
  GPtrArray *copy = st_attrs_new ();

  for (guint i = 0; attrs != NULL && i < attrs->len; i++)
    {
      const StAttr *attr = g_ptr_array_index ((GPtrArray *) attrs, i);
      g_ptr_array_add (copy, st_attr_new (attr->name, attr->value));
    }
  return copy;
}

gboolean
st_attrs_equal (const GPtrArray *a, const GPtrArray *b)
{
  if (a->len != b->len)
    return FALSE;
  for (guint i = 0; i < a->len; i++)
    {
      const StAttr *x = g_ptr_array_index ((GPtrArray *) a, i);
      const StAttr *y = g_ptr_array_index ((GPtrArray *) b, i);
      if (g_strcmp0 (x->name, y->name) != 0 || g_strcmp0 (x->value, y->value) != 0)
        return FALSE;
    }
  return TRUE;
}

const char *
st_attrs_get (const GPtrArray *attrs, const char *name)
{
  for (guint i = 0; attrs != NULL && i < attrs->len; i++)
    {
      const StAttr *attr = g_ptr_array_index ((GPtrArray *) attrs, i);
      if (g_strcmp0 (attr->name, name) == 0)
        return attr->value;
    }
  return NULL;
}

int
st_attrs_get_int (const GPtrArray *attrs, const char *name, int default_value)
{
  const char *value = st_attrs_get (attrs, name);
  gint64      number;

  if (value == NULL || !g_ascii_string_to_signed (value, 10, G_MININT, G_MAXINT, &number, NULL))
    return default_value;
  return (int) number;
}

gboolean
st_attrs_get_bool (const GPtrArray *attrs, const char *name, gboolean default_value)
{
  const char *value = st_attrs_get (attrs, name);

  if (value == NULL)
    return default_value;
  return g_str_equal (value, "true");
}

void
st_attrs_set (GPtrArray *attrs, const char *name, const char *value)
{
  for (guint i = 0; i < attrs->len; i++)
    {
      StAttr *attr = g_ptr_array_index (attrs, i);
      if (g_strcmp0 (attr->name, name) == 0)
        {
          g_free (attr->value);
          attr->value = g_strdup (value);
          return;
        }
    }
  g_ptr_array_add (attrs, st_attr_new (name, value));
}

gboolean
st_attrs_remove (GPtrArray *attrs, const char *name)
{
  for (guint i = 0; i < attrs->len; i++)
    {
      StAttr *attr = g_ptr_array_index (attrs, i);
      if (g_strcmp0 (attr->name, name) == 0)
        {
          g_ptr_array_remove_index (attrs, i);
          return TRUE;
        }
    }
  return FALSE;
}
