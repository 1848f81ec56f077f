/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <adwaita.h>

#include "core/st-history.h"

#include "app-test-util.h"
#include "window-fixture.h"

/* Issue 20's freeze: type in a row of a table page, press Tab (the focus goes
 * to the row's ✓ button, or out of a spin button), then click another part in
 * the sidebar. The edit is committed while the window moves the focus; a
 * commit that rebuilt the rows then destroyed widgets the window was still
 * telling about the focus change, which flooded Gtk-CRITICALs and hung the
 * window. Each case does exactly that, for every kind of table, and checks
 * that the other part shows, the edit is kept, and (the tests run with
 * G_DEBUG=fatal-criticals) nothing critical was said. */

typedef struct
{
  const char *scenario;
  const char *part;
  const char *add; /* the button or action that adds the item whose name is typed; NULL: none */
  const char *field; /* the field to type in when nothing is added */
  const char *text;
  gboolean (*check) (StScenario *scenario);
  const char *live; /* a live row: the id of the undo step its typing makes at once */
  gboolean    switch_away; /* another window takes the keyboard while the name is typed */
  gboolean    enter; /* Enter ends the edit (the ✓ showing), not Tab and a click elsewhere */
} Case;

static gboolean
has_river (StScenario *s)
{
  const StEdgeType *river = st_scenario_find_edge_type (s, "river");

  if (river == NULL)
    return FALSE;
  /* A new river is blue, but not the blue of the Blue side's pieces. */
  for (guint i = 0; i < s->sides->len; i++)
    g_assert_cmpstr (river->color, !=, ((StSide *) g_ptr_array_index (s->sides, i))->color);
  return TRUE;
}

static gboolean
has_swamp (StScenario *s)
{
  return st_scenario_find_terrain (s, "swamp") != NULL;
}

static gboolean
side_renamed (StScenario *s)
{
  const StSide *side = st_scenario_find_side (s, "blue");

  return side != NULL && g_strcmp0 (st_text_get_source (side->name), "Aurelia") == 0;
}

static gboolean
has_grenadiers (StScenario *s)
{
  for (guint i = 0; i < s->unit_types->len; i++)
    {
      const StUnitType *type = g_ptr_array_index (s->unit_types, i);

      if (type->name != NULL && g_strcmp0 (st_text_get_source (type->name), "Grenadiers") == 0)
        return TRUE;
    }
  return FALSE;
}

static gboolean
turn_limit_12 (StScenario *s)
{
  return g_strcmp0 (st_scenario_get_param (s, "turn-limit"), "12") == 0;
}

static gboolean
deck_renamed (StScenario *s)
{
  const StDeck *deck = st_scenario_find_deck (s, "aurelia-deck");

  return deck != NULL && g_strcmp0 (st_text_get_source (deck->name), "Royal Deck") == 0;
}

/* Whether the window has the keyboard. An entry row shows its ✓ only for
 * text that changes while its text has the focus, which it has only in the
 * active window: text set while another window has the keyboard (another
 * test's, on the shared display, or before the display has told the window
 * it is active, a round trip after it is shown) shows no ✓, and Tab passes
 * the ✓ by. */
static gboolean
is_active (gpointer window)
{
  return gtk_window_is_active (window);
}

/* Whether the first button in widget (the ✓ of an entry row) is hidden, or
 * shown, mapped and given a size: only then does Tab go to it. */
static gboolean
laid_out (gpointer widget)
{
  GtkWidget *button = st_test_find_type (widget, GTK_TYPE_BUTTON);
  GtkWidget *revealer;

  if (button == NULL || !gtk_widget_get_visible (button))
    return TRUE;
  /* The expander row of a new type is still opening: wait until it is open. */
  revealer = gtk_widget_get_ancestor (button, GTK_TYPE_REVEALER);
  if (revealer != NULL && gtk_revealer_get_reveal_child (GTK_REVEALER (revealer))
      && !gtk_revealer_get_child_revealed (GTK_REVEALER (revealer)))
    return FALSE;
  return gtk_widget_get_mapped (button) && gtk_widget_get_width (button) > 0;
}

static gboolean
ready_for_tab (gpointer widget)
{
  return is_active (gtk_widget_get_root (widget)) && laid_out (widget);
}

/* The user is at this window: it takes the keyboard back when another
 * window (another test's) took it. */
static void
take_keyboard_back (GtkWindow *window)
{
  if (!gtk_window_is_active (window))
    gtk_window_present (window);
}

/* Runs the main loop until the row's ✓ is laid out and the window has the
 * keyboard (30 s at most: the sanitizer build on a busy machine takes its
 * time over the layout). Tab follows at once: the window's losing the
 * keyboard forgets the chain of focus children that keyboard navigation
 * starts from, and Tab in a window that has not got it back goes to the
 * window's first widget. */
static void
wait_ready_for_tab (GtkWidget *widget)
{
  GtkWidget *window = GTK_WIDGET (gtk_widget_get_root (widget));
  gulong     id = g_signal_connect (window, "notify::is-active", G_CALLBACK (take_keyboard_back), NULL);

  take_keyboard_back (GTK_WINDOW (window));
  g_assert_true (st_test_wait_until (ready_for_tab, widget, 30.0));
  g_signal_handler_disconnect (window, id);
}

/* Another window takes the keyboard, as when the user switches to another
 * application, and gives it back. */
static void
switch_away_and_back (StWindow *window)
{
  GtkWidget *other = gtk_window_new ();

  gtk_window_present (GTK_WINDOW (other));
  g_assert_true (st_test_wait_until (is_active, other, 10.0));
  g_assert_false (gtk_window_is_active (GTK_WINDOW (window)));
  gtk_window_destroy (GTK_WINDOW (other));
  gtk_window_present (GTK_WINDOW (window));
  g_assert_true (st_test_wait_until (is_active, window, 10.0));
  st_test_iterate ();
}

/* Enter, as the keyboard's Return reaches the name: its binding in the
 * entry's text emits GtkText's "activate" (the same key sent as X input by
 * xdotool to the active window did the same when this test was written; X
 * input is not used here, since the app tests share one display and another
 * test's window may have the keyboard). */
static void
press_enter (GtkWidget *field)
{
  GtkWidget *text = st_test_find_type (field, GTK_TYPE_TEXT);

  g_assert_nonnull (text);
  g_assert_true (gtk_widget_has_focus (text));
  g_signal_emit_by_name (text, "activate");
  st_test_iterate ();
}

static GtkWidget *
editable_ancestor (GtkWidget *widget)
{
  while (widget != NULL && !ADW_IS_ENTRY_ROW (widget) && !GTK_IS_SPIN_BUTTON (widget))
    widget = gtk_widget_get_parent (widget);
  return widget;
}

static void
focus_then_leave (const Case *c)
{
  char            *dir, *path;
  StWindow        *window = st_test_open_copy (c->scenario, NULL, &dir, &path);
  StHistory       *history = st_window_get_history (window);
  GtkWidget       *page, *field, *focus, *board;
  guint            n_steps = 0;
  g_autofree char *typed = NULL;
  g_autofree char *undo_id = NULL;

  st_window_set_visible_part (window, c->part);
  page = gtk_stack_get_child_by_name (window->part_stack, c->part);
  st_page_ensure_built (ST_PAGE (page));
  st_test_iterate ();
  if (c->add != NULL && g_str_has_prefix (c->add, "units."))
    gtk_widget_activate_action (page, c->add, "s", "infantry");
  else if (c->add != NULL)
    g_signal_emit_by_name (st_test_find_named (page, c->add), "clicked");
  else
    {
      GtkWidget *row = st_test_find_named (page, c->field);
      GtkWidget *spin = st_test_find_type (row, GTK_TYPE_SPIN_BUTTON);

      g_assert_true (gtk_widget_grab_focus (spin != NULL ? spin : row));
    }
  st_test_iterate ();

  /* The typing goes to the window that has the keyboard: it takes it, and
   * types once the display has said it has it. */
  gtk_window_present (GTK_WINDOW (window));
  g_assert_true (st_test_wait_until (is_active, window, 10.0));
  /* Whatever was added opens with the focus in its name. */
  field = editable_ancestor (gtk_root_get_focus (GTK_ROOT (window)));
  g_assert_nonnull (field);
  /* A switch to another window comes before the last letter. */
  typed = c->switch_away && !c->enter ? g_strndup (c->text, strlen (c->text) - 1) : g_strdup (c->text);
  gtk_editable_set_text (GTK_EDITABLE (field), typed);
  st_test_iterate ();
  if (c->live != NULL)
    {
      /* Applied as typed, under the id the type had (it follows the name
       * once the typing ends). */
      g_assert_cmpstr (st_history_get_undo_id (history), ==, c->live);
      g_assert_false (c->check (st_history_get_scenario (history)));
    }
  n_steps = st_history_get_n_steps (history);
  undo_id = g_strdup (st_history_get_undo_id (history));

  if (c->switch_away)
    {
      /* Switching to another window and back ends no edit: the focus is
       * where it was, in the same row, nothing more is committed (the id of
       * a new type does not follow its name yet, which would rebuild the
       * rows), and what is typed next goes on from there. */
      switch_away_and_back (window);
      g_assert_true (editable_ancestor (gtk_root_get_focus (GTK_ROOT (window))) == field);
      g_assert_cmpuint (st_history_get_n_steps (history), ==, n_steps);
      g_assert_cmpstr (st_history_get_undo_id (history), ==, undo_id);
      g_assert_false (c->check (st_history_get_scenario (history)));
      if (!c->enter)
        gtk_editable_set_text (GTK_EDITABLE (field), c->text);
      st_test_iterate ();
    }

  if (c->enter)
    {
      /* The row may be rebuilt under it (a new type's id). */
      g_autoptr (GtkWidget) apply = g_object_ref (st_test_find_type (field, GTK_TYPE_BUTTON));

      /* The whole name was typed before the switch, and the ✓ shows on the
       * way back. Enter in the name applies it, as the ✓ does: the edit
       * ends (the id of a new type follows its name, in the same undoable
       * step as the typing) and the ✓ goes. */
      wait_ready_for_tab (field);
      g_assert_true (gtk_widget_get_visible (apply));
      g_assert_false (c->check (st_history_get_scenario (history)));
      press_enter (field);
      g_assert_true (c->check (st_history_get_scenario (history)));
      g_assert_false (gtk_widget_get_visible (apply) && gtk_widget_get_root (apply) != NULL);
      if (c->live != NULL)
        {
          g_assert_cmpuint (st_history_get_n_steps (history), ==, n_steps);
          g_assert_cmpstr (st_history_get_undo_id (history), ==, c->live);
        }
      st_test_close_copy (window, dir, path);
      return;
    }

  /* The window lays out the ✓ the typing showed: Tab goes by where widgets are. */
  wait_ready_for_tab (field);
  /* Tab: the ✓ of an entry row, or the next field after a spin button. */
  g_assert_true (gtk_widget_child_focus (GTK_WIDGET (window), GTK_DIR_TAB_FORWARD));
  focus = gtk_root_get_focus (GTK_ROOT (window));
  g_assert_nonnull (focus);

  if (ADW_IS_ENTRY_ROW (field))
    g_assert_true (GTK_IS_BUTTON (focus) && gtk_widget_is_ancestor (focus, field));

  /* A click on Board in the sidebar: the list takes the focus, then selects. */
  board = st_test_find_named (GTK_WIDGET (window->sidebar), "board");
  g_assert_nonnull (board);
  gtk_widget_grab_focus (board);
  gtk_list_box_select_row (window->sidebar, GTK_LIST_BOX_ROW (board));
  st_test_iterate ();

  g_assert_cmpstr (st_window_get_visible_part (window), ==, "board");
  g_assert_true (gtk_root_get_focus (GTK_ROOT (window)) == board);
  g_assert_true (c->check (st_history_get_scenario (history)));
  /* The typing and its end are one undoable step. */
  if (c->live != NULL)
    {
      g_assert_cmpuint (st_history_get_n_steps (history), ==, n_steps);
      g_assert_cmpstr (st_history_get_undo_id (history), ==, c->live);
    }
  /* The window still answers: back to the part, which shows the edit. */
  st_window_set_visible_part (window, c->part);
  st_test_iterate ();
  g_assert_cmpstr (st_window_get_visible_part (window), ==, c->part);
  if (c->live != NULL)
    {
      g_autofree char *shot = g_strconcat ("edit-focus-", c->part, "-", c->add, NULL);
      st_test_shoot (shot);
    }

  st_test_close_copy (window, dir, path);
}

/* Each case in a process of its own, whose window is the first one shown on
 * the display: it is the active window, in which the focus moves as the
 * user sees it (the entry row shows its ✓ only while its text has the focus). */
static void
test_focus_then_leave (gconstpointer data)
{
  if (g_test_subprocess ())
    {
      focus_then_leave (data);
      return;
    }
  g_test_trap_subprocess (NULL, 0, G_TEST_SUBPROCESS_INHERIT_STDERR);
  g_test_trap_assert_passed ();
}

int
main (int argc, char *argv[])
{
  static const Case cases[] = {
    { "maneuver-basic", "terrain", "add-edge-type", NULL, "River", has_river, "edge-type.rename" },
    { "maneuver-basic", "terrain", "add", NULL, "Swamp", has_swamp, "terrain-type.rename" },
    { "maneuver-basic", "units", NULL, "blue", "Aurelia", side_renamed },
    { "maneuver-basic", "units", "units.add-type", NULL, "Grenadiers", has_grenadiers },
    { "maneuver-basic", "parameters", NULL, "turn-limit", "12", turn_limit_12 },
    { "manoeuvre", "decks", NULL, "deck-name", "Royal Deck", deck_renamed },
    { "maneuver-basic", "terrain", "add", NULL, "Swamp", has_swamp, "terrain-type.rename", TRUE },
    { "maneuver-basic", "terrain", "add", NULL, "Swamp", has_swamp, "terrain-type.rename", TRUE, TRUE },
    { "maneuver-basic", "units", NULL, "blue", "Aurelia", side_renamed, NULL, TRUE, TRUE },
    { "maneuver-basic", "terrain", "add-edge-type", NULL, "River", has_river, "edge-type.rename", TRUE,
      TRUE },
    { "maneuver-basic", "units", "units.add-type", NULL, "Grenadiers", has_grenadiers, NULL, TRUE, TRUE },
    { "manoeuvre", "decks", NULL, "deck-name", "Royal Deck", deck_renamed, NULL, TRUE, TRUE },
  };
  static const char *const names[] = {
    "/app/edit-focus/edge-type",
    "/app/edit-focus/terrain",
    "/app/edit-focus/side",
    "/app/edit-focus/unit-type",
    "/app/edit-focus/parameter",
    "/app/edit-focus/deck",
    "/app/edit-focus/switch-window",
    "/app/edit-focus/switch-window-enter",
    "/app/edit-focus/switch-window-enter-side",
    "/app/edit-focus/switch-window-enter-edge-type",
    "/app/edit-focus/switch-window-enter-unit-type",
    "/app/edit-focus/switch-window-enter-deck",
  };

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

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    g_test_add_data_func (names[i], &cases[i], test_focus_then_leave);

  return g_test_run ();
}
