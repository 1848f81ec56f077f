/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <adwaita.h>
#include <glib/gstdio.h>
#include <stdio.h>
#include <string.h>
#include <time.h>

#include "render/st-render-backdrop.h"

#include "st-board-page-private.h"
#include "st-board-view-private.h"
#include "st-window-private.h"

#include "../render/backdrop-samples.h"
#include "app-test-util.h"
#include "board-fixture.h"

/* A hostile tracing image never freezes the window (issue 21): an SVG, TIFF
 * or GIF under a PNG or JPEG name, a PNG header of 64 million pixels, a PDF
 * page of 200,000 wide strokes (minutes to draw; the two million of
 * tests/cli/test-cli-backdrop.py take long to read even undrawn, under ASan). Each is read in a thread and
 * refused with a sentence in the pane; meanwhile the main loop answers, and the board takes edits. Every file
 * is made by the test. */

/* The main loop's pulse: a 10 ms timeout that counts its calls and notes the
 * longest wait between two, in wall time and in the main thread's processor
 * time. Only the count is checked (pulses came while the image was read);
 * the waits are reported, not asserted: they depend on the machine and its
 * load. */
typedef struct
{
  gint64 last, last_cpu;
  gint64 max_gap, max_cpu;
  guint  ticks;
} Pulse;

static gint64
thread_cpu_usec (void)
{
  struct timespec ts;

  clock_gettime (CLOCK_THREAD_CPUTIME_ID, &ts);
  return (gint64) ts.tv_sec * G_USEC_PER_SEC + ts.tv_nsec / 1000;
}

static gboolean
pulse_cb (gpointer user_data)
{
  Pulse *pulse = user_data;
  gint64 now = g_get_monotonic_time (), cpu = thread_cpu_usec ();

  pulse->max_gap = MAX (pulse->max_gap, now - pulse->last);
  pulse->max_cpu = MAX (pulse->max_cpu, cpu - pulse->last_cpu);
  pulse->last = now;
  pulse->last_cpu = cpu;
  pulse->ticks++;
  return G_SOURCE_CONTINUE;
}

/* Sets bytes, saved as href beside the scenario, as the tracing image, and
 * runs the main loop until the page has refused it with a message containing
 * expected. The edit returns before the image is read (it is still loading);
 * with edit_meanwhile (an image that takes the reader its whole time limit),
 * the main loop pulses while it is read, and the image is moved then. */
static void
check_refused (
    BoardFixture *f, const char *href, GBytes *bytes, const char *expected, gboolean edit_meanwhile)
{
  g_autofree char *path = g_build_filename (f->dir, href, NULL);
  g_autoptr (GFile) file = g_file_new_for_path (path);
  g_autoptr (GError) error = NULL;
  Pulse    pulse = { 0, 0, 0, 0, 0 };
  gint64   start, choose_cpu;
  guint    id;
  gboolean edited = FALSE;

  backdrop_sample_write (path, bytes);
  /* The edit (which decoded the image before) returns before it is read: the
   * image is still loading. Its processor time is reported. */
  choose_cpu = thread_cpu_usec ();
  g_assert_true (st_board_backdrop_choose_file (f->page, file, &error));
  g_assert_no_error (error);
  choose_cpu = thread_cpu_usec () - choose_cpu;
  g_assert_true (st_board_backdrop_is_loading (f->page));
  start = pulse.last = g_get_monotonic_time ();
  pulse.last_cpu = thread_cpu_usec ();
  id = g_timeout_add (10, pulse_cb, &pulse);
  while (st_board_backdrop_is_loading (f->page))
    {
      g_main_context_iteration (NULL, TRUE);
      /* The board stays usable: an edit while the image is read. */
      if (edit_meanwhile && pulse.ticks == 5)
        {
          double x = board_fixture_current (f)->board->backdrop->x;

          g_assert_true (st_board_backdrop_set_value (f->page, "x", x + 10));
          g_assert_cmpfloat (board_fixture_current (f)->board->backdrop->x, ==, x + 10);
          g_assert_true (st_board_backdrop_is_loading (f->page));
          edited = TRUE;
        }
    }
  pulse_cb (&pulse);
  g_source_remove (id);

  g_assert_null (f->page->backdrop_image);
  g_assert_null (st_board_page_get_view (f->page)->backdrop);
  g_assert_nonnull (f->page->backdrop_error);
  g_test_message ("%s: “%s” after %.2f s; the edit %.0f ms of processor time, the main loop's longest wait "
                  "%.0f ms, %.0f ms of its own work",
                  href, f->page->backdrop_error, (g_get_monotonic_time () - start) / 1e6, choose_cpu / 1e3,
                  pulse.max_gap / 1e3, pulse.max_cpu / 1e3);
  g_assert_nonnull (strstr (f->page->backdrop_error, expected));
  /* The main loop ran while the reader was busy: five pulses and an edit
   * came before the load ended (not how long each took: that depends on the
   * machine). */
  if (edit_meanwhile)
    {
      g_assert_true (edited);
      g_assert_cmpuint (pulse.ticks, >, 5);
    }
  g_unlink (path);
}

static void
test_hostile (void)
{
  BoardFixture f = { 0 };
  g_autoptr (GBytes) svg = backdrop_sample_svg ();
  g_autoptr (GBytes) tiff = backdrop_sample_tiff ();
  g_autoptr (GBytes) gif = backdrop_sample_gif ();
  g_autoptr (GBytes) header = backdrop_sample_png_header (8000, 8000);
  g_autoptr (GBytes) pdf = backdrop_sample_pdf_lines (200000);
  gint64 start;

  board_fixture_open (&f, "maneuver-basic", NULL);
  gtk_widget_activate_action (GTK_WIDGET (f.page), "board.tool", "s", "Select");
  st_test_iterate ();
  check_refused (&f, "blur.png", svg, "is an SVG image, not PNG or JPEG", FALSE);
  check_refused (&f, "scan.png", tiff, "is a TIFF image, not PNG or JPEG", FALSE);
  check_refused (&f, "scan.jpg", gif, "is a GIF image, not PNG or JPEG", FALSE);
  check_refused (&f, "huge.png", header, "8000 × 8000 pixels", FALSE);
  check_refused (&f, "atlas.pdf", pdf, "took more than", TRUE);

  /* Export Board with the image says why at once, without reading it again:
   * the file is gone (check_refused removed it), so a second reading would
   * say so, not that it took too long. */
  {
    g_autofree char *out = g_build_filename (f.dir, "board.png", NULL);
    g_autofree char *atlas = g_build_filename (f.dir, "atlas.pdf", NULL);
    g_autoptr (GError) error = NULL;

    g_assert_false (g_file_test (atlas, G_FILE_TEST_EXISTS));
    g_assert_false (st_window_export_board (f.window, out, TRUE, &error));
    g_assert_nonnull (error);
    g_assert_nonnull (strstr (error->message, "took more than"));
    g_assert_false (g_file_test (out, G_FILE_TEST_EXISTS));
  }

  /* The pane says why. */
  g_assert_nonnull (st_test_find_named (GTK_WIDGET (f.page), "tracing-image"));
  /* A thread given up on ends on its own soon after. */
  start = g_get_monotonic_time ();
  g_assert_true (st_render_backdrop_wait_idle (120 * G_USEC_PER_SEC));
  g_test_message ("the abandoned thread ended %.2f s after", (g_get_monotonic_time () - start) / 1e6);
  board_fixture_close (&f);
}

/* Closing the window while an image is read: the load is cancelled, and its
 * late result touches nothing. */
static void
test_close_while_loading (void)
{
  BoardFixture f = { 0 };
  g_autoptr (GBytes) pdf = backdrop_sample_pdf_lines (200000);
  g_autofree char *path = NULL;
  g_autoptr (GFile) file = NULL;

  board_fixture_open (&f, "maneuver-basic", NULL);
  path = g_build_filename (f.dir, "atlas.pdf", NULL);
  backdrop_sample_write (path, pdf);
  file = g_file_new_for_path (path);
  g_assert_true (st_board_backdrop_choose_file (f.page, file, NULL));
  g_assert_true (st_board_backdrop_is_loading (f.page));
  g_unlink (path);
  board_fixture_close (&f);
  st_test_iterate ();
  g_assert_true (st_render_backdrop_wait_idle (60 * G_USEC_PER_SEC));
  st_test_iterate ();
}

int
main (int argc, char **argv)
{
  if (g_getenv ("DISPLAY") == NULL && g_getenv ("WAYLAND_DISPLAY") == NULL)
    {
      printf ("1..0 # SKIP no display\n");
      return 0;
    }
  g_setenv ("GDK_DEBUG", "gl-disable", FALSE);
  gtk_test_init (&argc, &argv, NULL);
  adw_init ();
  g_test_add_func ("/app/tracing-hostile/refused", test_hostile);
  g_test_add_func ("/app/tracing-hostile/close-while-loading", test_close_while_loading);
  return g_test_run ();
}
