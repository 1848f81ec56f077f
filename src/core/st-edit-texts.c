/* SPDX-License-Identifier: GPL-3.0-or-later */
#define G_LOG_DOMAIN "sandtable-edit"

#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "st-edit-tables-private.h"
#include "st-edit-texts.h"
#include "st-edit.h"
#include "st-texts.h"
#include "st-value-check.h"

static StText **
find_text (StScenario *scenario, const char *context, GError **error)
{
  StText **slot = st_scenario_find_text (scenario, context);

  if (slot == NULL)
    /* Translators: %s is a text's context id such as "card/a-guard-1/text". */
    g_set_error (error, ST_EDIT_ERROR, ST_EDIT_ERROR_NOT_FOUND, _ ("There is no text “%s”"),
                 context ? context : "");
  return slot;
}

static const char *
source_lang (StScenario *scenario, StText *text)
{
  const char *lang = st_text_get_source_lang (text);

  return lang ? lang : scenario->lang;
}

/* Sets or removes the entry of lang in *slot; the workhorse of the text edits. */
static gboolean
set_text (StScenario *scenario,
          StText    **slot,
          const char *lang,
          const char *value,
          gboolean    allow_empty_source,
          GError    **error)
{
  const char *source;

  if (!st_edit_check_text (value, error))
    return FALSE;
  if (*slot == NULL)
    *slot = st_text_new ();
  source = source_lang (scenario, *slot);
  if (lang == NULL)
    lang = source;
  if (!st_edit_is_language_code (lang))
    {
      g_set_error (error, ST_EDIT_ERROR, ST_EDIT_ERROR_INVALID, _ ("“%s” is not a language code such as fi"),
                   lang);
      return FALSE;
    }
  if (value == NULL)
    value = "";
  if (g_str_equal (lang, source))
    {
      if (*value == '\0')
        {
          if (!allow_empty_source)
            {
              g_set_error_literal (error, ST_EDIT_ERROR, ST_EDIT_ERROR_INVALID, _ ("A text cannot be empty"));
              return FALSE;
            }
          if (st_text_is_empty (*slot))
            return FALSE;
          g_ptr_array_set_size ((*slot)->entries, 0);
          return TRUE;
        }
      if (g_strcmp0 (st_text_get_source (*slot), value) == 0)
        return FALSE;
      st_text_set (*slot, lang, value);
      return TRUE;
    }
  /* A translation needs a source to translate. */
  if (st_text_is_empty (*slot))
    {
      g_set_error_literal (error, ST_EDIT_ERROR, ST_EDIT_ERROR_INVALID,
                           _ ("The text has no source to translate yet"));
      return FALSE;
    }
  if (*value == '\0')
    return st_text_remove (*slot, lang);
  if (g_strcmp0 (st_text_get_exact (*slot, lang), value) == 0)
    return FALSE;
  st_text_set (*slot, lang, value);
  /* Writing a translation is reviewing it against the current source. */
  st_text_review (*slot, lang);
  return TRUE;
}

gboolean
st_edit_set_text (
    StScenario *scenario, const char *context, const char *lang, const char *value, GError **error)
{
  StText **slot = find_text (scenario, context, error);

  if (slot == NULL)
    return FALSE;
  return set_text (scenario, slot, lang, value, FALSE, error);
}

gboolean
st_edit_review_text (StScenario *scenario, const char *context, const char *lang, GError **error)
{
  StText **slot = find_text (scenario, context, error);

  if (slot == NULL)
    return FALSE;
  return st_text_review (*slot, lang);
}

gboolean
st_edit_set_needs_work (
    StScenario *scenario, const char *context, const char *lang, gboolean needs_work, GError **error)
{
  StText **slot = find_text (scenario, context, error);

  if (slot == NULL)
    return FALSE;
  return st_text_set_needs_work (*slot, lang, needs_work);
}

static gboolean
all_of (const char *part, gsize length, int (*is) (int))
{
  for (gsize i = 0; i < length; i++)
    if (!is ((guchar) part[i]))
      return FALSE;
  return TRUE;
}

static int
is_alpha (int c)
{
  return g_ascii_isalpha (c);
}

static int
is_digit (int c)
{
  return g_ascii_isdigit (c);
}

static int
is_alnum (int c)
{
  return g_ascii_isalnum (c);
}

gboolean
st_edit_is_language_code (const char *lang)
{
  g_auto (GStrv) parts = NULL;
  gsize length;

  /* BCP 47 in the simple form files and PO headers use: a language of two or
   * three letters ("fi", "sv", "fil"), then a script ("sr-Latn"), a region
   * ("pt-BR", "es-419") or variants, joined by "-" (or gettext's "_"). A word
   * such as "english" is not one. */
  if (lang == NULL || *lang == '\0')
    return FALSE;
  parts = g_strsplit_set (lang, "-_", -1);
  length = strlen (parts[0]);
  if (length < 2 || length > 3 || !all_of (parts[0], length, is_alpha))
    return FALSE;
  for (guint i = 1; parts[i] != NULL; i++)
    {
      length = strlen (parts[i]);
      if (!((length == 4 && all_of (parts[i], length, is_alpha)) /* script */
            || (length == 2 && all_of (parts[i], length, is_alpha)) /* region */
            || (length == 3 && all_of (parts[i], length, is_digit)) /* region */
            || (length >= 5 && length <= 8 && all_of (parts[i], length, is_alnum)) /* variant */
            || (length == 4 && g_ascii_isdigit (parts[i][0]) && all_of (parts[i], length, is_alnum))))
        return FALSE;
    }
  return TRUE;
}

gboolean
st_edit_add_language (StScenario *scenario, const char *lang, GError **error)
{
  g_autoptr (GPtrArray) languages = NULL;

  if (!st_edit_is_language_code (lang))
    {
      g_set_error (error, ST_EDIT_ERROR, ST_EDIT_ERROR_INVALID, _ ("“%s” is not a language code such as fi"),
                   lang ? lang : "");
      return FALSE;
    }
  languages = st_scenario_languages (scenario);
  if (g_ptr_array_find_with_equal_func (languages, lang, g_str_equal, NULL))
    return FALSE;
  g_ptr_array_add (scenario->translation_langs, g_strdup (lang));
  return TRUE;
}

gboolean
st_edit_remove_language (StScenario *scenario, const char *lang, GError **error)
{
  g_autoptr (GPtrArray) items = st_scenario_list_texts (scenario);
  gboolean changed = FALSE;
  guint    index;

  if (g_strcmp0 (lang, scenario->lang) == 0)
    {
      g_set_error_literal (error, ST_EDIT_ERROR, ST_EDIT_ERROR_LAST,
                           _ ("The document language cannot be removed"));
      return FALSE;
    }
  for (guint i = 0; i < items->len; i++)
    {
      const StTextItem *item = g_ptr_array_index (items, i);

      if (g_strcmp0 (st_text_get_source_lang (*item->slot), lang) == 0)
        {
          /* Translators: %s is a text's context id such as "town/viipuri/name". */
          g_set_error (error, ST_EDIT_ERROR, ST_EDIT_ERROR_IN_USE,
                       _ ("The text “%s” is written in this language, not translated into it"),
                       item->context);
          return FALSE;
        }
    }
  for (guint i = 0; i < items->len; i++)
    changed |= st_text_remove (*((StTextItem *) g_ptr_array_index (items, i))->slot, lang);
  if (g_ptr_array_find_with_equal_func (scenario->translation_langs, lang, g_str_equal, &index))
    {
      g_ptr_array_remove_index (scenario->translation_langs, index);
      changed = TRUE;
    }
  return changed;
}

int
st_scenario_rules_section_index (const StScenario *scenario, const char *section)
{
  for (guint i = 0; i < scenario->rules->len; i++)
    if (g_strcmp0 (((StRulesSection *) g_ptr_array_index (scenario->rules, i))->id, section) == 0)
      return (int) i;
  return -1;
}

static StRulesSection *
find_section (StScenario *scenario, const char *section, GError **error)
{
  int index = st_scenario_rules_section_index (scenario, section);

  if (index < 0)
    {
      g_set_error (error, ST_EDIT_ERROR, ST_EDIT_ERROR_NOT_FOUND, _ ("There is no rules section “%s”"),
                   section ? section : "");
      return NULL;
    }
  return g_ptr_array_index (scenario->rules, index);
}

char *
st_edit_add_rules_section (
    StScenario *scenario, guint index, const char *lang, const char *title, GError **error)
{
  g_autoptr (GHashTable) used = g_hash_table_new (g_str_hash, g_str_equal);
  g_autofree char *prefix = NULL;
  g_autofree char *stripped = g_strstrip (g_strdup (title ? title : ""));
  StRulesSection  *section;
  char            *id;

  if (!st_edit_check_text (title, error))
    return NULL;
  if (*stripped == '\0')
    {
      g_set_error_literal (error, ST_EDIT_ERROR, ST_EDIT_ERROR_INVALID, _ ("A title cannot be empty"));
      return NULL;
    }
  for (guint i = 0; i < scenario->rules->len; i++)
    g_hash_table_add (used, ((StRulesSection *) g_ptr_array_index (scenario->rules, i))->id);
  prefix = st_edit_make_id (stripped, "section");
  id = st_edit_unique_id (prefix, used);
  section = st_rules_section_new (id);
  st_text_set (section->title, lang ? lang : scenario->lang, stripped);
  g_ptr_array_insert (scenario->rules, (int) MIN (index, scenario->rules->len), section);
  return id;
}

gboolean
st_edit_remove_rules_section (StScenario *scenario, const char *section, GError **error)
{
  if (find_section (scenario, section, error) == NULL)
    return FALSE;
  g_ptr_array_remove_index (scenario->rules, st_scenario_rules_section_index (scenario, section));
  return TRUE;
}

gboolean
st_edit_move_rules_section (StScenario *scenario, const char *section, guint index, GError **error)
{
  int             from;
  StRulesSection *moved;

  if (find_section (scenario, section, error) == NULL)
    return FALSE;
  from = st_scenario_rules_section_index (scenario, section);
  index = MIN (index, scenario->rules->len - 1);
  if ((guint) from == index)
    return FALSE;
  moved = g_ptr_array_steal_index (scenario->rules, from);
  g_ptr_array_insert (scenario->rules, (int) index, moved);
  return TRUE;
}

gboolean
st_edit_set_rules_title (
    StScenario *scenario, const char *section, const char *lang, const char *title, GError **error)
{
  StRulesSection  *s = find_section (scenario, section, error);
  g_autofree char *stripped = g_strstrip (g_strdup (title ? title : ""));
  g_autofree char *old_title = NULL;
  g_autofree char *new_id = NULL;
  const char      *source_lang;

  if (s == NULL)
    return FALSE;
  source_lang = st_text_get_source_lang (s->title);
  old_title = g_strdup (st_text_get_source (s->title));
  if (!set_text (scenario, &s->title, lang, stripped, FALSE, error))
    return FALSE;
  /* A new section's id follows its title until the section has a body or a
   * translation: "New section" becomes "combat-results-table" as its first
   * title is typed, and keeps that id when the title changes later (an id
   * is what references, PO files and translators hold on to). */
  if ((lang == NULL || g_strcmp0 (lang, source_lang ? source_lang : scenario->lang) == 0)
      && st_text_is_empty (s->body) && s->title->entries->len == 1
      && (new_id = st_edit_regenerated_id (scenario->rules, s->id, old_title, stripped, "section")) != NULL)
    st_edit_rename_rules_section (scenario, s->id, new_id, NULL);
  return TRUE;
}

/* Rewrites [[from]] and [[from|title]] into [[to]] and [[to|title]]. */
static char *
rewrite_references (const char *body, const char *from, const char *to, gboolean *changed)
{
  GString    *out = g_string_new (NULL);
  gsize       from_len = strlen (from);
  const char *p = body;
  const char *open;

  while ((open = strstr (p, "[[")) != NULL)
    {
      const char *id = open + 2;

      g_string_append_len (out, p, id - p);
      if (strncmp (id, from, from_len) == 0 && (id[from_len] == ']' || id[from_len] == '|'))
        {
          g_string_append (out, to);
          p = id + from_len;
          *changed = TRUE;
        }
      else
        p = id;
    }
  g_string_append (out, p);
  return g_string_free (out, FALSE);
}

gboolean
st_edit_rename_rules_section (StScenario *scenario, const char *section, const char *new_id, GError **error)
{
  StRulesSection *s = find_section (scenario, section, error);
  char           *from;

  if (s == NULL)
    return FALSE;
  if (g_strcmp0 (s->id, new_id) == 0)
    return FALSE;
  if (!st_id_is_valid (new_id))
    {
      /* Translators: %s is what the user typed as a section id. */
      g_set_error (error, ST_EDIT_ERROR, ST_EDIT_ERROR_INVALID,
                   _ ("“%s” is not an id: use letters, digits and hyphens, starting with a letter"),
                   new_id ? new_id : "");
      return FALSE;
    }
  if (st_scenario_rules_section_index (scenario, new_id) >= 0)
    {
      g_set_error (error, ST_EDIT_ERROR, ST_EDIT_ERROR_INVALID, _ ("Another section already has the id “%s”"),
                   new_id);
      return FALSE;
    }
  from = s->id;
  s->id = g_strdup (new_id);
  for (guint i = 0; i < scenario->rules->len; i++)
    {
      StRulesSection *other = g_ptr_array_index (scenario->rules, i);

      for (guint e = 0; other->body != NULL && e < other->body->entries->len; e++)
        {
          StTextEntry *entry = g_ptr_array_index (other->body->entries, e);
          gboolean     changed = FALSE;
          char        *value;

          if (entry->value == NULL || strstr (entry->value, "[[") == NULL)
            continue;
          value = rewrite_references (entry->value, from, new_id, &changed);
          if (changed)
            {
              /* The same edit in every language: translations stay current. */
              g_free (entry->value);
              entry->value = value;
            }
          else
            g_free (value);
        }
    }
  g_free (from);
  return TRUE;
}

gboolean
st_edit_set_rules_body (
    StScenario *scenario, const char *section, const char *lang, const char *body, GError **error)
{
  StRulesSection *s = find_section (scenario, section, error);

  if (s == NULL)
    return FALSE;
  /* The body keeps its white space: a blank line separates paragraphs. */
  return set_text (scenario, &s->body, lang, body, TRUE, error);
}
