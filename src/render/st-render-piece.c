/* SPDX-License-Identifier: GPL-3.0-or-later */
#define G_LOG_DOMAIN "sandtable-render"

#include "config.h"

#include <math.h>
#include <string.h>

#include "st-render-private.h"

/* Pieces in their families' looks, one painter a piece style (StPieceInfo.style,
 * which each family's descriptor chooses): square counters with a NATO symbol and
 * values (counter-combat), square counters with a name (counter-named), round
 * pieces with an icon for their arm (disc-arm), and small discs whose rim colour
 * tells the arm (disc-rim: blue infantry, red artillery, yellow cavalry, black gas
 * and armoured trains, white aviation, as in the Swedish rules of Manöver-spelet). */

/* On screen, a piece whose main text (its values, name or rating, about a
 * fifth of its size) would be smaller than readable is drawn compact: its texts
 * at the readable size with the symbol smaller or left out, and larger on a grid
 * (st-render-units.c; issue 28). */
#define COMPACT_TEXT_FRACTION 0.2
#define COMPACT_NAME_FRACTION 0.13

static const StRgb black = { 0, 0, 0 };
static const StRgb white = { 1, 1, 1 };

typedef struct
{
  StRgb       body;
  StRgb       edge;
  StRgb       ink;
  const char *arm;
  GPtrArray  *attrs;
  const char *type_name;
  /* The compact layout's text size, in board units as drawn (the readable
   * size); 0: the piece is drawn as designed. */
  double compact;
} PieceStyle;

static void
piece_style (StRenderContext *ctx, const StRenderPiece *unit, PieceStyle *style)
{
  const StSide     *side = st_scenario_find_side (ctx->scenario, unit->side);
  const StUnitType *type = st_scenario_find_unit_type (ctx->scenario, unit->type);

  st_rgb_parse (side != NULL ? side->color : NULL, &style->body);
  st_rgb_mix (&style->body, &black, 0.45, &style->edge);
  style->ink = st_rgb_luminance (&style->body) < 0.55 ? white : black;
  style->arm = type != NULL ? type->arm : NULL;
  style->attrs = type != NULL ? type->attrs : NULL;
  style->type_name = NULL;
  if (type != NULL && type->name != NULL)
    style->type_name =
        ctx->lang != NULL ? st_text_get (type->name, ctx->lang) : st_text_get_for_locale (type->name);
}

static int
attr_int (const PieceStyle *style, const char *name)
{
  return style->attrs != NULL ? st_attrs_get_int (style->attrs, name, 0) : 0;
}

static gboolean
arm_is (const PieceStyle *style, const char *arm)
{
  return style->arm != NULL && g_str_equal (style->arm, arm);
}

/* The readable size of a piece's text on screen in board units, or 0 when
 * drawing as designed (no text scale: print, exports). */
double
st_render_readable_size (const StRenderContext *ctx)
{
  if (ctx->options->text_scale <= 0 || ctx->scale <= 0)
    return 0;
  return ST_RENDER_READABLE_PIXELS * ctx->options->text_scale / ctx->scale;
}

gboolean
st_render_compact_piece (const StRenderContext *ctx, double size)
{
  /* A named counter's name is smaller than the others' main text (and
   * broken in two lines of 85 % of it). */
  double fraction = st_family_piece (ctx->scenario->family)->style == ST_PIECE_COUNTER_NAMED
                        ? COMPACT_NAME_FRACTION
                        : COMPACT_TEXT_FRACTION;

  return st_render_readable_size (ctx) > size * fraction;
}

/* The width of text at size (board units, as drawn). */
static double
text_width (StRenderContext *ctx, const char *text, double size, gboolean bold)
{
  PangoLayout   *layout = st_render_context_pango (ctx, size, bold);
  PangoRectangle logical;

  pango_layout_set_text (layout, text, -1);
  pango_layout_get_extents (layout, NULL, &logical);
  return (double) logical.width / PANGO_SCALE;
}

/* A NATO unit symbol: a box with a cross for infantry, one diagonal for cavalry
 * and a dot for artillery. */
static void
nato_symbol (
    cairo_t *cr, const PieceStyle *style, double cx, double cy, double width, double height, double line)
{
  double x0 = cx - width / 2, y0 = cy - height / 2;

  st_render_set_rgb (cr, &style->ink, 1.0);
  cairo_set_line_width (cr, line);
  cairo_set_line_join (cr, CAIRO_LINE_JOIN_MITER);
  cairo_set_line_cap (cr, CAIRO_LINE_CAP_BUTT);
  cairo_set_dash (cr, NULL, 0, 0);
  cairo_rectangle (cr, x0, y0, width, height);
  if (arm_is (style, "infantry") || arm_is (style, "skirmisher"))
    {
      cairo_move_to (cr, x0, y0);
      cairo_line_to (cr, x0 + width, y0 + height);
      cairo_move_to (cr, x0 + width, y0);
      cairo_line_to (cr, x0, y0 + height);
    }
  else if (arm_is (style, "cavalry"))
    {
      cairo_move_to (cr, x0, y0 + height);
      cairo_line_to (cr, x0 + width, y0);
    }
  cairo_stroke (cr);

  if (arm_is (style, "artillery") || arm_is (style, "cannon"))
    {
      cairo_arc (cr, cx, cy, height * 0.22, 0, 2 * G_PI);
      cairo_fill (cr);
    }
}

static void
counter_body (
    StRenderContext *ctx, const PieceStyle *style, double cx, double cy, double size, gboolean detail)
{
  cairo_t *cr = ctx->cr;
  double   x0 = cx - size / 2, y0 = cy - size / 2;

  if (detail && !ctx->flat)
    {
      st_render_rounded_rect (cr, x0 + size * 0.05, y0 + size * 0.06, size, size, size * 0.1);
      cairo_set_source_rgba (cr, 0, 0, 0, 0.30);
      cairo_fill (cr);
    }
  st_render_rounded_rect (cr, x0, y0, size, size, size * 0.1);
  st_render_set_rgb (cr, &style->body, 1.0);
  cairo_fill_preserve (cr);
  st_render_set_rgb (cr, &style->edge, 1.0);
  cairo_set_line_width (cr, MAX (size * 0.035, 0.6 / ctx->scale));
  cairo_set_dash (cr, NULL, 0, 0);
  cairo_stroke (cr);
}

/* The stripe across the top of a counter that shows its reduced side. */
static void
reduced_stripe (StRenderContext *ctx, double cx, double cy, double size)
{
  cairo_t *cr = ctx->cr;
  double   x0 = cx - size / 2, y0 = cy - size / 2;
  StRgb    stripe;

  st_render_mark_rgb (ST_MARK_REDUCED, &stripe);
  st_render_note_mark (ctx, ST_MARK_REDUCED);
  cairo_save (cr);
  st_render_rounded_rect (cr, x0, y0, size, size, size * 0.1);
  cairo_clip (cr);
  cairo_rectangle (cr, x0, y0 + size * 0.05, size, size * 0.09);
  st_render_set_rgb (cr, &stripe, st_render_mark_style (ST_MARK_REDUCED)->alpha);
  cairo_fill (cr);
  cairo_restore (cr);
}

static void
counter_combat_face (StRenderContext     *ctx,
                     const StRenderPiece *unit,
                     const PieceStyle    *style,
                     double               cx,
                     double               cy,
                     double               size)
{
  cairo_t *cr = ctx->cr;
  char     values[64];
  int      attack = attr_int (style, unit->reduced ? "reduced-attack" : "attack");
  int      defense = attr_int (style, unit->reduced ? "reduced-defense" : "defense");

  if (unit->reduced)
    reduced_stripe (ctx, cx, cy, size);

  if (arm_is (style, "capital"))
    {
      st_render_star_path (cr, cx, cy - size * 0.12, size * 0.22, size * 0.09, 5);
      st_render_set_rgb (cr, &style->ink, 1.0);
      cairo_fill (cr);
    }
  else
    {
      nato_symbol (cr, style, cx, cy - size * 0.12, size * 0.56, size * 0.34, size * 0.04);
    }

  g_snprintf (values, sizeof values, "%d-%d-%d", attack, defense, attr_int (style, "movement"));
  if (style->compact > 0)
    {
      /* The values as large as readable (or as the counter's width allows),
       * at the bottom; the symbol in the room left above them, or none. */
      double text = MAX (style->compact, size * 0.22 * ctx->options->text_scale);
      double width = text_width (ctx, values, text, TRUE);
      double values_y, top, room;

      if (width > size * 0.94)
        text *= size * 0.94 / width;
      values_y = cy + size * 0.43 - text * 0.36;
      top = cy - size * (unit->reduced ? 0.34 : 0.42);
      room = values_y - text * 0.5 - size * 0.04 - top;
      if (room >= size * 0.16)
        {
          double w = MIN (size * 0.56, room / 0.34 * 0.56);

          if (arm_is (style, "capital"))
            {
              st_render_star_path (cr, cx, top + room / 2, room * 0.5, room * 0.2, 5);
              st_render_set_rgb (cr, &style->ink, 1.0);
              cairo_fill (cr);
            }
          else
            nato_symbol (cr, style, cx, top + room / 2, w, w * 0.34 / 0.56, size * 0.04);
        }
      st_render_set_rgb (cr, &style->ink, 1.0);
      st_render_text_at (ctx, values, cx, values_y, 0.5, text, TRUE, 0, 0);
      return;
    }
  st_render_set_rgb (cr, &style->ink, 1.0);
  st_render_text (ctx, values, cx, cy + size * 0.29, 0.5, size * 0.22, TRUE, 0, size * 0.96);
}

static const char *
unit_name (StRenderContext *ctx, const StRenderPiece *unit, const PieceStyle *style)
{
  const char *name = NULL;

  if (unit->name != NULL)
    name = ctx->lang != NULL ? st_text_get (unit->name, ctx->lang) : st_text_get_for_locale (unit->name);
  if (name == NULL)
    name = style->type_name;
  return name != NULL ? name : unit->id;
}

static void
counter_named_face (StRenderContext     *ctx,
                    const StRenderPiece *unit,
                    const PieceStyle    *style,
                    double               cx,
                    double               cy,
                    double               size)
{
  cairo_t *cr = ctx->cr;
  char     strength[32];

  if (unit->reduced)
    reduced_stripe (ctx, cx, cy, size);
  g_snprintf (strength, sizeof strength, "%d",
              attr_int (style, unit->reduced ? "reduced-strength" : "strength"));
  if (style->compact > 0)
    {
      /* The name and the strength at the readable size, the name in one or
       * two lines (ellipsized rather than set smaller), without the
       * symbol, which the name and the legend's arm tell. */
      double text = MAX (style->compact, size * 0.15 * ctx->options->text_scale);
      double strength_y = cy + size * 0.42 - text * 0.42;
      double top = cy - size * (unit->reduced ? 0.34 : 0.42);
      double min_fit = ctx->min_fit;

      st_render_set_rgb (cr, &style->ink, 1.0);
      ctx->min_fit = text;
      st_render_text_name_at (ctx, unit_name (ctx, unit, style), cx, (top + strength_y - text * 0.6) / 2,
                              text / 0.85, FALSE, size * 0.94);
      ctx->min_fit = min_fit;
      st_render_text_at (ctx, strength, cx, strength_y, 0.5, text * 1.15, TRUE, 0, 0);
      return;
    }
  nato_symbol (cr, style, cx, cy - size * 0.21, size * 0.40, size * 0.24, size * 0.035);

  st_render_set_rgb (cr, &style->ink, 1.0);
  st_render_text_name (ctx, unit_name (ctx, unit, style), cx, cy + size * 0.07, size * 0.15, FALSE,
                       size * 0.9);
  st_render_text (ctx, strength, cx, cy + size * 0.30, 0.5, size * 0.22, TRUE, 0, 0);
}

static void
crown_path (cairo_t *cr, double cx, double cy, double w)
{
  double h = w * 0.62;
  double x0 = cx - w / 2, y1 = cy + h / 2, y0 = cy - h / 2;

  cairo_move_to (cr, x0, y1);
  cairo_line_to (cr, x0, y0);
  cairo_line_to (cr, x0 + w * 0.27, y0 + h * 0.45);
  cairo_line_to (cr, cx, y0 - h * 0.05);
  cairo_line_to (cr, x0 + w * 0.73, y0 + h * 0.45);
  cairo_line_to (cr, x0 + w, y0);
  cairo_line_to (cr, x0 + w, y1);
  cairo_close_path (cr);
}

static void
disc_arm_face (StRenderContext     *ctx,
               const StRenderPiece *unit,
               const PieceStyle    *style,
               double               cx,
               double               cy,
               double               size)
{
  cairo_t *cr = ctx->cr;
  double   icon_y = cy - size * 0.10;
  char     movement[32];

  /* An inner ring, as on turned wooden pieces. */
  cairo_arc (cr, cx, cy, size * 0.40, 0, 2 * G_PI);
  st_render_set_rgb (cr, &style->ink, 0.35);
  cairo_set_line_width (cr, size * 0.02);
  cairo_stroke (cr);

  st_render_set_rgb (cr, &style->ink, 1.0);
  if (arm_is (style, "leader"))
    {
      crown_path (cr, cx, icon_y, size * 0.38);
      cairo_fill (cr);
    }
  else if (arm_is (style, "cannon"))
    {
      /* A gun on its wheel. */
      cairo_set_line_cap (cr, CAIRO_LINE_CAP_ROUND);
      cairo_set_line_width (cr, size * 0.08);
      cairo_move_to (cr, cx - size * 0.12, icon_y + size * 0.03);
      cairo_line_to (cr, cx + size * 0.18, icon_y - size * 0.09);
      cairo_stroke (cr);
      cairo_arc (cr, cx - size * 0.06, icon_y + size * 0.06, size * 0.085, 0, 2 * G_PI);
      cairo_fill (cr);
    }
  else if (arm_is (style, "skirmisher"))
    {
      /* A loose line of three. */
      for (int i = -1; i <= 1; i++)
        {
          cairo_new_sub_path (cr);
          cairo_arc (cr, cx + i * size * 0.13, icon_y + (i == 0 ? -1 : 1) * size * 0.04, size * 0.05, 0,
                     2 * G_PI);
        }
      cairo_fill (cr);
    }
  else
    {
      nato_symbol (cr, style, cx, icon_y, size * 0.40, size * 0.25, size * 0.035);
    }

  g_snprintf (movement, sizeof movement, "%d", attr_int (style, "movement"));
  st_render_set_rgb (cr, &style->ink, 1.0);
  if (style->compact > 0)
    {
      /* One digit, below the icon: room for it at up to a third of the
       * piece. */
      st_render_text_at (ctx, movement, cx, cy + size * 0.23, 0.5,
                         MIN (MAX (style->compact, size * 0.21 * ctx->options->text_scale), size * 0.34),
                         TRUE, 0, 0);
      return;
    }
  st_render_text (ctx, movement, cx, cy + size * 0.23, 0.5, size * 0.21, TRUE, 0, 0);
}

/* The mark (and so the colour) of a Manöver piece's rim: its arm. */
static StMark
rim_arm_mark (const PieceStyle *style)
{
  if (arm_is (style, "infantry") || arm_is (style, "machine-gun"))
    return ST_MARK_RIM_BLUE;
  if (arm_is (style, "artillery"))
    return ST_MARK_RIM_RED;
  if (arm_is (style, "cavalry"))
    return ST_MARK_RIM_YELLOW;
  if (arm_is (style, "gas") || arm_is (style, "armoured-train"))
    return ST_MARK_RIM_BLACK;
  if (arm_is (style, "aviation"))
    return ST_MARK_RIM_WHITE;
  return ST_MARK_RIM_GREY;
}

static void
paint_disc_rim (StRenderContext     *ctx,
                const StRenderPiece *unit,
                const PieceStyle    *style,
                double               cx,
                double               cy,
                double               size,
                gboolean             detail)
{
  cairo_t *cr = ctx->cr;
  double   r = size / 2;
  char     steps[32];
  StRgb    rim;

  /* The rim in the arm's colour, a white line, then the side's colour: a blue
   * rim stays visible on a blue piece. */
  st_render_mark_rgb (rim_arm_mark (style), &rim);
  st_render_note_mark (ctx, rim_arm_mark (style));
  cairo_arc (cr, cx, cy, r, 0, 2 * G_PI);
  st_render_set_rgb (cr, &rim, 1.0);
  cairo_fill_preserve (cr);
  cairo_set_source_rgba (cr, 0, 0, 0, 0.8);
  cairo_set_line_width (cr, MAX (size * 0.04, 0.6 / ctx->scale));
  cairo_stroke (cr);

  cairo_arc (cr, cx, cy, r * 0.64, 0, 2 * G_PI);
  st_render_set_rgb (cr, &style->body, 1.0);
  cairo_fill_preserve (cr);
  cairo_set_source_rgba (cr, 1, 1, 1, 0.9);
  cairo_set_line_width (cr, size * 0.07);
  cairo_stroke (cr);

  if (!detail)
    return;
  g_snprintf (steps, sizeof steps, "%d", attr_int (style, "steps"));
  st_render_set_rgb (cr, &style->ink, 1.0);
  st_render_text (ctx, steps, cx, cy, 0.5, size * 0.38, TRUE, 0, 0);
}

/* The piece painters, one a piece style (StPieceInfo.style): a family picks
 * its look in its descriptor. */
typedef void (*PiecePainter) (StRenderContext     *ctx,
                              const StRenderPiece *unit,
                              const PieceStyle    *style,
                              double               cx,
                              double               cy,
                              double               size,
                              gboolean             detail);

static void
disc_body (StRenderContext *ctx, const PieceStyle *style, double cx, double cy, double size, gboolean shadow)
{
  cairo_t *cr = ctx->cr;

  if (shadow)
    {
      cairo_arc (cr, cx + size * 0.04, cy + size * 0.05, size * 0.47, 0, 2 * G_PI);
      cairo_set_source_rgba (cr, 0, 0, 0, 0.3);
      cairo_fill (cr);
    }
  cairo_arc (cr, cx, cy, size * 0.47, 0, 2 * G_PI);
  st_render_set_rgb (cr, &style->body, 1.0);
  cairo_fill_preserve (cr);
  st_render_set_rgb (cr, &style->edge, 1.0);
  cairo_set_line_width (cr, MAX (size * 0.035, 0.6 / ctx->scale));
  cairo_stroke (cr);
}

static void
paint_counter_combat (StRenderContext     *ctx,
                      const StRenderPiece *unit,
                      const PieceStyle    *style,
                      double               cx,
                      double               cy,
                      double               size,
                      gboolean             detail)
{
  counter_body (ctx, style, cx, cy, size, detail);
  if (detail)
    counter_combat_face (ctx, unit, style, cx, cy, size);
}

static void
paint_counter_named (StRenderContext     *ctx,
                     const StRenderPiece *unit,
                     const PieceStyle    *style,
                     double               cx,
                     double               cy,
                     double               size,
                     gboolean             detail)
{
  counter_body (ctx, style, cx, cy, size, detail);
  if (detail)
    counter_named_face (ctx, unit, style, cx, cy, size);
}

static void
paint_disc_arm (StRenderContext     *ctx,
                const StRenderPiece *unit,
                const PieceStyle    *style,
                double               cx,
                double               cy,
                double               size,
                gboolean             detail)
{
  disc_body (ctx, style, cx, cy, size, detail && !ctx->flat);
  if (detail)
    disc_arm_face (ctx, unit, style, cx, cy, size);
}

static const PiecePainter painters[ST_N_PIECE_STYLES] = {
  [ST_PIECE_COUNTER_COMBAT] = paint_counter_combat,
  [ST_PIECE_COUNTER_NAMED] = paint_counter_named,
  [ST_PIECE_DISC_ARM] = paint_disc_arm,
  [ST_PIECE_DISC_RIM] = paint_disc_rim,
};

void
st_render_draw_piece (StRenderContext *ctx, const StRenderPiece *unit, double cx, double cy, double size)
{
  gboolean           detail = size * ctx->scale >= ST_RENDER_MIN_PIXELS_DETAIL;
  const StPieceInfo *piece = st_family_piece (ctx->scenario->family);
  PieceStyle         style;

  piece_style (ctx, unit, &style);
  style.compact = detail && st_render_compact_piece (ctx, size) ? st_render_readable_size (ctx) : 0;

  if (unit->hidden)
    {
      /* Only the side shows: the family's piece shape, blank. */
      if (piece->round)
        disc_body (ctx, &style, cx, cy, size, FALSE);
      else
        counter_body (ctx, &style, cx, cy, size, detail);
      return;
    }
  {
    double growth = ctx->text_growth;

    /* A piece's texts have the room its design gives them and a little
     * more: larger, they would cover each other and its symbol. */
    ctx->text_growth = ST_RENDER_PIECE_TEXT_GROWTH;
    ctx->on_piece = TRUE;
    painters[piece->style < ST_N_PIECE_STYLES ? piece->style : ST_PIECE_COUNTER_COMBAT](ctx, unit, &style, cx,
                                                                                        cy, size, detail);
    ctx->on_piece = FALSE;
    ctx->text_growth = growth;
  }
}
