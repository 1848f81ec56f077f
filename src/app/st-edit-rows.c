/* SPDX-License-Identifier: GPL-3.0-or-later */
#define G_LOG_DOMAIN "sandtable-edit-rows"

#include "config.h"

#include <glib/gi18n.h>

#include "st-edit-rows.h"
#include "st-a11y.h"

/* What a row knows, kept as object data on the row. */
#define DATA_FUNC "st-edit-row-func"
#define DATA_FUNC_DATA "st-edit-row-func-data"
#define DATA_CONTROL "st-edit-row-control"
#define DATA_QUIET "st-edit-row-quiet"
#define DATA_ID "st-edit-row-id"
#define DATA_KEY "st-edit-row-key"
#define DATA_REFRESH "st-edit-row-refresh"
#define DATA_REFRESH_DATA "st-edit-row-refresh-data"
#define DATA_COMMITTED "st-edit-row-committed"
#define DATA_PENDING "st-edit-row-pending"
#define DATA_LIVE "st-edit-row-live"
#define DATA_TYPING "st-edit-row-typing"
#define DATA_BEFORE "st-edit-row-before"

static void
set_func (GtkWidget *row, StEditRowFunc func, gpointer user_data)
{
  g_object_set_data (G_OBJECT (row), DATA_FUNC, func);
  g_object_set_data (G_OBJECT (row), DATA_FUNC_DATA, user_data);
}

static GtkWidget *
control (GtkWidget *row)
{
  GtkWidget *widget = g_object_get_data (G_OBJECT (row), DATA_CONTROL);

  return widget ? widget : row;
}

static gboolean
has_focus_inside (GtkWidget *widget)
{
  GtkRoot   *root = gtk_widget_get_root (widget);
  GtkWidget *focus = root ? gtk_root_get_focus (root) : NULL;

  return focus != NULL && (focus == widget || gtk_widget_is_ancestor (focus, widget));
}

/* Whether the keyboard focus is on its way out of widget: the window has
 * moved it elsewhere already, but is still telling the widgets it leaves
 * (their "leave" handlers, a spin button reading its text), and clears their
 * focus flags afterwards. A commit then must not rebuild the rows: the window
 * would go on with widgets destroyed under it (issue 20's freeze). */
static gboolean
losing_focus (GtkWidget *widget)
{
  return (gtk_widget_get_state_flags (widget) & GTK_STATE_FLAG_FOCUS_WITHIN) != 0
         && !has_focus_inside (widget);
}

static void
call_func (GtkWidget *row)
{
  StEditRowFunc func = g_object_get_data (G_OBJECT (row), DATA_FUNC);

  if (func == NULL)
    return;
  /* The function may rebuild the page, and the row with it. */
  g_object_ref (row);
  func (row, g_object_get_data (G_OBJECT (row), DATA_FUNC_DATA));
  /* Anything but a change typed ends a burst of typing in a live row. */
  if (g_object_get_data (G_OBJECT (row), DATA_TYPING) == NULL)
    g_object_set_data (G_OBJECT (row), DATA_BEFORE, NULL);
  g_object_unref (row);
}

static gboolean
emit_later_cb (gpointer data)
{
  GtkWidget *row = data;

  g_object_set_data (G_OBJECT (row), DATA_PENDING, NULL);
  /* A row its page dropped meanwhile (a rebuild, the window closed) edits
   * nothing any more. */
  if (gtk_widget_get_root (row) != NULL)
    call_func (row);
  return G_SOURCE_REMOVE;
}

static void
emit (GtkWidget *row)
{
  if (g_object_get_data (G_OBJECT (row), DATA_FUNC) == NULL
      || g_object_get_data (G_OBJECT (row), DATA_QUIET) != NULL)
    return;
  /* A change reported while the focus leaves the row (an entry or a spin
   * button committing its text) is made once the window is done moving the
   * focus, in one place for every kind of row. */
  if (losing_focus (row) || losing_focus (control (row)))
    {
      if (g_object_get_data (G_OBJECT (row), DATA_PENDING) == NULL)
        {
          g_object_set_data (G_OBJECT (row), DATA_PENDING, GINT_TO_POINTER (TRUE));
          g_idle_add_full (G_PRIORITY_HIGH_IDLE, emit_later_cb, g_object_ref (row), g_object_unref);
        }
      return;
    }
  call_func (row);
}

static void
set_quiet (GtkWidget *row, gboolean quiet)
{
  g_object_set_data (G_OBJECT (row), DATA_QUIET, GINT_TO_POINTER (quiet));
}

/* Entries */

static void
entry_commit (GtkWidget *row)
{
  const char *committed = g_object_get_data (G_OBJECT (row), DATA_COMMITTED);

  /* Leaving a row whose text the user did not change is no edit, unless
   * what they typed was applied as they typed it: the end of the burst is. */
  if (g_strcmp0 (committed, gtk_editable_get_text (GTK_EDITABLE (row))) == 0
      && (st_edit_row_is_typing (row) || g_object_get_data (G_OBJECT (row), DATA_BEFORE) == NULL))
    return;
  emit (row);
}

static void
entry_apply_cb (AdwEntryRow *row)
{
  entry_commit (GTK_WIDGET (row));
}

/* A live row reports each change the user types, marked as typing; the text
 * it had before is kept for the end of the burst (✓, Enter or leaving). */
static void
entry_changed_cb (GtkEditable *editable)
{
  GtkWidget *row = GTK_WIDGET (editable);

  if (g_object_get_data (G_OBJECT (row), DATA_QUIET) != NULL || !has_focus_inside (row))
    return;
  if (g_object_get_data (G_OBJECT (row), DATA_BEFORE) == NULL)
    g_object_set_data_full (G_OBJECT (row), DATA_BEFORE,
                            g_strdup (g_object_get_data (G_OBJECT (row), DATA_COMMITTED)), g_free);
  g_object_set_data (G_OBJECT (row), DATA_TYPING, GINT_TO_POINTER (TRUE));
  entry_commit (row);
  g_object_set_data (G_OBJECT (row), DATA_TYPING, NULL);
}

void
st_edit_row_set_live (GtkWidget *row)
{
  g_return_if_fail (ADW_IS_ENTRY_ROW (row));

  if (g_object_get_data (G_OBJECT (row), DATA_LIVE) != NULL)
    return;
  g_object_set_data (G_OBJECT (row), DATA_LIVE, GINT_TO_POINTER (TRUE));
  g_signal_connect (row, "changed", G_CALLBACK (entry_changed_cb), NULL);
}

gboolean
st_edit_row_is_typing (GtkWidget *row)
{
  return g_object_get_data (G_OBJECT (row), DATA_TYPING) != NULL;
}

const char *
st_edit_row_get_text_before (GtkWidget *row)
{
  const char *before = g_object_get_data (G_OBJECT (row), DATA_BEFORE);

  return before ? before : g_object_get_data (G_OBJECT (row), DATA_COMMITTED);
}

static void
entry_leave_cb (GtkEventControllerFocus *controller)
{
  GtkWidget *row = gtk_event_controller_get_widget (GTK_EVENT_CONTROLLER (controller));

  /* The window lost the keyboard to another one (GTK tells the focus it
   * leaves, but the focus stays in the row): the user has not left the row,
   * and comes back to go on typing. Ending the edit there would make the
   * change (a new type's id following its name rebuilds the rows) under the
   * focus, and hide the ✓. */
  if (has_focus_inside (row))
    return;
  entry_commit (row);
}

GtkWidget *
st_edit_row_new_entry (const char *title, StEditRowFunc changed, gpointer user_data)
{
  GtkWidget          *row = adw_entry_row_new ();
  GtkEventController *focus = gtk_event_controller_focus_new ();

  adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (row), FALSE);
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
  adw_entry_row_set_show_apply_button (ADW_ENTRY_ROW (row), TRUE);
  set_func (row, changed, user_data);
  g_signal_connect (row, "apply", G_CALLBACK (entry_apply_cb), NULL);
  g_signal_connect (focus, "leave", G_CALLBACK (entry_leave_cb), NULL);
  gtk_widget_add_controller (row, focus);

  return row;
}

static void
set_text (GtkWidget *row, const char *text, gboolean force)
{
  g_object_set_data_full (G_OBJECT (row), DATA_COMMITTED, g_strdup (text ? text : ""), g_free);
  if ((!force && has_focus_inside (row)) || g_strcmp0 (gtk_editable_get_text (GTK_EDITABLE (row)), text) == 0)
    return;
  set_quiet (row, TRUE);
  gtk_editable_set_text (GTK_EDITABLE (row), text ? text : "");
  set_quiet (row, FALSE);
}

void
st_edit_row_set_text (GtkWidget *row, const char *text)
{
  set_text (row, text, FALSE);
}

void
st_edit_row_replace_text (GtkWidget *row, const char *text)
{
  set_text (row, text, TRUE);
}

const char *
st_edit_row_get_text (GtkWidget *row)
{
  return gtk_editable_get_text (GTK_EDITABLE (row));
}

/* Spin buttons */

static void
spin_changed_cb (GtkSpinButton *spin, GtkWidget *row)
{
  emit (row);
}

GtkWidget *
st_edit_row_new_spin (
    const char *title, const char *subtitle, int min, int max, StEditRowFunc changed, gpointer user_data)
{
  GtkWidget *row = st_page_new_row (title, subtitle);
  GtkWidget *spin = gtk_spin_button_new_with_range (min, max, 1);

  gtk_widget_set_valign (spin, GTK_ALIGN_CENTER);
  gtk_spin_button_set_numeric (GTK_SPIN_BUTTON (spin), TRUE);
  gtk_accessible_update_property (GTK_ACCESSIBLE (spin), GTK_ACCESSIBLE_PROPERTY_LABEL, title, -1);
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), spin);
  adw_action_row_set_activatable_widget (ADW_ACTION_ROW (row), spin);
  g_object_set_data (G_OBJECT (row), DATA_CONTROL, spin);
  set_func (row, changed, user_data);
  g_signal_connect (spin, "value-changed", G_CALLBACK (spin_changed_cb), row);

  return row;
}

void
st_edit_row_set_int (GtkWidget *row, int value)
{
  GtkSpinButton *spin = GTK_SPIN_BUTTON (control (row));

  if (gtk_spin_button_get_value_as_int (spin) == value)
    return;
  set_quiet (row, TRUE);
  gtk_spin_button_set_value (spin, value);
  set_quiet (row, FALSE);
}

int
st_edit_row_get_int (GtkWidget *row)
{
  return gtk_spin_button_get_value_as_int (GTK_SPIN_BUTTON (control (row)));
}

/* Switches */

static void
switch_changed_cb (GtkSwitch *widget, GParamSpec *pspec, GtkWidget *row)
{
  emit (row);
}

GtkWidget *
st_edit_row_new_switch (const char *title, const char *subtitle, StEditRowFunc changed, gpointer user_data)
{
  GtkWidget *row = st_page_new_row (title, subtitle);
  GtkWidget *widget = gtk_switch_new ();

  gtk_widget_set_valign (widget, GTK_ALIGN_CENTER);
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), widget);
  adw_action_row_set_activatable_widget (ADW_ACTION_ROW (row), widget);
  g_object_set_data (G_OBJECT (row), DATA_CONTROL, widget);
  set_func (row, changed, user_data);
  g_signal_connect (widget, "notify::active", G_CALLBACK (switch_changed_cb), row);

  return row;
}

void
st_edit_row_set_bool (GtkWidget *row, gboolean value)
{
  GtkSwitch *widget = GTK_SWITCH (control (row));

  if (gtk_switch_get_active (widget) == value)
    return;
  set_quiet (row, TRUE);
  gtk_switch_set_active (widget, value);
  set_quiet (row, FALSE);
}

gboolean
st_edit_row_get_bool (GtkWidget *row)
{
  return gtk_switch_get_active (GTK_SWITCH (control (row)));
}

/* Colours */

static void
color_set_cb (GtkColorButton *button, GtkWidget *row)
{
  emit (row);
}

GtkWidget *
st_edit_row_new_color_button (StEditRowFunc changed, gpointer user_data)
{
  GtkWidget *button = gtk_color_button_new ();

  gtk_widget_set_valign (button, GTK_ALIGN_CENTER);
  gtk_color_chooser_set_use_alpha (GTK_COLOR_CHOOSER (button), FALSE);
  st_a11y_name_and_tooltip (button, _ ("Choose Colour"));
  set_func (button, changed, user_data);
  g_signal_connect (button, "color-set", G_CALLBACK (color_set_cb), button);

  return button;
}

GtkWidget *
st_edit_row_new_color (const char *title, StEditRowFunc changed, gpointer user_data)
{
  GtkWidget *row = st_page_new_row (title, NULL);
  GtkWidget *button = gtk_color_button_new ();

  gtk_widget_set_valign (button, GTK_ALIGN_CENTER);
  gtk_color_chooser_set_use_alpha (GTK_COLOR_CHOOSER (button), FALSE);
  gtk_color_button_set_title (GTK_COLOR_BUTTON (button), title);
  st_a11y_name (button, title);
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), button);
  adw_action_row_set_activatable_widget (ADW_ACTION_ROW (row), button);
  g_object_set_data (G_OBJECT (row), DATA_CONTROL, button);
  set_func (row, changed, user_data);
  g_signal_connect (button, "color-set", G_CALLBACK (color_set_cb), row);

  return row;
}

void
st_edit_row_set_color (GtkWidget *row, const char *color)
{
  GdkRGBA rgba, current;

  if (color == NULL || !gdk_rgba_parse (&rgba, color))
    return;
  gtk_color_chooser_get_rgba (GTK_COLOR_CHOOSER (control (row)), &current);
  if (gdk_rgba_equal (&rgba, &current))
    return;
  /* "color-set" is emitted only for the user's choice. */
  gtk_color_chooser_set_rgba (GTK_COLOR_CHOOSER (control (row)), &rgba);
}

char *
st_edit_row_get_color (GtkWidget *row)
{
  GdkRGBA rgba;

  gtk_color_chooser_get_rgba (GTK_COLOR_CHOOSER (control (row)), &rgba);
  return g_strdup_printf ("#%02x%02x%02x", (int) (rgba.red * 255 + 0.5), (int) (rgba.green * 255 + 0.5),
                          (int) (rgba.blue * 255 + 0.5));
}

/* Choices */

static void
combo_changed_cb (AdwComboRow *row, GParamSpec *pspec)
{
  emit (GTK_WIDGET (row));
}

GtkWidget *
st_edit_row_new_combo (const char        *title,
                       const char *const *labels,
                       StEditRowFunc      changed,
                       gpointer           user_data)
{
  GtkWidget *row = adw_combo_row_new ();
  g_autoptr (GtkStringList) model = gtk_string_list_new (labels);

  adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (row), FALSE);
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
  adw_combo_row_set_model (ADW_COMBO_ROW (row), G_LIST_MODEL (model));
  set_func (row, changed, user_data);
  g_signal_connect (row, "notify::selected", G_CALLBACK (combo_changed_cb), NULL);

  return row;
}

void
st_edit_row_set_selected (GtkWidget *row, guint selected)
{
  if (adw_combo_row_get_selected (ADW_COMBO_ROW (row)) == selected)
    return;
  set_quiet (row, TRUE);
  adw_combo_row_set_selected (ADW_COMBO_ROW (row), selected);
  set_quiet (row, FALSE);
}

void
st_edit_row_set_choices (GtkWidget *row, const char *const *labels)
{
  GListModel *model = adw_combo_row_get_model (ADW_COMBO_ROW (row));
  guint       selected = adw_combo_row_get_selected (ADW_COMBO_ROW (row));
  guint       n = g_list_model_get_n_items (model);
  gboolean    same = g_strv_length ((char **) labels) == n;

  for (guint i = 0; same && i < n; i++)
    same = g_str_equal (gtk_string_list_get_string (GTK_STRING_LIST (model), i), labels[i]);
  if (same)
    return;
  set_quiet (row, TRUE);
  gtk_string_list_splice (GTK_STRING_LIST (model), 0, n, labels);
  adw_combo_row_set_selected (ADW_COMBO_ROW (row), selected);
  set_quiet (row, FALSE);
}

guint
st_edit_row_get_selected (GtkWidget *row)
{
  return adw_combo_row_get_selected (ADW_COMBO_ROW (row));
}

/* Buttons */

static void
button_clicked_cb (GtkButton *button)
{
  emit (GTK_WIDGET (button));
}

GtkWidget *
st_edit_row_new_button (const char *icon_name, const char *tooltip, StEditRowFunc clicked, gpointer user_data)
{
  GtkWidget *button = gtk_button_new_from_icon_name (icon_name);

  gtk_widget_set_valign (button, GTK_ALIGN_CENTER);
  gtk_widget_add_css_class (button, "flat");
  gtk_widget_set_tooltip_text (button, tooltip);
  gtk_accessible_update_property (GTK_ACCESSIBLE (button), GTK_ACCESSIBLE_PROPERTY_LABEL, tooltip, -1);
  set_func (button, clicked, user_data);
  g_signal_connect (button, "clicked", G_CALLBACK (button_clicked_cb), NULL);

  return button;
}

/* What a row edits */

void
st_edit_row_set_target (GtkWidget *row, const char *id, const char *key)
{
  g_object_set_data_full (G_OBJECT (row), DATA_ID, g_strdup (id), g_free);
  g_object_set_data_full (G_OBJECT (row), DATA_KEY, g_strdup (key), g_free);
}

const char *
st_edit_row_get_id (GtkWidget *row)
{
  return g_object_get_data (G_OBJECT (row), DATA_ID);
}

const char *
st_edit_row_get_key (GtkWidget *row)
{
  return g_object_get_data (G_OBJECT (row), DATA_KEY);
}

void
st_edit_row_set_refresh (GtkWidget *row, StEditRowRefresh refresh, gpointer user_data)
{
  g_object_set_data (G_OBJECT (row), DATA_REFRESH, refresh);
  g_object_set_data (G_OBJECT (row), DATA_REFRESH_DATA, user_data);
}

void
st_edit_row_refresh (GtkWidget *row, StScenario *scenario)
{
  StEditRowRefresh refresh = g_object_get_data (G_OBJECT (row), DATA_REFRESH);

  if (refresh != NULL)
    refresh (row, scenario, g_object_get_data (G_OBJECT (row), DATA_REFRESH_DATA));
}

void
st_edit_row_set_titles (GtkWidget *row, const char *title, const char *subtitle)
{
  adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (row), FALSE);
  if (g_strcmp0 (adw_preferences_row_get_title (ADW_PREFERENCES_ROW (row)), title) != 0)
    adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
  if (ADW_IS_EXPANDER_ROW (row)
      && g_strcmp0 (adw_expander_row_get_subtitle (ADW_EXPANDER_ROW (row)), subtitle) != 0)
    adw_expander_row_set_subtitle (ADW_EXPANDER_ROW (row), subtitle ? subtitle : "");
  else if (ADW_IS_ACTION_ROW (row)
           && g_strcmp0 (adw_action_row_get_subtitle (ADW_ACTION_ROW (row)), subtitle) != 0)
    adw_action_row_set_subtitle (ADW_ACTION_ROW (row), subtitle ? subtitle : "");
}

/* Pages */

static GtkAdjustment *
page_adjustment (AdwPreferencesPage *page)
{
  GtkWidget *child;

  /* The page scrolls in its first child, a GtkScrolledWindow. */
  for (child = gtk_widget_get_first_child (GTK_WIDGET (page)); child;
       child = gtk_widget_get_next_sibling (child))
    if (GTK_IS_SCROLLED_WINDOW (child))
      return gtk_scrolled_window_get_vadjustment (GTK_SCROLLED_WINDOW (child));
  return NULL;
}

double
st_edit_rows_get_scroll (AdwPreferencesPage *page)
{
  GtkAdjustment *adjustment = page_adjustment (page);

  return adjustment ? gtk_adjustment_get_value (adjustment) : 0;
}

typedef struct
{
  GWeakRef page;
  double   value;
} ScrollRestore;

static gboolean
restore_scroll_cb (gpointer data)
{
  ScrollRestore *restore = data;
  g_autoptr (AdwPreferencesPage) page = g_weak_ref_get (&restore->page);
  GtkAdjustment *adjustment = page ? page_adjustment (page) : NULL;

  if (adjustment != NULL)
    gtk_adjustment_set_value (adjustment, restore->value);
  g_weak_ref_clear (&restore->page);
  g_free (restore);
  return G_SOURCE_REMOVE;
}

void
st_edit_rows_set_scroll (AdwPreferencesPage *page, double value)
{
  GtkAdjustment *adjustment = page_adjustment (page);
  ScrollRestore *restore;

  if (adjustment == NULL)
    return;
  gtk_adjustment_set_value (adjustment, value);
  /* The new rows are measured at the next layout, which may clamp the value
   * to the old, shorter content: set it again once they are. */
  restore = g_new0 (ScrollRestore, 1);
  g_weak_ref_init (&restore->page, page);
  restore->value = value;
  g_idle_add_full (G_PRIORITY_LOW, restore_scroll_cb, restore, NULL);
}

gboolean
st_edit_rows_commit (
    StPage *page, StScenario *edited, const char *id, const char *label, const char *merge_key)
{
  StHistory *history = st_page_get_history (page);

  if (!st_page_commit_step (page, edited, id, label, merge_key))
    return FALSE;
  st_page_set_scenario (page, st_history_get_scenario (history));
  return TRUE;
}

void
st_edit_rows_show_error (AdwToastOverlay *toasts, const GError *error)
{
  AdwToast *toast;

  if (error == NULL)
    return;
  {
    /* A toast's title is markup. */
    g_autofree char *escaped = g_markup_escape_text (error->message, -1);
    toast = adw_toast_new (escaped);
  }
  adw_toast_overlay_add_toast (toasts, toast);
}

void
st_edit_rows_finish (StPage          *page,
                     AdwToastOverlay *toasts,
                     GtkWidget       *row,
                     StScenario      *work,
                     gboolean         changed,
                     const GError    *error,
                     const char      *id,
                     const char      *label,
                     const char      *merge_key)
{
  if (changed)
    st_edit_rows_commit (page, work, id, label, merge_key);
  /* A name refused while it is being typed (empty for a moment) says so at
   * the end of the burst, not under every keystroke. */
  else if (error != NULL && !(row != NULL && st_edit_row_is_typing (row)))
    {
      st_edit_rows_show_error (toasts, error);
      /* The row shows the document again. */
      if (row != NULL)
        st_edit_row_refresh (row, st_page_get_scenario (page));
    }
}
