/* SPDX-License-Identifier: GPL-3.0-or-later */
#define G_LOG_DOMAIN "sandtable-render"

#include "config.h"

#include <glib/gi18n-lib.h>
#include <math.h>
#include <string.h>

#include "render/st-card-render.h"
#include "render/st-counter-render.h"
#include "st-render-private.h"

/* A card face, top to bottom: the nation's colour as a frame with the title on
 * it; the unit's counter (with an artillery icon) or the HQ card's emblem; one
 * row per value, the dice in their own notation; the phrases; the card's text or,
 * for HQ cards without one, what the card does; and a footer with the nation and
 * the card's id. Sizes are in millimetres; text is at least 2 mm (about 6 pt),
 * and values 4 mm, so that a printed card reads at arm's length. */

#define W ST_CARD_WIDTH_MM
#define H ST_CARD_HEIGHT_MM
#define S ST_CARD_SAFE_MM
#define BAND 13.0
#define EMBLEM 20.0
#define FOOTER 5.5
#define MAX_ROW 8.0

static const struct
{
  const char *id;
  const char *label;
  const char *summary;
} hq_texts[] = {
  { "ambush", N_ ("Ambush"),
    N_ ("Attack any enemy unit on the battlefield. The defender may withdraw; the attacker gains no terrain "
        "benefit.") },
  { "banzai-charge", N_ ("Banzai charge"),
    N_ ("Movement phase: move two units two squares each, in place of your normal movement.") },
  { "committed-attack", N_ ("Committed attack"),
    N_ ("Add 2d6 to an assault. One attacking or supporting unit takes a hit afterwards.") },
  { "death-with-honour", N_ ("Death with honour"),
    N_ ("Eliminate one of your units: every enemy unit next to it is reduced, or eliminated if already "
        "reduced. This is your attack.") },
  { "forced-march", N_ ("Forced march"),
    N_ ("A unit that has just moved moves one more square; not if it began in a field or a marsh.") },
  { "guerrilla", N_ ("Guerrilla"),
    N_ ("Opponent's turn: cancel a Supply, Forced March or Regroup card, or a unit card played to "
        "restore.") },
  { "redoubt", N_ ("Redoubt"),
    N_ ("Restoration phase: build a redoubt under a unit. +3 to its defence until it leaves the square.") },
  { "regroup", N_ ("Regroup"), N_ ("Restore one reduced unit to full strength.") },
  { "rockets", N_ ("Rockets"),
    N_ ("Bombard at range 2, or 3 from a hill. Roll a d10: 5–8 the target retreats, 9–10 it retreats and "
        "takes a hit.") },
  { "sappers", N_ ("Sappers"), N_ ("Ignore the +3 of a redoubt in this combat.") },
  { "skirmish", N_ ("Skirmish"),
    N_ ("Call off your assault: take the unit card back and move the attacker up to two squares.") },
  { "spy", N_ ("Spy"), N_ ("Look at your opponent's hand.") },
  { "supply", N_ ("Supply"), N_ ("Move a second unit in the movement phase, or restore one reduced unit.") },
  { "withdraw", N_ ("Withdraw"), N_ ("Defender: retreat before an assault or ambush is resolved.") },
  { "leader", N_ ("Leader"), N_ ("Use one value a play: Command, Combat, Rally or Pursuit.") },
  { "maharaja", N_ ("Maharaja"),
    N_ ("Play with a leader: it loses its nationality restriction and has Command 4.") },
};

/* The values shown as rows, in this order, and the phrases below them. */
static const char *const unit_rows[] = { "attack", "defense", "bombard",  "range",
                                         "volley", "pursuit", "withdraw", NULL };
static const char *const leader_rows[] = { "command", "combat", "rally", "pursuit", "grand-battery", NULL };
static const char *const phrases[] = { "not-required-to-advance", "redoubt", "guerrillas", "committed-attack",
                                       NULL };

static const StRgb black = { 0, 0, 0 };
static const StRgb white = { 1, 1, 1 };

typedef struct
{
  StRenderContext   ctx;
  const StScenario *scenario;
  const StDeck     *deck;
  const StCard     *card;
  const char       *lang;
  StRgb             side;
  StRgb             ink; /* on the side's colour */
  StRgb             dark; /* text on paper */
  StRgb             row_base; /* the value rows are the side's colour mixed towards this */
} Face;

const char *
st_card_hq_label (const char *hq)
{
  for (guint i = 0; i < G_N_ELEMENTS (hq_texts); i++)
    if (g_strcmp0 (hq, hq_texts[i].id) == 0)
      return g_dgettext (GETTEXT_PACKAGE, hq_texts[i].label);
  return hq != NULL ? hq : "";
}

const char *
st_card_hq_summary (const char *hq)
{
  for (guint i = 0; i < G_N_ELEMENTS (hq_texts); i++)
    if (g_strcmp0 (hq, hq_texts[i].id) == 0)
      return g_dgettext (GETTEXT_PACKAGE, hq_texts[i].summary);
  return "";
}

static const char *
text_in (const StText *text, const char *lang)
{
  const char *value;

  if (text == NULL || st_text_is_empty (text))
    return NULL;
  value = lang != NULL ? st_text_get (text, lang) : st_text_get_for_locale (text);
  return value != NULL && *value != '\0' ? value : NULL;
}

static const char *
unit_label (const StScenario *scenario, const char *id, const char *lang)
{
  const StUnit     *unit = st_scenario_find_unit (scenario, id);
  const StUnitType *type = unit != NULL ? st_scenario_find_unit_type (scenario, unit->type) : NULL;
  const char       *name = unit != NULL ? text_in (unit->name, lang) : NULL;

  if (name == NULL && type != NULL)
    name = text_in (type->name, lang);
  return name != NULL ? name : id;
}

char *
st_card_title (const StScenario *scenario, const StCard *card, const char *lang)
{
  const char *name = text_in (card->name, lang);

  if (name != NULL)
    return g_strdup (name);
  if (card->kind == ST_CARD_UNIT && card->unit != NULL)
    return g_strdup (unit_label (scenario, card->unit, lang));
  if (card->kind == ST_CARD_HQ)
    return g_strdup (st_card_hq_label (card->hq));
  return g_strdup (card->id);
}

static const char *
attr_label (const char *name)
{
  guint             n_specs;
  const StAttrSpec *specs = st_card_attrs (&n_specs);

  for (guint i = 0; i < n_specs; i++)
    if (g_str_equal (specs[i].name, name))
      return g_dgettext (GETTEXT_PACKAGE, specs[i].label);
  return name;
}

char *
st_card_values_summary (const StCard *card)
{
  const char *const *names = card->kind == ST_CARD_UNIT ? unit_rows : leader_rows;
  GString           *out = g_string_new (NULL);

  for (guint i = 0; names[i] != NULL; i++)
    {
      const char *value = st_attrs_get (card->attrs, names[i]);

      if (value != NULL)
        g_string_append_printf (out, "%s%s %s", out->len > 0 ? " · " : "", attr_label (names[i]), value);
    }
  return g_string_free (out, FALSE);
}

/* Sets text wrapped to width at size in the face's layout, all of it, and
 * returns the layout. */
static PangoLayout *
paragraph_layout (
    Face *face, const char *text, double width, double size, gboolean bold, gboolean italic, gboolean centred)
{
  PangoLayout *layout = st_render_context_pango (&face->ctx, size, bold);

  pango_font_description_set_style (face->ctx.font, italic ? PANGO_STYLE_ITALIC : PANGO_STYLE_NORMAL);
  pango_layout_set_font_description (layout, face->ctx.font);
  pango_layout_set_text (layout, text, -1);
  pango_layout_set_width (layout, (int) (width * PANGO_SCALE));
  pango_layout_set_wrap (layout, PANGO_WRAP_WORD_CHAR);
  pango_layout_set_alignment (layout, centred ? PANGO_ALIGN_CENTER : PANGO_ALIGN_LEFT);
  pango_layout_set_height (layout, -1);
  return layout;
}

/* Draws the text set by paragraph_layout () with its top at x, y, in as many
 * whole lines as fit in max_height (the last ellipsized when text is left
 * over), and returns its height. */
static double
paragraph_show (Face *face, PangoLayout *layout, double x, double y, double max_height)
{
  PangoRectangle logical;
  int            lines;
  double         height = 0;

  /* As many whole lines as fit, the last ellipsized when text is left over. */
  pango_layout_line_get_extents (pango_layout_get_line_readonly (layout, 0), NULL, &logical);
  lines = logical.height > 0 ? (int) floor (max_height * PANGO_SCALE / logical.height) : 0;
  if (lines >= 1)
    {
      pango_layout_set_height (layout, -lines);
      pango_layout_set_ellipsize (layout, PANGO_ELLIPSIZE_END);
      pango_layout_get_extents (layout, NULL, &logical);
      height = (double) logical.height / PANGO_SCALE;
      cairo_move_to (face->ctx.cr, x, y);
      pango_cairo_show_layout (face->ctx.cr, layout);
      cairo_new_path (face->ctx.cr);
    }
  /* Back to what the single-line helpers expect. */
  pango_font_description_set_style (face->ctx.font, PANGO_STYLE_NORMAL);
  pango_layout_set_height (layout, -1);
  pango_layout_set_alignment (layout, PANGO_ALIGN_LEFT);
  return height;
}

/* Draws text wrapped to width with its top at y, in as many whole lines as fit
 * in max_height (the last ellipsized when text is left over), and returns its
 * height. */
static double
paragraph (Face       *face,
           const char *text,
           double      x,
           double      y,
           double      width,
           double      max_height,
           double      size,
           gboolean    bold,
           gboolean    italic,
           gboolean    centred)
{
  return paragraph_show (face, paragraph_layout (face, text, width, size, bold, italic, centred), x, y,
                         max_height);
}

/* The height of the text set in layout, all of it. */
static double
layout_height (PangoLayout *layout)
{
  PangoRectangle logical;

  pango_layout_get_extents (layout, NULL, &logical);
  return (double) logical.height / PANGO_SCALE;
}

static void
draw_frame (Face *face, double bleed)
{
  cairo_t *cr = face->ctx.cr;

  if (bleed > 0)
    cairo_rectangle (cr, -bleed, -bleed, W + 2 * bleed, H + 2 * bleed);
  else
    st_render_rounded_rect (cr, 0, 0, W, H, 3.2);
  st_render_set_rgb (cr, &face->side, 1.0);
  cairo_fill (cr);

  /* The paper under everything but the title. */
  st_render_rounded_rect (cr, S, S + BAND, W - 2 * S, H - 2 * S - BAND, 1.6);
  st_render_set_rgb (cr, &face->ctx.look->card_paper, 1.0);
  if (!face->ctx.look->card_outlined)
    {
      cairo_fill (cr);
      return;
    }
  cairo_fill_preserve (cr);
  st_render_set_rgb (cr, &face->ctx.look->card_ink, 1.0);
  cairo_set_line_width (cr, 0.5);
  cairo_stroke (cr);
}

static void
draw_title (Face *face)
{
  g_autofree char *title = st_card_title (face->scenario, face->card, face->lang);
  g_autofree char *subtitle = NULL;
  const char      *what;

  if (face->card->kind == ST_CARD_UNIT)
    {
      const StUnit     *unit = st_scenario_find_unit (face->scenario, face->card->unit);
      const StUnitType *type = unit != NULL ? st_scenario_find_unit_type (face->scenario, unit->type) : NULL;

      what = type != NULL && g_strcmp0 (type->arm, "cavalry") == 0 ? _ ("Cavalry") : _ ("Infantry");
      /* Translators: under a card's title: "Unit card · Cavalry". */
      subtitle = g_strdup_printf (_ ("Unit card · %s"), what);
    }
  else
    {
      /* Translators: under a card's title: "HQ card · Leader". */
      subtitle = g_strdup_printf (_ ("HQ card · %s"), st_card_hq_label (face->card->hq));
    }

  st_render_set_rgb (face->ctx.cr, &face->ink, 1.0);
  st_render_text (&face->ctx, title, W / 2, S + 4.6, 0.5, 4.6, TRUE, 0, W - 2 * S - 3);
  st_render_set_rgb (face->ctx.cr, &face->ink, 0.85);
  st_render_text (&face->ctx, subtitle, W / 2, S + 10.0, 0.5, 2.6, FALSE, 0, W - 2 * S - 3);
}

/* A field gun seen from the side: barrel, trail and a spoked wheel. */
static void
artillery_icon (cairo_t *cr, double cx, double cy, double size, const StRgb *rgb)
{
  double r = size * 0.26;
  double wx = cx - size * 0.08, wy = cy + size * 0.16;

  st_render_set_rgb (cr, rgb, 1.0);
  cairo_set_line_cap (cr, CAIRO_LINE_CAP_ROUND);
  cairo_set_line_width (cr, size * 0.13);
  cairo_move_to (cr, wx - size * 0.05, wy - size * 0.06);
  cairo_line_to (cr, cx + size * 0.42, cy - size * 0.30);
  cairo_stroke (cr);
  cairo_set_line_width (cr, size * 0.07);
  cairo_move_to (cr, wx, wy);
  cairo_line_to (cr, cx - size * 0.46, cy + size * 0.40);
  cairo_stroke (cr);
  cairo_set_line_width (cr, size * 0.06);
  cairo_arc (cr, wx, wy, r, 0, 2 * G_PI);
  cairo_stroke (cr);
  for (int i = 0; i < 4; i++)
    {
      double a = i * G_PI / 4;
      cairo_move_to (cr, wx - r * cos (a), wy - r * sin (a));
      cairo_line_to (cr, wx + r * cos (a), wy + r * sin (a));
    }
  cairo_set_line_width (cr, size * 0.03);
  cairo_stroke (cr);
}

static void
draw_emblem (Face *face)
{
  cairo_t      *cr = face->ctx.cr;
  const StCard *card = face->card;
  double        cy = S + BAND + EMBLEM / 2 + 0.5;
  StRgb         tint;

  if (card->kind == ST_CARD_UNIT)
    {
      const StUnit *unit = st_scenario_find_unit (face->scenario, card->unit);
      gboolean      artillery = st_attrs_get_bool (card->attrs, "artillery", FALSE);
      double        cx = artillery ? W / 2 - 7 : W / 2;

      if (unit != NULL)
        st_counter_render (cr, face->scenario, unit, FALSE, cx, cy, EMBLEM - 1.0, face->lang);
      if (artillery)
        artillery_icon (cr, W / 2 + 10, cy, 12.0, &face->dark);
      return;
    }

  st_rgb_mix (&face->side, &face->row_base, face->ctx.look->card_outlined ? 1.0 : 0.8, &tint);
  cairo_arc (cr, W / 2, cy, 8.5, 0, 2 * G_PI);
  st_render_set_rgb (cr, &tint, 1.0);
  cairo_fill_preserve (cr);
  st_render_set_rgb (cr, &face->side, 1.0);
  cairo_set_line_width (cr, 0.6);
  cairo_stroke (cr);
  st_render_set_rgb (cr, &face->side, 1.0);
  if (g_strcmp0 (card->hq, "leader") == 0 || g_strcmp0 (card->hq, "maharaja") == 0)
    {
      st_render_star_path (cr, W / 2, cy + 0.4, 6.2, 2.6, 5);
      cairo_fill (cr);
    }
  else
    {
      /* A headquarters pennant on its staff. */
      cairo_set_line_width (cr, 0.8);
      cairo_move_to (cr, W / 2 - 3.5, cy + 5.5);
      cairo_line_to (cr, W / 2 - 3.5, cy - 5.5);
      cairo_stroke (cr);
      cairo_move_to (cr, W / 2 - 3.5, cy - 5.5);
      cairo_line_to (cr, W / 2 + 5.0, cy - 3.0);
      cairo_line_to (cr, W / 2 - 3.5, cy - 0.5);
      cairo_close_path (cr);
      cairo_fill (cr);
    }
}

/* One row per value present; returns the y below the last row. */
static double
draw_rows (Face *face, const char *const *names, double y)
{
  cairo_t *cr = face->ctx.cr;
  guint    n = 0, row = 0;
  double   height;
  StRgb    tint;

  for (guint i = 0; names[i] != NULL; i++)
    n += st_attrs_get (face->card->attrs, names[i]) != NULL;
  if (n == 0)
    return y;
  height = MIN (MAX_ROW, 32.0 / n);
  st_rgb_mix (&face->side, &face->row_base, face->ctx.look->card_row_mix, &tint);

  for (guint i = 0; names[i] != NULL; i++)
    {
      const char *value = st_attrs_get (face->card->attrs, names[i]);
      double      cy = y + height * (row + 0.5);

      if (value == NULL)
        continue;
      st_render_rounded_rect (cr, S + 1.5, y + height * row + 0.3, W - 2 * S - 3, height - 0.6, 1.0);
      st_render_set_rgb (cr, &tint, row % 2 == 0 ? 1.0 : 0.55);
      if (face->ctx.look->card_outlined)
        {
          cairo_fill_preserve (cr);
          st_render_set_rgb (cr, &face->ctx.look->card_ink, 1.0);
          cairo_set_line_width (cr, 0.3);
          cairo_stroke (cr);
        }
      else
        cairo_fill (cr);
      st_render_set_rgb (cr, &face->dark, 1.0);
      st_render_text (&face->ctx, attr_label (names[i]), S + 3.2, cy, 0, MIN (3.4, height * 0.5), FALSE, 0,
                      W / 2 - S);
      st_render_text (&face->ctx, value, W - S - 3.2, cy, 1.0, MIN (5.0, height * 0.7), TRUE, 0, 0);
      row++;
    }
  return y + height * n + 1.0;
}

static char *
units_list (Face *face, const char *ids)
{
  g_auto (GStrv) words = g_strsplit (ids, " ", -1);
  GString *out = g_string_new (NULL);

  for (guint i = 0; words[i] != NULL; i++)
    {
      if (*words[i] == '\0')
        continue;
      if (out->len > 0)
        g_string_append (out, ", ");
      g_string_append (out, unit_label (face->scenario, words[i], face->lang));
    }
  return g_string_free (out, FALSE);
}

/* The phrases of rule 8 and the leader restrictions of rule 9.1, one a line. */
static double
draw_phrases (Face *face, double y, double bottom)
{
  const StCard *card = face->card;
  g_autoptr (GPtrArray) lines = g_ptr_array_new_with_free_func (g_free);
  const char *restricted = st_attrs_get (card->attrs, "restricted-to");
  const char *single = st_attrs_get (card->attrs, "single-unit");

  GString *joined = g_string_new (NULL);

  /* The phrases share lines, to leave room for the card's text. */
  for (guint i = 0; phrases[i] != NULL; i++)
    if (st_attrs_get_bool (card->attrs, phrases[i], FALSE))
      g_string_append_printf (joined, "%s%s", joined->len ? " · " : "", attr_label (phrases[i]));
  if (joined->len > 0)
    g_ptr_array_add (lines, g_string_free (joined, FALSE));
  else
    g_string_free (joined, TRUE);
  if (restricted != NULL)
    {
      g_autofree char *units = units_list (face, restricted);
      /* Translators: a leader restricted to units of one nationality. */
      g_ptr_array_add (lines, g_strdup_printf (_ ("Only for %s"), units));
    }
  if (single != NULL)
    /* Translators: a leader who commands one unit only. */
    g_ptr_array_add (lines,
                     g_strdup_printf (_ ("Only with %s"), unit_label (face->scenario, single, face->lang)));

  st_render_set_rgb (face->ctx.cr, &face->dark, 1.0);
  for (guint i = 0; i < lines->len && y < bottom; i++)
    {
      double h =
          paragraph (face, lines->pdata[i], S + 2, y, W - 2 * S - 4, bottom - y, 3.0, TRUE, TRUE, TRUE);
      y += h + 0.6;
    }
  return y;
}

static void
draw_text (Face *face, double y, double bottom)
{
  const StCard *card = face->card;
  const char   *text = text_in (card->text, face->lang);
  double        size = 2.9;
  PangoLayout  *layout;

  if (text == NULL && card->kind == ST_CARD_HQ)
    text = st_card_hq_summary (card->hq);
  if (text == NULL || *text == '\0' || bottom - y < 2.5)
    return;
  /* A long text (a leader's, below four values) is set smaller before it
   * is cut short. The text is laid out once at the size it is drawn. */
  layout = paragraph_layout (face, text, W - 2 * S - 5, size, FALSE, FALSE, TRUE);
  while (size > 2.31 && layout_height (layout) > bottom - y - 0.5)
    {
      size -= 0.2;
      layout = paragraph_layout (face, text, W - 2 * S - 5, size, FALSE, FALSE, TRUE);
    }
  st_render_set_rgb (face->ctx.cr, &face->dark, 0.92);
  paragraph_show (face, layout, S + 2.5, y + 0.5, bottom - y - 0.5);
}

static void
draw_footer (Face *face)
{
  cairo_t      *cr = face->ctx.cr;
  const StSide *side = st_scenario_find_side (face->scenario, face->deck->side);
  const char   *nation = side != NULL ? text_in (side->name, face->lang) : NULL;
  double        y = H - S - FOOTER;

  cairo_set_line_width (cr, 0.25);
  st_render_set_rgb (cr, &face->side, 0.7);
  cairo_move_to (cr, S + 2, y);
  cairo_line_to (cr, W - S - 2, y);
  cairo_stroke (cr);
  st_render_set_rgb (cr, &face->dark, 0.8);
  st_render_text (&face->ctx, nation != NULL ? nation : face->deck->side, S + 2.5, y + FOOTER / 2, 0, 2.3,
                  TRUE, 0, (W - 2 * S) / 2);
  st_render_set_rgb (cr, &face->dark, 0.55);
  st_render_text (&face->ctx, face->card->id, W - S - 2.5, y + FOOTER / 2, 1.0, 2.0, FALSE, 0,
                  (W - 2 * S) / 2 - 4);
}

void
st_card_render (cairo_t          *cr,
                const StScenario *scenario,
                const StDeck     *deck,
                const StCard     *card,
                const char       *lang,
                double            bleed)
{
  st_card_render_styled (cr, scenario, deck, card, lang, bleed, ST_RENDER_PALETTE_PRINT);
}

void
st_card_render_styled (cairo_t          *cr,
                       const StScenario *scenario,
                       const StDeck     *deck,
                       const StCard     *card,
                       const char       *lang,
                       double            bleed,
                       StRenderPalette   palette)
{
  const StSide   *side;
  StRenderOptions options;
  Face            face = { 0 };
  double          y, bottom = H - S - FOOTER - 0.5;

  g_return_if_fail (cr != NULL && scenario != NULL && deck != NULL && card != NULL);

  st_render_options_init (&options);
  options.lang = lang;
  options.palette = palette;
  cairo_save (cr);
  st_render_context_init (&face.ctx, cr, scenario, NULL, &options);
  face.ctx.flat = TRUE;
  face.scenario = scenario;
  face.deck = deck;
  face.card = card;
  face.lang = lang;
  side = st_scenario_find_side (scenario, deck->side);
  st_rgb_parse (side != NULL ? side->color : NULL, &face.side);
  face.ink = st_rgb_luminance (&face.side) < 0.55 ? white : black;
  st_rgb_mix (&face.side, &face.ctx.look->card_ink, face.ctx.look->card_ink_mix, &face.dark);
  face.row_base = face.ctx.look->card_row_base;

  draw_frame (&face, bleed);
  draw_title (&face);
  draw_emblem (&face);
  y = S + BAND + EMBLEM + 1.5;
  y = draw_rows (&face, card->kind == ST_CARD_UNIT ? unit_rows : leader_rows, y);
  y = draw_phrases (&face, y, bottom);
  draw_text (&face, y, bottom);
  draw_footer (&face);

  st_render_context_clear (&face.ctx);
  cairo_restore (cr);
}
