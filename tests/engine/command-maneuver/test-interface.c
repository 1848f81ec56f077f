/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <stdlib.h>
#include <string.h>

#include "cm-fixture.h"

/* The family-neutral interface on command-maneuver: texts, descriptions,
 * sentences, prompts and rows agree with the legal actions; the fast random pick
 * is the legal action the generator names. Checked along random games of the
 * bundled scenario and of a fixture with every optional rule on. */

typedef void (*Check) (const StGame *game, const StState *state, const StActionList *list);

static void
walk (const StGame *game, guint64 seed, guint max_states, Check check)
{
  g_autoptr (StState) state = st_game_new_initial_state (game, seed);
  StActionList list;
  StRng        rng;

  st_rng_seed (&rng, seed);
  st_action_list_init (&list);
  for (guint n = 0; n < max_states && !st_game_is_terminal (game, state); n++)
    {
      st_game_legal_actions (game, state, &list);
      g_assert_cmpuint (list.len, >, 0);
      check (game, state, &list);
      st_game_apply (game, state, list.actions[st_rng_below (&rng, list.len)]);
    }
  st_action_list_free (&list);
}

static StGame *
options_game (void)
{
  const char *units[] = { "wg", "general",         "white", "4",  "0", "wb", "brigadier",  "white", "5", "0",
                          "wc", "cavalry-general", "white", "6",  "0", "w1", "infantry",   "white", "3", "1",
                          "w2", "infantry",        "white", "4",  "1", "w3", "skirmisher", "white", "5", "1",
                          "w4", "cannon",          "white", "3",  "0", "w5", "cavalry",    "white", "7", "1",
                          "ws", "colonel",         "white", "-1", "0", "bg", "general",    "black", "4", "9",
                          "bb", "brigadier",       "black", "5",  "9", "b1", "infantry",   "black", "3", "8",
                          "b2", "infantry",        "black", "4",  "8", "b3", "skirmisher", "black", "5", "8",
                          "b4", "cannon",          "black", "6",  "9", "b5", "cavalry",    "black", "2", "8",
                          NULL };
  const char *params[] = { "moves-per-turn",
                           "3",
                           "quick-march",
                           "true",
                           "leader-terrain",
                           "true",
                           "skirmisher-self-activation",
                           "true",
                           "skirmisher-promotion",
                           "true",
                           "leader-replacement",
                           "true",
                           "cavalry-cannon-leaders",
                           "true",
                           "replacement-threshold-infantry",
                           "1",
                           "replacement-threshold-cavalry",
                           "1",
                           "turn-limit",
                           "30",
                           NULL };
  StScenario *s = cm_fixture_new ();

  for (guint i = 0; units[i] != NULL; i += 5)
    cm_fixture_unit (s, units[i], units[i + 1], units[i + 2], atoi (units[i + 3]), atoi (units[i + 4]));
  for (guint i = 0; params[i] != NULL; i += 2)
    cm_fixture_param (s, params[i], params[i + 1]);
  cm_fixture_terrain (s, "town", 4, 4);
  cm_fixture_terrain (s, "hill", 2, 5);
  cm_fixture_terrain (s, "forest", 6, 5);
  return cm_fixture_game (s);
}

static void
check_texts (const StGame *game, const StState *state, const StActionList *list)
{
  for (guint i = 0; i < list->len; i++)
    {
      g_autofree char *text = st_game_action_to_text (game, state, list->actions[i]);
      StAction         back = 0;

      g_assert_true (st_game_action_from_text (game, state, text, &back, NULL));
      g_assert_cmphex (back, ==, list->actions[i]);
    }
}

static void
check_random_pick (const StGame *game, const StState *state, const StActionList *list)
{
  const CmDef   *def = CM_DEF (game);
  const CmState *st = CM_CSTATE (state);
  StActionList   scratch;

  st_action_list_init (&scratch);
  for (guint64 k = 0; k < 4; k++)
    {
      StRng a, b;

      st_rng_seed (&a, k * 31 + st->turn);
      b = a;
      g_assert_cmphex (st_game_random_action (game, state, &a, &scratch), ==,
                       list->actions[st_rng_below (&b, list->len)]);
    }
  st_action_list_free (&scratch);
  /* The mask search finds the squares of the square-by-square search. */
  for (guint u = 0; u < def->n_units; u++)
    {
      gint16 dest[CM_MAX_DESTINATIONS];
      CmMask mask, expected = 0;
      guint  n;

      if (st->cell[u] < 0 || !cm_destination_mask (def, st, u, &mask))
        continue;
      n = cm_destinations_search (def, st, u, dest);
      for (guint i = 0; i < n; i++)
        expected |= CM_MASK_BIT (dest[i]);
      g_assert_true (mask == expected);
      /* cm_destinations () lists the mask's squares in the search's order. */
      {
        gint16 listed[CM_MAX_DESTINATIONS];

        g_assert_cmpuint (cm_destinations (def, st, u, listed), ==, n);
        g_assert_cmpmem (listed, n * sizeof (gint16), dest, n * sizeof (gint16));
      }
    }
  /* The state's masks and board agree with the pieces' squares. */
  for (int p = 0; p < 2; p++)
    {
      CmMask expected = 0;
      for (guint u = 0; u < def->n_units; u++)
        if (st->cell[u] >= 0 && def->units[u].player == p)
          {
            expected |= CM_MASK_BIT (st->cell[u]);
            g_assert_cmpuint (st->board[st->cell[u]], ==, u);
          }
      g_assert_true (cm_occupied (st, p) == expected);
    }
}

static void
check_descriptions (const StGame *game, const StState *state, const StActionList *list)
{
  static const char *const kinds[] = { "move", "capture", "exchange", "replace", "pass", "end-turn", NULL };
  g_autoptr (GArray) places = g_array_new (FALSE, FALSE, sizeof (int));

  for (guint i = 0; i < list->len; i++)
    {
      StActionInfo     info;
      g_autofree char *text = st_game_action_to_text (game, state, list->actions[i]);

      st_game_describe_action (game, state, list->actions[i], &info);
      g_assert_true (g_strv_contains (kinds, info.kind));
      g_assert_true (g_str_has_prefix (text, g_str_equal (info.kind, "capture") ? "move" : info.kind));
      if (info.unit >= 0)
        {
          g_autofree char *id = g_strdup_printf (" %s ", st_game_unit_id (game, info.unit));
          g_assert_nonnull (strstr (text, id));
          g_assert_cmpint (st_game_unit_player (game, info.unit), ==, st_game_current_player (game, state));
        }
      if (info.agent >= 0)
        {
          g_autofree char *id = g_strdup_printf (" %s", st_game_unit_id (game, info.agent));
          g_assert_true (g_str_has_suffix (text, id));
        }
      if (g_str_equal (info.kind, "move") || g_str_equal (info.kind, "capture"))
        {
          StPieceView view;
          gboolean    enemy = FALSE;

          g_assert_cmpint (info.from, ==, st_test_unit_place (game, state, info.unit));
          for (guint u = 0; u < st_game_n_units (game); u++)
            {
              st_game_piece_view (game, state, ST_VIEWER_ALL, u, &view);
              enemy |= view.place == info.to && view.player != st_game_current_player (game, state);
            }
          g_assert_cmpint (enemy, ==, g_str_equal (info.kind, "capture"));
        }
      g_assert_cmpint ((info.flags & ST_ACTION_FLAG_PASS) != 0, ==,
                       g_str_equal (info.kind, "pass") || g_str_equal (info.kind, "end-turn"));
      if (info.unit >= 0)
        {
          gboolean found = FALSE;

          st_game_unit_targets (game, state, (guint) info.unit, places);
          for (guint j = 0; j < places->len; j++)
            found |= g_array_index (places, int, j) == info.to;
          g_assert_true (found);
        }
    }
}

static void
check_sentences (const StGame *game, const StState *state, const StActionList *list)
{
  StPrompt prompt;
  g_autoptr (GPtrArray) status = NULL;
  g_autoptr (StState) after = st_game_clone_state (game, state);

  for (guint i = 0; i < list->len; i++)
    {
      StActionInfo     info;
      g_autofree char *sentence = NULL;

      st_game_copy_state (game, after, state);
      st_game_apply (game, after, list->actions[i]);
      sentence = st_game_action_sentence (game, state, list->actions[i], after, ST_VIEWER_ALL, NULL);
      st_game_describe_action (game, state, list->actions[i], &info);
      g_assert_nonnull (sentence);
      g_assert_cmpuint (strlen (sentence), >, 5);
      if (info.to != ST_PLACE_NONE)
        {
          g_autofree char *label = st_game_place_label (game, info.to, NULL);
          g_assert_nonnull (strstr (sentence, label));
        }
      /* People read names, never raw ids ("white-cavalry-1", "w1"). */
      for (guint u = 0; u < st_game_n_units (game); u++)
        {
          g_autofree char *id = g_strdup_printf ("%s ", st_game_unit_id (game, u));
          g_autofree char *label = st_game_unit_label (game, state, ST_VIEWER_ALL, u, NULL);

          g_assert_null (strstr (sentence, id));
          g_assert_cmpstr (label, !=, st_game_unit_id (game, u));
        }
      if (g_str_equal (info.kind, "capture"))
        {
          g_autoptr (GPtrArray) rows = st_game_resolution (game, after, ST_VIEWER_ALL, NULL);
          g_assert_nonnull (rows);
          g_assert_cmpuint (rows->len, >, 0);
        }
    }
  st_game_prompt (game, state, NULL, &prompt);
  g_assert_cmpint (prompt.player, ==, st_game_current_player (game, state));
  g_assert_cmpint (prompt.kind, ==, list->len > 1 ? ST_PROMPT_PICK_UNIT : ST_PROMPT_PICK_ONE);
  g_assert_nonnull (prompt.text);
  g_assert_null (prompt.pass_note);
  st_prompt_clear (&prompt);
  status = st_game_status (game, state, ST_VIEWER_ALL, NULL);
  g_assert_cmpuint (status->len, >=, 9);
}

static void
run (Check check, guint max_states)
{
  g_autoptr (StGame) bundled = cm_fixture_load ("data/scenarios/command-and-maneuver.xml");
  g_autoptr (StGame) options = options_game ();

  for (guint64 seed = 1; seed <= 3; seed++)
    {
      walk (bundled, seed, max_states, check);
      walk (options, seed, max_states, check);
    }
}

static void
test_texts (void)
{
  run (check_texts, 80);
}

static void
test_random_pick (void)
{
  run (check_random_pick, 400);
}

static void
test_descriptions (void)
{
  run (check_descriptions, 60);
}

static void
test_sentences (void)
{
  run (check_sentences, 40);
}

static void
test_declared_names (void)
{
  g_autoptr (StGame) game = cm_fixture_load ("data/scenarios/command-and-maneuver.xml");

  g_assert_cmpuint (st_game_n_phases (game), ==, 2);
  g_assert_cmpstr (st_game_phase_id (game, 0), ==, "moves");
  g_assert_cmpstr (st_game_end_reason_id (game, 0), ==, "none");
  g_assert_cmpuint (st_game_n_end_reasons (game), ==, CM_N_END_REASONS);
  for (guint r = 1; r < st_game_n_end_reasons (game); r++)
    {
      g_assert_nonnull (st_game_end_reason_label (game, r));
      g_assert_nonnull (st_game_end_reason_explanation (game, r));
    }
}

static void
test_game_over_prompt (void)
{
  const char *units[] = { "wg", "general", "white", "4", "1", "bg", "general", "black", "9", "9", NULL };
  g_autoptr (StGame) game = cm_position (units, NULL);
  g_autoptr (StState) state = st_game_new_initial_state (game, 1);
  StPrompt prompt;

  cm_do (game, state, "pass");
  cm_do (game, state, "pass");
  st_game_prompt (game, state, NULL, &prompt);
  g_assert_cmpint (prompt.kind, ==, ST_PROMPT_NONE);
  st_prompt_clear (&prompt);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/command-maneuver/interface/action texts round trip", test_texts);
  g_test_add_func ("/command-maneuver/interface/the random pick is the legal action the generator names",
                   test_random_pick);
  g_test_add_func ("/command-maneuver/interface/descriptions agree with the legal actions",
                   test_descriptions);
  g_test_add_func ("/command-maneuver/interface/sentences, prompts and rows for people", test_sentences);
  g_test_add_func ("/command-maneuver/interface/phases and end reasons are declared", test_declared_names);
  g_test_add_func ("/command-maneuver/interface/no prompt once the game is over", test_game_over_prompt);
  return g_test_run ();
}
