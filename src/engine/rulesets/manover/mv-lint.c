/* SPDX-License-Identifier: GPL-3.0-or-later */
#define G_LOG_DOMAIN "sandtable-engine"

#include "config.h"

#include <glib/gi18n-lib.h>

#include "mv-private.h"

/* Manöver's set-up rule for the editor and `validate`: each side has a
 * headquarters town (the rules' victory by taking it needs one). */
void
mv_lint (const StScenario *scenario, StScenarioIndex *index, GPtrArray *problems)
{
  const StBoard *board = scenario->board;

  if (st_board_is_grid (board))
    return;
  for (guint i = 0; i < scenario->sides->len; i++)
    {
      const StSide *side = g_ptr_array_index (scenario->sides, i);
      gboolean      found = FALSE;

      for (guint j = 0; j < board->nodes->len && !found; j++)
        found = g_strcmp0 (((StNode *) g_ptr_array_index (board->nodes, j))->headquarters, side->id) == 0;
      if (!found)
        st_lint_add_problem (
            problems, scenario, ST_LINT_NO_HEADQUARTERS, NULL,
            g_strdup_printf (_ ("Side %s has no headquarters"), st_lint_text_or (side->name, side->id)));
    }
}
