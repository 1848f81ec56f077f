/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gstdio.h>
#include <math.h>
#include <poppler.h>
#include <stdlib.h>
#include <string.h>

#include "core/st-locale.h"
#include "core/st-markup-rules.h"
#include "core/st-scenario-io.h"
#include "core/st-scenario-new.h"
#include "render/st-kit.h"

/* The print-and-play kit read back with poppler: the rules booklet's section
 * titles and its contents' page numbers, the player aids, the map's scale on
 * paper, the counters' backs behind their fronts, on A4 and letter. */

#define PT_PER_MM (72.0 / 25.4)

/* Debian 12's poppler-glib (22.12) declares no cleanup functions. */
G_DEFINE_AUTOPTR_CLEANUP_FUNC (PopplerDocument, g_object_unref)
G_DEFINE_AUTOPTR_CLEANUP_FUNC (PopplerPage, g_object_unref)

static StScenario *
load_bundled (const char *name)
{
  g_autofree char *file = g_strdup_printf ("%s.xml", name);
  g_autofree char *path =
      g_build_filename (g_getenv ("SANDTABLE_SOURCE_ROOT"), "data", "scenarios", file, NULL);
  g_autoptr (StDiagnostics) diagnostics = st_diagnostics_new ();
  StScenario *scenario = st_scenario_load_file (path, diagnostics, NULL);

  g_assert_nonnull (scenario);
  return scenario;
}

/* Builds the kit and reads its PDF back. */
static PopplerDocument *
build (const StScenario *scenario, const StKitOptions *options, StKit **kit_out)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (StKit) kit = st_kit_new (scenario, options, &error);
  g_autofree char *dir = g_dir_make_tmp ("st-kit-XXXXXX", &error);
  g_autofree char *path = NULL;
  g_autofree char *uri = NULL;
  PopplerDocument *document;

  g_assert_no_error (error);
  g_assert_nonnull (kit);
  path = g_build_filename (dir, "kit.pdf", NULL);
  g_assert_true (st_kit_to_pdf (kit, path, &error));
  g_assert_no_error (error);
  uri = g_filename_to_uri (path, NULL, &error);
  document = poppler_document_new_from_file (uri, NULL, &error);
  g_assert_no_error (error);
  g_assert_cmpint (poppler_document_get_n_pages (document), ==, (int) st_kit_n_pages (kit));
  g_unlink (path);
  g_rmdir (dir);
  if (kit_out != NULL)
    *kit_out = g_steal_pointer (&kit);
  return document;
}

static char *
page_text (PopplerDocument *document, guint index)
{
  g_autoptr (PopplerPage) page = poppler_document_get_page (document, (int) index);

  return poppler_page_get_text (page);
}

typedef struct
{
  double   x;
  double   y;
  double   right;
  gunichar c;
} Glyph;

static int
compare_glyphs (gconstpointer a, gconstpointer b)
{
  const Glyph *g = a, *h = b;

  if (fabs (g->y - h->y) > 2.0)
    return g->y < h->y ? -1 : 1;
  return g->x < h->x ? -1 : g->x > h->x;
}

/* The text between x0 and x1 on a page as lines, top to bottom, words that
 * stand apart joined by a space: poppler's own reading order puts a column of
 * numbers after the column of titles, which is not how a reader sees them. */
static char *
region_text (PopplerPage *page, double x0, double x1)
{
  g_autofree char  *text = poppler_page_get_text (page);
  PopplerRectangle *rects = NULL;
  guint             n_rects = 0;
  g_autoptr (GArray) glyphs = g_array_new (FALSE, FALSE, sizeof (Glyph));
  GString    *out = g_string_new (NULL);
  const char *p = text;

  g_assert_true (poppler_page_get_text_layout (page, &rects, &n_rects));
  for (guint i = 0; i < n_rects && *p != '\0'; i++, p = g_utf8_next_char (p))
    {
      Glyph  glyph = { rects[i].x1, rects[i].y2, rects[i].x2, g_utf8_get_char (p) };
      double cx = (rects[i].x1 + rects[i].x2) / 2;

      if (cx >= x0 && cx < x1 && !g_unichar_isspace (glyph.c))
        g_array_append_val (glyphs, glyph);
    }
  g_free (rects);
  g_array_sort (glyphs, compare_glyphs);
  for (guint i = 0; i < glyphs->len; i++)
    {
      const Glyph *glyph = &g_array_index (glyphs, Glyph, i);
      const Glyph *before = i > 0 ? &g_array_index (glyphs, Glyph, i - 1) : NULL;

      if (before != NULL && fabs (before->y - glyph->y) > 2.0)
        g_string_append_c (out, '\n');
      else if (before != NULL && glyph->x - before->right > 1.5)
        g_string_append_c (out, ' ');
      g_string_append_unichar (out, glyph->c);
    }
  return g_string_free (out, FALSE);
}

/* The text of booklet page number (from 1): half a sheet, or a whole one. */
static char *
booklet_page_text (PopplerDocument *document, const StKit *kit, gboolean two_up, guint number)
{
  guint first = st_kit_part_first_page (kit, ST_KIT_PART_BOOKLET);
  g_autoptr (PopplerPage) page =
      poppler_document_get_page (document, (int) (first + (two_up ? (number - 1) / 2 : number - 1)));
  double width, height;

  poppler_page_get_size (page, &width, &height);
  if (!two_up)
    return region_text (page, 0, width);
  return (number - 1) % 2 == 0 ? region_text (page, 0, width / 2) : region_text (page, width / 2, width);
}

/* Every section's number and title, in the contents with a page number, and
 * on that page of the booklet (and not the page before, unless that is the
 * contents' own); the folio at the foot of each page is its number. */
static void
check_booklet (const StScenario *scenario, const char *lang, StPaper paper, StKitBooklet booklet)
{
  StKitOptions options;
  g_autoptr (StKit) kit = NULL;
  g_autoptr (PopplerDocument) document = NULL;
  g_autofree char *contents = NULL;
  gboolean         two_up = booklet == ST_KIT_BOOKLET_A5;
  double           paper_width, paper_height, width, height;
  guint            n_booklet_pages;

  st_kit_options_init (&options);
  options.lang = lang;
  options.paper = paper;
  options.booklet = booklet;
  document = build (scenario, &options, &kit);
  contents = booklet_page_text (document, kit, two_up, 1);
  n_booklet_pages = st_kit_part_n_pages (kit, ST_KIT_PART_BOOKLET) * (two_up ? 2 : 1);

  /* The paper: the cover is upright, the sheets of two booklet pages lie on
   * their side. */
  st_paper_size (paper, &paper_width, &paper_height);
  {
    g_autoptr (PopplerPage) cover = poppler_document_get_page (document, 0);
    g_autoptr (PopplerPage) sheet = poppler_document_get_page (document, 1);

    poppler_page_get_size (cover, &width, &height);
    g_assert_cmpfloat_with_epsilon (width, paper_width, 0.5);
    g_assert_cmpfloat_with_epsilon (height, paper_height, 0.5);
    poppler_page_get_size (sheet, &width, &height);
    g_assert_cmpfloat_with_epsilon (width, two_up ? paper_height : paper_width, 0.5);
  }

  for (guint i = 0; i < scenario->rules->len; i++)
    {
      g_autofree char *title = st_kit_section_title (scenario, i, lang);
      g_autofree char *escaped = g_regex_escape_string (title, -1);
      g_autofree char *pattern = g_strdup_printf ("^%s\\s+(\\d+)\\s*$", escaped);
      g_autoptr (GRegex) regex = g_regex_new (pattern, G_REGEX_MULTILINE, 0, NULL);
      g_autoptr (GMatchInfo) match = NULL;
      g_autofree char *number_text = NULL;
      g_autofree char *text = NULL;
      g_autofree char *folio = NULL;
      guint            number;

      g_autofree char *bare = st_markup_section_title (scenario, i, lang);

      g_assert_nonnull (regex);
      g_assert_nonnull (strstr (title, bare));
      if (!g_regex_match (regex, contents, 0, &match))
        g_error ("%s: '%s' is not in the contents:\n%s", lang, title, contents);
      number_text = g_match_info_fetch (match, 1);
      number = (guint) atoi (number_text);
      g_assert_cmpuint (number, >=, 2);
      g_assert_cmpuint (number, <=, n_booklet_pages);
      text = booklet_page_text (document, kit, two_up, number);
      if (strstr (text, title) == NULL)
        g_error ("%s: '%s' is not on page %u:\n%s", lang, title, number, text);
      folio = g_strdup_printf ("\n%u", number);
      g_assert_true (g_str_has_suffix (g_strchomp (text), folio));
      if (number > 2)
        {
          g_autofree char *before = booklet_page_text (document, kit, two_up, number - 1);

          g_assert_null (strstr (before, title));
        }
    }
}

static void
test_booklet (void)
{
  g_autoptr (StScenario) finland = load_bundled ("manover-finland");
  g_autoptr (StScenario) manoeuvre = load_bundled ("manoeuvre");

  g_assert_cmpuint (finland->rules->len, >, 3);
  check_booklet (finland, "sv", ST_PAPER_A4, ST_KIT_BOOKLET_A5);
  check_booklet (finland, "en", ST_PAPER_LETTER, ST_KIT_BOOKLET_A5);
  check_booklet (manoeuvre, "en", ST_PAPER_A4, ST_KIT_BOOKLET_FULL);
  check_booklet (manoeuvre, "en", ST_PAPER_LETTER, ST_KIT_BOOKLET_FULL);
  /* The bundled rules carry no numbers in their titles: the kit numbers
   * them (a title that still has a typed "[1] " loses it). */
  {
    g_autoptr (StScenario) basic = load_bundled ("maneuver-basic");
    g_autofree char *title = st_kit_section_title (basic, 0, "en");
    g_autofree char *second = st_kit_section_title (basic, 1, "en");

    g_assert_true (g_str_has_prefix (title, "1. "));
    g_assert_null (strstr (title, "["));
    g_assert_true (g_str_has_prefix (second, "2. "));
    check_booklet (basic, "en", ST_PAPER_A4, ST_KIT_BOOKLET_A5);
  }
}

/* A body in the rules markup is set, not printed raw: the stars, brackets and
 * bars go, the reference prints the section's generated number, the list's
 * items and the table's cells are there. */
static void
test_booklet_markup (void)
{
  g_autoptr (StScenario) scenario = load_bundled ("maneuver-basic");
  const StRulesSection *target = g_ptr_array_index (scenario->rules, 2);
  StRulesSection       *first = g_ptr_array_index (scenario->rules, 0);
  g_autofree char *body = g_strdup_printf ("Units *never* stack; **always** see [[%s|Set-up]] and [[%s]].\n\n"
                                           "- alpha item\n- beta item\n\n7. seventh step\n\n"
                                           "| Roll | Result |\n|---|---|\n| 6 | Eliminated |",
                                           target->id, target->id);
  StKitOptions     options;
  g_autoptr (StKit) kit = NULL;
  g_autoptr (PopplerDocument) document = NULL;
  g_autoptr (GString) text = g_string_new (NULL);

  st_text_free (first->body);
  first->body = st_text_new_with ("en", body);
  st_kit_options_init (&options);
  options.lang = "en";
  options.booklet = ST_KIT_BOOKLET_FULL;
  document = build (scenario, &options, &kit);
  for (guint i = 1; i <= st_kit_part_n_pages (kit, ST_KIT_PART_BOOKLET); i++)
    {
      g_autofree char *page = booklet_page_text (document, kit, FALSE, i);

      g_string_append (text, page);
    }
  g_assert_nonnull (strstr (text->str, "never"));
  g_assert_null (strstr (text->str, "*"));
  g_assert_null (strstr (text->str, "[["));
  g_assert_nonnull (strstr (text->str, "3 Set-up"));
  g_assert_nonnull (strstr (text->str, "and 3."));
  g_assert_nonnull (strstr (text->str, "alpha item"));
  g_assert_nonnull (strstr (text->str, "7."));
  g_assert_nonnull (strstr (text->str, "Roll"));
  g_assert_nonnull (strstr (text->str, "Eliminated"));
  g_assert_null (strstr (text->str, "---"));
  g_assert_null (strstr (text->str, "| 6"));
}

/* The combat results table (every result) and the terrain chart (every
 * terrain by name) are among the player aids. */
static void
test_aids (void)
{
  g_autoptr (StScenario) scenario = load_bundled ("maneuver-basic");
  g_autoptr (StKit) kit = NULL;
  g_autoptr (PopplerDocument) document = NULL;
  g_autoptr (GString) aids = g_string_new (NULL);
  StKitOptions options;
  guint        first;

  st_kit_options_init (&options);
  options.lang = "en";
  document = build (scenario, &options, &kit);
  first = st_kit_part_first_page (kit, ST_KIT_PART_AIDS);
  g_assert_cmpuint (first, !=, G_MAXUINT);
  for (guint i = 0; i < st_kit_part_n_pages (kit, ST_KIT_PART_AIDS); i++)
    {
      g_autofree char *text = page_text (document, first + i);

      g_string_append (aids, text);
    }
  g_assert_nonnull (strstr (aids->str, "Combat results table"));
  g_assert_nonnull (strstr (aids->str, "Defender eliminated"));
  for (guint i = 0; i < scenario->crt->len; i++)
    g_assert_nonnull (
        strstr (aids->str, st_crt_result_to_string (g_array_index (scenario->crt, StCrtRow, i).result)));
  g_assert_nonnull (strstr (aids->str, "Terrain and edge effects"));
  for (guint i = 0; i < scenario->terrains->len; i++)
    {
      const StTerrain *terrain = g_ptr_array_index (scenario->terrains, i);

      g_assert_nonnull (strstr (aids->str, st_text_get (terrain->name, "en")));
    }
  g_assert_nonnull (strstr (aids->str, "Unit types"));
  g_assert_nonnull (strstr (aids->str, "Turn record track"));
}

/* The centre of the lowest occurrence of text on a page, in points from its
 * left edge. */
static double
lowest (PopplerPage *page, const char *text)
{
  GList *found = poppler_page_find_text (page, text);
  double best_y = G_MAXDOUBLE, x = -1;

  for (GList *l = found; l != NULL; l = l->next)
    {
      PopplerRectangle *rect = l->data;

      if (MIN (rect->y1, rect->y2) < best_y - 0.5)
        {
          best_y = MIN (rect->y1, rect->y2);
          x = (rect->x1 + rect->x2) / 2;
        }
    }
  g_list_free_full (found, (GDestroyNotify) poppler_rectangle_free);
  return x;
}

/* The scale bar under each map page is drawn with the map's own transform: its
 * ends, five hexes apart, are within 1 % of five times the size asked for. */
static void
check_scale (const char *name, StPaper paper, double scale_mm)
{
  g_autoptr (StScenario) scenario = load_bundled (name);
  g_autoptr (StKit) kit = NULL;
  g_autoptr (PopplerDocument) document = NULL;
  g_autoptr (PopplerPage) tile = NULL;
  StKitOptions options;
  double       x0, x5, measured;

  st_kit_options_init (&options);
  options.lang = "en";
  options.paper = paper;
  options.scale_mm = scale_mm;
  document = build (scenario, &options, &kit);
  g_assert_cmpfloat (st_kit_scale_mm (kit), ==, scale_mm);
  tile = poppler_document_get_page (document, (int) st_kit_part_first_page (kit, ST_KIT_PART_MAP) + 1);
  x0 = lowest (tile, "0");
  x5 = lowest (tile, "5");
  g_assert_cmpfloat (x0, >, 0);
  measured = (x5 - x0) / 5 / PT_PER_MM;
  if (fabs (measured - scale_mm) > scale_mm * 0.01)
    g_error ("%s: cells %.2f mm across on paper, %.2f asked for", name, measured, scale_mm);
}

static void
test_map_scale (void)
{
  check_scale ("maneuver-basic", ST_PAPER_A4, 19);
  check_scale ("maneuver-basic", ST_PAPER_LETTER, 25);
  check_scale ("manoeuvre", ST_PAPER_A4, 22.5);
}

/* The map's default scale fits the counters: a counter is smaller than a cell. */
static void
test_default_scale (void)
{
  g_autoptr (StScenario) scenario = load_bundled ("maneuver-basic");

  g_assert_cmpfloat (st_kit_default_scale (scenario), >, 16);
  g_assert_cmpfloat (st_kit_default_scale (scenario), <, 25);
}

/* A counter's back lies behind its front when the sheet is printed on both
 * sides (flipped on the long edge): mirrored left to right, at the same height. */
static void
check_duplex (StPaper paper)
{
  g_autoptr (StScenario) scenario = load_bundled ("manoeuvre");
  g_autoptr (StKit) kit = NULL;
  g_autoptr (PopplerDocument) document = NULL;
  StKitOptions options;
  guint        first;
  guint        checked = 0;

  st_kit_options_init (&options);
  options.lang = "en";
  options.paper = paper;
  document = build (scenario, &options, &kit);
  first = st_kit_part_first_page (kit, ST_KIT_PART_COUNTERS);
  g_assert_cmpuint (st_kit_part_n_pages (kit, ST_KIT_PART_COUNTERS) % 2, ==, 0);
  for (guint u = 0; u < scenario->units->len; u++)
    {
      const StUnit *unit = g_ptr_array_index (scenario->units, u);
      const char   *name = st_text_get (unit->name, "en");
      g_autoptr (PopplerPage) front = poppler_document_get_page (document, (int) first);
      g_autoptr (PopplerPage) back = poppler_document_get_page (document, (int) first + 1);
      GList *fronts, *backs;
      double width, height;

      if (name == NULL)
        continue;
      poppler_page_get_size (front, &width, &height);
      fronts = poppler_page_find_text (front, name);
      backs = poppler_page_find_text (back, name);
      g_assert_nonnull (fronts);
      for (GList *f = fronts; f != NULL; f = f->next)
        {
          PopplerRectangle *a = f->data;
          gboolean          behind = FALSE;

          for (GList *b = backs; b != NULL; b = b->next)
            {
              PopplerRectangle *c = b->data;

              behind |= fabs ((c->x1 + c->x2) / 2 - (width - (a->x1 + a->x2) / 2)) < 2.0
                        && fabs (c->y1 - a->y1) < 4.0;
            }
          if (!behind)
            g_error ("the back of %s is not behind its front", name);
          checked++;
        }
      g_list_free_full (fronts, (GDestroyNotify) poppler_rectangle_free);
      g_list_free_full (backs, (GDestroyNotify) poppler_rectangle_free);
    }
  g_assert_cmpuint (checked, >=, 8);
}

static void
test_duplex (void)
{
  check_duplex (ST_PAPER_A4);
  check_duplex (ST_PAPER_LETTER);
}

/* A text without a translation is printed in the source language and listed
 * on the last page; --strict-lang refuses and names them. */
static void
test_missing (void)
{
  g_autoptr (StScenario) scenario = load_bundled ("maneuver-basic");
  g_autoptr (StKit) kit = NULL;
  g_autoptr (StKit) refused = NULL;
  g_autoptr (PopplerDocument) document = NULL;
  g_autoptr (GError) error = NULL;
  g_autofree char *last = NULL;
  StKitOptions     options;

  st_kit_options_init (&options);
  options.lang = "de";
  document = build (scenario, &options, &kit);
  g_assert_cmpuint (st_kit_missing_texts (kit)->len, ==, st_scenario_n_texts (scenario));
  g_assert_cmpuint (st_kit_part_first_page (kit, ST_KIT_PART_MISSING), !=, G_MAXUINT);
  g_assert_cmpuint (st_kit_part_first_page (kit, ST_KIT_PART_MISSING)
                        + st_kit_part_n_pages (kit, ST_KIT_PART_MISSING),
                    ==, st_kit_n_pages (kit));
  last = page_text (document, st_kit_part_first_page (kit, ST_KIT_PART_MISSING));
  g_assert_nonnull (strstr (last, "Untranslated texts"));
  g_assert_nonnull (strstr (last, "metadata, title"));

  options.strict_lang = TRUE;
  refused = st_kit_new (scenario, &options, &error);
  g_assert_null (refused);
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA);
  g_assert_nonnull (strstr (error->message, "metadata, title"));
  g_clear_error (&error);

  /* The document language has every text. */
  options.lang = "en";
  refused = st_kit_new (scenario, &options, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (st_kit_missing_texts (refused)->len, ==, 0);
  g_assert_cmpuint (st_kit_part_first_page (refused, ST_KIT_PART_MISSING), ==, G_MAXUINT);

  /* A scale no map is printed at. */
  g_clear_pointer (&refused, st_kit_free);
  options.scale_mm = 1000;
  refused = st_kit_new (scenario, &options, &error);
  g_assert_null (refused);
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_ARGUMENT);
}

/* A blank scenario of each family, as File → New makes it (no rules, no
 * pieces, a point-and-line map without towns), makes a short kit. */
static void
test_blank (void)
{
  for (const StFamily *const *it = st_family_all (NULL), *family; (family = *it) != NULL; it++)
    {
      StNewScenarioOptions new_options;
      StKitOptions         options;
      g_autoptr (GError) error = NULL;
      g_autoptr (StScenario) scenario = NULL;
      g_autoptr (StKit) kit = NULL;
      g_autoptr (PopplerDocument) document = NULL;

      st_new_scenario_options_init (&new_options, family);
      scenario = st_scenario_new_blank (&new_options, &error);
      g_assert_no_error (error);
      st_kit_options_init (&options);
      document = build (scenario, &options, &kit);
      g_assert_cmpuint (st_kit_part_first_page (kit, ST_KIT_PART_COVER), ==, 0);
      g_assert_cmpuint (st_kit_part_n_pages (kit, ST_KIT_PART_MAP), >=, 2);
      if (st_kit_n_pages (kit) > 12)
        g_error ("a blank %s scenario makes %u pages", st_family_id (family), st_kit_n_pages (kit));
    }
}

/* The cover names the languages, in the kit's language: English names under
 * the messages' default, Swedish ones (in lower case, as Swedish writes them)
 * when the program speaks Swedish, never the codes. */
static void
test_cover_languages (void)
{
  g_autoptr (StScenario) scenario = load_bundled ("maneuver-basic");
  g_autoptr (PopplerDocument) document = NULL;
  g_autofree char *cover = NULL;
  StKitOptions     options;

  if (g_test_subprocess ())
    {
      g_setenv ("LANGUAGE", "sv", TRUE);
      st_locale_init ();
      st_kit_options_init (&options);
      options.lang = "sv";
      document = build (scenario, &options, NULL);
      cover = page_text (document, 0);
      g_assert_nonnull (strstr (cover, "Det här paketet: svenska"));
      g_assert_nonnull (strstr (cover, "engelska"));
      g_assert_nonnull (strstr (cover, "finska"));
      g_assert_null (strstr (cover, "sv,"));
      return;
    }
  st_kit_options_init (&options);
  options.lang = "en";
  document = build (scenario, &options, NULL);
  cover = page_text (document, 0);
  g_assert_nonnull (strstr (cover, "This kit: English"));
  g_assert_nonnull (strstr (cover, "Swedish"));
  g_assert_nonnull (strstr (cover, "Finnish"));
  g_assert_null (strstr (cover, "sv,"));
  g_assert_null (strstr (cover, ", fi"));

  g_test_trap_subprocess (NULL, 0, G_TEST_SUBPROCESS_INHERIT_STDERR);
  g_test_trap_assert_passed ();
}

/* The cover bears the day the kit was made, written as the kit's language
 * writes dates; SOURCE_DATE_EPOCH fixes it. */
static void
test_cover_date (void)
{
  g_autoptr (StScenario) scenario = load_bundled ("maneuver-basic");
  g_autoptr (PopplerDocument) document = NULL;
  g_autoptr (GDateTime) date = g_date_time_new_utc (2026, 12, 5, 12, 0, 0);
  g_autoptr (GDateTime) made = NULL;
  g_autofree char *cover = NULL;
  g_autofree char *en = st_locale_format_date (date, "en");
  g_autofree char *sv = st_locale_format_date (date, "sv-FI");
  g_autofree char *fi = st_locale_format_date (date, "fi");
  g_autofree char *de = st_locale_format_date (date, "de");
  StKitOptions     options;

  g_assert_cmpstr (en, ==, "5 December 2026");
  g_assert_cmpstr (sv, ==, "5 december 2026");
  g_assert_cmpstr (fi, ==, "5. joulukuuta 2026");
  g_assert_cmpstr (de, ==, "2026-12-05");

  g_setenv ("SOURCE_DATE_EPOCH", "1796472000", TRUE);
  made = st_locale_dup_build_date ();
  g_assert_true (g_date_time_equal (made, date));
  st_kit_options_init (&options);
  options.lang = "fi";
  document = build (scenario, &options, NULL);
  cover = page_text (document, 0);
  g_assert_nonnull (strstr (cover, "5. joulukuuta 2026"));
  g_unsetenv ("SOURCE_DATE_EPOCH");
}

/* The card summary tells two cards of one unit apart by the values they show
 * (manoeuvre's unit cards have no text of their own). */
static void
test_card_summary (void)
{
  g_autoptr (StScenario) scenario = load_bundled ("manoeuvre");
  g_autoptr (StKit) kit = NULL;
  g_autoptr (PopplerDocument) document = NULL;
  g_autoptr (GString) aids = g_string_new (NULL);
  StKitOptions options;
  guint        first;

  st_kit_options_init (&options);
  options.lang = "en";
  document = build (scenario, &options, &kit);
  first = st_kit_part_first_page (kit, ST_KIT_PART_AIDS);
  for (guint i = 0; i < st_kit_part_n_pages (kit, ST_KIT_PART_AIDS); i++)
    {
      g_autofree char *text = page_text (document, first + i);

      g_string_append (aids, text);
    }
  /* aurelia-guard-card-1 and -2. */
  g_assert_nonnull (strstr (aids->str, "2d8 · "));
  g_assert_nonnull (strstr (aids->str, "1d10 · "));
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/render/kit/booklet", test_booklet);
  g_test_add_func ("/render/kit/booklet-markup", test_booklet_markup);
  g_test_add_func ("/render/kit/aids", test_aids);
  g_test_add_func ("/render/kit/map-scale", test_map_scale);
  g_test_add_func ("/render/kit/default-scale", test_default_scale);
  g_test_add_func ("/render/kit/duplex", test_duplex);
  g_test_add_func ("/render/kit/missing", test_missing);
  g_test_add_func ("/render/kit/blank", test_blank);
  g_test_add_func ("/render/kit/cover-languages", test_cover_languages);
  g_test_add_func ("/render/kit/cover-date", test_cover_date);
  g_test_add_func ("/render/kit/card-summary", test_card_summary);
  return g_test_run ();
}
