/* SPDX-License-Identifier: GPL-3.0-or-later */
#define G_LOG_DOMAIN "sandtable-board-page"

#include "config.h"

#include <glib/gi18n.h>
#include <math.h>

#include "st-board-page.h"

/* The board canvas with a status line under it: what the pointer is over, and
 * the zoom with buttons for people who do not use Ctrl+scroll. */
struct _StBoardPage
{
  StPage parent_instance;

  StBoardView *view;
  GtkLabel    *status_label;
  GtkButton   *zoom_out_button;
  GtkButton   *zoom_fit_button;
  GtkButton   *zoom_in_button;
};

G_DEFINE_FINAL_TYPE (StBoardPage, st_board_page, ST_TYPE_PAGE)

static void
update_status (StBoardPage *self)
{
  const char *text = st_board_view_get_hover_text (self->view);

  if (text != NULL && *text != '\0')
    {
      gtk_label_set_text (self->status_label, text);
      gtk_widget_remove_css_class (GTK_WIDGET (self->status_label), "dim-label");
    }
  else
    {
      gtk_label_set_text (self->status_label, _ ("Drag to pan, Ctrl+scroll to zoom"));
      gtk_widget_add_css_class (GTK_WIDGET (self->status_label), "dim-label");
    }
}

static void
update_zoom (StBoardPage *self)
{
  double           zoom = st_board_view_get_zoom (self->view);
  g_autofree char *label = NULL;

  /* Translators: the board's zoom as a percentage of the fitted size. */
  label = g_strdup_printf (_ ("%d %%"), (int) round (zoom * 100));
  gtk_button_set_label (self->zoom_fit_button, label);
  /* Setting a label renames the button; it is still the button that fits. */
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->zoom_fit_button), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  _ ("Fit Board"), -1);

  gtk_widget_set_sensitive (GTK_WIDGET (self->zoom_out_button), zoom > ST_BOARD_VIEW_MIN_ZOOM);
  gtk_widget_set_sensitive (GTK_WIDGET (self->zoom_in_button), zoom < ST_BOARD_VIEW_MAX_ZOOM);
  gtk_widget_set_sensitive (GTK_WIDGET (self->zoom_fit_button), zoom != 1.0);
}

static void
zoom_out_clicked_cb (StBoardPage *self)
{
  gtk_widget_activate_action (GTK_WIDGET (self->view), "board.zoom-out", NULL);
}

static void
zoom_in_clicked_cb (StBoardPage *self)
{
  gtk_widget_activate_action (GTK_WIDGET (self->view), "board.zoom-in", NULL);
}

static void
zoom_fit_clicked_cb (StBoardPage *self)
{
  gtk_widget_activate_action (GTK_WIDGET (self->view), "board.zoom-fit", NULL);
}

static void
st_board_page_rebuild (StPage *page, StScenario *scenario)
{
  StBoardPage *self = ST_BOARD_PAGE (page);

  st_board_view_set_scenario (self->view, scenario);
}

static void
st_board_page_class_init (StBoardPageClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);
  StPageClass    *page_class = ST_PAGE_CLASS (klass);

  page_class->rebuild = st_board_page_rebuild;

  g_type_ensure (ST_TYPE_BOARD_VIEW);

  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/sandtable/Sandtable/ui/st-board-page.ui");
  gtk_widget_class_bind_template_child (widget_class, StBoardPage, view);
  gtk_widget_class_bind_template_child (widget_class, StBoardPage, status_label);
  gtk_widget_class_bind_template_child (widget_class, StBoardPage, zoom_out_button);
  gtk_widget_class_bind_template_child (widget_class, StBoardPage, zoom_fit_button);
  gtk_widget_class_bind_template_child (widget_class, StBoardPage, zoom_in_button);
  gtk_widget_class_bind_template_callback (widget_class, update_status);
  gtk_widget_class_bind_template_callback (widget_class, update_zoom);
  gtk_widget_class_bind_template_callback (widget_class, zoom_out_clicked_cb);
  gtk_widget_class_bind_template_callback (widget_class, zoom_in_clicked_cb);
  gtk_widget_class_bind_template_callback (widget_class, zoom_fit_clicked_cb);
}

static void
st_board_page_init (StBoardPage *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));

  update_status (self);
  update_zoom (self);
}

GtkWidget *
st_board_page_new (void)
{
  return g_object_new (ST_TYPE_BOARD_PAGE, NULL);
}

StBoardView *
st_board_page_get_view (StBoardPage *self)
{
  g_return_val_if_fail (ST_IS_BOARD_PAGE (self), NULL);

  return self->view;
}
