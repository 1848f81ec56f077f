/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <string.h>

#include "st-word-diff.h"

void
st_diff_chunk_free (StDiffChunk *chunk)
{
  if (chunk == NULL)
    return;
  g_free (chunk->text);
  g_free (chunk);
}

typedef struct
{
  const char *start;
  gsize       length;
} Token;

static gboolean
is_space (gunichar c)
{
  return g_unichar_isspace (c);
}

/* Words and the runs of white space between them, in order. */
static GArray *
tokenize (const char *text)
{
  GArray     *tokens = g_array_new (FALSE, FALSE, sizeof (Token));
  const char *p = text ? text : "";

  while (*p != '\0')
    {
      const char *start = p;
      gboolean    space = is_space (g_utf8_get_char (p));

      while (*p != '\0' && is_space (g_utf8_get_char (p)) == space)
        p = g_utf8_next_char (p);
      g_array_append_val (tokens, ((Token){ start, (gsize) (p - start) }));
    }
  return tokens;
}

static gboolean
token_equal (const Token *a, const Token *b)
{
  return a->length == b->length && memcmp (a->start, b->start, a->length) == 0;
}

/* The chunks made so far, the last one still growing. */
typedef struct
{
  GPtrArray *chunks;
  StDiffOp   op;
  GString   *text;
} Builder;

static void
flush (Builder *builder)
{
  StDiffChunk *chunk;

  if (builder->text->len == 0)
    return;
  chunk = g_new0 (StDiffChunk, 1);
  chunk->op = builder->op;
  chunk->text = g_strndup (builder->text->str, builder->text->len);
  g_ptr_array_add (builder->chunks, chunk);
  g_string_truncate (builder->text, 0);
}

static void
add_chunk (Builder *builder, StDiffOp op, const Token *token)
{
  if (op != builder->op)
    {
      flush (builder);
      builder->op = op;
    }
  g_string_append_len (builder->text, token->start, (gssize) token->length);
}

/* Deletions before insertions within each run of changes: "old new" reads
 * better than interleaved words. */
static void
add_changes (Builder *chunks, GArray *a, guint a_from, guint a_to, GArray *b, guint b_from, guint b_to)
{
  for (guint i = a_from; i < a_to; i++)
    add_chunk (chunks, ST_DIFF_DELETE, &g_array_index (a, Token, i));
  for (guint j = b_from; j < b_to; j++)
    add_chunk (chunks, ST_DIFF_INSERT, &g_array_index (b, Token, j));
}

static gboolean
is_all_space (const char *text)
{
  for (const char *p = text; *p != '\0'; p = g_utf8_next_char (p))
    if (!is_space (g_utf8_get_char (p)))
      return FALSE;
  return TRUE;
}

static void
add_text (GPtrArray *chunks, StDiffOp op, GString *text)
{
  StDiffChunk *chunk;

  if (text->len == 0)
    return;
  chunk = g_new0 (StDiffChunk, 1);
  chunk->op = op;
  chunk->text = g_strndup (text->str, text->len);
  g_ptr_array_add (chunks, chunk);
  g_string_truncate (text, 0);
}

/* The space between two replaced words belongs to the replacement: "a die"
 * → "two dice" reads as one change, not two around a kept space. */
static GPtrArray *
join_replacements (GPtrArray *chunks)
{
  GPtrArray *out = g_ptr_array_new_with_free_func ((GDestroyNotify) st_diff_chunk_free);
  g_autoptr (GString) deleted = g_string_new (NULL);
  g_autoptr (GString) inserted = g_string_new (NULL);

  for (guint i = 0; i < chunks->len; i++)
    {
      const StDiffChunk *chunk = g_ptr_array_index (chunks, i);
      const StDiffChunk *next = i + 1 < chunks->len ? g_ptr_array_index (chunks, i + 1) : NULL;

      if (chunk->op == ST_DIFF_DELETE)
        g_string_append (deleted, chunk->text);
      else if (chunk->op == ST_DIFF_INSERT)
        g_string_append (inserted, chunk->text);
      else if (deleted->len > 0 && inserted->len > 0 && next != NULL && next->op != ST_DIFF_SAME
               && is_all_space (chunk->text))
        {
          g_string_append (deleted, chunk->text);
          g_string_append (inserted, chunk->text);
        }
      else
        {
          add_text (out, ST_DIFF_DELETE, deleted);
          add_text (out, ST_DIFF_INSERT, inserted);
          g_string_append (deleted, chunk->text);
          add_text (out, ST_DIFF_SAME, deleted);
        }
    }
  add_text (out, ST_DIFF_DELETE, deleted);
  add_text (out, ST_DIFF_INSERT, inserted);
  g_ptr_array_unref (chunks);
  return out;
}

GPtrArray *
st_word_diff (const char *old_text, const char *new_text)
{
  g_autoptr (GArray) a = tokenize (old_text);
  g_autoptr (GArray) b = tokenize (new_text);
  Builder  builder = { g_ptr_array_new_with_free_func ((GDestroyNotify) st_diff_chunk_free), ST_DIFF_SAME,
                       g_string_new (NULL) };
  Builder *chunks = &builder;
  guint    prefix = 0, suffix = 0, n, m;

  while (prefix < a->len && prefix < b->len
         && token_equal (&g_array_index (a, Token, prefix), &g_array_index (b, Token, prefix)))
    add_chunk (chunks, ST_DIFF_SAME, &g_array_index (a, Token, prefix++));
  while (suffix < a->len - prefix && suffix < b->len - prefix
         && token_equal (&g_array_index (a, Token, a->len - 1 - suffix),
                         &g_array_index (b, Token, b->len - 1 - suffix)))
    suffix++;
  n = a->len - prefix - suffix;
  m = b->len - prefix - suffix;

  if ((guint64) (n + 1) * (m + 1) > ST_WORD_DIFF_MAX_CELLS)
    add_changes (chunks, a, prefix, prefix + n, b, prefix, prefix + m);
  else if (n > 0 || m > 0)
    {
      /* lcs[i][j]: the longest common subsequence of a[prefix+i..] and
       * b[prefix+j..], filled from the end so the walk goes forward. */
      guint *lcs = g_new0 (guint, (gsize) (n + 1) * (m + 1));
      guint  i = 0, j = 0, del_from = 0, ins_from = 0;

#define LCS(x, y) lcs[(gsize) (x) * (m + 1) + (y)]
      for (guint x = n; x-- > 0;)
        for (guint y = m; y-- > 0;)
          LCS (x, y) =
              token_equal (&g_array_index (a, Token, prefix + x), &g_array_index (b, Token, prefix + y))
                  ? LCS (x + 1, y + 1) + 1
                  : MAX (LCS (x + 1, y), LCS (x, y + 1));
      while (i < n || j < m)
        {
          if (i < n && j < m
              && token_equal (&g_array_index (a, Token, prefix + i), &g_array_index (b, Token, prefix + j)))
            {
              add_changes (chunks, a, prefix + del_from, prefix + i, b, prefix + ins_from, prefix + j);
              add_chunk (chunks, ST_DIFF_SAME, &g_array_index (a, Token, prefix + i));
              del_from = ++i;
              ins_from = ++j;
            }
          else if (j < m && (i == n || LCS (i, j + 1) >= LCS (i + 1, j)))
            j++;
          else
            i++;
        }
#undef LCS
      add_changes (chunks, a, prefix + del_from, prefix + n, b, prefix + ins_from, prefix + m);
      g_free (lcs);
    }
  for (guint k = a->len - suffix; k < a->len; k++)
    add_chunk (chunks, ST_DIFF_SAME, &g_array_index (a, Token, k));
  flush (chunks);
  g_string_free (builder.text, TRUE);
  return join_replacements (builder.chunks);
}
