/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include "core/st-utf8.h"

/* st_utf8_char () takes the loader's passes over every byte (the file's
 * bytes, every text); it must accept and refuse exactly what
 * g_utf8_validate_len () does, character by character. */

static void
check_same (const guchar *bytes, gsize length)
{
  const char *end = NULL;
  gboolean    glib_ok = g_utf8_validate_len ((const char *) bytes, length, &end);
  gunichar    c = 0;
  guint       n = st_utf8_char (bytes, length, &c);

  /* The first character: valid for both, of the same length and value, or
   * refused by both (a NUL aside: g_utf8_validate_len () refuses it, the
   * callers check for it themselves). */
  if (bytes[0] == 0)
    {
      g_assert_cmpuint (n, ==, 1);
      return;
    }
  if (!glib_ok && end == (const char *) bytes)
    g_assert_cmpuint (n, ==, 0);
  else
    {
      g_assert_cmpuint (n, ==, g_utf8_skip[bytes[0]]);
      g_assert_cmpuint (c, ==, g_utf8_get_char ((const char *) bytes));
    }
}

static void
test_utf8_every_short_sequence (void)
{
  guchar b[4];

  for (guint i = 0; i < 0x100; i++)
    {
      b[0] = i;
      check_same (b, 1);
      for (guint j = 0; j < 0x100; j++)
        {
          b[1] = j;
          check_same (b, 2);
          /* Three bytes: every lead and second byte, the continuation range
           * and its edges for the third. */
          for (guint k = 0x7F; k <= 0xC0; k++)
            {
              b[2] = k;
              check_same (b, 3);
            }
        }
    }
}

static void
test_utf8_four_bytes (void)
{
  static const guchar edges[] = { 0x7F, 0x80, 0x8F, 0x90, 0x9F, 0xA0, 0xBF, 0xC0 };
  guchar              b[4];

  for (guint i = 0xF0; i <= 0xF7; i++)
    for (guint j = 0; j < G_N_ELEMENTS (edges); j++)
      for (guint k = 0; k < G_N_ELEMENTS (edges); k++)
        for (guint l = 0; l < G_N_ELEMENTS (edges); l++)
          {
            b[0] = i, b[1] = edges[j], b[2] = edges[k], b[3] = edges[l];
            check_same (b, 4);
          }
}

static void
test_utf8_truncated (void)
{
  gunichar c;

  /* "ä" and "€" and U+1F600 cut short are refused, not read past. */
  g_assert_cmpuint (st_utf8_char ((const guchar *) "\xC3\xA4", 1, &c), ==, 0);
  g_assert_cmpuint (st_utf8_char ((const guchar *) "\xE2\x82\xAC", 2, &c), ==, 0);
  g_assert_cmpuint (st_utf8_char ((const guchar *) "\xF0\x9F\x98\x80", 3, &c), ==, 0);
  g_assert_cmpuint (st_utf8_char ((const guchar *) "\xF0\x9F\x98\x80", 4, &c), ==, 4);
  g_assert_cmpuint (c, ==, 0x1F600);
  g_assert_cmpuint (st_utf8_char ((const guchar *) "", 0, &c), ==, 0);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/utf8/every-short-sequence", test_utf8_every_short_sequence);
  g_test_add_func ("/utf8/four-bytes", test_utf8_four_bytes);
  g_test_add_func ("/utf8/truncated", test_utf8_truncated);
  return g_test_run ();
}
