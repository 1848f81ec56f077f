/* SPDX-License-Identifier: GPL-3.0-or-later */
#define G_LOG_DOMAIN "sandtable-balance"

#include "config.h"

#include <glib/gi18n.h>

#include <string.h>

#include "core/st-file-save.h"
#include "engine/st-balance.h"
#include "engine/st-playtest-export.h"

#include "st-balance-page-private.h"

/* The verdict of a run, the list of its games (each can be replayed), and its
 * export as CSV or JSON. */

/* Games listed at first, and added by each "Show more". */
#define GAMES_PAGE 100

guint
st_balance_page_seatings (StBalancePage *self, StPlaytestSeating *seatings)
{
  seatings[0] = (StPlaytestSeating){ self->report_game, self->report, self->stronger_report };
  seatings[1] = (StPlaytestSeating){ self->swapped_game, self->swapped_report, self->swapped_stronger };
  return self->swapped_report != NULL ? 2 : 1;
}

void
st_balance_page_extras (StBalancePage *self, StPlaytestExtras *extras)
{
  *extras = (StPlaytestExtras){ NULL };
  if (self->stronger_report != NULL)
    extras->stronger = &self->stronger_options;
  if (self->choice.description == NULL)
    return;
  extras->time = st_balance_time_to_string (self->choice_time);
  extras->description = self->choice.description;
  extras->seconds_a_move = self->choice.seconds_a_move;
  extras->strength_games = self->choice.strength_games;
  extras->strength_wins = self->choice.strength_wins;
  extras->strength_losses = self->choice.strength_losses;
}

void
st_balance_page_show_verdict (StBalancePage *self)
{
  StPlaytestSeating seatings[2];
  guint             n;

  for (guint i = 0; i < self->verdict_rows->len; i++)
    adw_preferences_group_remove (self->verdict_group, g_ptr_array_index (self->verdict_rows, i));
  g_ptr_array_set_size (self->verdict_rows, 0);
  g_clear_pointer (&self->verdict, g_ptr_array_unref);
  if (self->report == NULL)
    return;
  n = st_balance_page_seatings (self, seatings);
  self->verdict = st_playtest_seatings_verdict (seatings, n, st_balance_page_language (self));
  for (guint i = 0; i < self->verdict->len; i++)
    {
      const StFinding *finding = g_ptr_array_index (self->verdict, i);
      GtkWidget       *row = st_balance_text_row (finding->text, NULL);

      gtk_widget_add_css_class (row, "property");
      adw_preferences_group_add (self->verdict_group, row);
      g_ptr_array_add (self->verdict_rows, row);
    }
  gtk_widget_set_visible (GTK_WIDGET (self->verdict_group), TRUE);
}

/* The filter's entries: all games, each side's wins, draws, then the end reasons. */
enum
{
  FILTER_ALL,
  FILTER_FIRST_WINS,
  FILTER_SECOND_WINS,
  FILTER_DRAWS,
  FILTER_REASONS
};

/* The seating entries: both, then each side first. */
enum
{
  SEATING_BOTH,
  SEATING_FIRST,
  SEATING_SWAPPED
};

static void
fill_filter (StBalancePage *self)
{
  g_autoptr (GtkStringList) model = gtk_string_list_new (NULL);
  g_autoptr (GtkStringList) seatings = gtk_string_list_new (NULL);
  g_autofree char *first = g_strdup_printf (_ ("Won by %s"), self->names[0]);
  g_autofree char *second = g_strdup_printf (_ ("Won by %s"), self->names[1]);
  g_autofree char *first_moves = g_strdup_printf (_ ("%s moves first"), self->names[0]);
  g_autofree char *second_moves = g_strdup_printf (_ ("%s moves first"), self->names[1]);

  gtk_string_list_append (model, _ ("All games"));
  gtk_string_list_append (model, first);
  gtk_string_list_append (model, second);
  gtk_string_list_append (model, _ ("Draws"));
  for (guint r = 1; r < st_game_n_end_reasons (self->report_game); r++)
    {
      g_autofree char *label =
          g_strdup_printf (_ ("Ended by “%s”"), st_game_end_reason_label (self->report_game, r));

      gtk_string_list_append (model, label);
    }
  gtk_string_list_append (seatings, _ ("Both seatings"));
  gtk_string_list_append (seatings, first_moves);
  gtk_string_list_append (seatings, second_moves);
  g_signal_handlers_block_by_func (self->games_filter_row, st_balance_page_fill_games, self);
  g_signal_handlers_block_by_func (self->games_seating_row, st_balance_page_fill_games, self);
  adw_combo_row_set_model (self->games_filter_row, G_LIST_MODEL (model));
  adw_combo_row_set_selected (self->games_filter_row, FILTER_ALL);
  adw_combo_row_set_model (self->games_seating_row, G_LIST_MODEL (seatings));
  adw_combo_row_set_selected (self->games_seating_row, SEATING_BOTH);
  gtk_widget_set_visible (GTK_WIDGET (self->games_seating_row), self->swapped_report != NULL);
  g_signal_handlers_unblock_by_func (self->games_filter_row, st_balance_page_fill_games, self);
  g_signal_handlers_unblock_by_func (self->games_seating_row, st_balance_page_fill_games, self);
}

/* The player of a seating who played the scenario's first side. */
static gboolean
matches (const StPlaytestGame *game, guint filter, gboolean swapped)
{
  int first_side_player = swapped ? 1 : 0;

  switch (filter)
    {
      case FILTER_ALL:
        return TRUE;
      case FILTER_FIRST_WINS:
        return game->winner >= 0 && game->winner == first_side_player;
      case FILTER_SECOND_WINS:
        return game->winner >= 0 && game->winner != first_side_player;
      case FILTER_DRAWS:
        return game->winner < 0;
      default:
        return game->reason == filter - FILTER_REASONS + 1;
    }
}

static void
replay_clicked_cb (GtkButton *button, StBalancePage *self)
{
  guint    index = GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (button), "game"));
  gboolean swapped = GPOINTER_TO_INT (g_object_get_data (G_OBJECT (button), "swapped"));

  st_balance_page_replay_game (self, swapped, index);
}

static GtkWidget *
game_row (StBalancePage *self, const StPlaytestGame *game, gboolean swapped)
{
  StGame          *g = swapped ? self->swapped_game : self->report_game;
  GtkWidget       *row = NULL;
  GtkWidget       *button = gtk_button_new_from_icon_name ("media-playback-start-symbolic");
  g_autofree char *title = NULL;
  g_autofree char *subtitle = NULL;
  const char      *reason = st_game_end_reason_label (g, game->reason);
  int              first = swapped ? 1 : 0;

  if (self->swapped_report != NULL)
    title = g_strdup_printf (_ ("Game %u, %s first"), game->index + 1, self->names[swapped ? 1 : 0]);
  else
    title = g_strdup_printf (_ ("Game %u"), game->index + 1);
  if (game->winner < 0)
    subtitle = g_strdup_printf (_ ("Draw: %s in turn %d"), reason, game->turns);
  else
    subtitle = g_strdup_printf (_ ("%s wins: %s in turn %d"), self->names[game->winner == first ? 0 : 1],
                                reason, game->turns);
  row = st_balance_text_row (title, subtitle);
  gtk_widget_set_valign (button, GTK_ALIGN_CENTER);
  gtk_widget_set_tooltip_text (button, _ ("Replay in Play Mode"));
  gtk_widget_add_css_class (button, "flat");
  g_object_set_data (G_OBJECT (button), "game", GUINT_TO_POINTER (game->index));
  g_object_set_data (G_OBJECT (button), "swapped", GINT_TO_POINTER (swapped));
  g_signal_connect_object (button, "clicked", G_CALLBACK (replay_clicked_cb), self, 0);
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), button);
  adw_action_row_set_activatable_widget (ADW_ACTION_ROW (row), button);
  return row;
}

static void show_more_clicked_cb (GtkButton *button, StBalancePage *self);

/* Appends the games the filters pick from the listed-th on, up to limit rows,
 * and a "Show more" row when more are left. */
static void
list_games (StBalancePage *self, guint limit)
{
  const StPlaytestReport *reports[2] = { self->report, self->swapped_report };
  guint                   filter = adw_combo_row_get_selected (self->games_filter_row);
  guint                   seating =
      self->swapped_report != NULL ? adw_combo_row_get_selected (self->games_seating_row) : SEATING_BOTH;
  guint matching = 0, start = self->games_listed;

  for (int s = 0; s < 2; s++)
    {
      if ((seating == SEATING_FIRST && s == 1) || (seating == SEATING_SWAPPED && s == 0))
        continue;
      for (guint i = 0; reports[s] != NULL && i < reports[s]->results->len; i++)
        {
          const StPlaytestGame *game = &g_array_index (reports[s]->results, StPlaytestGame, i);

          if (!matches (game, filter, s == 1))
            continue;
          if (matching++ < start || self->games_listed >= start + limit)
            continue;
          gtk_list_box_append (self->games_list, game_row (self, game, s == 1));
          self->games_listed++;
        }
    }
  if (matching > self->games_listed)
    {
      guint            left = matching - self->games_listed;
      g_autofree char *text = g_strdup_printf (ngettext ("%u more game", "%u more games", left), left);
      GtkWidget       *row = st_balance_text_row (text, NULL);
      GtkWidget       *button = gtk_button_new_with_label (_ ("Show More"));

      gtk_widget_set_valign (button, GTK_ALIGN_CENTER);
      g_signal_connect_object (button, "clicked", G_CALLBACK (show_more_clicked_cb), self, 0);
      adw_action_row_add_suffix (ADW_ACTION_ROW (row), button);
      adw_action_row_set_activatable_widget (ADW_ACTION_ROW (row), button);
      gtk_widget_set_name (row, "show-more");
      gtk_list_box_append (self->games_list, row);
    }
}

static void
show_more_clicked_cb (GtkButton *button, StBalancePage *self)
{
  GtkWidget *last = gtk_widget_get_last_child (GTK_WIDGET (self->games_list));

  /* The row of the button: the list's last. */
  if (last != NULL)
    gtk_list_box_remove (self->games_list, last);
  list_games (self, GAMES_PAGE);
}

void
st_balance_page_fill_games (StBalancePage *self)
{
  GtkWidget *child;

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->games_list))) != NULL)
    gtk_list_box_remove (self->games_list, child);
  self->games_listed = 0;
  if (self->report == NULL)
    return;
  list_games (self, GAMES_PAGE);
  gtk_widget_set_visible (GTK_WIDGET (self->games_group), TRUE);
}

void
st_balance_page_show_games (StBalancePage *self)
{
  if (self->report == NULL)
    return;
  fill_filter (self);
  st_balance_page_fill_games (self);
}

static gboolean
export_to (StBalancePage *self, GFile *file, gboolean json, GError **error)
{
  GFile            *scenario_file = st_page_get_file (ST_PAGE (self));
  g_autofree char  *scenario_path = scenario_file != NULL ? g_file_get_path (scenario_file) : NULL;
  g_autofree char  *path = g_file_get_path (file);
  g_autofree char  *text = NULL;
  StPlaytestSeating seatings[2];
  StPlaytestExtras  extras;
  guint             n = st_balance_page_seatings (self, seatings);

  if (path == NULL)
    {
      g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_NOT_SUPPORTED,
                           _ ("Only local files can be written"));
      return FALSE;
    }
  st_balance_page_extras (self, &extras);
  text = json ? st_playtest_report_to_json_full (scenario_path, &self->report_options, seatings, n, &extras,
                                                 st_balance_page_language (self))
              : st_playtest_report_to_csv (seatings, n);
  return st_file_save_atomic (path, text, strlen (text), error);
}

gboolean
st_balance_page_export_to (StBalancePage *self, GFile *file, gboolean json, GError **error)
{
  g_return_val_if_fail (ST_IS_BALANCE_PAGE (self), FALSE);
  g_return_val_if_fail (G_IS_FILE (file), FALSE);

  if (self->report == NULL)
    {
      g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_FAILED, _ ("No run to export yet"));
      return FALSE;
    }
  return export_to (self, file, json, error);
}

static void
export_response_cb (GtkNativeDialog *chooser, int response, StBalancePage *self)
{
  gboolean json = GPOINTER_TO_INT (g_object_get_data (G_OBJECT (chooser), "json"));
  g_autoptr (GFile) file = NULL;
  g_autoptr (GError) error = NULL;

  if (response == GTK_RESPONSE_ACCEPT && self->report != NULL
      && (file = gtk_file_chooser_get_file (GTK_FILE_CHOOSER (chooser))) != NULL
      && !export_to (self, file, json, &error))
    {
      g_autofree char *message = g_strdup_printf (_ ("Could not export the run: %s"), error->message);

      st_balance_page_set_state_text (self, message, 1.0);
    }
  g_object_unref (chooser);
}

void
st_balance_page_export (StBalancePage *self, gboolean json)
{
  GtkRoot              *root = gtk_widget_get_root (GTK_WIDGET (self));
  GtkFileChooserNative *chooser;
  g_autoptr (GtkFileFilter) filter = gtk_file_filter_new ();

  if (self->report == NULL)
    return;
  chooser = gtk_file_chooser_native_new (json ? _ ("Export Run as JSON") : _ ("Export Run as CSV"),
                                         GTK_IS_WINDOW (root) ? GTK_WINDOW (root) : NULL,
                                         GTK_FILE_CHOOSER_ACTION_SAVE, _ ("_Export"), _ ("_Cancel"));
  gtk_file_filter_set_name (filter, json ? _ ("JSON files") : _ ("CSV files"));
  gtk_file_filter_add_pattern (filter, json ? "*.json" : "*.csv");
  gtk_file_chooser_add_filter (GTK_FILE_CHOOSER (chooser), filter);
  /* As Save As does: the document's folder and a name made from it. */
  if (st_page_get_document (ST_PAGE (self)) != NULL)
    {
      StDocument *document = st_page_get_document (ST_PAGE (self));
      g_autoptr (GFile) folder = st_document_suggest_folder (document);
      g_autofree char *name =
          st_document_suggest_file_name (document, json ? "-balance.json" : "-balance.csv");

      gtk_file_chooser_set_current_folder (GTK_FILE_CHOOSER (chooser), folder, NULL);
      gtk_file_chooser_set_current_name (GTK_FILE_CHOOSER (chooser), name);
    }
  else
    gtk_file_chooser_set_current_name (GTK_FILE_CHOOSER (chooser),
                                       json ? "balance-run.json" : "balance-run.csv");
  gtk_native_dialog_set_modal (GTK_NATIVE_DIALOG (chooser), TRUE);
  g_object_set_data (G_OBJECT (chooser), "json", GINT_TO_POINTER (json));
  g_signal_connect_object (chooser, "response", G_CALLBACK (export_response_cb), self, 0);
  gtk_native_dialog_show (GTK_NATIVE_DIALOG (chooser));
}
