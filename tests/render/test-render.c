/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <math.h>
#include <stdio.h>
#include <string.h>

#include <glib/gstdio.h>

#include "core/st-scenario-io.h"
#include "render/st-board-layout.h"
#include "render/st-board-render.h"

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

static StScenario *
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

static StScenario *
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

static StScenario *
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

static StScenario *
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

static guint32
pixel_at (cairo_surface_t *surface, int x, int y)
{
  const guchar *data = cairo_image_surface_get_data (surface);
  int           stride = cairo_image_surface_get_stride (surface);

  return *(const guint32 *) (data + (gsize) y * stride + (gsize) x * 4);
}

static gboolean
pixel_near (guint32 pixel, const char *color, int tolerance)
{
  int r = (pixel >> 16) & 0xff, g = (pixel >> 8) & 0xff, b = pixel & 0xff;
  int er, eg, eb;

  g_assert_cmpint (sscanf (color, "#%02x%02x%02x", &er, &eg, &eb), ==, 3);
  return ABS (r - er) <= tolerance && ABS (g - eg) <= tolerance && ABS (b - eb) <= tolerance;
}

/* Fraction of pixels that differ from white. */
static double
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

static void
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
static char *
output_path (const char *name)
{
  return g_test_build_filename (G_TEST_BUILT, "render", name, NULL);
}

/* Layout tests */

typedef struct
{
  StHexOrientation orientation;
  gboolean         stagger_odd;
  int              columns;
  int              rows;
} HexCase;

static const HexCase hex_cases[] = {
  { ST_HEX_FLAT, TRUE, 7, 5 },    { ST_HEX_FLAT, FALSE, 7, 5 },  { ST_HEX_POINTY, TRUE, 5, 7 },
  { ST_HEX_POINTY, FALSE, 5, 7 }, { ST_HEX_FLAT, FALSE, 1, 3 },  { ST_HEX_POINTY, FALSE, 3, 1 },
  { ST_HEX_FLAT, TRUE, 1, 1 },    { ST_HEX_POINTY, TRUE, 2, 2 },
};

static void
test_layout_hex (gconstpointer data)
{
  const HexCase *hc = data;
  g_autoptr (StScenario) s = build_hex (hc->orientation, hc->stagger_odd, hc->columns, hc->rows);
  g_autoptr (StBoardLayout) layout = st_board_layout_new (s);
  double width, height, size = st_board_layout_cell_size (layout);

  st_board_layout_get_extent (layout, &width, &height);
  g_assert_cmpfloat (width, >, 2 * ST_BOARD_MARGIN);
  g_assert_cmpfloat (height, >, 2 * ST_BOARD_MARGIN);
  g_assert_cmpfloat_with_epsilon (size, ST_BOARD_CELL_SIZE, 1e-9);

  for (int y = 0; y < hc->rows; y++)
    for (int x = 0; x < hc->columns; x++)
      {
        StCell cell = { x, y }, hit, neighbours[6];
        double cx, cy;
        guint  n;

        st_board_layout_cell_center (layout, cell, &cx, &cy);

        /* The hex lies inside the extent, within its margin. */
        g_assert_cmpfloat (cx - size / 2, >=, ST_BOARD_MARGIN - 1e-6);
        g_assert_cmpfloat (cy - size / 2, >=, ST_BOARD_MARGIN - 1e-6);
        g_assert_cmpfloat (cx + size / 2, <=, width - ST_BOARD_MARGIN + 1e-6);
        g_assert_cmpfloat (cy + size / 2, <=, height - ST_BOARD_MARGIN + 1e-6);

        /* The centre and points around it hit the cell. */
        g_assert_true (st_board_layout_hit_cell (layout, cx, cy, &hit));
        g_assert_cmpint (hit.x, ==, x);
        g_assert_cmpint (hit.y, ==, y);
        for (int k = 0; k < 12; k++)
          {
            double angle = k * G_PI / 6 + 0.1;

            g_assert_true (st_board_layout_hit_cell (layout, cx + 0.9 * size / 2 * cos (angle),
                                                     cy + 0.9 * size / 2 * sin (angle), &hit));
            g_assert_cmpint (hit.x, ==, x);
            g_assert_cmpint (hit.y, ==, y);
          }

        /* Core's neighbours are drawn next to each other: their centres are one
         * cell apart, and they share a side of the right length. */
        n = st_board_neighbours (s->board, x, y, neighbours);
        for (guint i = 0; i < n; i++)
          {
            double nx, ny, x0, y0, x1, y1;

            st_board_layout_cell_center (layout, neighbours[i], &nx, &ny);
            g_assert_cmpfloat_with_epsilon (hypot (nx - cx, ny - cy), size, 1e-6);
            g_assert_true (st_board_layout_edge_segment (layout, cell, neighbours[i], &x0, &y0, &x1, &y1));
            g_assert_cmpfloat_with_epsilon (hypot (x1 - x0, y1 - y0), size / sqrt (3.0), 1e-6);
            g_assert_cmpfloat_with_epsilon (hypot (x0 - cx, y0 - cy), size / sqrt (3.0), 1e-6);
            g_assert_cmpfloat_with_epsilon (hypot (x1 - nx, y1 - ny), size / sqrt (3.0), 1e-6);
          }
        /* Cells that are not neighbours have no shared side. */
        if (hc->columns > 2 || hc->rows > 2)
          {
            double x0, y0, x1, y1;
            StCell far = { x + 2, y + 2 };

            g_assert_false (st_board_layout_edge_segment (layout, cell, far, &x0, &y0, &x1, &y1));
          }
      }

  /* Off the board. */
  g_assert_false (st_board_layout_hit_cell (layout, 1.0, 1.0, NULL));
  g_assert_false (st_board_layout_hit_cell (layout, width - 1.0, height - 1.0, NULL));
  g_assert_false (st_board_layout_hit_cell (layout, -1e9, 5.0, NULL));
  g_assert_false (st_board_layout_hit_cell (layout, NAN, 5.0, NULL));
}

static void
test_layout_square (void)
{
  g_autoptr (StScenario) s = build_manoeuvre ();
  g_autoptr (StBoardLayout) layout = st_board_layout_new (s);
  double width, height;
  StCell hit;

  st_board_layout_get_extent (layout, &width, &height);
  g_assert_cmpfloat_with_epsilon (width, 8 * ST_BOARD_CELL_SIZE + 2 * ST_BOARD_MARGIN, 1e-9);
  g_assert_cmpfloat_with_epsilon (height, 8 * ST_BOARD_CELL_SIZE + 2 * ST_BOARD_MARGIN, 1e-9);

  for (int y = 0; y < 8; y++)
    for (int x = 0; x < 8; x++)
      {
        double cx, cy;

        st_board_layout_cell_center (layout, (StCell){ x, y }, &cx, &cy);
        g_assert_cmpfloat_with_epsilon (cx, ST_BOARD_MARGIN + (x + 0.5) * ST_BOARD_CELL_SIZE, 1e-9);
        /* Corners of the square, just inside. */
        for (int k = 0; k < 4; k++)
          {
            double px = cx + ((k & 1) ? 31.9 : -31.9);
            double py = cy + ((k & 2) ? 31.9 : -31.9);

            g_assert_true (st_board_layout_hit_cell (layout, px, py, &hit));
            g_assert_cmpint (hit.x, ==, x);
            g_assert_cmpint (hit.y, ==, y);
          }
      }
  g_assert_false (st_board_layout_hit_cell (layout, ST_BOARD_MARGIN - 0.5, 100, &hit));
  g_assert_false (st_board_layout_hit_cell (layout, 100, height - ST_BOARD_MARGIN + 0.5, &hit));
  g_assert_cmpint (st_board_layout_hit_node (layout, s, 100, 100, 50), ==, -1);
}

static void
test_layout_graph (void)
{
  g_autoptr (StScenario) s = build_manover ();
  g_autoptr (StBoardLayout) layout = st_board_layout_new (s);
  const StNode *node = g_ptr_array_index (s->board->nodes, 7);
  double        width, height, x, y, mx, my;
  StCell        cell;

  /* The longer side (1600 map units) is scaled to the graph extent. */
  st_board_layout_get_extent (layout, &width, &height);
  g_assert_cmpfloat_with_epsilon (height, ST_BOARD_GRAPH_EXTENT + 2 * ST_BOARD_MARGIN, 1e-9);
  g_assert_cmpfloat_with_epsilon (width, 1000.0 * ST_BOARD_GRAPH_EXTENT / 1600.0 + 2 * ST_BOARD_MARGIN, 1e-9);

  st_board_layout_node_position (layout, node, &x, &y);
  g_assert_cmpfloat_with_epsilon (x, ST_BOARD_MARGIN + node->x * 1.25, 1e-9);
  g_assert_cmpfloat_with_epsilon (y, ST_BOARD_MARGIN + node->y * 1.25, 1e-9);
  st_board_layout_board_to_map (layout, x, y, &mx, &my);
  g_assert_cmpfloat_with_epsilon (mx, node->x, 1e-9);
  g_assert_cmpfloat_with_epsilon (my, node->y, 1e-9);

  g_assert_cmpint (st_board_layout_hit_node (layout, s, x + 3, y - 4, 10), ==, 7);
  g_assert_cmpint (st_board_layout_hit_node (layout, s, x + 30, y, 10), ==, -1);
  g_assert_false (st_board_layout_hit_cell (layout, x, y, &cell));
  g_assert_false (st_board_layout_cell_range (layout, 0, 0, width, height, &cell, &cell));
}

static void
test_layout_cell_range (void)
{
  g_autoptr (GRand) rand = g_rand_new_with_seed (7);

  for (guint c = 0; c < G_N_ELEMENTS (hex_cases); c++)
    {
      const HexCase *hc = &hex_cases[c];
      g_autoptr (StScenario) s = build_hex (hc->orientation, hc->stagger_odd, hc->columns, hc->rows);
      g_autoptr (StBoardLayout) layout = st_board_layout_new (s);
      double width, height;

      st_board_layout_get_extent (layout, &width, &height);
      g_assert_true (st_board_layout_cell_range (layout, 0, 0, width, height, NULL, NULL));
      g_assert_false (st_board_layout_cell_range (layout, -500, -500, -400, -400, NULL, NULL));

      for (int k = 0; k < 200; k++)
        {
          double   x0 = g_rand_double_range (rand, -50, width);
          double   y0 = g_rand_double_range (rand, -50, height);
          double   x1 = x0 + g_rand_double_range (rand, 0, 200);
          double   y1 = y0 + g_rand_double_range (rand, 0, 200);
          StCell   first, last, hit;
          gboolean any = st_board_layout_cell_range (layout, x0, y0, x1, y1, &first, &last);

          /* Every cell under a point of the rectangle is in the range. */
          for (int j = 0; j <= 10; j++)
            for (int i = 0; i <= 10; i++)
              if (st_board_layout_hit_cell (layout, x0 + (x1 - x0) * i / 10, y0 + (y1 - y0) * j / 10, &hit))
                {
                  g_assert_true (any);
                  g_assert_cmpint (hit.x, >=, first.x);
                  g_assert_cmpint (hit.x, <=, last.x);
                  g_assert_cmpint (hit.y, >=, first.y);
                  g_assert_cmpint (hit.y, <=, last.y);
                }
        }
    }
}

static void
test_layout_hit_edge (void)
{
  g_autoptr (StScenario) s = build_hex (ST_HEX_FLAT, TRUE, 6, 6);
  g_autoptr (StBoardLayout) layout = st_board_layout_new (s);
  StCell a, b, neighbours[6];
  guint  n = st_board_neighbours (s->board, 2, 2, neighbours);

  for (guint i = 0; i < n; i++)
    {
      double x0, y0, x1, y1, mx, my, cx, cy;

      g_assert_true (
          st_board_layout_edge_segment (layout, (StCell){ 2, 2 }, neighbours[i], &x0, &y0, &x1, &y1));
      st_board_layout_cell_center (layout, (StCell){ 2, 2 }, &cx, &cy);
      /* Just inside cell 2,2 near the middle of the side. */
      mx = (x0 + x1) / 2 * 0.9 + cx * 0.1;
      my = (y0 + y1) / 2 * 0.9 + cy * 0.1;
      g_assert_true (st_board_layout_hit_edge (layout, mx, my, &a, &b));
      g_assert_cmpint (a.x, ==, 2);
      g_assert_cmpint (a.y, ==, 2);
      g_assert_cmpint (b.x, ==, neighbours[i].x);
      g_assert_cmpint (b.y, ==, neighbours[i].y);
      g_assert_true (st_board_adjacent (s->board, a, b));
    }
}

/* Rendering tests */

static void
check_png (
    const char *path, const StScenario *s, const StBoardLayout *layout, int width, gboolean sample_terrain)
{
  cairo_surface_t *image = cairo_image_surface_create_from_png (path);
  int              height;

  g_assert_true (g_file_test (path, G_FILE_TEST_IS_REGULAR));
  g_assert_cmpint (cairo_surface_status (image), ==, CAIRO_STATUS_SUCCESS);
  g_assert_cmpint (cairo_image_surface_get_width (image), ==, width);
  height = cairo_image_surface_get_height (image);
  g_assert_cmpint (height, >, 0);
  g_assert_cmpfloat (non_background_fraction (image), >, 0.5);

  /* The centre of a plain cell has its terrain's colour. */
  if (sample_terrain && st_board_is_grid (s->board))
    {
      g_autofree const char **grid = st_scenario_terrain_grid (s);
      guint                   checked = 0;

      for (int i = 0; i < s->board->columns * s->board->rows && checked < 20; i++)
        {
          const StTerrain *terrain = st_scenario_find_terrain (s, grid[i]);
          StCell           cell = { i % s->board->columns, i / s->board->columns };
          double           bx, by;
          int              px, py;

          if (terrain == NULL || (terrain->pattern != NULL && !g_str_equal (terrain->pattern, "none")))
            continue;
          st_board_layout_cell_center (layout, cell, &bx, &by);
          board_to_png_pixel (layout, width, height, bx, by, &px, &py);
          if (!pixel_near (pixel_at (image, px, py), terrain->color, 3))
            g_error ("cell %d,%d at %d,%d: %06x, expected %s", cell.x, cell.y, px, py,
                     pixel_at (image, px, py) & 0xffffff, terrain->color);
          checked++;
        }
      g_assert_cmpuint (checked, >, 0);
    }
  else if (sample_terrain)
    {
      /* A town (not a headquarters) is a white disc. */
      for (guint i = 0; i < s->board->nodes->len; i++)
        {
          const StNode *node = g_ptr_array_index (s->board->nodes, i);
          double        bx, by;
          int           px, py;

          if (node->headquarters != NULL)
            continue;
          st_board_layout_node_position (layout, node, &bx, &by);
          board_to_png_pixel (layout, width, height, bx, by, &px, &py);
          g_assert_true (pixel_near (pixel_at (image, px, py), "#ffffff", 8));
          break;
        }
    }
  cairo_surface_destroy (image);
}

static void
render_and_check (StScenario *s, const char *name, int width)
{
  g_autoptr (StBoardLayout) layout = st_board_layout_new (s);
  g_autoptr (GError) error = NULL;
  g_autofree char *file = g_strdup_printf ("%s.png", name);
  g_autofree char *plain_file = g_strdup_printf ("%s-plain.png", name);
  g_autofree char *path = output_path (file);
  g_autofree char *plain_path = output_path (plain_file);
  StRenderOptions  options;

  /* Everything shown, for people to look at. */
  st_render_options_init (&options);
  g_unlink (path);
  g_assert_true (st_render_board_to_png (s, &options, width, path, &error));
  g_assert_no_error (error);
  check_png (path, s, layout, width, FALSE);
  g_test_message ("wrote %s", path);

  /* Terrain only, for sampling colours. */
  options.show_units = FALSE;
  options.show_areas = FALSE;
  options.show_coordinates = FALSE;
  options.show_labels = FALSE;
  g_unlink (plain_path);
  g_assert_true (st_render_board_to_png (s, &options, width, plain_path, &error));
  g_assert_no_error (error);
  check_png (plain_path, s, layout, width, TRUE);
}

static void
test_render_built (gconstpointer data)
{
  const char      *which = data;
  g_autofree char *name = g_strconcat ("built-", which, NULL);
  g_autoptr (StScenario) s = NULL;

  if (g_str_equal (which, "hex-flat-odd"))
    s = build_hex (ST_HEX_FLAT, TRUE, 10, 14);
  else if (g_str_equal (which, "hex-flat-even"))
    s = build_hex (ST_HEX_FLAT, FALSE, 10, 14);
  else if (g_str_equal (which, "hex-pointy-odd"))
    s = build_hex (ST_HEX_POINTY, TRUE, 12, 9);
  else if (g_str_equal (which, "hex-pointy-even"))
    s = build_hex (ST_HEX_POINTY, FALSE, 12, 9);
  else if (g_str_equal (which, "hex-large"))
    s = build_hex (ST_HEX_FLAT, TRUE, 120, 105);
  else if (g_str_equal (which, "manoeuvre"))
    s = build_manoeuvre ();
  else if (g_str_equal (which, "command-maneuver"))
    s = build_command_maneuver ();
  else
    s = build_manover ();

  render_and_check (s, name, 1000);
}

static void
test_render_scenario_file (gconstpointer data)
{
  const char      *name = data;
  const char      *root = g_getenv ("SANDTABLE_SOURCE_ROOT");
  g_autofree char *file = g_strconcat (name, ".xml", NULL);
  g_autofree char *output = g_strconcat ("scenario-", name, NULL);
  g_autofree char *path = NULL;
  g_autoptr (GError) error = NULL;
  g_autoptr (StScenario) s = NULL;

  g_assert_nonnull (root);
  path = g_build_filename (root, "data", "scenarios", file, NULL);
  s = st_scenario_load_file (path, NULL, &error);
  g_assert_no_error (error);
  g_assert_nonnull (s);
  render_and_check (s, output, 1200);
}

static void
test_render_png_error (void)
{
  g_autoptr (StScenario) s = build_hex (ST_HEX_FLAT, TRUE, 4, 4);
  g_autoptr (GError) error = NULL;

  g_assert_false (st_render_board_to_png (s, NULL, 400, "/nonexistent-dir/board.png", &error));
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_NOT_FOUND);
  g_clear_error (&error);
  g_assert_false (st_render_board_to_png (s, NULL, 0, "unused.png", &error));
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_ARGUMENT);
}

/* Drawing only a clipped part gives the same pixels there as drawing it all. */

typedef struct
{
  const char *name;
  double      scale;
  double      tx;
  double      ty;
} ClipCase;

/* Largest difference in any channel that counts as the same pixel. */
#define CLIP_TOLERANCE 16

static const ClipCase clip_cases[] = {
  { "hex-flat-odd", 1.37, -41.3, -27.8 }, { "hex-pointy-even", 0.71, -5.5, 12.25 },
  { "hex-flat-odd-far", 0.09, 3.0, 2.0 }, { "manoeuvre", 0.93, 10.0, -3.0 },
  { "command-maneuver", 1.1, 0.0, 0.0 },  { "manover", 0.41, -2.0, -7.5 },
};

static cairo_surface_t *
draw_clipped (const StScenario            *s,
              const StBoardLayout         *layout,
              const ClipCase              *cc,
              const cairo_rectangle_int_t *clip,
              const StCell                *hover)
{
  cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, 640, 480);
  cairo_t         *cr = cairo_create (surface);
  StRenderOptions  options;

  st_render_options_init (&options);
  options.hover_cell = hover;
  options.hover_node = 3;
  cairo_set_source_rgb (cr, 1, 1, 1);
  cairo_paint (cr);
  if (clip != NULL)
    {
      cairo_rectangle (cr, clip->x, clip->y, clip->width, clip->height);
      cairo_clip (cr);
    }
  cairo_translate (cr, cc->tx, cc->ty);
  cairo_scale (cr, cc->scale, cc->scale);
  st_render_board (cr, s, layout, &options);
  g_assert_cmpint (cairo_status (cr), ==, CAIRO_STATUS_SUCCESS);
  cairo_destroy (cr);
  cairo_surface_flush (surface);
  return surface;
}

static void
test_render_clip (gconstpointer data)
{
  const ClipCase *cc = data;
  g_autoptr (StScenario) s = NULL;
  g_autoptr (StBoardLayout) layout = NULL;
  const cairo_rectangle_int_t clips[] = {
    { 150, 100, 300, 200 },
    { 0, 0, 64, 480 },
    { 333, 217, 41, 77 },
    { 500, 300, 140, 180 },
  };
  StCell           hover = { 2, 3 };
  cairo_surface_t *full;

  if (g_str_has_prefix (cc->name, "hex-flat-odd"))
    s = build_hex (ST_HEX_FLAT, TRUE, 30, 20);
  else if (g_str_equal (cc->name, "hex-pointy-even"))
    s = build_hex (ST_HEX_POINTY, FALSE, 20, 30);
  else if (g_str_equal (cc->name, "manoeuvre"))
    s = build_manoeuvre ();
  else if (g_str_equal (cc->name, "command-maneuver"))
    s = build_command_maneuver ();
  else
    s = build_manover ();
  layout = st_board_layout_new (s);

  full = draw_clipped (s, layout, cc, NULL, &hover);
  for (guint c = 0; c < G_N_ELEMENTS (clips); c++)
    {
      cairo_surface_t *part = draw_clipped (s, layout, cc, &clips[c], &hover);
      guint            differing = 0, beyond = 0;
      int              worst = 0;

      for (int y = clips[c].y; y < clips[c].y + clips[c].height; y++)
        for (int x = clips[c].x; x < clips[c].x + clips[c].width; x++)
          {
            guint32 a = pixel_at (full, x, y), b = pixel_at (part, x, y);
            int     d = 0;

            if (a == b)
              continue;
            for (int shift = 0; shift < 32; shift += 8)
              d = MAX (d, ABS ((int) ((a >> shift) & 0xff) - (int) ((b >> shift) & 0xff)));
            worst = MAX (worst, d);
            differing++;
            if (d > CLIP_TOLERANCE && beyond++ < 5)
              g_test_message ("%s clip %u: pixel %d,%d is %08x, %08x when clipped", cc->name, c, x, y, a, b);
          }
      g_test_message ("%s clip %u: %u of %d pixels differ, by at most %d", cc->name, c, differing,
                      clips[c].width * clips[c].height, worst);
      if (beyond > 0)
        {
          g_autofree char *full_path = output_path ("clip-full.png");
          g_autofree char *part_path = output_path ("clip-part.png");

          cairo_surface_write_to_png (full, full_path);
          cairo_surface_write_to_png (part, part_path);
        }
      /* Something left out shows as a patch of wrong pixels; cairo itself may
       * only anti-alias an edge a little differently under a clip, and its
       * stroker trims paths to the clip, which can move a pixel on its border. */
      g_assert_cmpuint (beyond, <=, (guint) (clips[c].width * clips[c].height) / 500);
      cairo_surface_destroy (part);
    }
  cairo_surface_destroy (full);
}

/* GTK records the drawing of a cairo node and replays it later; that must give
 * the same pixels as drawing directly, at every level of detail. */
static void
test_render_recording (gconstpointer data)
{
  const double *zoom = data;
  g_autoptr (StScenario) s = build_hex (ST_HEX_FLAT, TRUE, 60, 40);
  g_autoptr (StBoardLayout) layout = st_board_layout_new (s);
  cairo_surface_t  *direct = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, 480, 360);
  cairo_surface_t  *replayed = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, 480, 360);
  cairo_rectangle_t extents = { 0, 0, 480, 360 };
  cairo_surface_t  *recording = cairo_recording_surface_create (CAIRO_CONTENT_COLOR_ALPHA, &extents);
  cairo_surface_t  *targets[] = { direct, recording };
  int               worst = 0;
  cairo_t          *cr;

  for (guint i = 0; i < G_N_ELEMENTS (targets); i++)
    {
      cr = cairo_create (targets[i]);
      cairo_set_source_rgb (cr, 1, 1, 1);
      cairo_paint (cr);
      cairo_translate (cr, -13.5, -7.25);
      cairo_scale (cr, *zoom, *zoom);
      st_render_board (cr, s, layout, NULL);
      cairo_destroy (cr);
    }
  cr = cairo_create (replayed);
  cairo_set_source_surface (cr, recording, 0, 0);
  cairo_paint (cr);
  cairo_destroy (cr);
  cairo_surface_flush (direct);
  cairo_surface_flush (replayed);

  for (int y = 0; y < 360; y++)
    for (int x = 0; x < 480; x++)
      {
        guint32 a = pixel_at (direct, x, y), b = pixel_at (replayed, x, y);

        for (int shift = 0; shift < 32; shift += 8)
          worst = MAX (worst, ABS ((int) ((a >> shift) & 0xff) - (int) ((b >> shift) & 0xff)));
      }
  g_assert_cmpint (worst, <=, 2);

  cairo_surface_destroy (recording);
  cairo_surface_destroy (replayed);
  cairo_surface_destroy (direct);
}

int
main (int argc, char *argv[])
{
  static const char *built[] = {
    "hex-flat-odd", "hex-flat-even", "hex-pointy-odd",   "hex-pointy-even",
    "hex-large",    "manoeuvre",     "command-maneuver", "manover",
  };
  /* A mosaic with patterns, and vectors with coordinates. */
  static const double recording_zooms[] = { 0.3, 1.2 };
  static const char  *files[] = {
     "maneuver-basic", "maneuver-advanced", "manoeuvre", "command-and-maneuver", "manover-finland",
  };

  g_test_init (&argc, &argv, NULL);

  for (guint i = 0; i < G_N_ELEMENTS (hex_cases); i++)
    {
      const HexCase   *hc = &hex_cases[i];
      g_autofree char *path = g_strdup_printf ("/render/layout/hex/%s-%s-%dx%d",
                                               hc->orientation == ST_HEX_FLAT ? "flat" : "pointy",
                                               hc->stagger_odd ? "odd" : "even", hc->columns, hc->rows);

      g_test_add_data_func (path, hc, test_layout_hex);
    }
  g_test_add_func ("/render/layout/square", test_layout_square);
  g_test_add_func ("/render/layout/graph", test_layout_graph);
  g_test_add_func ("/render/layout/cell-range", test_layout_cell_range);
  g_test_add_func ("/render/layout/hit-edge", test_layout_hit_edge);

  for (guint i = 0; i < G_N_ELEMENTS (built); i++)
    {
      g_autofree char *path = g_strdup_printf ("/render/png/built/%s", built[i]);

      g_test_add_data_func (path, built[i], test_render_built);
    }
  for (guint i = 0; i < G_N_ELEMENTS (files); i++)
    {
      g_autofree char *path = g_strdup_printf ("/render/png/scenario/%s", files[i]);

      g_test_add_data_func (path, files[i], test_render_scenario_file);
    }
  g_test_add_func ("/render/png/error", test_render_png_error);

  for (guint i = 0; i < G_N_ELEMENTS (clip_cases); i++)
    {
      g_autofree char *path = g_strdup_printf ("/render/clip/%s", clip_cases[i].name);

      g_test_add_data_func (path, &clip_cases[i], test_render_clip);
    }

  for (guint i = 0; i < G_N_ELEMENTS (recording_zooms); i++)
    {
      g_autofree char *path = g_strdup_printf ("/render/recording/zoom-%g", recording_zooms[i]);

      g_test_add_data_func (path, &recording_zooms[i], test_render_recording);
    }

  return g_test_run ();
}
