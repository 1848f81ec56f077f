/* SPDX-License-Identifier: GPL-3.0-or-later */
#define _GNU_SOURCE /* mkfifo under -std=c11 */
#include "config.h"

#include <fcntl.h>
#include <glib/gstdio.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "core/st-board.h"
#include "render/st-render-backdrop.h"

#include "backdrop-samples.h"

#if HAVE_BACKDROP_DECODERS
#include <gdk-pixbuf/gdk-pixbuf.h>
#endif

/* The tracing image reader on hostile files (issue 21), each made here: what a
 * file is comes from its first bytes, not its name; only PNG, JPEG and PDF
 * are read; sizes are refused from the header; decoding stops when cancelled
 * or late; and a load that cannot stop returns at the time limit anyway. */

static void
test_sniff (void)
{
  static const struct
  {
    const char      *bytes;
    gsize            length;
    StBackdropFormat format;
  } cases[] = {
    { "\x89PNG\r\n\x1a\n", 8, ST_BACKDROP_FORMAT_PNG },
    { "\xff\xd8\xff\xe0", 4, ST_BACKDROP_FORMAT_JPEG },
    { "%PDF-1.7\n", 9, ST_BACKDROP_FORMAT_PDF },
    { "\n\n  %PDF-1.4", 12, ST_BACKDROP_FORMAT_PDF },
    { "GIF89a", 6, ST_BACKDROP_FORMAT_GIF },
    { "II*\0", 4, ST_BACKDROP_FORMAT_TIFF },
    { "MM\0*", 4, ST_BACKDROP_FORMAT_TIFF },
    { "/* XPM */", 9, ST_BACKDROP_FORMAT_XPM },
    { "BM\0\0", 4, ST_BACKDROP_FORMAT_BMP },
    { "RIFF\0\0\0\0WEBPVP8 ", 16, ST_BACKDROP_FORMAT_WEBP },
    { "\0\0\1\0\1\0", 6, ST_BACKDROP_FORMAT_ICO },
    { "P6\n1 1\n255\n", 11, ST_BACKDROP_FORMAT_PNM },
    { "\0\0\0\x1c"
      "ftypavif",
      12, ST_BACKDROP_FORMAT_HEIF },
    { "%!PS-Adobe-3.0", 14, ST_BACKDROP_FORMAT_POSTSCRIPT },
    { "\x1f\x8b\x08", 3, ST_BACKDROP_FORMAT_GZIP },
    { "\xef\xbb\xbf<?xml version=\"1.0\"?>\n<!-- a map -->\n<svg width=\"1\"/>", 54, ST_BACKDROP_FORMAT_SVG },
    { "<SVG>", 5, ST_BACKDROP_FORMAT_SVG },
    { "<html><svg2>", 12, ST_BACKDROP_FORMAT_UNKNOWN },
    { "hello", 5, ST_BACKDROP_FORMAT_UNKNOWN },
    { "", 0, ST_BACKDROP_FORMAT_EMPTY },
  };

  for (gsize i = 0; i < G_N_ELEMENTS (cases); i++)
    g_assert_cmpint (st_backdrop_sniff ((const guint8 *) cases[i].bytes, cases[i].length), ==,
                     cases[i].format);
}

/* The sentence says what was found, whatever the name says. */
static void
test_refused_formats (void)
{
  static const struct
  {
    GBytes *(*make) (void);
    const char *name;
    const char *message;
  } cases[] = {
    { backdrop_sample_svg, "x.png", "“x.png” is an SVG image, not PNG or JPEG" },
    { backdrop_sample_tiff, "x.png", "“x.png” is a TIFF image, not PNG or JPEG" },
    { backdrop_sample_gif, "x.jpg", "“x.jpg” is a GIF image, not PNG or JPEG" },
    { backdrop_sample_xpm, "scans/x.JPEG", "“scans/x.JPEG” is an XPM image, not PNG or JPEG" },
    { backdrop_sample_gif, "x.pdf", "“x.pdf” is a GIF image, not a PDF" },
  };

  for (gsize i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autoptr (GBytes) bytes = cases[i].make ();
      g_autoptr (GError) error = NULL;
      double pixel_size = 0;

      g_assert_null (st_render_backdrop_decode (bytes, cases[i].name, 1, &pixel_size, NULL, 0, &error));
      g_assert_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA);
      g_assert_cmpstr (error->message, ==, cases[i].message);
    }
  /* A PDF named .png is not read as a PDF either. */
  {
    g_autoptr (GBytes) pdf = backdrop_sample_pdf ("", 0);
    g_autoptr (GError) error = NULL;
    double pixel_size = 0;

    g_assert_null (st_render_backdrop_decode (pdf, "x.png", 1, &pixel_size, NULL, 0, &error));
    g_assert_cmpstr (error->message, ==, "“x.png” is a PDF document, not PNG or JPEG");
  }
}

#if HAVE_BACKDROP_DECODERS
/* Sizes from the header, before any pixel is allocated: more than 8,192 on a
 * side, or more than ST_BACKDROP_MAX_AREA in all; the file holds one row. */
static void
test_size_from_header (void)
{
  static const guint32 sizes[][2] = { { 100000, 100000 }, { 8192, 8192 }, { 2, ST_BACKDROP_MAX_PIXELS + 1 } };

  for (gsize i = 0; i < G_N_ELEMENTS (sizes); i++)
    {
      g_autoptr (GBytes) png = backdrop_sample_png_header (sizes[i][0], sizes[i][1]);
      g_autoptr (GError) error = NULL;
      g_autofree char *says = g_strdup_printf ("%u × %u pixels", sizes[i][0], sizes[i][1]);
      double           pixel_size = 0;
      gint64           start = g_get_monotonic_time ();

      g_assert_null (st_render_backdrop_decode (png, "big.png", 1, &pixel_size, NULL, 0, &error));
      g_assert_error (error, G_IO_ERROR, G_IO_ERROR_NO_SPACE);
      g_assert_nonnull (strstr (error->message, says));
      g_test_message ("%s (%.3f s)", error->message, (g_get_monotonic_time () - start) / 1e6);
    }
  /* Within the limits, a real PNG is drawn. */
  {
    g_autoptr (GBytes) png = backdrop_sample_png (30, 20);
    double           pixel_size = 0;
    cairo_surface_t *image = st_render_backdrop_decode (png, "ok.png", 1, &pixel_size, NULL, 0, NULL);

    g_assert_nonnull (image);
    g_assert_cmpint (cairo_image_surface_get_width (image), ==, 30);
    g_assert_cmpfloat (pixel_size, ==, 1.0);
    cairo_surface_destroy (image);
  }
}

/* A progressive JPEG is drawn again after each scan: thousands of scans are
 * refused before decoding. */
static void
test_jpeg_scans (void)
{
  g_autoptr (GByteArray) jpeg = g_byte_array_new ();
  g_autoptr (GBytes) bytes = NULL;
  g_autoptr (GError) error = NULL;
  double pixel_size = 0;

  g_byte_array_append (jpeg, (const guint8 *) "\xff\xd8\xff\xe0\0\x02", 6);
  for (int i = 0; i < 5000; i++)
    g_byte_array_append (jpeg, (const guint8 *) "\xff\xda\0\x02\x11\x22", 6);
  bytes = g_byte_array_free_to_bytes (g_steal_pointer (&jpeg));
  g_assert_null (st_render_backdrop_decode (bytes, "scan.jpg", 1, &pixel_size, NULL, 0, &error));
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA);
  g_assert_nonnull (strstr (error->message, "scans"));
}

/* A large PDF page is drawn at fewer pixels an inch, within both limits. */
static void
test_pdf_area (void)
{
  const char *content = "0 0 1 rg 0 0 100 100 re f\n";
  /* 50 × 50 inches: 7,500 × 7,500 pixels at 150 an inch, within 8,192 on a side
   * but more than the area. */
  g_autoptr (GBytes) big = backdrop_sample_pdf_sized (content, strlen (content), 3600, 3600);
  double           pixel_size = 0;
  cairo_surface_t *image = st_render_backdrop_decode (big, "wall.pdf", 1, &pixel_size, NULL, 0, NULL);

  g_assert_nonnull (image);
  g_assert_true (st_backdrop_size_allowed (cairo_image_surface_get_width (image),
                                           cairo_image_surface_get_height (image)));
  g_assert_cmpfloat (pixel_size, >, 1.0);
  cairo_surface_destroy (image);
}

/* Cancelled before or during: decoding stops, and says so. */
static void
test_cancelled (void)
{
  g_autoptr (GBytes) png = backdrop_sample_png (30, 20);
  g_autoptr (GBytes) pdf = backdrop_sample_pdf_lines (500000);
  g_autoptr (GCancellable) cancellable = g_cancellable_new ();
  g_autoptr (GError) error = NULL;
  double pixel_size = 0;
  gint64 start;

  g_cancellable_cancel (cancellable);
  g_assert_null (st_render_backdrop_decode (png, "ok.png", 1, &pixel_size, cancellable, 0, &error));
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_CANCELLED);
  g_clear_error (&error);

  /* The page's drawing stops at its processor time, between two strokes. */
  start = g_get_monotonic_time ();
  g_assert_null (
      st_render_backdrop_decode (pdf, "atlas.pdf", 1, &pixel_size, NULL, G_USEC_PER_SEC / 4, &error));
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_TIMED_OUT);
  g_test_message ("%zu bytes of PDF, 500,000 strokes: stopped after %.2f s", g_bytes_get_size (pdf),
                  (g_get_monotonic_time () - start) / 1e6);
}

typedef struct
{
  GMainLoop       *loop;
  cairo_surface_t *image;
  GError          *error;
  double           pixel_size;
  guint            running; /* decoding threads running when the callback came */
  gboolean         released; /* whether the FIFO's reader had been let go then */
} Loaded;

static void
loaded_cb (GObject *source, GAsyncResult *result, gpointer user_data)
{
  Loaded *loaded = user_data;

  loaded->image = st_render_backdrop_load_finish (result, &loaded->pixel_size, &loaded->error);
  loaded->running = st_render_backdrop_n_running ();
  g_main_loop_quit (loaded->loop);
}

/* Loads bytes written at DIR/maps/NAME and named as a scenario's href names
 * it: the error says "maps/NAME", never the folder it was found in. */
static void
assert_cut_short (const char *dir, GBytes *bytes, const char *name)
{
  g_autofree char *href = g_build_filename ("maps", name, NULL);
  g_autofree char *path = g_build_filename (dir, href, NULL);
  g_autofree char *quoted = g_strdup_printf ("“%s” is cut short", href);
  g_autoptr (GError) error = NULL;
  double pixel_size = 0;

  backdrop_sample_write (path, bytes);
  g_assert_null (st_render_backdrop_load (path, href, 1, &pixel_size, &error));
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA);
  g_test_message ("%s", error->message);
  g_assert_nonnull (strstr (error->message, quoted));
  g_assert_null (strstr (error->message, dir));
  g_unlink (path);
}

/* A PNG or JPEG cut short anywhere (a copy that stopped, a download that
 * broke) is refused, named as the scenario names it: gdk-pixbuf kept what
 * came before the cut and drew the missing rows from whatever the memory
 * held. The whole file, and a whole file with bytes after its end, is drawn. */
static void
test_cut_short (void)
{
  g_autofree char *dir = g_dir_make_tmp ("sandtable-backdrop-XXXXXX", NULL);
  g_autofree char *maps = g_build_filename (dir, "maps", NULL);
  g_autofree char *whole_path = g_build_filename (maps, "whole.jpg", NULL);
  g_autoptr (GBytes) png = backdrop_sample_png (40, 30);
  g_autoptr (GdkPixbuf) pixbuf = gdk_pixbuf_new (GDK_COLORSPACE_RGB, FALSE, 8, 64, 48);
  g_autoptr (GBytes) jpeg = NULL;
  g_autoptr (GByteArray) padded = NULL;
  g_autoptr (GBytes) padded_bytes = NULL;
  gsize            png_length = g_bytes_get_size (png);
  const gsize      png_cuts[] = { 40, png_length / 2, png_length - 12, png_length - 1 };
  gchar           *jpeg_data = NULL;
  gsize            jpeg_length = 0;
  double           pixel_size = 0;
  cairo_surface_t *image;

  g_assert_cmpint (g_mkdir (maps, 0755), ==, 0);
  for (gsize i = 0; i < G_N_ELEMENTS (png_cuts); i++)
    {
      g_autoptr (GBytes) cut = g_bytes_new_from_bytes (png, 0, png_cuts[i]);

      assert_cut_short (dir, cut, "scan.png");
    }

  gdk_pixbuf_fill (pixbuf, 0x3366ccff);
  g_assert_true (gdk_pixbuf_save_to_buffer (pixbuf, &jpeg_data, &jpeg_length, "jpeg", NULL, NULL));
  jpeg = g_bytes_new_take (jpeg_data, jpeg_length);
  for (gsize cut_at = jpeg_length / 3; cut_at < jpeg_length; cut_at += jpeg_length / 3)
    {
      g_autoptr (GBytes) cut = g_bytes_new_from_bytes (jpeg, 0, cut_at);

      assert_cut_short (dir, cut, "scan.jpg");
    }

  /* Whole, and with bytes after the end: drawn. */
  padded = g_byte_array_new ();
  g_byte_array_append (padded, g_bytes_get_data (jpeg, NULL), (guint) jpeg_length);
  g_byte_array_append (padded, (const guint8 *) "\0\0trailer", 9);
  padded_bytes = g_byte_array_free_to_bytes (g_steal_pointer (&padded));
  backdrop_sample_write (whole_path, padded_bytes);
  image = st_render_backdrop_load (whole_path, "maps/whole.jpg", 1, &pixel_size, NULL);
  g_assert_nonnull (image);
  g_assert_cmpint (cairo_image_surface_get_width (image), ==, 64);
  cairo_surface_destroy (image);
  image = st_render_backdrop_decode (png, "maps/whole.png", 1, &pixel_size, NULL, 0, NULL);
  g_assert_nonnull (image);
  cairo_surface_destroy (image);

  g_unlink (whole_path);
  g_rmdir (maps);
  g_rmdir (dir);
}

/* The reader of a FIFO with no writer waits in open () until one comes:
 * opening its writing end and closing it gives it its end, empty. */
static void
release_fifo (const char *path, Loaded *loaded)
{
  int fd;

  if (loaded->released)
    return;
  fd = open (path, O_WRONLY | O_NONBLOCK);
  g_assert_cmpint (fd, >=, 0);
  close (fd);
  loaded->released = TRUE;
}

typedef struct
{
  const char *path;
  Loaded     *loaded;
} Release;

static gboolean
release_late_cb (gpointer user_data)
{
  Release *release = user_data;

  release_fifo (release->path, release->loaded);
  return G_SOURCE_REMOVE;
}

/* The load in a thread: its callback comes with the image, or when
 * cancelled at once, while the thread still runs; the thread ends on its own.
 * What "at once" means is checked by order, not time: the thread reads a FIFO
 * that has no writer, and cannot end before the test lets it. */
static void
test_async (void)
{
  g_autofree char *dir = g_dir_make_tmp ("sandtable-backdrop-XXXXXX", NULL);
  g_autofree char *png_path = g_build_filename (dir, "scan.png", NULL);
  g_autofree char *pdf_path = g_build_filename (dir, "atlas.pdf", NULL);
  g_autofree char *fifo_path = g_build_filename (dir, "slow.pdf", NULL);
  g_autoptr (GBytes) png = backdrop_sample_png (30, 20);
  g_autoptr (GBytes) pdf = backdrop_sample_pdf_lines (200000);
  g_autoptr (GCancellable) cancellable = g_cancellable_new ();
  g_autoptr (GCancellable) cancel_pdf = g_cancellable_new ();
  Loaded  loaded = { g_main_loop_new (NULL, FALSE), NULL, NULL, 0, 0, FALSE };
  Release release = { fifo_path, &loaded };
  guint   safety;

  backdrop_sample_write (png_path, png);
  backdrop_sample_write (pdf_path, pdf);
  st_render_backdrop_load_async (png_path, "scan.png", 1, NULL, loaded_cb, &loaded);
  g_main_loop_run (loaded.loop);
  g_assert_no_error (loaded.error);
  g_assert_nonnull (loaded.image);
  g_assert_cmpint (cairo_image_surface_get_height (loaded.image), ==, 20);
  g_clear_pointer (&loaded.image, cairo_surface_destroy);
  g_assert_true (st_render_backdrop_wait_idle (60 * G_USEC_PER_SEC));

  /* Cancelled while the thread waits for the FIFO's writer: the callback
   * comes with the thread still waiting. Should it wait for the thread, the
   * FIFO is let go after 30 s (a guard against hanging, not a measure) and
   * the callback comes after. */
  g_assert_cmpint (mkfifo (fifo_path, 0600), ==, 0);
  st_render_backdrop_load_async (fifo_path, "slow.pdf", 1, cancellable, loaded_cb, &loaded);
  while (st_render_backdrop_n_running () == 0)
    g_usleep (1000);
  g_cancellable_cancel (cancellable);
  safety = g_timeout_add_seconds (30, release_late_cb, &release);
  g_main_loop_run (loaded.loop);
  g_assert_error (loaded.error, G_IO_ERROR, G_IO_ERROR_CANCELLED);
  g_assert_null (loaded.image);
  g_assert_false (loaded.released);
  g_assert_cmpuint (loaded.running, ==, 1);
  g_clear_error (&loaded.error);
  g_source_remove (safety);
  /* Let go, the thread ends on its own. */
  release_fifo (fifo_path, &loaded);
  g_assert_true (st_render_backdrop_wait_idle (60 * G_USEC_PER_SEC));

  /* A PDF cancelled while it is drawn: the same, and the thread stops
   * drawing (between two strokes) and ends. */
  st_render_backdrop_load_async (pdf_path, "atlas.pdf", 1, cancel_pdf, loaded_cb, &loaded);
  g_timeout_add_once (100, (GSourceOnceFunc) g_cancellable_cancel, cancel_pdf);
  g_main_loop_run (loaded.loop);
  g_assert_error (loaded.error, G_IO_ERROR, G_IO_ERROR_CANCELLED);
  g_assert_null (loaded.image);
  g_clear_error (&loaded.error);
  g_assert_true (st_render_backdrop_wait_idle (60 * G_USEC_PER_SEC));

  g_main_loop_unref (loaded.loop);
  g_unlink (png_path);
  g_unlink (pdf_path);
  g_unlink (fifo_path);
  g_rmdir (dir);
}
#endif

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/render/backdrop/sniff", test_sniff);
  g_test_add_func ("/render/backdrop/refused-formats", test_refused_formats);
#if HAVE_BACKDROP_DECODERS
  g_test_add_func ("/render/backdrop/size-from-header", test_size_from_header);
  g_test_add_func ("/render/backdrop/jpeg-scans", test_jpeg_scans);
  g_test_add_func ("/render/backdrop/pdf-area", test_pdf_area);
  g_test_add_func ("/render/backdrop/cancelled", test_cancelled);
  g_test_add_func ("/render/backdrop/async", test_async);
  g_test_add_func ("/render/backdrop/cut-short", test_cut_short);
#endif
  return g_test_run ();
}
