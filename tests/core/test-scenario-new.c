/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gstdio.h>
#include <unistd.h>

#include "core/st-edit-tables.h"
#include "core/st-scenario-io.h"
#include "core/st-scenario-new.h"

#include "edit-check.h"

/* Blank scenarios of every family and board layout: each saves to XML that
 * loads into an equal scenario, with the tables the family needs. */

typedef struct
{
  const char      *path;
  const char      *family; /* its id */
  int              columns;
  int              rows;
  StHexOrientation orientation;
  gboolean         sections;
  int              section_size;
  const char      *map_template; /* a bundled scenario */
} Case;

static const Case cases[] = {
  { "/core/scenario-new/hex-flat-10x14", "maneuver-hex", 10, 14, ST_HEX_FLAT },
  { "/core/scenario-new/hex-pointy-9x4", "maneuver-hex", 9, 4, ST_HEX_POINTY },
  { "/core/scenario-new/hex-1x1", "maneuver-hex", 1, 1, ST_HEX_FLAT },
  { "/core/scenario-new/manoeuvre-squares", "manoeuvre", 8, 6 },
  { "/core/scenario-new/manoeuvre-sections", "manoeuvre", 0, 0, ST_HEX_FLAT, TRUE, 4 },
  { "/core/scenario-new/command-maneuver-squares", "command-maneuver", 10, 10 },
  { "/core/scenario-new/command-maneuver-sections", "command-maneuver", 0, 0, ST_HEX_FLAT, TRUE, 3 },
  { "/core/scenario-new/manover-empty", "manover" },
  { "/core/scenario-new/manover-finland-map", "manover", 0, 0, ST_HEX_FLAT, FALSE, 0, "manover-finland" },
};

/* The saved file is valid against the format's schema too, as the bundled
 * scenarios are (tests/core/meson.build), when xmllint is there to say so. */
static void
check_schema (const StScenario *scenario)
{
  g_autofree char *xmllint = g_find_program_in_path ("xmllint");
  g_autofree char *schema = NULL;
  g_autofree char *path = NULL;
  g_autofree char *xml = NULL;
  g_autofree char *output = NULL;
  g_autoptr (GError) error = NULL;
  int fd, status = -1;

  if (xmllint == NULL)
    return;
  schema =
      g_build_filename (g_getenv ("SANDTABLE_SOURCE_ROOT"), "data", "schema", "sandtable-scenario.rng", NULL);
  fd = g_file_open_tmp ("blank-XXXXXX.xml", &path, &error);
  g_assert_no_error (error);
  close (fd);
  xml = st_scenario_to_xml (scenario, NULL);
  g_file_set_contents (path, xml, -1, &error);
  g_assert_no_error (error);
  {
    const char *argv[] = { xmllint, "--noout", "--nonet", "--relaxng", schema, path, NULL };
    g_spawn_sync (NULL, (char **) argv, NULL, G_SPAWN_STDOUT_TO_DEV_NULL, NULL, NULL, NULL, &output, &status,
                  &error);
  }
  g_assert_no_error (error);
  g_unlink (path);
  if (!g_spawn_check_wait_status (status, NULL))
    g_test_message ("%s", output);
  g_assert_true (g_spawn_check_wait_status (status, NULL));
}

static void
test_blank (gconstpointer data)
{
  const Case *c = data;
  g_autoptr (StScenario) template = c->map_template ? edit_check_load_bundled (c->map_template) : NULL;
  g_autoptr (StScenario) scenario = NULL;
  g_autoptr (GError) error = NULL;
  StNewScenarioOptions options;
  guint                n_params;
  const StAttrSpec    *params = st_family_params (st_family_lookup (c->family), &n_params);

  st_new_scenario_options_init (&options, st_family_lookup (c->family));
  if (c->columns > 0)
    {
      options.columns = c->columns;
      options.rows = c->rows;
    }
  options.orientation = c->orientation;
  options.sections = c->sections;
  if (c->section_size > 0)
    options.section_size = c->section_size;
  options.map_template = template;
  options.lang = "en";

  scenario = st_scenario_new_blank (&options, &error);
  g_assert_no_error (error);
  g_assert_nonnull (scenario);
  edit_check_round_trip (scenario);
  check_schema (scenario);

  g_assert_true (scenario->family == st_family_lookup (c->family));
  g_assert_cmpint (scenario->board->kind, ==, st_family_board_kind (st_family_lookup (c->family)));
  g_assert_cmpstr (st_scenario_get_title (scenario), ==, "Untitled scenario");
  g_assert_cmpuint (scenario->sides->len, ==, 2);
  g_assert_cmpstr (((StSide *) g_ptr_array_index (scenario->sides, 0))->color, !=,
                   ((StSide *) g_ptr_array_index (scenario->sides, 1))->color);
  g_assert_cmpuint (scenario->terrains->len, >=, 1);
  /* Every parameter is written out at its default, but those that only check
   * the set-up against a number (south-reserve-size): an empty map has no
   * set-up to agree with them. */
  for (guint i = 0; i < n_params; i++)
    if (params[i].checks_setup)
      g_assert_null (st_attrs_get (scenario->params, params[i].name));
    else
      g_assert_nonnull (st_attrs_get (scenario->params, params[i].name));
  g_assert_cmpuint (scenario->params->len, <=, n_params);
  g_assert_cmpint (scenario->crt->len > 0, ==, st_family_has_crt (st_family_lookup (c->family)));

  switch (scenario->board->kind)
    {
      case ST_BOARD_HEX:
        {
          guint n_cells = 0;

          g_assert_cmpint (scenario->board->columns, ==, c->columns);
          g_assert_cmpint (scenario->board->rows, ==, c->rows);
          g_assert_cmpint (scenario->board->orientation, ==, c->orientation);
          g_assert_nonnull (st_scenario_find_edge_type (scenario, "border"));
          g_assert_true (st_edit_check_crt (scenario->crt, NULL));
          g_assert_cmpint (g_array_index (scenario->crt, StCrtRow, 0).result, ==, ST_CRT_DE);
          if (c->columns * c->rows == 1)
            break;
          /* Two countries share the map, a border between them. */
          g_assert_cmpuint (scenario->areas->len, ==, 2);
          for (guint i = 0; i < 2; i++)
            {
              const StArea *area = g_ptr_array_index (scenario->areas, i);
              g_assert_cmpint (area->role, ==, ST_AREA_COUNTRY);
              g_assert_cmpstr (area->side, ==, ((StSide *) g_ptr_array_index (scenario->sides, i))->id);
              g_assert_cmpuint (area->cells->len, >=,
                                (guint) (MIN (c->columns, c->rows) * (MAX (c->columns, c->rows) / 2)));
              n_cells += area->cells->len;
            }
          g_assert_cmpuint (n_cells, ==, (guint) (c->columns * c->rows));
          g_assert_cmpuint (scenario->board->edges->len, >=, (guint) MIN (c->columns, c->rows));
          break;
        }
      case ST_BOARD_SQUARE:
        if (c->sections)
          {
            g_assert_cmpint (scenario->board->columns, ==, 2 * c->section_size);
            g_assert_cmpuint (scenario->board->sections->len, ==, 4);
            g_assert_cmpuint (scenario->board->placements->len, ==, 4);
          }
        else
          {
            g_assert_cmpint (scenario->board->columns, ==, c->columns);
            g_assert_cmpint (scenario->board->rows, ==, c->rows);
          }
        if (st_family_lookup (c->family) == st_family_lookup ("manoeuvre"))
          {
            /* The terrain of the rules. */
            g_assert_cmpuint (scenario->terrains->len, ==, 6);
            g_assert_cmpstr (
                st_attrs_get (st_scenario_find_terrain (scenario, "lake")->effects, "impassable"), ==, "1");
          }
        break;
      case ST_BOARD_GRAPH:
      default:
        g_assert_nonnull (st_scenario_find_edge_type (scenario, "rail"));
        g_assert_nonnull (st_scenario_find_edge_type (scenario, "road"));
        g_assert_nonnull (st_scenario_find_edge_type (scenario, "area-line"));
        if (template != NULL)
          {
            g_assert_cmpuint (scenario->board->nodes->len, ==, template->board->nodes->len);
            g_assert_cmpuint (scenario->board->edges->len, ==, template->board->edges->len);
            g_assert_true (scenario->board->height == template->board->height);
            /* No units, unit types or decks come with the map. */
            g_assert_cmpuint (scenario->units->len, ==, 0);
          }
        else
          {
            g_assert_cmpuint (scenario->board->nodes->len, ==, 0);
            g_assert_true (scenario->board->width == 1000);
          }
        break;
    }
}

static void
test_bad_sizes (void)
{
  StNewScenarioOptions options;
  g_autoptr (StScenario) hex = edit_check_load_bundled ("maneuver-basic");

  st_new_scenario_options_init (&options, st_family_lookup ("maneuver-hex"));
  options.columns = 0;
  {
    g_autoptr (GError) error = NULL;
    g_assert_null (st_scenario_new_blank (&options, &error));
    g_assert_error (error, ST_EDIT_ERROR, ST_EDIT_ERROR_INVALID);
  }
  options.columns = ST_BOARD_MAX_SIZE + 1;
  g_assert_null (st_scenario_new_blank (&options, NULL));

  st_new_scenario_options_init (&options, st_family_lookup ("manoeuvre"));
  options.section_size = 17;
  g_assert_null (st_scenario_new_blank (&options, NULL));

  st_new_scenario_options_init (&options, st_family_lookup ("manover"));
  options.map_template = hex;
  g_assert_null (st_scenario_new_blank (&options, NULL));
}

static void
test_defaults (void)
{
  StNewScenarioOptions options;
  g_autoptr (StScenario) scenario = NULL;

  /* Without a translation of the interface, scenarios are in English. */
  g_assert_cmpstr (st_scenario_new_default_lang (), ==, "en");

  st_new_scenario_options_init (&options, st_family_lookup ("maneuver-hex"));
  options.title = "Border war";
  scenario = st_scenario_new_blank (&options, NULL);
  g_assert_cmpstr (scenario->lang, ==, "en");
  g_assert_cmpstr (st_scenario_get_title (scenario), ==, "Border war");
  g_assert_cmpint (scenario->board->columns, ==, 10);
  g_assert_cmpint (scenario->board->rows, ==, 14);
  g_assert_cmpstr (st_scenario_get_param (scenario, "first-side"), ==, "blue");
  g_assert_cmpint (st_scenario_get_param_int (scenario, "turn-limit"), ==, 10);
}

int
main (int argc, char **argv)
{
  g_setenv ("LANGUAGE", "C", TRUE);
  g_setenv ("LC_ALL", "C", TRUE);
  g_test_init (&argc, &argv, NULL);

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    g_test_add_data_func (cases[i].path, &cases[i], test_blank);
  g_test_add_func ("/core/scenario-new/bad-sizes", test_bad_sizes);
  g_test_add_func ("/core/scenario-new/defaults", test_defaults);

  return g_test_run ();
}
