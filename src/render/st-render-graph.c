/* SPDX-License-Identifier: GPL-3.0-or-later */
#define G_LOG_DOMAIN "sandtable-render"

#include "config.h"

#include <math.h>
#include <stdlib.h>

#include "st-render-private.h"

/* Point-and-line maps (Manöver): drawn lines such as the area lines, links
 * between towns in their edge type's style (rail solid, road dashed), area halos,
 * towns as circles with a red ring for strategic points, a blue ring for railway
 * junctions and a star for headquarters, then pieces and town names. Names are
 * placed beside their town where they do not cover another name; the placement
 * looks at every town, not only the visible ones, so it does not change with
 * the part of the map being redrawn. */

/* Sizes in board units (the longer side of the map is ST_BOARD_GRAPH_EXTENT). */
#define NODE_RADIUS 7.0
#define JUNCTION_RADIUS 11.0
#define STRATEGIC_RADIUS 14.5
#define HQ_RADIUS 17.0
#define AREA_HALO_RADIUS 24.0
/* Labels are never smaller than this on screen, nor smaller than LABEL_SIZE. */
#define LABEL_SIZE 15.0
#define LABEL_MIN_PIXELS 8.5
#define LABEL_MAX_SIZE 40.0
/* Below this many pixels a label is not worth drawing at all. */
#define LABEL_HIDE_PIXELS 5.0

typedef struct
{
  double x;
  double y;
} Point;

static void
draw_background (StRenderContext *ctx)
{
  cairo_t         *cr = ctx->cr;
  const StTerrain *terrain =
      st_scenario_find_terrain (ctx->scenario, st_scenario_default_terrain (ctx->scenario));
  StRgb  rgb = { 0.96, 0.94, 0.88 };
  double width, height, inset = ST_BOARD_MARGIN / 2.0;

  if (terrain != NULL)
    st_render_terrain_rgb (ctx, terrain->color, &rgb);
  else if (ctx->look->shade_mix > 0)
    st_rgb_mix (&rgb, &ctx->look->shade, ctx->look->shade_mix, &rgb);
  st_board_layout_get_extent (ctx->layout, &width, &height);
  cairo_rectangle (cr, 0, 0, width, height);
  st_render_set_rgb (cr, &rgb, 1.0);
  cairo_fill (cr);

  cairo_rectangle (cr, inset, inset, width - 2 * inset, height - 2 * inset);
  st_render_set_rgb (cr, &ctx->look->ink, 0.85);
  cairo_set_line_width (cr, MAX (2.0, 1.0 / ctx->scale));
  cairo_stroke (cr);
}

static void
stroke_typed (StRenderContext *ctx, const StEdgeType *type)
{
  StRgb rgb = { 0.35, 0.35, 0.35 };

  if (type != NULL)
    st_rgb_parse (type->color, &rgb);
  st_render_set_rgb (ctx->cr, &rgb, 1.0);
  st_render_set_line_style (ctx->cr, type, st_render_line_width (ctx, type != NULL ? type->width : 2.0));
  cairo_set_line_join (ctx->cr, CAIRO_LINE_JOIN_ROUND);
  cairo_stroke (ctx->cr);
  cairo_set_dash (ctx->cr, NULL, 0, 0);
}

static void
draw_lines (StRenderContext *ctx)
{
  const GPtrArray *lines = ctx->scenario->board->lines;
  cairo_t         *cr = ctx->cr;

  for (guint i = 0; i < lines->len; i++)
    {
      const StLine *line = g_ptr_array_index (lines, i);
      double        x0 = G_MAXDOUBLE, y0 = G_MAXDOUBLE, x1 = -G_MAXDOUBLE, y1 = -G_MAXDOUBLE;

      if (line->points == NULL || line->points->len < 4)
        continue;
      for (guint k = 0; k + 1 < line->points->len; k += 2)
        {
          double x, y;

          st_board_layout_map_to_board (ctx->layout, g_array_index (line->points, double, k),
                                        g_array_index (line->points, double, k + 1), &x, &y);
          x0 = MIN (x0, x);
          y0 = MIN (y0, y);
          x1 = MAX (x1, x);
          y1 = MAX (y1, y);
          if (k == 0)
            cairo_move_to (cr, x, y);
          else
            cairo_line_to (cr, x, y);
        }
      if (!st_render_context_visible (ctx, x0 - 10, y0 - 10, x1 + 10, y1 + 10))
        {
          cairo_new_path (cr);
          continue;
        }
      stroke_typed (ctx, st_scenario_find_edge_type (ctx->scenario, line->type));
    }
}

static void
draw_links (StRenderContext *ctx, const Point *positions, GHashTable *index)
{
  const StScenario *scenario = ctx->scenario;
  const GPtrArray  *edges = scenario->board->edges;
  guint             n_types = scenario->edge_types->len;
  cairo_t          *cr = ctx->cr;

  for (guint t = 0; t <= n_types; t++)
    {
      const StEdgeType *type = t < n_types ? g_ptr_array_index (scenario->edge_types, t) : NULL;
      gboolean          any = FALSE;

      for (guint i = 0; i < edges->len; i++)
        {
          const StEdge *edge = g_ptr_array_index (edges, i);
          guint         a, b;
          const Point  *pa, *pb;

          if (type != NULL ? g_strcmp0 (edge->type, type->id) != 0
                           : st_scenario_find_edge_type (scenario, edge->type) != NULL)
            continue;
          a = GPOINTER_TO_UINT (g_hash_table_lookup (index, edge->node_a));
          b = GPOINTER_TO_UINT (g_hash_table_lookup (index, edge->node_b));
          if (a == 0 || b == 0)
            continue;
          pa = &positions[a - 1];
          pb = &positions[b - 1];
          if (!st_render_context_visible (ctx, MIN (pa->x, pb->x) - 10, MIN (pa->y, pb->y) - 10,
                                          MAX (pa->x, pb->x) + 10, MAX (pa->y, pb->y) + 10))
            continue;
          cairo_move_to (cr, pa->x, pa->y);
          cairo_line_to (cr, pb->x, pb->y);
          any = TRUE;
        }
      if (any)
        stroke_typed (ctx, type);
    }
}

static void
draw_area_halos (StRenderContext *ctx, const Point *positions, GHashTable *index)
{
  cairo_t *cr = ctx->cr;

  for (guint a = 0; a < ctx->scenario->areas->len; a++)
    {
      const StArea *area = g_ptr_array_index (ctx->scenario->areas, a);
      StRgb         storage;
      const StRgb  *rgb = st_render_area_rgb (ctx, area, a, &storage);
      gboolean      any = FALSE;

      if (area->nodes == NULL)
        continue;
      for (guint i = 0; i < area->nodes->len; i++)
        {
          guint        k = GPOINTER_TO_UINT (g_hash_table_lookup (index, g_ptr_array_index (area->nodes, i)));
          const Point *p;

          if (k == 0)
            continue;
          p = &positions[k - 1];
          if (!st_render_context_visible (ctx, p->x - AREA_HALO_RADIUS, p->y - AREA_HALO_RADIUS,
                                          p->x + AREA_HALO_RADIUS, p->y + AREA_HALO_RADIUS))
            continue;
          cairo_new_sub_path (cr);
          cairo_arc (cr, p->x, p->y, AREA_HALO_RADIUS, 0, 2 * G_PI);
          cairo_close_path (cr);
          any = TRUE;
        }
      if (any)
        {
          /* Overlapping halos of one area merge into one tint. */
          cairo_set_fill_rule (cr, CAIRO_FILL_RULE_WINDING);
          st_render_set_rgb (cr, rgb, st_render_mark_style (ST_MARK_AREA)->alpha);
          cairo_fill (cr);
          st_render_note_mark (ctx, ST_MARK_AREA);
        }
    }
}

/* The radii of a town's rings. A town holding pieces gets its rings just
 * outside the pieces, so that they still show. */
typedef struct
{
  double junction;
  double strategic;
  double star;
  double extent; /* everything drawn for the town */
} NodeRadii;

/* Pieces are sized from the spacing of the towns (a fraction of the median
 * distance to the nearest town, so that they scale with the map and leave a
 * gap between neighbours), never smaller than PIECE_MIN_PIXELS on screen (so
 * that they read at fit zoom) nor than ST_RENDER_GRAPH_PIECE board units. */
#define PIECE_SPACING_FRACTION 0.7
#define PIECE_MIN_PIXELS 24.0

double
st_render_graph_piece_size (const StRenderContext *ctx)
{
  double room = ctx->layout->node_spacing * PIECE_SPACING_FRACTION;
  /* On screen, larger text makes the pieces larger, so that their steps
   * grow with it. */
  double least = PIECE_MIN_PIXELS * MAX (ctx->options->text_scale, 1.0) / MAX (ctx->scale, 1e-6);

  return MAX (ST_RENDER_GRAPH_PIECE, MAX (room, least));
}

static void
node_radii (const StRenderContext *ctx, const StNode *node, gboolean occupied, NodeRadii *radii)
{
  double base = occupied ? st_render_graph_piece_size (ctx) / 2 + 2.0 : NODE_RADIUS;

  radii->junction = occupied ? base + 3.0 : JUNCTION_RADIUS;
  radii->strategic = occupied ? base + (node->junction ? 7.0 : 3.5) : STRATEGIC_RADIUS;
  radii->star = occupied ? base + 12.0 : HQ_RADIUS;
  radii->extent = base;
  if (node->junction)
    radii->extent = MAX (radii->extent, radii->junction + 1.5);
  if (node->strategic)
    radii->extent = MAX (radii->extent, radii->strategic + 2.0);
  if (node->headquarters != NULL)
    radii->extent = MAX (radii->extent, radii->star);
}

/* How far from its centre town index is drawn (its rings, its pieces): the
 * marks (selection, targets) ring it just outside. */
double
st_render_graph_node_extent (const StRenderContext *ctx, int index)
{
  const StScenario *scenario = ctx->scenario;
  const StNode     *node;
  gboolean          occupied = FALSE;
  NodeRadii         radii;

  if (index < 0 || (guint) index >= scenario->board->nodes->len)
    return NODE_RADIUS;
  node = g_ptr_array_index (scenario->board->nodes, index);
  for (guint i = 0; ctx->options->show_units && i < scenario->units->len && !occupied; i++)
    {
      const StUnit *unit = g_ptr_array_index (scenario->units, i);

      occupied = unit->placed && g_strcmp0 (unit->node, node->id) == 0;
    }
  node_radii (ctx, node, occupied, &radii);
  return radii.extent;
}

static void
draw_nodes (StRenderContext *ctx, const Point *positions, const guint *occupied)
{
  const GPtrArray *nodes = ctx->scenario->board->nodes;
  cairo_t         *cr = ctx->cr;
  double           line = MAX (1.5, 0.8 / ctx->scale);
  StRgb            strategic_rgb, junction_rgb, hover_rgb;

  st_render_mark_rgb (ST_MARK_STRATEGIC, &strategic_rgb);
  st_render_mark_rgb (ST_MARK_JUNCTION, &junction_rgb);
  st_render_mark_rgb (ST_MARK_HOVER, &hover_rgb);

  for (guint i = 0; i < nodes->len; i++)
    {
      const StNode *node = g_ptr_array_index (nodes, i);
      const Point  *p = &positions[i];
      NodeRadii     radii;
      double        reach;

      node_radii (ctx, node, occupied[i] > 0, &radii);
      reach = radii.extent + 8;
      if (!st_render_context_visible (ctx, p->x - reach, p->y - reach, p->x + reach, p->y + reach))
        continue;

      if (ctx->options->hover_node == (int) i)
        {
          cairo_arc (cr, p->x, p->y, radii.extent + 6, 0, 2 * G_PI);
          st_render_set_rgb (cr, &hover_rgb, st_render_mark_style (ST_MARK_HOVER)->alpha);
          cairo_fill (cr);
          st_render_note_mark (ctx, ST_MARK_HOVER);
        }

      if (node->headquarters != NULL)
        {
          const StSide *side = st_scenario_find_side (ctx->scenario, node->headquarters);
          StRgb         rgb;

          st_rgb_parse (side != NULL ? side->color : NULL, &rgb);
          st_render_note_mark (ctx, ST_MARK_HEADQUARTERS);
          st_render_star_path (cr, p->x, p->y, radii.star, radii.star * 0.45, 5);
          st_render_set_rgb (cr, &rgb, 1.0);
          cairo_fill_preserve (cr);
          st_render_set_rgb (cr, &ctx->look->ink, 1.0);
          cairo_set_line_width (cr, line);
          cairo_set_line_join (cr, CAIRO_LINE_JOIN_MITER);
          cairo_stroke (cr);
        }
      if (node->strategic)
        {
          cairo_arc (cr, p->x, p->y, radii.strategic, 0, 2 * G_PI);
          st_render_set_rgb (cr, &strategic_rgb, 1.0);
          st_render_note_mark (ctx, ST_MARK_STRATEGIC);
          cairo_set_line_width (cr, MAX (3.0, 1.2 / ctx->scale));
          cairo_stroke (cr);
        }
      if (node->junction)
        {
          cairo_arc (cr, p->x, p->y, radii.junction, 0, 2 * G_PI);
          st_render_set_rgb (cr, &junction_rgb, 1.0);
          st_render_note_mark (ctx, ST_MARK_JUNCTION);
          cairo_set_line_width (cr, MAX (2.5, 1.0 / ctx->scale));
          cairo_stroke (cr);
        }

      cairo_arc (cr, p->x, p->y, NODE_RADIUS, 0, 2 * G_PI);
      st_render_set_rgb (cr, &ctx->look->halo, 1.0);
      cairo_fill_preserve (cr);
      st_render_set_rgb (cr, &ctx->look->ink, 1.0);
      cairo_set_line_width (cr, line);
      cairo_stroke (cr);
    }
}

typedef struct
{
  guint       node;
  int         priority;
  const char *text;
} Label;

typedef struct
{
  double x0;
  double y0;
  double x1;
  double y1;
} Box;

static int
label_priority (const StNode *node)
{
  return (node->headquarters != NULL ? 4 : 0) + (node->strategic ? 2 : 0) + (node->junction ? 1 : 0);
}

static int
compare_labels (const void *a, const void *b)
{
  const Label *la = a, *lb = b;

  if (la->priority != lb->priority)
    return lb->priority - la->priority;
  return la->node < lb->node ? -1 : la->node > lb->node;
}

static gboolean
boxes_overlap (const Box *a, const Box *b)
{
  return a->x1 > b->x0 && a->x0 < b->x1 && a->y1 > b->y0 && a->y0 < b->y1;
}

static gboolean
overlaps_any (const GArray *boxes, const Box *box)
{
  for (guint i = 0; i < boxes->len; i++)
    if (boxes_overlap (&g_array_index (boxes, Box, i), box))
      return TRUE;
  return FALSE;
}

/* Whether the segment a-b passes through the box (Liang-Barsky clipping). */
static gboolean
segment_crosses (const Point *a, const Point *b, const Box *box)
{
  double t0 = 0.0, t1 = 1.0;
  double dx = b->x - a->x, dy = b->y - a->y;
  double p[4] = { -dx, dx, -dy, dy };
  double q[4] = { a->x - box->x0, box->x1 - a->x, a->y - box->y0, box->y1 - a->y };

  for (int i = 0; i < 4; i++)
    {
      if (p[i] == 0.0)
        {
          if (q[i] < 0.0)
            return FALSE;
          continue;
        }
      {
        double t = q[i] / p[i];

        if (p[i] < 0.0)
          t0 = MAX (t0, t);
        else
          t1 = MIN (t1, t);
      }
      if (t0 > t1)
        return FALSE;
    }
  return TRUE;
}

static guint
count_crossings (const GArray *segments, const Box *box)
{
  guint n = 0;

  for (guint i = 0; i + 1 < segments->len; i += 2)
    {
      const Point *a = &g_array_index (segments, Point, i);
      const Point *b = &g_array_index (segments, Point, i + 1);

      if (MAX (a->x, b->x) < box->x0 || MIN (a->x, b->x) > box->x1 || MAX (a->y, b->y) < box->y0
          || MIN (a->y, b->y) > box->y1)
        continue;
      if (segment_crosses (a, b, box))
        n++;
    }
  return n;
}

/* The links and drawn lines as segments, which labels try not to cover. */
static GArray *
collect_segments (StRenderContext *ctx, const Point *positions, GHashTable *index)
{
  const StBoard *board = ctx->scenario->board;
  GArray        *segments = g_array_new (FALSE, FALSE, sizeof (Point));

  for (guint i = 0; i < board->edges->len; i++)
    {
      const StEdge *edge = g_ptr_array_index (board->edges, i);
      guint         a = GPOINTER_TO_UINT (g_hash_table_lookup (index, edge->node_a));
      guint         b = GPOINTER_TO_UINT (g_hash_table_lookup (index, edge->node_b));

      if (a == 0 || b == 0)
        continue;
      g_array_append_val (segments, positions[a - 1]);
      g_array_append_val (segments, positions[b - 1]);
    }
  for (guint i = 0; i < board->lines->len; i++)
    {
      const StLine *line = g_ptr_array_index (board->lines, i);

      for (guint k = 0; k + 3 < line->points->len; k += 2)
        {
          Point a, b;

          st_board_layout_map_to_board (ctx->layout, g_array_index (line->points, double, k),
                                        g_array_index (line->points, double, k + 1), &a.x, &a.y);
          st_board_layout_map_to_board (ctx->layout, g_array_index (line->points, double, k + 2),
                                        g_array_index (line->points, double, k + 3), &b.x, &b.y);
          g_array_append_val (segments, a);
          g_array_append_val (segments, b);
        }
    }
  return segments;
}

/* A name where it was placed. */
typedef struct
{
  guint       node;
  const char *text;
  gboolean    bold;
  Box         box;
  guint       crossings; /* links and lines it lies across */
} PlacedLabel;

/* Places the town names (PlacedLabel, in priority order), drawing nothing; the
 * size of the names on the board follows from ctx->scale. */
static GArray *
place_labels (
    StRenderContext *ctx, const Point *positions, const guint *occupied, GHashTable *index, double *size_out)
{
  GArray          *result = g_array_new (FALSE, FALSE, sizeof (PlacedLabel));
  const GPtrArray *nodes = ctx->scenario->board->nodes;
  g_autoptr (GArray) labels = NULL;
  g_autoptr (GArray) obstacles = NULL;
  g_autoptr (GArray) placed = NULL; /* the names placed so far */
  g_autoptr (GArray) segments = NULL;
  /* On screen (a text scale given), names read at ST_RENDER_READABLE_PIXELS
   * times the text scale (st_render_text () scales them). */
  double least = ctx->options->text_scale > 0 ? ST_RENDER_READABLE_PIXELS : LABEL_MIN_PIXELS;
  double size = CLAMP (least / ctx->scale, LABEL_SIZE, LABEL_MAX_SIZE);
  double width, height, inset = ST_BOARD_MARGIN / 2.0;

  *size_out = size;
  if (!ctx->options->show_labels || size * ctx->scale < LABEL_HIDE_PIXELS)
    return result;

  st_board_layout_get_extent (ctx->layout, &width, &height);
  labels = g_array_new (FALSE, FALSE, sizeof (Label));
  obstacles = g_array_new (FALSE, FALSE, sizeof (Box));
  placed = g_array_new (FALSE, FALSE, sizeof (Box));
  segments = collect_segments (ctx, positions, index);

  /* Names may not cover a town, nor each other. */
  for (guint i = 0; i < nodes->len; i++)
    {
      const StNode *node = g_ptr_array_index (nodes, i);
      Label         label = { i, label_priority (node), NULL };
      NodeRadii     radii;
      Box           box;

      node_radii (ctx, node, occupied[i] > 0, &radii);
      box = (Box){ positions[i].x - radii.extent, positions[i].y - radii.extent,
                   positions[i].x + radii.extent, positions[i].y + radii.extent };
      g_array_append_val (obstacles, box);

      if (node->name == NULL)
        continue;
      label.text =
          ctx->lang != NULL ? st_text_get (node->name, ctx->lang) : st_text_get_for_locale (node->name);
      if (label.text == NULL || label.text[0] == '\0')
        continue;
      g_array_append_val (labels, label);
    }
  if (labels->len > 1)
    qsort (labels->data, labels->len, sizeof (Label), compare_labels);

  for (guint i = 0; i < labels->len; i++)
    {
      const Label  *label = &g_array_index (labels, Label, i);
      const StNode *node = g_ptr_array_index (nodes, label->node);
      const Point  *p = &positions[label->node];
      gboolean      bold = label->priority >= 2;
      NodeRadii     radii;
      double        w, h, gap, diagonal, pad;
      Box           best = { 0 };
      guint         best_crossings = G_MAXUINT;

      node_radii (ctx, node, occupied[label->node] > 0, &radii);
      /* Clear of the ring the selection or a target draws around the town
       * (st-render-marks.c). */
      gap = radii.extent + 3.0 + ST_RENDER_MARK_RING_PIXELS / MAX (ctx->scale, 1e-6);
      pad = size * 0.35;
      diagonal = gap * 0.72;
      st_render_text_size (ctx, label->text, size, bold, &w, &h);
      h = size * 1.1;

      /* Right, left, above, below, then the four diagonals: the free place
       * that crosses the fewest links and lines. */
      for (int k = 0; k < 8 && best_crossings > 0; k++)
        {
          double x0, y0;
          Box    box, padded;
          guint  crossings;

          switch (k)
            {
              case 0:
                x0 = p->x + gap;
                y0 = p->y - h / 2;
                break;
              case 1:
                x0 = p->x - gap - w;
                y0 = p->y - h / 2;
                break;
              case 2:
                x0 = p->x - w / 2;
                y0 = p->y - gap - h;
                break;
              case 3:
                x0 = p->x - w / 2;
                y0 = p->y + gap;
                break;
              case 4:
                x0 = p->x + diagonal;
                y0 = p->y - diagonal - h;
                break;
              case 5:
                x0 = p->x + diagonal;
                y0 = p->y + diagonal;
                break;
              case 6:
                x0 = p->x - diagonal - w;
                y0 = p->y - diagonal - h;
                break;
              default:
                x0 = p->x - diagonal - w;
                y0 = p->y + diagonal;
                break;
            }
          box = (Box){ x0, y0, x0 + w, y0 + h };
          if (box.x0 < inset || box.y0 < inset || box.x1 > width - inset || box.y1 > height - inset)
            continue;
          /* Names keep their halos apart: two names touching read as one,
           * and the lesser one is better left out. */
          padded = (Box){ box.x0 - pad, box.y0 - pad * 0.5, box.x1 + pad, box.y1 + pad * 0.5 };
          if (overlaps_any (obstacles, &box) || overlaps_any (placed, &padded))
            continue;
          crossings = count_crossings (segments, &box);
          if (crossings < best_crossings)
            {
              best_crossings = crossings;
              best = box;
            }
        }
      if (best_crossings == G_MAXUINT)
        continue;
      g_array_append_val (obstacles, best);
      g_array_append_val (placed, best);
      {
        PlacedLabel placed_label = { label->node, label->text, bold, best, best_crossings };

        g_array_append_val (result, placed_label);
      }
    }
  return result;
}

static void
draw_labels (StRenderContext *ctx, const Point *positions, const guint *occupied, GHashTable *index)
{
  double size = LABEL_SIZE;
  g_autoptr (GArray) placed = place_labels (ctx, positions, occupied, index, &size);

  st_render_set_rgb (ctx->cr, &ctx->look->ink, 1.0);
  for (guint i = 0; i < placed->len; i++)
    {
      const PlacedLabel *label = &g_array_index (placed, PlacedLabel, i);
      Box                best = label->box;

      if (!st_render_context_visible (ctx, best.x0 - size, best.y0 - size, best.x1 + size, best.y1 + size))
        continue;
      /* A name that has to lie across a line gets a light backing, which the
       * halo alone does not give between the words. */
      if (label->crossings > 0)
        {
          st_render_rounded_rect (ctx->cr, best.x0 - size * 0.2, best.y0 - size * 0.05,
                                  best.x1 - best.x0 + size * 0.4, best.y1 - best.y0 + size * 0.1, size * 0.3);
          st_render_set_rgb (ctx->cr, &ctx->look->halo, 0.7);
          cairo_fill (ctx->cr);
          st_render_set_rgb (ctx->cr, &ctx->look->ink, 1.0);
        }
      st_render_text (ctx, label->text, best.x0, (best.y0 + best.y1) / 2, 0.0, size, label->bold, size * 0.4,
                      0);
    }
}

/* The positions of the nodes (and their index by id, 1-based), and how many
 * pieces stand on each. */
static void
graph_positions (StRenderContext *ctx, Point *positions, guint *occupied, GHashTable *index)
{
  const StScenario *scenario = ctx->scenario;
  const GPtrArray  *nodes = scenario->board->nodes;

  for (guint i = 0; i < nodes->len; i++)
    {
      const StNode *node = g_ptr_array_index (nodes, i);

      st_board_layout_node_position (ctx->layout, node, &positions[i].x, &positions[i].y);
      g_hash_table_insert (index, node->id, GUINT_TO_POINTER (i + 1));
    }
  if (ctx->options->show_units)
    for (guint i = 0; i < scenario->units->len; i++)
      {
        const StUnit *unit = g_ptr_array_index (scenario->units, i);
        guint         k;

        if (!unit->placed || unit->node == NULL)
          continue;
        if ((k = GPOINTER_TO_UINT (g_hash_table_lookup (index, unit->node))) != 0)
          occupied[k - 1]++;
      }
}

GArray *
st_render_graph_labels (StRenderContext *ctx)
{
  const GPtrArray *nodes = ctx->scenario->board->nodes;
  g_autoptr (GHashTable) index = g_hash_table_new (g_str_hash, g_str_equal);
  g_autofree Point *positions = g_new (Point, MAX (nodes->len, 1));
  g_autofree guint *occupied = g_new0 (guint, MAX (nodes->len, 1));
  g_autoptr (GArray) placed = NULL;
  GArray *boxes = g_array_new (FALSE, FALSE, sizeof (StRenderLabelBox));
  double  size;

  graph_positions (ctx, positions, occupied, index);
  placed = place_labels (ctx, positions, occupied, index, &size);
  for (guint i = 0; i < placed->len; i++)
    {
      const PlacedLabel *label = &g_array_index (placed, PlacedLabel, i);
      StRenderLabelBox   box = { (int) label->node, label->box.x0, label->box.y0, label->box.x1,
                                 label->box.y1 };

      g_array_append_val (boxes, box);
    }
  return boxes;
}

void
st_render_graph_board (StRenderContext *ctx)
{
  const GPtrArray *nodes = ctx->scenario->board->nodes;
  g_autoptr (GHashTable) index = g_hash_table_new (g_str_hash, g_str_equal);
  g_autofree Point *positions = g_new (Point, MAX (nodes->len, 1));
  g_autofree guint *occupied = g_new0 (guint, MAX (nodes->len, 1));
  double            fade = CLAMP (ctx->options->ground_fade, 0.0, 1.0);

  graph_positions (ctx, positions, occupied, index);
  /* A faded ground (the map's colour, the areas' halos) is drawn as one
   * group, so that a tracing image under the board shows through evenly. */
  if (fade > 0)
    cairo_push_group (ctx->cr);
  draw_background (ctx);
  if (ctx->options->show_areas)
    draw_area_halos (ctx, positions, index);
  if (fade > 0)
    {
      st_render_paint_group_faded (ctx->cr, 1.0 - fade);
    }
  draw_lines (ctx);
  draw_links (ctx, positions, index);
  draw_nodes (ctx, positions, occupied);
  st_render_overlays (ctx);
  if (ctx->options->show_units)
    st_render_units_graph (ctx);
  draw_labels (ctx, positions, occupied, index);
}
