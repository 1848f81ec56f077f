/* SPDX-License-Identifier: GPL-3.0-or-later */
#define G_LOG_DOMAIN "sandtable-core"

#include "config.h"

#include <glib/gi18n-lib.h>
#include <stdlib.h>
#include <string.h>

#include "st-edit-tables.h"
#include "st-edit.h"
#include "st-edit-deck.h"
#include "st-scenario-new.h"

/* Blank scenarios for the New Scenario dialog. Tables are filled directly;
 * the pattern, effects, countries and borders go through the table and tool
 * edits, so that they obey the same rules as a designer's edits. */

void
st_new_scenario_options_init (StNewScenarioOptions *options, const StFamily *family)
{
  g_return_if_fail (options != NULL);
  g_return_if_fail (family != NULL);

  memset (options, 0, sizeof *options);
  options->family = family;
  options->columns = family->preset->columns > 0 ? family->preset->columns : 8;
  options->rows = family->preset->rows > 0 ? family->preset->rows : 8;
  options->orientation = ST_HEX_FLAT;
  options->sections = family->preset->sections;
  options->section_size = 4;
  options->width = 1000;
  options->height = 1000;
}

const char *
st_scenario_new_default_lang (void)
{
  static char *lang;

  if (g_once_init_enter (&lang))
    {
      const char *const *names = g_get_language_names ();
      char              *code = g_strdup ("en");

      /* The catalogue translates the names a blank scenario is made of only
       * when the interface is in a language Sandtable speaks. */
      if (names[0] != NULL && !g_str_equal (names[0], "C") && !g_str_equal (names[0], "POSIX")
          && !g_str_equal (g_dgettext (GETTEXT_PACKAGE, "Untitled scenario"), "Untitled scenario"))
        {
          g_free (code);
          code = g_strndup (names[0], strcspn (names[0], "_.@"));
        }
      g_once_init_leave (&lang, code);
    }
  return lang;
}

/* Names come from the catalogue only when the document is in the interface's
 * language; otherwise they stay in English rather than in the wrong language. */
static const char *
name_for (const char *lang, const char *msgid)
{
  if (g_str_equal (lang, st_scenario_new_default_lang ()))
    return g_dgettext (GETTEXT_PACKAGE, msgid);
  return msgid;
}

static void
add_terrains (StScenario *scenario, const StTerrainPreset *specs)
{
  for (const StTerrainPreset *spec = specs; spec != NULL && spec->name != NULL; spec++)
    {
      /* Ids are made from the English names, whatever the document's language. */
      g_autofree char *id = st_edit_make_id (spec->name, "terrain");
      g_auto (GStrv) effects = g_strsplit (spec->effects ? spec->effects : "", " ", -1);
      StTerrain *terrain = st_terrain_new (id, spec->color);

      st_text_set (terrain->name, scenario->lang, name_for (scenario->lang, spec->name));
      g_ptr_array_add (scenario->terrains, terrain);
      st_edit_set_terrain_pattern (scenario, id, spec->pattern, NULL);
      for (guint i = 0; effects[i] != NULL; i++)
        {
          char *equals = strchr (effects[i], '=');

          if (equals == NULL)
            continue;
          *equals = '\0';
          st_edit_set_terrain_effect (scenario, id, effects[i], atoi (equals + 1), NULL);
        }
    }
}

static void
add_edge_types (StScenario *scenario, const StEdgePreset *specs)
{
  for (const StEdgePreset *spec = specs; spec != NULL && spec->id != NULL; spec++)
    {
      StEdgeType *type = st_edge_type_new (spec->id, spec->color);

      type->width = spec->width;
      type->style = spec->style;
      type->link = g_strdup (spec->link);
      st_text_set (type->name, scenario->lang, name_for (scenario->lang, spec->name));
      g_ptr_array_add (scenario->edge_types, type);
    }
}

static void
add_sides (StScenario *scenario)
{
  for (guint i = 0; i < 2; i++)
    {
      const StSidePreset *preset = &scenario->family->preset->sides[i];
      g_autofree char    *id = st_edit_make_id (preset->name, "side");
      StSide             *side = st_side_new (id, preset->color);

      st_text_set (side->name, scenario->lang, name_for (scenario->lang, preset->name));
      side->home = g_strdup (preset->home);
      g_ptr_array_add (scenario->sides, side);
    }
}

static void
add_params (StScenario *scenario)
{
  guint             n_specs;
  const StAttrSpec *specs = st_family_params (scenario->family, &n_specs);

  for (guint i = 0; i < n_specs; i++)
    if (!specs[i].checks_setup)
      st_edit_set_param (scenario, specs[i].name, st_scenario_get_param (scenario, specs[i].name), NULL);
}

/* Two countries, one a side, each holding half of the map along its longer
 * dimension, with a border along every cell side between them. */
static void
add_countries (StScenario *scenario)
{
  StBoard *board = scenario->board;
  gboolean by_rows = board->rows >= board->columns;
  int      half = (by_rows ? board->rows : board->columns) / 2;
  char    *ids[2];

  if ((by_rows ? board->rows : board->columns) < 2)
    return;
  for (guint i = 0; i < 2; i++)
    {
      const StSide    *side = g_ptr_array_index (scenario->sides, i);
      const char      *side_name = st_text_get_source (side->name);
      g_autofree char *name = NULL;

      if (g_str_equal (scenario->lang, st_scenario_new_default_lang ()))
        /* Translators: a side's country, e.g. "Blue country". */
        name = g_strdup_printf (_ ("%s country"), side_name);
      else
        name = g_strdup_printf ("%s country", side_name);

      ids[i] = st_edit_add_area (scenario, ST_AREA_COUNTRY, side->id, name);
    }
  for (int y = 0; y < board->rows; y++)
    for (int x = 0; x < board->columns; x++)
      {
        StArea *area = st_scenario_find_area (scenario, ids[(by_rows ? y : x) >= half]);
        StCell  cell = { x, y };

        g_array_append_val (area->cells, cell);
      }
  for (int y = 0; y < board->rows; y++)
    for (int x = 0; x < board->columns; x++)
      {
        StCell neighbours[8];
        guint  n = st_board_neighbours (board, x, y, neighbours);

        if ((by_rows ? y : x) >= half)
          continue;
        for (guint i = 0; i < n; i++)
          if ((by_rows ? neighbours[i].y : neighbours[i].x) >= half)
            st_edit_add_edge (scenario, (StCell){ x, y }, neighbours[i], "border");
      }
  g_free (ids[0]);
  g_free (ids[1]);
}

static void
add_sections (StScenario *scenario, int size)
{
  static const char *const names[] = { N_ ("North-west"), N_ ("North-east"), N_ ("South-west"),
                                       N_ ("South-east") };
  StBoard                 *board = scenario->board;
  const char              *terrain = st_scenario_default_terrain (scenario);

  board->columns = board->rows = 2 * size;
  for (guint i = 0; i < G_N_ELEMENTS (names); i++)
    {
      g_autofree char *id = st_edit_make_id (names[i], "section");
      StSection       *section = st_section_new (id, size);
      StPlacement     *place = g_new0 (StPlacement, 1);

      section->name = st_text_new_with (scenario->lang, name_for (scenario->lang, names[i]));
      for (int j = 0; j < size * size; j++)
        {
          g_free (section->terrain[j]);
          section->terrain[j] = g_strdup (terrain);
        }
      g_ptr_array_add (board->sections, section);
      place->section = g_strdup (id);
      place->at = (StCell){ (int) (i % 2) * size, (int) (i / 2) * size };
      g_ptr_array_add (board->placements, place);
    }
}

/* The side of scenario in the place of template's side id, or NULL. */
static const char *
matching_side (const StScenario *scenario, const StScenario *template, const char *side)
{
  int index = side ? st_scenario_side_index (template, side) : -1;

  if (index < 0 || (guint) index >= scenario->sides->len)
    return NULL;
  return ((StSide *) g_ptr_array_index (scenario->sides, index))->id;
}

static void
copy_map (StScenario *scenario, const StScenario *template)
{
  StBoard *board = scenario->board;

  board->width = template->board->width;
  board->height = template->board->height;
  /* Links and lines keep the template's types. */
  for (guint i = 0; i < template->edge_types->len; i++)
    {
      const StEdgeType *type = g_ptr_array_index (template->edge_types, i);
      StEdgeType       *copy;

      if (st_scenario_find_edge_type (scenario, type->id) != NULL)
        continue;
      copy = st_edge_type_new (type->id, type->color);
      copy->width = type->width;
      copy->style = type->style;
      copy->link = g_strdup (type->link);
      st_text_free (copy->name);
      copy->name = st_text_copy (type->name);
      g_ptr_array_add (scenario->edge_types, copy);
    }
  for (guint i = 0; i < template->board->nodes->len; i++)
    {
      const StNode *node = g_ptr_array_index (template->board->nodes, i);
      StNode       *copy = st_node_new (node->id, node->x, node->y);

      copy->strategic = node->strategic;
      copy->junction = node->junction;
      copy->headquarters = g_strdup (matching_side (scenario, template, node->headquarters));
      copy->name = st_text_copy (node->name);
      g_ptr_array_add (board->nodes, copy);
    }
  for (guint i = 0; i < template->board->edges->len; i++)
    {
      const StEdge *edge = g_ptr_array_index (template->board->edges, i);
      g_ptr_array_add (board->edges, st_edge_new_nodes (edge->type, edge->node_a, edge->node_b));
    }
  for (guint i = 0; i < template->board->lines->len; i++)
    {
      const StLine *line = g_ptr_array_index (template->board->lines, i);
      StLine       *copy = st_line_new (line->type);

      g_array_append_vals (copy->points, line->points->data, line->points->len);
      g_ptr_array_add (board->lines, copy);
    }
  /* The areas of a point-to-point map are regions of the map itself. */
  for (guint i = 0; i < template->areas->len; i++)
    {
      const StArea *area = g_ptr_array_index (template->areas, i);
      StArea       *copy = st_area_new (area->id, area->role);

      copy->side = g_strdup (matching_side (scenario, template, area->side));
      copy->name = st_text_copy (area->name);
      for (guint j = 0; j < area->nodes->len; j++)
        g_ptr_array_add (copy->nodes, g_strdup (g_ptr_array_index (area->nodes, j)));
      g_ptr_array_add (scenario->areas, copy);
    }
}

static gboolean
check_size (int value, int max, const char *what, GError **error)
{
  if (value >= 1 && value <= max)
    return TRUE;
  /* Translators: "columns must be from 1 to 500" */
  g_set_error (error, ST_EDIT_ERROR, ST_EDIT_ERROR_INVALID, _ ("The number of %s must be from 1 to %d"), what,
               max);
  return FALSE;
}

StScenario *
st_scenario_new_blank (const StNewScenarioOptions *options, GError **error)
{
  g_autoptr (StScenario) scenario = NULL;
  StBoardKind kind;
  const char *lang;

  g_return_val_if_fail (options != NULL, NULL);
  g_return_val_if_fail (options->family != NULL, NULL);

  kind = st_family_board_kind (options->family);
  if (kind == ST_BOARD_SQUARE && options->sections)
    {
      if (!check_size (options->section_size, 16, _ ("squares of a section"), error))
        return NULL;
    }
  else if (kind != ST_BOARD_GRAPH)
    {
      if (!check_size (options->columns, ST_BOARD_MAX_SIZE, _ ("columns"), error)
          || !check_size (options->rows, ST_BOARD_MAX_SIZE, _ ("rows"), error))
        return NULL;
    }
  else if (options->map_template == NULL && (options->width < 1 || options->height < 1))
    {
      g_set_error_literal (error, ST_EDIT_ERROR, ST_EDIT_ERROR_INVALID,
                           _ ("A map needs a width and a height"));
      return NULL;
    }
  else if (options->map_template != NULL && options->map_template->board->kind != ST_BOARD_GRAPH)
    {
      g_set_error_literal (error, ST_EDIT_ERROR, ST_EDIT_ERROR_INVALID,
                           _ ("The template map is not a point-to-point map"));
      return NULL;
    }

  lang = options->lang ? options->lang : st_scenario_new_default_lang ();
  scenario = st_scenario_new (options->family, kind);
  g_free (scenario->lang);
  scenario->lang = g_strdup (lang);
  st_text_set (scenario->title, lang,
               options->title && *options->title ? options->title
                                                 : name_for (lang, N_ ("Untitled scenario")));

  add_sides (scenario);
  add_params (scenario);
  /* An empty action deck for each nation, ready for its cards. */
  if (st_family_has_decks (options->family))
    for (guint i = 0; i < scenario->sides->len; i++)
      g_free (st_edit_add_deck (scenario, ((StSide *) g_ptr_array_index (scenario->sides, i))->id, NULL));
  add_terrains (scenario, options->family->preset->terrain);
  add_edge_types (scenario, options->family->preset->edges);
  if (options->family->preset->crt != NULL)
    g_array_append_vals (scenario->crt, options->family->preset->crt, options->family->preset->n_crt);

  if (kind == ST_BOARD_GRAPH)
    {
      if (options->map_template != NULL)
        copy_map (scenario, options->map_template);
      else
        {
          scenario->board->width = options->width;
          scenario->board->height = options->height;
        }
      return g_steal_pointer (&scenario);
    }

  scenario->board->default_terrain = g_strdup (st_scenario_default_terrain (scenario));
  if (kind == ST_BOARD_SQUARE && options->sections)
    {
      add_sections (scenario, options->section_size);
      return g_steal_pointer (&scenario);
    }
  scenario->board->columns = options->columns;
  scenario->board->rows = options->rows;
  if (kind == ST_BOARD_HEX)
    {
      scenario->board->orientation = options->orientation;
      add_countries (scenario);
    }
  return g_steal_pointer (&scenario);
}
