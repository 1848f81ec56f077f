/* SPDX-License-Identifier: GPL-3.0-or-later */
#define G_LOG_DOMAIN "sandtable-board-view"

#include "config.h"

#include "st-board-view-private.h"
#include "st-first-frame.h"
#include "st-look.h"

/* Drawing the board view: the tracing image first, under the board, whose
 * ground then fades so that the image shows through; the board with the
 * editor's marks; and the rule overlays the page computed with the engine. */

static void draw_board (StBoardView *self, GtkSnapshot *snapshot, int width, int height);

void
st_board_view_snapshot (GtkWidget *widget, GtkSnapshot *snapshot)
{
  StBoardView *self = ST_BOARD_VIEW (widget);
  int          width = gtk_widget_get_width (widget);
  int          height = gtk_widget_get_height (widget);

  if (self->scenario == NULL || self->layout == NULL || width <= 0 || height <= 0)
    return;
  draw_board (self, snapshot, width, height);
  st_first_frame_board_painted ();
  /* The legend's button, in the corner, over the board. */
  gtk_widget_snapshot_child (widget, self->legend, snapshot);
  st_board_view_snapshot_focus (widget, snapshot, width, height);
}

#define FOCUS_RING_WIDTH 3.0f

/* The focus ring (issue 28): a ring in the accent colour inside the edge of
 * the board while the keyboard has brought the focus there. A click focuses
 * the board without a ring, as everywhere in GTK. Drawn here, over the board
 * and its legend, rather than by a CSS outline of the app's style sheet. */
void
st_board_view_snapshot_focus (GtkWidget *widget, GtkSnapshot *snapshot, int width, int height)
{
  GdkRGBA        color = { 0.21f, 0.52f, 0.89f, 1.0f }; /* Adwaita's blue, if the theme names none */
  GskRoundedRect ring;
  float          widths[4] = { FOCUS_RING_WIDTH, FOCUS_RING_WIDTH, FOCUS_RING_WIDTH, FOCUS_RING_WIDTH };
  GdkRGBA        colors[4];

  if (!gtk_widget_has_visible_focus (widget) || width <= 0 || height <= 0)
    return;
  gtk_style_context_lookup_color (gtk_widget_get_style_context (widget), "accent_color", &color);
  color.alpha = 1.0f;
  for (guint i = 0; i < 4; i++)
    colors[i] = color;
  gsk_rounded_rect_init_from_rect (&ring, &GRAPHENE_RECT_INIT (0, 0, (float) width, (float) height), 0);
  gtk_snapshot_append_border (snapshot, &ring, widths, colors);
}

static void
draw_board (StBoardView *self, GtkSnapshot *snapshot, int width, int height)
{
  StRenderOptions options;
  double          scale, tx, ty;
  cairo_t        *cr;

  st_board_view_get_transform (self, &scale, &tx, &ty);

  st_render_options_init (&options);
  options.show_units = TRUE;
  options.show_labels = TRUE;
  options.hover_cell = self->has_hover_cell ? &self->hover_cell : NULL;
  options.hover_node = self->hover_node;
  /* The desktop's style and text size (st-look.c). */
  options.palette = st_look_palette ();
  options.text_scale = st_look_text_scale (GTK_WIDGET (self));
  options.text_sizes = &self->text_sizes;
  options.side_hatching = TRUE;
  st_render_options_copy_marks (&options, &self->marks);
  options.overlays = (const StRenderOverlay *) (gpointer) self->overlays->data;
  options.n_overlays = self->overlays->len;
  if (self->pieces != NULL)
    {
      options.pieces = (const StRenderPiece *) (gpointer) self->pieces->data;
      options.n_pieces = self->pieces->len;
    }

  cr = gtk_snapshot_append_cairo (snapshot, &GRAPHENE_RECT_INIT (0, 0, width, height));
  cairo_translate (cr, tx, ty);
  cairo_scale (cr, scale, scale);
  /* The tracing image goes under the board (st_render_board () draws it),
   * whose ground fades by its opacity. */
  if (self->backdrop != NULL)
    {
      options.backdrop = self->backdrop;
      options.backdrop_x = self->backdrop_x;
      options.backdrop_y = self->backdrop_y;
      options.backdrop_scale = self->backdrop_scale;
      options.ground_fade = self->backdrop_opacity;
    }
  st_render_board (cr, self->scenario, self->layout, &options);
  st_board_view_snapshot_cursor (self, cr, scale);
  cairo_destroy (cr);
}

void
st_board_view_set_backdrop (
    StBoardView *self, cairo_surface_t *image, double x, double y, double scale, double opacity)
{
  g_return_if_fail (ST_IS_BOARD_VIEW (self));

  if (image != self->backdrop)
    {
      g_clear_pointer (&self->backdrop, cairo_surface_destroy);
      if (image != NULL)
        self->backdrop = cairo_surface_reference (image);
    }
  self->backdrop_x = x;
  self->backdrop_y = y;
  self->backdrop_scale = scale;
  self->backdrop_opacity = opacity;
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

void
st_board_view_set_overlays (StBoardView *self, const StRenderOverlay *overlays, guint n_overlays)
{
  g_return_if_fail (ST_IS_BOARD_VIEW (self));

  /* Copied, with the places and colours they point to, so that the caller's
   * arrays may go. */
  g_array_set_size (self->overlays, 0);
  g_array_set_size (self->overlay_places, 0);
  g_ptr_array_set_size (self->overlay_colors, 0);
  for (guint i = 0; i < n_overlays; i++)
    g_array_append_vals (self->overlay_places, overlays[i].places, overlays[i].n_places);
  for (guint i = 0, offset = 0; i < n_overlays; i++)
    {
      StRenderOverlay copy = overlays[i];

      copy.places = (const int *) (gpointer) self->overlay_places->data + offset;
      copy.color = g_strdup (overlays[i].color);
      g_ptr_array_add (self->overlay_colors, (gpointer) copy.color);
      g_array_append_val (self->overlays, copy);
      offset += overlays[i].n_places;
    }
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

guint
st_board_view_get_n_overlays (StBoardView *self)
{
  g_return_val_if_fail (ST_IS_BOARD_VIEW (self), 0);

  return self->overlays->len;
}
