/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <glib.h>

#include "st-diagnostics.h"

G_BEGIN_DECLS

/* The rules markup (docs/format.md "Rules markup"): a rules section's body is
 * plain text with paragraphs, bulleted and numbered lists, tables, emphasis,
 * strong text, escapes and references to other sections. Parsing never fails:
 * what does not read as markup is literal text, and the problems found on the
 * way (an emphasis never closed...) are kept, located, for the lint. */

typedef enum
{
  ST_MARKUP_PARAGRAPH,
  ST_MARKUP_BULLETS,
  ST_MARKUP_NUMBERS,
  ST_MARKUP_TABLE,
} StMarkupBlockKind;

typedef enum
{
  ST_MARKUP_TEXT,
  ST_MARKUP_EMPHASIS,
  ST_MARKUP_STRONG,
  ST_MARKUP_REFERENCE,
} StMarkupInlineKind;

/* A run of inlines: a paragraph, a list item, a table cell. */
typedef GPtrArray StMarkupSpan; /* StMarkupInline* */

typedef struct
{
  StMarkupInlineKind kind;
  char              *text; /* TEXT: the literal text (escapes resolved); REFERENCE: its title, or NULL */
  char              *ref; /* REFERENCE: the section id */
  StMarkupSpan      *children; /* EMPHASIS, STRONG: what they hold */
  guint              line, column; /* REFERENCE: where "[[" is in the text, from 1 */
} StMarkupInline;

typedef struct
{
  StMarkupBlockKind kind;
  guint             line; /* from 1, in the text */
  guint             start; /* NUMBERS: the first item's number */
  GPtrArray        *items; /* PARAGRAPH: one StMarkupSpan; lists: a StMarkupSpan per item;
                              TABLE: a row each, a GPtrArray of StMarkupSpan cells; the first row is the header */
} StMarkupBlock;

typedef enum
{
  ST_MARKUP_UNCLOSED_EMPHASIS,
  ST_MARKUP_UNCLOSED_STRONG,
  ST_MARKUP_UNCLOSED_REFERENCE,
  ST_MARKUP_UNKNOWN_REFERENCE,
} StMarkupProblemKind;

typedef struct
{
  StMarkupProblemKind kind;
  guint               line; /* from 1 */
  guint               column; /* from 1, in characters */
  char               *ref; /* UNKNOWN_REFERENCE: the id */
} StMarkupProblem;

typedef struct
{
  GPtrArray *blocks; /* StMarkupBlock* */
  GPtrArray *problems; /* StMarkupProblem*, in the order of the text */
} StMarkup;

/* Emphasis and strong inside each other go this deep; past it, "*" is text. */
#define ST_MARKUP_MAX_DEPTH 4

StMarkup *st_markup_parse (const char *text);
void      st_markup_free (StMarkup *markup);
/* Adds an UNKNOWN_REFERENCE problem for each reference whose id is_known ()
 * refuses, in the order of the text. */
void st_markup_check_references (StMarkup *markup,
                                 gboolean (*is_known) (const char *id, gpointer data),
                                 gpointer data);
/* One sentence, translated: "line 3, column 7: emphasis is never closed". */
char *st_markup_problem_describe (const StMarkupProblem *problem);

/* The text of a span without its markup: emphasis and strong as their text,
 * a reference through ref_text (its title or id when NULL). */
char *st_markup_span_plain (const StMarkupSpan *span,
                            char *(*ref_text) (const StMarkupInline *ref, gpointer data),
                            gpointer data);

/* What a translation must keep of its source's markup: the same lists with
 * as many items, the same references, as many emphases and strong texts.
 * NULL when it does; else a translated sentence naming each difference. */
char *st_markup_compare (const char *source, const char *translation);

/* Whether the text of context (a msgctxt, "rules/combat/body") is written in
 * the markup: the bodies of rules sections. */
gboolean st_markup_is_markup_text (const char *context);
/* For `po import`: a warning at path:line when the translation of context, a
 * text in the markup, does not keep its source's markup (st_markup_compare ()).
 */
void st_markup_warn_translation (StDiagnostics *diagnostics,
                                 const char    *path,
                                 int            line,
                                 const char    *context,
                                 const char    *source,
                                 const char    *translation);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (StMarkup, st_markup_free)

G_END_DECLS
