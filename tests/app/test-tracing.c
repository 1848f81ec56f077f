/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <adwaita.h>
#include <cairo-pdf.h>
#include <glib/gstdio.h>
#include <stdio.h>

#include "core/st-scenario-io.h"
#include "render/st-board-layout.h"

#include "st-board-page-private.h"
#include "st-board-view-private.h"
#include "st-window-private.h"

#include "app-test-util.h"
#include "board-fixture.h"

/* The tracing image from a page of a PDF (docs/format.md, <backdrop page>):
 * drawn with poppler at ST_BACKDROP_PDF_DPI, the page chosen in the pane, a
 * page the PDF does not have explained rather than shown; and the image lies
 * under the board, whose ground fades by the image's opacity. */

/* A PDF of two pages: an A4 portrait page, then a landscape one. */
static void
write_pdf (const char *path)
{
  cairo_surface_t *surface = cairo_pdf_surface_create (path, 595, 842);
  cairo_t         *cr = cairo_create (surface);

  cairo_set_source_rgb (cr, 0.2, 0.3, 0.8);
  cairo_rectangle (cr, 100, 100, 200, 300);
  cairo_fill (cr);
  cairo_show_page (cr);
  cairo_pdf_surface_set_size (surface, 842, 595);
  cairo_rectangle (cr, 10, 10, 50, 50);
  cairo_fill (cr);
  cairo_show_page (cr);
  cairo_destroy (cr);
  cairo_surface_destroy (surface);
}

static void
test_pdf_page (void)
{
  BoardFixture     f = { 0 };
  g_autofree char *pdf = NULL;
  g_autoptr (GFile) pdf_file = NULL;
  g_autoptr (GError) error = NULL;
  StBoardView *view;

  board_fixture_open (&f, "manover-finland", NULL);
  view = st_board_page_get_view (f.page);
  pdf = g_build_filename (f.dir, "atlas.pdf", NULL);
  write_pdf (pdf);
  pdf_file = g_file_new_for_path (pdf);
  g_assert_true (st_board_backdrop_choose_file (f.page, pdf_file, &error));
  g_assert_no_error (error);
  board_fixture_wait_backdrop (&f);
  g_assert_cmpstr (board_fixture_current (&f)->board->backdrop->href, ==, "atlas.pdf");
  g_assert_cmpint (board_fixture_current (&f)->board->backdrop->page, ==, 1);
  /* Page 1, A4 portrait at 150 pixels an inch. */
  g_assert_nonnull (f.page->backdrop_image);
  g_assert_null (f.page->backdrop_error);
  g_assert_cmpint (cairo_image_surface_get_width (f.page->backdrop_image), ==, 1240);
  g_assert_cmpint (cairo_image_surface_get_height (f.page->backdrop_image), ==, 1755);
  /* The view draws it under the board, whose ground fades by its opacity. */
  g_assert_true (view->backdrop == f.page->backdrop_image);

  /* The pane offers the page; page 2 is landscape. */
  gtk_widget_activate_action (GTK_WIDGET (f.page), "board.tool", "s", "Select");
  board_fixture_wait_backdrop (&f);
  g_assert_nonnull (st_test_find_named (GTK_WIDGET (f.page), "page"));
  g_assert_true (st_board_backdrop_set_value (f.page, "page", 2));
  board_fixture_wait_backdrop (&f);
  g_assert_cmpint (board_fixture_current (&f)->board->backdrop->page, ==, 2);
  g_assert_nonnull (f.page->backdrop_image);
  g_assert_cmpint (cairo_image_surface_get_width (f.page->backdrop_image), ==, 1755);

  /* A page the PDF does not have: nothing drawn, the pane says why. */
  g_assert_true (st_board_backdrop_set_value (f.page, "page", 3));
  board_fixture_wait_backdrop (&f);
  g_assert_null (f.page->backdrop_image);
  g_assert_nonnull (f.page->backdrop_error);
  g_assert_null (view->backdrop);

  /* Not a PDF at all: explained too. */
  {
    g_autofree char *broken = g_build_filename (f.dir, "broken.pdf", NULL);
    g_autoptr (GFile) broken_file = g_file_new_for_path (broken);

    g_assert_true (g_file_set_contents (broken, "%PDF-1.4 not really", -1, NULL));
    g_assert_true (st_board_backdrop_choose_file (f.page, broken_file, &error));
    board_fixture_wait_backdrop (&f);
    g_assert_cmpstr (board_fixture_current (&f)->board->backdrop->href, ==, "broken.pdf");
    g_assert_null (f.page->backdrop_image);
    g_assert_nonnull (f.page->backdrop_error);
    g_unlink (broken);
  }

  g_unlink (pdf);
  board_fixture_close (&f);
}

/* A page never applies to a PNG: the edit is refused. */
static void
test_page_only_for_pdf (void)
{
  BoardFixture     f = { 0 };
  g_autofree char *png = NULL;
  g_autoptr (GFile) png_file = NULL;
  cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_RGB24, 30, 20);

  board_fixture_open (&f, "maneuver-basic", NULL);
  png = g_build_filename (f.dir, "scan.png", NULL);
  g_assert_cmpint (cairo_surface_write_to_png (surface, png), ==, CAIRO_STATUS_SUCCESS);
  cairo_surface_destroy (surface);
  png_file = g_file_new_for_path (png);
  g_assert_true (st_board_backdrop_choose_file (f.page, png_file, NULL));
  st_test_iterate ();
  g_assert_false (st_board_backdrop_set_value (f.page, "page", 2));
  g_assert_cmpint (board_fixture_current (&f)->board->backdrop->page, ==, 1);
  g_assert_null (st_test_find_named (GTK_WIDGET (f.page), "page"));
  g_unlink (png);
  board_fixture_close (&f);
}

/* The pixel of an exported PNG at the centre of a cell. */
static guint32
exported_pixel (const char *png, StScenario *s, StCell cell)
{
  g_autoptr (StBoardLayout) layout = st_board_layout_new (s);
  cairo_surface_t *image = cairo_image_surface_create_from_png (png);
  double           width, height, x, y, scale;
  guint32          pixel;

  g_assert_cmpint (cairo_surface_status (image), ==, CAIRO_STATUS_SUCCESS);
  st_board_layout_get_extent (layout, &width, &height);
  st_board_layout_cell_center (layout, cell, &x, &y);
  scale = cairo_image_surface_get_width (image) / width;
  cairo_surface_flush (image);
  pixel = *(guint32 *) (gpointer) (cairo_image_surface_get_data (image)
                                   + (gsize) (int) (y * scale) * cairo_image_surface_get_stride (image)
                                   + (gsize) (int) (x * scale) * 4);
  cairo_surface_destroy (image);
  return pixel & 0xffffff;
}

/* Export Board leaves the tracing image out unless asked; asked, the image
 * lies under the board as in the editor. */
static void
test_export (void)
{
  BoardFixture     f = { 0 };
  g_autofree char *png = NULL;
  g_autofree char *plain = NULL;
  g_autofree char *traced = NULL;
  g_autoptr (GFile) png_file = NULL;
  g_autoptr (GError) error = NULL;
  cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_RGB24, 60, 60);
  cairo_t         *cr = cairo_create (surface);
  StCell           cell = { 0, 1 }; /* no unit there */

  cairo_set_source_rgb (cr, 0, 1, 0);
  cairo_paint (cr);
  cairo_destroy (cr);
  board_fixture_open (&f, "maneuver-basic", NULL);
  png = g_build_filename (f.dir, "scan.png", NULL);
  plain = g_build_filename (f.dir, "plain.png", NULL);
  traced = g_build_filename (f.dir, "traced", NULL);
  g_assert_cmpint (cairo_surface_write_to_png (surface, png), ==, CAIRO_STATUS_SUCCESS);
  cairo_surface_destroy (surface);
  png_file = g_file_new_for_path (png);
  g_assert_true (st_board_backdrop_choose_file (f.page, png_file, NULL));
  g_assert_true (st_board_backdrop_set_value (f.page, "scale", 20));
  g_assert_true (st_board_backdrop_set_value (f.page, "opacity", 1));
  st_test_iterate ();

  g_assert_true (st_window_export_board (f.window, plain, FALSE, &error));
  g_assert_no_error (error);
  g_assert_cmphex (exported_pixel (plain, board_fixture_current (&f), cell), !=, 0x00ff00);
  /* A name without an extension is a PNG. */
  g_assert_true (st_window_export_board (f.window, traced, TRUE, &error));
  g_assert_no_error (error);
  {
    g_autofree char *with_png = g_strconcat (traced, ".png", NULL);

    g_assert_cmphex (exported_pixel (with_png, board_fixture_current (&f), cell), ==, 0x00ff00);
    g_unlink (with_png);
  }

  /* The image gone from the folder: the export says why, and writes nothing. */
  g_unlink (png);
  g_assert_false (st_window_export_board (f.window, traced, TRUE, &error));
  g_assert_nonnull (error);
  g_unlink (plain);
  board_fixture_close (&f);
}

/* With Drag to Move on, Select drags the image: shown where it goes during the
 * drag, one undoable step at the end. */
static void
test_drag (void)
{
  BoardFixture     f = { 0 };
  g_autofree char *png = NULL;
  g_autoptr (GFile) png_file = NULL;
  cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_RGB24, 30, 20);
  StBoardView     *view;
  double           x0, y0;

  board_fixture_open (&f, "maneuver-basic", NULL);
  view = st_board_page_get_view (f.page);
  png = g_build_filename (f.dir, "scan.png", NULL);
  g_assert_cmpint (cairo_surface_write_to_png (surface, png), ==, CAIRO_STATUS_SUCCESS);
  cairo_surface_destroy (surface);
  png_file = g_file_new_for_path (png);
  g_assert_true (st_board_backdrop_choose_file (f.page, png_file, NULL));
  st_test_iterate ();
  x0 = board_fixture_current (&f)->board->backdrop->x;
  y0 = board_fixture_current (&f)->board->backdrop->y;

  gtk_widget_activate_action (GTK_WIDGET (f.page), "board.tool", "s", "Select");
  st_test_iterate ();
  gtk_switch_set_active (GTK_SWITCH (st_test_find_named (GTK_WIDGET (f.page), "drag-tracing-image")), TRUE);
  g_assert_true (f.page->backdrop_drag);
  g_assert_true (st_board_tools_press (f.page, 100, 100));
  st_board_tools_motion (f.page, 120, 110);
  st_board_tools_motion (f.page, 130, 140);
  g_assert_cmpfloat (view->backdrop_x, ==, x0 + 30);
  g_assert_cmpfloat (view->backdrop_y, ==, y0 + 40);
  /* The document changes at the release, in one step. */
  g_assert_cmpfloat (board_fixture_current (&f)->board->backdrop->x, ==, x0);
  st_board_tools_release (f.page, 130, 140);
  st_test_iterate ();
  g_assert_cmpfloat (board_fixture_current (&f)->board->backdrop->x, ==, x0 + 30);
  g_assert_cmpfloat (board_fixture_current (&f)->board->backdrop->y, ==, y0 + 40);
  g_assert_cmpstr (st_history_get_undo_id (st_window_get_history (f.window)), ==, "tracing-image.move");
  g_assert_false (f.page->has_selected_cell);
  gtk_widget_activate_action (GTK_WIDGET (f.window), "win.undo", NULL);
  st_test_iterate ();
  g_assert_cmpfloat (board_fixture_current (&f)->board->backdrop->x, ==, x0);
  g_assert_cmpfloat (view->backdrop_x, ==, x0);
  g_unlink (png);
  board_fixture_close (&f);
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
  g_test_add_func ("/app/tracing/pdf-page", test_pdf_page);
  g_test_add_func ("/app/tracing/page-only-for-pdf", test_page_only_for_pdf);
  g_test_add_func ("/app/tracing/export", test_export);
  g_test_add_func ("/app/tracing/drag", test_drag);
  return g_test_run ();
}
