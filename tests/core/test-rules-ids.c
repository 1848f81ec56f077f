/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <string.h>

#include "core/st-edit-texts.h"
#include "core/st-scenario-io.h"
#include "core/st-texts.h"

#include "edit-check.h"

/* Rules section ids: a new section's id comes from its first title, and a
 * rename rewrites every reference to it, in every language. */

static StRulesSection *
section_at (StScenario *scenario, guint index)
{
  return g_ptr_array_index (scenario->rules, index);
}

static void
test_new_section_id_follows_first_title (void)
{
  g_autoptr (StScenario) scenario = edit_check_load_bundled ("manoeuvre");
  g_autoptr (GError) error = NULL;
  g_autofree char *id = st_edit_add_rules_section (scenario, 0, NULL, "New section", &error);

  g_assert_cmpstr (id, ==, "new-section");
  /* Typed letter by letter, the id follows the title. */
  g_assert_true (st_edit_set_rules_title (scenario, id, NULL, "C", &error));
  g_assert_cmpstr (section_at (scenario, 0)->id, ==, "c");
  g_assert_true (st_edit_set_rules_title (scenario, "c", NULL, "Combat Results Table", &error));
  g_assert_no_error (error);
  g_assert_cmpstr (section_at (scenario, 0)->id, ==, "combat-results-table");
  /* A title taken by another section gives a numbered id. */
  g_assert_true (st_edit_set_rules_title (scenario, "combat-results-table", NULL, "Combat", &error));
  g_assert_cmpstr (section_at (scenario, 0)->id, ==, "combat-2");
  g_assert_true (st_edit_set_rules_title (scenario, "combat-2", NULL, "Combat Results Table", &error));
  g_assert_cmpstr (section_at (scenario, 0)->id, ==, "combat-results-table");
}

static void
test_id_stays_once_the_section_has_a_body (void)
{
  g_autoptr (StScenario) scenario = edit_check_load_bundled ("manoeuvre");
  g_autoptr (GError) error = NULL;
  g_autofree char *id = st_edit_add_rules_section (scenario, 0, NULL, "New section", &error);

  g_assert_true (st_edit_set_rules_body (scenario, id, NULL, "Roll two dice.", &error));
  g_assert_true (st_edit_set_rules_title (scenario, id, NULL, "Dice", &error));
  g_assert_cmpstr (section_at (scenario, 0)->id, ==, "new-section");
}

static void
test_id_stays_when_a_translation_is_typed (void)
{
  g_autoptr (StScenario) scenario = edit_check_load_bundled ("manoeuvre");
  g_autoptr (GError) error = NULL;
  g_autofree char *id = st_edit_add_rules_section (scenario, 0, NULL, "Dice", &error);

  g_assert_true (st_edit_set_rules_title (scenario, id, "sv", "Tärningar", &error));
  g_assert_cmpstr (section_at (scenario, 0)->id, ==, "dice");
  /* With a translated title the id no longer follows the source either. */
  g_assert_true (st_edit_set_rules_title (scenario, id, NULL, "Two dice", &error));
  g_assert_cmpstr (section_at (scenario, 0)->id, ==, "dice");
}

static void
test_id_stays_when_it_was_not_made_from_the_title (void)
{
  g_autoptr (StScenario) scenario = edit_check_load_bundled ("manoeuvre");
  g_autoptr (GError) error = NULL;
  g_autofree char *id = st_edit_add_rules_section (scenario, 0, NULL, "Dice", &error);

  g_assert_true (st_edit_rename_rules_section (scenario, id, "rule-9", &error));
  g_assert_true (st_edit_set_rules_title (scenario, "rule-9", NULL, "Two dice", &error));
  g_assert_cmpstr (section_at (scenario, 0)->id, ==, "rule-9");
}

static void
test_rename_updates_references_in_every_language (void)
{
  g_autoptr (StScenario) scenario = edit_check_load_bundled ("manoeuvre");
  g_autoptr (GError) error = NULL;
  StRulesSection  *first;
  g_autofree char *a = st_edit_add_rules_section (scenario, 0, NULL, "Attack", &error);
  g_autofree char *b = st_edit_add_rules_section (scenario, 1, NULL, "Tables", &error);

  g_assert_true (st_edit_set_rules_body (
      scenario, a, NULL, "See [[tables]], [[tables|the tables]] and [[tables-2]]; [[tables", &error));
  g_assert_true (
      st_edit_set_rules_body (scenario, a, "sv", "Se [[tables]] och [[tables|tabellerna]].", &error));
  g_assert_true (st_edit_rename_rules_section (scenario, b, "combat-results-table", &error));
  g_assert_no_error (error);
  first = section_at (scenario, 0);
  g_assert_cmpstr (
      st_text_get_source (first->body), ==,
      "See [[combat-results-table]], [[combat-results-table|the tables]] and [[tables-2]]; [[tables");
  g_assert_cmpstr (st_text_get_exact (first->body, "sv"), ==,
                   "Se [[combat-results-table]] och [[combat-results-table|tabellerna]].");
  /* The same edit in both languages: the translation stays current. */
  g_assert_false (st_text_is_outdated (first->body, "sv"));
  g_assert_cmpint (st_scenario_rules_section_index (scenario, "combat-results-table"), ==, 1);
  g_assert_nonnull (st_scenario_find_text (scenario, "rules/combat-results-table/title"));
}

static void
test_rename_refuses_bad_and_taken_ids (void)
{
  g_autoptr (StScenario) scenario = edit_check_load_bundled ("manoeuvre");
  g_autoptr (GError) error = NULL;
  const char *first = section_at (scenario, 0)->id;
  const char *second = section_at (scenario, 1)->id;

  g_assert_false (st_edit_rename_rules_section (scenario, first, "9 lives", &error));
  g_assert_error (error, ST_EDIT_ERROR, ST_EDIT_ERROR_INVALID);
  g_clear_error (&error);
  g_assert_false (st_edit_rename_rules_section (scenario, first, second, &error));
  g_assert_error (error, ST_EDIT_ERROR, ST_EDIT_ERROR_INVALID);
  g_clear_error (&error);
  g_assert_false (st_edit_rename_rules_section (scenario, "no-such-section", "x", &error));
  g_assert_error (error, ST_EDIT_ERROR, ST_EDIT_ERROR_NOT_FOUND);
  g_clear_error (&error);
  /* Its own id: nothing to do, and no error. */
  g_assert_false (st_edit_rename_rules_section (scenario, first, first, &error));
  g_assert_no_error (error);
}

/* The bundled rules are written in the markup: no typed section numbers in
 * titles ("[8] Combat"), references that name a section, lists in the
 * markup's form ("1. ", not "1) "), and no paragraph of bare lines (a single
 * line break is a space in the markup). */
static void
test_bundled_rules_use_the_markup (void)
{
  static const char *const bundled[] = {
    "maneuver-basic", "maneuver-advanced", "manoeuvre", "command-and-maneuver", "manover-finland",
  };
  guint n_references = 0;

  for (guint b = 0; b < G_N_ELEMENTS (bundled); b++)
    {
      g_autoptr (StScenario) scenario = edit_check_load_bundled (bundled[b]);

      for (guint i = 0; i < scenario->rules->len; i++)
        {
          StRulesSection *section = section_at (scenario, i);

          for (guint e = 0; e < section->title->entries->len; e++)
            {
              StTextEntry *entry = g_ptr_array_index (section->title->entries, e);

              g_assert_false (g_regex_match_simple ("^\\[\\d+\\]", entry->value, 0, 0));
            }
          for (guint e = 0; section->body != NULL && e < section->body->entries->len; e++)
            {
              StTextEntry *entry = g_ptr_array_index (section->body->entries, e);
              g_auto (GStrv) paragraphs = g_strsplit (entry->value, "\n\n", -1);
              const char *p = entry->value;

              while ((p = strstr (p, "[[")) != NULL)
                {
                  g_autofree char *id = NULL;

                  p += 2;
                  id = g_strndup (p, strcspn (p, "]|"));
                  if (st_scenario_rules_section_index (scenario, id) < 0)
                    g_error ("%s: %s: [[%s]] names no section", bundled[b], section->id, id);
                  n_references++;
                }
              g_assert_false (g_regex_match_simple ("^\\d+\\) ", entry->value, G_REGEX_MULTILINE, 0));
              for (guint k = 0; paragraphs[k] != NULL; k++)
                if (strchr (paragraphs[k], '\n') != NULL
                    && !g_regex_match_simple ("^((- |\\d+\\. |\\|)[^\n]*\n?)+$", paragraphs[k], 0, 0))
                  g_error ("%s: %s: a paragraph of bare lines: %s", bundled[b], section->id, paragraphs[k]);
            }
        }
    }
  g_assert_cmpuint (n_references, >, 0);
}

int
main (int argc, char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/rules-ids/new-section-id-follows-first-title", test_new_section_id_follows_first_title);
  g_test_add_func ("/rules-ids/id-stays-once-the-section-has-a-body",
                   test_id_stays_once_the_section_has_a_body);
  g_test_add_func ("/rules-ids/id-stays-when-a-translation-is-typed",
                   test_id_stays_when_a_translation_is_typed);
  g_test_add_func ("/rules-ids/id-stays-when-it-was-not-made-from-the-title",
                   test_id_stays_when_it_was_not_made_from_the_title);
  g_test_add_func ("/rules-ids/rename-updates-references-in-every-language",
                   test_rename_updates_references_in_every_language);
  g_test_add_func ("/rules-ids/rename-refuses-bad-and-taken-ids", test_rename_refuses_bad_and_taken_ids);
  g_test_add_func ("/rules-ids/bundled-rules-use-the-markup", test_bundled_rules_use_the_markup);
  return g_test_run ();
}
