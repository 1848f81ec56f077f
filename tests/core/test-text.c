/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include "core/st-locale.h"
#include "core/st-text.h"

static void
test_text_fallbacks (void)
{
  g_autoptr (StText) text = st_text_new_with ("fi", "Helsinki");

  st_text_set (text, "sv", "Helsingfors");
  g_assert_cmpstr (st_text_get_source (text), ==, "Helsinki");
  g_assert_cmpstr (st_text_get (text, "sv"), ==, "Helsingfors");
  /* A locale with a region matches the bare language. */
  g_assert_cmpstr (st_text_get (text, "sv_FI.UTF-8"), ==, "Helsingfors");
  g_assert_cmpstr (st_text_get (text, "sv-FI"), ==, "Helsingfors");
  /* A missing language falls back to the source. */
  g_assert_cmpstr (st_text_get (text, "de"), ==, "Helsinki");
  g_assert_null (st_text_get_exact (text, "de"));
  /* "s" is no prefix of "sv": languages match whole. */
  g_assert_cmpstr (st_text_get (text, "s"), ==, "Helsinki");
}

static void
test_text_set_replaces (void)
{
  g_autoptr (StText) text = st_text_new_with ("en", "Woods");
  g_autoptr (StText) copy = NULL;

  st_text_set (text, "sv", "Skog");
  st_text_set (text, "sv", "Skogen");
  g_assert_cmpuint (text->entries->len, ==, 2);
  g_assert_cmpstr (st_text_get_exact (text, "sv"), ==, "Skogen");

  copy = st_text_copy (text);
  g_assert_true (st_text_equal (text, copy));
  g_assert_true (st_text_remove (copy, "sv"));
  g_assert_false (st_text_remove (copy, "sv"));
  g_assert_false (st_text_equal (text, copy));
  g_assert_true (st_text_equal (NULL, NULL));
  g_assert_false (st_text_equal (text, NULL));
  g_assert_true (st_text_is_empty (NULL));
}

static void
test_attrs (void)
{
  g_autoptr (GPtrArray) attrs = st_attrs_new ();
  g_autoptr (GPtrArray) copy = NULL;

  st_attrs_set (attrs, "attack", "4");
  st_attrs_set (attrs, "ready", "true");
  g_assert_cmpint (st_attrs_get_int (attrs, "attack", -1), ==, 4);
  g_assert_cmpint (st_attrs_get_int (attrs, "missing", -1), ==, -1);
  g_assert_true (st_attrs_get_bool (attrs, "ready", FALSE));
  st_attrs_set (attrs, "attack", "5");
  g_assert_cmpuint (attrs->len, ==, 2);
  copy = st_attrs_copy (attrs);
  g_assert_true (st_attrs_equal (attrs, copy));
  g_assert_true (st_attrs_remove (copy, "attack"));
  g_assert_false (st_attrs_equal (attrs, copy));
}

/* Figures for people: the locale's decimal separator (C here, and no
 * translation of the separator), a real minus sign, and no "-0". */
static void
test_decimal_figures (void)
{
  g_autofree char *a = st_locale_format_decimal (58.34, 1, FALSE);
  g_autofree char *b = st_locale_format_decimal (2.0, 0, TRUE);
  g_autofree char *c = st_locale_format_decimal (-2.0, 0, TRUE);
  g_autofree char *d = st_locale_format_decimal (0.2, 0, TRUE);
  g_autofree char *e = st_locale_format_decimal (-0.04, 1, FALSE);

  g_assert_cmpstr (a, ==, "58.3");
  g_assert_cmpstr (b, ==, "+2");
  g_assert_cmpstr (c, ==, "−2");
  g_assert_cmpstr (d, ==, "±0");
  g_assert_cmpstr (e, ==, "0.0");
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/core/text/fallbacks", test_text_fallbacks);
  g_test_add_func ("/core/text/set-replaces", test_text_set_replaces);
  g_test_add_func ("/core/text/attrs", test_attrs);
  g_test_add_func ("/core/locale/decimal figures for people", test_decimal_figures);
  return g_test_run ();
}
