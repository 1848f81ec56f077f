/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <string.h>

#include "mo-fixture.h"

/* Rules 2, 3 and 4: set-up, the discard and draw phases, the end of the day and
 * victory. */

static void
test_setup_decks (void)
{
  g_autoptr (StGame) game = mo_fx_game (NULL);
  g_autoptr (StState) a = st_game_new_initial_state (game, 1);
  g_autoptr (StState) b = st_game_new_initial_state (game, 1);
  g_autoptr (StState) c = st_game_new_initial_state (game, 2);
  const MoDef *def = MO_DEF (game);

  for (int p = 0; p < 2; p++)
    {
      g_assert_cmpint (MO_ST (a)->n_hand[p], ==, 5);
      g_assert_cmpint (MO_ST (a)->n_draw[p] + 5, ==, def->deck_size[p]);
    }
  g_assert_true (st_game_states_equal (game, a, b));
  g_assert_false (memcmp (MO_ST (a)->draw, MO_ST (c)->draw, sizeof MO_ST (a)->draw) == 0);
  g_assert_cmpint (st_game_phase (game, a), ==, MO_PHASE_DISCARD);
  g_assert_cmpint (st_game_current_player (game, a), ==, 0);
}

static void
test_setup_units (void)
{
  g_autoptr (GError) error = NULL;
  g_autofree char *path =
      g_build_filename (g_getenv ("SANDTABLE_SOURCE_ROOT"), "data", "scenarios", "manoeuvre.xml", NULL);
  g_autoptr (StScenario) s = st_scenario_load_file (path, NULL, &error);
  g_autoptr (StGame) game = NULL;
  g_autoptr (StState) state = NULL;
  StActionList list;

  g_assert_no_error (error);
  /* Borovia's units are left for set-up; Aurelia's stay where the file puts them. */
  for (guint u = 0; u < s->units->len; u++)
    {
      StUnit *unit = g_ptr_array_index (s->units, u);
      if (g_str_equal (unit->side, "borovia"))
        unit->placed = FALSE;
    }
  game = st_game_new_from_scenario (s, &error);
  g_assert_no_error (error);
  state = st_game_new_initial_state (game, 1);
  g_assert_cmpint (st_game_phase (game, state), ==, MO_PHASE_SETUP);
  g_assert_cmpint (st_game_current_player (game, state), ==, 1);
  st_action_list_init (&list);
  st_game_legal_actions (game, state, &list);
  g_assert_cmpuint (list.len, ==, 16);
  for (guint i = 0; i < list.len; i++)
    {
      StActionInfo info;
      StCell       cell;

      st_game_describe_action (game, state, list.actions[i], &info);
      g_assert_cmpstr (info.kind, ==, "place");
      g_assert_true (st_game_place_cell (game, info.to, &cell));
      g_assert_cmpint (cell.y, >=, 6);
    }
  for (int k = 0; k < 8; k++)
    {
      st_game_legal_actions (game, state, &list);
      st_game_apply (game, state, list.actions[0]);
    }
  g_assert_cmpint (st_game_phase (game, state), ==, MO_PHASE_DISCARD);
  g_assert_cmpint (st_game_current_player (game, state), ==, 0);
  st_action_list_free (&list);
}

static StGame *
with_params (const char *name, const char *value)
{
  g_autoptr (GError) error = NULL;
  g_autofree char *path =
      g_build_filename (g_getenv ("SANDTABLE_SOURCE_ROOT"), "data", "scenarios", "manoeuvre.xml", NULL);
  g_autoptr (StScenario) s = st_scenario_load_file (path, NULL, &error);
  StGame *game;

  g_assert_no_error (error);
  st_attrs_set (s->params, name, value);
  game = st_game_new_from_scenario (s, &error);
  g_assert_no_error (error);
  return game;
}

static void
test_tournament_hands (void)
{
  g_autoptr (StGame) game = with_params ("tournament-hands", "true");
  g_autoptr (StState) state = st_game_new_initial_state (game, 1);
  MoState *st = MO_ST (state);

  g_assert_cmpint (st_game_phase (game, state), ==, MO_PHASE_SETUP);
  g_assert_cmpint (st_game_current_player (game, state), ==, 0);
  g_assert_cmpint (st->n_hand[0], ==, 0);
  /* One choice per distinct card of the deck. */
  g_assert_cmpuint (mo_fx_count (game, state, "choose aurelia-guard-card-1"), ==, 1);
  for (int k = 0; k < 3; k++)
    mo_fx_do (game, state, "choose aurelia-supply");
  /* Only three copies in the deck. */
  g_assert_cmpuint (mo_fx_count (game, state, "choose aurelia-supply"), ==, 0);
  mo_fx_do (game, state, "choose aurelia-withdraw");
  mo_fx_do (game, state, "choose aurelia-withdraw");
  g_assert_cmpint (st_game_current_player (game, state), ==, 1);
  mo_fx_do (game, state, "choose borovia-spy");
  for (int k = 0; k < 3; k++)
    mo_fx_do (game, state, "choose borovia-redoubt");
  mo_fx_do (game, state, "choose borovia-guerrilla");
  g_assert_cmpint (st->n_hand[1], ==, 5);
  g_assert_cmpint (st->n_draw[1] + 5, ==, MO_DEF (game)->deck_size[1]);
  g_assert_cmpint (st_game_phase (game, state), ==, MO_PHASE_DISCARD);
  for (guint i = 0; i < 3; i++)
    g_assert_cmpstr (st_game_card (game, st->hand[0][i])->hq, ==, "supply");
}

static void
test_first_side (void)
{
  g_autoptr (StGame) game = with_params ("first-side", "borovia");
  g_autoptr (StState) state = st_game_new_initial_state (game, 1);

  g_assert_cmpstr (st_game_player_side (game, 0), ==, "borovia");
  g_assert_cmpint (st_game_current_player (game, state), ==, 0);
  /* Borovia keeps the bottom edge: its retreats go down. */
  g_assert_cmpint (MO_DEF (game)->home[0], ==, ST_SQUARE_S);
}

static void
test_discard (void)
{
  g_autoptr (StGame) game = mo_fx_game (NULL);
  g_autoptr (StState) state = mo_fx_state (game, MO_STEP_DISCARD, 0);
  g_autoptr (GArray) pile = g_array_new (FALSE, FALSE, sizeof (int));
  MoState *st = MO_ST (state);

  mo_fx_put (game, state, "aurelia-guard", 3, 1);
  mo_fx_hand (game, state, "aurelia-supply", "aurelia-supply", "aurelia-spy", "aurelia-regroup",
              "aurelia-skirmish", NULL);
  mo_fx_draw (game, state, "aurelia-withdraw", "aurelia-withdraw", "aurelia-redoubt", NULL);
  /* Copies count once: discarding "one supply" is one action, not two. */
  g_assert_cmpuint (mo_fx_count (game, state, "discard aurelia-supply aurelia-regroup"), ==, 2);
  g_assert_cmpuint (mo_fx_count (game, state, "discard"), ==, 3 * 2 * 2 * 2);
  mo_fx_do (game, state, "discard aurelia-supply aurelia-supply aurelia-regroup");
  g_assert_cmpint (st->n_discard[0], ==, 3);
  g_assert_cmpint (st->n_hand[0], ==, 5);
  g_assert_cmpint (st->n_draw[0], ==, 0);
  /* Only the top card shows to the opponent. */
  st_game_pile (game, state, 1, 0, ST_PILE_DISCARD, pile);
  g_assert_cmpint (g_array_index (pile, int, 0), ==, -1);
  g_assert_cmpint (g_array_index (pile, int, 1), ==, -1);
  g_assert_cmpstr (st_game_card (game, (guint) g_array_index (pile, int, 2))->id, ==, "aurelia-regroup");
  st_game_pile (game, state, 0, 0, ST_PILE_DISCARD, pile);
  g_assert_cmpint (g_array_index (pile, int, 0), >=, 0);
}

static void
test_draw_reshuffle (void)
{
  g_autoptr (StGame) game = mo_fx_game (NULL);
  g_autoptr (StState) state = mo_fx_state (game, MO_STEP_DISCARD, 0);
  MoState *st = MO_ST (state);

  mo_fx_put (game, state, "aurelia-guard", 3, 1);
  mo_fx_hand (game, state, "aurelia-supply", NULL);
  mo_fx_draw (game, state, "aurelia-regroup", NULL);
  mo_fx_discard (game, state, "aurelia-withdraw", "aurelia-redoubt", "aurelia-ambush", "aurelia-ambush",
                 NULL);
  mo_fx_do (game, state, "discard none");
  g_assert_cmpint (st->n_hand[0], ==, 5);
  g_assert_cmpint (st->reshuffles[0], ==, 1);
  g_assert_cmpint (st->n_discard[0], ==, 0);
  g_assert_cmpint (st->n_draw[0], ==, 1);
  g_assert_true (st->first_deck_done[0]);
  g_assert_cmpint (st_game_phase (game, state), ==, MO_PHASE_MOVEMENT);
}

/* A player turn with nothing to do: discard nothing, move unit, no combat, no
 * restoration. */
static void
quiet_turn (const StGame *game, StState *state, const char *discard, const char *move)
{
  mo_fx_do (game, state, discard);
  mo_fx_do (game, state, move);
  mo_fx_do (game, state, "end-phase");
  mo_fx_do (game, state, "end-phase");
  mo_fx_do (game, state, "end-phase");
}

static void
test_nightfall_timing (void)
{
  g_autoptr (StGame) game = mo_fx_game (NULL);
  g_autoptr (StState) state = mo_fx_state (game, MO_STEP_DISCARD, 0);
  MoState *st = MO_ST (state);

  mo_fx_put (game, state, "aurelia-guard", 3, 1);
  mo_fx_put (game, state, "borovia-old-guard", 3, 6);
  mo_fx_hand (game, state, "aurelia-supply", "aurelia-supply", "aurelia-supply", NULL);
  mo_fx_draw (game, state, "aurelia-regroup", "aurelia-redoubt", NULL);
  mo_fx_hand (game, state, "borovia-supply", "borovia-supply", "borovia-regroup", "borovia-sappers", NULL);
  mo_fx_draw (game, state, "borovia-redoubt", "borovia-redoubt", "borovia-redoubt", NULL);
  /* Aurelia draws her last card; the game goes on. */
  quiet_turn (game, state, "discard none", "move aurelia-guard 3,1-3,2");
  g_assert_true (st->first_deck_done[0]);
  g_assert_false (st_game_is_terminal (game, state));
  quiet_turn (game, state, "discard none", "move borovia-old-guard 3,6-3,5");
  g_assert_false (st->first_deck_done[1]);
  g_assert_false (st_game_is_terminal (game, state));
  g_assert_cmpint (st_game_turn (game, state), ==, 4);
  /* Borovia draws his last card in turn 4: the day ends when that turn ends. */
  quiet_turn (game, state, "discard none", "move aurelia-guard 3,2-3,1");
  quiet_turn (game, state, "discard borovia-regroup borovia-sappers", "move borovia-old-guard 3,5-3,6");
  g_assert_true (st_game_is_terminal (game, state));
  g_assert_cmpint (st_game_turn (game, state), ==, 4);
  g_assert_cmpstr (st_game_end_reason_id (game, st_game_end_reason (game, state)), ==, "tie-break-rank");
  /* Aurelia is ranked 1. */
  g_assert_cmpint (st_game_winner (game, state), ==, 0);
}

static void
test_control (void)
{
  const char *const terrain[] = { "1,6", "lake", NULL };
  g_autoptr (StGame) game = mo_fx_game (terrain);
  g_autoptr (StState) state = mo_fx_state (game, MO_STEP_DISCARD, 0);
  const MoDef *def = MO_DEF (game);

  /* Aurelia occupies 1,5 and influences 0,5, 2,5, 1,4 and the lake at 1,6; 3,5 is
   * next to Borovia's unit at 4,5 ... which also contests 2,5? No: 2,5 is two
   * squares from 4,5. */
  mo_fx_put (game, state, "aurelia-guard", 1, 5);
  mo_fx_put (game, state, "borovia-old-guard", 4, 5);
  /* Enemy half of Aurelia: rows 4-7. 1,5 occupied; 0,5, 2,5, 1,4, 1,6 (lake)
   * uncontested. */
  g_assert_cmpint (mo_controlled (def, MO_ST (state), 0), ==, 5);
  mo_fx_put (game, state, "borovia-musketeers", 2, 6);
  /* Now 2,5 and 1,6 have a Borovian neighbour. */
  g_assert_cmpint (mo_controlled (def, MO_ST (state), 0), ==, 3);
  /* Borovia controls nothing of Aurelia's half (rows 0-3). */
  g_assert_cmpint (mo_controlled (def, MO_ST (state), 1), ==, 0);
}

static void
test_tie_breaks (void)
{
  g_autoptr (StGame) game = mo_fx_game (NULL);
  g_autoptr (StState) state = mo_fx_state (game, MO_STEP_DISCARD, 0);
  const MoDef *def = MO_DEF (game);
  MoState     *st = MO_ST (state);

  mo_fx_put (game, state, "aurelia-guard", 0, 0);
  mo_fx_put (game, state, "aurelia-line-1", 1, 0);
  mo_fx_put (game, state, "borovia-old-guard", 7, 7);
  mo_fx_put (game, state, "borovia-musketeers", 6, 7);
  /* Equal control (none); Borovia eliminated more. */
  st->eliminated = MO_BIT (mo_fx_unit (game, "aurelia-fusiliers"));
  mo_nightfall (def, st);
  g_assert_cmpint (st->winner, ==, 1);
  g_assert_cmpint (st->end_reason, ==, MO_END_TIE_ELIMINATED);
  /* Equal losses; Aurelia has more reduced units. */
  st->eliminated = 0;
  st->reduced = MO_BIT (mo_fx_unit (game, "aurelia-guard"));
  mo_nightfall (def, st);
  g_assert_cmpint (st->winner, ==, 1);
  g_assert_cmpint (st->end_reason, ==, MO_END_TIE_REDUCED);
  /* Everything equal: the better rank (Aurelia, 1). */
  st->reduced = 0;
  mo_nightfall (def, st);
  g_assert_cmpint (st->winner, ==, 0);
  g_assert_cmpint (st->end_reason, ==, MO_END_TIE_RANK);
  /* More control wins first. */
  mo_fx_put (game, state, "aurelia-guard", 0, 4);
  st->eliminated = MO_BIT (mo_fx_unit (game, "aurelia-fusiliers"));
  mo_nightfall (def, st);
  g_assert_cmpint (st->winner, ==, 0);
  g_assert_cmpint (st->end_reason, ==, MO_END_NIGHTFALL);
}

static void
test_attrition (void)
{
  g_autoptr (StGame) game = mo_fx_game (NULL);
  g_autoptr (StState) state = mo_fx_state (game, MO_STEP_DECLARE, 0);
  MoState    *st = MO_ST (state);
  const char *dead[] = { "borovia-musketeers", "borovia-jaegers", "borovia-pikemen", "borovia-siege-guns" };

  for (guint i = 0; i < G_N_ELEMENTS (dead); i++)
    st->eliminated |= MO_BIT (mo_fx_unit (game, dead[i]));
  /* A reduced militia in the open against the Guard: four times its strength
   * whatever the dice (5 + 2d8 >= 7 >= 4 x 1). */
  mo_fx_put (game, state, "aurelia-guard", 3, 3);
  mo_fx_put (game, state, "borovia-militia", 3, 4);
  st->reduced = MO_BIT (mo_fx_unit (game, "borovia-militia"));
  mo_fx_hand (game, state, "aurelia-guard-card-1", NULL);
  mo_fx_do (game, state, "play aurelia-guard-card-1 assault 3,4");
  mo_fx_do (game, state, "end-phase"); /* the defender plays nothing */
  mo_fx_do (game, state, "end-phase"); /* nor the attacker */
  g_assert_cmpint (st->res.outcome, ==, MO_OUT_ELIMINATED);
  mo_fx_do (game, state, "advance aurelia-guard 3,3-3,4");
  g_assert_true (st_game_is_terminal (game, state));
  g_assert_cmpint (st_game_winner (game, state), ==, 0);
  g_assert_cmpstr (st_game_end_reason_id (game, st_game_end_reason (game, state)), ==, "attrition");
}

static void
test_attrition_committed (void)
{
  g_autoptr (StGame) game = mo_fx_game (NULL);
  g_autoptr (StState) state = mo_fx_state (game, MO_STEP_DECLARE, 0);
  MoState    *st = MO_ST (state);
  const char *dead[] = { "borovia-musketeers", "borovia-jaegers", "borovia-pikemen",   "borovia-siege-guns",
                         "aurelia-line-1",     "aurelia-line-2",  "aurelia-fusiliers", "aurelia-hussars" };

  for (guint i = 0; i < G_N_ELEMENTS (dead); i++)
    st->eliminated |= MO_BIT (mo_fx_unit (game, dead[i]));
  mo_fx_put (game, state, "aurelia-guard", 3, 3);
  mo_fx_put (game, state, "borovia-militia", 3, 4);
  st->reduced = MO_BIT (mo_fx_unit (game, "borovia-militia")) | MO_BIT (mo_fx_unit (game, "aurelia-guard"));
  mo_fx_hand (game, state, "aurelia-guard-card-1", "aurelia-committed-attack", NULL);
  mo_fx_do (game, state, "play aurelia-guard-card-1 assault 3,4");
  mo_fx_do (game, state, "end-phase");
  mo_fx_do (game, state, "play aurelia-committed-attack committed aurelia-guard");
  mo_fx_do (game, state, "end-phase");
  mo_fx_do (game, state, "advance aurelia-guard 3,3-3,4");
  /* Aurelia eliminated her 5th enemy but lost her own 5th to the Committed
   * Attack's hit in the same battle. */
  g_assert_true (st_game_is_terminal (game, state));
  g_assert_cmpint (st_game_winner (game, state), ==, 1);
  g_assert_cmpstr (st_game_end_reason_id (game, st_game_end_reason (game, state)), ==, "pyrrhic-victory");
}

static void
test_declared_names (void)
{
  g_autoptr (StGame) game = mo_fx_game (NULL);

  g_assert_cmpuint (st_game_n_phases (game), ==, MO_N_PHASES);
  g_assert_cmpstr (st_game_phase_id (game, MO_PHASE_RESTORATION), ==, "restoration");
  g_assert_cmpuint (st_game_n_end_reasons (game), ==, MO_N_END_REASONS);
  g_assert_cmpstr (st_game_end_reason_id (game, 0), ==, "none");
  for (guint r = 1; r < MO_N_END_REASONS; r++)
    g_assert_nonnull (st_game_end_reason_explanation (game, r));
  g_assert_true (st_game_has_hidden_information (game));
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/manoeuvre/[3] decks are shuffled from the seed and hands hold five cards",
                   test_setup_decks);
  g_test_add_func ("/manoeuvre/[3] units are set up in the two rows nearest the own edge", test_setup_units);
  g_test_add_func ("/manoeuvre/[3] tournament play: players choose their starting cards",
                   test_tournament_hands);
  g_test_add_func ("/manoeuvre/[3] the first player is a scenario parameter", test_first_side);
  g_test_add_func ("/manoeuvre/[4] discard phase: any cards, only the top one shown", test_discard);
  g_test_add_func ("/manoeuvre/[4] draw phase: to the hand size, reshuffling an empty deck",
                   test_draw_reshuffle);
  g_test_add_func ("/manoeuvre/[2.3] the day ends after the turn both first decks are drawn",
                   test_nightfall_timing);
  g_test_add_func ("/manoeuvre/[2.2] control: occupied or uncontested enemy-half squares, lakes count",
                   test_control);
  g_test_add_func ("/manoeuvre/[2.2] tie-breaks: eliminated, reduced, nation rank", test_tie_breaks);
  g_test_add_func ("/manoeuvre/[2.1] attrition victory at five eliminated units", test_attrition);
  g_test_add_func ("/manoeuvre/[2.1] a fifth loss to a Committed Attack loses the game",
                   test_attrition_committed);
  g_test_add_func ("/manoeuvre/phases and end reasons are declared", test_declared_names);
  return g_test_run ();
}
