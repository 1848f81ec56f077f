/* SPDX-License-Identifier: GPL-3.0-or-later */
#define G_LOG_DOMAIN "sandtable-board-legend"

#include "config.h"

#include <glib/gi18n.h>

#include "render/st-render-legend.h"

#include "st-board-legend.h"
#include "st-a11y.h"
#include "st-look.h"

/* The legend is a GtkMenuButton; its popover holds a list of rows, each a
 * swatch drawn by the renderer and the mark's meaning. The rows are rebuilt
 * only when the board's kind or family changes. */

#define SWATCH 22

static void
draw_swatch (GtkDrawingArea *area, cairo_t *cr, int width, int height, gpointer data)
{
  /* As the board draws the mark in the desktop's style (st-look.c). */
  st_render_mark_swatch_styled (cr, (StMark) GPOINTER_TO_INT (data), MIN (width, height), st_look_palette ());
}

static GtkWidget *
entry_row (StMark mark)
{
  GtkWidget *row = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 10);
  GtkWidget *swatch = gtk_drawing_area_new ();
  GtkWidget *label = gtk_label_new (_ (st_render_mark_style (mark)->label));

  gtk_drawing_area_set_content_width (GTK_DRAWING_AREA (swatch), SWATCH);
  gtk_drawing_area_set_content_height (GTK_DRAWING_AREA (swatch), SWATCH);
  gtk_drawing_area_set_draw_func (GTK_DRAWING_AREA (swatch), draw_swatch, GINT_TO_POINTER (mark), NULL);
  gtk_widget_set_valign (swatch, GTK_ALIGN_START);
  st_look_watch (swatch, FALSE);
  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  gtk_label_set_max_width_chars (GTK_LABEL (label), 42);
  gtk_box_append (GTK_BOX (row), swatch);
  gtk_box_append (GTK_BOX (row), label);
  gtk_widget_set_name (row, "legend-entry");
  return row;
}

GtkWidget *
st_board_legend_new (void)
{
  GtkWidget *button = gtk_menu_button_new ();
  GtkWidget *popover = gtk_popover_new ();
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);
  GtkWidget *heading = gtk_label_new (_ ("What the Marks Mean"));

  gtk_widget_add_css_class (heading, "heading");
  gtk_label_set_xalign (GTK_LABEL (heading), 0);
  gtk_box_append (GTK_BOX (box), heading);
  gtk_widget_set_margin_start (box, 6);
  gtk_widget_set_margin_end (box, 6);
  gtk_widget_set_margin_top (box, 6);
  gtk_widget_set_margin_bottom (box, 6);
  gtk_popover_set_child (GTK_POPOVER (popover), box);
  gtk_menu_button_set_popover (GTK_MENU_BUTTON (button), popover);
  gtk_menu_button_set_icon_name (GTK_MENU_BUTTON (button), "dialog-information-symbolic");
  st_a11y_name_and_tooltip (button, _ ("What the Marks Mean"));
  gtk_widget_add_css_class (button, "circular");
  g_object_set_data (G_OBJECT (button), "st-legend-box", box);
  g_object_set_data (G_OBJECT (button), "st-legend-key", GINT_TO_POINTER (-1));
  return button;
}

void
st_board_legend_set_scenario (GtkWidget *legend, const StScenario *scenario)
{
  GtkWidget *box = g_object_get_data (G_OBJECT (legend), "st-legend-box");
  GtkWidget *child;
  StMark     marks[ST_N_MARKS];
  guint      n;
  int        key;

  g_return_if_fail (GTK_IS_MENU_BUTTON (legend) && box != NULL);

  /* The marks depend on the board kind and the piece style only. */
  key = scenario == NULL ? -1 : (int) scenario->family->piece.style * 16 + (int) scenario->board->kind;
  if (GPOINTER_TO_INT (g_object_get_data (G_OBJECT (legend), "st-legend-key")) == key)
    return;
  g_object_set_data (G_OBJECT (legend), "st-legend-key", GINT_TO_POINTER (key));
  /* Keep the heading, the first child. */
  while ((child = gtk_widget_get_last_child (box)) != gtk_widget_get_first_child (box))
    gtk_box_remove (GTK_BOX (box), child);
  gtk_widget_set_visible (legend, scenario != NULL);
  if (scenario == NULL)
    return;
  n = st_render_legend_marks (scenario, marks);
  for (guint i = 0; i < n; i++)
    gtk_box_append (GTK_BOX (box), entry_row (marks[i]));
}

GStrv
st_board_legend_dup_entries (GtkWidget *legend)
{
  GtkWidget *box = g_object_get_data (G_OBJECT (legend), "st-legend-box");
  g_autoptr (GStrvBuilder) builder = g_strv_builder_new ();

  g_return_val_if_fail (box != NULL, NULL);
  for (GtkWidget *row = gtk_widget_get_first_child (box); row != NULL;
       row = gtk_widget_get_next_sibling (row))
    if (GTK_IS_BOX (row))
      g_strv_builder_add (builder, gtk_label_get_text (GTK_LABEL (gtk_widget_get_last_child (row))));
  return g_strv_builder_end (builder);
}
