/* SPDX-License-Identifier: GPL-3.0-or-later */
#define G_LOG_DOMAIN "sandtable-lint"

#include "config.h"

#include <glib/gi18n-lib.h>

#include "st-labels.h"
#include "st-lint.h"
#include "st-markup-rules.h"

/* Live checks of a scenario's set-up, run after every edit: where units stand,
 * how a point-and-line map hangs together, what the decks refer to. */

typedef struct
{
  const StScenario *scenario;
  GPtrArray        *problems;
  /* Every check looks up once for each unit, link or card: in constant time,
   * so that a scenario at the format's limits is checked in linear time. */
  StScenarioIndex *index;
} Lint;

/* Adds a problem with message, which it takes. */
/* Adds a problem with message, which it takes. */
static StLintProblem *
add_take (Lint *lint, StLintKind kind, char *message)
{
  return st_lint_add_problem (lint->problems, lint->scenario, kind, NULL, message);
}

G_GNUC_PRINTF (3, 4)
static StLintProblem *
add (Lint *lint, StLintKind kind, const char *format, ...)
{
  va_list args;
  char   *message;

  va_start (args, format);
  message = g_strdup_vprintf (format, args);
  va_end (args);
  return add_take (lint, kind, message);
}

StLintProblem *
st_lint_add_problem (
    GPtrArray *problems, const StScenario *scenario, StLintKind kind, const StUnit *unit, char *message)
{
  StLintProblem *problem = g_new0 (StLintProblem, 1);

  problem->kind = kind;
  problem->message = message;
  g_ptr_array_add (problems, problem);
  if (unit == NULL)
    return problem;
  problem->unit = g_strdup (unit->id);
  if (st_board_is_grid (scenario->board))
    {
      problem->has_cell = TRUE;
      problem->cell = unit->cell;
    }
  else
    problem->node = g_strdup (unit->node);
  return problem;
}

static StLintProblem *
add_for_unit (Lint *lint, StLintKind kind, const StUnit *unit, char *message)
{
  return st_lint_add_problem (lint->problems, lint->scenario, kind, unit, message);
}

void
st_lint_problem_free (StLintProblem *problem)
{
  if (problem == NULL)
    return;
  g_free (problem->message);
  g_free (problem->node);
  g_free (problem->unit);
  g_free (problem->deck);
  g_free (problem->card);
  g_free (problem->param);
  g_free (problem->side);
  g_free (problem->unit_type);
  g_free (problem->rules_section);
  g_free (problem->text);
  g_free (problem);
}

StLintProblem *
st_lint_problem_copy (const StLintProblem *problem)
{
  StLintProblem *copy = g_memdup2 (problem, sizeof *problem);

  copy->message = g_strdup (problem->message);
  copy->node = g_strdup (problem->node);
  copy->unit = g_strdup (problem->unit);
  copy->deck = g_strdup (problem->deck);
  copy->card = g_strdup (problem->card);
  copy->param = g_strdup (problem->param);
  copy->side = g_strdup (problem->side);
  copy->unit_type = g_strdup (problem->unit_type);
  copy->rules_section = g_strdup (problem->rules_section);
  copy->text = g_strdup (problem->text);
  return copy;
}

static gint n_runs;

guint
st_lint_get_n_runs (void)
{
  return (guint) g_atomic_int_get (&n_runs);
}

gboolean
st_lint_kind_is_loader_warning (StLintKind kind)
{
  return kind == ST_LINT_STACKING || kind == ST_LINT_CARD_MISSING_UNIT;
}

/* "Blue Infantry (0304)": the unit as people read it (st_unit_label ()). */
static char *
unit_name (const Lint *lint, const StUnit *unit)
{
  return st_unit_label_indexed (lint->index, unit);
}

const char *
st_lint_text_or (const StText *text, const char *fallback)
{
  const char *value = text != NULL && !st_text_is_empty (text) ? st_text_get_for_locale (text) : NULL;

  return value != NULL && *value != '\0' ? value : fallback;
}

/* Where a side may set up: the cells (grid boards) or towns (point-and-line
 * maps) of its set-up zones, else of its country (grid boards) or manoeuvre
 * area (point-and-line maps); has_areas is FALSE when it has none of them. */
typedef struct
{
  gboolean    has_areas;
  guint8     *on_board; /* a flag a cell of the board (an area may list 250,000) */
  GHashTable *cells; /* cells off the board (StCell* in the areas' arrays), as a set */
  GHashTable *nodes; /* node ids, as a set */
} SetupZone;

static guint
cell_hash (gconstpointer key)
{
  const StCell *c = key;

  return (guint) c->x * 2654435761u ^ (guint) c->y;
}

static gboolean
cell_equal (gconstpointer a, gconstpointer b)
{
  const StCell *c = a, *d = b;

  return c->x == d->x && c->y == d->y;
}

static void
setup_zone_free (SetupZone *zone)
{
  g_free (zone->on_board);
  g_hash_table_unref (zone->cells);
  g_hash_table_unref (zone->nodes);
  g_free (zone);
}

static SetupZone *
setup_zone_new (const StScenario *s, const char *side)
{
  SetupZone *zone = g_new0 (SetupZone, 1);
  StAreaRole roles[] = { ST_AREA_SETUP_ZONE,
                         st_board_is_grid (s->board) ? ST_AREA_COUNTRY : ST_AREA_MANOEUVRE_AREA };

  zone->on_board = g_new0 (guint8, st_board_n_cells (s->board) + 1);
  zone->cells = g_hash_table_new (cell_hash, cell_equal);
  zone->nodes = g_hash_table_new (g_str_hash, g_str_equal);
  for (guint r = 0; r < G_N_ELEMENTS (roles) && !zone->has_areas; r++)
    for (guint i = 0; i < s->areas->len; i++)
      {
        StArea *area = g_ptr_array_index (s->areas, i);

        if (area->role != roles[r] || g_strcmp0 (area->side, side) != 0)
          continue;
        zone->has_areas = TRUE;
        for (guint j = 0; j < area->cells->len; j++)
          {
            StCell *c = &g_array_index (area->cells, StCell, j);

            if (st_board_contains (s->board, c->x, c->y))
              zone->on_board[c->y * s->board->columns + c->x] = 1;
            else
              g_hash_table_add (zone->cells, c);
          }
        for (guint j = 0; j < area->nodes->len; j++)
          g_hash_table_add (zone->nodes, g_ptr_array_index (area->nodes, j));
      }
  return zone;
}

static gboolean
setup_zone_contains (const SetupZone *zone, const StBoard *board, const StUnit *unit)
{
  if (unit->node != NULL)
    return g_hash_table_contains (zone->nodes, unit->node);
  if (st_board_contains (board, unit->cell.x, unit->cell.y))
    return zone->on_board[unit->cell.y * board->columns + unit->cell.x];
  return g_hash_table_contains (zone->cells, &unit->cell);
}

static void
check_setup_zones (Lint *lint)
{
  const StScenario *s = lint->scenario;
  /* side id → SetupZone*, made when a unit of the side is first met */
  g_autoptr (GHashTable) zones =
      g_hash_table_new_full (g_str_hash, g_str_equal, NULL, (GDestroyNotify) setup_zone_free);

  for (guint i = 0; i < s->units->len; i++)
    {
      const StUnit *unit = g_ptr_array_index (s->units, i);
      SetupZone    *zone;

      if (!unit->placed || unit->side == NULL)
        continue;
      zone = g_hash_table_lookup (zones, unit->side);
      if (zone == NULL)
        g_hash_table_insert (zones, unit->side, zone = setup_zone_new (s, unit->side));
      if (zone->has_areas && !setup_zone_contains (zone, s->board, unit))
        {
          g_autofree char *name = unit_name (lint, unit);

          add_for_unit (lint, ST_LINT_OUTSIDE_SETUP_ZONE, unit,
                        g_strdup_printf (_ ("%s stands outside its side’s set-up zone"), name));
        }
    }
}

static void
add_overstack (const StUnit *unit, const StUnit *other, gpointer user_data)
{
  Lint            *lint = user_data;
  g_autofree char *name = unit_name (lint, unit);
  g_autofree char *other_name = unit_name (lint, other);

  add_for_unit (lint, ST_LINT_STACKING, unit,
                g_strdup_printf (_ ("%s and %s break the stacking limit"), name, other_name));
}

static void
check_stacking (Lint *lint)
{
  st_scenario_foreach_overstack (lint->scenario, add_overstack, lint);
}

static const char *
node_name (const StNode *node)
{
  const char *name = node->name ? st_text_get_for_locale (node->name) : NULL;

  return name ? name : node->id;
}

static void
check_graph (Lint *lint)
{
  const StScenario *s = lint->scenario;
  const StBoard    *board = s->board;
  g_autoptr (GHashTable) linked = g_hash_table_new (g_str_hash, g_str_equal);

  for (guint i = 0; i < board->edges->len; i++)
    {
      const StEdge *edge = g_ptr_array_index (board->edges, i);
      gboolean      a = st_scenario_index_node (lint->index, edge->node_a) != NULL;
      gboolean      b = st_scenario_index_node (lint->index, edge->node_b) != NULL;

      if (!a || !b)
        {
          StLintProblem *problem =
              add (lint, ST_LINT_LINK_TO_NOWHERE, _ ("A link from %s leads to a town that does not exist"),
                   a ? edge->node_a : edge->node_b);
          problem->node = g_strdup (a ? edge->node_a : b ? edge->node_b : NULL);
          continue;
        }
      g_hash_table_add (linked, edge->node_a);
      g_hash_table_add (linked, edge->node_b);
    }

  for (guint i = 0; i < board->nodes->len; i++)
    {
      const StNode *node = g_ptr_array_index (board->nodes, i);

      if (!g_hash_table_contains (linked, node->id))
        {
          StLintProblem *problem =
              add (lint, ST_LINT_TOWN_WITHOUT_LINKS, _ ("%s has no railway or road"), node_name (node));
          problem->node = g_strdup (node->id);
        }
    }
}

static void
check_decks (Lint *lint)
{
  const StScenario *s = lint->scenario;

  for (guint i = 0; i < s->decks->len; i++)
    {
      const StDeck *deck = g_ptr_array_index (s->decks, i);
      /* Once a deck: a name may have thousands of translations. */
      const char *deck_name = st_lint_text_or (deck->name, deck->id);

      for (guint j = 0; j < deck->cards->len; j++)
        {
          const StCard  *card = g_ptr_array_index (deck->cards, j);
          const StUnit  *unit;
          StLintProblem *problem;

          if (card->kind != ST_CARD_UNIT || card->unit == NULL)
            continue;
          unit = st_scenario_index_unit (lint->index, card->unit);
          if (unit != NULL && g_strcmp0 (unit->side, deck->side) == 0)
            continue;
          if (unit != NULL)
            {
              g_autofree char *name = unit_name (lint, unit);

              problem = add (lint, ST_LINT_CARD_MISSING_UNIT,
                             _ ("Card %s of deck %s is for %s, a unit of another side"),
                             st_lint_text_or (card->name, card->id), deck_name, name);
            }
          else
            /* The unit is gone: its id is all there is to name it by. */
            problem = add (lint, ST_LINT_CARD_MISSING_UNIT,
                           _ ("Card %s of deck %s is for %s, a unit that does not exist"),
                           st_lint_text_or (card->name, card->id), deck_name, card->unit);
          problem->deck = g_strdup (deck->id);
          problem->card = g_strdup (card->id);
        }
    }
}

GPtrArray *
st_lint_scenario (const StScenario *scenario)
{
  g_autoptr (StScenarioIndex) index = NULL;
  Lint lint = { scenario, NULL, NULL };

  g_return_val_if_fail (scenario != NULL, NULL);

  g_atomic_int_inc (&n_runs);
  lint.problems = g_ptr_array_new_with_free_func ((GDestroyNotify) st_lint_problem_free);
  lint.index = index = st_scenario_index_new (scenario);

  check_setup_zones (&lint);
  if (st_board_is_grid (scenario->board))
    check_stacking (&lint);
  else
    check_graph (&lint);
  check_decks (&lint);
  st_markup_lint_scenario (scenario, lint.problems);

  return lint.problems;
}
