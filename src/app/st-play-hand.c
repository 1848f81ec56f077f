/* SPDX-License-Identifier: GPL-3.0-or-later */
#define G_LOG_DOMAIN "sandtable-play"

#include "config.h"

#include <glib/gi18n.h>
#include <math.h>

#include "render/st-card-render.h"

#include "st-card-a11y.h"
#include "st-look.h"
#include "st-play-hand.h"

#define GAP 8
#define LIFT 10

struct _StPlayHand
{
  GtkWidget parent_instance;

  StGame *game;
  GArray *cards; /* int */
  GArray *playable; /* int */
  GArray *marked; /* int */
  int     picked;
  GdkRGBA back;
  int     card_height;
  guint   focus; /* the card the keyboard is on (issue 28): Left and Right move it */
  char   *description; /* its accessible description */
};

G_DEFINE_FINAL_TYPE (StPlayHand, st_play_hand, GTK_TYPE_WIDGET)

enum
{
  CARD_ACTIVATED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

/* The cards grow with the desktop's text size (issue 28), so that their
 * values and texts do too. */
static int
card_height (StPlayHand *self)
{
  return (int) round (self->card_height * MAX (1.0, st_look_text_scale (GTK_WIDGET (self))));
}

static double
card_width (StPlayHand *self)
{
  return card_height (self) * ST_CARD_WIDTH_MM / ST_CARD_HEIGHT_MM;
}

/* Cards overlap when the row is wider than the widget. */
static double
card_step (StPlayHand *self)
{
  double width = card_width (self);
  double room = gtk_widget_get_width (GTK_WIDGET (self));

  if (self->cards->len < 2 || room <= 0)
    return width + GAP;
  return MIN (width + GAP, (room - width) / (self->cards->len - 1));
}

static gboolean
contains (const GArray *array, int value)
{
  for (guint i = 0; array != NULL && i < array->len; i++)
    if (g_array_index (array, int, i) == value)
      return TRUE;
  return FALSE;
}

static const StDeck *
deck_of (StPlayHand *self, const StCard *card)
{
  StScenario *scenario = st_game_scenario (self->game);

  for (guint d = 0; d < scenario->decks->len; d++)
    {
      const StDeck *deck = g_ptr_array_index (scenario->decks, d);

      for (guint c = 0; c < deck->cards->len; c++)
        if (g_ptr_array_index (deck->cards, c) == card)
          return deck;
    }
  return NULL;
}

static void
draw_back (StPlayHand *self, cairo_t *cr, double width, double height)
{
  double r = height * 0.05;

  cairo_new_sub_path (cr);
  cairo_arc (cr, width - r, r, r, -G_PI / 2, 0);
  cairo_arc (cr, width - r, height - r, r, 0, G_PI / 2);
  cairo_arc (cr, r, height - r, r, G_PI / 2, G_PI);
  cairo_arc (cr, r, r, r, G_PI, 3 * G_PI / 2);
  cairo_close_path (cr);
  gdk_cairo_set_source_rgba (cr, &self->back);
  cairo_fill_preserve (cr);
  cairo_set_source_rgba (cr, 1, 1, 1, 0.8);
  cairo_set_line_width (cr, 2);
  cairo_stroke (cr);
  cairo_rectangle (cr, width * 0.15, height * 0.12, width * 0.7, height * 0.76);
  cairo_set_source_rgba (cr, 1, 1, 1, 0.35);
  cairo_set_line_width (cr, 1.5);
  cairo_stroke (cr);
}

static void
st_play_hand_snapshot (GtkWidget *widget, GtkSnapshot *snapshot)
{
  StPlayHand     *self = ST_PLAY_HAND (widget);
  double          width = card_width (self), height = card_height (self);
  double          step = card_step (self);
  StRenderPalette palette = st_look_palette ();
  cairo_t        *cr;

  if (self->cards->len == 0 || self->game == NULL)
    return;
  cr = gtk_snapshot_append_cairo (
      snapshot, &GRAPHENE_RECT_INIT (0, 0, gtk_widget_get_width (widget), gtk_widget_get_height (widget)));
  for (guint i = 0; i < self->cards->len; i++)
    {
      int    card = g_array_index (self->cards, int, i);
      double y = LIFT;

      if (card >= 0 && contains (self->playable, card))
        y = card == self->picked || contains (self->marked, card) ? 0 : LIFT / 2.0;
      cairo_save (cr);
      cairo_translate (cr, i * step, y);
      if (card < 0)
        draw_back (self, cr, width, height);
      else
        {
          const StCard *c = st_game_card (self->game, (guint) card);

          cairo_save (cr);
          cairo_scale (cr, height / ST_CARD_HEIGHT_MM, height / ST_CARD_HEIGHT_MM);
          st_card_render_styled (cr, st_game_scenario (self->game), deck_of (self, c), c, NULL, 0, palette);
          cairo_restore (cr);
          if (self->playable != NULL && !contains (self->playable, card))
            {
              /* Cards that cannot be played now are dimmed: paled, or
               * darkened in the dark palettes. */
              gboolean dark =
                  palette == ST_RENDER_PALETTE_DARK || palette == ST_RENDER_PALETTE_HIGH_CONTRAST_DARK;

              cairo_rectangle (cr, 0, 0, width, height);
              cairo_set_source_rgba (cr, dark ? 0 : 1, dark ? 0 : 1, dark ? 0 : 1, 0.45);
              cairo_fill (cr);
            }
          if (card == self->picked)
            {
              cairo_rectangle (cr, 1.5, 1.5, width - 3, height - 3);
              cairo_set_source_rgba (cr, 0.21, 0.52, 0.89, 1);
              cairo_set_line_width (cr, 3);
              cairo_stroke (cr);
            }
          if (contains (self->marked, card))
            {
              /* Marked for the set: an orange frame and a corner tick. */
              cairo_rectangle (cr, 1.5, 1.5, width - 3, height - 3);
              cairo_set_source_rgba (cr, 0.9, 0.38, 0.0, 1);
              cairo_set_line_width (cr, 3);
              cairo_stroke (cr);
              cairo_arc (cr, width - 12, 12, 9, 0, 2 * G_PI);
              cairo_fill (cr);
              cairo_move_to (cr, width - 16.5, 12);
              cairo_line_to (cr, width - 13, 15.5);
              cairo_line_to (cr, width - 7.5, 8.5);
              cairo_set_source_rgba (cr, 1, 1, 1, 1);
              cairo_set_line_width (cr, 2);
              cairo_stroke (cr);
            }
        }
      if (i == self->focus && gtk_widget_has_visible_focus (widget))
        {
          /* The keyboard's card: a dark and a light frame outside the others. */
          cairo_rectangle (cr, -2, -2, width + 4, height + 4);
          cairo_set_source_rgb (cr, 0, 0, 0);
          cairo_set_line_width (cr, 5);
          cairo_stroke_preserve (cr);
          cairo_set_source_rgb (cr, 1, 0.85, 0.1);
          cairo_set_line_width (cr, 2.5);
          cairo_stroke (cr);
        }
      cairo_restore (cr);
    }
  cairo_destroy (cr);
}

/* The hand's accessible description reads the card the keyboard is on: its
 * title, where it is in the hand, whether it can be played, and its text. */
static void
update_description (StPlayHand *self)
{
  g_autoptr (GString) str = g_string_new (NULL);
  int card;

  gtk_widget_set_focusable (GTK_WIDGET (self), self->cards->len > 0);
  g_clear_pointer (&self->description, g_free);
  if (self->cards->len == 0 || self->game == NULL)
    {
      gtk_accessible_reset_property (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION);
      return;
    }
  self->focus = MIN (self->focus, self->cards->len - 1);
  card = g_array_index (self->cards, int, self->focus);
  if (card < 0)
    /* Translators: a card of another player's hand, seen from the back. */
    g_string_append_printf (str, _ ("Card %u of %u, face down"), self->focus + 1, self->cards->len);
  else
    {
      const StCard    *c = st_game_card (self->game, (guint) card);
      StScenario      *scenario = st_game_scenario (self->game);
      g_autofree char *title = st_card_title (scenario, c, NULL);
      g_autofree char *text = st_card_a11y_description (scenario, c);

      /* Translators: "Forced March, card 2 of 5". */
      g_string_append_printf (str, _ ("%s, card %u of %u"), title, self->focus + 1, self->cards->len);
      if (card == self->picked)
        g_string_append_printf (str, ", %s", _ ("picked"));
      if (contains (self->marked, card))
        g_string_append_printf (str, ", %s", _ ("marked"));
      if (self->playable != NULL)
        g_string_append_printf (
            str, ", %s", contains (self->playable, card) ? _ ("can be played") : _ ("cannot be played now"));
      g_string_append_printf (str, ". %s", text);
    }
  gtk_accessible_update_property (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, str->str, -1);
  self->description = g_string_free (g_steal_pointer (&str), FALSE);
}

const char *
st_play_hand_get_description (StPlayHand *self)
{
  g_return_val_if_fail (ST_IS_PLAY_HAND (self), NULL);

  return self->description != NULL ? self->description : "";
}

static gboolean
move_binding (GtkWidget *widget, GVariant *args, gpointer user_data)
{
  StPlayHand *self = ST_PLAY_HAND (widget);
  int         step = g_variant_get_int32 (args);

  if (self->cards->len == 0)
    return FALSE;
  if (step < 0)
    self->focus = self->focus > 0 ? self->focus - 1 : 0;
  else if (step == G_MAXINT)
    self->focus = self->cards->len - 1;
  else if (step == G_MININT)
    self->focus = 0;
  else
    self->focus = MIN (self->focus + 1, self->cards->len - 1);
  update_description (self);
  gtk_widget_queue_draw (widget);
  return TRUE;
}

static gboolean
activate_binding (GtkWidget *widget, GVariant *args, gpointer user_data)
{
  StPlayHand *self = ST_PLAY_HAND (widget);

  if (self->focus >= self->cards->len)
    return FALSE;
  st_play_hand_activate (self, self->focus);
  return TRUE;
}

static void
st_play_hand_state_flags_changed (GtkWidget *widget, GtkStateFlags previous)
{
  GTK_WIDGET_CLASS (st_play_hand_parent_class)->state_flags_changed (widget, previous);
  if ((previous ^ gtk_widget_get_state_flags (widget))
      & (GTK_STATE_FLAG_FOCUSED | GTK_STATE_FLAG_FOCUS_VISIBLE))
    gtk_widget_queue_draw (widget);
}

static void
st_play_hand_measure (GtkWidget     *widget,
                      GtkOrientation orientation,
                      int            for_size,
                      int           *minimum,
                      int           *natural,
                      int           *minimum_baseline,
                      int           *natural_baseline)
{
  StPlayHand *self = ST_PLAY_HAND (widget);

  if (orientation == GTK_ORIENTATION_VERTICAL)
    *minimum = *natural = self->cards->len > 0 ? card_height (self) + LIFT : 0;
  else
    {
      *minimum = self->cards->len > 0 ? (int) card_width (self) : 0;
      *natural = (int) (self->cards->len * (card_width (self) + GAP));
    }
}

/* The position of the card on top at x: the last one whose left edge is left
 * of x; -1 if none. */
static int
position_at (StPlayHand *self, double x)
{
  double step = card_step (self);
  int    position;

  if (self->cards->len == 0 || x < 0)
    return -1;
  position = MIN ((int) (x / step), (int) self->cards->len - 1);
  if (x > position * step + card_width (self))
    return -1;
  return position;
}

int
st_play_hand_card_at (StPlayHand *self, double x, double y)
{
  int position;

  g_return_val_if_fail (ST_IS_PLAY_HAND (self), -1);

  position = position_at (self, x);
  return position >= 0 ? g_array_index (self->cards, int, (guint) position) : -1;
}

/* A click is a release without a drag: a drag claims the gesture first. */
static void
released_cb (GtkGestureClick *gesture, int n_press, double x, double y, StPlayHand *self)
{
  int position = position_at (self, x);

  if (position >= 0)
    st_play_hand_activate (self, (guint) position);
}

/* The card as the drag's icon. */
static GdkPaintable *
card_paintable (StPlayHand *self, int card)
{
  int              width = (int) card_width (self), height = card_height (self);
  cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, width, height);
  cairo_t         *cr = cairo_create (surface);
  const StCard    *c = st_game_card (self->game, (guint) card);
  g_autoptr (GBytes) bytes = NULL;
  GdkTexture *texture;

  cairo_scale (cr, height / (double) ST_CARD_HEIGHT_MM, height / (double) ST_CARD_HEIGHT_MM);
  st_card_render_styled (cr, st_game_scenario (self->game), deck_of (self, c), c, NULL, 0,
                         st_look_palette ());
  cairo_destroy (cr);
  cairo_surface_flush (surface);
  bytes = g_bytes_new (cairo_image_surface_get_data (surface),
                       (gsize) cairo_image_surface_get_stride (surface) * (gsize) height);
  texture = gdk_memory_texture_new (width, height, GDK_MEMORY_DEFAULT, bytes,
                                    (gsize) cairo_image_surface_get_stride (surface));
  cairo_surface_destroy (surface);
  return GDK_PAINTABLE (texture);
}

/* A drag starts on a card that can be played now; it carries the card index. */
static GdkContentProvider *
drag_prepare_cb (GtkDragSource *source, double x, double y, StPlayHand *self)
{
  int position = position_at (self, x);
  int card;

  if (position < 0 || self->game == NULL)
    return NULL;
  card = g_array_index (self->cards, int, (guint) position);
  if (card < 0 || !contains (self->playable, card))
    return NULL;
  {
    g_autoptr (GdkPaintable) icon = card_paintable (self, card);

    gtk_drag_source_set_icon (source, icon, (int) (x - position * card_step (self)), (int) y);
  }
  return gdk_content_provider_new_typed (G_TYPE_INT, card);
}

static void
st_play_hand_finalize (GObject *object)
{
  StPlayHand *self = ST_PLAY_HAND (object);

  g_clear_pointer (&self->game, st_game_unref);
  g_clear_pointer (&self->cards, g_array_unref);
  g_clear_pointer (&self->playable, g_array_unref);
  g_clear_pointer (&self->marked, g_array_unref);
  g_clear_pointer (&self->description, g_free);

  G_OBJECT_CLASS (st_play_hand_parent_class)->finalize (object);
}

static void
st_play_hand_class_init (StPlayHandClass *klass)
{
  GObjectClass   *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->finalize = st_play_hand_finalize;
  widget_class->snapshot = st_play_hand_snapshot;
  widget_class->measure = st_play_hand_measure;
  widget_class->state_flags_changed = st_play_hand_state_flags_changed;

  /* Emitted with the card index of the card clicked (never a back). */
  signals[CARD_ACTIVATED] = g_signal_new ("card-activated", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0,
                                          NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_INT);
  gtk_widget_class_add_binding (widget_class, GDK_KEY_Left, 0, move_binding, "i", -1);
  gtk_widget_class_add_binding (widget_class, GDK_KEY_Right, 0, move_binding, "i", 1);
  gtk_widget_class_add_binding (widget_class, GDK_KEY_Home, 0, move_binding, "i", G_MININT);
  gtk_widget_class_add_binding (widget_class, GDK_KEY_End, 0, move_binding, "i", G_MAXINT);
  gtk_widget_class_add_binding (widget_class, GDK_KEY_space, 0, activate_binding, NULL);
  gtk_widget_class_add_binding (widget_class, GDK_KEY_Return, 0, activate_binding, NULL);
  gtk_widget_class_add_binding (widget_class, GDK_KEY_KP_Enter, 0, activate_binding, NULL);
  gtk_widget_class_set_css_name (widget_class, "playhand");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_GROUP);
}

static void
st_play_hand_init (StPlayHand *self)
{
  GtkGesture    *click = gtk_gesture_click_new ();
  GtkDragSource *drag = gtk_drag_source_new ();

  self->cards = g_array_new (FALSE, FALSE, sizeof (int));
  self->marked = g_array_new (FALSE, FALSE, sizeof (int));
  self->picked = -1;
  self->card_height = 132;
  gdk_rgba_parse (&self->back, "#555");
  g_signal_connect (click, "released", G_CALLBACK (released_cb), self);
  gtk_widget_add_controller (GTK_WIDGET (self), GTK_EVENT_CONTROLLER (click));
  gtk_drag_source_set_actions (drag, GDK_ACTION_MOVE);
  g_signal_connect (drag, "prepare", G_CALLBACK (drag_prepare_cb), self);
  gtk_widget_add_controller (GTK_WIDGET (self), GTK_EVENT_CONTROLLER (drag));
  st_look_watch (GTK_WIDGET (self), TRUE);
}

GtkWidget *
st_play_hand_new (void)
{
  return g_object_new (ST_TYPE_PLAY_HAND, NULL);
}

void
st_play_hand_set_cards (StPlayHand *self, StGame *game, const GArray *cards, const char *back_color)
{
  g_return_if_fail (ST_IS_PLAY_HAND (self));

  if (game != self->game)
    {
      g_clear_pointer (&self->game, st_game_unref);
      self->game = game != NULL ? st_game_ref (game) : NULL;
    }
  g_array_set_size (self->cards, 0);
  if (cards != NULL)
    g_array_append_vals (self->cards, cards->data, cards->len);
  if (back_color == NULL || !gdk_rgba_parse (&self->back, back_color))
    gdk_rgba_parse (&self->back, "#555");
  gtk_widget_queue_resize (GTK_WIDGET (self));
  update_description (self);
}

void
st_play_hand_set_state (StPlayHand *self, int picked, const GArray *playable)
{
  g_return_if_fail (ST_IS_PLAY_HAND (self));

  self->picked = picked;
  g_clear_pointer (&self->playable, g_array_unref);
  if (playable != NULL)
    {
      self->playable = g_array_new (FALSE, FALSE, sizeof (int));
      g_array_append_vals (self->playable, playable->data, playable->len);
    }
  gtk_widget_queue_draw (GTK_WIDGET (self));
  update_description (self);
}

void
st_play_hand_set_marked (StPlayHand *self, const GArray *marked)
{
  g_return_if_fail (ST_IS_PLAY_HAND (self));

  g_array_set_size (self->marked, 0);
  if (marked != NULL)
    g_array_append_vals (self->marked, marked->data, marked->len);
  gtk_widget_queue_draw (GTK_WIDGET (self));
  update_description (self);
}

void
st_play_hand_set_card_height (StPlayHand *self, int height)
{
  g_return_if_fail (ST_IS_PLAY_HAND (self));

  self->card_height = MAX (height, 24);
  gtk_widget_queue_resize (GTK_WIDGET (self));
}

guint
st_play_hand_get_n_cards (StPlayHand *self)
{
  g_return_val_if_fail (ST_IS_PLAY_HAND (self), 0);

  return self->cards->len;
}

void
st_play_hand_activate (StPlayHand *self, guint position)
{
  int card;

  g_return_if_fail (ST_IS_PLAY_HAND (self));

  if (position >= self->cards->len || (card = g_array_index (self->cards, int, position)) < 0)
    return;
  g_signal_emit (self, signals[CARD_ACTIVATED], 0, card);
}
