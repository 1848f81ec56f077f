/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <string.h>

#include "engine/st-game-referee.h"

/* Shared by each ruleset's test-consequences.c: plays an action and reads
 * what it did besides itself, as a player sees it. */

/* Plays text in state; returns its consequences as viewer sees them. */
static inline GPtrArray *
consequences_play (const StGame *game, StState *state, const char *text, int viewer)
{
  g_autoptr (StState) before = st_game_clone_state (game, state);
  StAction action;

  g_assert_true (st_game_action_from_text (game, state, text, &action, NULL));
  st_game_apply (game, state, action);
  return st_game_consequences (game, before, action, state, viewer, NULL);
}

/* The index of the consequence of that kind for unit, or -1; its sentence is
 * never empty. */
static inline int
consequences_find (GPtrArray *consequences, StConsequenceKind kind, guint unit)
{
  for (guint i = 0; i < consequences->len; i++)
    {
      const StConsequence *c = g_ptr_array_index (consequences, i);

      if (c->kind == kind && c->unit == (int) unit)
        {
          g_assert_nonnull (c->sentence);
          g_assert_cmpuint (strlen (c->sentence), >, 0);
          return (int) i;
        }
    }
  return -1;
}
