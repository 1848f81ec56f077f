/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include "core/st-edit-deck.h"
#include "core/st-scenario-io.h"

#include "edit-check.h"

/* The deck page's edits on the bundled manoeuvre decks: each goes through the
 * history, undoes exactly and saves; refused edits change nothing. */

#define DECK "aurelia-deck"

static StCard *
card_at (StScenario *scenario, guint i)
{
  return g_ptr_array_index (st_scenario_find_deck (scenario, DECK)->cards, i);
}

static gboolean
add_unit_card (StScenario *scenario)
{
  g_autofree char *id = st_edit_add_card (scenario, DECK, ST_CARD_UNIT, "aurelia-guard", NULL, NULL);

  g_assert_cmpstr (id, ==, "aurelia-guard-card");
  g_assert_cmpstr (card_at (scenario, st_scenario_find_deck (scenario, DECK)->cards->len - 1)->id, ==, id);
  return id != NULL;
}

static gboolean
add_hq_after_first (StScenario *scenario)
{
  const char      *first = card_at (scenario, 0)->id;
  g_autofree char *id = st_edit_add_card (scenario, DECK, ST_CARD_HQ, "supply", first, NULL);

  g_assert_cmpstr (card_at (scenario, 1)->id, ==, id);
  g_assert_cmpstr (card_at (scenario, 1)->hq, ==, "supply");
  return id != NULL;
}

static gboolean
duplicate_first (StScenario *scenario)
{
  g_autofree char *first = g_strdup (card_at (scenario, 0)->id);
  g_autofree char *id = st_edit_duplicate_card (scenario, DECK, first, NULL);
  g_autofree char *expected = g_strconcat (first, "-2", NULL);

  g_assert_cmpstr (id, ==, expected);
  g_assert_true (st_attrs_equal (card_at (scenario, 0)->attrs, card_at (scenario, 1)->attrs));
  return id != NULL;
}

static gboolean
move_first_to_third (StScenario *scenario)
{
  g_autofree char *first = g_strdup (card_at (scenario, 0)->id);
  gboolean         moved = st_edit_move_card (scenario, DECK, first, 2, NULL);

  g_assert_cmpstr (card_at (scenario, 2)->id, ==, first);
  return moved;
}

static gboolean
delete_first (StScenario *scenario)
{
  guint n = st_scenario_find_deck (scenario, DECK)->cards->len;

  g_assert_true (st_edit_delete_card (scenario, DECK, card_at (scenario, 0)->id, NULL));
  g_assert_cmpuint (st_scenario_find_deck (scenario, DECK)->cards->len, ==, n - 1);
  return TRUE;
}

static gboolean
set_values (StScenario *scenario)
{
  const char *id = card_at (scenario, 0)->id;

  g_assert_true (st_edit_set_card_value (scenario, DECK, id, "attack", "3d6", NULL));
  g_assert_true (st_edit_set_card_value (scenario, DECK, id, "withdraw", "1-2", NULL));
  g_assert_true (st_edit_set_card_value (scenario, DECK, id, "guerrillas", "true", NULL));
  g_assert_true (st_edit_set_card_copies (scenario, DECK, id, 4, NULL));
  g_assert_true (st_edit_set_card_text (scenario, DECK, id, "name", NULL, "Old Guard", NULL));
  g_assert_cmpstr (st_attrs_get (card_at (scenario, 0)->attrs, "attack"), ==, "3d6");
  g_assert_cmpstr (st_text_get (card_at (scenario, 0)->name, scenario->lang), ==, "Old Guard");
  return TRUE;
}

static gboolean
translate_text (StScenario *scenario)
{
  StCard *card = card_at (scenario, 0);

  /* A card text in another language is a translation of the source, written
   * as reviewed; the source emptied takes its translations with it. */
  g_assert_true (st_edit_set_card_text (scenario, DECK, card->id, "name", NULL, "Old Guard", NULL));
  st_text_set (card->name, "sv", "Gamla gardet");
  st_text_mark_outdated (card->name, "sv");
  g_assert_true (st_edit_set_card_text (scenario, DECK, card->id, "name", "sv", "Gardet", NULL));
  g_assert_cmpstr (st_text_get_source_lang (card->name), ==, scenario->lang);
  g_assert_cmpstr (st_text_get_exact (card->name, "sv"), ==, "Gardet");
  g_assert_false (st_text_is_outdated (card->name, "sv"));
  g_assert_true (st_edit_set_card_text (scenario, DECK, card->id, "name", "sv", "", NULL));
  g_assert_null (st_text_get_exact (card->name, "sv"));
  g_assert_cmpstr (st_text_get_exact (card->name, scenario->lang), ==, "Old Guard");
  g_assert_true (st_edit_set_card_text (scenario, DECK, card->id, "name", "fi", "Vanha kaarti", NULL));
  g_assert_true (st_edit_set_card_text (scenario, DECK, card->id, "name", NULL, "", NULL));
  g_assert_null (card->name);
  g_assert_false (st_edit_set_card_text (scenario, DECK, card->id, "name", "fi", "Kaarti", NULL));
  g_assert_true (st_edit_set_card_text (scenario, DECK, card->id, "name", NULL, "Guard", NULL));
  g_assert_true (st_edit_set_card_text (scenario, DECK, card->id, "name", "fi", "Kaarti", NULL));
  g_assert_true (st_edit_set_card_text (scenario, DECK, card->id, "name", NULL, "The Guard", NULL));
  g_assert_true (st_text_is_outdated (card->name, "fi"));
  return TRUE;
}

static gboolean
unit_card_to_leader (StScenario *scenario)
{
  const char *id = card_at (scenario, 0)->id;

  g_assert_true (st_edit_set_card_kind (scenario, DECK, id, ST_CARD_HQ, "leader", NULL));
  /* Attack and Defence cannot stay on a leader. */
  g_assert_cmpuint (card_at (scenario, 0)->attrs->len, ==, 0);
  g_assert_null (card_at (scenario, 0)->unit);
  return TRUE;
}

static void
test_edits (gconstpointer data)
{
  EditFunc edit = (EditFunc) data;
  g_autoptr (StScenario) original = edit_check_load_bundled ("manoeuvre");
  g_autoptr (StScenario) edited = edit_check_apply (original, edit);

  g_assert_false (st_scenario_equal (original, edited));
}

static void
test_refused (void)
{
  g_autoptr (StScenario) scenario = edit_check_load_bundled ("manoeuvre");
  g_autoptr (StScenario) copy = st_scenario_copy (scenario);
  const char *id = card_at (scenario, 0)->id;
  g_autoptr (GError) error = NULL;

  g_assert_false (st_edit_set_card_value (scenario, DECK, id, "attack", "2x8", &error));
  g_assert_error (error, ST_EDIT_ERROR, ST_EDIT_ERROR_INVALID);
  g_clear_error (&error);
  g_assert_false (st_edit_set_card_value (scenario, DECK, id, "range", "3-", &error));
  g_assert_error (error, ST_EDIT_ERROR, ST_EDIT_ERROR_INVALID);
  g_clear_error (&error);
  g_assert_false (st_edit_set_card_copies (scenario, DECK, id, 0, &error));
  g_assert_error (error, ST_EDIT_ERROR, ST_EDIT_ERROR_INVALID);
  g_clear_error (&error);
  g_assert_null (st_edit_add_card (scenario, DECK, ST_CARD_HQ, "picnic", NULL, &error));
  g_assert_error (error, ST_EDIT_ERROR, ST_EDIT_ERROR_INVALID);
  g_clear_error (&error);
  g_assert_false (st_edit_delete_card (scenario, DECK, "no-such-card", &error));
  g_assert_error (error, ST_EDIT_ERROR, ST_EDIT_ERROR_NOT_FOUND);
  g_clear_error (&error);
  g_assert_false (st_edit_delete_card (scenario, "no-such-deck", id, &error));
  g_assert_error (error, ST_EDIT_ERROR, ST_EDIT_ERROR_NOT_FOUND);
  g_clear_error (&error);
  /* What the loader checks against the rest of the scenario is refused
   * too, and the card keeps its value: a unit a value names must exist, and
   * a value must belong on the card (the fuzzer's redoubt-unknown-unit). */
  g_assert_false (st_edit_set_card_value (scenario, DECK, id, "redoubt-units", "2d8", &error));
  g_assert_error (error, ST_EDIT_ERROR, ST_EDIT_ERROR_INVALID);
  g_clear_error (&error);
  g_assert_false (
      st_edit_set_card_value (scenario, DECK, id, "redoubt-units", "aurelia-guard no-such-unit", &error));
  g_assert_error (error, ST_EDIT_ERROR, ST_EDIT_ERROR_INVALID);
  g_clear_error (&error);
  g_assert_false (st_edit_set_card_value (scenario, DECK, id, "restricted-to", "aurelia-guard", &error));
  g_assert_error (error, ST_EDIT_ERROR, ST_EDIT_ERROR_INVALID);
  g_clear_error (&error);
  g_assert_true (st_scenario_equal (scenario, copy));
  /* Setting what is already there is no edit. */
  g_assert_false (st_edit_set_card_value (scenario, DECK, id, "attack",
                                          st_attrs_get (card_at (scenario, 0)->attrs, "attack"), NULL));
  g_assert_true (st_scenario_equal (scenario, copy));
}

/* A deck renamed in its source language changes its name only; in another
 * language the name is a translation, written reviewed. */
static gboolean
rename_deck (StScenario *scenario)
{
  StDeck *deck = st_scenario_find_deck (scenario, DECK);
  g_autoptr (GError) error = NULL;
  guint n_cards = deck->cards->len;

  st_text_mark_outdated (deck->name, "sv");
  g_assert_true (st_edit_rename_deck (scenario, DECK, "sv", " Aureliens handlingskort ", NULL));
  g_assert_cmpstr (st_text_get_exact (deck->name, "sv"), ==, "Aureliens handlingskort");
  g_assert_false (st_text_is_outdated (deck->name, "sv"));
  g_assert_false (st_edit_rename_deck (scenario, DECK, "sv", "Aureliens handlingskort", NULL));
  g_assert_true (st_edit_rename_deck (scenario, DECK, NULL, "Aurelian cards", NULL));
  g_assert_cmpstr (st_text_get_source (deck->name), ==, "Aurelian cards");
  g_assert_cmpstr (deck->id, ==, DECK);
  g_assert_cmpstr (deck->side, ==, "aurelia");
  g_assert_cmpuint (deck->cards->len, ==, n_cards);
  /* The Swedish name was made from the old source. */
  g_assert_true (st_text_is_outdated (deck->name, "sv"));
  g_assert_true (st_edit_rename_deck (scenario, DECK, "fi", "Aurelian kortit", NULL));
  g_assert_cmpstr (st_text_get_exact (deck->name, "fi"), ==, "Aurelian kortit");
  g_assert_false (st_edit_rename_deck (scenario, DECK, NULL, "  ", &error));
  g_assert_error (error, ST_EDIT_ERROR, ST_EDIT_ERROR_INVALID);
  g_clear_error (&error);
  g_assert_false (st_edit_rename_deck (scenario, "no-such-deck", NULL, "Deck", &error));
  g_assert_error (error, ST_EDIT_ERROR, ST_EDIT_ERROR_NOT_FOUND);
  return TRUE;
}

/* A nation without a deck gets an empty one; a second one is refused. */
static gboolean
add_deck (StScenario *scenario)
{
  g_autoptr (GError) error = NULL;
  g_autofree char *id = NULL;
  g_autofree char *again = NULL;

  g_ptr_array_remove_index (scenario->decks, 1);
  id = st_edit_add_deck (scenario, "borovia", NULL);
  g_assert_cmpstr (id, ==, "borovia-deck");
  g_assert_cmpuint (st_scenario_find_deck (scenario, id)->cards->len, ==, 0);
  again = st_edit_add_deck (scenario, "borovia", &error);
  g_assert_null (again);
  g_assert_error (error, ST_EDIT_ERROR, ST_EDIT_ERROR_IN_USE);
  return id != NULL;
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_data_func ("/core/edit-deck/add-unit-card", add_unit_card, test_edits);
  g_test_add_data_func ("/core/edit-deck/add-hq-card-after", add_hq_after_first, test_edits);
  g_test_add_data_func ("/core/edit-deck/duplicate", duplicate_first, test_edits);
  g_test_add_data_func ("/core/edit-deck/move", move_first_to_third, test_edits);
  g_test_add_data_func ("/core/edit-deck/delete", delete_first, test_edits);
  g_test_add_data_func ("/core/edit-deck/values", set_values, test_edits);
  g_test_add_data_func ("/core/edit-deck/change-kind", unit_card_to_leader, test_edits);
  g_test_add_data_func ("/core/edit-deck/translate-text", translate_text, test_edits);
  g_test_add_func ("/core/edit-deck/refused", test_refused);
  g_test_add_data_func ("/core/edit-deck/add-deck", add_deck, test_edits);
  g_test_add_data_func ("/core/edit-deck/rename-deck", rename_deck, test_edits);

  return g_test_run ();
}
