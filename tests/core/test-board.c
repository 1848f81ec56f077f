/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include "core/st-board.h"

static StBoard *
hex_board (StHexOrientation orientation, gboolean stagger_odd)
{
  StBoard *board = st_board_new (ST_BOARD_HEX);

  board->columns = 10;
  board->rows = 14;
  board->orientation = orientation;
  board->stagger_odd = stagger_odd;
  return board;
}

static gboolean
has_neighbour (const StBoard *board, int x, int y, int nx, int ny)
{
  return st_board_adjacent (board, (StCell){ x, y }, (StCell){ nx, ny });
}

/* Flat, odd columns shifted down (odd-q), as docs/format.md describes. */
static void
test_hex_flat_odd_neighbours (void)
{
  g_autoptr (GError) error = NULL;
  StBoard *board = hex_board (ST_HEX_FLAT, TRUE);
  StCell   out[6];

  /* Even column 4, row 5. */
  g_assert_cmpuint (st_board_neighbours (board, 4, 5, out), ==, 6);
  g_assert_true (has_neighbour (board, 4, 5, 4, 4));
  g_assert_true (has_neighbour (board, 4, 5, 4, 6));
  g_assert_true (has_neighbour (board, 4, 5, 3, 4));
  g_assert_true (has_neighbour (board, 4, 5, 3, 5));
  g_assert_true (has_neighbour (board, 4, 5, 5, 4));
  g_assert_true (has_neighbour (board, 4, 5, 5, 5));
  g_assert_false (has_neighbour (board, 4, 5, 5, 6));
  /* Odd column 5, row 5. */
  g_assert_true (has_neighbour (board, 5, 5, 4, 5));
  g_assert_true (has_neighbour (board, 5, 5, 4, 6));
  g_assert_true (has_neighbour (board, 5, 5, 6, 6));
  g_assert_false (has_neighbour (board, 5, 5, 6, 4));
  /* A corner has three neighbours, an edge hex fewer than six. */
  g_assert_cmpuint (st_board_neighbours (board, 0, 0, out), ==, 2);
  g_assert_cmpuint (st_board_neighbours (board, 9, 13, out), ==, 2);
  g_assert_cmpuint (st_board_neighbours (board, 0, 5, out), ==, 4);
  st_board_free (board);
}

/* Adjacency must be symmetric and distance 1 exactly for neighbours, for every
 * orientation and stagger. */
static void
test_hex_adjacency_symmetric (void)
{
  for (int o = 0; o < 2; o++)
    for (int odd = 0; odd < 2; odd++)
      {
        StBoard *board = hex_board (o ? ST_HEX_POINTY : ST_HEX_FLAT, odd);

        for (int y = 0; y < board->rows; y++)
          for (int x = 0; x < board->columns; x++)
            {
              StCell out[6];
              guint  n = st_board_neighbours (board, x, y, out);

              g_assert_cmpuint (n, >=, 2);
              for (guint i = 0; i < n; i++)
                {
                  g_assert_true (st_board_adjacent (board, out[i], (StCell){ x, y }));
                  g_assert_cmpint (st_board_distance (board, (StCell){ x, y }, out[i]), ==, 1);
                }
            }
        g_assert_cmpint (st_board_distance (board, (StCell){ 0, 0 }, (StCell){ 0, 0 }), ==, 0);
        st_board_free (board);
      }
}

static void
test_hex_distance (void)
{
  StBoard *board = hex_board (ST_HEX_FLAT, TRUE);

  g_assert_cmpint (st_board_distance (board, (StCell){ 0, 0 }, (StCell){ 0, 5 }), ==, 5);
  g_assert_cmpint (st_board_distance (board, (StCell){ 0, 0 }, (StCell){ 4, 0 }), ==, 4);
  /* Moving diagonally down-right gains half a row per column. */
  g_assert_cmpint (st_board_distance (board, (StCell){ 0, 0 }, (StCell){ 4, 2 }), ==, 4);
  g_assert_cmpint (st_board_distance (board, (StCell){ 0, 0 }, (StCell){ 4, 3 }), ==, 5);
  st_board_free (board);
}

static void
test_square_neighbours (void)
{
  StBoard *board = st_board_new (ST_BOARD_SQUARE);
  StCell   out[6];

  board->columns = 8;
  board->rows = 8;
  g_assert_cmpuint (st_board_neighbours (board, 3, 3, out), ==, 4);
  g_assert_cmpuint (st_board_neighbours (board, 0, 0, out), ==, 2);
  /* No diagonals. */
  g_assert_false (st_board_adjacent (board, (StCell){ 3, 3 }, (StCell){ 4, 4 }));
  g_assert_cmpint (st_board_distance (board, (StCell){ 0, 0 }, (StCell){ 3, 4 }), ==, 7);
  st_board_free (board);
}

static void
test_sections_rotate (void)
{
  StBoard       *board = st_board_new (ST_BOARD_SQUARE);
  StSection     *section = st_section_new ("s", 2);
  StPlacement   *place = g_new0 (StPlacement, 1);
  const char    *grid[16];
  StCellTerrain *cell = g_new0 (StCellTerrain, 1);

  board->columns = 4;
  board->rows = 4;
  /* a b
   * c d */
  section->terrain[0] = g_strdup ("a");
  section->terrain[1] = g_strdup ("b");
  section->terrain[2] = g_strdup ("c");
  section->terrain[3] = g_strdup ("d");
  g_ptr_array_add (board->sections, section);
  place->section = g_strdup ("s");
  place->at = (StCell){ 2, 0 };
  place->rotation = 90;
  g_ptr_array_add (board->placements, place);
  cell->at = (StCell){ 0, 3 };
  cell->terrain = g_strdup ("z");
  g_ptr_array_add (board->cells, cell);

  st_board_resolve_terrain (board, "field", grid);
  /* Clockwise by 90 degrees: c a / d b. */
  g_assert_cmpstr (grid[0 * 4 + 2], ==, "c");
  g_assert_cmpstr (grid[0 * 4 + 3], ==, "a");
  g_assert_cmpstr (grid[1 * 4 + 2], ==, "d");
  g_assert_cmpstr (grid[1 * 4 + 3], ==, "b");
  g_assert_cmpstr (grid[0], ==, "field");
  g_assert_cmpstr (grid[3 * 4 + 0], ==, "z");

  place->rotation = 180;
  st_board_resolve_terrain (board, "field", grid);
  g_assert_cmpstr (grid[0 * 4 + 2], ==, "d");
  g_assert_cmpstr (grid[1 * 4 + 3], ==, "a");
  place->rotation = 270;
  st_board_resolve_terrain (board, "field", grid);
  g_assert_cmpstr (grid[0 * 4 + 2], ==, "b");
  g_assert_cmpstr (grid[1 * 4 + 2], ==, "a");
  st_board_free (board);
}

static void
test_cell_parse (void)
{
  StCell           cell;
  g_autofree char *text = NULL;

  g_assert_true (st_cell_parse ("3,4", &cell));
  g_assert_cmpint (cell.x, ==, 3);
  g_assert_cmpint (cell.y, ==, 4);
  g_assert_false (st_cell_parse ("3;4", &cell));
  g_assert_false (st_cell_parse ("-1,4", &cell));
  g_assert_false (st_cell_parse ("3,4,5", &cell));
  g_assert_false (st_cell_parse ("", &cell));
  g_assert_false (st_cell_parse (NULL, &cell));
  text = st_cell_to_string ((StCell){ 12, 0 });
  g_assert_cmpstr (text, ==, "12,0");
}

static void
test_board_copy_equal (void)
{
  StBoard *board = hex_board (ST_HEX_POINTY, FALSE);
  StBoard *copy;

  g_ptr_array_add (board->edges, st_edge_new_cells ("border", (StCell){ 0, 0 }, (StCell){ 1, 0 }));
  copy = st_board_copy (board);
  g_assert_true (st_board_equal (board, copy));
  ((StEdge *) g_ptr_array_index (copy->edges, 0))->cell_b.x = 0;
  g_assert_false (st_board_equal (board, copy));
  st_board_free (copy);
  st_board_free (board);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/core/board/hex-flat-odd-neighbours", test_hex_flat_odd_neighbours);
  g_test_add_func ("/core/board/hex-adjacency-symmetric", test_hex_adjacency_symmetric);
  g_test_add_func ("/core/board/hex-distance", test_hex_distance);
  g_test_add_func ("/core/board/square-neighbours", test_square_neighbours);
  g_test_add_func ("/core/board/sections-rotate", test_sections_rotate);
  g_test_add_func ("/core/board/cell-parse", test_cell_parse);
  g_test_add_func ("/core/board/copy-equal", test_board_copy_equal);
  return g_test_run ();
}
