/* SPDX-License-Identifier: GPL-3.0-or-later */
#define G_LOG_DOMAIN "sandtable-engine"

#include "config.h"

#include <glib/gi18n-lib.h>
#include <stdlib.h>
#include <string.h>

#include "mv-private.h"

/* The manover ruleset: compiling a scenario, the interface's accessors and the
 * canonical action texts. The rules are in the other mv-*.c files. */

static const StRulesetName mv_phases[] = {
  { "move", N_ ("Move"), NULL },
  { "over", N_ ("Game over"), NULL },
  { "setup", N_ ("Set-up"), NULL },
};

static const StRulesetName mv_end_reasons[MV_N_END_REASONS] = {
  { "none", N_ ("Not over"), NULL },
  { "headquarters", N_ ("Headquarters taken"), N_ ("A side moved a piece onto the enemy headquarters.") },
  { "strategic-points", N_ ("Strategic points held"),
    N_ ("A side held the required number of the enemy's strategic points at once.") },
  { "move-limit", N_ ("Move limit"), N_ ("The move limit ran out: a draw.") },
};

static gboolean invalid (GError **error, const char *format, ...) G_GNUC_PRINTF (2, 3);

static gboolean
invalid (GError **error, const char *format, ...)
{
  va_list          args;
  g_autofree char *message = NULL;

  va_start (args, format);
  message = g_strdup_vprintf (format, args);
  va_end (args);
  g_set_error_literal (error, ST_GAME_ERROR, ST_GAME_ERROR_INVALID, message);
  return FALSE;
}

static guint
link_kind_of (const char *type, gpointer data)
{
  const StEdgeType *t = st_scenario_find_edge_type (data, type);

  if (t == NULL || t->link == NULL)
    return 0;
  return g_str_equal (t->link, "railway") ? ST_GRAPH_RAILWAY : ST_GRAPH_ROAD;
}

static int
arm_of (const char *arm)
{
  static const char *const arms[MV_N_ARMS] = { "infantry", "machine-gun", "artillery", "armoured-train",
                                               "gas",      "aviation",    "cavalry" };

  for (int i = 0; i < MV_N_ARMS; i++)
    if (g_strcmp0 (arm, arms[i]) == 0)
      return i;
  return -1;
}

static int
attr_int (const StUnitType *type, const char *name, int fallback)
{
  for (guint i = 0; type->attrs != NULL && i < type->attrs->len; i++)
    {
      const StAttr *a = g_ptr_array_index (type->attrs, i);
      if (g_strcmp0 (a->name, name) == 0)
        return atoi (a->value);
    }
  return fallback;
}

static int
param_int (const StScenario *s, const char *name, int fallback)
{
  return st_scenario_get_param (s, name) != NULL ? st_scenario_get_param_int (s, name) : fallback;
}

/* The north side (index in scenario->sides): the side whose home is north, else
 * the side whose headquarters lies further north, else the first side. */
static int
north_side (const StScenario *s)
{
  double y[2] = { G_MAXDOUBLE, G_MAXDOUBLE };

  for (int i = 0; i < 2; i++)
    {
      const StSide *side = g_ptr_array_index (s->sides, i);
      if (side->home != NULL)
        return g_str_equal (side->home, "north") ? i : 1 - i;
      for (guint n = 0; n < s->board->nodes->len; n++)
        {
          const StNode *node = g_ptr_array_index (s->board->nodes, n);
          if (g_strcmp0 (node->headquarters, side->id) == 0)
            y[i] = node->y;
        }
    }
  return y[1] < y[0] ? 1 : 0;
}

static void
mv_free_data (gpointer data)
{
  MvDef *def = data;

  st_graph_clear (&def->graph);
  g_free (def->area);
  g_free (def->strategic);
  g_free (def->own_points[0]);
  g_free (def->own_points[1]);
  for (int c = 0; c < 2; c++)
    {
      g_free (def->run_first[c]);
      g_free (def->run_len[c]);
      g_free (def->run_nodes[c]);
    }
  g_free (def->pair_dist);
  g_free (def->link_backward);
  for (int c = 0; c < 2; c++)
    {
      g_free (def->adj[c]);
      g_free (def->straight_layer[c]);
    }
  for (int p = 0; p < 2; p++)
    {
      for (int c = 0; c < MV_N_STRIKE_CLASSES; c++)
        {
          g_free (def->strikes[p][c]);
          g_free (def->strikers[p][c]);
        }
      g_aligned_free (def->balls[p]);
      g_free (def->behind[p]);
    }
  for (int c = 0; c < MV_N_MOVE_CLASSES; c++)
    g_free (def->nearest_point[c]);
  g_free (def);
}

static gboolean
compile_types (StGame *game, MvDef *def, const StScenario *s, GError **error)
{
  if (s->unit_types->len > MV_MAX_TYPES)
    return invalid (error, _ ("Manöver allows at most %d piece types"), MV_MAX_TYPES);
  def->n_types = (int) s->unit_types->len;
  for (int t = 0; t < def->n_types; t++)
    {
      const StUnitType *type = g_ptr_array_index (s->unit_types, t);
      MvType           *mt = &def->types[t];
      int               arm = arm_of (type->arm);

      if (arm < 0)
        {
          st_game_blame_unit_type (game, type->id);
          return invalid (error, _ ("Piece type %s has an arm Manöver does not know (%s)"), type->id,
                          type->arm);
        }
      mt->arm = (MvArm) arm;
      mt->strength = CLAMP (attr_int (type, "strength-class", 1), 1, 6);
      mt->steps = CLAMP (attr_int (type, "steps", 1), 0, 99);
      mt->scenario_index = t;
      switch (mt->arm)
        {
          case MV_INFANTRY:
          case MV_MACHINE_GUN:
            mt->move = MV_MOVE_RAIL_ROAD;
            break;
          case MV_AVIATION:
            mt->move = MV_MOVE_STRAIGHT_ANY;
            break;
          case MV_ARMOURED_TRAIN:
            mt->move = MV_MOVE_STRAIGHT_RAIL;
            break;
          default:
            mt->move = MV_MOVE_RAIL;
        }
    }
  return TRUE;
}

static gboolean
compile_pieces (
    StGame *game, MvDef *def, const StScenario *s, GHashTable *ids, gboolean *placed, GError **error)
{
  g_autofree int *holder = g_new (int, def->graph.n_nodes);

  if (s->units->len > MV_MAX_PIECES)
    return invalid (error, _ ("Manöver allows at most %d pieces"), MV_MAX_PIECES);
  for (int n = 0; n < def->graph.n_nodes; n++)
    holder[n] = -1;
  def->n_pieces = (int) s->units->len;
  game->n_units = s->units->len;
  game->unit_ids = g_new0 (char *, s->units->len + 1);
  game->unit_player = g_new (int, MAX (1, s->units->len));
  for (int i = 0; i < def->n_pieces; i++)
    {
      const StUnit *u = g_ptr_array_index (s->units, i);
      int           type = st_scenario_find_unit_type (s, u->type) != NULL ? -1 : -2;
      int           player = g_strcmp0 (u->side, game->sides[0]) == 0 ? 0 : 1;

      for (int t = 0; t < def->n_types && type == -1; t++)
        if (g_strcmp0 (((const StUnitType *) g_ptr_array_index (s->unit_types, t))->id, u->type) == 0)
          type = t;
      if (type < 0)
        return blame_unit (game, u, invalid (error, _ ("Piece %s has an unknown type"), u->id));
      game->unit_ids[i] = g_strdup (u->id);
      game->unit_player[i] = player;
      def->piece_player[i] = player;
      def->start_type[i] = type;
      def->player_types[player] |= (guint16) (1u << type);
      def->start_place[i] = MV_RESERVE;
      if (u->placed)
        {
          int node = st_graph_node_id (ids, u->node);
          if (node < 0)
            return blame_unit (game, u, invalid (error, _ ("Piece %s stands on an unknown point"), u->id));
          if (holder[node] >= 0)
            return blame_unit (game, u,
                               invalid (error, _ ("Pieces %s and %s stand on the same point"),
                                        game->unit_ids[holder[node]], u->id));
          holder[node] = i;
          def->start_place[i] = node;
          placed[player] = TRUE;
        }
    }
  return TRUE;
}

static void
compile_map (StGame *game, MvDef *def, const StScenario *s, GHashTable *ids)
{
  int n = def->graph.n_nodes;

  def->area = g_new (guint8, n);
  def->strategic = g_new0 (guint8, n);
  memset (def->area, 2, n);
  def->hq[0] = def->hq[1] = -1;
  for (int i = 0; i < n; i++)
    {
      const StNode *node = g_ptr_array_index (s->board->nodes, i);
      def->strategic[i] = node->strategic ? 1 : 0;
      for (int p = 0; p < 2; p++)
        if (g_strcmp0 (node->headquarters, game->sides[p]) == 0)
          def->hq[p] = i;
    }
  for (guint a = 0; a < s->areas->len; a++)
    {
      const StArea *area = g_ptr_array_index (s->areas, a);
      int           player = -1;

      if (area->role != ST_AREA_MANOEUVRE_AREA || area->side == NULL)
        continue;
      for (int p = 0; p < 2; p++)
        if (g_str_equal (area->side, game->sides[p]))
          player = p;
      for (guint k = 0; player >= 0 && area->nodes != NULL && k < area->nodes->len; k++)
        {
          int node = st_graph_node_id (ids, g_ptr_array_index (area->nodes, k));
          if (node >= 0)
            def->area[node] = (guint8) player;
        }
    }
  for (int p = 0; p < 2; p++)
    {
      def->own_points[p] = g_new (int, n);
      for (int i = 0; i < n; i++)
        if (def->strategic[i] && def->area[i] == p)
          def->own_points[p][def->n_own_points[p]++] = i;
    }
  /* Backwards is towards the player's own end of the map. */
  for (int p = 0; p < 2; p++)
    def->back[p] = p == def->north_player ? 0.0 : G_PI;
  def->backward_angle = param_int (s, "backward-angle", 45) * G_PI / 180.0;
  def->straight_turn = param_int (s, "straight-angle", 30) * G_PI / 180.0;
  def->points_to_win = param_int (s, "strategic-points-to-win", 5);
  def->move_limit = param_int (s, "move-limit", 400);
}

static gboolean
mv_compile (StGame *game, StScenario *s, GError **error)
{
  g_autofree MvDef *def = g_new0 (MvDef, 1);
  g_autoptr (GHashTable) ids = NULL;
  int      north, first;
  gboolean any_link = FALSE;
  gboolean placed[2] = { FALSE, FALSE };

  if (s->board->kind != ST_BOARD_GRAPH)
    return invalid (error, _ ("Manöver is played on a point-and-line board"));
  for (guint i = 0; i < s->edge_types->len; i++)
    any_link |= ((const StEdgeType *) g_ptr_array_index (s->edge_types, i))->link != NULL;
  if (!any_link)
    return invalid (error,
                    _ ("No link type says whether it is a railway or a road (link=\"railway\" or \"road\")"));
  /* Player 0 moves first: blue, the north side ("är det blå som gör följande
   * drag"), unless the file's first-side parameter names the other (its
   * default, the first side of the file, does not count: the order of the
   * <side> elements says nothing). */
  north = north_side (s);
  first = north;
  for (int i = 0; i < 2; i++)
    if (g_strcmp0 (st_attrs_get (s->params, "first-side"),
                   ((const StSide *) g_ptr_array_index (s->sides, i))->id)
        == 0)
      first = i;
  def->north_player = first == north ? 0 : 1;
  for (int p = 0; p < 2; p++)
    game->sides[p] =
        g_strdup (((const StSide *) g_ptr_array_index (s->sides, p == 0 ? first : 1 - first))->id);
  if (s->board->nodes->len > ST_NODE_SET_MAX)
    return invalid (error, _ ("Manöver allows at most %d points"), ST_NODE_SET_MAX);
  if (!st_graph_init (&def->graph, s->board, link_kind_of, s, error))
    return FALSE;
  ids = st_graph_node_ids (s->board);
  if (!compile_types (game, def, s, error) || !compile_pieces (game, def, s, ids, placed, error))
    {
      mv_free_data (g_steal_pointer (&def));
      return FALSE;
    }
  compile_map (game, def, s, ids);
  mv_compile_movement (def);
  if (!mv_compile_setup (game, def, s, placed, error))
    {
      mv_free_data (g_steal_pointer (&def));
      return FALSE;
    }
  game->state_size = sizeof (MvState) + sizeof (MvPiece) * (gsize) def->n_pieces;
  game->data = g_steal_pointer (&def);
  return TRUE;
}

static int
mv_current_player (const StGame *game, const StState *state)
{
  const MvState *s = (const MvState *) state;

  return s->end_reason != MV_END_NONE ? -1 : s->to_move;
}

static int
mv_winner (const StGame *game, const StState *state)
{
  const MvState *s = (const MvState *) state;

  return s->winner == MV_NONE ? -1 : s->winner;
}

static guint
mv_end_reason (const StGame *game, const StState *state)
{
  return ((const MvState *) state)->end_reason;
}

static int
mv_turn (const StGame *game, const StState *state)
{
  return ((const MvState *) state)->moves / 2 + 1;
}

static gboolean
mv_is_terminal (const StGame *game, const StState *state)
{
  return ((const MvState *) state)->end_reason != MV_END_NONE;
}

static guint
mv_phase (const StGame *game, const StState *state)
{
  return mv_is_terminal (game, state) ? 1 : mv_setting_up (mv_def (game), (const MvState *) state) ? 2 : 0;
}

static int
mv_active_player (const StGame *game, const StState *state)
{
  return ((const MvState *) state)->to_move;
}

static const char *
node_id (const StGame *game, int node)
{
  return ((const StNode *) g_ptr_array_index (game->scenario->board->nodes, node))->id;
}

/* The canonical texts, for logs: they name pieces by their file ids, so they are
 * omniscient and never shown to a player who may not know the piece. */
static char *
mv_action_to_text (const StGame *game, const StState *state, StAction action)
{
  const MvState *s = (const MvState *) state;
  guint          piece = mv_action_piece (action);
  int            to = mv_action_to (action);
  const char    *id = piece < game->n_units ? game->unit_ids[piece] : "?";

  switch (mv_action_kind (action))
    {
      case MV_ACT_MOVE:
        {
          GString *text = g_string_new (NULL);
          guint    target = mv_action_target (action);

          g_string_printf (text, "move %s %s-%s", id, node_id (game, s->pieces[piece].place),
                           node_id (game, to));
          if (mv_action_challenge (action) != MV_CHALLENGE_NONE && target < game->n_units)
            g_string_append_printf (text, " %s %s",
                                    mv_action_challenge (action) == MV_CHALLENGE_ASK ? "ask" : "strike",
                                    game->unit_ids[target]);
          return g_string_free (text, FALSE);
        }
      case MV_ACT_ENTER:
        return g_strdup_printf ("enter %s %s", id, node_id (game, to));
      case MV_ACT_TAKE_OUT:
        return g_strdup_printf ("take-out %s %s", id, node_id (game, s->pieces[piece].place));
      case MV_ACT_PUT_BACK:
        return g_strdup_printf ("put-back %s %s", id, node_id (game, to));
      case MV_ACT_PLACE:
        return g_strdup_printf ("place %s %s", id, node_id (game, to));
      case MV_ACT_KEEP:
        return g_strdup_printf ("keep %s", id);
      case MV_ACT_PASS:
      default:
        return g_strdup ("pass");
    }
}

const StRuleset st_manover_ruleset = {
  .family = &st_family_manover,
  .lint = mv_lint,
  .phases = mv_phases,
  .n_phases = G_N_ELEMENTS (mv_phases),
  .end_reasons = mv_end_reasons,
  .n_end_reasons = G_N_ELEMENTS (mv_end_reasons),
  .compile = mv_compile,
  .free_data = mv_free_data,
  .init_state = mv_init_state,
  .current_player = mv_current_player,
  .winner = mv_winner,
  .end_reason = mv_end_reason,
  .turn = mv_turn,
  .phase = mv_phase,
  .is_terminal = mv_is_terminal,
  .active_player = mv_active_player,
  .legal_actions = mv_legal_actions,
  .apply = mv_apply,
  .action_to_text = mv_action_to_text,
  .random_action = mv_random_action,
  .observe = mv_observe,
  .resample = mv_resample,
  .evaluate = mv_evaluate,
  .winning_action = mv_winning_action,
  .overlays = mv_overlays,
  .n_overlays = MV_N_OVERLAYS,
  .overlay = mv_overlay,
  .describe_action = mv_describe_action,
  .action_sentence = mv_action_sentence,
  .end_detail = mv_end_detail,
  .prompt = mv_prompt,
  .resolution = mv_resolution,
  .status = mv_status,
  .piece_view = mv_piece_view,
  .unit_label = mv_unit_label,
  .pile = NULL,
  .hidden_information = TRUE,
  .deterministic = TRUE,
};
