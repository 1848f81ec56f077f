/* SPDX-License-Identifier: GPL-3.0-or-later */
#define G_LOG_DOMAIN "sandtable-board-page"

#include "config.h"

#include <glib/gi18n.h>

#include "render/st-render-backdrop.h"

#include "st-board-page-private.h"
#include "st-a11y.h"

/* The tracing image of the board page: a scan of a printed map, or a page of a
 * PDF, shown under the board in the editor only (exports never draw it); the
 * board's ground fades so that it shows through. The scenario holds a path
 * relative to its file (docs/format.md, <backdrop>); the page loads the image
 * (st-render-backdrop.c) when that path, the PDF page or the file changes, and
 * the Select tool's pane edits where it lies, its scale, its page and how much
 * of it shows. */

static GFile *
document_file (StBoardPage *self)
{
  return st_page_get_file (ST_PAGE (self));
}

/* The image read off the main thread has come, or failed; a load cancelled
 * (the page went, or the image changed since) touches nothing. */
static void
loaded_cb (GObject *source, GAsyncResult *result, gpointer user_data)
{
  g_autoptr (GError) error = NULL;
  double           pixel_size = 1.0;
  cairo_surface_t *image = st_render_backdrop_load_finish (result, &pixel_size, &error);
  StBoardPage     *self;
  StScenario      *s;

  if (g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
    return;
  self = ST_BOARD_PAGE (user_data);
  g_clear_object (&self->backdrop_cancellable);
  self->backdrop_image = image;
  self->backdrop_pixel_size = pixel_size;
  if (error != NULL)
    self->backdrop_error = g_strdup (error->message);
  s = st_board_page_scenario (self);
  if (s != NULL && s->board->backdrop != NULL)
    st_board_backdrop_show (self, s->board->backdrop);
  /* The pane says what became of it. */
  if (self->tool == ST_TOOL_SELECT)
    st_board_properties_rebuild_options (self);
}

static void
cancel_load (StBoardPage *self)
{
  if (self->backdrop_cancellable != NULL)
    g_cancellable_cancel (self->backdrop_cancellable);
  g_clear_object (&self->backdrop_cancellable);
}

void
st_board_backdrop_update (StBoardPage *self)
{
  StScenario       *s = st_board_page_scenario (self);
  const StBackdrop *backdrop = s != NULL ? s->board->backdrop : NULL;
  GFile            *file = document_file (self);
  g_autofree char  *scenario_path = file != NULL ? g_file_get_path (file) : NULL;
  g_autofree char  *key = NULL;
  g_autoptr (GError) error = NULL;

  if (backdrop == NULL)
    {
      cancel_load (self);
      g_clear_pointer (&self->backdrop_key, g_free);
      g_clear_pointer (&self->backdrop_image, cairo_surface_destroy);
      g_clear_pointer (&self->backdrop_error, g_free);
      st_board_view_set_backdrop (self->view, NULL, 0, 0, 1, 1);
      return;
    }

  /* The image is read again only when its path or the document's file
   * changes; it is decoded in a thread, with limits (st-render-backdrop.c),
   * and the board is drawn without it meanwhile. */
  key = g_strdup_printf ("%s\n%s\n%d", scenario_path ? scenario_path : "", backdrop->href, backdrop->page);
  if (g_strcmp0 (key, self->backdrop_key) != 0)
    {
      g_autofree char *path = st_backdrop_resolve (scenario_path, backdrop->href, &error);

      cancel_load (self);
      g_clear_pointer (&self->backdrop_image, cairo_surface_destroy);
      g_clear_pointer (&self->backdrop_error, g_free);
      self->backdrop_pixel_size = 1.0;
      if (path != NULL)
        {
          self->backdrop_cancellable = g_cancellable_new ();
          st_render_backdrop_load_async (path, backdrop->href, backdrop->page, self->backdrop_cancellable,
                                         loaded_cb, self);
        }
      else
        self->backdrop_error = g_strdup (error->message);
      g_free (self->backdrop_key);
      self->backdrop_key = g_steal_pointer (&key);
    }
  st_board_backdrop_show (self, backdrop);
}

void
st_board_backdrop_dispose (StBoardPage *self)
{
  cancel_load (self);
}

gboolean
st_board_backdrop_is_loading (StBoardPage *self)
{
  return self->backdrop_cancellable != NULL;
}

gboolean
st_board_backdrop_check_ready (StBoardPage *self, GError **error)
{
  if (st_board_backdrop_is_loading (self))
    {
      g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_PENDING,
                           _ ("The tracing image is still being read; try again in a moment"));
      return FALSE;
    }
  if (self->backdrop_error != NULL)
    {
      g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_FAILED, self->backdrop_error);
      return FALSE;
    }
  return TRUE;
}

void
st_board_backdrop_show (StBoardPage *self, const StBackdrop *backdrop)
{
  st_board_view_set_backdrop (self->view, self->backdrop_image, backdrop->x, backdrop->y,
                              backdrop->scale * self->backdrop_pixel_size, backdrop->opacity);
}

/* Edits */

typedef struct
{
  const char *field; /* "href", "page", "x", "y", "scale", "opacity", or NULL to remove */
  const char *href;
  double      value;
} BackdropEdit;

static gboolean
edit_backdrop (StScenario *s, gpointer data)
{
  const BackdropEdit *edit = data;
  StBackdrop         *backdrop = s->board->backdrop;

  if (edit->field == NULL)
    {
      if (backdrop == NULL)
        return FALSE;
      g_clear_pointer (&s->board->backdrop, st_backdrop_free);
      return TRUE;
    }
  if (g_str_equal (edit->field, "href"))
    {
      if (!st_backdrop_href_is_safe (edit->href))
        return FALSE;
      if (backdrop == NULL)
        {
          s->board->backdrop = st_backdrop_new (edit->href);
          return TRUE;
        }
      if (g_strcmp0 (backdrop->href, edit->href) == 0)
        return FALSE;
      g_free (backdrop->href);
      backdrop->href = g_strdup (edit->href);
      backdrop->page = 1;
      return TRUE;
    }
  if (backdrop == NULL)
    return FALSE;
  if (g_str_equal (edit->field, "page"))
    {
      int page = (int) CLAMP (edit->value, 1, ST_BACKDROP_MAX_PAGE);

      if (page == backdrop->page || !st_backdrop_href_is_pdf (backdrop->href))
        return FALSE;
      backdrop->page = page;
      return TRUE;
    }
  {
    double *target = g_str_equal (edit->field, "x")       ? &backdrop->x
                     : g_str_equal (edit->field, "y")     ? &backdrop->y
                     : g_str_equal (edit->field, "scale") ? &backdrop->scale
                                                          : &backdrop->opacity;

    if (*target == edit->value)
      return FALSE;
    *target = edit->value;
  }
  return TRUE;
}

gboolean
st_board_backdrop_set_image (StBoardPage *self, const char *href)
{
  BackdropEdit edit = { "href", href, 0 };

  return st_board_page_edit (self, "tracing-image.set", _ ("Set Tracing Image"), edit_backdrop, &edit);
}

gboolean
st_board_backdrop_set_value (StBoardPage *self, const char *field, double value)
{
  BackdropEdit edit = { field, NULL, value };

  return st_board_page_edit (self, "tracing-image.move", _ ("Move Tracing Image"), edit_backdrop, &edit);
}

static void
show_toast (StBoardPage *self, const char *message)
{
  GtkWidget       *overlay = gtk_widget_get_ancestor (GTK_WIDGET (self), ADW_TYPE_TOAST_OVERLAY);
  g_autofree char *escaped = g_markup_escape_text (message, -1);

  if (overlay != NULL)
    adw_toast_overlay_add_toast (ADW_TOAST_OVERLAY (overlay), adw_toast_new (escaped));
}

/* The chosen image goes by a path relative to the scenario's folder; an image
 * elsewhere is copied into it first, so the scenario and its image travel
 * together. */
gboolean
st_board_backdrop_choose_file (StBoardPage *self, GFile *image, GError **error)
{
  GFile *file = document_file (self);
  g_autoptr (GFile) dir = file != NULL ? g_file_get_parent (file) : NULL;
  g_autofree char *href = NULL;

  if (dir == NULL)
    {
      g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_NOT_FOUND,
                           _ ("Save the scenario first: its tracing image is kept beside it"));
      return FALSE;
    }
  href = g_file_get_relative_path (dir, image);
  if (href == NULL)
    {
      g_autofree char *name = g_file_get_basename (image);
      g_autoptr (GFile) copy = g_file_get_child (dir, name);

      if (!g_file_query_exists (copy, NULL)
          && !g_file_copy (image, copy, G_FILE_COPY_NONE, NULL, NULL, NULL, error))
        return FALSE;
      href = g_steal_pointer (&name);
    }
  if (!st_backdrop_href_is_safe (href))
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_FILENAME,
                   _ ("“%s” is not a PNG, JPEG or PDF file in the scenario’s folder"), href);
      return FALSE;
    }
  st_board_backdrop_set_image (self, href);
  return TRUE;
}

/* The pane */

static void
chooser_response_cb (GtkNativeDialog *dialog, int response, StBoardPage *self)
{
  g_autoptr (GFile) image = NULL;
  g_autoptr (GError) error = NULL;

  if (response == GTK_RESPONSE_ACCEPT)
    image = gtk_file_chooser_get_file (GTK_FILE_CHOOSER (dialog));
  if (image != NULL && !st_board_backdrop_choose_file (self, image, &error))
    show_toast (self, error->message);
  g_object_unref (dialog);
}

static void
choose_clicked_cb (GtkButton *button, StBoardPage *self)
{
  GtkWidget            *window = gtk_widget_get_ancestor (GTK_WIDGET (self), GTK_TYPE_WINDOW);
  GtkFileChooserNative *dialog =
      gtk_file_chooser_native_new (_ ("Choose a Tracing Image"), GTK_WINDOW (window),
                                   GTK_FILE_CHOOSER_ACTION_OPEN, _ ("_Choose"), _ ("_Cancel"));
  g_autoptr (GtkFileFilter) filter = gtk_file_filter_new ();
  GFile *file = document_file (self);

  gtk_file_filter_set_name (filter, _ ("PNG and JPEG images, PDF pages"));
  gtk_file_filter_add_mime_type (filter, "image/png");
  gtk_file_filter_add_mime_type (filter, "image/jpeg");
  gtk_file_filter_add_mime_type (filter, "application/pdf");
  gtk_file_chooser_add_filter (GTK_FILE_CHOOSER (dialog), filter);
  if (file != NULL)
    {
      g_autoptr (GFile) dir = g_file_get_parent (file);
      gtk_file_chooser_set_current_folder (GTK_FILE_CHOOSER (dialog), dir, NULL);
    }
  gtk_native_dialog_set_modal (GTK_NATIVE_DIALOG (dialog), TRUE);
  g_signal_connect_object (dialog, "response", G_CALLBACK (chooser_response_cb), self, 0);
  gtk_native_dialog_show (GTK_NATIVE_DIALOG (dialog));
}

static void
remove_clicked_cb (GtkButton *button, StBoardPage *self)
{
  BackdropEdit edit = { NULL, NULL, 0 };

  st_board_page_edit (self, "tracing-image.remove", _ ("Remove Tracing Image"), edit_backdrop, &edit);
}

static void
spin_changed_cb (GtkSpinButton *spin, StBoardPage *self)
{
  const char *field = gtk_widget_get_name (GTK_WIDGET (spin));
  double      value = gtk_spin_button_get_value (spin);

  /* Scale and opacity are shown in per cent; page is a number. */
  if (g_str_equal (field, "scale") || g_str_equal (field, "opacity"))
    value /= 100.0;
  st_board_backdrop_set_value (self, field, value);
}

static void
drag_switch_cb (GtkSwitch *button, GParamSpec *pspec, StBoardPage *self)
{
  self->backdrop_drag = gtk_switch_get_active (button);
}

/* While on, a drag on the board moves the image (one undoable step a drag),
 * to line a scan up by eye before the spin buttons finish the job. */
static GtkWidget *
drag_row (StBoardPage *self)
{
  GtkWidget *row = adw_action_row_new ();
  GtkWidget *button = gtk_switch_new ();

  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), _ ("Drag to Move"));
  adw_action_row_set_subtitle (ADW_ACTION_ROW (row),
                               _ ("Dragging on the board moves the image instead of selecting"));
  gtk_switch_set_active (GTK_SWITCH (button), self->backdrop_drag);
  gtk_widget_set_valign (button, GTK_ALIGN_CENTER);
  gtk_widget_set_name (button, "drag-tracing-image");
  g_signal_connect_object (button, "notify::active", G_CALLBACK (drag_switch_cb), self, 0);
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), button);
  adw_action_row_set_activatable_widget (ADW_ACTION_ROW (row), button);
  return row;
}

static GtkWidget *
spin_row (StBoardPage *self, const char *title, const char *field, double min, double max, double value)
{
  GtkWidget *row = adw_action_row_new ();
  GtkWidget *spin = gtk_spin_button_new_with_range (min, max, 1);

  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
  gtk_widget_set_name (spin, field);
  gtk_widget_set_valign (spin, GTK_ALIGN_CENTER);
  /* Lining a scan up with the cells takes tenths of a per cent of scale. */
  if (g_str_equal (field, "scale"))
    {
      gtk_spin_button_set_digits (GTK_SPIN_BUTTON (spin), 1);
      gtk_spin_button_set_increments (GTK_SPIN_BUTTON (spin), 0.1, 1);
    }
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (spin), value);
  gtk_accessible_update_property (GTK_ACCESSIBLE (spin), GTK_ACCESSIBLE_PROPERTY_LABEL, title, -1);
  g_signal_connect_object (spin, "value-changed", G_CALLBACK (spin_changed_cb), self, 0);
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), spin);
  return row;
}

void
st_board_backdrop_add_rows (StBoardPage *self, StScenario *s, GtkWidget *box)
{
  const StBackdrop *backdrop = s->board->backdrop;
  GtkWidget        *group = st_page_new_group (
             _ ("Tracing Image"),
             _ ("A scanned map or a PDF page shown under the board while you draw; exported only when "
                       "asked."));
  GtkWidget *choose = gtk_button_new_from_icon_name ("insert-image-symbolic");

  gtk_widget_set_name (group, "tracing-image");
  st_a11y_name_and_tooltip (choose, _ ("Choose a Tracing Image"));
  gtk_widget_add_css_class (choose, "flat");
  gtk_widget_set_name (choose, "choose-tracing-image");
  g_signal_connect_object (choose, "clicked", G_CALLBACK (choose_clicked_cb), self, 0);
  adw_preferences_group_set_header_suffix (ADW_PREFERENCES_GROUP (group), choose);

  if (backdrop != NULL)
    {
      GtkWidget *file_row = adw_action_row_new ();
      GtkWidget *remove = gtk_button_new_from_icon_name ("user-trash-symbolic");

      adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (file_row), FALSE);
      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (file_row), backdrop->href);
      if (self->backdrop_error != NULL)
        adw_action_row_set_subtitle (ADW_ACTION_ROW (file_row), self->backdrop_error);
      else if (st_board_backdrop_is_loading (self))
        adw_action_row_set_subtitle (ADW_ACTION_ROW (file_row), _ ("Reading the image…"));
      st_a11y_name_and_tooltip (remove, _ ("Remove Tracing Image"));
      gtk_widget_add_css_class (remove, "flat");
      gtk_widget_set_valign (remove, GTK_ALIGN_CENTER);
      gtk_widget_set_name (remove, "remove-tracing-image");
      g_signal_connect_object (remove, "clicked", G_CALLBACK (remove_clicked_cb), self, 0);
      adw_action_row_add_suffix (ADW_ACTION_ROW (file_row), remove);
      adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), file_row);
      adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), drag_row (self));
      if (st_backdrop_href_is_pdf (backdrop->href))
        adw_preferences_group_add (
            ADW_PREFERENCES_GROUP (group),
            spin_row (self, _ ("PDF Page"), "page", 1, ST_BACKDROP_MAX_PAGE, backdrop->page));
      adw_preferences_group_add (ADW_PREFERENCES_GROUP (group),
                                 spin_row (self, _ ("Left"), "x", -100000, 100000, backdrop->x));
      adw_preferences_group_add (ADW_PREFERENCES_GROUP (group),
                                 spin_row (self, _ ("Top"), "y", -100000, 100000, backdrop->y));
      adw_preferences_group_add (ADW_PREFERENCES_GROUP (group),
                                 spin_row (self, _ ("Scale (%)"), "scale", 1, 10000, backdrop->scale * 100));
      adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), spin_row (self, _ ("Opacity (%)"), "opacity",
                                                                          5, 100, backdrop->opacity * 100));
    }
  gtk_box_append (GTK_BOX (box), group);
}
