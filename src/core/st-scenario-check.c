/* SPDX-License-Identifier: GPL-3.0-or-later */
#define G_LOG_DOMAIN "sandtable-core"

#include "config.h"

#include <string.h>

#include "st-edit-texts.h"
#include "st-deck-check.h"
#include "st-lint.h"
#include "st-scenario-private.h"

/* Checks of meaning on a structurally complete scenario: unique ids, references
 * that resolve, positions on the board, and the rules of each game family. */

static GHashTable *
check_unique_ids (StLoader *loader, GPtrArray *items, gsize id_offset, const char *what)
{
  GHashTable *ids = g_hash_table_new (st_id_hash, g_str_equal);

  for (guint i = 0; i < items->len; i++)
    {
      gpointer    item = g_ptr_array_index (items, i);
      const char *id = G_STRUCT_MEMBER (const char *, item, id_offset);

      if (id == NULL || *id == '\0')
        continue;
      /* One hash of each id: ids may be long, and there may be 50,000. A
       * duplicate takes the id over, but it makes the file refused anyway. */
      if (!g_hash_table_insert (ids, (gpointer) id, item))
        st_loader_error_for (loader, item, "id", "duplicate %s id '%s'", what, id);
    }
  return ids;
}

static gboolean
check_ref (StLoader     *loader,
           GHashTable   *ids,
           gconstpointer object,
           const char   *attr,
           const char   *id,
           const char   *what)
{
  if (id == NULL || g_hash_table_contains (ids, id))
    return TRUE;
  st_loader_error_for (loader, object, attr, "unknown %s '%s'", what, id);
  return FALSE;
}

static gboolean
check_cell (StLoader *loader, gconstpointer object, const char *attr, StCell cell)
{
  const StBoard *board = loader->scenario->board;

  if (st_board_contains (board, cell.x, cell.y))
    return TRUE;
  st_loader_error_for (loader, object, attr,
                       "cell %d,%d is not on the board; expected columns 0 to %d and rows 0 to %d", cell.x,
                       cell.y, board->columns - 1, board->rows - 1);
  return FALSE;
}

typedef struct
{
  GHashTable *terrains;
  GHashTable *edge_types;
  GHashTable *sides;
  GHashTable *nodes;
  GHashTable *sections;
  GHashTable *unit_types;
  GHashTable *units;
} Ids;

static void
check_params (StLoader *loader, Ids *ids)
{
  StScenario *s = loader->scenario;
  /* The family's parameters, listed once for all unknown ones (a file may
   * have 50,000). */
  g_autoptr (GString) names = NULL;

  for (guint i = 0; i < s->params->len; i++)
    {
      const StAttr     *param = g_ptr_array_index (s->params, i);
      const StAttrSpec *spec = st_family_find_param (s->family, param->name);
      g_autofree char  *message = NULL;

      if (spec == NULL)
        {
          if (names == NULL)
            {
              guint             n;
              const StAttrSpec *specs = st_family_params (s->family, &n);

              names = g_string_new (NULL);
              for (guint j = 0; j < n; j++)
                g_string_append_printf (names, "%s%s", j ? ", " : "", specs[j].name);
            }
          st_loader_error_for (loader, param, "name",
                               "unknown parameter '%s' for ruleset %s; expected one of %s", param->name,
                               st_family_id (s->family), names->str);
          continue;
        }
      if (spec->type == ST_VALUE_SIDE && !st_attr_spec_side_word (spec, param->value))
        check_ref (loader, ids->sides, param, "value", param->value, "side");
      else if (!st_attr_spec_check (spec, param->value, &message))
        st_loader_error_for (loader, param, "value", "%s", message);
    }
}

static void
check_crt (StLoader *loader)
{
  GArray  *crt = loader->scenario->crt;
  gboolean has_low_open = FALSE, has_high_open = FALSE;

  if (crt->len == 0)
    {
      if (st_family_has_crt (loader->scenario->family))
        st_loader_error_at (loader, NULL, NULL, "the %s ruleset needs a <crt>",
                            st_family_id (loader->scenario->family));
      return;
    }
  if (!st_family_has_crt (loader->scenario->family))
    {
      st_loader_error_for (loader, &g_array_index (crt, StCrtRow, 0), NULL,
                           "a combat results table is not part of the %s ruleset",
                           st_family_id (loader->scenario->family));
      return;
    }
  /* Every difference from -99 to 99 must fall in exactly one row. */
  for (int d = -99; d <= 99; d++)
    {
      int             hits = 0;
      const StCrtRow *second = NULL;

      for (guint i = 0; i < crt->len; i++)
        {
          const StCrtRow *row = &g_array_index (crt, StCrtRow, i);
          if ((!row->has_min || d >= row->min) && (!row->has_max || d <= row->max))
            {
              if (++hits == 2)
                second = row;
            }
        }
      if (hits == 0)
        {
          st_loader_error_for (loader, &g_array_index (crt, StCrtRow, 0), NULL,
                               "the CRT has no row for a difference of %+d", d);
          return;
        }
      if (second != NULL)
        {
          st_loader_error_for (loader, second, NULL, "CRT rows overlap at a difference of %+d", d);
          return;
        }
    }
  for (guint i = 0; i < crt->len; i++)
    {
      const StCrtRow *row = &g_array_index (crt, StCrtRow, i);
      has_low_open |= !row->has_min;
      has_high_open |= !row->has_max;
    }
  if (!has_low_open || !has_high_open)
    st_loader_error_for (loader, &g_array_index (crt, StCrtRow, 0), NULL,
                         "the CRT must have a row without 'min' and a row without 'max' so that "
                         "every difference is covered");
}

static void
check_grid_board (StLoader *loader, Ids *ids)
{
  StScenario *s = loader->scenario;
  StBoard    *board = s->board;
  /* Sides already seen, a table of side codes for each edge type. */
  g_autoptr (GHashTable) seen_edges =
      g_hash_table_new_full (g_str_hash, g_str_equal, NULL, (GDestroyNotify) g_hash_table_unref);
  g_autofree gboolean *covered = NULL;
  g_autofree guint8   *seen_cells = g_new0 (guint8, (gsize) board->columns * board->rows);

  if (board->default_terrain != NULL)
    check_ref (loader, ids->terrains, board, "default-terrain", board->default_terrain, "terrain");

  for (guint i = 0; i < board->cells->len; i++)
    {
      const StCellTerrain *cell = g_ptr_array_index (board->cells, i);
      guint8              *seen;

      if (!check_cell (loader, cell, "at", cell->at))
        continue;
      check_ref (loader, ids->terrains, cell, "terrain", cell->terrain, "terrain");
      seen = &seen_cells[(gsize) cell->at.y * board->columns + cell->at.x];
      if (*seen)
        st_loader_error_for (loader, cell, "at", "cell %d,%d is given twice", cell->at.x, cell->at.y);
      *seen = 1;
    }

  for (guint i = 0; i < board->sections->len; i++)
    {
      const StSection *section = g_ptr_array_index (board->sections, i);
      for (int j = 0; j < section->size * section->size; j++)
        if (section->terrain[j] != NULL && *section->terrain[j] != '\0'
            && !g_hash_table_contains (ids->terrains, section->terrain[j]))
          {
            st_loader_error_for (loader, section, NULL, "unknown terrain '%s' in row %d of section '%s'",
                                 section->terrain[j], j / section->size + 1, section->id);
            break;
          }
    }

  covered = g_new0 (gboolean, (gsize) board->columns * board->rows);
  for (guint i = 0; i < board->placements->len; i++)
    {
      const StPlacement *place = g_ptr_array_index (board->placements, i);
      const StSection   *section = g_hash_table_lookup (ids->sections, place->section);

      if (!check_ref (loader, ids->sections, place, "section", place->section, "section"))
        continue;
      if (place->at.x + section->size > board->columns || place->at.y + section->size > board->rows)
        {
          st_loader_error_for (loader, place, "at",
                               "section '%s' placed at %d,%d does not fit on the %dx%d board", place->section,
                               place->at.x, place->at.y, board->columns, board->rows);
          continue;
        }
      for (int y = 0; y < section->size; y++)
        for (int x = 0; x < section->size; x++)
          {
            gboolean *c = &covered[(place->at.y + y) * board->columns + place->at.x + x];
            if (*c)
              {
                st_loader_error_for (
                    loader, place, "at", "section '%s' placed at %d,%d overlaps another section at %d,%d",
                    place->section, place->at.x, place->at.y, place->at.x + x, place->at.y + y);
                y = section->size;
                break;
              }
            *c = TRUE;
          }
    }

  for (guint i = 0; i < board->edges->len; i++)
    {
      const StEdge *edge = g_ptr_array_index (board->edges, i);

      check_ref (loader, ids->edge_types, edge, "type", edge->type, "edge type");
      if (!check_cell (loader, edge, "a", edge->cell_a) || !check_cell (loader, edge, "b", edge->cell_b))
        continue;
      if (!st_board_adjacent (board, edge->cell_a, edge->cell_b))
        {
          st_loader_error_for (loader, edge, "b",
                               "cells %d,%d and %d,%d are not adjacent; an edge lies between two "
                               "neighbouring cells",
                               edge->cell_a.x, edge->cell_a.y, edge->cell_b.x, edge->cell_b.y);
          continue;
        }
      /* A side may carry several features (a border along a river), but one
       * of each type. */
      {
        StCell      first = edge->cell_a, second = edge->cell_b;
        GHashTable *sides;
        guint       code;

        if (second.y < first.y || (second.y == first.y && second.x < first.x))
          {
            first = edge->cell_b;
            second = edge->cell_a;
          }
        /* The two cells are neighbours: the first cell and the step to the
         * second (dx -1 to 1, dy 0 or 1) name the side. */
        code = ((guint) first.y * board->columns + first.x) * 8 + (second.y - first.y) * 3
               + (second.x - first.x + 1) + 1;
        sides = g_hash_table_lookup (seen_edges, edge->type != NULL ? edge->type : "");
        if (sides == NULL)
          {
            sides = g_hash_table_new (g_direct_hash, g_direct_equal);
            g_hash_table_insert (seen_edges, edge->type != NULL ? edge->type : "", sides);
          }
        if (!g_hash_table_add (sides, GUINT_TO_POINTER (code)))
          st_loader_error_for (loader, edge, "type",
                               "the side between cells %d,%d and %d,%d already has a '%s' edge",
                               edge->cell_a.x, edge->cell_a.y, edge->cell_b.x, edge->cell_b.y, edge->type);
      }
    }
}

static void
check_graph_board (StLoader *loader, Ids *ids)
{
  StScenario *s = loader->scenario;
  StBoard    *board = s->board;
  g_autoptr (GHashTable) links = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  g_autoptr (GHashTable) headquarters = g_hash_table_new (g_str_hash, g_str_equal);

  for (guint i = 0; i < board->nodes->len; i++)
    {
      const StNode *node = g_ptr_array_index (board->nodes, i);

      if (node->x < 0 || node->y < 0 || node->x > board->width || node->y > board->height)
        st_loader_error_for (loader, node, "x", "node '%s' at %g,%g lies outside the map (0,0 to %g,%g)",
                             node->id, node->x, node->y, board->width, board->height);
      if (node->headquarters == NULL)
        continue;
      if (!check_ref (loader, ids->sides, node, "headquarters", node->headquarters, "side"))
        continue;
      if (g_hash_table_contains (headquarters, node->headquarters))
        st_loader_error_for (loader, node, "headquarters", "side '%s' already has its headquarters at '%s'",
                             node->headquarters,
                             ((StNode *) g_hash_table_lookup (headquarters, node->headquarters))->id);
      else
        g_hash_table_insert (headquarters, node->headquarters, (gpointer) node);
    }

  for (guint i = 0; i < board->edges->len; i++)
    {
      const StEdge    *edge = g_ptr_array_index (board->edges, i);
      g_autofree char *key = NULL;

      check_ref (loader, ids->edge_types, edge, "type", edge->type, "edge type");
      if (!check_ref (loader, ids->nodes, edge, "a", edge->node_a, "node")
          || !check_ref (loader, ids->nodes, edge, "b", edge->node_b, "node"))
        continue;
      if (g_str_equal (edge->node_a, edge->node_b))
        {
          st_loader_error_for (loader, edge, "b", "a link must join two different nodes, not '%s' to itself",
                               edge->node_a);
          continue;
        }
      key = strcmp (edge->node_a, edge->node_b) < 0 ? g_strconcat (edge->node_a, " ", edge->node_b, NULL)
                                                    : g_strconcat (edge->node_b, " ", edge->node_a, NULL);
      if (g_hash_table_contains (links, key))
        st_loader_error_for (loader, edge, NULL, "'%s' and '%s' are linked twice", edge->node_a,
                             edge->node_b);
      else
        g_hash_table_add (links, g_steal_pointer (&key));
    }

  for (guint i = 0; i < board->lines->len; i++)
    {
      const StLine *line = g_ptr_array_index (board->lines, i);
      check_ref (loader, ids->edge_types, line, "type", line->type, "edge type");
    }
}

static void
check_areas (StLoader *loader, Ids *ids)
{
  StScenario *s = loader->scenario;
  gboolean    grid = st_board_is_grid (s->board);
  /* The area that last listed each cell of the board (its index plus one):
   * an area may list all 250,000 cells of a board, and a flag a cell is
   * quicker than a table of them. */
  g_autofree guint *listed_by = NULL;

  listed_by = g_new0 (guint, (gsize) MAX (s->board->columns, 0) * (gsize) MAX (s->board->rows, 0) + 1);
  for (guint i = 0; i < s->areas->len; i++)
    {
      const StArea *area = g_ptr_array_index (s->areas, i);
      g_autoptr (GHashTable) seen = g_hash_table_new (g_str_hash, g_str_equal);

      check_ref (loader, ids->sides, area, "side", area->side, "side");
      if (grid && area->nodes->len > 0)
        st_loader_error_for (loader, area, NULL,
                             "area '%s' lists <nodes> but the board is a %s board; expected <cells>",
                             area->id, st_board_kind_to_string (s->board->kind));
      if (!grid && area->cells->len > 0)
        st_loader_error_for (loader, area, NULL,
                             "area '%s' lists <cells> but the board is a graph; expected <nodes>", area->id);
      for (guint j = 0; j < area->cells->len; j++)
        {
          StCell cell = g_array_index (area->cells, StCell, j);
          guint *by;

          if (!check_cell (loader, area, NULL, cell))
            break;
          by = &listed_by[cell.y * s->board->columns + cell.x];
          if (*by == i + 1)
            {
              st_loader_error_for (loader, area, NULL, "cell %d,%d is listed twice in area '%s'", cell.x,
                                   cell.y, area->id);
              break;
            }
          *by = i + 1;
        }
      for (guint j = 0; j < area->nodes->len; j++)
        {
          const char *node = g_ptr_array_index (area->nodes, j);
          if (!check_ref (loader, ids->nodes, area, NULL, node, "node"))
            break;
          if (g_hash_table_contains (seen, node))
            {
              st_loader_error_for (loader, area, NULL, "node '%s' is listed twice in area '%s'", node,
                                   area->id);
              break;
            }
          g_hash_table_add (seen, (gpointer) node);
        }
    }
}

static void
check_unit_types (StLoader *loader, Ids *ids)
{
  StScenario       *s = loader->scenario;
  guint             n_specs;
  const StAttrSpec *specs = st_family_unit_type_attrs (s->family, &n_specs);

  for (guint i = 0; i < s->unit_types->len; i++)
    {
      const StUnitType *type = g_ptr_array_index (s->unit_types, i);

      check_ref (loader, ids->sides, type, "side", type->side, "side");
      if (!st_family_has_arm (s->family, type->arm))
        {
          g_autofree char *arms = g_strjoinv (", ", (char **) st_family_arms (s->family));
          st_loader_error_for (loader, type, "arm", "unknown arm '%s' for ruleset %s; expected one of %s",
                               type->arm, st_family_id (s->family), arms);
          continue;
        }
      for (guint j = 0; j < n_specs; j++)
        {
          const StAttrSpec *spec = &specs[j];
          const char       *value = st_attrs_get (type->attrs, spec->name);
          g_autofree char  *message = NULL;
          gboolean          applies = spec->only_for == NULL || g_str_equal (spec->only_for, type->arm);

          if (value != NULL && !applies)
            st_loader_error_for (loader, type, spec->name, "'%s' is only for %s units, and '%s' is %s",
                                 spec->name, spec->only_for, type->id, type->arm);
          else if (value == NULL && applies && spec->default_value == NULL)
            st_loader_error_for (loader, type, NULL, "unit type '%s' is missing its required attribute '%s'",
                                 type->id, spec->name);
          else if (value != NULL && !st_attr_spec_check (spec, value, &message))
            st_loader_error_for (loader, type, spec->name, "%s", message);
        }
    }
}

/* Units that may share a place at set-up: the family's stacking slots say
 * (st_scenario_foreach_overstack ()). */
static void
report_overstack (const StUnit *unit, const StUnit *other, gpointer user_data)
{
  if (unit->node != NULL)
    st_loader_warning_for (user_data, unit, "at",
                           "unit '%s' at %s breaks the stacking limit: '%s' is already there", unit->id,
                           unit->node, other->id);
  else
    st_loader_warning_for (user_data, unit, "at",
                           "unit '%s' at %d,%d breaks the stacking limit: '%s' is already there", unit->id,
                           unit->cell.x, unit->cell.y, other->id);
}

static void
check_stacking (StLoader *loader)
{
  st_scenario_foreach_overstack (loader->scenario, report_overstack, loader);
}

static void
check_units (StLoader *loader, Ids *ids)
{
  StScenario *s = loader->scenario;

  for (guint i = 0; i < s->units->len; i++)
    {
      const StUnit     *unit = g_ptr_array_index (s->units, i);
      const StUnitType *type = g_hash_table_lookup (ids->unit_types, unit->type);

      check_ref (loader, ids->unit_types, unit, "type", unit->type, "unit type");
      check_ref (loader, ids->sides, unit, "side", unit->side, "side");
      if (type != NULL && type->side != NULL && g_strcmp0 (type->side, unit->side) != 0)
        st_loader_error_for (loader, unit, "side",
                             "unit '%s' is on side '%s' but its type '%s' belongs to side '%s'", unit->id,
                             unit->side, type->id, type->side);
      if (!unit->placed)
        continue;
      if (st_board_is_grid (s->board))
        check_cell (loader, unit, "at", unit->cell);
      else
        check_ref (loader, ids->nodes, unit, "at", unit->node, "node");
    }
  check_stacking (loader);
}

static void
report_card (const StCard *card, const char *attr, const char *message, gpointer user_data)
{
  /* A deck whose unit cards name missing or foreign units is a deck being
   * designed: it loads, and the editor shows the problem while it is edited. */
  if (card->kind == ST_CARD_UNIT && g_strcmp0 (attr, "unit") == 0)
    st_loader_warning_for (user_data, card, attr, "%s", message);
  else
    st_loader_error_for (user_data, card, attr, "%s", message);
}

static void
check_decks (StLoader *loader, Ids *ids)
{
  StScenario *s = loader->scenario;
  g_autoptr (StScenarioIndex) index = NULL;

  if (s->decks->len > 0 && !st_family_has_decks (s->family))
    {
      st_loader_error_for (loader, g_ptr_array_index (s->decks, 0), NULL,
                           "card decks are not part of the %s ruleset", st_family_id (s->family));
      return;
    }
  index = st_scenario_index_new (s);
  for (guint i = 0; i < s->decks->len; i++)
    {
      const StDeck *deck = g_ptr_array_index (s->decks, i);
      g_autoptr (GHashTable) card_ids = NULL;

      check_ref (loader, ids->sides, deck, "side", deck->side, "side");
      card_ids = check_unique_ids (loader, deck->cards, G_STRUCT_OFFSET (StCard, id), "card");
      for (guint j = 0; j < deck->cards->len; j++)
        st_deck_check_card_indexed (index, deck, g_ptr_array_index (deck->cards, j), report_card, loader);
    }
}

/* The set-up problems the editor lists while editing (st-lint.c), as
 * warnings at the element of the unit, town or card concerned, so that
 * `sandtable-cli validate` prints what the app shows. Stacking and cards for
 * missing units are reported above already. */
static void
check_setup (StLoader *loader, Ids *ids)
{
  StScenario *s = loader->scenario;
  g_autoptr (GPtrArray) problems = st_lint_scenario (s);

  /* The family's own rules, when the caller can ask its ruleset. */
  if (loader->setup_check != NULL)
    g_ptr_array_extend_and_steal (problems, loader->setup_check (s));

  /* A problem per unit or town is possible: they are looked up by id in
   * constant time, in the tables of ids (the scenario has no duplicate, as it
   * has no error). */
  for (guint i = 0; i < problems->len; i++)
    {
      const StLintProblem *problem = g_ptr_array_index (problems, i);
      gconstpointer        object = NULL;

      if (st_lint_kind_is_loader_warning (problem->kind))
        continue;
      if (problem->unit != NULL)
        object = g_hash_table_lookup (ids->units, problem->unit);
      else if (problem->node != NULL)
        object = g_hash_table_lookup (ids->nodes, problem->node);
      else if (problem->rules_section != NULL
               && st_scenario_rules_section_index (s, problem->rules_section) >= 0)
        object = g_ptr_array_index (s->rules, st_scenario_rules_section_index (s, problem->rules_section));
      if (object == NULL)
        object = s->board;
      st_loader_warning_for (loader, object, NULL, "%s", problem->message);
    }
}

/* An effect or a link the scenario's ruleset never reads does nothing: a designer
 * who sets hills to cost 2 on a Manoeuvre map should hear that nothing changes. */
static void
check_effects_read (StLoader *loader)
{
  const StScenario  *s = loader->scenario;
  const char *const *effects = st_family_terrain_effects (s->family);
  const char *const *links = st_family_edge_links (s->family);
  const char        *family = st_family_id (s->family);

  for (guint i = 0; i < s->terrains->len; i++)
    {
      const StTerrain *terrain = g_ptr_array_index (s->terrains, i);
      xmlNode         *node = st_loader_node_for (loader, terrain);

      FOR_EACH_CHILD (effect, node, "effect")
        {
          g_autofree char *name = st_xml_get_attr (effect, "name");

          if (name != NULL && st_attrs_get (terrain->effects, name) != NULL
              && !g_strv_contains (effects, name))
            st_loader_warning_at (loader, effect, "name",
                                  "the %s rules do not read the terrain effect '%s': it changes nothing",
                                  family, name);
        }
    }
  for (guint i = 0; i < s->edge_types->len; i++)
    {
      const StEdgeType *type = g_ptr_array_index (s->edge_types, i);

      if (type->link != NULL && !g_strv_contains (links, type->link))
        st_loader_warning_for (loader, type, "link",
                               "the %s rules do not move along links: link '%s' changes nothing", family,
                               type->link);
    }
}

void
st_scenario_check (StLoader *loader)
{
  StScenario *s = loader->scenario;
  g_autoptr (GHashTable) areas = NULL;
  g_autoptr (GHashTable) decks = NULL;
  g_autoptr (GHashTable) rules = NULL;
  Ids ids = { 0 };

  ids.terrains = check_unique_ids (loader, s->terrains, G_STRUCT_OFFSET (StTerrain, id), "terrain");
  ids.edge_types = check_unique_ids (loader, s->edge_types, G_STRUCT_OFFSET (StEdgeType, id), "edge type");
  ids.sides = check_unique_ids (loader, s->sides, G_STRUCT_OFFSET (StSide, id), "side");
  ids.nodes = check_unique_ids (loader, s->board->nodes, G_STRUCT_OFFSET (StNode, id), "node");
  ids.sections = check_unique_ids (loader, s->board->sections, G_STRUCT_OFFSET (StSection, id), "section");
  ids.unit_types = check_unique_ids (loader, s->unit_types, G_STRUCT_OFFSET (StUnitType, id), "unit type");
  ids.units = check_unique_ids (loader, s->units, G_STRUCT_OFFSET (StUnit, id), "unit");
  areas = check_unique_ids (loader, s->areas, G_STRUCT_OFFSET (StArea, id), "area");
  decks = check_unique_ids (loader, s->decks, G_STRUCT_OFFSET (StDeck, id), "deck");
  rules = check_unique_ids (loader, s->rules, G_STRUCT_OFFSET (StRulesSection, id), "rules section");

  check_params (loader, &ids);
  check_crt (loader);
  if (st_board_is_grid (s->board))
    check_grid_board (loader, &ids);
  else
    check_graph_board (loader, &ids);
  check_areas (loader, &ids);
  check_unit_types (loader, &ids);
  check_units (loader, &ids);
  check_decks (loader, &ids);
  check_effects_read (loader);
  if (s->playtest != NULL && s->playtest->first != NULL)
    check_ref (loader, ids.sides, s->playtest, "first", s->playtest->first, "side");
  /* Set-up problems only make sense in a scenario without errors. */
  if (loader->n_errors == 0 && !loader->no_setup_check)
    check_setup (loader, &ids);

  g_hash_table_unref (ids.terrains);
  g_hash_table_unref (ids.edge_types);
  g_hash_table_unref (ids.sides);
  g_hash_table_unref (ids.nodes);
  g_hash_table_unref (ids.sections);
  g_hash_table_unref (ids.unit_types);
  g_hash_table_unref (ids.units);
}
