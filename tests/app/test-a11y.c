/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <adwaita.h>
#include <string.h>

#include "app-test-util.h"
#include "board-fixture.h"
#include "play-fixture.h"
#include "st-play-cover.h"

/* Issue 28, "Focus you can see and follow" and "Names": walks the widget tree
 * of the board page (with each tool's pane) and of the play page (set-up,
 * cover screen, game) and asserts that every control that takes the focus has
 * an accessible name that is not a GType name (GTK 4.8 names a control that
 * has none by its type: "GtkButton", "GtkSpinButton"); that no status value is
 * a tab stop; that the board draws a focus ring; and that Tab leaves the
 * sidebar for the page instead of opening the next part. */

/* The accessible label as the test context reads it: the message of a check
 * against a value the label cannot have holds the real one. NULL: none. */
static char *
accessible_label (GtkWidget *widget)
{
  g_autofree char *message = NULL;
  const char      *start, *end;

  if (!gtk_test_accessible_has_property (GTK_ACCESSIBLE (widget), GTK_ACCESSIBLE_PROPERTY_LABEL))
    return NULL;
  message =
      gtk_test_accessible_check_property (GTK_ACCESSIBLE (widget), GTK_ACCESSIBLE_PROPERTY_LABEL, "\x01");
  g_assert_nonnull (message);
  /* "expected value ... actual value 'X'": the last quoted string. */
  end = strrchr (message, '\'');
  if (end == NULL)
    return g_strdup (message);
  for (start = end - 1; start > message && *start != '\''; start--)
    ;
  return g_strndup (start + 1, (gsize) (end - start - 1));
}

/* The control a focusable widget is part of: the spin button or entry around
 * its text, the menu button around its button. */
static GtkWidget *
control_of (GtkWidget *widget)
{
  GtkWidget *parent = gtk_widget_get_parent (widget);

  if (GTK_IS_TEXT (widget))
    {
      GtkWidget *editable = parent;

      while (editable != NULL && !GTK_IS_EDITABLE (editable))
        editable = gtk_widget_get_parent (editable);
      if (editable != NULL)
        return editable;
    }
  if (parent != NULL && GTK_IS_MENU_BUTTON (parent))
    return parent;
  return widget;
}

/* Whether the control has a name a screen reader can say; else why not. */
static char *
unnamed_reason (GtkWidget *control)
{
  g_autofree char *label = accessible_label (control);

  if (label == NULL)
    {
      /* A row or a control labelled by another widget (AdwEntryRow's title,
       * a mnemonic label) is named by that label. */
      if (gtk_test_accessible_has_relation (GTK_ACCESSIBLE (control), GTK_ACCESSIBLE_RELATION_LABELLED_BY))
        return NULL;
      return g_strdup ("no accessible name");
    }
  if (*g_strstrip (label) == '\0')
    return g_strdup ("an empty accessible name");
  if (g_type_from_name (label) != 0)
    return g_strdup_printf ("a type for its name: %s", label);
  return NULL;
}

static void
describe (GtkWidget *widget, GString *out)
{
  for (GtkWidget *w = widget; w != NULL; w = gtk_widget_get_parent (w))
    {
      const char *name = gtk_widget_get_name (w);

      g_string_append_printf (out, "%s%s%s%s", w == widget ? "" : " < ", G_OBJECT_TYPE_NAME (w),
                              g_strcmp0 (name, G_OBJECT_TYPE_NAME (w)) != 0 ? "#" : "",
                              g_strcmp0 (name, G_OBJECT_TYPE_NAME (w)) != 0 ? name : "");
      if (GTK_IS_WINDOW (w) || ST_IS_PAGE (w) || ST_IS_PLAY_PAGE (w))
        break;
    }
}

/* Walks what is shown, counting the focusable controls into *n and the
 * unnamed ones, described, into bad. */
static void
walk (GtkWidget *widget, guint *n, GString *bad)
{
  guint before = *n;

  /* A widget that cannot take the focus keeps it from its children too. */
  if (!gtk_widget_get_mapped (widget) || !gtk_widget_get_can_focus (widget))
    return;
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    walk (child, n, bad);
  /* A scrolled window or a list takes the focus itself only when nothing in
   * it can. */
  if ((GTK_IS_SCROLLED_WINDOW (widget) || GTK_IS_LIST_BOX (widget)) && *n > before)
    return;
  if (gtk_widget_get_focusable (widget))
    {
      GtkWidget       *control = control_of (widget);
      g_autofree char *reason = unnamed_reason (control);

      (*n)++;
      if (reason != NULL)
        {
          describe (control, bad);
          g_string_append_printf (bad, ": %s\n", reason);
        }
    }
}

/* Asserts the names under root; returns how many controls were checked. */
static guint
assert_named (GtkWidget *root, const char *where)
{
  g_autoptr (GString) bad = g_string_new (NULL);
  guint n = 0;

  walk (root, &n, bad);
  if (bad->len > 0)
    g_error ("%s: controls without a name:\n%s", where, bad->str);
  g_test_message ("%s: %u controls named", where, n);
  return n;
}

/* A status value, or any text, is no tab stop: no label is focusable.
 * Returns how many values of a grid (status, what a move resolved to) were
 * seen shown. */
static guint
assert_no_focusable_label (GtkWidget *widget)
{
  guint n = 0;

  if (GTK_IS_LABEL (widget))
    {
      g_assert_false (gtk_label_get_selectable (GTK_LABEL (widget)));
      g_assert_false (gtk_widget_get_focusable (widget));
      if (GTK_IS_GRID (gtk_widget_get_parent (widget)) && gtk_widget_get_mapped (widget))
        {
          g_autofree char *name = accessible_label (widget);

          /* A value reads with its row's title: "Title: value". */
          if (name != NULL && strstr (name, ": ") != NULL)
            n++;
        }
    }
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    n += assert_no_focusable_label (child);
  return n;
}

static gboolean
count_frame (GtkWidget *widget, GdkFrameClock *clock, gpointer data)
{
  (*(guint *) data)++;
  return G_SOURCE_CONTINUE;
}

static gboolean
two_frames (gpointer data)
{
  return *(guint *) data >= 2;
}

/* Lets the window draw the widget again (the paintable below shows what was
 * last drawn). */
static void
wait_drawn (GtkWidget *widget)
{
  guint frames = 0;
  guint id = gtk_widget_add_tick_callback (widget, count_frame, &frames, NULL);

  gtk_widget_queue_draw (widget);
  g_assert_true (st_test_wait_until (two_frames, &frames, 10.0));
  gtk_widget_remove_tick_callback (widget, id);
  st_test_iterate ();
}

/* The board view drawn as the window last drew it, into an image. */
static cairo_surface_t *
render (GtkWidget *widget)
{
  g_autoptr (GdkPaintable) paintable = NULL;
  GtkSnapshot     *snapshot = gtk_snapshot_new ();
  cairo_surface_t *surface;
  GskRenderNode   *node;
  cairo_t         *cr;
  int              width, height;

  wait_drawn (widget);
  width = gtk_widget_get_width (widget);
  height = gtk_widget_get_height (widget);
  g_assert_cmpint (width, >, 0);
  g_assert_cmpint (height, >, 0);
  paintable = gtk_widget_paintable_new (widget);
  gdk_paintable_snapshot (paintable, snapshot, width, height);
  node = gtk_snapshot_free_to_node (snapshot);
  g_assert_nonnull (node);
  surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, width, height);
  cr = cairo_create (surface);
  gsk_render_node_draw (node, cr);
  gsk_render_node_unref (node);
  cairo_destroy (cr);
  cairo_surface_flush (surface);
  return surface;
}

static guint32
pixel (cairo_surface_t *surface, int x, int y)
{
  const guchar *data = cairo_image_surface_get_data (surface);

  return *(const guint32 *) (data + (gsize) y * (gsize) cairo_image_surface_get_stride (surface)
                             + (gsize) x * 4);
}

/* Whether a ring runs along the edge of the image: the same opaque colour at
 * the middle of the left, right and bottom edges (the board keeps a margin
 * there, away from the legend's button at the top and from any hover mark),
 * and another just inside. */
static gboolean
ring_drawn (cairo_surface_t *surface)
{
  int     width = cairo_image_surface_get_width (surface);
  int     height = cairo_image_surface_get_height (surface);
  guint32 left = pixel (surface, 1, height / 2);

  /* Opaque, the same all round, and unlike the ground just inside it. */
  return (left >> 24) == 0xff && pixel (surface, width - 2, height / 2) == left
         && pixel (surface, width / 2, height - 2) == left && pixel (surface, 6, height / 2) != left;
}

static gboolean
window_active (gpointer window)
{
  return gtk_window_is_active (window);
}

/* Renders the view with the focus on it (TRUE) or on elsewhere (FALSE), both
 * brought by the keyboard, into *drawn. GTK gives a widget the focus only
 * while its window is active, and the tests share a display: another test's
 * window may hold the activation. Waits for it (without taking it back, which
 * would upset that test) and returns FALSE if it does not come. */
static gboolean
render_focus_ring (GtkWidget *view, GtkWidget *elsewhere, gboolean focused, gboolean *drawn)
{
  GtkWindow *window = GTK_WINDOW (gtk_widget_get_root (view));

  for (guint attempt = 0; attempt < 6; attempt++)
    {
      cairo_surface_t *surface;

      if (!gtk_window_is_active (window) && !st_test_wait_until (window_active, window, 5.0))
        continue;
      g_assert_true (gtk_widget_grab_focus (focused ? view : elsewhere));
      gtk_window_set_focus_visible (window, TRUE);
      st_test_iterate ();
      if (gtk_widget_has_visible_focus (view) != focused)
        continue;
      surface = render (view);
      *drawn = ring_drawn (surface);
      cairo_surface_destroy (surface);
      if (gtk_widget_has_visible_focus (view) == focused)
        return TRUE;
    }
  return FALSE;
}

/* With the focus brought by the keyboard, the board draws a ring along its
 * edge; without the focus, none; with the focus again, the ring again. */
static void
assert_draws_focus (GtkWidget *view, GtkWidget *elsewhere)
{
  const gboolean steps[] = { TRUE, FALSE, TRUE };

  for (guint i = 0; i < G_N_ELEMENTS (steps); i++)
    {
      gboolean drawn = !steps[i];

      if (!render_focus_ring (view, elsewhere, steps[i], &drawn))
        {
          /* Every control was still checked for its name. */
          g_test_skip (
              "another window on the shared display kept the activation: the focus ring is not checked");
          return;
        }
      g_assert_cmpint (drawn, ==, steps[i]);
    }
}

static void
test_board_page (void)
{
  BoardFixture f = { 0 };
  guint        n = 0;

  board_fixture_open (&f, "maneuver-basic", NULL);
  st_window_set_visible_part (f.window, "board");
  st_test_iterate ();
  /* Each tool fills the pane with its own controls. */
  for (int tool = 0; tool < ST_N_TOOLS; tool++)
    {
      GtkWidget *button = f.page->tool_buttons[tool];

      if (button == NULL || !gtk_widget_get_visible (button))
        continue;
      gtk_toggle_button_set_active (GTK_TOGGLE_BUTTON (button), TRUE);
      st_test_iterate ();
      n += assert_named (GTK_WIDGET (f.page), gtk_widget_get_tooltip_text (button));
    }
  g_assert_cmpuint (n, >, 30);
  assert_draws_focus (GTK_WIDGET (f.page->view), f.page->tool_buttons[ST_TOOL_SELECT]);
  board_fixture_close (&f);
}

static void
test_play_page (void)
{
  Fixture    f = { 0 };
  GtkWidget *view, *cover;

  fixture_open (&f, "maneuver-basic");
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (f.window), "win.play", NULL));
  st_test_iterate ();
  /* The set-up, with the MCTS row shown. */
  st_play_page_set_seat (f.play, 1, ST_SEAT_MCTS);
  st_test_iterate ();
  g_assert_cmpuint (assert_named (GTK_WIDGET (f.play), "the play-test set-up"), >=, 6);

  /* The cover screen between hot-seat players. */
  st_play_page_set_cover (f.play, TRUE);
  st_play_page_set_seat (f.play, 0, ST_SEAT_HUMAN);
  st_play_page_set_seat (f.play, 1, ST_SEAT_HUMAN);
  st_play_page_set_ai_delay (f.play, 0);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (f.play), "play.start", NULL));
  st_test_iterate ();
  g_assert_true (st_play_page_get_covered (f.play));
  g_assert_cmpuint (assert_named (GTK_WIDGET (f.play), "the cover screen"), >=, 2);
  cover = st_play_page_get_cover_widget (f.play);
  st_play_cover_reveal (ST_PLAY_COVER (cover));
  st_test_iterate ();

  /* The game, before and after a move. */
  g_assert_cmpuint (assert_named (GTK_WIDGET (f.play), "the game"), >=, 8);
  assert_no_focusable_label (GTK_WIDGET (f.play));
  view = GTK_WIDGET (st_play_page_get_view (f.play));
  assert_draws_focus (view, st_test_find_button (GTK_WIDGET (f.play), "New Game"));
  play_any (&f);
  st_test_iterate ();
  if (st_play_page_get_covered (f.play))
    {
      st_play_cover_reveal (ST_PLAY_COVER (cover));
      st_test_iterate ();
    }
  assert_named (GTK_WIDGET (f.play), "the game after a move");
  g_assert_cmpuint (assert_no_focusable_label (GTK_WIDGET (f.play)), >, 0);
  fixture_close (&f);
}

/* Asserts a name on every colour button under widget, shown or not, and on
 * the button inside it that takes the focus; returns how many. */
static guint
assert_color_buttons_named (GtkWidget *widget)
{
  guint n = 0;

  if (GTK_IS_COLOR_BUTTON (widget))
    {
      GtkWidget       *inner = st_test_find_type (widget, GTK_TYPE_BUTTON);
      g_autofree char *reason = unnamed_reason (widget);
      g_autofree char *inner_reason = NULL;

      g_assert_nonnull (inner);
      inner_reason = unnamed_reason (inner);
      if (reason != NULL || inner_reason != NULL)
        g_error ("a colour button: %s", reason != NULL ? reason : inner_reason);
      return 1;
    }
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    n += assert_color_buttons_named (child);
  return n;
}

/* The Terrain and Sides and Units pages: what is shown, and the colour
 * buttons (shown or in a folded row) and Add Unit Type (a GtkMenuButton),
 * which GTK 4.8 named by their types. */
static void
test_table_pages (void)
{
  BoardFixture f = { 0 };
  guint        n = 0;
  GtkWidget   *add;

  board_fixture_open (&f, "maneuver-basic", NULL);
  for (guint i = 0; i < 2; i++)
    {
      GtkWidget *page;

      st_window_set_visible_part (f.window, i == 0 ? "terrain" : "units");
      st_test_iterate ();
      page = gtk_stack_get_visible_child (f.window->part_stack);
      st_page_ensure_built (ST_PAGE (page));
      st_test_iterate ();
      assert_named (page, i == 0 ? "terrain" : "units");
      n += assert_color_buttons_named (page);
    }
  /* Each terrain and edge type, each side. */
  g_assert_cmpuint (n, >=, 4);
  add = st_test_find_named (GTK_WIDGET (f.window), "add-unit-type");
  g_assert_nonnull (add);
  g_assert_null (unnamed_reason (add));
  board_fixture_close (&f);
}

static GtkEventController *
key_controller (GtkWidget *widget)
{
  g_autoptr (GListModel) controllers = gtk_widget_observe_controllers (widget);

  for (guint i = 0; i < g_list_model_get_n_items (controllers); i++)
    {
      g_autoptr (GObject) controller = g_list_model_get_item (controllers, i);

      if (GTK_IS_EVENT_CONTROLLER_KEY (controller))
        return GTK_EVENT_CONTROLLER (controller);
    }
  return NULL;
}

static gboolean
press (GtkEventController *keys, guint keyval, GdkModifierType state)
{
  gboolean handled = FALSE;

  g_signal_emit_by_name (keys, "key-pressed", keyval, 0, state, &handled);
  st_test_iterate ();
  return handled;
}

/* Tab from the sidebar goes into the page shown, which stays shown;
 * Shift+Tab to the header bar. */
static void
test_sidebar_tab (void)
{
  BoardFixture        f = { 0 };
  GtkListBox         *sidebar;
  GtkEventController *keys;
  GtkWidget          *focus;

  board_fixture_open (&f, "maneuver-basic", NULL);
  st_window_set_visible_part (f.window, "board");
  st_test_iterate ();
  sidebar = f.window->sidebar;
  keys = key_controller (GTK_WIDGET (sidebar));
  g_assert_nonnull (keys);

  g_assert_true (gtk_widget_grab_focus (GTK_WIDGET (gtk_list_box_get_selected_row (sidebar))));
  g_assert_true (press (keys, GDK_KEY_Tab, 0));
  focus = gtk_root_get_focus (GTK_ROOT (f.window));
  g_assert_nonnull (focus);
  g_assert_true (gtk_widget_is_ancestor (focus, GTK_WIDGET (f.page)));
  g_assert_cmpstr (st_window_get_visible_part (f.window), ==, "board");

  g_assert_true (gtk_widget_grab_focus (GTK_WIDGET (gtk_list_box_get_selected_row (sidebar))));
  g_assert_true (press (keys, GDK_KEY_ISO_Left_Tab, GDK_SHIFT_MASK));
  focus = gtk_root_get_focus (GTK_ROOT (f.window));
  g_assert_nonnull (focus);
  g_assert_nonnull (gtk_widget_get_ancestor (focus, ADW_TYPE_HEADER_BAR));
  g_assert_cmpstr (st_window_get_visible_part (f.window), ==, "board");

  /* Other keys are the list's: the arrows still move between the parts. */
  g_assert_false (press (keys, GDK_KEY_Down, 0));
  board_fixture_close (&f);
}

int
main (int argc, char **argv)
{
  gtk_test_init (&argc, &argv, NULL);
  adw_init ();
  if (g_getenv ("DISPLAY") == NULL && g_getenv ("WAYLAND_DISPLAY") == NULL)
    {
      g_test_skip ("no display");
      return 0;
    }
  g_test_add_func ("/a11y/board page: every control named, the board draws focus", test_board_page);
  g_test_add_func ("/a11y/play page: every control named, no status value a tab stop, the board draws focus",
                   test_play_page);
  g_test_add_func ("/a11y/table pages: every control named, colour buttons and Add Unit Type too",
                   test_table_pages);
  g_test_add_func ("/a11y/sidebar: Tab goes into the page, Shift+Tab to the header bar", test_sidebar_tab);
  return g_test_run ();
}
