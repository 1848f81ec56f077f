/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <math.h>
#include <stdio.h>
#include <string.h>

#include <glib/gstdio.h>

#include "core/st-scenario-io.h"
#include "render/st-board-layout.h"
#include "render/st-board-render.h"
#include "render-fixture.h"

/* Scenarios built here, one per family, with something of everything the
 * renderer draws. */

static const struct
{
  const char *id;
  const char *color;
  const char *pattern;
} terrains[] = {
  { "clear", "#e8e2c0", "none" },  { "woods", "#79a85a", "trees" },    { "hills", "#c9a66b", "hills" },
  { "marsh", "#9dbfa4", "marsh" }, { "town", "#d6c9b6", "town" },      { "lake", "#78a9dc", "water" },
  { "rough", "#b8ad8c", "dots" },  { "mountain", "#9c8d80", "hatch" },
};

static void
add_terrains (StScenario *s)
{
  for (guint i = 0; i < G_N_ELEMENTS (terrains); i++)
    {
      StTerrain *t = st_terrain_new (terrains[i].id, terrains[i].color);

      g_free (t->pattern);
      t->pattern = g_strdup (terrains[i].pattern);
      st_text_set (t->name, "en", terrains[i].id);
      g_ptr_array_add (s->terrains, t);
    }
}

static void
add_edge_type (StScenario *s, const char *id, const char *color, double width, StLineStyle style)
{
  StEdgeType *type = st_edge_type_new (id, color);

  type->width = width;
  type->style = style;
  st_text_set (type->name, "en", id);
  g_ptr_array_add (s->edge_types, type);
}

static void
add_sides (StScenario *s, const char *a, const char *color_a, const char *b, const char *color_b)
{
  StSide *side = st_side_new (a, color_a);

  st_text_set (side->name, "en", a);
  g_ptr_array_add (s->sides, side);
  side = st_side_new (b, color_b);
  st_text_set (side->name, "en", b);
  g_ptr_array_add (s->sides, side);
}

static StUnitType *
add_unit_type (StScenario *s, const char *id, const char *arm, ...)
{
  StUnitType *type = st_unit_type_new (id, arm);
  const char *name;
  va_list     args;

  type->name = st_text_new_with ("en", id);
  va_start (args, arm);
  while ((name = va_arg (args, const char *)) != NULL)
    {
      int  value = va_arg (args, int);
      char buffer[16];

      g_snprintf (buffer, sizeof buffer, "%d", value);
      st_attrs_set (type->attrs, name, buffer);
    }
  va_end (args);
  g_ptr_array_add (s->unit_types, type);
  return type;
}

static StUnit *
add_unit (StScenario *s, const char *type, const char *side, int x, int y)
{
  g_autofree char *id = g_strdup_printf ("u%u", s->units->len);
  StUnit          *unit = st_unit_new (id, type, side);

  unit->placed = TRUE;
  unit->cell = (StCell){ x, y };
  g_ptr_array_add (s->units, unit);
  return unit;
}

static void
add_cell_edge (StScenario *s, const char *type, int ax, int ay, int bx, int by)
{
  g_ptr_array_add (s->board->edges, st_edge_new_cells (type, (StCell){ ax, ay }, (StCell){ bx, by }));
}

static void
set_cell_terrain (StScenario *s, int x, int y, const char *terrain)
{
  StCellTerrain *cell = g_new0 (StCellTerrain, 1);

  cell->at = (StCell){ x, y };
  cell->terrain = g_strdup (terrain);
  g_ptr_array_add (s->board->cells, cell);
}

StScenario *
build_hex (StHexOrientation orientation, gboolean stagger_odd, int columns, int rows)
{
  StScenario *s = st_scenario_new (st_family_lookup ("maneuver-hex"), ST_BOARD_HEX);
  StArea     *area;
  StUnit     *unit;
  StCell      neighbours[6];
  int         border_row = rows / 2;

  st_text_set (s->title, "en", "Hex test");
  add_terrains (s);
  add_edge_type (s, "border", "#c01c28", 4, ST_LINE_SOLID);
  add_edge_type (s, "river", "#3584e4", 3, ST_LINE_SOLID);
  add_edge_type (s, "road", "#5e5c64", 2, ST_LINE_DASHED);
  add_edge_type (s, "track", "#865e3c", 2, ST_LINE_DOTTED);
  add_sides (s, "blue", "#1c71d8", "red", "#c01c28");

  s->board->columns = columns;
  s->board->rows = rows;
  s->board->orientation = orientation;
  s->board->stagger_odd = stagger_odd;
  for (int y = 0; y < rows; y++)
    for (int x = 0; x < columns; x++)
      {
        guint t = (guint) ((x * 7 + y * 3 + (x * y) % 5) % 11);

        if (t > 0 && t < G_N_ELEMENTS (terrains))
          set_cell_terrain (s, x, y, terrains[t].id);
      }

  /* A border between the two halves, along every shared side. */
  for (int x = 0; x < columns; x++)
    {
      guint n = st_board_neighbours (s->board, x, border_row, neighbours);

      for (guint i = 0; i < n; i++)
        if (neighbours[i].y == border_row - 1)
          add_cell_edge (s, "border", x, border_row, neighbours[i].x, neighbours[i].y);
    }
  /* A river, a road and a track somewhere else. */
  if (columns > 3 && rows > 4)
    {
      add_cell_edge (s, "river", 1, 1, 2, 1);
      add_cell_edge (s, "river", 1, 2, 2, 2);
      add_cell_edge (s, "road", 3, 1, 3, 2);
      add_cell_edge (s, "track", 3, 3, 3, 4);
    }

  area = st_area_new ("blue-country", ST_AREA_COUNTRY);
  area->side = g_strdup ("blue");
  for (int y = 0; y < border_row; y++)
    for (int x = 0; x < columns; x++)
      g_array_append_val (area->cells, ((StCell){ x, y }));
  g_ptr_array_add (s->areas, area);
  area = st_area_new ("red-setup", ST_AREA_SETUP_ZONE);
  area->side = g_strdup ("red");
  for (int y = rows - 2; y < rows; y++)
    for (int x = 0; x < columns; x++)
      g_array_append_val (area->cells, ((StCell){ x, y }));
  g_ptr_array_add (s->areas, area);

  add_unit_type (s, "infantry", "infantry", "attack", 4, "defense", 4, "movement", 3, "reduced-attack", 2,
                 "reduced-defense", 2, NULL);
  add_unit_type (s, "cavalry", "cavalry", "attack", 3, "defense", 2, "movement", 5, "reduced-attack", 1,
                 "reduced-defense", 1, NULL);
  add_unit_type (s, "artillery", "artillery", "attack", 5, "defense", 3, "movement", 2, "reduced-attack", 3,
                 "reduced-defense", 2, NULL);
  add_unit_type (s, "capital", "capital", "attack", 0, "defense", 2, "movement", 0, NULL);

  if (columns >= 6 && rows >= 6)
    {
      add_unit (s, "infantry", "blue", 1, 0);
      add_unit (s, "cavalry", "blue", 2, 1);
      add_unit (s, "artillery", "blue", 4, 1);
      add_unit (s, "capital", "blue", 5, 0);
      add_unit (s, "infantry", "red", 1, rows - 1);
      unit = add_unit (s, "infantry", "red", 3, rows - 2);
      unit->reduced = TRUE;
      add_unit (s, "cavalry", "red", 4, rows - 1);
      add_unit (s, "artillery", "red", 4, rows - 1);
      for (int i = 0; i < 5; i++)
        add_unit (s, i % 2 ? "cavalry" : "infantry", "red", 5, rows - 2);
      unit = st_unit_new ("reserve", "infantry", "red");
      g_ptr_array_add (s->units, unit);
    }
  return s;
}

static void
add_section (StScenario *s, const char *id, const char **rows)
{
  StSection *section = st_section_new (id, 4);

  for (int y = 0; y < 4; y++)
    {
      g_auto (GStrv) words = g_strsplit (rows[y], " ", -1);

      for (int x = 0; x < 4; x++)
        section->terrain[y * 4 + x] = g_strdup (words[x]);
    }
  g_ptr_array_add (s->board->sections, section);
}

static void
place_section (StScenario *s, const char *id, int x, int y, int rotation)
{
  StPlacement *place = g_new0 (StPlacement, 1);

  place->section = g_strdup (id);
  place->at = (StCell){ x, y };
  place->rotation = rotation;
  g_ptr_array_add (s->board->placements, place);
}

StScenario *
build_manoeuvre (void)
{
  StScenario *s = st_scenario_new (st_family_lookup ("manoeuvre"), ST_BOARD_SQUARE);
  const char *plains[] = { "clear clear woods clear", "clear hills clear clear", "clear clear clear marsh",
                           "town clear clear clear" };
  const char *forest[] = { "woods woods clear clear", "woods hills hills clear", "clear clear lake clear",
                           "clear town clear rough" };
  const char *names[] = { "1st Guard", "2nd Line", "Hussars", "3rd Line", "Voltigeurs" };
  StUnit     *unit;

  st_text_set (s->title, "en", "Manoeuvre test");
  add_terrains (s);
  add_edge_type (s, "river", "#3584e4", 3, ST_LINE_SOLID);
  add_sides (s, "aurelia", "#2a6f3f", "borealia", "#f5c211");
  s->board->columns = 8;
  s->board->rows = 8;
  add_section (s, "plains", plains);
  add_section (s, "forest", forest);
  place_section (s, "plains", 0, 0, 0);
  place_section (s, "forest", 4, 0, 90);
  place_section (s, "forest", 0, 4, 180);
  place_section (s, "plains", 4, 4, 270);
  add_cell_edge (s, "river", 2, 3, 2, 4);
  add_cell_edge (s, "river", 3, 3, 3, 4);

  add_unit_type (s, "a-inf", "infantry", "strength", 5, "reduced-strength", 3, "movement", 1, NULL);
  add_unit_type (s, "a-cav", "cavalry", "strength", 4, "reduced-strength", 2, "movement", 2, NULL);
  for (guint i = 0; i < G_N_ELEMENTS (names); i++)
    {
      unit = add_unit (s, i == 2 ? "a-cav" : "a-inf", i % 2 ? "borealia" : "aurelia", (int) i + 1,
                       i % 2 ? 6 : 1);
      unit->name = st_text_new_with ("en", names[i]);
      unit->reduced = i == 3;
    }
  return s;
}

StScenario *
build_command_maneuver (void)
{
  StScenario *s = st_scenario_new (st_family_lookup ("command-maneuver"), ST_BOARD_SQUARE);
  const char *arms[] = { "leader", "cavalry", "cannon", "skirmisher", "infantry" };

  st_text_set (s->title, "en", "Command and maneuver test");
  add_terrains (s);
  add_sides (s, "white", "#f6f5f4", "black", "#3d3846");
  s->board->columns = 10;
  s->board->rows = 8;
  set_cell_terrain (s, 4, 3, "town");
  set_cell_terrain (s, 5, 4, "hills");
  set_cell_terrain (s, 2, 4, "woods");
  set_cell_terrain (s, 7, 3, "woods");
  for (guint i = 0; i < G_N_ELEMENTS (arms); i++)
    {
      add_unit_type (s, arms[i], arms[i], "movement", (int) i + 1, NULL);
      add_unit (s, arms[i], "white", (int) i * 2, 0);
      add_unit (s, arms[i], "black", (int) i * 2 + 1, 7);
    }
  return s;
}

StScenario *
build_manover (void)
{
  StScenario *s = st_scenario_new (st_family_lookup ("manover"), ST_BOARD_GRAPH);
  const char *arms[] = { "infantry", "machine-gun", "artillery", "armoured-train",
                         "gas",      "aviation",    "cavalry" };
  StTerrain  *land = st_terrain_new ("land", "#f2ecd8");
  StLine     *line;
  StArea     *north;
  guint       n = 0;

  st_text_set (s->title, "en", "Manöver test");
  g_ptr_array_add (s->terrains, land);
  add_edge_type (s, "rail", "#241f31", 3, ST_LINE_SOLID);
  add_edge_type (s, "road", "#5e5c64", 2, ST_LINE_DASHED);
  add_edge_type (s, "area-line", "#1c71d8", 4, ST_LINE_SOLID);
  add_sides (s, "north", "#1c71d8", "south", "#f5c211");
  s->board->width = 1000;
  s->board->height = 1600;

  for (int gy = 0; gy < 8; gy++)
    for (int gx = 0; gx < 5; gx++)
      {
        g_autofree char *id = g_strdup_printf ("n%u", n);
        g_autofree char *name = g_strdup_printf ("Town %c%c", 'A' + gy, 'a' + gx);
        StNode          *node = st_node_new (id, 100 + gx * 200 + (gy % 2) * 60, 100 + gy * 195 + gx * 12);

        node->name = st_text_new_with ("fi", name);
        st_text_set (node->name, "sv", "Stad");
        node->strategic = (n % 4) == 1;
        node->junction = (n % 5) == 2;
        g_ptr_array_add (s->board->nodes, node);
        if (gx > 0)
          {
            g_autofree char *prev = g_strdup_printf ("n%u", n - 1);

            g_ptr_array_add (s->board->edges, st_edge_new_nodes ((gy % 2) ? "road" : "rail", prev, id));
          }
        if (gy > 0)
          {
            g_autofree char *up = g_strdup_printf ("n%u", n - 5);

            g_ptr_array_add (s->board->edges, st_edge_new_nodes (gx % 2 ? "road" : "rail", up, id));
          }
        n++;
      }
  ((StNode *) g_ptr_array_index (s->board->nodes, 2))->headquarters = g_strdup ("north");
  ((StNode *) g_ptr_array_index (s->board->nodes, 37))->headquarters = g_strdup ("south");

  for (int k = 0; k < 2; k++)
    {
      double y = k == 0 ? 480 : 1100;

      line = st_line_new ("area-line");
      for (int i = 0; i <= 4; i++)
        {
          double px = i * 250.0, py = y + (i % 2 ? 25 : -15);

          g_array_append_val (line->points, px);
          g_array_append_val (line->points, py);
        }
      g_ptr_array_add (s->board->lines, line);
    }

  north = st_area_new ("north", ST_AREA_MANOEUVRE_AREA);
  north->side = g_strdup ("north");
  for (guint i = 0; i < 10; i++)
    g_ptr_array_add (north->nodes, g_strdup_printf ("n%u", i));
  g_ptr_array_add (s->areas, north);

  for (guint i = 0; i < G_N_ELEMENTS (arms); i++)
    {
      StUnit          *unit;
      g_autofree char *type = g_strdup_printf ("t%u", i);

      add_unit_type (s, type, arms[i], "strength-class", (int) i % 6 + 1, "steps", (int) i % 3 + 1, NULL);
      unit = add_unit (s, type, "north", 0, 0);
      unit->node = g_strdup_printf ("n%u", i);
      unit = add_unit (s, type, "south", 0, 0);
      unit->node = g_strdup_printf ("n%u", 30 + i % 3);
    }
  return s;
}

/* Helpers */

guint32
pixel_at (cairo_surface_t *surface, int x, int y)
{
  const guchar *data = cairo_image_surface_get_data (surface);
  int           stride = cairo_image_surface_get_stride (surface);

  return *(const guint32 *) (data + (gsize) y * stride + (gsize) x * 4);
}

gboolean
pixel_near (guint32 pixel, const char *color, int tolerance)
{
  int r = (pixel >> 16) & 0xff, g = (pixel >> 8) & 0xff, b = pixel & 0xff;
  int er, eg, eb;

  g_assert_cmpint (sscanf (color, "#%02x%02x%02x", &er, &eg, &eb), ==, 3);
  return ABS (r - er) <= tolerance && ABS (g - eg) <= tolerance && ABS (b - eb) <= tolerance;
}

/* Fraction of pixels that differ from white. */
double
non_background_fraction (cairo_surface_t *surface)
{
  int     width = cairo_image_surface_get_width (surface);
  int     height = cairo_image_surface_get_height (surface);
  guint64 n = 0;

  for (int y = 0; y < height; y++)
    for (int x = 0; x < width; x++)
      if ((pixel_at (surface, x, y) & 0xffffff) != 0xffffff)
        n++;
  return (double) n / ((double) width * height);
}

void
board_to_png_pixel (
    const StBoardLayout *layout, int png_width, int png_height, double bx, double by, int *px, int *py)
{
  double width, height, scale;

  st_board_layout_get_extent (layout, &width, &height);
  scale = MIN (png_width / width, png_height / height);
  *px = (int) floor ((png_width - width * scale) / 2 + bx * scale);
  *py = (int) floor ((png_height - height * scale) / 2 + by * scale);
}

/* Rendered images go next to the test program, for people to look at. */
char *
output_path (const char *name)
{
  return g_test_build_filename (G_TEST_BUILT, "render", name, NULL);
}
