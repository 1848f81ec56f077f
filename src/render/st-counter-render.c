/* SPDX-License-Identifier: GPL-3.0-or-later */
#define G_LOG_DOMAIN "sandtable-render"

#include "config.h"

#include "render/st-counter-render.h"
#include "st-render-private.h"

double
st_counter_size_mm (const StFamily *family)
{
  return st_family_piece (family)->counter_mm;
}

gboolean
st_counter_has_reduced_side (const StFamily *family)
{
  return st_family_piece (family)->reduced_side;
}

/* The back of a round piece: its side's colour and nothing that tells what it is. */
static void
plain_back (StRenderContext *ctx, const StUnit *unit, double cx, double cy, double size)
{
  const StSide *side = st_scenario_find_side (ctx->scenario, unit->side);
  StRgb         body, edge;
  const StRgb   black = { 0, 0, 0 };

  st_rgb_parse (side != NULL ? side->color : NULL, &body);
  st_rgb_mix (&body, &black, 0.45, &edge);
  cairo_arc (ctx->cr, cx, cy, size * 0.47, 0, 2 * G_PI);
  st_render_set_rgb (ctx->cr, &body, 1.0);
  cairo_fill_preserve (ctx->cr);
  st_render_set_rgb (ctx->cr, &edge, 1.0);
  cairo_set_line_width (ctx->cr, size * 0.035);
  cairo_stroke (ctx->cr);
}

void
st_counter_render (cairo_t          *cr,
                   const StScenario *scenario,
                   const StUnit     *unit,
                   gboolean          back,
                   double            cx,
                   double            cy,
                   double            size,
                   const char       *lang)
{
  StRenderOptions options;
  StRenderContext ctx;
  StUnit          side = *unit;

  g_return_if_fail (cr != NULL && scenario != NULL && unit != NULL);

  st_render_options_init (&options);
  options.lang = lang;
  cairo_save (cr);
  st_render_context_init (&ctx, cr, scenario, NULL, &options);
  ctx.flat = TRUE;
  if (back && !st_counter_has_reduced_side (scenario->family))
    {
      plain_back (&ctx, unit, cx, cy, size);
    }
  else
    {
      /* A shallow copy that only differs in the side shown. */
      side.reduced = back;
      st_render_unit_piece (&ctx, &side, cx, cy, size);
    }
  st_render_context_clear (&ctx);
  cairo_restore (cr);
}
