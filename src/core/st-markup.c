/* SPDX-License-Identifier: GPL-3.0-or-later */
#define G_LOG_DOMAIN "sandtable-markup"

#include "config.h"

#include <glib/gi18n-lib.h>
#include <stdlib.h>
#include <string.h>

#include "st-markup.h"

/* The parser of the rules markup: lines into blocks first, then each
 * paragraph, list item and table cell into inlines. Every construct that does
 * not close is text, so any input gives a document; the time is linear in the
 * text (an opener whose closer was not found once is not looked for again in
 * the same span) and the depth is bounded. */

/* Problems past this many in one text are not kept: a hostile text could
 * otherwise report one per character. */
#define MAX_PROBLEMS 100
#define MAX_NUMBER_DIGITS 9

/* Where a piece of a span's joined text came from: its byte offset in the
 * joined text, and the line and column (from 1) it starts at in the source. */
typedef struct
{
  gsize joined;
  guint line;
  guint column;
} Segment;

typedef struct
{
  StMarkup      *markup;
  GString       *span; /* the joined text of the paragraph or item being read */
  GArray        *segments; /* Segment, of span */
  StMarkupBlock *block; /* the block being read, or NULL */
  gboolean       in_item; /* span is a list item */
  /* The last place located (locate ()). */
  const char *cache_joined;
  guint       cache_segment;
  gsize       cache_offset;
  guint       cache_column;
} Parser;

/* The state of one run of inlines: which closers are known to be missing. */
typedef struct
{
  gboolean no_emphasis;
  gboolean no_strong;
} Run;

static void inline_free (StMarkupInline *node);

static StMarkupSpan *
span_new (void)
{
  return g_ptr_array_new_with_free_func ((GDestroyNotify) inline_free);
}

static void
inline_free (StMarkupInline *node)
{
  g_free (node->text);
  g_free (node->ref);
  if (node->children != NULL)
    g_ptr_array_unref (node->children);
  g_free (node);
}

static void
block_free (StMarkupBlock *block)
{
  g_ptr_array_unref (block->items);
  g_free (block);
}

static void
problem_free (StMarkupProblem *problem)
{
  g_free (problem->ref);
  g_free (problem);
}

void
st_markup_free (StMarkup *markup)
{
  if (markup == NULL)
    return;
  g_ptr_array_unref (markup->blocks);
  g_ptr_array_unref (markup->problems);
  g_free (markup);
}

/* The line and column in the source of joined[offset]. Offsets are asked
 * for in the order of the text mostly: the column counts on from the last
 * answer when it can, so that locating every reference of a long line stays
 * linear. */
static void
locate (Parser *parser, const char *joined, gsize offset, guint *line, guint *column)
{
  guint          low = 0, high = parser->segments->len, index;
  const Segment *segment;
  gsize          from;
  guint          counted;

  *line = *column = 0;
  /* The last segment that starts at or before offset. */
  while (low < high)
    {
      guint middle = low + (high - low) / 2;

      if (g_array_index (parser->segments, Segment, middle).joined <= offset)
        low = middle + 1;
      else
        high = middle;
    }
  if (low == 0)
    return;
  index = low - 1;
  segment = &g_array_index (parser->segments, Segment, index);
  from = segment->joined;
  counted = segment->column;
  if (parser->cache_joined == joined && parser->cache_segment == index && parser->cache_offset <= offset)
    {
      from = parser->cache_offset;
      counted = parser->cache_column;
    }
  *line = segment->line;
  *column = counted + (guint) g_utf8_strlen (joined + from, (gssize) (offset - from));
  parser->cache_joined = joined;
  parser->cache_segment = index;
  parser->cache_offset = offset;
  parser->cache_column = *column;
}

static void
add_problem (Parser *parser, StMarkupProblemKind kind, const char *joined, gsize offset)
{
  StMarkupProblem *problem;

  if (parser->markup->problems->len >= MAX_PROBLEMS)
    return;
  problem = g_new0 (StMarkupProblem, 1);
  problem->kind = kind;
  locate (parser, joined, offset, &problem->line, &problem->column);
  g_ptr_array_add (parser->markup->problems, problem);
}

static void
flush_text (StMarkupSpan *span, GString *text)
{
  StMarkupInline *node;

  if (text->len == 0)
    return;
  node = g_new0 (StMarkupInline, 1);
  node->kind = ST_MARKUP_TEXT;
  node->text = g_strndup (text->str, text->len);
  g_ptr_array_add (span, node);
  g_string_truncate (text, 0);
}

/* Appends the character at s[i] (valid UTF-8) to out; returns its length. */
static gsize
append_char (GString *out, const char *s, gsize i)
{
  gsize n = (gsize) (g_utf8_next_char (s + i) - (s + i));

  g_string_append_len (out, s + i, (gssize) n);
  return n;
}

/* s[from..to) with its escapes resolved and its ends trimmed. */
static char *
unescape (const char *s, gsize from, gsize to)
{
  GString *out = g_string_new (NULL);

  for (gsize i = from; i < to;)
    {
      if (s[i] == '\\' && i + 1 < to)
        i++;
      i += append_char (out, s, i);
    }
  return g_strstrip (g_string_free (out, FALSE));
}

/* The closer of "*" (length 1) or "**" (2) opened at s[from - length], in
 * s[from..to): a delimiter of the same length after a character other than a
 * space. G_MAXSIZE when none. */
static gsize
find_closer (const char *s, gsize from, gsize to, gsize length)
{
  for (gsize j = from; j < to;)
    {
      gsize run;

      if (s[j] == '\\' && j + 1 < to)
        {
          j += 2;
          continue;
        }
      if (s[j] != '*')
        {
          j++;
          continue;
        }
      run = (j + 1 < to && s[j + 1] == '*') ? 2 : 1;
      if (run == length && j > from && !g_ascii_isspace (s[j - 1]))
        return j;
      j += run;
    }
  return G_MAXSIZE;
}

/* The "]]" closing a reference opened at s[from - 2], before another "[[";
 * G_MAXSIZE when none. */
static gsize
find_reference_end (const char *s, gsize from, gsize to)
{
  for (gsize j = from; j + 1 < to; j++)
    {
      if (s[j] == ']' && s[j + 1] == ']')
        return j;
      if (s[j] == '[' && s[j + 1] == '[')
        return G_MAXSIZE;
    }
  return G_MAXSIZE;
}

static StMarkupInline *
reference_new (const char *s, gsize from, gsize to)
{
  const char      *bar = memchr (s + from, '|', to - from);
  gsize            id_end = bar != NULL ? (gsize) (bar - s) : to;
  g_autofree char *id = g_strstrip (g_strndup (s + from, id_end - from));
  StMarkupInline  *node;

  if (*id == '\0')
    return NULL;
  node = g_new0 (StMarkupInline, 1);
  node->kind = ST_MARKUP_REFERENCE;
  node->ref = g_steal_pointer (&id);
  if (bar != NULL)
    {
      node->text = unescape (s, id_end + 1, to);
      if (*node->text == '\0')
        g_clear_pointer (&node->text, g_free);
    }
  return node;
}

static StMarkupSpan *
parse_inlines (Parser *parser, const char *s, gsize from, gsize to, guint depth)
{
  StMarkupSpan *span = span_new ();
  g_autoptr (GString) text = g_string_new (NULL);
  Run   run = { FALSE, FALSE };
  gsize i = from;

  while (i < to)
    {
      if (s[i] == '\\' && i + 1 < to)
        {
          i += 1 + append_char (text, s, i + 1);
          continue;
        }
      if (s[i] == '[' && i + 1 < to && s[i + 1] == '[')
        {
          /* The scan stops at the next "[[": linear in all. */
          gsize           end = find_reference_end (s, i + 2, to);
          StMarkupInline *node = end != G_MAXSIZE ? reference_new (s, i + 2, end) : NULL;

          if (node != NULL)
            {
              flush_text (span, text);
              locate (parser, s, i, &node->line, &node->column);
              g_ptr_array_add (span, node);
              i = end + 2;
              continue;
            }
          if (end == G_MAXSIZE)
            add_problem (parser, ST_MARKUP_UNCLOSED_REFERENCE, s, i);
          g_string_append (text, "[[");
          i += 2;
          continue;
        }
      if (s[i] == '*')
        {
          gsize     length = (i + 1 < to && s[i + 1] == '*') ? 2 : 1;
          gboolean *missing = length == 2 ? &run.no_strong : &run.no_emphasis;
          gboolean opens = depth < ST_MARKUP_MAX_DEPTH && i + length < to && !g_ascii_isspace (s[i + length]);
          gsize    close = opens && !*missing ? find_closer (s, i + length, to, length) : G_MAXSIZE;

          if (close != G_MAXSIZE)
            {
              StMarkupInline *node = g_new0 (StMarkupInline, 1);

              flush_text (span, text);
              node->kind = length == 2 ? ST_MARKUP_STRONG : ST_MARKUP_EMPHASIS;
              node->children = parse_inlines (parser, s, i + length, close, depth + 1);
              g_ptr_array_add (span, node);
              i = close + length;
              continue;
            }
          if (opens && !*missing)
            {
              add_problem (parser, length == 2 ? ST_MARKUP_UNCLOSED_STRONG : ST_MARKUP_UNCLOSED_EMPHASIS, s,
                           i);
              *missing = TRUE;
            }
          g_string_append_len (text, s + i, (gssize) length);
          i += length;
          continue;
        }
      i += append_char (text, s, i);
    }
  flush_text (span, text);
  return span;
}

static void
close_span (Parser *parser)
{
  if (parser->span->len > 0 && parser->block != NULL)
    g_ptr_array_add (parser->block->items,
                     parse_inlines (parser, parser->span->str, 0, parser->span->len, 0));
  g_string_truncate (parser->span, 0);
  g_array_set_size (parser->segments, 0);
  parser->cache_joined = NULL;
  parser->in_item = FALSE;
}

static void
close_block (Parser *parser)
{
  close_span (parser);
  parser->block = NULL;
}

static void
open_block (Parser *parser, StMarkupBlockKind kind, guint line)
{
  StMarkupBlock *block;

  if (parser->block != NULL && parser->block->kind == kind && kind != ST_MARKUP_PARAGRAPH)
    {
      close_span (parser);
      return;
    }
  close_block (parser);
  block = g_new0 (StMarkupBlock, 1);
  block->kind = kind;
  block->line = line;
  /* Spans and rows alike are arrays that free what they hold. */
  block->items = g_ptr_array_new_with_free_func ((GDestroyNotify) g_ptr_array_unref);
  g_ptr_array_add (parser->markup->blocks, block);
  parser->block = block;
}

/* Adds line[from..to) to the span being read, a space before it when the
 * span has text already. */
static void
append_to_span (Parser *parser, const char *line, gsize from, gsize to, guint number)
{
  Segment segment;

  if (parser->span->len > 0)
    g_string_append_c (parser->span, ' ');
  segment.joined = parser->span->len;
  segment.line = number;
  segment.column = 1 + (guint) g_utf8_strlen (line, (gssize) from);
  g_array_append_val (parser->segments, segment);
  g_string_append_len (parser->span, line + from, (gssize) (to - from));
}

/* "- " (or "* ", as files written before the markup had it): 2; "12. ": 4
 * and *number 12; 0 for none. */
static gsize
item_marker (const char *s, gsize length, StMarkupBlockKind *kind, guint *number)
{
  gsize n = 0;

  if (length >= 2 && (s[0] == '-' || s[0] == '*') && s[1] == ' ')
    {
      *kind = ST_MARKUP_BULLETS;
      return 2;
    }
  while (n < length && g_ascii_isdigit (s[n]))
    n++;
  if (n > 0 && n <= MAX_NUMBER_DIGITS && n + 1 < length && s[n] == '.' && s[n + 1] == ' ')
    {
      *kind = ST_MARKUP_NUMBERS;
      *number = (guint) strtoul (s, NULL, 10);
      return n + 2;
    }
  return 0;
}

/* A row of "|---|:--|" under a header, as Markdown writes it: skipped. */
static gboolean
is_rule_row (const char *s, gsize length)
{
  gboolean dash = FALSE;

  for (gsize i = 0; i < length; i++)
    {
      if (s[i] == '-')
        dash = TRUE;
      else if (!strchr ("|: \t", s[i]))
        return FALSE;
    }
  return dash;
}

/* A table row: its cells split at each "|" that is not escaped nor inside a
 * reference; the one after a closing "|" is not a cell. */
static void
add_row (Parser *parser, const char *line, gsize from, gsize to, guint number)
{
  GPtrArray *row = g_ptr_array_new_with_free_func ((GDestroyNotify) g_ptr_array_unref);
  gsize      cell = from + 1;
  gboolean   in_reference = FALSE;

  for (gsize i = from + 1; i <= to; i++)
    {
      if (i < to && line[i] == '\\' && i + 1 < to)
        {
          i++;
          continue;
        }
      if (i + 1 < to && line[i] == '[' && line[i + 1] == '[')
        in_reference = TRUE;
      else if (i + 1 < to && line[i] == ']' && line[i + 1] == ']')
        in_reference = FALSE;
      if (i == to || (line[i] == '|' && !in_reference))
        {
          gsize start = cell, end = i;

          if (i == to && start == to)
            break;
          while (start < end && g_ascii_isspace (line[start]))
            start++;
          while (end > start && g_ascii_isspace (line[end - 1]))
            end--;
          g_string_truncate (parser->span, 0);
          g_array_set_size (parser->segments, 0);
          parser->cache_joined = NULL;
          append_to_span (parser, line, start, end, number);
          g_ptr_array_add (row, parse_inlines (parser, parser->span->str, 0, parser->span->len, 0));
          cell = i + 1;
        }
    }
  g_string_truncate (parser->span, 0);
  g_array_set_size (parser->segments, 0);
  g_ptr_array_add (parser->block->items, row);
}

static void
parse_line (Parser *parser, const char *line, gsize length, guint number)
{
  gsize             from = 0, to = length, marker;
  StMarkupBlockKind kind;
  guint             start = 1;

  while (from < to && (line[from] == ' ' || line[from] == '\t'))
    from++;
  while (to > from && g_ascii_isspace (line[to - 1]))
    to--;
  if (from == to)
    {
      close_block (parser);
      return;
    }
  marker = item_marker (line + from, to - from, &kind, &start);
  if (marker > 0)
    {
      gboolean new_list = parser->block == NULL || parser->block->kind != kind;

      open_block (parser, kind, number);
      if (new_list)
        parser->block->start = start;
      parser->in_item = TRUE;
      append_to_span (parser, line, from + marker, to, number);
      return;
    }
  if (line[from] == '|')
    {
      open_block (parser, ST_MARKUP_TABLE, number);
      if (!(parser->block->items->len == 1 && is_rule_row (line + from, to - from)))
        add_row (parser, line, from, to, number);
      return;
    }
  /* An indented line goes on with the list item above it; any other line
   * goes on with the paragraph, or starts one. */
  if ((parser->in_item && from > 0) || (parser->block != NULL && parser->block->kind == ST_MARKUP_PARAGRAPH))
    {
      append_to_span (parser, line, from, to, number);
      return;
    }
  open_block (parser, ST_MARKUP_PARAGRAPH, number);
  append_to_span (parser, line, from, to, number);
}

StMarkup *
st_markup_parse (const char *text)
{
  g_autofree char *valid = NULL;
  Parser           parser = { 0 };
  const char      *line;
  guint            number = 1;

  if (text == NULL)
    text = "";
  if (!g_utf8_validate (text, -1, NULL))
    text = valid = g_utf8_make_valid (text, -1);
  parser.markup = g_new0 (StMarkup, 1);
  parser.markup->blocks = g_ptr_array_new_with_free_func ((GDestroyNotify) block_free);
  parser.markup->problems = g_ptr_array_new_with_free_func ((GDestroyNotify) problem_free);
  parser.span = g_string_new (NULL);
  parser.segments = g_array_new (FALSE, FALSE, sizeof (Segment));
  for (line = text;; number++)
    {
      const char *end = strchr (line, '\n');
      gsize       length = end != NULL ? (gsize) (end - line) : strlen (line);

      parse_line (&parser, line, length, number);
      if (end == NULL)
        break;
      line = end + 1;
    }
  close_block (&parser);
  g_string_free (parser.span, TRUE);
  g_array_unref (parser.segments);
  return parser.markup;
}
