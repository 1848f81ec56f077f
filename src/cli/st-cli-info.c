/* SPDX-License-Identifier: GPL-3.0-or-later */
#define G_LOG_DOMAIN "sandtable-cli"

#include "config.h"

#include <glib/gi18n.h>
#include <json-glib/json-glib.h>
#include <stdio.h>

#include "core/st-scenario-io.h"
#include "core/st-texts.h"
#include "st-cli.h"

typedef struct
{
  guint units_placed;
  guint units_reserve;
  guint cards;
  guint strategic;
  guint junctions;
} Counts;

static void
count (const StScenario *s, Counts *c)
{
  for (guint i = 0; i < s->units->len; i++)
    {
      const StUnit *unit = g_ptr_array_index (s->units, i);
      if (unit->placed)
        c->units_placed++;
      else
        c->units_reserve++;
    }
  for (guint i = 0; i < s->decks->len; i++)
    c->cards += st_deck_n_cards (g_ptr_array_index (s->decks, i));
  for (guint i = 0; i < s->board->nodes->len; i++)
    {
      const StNode *node = g_ptr_array_index (s->board->nodes, i);
      c->strategic += node->strategic ? 1 : 0;
      c->junctions += node->junction ? 1 : 0;
    }
}

static JsonNode *
build_json (const char *path, const StScenario *s, GPtrArray *langs)
{
  g_autoptr (JsonBuilder) b = json_builder_new ();
  g_autofree StTextCoverage *coverages = NULL;
  Counts                     c = { 0 };

  count (s, &c);
  json_builder_begin_object (b);
  json_builder_set_member_name (b, "file");
  json_builder_add_string_value (b, path);
  json_builder_set_member_name (b, "title");
  json_builder_add_string_value (b, st_text_get_source (s->title));
  json_builder_set_member_name (b, "ruleset");
  json_builder_add_string_value (b, st_family_id (s->family));
  json_builder_set_member_name (b, "version");
  json_builder_add_int_value (b, s->version);

  json_builder_set_member_name (b, "board");
  json_builder_begin_object (b);
  json_builder_set_member_name (b, "kind");
  json_builder_add_string_value (b, st_board_kind_to_string (s->board->kind));
  if (st_board_is_grid (s->board))
    {
      json_builder_set_member_name (b, "columns");
      json_builder_add_int_value (b, s->board->columns);
      json_builder_set_member_name (b, "rows");
      json_builder_add_int_value (b, s->board->rows);
      json_builder_set_member_name (b, "sections");
      json_builder_add_int_value (b, s->board->sections->len);
      json_builder_set_member_name (b, "placed_sections");
      json_builder_add_int_value (b, s->board->placements->len);
    }
  else
    {
      json_builder_set_member_name (b, "width");
      json_builder_add_double_value (b, s->board->width);
      json_builder_set_member_name (b, "height");
      json_builder_add_double_value (b, s->board->height);
      json_builder_set_member_name (b, "strategic_points");
      json_builder_add_int_value (b, c.strategic);
      json_builder_set_member_name (b, "junctions");
      json_builder_add_int_value (b, c.junctions);
      json_builder_set_member_name (b, "lines");
      json_builder_add_int_value (b, s->board->lines->len);
    }
  json_builder_set_member_name (b, "cells");
  json_builder_add_int_value (b, st_board_n_cells (s->board));
  json_builder_set_member_name (b, "edges");
  json_builder_add_int_value (b, s->board->edges->len);
  json_builder_end_object (b);

#define COUNT(name, value)                \
  json_builder_set_member_name (b, name); \
  json_builder_add_int_value (b, value)
  COUNT ("terrain_types", s->terrains->len);
  COUNT ("edge_types", s->edge_types->len);
  COUNT ("areas", s->areas->len);
  COUNT ("sides", s->sides->len);
  COUNT ("unit_types", s->unit_types->len);
  COUNT ("units", s->units->len);
  COUNT ("units_placed", c.units_placed);
  COUNT ("units_in_reserve", c.units_reserve);
  COUNT ("decks", s->decks->len);
  COUNT ("cards", c.cards);
  COUNT ("parameters", s->params->len);
  COUNT ("rules_sections", s->rules->len);
  COUNT ("texts", st_scenario_n_texts (s));
#undef COUNT

  json_builder_set_member_name (b, "languages");
  json_builder_begin_array (b);
  for (guint i = 0; i < langs->len; i++)
    json_builder_add_string_value (b, g_ptr_array_index (langs, i));
  json_builder_end_array (b);
  /* Coverage of each language, counted over the same texts as "texts". */
  json_builder_set_member_name (b, "translations");
  json_builder_begin_object (b);
  coverages = g_new (StTextCoverage, langs->len + 1);
  st_scenario_text_coverages ((StScenario *) s, langs, coverages);
  for (guint i = 0; i < langs->len; i++)
    {
      StTextCoverage coverage = coverages[i];

      json_builder_set_member_name (b, g_ptr_array_index (langs, i));
      json_builder_begin_object (b);
      json_builder_set_member_name (b, "translated");
      json_builder_add_int_value (b, coverage.n_translated);
      json_builder_set_member_name (b, "outdated");
      json_builder_add_int_value (b, coverage.n_outdated);
      json_builder_set_member_name (b, "needs_work");
      json_builder_add_int_value (b, coverage.n_needs_work);
      json_builder_end_object (b);
    }
  json_builder_end_object (b);
  json_builder_end_object (b);
  return json_builder_get_root (b);
}

static void
print_text (const char *path, const StScenario *s, GPtrArray *langs)
{
  g_autofree char *lang_list = NULL;
  Counts           c = { 0 };

  count (s, &c);
  g_ptr_array_add (langs, NULL);
  lang_list = g_strjoinv (", ", (char **) langs->pdata);
  g_ptr_array_remove_index (langs, langs->len - 1);

  printf ("%s\n", path);
  printf (_ ("  Title:          %s\n"), st_text_get_source (s->title));
  printf (_ ("  Ruleset:        %s (%s)\n"), st_family_id (s->family), st_family_display_name (s->family));
  if (st_board_is_grid (s->board))
    printf (_ ("  Board:          %s, %d × %d (%u cells, %u placed map sections of %u)\n"),
            st_board_kind_to_string (s->board->kind), s->board->columns, s->board->rows,
            st_board_n_cells (s->board), s->board->placements->len, s->board->sections->len);
  else
    printf (_ ("  Board:          graph, %u nodes, %u links, %u strategic points, %u junctions\n"),
            s->board->nodes->len, s->board->edges->len, c.strategic, c.junctions);
  printf (_ ("  Edges:          %u\n"), s->board->edges->len);
  printf (_ ("  Terrain types:  %u\n"), s->terrains->len);
  printf (_ ("  Areas:          %u\n"), s->areas->len);
  printf (_ ("  Sides:          %u\n"), s->sides->len);
  printf (_ ("  Unit types:     %u\n"), s->unit_types->len);
  printf (_ ("  Units:          %u (%u placed, %u in reserve)\n"), s->units->len, c.units_placed,
          c.units_reserve);
  printf (_ ("  Decks:          %u (%u cards)\n"), s->decks->len, c.cards);
  printf (_ ("  Rules sections: %u\n"), s->rules->len);
  printf (_ ("  Texts:          %u\n"), st_scenario_n_texts (s));
  printf (_ ("  Languages:      %s\n"), lang_list);
  /* Each translation's progress, as the Translations page says it. */
  {
    g_autofree StTextCoverage *coverages = g_new (StTextCoverage, langs->len + 1);

    st_scenario_text_coverages ((StScenario *) s, langs, coverages);
    for (guint i = 0; i < langs->len; i++)
      {
        g_autofree char *said = NULL;

        if (g_str_equal (g_ptr_array_index (langs, i), s->lang))
          continue;
        said = st_text_coverage_describe (&coverages[i]);
        printf ("    %s: %s\n", (const char *) g_ptr_array_index (langs, i), said);
      }
  }
}

int
st_cli_info (int argc, char **argv)
{
  gboolean     json = FALSE;
  GOptionEntry entries[] = {
    { "json", 0, 0, G_OPTION_ARG_NONE, &json, N_ ("Print JSON"), NULL },
    { NULL },
  };
  g_autoptr (GOptionContext) context = g_option_context_new (_ ("FILE… — describe scenarios"));
  g_autoptr (JsonArray) results = json_array_new ();
  int status = ST_CLI_OK;

  g_option_context_add_main_entries (context, entries, GETTEXT_PACKAGE);
  if (!st_cli_parse_options (context, &argc, &argv))
    return ST_CLI_USAGE;
  if (argc < 2)
    {
      g_printerr (_ ("sandtable-cli info: expected at least one FILE\n"));
      return ST_CLI_USAGE;
    }

  for (int i = 1; i < argc; i++)
    {
      g_autoptr (StDiagnostics) diagnostics = st_diagnostics_new ();
      g_autoptr (StScenario) scenario =
          st_scenario_load_file_full (argv[i], diagnostics, ST_SCENARIO_LOAD_NO_SETUP_CHECK, NULL);
      g_autoptr (GPtrArray) langs = NULL;

      if (scenario == NULL)
        {
          g_autofree char *all = st_diagnostics_format_all (diagnostics);
          fputs (all, stderr);
          status = ST_CLI_INVALID;
          continue;
        }
      langs = st_scenario_languages (scenario);
      if (json)
        json_array_add_element (results, build_json (argv[i], scenario, langs));
      else
        print_text (argv[i], scenario, langs);
    }

  if (json)
    {
      g_autoptr (JsonNode) root = json_node_new (JSON_NODE_ARRAY);
      g_autofree char *text = NULL;

      /* One file gives one object; several give an array. */
      if (argc == 2 && json_array_get_length (results) == 1)
        {
          json_node_free (root);
          root = json_node_copy (json_array_get_element (results, 0));
        }
      else
        json_node_set_array (root, results);
      text = json_to_string (root, TRUE);
      printf ("%s\n", text);
    }
  return status;
}
