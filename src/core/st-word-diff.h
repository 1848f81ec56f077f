/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* A word diff of two texts, to show what changed in a text's source since a
 * translation was made (the Translations page). Words are runs of
 * non-space characters; the space between them is diffed as its own token,
 * so the chunks put together give back the old text (SAME and DELETE chunks)
 * and the new one (SAME and INSERT chunks). */

typedef enum
{
  ST_DIFF_SAME,
  ST_DIFF_DELETE, /* only in the old text */
  ST_DIFF_INSERT, /* only in the new text */
} StDiffOp;

typedef struct
{
  StDiffOp op;
  char    *text;
} StDiffChunk;

void st_diff_chunk_free (StDiffChunk *chunk);

/* The chunks (StDiffChunk*) that turn old into new, a longest common
 * subsequence of their tokens, neighbouring chunks of one kind merged; a
 * deletion comes before the insertion that replaces it. Texts too long to
 * compare word by word in reasonable time (more than ST_WORD_DIFF_MAX_CELLS
 * token pairs between their common start and end) show their differing
 * middles as one deletion and one insertion. */
#define ST_WORD_DIFF_MAX_CELLS (4 * 1024 * 1024)
GPtrArray *st_word_diff (const char *old_text, const char *new_text);

G_END_DECLS
