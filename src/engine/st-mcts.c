/* SPDX-License-Identifier: GPL-3.0-or-later */
#define G_LOG_DOMAIN "sandtable-engine"

#include "config.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "st-player-private.h"
#include "st-ruleset.h"

/* Open-loop information-set UCT. Each iteration samples a state consistent with
 * what the searching player knows (st_game_resample) and fresh dice (a new seed
 * for the state's generator), then walks the tree by action: a node is reached by
 * a sequence of actions, whatever the dice did. Children not legal in this
 * iteration's state are skipped and availability counts replace the parent's
 * visits in UCB, as in single-observer IS-MCTS.
 *
 * Priors and progressive widening: the first time a node expands, its legal
 * actions are ranked once by the ruleset's evaluation one ply ahead and the
 * ranking is kept; later expansions take the next action of that ranking that is
 * legal in the iteration's state. A node may have at most
 * 1 + widening * sqrt (visits) children, so a budget of a few hundred iterations
 * looks several actions deep along the best candidates instead of trying each of a
 * hundred actions once. A leaf is played on for rollout_depth actions by a cheap
 * heavy policy (the best by evaluation of a few random actions) and then
 * evaluated. Where the ruleset names an action that wins at once
 * (StRuleset.winning_action), the descent and the playout take it instead. */

/* A node's children are edges side by side in one array (a node's block is
 * moved to the end of it when it fills), with the statistics UCB reads: a
 * descent reads every child of the nodes it passes, and children scattered
 * over the nodes' array cost a cache miss each. */
typedef struct
{
  int   edges; /* the first of its children in the edges array, -1: none */
  guint n_children;
  guint capacity;
  guint visits;
  int   ranking; /* index in the rankings array, -1: not ranked yet */
  guint ranking_len;
} Node;

typedef struct
{
  StAction action;
  int      child; /* the node it leads to */
  int      player; /* who chose the action */
  guint    visits;
  guint    available;
  double   reward; /* sum of rewards to player */
} Edge;

typedef struct
{
  StAction action;
  double   value; /* the evaluation one ply ahead, to the player who chooses */
  guint32  tie; /* random tie-break */
} Ranked;

typedef struct
{
  StPlayer *player;
  GArray   *nodes;
  GArray   *edges;
  GArray   *rankings;
  GArray   *tried; /* gboolean per legal action of the node being descended */
  GArray   *children; /* int: the edges of that node legal in this state */
} Search;

static int
compare_actions (const void *a, const void *b)
{
  StAction x = *(const StAction *) a, y = *(const StAction *) b;

  return x < y ? -1 : x > y;
}

static int
compare_ranked (const void *a, const void *b)
{
  const Ranked *x = a, *y = b;

  if (x->value > y->value + 1e-9)
    return -1;
  if (y->value > x->value + 1e-9)
    return 1;
  return x->tie < y->tie ? -1 : x->tie > y->tie;
}

/* The place of action in the sorted list, NULL when it is not there: a binary
 * search whose steps do not branch on the comparison (the search runs for
 * every child of every node a descent passes, and bsearch's unpredictable
 * branches cost more than its comparisons). */
static inline StAction *
find_action (const StActionList *list, StAction action)
{
  const StAction *base = list->actions;
  guint           n = list->len;

  if (n == 0)
    return NULL;
  while (n > 1)
    {
      guint half = n / 2;

      base = base[half] < action ? base + half : base;
      n -= half;
    }
  base += *base < action;
  return base < list->actions + list->len && *base == action ? (StAction *) base : NULL;
}

/* Sorts the legal actions for find_action (). Rulesets list them in order or nearly
 * so: an insertion sort with the comparison inline does those in a pass or
 * little more; a long list out of order goes to qsort. */
static void
sort_actions (StActionList *list)
{
  StAction *a = list->actions;
  guint     moved = 0;

  for (guint i = 1; i < list->len; i++)
    {
      StAction x = a[i];
      guint    j = i;

      if (x >= a[i - 1])
        continue;
      if (list->len > 64 && ++moved > 16)
        {
          qsort (a, list->len, sizeof (StAction), compare_actions);
          return;
        }
      for (; j > 0 && a[j - 1] > x; j--)
        a[j] = a[j - 1];
      a[j] = x;
    }
}

static Node *
node_at (const Search *search, int index)
{
  return &g_array_index (search->nodes, Node, index);
}

static Edge *
edge_at (const Search *search, int index)
{
  return &g_array_index (search->edges, Edge, index);
}

static int
add_node (GArray *nodes)
{
  Node node = { -1, 0, 0, 0, -1, 0 };

  g_array_append_val (nodes, node);
  return (int) nodes->len - 1;
}

/* A new child of parent by action; returns its edge. */
static int
add_child (Search *search, int parent, StAction action, int player)
{
  int   child = add_node (search->nodes);
  Node *p = node_at (search, parent);
  Edge  edge = { action, child, player, 0, 1, 0.0 };

  if (p->n_children == p->capacity)
    {
      guint start = search->edges->len, capacity = p->capacity > 0 ? 2 * p->capacity : 4;

      g_array_set_size (search->edges, start + capacity);
      if (p->n_children > 0)
        memcpy (edge_at (search, (int) start), edge_at (search, p->edges), p->n_children * sizeof (Edge));
      p->edges = (int) start;
      p->capacity = capacity;
    }
  *edge_at (search, p->edges + (int) p->n_children) = edge;
  return p->edges + (int) p->n_children++;
}

/* Ranks the legal actions of state (legal, sorted) for node at by the mover's
 * evaluation one ply ahead; done once a node. */
static void
rank_actions (Search *search, int at, const StState *state, const StActionList *legal, int mover)
{
  StPlayer     *player = search->player;
  const StGame *game = player->game;
  guint         start = search->rankings->len;

  g_array_set_size (search->rankings, start + legal->len);
  for (guint i = 0; i < legal->len; i++)
    {
      Ranked *r = &g_array_index (search->rankings, Ranked, start + i);

      st_game_copy_state (game, player->probe, state);
      st_game_apply (game, player->probe, legal->actions[i]);
      r->action = legal->actions[i];
      r->value = st_game_evaluate (game, player->probe, mover);
      r->tie = (guint32) st_rng_next (&player->rng);
    }
  qsort (&g_array_index (search->rankings, Ranked, start), legal->len, sizeof (Ranked), compare_ranked);
  node_at (search, at)->ranking = (int) start;
  node_at (search, at)->ranking_len = legal->len;
}

/* The best ranked action legal in this state and not yet a child (tried marks
 * the legal actions that are); a random untried one when the ranking, made in
 * another sample, has none left. */
static guint
next_untried (
    Search *search, int at, const StState *state, const StActionList *legal, const gboolean *tried, int mover)
{
  const Node *node;
  guint       n_untried = 0, pick = 0;

  if (node_at (search, at)->ranking < 0)
    rank_actions (search, at, state, legal, mover);
  node = node_at (search, at);
  for (guint r = 0; r < node->ranking_len; r++)
    {
      const Ranked *ranked = &g_array_index (search->rankings, Ranked, node->ranking + r);
      StAction     *hit = find_action (legal, ranked->action);

      if (hit != NULL && !tried[hit - legal->actions])
        return (guint) (hit - legal->actions);
    }
  for (guint i = 0; i < legal->len; i++)
    if (!tried[i] && st_rng_below (&search->player->rng, ++n_untried) == 0)
      pick = i;
  return pick;
}

/* Selects among the children legal in this state, or expands an untried action;
 * returns the edge to the child and applies its action to state. Children are
 * looked at newest first. */
static int
descend (Search *search, int at, StState *state, gboolean *expanded)
{
  StPlayer     *player = search->player;
  const StGame *game = player->game;
  StActionList *legal = &player->actions;
  int           mover = st_game_current_player (game, state);
  gboolean     *tried;
  int          *children;
  int           best = -1, win_edge = -1;
  double        best_score = -G_MAXDOUBLE;
  guint         n_untried, n_tried = 0;
  gboolean      widen;
  StAction      win = 0;
  StAction     *win_hit = NULL;

  st_game_legal_actions (game, state, legal);
  sort_actions (legal);
  /* An action that wins at once (StRuleset.winning_action) is taken whenever
   * this sample has one: the ranking, made in another sample, may not hold it
   * (a hidden piece dealt another type there), and widening would reach it
   * late or never. */
  if (game->ruleset->winning_action != NULL && game->ruleset->winning_action (game, state, &win))
    win_hit = find_action (legal, win);
  g_array_set_size (search->tried, legal->len);
  tried = (gboolean *) (void *) search->tried->data;
  memset (tried, 0, legal->len * sizeof (gboolean));
  g_array_set_size (search->children, node_at (search, at)->n_children);
  children = (int *) (void *) search->children->data;
  n_untried = legal->len;
  {
    const Node *node = node_at (search, at);

    for (int e = node->edges + (int) node->n_children - 1; e >= node->edges; e--)
      {
        Edge     *child = edge_at (search, e);
        StAction *hit = find_action (legal, child->action);

        if (hit == NULL)
          continue;
        children[n_tried] = e;
        tried[hit - legal->actions] = TRUE;
        if (hit == win_hit)
          win_edge = e;
        n_untried--;
        n_tried++;
        child->available++;
      }
  }
  {
    const Node *node = node_at (search, at);

    widen = player->options.widening <= 0.0
            || node->n_children < 1 + (guint) (player->options.widening * sqrt ((double) node->visits));
  }
  if (win_edge >= 0)
    {
      st_game_apply (game, state, win);
      return win_edge;
    }
  *expanded = win_hit != NULL || (n_untried > 0 && (widen || n_tried == 0));
  if (*expanded)
    {
      StAction action =
          win_hit != NULL ? win : legal->actions[next_untried (search, at, state, legal, tried, mover)];
      int edge = add_child (search, at, action, mover);

      st_game_apply (game, state, action);
      return edge;
    }
  for (guint i = 0; i < n_tried; i++)
    {
      int         c = children[i];
      const Edge *child = edge_at (search, c);
      double      score;

      score = child->reward / child->visits
              + player->options.exploration * sqrt (log ((double) child->available) / child->visits);
      if (score > best_score)
        {
          best_score = score;
          best = c;
        }
    }
  st_game_apply (game, state, edge_at (search, best)->action);
  return best;
}

/* Plays on from a leaf: each action the best for its mover by evaluation of
 * best_of random legal actions (one: a random action). A ruleset that names an
 * action winning at once (StRuleset.winning_action, optional) has it taken
 * first: best of a few random actions finds such a move by chance only (on
 * Manöver, a ride into an unguarded headquarters in 1.4 % of playouts), and the
 * search then thought the move that allowed it safe. */
static void
playout (StPlayer *player, StState *state)
{
  const StGame *game = player->game;
  guint         best_of = MAX (1, player->options.rollout_best_of);
  gboolean (*winning) (const StGame *, const StState *, StAction *) = game->ruleset->winning_action;

  for (guint i = 0; i < player->options.rollout_depth && !st_game_is_terminal (game, state); i++)
    {
      int      mover = st_game_current_player (game, state);
      StAction chosen = 0;
      double   best = -G_MAXDOUBLE;

      if (winning != NULL && winning (game, state, &chosen))
        {
          st_game_apply (game, state, chosen);
          continue;
        }
      if (best_of == 1)
        {
          st_game_apply (game, state, st_game_random_action (game, state, &player->rng, &player->actions));
          continue;
        }
      st_game_legal_actions (game, state, &player->actions);
      for (guint k = 0; k < MIN (best_of, player->actions.len); k++)
        {
          StAction a = player->actions.actions[st_rng_below (&player->rng, player->actions.len)];
          double   value;

          st_game_copy_state (game, player->probe, state);
          st_game_apply (game, player->probe, a);
          value = st_game_evaluate (game, player->probe, mover);
          if (value > best)
            {
              best = value;
              chosen = a;
            }
        }
      st_game_apply (game, state, chosen);
    }
}

/* Whether the root's most visited child leads the next by more than the
 * iterations left: then no further iteration can change the choice, and the
 * search stops early (the same choice, less time). */
static gboolean
decided (const Search *search, guint left)
{
  const Node *root = node_at (search, 0);
  guint       first = 0, second = 0;

  for (int e = root->edges + (int) root->n_children - 1; e >= root->edges; e--)
    {
      guint v = edge_at (search, e)->visits;

      if (v > first)
        {
          second = first;
          first = v;
        }
      else if (v > second)
        second = v;
    }
  return first > second + left;
}

StAction
st_mcts_choose (StPlayer *player, const StState *root_state)
{
  const StGame *game = player->game;
  int           me = st_game_current_player (game, root_state);
  g_autoptr (GArray) nodes = g_array_new (FALSE, FALSE, sizeof (Node));
  g_autoptr (GArray) edges = g_array_new (FALSE, FALSE, sizeof (Edge));
  g_autoptr (GArray) rankings = g_array_new (FALSE, FALSE, sizeof (Ranked));
  g_autoptr (GArray) path = g_array_new (FALSE, FALSE, sizeof (int));
  g_autoptr (GArray) tried = g_array_new (FALSE, FALSE, sizeof (gboolean));
  g_autoptr (GArray) children = g_array_new (FALSE, FALSE, sizeof (int));
  Search   search = { player, nodes, edges, rankings, tried, children };
  StState *state = player->scratch;
  gint64   deadline = g_get_monotonic_time () + (gint64) (player->options.seconds * G_USEC_PER_SEC);
  int      best = -1;

  add_node (nodes);
  for (guint it = 0;; it++)
    {
      gboolean expanded = FALSE;
      double   returns[2];
      int      at = 0;

      if (player->options.iterations > 0 ? it >= player->options.iterations
                                         : (it > 0 && g_get_monotonic_time () >= deadline))
        break;
      if (player->options.iterations > 0 && it % 16 == 0 && it > 0
          && decided (&search, player->options.iterations - it))
        break;
      player->iterations++;
      st_game_resample (game, root_state, me, &player->rng, state);
      st_game_reseed (game, state, st_rng_next (&player->rng));
      g_array_set_size (path, 0);
      node_at (&search, 0)->visits++;
      while (!expanded && !st_game_is_terminal (game, state))
        {
          int edge = descend (&search, at, state, &expanded);

          g_array_append_val (path, edge);
          at = edge_at (&search, edge)->child;
        }
      playout (player, state);
      if (st_game_is_terminal (game, state))
        st_game_returns (game, state, returns);
      else
        {
          returns[0] = st_game_evaluate (game, state, 0);
          returns[1] = -returns[0];
        }
      for (guint i = 0; i < path->len; i++)
        {
          Edge *edge = edge_at (&search, g_array_index (path, int, i));

          edge->visits++;
          edge->reward += returns[edge->player];
          node_at (&search, edge->child)->visits++;
        }
    }
  /* The most visited child; among equals the best on average. */
  for (int e = node_at (&search, 0)->edges + (int) node_at (&search, 0)->n_children - 1;
       e >= node_at (&search, 0)->edges; e--)
    {
      const Edge *n = edge_at (&search, e);
      const Edge *b = best < 0 ? NULL : edge_at (&search, best);

      if (b == NULL || n->visits > b->visits
          || (n->visits == b->visits && n->reward / n->visits > b->reward / b->visits))
        best = e;
    }
  return edge_at (&search, best)->action;
}
