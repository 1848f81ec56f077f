/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <math.h>
#include <string.h>

#include "mv-fixture.h"

/* The sheet's description of the game's material ("Allmänna förklaringar"): the
 * pieces, the map's areas and lines, its kinds of link and its rings, and which
 * side belongs to which end. Each test is named after its sentence. */

static StGame *
finland (void)
{
  return mv_fixture_load ("data/scenarios/manover-finland.xml");
}

static void
test_thirty_four_pieces (void)
{
  g_autoptr (StGame) game = finland ();
  const MvDef *def = mv_def (game);
  int          per_side[2] = { 0, 0 };

  /* "Till spelet hör förutom spelplan sammanlagt 34 pjeser, 17 pjeser för vardera
   * parten." */
  g_assert_cmpint (def->n_pieces, ==, 34);
  for (int i = 0; i < def->n_pieces; i++)
    per_side[def->piece_player[i]]++;
  g_assert_cmpint (per_side[0], ==, 17);
  g_assert_cmpint (per_side[1], ==, 17);
  /* Each side has the same seventeen: the same types, as many of each. */
  for (int t = 0; t < def->n_types; t++)
    {
      int count[2] = { 0, 0 };

      for (int i = 0; i < def->n_pieces; i++)
        count[def->piece_player[i]] += def->start_type[i] == t;
      g_assert_cmpint (count[0], ==, count[1]);
    }
}

static void
test_three_areas_two_lines (void)
{
  g_autoptr (StGame) game = finland ();
  const StScenario *s = st_game_scenario (game);
  const MvDef      *def = mv_def (game);
  double            line_y[2];
  guint             lines = 0;
  int               in_area[3] = { 0, 0, 0 };

  /* "Spelplanen ... är indelad i tre olika områden. Området norr om den övre blåa
   * linjen utgör spelets norra manöver-område. Området söder om den nedre blåa
   * linjen utgör spelets södra manöver-område. Området mellan de blåa linjerna
   * utgör spelets neutrala område." Two drawn lines, of an edge type that is no
   * link; every point in one area, on the right side of the lines. */
  for (guint i = 0; i < s->board->lines->len; i++)
    {
      const StLine     *line = g_ptr_array_index (s->board->lines, i);
      const StEdgeType *type = st_scenario_find_edge_type (s, line->type);

      g_assert_nonnull (type);
      g_assert_null (type->link);
      g_assert_cmpuint (lines, <, 2);
      /* Each is level: its first and last points at the same y. */
      g_assert_cmpfloat (g_array_index (line->points, double, 1), ==,
                         g_array_index (line->points, double, line->points->len - 1));
      line_y[lines++] = g_array_index (line->points, double, 1);
    }
  g_assert_cmpuint (lines, ==, 2);
  if (line_y[0] > line_y[1])
    {
      double t = line_y[0];
      line_y[0] = line_y[1];
      line_y[1] = t;
    }
  for (int n = 0; n < def->graph.n_nodes; n++)
    {
      int area = def->area[n];

      in_area[area]++;
      if (area == def->north_player)
        g_assert_cmpfloat (def->graph.y[n], <, line_y[0]);
      else if (area == 1 - def->north_player)
        g_assert_cmpfloat (def->graph.y[n], >, line_y[1]);
      else
        g_assert_true (def->graph.y[n] > line_y[0] && def->graph.y[n] < line_y[1]);
    }
  g_assert_cmpint (in_area[0], >, 0);
  g_assert_cmpint (in_area[1], >, 0);
  g_assert_cmpint (in_area[2], >, 0);
}

/* A map where the railway is drawn dashed and the road solid. */
static StGame *
styles_swapped (void)
{
  g_autofree char *text =
      mv_fixture_text (NULL, "a:500:100 b:500:200 c:700:100 d:700:200 z:900:900", "a-b:r c-d:d",
                       "k:cav:north:a i:inf-co:north:c x:div:south:z", NULL);
  GString *swapped = g_string_new (text);
  StGame  *game;

  g_string_replace (swapped, "style=\"solid\" link=\"railway\"", "style=\"dashed\" link=\"railway\"", 1);
  g_string_replace (swapped, "style=\"dashed\" link=\"road\"", "style=\"solid\" link=\"road\"", 1);
  g_assert_nonnull (strstr (swapped->str, "style=\"dashed\" link=\"railway\""));
  game = mv_fixture_game (swapped->str, NULL);
  g_string_free (swapped, TRUE);
  return game;
}

static void
test_unbroken_railway_broken_road (void)
{
  g_autoptr (StGame) game = styles_swapped ();
  g_autoptr (StState) s = mv_start (game);
  g_autoptr (StGame) lines = mv_fixture ("a:500:100 b:500:200 z:900:900 y:800:900", "a-b:x z-y:r",
                                         "k:cav:north:a i:inf-co:north:b x:div:south:z", NULL);
  g_autoptr (StState) t = mv_start (lines);

  /* "De obrutna linjerna föreställa järnvägsförbindelserna ... De brutna linjerna
   * föreställa åter landsvägsförbindelser." What a link is comes from its edge
   * type's link attribute, not from how it is drawn: cavalry rides the dashed
   * railway, not the solid road; infantry walks the road. */
  g_assert_true (mv_can (game, s, "move k a-b"));
  g_assert_false (mv_can (game, s, "move k c-d"));
  g_assert_true (mv_can (game, s, "move i c-d"));
  /* A line of an edge type without link (the blue area lines) joins nothing:
   * nobody moves or strikes along it. */
  g_assert_false (mv_can (lines, t, "move k a-b"));
  g_assert_false (mv_can (lines, t, "move i b-a"));
  g_assert_cmpuint (mv_count (lines, t, "move k"), ==, 0);
}

static void
test_junctions (void)
{
  g_autoptr (StGame) game = finland ();
  const StScenario *sc = st_game_scenario (game);
  const MvDef      *def = mv_def (game);
  const StGraph    *g = &def->graph;
  g_autofree char  *text = NULL;
  g_autoptr (StGame) plain = NULL;
  StActionList a, b;

  /* "De blåkantade ringarna äro viktigare järnvägsknypunkter." The reading
   * (docs/rules/manover.md): a ring marks a point where three or more railways
   * meet, for the players to see where lines branch; no rule of the sheet names
   * the rings, so they change nothing in play. On Finland every ring has three
   * railways or more, */
  for (int n = 0; n < g->n_nodes; n++)
    {
      const StNode *node = g_ptr_array_index (sc->board->nodes, n);
      int           railways = st_node_set_count (&def->adj[0][n]);

      if (node->junction)
        g_assert_cmpint (railways, >=, 3);
    }
  /* a straight line runs through a ring (the sheet's own example, Kotka to
   * Kouvola, passes Inkeroinen), */
  g_assert_true (
      ((const StNode *) g_ptr_array_index (sc->board->nodes, mv_node (game, "inkeroinen")))->junction);
  g_assert_cmpint (mv_dist (def, MV_MOVE_STRAIGHT_ANY, mv_node (game, "kotka"), mv_node (game, "kouvola")),
                   ==, 2);
  /* and a map without its rings plays the same. */
  {
    g_autofree char *path = g_build_filename (g_getenv ("SANDTABLE_SOURCE_ROOT"), "data", "scenarios",
                                              "manover-finland.xml", NULL);
    GString         *without = NULL;

    g_assert_true (g_file_get_contents (path, &text, NULL, NULL));
    without = g_string_new (text);
    g_assert_cmpuint (g_string_replace (without, " junction=\"true\"", "", 0), ==, 27);
    plain = mv_fixture_game (without->str, NULL);
    g_string_free (without, TRUE);
  }
  st_action_list_init (&a);
  st_action_list_init (&b);
  for (guint64 seed = 1; seed <= 3; seed++)
    {
      g_autoptr (StState) s = st_game_new_initial_state (game, seed);
      g_autoptr (StState) t = st_game_new_initial_state (plain, seed);
      StRng rng;

      st_rng_seed (&rng, seed);
      while (!st_game_is_terminal (game, s))
        {
          StAction x;

          st_game_legal_actions (game, s, &a);
          st_game_legal_actions (plain, t, &b);
          g_assert_cmpuint (a.len, ==, b.len);
          g_assert_cmpmem (a.actions, a.len * sizeof (StAction), b.actions, b.len * sizeof (StAction));
          x = a.actions[st_rng_below (&rng, a.len)];
          st_game_apply (game, s, x);
          st_game_apply (plain, t, x);
        }
      g_assert_cmpint (st_game_winner (game, s), ==, st_game_winner (plain, t));
    }
  st_action_list_free (&a);
  st_action_list_free (&b);
}

static void
test_blue_north_yellow_south (void)
{
  g_autoptr (StGame) game = finland ();
  const MvDef      *def = mv_def (game);
  const StScenario *sc = st_game_scenario (game);
  const StSide     *north = st_scenario_find_side (sc, st_game_player_side (game, def->north_player));
  const StSide     *south = st_scenario_find_side (sc, st_game_player_side (game, 1 - def->north_player));
  g_autoptr (StState) s = mv_start (game);

  /* "Samtliga pjeser äro indelade i blå och gula pjeser. De blå pjeserna tillhör
   * det norra manöver-området, de gula åter det södra manöver-området." */
  g_assert_cmpstr (north->home, ==, "north");
  g_assert_cmpstr (st_text_get (north->name, "sv"), ==, "Blå");
  g_assert_cmpstr (south->home, ==, "south");
  g_assert_cmpstr (st_text_get (south->name, "sv"), ==, "Gul");
  /* Blue's headquarters lies in the north, yellow's in the south; blue moves first. */
  g_assert_cmpfloat (def->graph.y[def->hq[def->north_player]], <,
                     def->graph.y[def->hq[1 - def->north_player]]);
  g_assert_cmpint (def->north_player, ==, 0);
  for (int i = 0; i < def->n_pieces; i++)
    if (MV_ST (s)->pieces[i].place >= 0)
      g_assert_cmpint (def->area[MV_ST (s)->pieces[i].place], ==, def->piece_player[i]);
}

/* Two points, the north headquarters in the north: sides written south first. */
#define HOME_NODES "n:500:100:Nn s:500:900:Ys"
#define HOME_LINKS "n-s:r"
#define HOME_UNITS "k:cav:north:n x:div:south:s"

static void
test_home (void)
{
  /* The side whose home is north is blue, player 0, and moves first, whatever
   * the order of the <side> elements. */
  g_autoptr (StGame) homes =
      mv_fixture_sides ("    <side id=\"south\" color=\"#e5a50a\" home=\"south\"><name>Gul</name></side>\n"
                        "    <side id=\"north\" color=\"#1c71d8\" home=\"north\"><name>Blå</name></side>\n",
                        HOME_NODES, HOME_LINKS, HOME_UNITS, NULL);
  /* Without home: the side whose headquarters lies further north. */
  g_autoptr (StGame) fallback =
      mv_fixture_sides ("    <side id=\"south\" color=\"#e5a50a\"><name>Gul</name></side>\n"
                        "    <side id=\"north\" color=\"#1c71d8\"><name>Blå</name></side>\n",
                        HOME_NODES, HOME_LINKS, HOME_UNITS, NULL);
  /* home wins over the headquarters: here the "north" side calls the south home. */
  g_autoptr (StGame) turned =
      mv_fixture_sides ("    <side id=\"north\" color=\"#1c71d8\" home=\"south\"><name>Blå</name></side>\n"
                        "    <side id=\"south\" color=\"#e5a50a\" home=\"north\"><name>Gul</name></side>\n",
                        HOME_NODES, HOME_LINKS, HOME_UNITS, NULL);

  g_assert_cmpstr (st_game_player_side (homes, 0), ==, "north");
  g_assert_cmpint (mv_def (homes)->north_player, ==, 0);
  g_assert_cmpstr (st_game_player_side (fallback, 0), ==, "north");
  g_assert_cmpint (mv_def (fallback)->north_player, ==, 0);
  g_assert_cmpstr (st_game_player_side (turned, 0), ==, "south");
  /* Backwards is towards a side's home. Here the side "south" calls the north
   * home: it moves first, and strikes southwards; the side "north" strikes
   * northwards, not southwards. */
  {
    g_autoptr (StGame) g =
        mv_fixture_sides ("    <side id=\"north\" color=\"#1c71d8\" home=\"south\"><name>Blå</name></side>\n"
                          "    <side id=\"south\" color=\"#e5a50a\" home=\"north\"><name>Gul</name></side>\n",
                          "a:500:100 b:500:200 c:500:300 z:900:900 w:900:800", "a-b:r b-c:r z-w:r",
                          "k:cav:north:b y:bn:south:a x:bn:south:c v:inf-co:south:z", NULL);
    g_autoptr (StState) s = mv_start (g);

    g_assert_cmpstr (st_game_player_side (g, 0), ==, "south");
    g_assert_cmpint (st_game_current_player (g, s), ==, 0);
    g_assert_true (mv_can (g, s, "move y a-a strike k"));
    g_assert_false (mv_can (g, s, "move x c-c strike k"));
    mv_do (g, s, "move v z-w");
    g_assert_true (mv_can (g, s, "move k b-b strike y"));
    g_assert_false (mv_can (g, s, "move k b-b strike x"));
  }
}

/* The tables compile builds by breadth-first search on node sets, against their
 * definitions on the Finland map: distances along railways and along any
 * links (st_graph_distances ()), the straight distances (the nearest place on
 * a straight run), each kind's ball, the nearest strategic points, and the
 * points behind (the bearing test pair by pair). */
static void
test_tables (void)
{
  g_autoptr (StGame) game = finland ();
  const MvDef   *def = mv_def (game);
  const StGraph *g = &def->graph;
  int            n = g->n_nodes;
  const guint    masks[2] = { ST_GRAPH_RAILWAY, ST_GRAPH_ANY_LINK };
  gint16         dist[ST_GRAPH_MAX_NODES];

  for (int from = 0; from < n; from++)
    {
      for (int c = 0; c < 2; c++)
        {
          st_graph_distances (g, from, masks[c], 254, NULL, dist, NULL);
          for (int to = 0; to < n; to++)
            g_assert_cmpint (mv_dist (def, (MvMoveClass) c, from, to), ==, dist[to] < 0 ? 255 : dist[to]);
          /* Straight: the nearest place on a run. */
          for (int to = 0; to < n; to++)
            {
              int best = to == from ? 0 : 255;

              for (int r = def->run_first[c][from]; r < def->run_first[c][from + 1]; r++)
                for (int k = 0; k < def->run_len[c][r]; k++)
                  if (def->run_nodes[c][(gsize) r * n + k] == to)
                    best = MIN (best, k + 1);
              g_assert_cmpint (mv_dist (def, MV_MOVE_STRAIGHT_RAIL + c, from, to), ==, best);
            }
        }
      for (int c = 0; c < MV_N_MOVE_CLASSES; c++)
        {
          int best = 255;

          for (int to = 0; to < n; to++)
            if (def->strategic[to])
              best = MIN (best, mv_dist (def, c, from, to));
          for (int to = 0; to < n; to++)
            g_assert_cmpint (st_node_set_has (&def->nearest_point[c][from], to), ==,
                             best < 255 && def->strategic[to] && mv_dist (def, c, from, to) == best);
        }
      for (int k = 0; k < def->n_kinds; k++)
        for (int to = 0; to < n; to++)
          g_assert_cmpint (st_node_set_has (&def->balls[0][(gsize) k * n + from].ball, to), ==,
                           to != from && mv_dist (def, def->kinds[k].move, from, to) <= def->kinds[k].steps);
      for (int p = 0; p < 2; p++)
        for (int to = 0; to < n; to++)
          {
            double dx = g->x[to] - g->x[from], dy = g->y[from] - g->y[to];
            double dot = dx * sin (def->back[p]) + dy * cos (def->back[p]);

            g_assert_cmpint (st_node_set_has (&def->behind[p][from], to), ==,
                             to != from && dot > sin (1e-9) * sqrt (dx * dx + dy * dy));
          }
    }
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/manover/map/[sammanlagt 34 pjeser, 17 pjeser för vardera parten]",
                   test_thirty_four_pieces);
  g_test_add_func ("/manover/map/[indelad i tre olika områden] two blue lines part the north, neutral and "
                   "south areas",
                   test_three_areas_two_lines);
  g_test_add_func (
      "/manover/map/[obrutna linjer = järnväg, brutna = landsväg] the link type decides, not the "
      "drawing; a line without link is no way",
      test_unbroken_railway_broken_road);
  g_test_add_func ("/manover/map/[De blåkantade ringarna äro viktigare järnvägsknypunkter] rings mark "
                   "branching railways and change nothing in play",
                   test_junctions);
  g_test_add_func (
      "/manover/map/[De blå pjeserna tillhör det norra manöver-området] blue north, yellow south",
      test_blue_north_yellow_south);
  g_test_add_func ("/manover/map/the tables of distances, balls, nearest points and points behind",
                   test_tables);
  g_test_add_func ("/manover/map/a side's home says north or south; without it, the northern headquarters",
                   test_home);
  return g_test_run ();
}
