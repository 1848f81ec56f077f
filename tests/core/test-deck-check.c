/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <string.h>

#include "core/st-deck-check.h"
#include "core/st-scenario-io.h"

/* Every deck rule on a small hand-made deck: a sound 60-card deck for side "a"
 * (eight units, five cards each, 20 HQ cards), broken one rule at a time. */

static StCard *
add_card (StDeck *deck, const char *id, StCardKind kind, const char *unit_or_hq, int copies, ...)
{
  StCard     *card = st_card_new (id, kind);
  const char *name;
  va_list     args;

  if (kind == ST_CARD_UNIT)
    card->unit = g_strdup (unit_or_hq);
  else
    card->hq = g_strdup (unit_or_hq);
  card->copies = copies;
  va_start (args, copies);
  while ((name = va_arg (args, const char *)) != NULL)
    st_attrs_set (card->attrs, name, va_arg (args, const char *));
  va_end (args);
  g_ptr_array_add (deck->cards, card);
  return card;
}

static StScenario *
build_scenario (void)
{
  StScenario *s = st_scenario_new (st_family_lookup ("manoeuvre"), ST_BOARD_SQUARE);
  StDeck     *deck;

  g_ptr_array_add (s->sides, st_side_new ("a", "#2a62b8"));
  g_ptr_array_add (s->sides, st_side_new ("b", "#3f7f3a"));
  g_ptr_array_add (s->unit_types, st_unit_type_new ("foot", "infantry"));
  g_ptr_array_add (s->unit_types, st_unit_type_new ("horse", "cavalry"));
  for (int i = 0; i < 9; i++)
    {
      g_autofree char *a = g_strdup_printf ("a%d", i);
      g_autofree char *b = g_strdup_printf ("b%d", i);

      g_ptr_array_add (s->units, st_unit_new (a, i == 7 ? "horse" : "foot", "a"));
      g_ptr_array_add (s->units, st_unit_new (b, "foot", "b"));
    }

  deck = st_deck_new ("deck", "a");
  for (int i = 0; i < 8; i++)
    {
      g_autofree char *id = g_strdup_printf ("a%d-card", i);
      g_autofree char *unit = g_strdup_printf ("a%d", i);

      add_card (deck, id, ST_CARD_UNIT, unit, 5, "attack", "2d8", "defense", "1d6", NULL);
    }
  add_card (deck, "leader", ST_CARD_HQ, "leader", 4, "command", "3", "combat", "1d8", "rally", "1-3", NULL);
  add_card (deck, "supply", ST_CARD_HQ, "supply", 4, NULL);
  add_card (deck, "march", ST_CARD_HQ, "forced-march", 4, NULL);
  add_card (deck, "ambush", ST_CARD_HQ, "ambush", 4, NULL);
  add_card (deck, "withdraw", ST_CARD_HQ, "withdraw", 4, NULL);
  g_ptr_array_add (s->decks, deck);
  return s;
}

static StDeck *
deck_of (StScenario *s)
{
  return g_ptr_array_index (s->decks, 0);
}

static StCard *
card_of (StScenario *s, const char *id)
{
  StDeck *deck = deck_of (s);

  for (guint i = 0; i < deck->cards->len; i++)
    {
      StCard *card = g_ptr_array_index (deck->cards, i);
      if (g_str_equal (card->id, id))
        return card;
    }
  g_assert_not_reached ();
}

/* Asserts that the deck has exactly one problem, of kind and severity, naming
 * the cards given (a space-separated list, "" for none), and returns its message. */
static void
assert_one_problem (StScenario *s, StDeckProblemKind kind, StSeverity severity, const char *cards)
{
  g_autoptr (GPtrArray) problems = st_deck_check (s, deck_of (s));
  const StDeckProblem *problem;
  g_autofree char     *named = NULL;

  for (guint i = 0; i < problems->len; i++)
    g_test_message ("problem: %s", ((StDeckProblem *) g_ptr_array_index (problems, i))->message);
  g_assert_cmpuint (problems->len, ==, 1);
  problem = g_ptr_array_index (problems, 0);
  g_assert_cmpint (problem->kind, ==, kind);
  g_assert_cmpint (problem->severity, ==, severity);
  named = g_strjoinv (" ", problem->cards);
  g_assert_cmpstr (named, ==, cards);
  g_assert_true (problem->message != NULL && *problem->message != '\0');
  g_assert_cmpint (st_deck_problems_have_errors (problems), ==, severity == ST_SEVERITY_ERROR);
}

static void
test_sound_deck (void)
{
  g_autoptr (StScenario) s = build_scenario ();
  g_autoptr (GPtrArray) problems = st_deck_check (s, deck_of (s));

  g_assert_cmpuint (problems->len, ==, 0);
  g_assert_false (st_deck_problems_have_errors (problems));
}

static void
test_sixty_cards (void)
{
  g_autoptr (StScenario) s = build_scenario ();

  card_of (s, "a3-card")->copies = 4;
  assert_one_problem (s, ST_DECK_PROBLEM_SIZE, ST_SEVERITY_ERROR, "");
}

static void
test_twenty_hq_cards (void)
{
  g_autoptr (StScenario) s = build_scenario ();

  /* Still 60 cards, but 21 of them HQ cards. */
  card_of (s, "a3-card")->copies = 4;
  card_of (s, "supply")->copies = 5;
  assert_one_problem (s, ST_DECK_PROBLEM_HQ_COUNT, ST_SEVERITY_ERROR, "leader supply march ambush withdraw");
}

static void
test_own_units_only (void)
{
  g_autoptr (StScenario) s = build_scenario ();

  g_free (card_of (s, "a2-card")->unit);
  card_of (s, "a2-card")->unit = g_strdup ("b2");
  assert_one_problem (s, ST_DECK_PROBLEM_FOREIGN_UNIT, ST_SEVERITY_ERROR, "a2-card");
}

static void
test_unknown_unit (void)
{
  g_autoptr (StScenario) s = build_scenario ();

  g_free (card_of (s, "a2-card")->unit);
  card_of (s, "a2-card")->unit = g_strdup ("nobody");
  assert_one_problem (s, ST_DECK_PROBLEM_FOREIGN_UNIT, ST_SEVERITY_ERROR, "a2-card");
}

static void
test_eight_units (void)
{
  g_autoptr (StScenario) s = build_scenario ();

  /* A ninth unit of the same side, in place of two copies of a0's card. */
  card_of (s, "a0-card")->copies = 3;
  add_card (deck_of (s), "a8-card", ST_CARD_UNIT, "a8", 2, "attack", "1d6", "defense", "1d6", NULL);
  assert_one_problem (s, ST_DECK_PROBLEM_TOO_MANY_UNITS, ST_SEVERITY_ERROR, "a8-card");
}

static void
test_duplicate_id (void)
{
  g_autoptr (StScenario) s = build_scenario ();

  StCard *march = card_of (s, "march");

  g_free (march->id);
  march->id = g_strdup ("supply");
  assert_one_problem (s, ST_DECK_PROBLEM_DUPLICATE_ID, ST_SEVERITY_ERROR, "supply");
}

static void
test_unknown_side (void)
{
  g_autoptr (StScenario) s = build_scenario ();

  g_free (deck_of (s)->side);
  deck_of (s)->side = g_strdup ("c");
  {
    g_autoptr (GPtrArray) problems = st_deck_check (s, deck_of (s));
    const StDeckProblem *first = g_ptr_array_index (problems, 0);

    g_assert_cmpint (first->kind, ==, ST_DECK_PROBLEM_SIDE);
    g_assert_cmpstr (first->attr, ==, "side");
  }
}

static void
test_dice_notation (void)
{
  g_autoptr (StScenario) s = build_scenario ();

  st_attrs_set (card_of (s, "a1-card")->attrs, "attack", "2x8");
  assert_one_problem (s, ST_DECK_PROBLEM_VALUE, ST_SEVERITY_ERROR, "a1-card");
}

static void
test_range_notation (void)
{
  g_autoptr (StScenario) s = build_scenario ();

  st_attrs_set (card_of (s, "leader")->attrs, "rally", "3-1");
  assert_one_problem (s, ST_DECK_PROBLEM_VALUE, ST_SEVERITY_ERROR, "leader");
}

static void
test_phrase_on_hq_card (void)
{
  g_autoptr (StScenario) s = build_scenario ();

  st_attrs_set (card_of (s, "supply")->attrs, "not-required-to-advance", "true");
  assert_one_problem (s, ST_DECK_PROBLEM_VALUE, ST_SEVERITY_ERROR, "supply");
}

static void
test_phrase_value (void)
{
  g_autoptr (StScenario) s = build_scenario ();

  st_attrs_set (card_of (s, "a1-card")->attrs, "guerrillas", "yes");
  assert_one_problem (s, ST_DECK_PROBLEM_VALUE, ST_SEVERITY_ERROR, "a1-card");
}

static void
test_hq_type_known (void)
{
  g_autoptr (StScenario) s = build_scenario ();

  g_free (card_of (s, "ambush")->hq);
  card_of (s, "ambush")->hq = g_strdup ("cannonade");
  assert_one_problem (s, ST_DECK_PROBLEM_CARD, ST_SEVERITY_ERROR, "ambush");
}

static void
test_values_per_unit_card (void)
{
  g_autoptr (StScenario) s = build_scenario ();

  st_attrs_remove (card_of (s, "a1-card")->attrs, "defense");
  assert_one_problem (s, ST_DECK_PROBLEM_COMPOSITION, ST_SEVERITY_WARNING, "a1-card");
  st_attrs_remove (card_of (s, "a1-card")->attrs, "attack");
  st_attrs_set (card_of (s, "a1-card")->attrs, "redoubt", "true");
  assert_one_problem (s, ST_DECK_PROBLEM_VALUE, ST_SEVERITY_ERROR, "a1-card");
}

static void
test_bombard_needs_range (void)
{
  g_autoptr (StScenario) s = build_scenario ();

  st_attrs_set (card_of (s, "a1-card")->attrs, "bombard", "2d6");
  assert_one_problem (s, ST_DECK_PROBLEM_VALUE, ST_SEVERITY_ERROR, "a1-card");
  st_attrs_set (card_of (s, "a1-card")->attrs, "range", "2");
  {
    g_autoptr (GPtrArray) problems = st_deck_check (s, deck_of (s));
    g_assert_cmpuint (problems->len, ==, 0);
  }
}

static void
test_pursuit_cavalry_only (void)
{
  g_autoptr (StScenario) s = build_scenario ();

  /* a7 is the cavalry unit. */
  st_attrs_set (card_of (s, "a7-card")->attrs, "pursuit", "1-2");
  {
    g_autoptr (GPtrArray) problems = st_deck_check (s, deck_of (s));
    g_assert_cmpuint (problems->len, ==, 0);
  }
  st_attrs_set (card_of (s, "a1-card")->attrs, "pursuit", "1-2");
  assert_one_problem (s, ST_DECK_PROBLEM_VALUE, ST_SEVERITY_ERROR, "a1-card");
}

static void
test_leader_values (void)
{
  g_autoptr (StScenario) s = build_scenario ();

  st_attrs_remove (card_of (s, "leader")->attrs, "rally");
  assert_one_problem (s, ST_DECK_PROBLEM_LEADER, ST_SEVERITY_ERROR, "leader");
}

static void
test_leader_pursuit_number (void)
{
  g_autoptr (StScenario) s = build_scenario ();

  st_attrs_set (card_of (s, "leader")->attrs, "pursuit", "1");
  {
    g_autoptr (GPtrArray) problems = st_deck_check (s, deck_of (s));
    g_assert_cmpuint (problems->len, ==, 0);
  }
  st_attrs_set (card_of (s, "leader")->attrs, "pursuit", "1-2");
  assert_one_problem (s, ST_DECK_PROBLEM_LEADER, ST_SEVERITY_ERROR, "leader");
}

static void
test_leader_needed (void)
{
  g_autoptr (StScenario) s = build_scenario ();
  StCard *leader = card_of (s, "leader");

  g_free (leader->hq);
  leader->hq = g_strdup ("regroup");
  g_ptr_array_set_size (leader->attrs, 0);
  assert_one_problem (s, ST_DECK_PROBLEM_LEADER, ST_SEVERITY_ERROR, "");
}

static void
test_nationality_restricted_leader (void)
{
  g_autoptr (StScenario) s = build_scenario ();
  StCard *leader = card_of (s, "leader");

  /* Restricted to two units, the leader can combine at most two. */
  st_attrs_set (leader->attrs, "restricted-to", "a1 a2");
  assert_one_problem (s, ST_DECK_PROBLEM_LEADER, ST_SEVERITY_ERROR, "leader");
  st_attrs_set (leader->attrs, "command", "2");
  {
    g_autoptr (GPtrArray) problems = st_deck_check (s, deck_of (s));
    g_assert_cmpuint (problems->len, ==, 0);
  }
  /* Only to units of its own nation's army. */
  st_attrs_set (leader->attrs, "restricted-to", "a1 b2");
  assert_one_problem (s, ST_DECK_PROBLEM_LEADER, ST_SEVERITY_ERROR, "leader");
}

static void
test_single_unit_leader (void)
{
  g_autoptr (StScenario) s = build_scenario ();
  StCard *leader = card_of (s, "leader");

  st_attrs_set (leader->attrs, "single-unit", "a3");
  /* Command 3 combines units, which a single-unit leader may not do. */
  assert_one_problem (s, ST_DECK_PROBLEM_LEADER, ST_SEVERITY_ERROR, "leader");
  st_attrs_set (leader->attrs, "command", "1");
  {
    g_autoptr (GPtrArray) problems = st_deck_check (s, deck_of (s));
    g_assert_cmpuint (problems->len, ==, 0);
  }
  st_attrs_set (leader->attrs, "single-unit", "b3");
  assert_one_problem (s, ST_DECK_PROBLEM_LEADER, ST_SEVERITY_ERROR, "leader");
  st_attrs_set (leader->attrs, "single-unit", "a3");
  st_attrs_set (leader->attrs, "restricted-to", "a3");
  assert_one_problem (s, ST_DECK_PROBLEM_LEADER, ST_SEVERITY_ERROR, "leader");
}

static void
test_leader_only_values (void)
{
  g_autoptr (StScenario) s = build_scenario ();

  st_attrs_set (card_of (s, "supply")->attrs, "command", "2");
  assert_one_problem (s, ST_DECK_PROBLEM_VALUE, ST_SEVERITY_ERROR, "supply");
}

static void
test_maharaja (void)
{
  g_autoptr (StScenario) s = build_scenario ();
  StCard *withdraw = card_of (s, "withdraw");

  g_free (withdraw->hq);
  withdraw->hq = g_strdup ("maharaja");
  /* Without nationality-restricted leaders a Maharaja only adds command. */
  assert_one_problem (s, ST_DECK_PROBLEM_LEADER, ST_SEVERITY_WARNING, "withdraw");
  st_attrs_set (card_of (s, "leader")->attrs, "restricted-to", "a1 a2 a3");
  {
    g_autoptr (GPtrArray) problems = st_deck_check (s, deck_of (s));
    g_assert_cmpuint (problems->len, ==, 0);
  }
}

static void
test_grand_battery (void)
{
  g_autoptr (StScenario) s = build_scenario ();

  st_attrs_set (card_of (s, "leader")->attrs, "grand-battery", "2d10");
  assert_one_problem (s, ST_DECK_PROBLEM_LEADER, ST_SEVERITY_ERROR, "leader");
  card_of (s, "leader")->copies = 1;
  card_of (s, "supply")->copies = 7;
  {
    g_autoptr (GPtrArray) problems = st_deck_check (s, deck_of (s));
    g_assert_cmpuint (problems->len, ==, 0);
  }
}

static void
test_hq_type_variety (void)
{
  g_autoptr (StScenario) s = build_scenario ();

  g_free (card_of (s, "ambush")->hq);
  card_of (s, "ambush")->hq = g_strdup ("supply");
  g_free (card_of (s, "withdraw")->hq);
  card_of (s, "withdraw")->hq = g_strdup ("supply");
  assert_one_problem (s, ST_DECK_PROBLEM_COMPOSITION, ST_SEVERITY_WARNING, "");
}

static void
test_summary (void)
{
  g_autoptr (StScenario) s = build_scenario ();
  g_autoptr (StDeckSummary) summary = NULL;
  const StDeckTally *tally;

  st_attrs_set (card_of (s, "a0-card")->attrs, "volley", "1d6+1");
  add_card (deck_of (s), "a0-extra", ST_CARD_UNIT, "a0", 1, "attack", "1d10", NULL);
  summary = st_deck_summarize (s, deck_of (s));
  g_assert_cmpuint (summary->n_cards, ==, 61);
  g_assert_cmpuint (summary->n_faces, ==, 14);
  g_assert_cmpuint (summary->n_unit_cards, ==, 41);
  g_assert_cmpuint (summary->n_hq_cards, ==, 20);

  /* HQ types in the order of st_card_hq_types (): ambush first, leader late. */
  g_assert_cmpuint (summary->hq_types->len, ==, 5);
  tally = g_ptr_array_index (summary->hq_types, 0);
  g_assert_cmpstr (tally->id, ==, "ambush");
  g_assert_cmpuint (tally->count, ==, 4);
  tally = g_ptr_array_index (summary->hq_types, 4);
  g_assert_cmpstr (tally->id, ==, "leader");

  /* Units in the order of the side's units, the unused ninth included. */
  g_assert_cmpuint (summary->units->len, ==, 9);
  tally = g_ptr_array_index (summary->units, 0);
  g_assert_cmpstr (tally->id, ==, "a0");
  g_assert_cmpuint (tally->count, ==, 6);
  /* Five cards of 2d8 (9) and one of 1d10 (5.5). */
  g_assert_cmpfloat_with_epsilon (tally->mean[ST_DECK_DICE_ATTACK], (5 * 9 + 5.5) / 6, 1e-9);
  g_assert_cmpfloat_with_epsilon (tally->mean[ST_DECK_DICE_DEFENSE], 5 * 3.5 / 6, 1e-9);
  g_assert_cmpfloat_with_epsilon (tally->mean[ST_DECK_DICE_VOLLEY], 5 * 4.5 / 6, 1e-9);
  g_assert_cmpfloat_with_epsilon (tally->mean[ST_DECK_DICE_BOMBARD], 0, 1e-9);
  tally = g_ptr_array_index (summary->units, 8);
  g_assert_cmpstr (tally->id, ==, "a8");
  g_assert_cmpuint (tally->count, ==, 0);
}

static void
test_dice_expected (void)
{
  g_assert_cmpfloat_with_epsilon (st_dice_expected ("2d8"), 9.0, 1e-9);
  g_assert_cmpfloat_with_epsilon (st_dice_expected ("1d6"), 3.5, 1e-9);
  g_assert_cmpfloat_with_epsilon (st_dice_expected ("1d6-1"), 2.5, 1e-9);
  g_assert_cmpfloat_with_epsilon (st_dice_expected ("2d10"), 11.0, 1e-9);
  g_assert_cmpfloat_with_epsilon (st_dice_expected ("d6"), 0.0, 1e-9);
  g_assert_cmpfloat_with_epsilon (st_dice_expected (NULL), 0.0, 1e-9);
}

/* The bundled decks break no rule; they differ from the published decks only in
 * ways the checker calls warnings. */
static void
test_bundled_decks (void)
{
  const char      *root = g_getenv ("SANDTABLE_SOURCE_ROOT");
  g_autofree char *path = NULL;
  g_autoptr (StScenario) s = NULL;
  g_autoptr (GError) error = NULL;

  path = root ? g_build_filename (root, "data", "scenarios", "manoeuvre.xml", NULL)
              : g_test_build_filename (G_TEST_DIST, "..", "..", "data", "scenarios", "manoeuvre.xml", NULL);
  s = st_scenario_load_file (path, NULL, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (s->decks->len, ==, 2);
  for (guint i = 0; i < s->decks->len; i++)
    {
      g_autoptr (GPtrArray) problems = st_deck_check (s, g_ptr_array_index (s->decks, i));

      for (guint j = 0; j < problems->len; j++)
        g_test_message ("%s", ((StDeckProblem *) g_ptr_array_index (problems, j))->message);
      g_assert_false (st_deck_problems_have_errors (problems));
    }
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/core/deck-check/sound-deck", test_sound_deck);
  g_test_add_func ("/core/deck-check/1.4-sixty-cards", test_sixty_cards);
  g_test_add_func ("/core/deck-check/1.4-twenty-hq-cards", test_twenty_hq_cards);
  g_test_add_func ("/core/deck-check/1.4-own-units-only", test_own_units_only);
  g_test_add_func ("/core/deck-check/1.4-unknown-unit", test_unknown_unit);
  g_test_add_func ("/core/deck-check/1.4-eight-units", test_eight_units);
  g_test_add_func ("/core/deck-check/1.4-leader-cards", test_leader_needed);
  g_test_add_func ("/core/deck-check/1.4-hq-type-variety", test_hq_type_variety);
  g_test_add_func ("/core/deck-check/duplicate-id", test_duplicate_id);
  g_test_add_func ("/core/deck-check/unknown-side", test_unknown_side);
  g_test_add_func ("/core/deck-check/8-dice-notation", test_dice_notation);
  g_test_add_func ("/core/deck-check/8-range-notation", test_range_notation);
  g_test_add_func ("/core/deck-check/8-phrase-on-hq-card", test_phrase_on_hq_card);
  g_test_add_func ("/core/deck-check/8-phrase-value", test_phrase_value);
  g_test_add_func ("/core/deck-check/8-values-per-unit-card", test_values_per_unit_card);
  g_test_add_func ("/core/deck-check/8-bombard-needs-range", test_bombard_needs_range);
  g_test_add_func ("/core/deck-check/8-pursuit-cavalry-only", test_pursuit_cavalry_only);
  g_test_add_func ("/core/deck-check/9-hq-type-known", test_hq_type_known);
  g_test_add_func ("/core/deck-check/9.1-leader-values", test_leader_values);
  g_test_add_func ("/core/deck-check/9.1-leader-pursuit-number", test_leader_pursuit_number);
  g_test_add_func ("/core/deck-check/9.1-leader-only-values", test_leader_only_values);
  g_test_add_func ("/core/deck-check/9.1-nationality-restricted-leader", test_nationality_restricted_leader);
  g_test_add_func ("/core/deck-check/9.1-single-unit-leader", test_single_unit_leader);
  g_test_add_func ("/core/deck-check/9.1-maharaja", test_maharaja);
  g_test_add_func ("/core/deck-check/9.1-grand-battery", test_grand_battery);
  g_test_add_func ("/core/deck-check/summary", test_summary);
  g_test_add_func ("/core/deck-check/dice-expected", test_dice_expected);
  g_test_add_func ("/core/deck-check/bundled-decks", test_bundled_decks);
  return g_test_run ();
}
