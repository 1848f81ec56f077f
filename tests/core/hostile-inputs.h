/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <string.h>

#include <glib.h>

/* Hostile texts made in memory (too large to keep in tests/data), shared by
 * the tests, which check what each is answered (tests/core/test-hostile.c,
 * test-markup.c), and bench/bench-ops.c, which counts what each costs
 * (the budgets load-hostile-* and markup-hostile-* of bench/budgets.txt):
 * the unit tests never time them. Static inline: each program uses some. */

/* tests/data/minimal-hex.xml, from SANDTABLE_SOURCE_ROOT (tests/meson.build)
 * or else the source tree the program was built from. Not inlined: gcc 12
 * then takes the text for the local pointer to it (-Wdangling-pointer);
 * unused where a program makes only markup. */
G_GNUC_UNUSED G_GNUC_NO_INLINE static char *
hostile_minimal_scenario (void)
{
  const char      *root = g_getenv ("SANDTABLE_SOURCE_ROOT");
  g_autofree char *path =
      root != NULL ? g_build_filename (root, "tests", "data", "minimal-hex.xml", NULL)
                   : g_build_filename (SOURCE_DATADIR, "..", "tests", "data", "minimal-hex.xml", NULL);
  char *text = NULL;

  if (!g_file_get_contents (path, &text, NULL, NULL))
    g_error ("cannot read %s", path);
  return text;
}

/* The minimal scenario with insert placed just before its first <title>
 * (line 4, column 5). */
static inline GString *
hostile_with_in_metadata (const char *insert)
{
  g_autofree char *base = hostile_minimal_scenario ();
  const char      *at = strstr (base, "<title>");
  GString         *out = g_string_new_len (base, at - base);

  g_string_append (out, insert);
  g_string_append (out, at);
  return out;
}

/* One <author> with n attributes (more than 256 are refused). */
static inline GString *
hostile_many_attributes (guint n)
{
  g_autoptr (GString) attrs = g_string_new ("<author");

  for (guint i = 0; i < n; i++)
    g_string_append_printf (attrs, " a%u=\"1\"", i);
  g_string_append (attrs, ">me</author>\n    ");
  return hostile_with_in_metadata (attrs->str);
}

/* 200 <param> of 250 unknown attributes each, all on one line, inside
 * <parameters>: 50,000 problems. */
static inline GString *
hostile_many_problems (void)
{
  g_autoptr (GString) insert = g_string_new (NULL);
  g_autofree char *base = hostile_minimal_scenario ();
  const char      *at = strstr (base, "<param ");
  GString         *text;

  for (guint e = 0; e < 200; e++)
    {
      g_string_append (insert, "<param");
      for (guint i = 0; i < 250; i++)
        g_string_append_printf (insert, " u%u=\"1\"", i);
      g_string_append (insert, "/>");
    }
  text = g_string_new_len (base, at - base);
  g_string_append (text, insert->str);
  g_string_append (text, at);
  return text;
}

/* 20,000 unknown elements, and the whole file on one line. */
static inline GString *
hostile_one_line_many_errors (void)
{
  g_autoptr (GString) insert = g_string_new (NULL);
  GString *text;

  for (guint e = 0; e < 20000; e++)
    g_string_append (insert, "<bogus/>");
  text = hostile_with_in_metadata (insert->str);
  for (gsize i = 0; i < text->len; i++)
    if (text->str[i] == '\n')
      text->str[i] = ' ';
  return text;
}

/* A valid scenario of 10 MB: a comment of that size before <metadata>, and
 * 1,000 blank lines after the end. */
static inline GString *
hostile_large_valid (void)
{
  g_autofree char *base = hostile_minimal_scenario ();
  const char      *at = strstr (base, "<metadata>");
  GString         *text = g_string_new_len (base, at - base);

  g_string_append (text, "<!--");
  while (text->len < 10 * 1000 * 1000)
    g_string_append (text, "comment comment comment comment comment comment\n");
  g_string_append (text, "-->\n");
  g_string_append (text, at);
  for (int i = 0; i < 1000; i++)
    g_string_append_c (text, '\n');
  return text;
}

/* A valid scenario of exactly limit bytes (ST_SCENARIO_MAX_FILE_SIZE): a
 * comment of 'x' before <metadata>. */
static inline GString *
hostile_exact_size (gsize limit)
{
  g_autofree char *base = hostile_minimal_scenario ();
  const char      *at = strstr (base, "<metadata>");
  gsize            fill = limit - strlen (base) - strlen ("<!---->\n");
  GString         *text = g_string_sized_new (limit + 1);

  g_string_append_len (text, base, at - base);
  g_string_append (text, "<!--");
  g_string_set_size (text, text->len + fill);
  memset (text->str + text->len - fill, 'x', fill);
  g_string_append (text, "-->\n");
  g_string_append (text, at);
  g_assert (text->len == limit);
  return text;
}

/* A valid scenario of exactly limit bytes whose title is one text of nearly
 * all of it, words of five letters. */
static inline GString *
hostile_large_text (gsize limit)
{
  g_autofree char *base = hostile_minimal_scenario ();
  const char      *at = strstr (base, "</title>");
  gsize            fill = limit - strlen (base);
  GString         *text = g_string_sized_new (limit + 1);

  g_string_append_len (text, base, at - base);
  for (gsize i = 0; i < fill; i++)
    g_string_append_c (text, i % 6 == 5 ? ' ' : 'w');
  g_string_append (text, at);
  g_assert (text->len == limit);
  return text;
}

/* n unknown elements, one a line, in <metadata> (the rest of the file has
 * under 100 elements). */
static inline GString *
hostile_many_elements (guint n)
{
  g_autoptr (GString) insert = g_string_new (NULL);

  for (guint e = 0; e < n; e++)
    g_string_append (insert, "<bogus/>\n");
  return hostile_with_in_metadata (insert->str);
}

/* 1,000 elements of 250 attributes each: fewer than 256 on each, more than
 * the 200,000 of the whole file. */
static inline GString *
hostile_many_attributes_in_all (void)
{
  g_autoptr (GString) insert = g_string_new (NULL);

  for (guint e = 0; e < 1000; e++)
    {
      g_string_append (insert, "<bogus");
      for (guint i = 0; i < 250; i++)
        g_string_append_printf (insert, " a%u=\"1\"", i);
      g_string_append (insert, "/>\n");
    }
  return hostile_with_in_metadata (insert->str);
}

/* Rules markup, deep, long and unbalanced, of about 100 × n bytes: openers
 * never closed, references and table bars, a paragraph of emphasis
 * openers then closers, n / 4 list items, and invalid UTF-8 at the end. */
static inline GString *
hostile_markup (guint n)
{
  GString *text = g_string_new (NULL);

  for (guint i = 0; i < n; i++)
    g_string_append (text, "*a **b [[c ");
  for (guint i = 0; i < n; i++)
    g_string_append (text, "| x [[y|z]] \\");
  g_string_append (text, "\n");
  for (guint i = 0; i < n; i++)
    g_string_append (text, "*a ");
  for (guint i = 0; i < n; i++)
    g_string_append (text, "a* ");
  for (guint i = 0; i < n / 4; i++)
    g_string_append (text, "\n- ");
  g_string_append (text, "\n\xff\xfe invalid \xc3");
  return text;
}

/* Rules markup of n openers, strong and emphasis in turn, then their
 * closers in the opposite order. */
static inline GString *
hostile_markup_nested (guint n)
{
  GString *text = g_string_new (NULL);

  for (guint i = 0; i < n; i++)
    g_string_append (text, i % 2 ? "*x " : "**x ");
  for (guint i = n; i-- > 0;)
    g_string_append (text, i % 2 ? "x* " : "x** ");
  return text;
}

/* A deck CSV of more than limit bytes (ST_DECK_CSV_MAX_SIZE): lines of 64
 * bytes, of one cell each. */
static inline GString *
hostile_deck_csv_huge (gsize limit)
{
  GString *huge = g_string_new (NULL);

  while (huge->len <= limit)
    g_string_append (huge, "aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa\n");
  return huge;
}

/* A deck CSV of header and one card whose sixth field opens a quote that
 * never closes: 4 MB of lines of 100 bytes. */
static inline GString *
hostile_deck_csv_open_quote (const char *header)
{
  GString *open_quote = g_string_new (header);

  g_string_append (open_quote, "c1,hq,,spy,1,\"");
  for (int i = 0; i < 4 * 1000 * 1000; i++)
    g_string_append_c (open_quote, i % 100 == 99 ? '\n' : 'q');
  return open_quote;
}
