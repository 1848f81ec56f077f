/* SPDX-License-Identifier: GPL-3.0-or-later */
#define G_LOG_DOMAIN "sandtable-card-thumb"

#include "config.h"

#include "render/st-card-render.h"

#include "st-card-a11y.h"
#include "st-card-thumb.h"
#include "st-look.h"

struct _StCardThumb
{
  GtkWidget parent_instance;

  StScenario *scenario;
  char       *deck;
  char       *card;
  int         width; /* pixels */
  gboolean    offending;
  char       *title;
  char       *problems;
};

G_DEFINE_FINAL_TYPE (StCardThumb, st_card_thumb, GTK_TYPE_WIDGET)

enum
{
  PROP_0,
  PROP_OFFENDING,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

#define OUTLINE 3 /* pixels around the card for the highlight */

static const StCard *
find_card (StCardThumb *self, const StDeck **deck_out)
{
  const StDeck *deck;

  if (self->scenario == NULL || (deck = st_scenario_find_deck (self->scenario, self->deck)) == NULL)
    return NULL;
  for (guint i = 0; i < deck->cards->len; i++)
    {
      const StCard *card = g_ptr_array_index (deck->cards, i);

      if (g_strcmp0 (card->id, self->card) == 0)
        {
          *deck_out = deck;
          return card;
        }
    }
  return NULL;
}

static void
update_tooltip (StCardThumb *self)
{
  g_autofree char *text = NULL;

  if (self->problems != NULL && self->title != NULL)
    text = g_strconcat (self->title, "\n", self->problems, NULL);
  gtk_widget_set_tooltip_text (GTK_WIDGET (self), text ? text : self->title);
  /* A tooltip becomes the accessible description: the face's text and what
   * the rules say about the card are, for a screen reader (issue 28). */
  if (self->scenario != NULL)
    {
      const StDeck    *deck = NULL;
      const StCard    *card = find_card (self, &deck);
      g_autofree char *face = card != NULL ? st_card_a11y_description (self->scenario, card) : NULL;
      g_autofree char *description = face != NULL && self->problems != NULL
                                         ? g_strconcat (face, ". ", self->problems, NULL)
                                         : g_strdup (face);

      if (description != NULL)
        gtk_accessible_update_property (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION,
                                        description, -1);
    }
}

static void
st_card_thumb_measure (GtkWidget     *widget,
                       GtkOrientation orientation,
                       int            for_size,
                       int           *minimum,
                       int           *natural,
                       int           *minimum_baseline,
                       int           *natural_baseline)
{
  StCardThumb *self = ST_CARD_THUMB (widget);

  if (orientation == GTK_ORIENTATION_HORIZONTAL)
    *minimum = *natural = self->width + 2 * OUTLINE;
  else
    *minimum = *natural = (int) (self->width * ST_CARD_HEIGHT_MM / ST_CARD_WIDTH_MM + 0.5) + 2 * OUTLINE;
}

static void
draw_badge (cairo_t *cr, double x, double y, double radius)
{
  cairo_arc (cr, x, y, radius, 0, 2 * G_PI);
  cairo_set_source_rgb (cr, 0.75, 0.11, 0.16);
  cairo_fill_preserve (cr);
  cairo_set_source_rgb (cr, 1, 1, 1);
  cairo_set_line_width (cr, 1.5);
  cairo_stroke (cr);
  /* An exclamation mark: a bar and a dot. */
  cairo_set_line_width (cr, radius * 0.3);
  cairo_set_line_cap (cr, CAIRO_LINE_CAP_ROUND);
  cairo_move_to (cr, x, y - radius * 0.5);
  cairo_line_to (cr, x, y + radius * 0.1);
  cairo_stroke (cr);
  cairo_arc (cr, x, y + radius * 0.48, radius * 0.13, 0, 2 * G_PI);
  cairo_fill (cr);
}

/* "×3" at the card's lower right: how many copies of this face the deck has. */
static void
draw_copies (GtkWidget *widget, cairo_t *cr, int copies, double x, double y, double height)
{
  g_autofree char      *text = g_strdup_printf ("×%d", copies);
  PangoLayout          *layout = gtk_widget_create_pango_layout (widget, text);
  PangoFontDescription *font = pango_font_description_from_string ("Sans Bold");
  int                   width, text_height;
  double                w;

  pango_font_description_set_absolute_size (font, height * 0.62 * PANGO_SCALE);
  pango_layout_set_font_description (layout, font);
  pango_layout_get_pixel_size (layout, &width, &text_height);
  w = width + height * 0.6;
  cairo_new_sub_path (cr);
  cairo_arc (cr, x - w + height / 2, y - height / 2, height / 2, 0.5 * G_PI, 1.5 * G_PI);
  cairo_arc (cr, x - height / 2, y - height / 2, height / 2, 1.5 * G_PI, 0.5 * G_PI);
  cairo_close_path (cr);
  cairo_set_source_rgba (cr, 0.14, 0.14, 0.16, 0.85);
  cairo_fill (cr);
  cairo_set_source_rgb (cr, 1, 1, 1);
  cairo_move_to (cr, x - w + (w - width) / 2, y - height / 2 - text_height / 2.0);
  pango_cairo_show_layout (cr, layout);
  pango_font_description_free (font);
  g_object_unref (layout);
}

static void
st_card_thumb_snapshot (GtkWidget *widget, GtkSnapshot *snapshot)
{
  StCardThumb  *self = ST_CARD_THUMB (widget);
  const StDeck *deck = NULL;
  const StCard *card = find_card (self, &deck);
  int           width = gtk_widget_get_width (widget);
  int           height = gtk_widget_get_height (widget);
  double        scale = self->width / ST_CARD_WIDTH_MM;
  cairo_t      *cr;

  if (card == NULL)
    return;

  cr = gtk_snapshot_append_cairo (snapshot, &GRAPHENE_RECT_INIT (0, 0, width, height));
  if (self->offending)
    {
      double r = 4 * scale;

      cairo_new_sub_path (cr);
      cairo_arc (cr, OUTLINE + r, OUTLINE + r, r + OUTLINE / 2.0, G_PI, 1.5 * G_PI);
      cairo_arc (cr, width - OUTLINE - r, OUTLINE + r, r + OUTLINE / 2.0, 1.5 * G_PI, 2 * G_PI);
      cairo_arc (cr, width - OUTLINE - r, height - OUTLINE - r, r + OUTLINE / 2.0, 0, 0.5 * G_PI);
      cairo_arc (cr, OUTLINE + r, height - OUTLINE - r, r + OUTLINE / 2.0, 0.5 * G_PI, G_PI);
      cairo_close_path (cr);
      cairo_set_source_rgb (cr, 0.88, 0.11, 0.14);
      cairo_set_line_width (cr, OUTLINE);
      cairo_stroke (cr);
    }
  cairo_save (cr);
  cairo_translate (cr, OUTLINE, OUTLINE);
  cairo_scale (cr, scale, scale);
  /* The face in the desktop's style (st-look.c), as the hand draws it;
   * printing and PDF draw the designed one. */
  st_card_render_styled (cr, self->scenario, deck, card, NULL, 0, st_look_palette ());
  cairo_restore (cr);
  if (self->offending)
    draw_badge (cr, width - OUTLINE - 12, OUTLINE + 12, MAX (8, self->width / 16.0));
  if (card->copies > 1)
    draw_copies (widget, cr, card->copies, width - OUTLINE - 4, height - OUTLINE - 4 - 6 * scale,
                 MAX (14, self->width / 9.0));
  cairo_destroy (cr);
}

static void
st_card_thumb_finalize (GObject *object)
{
  StCardThumb *self = ST_CARD_THUMB (object);

  g_clear_pointer (&self->scenario, st_scenario_unref);
  g_clear_pointer (&self->deck, g_free);
  g_clear_pointer (&self->card, g_free);
  g_clear_pointer (&self->title, g_free);
  g_clear_pointer (&self->problems, g_free);

  G_OBJECT_CLASS (st_card_thumb_parent_class)->finalize (object);
}

static void
st_card_thumb_get_property (GObject *object, guint prop_id, GValue *value, GParamSpec *pspec)
{
  StCardThumb *self = ST_CARD_THUMB (object);

  switch (prop_id)
    {
      case PROP_OFFENDING:
        g_value_set_boolean (value, self->offending);
        break;

      default:
        G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
st_card_thumb_set_property (GObject *object, guint prop_id, const GValue *value, GParamSpec *pspec)
{
  StCardThumb *self = ST_CARD_THUMB (object);

  switch (prop_id)
    {
      case PROP_OFFENDING:
        st_card_thumb_set_offending (self, g_value_get_boolean (value));
        break;

      default:
        G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
st_card_thumb_class_init (StCardThumbClass *klass)
{
  GObjectClass   *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->finalize = st_card_thumb_finalize;
  object_class->get_property = st_card_thumb_get_property;
  object_class->set_property = st_card_thumb_set_property;
  widget_class->measure = st_card_thumb_measure;
  widget_class->snapshot = st_card_thumb_snapshot;

  properties[PROP_OFFENDING] = g_param_spec_boolean (
      "offending", NULL, NULL, FALSE, (G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS));
  g_object_class_install_properties (object_class, N_PROPS, properties);

  gtk_widget_class_set_css_name (widget_class, "cardthumb");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_IMG);
}

static void
st_card_thumb_init (StCardThumb *self)
{
  self->width = 150;
  st_look_watch (GTK_WIDGET (self), FALSE);
}

GtkWidget *
st_card_thumb_new (int width)
{
  StCardThumb *self = g_object_new (ST_TYPE_CARD_THUMB, NULL);

  self->width = width;
  return GTK_WIDGET (self);
}

void
st_card_thumb_set_card (StCardThumb *self, StScenario *scenario, const char *deck, const char *card)
{
  const StDeck *found_deck = NULL;
  const StCard *found;

  g_return_if_fail (ST_IS_CARD_THUMB (self));

  if (self->scenario != scenario)
    {
      g_clear_pointer (&self->scenario, st_scenario_unref);
      self->scenario = scenario ? st_scenario_ref (scenario) : NULL;
    }
  g_free (self->deck);
  self->deck = g_strdup (deck);
  g_free (self->card);
  self->card = g_strdup (card);

  found = find_card (self, &found_deck);
  if (found != NULL)
    {
      g_free (self->title);
      self->title = st_card_title (scenario, found, NULL);
      /* The copies of the face, as the thumbnail shows them. */
      if (found->copies > 1)
        {
          g_autofree char *title = g_steal_pointer (&self->title);
          self->title = g_strdup_printf ("%s ×%d", title, found->copies);
        }
      gtk_accessible_update_property (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_PROPERTY_LABEL, self->title, -1);
      update_tooltip (self);
    }
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

void
st_card_thumb_set_problems (StCardThumb *self, const char *problems)
{
  g_return_if_fail (ST_IS_CARD_THUMB (self));

  if (g_strcmp0 (self->problems, problems) == 0)
    return;
  g_free (self->problems);
  self->problems = g_strdup (problems);
  update_tooltip (self);
}

const char *
st_card_thumb_get_card_id (StCardThumb *self)
{
  g_return_val_if_fail (ST_IS_CARD_THUMB (self), NULL);

  return self->card;
}

gboolean
st_card_thumb_get_offending (StCardThumb *self)
{
  g_return_val_if_fail (ST_IS_CARD_THUMB (self), FALSE);

  return self->offending;
}

void
st_card_thumb_set_offending (StCardThumb *self, gboolean offending)
{
  g_return_if_fail (ST_IS_CARD_THUMB (self));

  offending = !!offending;
  if (self->offending == offending)
    return;
  self->offending = offending;
  gtk_widget_queue_draw (GTK_WIDGET (self));
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_OFFENDING]);
}
