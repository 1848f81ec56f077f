/* SPDX-License-Identifier: GPL-3.0-or-later */
#define G_LOG_DOMAIN "sandtable-card-grid"

#include "config.h"

#include <glib/gi18n.h>

#include "st-card-grid.h"
#include "st-card-thumb.h"

struct _StCardGrid
{
  AdwBin parent_instance;

  GtkScrolledWindow *scroller;
  GtkFlowBox        *flow;

  GPtrArray *cards; /* char* ids shown, in order */
  char      *selected;
  gboolean   reorderable;
  gboolean   updating;
};

G_DEFINE_FINAL_TYPE (StCardGrid, st_card_grid, ADW_TYPE_BIN)

enum
{
  SIGNAL_SELECTION_CHANGED,
  SIGNAL_CARD_MOVED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

#define THUMB_WIDTH 150 /* pixels: titles and values stay legible */

static StCardThumb *
thumb_at (StCardGrid *self, guint index)
{
  GtkFlowBoxChild *child = gtk_flow_box_get_child_at_index (self->flow, (int) index);

  return child ? ST_CARD_THUMB (gtk_flow_box_child_get_child (child)) : NULL;
}

static GdkContentProvider *
drag_prepare_cb (GtkDragSource *source, double x, double y, StCardGrid *self)
{
  GtkWidget *thumb = gtk_event_controller_get_widget (GTK_EVENT_CONTROLLER (source));

  if (!self->reorderable)
    return NULL;
  return gdk_content_provider_new_typed (G_TYPE_STRING, st_card_thumb_get_card_id (ST_CARD_THUMB (thumb)));
}

static void
drag_begin_cb (GtkDragSource *source, GdkDrag *drag, StCardGrid *self)
{
  GtkWidget *thumb = gtk_event_controller_get_widget (GTK_EVENT_CONTROLLER (source));
  g_autoptr (GdkPaintable) icon = gtk_widget_paintable_new (thumb);

  gtk_drag_source_set_icon (source, icon, gtk_widget_get_width (thumb) / 2,
                            gtk_widget_get_height (thumb) / 2);
}

static gboolean
drop_cb (GtkDropTarget *target, const GValue *value, double x, double y, StCardGrid *self)
{
  GtkWidget  *thumb = gtk_event_controller_get_widget (GTK_EVENT_CONTROLLER (target));
  const char *moved = g_value_get_string (value);
  const char *onto = st_card_thumb_get_card_id (ST_CARD_THUMB (thumb));

  if (!self->reorderable || moved == NULL || g_strcmp0 (moved, onto) == 0)
    return FALSE;
  /* Dropped on the right half of a card: after it. */
  g_signal_emit (self, signals[SIGNAL_CARD_MOVED], 0, moved, onto, x > gtk_widget_get_width (thumb) / 2.0);
  return TRUE;
}

static GtkWidget *
new_thumb (StCardGrid *self)
{
  GtkWidget     *thumb = st_card_thumb_new (THUMB_WIDTH);
  GtkDragSource *source = gtk_drag_source_new ();
  GtkDropTarget *target = gtk_drop_target_new (G_TYPE_STRING, GDK_ACTION_MOVE);

  /* The grid's cells are as wide as the line allows: a thumbnail keeps the
   * card's own width in the middle of its cell, its copy badge on the card,
   * and the last column reads like the others. */
  gtk_widget_set_halign (thumb, GTK_ALIGN_CENTER);
  gtk_drag_source_set_actions (source, GDK_ACTION_MOVE);
  g_signal_connect_object (source, "prepare", G_CALLBACK (drag_prepare_cb), self, 0);
  g_signal_connect_object (source, "drag-begin", G_CALLBACK (drag_begin_cb), self, 0);
  gtk_widget_add_controller (thumb, GTK_EVENT_CONTROLLER (source));
  g_signal_connect_object (target, "drop", G_CALLBACK (drop_cb), self, 0);
  gtk_widget_add_controller (thumb, GTK_EVENT_CONTROLLER (target));
  return thumb;
}

static gboolean
same_cards (StCardGrid *self, const GPtrArray *cards)
{
  if (cards->len != self->cards->len)
    return FALSE;
  for (guint i = 0; i < cards->len; i++)
    if (g_strcmp0 (g_ptr_array_index (cards, i), g_ptr_array_index (self->cards, i)) != 0)
      return FALSE;
  return TRUE;
}

typedef struct
{
  GWeakRef grid;
  double   value;
} ScrollRestore;

static gboolean
restore_scroll_cb (gpointer data)
{
  ScrollRestore *restore = data;
  g_autoptr (StCardGrid) self = g_weak_ref_get (&restore->grid);

  if (self != NULL)
    gtk_adjustment_set_value (gtk_scrolled_window_get_vadjustment (self->scroller), restore->value);
  g_weak_ref_clear (&restore->grid);
  g_free (restore);
  return G_SOURCE_REMOVE;
}

void
st_card_grid_set_cards (StCardGrid       *self,
                        StScenario       *scenario,
                        const char       *deck,
                        const GPtrArray  *cards,
                        const GHashTable *offending)
{
  g_return_if_fail (ST_IS_CARD_GRID (self));

  self->updating = TRUE;
  if (!same_cards (self, cards))
    {
      GtkAdjustment *adjustment = gtk_scrolled_window_get_vadjustment (self->scroller);
      ScrollRestore *restore = g_new0 (ScrollRestore, 1);
      GtkWidget     *child;

      /* The new children are measured at the next layout, which would clamp
       * the position to the empty grid: set it again once they are. */
      g_weak_ref_init (&restore->grid, self);
      restore->value = gtk_adjustment_get_value (adjustment);
      g_idle_add_full (G_PRIORITY_LOW, restore_scroll_cb, restore, NULL);

      while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->flow))) != NULL)
        gtk_flow_box_remove (self->flow, child);
      g_ptr_array_set_size (self->cards, 0);
      for (guint i = 0; i < cards->len; i++)
        {
          g_ptr_array_add (self->cards, g_strdup (g_ptr_array_index (cards, i)));
          gtk_flow_box_append (self->flow, new_thumb (self));
        }
    }
  for (guint i = 0; i < cards->len; i++)
    {
      StCardThumb *thumb = thumb_at (self, i);
      const char  *id = g_ptr_array_index (cards, i);

      st_card_thumb_set_card (thumb, scenario, deck, id);
      const char *problems = offending ? g_hash_table_lookup ((GHashTable *) offending, id) : NULL;

      st_card_thumb_set_offending (thumb, problems != NULL);
      st_card_thumb_set_problems (thumb, problems);
    }
  self->updating = FALSE;

  st_card_grid_select (self, self->selected);
}

guint
st_card_grid_get_n_cards (StCardGrid *self)
{
  g_return_val_if_fail (ST_IS_CARD_GRID (self), 0);

  return self->cards->len;
}

const char *
st_card_grid_get_card (StCardGrid *self, guint index)
{
  g_return_val_if_fail (ST_IS_CARD_GRID (self), NULL);
  g_return_val_if_fail (index < self->cards->len, NULL);

  return g_ptr_array_index (self->cards, index);
}

GtkWidget *
st_card_grid_get_thumb (StCardGrid *self, guint index)
{
  g_return_val_if_fail (ST_IS_CARD_GRID (self), NULL);
  g_return_val_if_fail (index < self->cards->len, NULL);

  return GTK_WIDGET (thumb_at (self, index));
}

gboolean
st_card_grid_is_offending (StCardGrid *self, const char *card)
{
  g_return_val_if_fail (ST_IS_CARD_GRID (self), FALSE);

  for (guint i = 0; i < self->cards->len; i++)
    if (g_strcmp0 (g_ptr_array_index (self->cards, i), card) == 0)
      return st_card_thumb_get_offending (thumb_at (self, i));
  return FALSE;
}

const char *
st_card_grid_get_selected (StCardGrid *self)
{
  g_return_val_if_fail (ST_IS_CARD_GRID (self), NULL);

  return self->selected;
}

void
st_card_grid_select (StCardGrid *self, const char *card)
{
  g_return_if_fail (ST_IS_CARD_GRID (self));

  self->updating = TRUE;
  gtk_flow_box_unselect_all (self->flow);
  for (guint i = 0; card != NULL && i < self->cards->len; i++)
    if (g_str_equal (g_ptr_array_index (self->cards, i), card))
      gtk_flow_box_select_child (self->flow, gtk_flow_box_get_child_at_index (self->flow, (int) i));
  self->updating = FALSE;

  if (g_strcmp0 (self->selected, card) == 0)
    return;
  g_free (self->selected);
  self->selected = g_strdup (card);
  g_signal_emit (self, signals[SIGNAL_SELECTION_CHANGED], 0);
}

void
st_card_grid_set_reorderable (StCardGrid *self, gboolean reorderable)
{
  g_return_if_fail (ST_IS_CARD_GRID (self));

  self->reorderable = reorderable;
}

static void
selected_children_changed_cb (GtkFlowBox *flow, StCardGrid *self)
{
  g_autoptr (GList) selected = NULL;
  GtkWidget *thumb;

  if (self->updating)
    return;
  selected = gtk_flow_box_get_selected_children (flow);
  if (selected == NULL)
    return;
  thumb = gtk_flow_box_child_get_child (selected->data);
  st_card_grid_select (self, st_card_thumb_get_card_id (ST_CARD_THUMB (thumb)));
}

static void
st_card_grid_finalize (GObject *object)
{
  StCardGrid *self = ST_CARD_GRID (object);

  g_clear_pointer (&self->cards, g_ptr_array_unref);
  g_clear_pointer (&self->selected, g_free);

  G_OBJECT_CLASS (st_card_grid_parent_class)->finalize (object);
}

static void
st_card_grid_class_init (StCardGridClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->finalize = st_card_grid_finalize;

  signals[SIGNAL_SELECTION_CHANGED] = g_signal_new ("selection-changed", G_TYPE_FROM_CLASS (klass),
                                                    G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL, G_TYPE_NONE, 0);
  signals[SIGNAL_CARD_MOVED] =
      g_signal_new ("card-moved", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                    G_TYPE_NONE, 3, G_TYPE_STRING, G_TYPE_STRING, G_TYPE_BOOLEAN);
}

static void
st_card_grid_init (StCardGrid *self)
{
  self->cards = g_ptr_array_new_with_free_func (g_free);

  self->scroller = GTK_SCROLLED_WINDOW (gtk_scrolled_window_new ());
  gtk_scrolled_window_set_policy (self->scroller, GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC);
  gtk_widget_set_vexpand (GTK_WIDGET (self->scroller), TRUE);
  self->flow = GTK_FLOW_BOX (gtk_flow_box_new ());
  gtk_flow_box_set_selection_mode (self->flow, GTK_SELECTION_SINGLE);
  gtk_flow_box_set_homogeneous (self->flow, TRUE);
  gtk_flow_box_set_max_children_per_line (self->flow, 30);
  gtk_flow_box_set_column_spacing (self->flow, 6);
  gtk_flow_box_set_row_spacing (self->flow, 6);
  gtk_widget_set_valign (GTK_WIDGET (self->flow), GTK_ALIGN_START);
  gtk_widget_add_css_class (GTK_WIDGET (self->flow), "card-grid");
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->flow), GTK_ACCESSIBLE_PROPERTY_LABEL, _ ("Cards"),
                                  -1);
  g_signal_connect_object (self->flow, "selected-children-changed", G_CALLBACK (selected_children_changed_cb),
                           self, 0);
  gtk_scrolled_window_set_child (self->scroller, GTK_WIDGET (self->flow));
  adw_bin_set_child (ADW_BIN (self), GTK_WIDGET (self->scroller));
}

GtkWidget *
st_card_grid_new (void)
{
  return g_object_new (ST_TYPE_CARD_GRID, NULL);
}
