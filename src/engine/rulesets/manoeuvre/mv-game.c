/* SPDX-License-Identifier: GPL-3.0-or-later */
#define G_LOG_DOMAIN "sandtable-engine"

#include "config.h"

#include <glib/gi18n-lib.h>
#include <stdlib.h>
#include <string.h>

#include "mv-private.h"

/* The ruleset's compiled definition, the step machine's dispatch and the
 * ruleset table. */

static const StRulesetName mv_phases[MV_N_PHASES] = {
  { "setup", N_ ("Set-up"), NULL },   { "discard", N_ ("Discard"), NULL },
  { "draw", N_ ("Draw"), NULL },      { "movement", N_ ("Movement"), NULL },
  { "combat", N_ ("Combat"), NULL },  { "restoration", N_ ("Restoration"), NULL },
  { "over", N_ ("Game over"), NULL },
};

static const StRulesetName mv_end_reasons[MV_N_END_REASONS] = {
  { "none", N_ ("Not over"), NULL },
  { "attrition", N_ ("Attrition"), N_ ("The winner eliminated enough enemy units to win at once.") },
  { "pyrrhic-victory", N_ ("Pyrrhic victory"),
    N_ ("A player reached attrition victory but lost his own last units to a Committed Attack in the same "
        "battle, so his opponent won.") },
  { "nightfall", N_ ("Nightfall"),
    N_ ("Both players drew the last card of their first deck; the winner controlled more squares of the "
        "enemy "
        "half.") },
  { "tie-break-eliminated", N_ ("Tie-break: eliminated units"),
    N_ ("Nightfall with equal control; the winner had eliminated more enemy units.") },
  { "tie-break-reduced", N_ ("Tie-break: reduced units"),
    N_ ("Nightfall with equal control and losses; the winner had fewer units at reduced strength.") },
  { "tie-break-rank", N_ ("Tie-break: nation rank"),
    N_ ("Nightfall with everything equal; the nation ranked higher in the scenario won.") },
};

MvPhase
mv_phase_of_step (MvStep step)
{
  switch (step)
    {
      case MV_STEP_SETUP:
      case MV_STEP_CHOOSE_HAND:
        return MV_PHASE_SETUP;
      case MV_STEP_DISCARD:
        return MV_PHASE_DISCARD;
      case MV_STEP_DRAW:
        return MV_PHASE_DRAW;
      case MV_STEP_MOVE:
        return MV_PHASE_MOVEMENT;
      case MV_STEP_RESTORE:
      case MV_STEP_REDOUBT:
        return MV_PHASE_RESTORATION;
      case MV_STEP_OVER:
        return MV_PHASE_OVER;
      case MV_STEP_GUERRILLA:
      case MV_STEP_DECLARE:
      case MV_STEP_DEFEND:
      case MV_STEP_ATTACK:
      case MV_STEP_CHOOSE:
      case MV_STEP_RETREAT:
      case MV_STEP_ADVANCE:
      case MV_STEP_SKIRMISH:
      default:
        return MV_PHASE_COMBAT;
    }
}

static gboolean
invalid (GError **error, const char *message)
{
  g_set_error_literal (error, ST_GAME_ERROR, ST_GAME_ERROR_INVALID, message);
  return FALSE;
}

static MvDice
parse_dice (const GPtrArray *attrs, const char *name)
{
  int    count = 0, sides = 0, mod = 0;
  MvDice dice = { 0, 0, 0 };

  if (st_dice_parse (st_attrs_get (attrs, name), &count, &sides, &mod))
    dice = (MvDice){ (guint8) count, (guint8) sides, (gint8) mod };
  return dice;
}

static MvRange
parse_range (const GPtrArray *attrs, const char *name)
{
  int     low = 0, high = 0;
  MvRange range = { 0, 0 };

  if (st_range_parse (st_attrs_get (attrs, name), &low, &high))
    range = (MvRange){ (guint8) low, (guint8) high };
  return range;
}

static int
card_type_of (const StCard *card)
{
  static const struct
  {
    const char *id;
    MvCardType  type;
  } types[] = {
    { "ambush", MV_CARD_AMBUSH },
    { "banzai-charge", MV_CARD_BANZAI },
    { "committed-attack", MV_CARD_COMMITTED },
    { "death-with-honour", MV_CARD_DEATH_WITH_HONOUR },
    { "forced-march", MV_CARD_FORCED_MARCH },
    { "guerrilla", MV_CARD_GUERRILLA },
    { "redoubt", MV_CARD_REDOUBT },
    { "regroup", MV_CARD_REGROUP },
    { "rockets", MV_CARD_ROCKETS },
    { "sappers", MV_CARD_SAPPERS },
    { "skirmish", MV_CARD_SKIRMISH },
    { "spy", MV_CARD_SPY },
    { "supply", MV_CARD_SUPPLY },
    { "withdraw", MV_CARD_WITHDRAW },
    { "leader", MV_CARD_LEADER },
    { "maharaja", MV_CARD_MAHARAJA },
  };

  if (card->kind == ST_CARD_UNIT)
    return MV_CARD_UNIT;
  for (guint i = 0; i < G_N_ELEMENTS (types); i++)
    if (g_strcmp0 (card->hq, types[i].id) == 0)
      return types[i].type;
  return -1;
}

static int
unit_index (const StScenario *s, const char *id)
{
  for (guint u = 0; u < s->units->len; u++)
    if (g_strcmp0 (((const StUnit *) g_ptr_array_index (s->units, u))->id, id) == 0)
      return (int) u;
  return -1;
}

/* A unit card names its unit; the cards of a unit type name the unit of that type. */
static int
card_unit (const StScenario *s, const char *id)
{
  int u = unit_index (s, id);

  if (u >= 0 || id == NULL)
    return u;
  for (guint i = 0; i < s->units->len; i++)
    if (g_strcmp0 (((const StUnit *) g_ptr_array_index (s->units, i))->type, id) == 0)
      return (int) i;
  return -1;
}

/* A unit type's value, or the family's default for its arm. */
static int
unit_type_int (StFamily family, const StUnitType *type, const char *name)
{
  guint             n;
  const StAttrSpec *specs = st_family_unit_type_attrs (family, &n);
  const char       *value = st_attrs_get (type->attrs, name);

  for (guint i = 0; i < n && value == NULL; i++)
    if (g_str_equal (specs[i].name, name))
      value = st_family_unit_attr_default (family, &specs[i], type->arm);
  return value != NULL ? atoi (value) : 0;
}

static gboolean
compile_units (MvDef *def, StGame *game, const StScenario *s, GError **error)
{
  if (s->units->len > MV_MAX_UNITS)
    return invalid (error, _ ("The manoeuvre engine plays at most 32 units"));
  def->n_units = s->units->len;
  game->n_units = s->units->len;
  game->unit_ids = g_new0 (char *, s->units->len + 1);
  game->unit_player = g_new0 (int, s->units->len);
  for (guint u = 0; u < s->units->len; u++)
    {
      const StUnit     *unit = g_ptr_array_index (s->units, u);
      const StUnitType *type = st_scenario_find_unit_type (s, unit->type);
      MvUnitDef        *ud = &def->units[u];
      int               p = g_strcmp0 (unit->side, game->sides[0]) == 0 ? 0 : 1;
      int               strength;

      if (type == NULL)
        return invalid (error, _ ("A unit has no unit type"));
      game->unit_ids[u] = g_strdup (unit->id);
      game->unit_player[u] = p;
      ud->player = (guint8) p;
      ud->cavalry = g_strcmp0 (type->arm, "cavalry") == 0;
      ud->movement = (guint8) unit_type_int (s->family, type, "movement");
      strength = st_attrs_get_int (type->attrs, "strength", 1);
      ud->strength[0] = (guint8) strength;
      ud->strength[1] = (guint8) st_attrs_get_int (type->attrs, "reduced-strength", MAX (strength / 2, 1));
      ud->start_cell =
          (gint16) (unit->placed ? st_square_grid_cell (&def->grid, unit->cell.x, unit->cell.y) : -1);
      def->side_mask[p] |= MV_BIT (u);
    }
  return TRUE;
}

/* Each player's own edge: the edge nearest the units the scenario places, the
 * top edge for the first player and the bottom one for the second otherwise. */
static void
compile_edges (MvDef *def)
{
  const StSquareGrid *g = &def->grid;
  double              sx[2] = { 0, 0 }, sy[2] = { 0, 0 };
  int                 n[2] = { 0, 0 };

  for (guint u = 0; u < def->n_units; u++)
    if (def->units[u].start_cell >= 0)
      {
        int p = def->units[u].player;
        sx[p] += st_square_grid_x (g, def->units[u].start_cell);
        sy[p] += st_square_grid_y (g, def->units[u].start_cell);
        n[p]++;
      }
  for (int p = 0; p < 2; p++)
    {
      double x, y, dn, ds, dw, de, best;

      if (n[p] == 0)
        {
          def->home[p] = n[1 - p] == 0 ? (p == 0 ? ST_SQUARE_N : ST_SQUARE_S) : -1;
          continue;
        }
      x = sx[p] / n[p];
      y = sy[p] / n[p];
      dn = y;
      ds = g->rows - 1 - y;
      dw = x;
      de = g->columns - 1 - x;
      best = MIN (MIN (dn, ds), MIN (dw, de));
      def->home[p] = best == dn   ? ST_SQUARE_N
                     : best == ds ? ST_SQUARE_S
                     : best == dw ? ST_SQUARE_W
                                  : ST_SQUARE_E;
    }
  for (int p = 0; p < 2; p++)
    if (def->home[p] < 0)
      def->home[p] = (def->home[1 - p] + 2) % 4;
  def->half = g_new0 (guint8, g->n_cells);
  def->home_rows = g_new0 (guint8, g->n_cells);
  for (int c = 0; c < g->n_cells; c++)
    {
      int x = st_square_grid_x (g, c), y = st_square_grid_y (g, c);

      for (int p = 0; p < 2; p++)
        {
          int depth; /* rows from the player's own edge */
          int size;

          switch (def->home[p])
            {
              case ST_SQUARE_N:
                depth = y, size = g->rows;
                break;
              case ST_SQUARE_S:
                depth = g->rows - 1 - y, size = g->rows;
                break;
              case ST_SQUARE_W:
                depth = x, size = g->columns;
                break;
              default:
                depth = g->columns - 1 - x, size = g->columns;
                break;
            }
          if (depth < 2)
            def->home_rows[c] |= (guint8) (1u << p);
          if (p == 0)
            def->half[c] = depth < size / 2 ? 0 : 1;
        }
    }
}

static gboolean
compile_cards (MvDef *def, StGame *game, const StScenario *s, GError **error)
{
  guint n = 0;

  for (guint d = 0; d < s->decks->len; d++)
    {
      const StDeck *deck = g_ptr_array_index (s->decks, d);
      int           player = -1;

      for (int p = 0; p < 2; p++)
        if (g_strcmp0 (game->sides[p], deck->side) == 0)
          player = p;
      for (guint c = 0; c < deck->cards->len; c++)
        {
          const StCard *card = g_ptr_array_index (deck->cards, c);
          MvCardDef     cd = { 0 };
          int           type = card_type_of (card), single;

          cd.type = (guint8) MAX (type, 0);
          cd.player = (guint8) MAX (player, 0);
          cd.face = (guint16) n;
          cd.unit = MV_NONE;
          if (card->kind == ST_CARD_UNIT)
            {
              int u = card_unit (s, card->unit);
              cd.unit = (guint8) (u < 0 ? MV_NONE : (guint) u);
            }
          cd.attack = parse_dice (card->attrs, "attack");
          cd.defense = parse_dice (card->attrs, "defense");
          cd.bombard = parse_dice (card->attrs, "bombard");
          cd.volley = parse_dice (card->attrs, "volley");
          cd.combat = parse_dice (card->attrs, "combat");
          cd.grand_battery = parse_dice (card->attrs, "grand-battery");
          cd.pursuit = parse_range (card->attrs, "pursuit");
          cd.withdraw = parse_range (card->attrs, "withdraw");
          cd.rally = parse_range (card->attrs, "rally");
          cd.range = (guint8) st_attrs_get_int (card->attrs, "range", mv_dice_set (cd.bombard) ? 2 : 0);
          cd.command = (guint8) st_attrs_get_int (card->attrs, "command", 1);
          cd.nra = st_attrs_get_bool (card->attrs, "not-required-to-advance", FALSE);
          cd.unit_redoubt = st_attrs_get_bool (card->attrs, "redoubt", FALSE);
          cd.guerrillas = st_attrs_get_bool (card->attrs, "guerrillas", FALSE);
          cd.committed = st_attrs_get_bool (card->attrs, "committed-attack", FALSE);
          cd.artillery = st_attrs_get_bool (card->attrs, "artillery", FALSE);
          if (type == MV_CARD_LEADER)
            {
              const char *restricted = st_attrs_get (card->attrs, "restricted-to");

              cd.leader_pursuit = (guint8) cd.pursuit.low;
              cd.pursuit = (MvRange){ 0, 0 };
              if (restricted != NULL)
                {
                  g_auto (GStrv) ids = g_strsplit (restricted, " ", -1);
                  for (guint i = 0; ids[i] != NULL; i++)
                    {
                      int u = card_unit (s, ids[i]);
                      if (u >= 0)
                        cd.restricted |= MV_BIT (u);
                    }
                }
              single = card_unit (s, st_attrs_get (card->attrs, "single-unit"));
              if (single >= 0)
                {
                  cd.unit = (guint8) single;
                  cd.restricted = MV_BIT (single);
                  cd.command = 1;
                }
            }
          if (type == MV_CARD_GUERRILLA || cd.guerrillas)
            def->has_guerrilla[cd.player] = player >= 0;
          for (int copy = 0; copy < MAX (card->copies, 1); copy++)
            {
              if (n >= MV_MAX_CARDS)
                return invalid (error, _ ("The manoeuvre engine plays at most 255 cards"));
              def->cards[n] = cd;
              if (player >= 0)
                {
                  if (def->deck_size[player] >= MV_MAX_DECK)
                    return invalid (error, _ ("A deck has more than 96 cards"));
                  def->deck[player][def->deck_size[player]++] = (guint8) n;
                }
              n++;
            }
        }
    }
  def->n_cards = n;
  return TRUE;
}

static void
compile_terrain (MvDef *def, const StScenario *s)
{
  def->cell = g_new0 (MvTerrain, def->grid.n_cells);
  for (int c = 0; c < def->grid.n_cells; c++)
    {
      const StTerrain *t =
          s->terrains->len > 0 ? g_ptr_array_index (s->terrains, def->grid.terrain[c]) : NULL;
      MvTerrain *m = &def->cell[c];

      if (t == NULL)
        continue;
      m->defense = (gint8) st_attrs_get_int (t->effects, "defense", 0);
      m->attack = (gint8) st_attrs_get_int (t->effects, "attack", 0);
      m->impassable = st_attrs_get_int (t->effects, "impassable", 0) != 0;
      m->blocks_fire = st_attrs_get_int (t->effects, "blocks-fire", 0) != 0;
      m->cavalry_stop = st_attrs_get_int (t->effects, "cavalry-stop", 0) != 0;
      m->no_assault = st_attrs_get_int (t->effects, "no-assault-from", 0) != 0;
      m->no_forced_march = st_attrs_get_int (t->effects, "no-forced-march-from", 0) != 0;
      m->hill = g_strcmp0 (t->pattern, "hills") == 0;
    }
}

static void
mv_free_data (gpointer data)
{
  MvDef *def = data;

  st_square_grid_clear (&def->grid);
  g_free (def->cell);
  g_free (def->half);
  g_free (def->home_rows);
  g_free (def);
}

static gboolean
mv_compile (StGame *game, StScenario *s, GError **error)
{
  g_autofree MvDef *def = g_new0 (MvDef, 1);
  const char       *first = st_scenario_get_param (s, "first-side");
  int               first_index = 0;
  int               count, sides, mod;

  if (s->sides->len != 2)
    return invalid (error, _ ("A manoeuvre scenario needs exactly two sides"));
  if (!st_square_grid_init (&def->grid, s, 4, error))
    return FALSE;
  if (def->grid.n_cells > 4095)
    {
      st_square_grid_clear (&def->grid);
      return invalid (error, _ ("The manoeuvre engine plays at most 4095 squares"));
    }
  if (first != NULL && first[0] != '\0' && st_scenario_side_index (s, first) >= 0)
    first_index = st_scenario_side_index (s, first);
  for (int p = 0; p < 2; p++)
    {
      const StSide *side = g_ptr_array_index (s->sides, p == 0 ? first_index : 1 - first_index);
      game->sides[p] = g_strdup (side->id);
      def->rank[p] = side->rank > 0 ? side->rank : 100 + (p == 0 ? first_index : 1 - first_index);
    }
  game->columns = def->grid.columns;
  game->rows = def->grid.rows;
  def->hand_size = CLAMP (st_scenario_get_param_int (s, "hand-size"), 1, MV_MAX_HAND - 2);
  def->attrition = MAX (st_scenario_get_param_int (s, "attrition-victory"), 1);
  def->advance_to_contact = st_scenario_get_param_bool (s, "advance-to-contact");
  def->tournament_hands = st_scenario_get_param_bool (s, "tournament-hands");
  def->ambush_attack = (MvDice){ 2, 6, 0 };
  if (st_dice_parse (st_scenario_get_param (s, "ambush-attack"), &count, &sides, &mod))
    def->ambush_attack = (MvDice){ (guint8) count, (guint8) sides, (gint8) mod };
  compile_terrain (def, s);
  if (!compile_units (def, game, s, error) || !compile_cards (def, game, s, error))
    {
      mv_free_data (g_steal_pointer (&def));
      return FALSE;
    }
  compile_edges (def);
  game->data = g_steal_pointer (&def);
  game->state_size = sizeof (MvState);
  return TRUE;
}

static void
mv_init_state (const StGame *game, StState *state)
{
  const MvDef *def = MV_DEF (game);
  MvState     *st = MV_STATE (state);

  st->turn = 1;
  st->winner = MV_NONE;
  st->last_moved = MV_NONE;
  mv_combat_reset (st);
  for (guint u = 0; u < MV_MAX_UNITS; u++)
    st->cell[u] = u < def->n_units ? def->units[u].start_cell : -1;
  mv_setup_deal (def, st);
  mv_setup_begin (def, st);
}

static int
mv_current_player (const StGame *game, const StState *state)
{
  const MvState *st = MV_CSTATE (state);

  return st->step == MV_STEP_OVER ? -1 : st->actor;
}

static int
mv_winner (const StGame *game, const StState *state)
{
  const MvState *st = MV_CSTATE (state);

  return st->step == MV_STEP_OVER && st->winner != MV_NONE ? st->winner : -1;
}

static guint
mv_end_reason (const StGame *game, const StState *state)
{
  return MV_CSTATE (state)->end_reason;
}

static int
mv_turn (const StGame *game, const StState *state)
{
  return MV_CSTATE (state)->turn;
}

static guint
mv_phase (const StGame *game, const StState *state)
{
  return mv_phase_of_step (MV_CSTATE (state)->step);
}

static gboolean
mv_is_terminal (const StGame *game, const StState *state)
{
  return MV_CSTATE (state)->step == MV_STEP_OVER;
}

static int
mv_active_player (const StGame *game, const StState *state)
{
  const MvState *st = MV_CSTATE (state);

  return st->step == MV_STEP_SETUP || st->step == MV_STEP_CHOOSE_HAND ? -1 : st->active;
}

static int
mv_unit_cell (const StGame *game, const StState *state, guint unit)
{
  return MV_CSTATE (state)->cell[unit];
}

static gboolean
mv_unit_reduced (const StGame *game, const StState *state, guint unit)
{
  return (MV_CSTATE (state)->reduced & MV_BIT (unit)) != 0;
}

static void
mv_legal_actions (const StGame *game, const StState *state, StActionList *out)
{
  const MvDef   *def = MV_DEF (game);
  const MvState *st = MV_CSTATE (state);

  switch ((MvStep) st->step)
    {
      case MV_STEP_SETUP:
        mv_setup_actions (def, st, out);
        break;
      case MV_STEP_CHOOSE_HAND:
        mv_choose_hand_actions (def, st, out);
        break;
      case MV_STEP_DISCARD:
        mv_discard_actions (def, st, out);
        break;
      case MV_STEP_DRAW:
        mv_draw_actions (def, st, out);
        break;
      case MV_STEP_MOVE:
        mv_movement_actions (def, st, out);
        break;
      case MV_STEP_DECLARE:
        mv_declare_actions (def, st, out);
        mv_fire_declare_actions (def, st, out);
        st_action_list_add (out, mv_action (MV_ACT_END, MV_NONE, MV_NONE, -1, -1, 0));
        break;
      case MV_STEP_DEFEND:
        mv_defend_actions (def, st, out);
        break;
      case MV_STEP_ATTACK:
        mv_attack_actions (def, st, out);
        break;
      case MV_STEP_CHOOSE:
        mv_choose_actions (def, st, out);
        break;
      case MV_STEP_RETREAT:
        mv_retreat_actions (def, st, out);
        break;
      case MV_STEP_ADVANCE:
        mv_advance_actions (def, st, out);
        break;
      case MV_STEP_SKIRMISH:
        mv_skirmish_actions (def, st, out);
        break;
      case MV_STEP_GUERRILLA:
        mv_guerrilla_actions (def, st, out);
        break;
      case MV_STEP_RESTORE:
      case MV_STEP_REDOUBT:
        mv_restore_actions (def, st, out);
        break;
      case MV_STEP_OVER:
      default:
        break;
    }
}

static void
mv_apply (const StGame *game, StState *state, StAction action, StEventLog *events)
{
  const MvDef *def = MV_DEF (game);
  MvState     *st = MV_STATE (state);

  switch ((MvStep) st->step)
    {
      case MV_STEP_SETUP:
        mv_setup_apply (def, st, action);
        break;
      case MV_STEP_CHOOSE_HAND:
        mv_choose_hand_apply (def, st, action);
        break;
      case MV_STEP_DISCARD:
        mv_discard_apply (def, st, action);
        break;
      case MV_STEP_DRAW:
        mv_draw_apply (def, st, action);
        break;
      case MV_STEP_MOVE:
        mv_movement_apply (def, st, action);
        break;
      case MV_STEP_DECLARE:
        if (MV_KIND (action) == MV_ACT_ASSAULT || MV_KIND (action) == MV_ACT_AMBUSH)
          mv_declare_apply (def, st, action);
        else if (MV_KIND (action) == MV_ACT_END)
          mv_restoration_begin (def, st);
        else
          mv_fire_apply (def, st, action);
        break;
      case MV_STEP_DEFEND:
        mv_defend_apply (def, st, action);
        break;
      case MV_STEP_ATTACK:
        mv_attack_apply (def, st, action);
        break;
      case MV_STEP_CHOOSE:
        mv_choose_apply (def, st, action);
        break;
      case MV_STEP_RETREAT:
        mv_retreat_apply (def, st, action);
        break;
      case MV_STEP_ADVANCE:
        mv_advance_apply (def, st, action);
        break;
      case MV_STEP_SKIRMISH:
        mv_skirmish_apply (def, st, action);
        break;
      case MV_STEP_GUERRILLA:
        mv_guerrilla_apply (def, st, action);
        break;
      case MV_STEP_RESTORE:
      case MV_STEP_REDOUBT:
        mv_restore_apply (def, st, action);
        break;
      case MV_STEP_OVER:
      default:
        break;
    }
}

/* The hex-era entries the generic layer still calls. */
static void
mv_choice (const StGame *game, const StState *state, StChoice *choice)
{
  const MvState *st = MV_CSTATE (state);

  *choice = (StChoice){ st->step == MV_STEP_OVER ? ST_CHOICE_NONE : ST_CHOICE_MOVE,
                        mv_current_player (game, state), -1, -1, 0 };
}

static gboolean
mv_last_combat (const StGame *game, const StState *state, StCombatRecord *record)
{
  memset (record, 0, sizeof *record);
  return FALSE;
}

const StRuleset st_manoeuvre_ruleset = {
  .family = ST_FAMILY_MANOEUVRE,
  .phases = mv_phases,
  .n_phases = MV_N_PHASES,
  .end_reasons = mv_end_reasons,
  .n_end_reasons = MV_N_END_REASONS,
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
  .unit_cell = mv_unit_cell,
  .unit_reduced = mv_unit_reduced,
  .legal_actions = mv_legal_actions,
  .apply = mv_apply,
  .action_to_text = mv_action_to_text,
  .random_action = NULL,
  .observe = mv_observe,
  .resample = mv_resample,
  .evaluate = mv_evaluate,
  .choice = mv_choice,
  .last_combat = mv_last_combat,
  .describe_action = mv_describe_action,
  .action_sentence = mv_action_sentence,
  .prompt = mv_prompt,
  .resolution = mv_resolution,
  .status = mv_status,
  .piece_view = mv_piece_view,
  .unit_label = mv_unit_label,
  .pile = mv_pile,
  .hidden_information = TRUE,
};
