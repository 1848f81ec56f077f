/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include "core/st-scenario-io.h"
#include "engine-fixture.h"
#include "engine/st-player.h"

/* The AI players decide from what they may know: on the bundled scenarios with
 * hidden information (Manoeuvre's hands and decks, Manöver's identities), a
 * player's choice is the same in every position it cannot tell from the true
 * one. Such a position is drawn with st_game_resample () for the player to act:
 * the opponent's hand or pieces dealt anew, the player's own deck reshuffled. */

/* Plays greedy games and, at each of the first decisions with a
 * choice, asks a fresh player of kind (seeded alike) in the true position and in
 * positions resampled for the player to act; the answers must agree. Returns how
 * many of the resampled positions differed from the true one. */
static guint
check_invariance (const char *scenario, StPlayerKind kind, guint iterations, guint decisions)
{
  g_autoptr (StGame) game = st_test_load_game (scenario);
  g_autoptr (StState) state = NULL;
  g_autoptr (StState) other = st_game_new_initial_state (game, 0);
  g_autoptr (StPlayer) driver = NULL;
  StPlayerOptions options, driver_options;
  StRng           rng;
  guint           asked = 0, differed = 0;

  st_rng_seed (&rng, 99);
  st_player_options_init (&options, kind);
  options.iterations = iterations;
  st_player_options_init (&driver_options, ST_PLAYER_GREEDY);
  driver = st_player_new (game, &driver_options, 5);
  /* Games from several seeds, as one may end before enough decisions. */
  for (guint64 seed = 3; seed < 8 && asked < decisions; seed++)
    {
      g_clear_pointer (&state, st_state_free);
      state = st_game_new_initial_state (game, seed);
      for (guint step = 0; step < 400 && asked < decisions && !st_game_is_terminal (game, state); step++)
        {
          int          me = st_game_current_player (game, state);
          StActionList actions;

          st_action_list_init (&actions);
          st_game_legal_actions (game, state, &actions);
          if (actions.len > 1)
            {
              StAction truth;

              {
                g_autoptr (StPlayer) player = st_player_new (game, &options, 1000 + step);
                truth = st_player_choose (player, state);
              }
              for (int k = 0; k < 2; k++)
                {
                  g_autoptr (StPlayer) player = st_player_new (game, &options, 1000 + step);

                  st_game_resample (game, state, me, &rng, other);
                  differed += !st_game_states_equal (game, state, other);
                  g_assert_cmpuint (st_player_choose (player, other), ==, truth);
                }
              asked++;
            }
          st_action_list_free (&actions);
          st_game_apply (game, state, st_test_choose (driver, game, state));
        }
    }
  g_assert_cmpuint (asked, >=, MIN (decisions, 10));
  return differed;
}

typedef struct
{
  char        *scenario;
  StPlayerKind kind;
} Case;

static void
case_free (gpointer data)
{
  Case *c = data;

  g_free (c->scenario);
  g_free (c);
}

static void
test_invariance (gconstpointer data)
{
  const Case *c = data;

  if (c->kind == ST_PLAYER_GREEDY)
    g_assert_cmpuint (check_invariance (c->scenario, ST_PLAYER_GREEDY, 0, 30), >, 0);
  else
    g_assert_cmpuint (check_invariance (c->scenario, ST_PLAYER_MCTS, 40, 6), >, 0);
}

int
main (int argc, char **argv)
{
  guint hiding = 0;

  g_test_init (&argc, &argv, NULL);
  /* Every ruleset of the registry that hides anything: its first bundled
   * scenario, with each AI. Every family has a bundled scenario. */
  for (const StFamily *const *it = st_family_all (NULL), *f; (f = *it) != NULL; it++)
    {
      g_autofree char *scenario = st_test_family_scenario (f);
      g_autoptr (GError) error = NULL;
      g_autofree char *path = NULL;
      g_autoptr (StScenario) loaded = NULL;
      g_autoptr (StGame) game = NULL;

      if (scenario == NULL)
        g_error ("no scenario of the %s family in data/scenarios or tests/data", st_family_id (f));
      path = g_strdup (scenario);
      loaded = st_scenario_load_file (path, NULL, &error);
      g_assert_no_error (error);
      game = st_game_new_from_scenario (loaded, &error);
      g_assert_no_error (error);
      if (!st_game_has_hidden_information (game))
        continue;
      hiding++;
      for (int k = 0; k < 2; k++)
        {
          Case            *c = g_new0 (Case, 1);
          g_autofree char *name =
              g_strdup_printf ("/engine/players/hidden/%s decides from its observation (%s)",
                               k == 0 ? "greedy" : "MCTS", st_family_id (f));

          c->scenario = g_strdup (scenario);
          c->kind = k == 0 ? ST_PLAYER_GREEDY : ST_PLAYER_MCTS;
          g_test_add_data_func_full (name, c, test_invariance, case_free);
        }
    }
  /* Manoeuvre's hands and Manöver's identities at least. */
  g_assert_cmpuint (hiding, >=, 2);
  return g_test_run ();
}
