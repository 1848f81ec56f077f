/* SPDX-License-Identifier: GPL-3.0-or-later */
#define G_LOG_DOMAIN "sandtable-engine"

#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "mh-private.h"

/* The maneuver-hex ruleset: compiling a scenario, the interface's accessors and
 * the canonical action texts. The rules themselves are in the other mh-*.c. */

static gboolean
invalid (GError **error, const char *message)
{
  g_set_error_literal (error, ST_GAME_ERROR, ST_GAME_ERROR_INVALID, message);
  return FALSE;
}

static gboolean invalid_side (GError **error, const char *format, ...) G_GNUC_PRINTF (2, 3);

/* A refusal that names a side. */
static gboolean
invalid_side (GError **error, const char *format, ...)
{
  va_list          args;
  g_autofree char *message = NULL;

  va_start (args, format);
  message = g_strdup_vprintf (format, args);
  va_end (args);
  return invalid (error, message);
}

static int
arm_of (const char *arm)
{
  static const char *const arms[] = { "infantry", "cavalry", "artillery", "capital" };

  for (int i = 0; i < 4; i++)
    if (g_strcmp0 (arm, arms[i]) == 0)
      return i;
  return -1;
}

/* Rule [3]: a side sets up in its set-up zone; without one, in its country except
 * the hexes next to a border. */
static void
compile_setup_zones (MhDef *def, const StGame *game, const StScenario *s)
{
  const StHexGrid   *grid = &def->grid;
  g_autofree guint8 *cells = g_new0 (guint8, grid->n_cells);
  g_autofree guint8 *border = mh_border_cells (s->board);

  for (int p = 0; p < 2; p++)
    {
      gboolean has_zone = FALSE, has_country = FALSE;
      guint8   bit = (guint8) (1u << p);

      for (guint i = 0; i < s->areas->len; i++)
        {
          const StArea *a = g_ptr_array_index (s->areas, i);
          if (a->role == ST_AREA_SETUP_ZONE && g_strcmp0 (a->side, game->sides[p]) == 0)
            {
              if (!has_zone)
                for (int c = 0; c < grid->n_cells; c++)
                  def->setup_zone[c] &= (guint8) ~bit;
              has_zone = TRUE;
              st_hex_grid_area_cells (grid, a, cells);
              for (int c = 0; c < grid->n_cells; c++)
                def->setup_zone[c] |= cells[c] ? bit : 0;
            }
          else if (a->role == ST_AREA_COUNTRY && g_strcmp0 (a->side, game->sides[p]) == 0 && !has_zone)
            {
              has_country = TRUE;
              st_hex_grid_area_cells (grid, a, cells);
              for (int c = 0; c < grid->n_cells; c++)
                def->setup_zone[c] |= cells[c] && !border[c] ? bit : 0;
            }
        }
      if (!has_zone && !has_country)
        for (int c = 0; c < grid->n_cells; c++)
          def->setup_zone[c] |= bit;
    }
  for (int c = 0; c < grid->n_cells; c++)
    {
      StCell at = { c % grid->columns, c / grid->columns };

      def->capital_ok[c] = !mh_capital_on_edge (s->board, at) && !mh_capital_near_corner (s->board, at);
      if (grid->masks == NULL)
        continue;
      for (int p = 0; p < 2; p++)
        if ((def->setup_zone[c] & (1u << p)) && grid->move_cost[c] != 0)
          st_hex_mask_add (&def->setup_mask[p], c);
      if (def->capital_ok[c])
        st_hex_mask_add (&def->capital_mask, c);
    }
}

static gboolean
compile_units (MhDef *def, StGame *game, const StScenario *s, GError **error)
{
  guint n_side[2] = { 0, 0 };

  if (s->units->len > MH_MAX_UNITS)
    return invalid (error, _ ("The engine plays at most 64 units"));
  def->n_units = s->units->len;
  game->n_units = s->units->len;
  game->unit_ids = g_new0 (char *, s->units->len + 1);
  game->unit_player = g_new0 (int, s->units->len);
  def->capital[0] = def->capital[1] = -1;
  for (guint u = 0; u < s->units->len; u++)
    {
      const StUnit     *unit = g_ptr_array_index (s->units, u);
      const StUnitType *type = st_scenario_find_unit_type (s, unit->type);
      MhUnitDef        *ud = &def->units[u];
      int               p = g_strcmp0 (unit->side, game->sides[0]) == 0 ? 0 : 1;

      if (type == NULL || arm_of (type->arm) < 0)
        return blame_unit (game, unit, invalid (error, _ ("A unit has no maneuver-hex unit type")));
      if (n_side[p] == MH_MAX_SIDE_UNITS)
        return invalid (error, _ ("The engine plays at most 32 units a side"));
      game->unit_ids[u] = g_strdup (unit->id);
      game->unit_player[u] = p;
      def->type_index[u] = -1;
      for (guint t = 0; t < s->unit_types->len; t++)
        if (g_ptr_array_index (s->unit_types, t) == type)
          def->type_index[u] = (int) t;
      def->number[u] = 1;
      for (guint v = 0; v < u; v++)
        if (def->type_index[v] == def->type_index[u] && game->unit_player[v] == p)
          def->number[u]++;
      ud->player = (guint8) p;
      ud->arm = (guint8) arm_of (type->arm);
      ud->movement = (guint8) st_attrs_get_int (type->attrs, "movement", 0);
      ud->attack[0] = (guint8) st_attrs_get_int (type->attrs, "attack", 0);
      ud->defense[0] = (guint8) st_attrs_get_int (type->attrs, "defense", 0);
      ud->attack[1] = (guint8) st_attrs_get_int (type->attrs, "reduced-attack", 0);
      ud->defense[1] = (guint8) st_attrs_get_int (type->attrs, "reduced-defense", 0);
      def->slot[u] = (guint8) n_side[p];
      def->side_units[p][n_side[p]++] = (guint8) u;
      def->side_mask[p] |= MH_BIT (u);
      if (ud->arm == MH_INFANTRY || ud->arm == MH_CAVALRY)
        def->line_mask[p] |= MH_BIT (u);
      else if (ud->arm == MH_ARTILLERY)
        def->gun_mask[p] |= MH_BIT (u);
      def->start_cell[u] = unit->placed ? unit->cell.y * def->grid.columns + unit->cell.x : -1;
      if (unit->reduced)
        def->start_reduced |= MH_BIT (u);
      if (ud->arm == MH_CAPITAL)
        {
          if (def->capital[p] >= 0)
            return invalid_side (error, _ ("%s has more than one capital: each side needs exactly one"),
                                 st_game_side_name (s, unit->side));
          def->capital[p] = (int) u;
        }
    }
  /* A document still being drawn may lack a capital: its overlays show
   * without supply (mh_overlay_unavailable ()). */
  for (int p = 0; p < 2; p++)
    if (def->capital[p] < 0 && !game->lenient)
      {
        st_game_blame_side (game, game->sides[p]);
        return invalid_side (error,
                             _ ("%s has no capital: each side needs exactly one (a unit of a type whose "
                                "arm is capital)"),
                             st_game_side_name (s, game->sides[p]));
      }

  /* Rule [3]: the first player's capital, the second player's units, then the
   * first player's other units. */
  if (def->capital[0] >= 0 && def->start_cell[def->capital[0]] < 0)
    def->setup_order[def->n_setup++] = (guint8) def->capital[0];
  for (int p = 1; p >= 0; p--)
    for (guint u = 0; u < def->n_units; u++)
      if (def->units[u].player == p && def->start_cell[u] < 0 && (int) u != def->capital[0])
        def->setup_order[def->n_setup++] = (guint8) u;
  return TRUE;
}

static void
mh_free_data (gpointer data)
{
  MhDef *def = data;

  mh_movement_free (def);
  g_free (def->ball2);
  g_free (def->distance);
  st_hex_grid_clear (&def->grid);
  g_free (def->setup_zone);
  g_free (def->capital_ok);
  g_free (def);
}

static gboolean
mh_compile (StGame *game, StScenario *s, GError **error)
{
  MhDef      *def = g_new0 (MhDef, 1);
  const char *first = st_scenario_get_param (s, "first-side");

  game->data = def;
  game->state_size = sizeof (MhState);
  if (s->sides->len != 2)
    return invalid (error, _ ("The scenario needs two sides"));
  for (guint i = 0; i < 2; i++)
    {
      const StSide *side = g_ptr_array_index (s->sides, i);
      if (g_strcmp0 (side->id, first) == 0)
        {
          const StSide *other = g_ptr_array_index (s->sides, 1 - i);
          game->sides[0] = g_strdup (side->id);
          game->sides[1] = g_strdup (other->id);
        }
    }
  if (game->sides[0] == NULL)
    {
      st_game_blame_param (game, "first-side");
      return invalid (error, _ ("The first-side parameter names no side"));
    }
  if (!st_hex_grid_init (&def->grid, s, error) || !mh_crt_init (&def->crt, s->crt, error))
    return FALSE;
  game->columns = def->grid.columns;
  def->reach_cache = def->grid.n_cells <= MH_REACH_CELLS;
  def->popcnt = st_bits_hw_popcount ();
  game->rows = def->grid.rows;
  def->setup_zone = g_new0 (guint8, def->grid.n_cells);
  def->capital_ok = g_new0 (guint8, def->grid.n_cells);
  def->turn_limit = MAX (1, st_scenario_get_param_int (s, "turn-limit"));
  def->replacements_from = MAX (1, st_scenario_get_param_int (s, "replacements-from-turn"));
  def->army_quality = st_scenario_get_param_bool (s, "army-quality");
  def->step_losses = st_scenario_get_param_bool (s, "step-losses");
  def->step_replacements = st_scenario_get_param_bool (s, "step-replacements");
  if (!compile_units (def, game, s, error))
    return FALSE;
  if (def->reach_cache)
    {
      guint slots = MAX (st_popcount64 (def->side_mask[0]), st_popcount64 (def->side_mask[1]));

      def->n_slots = slots;
      def->reach_words = (guint) (def->grid.n_cells + 63) / 64;
      def->counts_at = slots * def->reach_words * sizeof (guint64);
      game->state_size = sizeof (MhState) + def->counts_at + 4 * (gsize) def->grid.n_cells;
    }
  compile_setup_zones (def, game, s);
  /* The tables of play: the editor's lenient games only draw overlays. */
  if (!game->lenient)
    {
      st_hex_grid_init_shifts (&def->grid, s->board->orientation == ST_HEX_FLAT);
      mh_supply_compile (def);
      mh_movement_compile (def);
    }
  mh_eval_tables_compile (def, !game->lenient);
  return TRUE;
}

static void
mh_init_state (const StGame *game, StState *state)
{
  const MhDef *def = MH_DEF (game);
  MhState     *st = MH_STATE (state);

  st->turn = 1;
  st->n_defender_cells = 0;
  st->reduced = def->start_reduced;
  for (guint u = 0; u < MH_MAX_UNITS; u++)
    {
      st->cell[u] = (gint16) (u < def->n_units ? def->start_cell[u] : -1);
      if (st->cell[u] < 0)
        st->off_map |= MH_BIT (u);
    }
  mh_sync_masks (def, st);
  mh_setup_begin (def, st);
  /* A game read for the overlays stays at the set-up, as drawn: it is not
   * played, and play past the set-up needs the capitals it may lack. */
  if (!game->lenient)
    mh_progress (def, st, NULL);
}

static int
mh_current_player (const StGame *game, const StState *state)
{
  return MH_CSTATE (state)->phase == MH_OVER ? -1 : MH_CSTATE (state)->actor;
}

static int
mh_winner (const StGame *game, const StState *state)
{
  const MhState *st = MH_CSTATE (state);

  return st->phase == MH_OVER && st->winner < 2 ? st->winner : -1;
}

static guint
mh_end_reason (const StGame *game, const StState *state)
{
  return (guint) MH_CSTATE (state)->end_reason;
}

static int
mh_turn (const StGame *game, const StState *state)
{
  return MH_CSTATE (state)->turn;
}

static guint
mh_phase (const StGame *game, const StState *state)
{
  switch ((MhPhase) MH_CSTATE (state)->phase)
    {
      case MH_SETUP:
        return MH_PHASE_ID_SETUP;
      case MH_MOVEMENT:
      case MH_MOVE_REMOVE:
        return MH_PHASE_ID_MOVEMENT;
      case MH_OVER:
        return MH_PHASE_ID_OVER;
      case MH_COMBAT:
      case MH_WITHDRAW:
      case MH_RETREAT:
      case MH_ADVANCE:
      case MH_COMBAT_REMOVE:
      default:
        return MH_PHASE_ID_COMBAT;
    }
}

static int
mh_active_player (const StGame *game, const StState *state)
{
  return MH_CSTATE (state)->phase == MH_SETUP ? -1 : MH_CSTATE (state)->active;
}

static void
mh_legal_actions (const StGame *game, const StState *state, StActionList *out)
{
  const MhDef   *def = MH_DEF (game);
  const MhState *st = MH_CSTATE (state);

  switch ((MhPhase) st->phase)
    {
      case MH_SETUP:
        mh_setup_actions (def, st, out);
        break;
      case MH_MOVEMENT:
      case MH_MOVE_REMOVE:
      case MH_COMBAT_REMOVE:
        mh_movement_actions (def, st, out);
        break;
      case MH_COMBAT:
        mh_combat_actions (def, st, out);
        break;
      case MH_WITHDRAW:
        mh_withdraw_actions (def, st, out);
        break;
      case MH_RETREAT:
        mh_retreat_actions (def, st, out);
        break;
      case MH_ADVANCE:
        mh_advance_actions (def, st, out);
        break;
      case MH_OVER:
      default:
        break;
    }
}

static void
mh_apply (const StGame *game, StState *state, StAction action, StEventLog *ev)
{
  const MhDef *def = MH_DEF (game);
  MhState     *st = MH_STATE (state);

  st->resolved = FALSE;
  if (ev != NULL)
    ev->len = ev->dropped = 0;
  switch (mh_action_kind (action))
    {
      case MH_ACTION_PLACE:
        mh_setup_apply (def, st, action, ev);
        break;
      case MH_ACTION_MOVE:
      case MH_ACTION_REPLACE:
      case MH_ACTION_RESTORE:
      case MH_ACTION_REMOVE:
        mh_movement_apply (def, st, action, ev);
        break;
      case MH_ACTION_ATTACK:
        mh_combat_apply (def, st, action, ev);
        break;
      case MH_ACTION_WITHDRAW:
      case MH_ACTION_RETREAT:
        mh_retreat_apply (def, st, action, ev);
        break;
      case MH_ACTION_ADVANCE:
        mh_advance_apply (def, st, action, ev);
        break;
      case MH_ACTION_DONE:
        if (st->phase == MH_WITHDRAW)
          mh_finish_withdrawal (def, st, ev);
        else
          st->attackers = 0; /* no more advances */
        break;
      case MH_ACTION_END_PHASE:
      default:
        mh_end_phase (def, st, ev);
        break;
    }
  mh_progress (def, st, ev);
}

static void
append_cell (GString *out, const StGame *game, int cell)
{
  g_string_append_printf (out, "%d,%d", cell % game->columns, cell / game->columns);
}

static char *
mh_action_to_text (const StGame *game, const StState *state, StAction action)
{
  const MhDef             *def = MH_DEF (game);
  const MhState           *st = MH_CSTATE (state);
  static const char *const verbs[] = { "end-phase", "done",    "place",   "move",    "attack", "withdraw",
                                       "retreat",   "advance", "replace", "restore", "remove" };
  MhActionKind             kind = mh_action_kind (action);
  guint                    u = mh_action_unit (action);
  GString                 *out = g_string_new (verbs[kind]);

  switch (kind)
    {
      case MH_ACTION_PLACE:
        g_string_append_printf (out, " %s ", game->unit_ids[u]);
        append_cell (out, game, (int) mh_action_cell (action));
        break;
      case MH_ACTION_MOVE:
      case MH_ACTION_WITHDRAW:
      case MH_ACTION_RETREAT:
      case MH_ACTION_ADVANCE:
        g_string_append_printf (out, " %s ", game->unit_ids[u]);
        append_cell (out, game, st->cell[u]);
        g_string_append_c (out, '-');
        append_cell (out, game, (int) mh_action_cell (action));
        break;
      case MH_ACTION_ATTACK:
        {
          guint32 mask = mh_action_mask (action);
          int     hexes[6];
          guint   n = mh_attack_hexes (def, action, hexes);

          for (guint i = 0; i < n; i++)
            {
              g_string_append_c (out, ' ');
              append_cell (out, game, hexes[i]);
            }
          g_string_append (out, " from");
          for (guint i = 0; i < MH_MAX_SIDE_UNITS; i++)
            if (mask & (1u << i))
              g_string_append_printf (out, " %s", game->unit_ids[def->side_units[st->active][i]]);
          break;
        }
      case MH_ACTION_REPLACE:
      case MH_ACTION_RESTORE:
      case MH_ACTION_REMOVE:
        g_string_append_printf (out, " %s", game->unit_ids[u]);
        break;
      case MH_ACTION_END_PHASE:
      case MH_ACTION_DONE:
      default:
        break;
    }
  return g_string_free (out, FALSE);
}

void
mh_choice (const StGame *game, const StState *state, MhChoice *choice)
{
  const MhDef   *def = MH_DEF (game);
  const MhState *st = MH_CSTATE (state);
  guint          u = 0;

  *choice = (MhChoice){ MH_CHOICE_NONE, st->phase == MH_OVER ? -1 : st->actor, -1,
                        st->n_defender_cells > 0 ? st->defender_cells[0] : -1, 0 };
  switch ((MhPhase) st->phase)
    {
      case MH_SETUP:
        choice->kind = MH_CHOICE_PLACE;
        choice->unit = def->setup_order[st->setup_next];
        break;
      case MH_MOVEMENT:
        choice->kind = MH_CHOICE_MOVE;
        break;
      case MH_COMBAT:
        choice->kind = MH_CHOICE_ATTACK;
        break;
      case MH_WITHDRAW:
        choice->kind = MH_CHOICE_WITHDRAW;
        choice->units = mh_withdrawers (def, st);
        break;
      case MH_RETREAT:
        choice->kind = MH_CHOICE_RETREAT;
        MH_FOREACH (st->retreating, u)
          break;
        choice->unit = (int) u;
        choice->units = st->retreating;
        break;
      case MH_ADVANCE:
        choice->kind = MH_CHOICE_ADVANCE;
        choice->units = mh_advancers (def, st);
        break;
      case MH_MOVE_REMOVE:
      case MH_COMBAT_REMOVE:
        choice->kind = MH_CHOICE_REMOVE;
        choice->units = mh_stacking_excess (def, st, st->actor);
        break;
      case MH_OVER:
      default:
        break;
    }
  if (choice->kind == MH_CHOICE_ATTACK || choice->kind == MH_CHOICE_WITHDRAW
      || choice->kind == MH_CHOICE_ADVANCE)
    choice->units |= st->attackers;
}

gboolean
mh_last_combat (const StGame *game, const StState *state, MhCombatRecord *record)
{
  *record = MH_CSTATE (state)->last_combat;
  return record->valid;
}

void
mh_event_log_add (StEventLog *log, MhEventKind kind, int player, int unit, int from, int to)
{
  if (log == NULL)
    return;
  if (log->len == MH_EVENT_LOG_SIZE)
    {
      log->dropped++;
      return;
    }
  log->events[log->len++] = (MhEvent){ kind, player, unit, from, to };
}

static gboolean
mh_is_terminal (const StGame *game, const StState *state)
{
  return MH_CSTATE (state)->phase == MH_OVER;
}

static const StRulesetName phases[MH_N_PHASE_IDS] = {
  [MH_PHASE_ID_SETUP] = { "setup", N_ ("Set-up"), NULL },
  [MH_PHASE_ID_MOVEMENT] = { "movement", N_ ("Movement"), NULL },
  [MH_PHASE_ID_COMBAT] = { "combat", N_ ("Combat"), NULL },
  [MH_PHASE_ID_OVER] = { "over", N_ ("Game over"), NULL },
};

static const StRulesetName end_reasons[MH_N_END_REASONS] = {
  [MH_END_NONE] = { "none", N_ ("Not over"), NULL },
  [MH_END_CAPITAL_CAPTURED] = { "capital-captured", N_ ("Capital captured"),
                                N_ ("A player ended the other's turn holding the enemy capital with at least "
                                    "two more combat units on the map (rule [12]).") },
  [MH_END_TURN_LIMIT] = { "turn-limit", N_ ("Turn limit"),
                          N_ ("Neither player won by the end of the last turn, so the game is a draw "
                              "(rule [12]).") },
};

const StRuleset st_maneuver_hex_ruleset = {
  .family = &st_family_maneuver_hex,
  .lint = mh_lint,
  .phases = phases,
  .n_phases = MH_N_PHASE_IDS,
  .end_reasons = end_reasons,
  .n_end_reasons = MH_N_END_REASONS,
  .is_terminal = mh_is_terminal,
  .describe_action = mh_describe_action,
  .action_sentence = mh_action_sentence,
  .end_detail = mh_end_detail,
  .prompt = mh_prompt,
  .resolution = mh_resolution,
  .status = mh_status,
  .piece_view = mh_piece_view,
  .unit_label = mh_unit_label,
  .compile = mh_compile,
  .free_data = mh_free_data,
  .init_state = mh_init_state,
  .current_player = mh_current_player,
  .winner = mh_winner,
  .end_reason = mh_end_reason,
  .turn = mh_turn,
  .phase = mh_phase,
  .active_player = mh_active_player,
  .legal_actions = mh_legal_actions,
  .apply = mh_apply,
  .action_to_text = mh_action_to_text,
  .random_action = mh_random_action,
  .observe = NULL,
  .resample = NULL,
  .evaluate = mh_evaluate,
  .overlays = mh_overlays,
  .n_overlays = MH_N_OVERLAYS,
  .overlay = mh_overlay,
  .overlay_unavailable = mh_overlay_unavailable,
};
