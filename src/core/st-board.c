/* SPDX-License-Identifier: GPL-3.0-or-later */
#define G_LOG_DOMAIN "sandtable-core"
/* realpath () */
#define _DEFAULT_SOURCE

#include "config.h"

#include <gio/gio.h>
#include <glib/gi18n-lib.h>
#include <glib/gstdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "st-board.h"

const char *
st_board_kind_to_string (StBoardKind kind)
{
  switch (kind)
    {
      case ST_BOARD_HEX:
        return "hex";
      case ST_BOARD_SQUARE:
        return "square";
      case ST_BOARD_GRAPH:
        return "graph";
      default:
        g_return_val_if_reached (NULL);
    }
}

gboolean
st_board_kind_from_string (const char *str, StBoardKind *kind)
{
  for (StBoardKind k = ST_BOARD_HEX; k <= ST_BOARD_GRAPH; k++)
    if (g_strcmp0 (str, st_board_kind_to_string (k)) == 0)
      {
        *kind = k;
        return TRUE;
      }
  return FALSE;
}

StBoard *
st_board_new (StBoardKind kind)
{
  StBoard *board = g_new0 (StBoard, 1);

  board->kind = kind;
  board->orientation = ST_HEX_FLAT;
  board->stagger_odd = TRUE;
  board->cells = g_ptr_array_new_with_free_func ((GDestroyNotify) st_cell_terrain_free);
  board->sections = g_ptr_array_new_with_free_func ((GDestroyNotify) st_section_free);
  board->placements = g_ptr_array_new_with_free_func ((GDestroyNotify) st_placement_free);
  board->nodes = g_ptr_array_new_with_free_func ((GDestroyNotify) st_node_free);
  board->lines = g_ptr_array_new_with_free_func ((GDestroyNotify) st_line_free);
  board->edges = g_ptr_array_new_with_free_func ((GDestroyNotify) st_edge_free);
  return board;
}

void
st_board_free (StBoard *board)
{
  if (board == NULL)
    return;
  g_free (board->default_terrain);
  g_ptr_array_unref (board->cells);
  g_ptr_array_unref (board->sections);
  g_ptr_array_unref (board->placements);
  g_ptr_array_unref (board->nodes);
  g_ptr_array_unref (board->lines);
  g_ptr_array_unref (board->edges);
  st_backdrop_free (board->backdrop);
  g_free (board);
}

StBoard *
st_board_copy (const StBoard *board)
{
  StBoard *copy = st_board_new (board->kind);

  copy->columns = board->columns;
  copy->rows = board->rows;
  copy->orientation = board->orientation;
  copy->stagger_odd = board->stagger_odd;
  copy->default_terrain = g_strdup (board->default_terrain);
  copy->width = board->width;
  copy->height = board->height;
  copy->backdrop = st_backdrop_copy (board->backdrop);

  for (guint i = 0; i < board->cells->len; i++)
    {
      const StCellTerrain *c = g_ptr_array_index (board->cells, i);
      StCellTerrain       *n = g_new0 (StCellTerrain, 1);
      n->at = c->at;
      n->terrain = g_strdup (c->terrain);
      g_ptr_array_add (copy->cells, n);
    }
  for (guint i = 0; i < board->sections->len; i++)
    {
      const StSection *s = g_ptr_array_index (board->sections, i);
      StSection       *n = st_section_new (s->id, s->size);
      n->name = st_text_copy (s->name);
      for (int j = 0; j < s->size * s->size; j++)
        n->terrain[j] = g_strdup (s->terrain[j]);
      g_ptr_array_add (copy->sections, n);
    }
  for (guint i = 0; i < board->placements->len; i++)
    {
      const StPlacement *p = g_ptr_array_index (board->placements, i);
      StPlacement       *n = g_new0 (StPlacement, 1);
      n->section = g_strdup (p->section);
      n->at = p->at;
      n->rotation = p->rotation;
      g_ptr_array_add (copy->placements, n);
    }
  for (guint i = 0; i < board->nodes->len; i++)
    {
      const StNode *s = g_ptr_array_index (board->nodes, i);
      StNode       *n = st_node_new (s->id, s->x, s->y);
      n->strategic = s->strategic;
      n->junction = s->junction;
      n->headquarters = g_strdup (s->headquarters);
      n->name = st_text_copy (s->name);
      g_ptr_array_add (copy->nodes, n);
    }
  for (guint i = 0; i < board->lines->len; i++)
    {
      const StLine *s = g_ptr_array_index (board->lines, i);
      StLine       *n = st_line_new (s->type);
      g_array_append_vals (n->points, s->points->data, s->points->len);
      g_ptr_array_add (copy->lines, n);
    }
  for (guint i = 0; i < board->edges->len; i++)
    {
      const StEdge *s = g_ptr_array_index (board->edges, i);
      StEdge       *n = g_new0 (StEdge, 1);
      n->type = g_strdup (s->type);
      n->cell_a = s->cell_a;
      n->cell_b = s->cell_b;
      n->node_a = g_strdup (s->node_a);
      n->node_b = g_strdup (s->node_b);
      g_ptr_array_add (copy->edges, n);
    }
  return copy;
}

static gboolean
cells_equal (StCell a, StCell b)
{
  return a.x == b.x && a.y == b.y;
}

gboolean
st_board_equal (const StBoard *a, const StBoard *b)
{
  if (a->kind != b->kind || a->columns != b->columns || a->rows != b->rows || a->orientation != b->orientation
      || a->stagger_odd != b->stagger_odd || g_strcmp0 (a->default_terrain, b->default_terrain) != 0
      || a->width != b->width || a->height != b->height || a->cells->len != b->cells->len
      || a->sections->len != b->sections->len || a->placements->len != b->placements->len
      || a->nodes->len != b->nodes->len || a->lines->len != b->lines->len || a->edges->len != b->edges->len
      || !st_backdrop_equal (a->backdrop, b->backdrop))
    return FALSE;

  for (guint i = 0; i < a->cells->len; i++)
    {
      const StCellTerrain *x = g_ptr_array_index (a->cells, i);
      const StCellTerrain *y = g_ptr_array_index (b->cells, i);
      if (!cells_equal (x->at, y->at) || g_strcmp0 (x->terrain, y->terrain) != 0)
        return FALSE;
    }
  for (guint i = 0; i < a->sections->len; i++)
    {
      const StSection *x = g_ptr_array_index (a->sections, i);
      const StSection *y = g_ptr_array_index (b->sections, i);
      if (g_strcmp0 (x->id, y->id) != 0 || x->size != y->size || !st_text_equal (x->name, y->name))
        return FALSE;
      for (int j = 0; j < x->size * x->size; j++)
        if (g_strcmp0 (x->terrain[j], y->terrain[j]) != 0)
          return FALSE;
    }
  for (guint i = 0; i < a->placements->len; i++)
    {
      const StPlacement *x = g_ptr_array_index (a->placements, i);
      const StPlacement *y = g_ptr_array_index (b->placements, i);
      if (g_strcmp0 (x->section, y->section) != 0 || !cells_equal (x->at, y->at)
          || x->rotation != y->rotation)
        return FALSE;
    }
  for (guint i = 0; i < a->nodes->len; i++)
    {
      const StNode *x = g_ptr_array_index (a->nodes, i);
      const StNode *y = g_ptr_array_index (b->nodes, i);
      if (g_strcmp0 (x->id, y->id) != 0 || x->x != y->x || x->y != y->y || x->strategic != y->strategic
          || x->junction != y->junction || g_strcmp0 (x->headquarters, y->headquarters) != 0
          || !st_text_equal (x->name, y->name))
        return FALSE;
    }
  for (guint i = 0; i < a->lines->len; i++)
    {
      const StLine *x = g_ptr_array_index (a->lines, i);
      const StLine *y = g_ptr_array_index (b->lines, i);
      if (g_strcmp0 (x->type, y->type) != 0 || x->points->len != y->points->len
          || (x->points->len > 0
              && memcmp (x->points->data, y->points->data, sizeof (double) * x->points->len) != 0))
        return FALSE;
    }
  for (guint i = 0; i < a->edges->len; i++)
    {
      const StEdge *x = g_ptr_array_index (a->edges, i);
      const StEdge *y = g_ptr_array_index (b->edges, i);
      if (g_strcmp0 (x->type, y->type) != 0 || !cells_equal (x->cell_a, y->cell_a)
          || !cells_equal (x->cell_b, y->cell_b) || g_strcmp0 (x->node_a, y->node_a) != 0
          || g_strcmp0 (x->node_b, y->node_b) != 0)
        return FALSE;
    }
  return TRUE;
}

gboolean
st_board_is_grid (const StBoard *board)
{
  return board->kind == ST_BOARD_HEX || board->kind == ST_BOARD_SQUARE;
}

gboolean
st_board_contains (const StBoard *board, int x, int y)
{
  return st_board_is_grid (board) && x >= 0 && y >= 0 && x < board->columns && y < board->rows;
}

guint
st_board_n_cells (const StBoard *board)
{
  if (st_board_is_grid (board))
    return (guint) board->columns * (guint) board->rows;
  return board->nodes->len;
}

/* Whether the given column (flat) or row (pointy) is the half-shifted one. */
static gboolean
hex_line_shifted (const StBoard *board, int index)
{
  gboolean odd = (index & 1) != 0;

  return board->stagger_odd ? odd : !odd;
}

guint
st_board_neighbours (const StBoard *board, int x, int y, StCell *out)
{
  StCell candidates[6];
  guint  n_candidates = 0;
  guint  n = 0;

  if (board->kind == ST_BOARD_SQUARE)
    {
      candidates[n_candidates++] = (StCell){ x, y - 1 };
      candidates[n_candidates++] = (StCell){ x + 1, y };
      candidates[n_candidates++] = (StCell){ x, y + 1 };
      candidates[n_candidates++] = (StCell){ x - 1, y };
    }
  else if (board->kind == ST_BOARD_HEX && board->orientation == ST_HEX_FLAT)
    {
      int lo = hex_line_shifted (board, x) ? y : y - 1;

      candidates[n_candidates++] = (StCell){ x, y - 1 };
      candidates[n_candidates++] = (StCell){ x + 1, lo };
      candidates[n_candidates++] = (StCell){ x + 1, lo + 1 };
      candidates[n_candidates++] = (StCell){ x, y + 1 };
      candidates[n_candidates++] = (StCell){ x - 1, lo + 1 };
      candidates[n_candidates++] = (StCell){ x - 1, lo };
    }
  else if (board->kind == ST_BOARD_HEX)
    {
      int lo = hex_line_shifted (board, y) ? x : x - 1;

      candidates[n_candidates++] = (StCell){ x + 1, y };
      candidates[n_candidates++] = (StCell){ lo + 1, y + 1 };
      candidates[n_candidates++] = (StCell){ lo, y + 1 };
      candidates[n_candidates++] = (StCell){ x - 1, y };
      candidates[n_candidates++] = (StCell){ lo, y - 1 };
      candidates[n_candidates++] = (StCell){ lo + 1, y - 1 };
    }

  for (guint i = 0; i < n_candidates; i++)
    if (st_board_contains (board, candidates[i].x, candidates[i].y))
      out[n++] = candidates[i];
  return n;
}

gboolean
st_board_adjacent (const StBoard *board, StCell a, StCell b)
{
  StCell neighbours[6];
  guint  n;

  if (!st_board_contains (board, a.x, a.y))
    return FALSE;
  n = st_board_neighbours (board, a.x, a.y, neighbours);
  for (guint i = 0; i < n; i++)
    if (cells_equal (neighbours[i], b))
      return TRUE;
  return FALSE;
}

/* Axial coordinates of an offset cell: odd-q/even-q for flat hexes, odd-r/even-r for
 * pointy ones. */
static void
hex_to_axial (const StBoard *board, StCell cell, int *q, int *r)
{
  if (board->orientation == ST_HEX_FLAT)
    {
      int parity = cell.x & 1;
      *q = cell.x;
      *r = cell.y - (board->stagger_odd ? cell.x - parity : cell.x + parity) / 2;
    }
  else
    {
      int parity = cell.y & 1;
      *r = cell.y;
      *q = cell.x - (board->stagger_odd ? cell.y - parity : cell.y + parity) / 2;
    }
}

int
st_board_distance (const StBoard *board, StCell a, StCell b)
{
  if (board->kind == ST_BOARD_HEX)
    {
      int aq, ar, bq, br, dq, dr, ds;

      hex_to_axial (board, a, &aq, &ar);
      hex_to_axial (board, b, &bq, &br);
      dq = aq - bq;
      dr = ar - br;
      ds = -dq - dr;
      return MAX (ABS (dq), MAX (ABS (dr), ABS (ds)));
    }
  return ABS (a.x - b.x) + ABS (a.y - b.y);
}

StNode *
st_board_find_node (const StBoard *board, const char *id)
{
  int i = st_board_node_index (board, id);

  return i < 0 ? NULL : g_ptr_array_index (board->nodes, i);
}

int
st_board_node_index (const StBoard *board, const char *id)
{
  for (guint i = 0; i < board->nodes->len; i++)
    {
      const StNode *node = g_ptr_array_index (board->nodes, i);
      if (g_strcmp0 (node->id, id) == 0)
        return (int) i;
    }
  return -1;
}

StSection *
st_board_find_section (const StBoard *board, const char *id)
{
  for (guint i = 0; i < board->sections->len; i++)
    {
      StSection *section = g_ptr_array_index (board->sections, i);
      if (g_strcmp0 (section->id, id) == 0)
        return section;
    }
  return NULL;
}

const char *
st_board_terrain_override (const StBoard *board, int x, int y)
{
  for (guint i = 0; i < board->cells->len; i++)
    {
      const StCellTerrain *cell = g_ptr_array_index (board->cells, i);
      if (cell->at.x == x && cell->at.y == y)
        return cell->terrain;
    }
  return NULL;
}

void
st_board_resolve_terrain (const StBoard *board, const char *fallback_default, const char **out)
{
  const char *def = board->default_terrain ? board->default_terrain : fallback_default;
  int         columns = board->columns;

  for (int i = 0; i < board->columns * board->rows; i++)
    out[i] = def;

  for (guint i = 0; i < board->placements->len; i++)
    {
      const StPlacement *place = g_ptr_array_index (board->placements, i);
      const StSection   *section = st_board_find_section (board, place->section);
      int                n;

      if (section == NULL)
        continue;
      n = section->size;
      for (int sy = 0; sy < n; sy++)
        for (int sx = 0; sx < n; sx++)
          {
            int dx, dy;

            switch (place->rotation)
              {
                case 90:
                  dx = n - 1 - sy;
                  dy = sx;
                  break;
                case 180:
                  dx = n - 1 - sx;
                  dy = n - 1 - sy;
                  break;
                case 270:
                  dx = sy;
                  dy = n - 1 - sx;
                  break;
                default:
                  dx = sx;
                  dy = sy;
                  break;
              }
            dx += place->at.x;
            dy += place->at.y;
            if (st_board_contains (board, dx, dy))
              out[dy * columns + dx] = section->terrain[sy * n + sx];
          }
    }

  for (guint i = 0; i < board->cells->len; i++)
    {
      const StCellTerrain *cell = g_ptr_array_index (board->cells, i);
      if (st_board_contains (board, cell->at.x, cell->at.y))
        out[cell->at.y * columns + cell->at.x] = cell->terrain;
    }
}

/* Reads a non-negative decimal number of at most six digits. */
static const char *
parse_coordinate (const char *p, int *out)
{
  int value = 0, digits = 0;

  while (g_ascii_isdigit (*p))
    {
      if (++digits > 6)
        return NULL;
      value = value * 10 + (*p++ - '0');
    }
  if (digits == 0)
    return NULL;
  *out = value;
  return p;
}

gboolean
st_cell_parse (const char *str, StCell *cell)
{
  const char *p = str;
  int         x, y;

  /* Cells are parsed by the thousand on large boards, so no allocations. */
  if (p == NULL || (p = parse_coordinate (p, &x)) == NULL || *p++ != ',')
    return FALSE;
  if ((p = parse_coordinate (p, &y)) == NULL || *p != '\0')
    return FALSE;
  cell->x = x;
  cell->y = y;
  return TRUE;
}

char *
st_cell_to_string (StCell cell)
{
  return g_strdup_printf ("%d,%d", cell.x, cell.y);
}

gboolean
st_edge_marks_border (const StEdge *edge)
{
  return edge->type != NULL && g_str_equal (edge->type, ST_EDGE_TYPE_BORDER);
}

StEdge *
st_edge_new_cells (const char *type, StCell a, StCell b)
{
  StEdge *edge = g_new0 (StEdge, 1);

  edge->type = g_strdup (type);
  edge->cell_a = a;
  edge->cell_b = b;
  return edge;
}

StEdge *
st_edge_new_nodes (const char *type, const char *a, const char *b)
{
  StEdge *edge = g_new0 (StEdge, 1);

  edge->type = g_strdup (type);
  edge->node_a = g_strdup (a);
  edge->node_b = g_strdup (b);
  return edge;
}

gboolean
st_edge_on_side (const StEdge *edge, StCell a, StCell b)
{
  return (edge->cell_a.x == a.x && edge->cell_a.y == a.y && edge->cell_b.x == b.x && edge->cell_b.y == b.y)
         || (edge->cell_a.x == b.x && edge->cell_a.y == b.y && edge->cell_b.x == a.x
             && edge->cell_b.y == a.y);
}

void
st_edge_free (StEdge *edge)
{
  if (edge == NULL)
    return;
  g_free (edge->type);
  g_free (edge->node_a);
  g_free (edge->node_b);
  g_free (edge);
}

StNode *
st_node_new (const char *id, double x, double y)
{
  StNode *node = g_new0 (StNode, 1);

  node->id = g_strdup (id);
  node->x = x;
  node->y = y;
  return node;
}

void
st_node_free (StNode *node)
{
  if (node == NULL)
    return;
  g_free (node->id);
  g_free (node->headquarters);
  st_text_free (node->name);
  g_free (node);
}

StSection *
st_section_new (const char *id, int size)
{
  StSection *section = g_new0 (StSection, 1);

  section->id = g_strdup (id);
  section->size = size;
  section->terrain = g_new0 (char *, (gsize) size *size + 1);
  return section;
}

void
st_section_free (StSection *section)
{
  if (section == NULL)
    return;
  g_free (section->id);
  st_text_free (section->name);
  g_strfreev (section->terrain);
  g_free (section);
}

StLine *
st_line_new (const char *type)
{
  StLine *line = g_new0 (StLine, 1);

  line->type = g_strdup (type);
  line->points = g_array_new (FALSE, FALSE, sizeof (double));
  return line;
}

void
st_line_free (StLine *line)
{
  if (line == NULL)
    return;
  g_free (line->type);
  g_array_unref (line->points);
  g_free (line);
}

void
st_placement_free (StPlacement *placement)
{
  if (placement == NULL)
    return;
  g_free (placement->section);
  g_free (placement);
}

void
st_cell_terrain_free (StCellTerrain *cell)
{
  if (cell == NULL)
    return;
  g_free (cell->terrain);
  g_free (cell);
}

int
st_board_label_digits (const StBoard *board)
{
  int largest = MAX (board->columns, board->rows);

  return largest > 999 ? 4 : largest > 99 ? 3 : 2;
}

char *
st_board_cell_label (const StBoard *board, StCell cell)
{
  int digits = st_board_label_digits (board);

  return g_strdup_printf ("%0*d%0*d", digits, cell.x + 1, digits, cell.y + 1);
}

StBackdrop *
st_backdrop_new (const char *href)
{
  StBackdrop *backdrop = g_new0 (StBackdrop, 1);

  backdrop->href = g_strdup (href);
  backdrop->page = 1;
  backdrop->scale = 1.0;
  backdrop->opacity = 0.5;
  return backdrop;
}

StBackdrop *
st_backdrop_copy (const StBackdrop *backdrop)
{
  StBackdrop *copy;

  if (backdrop == NULL)
    return NULL;
  copy = st_backdrop_new (backdrop->href);
  copy->page = backdrop->page;
  copy->x = backdrop->x;
  copy->y = backdrop->y;
  copy->scale = backdrop->scale;
  copy->opacity = backdrop->opacity;
  return copy;
}

void
st_backdrop_free (StBackdrop *backdrop)
{
  if (backdrop == NULL)
    return;
  g_free (backdrop->href);
  g_free (backdrop);
}

gboolean
st_backdrop_equal (const StBackdrop *a, const StBackdrop *b)
{
  if (a == NULL || b == NULL)
    return a == b;
  return g_strcmp0 (a->href, b->href) == 0 && a->page == b->page && a->x == b->x && a->y == b->y
         && a->scale == b->scale && a->opacity == b->opacity;
}

gboolean
st_backdrop_href_is_safe (const char *href)
{
  g_auto (GStrv) parts = NULL;
  g_autofree char *lower = NULL;

  if (href == NULL || *href == '\0' || strlen (href) > 1024 || href[0] == '/' || strchr (href, '\\') != NULL
      || strchr (href, ':') != NULL || !g_utf8_validate (href, -1, NULL))
    return FALSE;
  for (const char *p = href; *p != '\0'; p++)
    if ((guchar) *p < 0x20 || *p == 0x7f)
      return FALSE;
  parts = g_strsplit (href, "/", -1);
  for (guint i = 0; parts[i] != NULL; i++)
    if (*parts[i] == '\0' || g_str_equal (parts[i], ".") || g_str_equal (parts[i], ".."))
      return FALSE;
  lower = g_ascii_strdown (href, -1);
  return g_str_has_suffix (lower, ".png") || g_str_has_suffix (lower, ".jpg")
         || g_str_has_suffix (lower, ".jpeg") || g_str_has_suffix (lower, ".pdf");
}

gboolean
st_backdrop_href_is_pdf (const char *href)
{
  gsize len = href != NULL ? strlen (href) : 0;

  return len >= 4 && g_ascii_strcasecmp (href + len - 4, ".pdf") == 0;
}

char *
st_backdrop_resolve (const char *scenario_path, const char *href, GError **error)
{
  g_autofree char *dir = NULL;
  g_autofree char *path = NULL;
  g_autofree char *real_dir = NULL;
  g_autofree char *real_path = NULL;
  GStatBuf         st;

  if (!st_backdrop_href_is_safe (href))
    {
      g_set_error (
          error, G_IO_ERROR, G_IO_ERROR_INVALID_FILENAME,
          _ ("“%s” is not a tracing image Sandtable reads: a PNG, JPEG or PDF file in the scenario’s "
             "folder or below it"),
          href ? href : "");
      return NULL;
    }
  if (scenario_path == NULL)
    {
      g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_NOT_FOUND,
                           _ ("A tracing image is found beside the scenario file: save the scenario first"));
      return NULL;
    }
  dir = g_path_get_dirname (scenario_path);
  path = g_build_filename (dir, href, NULL);
  /* A symbolic link may not lead out of the scenario's folder. */
  real_dir = realpath (dir, NULL);
  real_path = realpath (path, NULL);
  if (real_dir == NULL || real_path == NULL || !g_str_has_prefix (real_path, real_dir)
      || real_path[strlen (real_dir)] != G_DIR_SEPARATOR)
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_NOT_FOUND, _ ("The tracing image “%s” was not found"), href);
      return NULL;
    }
  if (g_stat (real_path, &st) != 0 || !S_ISREG (st.st_mode))
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_NOT_REGULAR_FILE, _ ("The tracing image “%s” is not a file"),
                   href);
      return NULL;
    }
  if (st.st_size > ST_BACKDROP_MAX_BYTES)
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_FAILED, _ ("The tracing image “%s” is larger than %d MB"),
                   href, ST_BACKDROP_MAX_BYTES / (1024 * 1024));
      return NULL;
    }
  return g_steal_pointer (&real_path);
}
