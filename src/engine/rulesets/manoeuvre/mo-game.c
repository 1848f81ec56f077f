/* SPDX-License-Identifier: GPL-3.0-or-later */
#define G_LOG_DOMAIN "sandtable-engine"

#include "config.h"

#include <glib/gi18n-lib.h>
#include <stdlib.h>
#include <string.h>

#include "mo-private.h"

/* The ruleset's compiled definition, the step machine's dispatch and the
 * ruleset table. */

static const StRulesetName mo_phases[MO_N_PHASES] = {
  { "setup", N_ ("Set-up"), NULL },   { "discard", NC_ ("game phase", "Discard"), NULL, "game phase" },
  { "draw", N_ ("Draw"), NULL },      { "movement", N_ ("Movement"), NULL },
  { "combat", N_ ("Combat"), NULL },  { "restoration", N_ ("Restoration"), NULL },
  { "over", N_ ("Game over"), NULL },
};

static const StRulesetName mo_end_reasons[MO_N_END_REASONS] = {
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

MoPhase
mo_phase_of_step (MoStep step)
{
  switch (step)
    {
      case MO_STEP_BATTLEFIELD:
      case MO_STEP_EDGE:
      case MO_STEP_SETUP:
      case MO_STEP_CHOOSE_HAND:
        return MO_PHASE_SETUP;
      case MO_STEP_DISCARD:
        return MO_PHASE_DISCARD;
      case MO_STEP_DRAW:
        return MO_PHASE_DRAW;
      case MO_STEP_MOVE:
        return MO_PHASE_MOVEMENT;
      case MO_STEP_RESTORE:
      case MO_STEP_REDOUBT:
        return MO_PHASE_RESTORATION;
      case MO_STEP_OVER:
        return MO_PHASE_OVER;
      case MO_STEP_GUERRILLA:
      case MO_STEP_DECLARE:
      case MO_STEP_DEFEND:
      case MO_STEP_ATTACK:
      case MO_STEP_CHOOSE:
      case MO_STEP_RETREAT:
      case MO_STEP_ADVANCE:
      case MO_STEP_SKIRMISH:
      default:
        return MO_PHASE_COMBAT;
    }
}

/* A Guerrilla reaction interrupts the step a card was played in (the movement,
 * combat or restoration phase): the game is still in that step's phase. */
MoPhase
mo_state_phase (const MoState *st)
{
  if (st->step == MO_STEP_GUERRILLA && st->pending.kind != 0)
    return mo_phase_of_step ((MoStep) st->pending.resume);
  return mo_phase_of_step ((MoStep) st->step);
}

static gboolean
invalid (GError **error, const char *message)
{
  g_set_error_literal (error, ST_GAME_ERROR, ST_GAME_ERROR_INVALID, message);
  return FALSE;
}

static MoDice
parse_dice (const GPtrArray *attrs, const char *name)
{
  int    count = 0, sides = 0, mod = 0;
  MoDice dice = { 0, 0, 0 };

  if (st_dice_parse (st_attrs_get (attrs, name), &count, &sides, &mod))
    dice = (MoDice){ (guint8) count, (guint8) sides, (gint8) mod };
  return dice;
}

static MoRange
parse_range (const GPtrArray *attrs, const char *name)
{
  int     low = 0, high = 0;
  MoRange range = { 0, 0 };

  if (st_range_parse (st_attrs_get (attrs, name), &low, &high))
    range = (MoRange){ (guint8) low, (guint8) high };
  return range;
}

static int
card_type_of (const StCard *card)
{
  static const struct
  {
    const char *id;
    MoCardType  type;
  } types[] = {
    { "ambush", MO_CARD_AMBUSH },
    { "banzai-charge", MO_CARD_BANZAI },
    { "committed-attack", MO_CARD_COMMITTED },
    { "death-with-honour", MO_CARD_DEATH_WITH_HONOUR },
    { "forced-march", MO_CARD_FORCED_MARCH },
    { "guerrilla", MO_CARD_GUERRILLA },
    { "redoubt", MO_CARD_REDOUBT },
    { "regroup", MO_CARD_REGROUP },
    { "rockets", MO_CARD_ROCKETS },
    { "sappers", MO_CARD_SAPPERS },
    { "skirmish", MO_CARD_SKIRMISH },
    { "spy", MO_CARD_SPY },
    { "supply", MO_CARD_SUPPLY },
    { "withdraw", MO_CARD_WITHDRAW },
    { "leader", MO_CARD_LEADER },
    { "maharaja", MO_CARD_MAHARAJA },
  };

  if (card->kind == ST_CARD_UNIT)
    return MO_CARD_UNIT;
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
unit_type_int (const StFamily *family, const StUnitType *type, const char *name)
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
compile_units (MoDef *def, StGame *game, const StScenario *s, GError **error)
{
  if (s->units->len > MO_MAX_UNITS)
    return invalid (error, _ ("The manoeuvre engine plays at most 32 units"));
  def->n_units = s->units->len;
  game->n_units = s->units->len;
  game->unit_ids = g_new0 (char *, s->units->len + 1);
  game->unit_player = g_new0 (int, s->units->len);
  for (guint u = 0; u < s->units->len; u++)
    {
      const StUnit     *unit = g_ptr_array_index (s->units, u);
      const StUnitType *type = st_scenario_find_unit_type (s, unit->type);
      MoUnitDef        *ud = &def->units[u];
      int               p = g_strcmp0 (unit->side, game->sides[0]) == 0 ? 0 : 1;
      int               strength;

      if (type == NULL)
        return blame_unit (game, unit, invalid (error, _ ("A unit has no unit type")));
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
      def->side_mask[p] |= MO_BIT (u);
    }
  return TRUE;
}

/* Each player's own edge: the edge nearest the units the scenario places, the
 * top edge for the first player and the bottom one for the second otherwise (the
 * second player may then choose another as a set-up action). */
static void
compile_edges (MoDef *def)
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
  def->open_edges = n[0] == 0 && n[1] == 0;
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
  def->span[ST_SQUARE_N] = def->span[ST_SQUARE_S] = g->rows;
  def->span[ST_SQUARE_W] = def->span[ST_SQUARE_E] = g->columns;
  for (int d = 0; d < 4; d++)
    {
      def->depth[d] = g_new0 (guint8, g->n_cells);
      for (int c = 0; c < g->n_cells; c++)
        {
          int x = st_square_grid_x (g, c), y = st_square_grid_y (g, c);
          int depth = d == ST_SQUARE_N   ? y
                      : d == ST_SQUARE_S ? g->rows - 1 - y
                      : d == ST_SQUARE_W ? x
                                         : g->columns - 1 - x;

          def->depth[d][c] = (guint8) MIN (depth, 255);
          if (g->n_cells <= 64 && depth < def->span[d] / 2)
            def->near_half[d] |= G_GUINT64_CONSTANT (1) << c;
        }
    }
  if (g->n_cells <= 64)
    {
      def->board_mask =
          g->n_cells < 64 ? (G_GUINT64_CONSTANT (1) << g->n_cells) - 1 : ~G_GUINT64_CONSTANT (0);
      for (int c = 0; c < g->n_cells; c += g->columns)
        def->first_column |= G_GUINT64_CONSTANT (1) << c;
      for (int c = 0; c < g->n_cells; c++)
        def->cell_bit[c] = G_GUINT64_CONSTANT (1) << c;
      def->last_column = def->first_column << (g->columns - 1);
      def->neighbour_mask = g_new0 (guint64, g->n_cells);
      for (int c = 0; c < g->n_cells; c++)
        for (int d = 0; d < 4; d++)
          if (g->neighbours[c][d] >= 0)
            def->neighbour_mask[c] |= G_GUINT64_CONSTANT (1) << g->neighbours[c][d];
      for (int c = 0; c < g->n_cells; c++)
        {
          guint64 m = def->cell_bit[c];

          for (int k = 0; k < MO_AROUND_STEPS; k++)
            {
              guint64 grown = m;

              for (guint64 rest = m; rest != 0; rest &= rest - 1)
                grown |= def->neighbour_mask[__builtin_ctzll (rest)];
              def->around[c][k] = m = grown;
            }
        }
    }
}

static gboolean
compile_cards (MoDef *def, StGame *game, const StScenario *s, GError **error)
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
          MoCardDef     cd = { 0 };
          int           type = card_type_of (card), single;

          cd.type = (guint8) MAX (type, 0);
          cd.player = (guint8) MAX (player, 0);
          cd.face = (guint16) n;
          cd.unit = MO_NONE;
          if (card->kind == ST_CARD_UNIT)
            {
              int u = card_unit (s, card->unit);
              cd.unit = (guint8) (u < 0 ? MO_NONE : (guint) u);
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
          cd.range = (guint8) st_attrs_get_int (card->attrs, "range", mo_dice_set (cd.bombard) ? 2 : 0);
          cd.command = (guint8) st_attrs_get_int (card->attrs, "command", 1);
          cd.nra = st_attrs_get_bool (card->attrs, "not-required-to-advance", FALSE);
          cd.unit_redoubt = st_attrs_get_bool (card->attrs, "redoubt", FALSE);
          cd.guerrillas = st_attrs_get_bool (card->attrs, "guerrillas", FALSE);
          cd.committed = st_attrs_get_bool (card->attrs, "committed-attack", FALSE);
          cd.artillery = st_attrs_get_bool (card->attrs, "artillery", FALSE);
          if (cd.unit_redoubt)
            {
              const char *ids = st_attrs_get (card->attrs, "redoubt-units");
              g_auto (GStrv) list = g_strsplit (ids != NULL ? ids : "", " ", -1);

              for (guint i = 0; list[i] != NULL; i++)
                {
                  int u = card_unit (s, list[i]);
                  if (u >= 0)
                    cd.redoubt_units |= MO_BIT (u);
                }
              if (cd.unit != MO_NONE)
                cd.redoubt_units |= MO_BIT (cd.unit);
            }
          if (type == MO_CARD_LEADER)
            {
              const char *restricted = st_attrs_get (card->attrs, "restricted-to");

              cd.leader_pursuit = (guint8) cd.pursuit.low;
              cd.pursuit = (MoRange){ 0, 0 };
              if (restricted != NULL)
                {
                  g_auto (GStrv) ids = g_strsplit (restricted, " ", -1);
                  for (guint i = 0; ids[i] != NULL; i++)
                    {
                      int u = card_unit (s, ids[i]);
                      if (u >= 0)
                        cd.restricted |= MO_BIT (u);
                    }
                }
              single = card_unit (s, st_attrs_get (card->attrs, "single-unit"));
              if (single >= 0)
                {
                  cd.unit = (guint8) single;
                  cd.restricted = MO_BIT (single);
                  cd.command = 1;
                }
            }
          if (type == MO_CARD_GUERRILLA || cd.guerrillas)
            def->has_guerrilla[cd.player] = player >= 0;
          for (int copy = 0; copy < MAX (card->copies, 1); copy++)
            {
              if (n >= MO_MAX_CARDS)
                return invalid (error, _ ("The manoeuvre engine plays at most 255 cards"));
              def->cards[n] = cd;
              if (player >= 0)
                {
                  if (def->deck_size[player] >= MO_MAX_DECK)
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

/* What the rules need of a terrain type; NULL: plain ground. */
MoTerrain
mo_terrain_of (const StTerrain *t)
{
  MoTerrain m = { 0 };

  if (t == NULL)
    return m;
  m.defense = (gint8) st_attrs_get_int (t->effects, "defense", 0);
  m.attack = (gint8) st_attrs_get_int (t->effects, "attack", 0);
  m.impassable = st_attrs_get_int (t->effects, "impassable", 0) != 0;
  m.blocks_fire = st_attrs_get_int (t->effects, "blocks-fire", 0) != 0;
  m.cavalry_stop = st_attrs_get_int (t->effects, "cavalry-stop", 0) != 0;
  m.no_assault = st_attrs_get_int (t->effects, "no-assault-from", 0) != 0;
  m.no_forced_march = st_attrs_get_int (t->effects, "no-forced-march-from", 0) != 0;
  m.hill = g_strcmp0 (t->pattern, "hills") == 0;
  return m;
}

static void
compile_terrain (MoDef *def, const StScenario *s)
{
  def->cell = g_new0 (MoTerrain, def->grid.n_cells);
  for (int c = 0; c < def->grid.n_cells; c++)
    def->cell[c] =
        mo_terrain_of (s->terrains->len > 0 ? g_ptr_array_index (s->terrains, def->grid.terrain[c]) : NULL);
}

static void
mo_free_data (gpointer data)
{
  MoDef *def = data;

  st_square_grid_clear (&def->grid);
  g_free (def->cell);
  for (int d = 0; d < 4; d++)
    g_free (def->depth[d]);
  g_free (def->neighbour_mask);
  g_free (def->impassable);
  mo_battlefield_free (def);
  g_free (def);
}

static gboolean
mo_compile (StGame *game, StScenario *s, GError **error)
{
  g_autofree MoDef *def = g_new0 (MoDef, 1);
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
  def->hand_size = CLAMP (st_scenario_get_param_int (s, "hand-size"), 1, MO_MAX_HAND - 2);
  def->attrition = MAX (st_scenario_get_param_int (s, "attrition-victory"), 1);
  def->advance_to_contact = st_scenario_get_param_bool (s, "advance-to-contact");
  def->tournament_hands = st_scenario_get_param_bool (s, "tournament-hands");
  def->ambush_attack = (MoDice){ 2, 6, 0 };
  if (st_dice_parse (st_scenario_get_param (s, "ambush-attack"), &count, &sides, &mod))
    def->ambush_attack = (MoDice){ (guint8) count, (guint8) sides, (gint8) mod };
  compile_terrain (def, s);
  mo_battlefield_compile (def, s);
  if (!def->open_battlefield)
    {
      def->impassable = g_new0 (guint64, ((gsize) def->grid.n_cells + 63) / 64);
      for (int c = 0; c < def->grid.n_cells; c++)
        if (def->cell[c].impassable)
          def->impassable[c / 64] |= G_GUINT64_CONSTANT (1) << (c % 64);
    }
  if (!compile_units (def, game, s, error) || !compile_cards (def, game, s, error))
    {
      mo_free_data (g_steal_pointer (&def));
      return FALSE;
    }
  compile_edges (def);
  for (guint c = 0; c < def->n_cards; c++)
    {
      gboolean attack = mo_dice_set (mo_attack_dice (def, c));

      if (attack)
        def->attack_cards[c / 64] |= G_GUINT64_CONSTANT (1) << (c % 64);
      def->card_eval[c] = def->cards[c].unit == MO_NONE
                              ? MO_CARD_EVAL_NO_UNIT
                              : (guint8) ((def->cards[c].unit & 31u) | (attack ? MO_CARD_EVAL_ATTACK : 0u));
    }
  game->data = g_steal_pointer (&def);
  game->state_size = sizeof (MoState);
  return TRUE;
}

static void
mo_init_state (const StGame *game, StState *state)
{
  const MoDef *def = MO_DEF (game);
  MoState     *st = MO_STATE (state);

  st->turn = 1;
  st->winner = MO_NONE;
  st->last_moved = MO_NONE;
  mo_combat_reset (st);
  st->home[0] = (guint8) def->home[0];
  st->home[1] = (guint8) def->home[1];
  for (guint u = 0; u < MO_MAX_UNITS; u++)
    st->cell[u] = u < def->n_units ? def->units[u].start_cell : -1;
  mo_setup_deal (def, st);
  mo_setup_begin (def, st);
}

static int
mo_current_player (const StGame *game, const StState *state)
{
  const MoState *st = MO_CSTATE (state);

  return st->step == MO_STEP_OVER ? -1 : st->actor;
}

static int
mo_winner (const StGame *game, const StState *state)
{
  const MoState *st = MO_CSTATE (state);

  return st->step == MO_STEP_OVER && st->winner != MO_NONE ? st->winner : -1;
}

static guint
mo_end_reason (const StGame *game, const StState *state)
{
  return MO_CSTATE (state)->end_reason;
}

static int
mo_turn (const StGame *game, const StState *state)
{
  return MO_CSTATE (state)->turn;
}

static guint
mo_phase (const StGame *game, const StState *state)
{
  return mo_state_phase (MO_CSTATE (state));
}

static gboolean
mo_is_terminal (const StGame *game, const StState *state)
{
  return MO_CSTATE (state)->step == MO_STEP_OVER;
}

static int
mo_active_player (const StGame *game, const StState *state)
{
  const MoState *st = MO_CSTATE (state);

  return mo_state_phase (st) == MO_PHASE_SETUP ? -1 : st->active;
}

static void
mo_legal_actions (const StGame *game, const StState *state, StActionList *out)
{
  const MoDef   *def = MO_DEF (game);
  const MoState *st = MO_CSTATE (state);

  switch ((MoStep) st->step)
    {
      case MO_STEP_BATTLEFIELD:
      case MO_STEP_EDGE:
        mo_battlefield_actions (def, st, out);
        break;
      case MO_STEP_SETUP:
        mo_setup_actions (def, st, out);
        break;
      case MO_STEP_CHOOSE_HAND:
        mo_choose_hand_actions (def, st, out);
        break;
      case MO_STEP_DISCARD:
        mo_discard_actions (def, st, out);
        break;
      case MO_STEP_DRAW:
        mo_draw_actions (def, st, out);
        return; /* the draw phase offers the Spy itself */
      case MO_STEP_MOVE:
        mo_movement_actions (def, st, out);
        break;
      case MO_STEP_DECLARE:
        mo_declare_actions (def, st, out);
        mo_fire_declare_actions (def, st, out);
        st_action_list_add (out, mo_action (MO_ACT_END, MO_NONE, MO_NONE, -1, -1, 0));
        break;
      case MO_STEP_DEFEND:
        mo_defend_actions (def, st, out);
        break;
      case MO_STEP_ATTACK:
        mo_attack_actions (def, st, out);
        break;
      case MO_STEP_CHOOSE:
        mo_choose_actions (def, st, out);
        break;
      case MO_STEP_RETREAT:
        mo_retreat_actions (def, st, out);
        break;
      case MO_STEP_ADVANCE:
        mo_advance_actions (def, st, out);
        break;
      case MO_STEP_SKIRMISH:
        mo_skirmish_actions (def, st, out);
        break;
      case MO_STEP_GUERRILLA:
        mo_guerrilla_actions (def, st, out);
        break;
      case MO_STEP_RESTORE:
      case MO_STEP_REDOUBT:
        mo_restore_actions (def, st, out);
        break;
      case MO_STEP_OVER:
      default:
        break;
    }
  mo_spy_actions (def, st, out);
}

static void
mo_apply (const StGame *game, StState *state, StAction action, StEventLog *events)
{
  const MoDef *def = MO_DEF (game);
  MoState     *st = MO_STATE (state);

  /* The resolution rows say what this action resolved, nothing older. */
  st->res = (MoResolution){ 0 };
  if (MO_KIND (action) == MO_ACT_SPY && st->step != MO_STEP_DRAW)
    {
      mo_spy_apply (def, st, MO_CARD (action));
      return;
    }
  switch ((MoStep) st->step)
    {
      case MO_STEP_BATTLEFIELD:
      case MO_STEP_EDGE:
        mo_battlefield_apply (def, st, action);
        break;
      case MO_STEP_SETUP:
        mo_setup_apply (def, st, action);
        break;
      case MO_STEP_CHOOSE_HAND:
        mo_choose_hand_apply (def, st, action);
        break;
      case MO_STEP_DISCARD:
        mo_discard_apply (def, st, action);
        break;
      case MO_STEP_DRAW:
        mo_draw_apply (def, st, action);
        break;
      case MO_STEP_MOVE:
        mo_movement_apply (def, st, action);
        break;
      case MO_STEP_DECLARE:
        if (MO_KIND (action) == MO_ACT_ASSAULT || MO_KIND (action) == MO_ACT_AMBUSH)
          mo_declare_apply (def, st, action);
        else if (MO_KIND (action) == MO_ACT_END)
          mo_restoration_begin (def, st);
        else
          mo_fire_apply (def, st, action);
        break;
      case MO_STEP_DEFEND:
        mo_defend_apply (def, st, action);
        break;
      case MO_STEP_ATTACK:
        mo_attack_apply (def, st, action);
        break;
      case MO_STEP_CHOOSE:
        mo_choose_apply (def, st, action);
        break;
      case MO_STEP_RETREAT:
        mo_retreat_apply (def, st, action);
        break;
      case MO_STEP_ADVANCE:
        mo_advance_apply (def, st, action);
        break;
      case MO_STEP_SKIRMISH:
        mo_skirmish_apply (def, st, action);
        break;
      case MO_STEP_GUERRILLA:
        mo_guerrilla_apply (def, st, action);
        break;
      case MO_STEP_RESTORE:
      case MO_STEP_REDOUBT:
        mo_restore_apply (def, st, action);
        break;
      case MO_STEP_OVER:
      default:
        break;
    }
}

const StRuleset st_manoeuvre_ruleset = {
  .family = &st_family_manoeuvre,
  .phases = mo_phases,
  .n_phases = MO_N_PHASES,
  .end_reasons = mo_end_reasons,
  .n_end_reasons = MO_N_END_REASONS,
  .compile = mo_compile,
  .free_data = mo_free_data,
  .init_state = mo_init_state,
  .current_player = mo_current_player,
  .winner = mo_winner,
  .end_reason = mo_end_reason,
  .turn = mo_turn,
  .phase = mo_phase,
  .is_terminal = mo_is_terminal,
  .active_player = mo_active_player,
  .legal_actions = mo_legal_actions,
  .apply = mo_apply,
  .action_to_text = mo_action_to_text,
  .random_action = NULL,
  .observe = mo_observe,
  .resample = mo_resample,
  .evaluate = mo_evaluate,
  .overlays = mo_overlays,
  .n_overlays = MO_N_OVERLAYS,
  .overlay = mo_overlay,
  .describe_action = mo_describe_action,
  .action_cards = mo_action_cards,
  .action_sentence = mo_action_sentence,
  .end_detail = mo_end_detail,
  .prompt = mo_prompt,
  .resolution = mo_resolution,
  .status = mo_status,
  .piece_view = mo_piece_view,
  .unit_label = mo_unit_label,
  .pile = mo_pile,
  .board_setup = mo_placements,
  .hidden_information = TRUE,
};
