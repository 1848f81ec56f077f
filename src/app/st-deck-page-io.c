/* SPDX-License-Identifier: GPL-3.0-or-later */
#define G_LOG_DOMAIN "sandtable-deck-page"

#include "config.h"

#include <glib/gi18n.h>
#include <math.h>

#include "core/st-deck-csv.h"
#include "core/st-edit-tables.h"
#include "core/st-scenario-parts.h"
#include "render/st-print-sheets.h"

#include "st-deck-page-private.h"
#include "st-edit-rows.h"

/* The deck page's files: the deck as CSV both ways, and its print-and-play
 * sheets (st-print-sheets) through GtkPrintOperation or to a PDF. The
 * file choosers only pick a file; the work is in functions tests call. */

void
st_deck_page_show_error (StDeckPage *self, const char *heading, const GError *error)
{
  GtkRoot   *root = gtk_widget_get_root (GTK_WIDGET (self));
  GtkWidget *dialog = adw_message_dialog_new (GTK_IS_WINDOW (root) ? GTK_WINDOW (root) : NULL, heading, NULL);

  adw_message_dialog_set_body (ADW_MESSAGE_DIALOG (dialog), error->message);
  adw_message_dialog_add_response (ADW_MESSAGE_DIALOG (dialog), "close", _ ("_Close"));
  gtk_window_present (GTK_WINDOW (dialog));
}

/* CSV */

gboolean
st_deck_page_export_csv (StDeckPage *self, GFile *file, GError **error)
{
  const StDeck    *deck = st_deck_page_find_deck (self);
  g_autofree char *path = g_file_get_path (file);

  g_return_val_if_fail (ST_IS_DECK_PAGE (self), FALSE);

  if (deck == NULL)
    {
      g_set_error_literal (error, ST_EDIT_ERROR, ST_EDIT_ERROR_NOT_FOUND, _ ("There is no deck to export."));
      return FALSE;
    }
  return st_deck_csv_export_file (st_page_get_scenario (ST_PAGE (self)), deck, path, error);
}

static const StCard *
find_card (const StDeck *deck, const char *id)
{
  for (guint i = 0; i < deck->cards->len; i++)
    if (g_strcmp0 (((const StCard *) g_ptr_array_index (deck->cards, i))->id, id) == 0)
      return g_ptr_array_index (deck->cards, i);
  return NULL;
}

/* What an import changed, by card id: "2 cards added, 1 card changed". */
static char *
describe_changes (const StDeck *before, const StDeck *after)
{
  guint    added = 0, changed = 0, removed = 0;
  GString *text = g_string_new (NULL);

  for (guint i = 0; i < after->cards->len; i++)
    {
      const StCard *card = g_ptr_array_index (after->cards, i);
      const StCard *old = find_card (before, card->id);

      if (old == NULL)
        added++;
      else if (!st_card_equal (old, card))
        changed++;
    }
  for (guint i = 0; i < before->cards->len; i++)
    removed += find_card (after, ((const StCard *) g_ptr_array_index (before->cards, i))->id) == NULL;

  if (added > 0)
    g_string_append_printf (text, ngettext ("%u card added", "%u cards added", added), added);
  if (changed > 0)
    {
      if (text->len > 0)
        g_string_append (text, ", ");
      g_string_append_printf (text, ngettext ("%u card changed", "%u cards changed", changed), changed);
    }
  if (removed > 0)
    {
      if (text->len > 0)
        g_string_append (text, ", ");
      g_string_append_printf (text, ngettext ("%u card removed", "%u cards removed", removed), removed);
    }
  if (text->len == 0)
    g_string_append (text, _ ("no card changed"));
  return g_string_free (text, FALSE);
}

const char *
st_deck_page_get_import_changes (StDeckPage *self)
{
  g_return_val_if_fail (ST_IS_DECK_PAGE (self), NULL);

  return g_object_get_data (G_OBJECT (self), "st-deck-page-import-changes");
}

gboolean
st_deck_page_import_csv (StDeckPage *self, GFile *file, GError **error)
{
  const StDeck    *deck = st_deck_page_find_deck (self);
  g_autofree char *path = g_file_get_path (file);
  g_autoptr (StDiagnostics) diagnostics = st_diagnostics_new ();
  g_autoptr (GError) local = NULL;
  g_autoptr (StScenario) work = NULL;
  StDeck *imported;

  g_return_val_if_fail (ST_IS_DECK_PAGE (self), FALSE);

  if (deck == NULL || (work = st_page_begin_edit (ST_PAGE (self))) == NULL)
    {
      g_set_error_literal (error, ST_EDIT_ERROR, ST_EDIT_ERROR_NOT_FOUND,
                           _ ("There is no deck to import into."));
      return FALSE;
    }
  imported = st_deck_csv_import_file (work, deck, path, diagnostics, &local);
  if (imported == NULL)
    {
      g_autofree char *all = st_diagnostics_format_all (diagnostics);

      /* Every problem, each as FILE:LINE:COL, so that the user can find them
       * all in the spreadsheet at once. */
      if (all != NULL && *all != '\0')
        g_set_error_literal (error, local->domain, local->code, g_strchomp (all));
      else
        g_propagate_error (error, g_steal_pointer (&local));
      return FALSE;
    }
  g_object_set_data_full (G_OBJECT (self), "st-deck-page-import-changes", describe_changes (deck, imported),
                          g_free);
  for (guint i = 0; i < work->decks->len; i++)
    if (g_str_equal (((StDeck *) g_ptr_array_index (work->decks, i))->id, deck->id))
      {
        st_deck_free (g_ptr_array_index (work->decks, i));
        g_ptr_array_index (work->decks, i) = imported;
      }
  /* An unchanged file changes nothing, and records no step. */
  st_edit_rows_commit (ST_PAGE (self), work, "deck.import-csv", _ ("Import Deck from CSV"), NULL);
  return TRUE;
}

/* The page's document, while it has one open. */
static StDocument *
open_document (StDeckPage *self)
{
  StDocument *document = st_page_get_document (ST_PAGE (self));

  return document != NULL && st_document_get_history (document) != NULL ? document : NULL;
}

char *
st_deck_page_suggest_file_name (StDeckPage *self, const char *suffix)
{
  StDocument      *document = open_document (self);
  g_autofree char *deck = g_strdup (self->deck ? self->deck : "deck");

  g_return_val_if_fail (ST_IS_DECK_PAGE (self), NULL);

  /* The document's name and the deck's: "manoeuvre-aurelia-deck.csv". */
  g_strdelimit (deck, "/\\", '-');
  if (document != NULL)
    {
      g_autofree char *extension = g_strconcat ("-", deck, suffix, NULL);
      return st_document_suggest_file_name (document, extension);
    }
  return g_strconcat (deck, suffix, NULL);
}

GFile *
st_deck_page_suggest_folder (StDeckPage *self)
{
  StDocument *document = open_document (self);

  g_return_val_if_fail (ST_IS_DECK_PAGE (self), NULL);

  return document != NULL ? st_document_suggest_folder (document) : NULL;
}

static GtkWindow *
parent_window (StDeckPage *self)
{
  GtkRoot *root = gtk_widget_get_root (GTK_WIDGET (self));

  return GTK_IS_WINDOW (root) ? GTK_WINDOW (root) : NULL;
}

/* A chooser that opens in the document's folder, as Save As does, with
 * suffix (NULL when opening a file) after the suggested name. */
static GtkFileChooserNative *
new_chooser (
    StDeckPage *self, const char *title, GtkFileChooserAction action, const char *accept, const char *suffix)
{
  GtkFileChooserNative *chooser =
      gtk_file_chooser_native_new (title, parent_window (self), action, accept, _ ("_Cancel"));
  g_autoptr (GFile) folder = st_deck_page_suggest_folder (self);

  if (folder != NULL)
    gtk_file_chooser_set_current_folder (GTK_FILE_CHOOSER (chooser), folder, NULL);
  if (suffix != NULL)
    {
      g_autofree char *name = st_deck_page_suggest_file_name (self, suffix);
      gtk_file_chooser_set_current_name (GTK_FILE_CHOOSER (chooser), name);
    }
  return chooser;
}

static void
add_filter (GtkFileChooserNative *chooser, const char *name, const char *pattern, const char *mime_type)
{
  g_autoptr (GtkFileFilter) filter = gtk_file_filter_new ();

  gtk_file_filter_set_name (filter, name);
  gtk_file_filter_add_pattern (filter, pattern);
  gtk_file_filter_add_mime_type (filter, mime_type);
  gtk_file_chooser_add_filter (GTK_FILE_CHOOSER (chooser), filter);
}

typedef gboolean (*FileFunc) (StDeckPage *self, GFile *file, GError **error);

static void
chooser_response_cb (GtkFileChooserNative *chooser, int response, StDeckPage *self)
{
  FileFunc func = g_object_get_data (G_OBJECT (chooser), "func");
  gboolean import = GPOINTER_TO_INT (g_object_get_data (G_OBJECT (chooser), "import"));
  g_autoptr (GFile) file = NULL;
  g_autoptr (GError) error = NULL;

  if (response == GTK_RESPONSE_ACCEPT
      && (file = gtk_file_chooser_get_file (GTK_FILE_CHOOSER (chooser))) != NULL)
    {
      g_autofree char *name = g_file_get_basename (file);

      if (func (self, file, &error))
        {
          /* Translators: the first %s is a file name, the second what changed
           * ("2 cards added, 1 card changed"). */
          g_autofree char *title =
              import ? g_strdup_printf (_ ("Imported “%s”: %s"), name, st_deck_page_get_import_changes (self))
                     /* Translators: %s is a file name. */
                     : g_strdup_printf (_ ("Exported “%s”"), name);
          st_deck_page_toast (self, title);
        }
      else
        {
          /* Translators: %s is a file name. */
          g_autofree char *heading = import ? g_strdup_printf (_ ("Could Not Import “%s”"), name)
                                            : g_strdup_printf (_ ("Could Not Export “%s”"), name);
          st_deck_page_show_error (self, heading, error);
        }
    }
  gtk_native_dialog_destroy (GTK_NATIVE_DIALOG (chooser));
  g_object_unref (chooser);
}

/* Runs a file chooser; on a file, calls func and says how it went. */
static void
run_chooser (StDeckPage *self, GtkFileChooserNative *chooser, FileFunc func, gboolean import)
{
  gtk_native_dialog_set_modal (GTK_NATIVE_DIALOG (chooser), TRUE);
  g_object_set_data (G_OBJECT (chooser), "func", func);
  g_object_set_data (G_OBJECT (chooser), "import", GINT_TO_POINTER (import));
  g_signal_connect_object (chooser, "response", G_CALLBACK (chooser_response_cb), self, 0);
  gtk_native_dialog_show (GTK_NATIVE_DIALOG (chooser));
}

static void
export_csv_action (GtkWidget *widget, const char *action_name, GVariant *parameter)
{
  StDeckPage           *self = ST_DECK_PAGE (widget);
  GtkFileChooserNative *chooser =
      new_chooser (self, _ ("Export Deck to CSV"), GTK_FILE_CHOOSER_ACTION_SAVE, _ ("_Export"), ".csv");

  add_filter (chooser, _ ("CSV files"), "*.csv", "text/csv");
  run_chooser (self, chooser, st_deck_page_export_csv, FALSE);
}

static void
import_csv_action (GtkWidget *widget, const char *action_name, GVariant *parameter)
{
  StDeckPage           *self = ST_DECK_PAGE (widget);
  GtkFileChooserNative *chooser =
      new_chooser (self, _ ("Import Deck from CSV"), GTK_FILE_CHOOSER_ACTION_OPEN, _ ("_Import"), NULL);

  add_filter (chooser, _ ("CSV files"), "*.csv", "text/csv");
  run_chooser (self, chooser, st_deck_page_import_csv, TRUE);
}

/* Printing */

static StPaper
default_paper (void)
{
  return g_str_equal (gtk_paper_size_get_default (), GTK_PAPER_NAME_LETTER) ? ST_PAPER_LETTER : ST_PAPER_A4;
}

static StPrintSheets *
new_sheets (StDeckPage *self, StPaper paper, GError **error)
{
  return st_print_sheets_new (st_page_get_scenario (ST_PAGE (self)), ST_SHEET_CARDS, paper, self->deck, NULL,
                              error);
}

static void
begin_print_cb (GtkPrintOperation *operation, GtkPrintContext *context, StDeckPage *self)
{
  double         width = gtk_print_context_get_width (context);
  StPaper        paper = fabs (width - 612) < 6 ? ST_PAPER_LETTER : ST_PAPER_A4;
  StPrintSheets *sheets = new_sheets (self, paper, NULL);

  /* The printer's paper decides where the 3 × 3 block is centred. */
  if (sheets == NULL)
    {
      gtk_print_operation_cancel (operation);
      return;
    }
  g_object_set_data_full (G_OBJECT (operation), "sheets", sheets, (GDestroyNotify) st_print_sheets_free);
  gtk_print_operation_set_n_pages (operation, (int) st_print_sheets_n_pages (sheets));
}

static void
draw_page_cb (GtkPrintOperation *operation, GtkPrintContext *context, int page, StDeckPage *self)
{
  StPrintSheets *sheets = g_object_get_data (G_OBJECT (operation), "sheets");

  if (sheets != NULL && page >= 0)
    st_print_sheets_draw_page (sheets, gtk_print_context_get_cairo_context (context), (guint) page);
}

GtkPrintOperation *
st_deck_page_new_print_operation (StDeckPage *self)
{
  GtkPrintOperation *operation;
  g_autoptr (GtkPageSetup) setup = gtk_page_setup_new ();
  g_autoptr (GtkPaperSize) paper_size = NULL;
  g_autoptr (StPrintSheets) sheets = NULL;
  g_autofree char *name = st_deck_page_suggest_file_name (self, "-cards");
  g_autoptr (GFile) folder = st_deck_page_suggest_folder (self);
  g_autoptr (GtkPrintSettings) settings = gtk_print_settings_new ();
  StPaper paper = default_paper ();

  g_return_val_if_fail (ST_IS_DECK_PAGE (self), NULL);

  if ((sheets = new_sheets (self, paper, NULL)) == NULL)
    return NULL;

  operation = gtk_print_operation_new ();
  paper_size = gtk_paper_size_new (paper == ST_PAPER_LETTER ? GTK_PAPER_NAME_LETTER : GTK_PAPER_NAME_A4);
  gtk_page_setup_set_paper_size_and_default_margins (setup, paper_size);
  gtk_page_setup_set_orientation (setup, GTK_PAGE_ORIENTATION_PORTRAIT);
  gtk_print_operation_set_default_page_setup (operation, setup);
  /* The sheets draw their own margins, crop marks and bleed, in points from
   * the corner of the paper. */
  gtk_print_operation_set_use_full_page (operation, TRUE);
  gtk_print_operation_set_unit (operation, GTK_UNIT_POINTS);
  gtk_print_operation_set_job_name (operation, name);
  /* Print to File offers the document's folder and name, as Save As does. */
  if (folder != NULL)
    {
      g_autofree char *uri = g_file_get_uri (folder);
      gtk_print_settings_set (settings, GTK_PRINT_SETTINGS_OUTPUT_DIR, uri);
    }
  gtk_print_settings_set (settings, GTK_PRINT_SETTINGS_OUTPUT_BASENAME, name);
  gtk_print_operation_set_print_settings (operation, settings);
  gtk_print_operation_set_n_pages (operation, (int) st_print_sheets_n_pages (sheets));
  g_signal_connect_object (operation, "begin-print", G_CALLBACK (begin_print_cb), self, 0);
  g_signal_connect_object (operation, "draw-page", G_CALLBACK (draw_page_cb), self, 0);
  return operation;
}

static void
print_action (GtkWidget *widget, const char *action_name, GVariant *parameter)
{
  StDeckPage *self = ST_DECK_PAGE (widget);
  g_autoptr (GtkPrintOperation) operation = st_deck_page_new_print_operation (self);
  g_autoptr (GError) error = NULL;

  if (operation == NULL)
    return;
  if (gtk_print_operation_run (operation, GTK_PRINT_OPERATION_ACTION_PRINT_DIALOG, parent_window (self),
                               &error)
      == GTK_PRINT_OPERATION_RESULT_ERROR)
    st_deck_page_show_error (self, _ ("Could Not Print the Cards"), error);
}

gboolean
st_deck_page_export_pdf (StDeckPage *self, GFile *file, GError **error)
{
  g_autofree char *path = g_file_get_path (file);
  g_autoptr (StPrintSheets) sheets = NULL;

  g_return_val_if_fail (ST_IS_DECK_PAGE (self), FALSE);

  if ((sheets = new_sheets (self, default_paper (), error)) == NULL)
    return FALSE;
  return st_print_sheets_to_pdf (sheets, path, error);
}

static void
export_pdf_action (GtkWidget *widget, const char *action_name, GVariant *parameter)
{
  StDeckPage           *self = ST_DECK_PAGE (widget);
  GtkFileChooserNative *chooser = new_chooser (self, _ ("Export Cards as PDF"), GTK_FILE_CHOOSER_ACTION_SAVE,
                                               _ ("_Export"), "-cards.pdf");

  add_filter (chooser, _ ("PDF documents"), "*.pdf", "application/pdf");
  run_chooser (self, chooser, st_deck_page_export_pdf, FALSE);
}

void
st_deck_page_install_io_actions (GtkWidgetClass *widget_class)
{
  gtk_widget_class_install_action (widget_class, "deck.export-csv", NULL, export_csv_action);
  gtk_widget_class_install_action (widget_class, "deck.import-csv", NULL, import_csv_action);
  gtk_widget_class_install_action (widget_class, "deck.print", NULL, print_action);
  gtk_widget_class_install_action (widget_class, "deck.export-pdf", NULL, export_pdf_action);
}
