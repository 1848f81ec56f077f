/* SPDX-License-Identifier: GPL-3.0-or-later */
#define G_LOG_DOMAIN "sandtable"

#include "config.h"

#include <glib/gi18n.h>
#include <glib/gstdio.h>
#include <unistd.h>

#include "core/st-scenario-io.h"
#include "render/st-kit.h"
#include "st-kit-dialog.h"

/* The export dialog of the print-and-play kit: the choices of
 * `sandtable-cli kit`, and the pages as they come out drawn small underneath
 * (the kit is laid out again at each change: a fraction of a second). The
 * kit is then written in a worker thread. Sandtable's own words must be in the
 * kit's language, and gettext's language belongs to the whole process:
 * switching it for an export would change the app's words under its feet. So
 * the worker runs `sandtable-cli kit`, which sets its
 * own, on a copy of the scenario saved to a temporary file; where that program
 * cannot be found, the worker lays the kit out itself, with the app's words
 * in the app's language. The preview, drawn here, has the app's words. */

#define PREVIEW_HEIGHT 150
#define PREVIEW_GAP 8

struct _StKitDialog
{
  AdwMessageDialog parent_instance;

  StScenario     *scenario;
  GtkWindow      *parent;
  char           *name;
  GFile          *folder;
  StKitDialogDone done;
  gpointer        done_data;

  GPtrArray      *langs; /* char* */
  GtkDropDown    *lang;
  GtkDropDown    *paper;
  GtkDropDown    *booklet;
  GtkSpinButton  *scale;
  GtkLabel       *status;
  GtkDrawingArea *preview;

  StKit                *kit;
  cairo_surface_t      *thumbnails;
  GtkFileChooserNative *chooser;
};

G_DEFINE_FINAL_TYPE (StKitDialog, st_kit_dialog, ADW_TYPE_MESSAGE_DIALOG)

static void
options_from_choices (StKitDialog *self, StKitOptions *options)
{
  guint lang = gtk_drop_down_get_selected (self->lang);

  st_kit_options_init (options);
  options->lang = lang < self->langs->len ? g_ptr_array_index (self->langs, lang) : self->scenario->lang;
  options->paper = gtk_drop_down_get_selected (self->paper) == 1 ? ST_PAPER_LETTER : ST_PAPER_A4;
  options->booklet =
      gtk_drop_down_get_selected (self->booklet) == 1 ? ST_KIT_BOOKLET_FULL : ST_KIT_BOOKLET_A5;
  options->scale_mm = gtk_spin_button_get_value (self->scale);
}

static double
thumbnail_width (StKit *kit, guint page)
{
  double width, height;

  st_kit_page_size (kit, page, &width, &height);
  return PREVIEW_HEIGHT * width / height;
}

static void
rebuild (StKitDialog *self)
{
  g_autoptr (GError) error = NULL;
  StKitOptions options;
  double       total = 0;

  options_from_choices (self, &options);
  g_clear_pointer (&self->kit, st_kit_free);
  g_clear_pointer (&self->thumbnails, cairo_surface_destroy);
  self->kit = st_kit_new (self->scenario, &options, &error);
  if (self->kit == NULL)
    {
      gtk_label_set_text (self->status, error->message);
      adw_message_dialog_set_response_enabled (ADW_MESSAGE_DIALOG (self), "export", FALSE);
      gtk_widget_queue_draw (GTK_WIDGET (self->preview));
      return;
    }
  for (guint i = 0; i < st_kit_n_pages (self->kit); i++)
    total += thumbnail_width (self->kit, i) + PREVIEW_GAP;
  gtk_drawing_area_set_content_width (self->preview, (int) total);
  {
    guint            missing = st_kit_missing_texts (self->kit)->len;
    g_autofree char *pages = g_strdup_printf (ngettext ("%u page", "%u pages", st_kit_n_pages (self->kit)),
                                              st_kit_n_pages (self->kit));
    g_autofree char *untranslated =
        missing > 0 ? g_strdup_printf (
            ngettext ("%u text has no translation: it is listed on the last page",
                      "%u texts have no translation: they are listed on the last page", missing),
            missing)
                    : NULL;
    g_autofree char *text =
        untranslated != NULL ? g_strdup_printf ("%s · %s", pages, untranslated) : g_steal_pointer (&pages);

    gtk_label_set_text (self->status, text);
  }
  adw_message_dialog_set_response_enabled (ADW_MESSAGE_DIALOG (self), "export", TRUE);
  gtk_widget_queue_draw (GTK_WIDGET (self->preview));
}

/* The pages drawn small once a kit, then copied at each draw; drawn at twice
 * the screen's resolution, so that what the board draws at a least size in
 * pixels (pieces, town names) keeps its size on the page. */
static void
draw_thumbnails (StKitDialog *self, int scale_factor)
{
  int      width = gtk_drawing_area_get_content_width (self->preview);
  int      oversample = 2 * scale_factor;
  double   x = 0;
  cairo_t *cr;

  self->thumbnails = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, MAX (width, 1) * oversample,
                                                 PREVIEW_HEIGHT * oversample);
  cairo_surface_set_device_scale (self->thumbnails, oversample, oversample);
  cr = cairo_create (self->thumbnails);
  for (guint i = 0; i < st_kit_n_pages (self->kit); i++)
    {
      double page_width, page_height, w = thumbnail_width (self->kit, i);

      st_kit_page_size (self->kit, i, &page_width, &page_height);
      cairo_save (cr);
      cairo_translate (cr, x, 0);
      cairo_rectangle (cr, 0, 0, w, PREVIEW_HEIGHT);
      cairo_clip (cr);
      cairo_scale (cr, w / page_width, w / page_width);
      st_kit_draw_page (self->kit, cr, i);
      cairo_restore (cr);
      cairo_rectangle (cr, x + 0.5, 0.5, w - 1, PREVIEW_HEIGHT - 1);
      cairo_set_source_rgba (cr, 0, 0, 0, 0.3);
      cairo_set_line_width (cr, 1);
      cairo_stroke (cr);
      x += w + PREVIEW_GAP;
    }
  cairo_destroy (cr);
}

static void
draw_preview (GtkDrawingArea *area, cairo_t *cr, int width, int height, gpointer data)
{
  StKitDialog *self = data;

  if (self->kit == NULL)
    return;
  if (self->thumbnails == NULL)
    draw_thumbnails (self, gtk_widget_get_scale_factor (GTK_WIDGET (area)));
  cairo_set_source_surface (cr, self->thumbnails, 0, 0);
  cairo_paint (cr);
}

static void
choice_changed_cb (StKitDialog *self)
{
  rebuild (self);
}

/* Writing */

typedef struct
{
  StScenario  *scenario;
  StKitOptions options;
  char        *lang;
  char        *path;
} Job;

static void
job_free (Job *job)
{
  st_scenario_unref (job->scenario);
  g_free (job->lang);
  g_free (job->path);
  g_free (job);
}

/* sandtable-cli: named by SANDTABLE_CLI (tests), in the build tree (src/cli
 * next to src/app), or installed beside the app; NULL when none is there. */
static char *
find_kit_program (void)
{
  const char      *named = g_getenv ("SANDTABLE_CLI");
  g_autofree char *exe = g_file_read_link ("/proc/self/exe", NULL);
  g_autofree char *dir = exe != NULL ? g_path_get_dirname (exe) : NULL;
  char            *candidates[] = {
               named != NULL ? g_strdup (named) : NULL,
    dir != NULL ? g_build_filename (dir, "..", "cli", "sandtable-cli", NULL) : NULL,
    dir != NULL ? g_build_filename (dir, "sandtable-cli", NULL) : NULL,
  };
  char *found = NULL;

  for (guint i = 0; i < G_N_ELEMENTS (candidates); i++)
    {
      if (found == NULL && candidates[i] != NULL && g_file_test (candidates[i], G_FILE_TEST_IS_EXECUTABLE))
        found = g_steal_pointer (&candidates[i]);
      g_free (candidates[i]);
    }
  return found;
}

static gboolean
run_kit_program (const char *program, Job *job, GError **error)
{
  g_autofree char *scenario_path = NULL;
  g_autofree char *scale = g_strdup_printf ("%.2f", job->options.scale_mm);
  g_autofree char *err = NULL;
  g_autoptr (GSubprocess) process = NULL;
  gboolean done = FALSE;
  int      fd = g_file_open_tmp ("sandtable-kit-XXXXXX.xml", &scenario_path, error);

  if (fd < 0)
    return FALSE;
  close (fd);
  g_strdelimit (scale, ",", '.');
  if (st_scenario_save_file (job->scenario, scenario_path, error))
    {
      process = g_subprocess_new (G_SUBPROCESS_FLAGS_STDOUT_SILENCE | G_SUBPROCESS_FLAGS_STDERR_PIPE, error,
                                  program, "kit", scenario_path, "--lang", job->lang, "--paper",
                                  job->options.paper == ST_PAPER_LETTER ? "letter" : "a4", "--booklet",
                                  job->options.booklet == ST_KIT_BOOKLET_FULL ? "full" : "a5", "--scale",
                                  scale, "-o", job->path, NULL);
      if (process != NULL && g_subprocess_communicate_utf8 (process, NULL, NULL, NULL, &err, error))
        {
          done = g_subprocess_get_if_exited (process) && g_subprocess_get_exit_status (process) == 0;
          if (!done)
            g_set_error (error, G_IO_ERROR, G_IO_ERROR_FAILED, "%s", err != NULL ? g_strstrip (err) : "");
        }
    }
  g_unlink (scenario_path);
  return done;
}

static void
write_thread (GTask *task, gpointer source, gpointer data, GCancellable *cancellable)
{
  Job *job = data;
  g_autoptr (StKit) kit = NULL;
  g_autofree char *program = find_kit_program ();
  GError          *error = NULL;

  if (program != NULL)
    {
      if (run_kit_program (program, job, &error))
        g_task_return_boolean (task, TRUE);
      else
        g_task_return_error (task, error);
      return;
    }
  kit = st_kit_new (job->scenario, &job->options, &error);
  if (kit == NULL || !st_kit_to_pdf (kit, job->path, &error))
    g_task_return_error (task, error);
  else
    g_task_return_boolean (task, TRUE);
}

static void
written_cb (GObject *source, GAsyncResult *result, gpointer data)
{
  StKitDialog *self = ST_KIT_DIALOG (source);
  Job         *job = g_task_get_task_data (G_TASK (result));
  g_autoptr (GError) error = NULL;

  g_task_propagate_boolean (G_TASK (result), &error);
  if (self->done != NULL)
    self->done (self->parent, job->path, error, self->done_data);
  gtk_window_destroy (GTK_WINDOW (self));
}

void
st_kit_dialog_export_to (StKitDialog *self, const char *path)
{
  g_autoptr (GTask) task = g_task_new (self, NULL, written_cb, NULL);
  Job *job = g_new0 (Job, 1);

  g_return_if_fail (ST_IS_KIT_DIALOG (self));
  options_from_choices (self, &job->options);
  job->lang = g_strdup (job->options.lang);
  job->options.lang = job->lang;
  job->scenario = st_scenario_copy (self->scenario);
  job->path = g_strdup (path);
  g_task_set_task_data (task, job, (GDestroyNotify) job_free);
  gtk_widget_set_sensitive (GTK_WIDGET (self), FALSE);
  gtk_label_set_text (self->status, _ ("Writing the kit…"));
  g_task_run_in_thread (task, write_thread);
}

static void
chooser_response_cb (StKitDialog *self, int response, GtkFileChooserNative *chooser)
{
  g_autoptr (GFile) file = NULL;
  g_autofree char *path = NULL;

  if (response == GTK_RESPONSE_ACCEPT)
    file = gtk_file_chooser_get_file (GTK_FILE_CHOOSER (chooser));
  g_clear_object (&self->chooser);
  if (file == NULL || (path = g_file_get_path (file)) == NULL)
    {
      gtk_window_destroy (GTK_WINDOW (self));
      return;
    }
  st_kit_dialog_export_to (self, path);
}

/* Export… asks for the file, keeping this dialog (hidden) for its choices. */
static void
response_cb (StKitDialog *self, const char *response)
{
  g_autoptr (GtkFileFilter) filter = gtk_file_filter_new ();
  StKitOptions     options;
  g_autofree char *name = NULL;

  if (!g_str_equal (response, "export") || self->kit == NULL)
    {
      gtk_window_destroy (GTK_WINDOW (self));
      return;
    }
  options_from_choices (self, &options);
  /* TRANSLATORS: the suggested file name of a kit: the scenario's file name and the kit's language */
  name = g_strdup_printf (_ ("%s-kit-%s.pdf"), self->name, options.lang);
  self->chooser = gtk_file_chooser_native_new (_ ("Export Print-and-Play Kit"), self->parent,
                                               GTK_FILE_CHOOSER_ACTION_SAVE, _ ("_Export"), _ ("_Cancel"));
  gtk_native_dialog_set_modal (GTK_NATIVE_DIALOG (self->chooser), TRUE);
  gtk_file_filter_set_name (filter, _ ("PDF document"));
  gtk_file_filter_add_pattern (filter, "*.pdf");
  gtk_file_chooser_add_filter (GTK_FILE_CHOOSER (self->chooser), filter);
  if (self->folder != NULL)
    gtk_file_chooser_set_current_folder (GTK_FILE_CHOOSER (self->chooser), self->folder, NULL);
  gtk_file_chooser_set_current_name (GTK_FILE_CHOOSER (self->chooser), name);
  g_signal_connect_object (self->chooser, "response", G_CALLBACK (chooser_response_cb), self,
                           G_CONNECT_SWAPPED);
  gtk_native_dialog_show (GTK_NATIVE_DIALOG (self->chooser));
}

/* Construction */

static GtkWidget *
add_row (GtkGrid *grid, int row, const char *label, GtkWidget *widget)
{
  GtkWidget *title = gtk_label_new_with_mnemonic (label);

  gtk_label_set_xalign (GTK_LABEL (title), 0);
  gtk_label_set_mnemonic_widget (GTK_LABEL (title), widget);
  gtk_grid_attach (grid, title, 0, row, 1, 1);
  gtk_widget_set_hexpand (widget, TRUE);
  gtk_grid_attach (grid, widget, 1, row, 1, 1);
  return widget;
}

static GtkDropDown *
drop_down (const char *const *items, guint selected)
{
  GtkWidget *widget = gtk_drop_down_new_from_strings (items);

  gtk_drop_down_set_selected (GTK_DROP_DOWN (widget), selected);
  return GTK_DROP_DOWN (widget);
}

static void
build_choices (StKitDialog *self)
{
  GtkWidget        *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 12);
  GtkWidget        *grid = gtk_grid_new ();
  GtkWidget        *scroller = gtk_scrolled_window_new ();
  const char *const papers[] = { _ ("A4"), _ ("Letter"), NULL };
  const char *const booklets[] = { _ ("Half pages, two a sheet"), _ ("Full pages"), NULL };
  g_autoptr (GPtrArray) names = g_ptr_array_new ();
  const char *content = st_text_get_content_language ();
  guint       selected = 0;

  self->langs = st_scenario_languages (self->scenario);
  for (guint i = 0; i < self->langs->len; i++)
    {
      g_ptr_array_add (names, g_ptr_array_index (self->langs, i));
      if (content != NULL && g_str_equal (content, g_ptr_array_index (self->langs, i)))
        selected = i;
    }
  g_ptr_array_add (names, NULL);

  gtk_grid_set_row_spacing (GTK_GRID (grid), 6);
  gtk_grid_set_column_spacing (GTK_GRID (grid), 12);
  self->lang =
      GTK_DROP_DOWN (add_row (GTK_GRID (grid), 0, _ ("_Language"),
                              GTK_WIDGET (drop_down ((const char *const *) names->pdata, selected))));
  self->paper =
      GTK_DROP_DOWN (add_row (GTK_GRID (grid), 1, _ ("_Paper"), GTK_WIDGET (drop_down (papers, 0))));
  self->booklet = GTK_DROP_DOWN (
      add_row (GTK_GRID (grid), 2, _ ("_Rules booklet"), GTK_WIDGET (drop_down (booklets, 0))));
  self->scale = GTK_SPIN_BUTTON (gtk_spin_button_new_with_range (4, 200, 0.5));
  gtk_spin_button_set_digits (self->scale, 1);
  gtk_spin_button_set_value (self->scale, st_kit_default_scale (self->scenario));
  add_row (GTK_GRID (grid), 3,
           self->scenario->board->kind == ST_BOARD_GRAPH ? _ ("Map _scale: towns apart (mm)")
                                                         : _ ("Map _scale: cell across (mm)"),
           GTK_WIDGET (self->scale));
  gtk_box_append (GTK_BOX (box), grid);

  self->preview = GTK_DRAWING_AREA (gtk_drawing_area_new ());
  gtk_drawing_area_set_content_height (self->preview, PREVIEW_HEIGHT);
  gtk_drawing_area_set_draw_func (self->preview, draw_preview, self, NULL);
  gtk_scrolled_window_set_policy (GTK_SCROLLED_WINDOW (scroller), GTK_POLICY_AUTOMATIC, GTK_POLICY_NEVER);
  gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (scroller), GTK_WIDGET (self->preview));
  gtk_widget_set_size_request (scroller, 560, PREVIEW_HEIGHT + 16);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->preview), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  _ ("Preview of the kit's pages"), -1);
  gtk_box_append (GTK_BOX (box), scroller);
  self->status = GTK_LABEL (gtk_label_new (NULL));
  gtk_label_set_wrap (self->status, TRUE);
  gtk_label_set_xalign (self->status, 0);
  gtk_widget_add_css_class (GTK_WIDGET (self->status), "dim-label");
  gtk_box_append (GTK_BOX (box), GTK_WIDGET (self->status));
  adw_message_dialog_set_extra_child (ADW_MESSAGE_DIALOG (self), box);

  g_signal_connect_object (self->lang, "notify::selected", G_CALLBACK (choice_changed_cb), self,
                           G_CONNECT_SWAPPED);
  g_signal_connect_object (self->paper, "notify::selected", G_CALLBACK (choice_changed_cb), self,
                           G_CONNECT_SWAPPED);
  g_signal_connect_object (self->booklet, "notify::selected", G_CALLBACK (choice_changed_cb), self,
                           G_CONNECT_SWAPPED);
  g_signal_connect_object (self->scale, "value-changed", G_CALLBACK (choice_changed_cb), self,
                           G_CONNECT_SWAPPED);
}

static void
st_kit_dialog_dispose (GObject *object)
{
  StKitDialog *self = ST_KIT_DIALOG (object);

  if (self->chooser != NULL)
    gtk_native_dialog_destroy (GTK_NATIVE_DIALOG (self->chooser));
  g_clear_object (&self->chooser);
  G_OBJECT_CLASS (st_kit_dialog_parent_class)->dispose (object);
}

static void
st_kit_dialog_finalize (GObject *object)
{
  StKitDialog *self = ST_KIT_DIALOG (object);

  g_clear_pointer (&self->kit, st_kit_free);
  g_clear_pointer (&self->thumbnails, cairo_surface_destroy);
  g_clear_pointer (&self->langs, g_ptr_array_unref);
  g_clear_pointer (&self->scenario, st_scenario_unref);
  g_clear_object (&self->folder);
  g_free (self->name);
  G_OBJECT_CLASS (st_kit_dialog_parent_class)->finalize (object);
}

static void
st_kit_dialog_class_init (StKitDialogClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->dispose = st_kit_dialog_dispose;
  object_class->finalize = st_kit_dialog_finalize;
}

static void
st_kit_dialog_init (StKitDialog *self)
{
}

StKitDialog *
st_kit_dialog_new (GtkWindow        *parent,
                   const StScenario *scenario,
                   const char       *name,
                   GFile            *folder,
                   StKitDialogDone   done,
                   gpointer          user_data)
{
  StKitDialog *self;

  g_return_val_if_fail (scenario != NULL, NULL);
  self =
      g_object_new (ST_TYPE_KIT_DIALOG, "transient-for", parent, "modal", TRUE, "heading",
                    _ ("Export Print-and-Play Kit"), "body",
                    _ ("A cover, the rules booklet, the player aids, the map at true scale, the counters and "
                       "the cards, in one PDF."),
                    NULL);
  self->parent = parent;
  self->scenario = st_scenario_copy (scenario);
  self->name = g_strdup (name != NULL ? name : "scenario");
  self->folder = folder != NULL ? g_object_ref (folder) : NULL;
  self->done = done;
  self->done_data = user_data;
  adw_message_dialog_add_responses (ADW_MESSAGE_DIALOG (self), "cancel", _ ("_Cancel"), "export",
                                    _ ("_Export…"), NULL);
  adw_message_dialog_set_response_appearance (ADW_MESSAGE_DIALOG (self), "export", ADW_RESPONSE_SUGGESTED);
  adw_message_dialog_set_default_response (ADW_MESSAGE_DIALOG (self), "export");
  adw_message_dialog_set_close_response (ADW_MESSAGE_DIALOG (self), "cancel");
  /* A response closes the dialog: hidden, not destroyed, so that it keeps the
   * choices while the file chooser is up; it destroys itself when done. */
  gtk_window_set_hide_on_close (GTK_WINDOW (self), TRUE);
  build_choices (self);
  g_signal_connect (self, "response", G_CALLBACK (response_cb), NULL);
  rebuild (self);
  return self;
}

guint
st_kit_dialog_get_n_preview_pages (StKitDialog *self)
{
  g_return_val_if_fail (ST_IS_KIT_DIALOG (self), 0);
  return self->kit != NULL ? st_kit_n_pages (self->kit) : 0;
}

void
st_kit_dialog_set_choices (
    StKitDialog *self, const char *lang, const char *paper, const char *booklet, double scale_mm)
{
  g_return_if_fail (ST_IS_KIT_DIALOG (self));
  for (guint i = 0; lang != NULL && i < self->langs->len; i++)
    if (g_str_equal (lang, g_ptr_array_index (self->langs, i)))
      gtk_drop_down_set_selected (self->lang, i);
  if (paper != NULL)
    gtk_drop_down_set_selected (self->paper, g_str_equal (paper, "letter") ? 1 : 0);
  if (booklet != NULL)
    gtk_drop_down_set_selected (self->booklet, g_str_equal (booklet, "full") ? 1 : 0);
  if (scale_mm > 0)
    gtk_spin_button_set_value (self->scale, scale_mm);
}
