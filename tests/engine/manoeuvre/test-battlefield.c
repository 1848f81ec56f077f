/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <string.h>

#include "core/st-edit.h"
#include "mo-fixture.h"

/* Rule 3's battlefield: map sections and starting edges chosen as set-up actions
 * when the scenario leaves them open, then the units set up from the chosen edges. */

static guint
count_kind (const StGame *game, const StState *state, const char *kind)
{
  StActionList list;
  guint        n = 0;

  st_action_list_init (&list);
  st_game_legal_actions (game, state, &list);
  for (guint i = 0; i < list.len; i++)
    {
      StActionInfo info = { 0 };

      st_game_describe_action (game, state, list.actions[i], &info);
      g_assert_cmpint (info.card, ==, -1);
      n += g_strcmp0 (info.kind, kind) == 0;
    }
  st_action_list_free (&list);
  return n;
}

static void
test_sections (void)
{
  g_autoptr (StScenario) open = mo_fx_bundled ();
  g_autoptr (StScenario) fixed = mo_fx_bundled ();
  g_autoptr (StGame) game = NULL;
  g_autoptr (StGame) reference = NULL;
  g_autoptr (StState) state = NULL;
  g_autoptr (StState) ref_state = NULL;
  g_autoptr (GPtrArray) placed = g_ptr_array_new_with_free_func ((GDestroyNotify) st_placement_free);
  const char *const moves[] = { "section ridge 0,0 270", "section market-town 4,0 0", "section fen 0,4 90",
                                "section lake-shore 4,4 180" };

  g_ptr_array_set_size (open->board->placements, 0);
  game = mo_fx_compile (open);
  state = st_game_new_initial_state (game, 1);
  g_assert_cmpint (st_game_phase (game, state), ==, MO_PHASE_SETUP);
  g_assert_cmpint (st_game_current_player (game, state), ==, 0);
  /* Eight sections, four ways each, into the first quarter. */
  g_assert_cmpuint (count_kind (game, state, "place-section"), ==, 32);
  mo_fx_do (game, state, moves[0]);
  /* A section is placed once. */
  g_assert_cmpuint (count_kind (game, state, "place-section"), ==, 28);
  g_assert_false (mo_fx_can (game, state, "section ridge 4,0 0"));
  for (guint i = 1; i < G_N_ELEMENTS (moves); i++)
    {
      g_assert_cmpint (st_game_current_player (game, state), ==, 0);
      mo_fx_do (game, state, moves[i]);
    }
  /* The units are placed by the file: the game begins. */
  g_assert_cmpint (st_game_phase (game, state), ==, MO_PHASE_DISCARD);

  /* The terrain is the one the same placements give in a file. */
  g_ptr_array_set_size (fixed->board->placements, 0);
  st_game_board_setup (game, state, placed);
  g_assert_cmpuint (placed->len, ==, 4);
  for (guint i = 0; i < placed->len; i++)
    {
      const StPlacement *p = g_ptr_array_index (placed, i);
      g_assert_true (st_edit_place_section (fixed, p->section, p->at, p->rotation));
    }
  reference = mo_fx_compile (fixed);
  ref_state = st_game_new_initial_state (reference, 1);
  g_assert_false (MO_DEF (reference)->open_battlefield);
  for (int c = 0; c < 64; c++)
    g_assert_true (memcmp (mo_terrain (MO_DEF (game), MO_ST (state), c),
                           mo_terrain (MO_DEF (reference), MO_ST (ref_state), c), sizeof (MoTerrain))
                   == 0);
  /* The lake of the lake shore turned upside down in the bottom right quarter. */
  g_assert_true (mo_terrain (MO_DEF (game), MO_ST (state), mo_fx_cell (game, 5, 7))->impassable);
}

static void
test_edges (void)
{
  g_autoptr (StScenario) s = mo_fx_bundled ();
  g_autoptr (StGame) game = NULL;
  g_autoptr (StState) state = NULL;
  StActionList list;
  guint        first = 0;

  for (guint u = 0; u < s->units->len; u++)
    ((StUnit *) g_ptr_array_index (s->units, u))->placed = FALSE;
  game = mo_fx_compile (s);
  state = st_game_new_initial_state (game, 1);
  g_assert_cmpint (st_game_phase (game, state), ==, MO_PHASE_SETUP);
  g_assert_cmpint (st_game_current_player (game, state), ==, 1);
  g_assert_cmpuint (count_kind (game, state, "edge"), ==, 4);
  mo_fx_do (game, state, "edge west");
  g_assert_cmpint (MO_ST (state)->home[1], ==, ST_SQUARE_W);
  g_assert_cmpint (MO_ST (state)->home[0], ==, ST_SQUARE_E);

  /* Units then set up in the two rows nearest the chosen edges, one a square,
   * the first player completely first. */
  st_action_list_init (&list);
  for (int k = 0; k < 16; k++)
    {
      int          player = k < 8 ? 0 : 1;
      StActionInfo info = { 0 };
      StCell       cell;

      g_assert_cmpint (st_game_current_player (game, state), ==, player);
      st_game_legal_actions (game, state, &list);
      /* 16 squares less those impassable; each unit takes one. */
      if (k % 8 == 0)
        first = list.len;
      g_assert_cmpuint (first, >=, 14);
      g_assert_cmpuint (list.len, ==, first - (guint) (k % 8));
      for (guint i = 0; i < list.len; i++)
        {
          st_game_describe_action (game, state, list.actions[i], &info);
          g_assert_cmpstr (info.kind, ==, "place");
          g_assert_cmpint (st_game_unit_player (game, (guint) info.unit), ==, player);
          g_assert_true (st_game_place_cell (game, info.to, &cell));
          if (player == 0)
            g_assert_cmpint (cell.x, >=, 6);
          else
            g_assert_cmpint (cell.x, <=, 1);
        }
      st_game_apply (game, state, list.actions[list.len - 1]);
    }
  st_action_list_free (&list);
  g_assert_cmpint (st_game_phase (game, state), ==, MO_PHASE_DISCARD);
  g_assert_cmpint (st_game_current_player (game, state), ==, 0);
}

static void
test_retreat_to_chosen_edge (void)
{
  g_autoptr (StGame) game = mo_fx_game (NULL);
  g_autoptr (StState) state = mo_fx_state (game, MO_STEP_DISCARD, 0);
  gint16 out[4];
  guint  u = mo_fx_unit (game, "borovia-militia");

  /* Borovia took the west edge: a retreat goes west first. */
  MO_ST (state)->home[1] = ST_SQUARE_W;
  MO_ST (state)->home[0] = ST_SQUARE_E;
  mo_fx_put (game, state, "borovia-militia", 4, 4);
  g_assert_cmpuint (mo_retreat_options (MO_DEF (game), MO_ST (state), u, out), ==, 1);
  g_assert_cmpint (out[0], ==, mo_fx_cell (game, 3, 4));
  /* The east half is now Borovia's enemy half. */
  g_assert_cmpint (mo_half (MO_DEF (game), MO_ST (state), mo_fx_cell (game, 6, 0)), ==, 0);
}

static void
test_open_playouts (void)
{
  g_autoptr (StScenario) s = mo_fx_bundled ();
  g_autoptr (StGame) game = NULL;
  StActionList list;
  StRng        rng;

  g_ptr_array_set_size (s->board->placements, 0);
  for (guint u = 0; u < s->units->len; u++)
    ((StUnit *) g_ptr_array_index (s->units, u))->placed = FALSE;
  game = mo_fx_compile (s);
  st_action_list_init (&list);
  st_rng_seed (&rng, 3);
  for (guint64 seed = 1; seed <= 20; seed++)
    {
      g_autoptr (StState) state = st_game_new_initial_state (game, seed);
      guint n = 0;

      while (!st_game_is_terminal (game, state) && n++ < 5000)
        st_game_apply (game, state, st_game_random_action (game, state, &rng, &list));
      g_assert_true (st_game_is_terminal (game, state));
      g_assert_cmpint (MO_ST (state)->n_slots, ==, 4);
    }
  st_action_list_free (&list);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func (
      "/manoeuvre/[3] the first player chooses 4 map sections and how they are oriented and placed",
      test_sections);
  g_test_add_func ("/manoeuvre/[3] the second player selects his starting edge; units set up in the 2 rows "
                   "closest to it, one a square, the first player first",
                   test_edges);
  g_test_add_func ("/manoeuvre/[6.6] a retreat goes towards the starting edge chosen at set-up",
                   test_retreat_to_chosen_edge);
  g_test_add_func ("/manoeuvre/playouts/random games on an open battlefield end", test_open_playouts);
  return g_test_run ();
}
