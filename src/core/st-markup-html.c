/* SPDX-License-Identifier: GPL-3.0-or-later */
#define G_LOG_DOMAIN "sandtable-markup"

#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "st-markup-html.h"
#include "st-markup-rules.h"

/* The rules as one HTML page or as plain text: generated numbers, a contents
 * list, every section's body from its markup. Every text is escaped; a section
 * is the target "#s-ID" of its references. */

typedef struct
{
  const StScenario *scenario;
  const char       *lang;
  GString          *out;
} Writer;

static void
append_escaped (GString *out, const char *text)
{
  g_autofree char *escaped = g_markup_escape_text (text, -1);

  g_string_append (out, escaped);
}

static void
html_span (Writer *w, const StMarkupSpan *span)
{
  for (guint i = 0; i < span->len; i++)
    {
      const StMarkupInline *node = g_ptr_array_index (span, i);

      switch (node->kind)
        {
          case ST_MARKUP_TEXT:
            append_escaped (w->out, node->text);
            break;
          case ST_MARKUP_EMPHASIS:
          case ST_MARKUP_STRONG:
            g_string_append (w->out, node->kind == ST_MARKUP_EMPHASIS ? "<em>" : "<strong>");
            html_span (w, node->children);
            g_string_append (w->out, node->kind == ST_MARKUP_EMPHASIS ? "</em>" : "</strong>");
            break;
          case ST_MARKUP_REFERENCE:
            {
              g_autofree char *text = st_markup_reference_text (w->scenario, node, w->lang);

              if (st_markup_section_number (w->scenario, node->ref) > 0)
                {
                  g_string_append (w->out, "<a href=\"#s-");
                  append_escaped (w->out, node->ref);
                  g_string_append (w->out, "\">");
                  append_escaped (w->out, text);
                  g_string_append (w->out, "</a>");
                }
              else
                append_escaped (w->out, text);
            }
            break;
        }
    }
}

static void
html_block (Writer *w, const StMarkupBlock *block)
{
  switch (block->kind)
    {
      case ST_MARKUP_PARAGRAPH:
        g_string_append (w->out, "<p>");
        html_span (w, g_ptr_array_index (block->items, 0));
        g_string_append (w->out, "</p>\n");
        break;
      case ST_MARKUP_BULLETS:
      case ST_MARKUP_NUMBERS:
        if (block->kind == ST_MARKUP_BULLETS)
          g_string_append (w->out, "<ul>\n");
        else if (block->start != 1)
          g_string_append_printf (w->out, "<ol start=\"%u\">\n", block->start);
        else
          g_string_append (w->out, "<ol>\n");
        for (guint i = 0; i < block->items->len; i++)
          {
            g_string_append (w->out, "<li>");
            html_span (w, g_ptr_array_index (block->items, i));
            g_string_append (w->out, "</li>\n");
          }
        g_string_append (w->out, block->kind == ST_MARKUP_BULLETS ? "</ul>\n" : "</ol>\n");
        break;
      case ST_MARKUP_TABLE:
        g_string_append (w->out, "<table>\n");
        for (guint r = 0; r < block->items->len; r++)
          {
            GPtrArray  *row = g_ptr_array_index (block->items, r);
            const char *cell = r == 0 ? "th" : "td";

            g_string_append (w->out, r == 0 ? "<thead><tr>" : "<tr>");
            for (guint c = 0; c < row->len; c++)
              {
                g_string_append_printf (w->out, "<%s>", cell);
                html_span (w, g_ptr_array_index (row, c));
                g_string_append_printf (w->out, "</%s>", cell);
              }
            g_string_append (w->out, r == 0 ? "</tr></thead>\n" : "</tr>\n");
          }
        g_string_append (w->out, "</table>\n");
        break;
    }
}

char *
st_markup_rules_html (const StScenario *scenario, const char *lang)
{
  Writer      w = { scenario, lang, g_string_new (NULL) };
  const char *title = scenario->title != NULL ? st_text_get (scenario->title, lang) : NULL;

  g_string_append (w.out, "<!DOCTYPE html>\n<html lang=\"");
  append_escaped (w.out, lang);
  g_string_append (w.out, "\">\n<head>\n<meta charset=\"utf-8\">\n<title>");
  append_escaped (w.out, title ? title : "");
  g_string_append (w.out,
                   "</title>\n<style>\n"
                   "body { max-width: 42em; margin: 2em auto; font-family: serif; line-height: 1.4; }\n"
                   "table { border-collapse: collapse; }\n"
                   "th, td { border: 1px solid #888; padding: 0.2em 0.6em; }\n"
                   "</style>\n</head>\n<body>\n<h1>");
  append_escaped (w.out, title ? title : "");
  g_string_append (w.out, "</h1>\n<nav>\n<h2>");
  append_escaped (w.out, _ ("Contents"));
  g_string_append (w.out, "</h2>\n<ol>\n");
  for (guint i = 0; i < scenario->rules->len; i++)
    {
      const StRulesSection *section = g_ptr_array_index (scenario->rules, i);
      g_autofree char      *heading = st_markup_section_heading (scenario, i, lang);

      g_string_append (w.out, "<li><a href=\"#s-");
      append_escaped (w.out, section->id);
      g_string_append (w.out, "\">");
      append_escaped (w.out, heading);
      g_string_append (w.out, "</a></li>\n");
    }
  g_string_append (w.out, "</ol>\n</nav>\n");
  for (guint i = 0; i < scenario->rules->len; i++)
    {
      const StRulesSection *section = g_ptr_array_index (scenario->rules, i);
      g_autofree char      *heading = st_markup_section_heading (scenario, i, lang);
      g_autoptr (StMarkup) markup = st_markup_parse_section (scenario, i, lang);

      g_string_append (w.out, "<section id=\"s-");
      append_escaped (w.out, section->id);
      g_string_append (w.out, "\">\n<h2>");
      append_escaped (w.out, heading);
      g_string_append (w.out, "</h2>\n");
      for (guint b = 0; b < markup->blocks->len; b++)
        html_block (&w, g_ptr_array_index (markup->blocks, b));
      g_string_append (w.out, "</section>\n");
    }
  g_string_append (w.out, "</body>\n</html>\n");
  return g_string_free (w.out, FALSE);
}

static char *
plain_reference (const StMarkupInline *ref, gpointer data)
{
  const Writer *w = data;

  return st_markup_reference_text (w->scenario, ref, w->lang);
}

static void
text_span (Writer *w, const StMarkupSpan *span, const char *marker)
{
  g_autofree char *plain = st_markup_span_plain (span, plain_reference, w);

  g_string_append_printf (w->out, "%s%s\n", marker, plain);
}

char *
st_markup_rules_text (const StScenario *scenario, const char *lang)
{
  Writer w = { scenario, lang, g_string_new (NULL) };

  for (guint i = 0; i < scenario->rules->len; i++)
    {
      g_autofree char *heading = st_markup_section_heading (scenario, i, lang);
      g_autoptr (StMarkup) markup = st_markup_parse_section (scenario, i, lang);

      g_string_append_printf (w.out, "%s%s\n", i > 0 ? "\n" : "", heading);
      for (guint b = 0; b < markup->blocks->len; b++)
        {
          const StMarkupBlock *block = g_ptr_array_index (markup->blocks, b);

          g_string_append_c (w.out, '\n');
          for (guint j = 0; j < block->items->len; j++)
            {
              g_autofree char *marker = block->kind == ST_MARKUP_BULLETS ? g_strdup ("  • ")
                                        : block->kind == ST_MARKUP_NUMBERS
                                            ? g_strdup_printf ("  %u. ", block->start + j)
                                            : g_strdup ("");

              if (block->kind != ST_MARKUP_TABLE)
                text_span (&w, g_ptr_array_index (block->items, j), marker);
              else
                {
                  GPtrArray *row = g_ptr_array_index (block->items, j);

                  for (guint c = 0; c < row->len; c++)
                    {
                      g_autofree char *cell =
                          st_markup_span_plain (g_ptr_array_index (row, c), plain_reference, &w);
                      g_string_append_printf (w.out, "%s%s", c > 0 ? " | " : "| ", cell);
                    }
                  g_string_append (w.out, " |\n");
                }
            }
        }
    }
  return g_string_free (w.out, FALSE);
}
