/* SPDX-License-Identifier: GPL-3.0-or-later */
#define G_LOG_DOMAIN "sandtable-table-page"

#include "config.h"

#include "st-edit-rows.h"
#include "st-a11y.h"
#include "st-table-page.h"

typedef struct
{
  AdwToastOverlay    *toasts;
  AdwPreferencesPage *page;

  char       *shape; /* what the editable rows were built for; NULL when read-only */
  GPtrArray  *rows; /* unowned rows and groups to refresh */
  gboolean    building;
  GHashTable *expanded; /* keys of the expander rows the user opened */
  char       *focus_row; /* the row whose field takes the focus after the next build */
  char       *focus_name;
} StTablePagePrivate;

G_DEFINE_ABSTRACT_TYPE_WITH_PRIVATE (StTablePage, st_table_page, ST_TYPE_PAGE)

static GtkWidget *
find_named (GtkWidget *widget, const char *name)
{
  if (g_strcmp0 (gtk_widget_get_name (widget), name) == 0)
    return widget;
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = find_named (child, name);
      if (found != NULL)
        return found;
    }
  return NULL;
}

static void
apply_focus (StTablePage *self)
{
  StTablePagePrivate *priv = st_table_page_get_instance_private (self);
  g_autofree char    *row_name = g_steal_pointer (&priv->focus_row);
  g_autofree char    *name = g_steal_pointer (&priv->focus_name);
  GtkWidget          *row;
  GtkWidget          *field;

  if (row_name == NULL || (row = find_named (GTK_WIDGET (priv->page), row_name)) == NULL)
    return;
  if ((field = find_named (row, name)) == NULL)
    return;
  gtk_widget_grab_focus (field);
  if (GTK_IS_EDITABLE (field))
    gtk_editable_select_region (GTK_EDITABLE (field), 0, -1);
}

static void
update_editable (StTablePage *self, StScenario *scenario)
{
  StTablePagePrivate *priv = st_table_page_get_instance_private (self);
  g_autofree char    *shape = ST_TABLE_PAGE_GET_CLASS (self)->compute_shape (self, scenario);
  gboolean            same = priv->shape != NULL && g_str_equal (shape, priv->shape);
  double              scroll = 0;

  priv->building = TRUE;
  if (!same)
    {
      scroll = st_edit_rows_get_scroll (priv->page);
      st_page_clear_groups (ST_PAGE (self), priv->page);
      g_ptr_array_set_size (priv->rows, 0);
      g_free (priv->shape);
      priv->shape = g_steal_pointer (&shape);
      ST_TABLE_PAGE_GET_CLASS (self)->build (self, scenario, TRUE);
    }
  for (guint i = 0; i < priv->rows->len; i++)
    st_edit_row_refresh (g_ptr_array_index (priv->rows, i), scenario);
  if (!same)
    st_edit_rows_set_scroll (priv->page, scroll);
  priv->building = FALSE;
  apply_focus (self);
}

static void
st_table_page_rebuild (StPage *page, StScenario *scenario)
{
  StTablePage        *self = ST_TABLE_PAGE (page);
  StTablePagePrivate *priv = st_table_page_get_instance_private (self);

  if (scenario != NULL && st_page_get_history (page) != NULL)
    {
      update_editable (self, scenario);
      return;
    }

  /* Read-only: plain rows, built afresh. */
  g_clear_pointer (&priv->shape, g_free);
  st_page_clear_groups (page, priv->page);
  g_ptr_array_set_size (priv->rows, 0);
  if (scenario == NULL)
    return;
  priv->building = TRUE;
  ST_TABLE_PAGE_GET_CLASS (self)->build (self, scenario, FALSE);
  priv->building = FALSE;
}

static void
st_table_page_finalize (GObject *object)
{
  StTablePagePrivate *priv = st_table_page_get_instance_private (ST_TABLE_PAGE (object));

  g_clear_pointer (&priv->shape, g_free);
  g_clear_pointer (&priv->rows, g_ptr_array_unref);
  g_clear_pointer (&priv->expanded, g_hash_table_unref);
  g_clear_pointer (&priv->focus_row, g_free);
  g_clear_pointer (&priv->focus_name, g_free);

  G_OBJECT_CLASS (st_table_page_parent_class)->finalize (object);
}

static void
st_table_page_class_init (StTablePageClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  StPageClass  *page_class = ST_PAGE_CLASS (klass);

  object_class->finalize = st_table_page_finalize;
  page_class->rebuild = st_table_page_rebuild;
}

static void
st_table_page_init (StTablePage *self)
{
  StTablePagePrivate *priv = st_table_page_get_instance_private (self);

  priv->rows = g_ptr_array_new ();
  priv->expanded = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  priv->toasts = ADW_TOAST_OVERLAY (adw_toast_overlay_new ());
  priv->page = ADW_PREFERENCES_PAGE (adw_preferences_page_new ());
  adw_toast_overlay_set_child (priv->toasts, GTK_WIDGET (priv->page));
  adw_bin_set_child (ADW_BIN (self), GTK_WIDGET (priv->toasts));
}

gboolean
st_table_page_is_editable (StTablePage *self)
{
  g_return_val_if_fail (ST_IS_TABLE_PAGE (self), FALSE);

  return st_page_get_history (ST_PAGE (self)) != NULL;
}

AdwToastOverlay *
st_table_page_get_toasts (StTablePage *self)
{
  StTablePagePrivate *priv = st_table_page_get_instance_private (self);

  g_return_val_if_fail (ST_IS_TABLE_PAGE (self), NULL);

  return priv->toasts;
}

void
st_table_page_add_group (StTablePage *self, GtkWidget *group)
{
  StTablePagePrivate *priv = st_table_page_get_instance_private (self);

  g_return_if_fail (ST_IS_TABLE_PAGE (self));

  st_page_add_group (ST_PAGE (self), priv->page, group);
}

/* An expander row takes the focus itself and has no name of its own in
 * libadwaita 1.2: it is named after its title, which refreshes change. */
static void
expander_title_cb (GtkWidget *row)
{
  const char *title = adw_preferences_row_get_title (ADW_PREFERENCES_ROW (row));

  st_a11y_name (row, title != NULL ? title : "");
}

void
st_table_page_add_row (StTablePage *self, GtkWidget *row)
{
  StTablePagePrivate *priv = st_table_page_get_instance_private (self);

  g_return_if_fail (ST_IS_TABLE_PAGE (self));

  g_ptr_array_add (priv->rows, row);
  if (ADW_IS_EXPANDER_ROW (row))
    {
      g_signal_connect (row, "notify::title", G_CALLBACK (expander_title_cb), NULL);
      expander_title_cb (row);
    }
}

StScenario *
st_table_page_begin_edit (StTablePage *self)
{
  StTablePagePrivate *priv = st_table_page_get_instance_private (self);

  g_return_val_if_fail (ST_IS_TABLE_PAGE (self), NULL);

  if (priv->building)
    return NULL;
  return st_page_begin_edit (ST_PAGE (self));
}

void
st_table_page_finish_edit (StTablePage  *self,
                           GtkWidget    *row,
                           StScenario   *work,
                           gboolean      changed,
                           const GError *error,
                           const char   *id,
                           const char   *label,
                           const char   *merge_key)
{
  StTablePagePrivate *priv = st_table_page_get_instance_private (self);

  g_return_if_fail (ST_IS_TABLE_PAGE (self));

  st_edit_rows_finish (ST_PAGE (self), priv->toasts, row, work, changed, error, id, label, merge_key);
}

static void
expanded_cb (AdwExpanderRow *row, GParamSpec *pspec, StTablePage *self)
{
  StTablePagePrivate *priv = st_table_page_get_instance_private (self);
  const char         *key = g_object_get_data (G_OBJECT (row), "st-table-page-key");

  if (priv->building)
    return;
  if (adw_expander_row_get_expanded (row))
    g_hash_table_add (priv->expanded, g_strdup (key));
  else
    g_hash_table_remove (priv->expanded, key);
}

void
st_table_page_track_expander (StTablePage *self, GtkWidget *expander, const char *key)
{
  StTablePagePrivate *priv = st_table_page_get_instance_private (self);

  g_return_if_fail (ST_IS_TABLE_PAGE (self));
  g_return_if_fail (ADW_IS_EXPANDER_ROW (expander));

  g_object_set_data_full (G_OBJECT (expander), "st-table-page-key", g_strdup (key), g_free);
  adw_expander_row_set_expanded (ADW_EXPANDER_ROW (expander), g_hash_table_contains (priv->expanded, key));
  g_signal_connect_object (expander, "notify::expanded", G_CALLBACK (expanded_cb), self, 0);
}

void
st_table_page_expand (StTablePage *self, const char *key)
{
  StTablePagePrivate *priv = st_table_page_get_instance_private (self);

  g_return_if_fail (ST_IS_TABLE_PAGE (self));

  g_hash_table_add (priv->expanded, g_strdup (key));
}

void
st_table_page_focus_after_build (StTablePage *self, const char *row_name, const char *name)
{
  StTablePagePrivate *priv = st_table_page_get_instance_private (self);

  g_return_if_fail (ST_IS_TABLE_PAGE (self));

  g_free (priv->focus_row);
  g_free (priv->focus_name);
  priv->focus_row = g_strdup (row_name);
  priv->focus_name = g_strdup (name);
}
