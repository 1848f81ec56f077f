/* SPDX-License-Identifier: GPL-3.0-or-later */
#define G_LOG_DOMAIN "sandtable-markup"

#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "st-edit-texts.h"
#include "st-lint.h"
#include "st-markup-rules.h"

/* Section numbers, headings and references of a scenario's rules, and the
 * lint of their markup. */

guint
st_markup_section_number (const StScenario *scenario, const char *id)
{
  int index = id != NULL ? st_scenario_rules_section_index (scenario, id) : -1;

  return index >= 0 ? (guint) index + 1 : 0;
}

/* "[12] " before a title: a number typed by hand, as files did before the
 * numbers were generated. Its length, or 0. */
static gsize
typed_number (const char *title)
{
  gsize n = 1;

  if (title[0] != '[')
    return 0;
  while (g_ascii_isdigit (title[n]))
    n++;
  if (n == 1 || title[n] != ']')
    return 0;
  n++;
  while (title[n] == ' ')
    n++;
  return n;
}

char *
st_markup_section_title (const StScenario *scenario, guint index, const char *lang)
{
  const StRulesSection *section;
  const char           *title;

  g_return_val_if_fail (index < scenario->rules->len, NULL);
  section = g_ptr_array_index (scenario->rules, index);
  title = section->title != NULL ? st_text_get (section->title, lang) : NULL;
  if (title == NULL || *title == '\0')
    return g_strdup (section->id);
  return g_strdup (title + typed_number (title));
}

char *
st_markup_section_heading (const StScenario *scenario, guint index, const char *lang)
{
  g_autofree char *title = st_markup_section_title (scenario, index, lang);

  /* TRANSLATORS: a rules section's generated number and title, as headings show it */
  return g_strdup_printf (_ ("%u. %s"), index + 1, title);
}

char *
st_markup_reference_text (const StScenario *scenario, const StMarkupInline *ref, const char *lang)
{
  guint number = st_markup_section_number (scenario, ref->ref);

  (void) lang;
  if (number == 0)
    return g_strdup_printf ("[[%s]]", ref->ref);
  if (ref->text == NULL)
    return g_strdup_printf ("%u", number);
  /* TRANSLATORS: a reference to a rules section: its number and the title the text gives */
  return g_strdup_printf (_ ("%u %s"), number, ref->text);
}

static gboolean
is_section (const char *id, gpointer data)
{
  return st_scenario_rules_section_index (data, id) >= 0;
}

StMarkup *
st_markup_parse_section (const StScenario *scenario, guint index, const char *lang)
{
  const StRulesSection *section;
  StMarkup             *markup;

  g_return_val_if_fail (index < scenario->rules->len, NULL);
  section = g_ptr_array_index (scenario->rules, index);
  markup = st_markup_parse (section->body != NULL ? st_text_get (section->body, lang) : "");
  st_markup_check_references (markup, is_section, (gpointer) scenario);
  return markup;
}

static gboolean
is_id_of (const char *id, gpointer data)
{
  return g_hash_table_contains (data, id);
}

/* Whether text can hold a markup problem: every one starts at a "*" or a "[[".
 * Most bodies hold neither, and are not parsed (the lint runs after every
 * edit and at every load). */
static gboolean
may_have_problems (const char *text)
{
  return text != NULL && (strchr (text, '*') != NULL || strstr (text, "[[") != NULL);
}

void
st_markup_lint_scenario (const StScenario *scenario, GPtrArray *problems)
{
  g_autoptr (GHashTable) ids = NULL;

  for (guint i = 0; i < scenario->rules->len; i++)
    {
      const StRulesSection *section = g_ptr_array_index (scenario->rules, i);

      if (section->body == NULL)
        continue;
      for (guint e = 0; e < section->body->entries->len; e++)
        {
          const StTextEntry *entry = g_ptr_array_index (section->body->entries, e);
          g_autoptr (StMarkup) markup = NULL;

          if (!may_have_problems (entry->value))
            continue;
          /* The sections' ids, looked up in constant time. */
          if (ids == NULL)
            {
              ids = g_hash_table_new (g_str_hash, g_str_equal);
              for (guint j = 0; j < scenario->rules->len; j++)
                g_hash_table_add (ids, ((StRulesSection *) g_ptr_array_index (scenario->rules, j))->id);
            }
          markup = st_markup_parse (entry->value);
          st_markup_check_references (markup, is_id_of, ids);
          for (guint p = 0; p < markup->problems->len; p++)
            {
              g_autofree char *what = st_markup_problem_describe (g_ptr_array_index (markup->problems, p));
              g_autofree char *text = g_strdup_printf ("rules/%s/body", section->id);
              StLintProblem   *problem = g_new0 (StLintProblem, 1);

              problem->kind = ST_LINT_RULES_MARKUP;
              /* TRANSLATORS: the text's id, its language, then where and what the problem is */
              problem->message = g_strdup_printf (_ ("Rules text %s (%s), %s"), text, entry->lang, what);
              problem->text = g_steal_pointer (&text);
              problem->rules_section = g_strdup (section->id);
              g_ptr_array_add (problems, problem);
            }
        }
    }
}
