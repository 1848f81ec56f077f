/* SPDX-License-Identifier: GPL-3.0-or-later */
#define G_LOG_DOMAIN "sandtable-markup"

#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "st-diagnostics.h"
#include "st-markup.h"

/* What is read from a parsed text: its references checked, its plain text,
 * and the markup a translation must keep of its source (Weblate's checks). */

typedef void (*InlineFunc) (const StMarkupInline *node, gpointer data);

static void
walk_span (const StMarkupSpan *span, InlineFunc func, gpointer data)
{
  for (guint i = 0; i < span->len; i++)
    {
      const StMarkupInline *node = g_ptr_array_index (span, i);

      func (node, data);
      if (node->children != NULL)
        walk_span (node->children, func, data);
    }
}

/* Every inline of the text, depth first in the order of the text. */
static void
walk (const StMarkup *markup, InlineFunc func, gpointer data)
{
  for (guint b = 0; b < markup->blocks->len; b++)
    {
      const StMarkupBlock *block = g_ptr_array_index (markup->blocks, b);

      for (guint i = 0; i < block->items->len; i++)
        {
          GPtrArray *item = g_ptr_array_index (block->items, i);

          if (block->kind != ST_MARKUP_TABLE)
            walk_span (item, func, data);
          else
            for (guint c = 0; c < item->len; c++)
              walk_span (g_ptr_array_index (item, c), func, data);
        }
    }
}

typedef struct
{
  StMarkup *markup;
  gboolean (*is_known) (const char *id, gpointer data);
  gpointer data;
} RefCheck;

static void
check_reference (const StMarkupInline *node, gpointer data)
{
  RefCheck        *check = data;
  StMarkupProblem *problem;

  if (node->kind != ST_MARKUP_REFERENCE || check->is_known (node->ref, check->data))
    return;
  problem = g_new0 (StMarkupProblem, 1);
  problem->kind = ST_MARKUP_UNKNOWN_REFERENCE;
  problem->line = node->line;
  problem->column = node->column;
  problem->ref = g_strdup (node->ref);
  g_ptr_array_add (check->markup->problems, problem);
}

void
st_markup_check_references (StMarkup *markup,
                            gboolean (*is_known) (const char *id, gpointer data),
                            gpointer data)
{
  RefCheck check = { markup, is_known, data };

  g_return_if_fail (markup != NULL && is_known != NULL);
  walk (markup, check_reference, &check);
}

char *
st_markup_problem_describe (const StMarkupProblem *problem)
{
  const char *what = "";

  switch (problem->kind)
    {
      case ST_MARKUP_UNCLOSED_EMPHASIS:
        what = _ ("an emphasis “*” is never closed; write “\\*” for a star");
        break;
      case ST_MARKUP_UNCLOSED_STRONG:
        what = _ ("a strong “**” is never closed; write “\\*\\*” for two stars");
        break;
      case ST_MARKUP_UNCLOSED_REFERENCE:
        what = _ ("a reference “[[” is never closed with “]]”");
        break;
      case ST_MARKUP_UNKNOWN_REFERENCE:
        /* TRANSLATORS: a reference [[id]] in a rules text names no section */
        return g_strdup_printf (_ ("line %u, column %u: the reference “[[%s]]” names no rules section"),
                                problem->line, problem->column, problem->ref);
    }
  /* TRANSLATORS: where a problem is in a rules text, then what it is */
  return g_strdup_printf (_ ("line %u, column %u: %s"), problem->line, problem->column, what);
}

static void
append_plain (GString            *out,
              const StMarkupSpan *span,
              char *(*ref_text) (const StMarkupInline *, gpointer),
              gpointer data)
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
            append_plain (out, node->children, ref_text, data);
            break;
          case ST_MARKUP_REFERENCE:
            if (ref_text != NULL)
              {
                g_autofree char *text = ref_text (node, data);
                g_string_append (out, text);
              }
            else
              g_string_append (out, node->text != NULL ? node->text : node->ref);
            break;
        }
    }
}

char *
st_markup_span_plain (const StMarkupSpan *span,
                      char *(*ref_text) (const StMarkupInline *ref, gpointer data),
                      gpointer data)
{
  GString *out = g_string_new (NULL);

  append_plain (out, span, ref_text, data);
  return g_string_free (out, FALSE);
}

/* What a translation must keep. */
typedef struct
{
  GString   *lists; /* "3, 2": the items of each list */
  GPtrArray *refs; /* char*, sorted */
  guint      emphasis;
  guint      strong;
} Tokens;

static void
count_inline (const StMarkupInline *node, gpointer data)
{
  Tokens *tokens = data;

  if (node->kind == ST_MARKUP_EMPHASIS)
    tokens->emphasis++;
  else if (node->kind == ST_MARKUP_STRONG)
    tokens->strong++;
  else if (node->kind == ST_MARKUP_REFERENCE)
    g_ptr_array_add (tokens->refs, g_strdup_printf ("[[%s]]", node->ref));
}

static int
compare_strings (gconstpointer a, gconstpointer b)
{
  return g_strcmp0 (*(const char *const *) a, *(const char *const *) b);
}

static void
tokens_read (Tokens *tokens, const char *text)
{
  g_autoptr (StMarkup) markup = st_markup_parse (text);

  tokens->emphasis = tokens->strong = 0;
  tokens->lists = g_string_new (NULL);
  tokens->refs = g_ptr_array_new_with_free_func (g_free);
  for (guint b = 0; b < markup->blocks->len; b++)
    {
      const StMarkupBlock *block = g_ptr_array_index (markup->blocks, b);

      if (block->kind != ST_MARKUP_BULLETS && block->kind != ST_MARKUP_NUMBERS)
        continue;
      if (tokens->lists->len > 0)
        g_string_append (tokens->lists, ", ");
      g_string_append_printf (tokens->lists, "%u", block->items->len);
    }
  walk (markup, count_inline, tokens);
  g_ptr_array_sort (tokens->refs, compare_strings);
}

static void
tokens_clear (Tokens *tokens)
{
  g_string_free (tokens->lists, TRUE);
  g_ptr_array_unref (tokens->refs);
}

static char *
join_refs (GPtrArray *refs)
{
  if (refs->len == 0)
    /* TRANSLATORS: no references in a text */
    return g_strdup (_ ("none"));
  g_ptr_array_add (refs, NULL);
  {
    char *joined = g_strjoinv (", ", (char **) refs->pdata);
    g_ptr_array_set_size (refs, refs->len - 1);
    return joined;
  }
}

static gboolean
same_refs (GPtrArray *a, GPtrArray *b)
{
  if (a->len != b->len)
    return FALSE;
  for (guint i = 0; i < a->len; i++)
    if (g_strcmp0 (g_ptr_array_index (a, i), g_ptr_array_index (b, i)) != 0)
      return FALSE;
  return TRUE;
}

char *
st_markup_compare (const char *source, const char *translation)
{
  Tokens     src, tr;
  GPtrArray *problems = g_ptr_array_new_with_free_func (g_free);
  char      *result = NULL;

  tokens_read (&src, source);
  tokens_read (&tr, translation);
  if (!g_str_equal (src.lists->str, tr.lists->str))
    /* TRANSLATORS: the items of each list, "3, 2", or "none" */
    g_ptr_array_add (problems, g_strdup_printf (_ ("the source's lists have %s items, the translation's %s"),
                                                src.lists->len > 0 ? src.lists->str : _ ("no"),
                                                tr.lists->len > 0 ? tr.lists->str : _ ("no")));
  if (!same_refs (src.refs, tr.refs))
    {
      g_autofree char *a = join_refs (src.refs);
      g_autofree char *b = join_refs (tr.refs);

      g_ptr_array_add (problems,
                       g_strdup_printf (_ ("the source refers to %s, the translation to %s"), a, b));
    }
  if (src.emphasis != tr.emphasis)
    g_ptr_array_add (problems, g_strdup_printf (_ ("the source has %u emphasized texts, the translation %u"),
                                                src.emphasis, tr.emphasis));
  if (src.strong != tr.strong)
    g_ptr_array_add (problems, g_strdup_printf (_ ("the source has %u strong texts, the translation %u"),
                                                src.strong, tr.strong));
  if (problems->len > 0)
    {
      g_autofree char *joined = NULL;

      g_ptr_array_add (problems, NULL);
      joined = g_strjoinv ("; ", (char **) problems->pdata);
      /* TRANSLATORS: %s lists what differs, "the source has 2 strong texts, the translation 1" */
      result = g_strdup_printf (_ ("The markup differs from the source: %s."), joined);
    }
  g_ptr_array_unref (problems);
  tokens_clear (&src);
  tokens_clear (&tr);
  return result;
}

void
st_markup_warn_translation (StDiagnostics *diagnostics,
                            const char    *path,
                            int            line,
                            const char    *context,
                            const char    *source,
                            const char    *translation)
{
  g_autofree char *differs = NULL;

  if (context == NULL || !st_markup_is_markup_text (context) || source == NULL || translation == NULL
      || *translation == '\0')
    return;
  differs = st_markup_compare (source, translation);
  if (differs != NULL)
    /* TRANSLATORS: %s is a msgctxt such as "rules/combat/body", then what differs */
    st_diagnostics_add (diagnostics, ST_SEVERITY_WARNING, path, line, line > 0 ? 1 : 0, _ ("“%s”: %s"),
                        context, differs);
}

gboolean
st_markup_is_markup_text (const char *context)
{
  return context != NULL && g_str_has_prefix (context, "rules/") && g_str_has_suffix (context, "/body");
}
