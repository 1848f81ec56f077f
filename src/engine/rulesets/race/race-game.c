/* SPDX-License-Identifier: GPL-3.0-or-later */
#define G_LOG_DOMAIN "sandtable-engine"

#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "engine/st-ruleset.h"

/* Race, the test family (core/families/fam-race.c): each side's runners start
 * on the board; a move takes one runner straight ahead by 1 to its movement
 * squares, or one square diagonally ahead, onto empty squares that are not
 * impassable. The first side moves up the board (towards the last row), the
 * second down. A runner on the far row wins; a player who cannot move passes;
 * after turn-limit turns the race is a draw. */

#define RACE_MAX_UNITS 32
#define RACE_PASS ((StAction) 0xffff)

enum
{
  RACE_PHASE_RACE,
  RACE_PHASE_OVER,
};

enum
{
  RACE_END_NONE,
  RACE_END_FINISH,
  RACE_END_TURN_LIMIT,
  RACE_N_END_REASONS,
};

typedef struct
{
  int     columns;
  int     rows;
  int     turn_limit;
  guint   n_units;
  guint8  player[RACE_MAX_UNITS];
  guint8  movement[RACE_MAX_UNITS];
  gint16  start[RACE_MAX_UNITS];
  guint8 *impassable; /* a flag a cell */
} RaceDef;

typedef struct
{
  StStateHeader header;
  gint16        cell[RACE_MAX_UNITS]; /* -1: off the board */
  guint16       turn;
  guint8        current;
  gint8         winner; /* -1: none */
  guint8        end_reason;
  guint8        padding[3];
} RaceState;

#define RACE_DEF(game) ((const RaceDef *) (game)->data)
#define RACE_STATE(state) ((RaceState *) (state))
#define RACE_CSTATE(state) ((const RaceState *) (state))

static const StRulesetName phases[] = {
  { "race", N_ ("Race"), NULL, NULL },
  { "over", N_ ("Game over"), NULL, NULL },
};

static const StRulesetName end_reasons[RACE_N_END_REASONS] = {
  { "none", N_ ("Not over"), NULL, NULL },
  { "finish-line", N_ ("Finish line reached"), N_ ("A runner reached the far row of the board."), NULL },
  { "turn-limit", N_ ("Turn limit"), N_ ("No runner reached the far row within the turn limit."), NULL },
};

static gboolean
invalid (GError **error, const char *message)
{
  g_set_error_literal (error, ST_GAME_ERROR, ST_GAME_ERROR_INVALID, message);
  return FALSE;
}

static void
race_free_data (gpointer data)
{
  RaceDef *def = data;

  g_free (def->impassable);
  g_free (def);
}

static gboolean
race_compile (StGame *game, StScenario *s, GError **error)
{
  RaceDef     *def = g_new0 (RaceDef, 1);
  const char  *first = st_scenario_get_param (s, "first-side");
  const char **terrain;

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
  if (s->board->columns < 1 || s->board->rows < 2 || s->board->columns * s->board->rows > 4096)
    return invalid (error, _ ("The race is run on 2 to 4,096 squares"));
  if (s->units->len > RACE_MAX_UNITS)
    return invalid (error, _ ("The engine plays at most 32 runners"));
  def->columns = game->columns = s->board->columns;
  def->rows = game->rows = s->board->rows;
  def->turn_limit = CLAMP (st_scenario_get_param_int (s, "turn-limit"), 1, 99);
  def->impassable = g_new0 (guint8, def->columns * def->rows);
  terrain = st_scenario_terrain_grid (s);
  for (int c = 0; c < def->columns * def->rows; c++)
    {
      const StTerrain *t = st_scenario_find_terrain (s, terrain[c]);

      def->impassable[c] = t != NULL && st_attrs_get_int (t->effects, "impassable", 0) != 0;
    }
  g_free (terrain);

  def->n_units = game->n_units = s->units->len;
  game->unit_ids = g_new0 (char *, s->units->len + 1);
  game->unit_player = g_new0 (int, s->units->len);
  for (guint u = 0; u < s->units->len; u++)
    {
      const StUnit     *unit = g_ptr_array_index (s->units, u);
      const StUnitType *type = st_scenario_find_unit_type (s, unit->type);

      if (type == NULL)
        return blame_unit (game, unit, invalid (error, _ ("A runner has no unit type")));
      game->unit_ids[u] = g_strdup (unit->id);
      game->unit_player[u] = def->player[u] = g_strcmp0 (unit->side, game->sides[0]) == 0 ? 0 : 1;
      def->movement[u] = (guint8) CLAMP (st_attrs_get_int (type->attrs, "movement", 1), 1, 3);
      def->start[u] = unit->placed && st_board_contains (s->board, unit->cell.x, unit->cell.y)
                          ? (gint16) (unit->cell.y * def->columns + unit->cell.x)
                          : -1;
    }
  game->state_size = sizeof (RaceState);
  return TRUE;
}

static void
race_init_state (const StGame *game, StState *state)
{
  const RaceDef *def = RACE_DEF (game);
  RaceState     *st = RACE_STATE (state);

  for (guint u = 0; u < RACE_MAX_UNITS; u++)
    st->cell[u] = u < def->n_units ? def->start[u] : -1;
  st->turn = 1;
  st->winner = -1;
}

static gboolean
occupied (const RaceDef *def, const RaceState *st, int cell)
{
  for (guint u = 0; u < def->n_units; u++)
    if (st->cell[u] == cell)
      return TRUE;
  return FALSE;
}

/* Where action kind k takes unit u: 0 and 1 diagonally ahead (left, right),
 * 2 + n straight ahead by n + 1 squares; -1 when it cannot go. */
static int
destination (const RaceDef *def, const RaceState *st, guint u, guint k)
{
  int from = st->cell[u], x, y, dy = def->player[u] == 0 ? 1 : -1;

  if (from < 0)
    return -1;
  x = from % def->columns;
  y = from / def->columns;
  if (k < 2)
    {
      x += k == 0 ? -1 : 1;
      y += dy;
    }
  else
    {
      if (k - 2 >= def->movement[u])
        return -1;
      for (guint n = 0; n <= k - 2; n++)
        {
          y += dy;
          if (y < 0 || y >= def->rows || def->impassable[y * def->columns + x]
              || occupied (def, st, y * def->columns + x))
            return -1;
        }
      return y * def->columns + x;
    }
  if (x < 0 || x >= def->columns || y < 0 || y >= def->rows || def->impassable[y * def->columns + x]
      || occupied (def, st, y * def->columns + x))
    return -1;
  return y * def->columns + x;
}

static void
race_legal_actions (const StGame *game, const StState *state, StActionList *out)
{
  const RaceDef   *def = RACE_DEF (game);
  const RaceState *st = RACE_CSTATE (state);

  st_action_list_clear (out);
  if (st->end_reason != RACE_END_NONE)
    return;
  for (guint u = 0; u < def->n_units; u++)
    if (def->player[u] == st->current)
      for (guint k = 0; k < 5; k++)
        if (destination (def, st, u, k) >= 0)
          st_action_list_add (out, (StAction) (u << 8 | k));
  if (out->len == 0)
    st_action_list_add (out, RACE_PASS);
}

static void
race_apply (const StGame *game, StState *state, StAction action, StEventLog *events)
{
  const RaceDef *def = RACE_DEF (game);
  RaceState     *st = RACE_STATE (state);

  if (action != RACE_PASS)
    {
      guint u = (guint) (action >> 8);
      int   to = destination (def, st, u, (guint) (action & 0xff));
      int   row = to / def->columns;

      st->cell[u] = (gint16) to;
      if (row == (def->player[u] == 0 ? def->rows - 1 : 0))
        {
          st->winner = (gint8) def->player[u];
          st->end_reason = RACE_END_FINISH;
          return;
        }
    }
  if (st->current == 1)
    st->turn++;
  st->current ^= 1;
  if (st->turn > def->turn_limit)
    st->end_reason = RACE_END_TURN_LIMIT;
}

static char *
place_text (const RaceDef *def, int cell)
{
  return g_strdup_printf ("%d,%d", cell % def->columns, cell / def->columns);
}

static char *
race_action_to_text (const StGame *game, const StState *state, StAction action)
{
  const RaceDef   *def = RACE_DEF (game);
  const RaceState *st = RACE_CSTATE (state);
  guint            u = (guint) (action >> 8);
  g_autofree char *from = NULL;
  g_autofree char *to = NULL;

  if (action == RACE_PASS)
    return g_strdup ("pass");
  from = place_text (def, st->cell[u]);
  to = place_text (def, destination (def, st, u, (guint) (action & 0xff)));
  return g_strdup_printf ("move %s %s-%s", game->unit_ids[u], from, to);
}

static void
race_describe_action (const StGame *game, const StState *state, StAction action, StActionInfo *info)
{
  const RaceDef   *def = RACE_DEF (game);
  const RaceState *st = RACE_CSTATE (state);
  guint            u = (guint) (action >> 8);

  if (action == RACE_PASS)
    {
      info->kind = "pass";
      info->flags |= ST_ACTION_FLAG_PASS;
      return;
    }
  info->kind = "move";
  info->unit = (int) u;
  info->from = st->cell[u];
  info->to = destination (def, st, u, (guint) (action & 0xff));
}

static char *
race_action_sentence (const StGame  *game,
                      const StState *state,
                      StAction       action,
                      const StState *after,
                      int            viewer,
                      const char    *lang)
{
  const RaceDef   *def = RACE_DEF (game);
  const RaceState *st = RACE_CSTATE (state);
  guint            u = (guint) (action >> 8);
  g_autofree char *unit = NULL;
  g_autofree char *from = NULL;
  g_autofree char *to = NULL;

  if (action == RACE_PASS)
    /* Translators: %s is a side's name. */
    return g_strdup_printf (_ ("%s cannot move and passes"),
                            st_game_side_name (game->scenario, game->sides[st->current]));
  /* "Blue Runner": the side and the unit type, as people name them. */
  {
    const StUnit     *scenario_unit = st_scenario_find_unit (game->scenario, game->unit_ids[u]);
    const StUnitType *type = st_scenario_find_unit_type (game->scenario, scenario_unit->type);
    const char       *type_name = type->name != NULL ? st_text_get (type->name, lang) : NULL;

    unit = g_strdup_printf ("%s %s", st_game_side_name (game->scenario, game->sides[def->player[u]]),
                            type_name != NULL && *type_name != '\0' ? type_name : _ ("runner"));
  }
  from = st_game_place_label (game, st->cell[u], lang);
  to = st_game_place_label (game, destination (def, st, u, (guint) (action & 0xff)), lang);
  /* Translators: a runner, where it starts and where it goes. */
  return g_strdup_printf (_ ("%s runs from %s to %s"), unit, from, to);
}

/* How far the player's best runner still has to go, in rows. */
static int
rows_to_go (const RaceDef *def, const RaceState *st, int player)
{
  int best = def->rows;

  for (guint u = 0; u < def->n_units; u++)
    if (def->player[u] == player && st->cell[u] >= 0)
      {
        int row = st->cell[u] / def->columns;

        best = MIN (best, player == 0 ? def->rows - 1 - row : row);
      }
  return best;
}

static double
race_evaluate (const StGame *game, const StState *state, int player)
{
  const RaceDef   *def = RACE_DEF (game);
  const RaceState *st = RACE_CSTATE (state);

  if (st->winner >= 0)
    return st->winner == player ? 1.0 : -1.0;
  return (double) (rows_to_go (def, st, 1 - player) - rows_to_go (def, st, player)) / def->rows;
}

static int
race_current_player (const StGame *game, const StState *state)
{
  return RACE_CSTATE (state)->end_reason != RACE_END_NONE ? -1 : RACE_CSTATE (state)->current;
}

static int
race_winner (const StGame *game, const StState *state)
{
  return RACE_CSTATE (state)->winner;
}

static guint
race_end_reason (const StGame *game, const StState *state)
{
  return RACE_CSTATE (state)->end_reason;
}

static int
race_turn (const StGame *game, const StState *state)
{
  return MIN (RACE_CSTATE (state)->turn, RACE_DEF (game)->turn_limit);
}

static guint
race_phase (const StGame *game, const StState *state)
{
  return RACE_CSTATE (state)->end_reason != RACE_END_NONE ? RACE_PHASE_OVER : RACE_PHASE_RACE;
}

static gboolean
race_is_terminal (const StGame *game, const StState *state)
{
  return RACE_CSTATE (state)->end_reason != RACE_END_NONE;
}

static int
race_active_player (const StGame *game, const StState *state)
{
  return RACE_CSTATE (state)->current;
}

/* A race piece: its owner, its place (-1 off the map), its type; nothing is
 * hidden and nothing is reduced. */
static void
race_piece_view (const StGame *game, const StState *state, int viewer, guint unit, StPieceView *view)
{
  const StScenario *scenario = st_game_scenario (game);
  const StUnit     *scenario_unit = st_scenario_find_unit (scenario, st_game_unit_id (game, unit));

  view->player = st_game_unit_player (game, unit);
  view->place = RACE_CSTATE (state)->cell[unit];
  view->type = -1;
  for (guint i = 0; scenario_unit != NULL && i < scenario->unit_types->len; i++)
    if (g_strcmp0 (((const StUnitType *) g_ptr_array_index (scenario->unit_types, i))->id,
                   scenario_unit->type)
        == 0)
      view->type = (int) i;
  view->eliminated = view->place < 0;
}

const StRuleset st_race_ruleset = {
  .family = &st_family_race,
  .phases = phases,
  .n_phases = G_N_ELEMENTS (phases),
  .end_reasons = end_reasons,
  .n_end_reasons = RACE_N_END_REASONS,
  .compile = race_compile,
  .free_data = race_free_data,
  .init_state = race_init_state,
  .current_player = race_current_player,
  .winner = race_winner,
  .end_reason = race_end_reason,
  .turn = race_turn,
  .phase = race_phase,
  .is_terminal = race_is_terminal,
  .active_player = race_active_player,
  .piece_view = race_piece_view,
  .legal_actions = race_legal_actions,
  .apply = race_apply,
  .action_to_text = race_action_to_text,
  .evaluate = race_evaluate,
  .describe_action = race_describe_action,
  .action_sentence = race_action_sentence,
  .deterministic = TRUE,
};
