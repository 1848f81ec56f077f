/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <adwaita.h>
#include <string.h>

#include "core/st-family.h"
#include "engine/st-game.h"
#include "render/st-card-render.h"

#include "st-card-grid.h"
#include "st-deck-page.h"
#include "st-deck-rules.h"
#include "st-new-scenario-dialog.h"

#include "app-test-util.h"
#include "window-fixture.h"

/* Issue 20's smaller dead ends, each where a new user met it: the New
 * dialog's words for a map of towns and its family names in full, the Select
 * pane's hint on a map of towns only, the Terrain tool with one terrain type
 * pointing to the Terrain page, and docs/play.md naming every family the
 * engine plays. */

/* Whether a label in widget's tree reads text. */
static gboolean
has_label (GtkWidget *widget, const char *text)
{
  if (GTK_IS_LABEL (widget) && g_strcmp0 (gtk_label_get_text (GTK_LABEL (widget)), text) == 0)
    return TRUE;
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child;
       child = gtk_widget_get_next_sibling (child))
    if (has_label (child, text))
      return TRUE;
  return FALSE;
}

static void
test_new_dialog_words (void)
{
  GtkWidget   *parent = gtk_window_new ();
  GtkWidget   *dialog = st_new_scenario_dialog_new (GTK_WINDOW (parent));
  AdwComboRow *family;

  gtk_window_present (GTK_WINDOW (parent));
  gtk_window_present (GTK_WINDOW (dialog));
  st_test_iterate ();
  family = ADW_COMBO_ROW (st_test_find_named (dialog, "family"));
  g_assert_nonnull (family);

  /* The docs call a map of towns and lines a point-and-line map. */
  adw_combo_row_set_selected (family, st_family_index (st_family_lookup ("manover")));
  st_test_iterate ();
  g_assert_true (has_label (dialog, "Point-and-Line Map"));
  g_assert_false (has_label (dialog, "Point-to-Point Map"));

  /* The family chosen reads in full, under the row's title. */
  adw_combo_row_set_selected (family, st_family_index (st_family_lookup ("command-maneuver")));
  st_test_iterate ();
  g_assert_true (adw_combo_row_get_use_subtitle (family));
  g_assert_cmpstr (adw_action_row_get_subtitle (ADW_ACTION_ROW (family)), ==,
                   st_family_display_name (st_family_lookup ("command-maneuver")));

  gtk_window_destroy (GTK_WINDOW (dialog));
  gtk_window_destroy (GTK_WINDOW (parent));
  st_test_iterate ();
}

static void
check_select_hint (const char *name, const char *hint, const char *not_hint)
{
  char     *dir, *path;
  StWindow *window = st_test_open_copy (name, NULL, &dir, &path);

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window->board_page), "board.tool", "s", "Select"));
  st_test_iterate ();
  g_assert_true (has_label (GTK_WIDGET (window->board_page), hint));
  g_assert_false (has_label (GTK_WIDGET (window->board_page), not_hint));
  st_test_close_copy (window, dir, path);
}

static void
test_select_hint (void)
{
  const char *cells = "Click a cell or town to see and change what is there.";
  const char *towns = "Click a town to see and change what is there.";

  check_select_hint ("manover-finland", towns, cells);
  check_select_hint ("maneuver-basic", cells, towns);
}

/* maneuver-basic has one terrain type: the Terrain tool says where the others
 * come from, and its button goes there, ready to add one. */
static void
test_terrain_tool_one_type (void)
{
  char      *dir, *path;
  StWindow  *window = st_test_open_copy ("maneuver-basic", NULL, &dir, &path);
  GtkWidget *button, *add;

  g_assert_cmpuint (st_history_get_scenario (st_window_get_history (window))->terrains->len, ==, 1);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window->board_page), "board.tool", "s", "Terrain"));
  st_test_iterate ();
  g_assert_nonnull (st_test_find_named (GTK_WIDGET (window->board_page), "more-terrain-types"));
  button = st_test_find_named (GTK_WIDGET (window->board_page), "show-terrain-types");
  g_assert_nonnull (button);
  g_signal_emit_by_name (button, "clicked");
  st_test_iterate ();
  g_assert_cmpstr (st_window_get_visible_part (window), ==, "terrain");
  add = st_test_find_named (GTK_WIDGET (window->terrain_page), "add");
  g_assert_nonnull (add);
  g_assert_true (gtk_root_get_focus (GTK_ROOT (window)) == add);
  st_test_close_copy (window, dir, path);
}

/* The first unit card of Aurelia's deck with two values or more keeps one:
 * a warning (the published unit cards have two to four), not an error. */
static void
one_value_card (StScenario *s)
{
  StDeck                  *deck = st_scenario_find_deck (s, "aurelia-deck");
  static const char *const values[] = { "attack", "defense", "bombard",  "range",
                                        "volley", "pursuit", "withdraw", NULL };

  for (guint i = 0; i < deck->cards->len; i++)
    {
      StCard *card = g_ptr_array_index (deck->cards, i);
      guint   n = 0;

      if (card->kind != ST_CARD_UNIT || st_attrs_get (card->attrs, "bombard") != NULL)
        continue;
      for (guint v = 0; values[v] != NULL; v++)
        n += st_attrs_get (card->attrs, values[v]) != NULL;
      if (n < 2)
        continue;
      for (guint v = 0; values[v] != NULL && n > 1; v++)
        if (st_attrs_remove (card->attrs, values[v]))
          n--;
      return;
    }
  g_assert_not_reached ();
}

static gboolean
has_width (gpointer widget)
{
  return gtk_widget_get_width (widget) > 0;
}

/* The deck page's summary: a deck with a warning breaks no rule, but does
 * not "follow the rules" above a ⚠ either; the warning names the card as
 * the page shows it, by its name. */
static void
test_deck_warning (void)
{
  char            *dir, *path;
  StWindow        *window = st_test_open_copy ("manoeuvre", one_value_card, &dir, &path);
  StDeckRules     *rules;
  const StDeck    *deck;
  const StCard    *card = NULL;
  GtkWidget       *icon;
  g_autofree char *name = NULL;

  st_window_set_visible_part (window, "decks");
  st_page_ensure_built (window->deck_page);
  st_test_iterate ();
  rules = st_deck_page_get_rules (ST_DECK_PAGE (window->deck_page));
  st_test_shoot ("deck-warning");
  /* Each card of the grid keeps its own width in the middle of its cell (it
   * stretched to the cell, its copy badge off the card). */
  {
    StCardGrid *grid = st_deck_page_get_grid (ST_DECK_PAGE (window->deck_page));
    GtkWidget  *thumb = st_card_grid_get_thumb (grid, 0);
    int         natural;

    /* Laid out at the next frame. */
    g_assert_true (st_test_wait_until (has_width, thumb, 5));
    gtk_widget_measure (thumb, GTK_ORIENTATION_HORIZONTAL, -1, NULL, &natural, NULL, NULL);
    g_assert_cmpint (gtk_widget_get_width (thumb), ==, natural);
  }
  g_assert_true (
      g_str_has_prefix (st_deck_rules_get_status (rules), "60 cards, 20 HQ cards — no rule broken, "));
  g_assert_true (g_str_has_suffix (st_deck_rules_get_status (rules), " below"));
  icon = st_test_find_type (GTK_WIDGET (rules), GTK_TYPE_IMAGE);
  g_assert_true (gtk_widget_has_css_class (icon, "warning"));
  g_assert_false (gtk_widget_has_css_class (icon, "success"));

  deck = st_scenario_find_deck (st_history_get_scenario (st_window_get_history (window)), "aurelia-deck");
  for (guint i = 0; i < deck->cards->len && card == NULL; i++)
    {
      const StCard *c = g_ptr_array_index (deck->cards, i);
      guint         n = 0;

      for (const char *const *v =
               (const char *const[]){ "attack", "defense", "volley", "pursuit", "withdraw", NULL };
           *v != NULL; v++)
        n += st_attrs_get (c->attrs, *v) != NULL;
      if (c->kind == ST_CARD_UNIT && n == 1 && st_attrs_get (c->attrs, "bombard") == NULL)
        card = c;
    }
  g_assert_nonnull (card);
  {
    g_autofree char *title =
        st_card_title (st_history_get_scenario (st_window_get_history (window)), card, NULL);

    name = g_strdup_printf ("'%s'", title);
  }
  {
    g_autofree char *quoted_id = g_strdup_printf ("'%s'", card->id);
    GtkWidget       *list = st_test_find_type (GTK_WIDGET (rules), GTK_TYPE_LIST_BOX);
    gboolean         named = FALSE;

    for (GtkWidget *row = gtk_widget_get_first_child (list); row != NULL;
         row = gtk_widget_get_next_sibling (row))
      {
        const char *title = adw_preferences_row_get_title (ADW_PREFERENCES_ROW (row));
        const char *cards = adw_action_row_get_subtitle (ADW_ACTION_ROW (row));

        g_assert_null (strstr (title, quoted_id));
        g_assert_null (strstr (cards ? cards : "", card->id));
        named |= strstr (title, name) != NULL;
      }
    g_assert_true (named);
  }
  st_test_close_copy (window, dir, path);
}

/* docs/play.md's first paragraph names every family the engine plays. */
static void
test_play_doc_families (void)
{
  g_autofree char *path = st_test_source_path ("docs", "play.md");
  g_autofree char *text = NULL;
  g_autoptr (GError) error = NULL;
  char *end;

  g_assert_true (g_file_get_contents (path, &text, NULL, &error));
  g_assert_no_error (error);
  if ((end = strstr (text, "\n\n## ")) != NULL)
    *end = '\0';
  for (const StFamily *const *it = st_family_all (NULL), *family; (family = *it) != NULL; it++)
    if (st_game_family_supported (family))
      {
        g_autofree char *quoted = g_strdup_printf ("`%s`", st_family_id (family));

        if (strstr (text, quoted) == NULL)
          g_error ("docs/play.md does not say that the engine plays %s", quoted);
      }
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

  g_test_add_func ("/app/dead-ends/new-dialog-words", test_new_dialog_words);
  g_test_add_func ("/app/dead-ends/select-hint", test_select_hint);
  g_test_add_func ("/app/dead-ends/terrain-tool-one-type", test_terrain_tool_one_type);
  g_test_add_func ("/app/dead-ends/play-doc-families", test_play_doc_families);
  g_test_add_func ("/app/dead-ends/deck-warning", test_deck_warning);

  return g_test_run ();
}
