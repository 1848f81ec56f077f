/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <math.h>
#include <stdio.h>

#include "bench-boards.h"
#include "core/st-file-save.h"
#include "core/st-scenario-io.h"
#include "render/st-png-write.h"

/* gen-tmx DIR: bench_board_200 () written twice, for timing `sandtable-cli
 * render` against Tiled's `tmxrasterizer` on the same board (bench/bench-png.py,
 * docs/performance.md): DIR/board-200.xml, the scenario, and DIR/board-200.tmx,
 * a Tiled map of the same 200×200 flat-topped hexes, odd columns shifted down,
 * with a layer of terrain and a layer of units, drawing its tiles from
 * DIR/board-200-tiles.png (a hex of each terrain's colour, and a counter of each
 * side's). Tiled has no hex sides, so the rivers, roads and border are left out
 * of the map; the terrain patterns, too, are plain colours there. */

#define TILE_WIDTH 36
#define TILE_HEIGHT 32
#define HEX_SIDE 18 /* the length of a flat hex's top side, Tiled's hexsidelength */

static void
rgb (cairo_t *cr, const char *colour)
{
  guint value = (guint) g_ascii_strtoull (colour + 1, NULL, 16);

  cairo_set_source_rgb (cr, ((value >> 16) & 0xff) / 255.0, ((value >> 8) & 0xff) / 255.0,
                        (value & 0xff) / 255.0);
}

/* One tile per terrain, then one per side. */
static GBytes *
tileset_png (const StScenario *s, guint tiles)
{
  g_autoptr (GByteArray) bytes = g_byte_array_new ();
  g_autoptr (GError) error = NULL;
  cairo_surface_t *surface =
      cairo_image_surface_create (CAIRO_FORMAT_ARGB32, TILE_WIDTH * tiles, TILE_HEIGHT);
  cairo_t *cr = cairo_create (surface);
  double   inset = (TILE_WIDTH - HEX_SIDE) / 2.0;

  for (guint i = 0; i < tiles; i++)
    {
      double x = i * TILE_WIDTH;

      if (i < s->terrains->len)
        {
          const StTerrain *t = g_ptr_array_index (s->terrains, i);

          cairo_move_to (cr, x, TILE_HEIGHT / 2.0);
          cairo_line_to (cr, x + inset, 0);
          cairo_line_to (cr, x + inset + HEX_SIDE, 0);
          cairo_line_to (cr, x + TILE_WIDTH, TILE_HEIGHT / 2.0);
          cairo_line_to (cr, x + inset + HEX_SIDE, TILE_HEIGHT);
          cairo_line_to (cr, x + inset, TILE_HEIGHT);
          cairo_close_path (cr);
          rgb (cr, t->color);
          cairo_fill_preserve (cr);
          cairo_set_source_rgba (cr, 0, 0, 0, 0.3);
          cairo_set_line_width (cr, 1);
          cairo_stroke (cr);
        }
      else
        {
          const StSide *side = g_ptr_array_index (s->sides, i - s->terrains->len);

          cairo_rectangle (cr, x + 8, 6, TILE_WIDTH - 16, TILE_HEIGHT - 12);
          rgb (cr, side->color);
          cairo_fill_preserve (cr);
          cairo_set_source_rgb (cr, 0, 0, 0);
          cairo_stroke (cr);
        }
    }
  cairo_destroy (cr);
  if (!st_png_encode (surface, bytes, &error))
    g_error ("gen-tmx: %s", error->message);
  cairo_surface_destroy (surface);
  return g_byte_array_free_to_bytes (g_steal_pointer (&bytes));
}

static void
append_layer (GString *tmx, const char *name, const guint *gids)
{
  g_string_append_printf (
      tmx, " <layer id=\"%d\" name=\"%s\" width=\"%d\" height=\"%d\">\n  <data encoding=\"csv\">\n",
      name[0] == 't' ? 1 : 2, name, BENCH_BOARD_SIZE, BENCH_BOARD_SIZE);
  for (int i = 0; i < BENCH_BOARD_SIZE * BENCH_BOARD_SIZE; i++)
    g_string_append_printf (
        tmx, "%u%s", gids[i],
        i + 1 == BENCH_BOARD_SIZE * BENCH_BOARD_SIZE ? "\n" : ((i + 1) % BENCH_BOARD_SIZE ? "," : ",\n"));
  g_string_append (tmx, "  </data>\n </layer>\n");
}

static void
save (const char *dir, const char *name, const void *data, gsize length)
{
  g_autofree char *path = g_build_filename (dir, name, NULL);
  g_autoptr (GError) error = NULL;

  if (!st_file_save_atomic (path, data, length, &error))
    g_error ("gen-tmx: %s", error->message);
}

/* The wandering rivers and roads cross their own sides now and then. */
static void
drop_repeated_edges (StScenario *s)
{
  g_autoptr (GHashTable) seen = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);

  for (guint i = 0; i < s->board->edges->len;)
    {
      const StEdge *edge = g_ptr_array_index (s->board->edges, i);
      StCell        a = edge->cell_a, b = edge->cell_b;
      gboolean      swap = a.y * BENCH_BOARD_SIZE + a.x > b.y * BENCH_BOARD_SIZE + b.x;
      char         *key = g_strdup_printf ("%s %d,%d %d,%d", edge->type, swap ? b.x : a.x, swap ? b.y : a.y,
                                   swap ? a.x : b.x, swap ? a.y : b.y);

      if (g_hash_table_add (seen, key))
        i++;
      else
        g_ptr_array_remove_index (s->board->edges, i);
    }
}

int
main (int argc, char **argv)
{
  const StCrtRow crt[] = {
    { TRUE, FALSE, 4, 0, ST_CRT_DE },  { TRUE, TRUE, 2, 3, ST_CRT_DR },   { TRUE, TRUE, 0, 1, ST_CRT_NE },
    { TRUE, TRUE, -2, -1, ST_CRT_AR }, { FALSE, TRUE, 0, -3, ST_CRT_AE },
  };
  g_autoptr (StScenario) s = bench_board_200 ();
  g_autoptr (GString) tmx = g_string_new (NULL);
  g_autoptr (GBytes) tiles = NULL;
  g_autofree guint *terrain = g_new (guint, BENCH_BOARD_SIZE * BENCH_BOARD_SIZE);
  g_autofree guint *units = g_new0 (guint, BENCH_BOARD_SIZE * BENCH_BOARD_SIZE);
  g_autofree char  *xml = NULL;
  guint             tile_count = s->terrains->len + s->sides->len;
  gsize             length;

  if (argc != 2)
    {
      g_printerr ("usage: gen-tmx DIR\n");
      return 2;
    }
  g_assert (s->board->orientation == ST_HEX_FLAT && s->board->stagger_odd);

  /* bench_board_200 () is built for drawing; a file needs names too. */
  for (guint i = 0; i < s->terrains->len; i++)
    st_text_set (((StTerrain *) g_ptr_array_index (s->terrains, i))->name, "en",
                 ((StTerrain *) g_ptr_array_index (s->terrains, i))->id);
  for (guint i = 0; i < s->edge_types->len; i++)
    st_text_set (((StEdgeType *) g_ptr_array_index (s->edge_types, i))->name, "en",
                 ((StEdgeType *) g_ptr_array_index (s->edge_types, i))->id);
  for (guint i = 0; i < s->sides->len; i++)
    st_text_set (((StSide *) g_ptr_array_index (s->sides, i))->name, "en",
                 ((StSide *) g_ptr_array_index (s->sides, i))->id);
  g_array_append_vals (s->crt, crt, G_N_ELEMENTS (crt));
  drop_repeated_edges (s);
  xml = st_scenario_to_xml (s, &length);
  save (argv[1], "board-200.xml", xml, length);
  tiles = tileset_png (s, tile_count);
  save (argv[1], "board-200-tiles.png", g_bytes_get_data (tiles, NULL), g_bytes_get_size (tiles));

  /* Tiled's global tile ids count from 1; 0 is no tile. */
  for (int i = 0; i < BENCH_BOARD_SIZE * BENCH_BOARD_SIZE; i++)
    terrain[i] = 1; /* the default terrain, the first */
  for (guint i = 0; i < s->board->cells->len; i++)
    {
      const StCellTerrain *cell = g_ptr_array_index (s->board->cells, i);

      terrain[cell->at.y * BENCH_BOARD_SIZE + cell->at.x] = 1 + st_scenario_terrain_index (s, cell->terrain);
    }
  for (guint i = 0; i < s->units->len; i++)
    {
      const StUnit *unit = g_ptr_array_index (s->units, i);

      units[unit->cell.y * BENCH_BOARD_SIZE + unit->cell.x] =
          1 + s->terrains->len + st_scenario_side_index (s, unit->side);
    }

  g_string_append_printf (tmx,
                          "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
                          "<map version=\"1.8\" tiledversion=\"1.8.2\" orientation=\"hexagonal\" "
                          "renderorder=\"right-down\" width=\"%d\" height=\"%d\" tilewidth=\"%d\" "
                          "tileheight=\"%d\" infinite=\"0\" hexsidelength=\"%d\" staggeraxis=\"x\" "
                          "staggerindex=\"odd\" nextlayerid=\"3\" nextobjectid=\"1\">\n"
                          " <tileset firstgid=\"1\" name=\"board\" tilewidth=\"%d\" tileheight=\"%d\" "
                          "tilecount=\"%u\" columns=\"%u\">\n"
                          "  <image source=\"board-200-tiles.png\" width=\"%u\" height=\"%d\"/>\n"
                          " </tileset>\n",
                          BENCH_BOARD_SIZE, BENCH_BOARD_SIZE, TILE_WIDTH, TILE_HEIGHT, HEX_SIDE, TILE_WIDTH,
                          TILE_HEIGHT, tile_count, tile_count, TILE_WIDTH * tile_count, TILE_HEIGHT);
  append_layer (tmx, "terrain", terrain);
  append_layer (tmx, "units", units);
  g_string_append (tmx, "</map>\n");
  save (argv[1], "board-200.tmx", tmx->str, tmx->len);
  return 0;
}
