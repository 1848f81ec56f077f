/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <adwaita.h>

#include "app-test-util.h"
#include "st-width-first.h"

/* Issue 24: widths that do not depend on heights (src/app/st-width-first.c).
 * A wrapped label, and a column of them, asked for their width at a height
 * answer their width at any height, without GTK 4.8's searches over widths;
 * rows laid out that way show their whole text. */

#define LONG_TEXT                                                                                           \
  "red cavalry (048011) stands outside its side's set-up zone, and the engine plays hex boards of at most " \
  "4096 cells"

static GtkWidget *
wrapped_label (const char *text)
{
  GtkWidget *label = gtk_label_new (text);

  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  gtk_label_set_wrap_mode (GTK_LABEL (label), PANGO_WRAP_WORD_CHAR);
  return label;
}

static void
assert_width_first (GtkWidget *widget)
{
  int any_min, any_nat;

  gtk_widget_measure (widget, GTK_ORIENTATION_HORIZONTAL, -1, &any_min, &any_nat, NULL, NULL);
  g_assert_cmpint (any_min, >, 0);
  /* Heights of one short line to many lines: GTK 4.8 answers a short height
   * with the width of the text on one or two lines, far wider than the
   * longest word. */
  for (int height = 10; height <= 400; height *= 2)
    {
      int min, nat;

      gtk_widget_measure (widget, GTK_ORIENTATION_HORIZONTAL, height, &min, &nat, NULL, NULL);
      g_assert_cmpint (min, ==, any_min);
      g_assert_cmpint (nat, ==, any_nat);
    }
}

static void
test_label (void)
{
  g_autoptr (GtkWidget) label = g_object_ref_sink (wrapped_label (LONG_TEXT));

  assert_width_first (label);
}

/* An AdwActionRow's title and subtitle are such a column. */
static void
test_column (void)
{
  g_autoptr (GtkWidget) box = g_object_ref_sink (gtk_box_new (GTK_ORIENTATION_VERTICAL, 3));

  gtk_box_append (GTK_BOX (box), wrapped_label (LONG_TEXT));
  gtk_box_append (GTK_BOX (box),
                  wrapped_label ("Play-Test and the rule overlays cannot start until this is fixed"));
  assert_width_first (box);
}

static GtkWidget *
find_label (GtkWidget *widget, const char *text)
{
  if (GTK_IS_LABEL (widget) && g_strcmp0 (gtk_label_get_text (GTK_LABEL (widget)), text) == 0)
    return widget;
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = find_label (child, text);

      if (found != NULL)
        return found;
    }
  return NULL;
}

/* A row of the problems pane at a narrow width: the row is as tall as its
 * wrapped title and subtitle at the widths they are given, so no line is cut. */
static void
test_row_shows_whole_text (void)
{
  GtkWidget  *window = gtk_window_new ();
  GtkWidget  *group = adw_preferences_group_new ();
  GtkWidget  *row = adw_action_row_new ();
  GtkWidget  *button = gtk_button_new_with_label ("Parameters");
  GtkWidget  *title, *subtitle;
  const char *labels[2];

  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), LONG_TEXT);
  adw_action_row_set_title_lines (ADW_ACTION_ROW (row), 0);
  adw_action_row_set_subtitle (ADW_ACTION_ROW (row),
                               "Play-Test and the rule overlays cannot start until this is fixed");
  adw_action_row_add_prefix (ADW_ACTION_ROW (row), gtk_image_new_from_icon_name ("dialog-warning-symbolic"));
  gtk_widget_set_valign (button, GTK_ALIGN_CENTER);
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), button);
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), row);
  gtk_widget_set_size_request (group, 240, -1);
  gtk_widget_set_halign (group, GTK_ALIGN_START);
  gtk_widget_set_valign (group, GTK_ALIGN_START);
  gtk_window_set_child (GTK_WINDOW (window), group);
  gtk_window_set_default_size (GTK_WINDOW (window), 240, 100);
  gtk_window_present (GTK_WINDOW (window));
  st_test_iterate ();

  title = find_label (row, LONG_TEXT);
  subtitle = find_label (row, "Play-Test and the rule overlays cannot start until this is fixed");
  g_assert_nonnull (title);
  g_assert_nonnull (subtitle);
  labels[0] = LONG_TEXT;
  labels[1] = "subtitle";
  for (guint i = 0; i < 2; i++)
    {
      GtkWidget *label = i == 0 ? title : subtitle;
      int        width = gtk_widget_get_width (label);
      int        height = gtk_widget_get_height (label);
      int        needed;

      gtk_widget_measure (label, GTK_ORIENTATION_VERTICAL, width, &needed, NULL, NULL, NULL);
      g_test_message ("%s: %d x %d, needs %d", labels[i], width, height, needed);
      g_assert_cmpint (width, >, 0);
      g_assert_cmpint (height, >=, needed);
    }
  /* Wrapped: narrower than the text on one line. */
  {
    int one_line;

    gtk_widget_measure (title, GTK_ORIENTATION_HORIZONTAL, -1, NULL, &one_line, NULL, NULL);
    g_assert_cmpint (gtk_widget_get_width (title), <, one_line);
  }
  gtk_window_destroy (GTK_WINDOW (window));
  st_test_iterate ();
}

int
main (int argc, char **argv)
{
  if (g_getenv ("DISPLAY") == NULL && g_getenv ("WAYLAND_DISPLAY") == NULL)
    {
      g_print ("1..0 # SKIP no display\n");
      return 0;
    }
  g_setenv ("GDK_DEBUG", "gl-disable", FALSE);
  gtk_test_init (&argc, &argv, NULL);
  adw_init ();
  st_width_first_install ();
  g_test_add_func ("/app/width-first/label", test_label);
  g_test_add_func ("/app/width-first/column", test_column);
  g_test_add_func ("/app/width-first/row-shows-whole-text", test_row_shows_whole_text);
  return g_test_run ();
}
