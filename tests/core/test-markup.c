/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <string.h>

#include "core/st-edit-texts.h"
#include "core/st-lint.h"
#include "core/st-markup-rules.h"
#include "core/st-scenario-io.h"

#include "hostile-inputs.h"

/* The rules markup: each construct, what degrades to text, hostile inputs,
 * section numbers and references, and the checks of a translation. */

/* A compact dump of a parse: blocks as P{...}, B{...}, N3{...}, T{...}; items
 * separated by "|" (rows by "/"), emphasis as <e:..>, strong <s:..>,
 * references <r:id> or <r:id|title>. */
static void
dump_span (GString *out, const StMarkupSpan *span)
{
  for (guint i = 0; i < span->len; i++)
    {
      const StMarkupInline *node = g_ptr_array_index (span, i);

      switch (node->kind)
        {
          case ST_MARKUP_TEXT:
            g_string_append (out, node->text);
            break;
          case ST_MARKUP_EMPHASIS:
          case ST_MARKUP_STRONG:
            g_string_append (out, node->kind == ST_MARKUP_EMPHASIS ? "<e:" : "<s:");
            dump_span (out, node->children);
            g_string_append_c (out, '>');
            break;
          case ST_MARKUP_REFERENCE:
            g_string_append_printf (out, "<r:%s%s%s>", node->ref, node->text ? "|" : "",
                                    node->text ? node->text : "");
            break;
        }
    }
}

static char *
dump (const char *text)
{
  g_autoptr (StMarkup) markup = st_markup_parse (text);
  GString *out = g_string_new (NULL);

  for (guint b = 0; b < markup->blocks->len; b++)
    {
      const StMarkupBlock *block = g_ptr_array_index (markup->blocks, b);

      switch (block->kind)
        {
          case ST_MARKUP_PARAGRAPH:
            g_string_append (out, "P{");
            break;
          case ST_MARKUP_BULLETS:
            g_string_append (out, "B{");
            break;
          case ST_MARKUP_NUMBERS:
            g_string_append_printf (out, "N%u{", block->start);
            break;
          case ST_MARKUP_TABLE:
            g_string_append (out, "T{");
            break;
        }
      for (guint i = 0; i < block->items->len; i++)
        {
          GPtrArray *item = g_ptr_array_index (block->items, i);

          if (i > 0)
            g_string_append (out, block->kind == ST_MARKUP_TABLE ? "/" : "|");
          if (block->kind != ST_MARKUP_TABLE)
            dump_span (out, item);
          else
            for (guint c = 0; c < item->len; c++)
              {
                if (c > 0)
                  g_string_append_c (out, ';');
                dump_span (out, g_ptr_array_index (item, c));
              }
        }
      g_string_append_c (out, '}');
    }
  return g_string_free (out, FALSE);
}

#define assert_dump(text, expected)      \
  G_STMT_START                           \
  {                                      \
    g_autofree char *got = dump (text);  \
    g_assert_cmpstr (got, ==, expected); \
  }                                      \
  G_STMT_END

static void
test_paragraphs (void)
{
  assert_dump ("", "");
  assert_dump ("One line", "P{One line}");
  assert_dump ("First\nsame paragraph\n\nSecond", "P{First same paragraph}P{Second}");
  assert_dump ("  indented  \r\n\n\n\nafter blanks\r\n", "P{indented}P{after blanks}");
}

static void
test_lists (void)
{
  assert_dump ("- a\n- b\n- c", "B{a|b|c}");
  /* "* " as files before the markup wrote a bullet; "*a*" is emphasis. */
  assert_dump ("* a\n* b\n*c*", "B{a|b}P{<e:c>}");
  assert_dump ("Intro\n- a\n- b\nAfter", "P{Intro}B{a|b}P{After}");
  assert_dump ("1. one\n2. two\n\n3. three", "N1{one|two}N3{three}");
  assert_dump ("- a\n1. one", "B{a}N1{one}");
  /* An indented line goes on with the item; "-x" and "1.5" are text. */
  assert_dump ("- a long\n  item\n-x\n1.5 km", "B{a long item}P{-x 1.5 km}");
  /* Ten digits are a number, not a list marker. */
  assert_dump ("1234567890. x", "P{1234567890. x}");
}

static void
test_inlines (void)
{
  assert_dump ("a *never* b", "P{a <e:never> b}");
  assert_dump ("**Strong** and *em*", "P{<s:Strong> and <e:em>}");
  assert_dump ("**strong *em* inside**", "P{<s:strong <e:em> inside>}");
  assert_dump ("*em **strong** inside*", "P{<e:em <s:strong> inside>}");
  assert_dump ("2 * 3 * 4", "P{2 * 3 * 4}");
  assert_dump ("\\*not\\* and a \\\\ backslash\\", "P{*not* and a \\ backslash\\}");
  assert_dump ("*across\nlines*", "P{<e:across lines>}");
}

static void
test_references (void)
{
  assert_dump ("See [[combat]].", "P{See <r:combat>.}");
  assert_dump ("See [[ combat | Combat Results ]]", "P{See <r:combat|Combat Results>}");
  assert_dump ("[[]] and [[ ]] and [[a", "P{[[]] and [[ ]] and [[a}");
  assert_dump ("*see [[crt]]*", "P{<e:see <r:crt>>}");
  assert_dump ("[[a [[b]]", "P{[[a <r:b>}");
}

static void
test_tables (void)
{
  assert_dump ("| Roll | Result |\n|---|---|\n| 1 | *DE* |\n| 2 | [[crt|CRT]] |",
               "T{Roll;Result/1;<e:DE>/2;<r:crt|CRT>}");
  assert_dump ("|a|b\n|c\\|d|e|\ntext", "T{a;b/c|d;e}P{text}");
  /* A rule row after the header only; elsewhere it is a row. */
  assert_dump ("|---|\n|a|", "T{---/a}");
}

static void
test_problems (void)
{
  g_autoptr (StMarkup) markup =
      st_markup_parse ("Fine\n\nThis is *never closed\nand **this neither\n- [[open");
  const StMarkupProblem *problem;
  g_autofree char       *text = NULL;

  g_assert_cmpuint (markup->problems->len, ==, 3);
  problem = g_ptr_array_index (markup->problems, 0);
  g_assert_cmpint (problem->kind, ==, ST_MARKUP_UNCLOSED_EMPHASIS);
  g_assert_cmpuint (problem->line, ==, 3);
  g_assert_cmpuint (problem->column, ==, 9);
  problem = g_ptr_array_index (markup->problems, 1);
  g_assert_cmpint (problem->kind, ==, ST_MARKUP_UNCLOSED_STRONG);
  g_assert_cmpuint (problem->line, ==, 4);
  g_assert_cmpuint (problem->column, ==, 5);
  problem = g_ptr_array_index (markup->problems, 2);
  g_assert_cmpint (problem->kind, ==, ST_MARKUP_UNCLOSED_REFERENCE);
  g_assert_cmpuint (problem->line, ==, 5);
  g_assert_cmpuint (problem->column, ==, 3);
  text = st_markup_problem_describe (problem);
  g_assert_nonnull (strstr (text, "line 5, column 3"));
}

/* Deep, long and unbalanced: a document. That it takes time linear in the
 * text is counted, not timed: bench/bench-ops.c's markup-hostile-5k and
 * markup-hostile-20k parse these texts at two sizes, each held to its
 * instruction budget by `make test`. */
static void
test_hostile (void)
{
  g_autoptr (GString) text = hostile_markup (20000);
  g_autoptr (GString) nested = hostile_markup_nested (10000);

  {
    g_autoptr (StMarkup) markup = st_markup_parse (text->str);
    g_autofree char *compare = st_markup_compare (text->str, "");

    g_assert_cmpuint (markup->blocks->len, >, 0);
    g_assert_cmpuint (markup->problems->len, <=, 100);
    g_assert_nonnull (compare);
  }
  /* Openers nested many deep: a strong closes at the first closer that fits,
   * so nothing nests without end, and every star is kept. */
  {
    g_autofree char *got = dump (nested->str);
    guint            stars = 0;

    g_assert_true (g_str_has_prefix (got, "P{"));
    g_assert_nonnull (strstr (got, "<s:"));
    for (const char *p = got; *p; p++)
      stars += *p == '*';
    /* 30,000 stars in all; each strong and emphasis made takes 4 or 2 of them. */
    g_assert_cmpuint (stars, <, 30000);
    g_assert_cmpuint (stars, >, 20000);
  }
}

/* Two sections, "intro" and "combat" whatever ids the editor gives them:
 * their ids are in ids[0] and ids[1]. */
static StScenario *
scenario_with_sections (char **ids)
{
  const char      *root = g_getenv ("SANDTABLE_SOURCE_ROOT");
  g_autofree char *path = g_build_filename (root ? root : ".", "tests", "data", "minimal-hex.xml", NULL);
  g_autoptr (GError) error = NULL;
  StScenario      *scenario = st_scenario_load_file (path, NULL, &error);
  g_autofree char *body = NULL;

  g_assert_no_error (error);
  g_ptr_array_set_size (scenario->rules, 0);
  ids[0] = st_edit_add_rules_section (scenario, 0, NULL, "[1] Introduction", &error);
  g_assert_no_error (error);
  ids[1] = st_edit_add_rules_section (scenario, 1, NULL, "Combat Results Table", &error);
  g_assert_no_error (error);
  st_text_set (((StRulesSection *) g_ptr_array_index (scenario->rules, 1))->title, "sv", "Stridstabell");
  body = g_strdup_printf ("See [[%s]] and [[%s|the table]]; *oops\n\n[[nowhere]]", ids[1], ids[1]);
  g_assert_true (st_edit_set_rules_body (scenario, ids[0], NULL, body, &error));
  return scenario;
}

static void
test_numbers (void)
{
  g_auto (GStrv) ids = g_new0 (char *, 3);
  g_autoptr (StScenario) scenario = scenario_with_sections (ids);
  g_autoptr (StMarkup) markup = st_markup_parse_section (scenario, 0, "en");
  const StMarkupBlock *block = g_ptr_array_index (markup->blocks, 0);
  const StMarkupSpan  *span = g_ptr_array_index (block->items, 0);
  g_autofree char     *heading0 = st_markup_section_heading (scenario, 0, "en");
  g_autofree char     *heading1 = st_markup_section_heading (scenario, 1, "sv");
  g_autofree char     *ref = st_markup_reference_text (scenario, g_ptr_array_index (span, 1), "en");
  g_autofree char     *titled = st_markup_reference_text (scenario, g_ptr_array_index (span, 3), "en");

  g_assert_cmpuint (st_markup_section_number (scenario, ids[1]), ==, 2);
  g_assert_cmpuint (st_markup_section_number (scenario, "nowhere"), ==, 0);
  /* The typed "[1] " goes: the number is generated. */
  g_assert_cmpstr (heading0, ==, "1. Introduction");
  g_assert_cmpstr (heading1, ==, "2. Stridstabell");
  g_assert_cmpstr (ref, ==, "2");
  g_assert_cmpstr (titled, ==, "2 the table");
  /* Moving the section renumbers every reference. */
  {
    g_autoptr (GError) error = NULL;
    g_autofree char *moved = NULL;

    g_assert_true (st_edit_move_rules_section (scenario, ids[1], 0, &error));
    moved = st_markup_reference_text (scenario, g_ptr_array_index (span, 1), "en");
    g_assert_cmpstr (moved, ==, "1");
  }
}

static void
test_lint (void)
{
  g_auto (GStrv) ids = g_new0 (char *, 3);
  g_autoptr (StScenario) scenario = scenario_with_sections (ids);
  g_autoptr (GPtrArray) problems = st_lint_scenario (scenario);
  guint found = 0;

  for (guint i = 0; i < problems->len; i++)
    {
      const StLintProblem *problem = g_ptr_array_index (problems, i);

      if (problem->kind != ST_LINT_RULES_MARKUP)
        continue;
      found++;
      g_autofree char *text = g_strdup_printf ("rules/%s/body", ids[0]);

      g_assert_cmpstr (problem->text, ==, text);
      g_assert_cmpstr (problem->rules_section, ==, ids[0]);
      g_assert_nonnull (strstr (problem->message, text));
    }
  /* The emphasis never closed, and [[nowhere]]. */
  g_assert_cmpuint (found, ==, 2);
}

static void
test_compare (void)
{
  g_autofree char *list = NULL;
  g_autofree char *refs = NULL;
  g_autofree char *em = NULL;

  g_assert_null (st_markup_compare ("- a *b*\n- [[x]] **c**", "- A *B*\n- **C** [[x]]"));
  g_assert_null (st_markup_compare ("plain", "vanlig"));
  list = st_markup_compare ("- a\n- b\n- c", "- a\n- b c");
  g_assert_nonnull (strstr (list, "3"));
  g_assert_nonnull (strstr (list, "2"));
  refs = st_markup_compare ("See [[combat]]", "Se [[strid]]");
  g_assert_nonnull (strstr (refs, "[[combat]]"));
  g_assert_nonnull (strstr (refs, "[[strid]]"));
  em = st_markup_compare ("*never* **always**", "aldrig **alltid**");
  g_assert_nonnull (strstr (em, "emphasized"));
  g_assert_null (strstr (em, "strong"));
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/markup/paragraphs", test_paragraphs);
  g_test_add_func ("/markup/lists", test_lists);
  g_test_add_func ("/markup/inlines", test_inlines);
  g_test_add_func ("/markup/references", test_references);
  g_test_add_func ("/markup/tables", test_tables);
  g_test_add_func ("/markup/problems", test_problems);
  g_test_add_func ("/markup/hostile", test_hostile);
  g_test_add_func ("/markup/numbers", test_numbers);
  g_test_add_func ("/markup/lint", test_lint);
  g_test_add_func ("/markup/compare", test_compare);
  return g_test_run ();
}
