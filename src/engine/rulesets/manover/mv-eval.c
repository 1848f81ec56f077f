/* SPDX-License-Identifier: GPL-3.0-or-later */
#define G_LOG_DOMAIN "sandtable-engine"

#include "config.h"

#include "mv-private.h"

/* stretch (): threefold within ±0.25, then the slope that takes 1 to 0.95. */
#define STRETCH_GAIN 3.0
#define STRETCH_KNEE 0.25
/* The weight of the pieces behind the nearest one at each headquarters, and
 * how many moves away they count. */
#define SUPPORT_WEIGHT 0.25
#define SUPPORT_MOVES 3
/* The weight of how near the piece that leads each attack is, at any
 * distance, and the moves beyond which it counts nothing. */
#define APPROACH_WEIGHT 0.3
#define APPROACH_MOVES 30
/* A headquarters whose garrison gas drove back, with an enemy piece in reach. */
#define DRIVEN_OUT 0.9
#define STRETCH_TAIL ((0.95 - STRETCH_GAIN * STRETCH_KNEE) / (1.0 - STRETCH_KNEE))

/* The heuristic the greedy player and MCTS's rankings and leaves use, from
 * player's point of view. It reads a piece's type only where the state holds one
 * (a determinization does; an observation holds MV_UNKNOWN for what the viewer
 * does not know, and then the piece counts at the mean strength of the types it
 * may still be). Three terms, each -1 .. 1:
 * - material: the strength classes of the pieces each side has left, against
 *   what it started with;
 * - strategic points: enemy points held, with the last ones before the win
 *   counting most but the first already counting;
 * - headquarters: how many moves the nearest enemy piece needs to reach each
 *   headquarters along the links it moves on (an empty map: a bound), the same
 *   for the enemy pieces behind it (their support: without it a side with a
 *   lead had no reason to bring up more than one piece before a garrisoned
 *   headquarters, and MCTS shuffled to the move limit), and whether the
 *   headquarters still has a defender on it or next to it.
 * An empty headquarters that an enemy piece may reach on the enemy's next move
 * decides the evaluation alone: it is lost. The weighted sum is spread threefold
 * (stretch ()) so that MCTS tells its differences from its exploration noise.
 *
 * A piece gas drove back (what a challenge revealed: gas against infantry or a
 * machine gun, a fact both players see) must withdraw on its owner's next move:
 * it counts at half its strength, at none when no empty point lies behind it
 * (it will be lost), and it threatens no headquarters. Without this the greedy
 * player challenged the same revealed gas commando again and again, each time
 * driven back, for the challenge evaluated as the move alone. */

static double
strength_of (const MvDef *def, const MvPiece *p, int type)
{
  double sum = 0.0;
  int    n = 0;

  if (type != MV_UNKNOWN)
    return def->types[type].strength;
  for (int t = 0; t < def->n_types; t++)
    if ((p->possible >> t) & 1)
      {
        sum += def->types[t].strength;
        n++;
      }
  return n > 0 ? sum / n : 1.0;
}

/* What a piece gas drove back is worth to its owner until it has withdrawn:
 * half, as a move of its owner's is spent on it, and nothing when no empty
 * point lies behind it to withdraw to. */
static double
gassed_share (const MvDef *def, const MvState *s, guint piece)
{
  StNodeSet free_behind = def->behind[def->piece_player[piece]][s->pieces[piece].place];

  st_node_set_minus (&free_behind, &s->side[0]);
  st_node_set_minus (&free_behind, &s->side[1]);
  return st_node_set_empty (&free_behind) ? 0.0 : 0.5;
}

/* 1 when the headquarters can fall next move, falling with distance. */
static double
danger (int moves)
{
  return moves <= 1 ? 1.0 : 1.0 / (moves * moves);
}

/* The piece of player that stands on its headquarters and stays there (not
 * driven back by gas), -1 when none. */
static int
garrison_of (const MvDef *def, const MvState *s, int player)
{
  int hq = def->hq[player];

  if (hq < 0 || !st_node_set_has (&s->side[player], hq))
    return -1;
  /* One piece stands there: looked for from the last, where a scenario lists
   * the heavy pieces that mostly hold a headquarters (Finland's divisions). */
  for (int k = def->n_pieces_of[player] - 1; k >= 0; k--)
    {
      int i = def->pieces_of[player][k];

      if (s->pieces[i].place == hq)
        return s->pieces[i].gassed ? -1 : i;
    }
  return -1;
}

/* Whether enemy piece i may challenge the garrison of hq on its next move as
 * the board stands: a point it may stop on this move (or its own) from which
 * its strike reaches hq. Pieces in the way count here (the empty map's
 * distance does not see them), so that blocking the way to a garrisoned
 * headquarters is worth a move to the attack. */
G_GNUC_NO_INLINE static gboolean
strikes_next (const MvDef *def, const MvState *s, guint i, int hq)
{
  StNodeSet layers[MV_MAX_LAYERS], points;
  MvBoard   board;
  int       n_layers;

  mv_board_init (def, s, &board);
  n_layers = mv_reach (def, s, i, &board, layers);
  st_node_set_clear (&points);
  for (int k = 0; k < n_layers; k++)
    st_node_set_or (&points, &layers[k]);
  points = st_node_set_and (&points,
                            &def->strikers[def->piece_player[i]][def->types[s->pieces[i].type].strike][hq]);
  return !st_node_set_empty (&points);
}

/* Moves the nearest enemy piece of player needs to take player's
 * headquarters, at most 9; 10 when none can. A garrison (a piece of player's
 * own on the headquarters) costs the attacker one move more: no piece stops on
 * an occupied point, so it must first be taken off by a challenge from the
 * next point, and then the point taken. Only a piece that can take it off
 * (def->taken_off_by: it beats it, falls with it, or, as gas against
 * infantry or a machine gun, drives it back; a type the state does not hold
 * may) leads such an attack; the others follow it in, no sooner than
 * it (issue 23, ninth session: counting every piece, yellow saw Oulu two moves
 * from its companies while the gas commando there, which only gas removes,
 * could not be beaten by any of them, and never brought up its own gas
 * commando; a garrison gas has driven back does not count: it must leave).
 * *support: the danger () of every other enemy piece within SUPPORT_MOVES
 * moves, summed (at most 1): the pieces that can follow the nearest one in,
 * to beat a garrison and the pieces that come to take its place. (Counting the
 * pieces further away as well drew whole armies forward: in 1,000 greedy
 * games blue's wins fell from 320 to 149.) *approach: how near the piece that
 * leads the attack is, 1 - moves / APPROACH_MOVES, at any distance: danger ()
 * counts nothing beyond ten moves, and a slow remover far away (yellow's
 * artillery regiment, one link a move, the only piece left that fell with
 * Oulu's) was never brought up. */
static int
moves_to_headquarters (const MvDef *def, const MvState *s, int player, double *support, double *approach)
{
  int      hq = def->hq[player], best = 10, lead = APPROACH_MOVES, garrison, extra, n = 0;
  int      moves_of[MV_MAX_PIECES]; /* negative: a follower */
  guint16  leaders = 0xffff; /* the types that take the garrison off */
  double   sum = 0.0;
  gboolean wary = s->dealt_for == player;

  *support = 0.0;
  *approach = 0.0;
  if (hq < 0)
    return best;
  garrison = garrison_of (def, s, player);
  extra = garrison >= 0 ? 1 : 0;
  if (garrison >= 0 && s->pieces[garrison].type != MV_UNKNOWN)
    leaders = def->taken_off_by[s->pieces[garrison].type];
  for (int k = 0; k < def->n_pieces_of[1 - player]; k++)
    {
      int            i = def->pieces_of[1 - player][k];
      const MvPiece *p = &s->pieces[i];
      int            type = p->type, d, steps, moves;

      if (p->place < 0 || p->gassed)
        continue;
      if (type == MV_UNKNOWN)
        {
          d = mv_link_dist (def, p->place, hq);
          steps = 2;
        }
      else
        {
          d = mv_dist (def, def->types[type].move, p->place, hq);
          steps = MAX (1, def->types[type].steps);
        }
      if (d == 255)
        continue;
      moves = (d + steps - 1) / steps + extra;
      /* As player sees its headquarters: a piece in the way of one that could
       * challenge the garrison next move on the empty map costs it a move. */
      if (moves == 2 && wary && extra > 0 && type != MV_UNKNOWN && !strikes_next (def, s, (guint) i, hq))
        moves++;
      if (type != MV_UNKNOWN && !((leaders >> type) & 1)
          && !(wary && !mv_knows_type (s, player, (guint) i)
               && (p->possible & leaders & s->dealt_unseen) != 0))
        {
          /* A follower: it comes in after the nearest piece that leads. */
          if (moves <= SUPPORT_MOVES)
            moves_of[n++] = -moves;
          continue;
        }
      lead = MIN (lead, moves);
      moves = MIN (moves, 10);
      best = MIN (best, moves);
      if (moves <= SUPPORT_MOVES)
        moves_of[n++] = moves;
    }
  if (best <= SUPPORT_MOVES)
    {
      /* Summed in the pieces' order. */
      for (int k = 0; k < n; k++)
        sum += danger (moves_of[k] < 0 ? MAX (-moves_of[k], best) : moves_of[k]);
      *support = MIN (1.0, sum - danger (best));
    }
  *approach = 1.0 - (double) lead / APPROACH_MOVES;
  return best;
}

static double
guarded (const MvDef *def, const MvState *s, int player)
{
  int hq = def->hq[player];

  if (hq < 0)
    return 1.0;
  for (int k = 0; k < def->n_pieces_of[player]; k++)
    {
      int place = s->pieces[def->pieces_of[player][k]].place;

      if (place >= 0 && mv_link_dist (def, place, hq) <= 1)
        return 1.0;
    }
  return 0.0;
}

/* Whether a piece of player stands on its headquarters (or it has none):
 * then no enemy piece can move onto it before a challenge beats the garrison. */
static gboolean
garrisoned (const MvDef *def, const MvState *s, int player)
{
  return def->hq[player] < 0 || st_node_set_has (&s->side[player], def->hq[player]);
}

/* Whether an enemy piece of player may be able to move onto player's
 * headquarters in one move: as one of the types player cannot rule out for it
 * (its possible types, not the type a determinization dealt it, so that one
 * unlucky deal does not hide the danger), along its lines on the empty map. */
static gboolean
may_reach_next (const MvDef *def, const MvState *s, int player)
{
  int hq = def->hq[player];

  for (int i = 0; hq >= 0 && i < def->n_pieces; i++)
    {
      const MvPiece *p = &s->pieces[i];
      guint          types = p->possible;

      if (p->place < 0 || def->piece_player[i] == player || p->gassed)
        continue;
      if (mv_knows_type (s, player, (guint) i))
        types = 1u << p->type;
      for (; types != 0; types &= types - 1)
        {
          const MvType *t = &def->types[__builtin_ctz (types)];

          if (mv_dist (def, t->move, p->place, hq) <= t->steps)
            return TRUE;
        }
    }
  return FALSE;
}

/* Whether player's headquarters is held by a piece gas drove back: on
 * player's next move it must leave (or be lost), and the headquarters is
 * empty after it whatever player does. */
static gboolean
garrison_driven_back (const MvDef *def, const MvState *s, int player)
{
  /* Only a piece gas drove back leaves a held headquarters without a garrison. */
  return s->n_gassed[player] > 0 && garrisoned (def, s, player) && def->hq[player] >= 0
         && garrison_of (def, s, player) < 0;
}

static double
points_value (int held, int to_win)
{
  double f = (double) held / MAX (1, to_win);

  return 0.5 * (f + f * f);
}

/* The weighted terms lie within -1 .. 1 but mostly within ±0.2, where a
 * company lost moves them by a hundredth: less than the noise of MCTS's
 * exploration term, so that its visits spread almost evenly over the moves
 * (issue 23). They are spread threefold within ±0.25 and squeezed beyond, so
 * that the order of any two values is kept and the result stays within ±0.95,
 * at most the decided headquarters (0.95) and below a won game (1). */
static double
stretch (double x)
{
  if (x > STRETCH_KNEE)
    return MIN (STRETCH_GAIN * STRETCH_KNEE + (x - STRETCH_KNEE) * STRETCH_TAIL, 0.95);
  if (x < -STRETCH_KNEE)
    return MAX (-STRETCH_GAIN * STRETCH_KNEE + (x + STRETCH_KNEE) * STRETCH_TAIL, -0.95);
  return STRETCH_GAIN * x;
}

double
mv_evaluate (const StGame *game, const StState *state, int player)
{
  const MvDef   *def = mv_def (game);
  const MvState *s = (const MvState *) state;
  double         left[2] = { 0, 0 }, total[2] = { 0, 0 }, material, points, hq;
  double         support[2], approach[2];
  int            held[2], moves[2];

  if (s->end_reason != MV_END_NONE)
    return s->winner == MV_NONE ? 0.0 : s->winner == player ? 1.0 : -1.0;
  for (int i = 0; i < def->n_pieces; i++)
    {
      const MvPiece *p = &s->pieces[i];
      int            owner = def->piece_player[i];

      total[owner] += def->types[def->start_type[i]].strength;
      if (mv_alive (p))
        left[owner] += strength_of (def, p, p->type) * (p->gassed ? gassed_share (def, s, (guint) i) : 1.0);
    }
  material = left[player] / MAX (1.0, total[player]) - left[1 - player] / MAX (1.0, total[1 - player]);
  for (int p = 0; p < 2; p++)
    {
      held[p] = mv_points_held (def, s, p);
      moves[p] = moves_to_headquarters (def, s, p, &support[p], &approach[p]);
    }
  /* An empty headquarters that a piece of the side to move may reach is as
   * good as taken: the greedy player used to walk or take the garrison off
   * next to an enemy piece. */
  if (s->to_move == player && !garrisoned (def, s, 1 - player) && may_reach_next (def, s, 1 - player))
    return 0.95;
  if (s->to_move != player && !garrisoned (def, s, player) && may_reach_next (def, s, player))
    return -0.95;
  /* A garrison gas drove back leaves on its owner's move, and an enemy piece
   * that may reach the headquarters then rides in: all but decided (the
   * owner's move might still beat that piece). Seen one ply ahead, it puts
   * the gas commando's challenge first in MCTS's ranking and greedy's choice. */
  if (s->to_move != player && garrison_driven_back (def, s, 1 - player)
      && may_reach_next (def, s, 1 - player))
    return DRIVEN_OUT;
  if (s->to_move == player && garrison_driven_back (def, s, player) && may_reach_next (def, s, player))
    return -DRIVEN_OUT;
  points =
      points_value (held[player], def->points_to_win) - points_value (held[1 - player], def->points_to_win);
  /* The side to move strikes first: a headquarters one move from an enemy
   * piece matters most when that enemy moves next. */
  hq = danger (moves[1 - player]) * (s->to_move == player ? 1.0 : 0.5)
       - danger (moves[player]) * (s->to_move == player ? 0.5 : 1.0)
       + 0.2 * (guarded (def, s, player) - guarded (def, s, 1 - player))
       + SUPPORT_WEIGHT * (support[1 - player] - support[player])
       + APPROACH_WEIGHT * (approach[1 - player] - approach[player]);
  return stretch (0.35 * material + 0.3 * points + 0.35 * hq);
}
