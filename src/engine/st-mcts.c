/* SPDX-License-Identifier: GPL-3.0-or-later */
#define G_LOG_DOMAIN "sandtable-engine"

#include "config.h"

#include <math.h>
#include <stdlib.h>

#include "st-player-private.h"

/* Open-loop information-set UCT. Each iteration samples a state consistent with
 * what the searching player knows (st_game_resample) and fresh dice (a new seed
 * for the state's generator), then walks the tree by action: a node is reached by
 * a sequence of actions, whatever the dice did. Children not legal in this
 * iteration's state are skipped and availability counts replace the parent's
 * visits in UCB, as in single-observer IS-MCTS. */

typedef struct
{
  StAction action;
  int      first_child;
  int      next_sibling;
  int      player; /* who chose the action */
  guint    visits;
  guint    available;
  double   reward; /* sum of rewards to player */
} Node;

static int
compare_actions (const void *a, const void *b)
{
  StAction x = *(const StAction *) a, y = *(const StAction *) b;

  return x < y ? -1 : x > y;
}

static int
add_node (GArray *nodes, int parent, StAction action, int player)
{
  Node node = { action, -1, -1, player, 0, 0, 0.0 };
  int  index = (int) nodes->len;

  g_array_append_val (nodes, node);
  if (parent >= 0)
    {
      Node *p = &g_array_index (nodes, Node, parent);
      g_array_index (nodes, Node, index).next_sibling = p->first_child;
      p->first_child = index;
    }
  return index;
}

/* Selects among the children legal in this state, or expands an untried action;
 * returns the child and applies its action to state. */
static int
descend (StPlayer *player, GArray *nodes, int at, StState *state, gboolean *expanded)
{
  const StGame        *game = player->game;
  StActionList        *legal = &player->actions;
  int                  mover = st_game_current_player (game, state);
  g_autofree gboolean *tried = NULL;
  int                  best = -1;
  double               best_score = -G_MAXDOUBLE;
  guint                n_untried;

  st_game_legal_actions (game, state, legal);
  qsort (legal->actions, legal->len, sizeof (StAction), compare_actions);
  tried = g_new0 (gboolean, legal->len);
  n_untried = legal->len;
  for (int c = g_array_index (nodes, Node, at).first_child; c >= 0;
       c = g_array_index (nodes, Node, c).next_sibling)
    {
      Node     *child = &g_array_index (nodes, Node, c);
      StAction *hit =
          bsearch (&child->action, legal->actions, legal->len, sizeof (StAction), compare_actions);

      if (hit == NULL)
        continue;
      tried[hit - legal->actions] = TRUE;
      n_untried--;
      child->available++;
    }
  *expanded = n_untried > 0;
  if (n_untried > 0)
    {
      /* Untried actions are expanded best first by the ruleset's evaluation one
       * ply ahead (ties at random): with a hundred legal actions and a few
       * hundred iterations, a random order would leave the good ones unseen. */
      StState *probe = player->probe;
      double   best_value = -G_MAXDOUBLE;
      guint    n_best = 0, pick = 0;

      for (guint i = 0; i < legal->len; i++)
        {
          double value;

          if (tried[i])
            continue;
          st_game_copy_state (game, probe, state);
          st_game_apply (game, probe, legal->actions[i], NULL);
          value = st_game_evaluate (game, probe, mover);
          if (value > best_value + 1e-9)
            {
              best_value = value;
              n_best = 1;
              pick = i;
            }
          else if (fabs (value - best_value) <= 1e-9 && st_rng_below (&player->rng, ++n_best) == 0)
            pick = i;
        }
      {
        StAction action = legal->actions[pick];
        int      child = add_node (nodes, at, action, mover);

        g_array_index (nodes, Node, child).available = 1;
        st_game_apply (game, state, action, NULL);
        return child;
      }
    }
  for (int c = g_array_index (nodes, Node, at).first_child; c >= 0;
       c = g_array_index (nodes, Node, c).next_sibling)
    {
      const Node *child = &g_array_index (nodes, Node, c);
      double      score;

      if (bsearch (&child->action, legal->actions, legal->len, sizeof (StAction), compare_actions) == NULL)
        continue;
      score = child->reward / child->visits
              + player->options.exploration * sqrt (log ((double) child->available) / child->visits);
      if (score > best_score)
        {
          best_score = score;
          best = c;
        }
    }
  st_game_apply (game, state, g_array_index (nodes, Node, best).action, NULL);
  return best;
}

StAction
st_mcts_choose (StPlayer *player, const StState *root_state)
{
  const StGame *game = player->game;
  int           me = st_game_current_player (game, root_state);
  g_autoptr (GArray) nodes = g_array_new (FALSE, FALSE, sizeof (Node));
  g_autoptr (GArray) path = g_array_new (FALSE, FALSE, sizeof (int));
  StState *state = player->scratch;
  gint64   deadline = g_get_monotonic_time () + (gint64) (player->options.seconds * G_USEC_PER_SEC);
  int      best = -1;

  add_node (nodes, -1, 0, -1);
  for (guint it = 0;; it++)
    {
      gboolean expanded = FALSE;
      double   returns[2];
      int      at = 0;

      if (player->options.iterations > 0 ? it >= player->options.iterations
                                         : (it > 0 && g_get_monotonic_time () >= deadline))
        break;
      st_game_resample (game, root_state, me, &player->rng, state);
      st_game_reseed (game, state, st_rng_next (&player->rng));
      g_array_set_size (path, 0);
      while (!expanded && !st_game_is_terminal (game, state))
        {
          at = descend (player, nodes, at, state, &expanded);
          g_array_append_val (path, at);
        }
      st_player_rollout (game, state, &player->rng, player->options.rollout_depth, &player->actions);
      if (st_game_is_terminal (game, state))
        st_game_returns (game, state, returns);
      else
        {
          returns[0] = st_game_evaluate (game, state, 0);
          returns[1] = -returns[0];
        }
      for (guint i = 0; i < path->len; i++)
        {
          Node *node = &g_array_index (nodes, Node, g_array_index (path, int, i));
          node->visits++;
          node->reward += returns[node->player];
        }
    }
  /* The most visited child; among equals the best on average (with a budget
   * smaller than the number of actions, many children have one visit). */
  for (int c = g_array_index (nodes, Node, 0).first_child; c >= 0;
       c = g_array_index (nodes, Node, c).next_sibling)
    {
      const Node *n = &g_array_index (nodes, Node, c);
      const Node *b = best < 0 ? NULL : &g_array_index (nodes, Node, best);

      if (b == NULL || n->visits > b->visits
          || (n->visits == b->visits && n->reward / n->visits > b->reward / b->visits))
        best = c;
    }
  return g_array_index (nodes, Node, best).action;
}
