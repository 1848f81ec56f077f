/* SPDX-License-Identifier: GPL-3.0-or-later */
#define G_LOG_DOMAIN "sandtable-engine"

#include "config.h"

#include <glib/gi18n-lib.h>
#include <stddef.h>
#include <string.h>

#include "cm-private.h"

/* The command-maneuver ruleset: compiling a scenario (the set-up), the state at
 * the start and the interface's accessors. The rules are in the other cm-*.c. */

const StRulesetName cm_phases[] = {
  { "moves", N_ ("Moves"), NULL },
  { "over", N_ ("Game over"), NULL },
};

const StRulesetName cm_end_reasons[] = {
  { "none", N_ ("Not over"), NULL },
  { "activation", N_ ("Command broken"),
    N_ ("A side lost so many leaders that its leaders on the board could no longer activate the moves "
        "a turn allows.") },
  { "leaders-captured", N_ ("Leaders captured"),
    N_ ("A side captured as many enemy leaders as the scenario asks for victory.") },
  { "both-passed", N_ ("Both passed"), N_ ("One side passed and the other passed straight after: a draw.") },
  { "turn-limit", N_ ("Turn limit"), N_ ("The scenario's last turn ended without a decision: a draw.") },
};

static gboolean
invalid (GError **error, const char *message)
{
  g_set_error_literal (error, ST_GAME_ERROR, ST_GAME_ERROR_INVALID, message);
  return FALSE;
}

static int
arm_of (const char *arm)
{
  static const char *const arms[CM_N_ARMS] = { "leader", "cavalry", "cannon", "skirmisher", "infantry" };

  for (int i = 0; i < CM_N_ARMS; i++)
    if (g_strcmp0 (arm, arms[i]) == 0)
      return i;
  return -1;
}

static int
terrain_effect (const StTerrain *t, const char *name)
{
  return t != NULL ? st_attrs_get_int (t->effects, name, 0) : 0;
}

/* Rule "Terrain": what each square does to each arm, from its terrain's effects. */
static void
compile_terrain (CmDef *def, const StScenario *s)
{
  const StSquareGrid *grid = &def->grid;

  def->flags = g_new0 (guint8, grid->n_cells);
  def->move_limit = g_new0 (guint8, grid->n_cells);
  def->knight = g_malloc_n (grid->n_cells, sizeof *def->knight);
  def->cx = g_new0 (guint8, grid->n_cells);
  def->cy = g_new0 (guint8, grid->n_cells);
  for (int c = 0; c < grid->n_cells; c++)
    {
      static const int kx[8] = { 1, 2, 2, 1, -1, -2, -2, -1 };
      static const int ky[8] = { -2, -1, 1, 2, 2, 1, -1, -2 };
      const StTerrain *t =
          grid->terrain[c] < s->terrains->len ? g_ptr_array_index (s->terrains, grid->terrain[c]) : NULL;
      int    limit = CLAMP (terrain_effect (t, "terrain-move-limit"), 0, 255);
      guint8 flags = 0;
      int    x = st_square_grid_x (grid, c), y = st_square_grid_y (grid, c);

      def->move_limit[c] = (guint8) limit;
      if (limit > 0)
        flags |= CM_TERRAIN;
      if (terrain_effect (t, "impassable"))
        flags |= CM_IMPASSABLE;
      if (terrain_effect (t, "impassable-cavalry"))
        flags |= CM_NO_CAVALRY;
      if (terrain_effect (t, "impassable-cannon"))
        flags |= CM_NO_CANNON;
      if (terrain_effect (t, "adjacent-entry"))
        flags |= CM_ADJACENT_ENTRY;
      if (terrain_effect (t, "blocks-leap"))
        flags |= CM_BLOCKS_LEAP;
      if (terrain_effect (t, "optional-leader-terrain"))
        flags |= CM_LEADER_OPTION;
      def->flags[c] = flags;
      for (int k = 0; k < 8; k++)
        def->knight[c][k] = (gint16) st_square_grid_cell (grid, x + kx[k], y + ky[k]);
      def->cx[c] = (guint8) x;
      def->cy[c] = (guint8) y;
    }
  def->masks = grid->n_cells <= 128;
  if (!def->masks)
    return;
  def->king = g_new0 (CmMask, grid->n_cells);
  def->knight_mask = g_new0 (CmMask, grid->n_cells);
  for (int c = 0; c < grid->n_cells; c++)
    {
      for (int k = 0; k < 8; k++)
        {
          if (grid->neighbours[c][k] >= 0)
            def->king[c] |= CM_MASK_BIT (grid->neighbours[c][k]);
          if (def->knight[c][k] >= 0)
            def->knight_mask[c] |= CM_MASK_BIT (def->knight[c][k]);
        }
      if (def->flags[c] & CM_IMPASSABLE)
        def->impassable |= CM_MASK_BIT (c);
      if ((def->flags[c] & CM_TERRAIN) && def->move_limit[c] < 2)
        def->slow |= CM_MASK_BIT (c);
    }
}

static gboolean
compile_units (CmDef *def, StGame *game, const StScenario *s, GError **error)
{
  guint8 numbers[2][256] = { { 0 } };
  double row_sum[2] = { 0, 0 };
  int    n_placed[2] = { 0, 0 };

  if (s->units->len > CM_MAX_UNITS)
    return invalid (error, _ ("The engine plays at most 64 pieces"));
  if (s->unit_types->len > 255)
    return invalid (error, _ ("The engine plays at most 255 unit types"));
  def->n_units = s->units->len;
  game->n_units = s->units->len;
  game->unit_ids = g_new0 (char *, s->units->len + 1);
  game->unit_player = g_new0 (int, s->units->len);
  def->home = g_new0 (guint8, def->grid.n_cells);
  for (guint u = 0; u < s->units->len; u++)
    {
      const StUnit     *unit = g_ptr_array_index (s->units, u);
      const StUnitType *type = st_scenario_find_unit_type (s, unit->type);
      CmUnitDef        *ud = &def->units[u];
      int               p = g_strcmp0 (unit->side, game->sides[0]) == 0 ? 0 : 1;
      int               arm = type != NULL ? arm_of (type->arm) : -1;
      const char       *like;

      if (arm < 0)
        return blame_unit (game, unit, invalid (error, _ ("A piece has no command-maneuver unit type")));
      game->unit_ids[u] = g_strdup (unit->id);
      game->unit_player[u] = p;
      ud->player = (guint8) p;
      ud->arm = ud->moves_as = (guint8) arm;
      ud->movement = (guint8) CLAMP (st_attrs_get_int (type->attrs, "movement", 1), 0, 20);
      for (guint t = 0; t < s->unit_types->len; t++)
        if (g_ptr_array_index (s->unit_types, t) == type)
          ud->type = (guint8) t;
      ud->number = ++numbers[p][ud->type];
      if (arm == CM_LEADER)
        {
          ud->range = (guint8) CLAMP (st_attrs_get_int (type->attrs, "command-range", 0), 0, 99);
          ud->rating = (guint8) CLAMP (st_attrs_get_int (type->attrs, "command-rating", 0), 0, 99);
          def->leaders[p] |= CM_BIT (u);
          /* Optional rule "Cavalry and Cannon Leaders". */
          like = st_attrs_get (type->attrs, "moves-like");
          if (st_scenario_get_param_bool (s, "cavalry-cannon-leaders") && g_strcmp0 (like, "cavalry") == 0)
            ud->moves_as = CM_CAVALRY;
          else if (st_scenario_get_param_bool (s, "cavalry-cannon-leaders")
                   && g_strcmp0 (like, "cannon") == 0)
            ud->moves_as = CM_CANNON;
        }
      def->side_mask[p] |= CM_BIT (u);
      def->start_cell[u] = -1;
      if (unit->placed && st_square_grid_cell (&def->grid, unit->cell.x, unit->cell.y) >= 0)
        {
          int cell = st_square_grid_cell (&def->grid, unit->cell.x, unit->cell.y);

          for (guint v = 0; v < u; v++)
            if (def->start_cell[v] == cell)
              return blame_unit (game, unit, invalid (error, _ ("Two pieces start on the same square")));
          def->start_cell[u] = cell;
          def->home[cell] |= (guint8) (1u << p);
          row_sum[p] += unit->cell.y;
          n_placed[p]++;
        }
      else if (arm != CM_LEADER)
        return blame_unit (game, unit,
                           invalid (error, _ ("Every piece but a spare leader starts on the board")));
    }
  /* The far edge, for promotion: the edge row away from the side's own pieces. */
  for (int p = 0; p < 2; p++)
    def->far_row[p] =
        n_placed[p] > 0 && row_sum[p] / n_placed[p] < (def->grid.rows - 1) / 2.0 ? def->grid.rows - 1 : 0;
  return TRUE;
}

/* Rule "Victory" at the start: a side whose leaders on the board cannot
 * activate the moves a turn allows would lose before its first move, so the
 * game is refused with what to change (a document still being drawn is read
 * anyway, for its overlays). */
static gboolean
check_command (const CmDef *def, StGame *game, const StScenario *s, GError **error)
{
  for (int p = 0; p < 2 && !game->lenient; p++)
    {
      int              rating = 0;
      g_autofree char *message = NULL;

      for (guint u = 0; u < def->n_units; u++)
        if (def->units[u].player == p && def->units[u].arm == CM_LEADER && def->start_cell[u] >= 0)
          rating += def->units[u].rating;
      if (rating >= def->moves_per_turn)
        continue;
      message =
          g_strdup_printf (_ ("%s's leaders on the board have a command rating of %d in all, below the %d "
                              "moves a turn (moves-per-turn): the side would lose before its first move. "
                              "Place leaders with a higher command rating, or allow fewer moves a turn"),
                           st_game_side_name (s, game->sides[p]), rating, def->moves_per_turn);
      st_game_blame_side (game, game->sides[p]);
      return invalid (error, message);
    }
  return TRUE;
}

/* Cavalry and cannon jump pieces, so where they may go from a square depends on
 * the terrain only, but for their own pieces on the squares they would end on. */
static void
compile_lines (CmDef *def)
{
  g_autofree guint8 *empty = g_malloc (offsetof (CmState, board) + (gsize) def->grid.n_cells);
  CmState           *st = (CmState *) empty;
  gint16             dest[CM_MAX_DESTINATIONS];

  memset (st, 0, offsetof (CmState, board));
  memset (st->board, CM_NO_UNIT, (gsize) def->grid.n_cells);
  def->lines = g_new0 (CmMask, (gsize) def->n_units * def->grid.n_cells);
  for (guint u = 0; u < def->n_units; u++)
    {
      guint same = 0;

      if (def->units[u].moves_as != CM_CAVALRY && def->units[u].moves_as != CM_CANNON)
        continue;
      /* A piece that moves as an earlier one, as far, has its lines. */
      while (same < u
             && (def->units[same].moves_as != def->units[u].moves_as
                 || def->units[same].movement != def->units[u].movement))
        same++;
      if (same < u)
        {
          memcpy (def->lines + u * def->grid.n_cells, def->lines + same * def->grid.n_cells,
                  (gsize) def->grid.n_cells * sizeof (CmMask));
          continue;
        }
      for (int c = 0; c < def->grid.n_cells; c++)
        {
          guint n;

          st->cell[u] = (gint16) c;
          n = cm_destinations_search (def, st, u, dest);
          for (guint i = 0; i < n; i++)
            def->lines[u * def->grid.n_cells + c] |= CM_MASK_BIT (dest[i]);
        }
    }
}

static void
cm_free_data (gpointer data)
{
  CmDef *def = data;

  st_square_grid_clear (&def->grid);
  g_free (def->flags);
  g_free (def->move_limit);
  g_free (def->home);
  g_free (def->knight);
  g_free (def->cx);
  g_free (def->cy);
  g_free (def->king);
  g_free (def->knight_mask);
  g_free (def->lines);
  g_free (def->ortho);
  g_free (def->area);
  g_free (def);
}

static gboolean
cm_compile (StGame *game, StScenario *s, GError **error)
{
  static const char *const thresholds[CM_N_ARMS] = {
    "replacement-threshold-leader",     "replacement-threshold-cavalry",  "replacement-threshold-cannon",
    "replacement-threshold-skirmisher", "replacement-threshold-infantry",
  };
  CmDef      *def = g_new0 (CmDef, 1);
  const char *first = st_scenario_get_param (s, "first-side");

  game->data = def;
  if (s->sides->len != 2)
    return invalid (error, _ ("The scenario needs two sides"));
  for (guint i = 0; i < 2; i++)
    {
      const StSide *side = g_ptr_array_index (s->sides, i);
      if (first == NULL || first[0] == '\0' ? i == 0 : g_strcmp0 (side->id, first) == 0)
        {
          game->sides[0] = g_strdup (side->id);
          game->sides[1] = g_strdup (((const StSide *) g_ptr_array_index (s->sides, 1 - i))->id);
        }
    }
  if (game->sides[0] == NULL)
    {
      st_game_blame_param (game, "first-side");
      return invalid (error, _ ("The first-side parameter names no side"));
    }
  if (!st_square_grid_init (&def->grid, s, 8, error))
    return FALSE;
  game->columns = def->grid.columns;
  game->rows = def->grid.rows;
  compile_terrain (def, s);
  def->moves_per_turn = MAX (1, st_scenario_get_param_int (s, "moves-per-turn"));
  def->turn_limit = MAX (0, st_scenario_get_param_int (s, "turn-limit"));
  def->victory_leaders = MAX (0, st_scenario_get_param_int (s, "victory-leaders"));
  for (int a = 0; a < CM_N_ARMS; a++)
    def->threshold[a] = MAX (0, st_scenario_get_param_int (s, thresholds[a]));
  def->self_activation = st_scenario_get_param_bool (s, "skirmisher-self-activation");
  def->promotion = st_scenario_get_param_bool (s, "skirmisher-promotion");
  def->leader_replacement = st_scenario_get_param_bool (s, "leader-replacement");
  def->victory_counts_replacements = st_scenario_get_param_bool (s, "victory-counts-replacements");
  def->leader_terrain = st_scenario_get_param_bool (s, "leader-terrain");
  def->quick_march = st_scenario_get_param_bool (s, "quick-march");
  def->quick_march_distance = st_scenario_get_param_int (s, "quick-march-distance");
  if (def->quick_march_distance <= 0)
    def->quick_march_distance = 6;
  if (!compile_units (def, game, s, error) || !check_command (def, game, s, error))
    return FALSE;
  if (def->masks)
    {
      compile_lines (def);
      cm_compile_random (def);
    }
  def->board_offset = offsetof (CmState, board);
  game->state_size = (def->board_offset + (gsize) def->grid.n_cells + 7) & ~(gsize) 7;
  return TRUE;
}

static void
cm_init_state (const StGame *game, StState *state)
{
  const CmDef *def = CM_DEF (game);
  CmState     *st = CM_STATE (state);

  st->turn = 1;
  st->last_captured = st->last_returned = st->last_promoted = CM_NO_UNIT;
  memset (st->board, CM_NO_UNIT, (gsize) def->grid.n_cells);
  for (guint u = 0; u < CM_MAX_UNITS; u++)
    {
      st->cell[u] = (gint16) (u < def->n_units ? def->start_cell[u] : -1);
      if (u >= def->n_units)
        continue;
      if (st->cell[u] >= 0)
        {
          st->on_board |= CM_BIT (u);
          cm_put (def, st, u, st->cell[u]);
        }
      else
        st->spare |= CM_BIT (u);
    }
  /* A side that starts unable to command its moves has lost before it began. */
  for (int p = 0; p < 2 && !st->over; p++)
    if (cm_victory_value (def, st, p) < def->moves_per_turn)
      {
        st->over = 1;
        st->winner = (guint8) (1 - p);
        st->end_reason = CM_END_ACTIVATION;
      }
}

static int
cm_current_player (const StGame *game, const StState *state)
{
  return CM_CSTATE (state)->over ? -1 : CM_CSTATE (state)->active;
}

static int
cm_winner (const StGame *game, const StState *state)
{
  const CmState *st = CM_CSTATE (state);

  return st->over && st->winner < 2 ? st->winner : -1;
}

static guint
cm_end_reason (const StGame *game, const StState *state)
{
  return CM_CSTATE (state)->end_reason;
}

static int
cm_turn (const StGame *game, const StState *state)
{
  return CM_CSTATE (state)->turn;
}

static guint
cm_phase (const StGame *game, const StState *state)
{
  return CM_CSTATE (state)->over ? CM_PHASE_OVER : CM_PHASE_MOVES;
}

static gboolean
cm_is_terminal (const StGame *game, const StState *state)
{
  return CM_CSTATE (state)->over != 0;
}

static int
cm_active_player (const StGame *game, const StState *state)
{
  return CM_CSTATE (state)->active;
}

const StRuleset st_command_maneuver_ruleset = {
  .family = &st_family_command_maneuver,
  .phases = cm_phases,
  .n_phases = 2,
  .end_reasons = cm_end_reasons,
  .n_end_reasons = CM_N_END_REASONS,
  .compile = cm_compile,
  .free_data = cm_free_data,
  .init_state = cm_init_state,
  .current_player = cm_current_player,
  .winner = cm_winner,
  .end_reason = cm_end_reason,
  .turn = cm_turn,
  .phase = cm_phase,
  .is_terminal = cm_is_terminal,
  .active_player = cm_active_player,
  .legal_actions = cm_legal_actions,
  .apply = cm_apply,
  .action_to_text = cm_action_to_text,
  .random_action = cm_random_action,
  .evaluate = cm_evaluate,
  .overlays = cm_overlays,
  .n_overlays = CM_N_OVERLAYS,
  .overlay = cm_overlay,
  .describe_action = cm_describe_action,
  .action_sentence = cm_action_sentence,
  .end_detail = cm_end_detail,
  .prompt = cm_prompt,
  .resolution = cm_resolution,
  .status = cm_status,
  .piece_view = cm_piece_view,
  .unit_label = cm_unit_label,
};
