/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <adwaita.h>
#include <glib/gstdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/st-deck-check.h"
#include "core/st-edit-tables.h"
#include "core/st-file-save.h"
#include "core/st-history.h"
#include "core/st-scenario-io.h"
#include "render/st-card-render.h"
#include "render/st-print-sheets.h"

#include "st-card-thumb.h"
#include "st-deck-page.h"

#include "app-test-util.h"

/* The deck page driven in-process on the bundled manoeuvre scenario: every
 * edit is one undoable step, values in the wrong notation are refused and
 * marked, filter and sort change the grid, the deck rules outline the cards
 * they fault, CSV goes out and back, and printing gives st-print-sheets'
 * pages. */

#define DECK "aurelia-deck"

typedef struct
{
  GtkWidget  *window;
  StDeckPage *page;
  StHistory  *history;
  StScenario *scenario;
} Fixture;

static void
fixture_open (Fixture *f, gboolean editable)
{
  g_autofree char *path =
      g_build_filename (g_getenv ("SANDTABLE_SOURCE_ROOT"), "data", "scenarios", "manoeuvre.xml", NULL);
  g_autoptr (GError) error = NULL;

  f->scenario = st_scenario_load_file (path, NULL, &error);
  g_assert_no_error (error);
  f->history = st_history_new (f->scenario);
  f->window = gtk_window_new ();
  gtk_window_set_default_size (GTK_WINDOW (f->window), 1400, 900);
  f->page = ST_DECK_PAGE (st_deck_page_new ());
  gtk_window_set_child (GTK_WINDOW (f->window), GTK_WIDGET (f->page));
  if (editable)
    st_page_set_history (ST_PAGE (f->page), f->history);
  st_page_set_scenario (ST_PAGE (f->page), f->scenario);
  gtk_window_present (GTK_WINDOW (f->window));
  st_page_ensure_built (ST_PAGE (f->page));
  st_test_iterate ();
}

static void
fixture_close (Fixture *f)
{
  gtk_window_destroy (GTK_WINDOW (f->window));
  st_test_iterate ();
  g_assert_finalize_object (f->history);
  g_clear_pointer (&f->scenario, st_scenario_unref);
}

static StScenario *
current (Fixture *f)
{
  return st_history_get_scenario (f->history);
}

static const StDeck *
current_deck (Fixture *f)
{
  return st_scenario_find_deck (current (f), DECK);
}

static const StCard *
card_at (Fixture *f, guint index)
{
  return g_ptr_array_index (current_deck (f)->cards, index);
}

/* What the window does after undo. */
static void
undo (Fixture *f)
{
  g_assert_true (st_history_undo (f->history));
  st_page_set_scenario (ST_PAGE (f->page), current (f));
  st_test_iterate ();
}

static StCardGrid *
grid (Fixture *f)
{
  return st_deck_page_get_grid (f->page);
}

/* A nation without a deck gets one from the page's menu. */
static void
test_add_decks (void)
{
  Fixture f = { 0 };

  fixture_open (&f, TRUE);
  {
    g_autoptr (StScenario) work = st_history_begin (f.history);

    g_ptr_array_remove_index (work->decks, 1);
    st_history_commit (f.history, work, "Remove Deck", NULL);
    st_page_set_scenario (ST_PAGE (f.page), current (&f));
    st_test_iterate ();
  }
  g_assert_cmpuint (current (&f)->decks->len, ==, 1);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (f.page), "deck.add-decks", NULL));
  st_page_set_scenario (ST_PAGE (f.page), current (&f));
  st_test_iterate ();
  g_assert_cmpuint (current (&f)->decks->len, ==, 2);
  g_assert_cmpstr (st_history_get_undo_id (f.history), ==, "decks.add");
  g_assert_cmpuint (((StDeck *) g_ptr_array_index (current (&f)->decks, 1))->cards->len, ==, 0);
  fixture_close (&f);
}

static void
test_add_undo (void)
{
  Fixture f = { 0 };
  g_autoptr (GError) error = NULL;
  g_autofree char *id = NULL;
  guint            n_faces;

  fixture_open (&f, TRUE);
  g_assert_cmpstr (st_deck_page_get_deck (f.page), ==, DECK);
  n_faces = current_deck (&f)->cards->len;
  g_assert_cmpuint (st_card_grid_get_n_cards (grid (&f)), ==, n_faces);

  st_deck_page_select_card (f.page, card_at (&f, 0)->id);
  id = st_deck_page_add_card (f.page, ST_CARD_UNIT, &error);
  g_assert_no_error (error);
  st_test_iterate ();
  g_assert_cmpuint (st_history_get_n_steps (f.history), ==, 1);
  g_assert_cmpstr (st_history_get_undo_id (f.history), ==, "card.add-unit");
  g_assert_cmpuint (current_deck (&f)->cards->len, ==, n_faces + 1);
  /* The new card follows the selected one, for the same unit, and is selected. */
  g_assert_cmpstr (card_at (&f, 1)->id, ==, id);
  g_assert_cmpstr (card_at (&f, 1)->unit, ==, card_at (&f, 0)->unit);
  g_assert_cmpstr (st_deck_page_get_selected_card (f.page), ==, id);
  g_assert_cmpstr (st_card_grid_get_selected (grid (&f)), ==, id);
  g_assert_cmpuint (st_card_grid_get_n_cards (grid (&f)), ==, n_faces + 1);

  /* The action adds an HQ card the same way. */
  gtk_widget_activate_action (GTK_WIDGET (f.page), "deck.add-hq", NULL);
  st_test_iterate ();
  g_assert_cmpuint (st_history_get_n_steps (f.history), ==, 2);
  g_assert_cmpstr (st_history_get_undo_id (f.history), ==, "card.add-hq");

  undo (&f);
  undo (&f);
  g_assert_true (st_scenario_equal (current (&f), f.scenario));
  g_assert_cmpuint (st_card_grid_get_n_cards (grid (&f)), ==, n_faces);
  /* The added card went with the undo; nothing stays selected. */
  g_assert_null (st_deck_page_get_selected_card (f.page));

  fixture_close (&f);
}

static void
test_values (void)
{
  Fixture f = { 0 };
  g_autoptr (GError) error = NULL;
  const char *first;
  GtkWidget  *attack, *thumb_before;

  fixture_open (&f, TRUE);
  first = card_at (&f, 0)->id;
  st_deck_page_select_card (f.page, first);
  st_test_iterate ();

  /* Refused through the page's function... */
  g_assert_false (st_deck_page_edit_card (f.page, "attack", "2x8", &error));
  g_assert_error (error, ST_EDIT_ERROR, ST_EDIT_ERROR_INVALID);
  g_assert_cmpuint (st_history_get_n_steps (f.history), ==, 0);

  /* ...and marked in the form while it is typed, and not sent when applied. */
  attack = st_card_form_get_row (st_deck_page_get_form (f.page), "attack");
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (attack)), ==, "2d8");
  g_assert_false (gtk_widget_has_css_class (attack, "error"));
  gtk_editable_set_text (GTK_EDITABLE (attack), "2x8");
  g_assert_true (gtk_widget_has_css_class (attack, "error"));
  g_signal_emit_by_name (attack, "apply");
  st_test_iterate ();
  g_assert_cmpuint (st_history_get_n_steps (f.history), ==, 0);
  g_assert_cmpstr (st_attrs_get (card_at (&f, 0)->attrs, "attack"), ==, "2d8");
  /* The field says what is expected, and keeps the text through a refresh
   * of the form until it is corrected. */
  g_assert_nonnull (strstr (adw_preferences_row_get_title (ADW_PREFERENCES_ROW (attack)), "2d8"));
  st_card_form_set_card (st_deck_page_get_form (f.page),
                         f.history ? st_history_get_scenario (f.history) : NULL, current_deck (&f)->id,
                         first);
  st_test_iterate ();
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (attack)), ==, "2x8");
  g_assert_true (gtk_widget_has_css_class (attack, "error"));

  /* A valid value is one step; typing on in the same field merges into it. */
  thumb_before = st_card_grid_get_thumb (grid (&f), 0);
  gtk_editable_set_text (GTK_EDITABLE (attack), "3d6");
  g_assert_false (gtk_widget_has_css_class (attack, "error"));
  g_signal_emit_by_name (attack, "apply");
  st_test_iterate ();
  gtk_editable_set_text (GTK_EDITABLE (attack), "3d8");
  g_signal_emit_by_name (attack, "apply");
  st_test_iterate ();
  g_assert_cmpuint (st_history_get_n_steps (f.history), ==, 1);
  g_assert_cmpstr (st_history_get_undo_id (f.history), ==, "card.attack");
  g_assert_cmpstr (st_attrs_get (card_at (&f, 0)->attrs, "attack"), ==, "3d8");
  /* The page stayed as it was: same card selected, same thumbnails. */
  g_assert_cmpstr (st_deck_page_get_selected_card (f.page), ==, first);
  g_assert_true (st_card_grid_get_thumb (grid (&f), 0) == thumb_before);

  /* Range notation, phrases and copies. */
  g_assert_true (st_deck_page_edit_card (f.page, "withdraw", "1-2", NULL));
  g_assert_false (st_deck_page_edit_card (f.page, "range", "3-", NULL));
  g_assert_true (st_deck_page_edit_card (f.page, "guerrillas", "true", NULL));
  g_assert_true (st_deck_page_edit_card (f.page, "copies", "2", NULL));
  g_assert_true (st_deck_page_edit_card (f.page, "name", "Old Guard", NULL));
  g_assert_cmpstr (st_attrs_get (card_at (&f, 0)->attrs, "withdraw"), ==, "1-2");
  g_assert_true (st_attrs_get_bool (card_at (&f, 0)->attrs, "guerrillas", FALSE));
  g_assert_cmpint (card_at (&f, 0)->copies, ==, 2);
  g_assert_cmpuint (st_history_get_n_steps (f.history), ==, 5);

  /* Making it an HQ card shows the HQ type and hides the unit values. */
  g_assert_true (st_deck_page_edit_card (f.page, "kind", "hq", NULL));
  st_test_iterate ();
  g_assert_cmpint (card_at (&f, 0)->kind, ==, ST_CARD_HQ);
  g_assert_true (gtk_widget_get_visible (st_card_form_get_row (st_deck_page_get_form (f.page), "hq")));
  g_assert_false (gtk_widget_get_visible (st_card_form_get_row (st_deck_page_get_form (f.page), "unit")));

  fixture_close (&f);
}

static void
test_duplicate_delete_move (void)
{
  Fixture          f = { 0 };
  g_autofree char *first = NULL;
  g_autofree char *second = NULL;
  g_autofree char *copy = NULL;

  fixture_open (&f, TRUE);
  first = g_strdup (card_at (&f, 0)->id);
  second = g_strdup (card_at (&f, 1)->id);
  st_deck_page_select_card (f.page, first);

  copy = st_deck_page_duplicate_card (f.page, NULL);
  g_assert_nonnull (copy);
  g_assert_cmpstr (card_at (&f, 1)->id, ==, copy);
  g_assert_true (st_attrs_equal (card_at (&f, 0)->attrs, card_at (&f, 1)->attrs));
  g_assert_cmpstr (st_history_get_undo_id (f.history), ==, "card.duplicate");

  /* Deleting selects the card that takes its place. */
  g_assert_true (st_deck_page_delete_card (f.page, NULL));
  g_assert_cmpstr (card_at (&f, 1)->id, ==, second);
  g_assert_cmpstr (st_deck_page_get_selected_card (f.page), ==, second);
  g_assert_cmpstr (st_history_get_undo_id (f.history), ==, "card.delete");

  /* Moving through the page's function... */
  g_assert_true (st_deck_page_move_card (f.page, first, 3, NULL));
  g_assert_cmpstr (card_at (&f, 3)->id, ==, first);
  g_assert_cmpstr (st_card_grid_get_card (grid (&f), 3), ==, first);
  g_assert_cmpstr (st_history_get_undo_id (f.history), ==, "card.move");
  /* ...and by a drop on the right half of the first card. */
  g_signal_emit_by_name (grid (&f), "card-moved", first, second, TRUE);
  st_test_iterate ();
  g_assert_cmpstr (card_at (&f, 0)->id, ==, second);
  g_assert_cmpstr (card_at (&f, 1)->id, ==, first);
  g_assert_cmpuint (st_history_get_n_steps (f.history), ==, 4);

  /* Through the actions as well. */
  st_deck_page_select_card (f.page, first);
  gtk_widget_activate_action (GTK_WIDGET (f.page), "deck.delete", NULL);
  st_test_iterate ();
  g_assert_cmpuint (st_history_get_n_steps (f.history), ==, 5);
  undo (&f);
  undo (&f);
  undo (&f);
  undo (&f);
  undo (&f);
  g_assert_true (st_scenario_equal (current (&f), f.scenario));

  fixture_close (&f);
}

static void
test_filter_sort (void)
{
  Fixture       f = { 0 };
  const StDeck *deck;
  guint         n_hq = 0, n_guard = 0;

  fixture_open (&f, TRUE);
  deck = current_deck (&f);
  for (guint i = 0; i < deck->cards->len; i++)
    {
      const StCard *card = g_ptr_array_index (deck->cards, i);

      n_hq += card->kind == ST_CARD_HQ;
      n_guard += g_strcmp0 (card->unit, "aurelia-guard") == 0;
    }
  g_assert_cmpuint (n_hq, >, 0);
  g_assert_cmpuint (n_guard, >, 0);

  st_deck_page_set_filter (f.page, "hq");
  g_assert_cmpuint (st_card_grid_get_n_cards (grid (&f)), ==, n_hq);
  st_deck_page_set_filter (f.page, "unit:aurelia-guard");
  g_assert_cmpuint (st_card_grid_get_n_cards (grid (&f)), ==, n_guard);
  st_deck_page_set_filter (f.page, "hq:leader");
  for (guint i = 0; i < st_card_grid_get_n_cards (grid (&f)); i++)
    {
      const char *id = st_card_grid_get_card (grid (&f), i);

      for (guint j = 0; j < deck->cards->len; j++)
        if (g_str_equal (((StCard *) g_ptr_array_index (deck->cards, j))->id, id))
          g_assert_cmpstr (((StCard *) g_ptr_array_index (deck->cards, j))->hq, ==, "leader");
    }
  g_assert_cmpuint (st_card_grid_get_n_cards (grid (&f)), >, 0);

  /* Sorted by name, the titles are in order; by type, the unit cards come first. */
  st_deck_page_set_filter (f.page, "all");
  st_deck_page_set_sort (f.page, ST_DECK_SORT_NAME);
  g_assert_cmpuint (st_card_grid_get_n_cards (grid (&f)), ==, deck->cards->len);
  for (guint i = 1; i < st_card_grid_get_n_cards (grid (&f)); i++)
    {
      g_autofree char *a = NULL;
      g_autofree char *b = NULL;

      for (guint j = 0; j < deck->cards->len; j++)
        {
          const StCard *card = g_ptr_array_index (deck->cards, j);

          if (g_str_equal (card->id, st_card_grid_get_card (grid (&f), i - 1)))
            a = st_card_title (current (&f), card, NULL);
          if (g_str_equal (card->id, st_card_grid_get_card (grid (&f), i)))
            b = st_card_title (current (&f), card, NULL);
        }
      g_assert_cmpint (g_utf8_collate (a, b), <=, 0);
    }
  st_deck_page_set_sort (f.page, ST_DECK_SORT_TYPE);
  g_assert_cmpstr (st_card_grid_get_card (grid (&f), deck->cards->len - 1), !=,
                   ((StCard *) g_ptr_array_index (deck->cards, deck->cards->len - 1))->id);
  for (guint i = 0; i < deck->cards->len - n_hq; i++)
    g_assert_true (g_str_has_prefix (st_card_grid_get_card (grid (&f), i), "aurelia-")
                   && strstr (st_card_grid_get_card (grid (&f), i), "-card-") != NULL);

  /* Another deck, another side's cards. */
  st_deck_page_select_deck (f.page, "borovia-deck");
  g_assert_cmpstr (st_deck_page_get_deck (f.page), ==, "borovia-deck");
  g_assert_true (g_str_has_prefix (st_card_grid_get_card (grid (&f), 0), "borovia"));
  g_assert_cmpuint (st_history_get_n_steps (f.history), ==, 0);

  fixture_close (&f);
}

static void
test_rules (void)
{
  Fixture          f = { 0 };
  StDeckRules     *rules;
  g_autofree char *summary_before = NULL;
  g_autofree char *summary_after = NULL;
  const char      *hq_card = NULL;
  guint            n_offending = 0;

  fixture_open (&f, TRUE);
  rules = st_deck_page_get_rules (f.page);
  /* Two warnings of the bundled deck: no "follows the rules" above them. */
  g_assert_cmpstr (st_deck_rules_get_status (rules), ==,
                   "60 cards, 20 HQ cards — no rule broken, 2 warnings below");
  for (guint i = 0; i < st_card_grid_get_n_cards (grid (&f)); i++)
    g_assert_false (st_card_grid_is_offending (grid (&f), st_card_grid_get_card (grid (&f), i)));
  summary_before = st_deck_rules_get_summary (rules);
  g_assert_nonnull (strstr (summary_before, "60 cards: 40 unit cards · 20 HQ cards"));

  /* Deleting an HQ card breaks rule 1.4 twice: 59 cards, 19 HQ cards. */
  for (guint i = 0; hq_card == NULL && i < current_deck (&f)->cards->len; i++)
    if (card_at (&f, i)->kind == ST_CARD_HQ && card_at (&f, i)->copies == 1)
      hq_card = card_at (&f, i)->id;
  g_assert_nonnull (hq_card);
  st_deck_page_select_card (f.page, hq_card);
  g_assert_true (st_deck_page_delete_card (f.page, NULL));
  st_test_iterate ();
  g_assert_cmpstr (st_deck_rules_get_status (rules), ==, "The deck breaks 2 rules");
  /* Errors are listed above warnings. */
  {
    GtkWidget *list = st_test_find_type (GTK_WIDGET (rules), GTK_TYPE_LIST_BOX);
    gboolean   seen_warning = FALSE;

    for (GtkWidget *row = gtk_widget_get_first_child (list); row != NULL;
         row = gtk_widget_get_next_sibling (row))
      {
        GtkWidget *icon = st_test_find_type (row, GTK_TYPE_IMAGE);
        gboolean   error = gtk_widget_has_css_class (icon, "error");

        g_assert_false (error && seen_warning);
        seen_warning |= !error;
      }
  }
  /* The HQ count names every HQ card: they are outlined, the unit cards are not. */
  for (guint i = 0; i < current_deck (&f)->cards->len; i++)
    {
      const StCard *card = card_at (&f, i);

      g_assert_cmpint (st_card_grid_is_offending (grid (&f), card->id), ==, card->kind == ST_CARD_HQ);
      n_offending += st_card_grid_is_offending (grid (&f), card->id);
    }
  g_assert_cmpuint (n_offending, >, 0);
  /* A face with several copies shows how many. */
  for (guint i = 0; i < st_card_grid_get_n_cards (grid (&f)); i++)
    {
      const char      *tooltip = gtk_widget_get_tooltip_text (st_card_grid_get_thumb (grid (&f), i));
      const char      *id = st_card_thumb_get_card_id (ST_CARD_THUMB (st_card_grid_get_thumb (grid (&f), i)));
      const StCard    *card = NULL;
      g_autofree char *count = NULL;

      for (guint j = 0; j < current_deck (&f)->cards->len; j++)
        if (g_strcmp0 (card_at (&f, j)->id, id) == 0)
          card = card_at (&f, j);
      g_assert_nonnull (card);
      count = g_strdup_printf ("×%d", card->copies);
      g_assert_true ((strstr (tooltip, count) != NULL) == (card->copies > 1));
    }
  /* An outlined card's tooltip says what is wrong under its title. */
  for (guint i = 0; i < st_card_grid_get_n_cards (grid (&f)); i++)
    {
      const char *tooltip = gtk_widget_get_tooltip_text (st_card_grid_get_thumb (grid (&f), i));

      g_assert_nonnull (tooltip);
      g_assert_cmpint (strchr (tooltip, '\n') != NULL, ==,
                       st_card_grid_is_offending (grid (&f), st_card_grid_get_card (grid (&f), i)));
    }
  summary_after = st_deck_rules_get_summary (rules);
  g_assert_cmpstr (summary_after, !=, summary_before);
  g_assert_nonnull (strstr (summary_after, "59 cards: 40 unit cards · 19 HQ cards"));

  /* Undo makes the deck sound again. */
  undo (&f);
  /* Two warnings of the bundled deck: no "follows the rules" above them. */
  g_assert_cmpstr (st_deck_rules_get_status (rules), ==,
                   "60 cards, 20 HQ cards — no rule broken, 2 warnings below");
  g_assert_false (st_card_grid_is_offending (grid (&f), hq_card));

  fixture_close (&f);
}

/* The sentence the export's dialog shows for a read-only file: what to do in
 * the app, with no word of the command line's --force. */
static void
assert_read_only_refusal (const GError *error)
{
  g_assert_error (error, ST_FILE_SAVE_ERROR, ST_FILE_SAVE_ERROR_READ_ONLY);
  g_assert_nonnull (strstr (error->message, "read-only; choose another name or make it writable"));
  g_assert_null (strstr (error->message, "--force"));
}

static void
test_csv (void)
{
  Fixture          f = { 0 };
  g_autofree char *dir = g_dir_make_tmp ("sandtable-deck-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "deck.csv", NULL);
  g_autofree char *bad_path = g_build_filename (dir, "bad.csv", NULL);
  g_autoptr (GFile) file = g_file_new_for_path (path);
  g_autoptr (GFile) bad = g_file_new_for_path (bad_path);
  g_autoptr (GError) error = NULL;
  g_autofree char *text = NULL;
  g_autofree char *edited = NULL;
  g_autoptr (GString) broken = NULL;
  g_auto (GStrv) parts = NULL;

  fixture_open (&f, TRUE);
  g_assert_true (st_deck_page_export_csv (f.page, file, &error));
  g_assert_no_error (error);

  /* A read-only target is refused in words for the app, not the command line's. */
  g_assert_cmpint (g_chmod (path, 0444), ==, 0);
  g_assert_false (st_deck_page_export_csv (f.page, file, &error));
  assert_read_only_refusal (error);
  g_clear_error (&error);
  g_assert_cmpint (g_chmod (path, 0644), ==, 0);

  /* Importing what was exported leaves the deck equal and records nothing. */
  g_assert_true (st_deck_page_import_csv (f.page, file, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (st_history_get_n_steps (f.history), ==, 0);
  g_assert_true (st_scenario_equal (current (&f), f.scenario));
  /* The toast says what an import changed. */
  g_assert_cmpstr (st_deck_page_get_import_changes (f.page), ==, "no card changed");

  /* An edited file is one undoable step. */
  g_assert_true (g_file_get_contents (path, &text, NULL, NULL));
  g_assert_nonnull (strstr (text, "aurelia-guard-card-1,unit,aurelia-guard,,3,2d8,"));
  parts = g_strsplit (text, "aurelia-guard-card-1,unit,aurelia-guard,,3,2d8,", -1);
  edited = g_strjoinv ("aurelia-guard-card-1,unit,aurelia-guard,,3,3d8,", parts);
  g_assert_true (g_file_set_contents (path, edited, -1, NULL));
  g_assert_true (st_deck_page_import_csv (f.page, file, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (st_history_get_n_steps (f.history), ==, 1);
  g_assert_cmpstr (st_history_get_undo_id (f.history), ==, "deck.import-csv");
  g_assert_cmpstr (st_deck_page_get_import_changes (f.page), ==, "1 card changed");
  g_assert_cmpstr (st_attrs_get (card_at (&f, 0)->attrs, "attack"), ==, "3d8");
  undo (&f);
  g_assert_true (st_scenario_equal (current (&f), f.scenario));

  /* Errors come with their line and column, and change nothing. */
  broken = g_string_new (NULL);
  g_string_append (broken, "id,kind,unit,hq,copies,attack\n");
  g_string_append (broken, "c1,unit,aurelia-guard,,1,2x8\n");
  g_string_append (broken, "c2,spell,,,1,\n");
  g_assert_true (g_file_set_contents (bad_path, broken->str, -1, NULL));
  g_assert_false (st_deck_page_import_csv (f.page, bad, &error));
  g_assert_nonnull (error);
  g_assert_nonnull (strstr (error->message, "bad.csv:2:"));
  g_assert_nonnull (strstr (error->message, "bad.csv:3:"));
  g_assert_cmpuint (st_history_get_n_steps (f.history), ==, 1);
  g_assert_true (st_scenario_equal (current (&f), f.scenario));
  g_clear_error (&error);

  /* A text a scenario cannot hold is refused where it is, never dropped: the
   * document stays as it was, and can be saved. */
  {
    const char      *control = "id,kind,unit,hq,copies,name\nc1,hq,,spy,1,Marshal\x01Orsini\x0b\n";
    g_autofree char *saved = NULL;
    gsize            length = 0;

    g_assert_true (g_file_set_contents (bad_path, control, -1, NULL));
    g_assert_false (st_deck_page_import_csv (f.page, bad, &error));
    g_assert_nonnull (error);
    g_assert_nonnull (strstr (error->message, "bad.csv:2:21: error: the control character U+0001"));
    g_assert_cmpuint (st_history_get_n_steps (f.history), ==, 1);
    g_assert_true (st_scenario_equal (current (&f), f.scenario));
    g_clear_error (&error);
    saved = st_scenario_to_xml (current (&f), &length);
    g_assert_true (st_scenario_check_saveable (saved, length, &error));
  }

  g_unlink (path);
  g_unlink (bad_path);
  g_rmdir (dir);
  fixture_close (&f);
}

static int
pdf_pages (const char *path)
{
  g_autofree char *pdfinfo = g_find_program_in_path ("pdfinfo");
  g_autofree char *out = NULL;
  const char      *argv[] = { "pdfinfo", path, NULL };
  char            *line;
  int              status = 0;

  if (pdfinfo == NULL)
    return -1;
  argv[0] = pdfinfo;
  g_assert_true (g_spawn_sync (NULL, (char **) argv, NULL, G_SPAWN_STDERR_TO_DEV_NULL, NULL, NULL, &out, NULL,
                               &status, NULL));
  g_assert_true (g_spawn_check_wait_status (status, NULL));
  line = strstr (out, "Pages:");
  g_assert_nonnull (line);
  return atoi (line + strlen ("Pages:"));
}

static void
test_print (void)
{
  Fixture          f = { 0 };
  g_autofree char *dir = g_dir_make_tmp ("sandtable-print-XXXXXX", NULL);
  g_autofree char *printed = g_build_filename (dir, "printed.pdf", NULL);
  g_autofree char *exported = g_build_filename (dir, "exported.pdf", NULL);
  g_autoptr (GFile) exported_file = g_file_new_for_path (exported);
  g_autoptr (GtkPrintOperation) operation = NULL;
  g_autoptr (StPrintSheets) sheets = NULL;
  g_autoptr (GError) error = NULL;
  guint n_pages;
  int   n_printed = 0, pages;

  fixture_open (&f, TRUE);
  sheets = st_print_sheets_new (current (&f), ST_SHEET_CARDS, ST_PAPER_A4, DECK, NULL, &error);
  g_assert_no_error (error);
  n_pages = st_print_sheets_n_pages (sheets);
  /* 60 cards, nine to a page. */
  g_assert_cmpuint (n_pages, ==, 7);

  operation = st_deck_page_new_print_operation (f.page);
  g_assert_nonnull (operation);
  gtk_print_operation_set_export_filename (operation, printed);
  g_assert_cmpint (gtk_print_operation_run (operation, GTK_PRINT_OPERATION_ACTION_EXPORT, NULL, &error), ==,
                   GTK_PRINT_OPERATION_RESULT_APPLY);
  g_assert_no_error (error);
  g_object_get (operation, "n-pages", &n_printed, NULL);
  g_assert_cmpint (n_printed, ==, (int) n_pages);
  g_assert_true (g_file_test (printed, G_FILE_TEST_IS_REGULAR));
  pages = pdf_pages (printed);
  if (pages >= 0)
    g_assert_cmpint (pages, ==, (int) n_pages);

  g_assert_true (st_deck_page_export_pdf (f.page, exported_file, &error));
  g_assert_no_error (error);
  g_assert_cmpint (g_chmod (exported, 0444), ==, 0);
  g_assert_false (st_deck_page_export_pdf (f.page, exported_file, &error));
  assert_read_only_refusal (error);
  g_clear_error (&error);
  g_assert_cmpint (g_chmod (exported, 0644), ==, 0);
  pages = pdf_pages (exported);
  if (pages >= 0)
    g_assert_cmpint (pages, ==, (int) n_pages);
  else
    g_test_message ("pdfinfo is not installed: page counts of the PDFs not checked");

  g_unlink (printed);
  g_unlink (exported);
  g_rmdir (dir);
  fixture_close (&f);
}

static void
test_read_only (void)
{
  Fixture f = { 0 };

  fixture_open (&f, FALSE);
  g_assert_cmpuint (st_card_grid_get_n_cards (grid (&f)), ==, current_deck (&f)->cards->len);
  st_deck_page_select_card (f.page, card_at (&f, 0)->id);
  g_assert_null (st_deck_page_add_card (f.page, ST_CARD_UNIT, NULL));
  g_assert_false (st_deck_page_edit_card (f.page, "attack", "3d6", NULL));
  g_assert_false (gtk_widget_get_sensitive (GTK_WIDGET (st_deck_page_get_form (f.page))));
  g_assert_cmpuint (st_history_get_n_steps (f.history), ==, 0);
  fixture_close (&f);
}

/* Each test runs in a process of its own, as in test-window.c. */
static void
run_case (gconstpointer data)
{
  GTestFunc func = (GTestFunc) data;

  if (g_test_subprocess ())
    {
      func ();
      return;
    }
  g_test_trap_subprocess (NULL, 0, G_TEST_SUBPROCESS_INHERIT_STDERR);
  g_test_trap_assert_passed ();
}

int
main (int argc, char *argv[])
{
  g_setenv ("GTK_A11Y", "none", TRUE);
  g_setenv ("GSETTINGS_BACKEND", "memory", TRUE);
  g_setenv ("GSK_RENDERER", "cairo", FALSE);
  g_setenv ("GDK_DEBUG", "gl-disable", FALSE);
  g_setenv ("DBUS_SESSION_BUS_ADDRESS", "unix:path=/nonexistent/sandtable-test-bus", TRUE);
  g_setenv ("LANGUAGE", "C", TRUE);
  g_setenv ("LC_ALL", "C.UTF-8", TRUE);

  gtk_test_init (&argc, &argv, NULL);
  adw_init ();
  g_object_set (gtk_settings_get_default (), "gtk-enable-animations", FALSE, NULL);

  g_test_add_data_func ("/app/deck-page/add-undo", test_add_undo, run_case);
  g_test_add_data_func ("/app/deck-page/add-decks", test_add_decks, run_case);
  g_test_add_data_func ("/app/deck-page/values", test_values, run_case);
  g_test_add_data_func ("/app/deck-page/duplicate-delete-move", test_duplicate_delete_move, run_case);
  g_test_add_data_func ("/app/deck-page/filter-sort", test_filter_sort, run_case);
  g_test_add_data_func ("/app/deck-page/rules", test_rules, run_case);
  g_test_add_data_func ("/app/deck-page/csv", test_csv, run_case);
  g_test_add_data_func ("/app/deck-page/print", test_print, run_case);
  g_test_add_data_func ("/app/deck-page/read-only", test_read_only, run_case);

  return g_test_run ();
}
