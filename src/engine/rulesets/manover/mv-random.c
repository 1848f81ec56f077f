/* SPDX-License-Identifier: GPL-3.0-or-later */
#define G_LOG_DOMAIN "sandtable-engine"

#include "config.h"

#include "mv-private.h"

/* The random action of playouts: one legal action, each with the same
 * probability, without listing them (st_game_legal_actions () lists them for
 * people and for the search; a playout needs one action and as fast as
 * possible).
 *
 * It is rejection sampling. Each piece of the mover gets a number of
 * candidates that is at least its number of legal actions and costs a few set
 * operations to find: a move to every empty point its type reaches on the
 * empty map (behind it, when gas drove it back), a challenge for every pair of
 * a point it may stop on (or its own point) and an enemy piece it strikes from
 * there (two for aviation, which may also ask), and taking it out when it
 * stands on a strategic point. Reserve entries and putting back are counted
 * exactly. A candidate is drawn with equal probabilities and kept when it is
 * legal: only then does the piece's path matter, and one breadth-first search
 * to one point decides it (for a taking out, whether the point is nearest to
 * where the piece came from). A rejected draw starts again; so every legal
 * action has the same probability at every draw, and so in the end. After
 * MV_TRIALS rejections the legal actions are listed and one is drawn from the
 * list, which keeps the choice uniform and ends a position where the
 * candidates are almost all blocked.
 *
 * The generator decides everything, so a game replays from its seed; but the
 * action is not legal_actions ()[st_rng_below (rng, n)]: a test checks that it
 * is always legal and that its frequencies are those of a uniform choice. */

#define MV_TRIALS 32

/* Population counts: the processor's instruction where it has one. A build
 * for the baseline x86-64 does not use it, so mv_random_action () is compiled
 * three times, and the loader picks the clone for the processor: x86-64-v3
 * (also the bit instructions of BMI for the set loops: some 2 % more
 * playouts), popcnt alone (every x86-64 processor since about 2008), and the
 * baseline; the helpers below are inlined into each. Elsewhere, the portable
 * count; also under clang, whose version 14 (Debian 12) leaves the clone's
 * resolver out when the function is only called from another file, so the
 * fuzz build would not link. */
#if defined(__x86_64__) && defined(__ELF__) && !defined(__POPCNT__) && !defined(__clang__) && __GNUC__ >= 11
#define MV_HOT __attribute__ ((target_clones ("arch=x86-64-v3", "popcnt", "default")))
#define MV_POPCOUNT(x) __builtin_popcountll (x)
#else
#define MV_HOT
#define MV_POPCOUNT(x) st_node_set_popcount (x)
#endif

G_ALWAYS_INLINE static inline int
count_and (const StNodeSet *a, const StNodeSet *b)
{
  int n = 0;

  for (int i = 0; i < ST_NODE_SET_WORDS; i++)
    n += MV_POPCOUNT (a->w[i] & b->w[i]);
  return n;
}

/* The mover's pieces on the map and their candidates. */
typedef struct
{
  int       n;
  guint8    piece[MV_MAX_PIECES];
  int       bound[MV_MAX_PIECES + 1]; /* candidate moves and challenges */
  int       moves[MV_MAX_PIECES]; /* candidate moves: the points of free */
  guint64   contact; /* bit k: piece k has candidate challenges */
  StNodeSet free[MV_MAX_PIECES]; /* the empty points of its ball (behind it, when gassed) */
  StNodeSet stand[MV_MAX_PIECES]; /* with contact: the points it may challenge from */
  StNodeSet targets[MV_MAX_PIECES]; /* with contact: the enemy pieces it may strike */
} Candidates;

/* The j-th node of a set, in increasing order. */
G_ALWAYS_INLINE static inline int
nth_node (const StNodeSet *set, int j)
{
  for (int w = 0; w < ST_NODE_SET_WORDS; w++)
    {
      guint64 b = set->w[w];
      int     c = MV_POPCOUNT (b);

      if (j < c)
        {
          for (; j > 0; j--)
            b &= b - 1;
          return w * 64 + __builtin_ctzll (b);
        }
      j -= c;
    }
  return -1;
}

/* The j-th set bit of a word. */
static int
nth_bit (guint64 b, int j)
{
  for (; j > 0; j--)
    b &= b - 1;
  return __builtin_ctzll (b);
}

/* The number of links piece moves to reach `to` now (as mv_reach () finds it),
 * or 0 when it cannot; `to` is an empty point its type reaches on the empty map. */
G_ALWAYS_INLINE static inline int
distance_now (const MvDef *def, const MvState *s, guint piece, int to, const StNodeSet *occ)
{
  const MvPiece *p = &s->pieces[piece];
  const MvType  *t = &def->types[p->type];
  int            from = p->place, n = def->graph.n_nodes;

  switch (t->move)
    {
      case MV_MOVE_RAIL:
      case MV_MOVE_RAIL_ROAD:
        {
          const StNodeSet *adj = def->adj[t->move == MV_MOVE_RAIL ? 0 : 1];
          StNodeSet        frontier, seen = *occ;

          int d = mv_dist (def, t->move, from, to);

          /* A neighbour along the piece's links: nothing can be in the way.
           * Two links away: an empty point next to both will do (links go
           * both ways). Further, or blocked: a search. */
          if (d == 1)
            return 1;
          if (d == 2)
            {
              StNodeSet between = st_node_set_and (&adj[from], &adj[to]);

              st_node_set_minus (&between, occ);
              if (!st_node_set_empty (&between))
                return 2;
            }
          st_node_set_clear (&frontier);
          st_node_set_add (&frontier, from);
          st_node_set_add (&seen, from);
          for (int k = 1; k <= t->steps && k < MV_MAX_LAYERS; k++)
            {
              StNodeSet next;

              st_node_set_clear (&next);
              ST_NODE_SET_FOREACH (&frontier, m)
              {
                st_node_set_or (&next, &adj[m]);
              }
              st_node_set_minus (&next, &seen);
              if (st_node_set_has (&next, to))
                return k;
              if (st_node_set_empty (&next))
                return 0;
              st_node_set_or (&seen, &next);
              frontier = next;
            }
          return 0;
        }
      case MV_MOVE_STRAIGHT_ANY:
        /* Aviation flies over pieces: every empty point of its lines is reached. */
        return mv_dist (def, MV_MOVE_STRAIGHT_ANY, from, to);
      case MV_MOVE_STRAIGHT_RAIL:
      default:
        {
          /* The armoured train stops short of the first occupied point of each
           * line; a point on several lines counts at its nearest. */
          int best = 0;

          for (int r = def->run_first[0][from]; r < def->run_first[0][from + 1]; r++)
            {
              const int *run = def->run_nodes[0] + (gsize) r * n;
              int        len = MIN (MIN (def->run_len[0][r], t->steps), MV_MAX_LAYERS - 1);

              for (int k = 0; k < len && !st_node_set_has (occ, run[k]); k++)
                if (run[k] == to && (best == 0 || k + 1 < best))
                  best = k + 1;
            }
          return best;
        }
    }
}

/* The candidate challenges of piece k, which has targets. */
G_ALWAYS_INLINE static inline int
count_challenges (const MvDef *def, const MvState *s, Candidates *c, int k)
{
  guint            piece = c->piece[k];
  const MvPiece   *p = &s->pieces[piece];
  int              player = def->piece_player[piece];
  const MvType    *t = &def->types[p->type];
  const StNodeSet *strikers = def->strikers[player][t->strike];
  StNodeSet       *stand = &c->stand[k];
  int              challenges = 0;

  *stand = c->free[k];
  if (!p->gassed)
    st_node_set_add (stand, p->place);
  ST_NODE_SET_FOREACH (&c->targets[k], e)
  {
    challenges += count_and (&strikers[e], stand);
  }
  return t->arm == MV_AVIATION ? 2 * challenges : challenges;
}

static guint
piece_at (const MvDef *def, const MvState *s, int player, int node)
{
  for (int k = 0; k < def->n_pieces_of[player]; k++)
    if (s->pieces[def->pieces_of[player][k]].place == node)
      return def->pieces_of[player][k];
  g_return_val_if_reached (MV_NONE);
}

/* Candidate j of piece k: the action if it is legal now, else 0. */
G_ALWAYS_INLINE static inline StAction
try_candidate (const MvDef *def, const MvState *s, const Candidates *c, int k, int j, const StNodeSet *occ)
{
  guint          piece = c->piece[k];
  const MvPiece *p = &s->pieces[piece];
  int            player = def->piece_player[piece];
  const MvType  *t = &def->types[p->type];
  int            moves = c->moves[k];
  MvChallenge    challenge = MV_CHALLENGE_STRIKE;
  int            to, steps;

  if (j < moves)
    {
      to = nth_node (&c->free[k], j);
      steps = distance_now (def, s, piece, to, occ);
      return steps > 0 ? mv_action (MV_ACT_MOVE, piece, (guint) to, MV_NONE, MV_CHALLENGE_NONE, (guint) steps)
                       : 0;
    }
  j -= moves;
  if (t->arm == MV_AVIATION)
    {
      challenge = j & 1 ? MV_CHALLENGE_ASK : MV_CHALLENGE_STRIKE;
      j >>= 1;
    }
  ST_NODE_SET_FOREACH (&c->targets[k], e)
  {
    StNodeSet from = st_node_set_and (&def->strikers[player][t->strike][e], &c->stand[k]);
    int       count = count_and (&from, &from);

    if (j >= count)
      {
        j -= count;
        continue;
      }
    to = nth_node (&from, j);
    steps = to == p->place ? 0 : distance_now (def, s, piece, to, occ);
    if (to != p->place && steps == 0)
      return 0;
    return mv_action (MV_ACT_MOVE, piece, (guint) to, piece_at (def, s, 1 - player, e), challenge,
                      (guint) steps);
  }
  g_return_val_if_reached (0);
}

/* Putting back j: each piece taken out, on each empty strategic point of
 * its side's area but the one it left (exact, not a candidate). */
static StAction
put_back (const MvDef *def, const MvState *s, const StNodeSet *empty, int j)
{
  for (guint64 b = s->out & def->piece_mask[s->to_move]; b != 0; b &= b - 1)
    {
      guint          i = (guint) __builtin_ctzll (b);
      const MvPiece *p = &s->pieces[i];

      ST_NODE_SET_FOREACH (empty, n)
      {
        if (n != p->left && j-- == 0)
          return mv_action (MV_ACT_PUT_BACK, i, (guint) n, MV_NONE, MV_CHALLENGE_NONE, 0);
      }
    }
  g_return_val_if_reached (mv_action (MV_ACT_PASS, MV_NONE, MV_NO_PLACE, MV_NONE, MV_CHALLENGE_NONE, 0));
}

/* The mover's pieces on the map, each with its candidate moves, and which of
 * them strike an enemy piece from somewhere they may stop: the loop of a
 * playout, with no branch that depends on the position (a mispredicted branch
 * costs more than the few instructions that avoid it). Returns the candidate
 * moves. */
G_ALWAYS_INLINE static inline int
gather (const MvDef *def, const MvState *s, int mover, const StNodeSet *occ, Candidates *c)
{
  const MvBall  *balls = def->balls[mover];
  const guint16 *type_ball = def->type_ball;
  const MvPiece *pieces = s->pieces;
  StNodeSet      enemy = s->side[1 - mover];
  int            n_on = 0, total = 0;
  guint64        contact = 0;

  for (guint64 b = s->on_map & def->piece_mask[mover]; b != 0; b &= b - 1)
    {
      guint         i = (guint) __builtin_ctzll (b);
      const MvBall *ball = &balls[type_ball[pieces[i].type] + pieces[i].place];
      StNodeSet     targets = st_node_set_and (&ball->strike, &enemy);
      StNodeSet     free = ball->ball;
      int           moves;

      st_node_set_minus (&free, occ);
      moves = count_and (&free, &free);
      c->piece[n_on] = (guint8) i;
      c->bound[n_on] = moves;
      c->moves[n_on] = moves;
      c->free[n_on] = free;
      c->targets[n_on] = targets;
      total += moves;
      contact |= (guint64) !st_node_set_empty (&targets) << n_on;
      n_on++;
    }
  c->n = n_on;
  c->contact = contact;
  /* A piece gas drove back moves only behind it (rare: a branch). */
  if (G_UNLIKELY (s->n_gassed[mover] > 0))
    for (int k = 0; k < n_on; k++)
      {
        const MvPiece *p = &pieces[c->piece[k]];

        if (!p->gassed)
          continue;
        c->free[k] = st_node_set_and (&c->free[k], &def->behind[mover][p->place]);
        total -= c->bound[k];
        c->bound[k] = c->moves[k] = count_and (&c->free[k], &c->free[k]);
        total += c->bound[k];
      }
  return total;
}

MV_HOT StAction
mv_random_action (const StGame *game, const StState *state, StRng *rng, StActionList *scratch)
{
  const MvDef   *def = mv_def (game);
  const MvState *s = (const MvState *) state;
  int            mover = s->to_move;
  Candidates     c;
  int            total, waiting = 0, take_out = 0, putting_back = 0, n_empty, reserve;
  StNodeSet      occ, empty, posts;

  st_action_list_clear (scratch);
  if (s->end_reason != MV_END_NONE)
    return mv_action (MV_ACT_PASS, MV_NONE, MV_NO_PLACE, MV_NONE, MV_CHALLENGE_NONE, 0);
  if (mv_setting_up (def, s))
    {
      mv_setup_actions (def, s, scratch);
      return scratch->actions[st_rng_below (rng, scratch->len)];
    }
  st_node_set_clear (&posts);
  occ = s->side[0];
  st_node_set_or (&occ, &s->side[1]);
  empty = def->own_point_set[mover];
  st_node_set_minus (&empty, &occ);
  n_empty = count_and (&empty, &empty);
  total = gather (def, s, mover, &occ, &c);
  if (n_empty > 0)
    {
      /* A candidate taking out for each of the mover's pieces on a strategic
       * point; it is legal when the point is nearest to where the piece came
       * from (mv_may_take_out ()), which is looked at only when drawn. */
      posts = st_node_set_and (&s->side[mover], &def->strategic_set);
      take_out = count_and (&posts, &posts);
      waiting = MV_POPCOUNT (s->waiting & def->piece_mask[mover]);
      for (guint64 b = s->out & def->piece_mask[mover]; b != 0; b &= b - 1)
        {
          const MvPiece *p = &s->pieces[__builtin_ctzll (b)];
          putting_back += n_empty - (p->left >= 0 && st_node_set_has (&empty, p->left));
        }
    }
  for (guint64 b = c.contact; b != 0; b &= b - 1)
    {
      int k = __builtin_ctzll (b);
      int challenges = count_challenges (def, s, &c, k);

      c.bound[k] += challenges;
      total += challenges;
    }
  reserve = waiting * n_empty;
  total += reserve + take_out + putting_back;
  if (total == 0)
    return mv_action (MV_ACT_PASS, MV_NONE, MV_NO_PLACE, MV_NONE, MV_CHALLENGE_NONE, 0);
  /* The reserve and the redeployments last, as one more bucket that ends the
   * search below. */
  c.bound[c.n] = reserve + take_out + putting_back;
  for (int trial = 0; trial < MV_TRIALS; trial++)
    {
      int k = 0, j = (int) st_rng_below (rng, (guint32) total);

      while (j >= c.bound[k])
        j -= c.bound[k++];
      if (k < c.n)
        {
          StAction a = try_candidate (def, s, &c, k, j, &occ);

          if (a != 0)
            return a;
          continue;
        }
      if (j < reserve)
        return mv_action (MV_ACT_ENTER, (guint) nth_bit (s->waiting & def->piece_mask[mover], j / n_empty),
                          (guint) nth_node (&empty, j % n_empty), MV_NONE, MV_CHALLENGE_NONE, 0);
      j -= reserve;
      if (j < take_out)
        {
          guint piece = piece_at (def, s, mover, nth_node (&posts, j));

          if (mv_may_take_out (def, s, piece))
            return mv_action (MV_ACT_TAKE_OUT, piece, MV_NO_PLACE, MV_NONE, MV_CHALLENGE_NONE, 0);
          continue;
        }
      return put_back (def, s, &empty, j - take_out);
    }
  mv_legal_actions (game, state, scratch);
  return scratch->actions[st_rng_below (rng, scratch->len)];
}
