/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <adwaita.h>
#include <string.h>

#include "core/st-family.h"
#include "engine/st-game.h"

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
  adw_combo_row_set_selected (family, ST_FAMILY_MANOVER);
  st_test_iterate ();
  g_assert_true (has_label (dialog, "Point-and-Line Map"));
  g_assert_false (has_label (dialog, "Point-to-Point Map"));

  /* The family chosen reads in full, under the row's title. */
  adw_combo_row_set_selected (family, ST_FAMILY_COMMAND_MANEUVER);
  st_test_iterate ();
  g_assert_true (adw_combo_row_get_use_subtitle (family));
  g_assert_cmpstr (adw_action_row_get_subtitle (ADW_ACTION_ROW (family)), ==,
                   st_family_display_name (ST_FAMILY_COMMAND_MANEUVER));

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
  for (StFamily family = 0; family < ST_N_FAMILIES; family++)
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

  return g_test_run ();
}
