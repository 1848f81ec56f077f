/* SPDX-License-Identifier: GPL-3.0-or-later */
#define G_LOG_DOMAIN "sandtable-engine"

#include "config.h"

#include <string.h>

#include "mv-private.h"

/* Hidden identities: a player knows its own pieces, and an enemy piece once a
 * challenge revealed it or its aviation asked. Everything else about an enemy
 * piece is public: its side, its place and how far it moved. Each piece keeps
 * the set of types the opponent's observations allow (the steps it was seen to
 * move, along which kind of line), so that resampling deals only identities
 * consistent with everything seen. */

gboolean
mv_knows (const StGame *game, const MvState *s, int viewer, guint piece)
{
  const MvDef *def = mv_def (game);

  return viewer == ST_VIEWER_ALL || def->piece_player[piece] == viewer
         || (s->pieces[piece].known >> viewer) & 1;
}

/* A move of `steps` links from `from` to `to` rules out every type that has
 * fewer steps or could not reach `to` in that many links along its lines (on the
 * empty map: pieces in the way only make a path longer). */
void
mv_saw_move (const MvDef *def, MvPiece *p, int from, int to, int steps)
{
  guint16       possible = 0;
  const guint8 *dist = &def->pair_dist[((gsize) from * def->graph.n_nodes + to) * MV_N_MOVE_CLASSES];

  for (int c = 0; c < MV_N_MOVE_CLASSES; c++)
    possible |= def->types_within[c][MIN (steps, MV_MAX_LAYERS - 1)] & -(guint16) (dist[c] <= steps);
  /* The piece's true type is always among them (it made the move, and nothing
   * ruled it out before): nothing here reads it, lest a set emptied by a bug
   * tell the observer the truth. */
  p->possible &= possible;
}

void
mv_observe (const StGame *game, const StState *state, int player, StState *out)
{
  const MvDef *def = mv_def (game);
  MvState     *o = (MvState *) out;

  if (out != state)
    st_game_copy_state (game, out, state);
  /* An observation is no one's deal (and the same whatever deal it is of). */
  o->dealt_for = MV_NONE;
  o->dealt_unseen = 0;
  for (int i = 0; i < def->n_pieces; i++)
    if (player != ST_VIEWER_ALL && def->piece_player[i] != player && !((o->pieces[i].known >> player) & 1))
      {
        /* Not known to player (mv_knows ()). */
        if (o->last_attacker == i)
          o->last_attacker_type = MV_UNKNOWN;
        if (o->last_defender == i)
          o->last_defender_type = MV_UNKNOWN;
        o->pieces[i].type = MV_UNKNOWN;
      }
}

/* The types of which player has not seen every enemy piece, as bits: what an
 * enemy piece player does not know may still be. Counted from the enemy's
 * army, which is public, less the pieces player knows, never from the types a
 * determinization dealt. */
guint16
mv_unseen_types (const MvDef *def, const MvState *s, int player)
{
  int     left[MV_MAX_TYPES] = { 0 };
  guint16 types = 0;

  for (int k = 0; k < def->n_pieces_of[1 - player]; k++)
    {
      int i = def->pieces_of[1 - player][k];

      left[def->start_type[i]]++;
      if (mv_knows_type (s, player, (guint) i))
        left[s->pieces[i].type]--;
    }
  for (int t = 0; t < def->n_types; t++)
    if (left[t] > 0)
      types |= (guint16) (1u << t);
  return types;
}

typedef struct
{
  const MvDef *def;
  MvState     *state;
  StRng       *rng;
  int          slots[MV_MAX_PIECES];
  int          n_slots;
  int          count[MV_MAX_TYPES]; /* types left to deal */
  int          used[MV_MAX_TYPES];
  int          assigned[MV_MAX_PIECES]; /* per slot index: type, or -1 */
  guint8       visited[MV_MAX_TYPES];
} Deal;

/* Finds slot k a type by an augmenting path (Kuhn's algorithm with a count per
 * type): a type with copies left, or one whose holder can move to another type.
 * Types are tried from a random start so that deals vary. */
static gboolean
augment (Deal *d, int k)
{
  guint16 possible = d->state->pieces[d->slots[k]].possible;
  int     start = (int) st_rng_below (d->rng, (guint32) d->def->n_types);

  for (int j = 0, t = start; j < d->def->n_types; j++, t = t + 1 < d->def->n_types ? t + 1 : 0)
    {
      if (d->count[t] == 0 || !((possible >> t) & 1) || d->visited[t])
        continue;
      d->visited[t] = 1;
      if (d->used[t] < d->count[t])
        {
          d->assigned[k] = t;
          d->used[t]++;
          return TRUE;
        }
      for (int other = 0; other < d->n_slots; other++)
        if (d->assigned[other] == t && augment (d, other))
          {
            /* other moved to another type; k takes its copy of t. */
            d->assigned[k] = t;
            return TRUE;
          }
    }
  return FALSE;
}

/* Deals the types left to the unknown slots so that each gets a type its
 * observations allow: a matching, which exists because the true identities are
 * one. Polynomial, whatever the constraints. */
static gboolean
deal (Deal *d)
{
  for (int k = 0; k < d->n_slots; k++)
    d->assigned[k] = -1;
  for (int k = 0; k < d->n_slots; k++)
    {
      memset (d->visited, 0, sizeof d->visited);
      if (!augment (d, k))
        return FALSE;
    }
  for (int k = 0; k < d->n_slots; k++)
    d->state->pieces[d->slots[k]].type = (guint8) d->assigned[k];
  return TRUE;
}

void
mv_resample (const StGame *game, const StState *state, int player, StRng *rng, StState *out)
{
  const MvDef *def = mv_def (game);
  MvState     *o = (MvState *) out;
  Deal         d = { .def = def, .state = o, .rng = rng };

  mv_observe (game, state, player, out);
  for (int i = 0; i < def->n_pieces; i++)
    if (def->piece_player[i] != player)
      d.count[def->start_type[i]]++;
  for (int i = 0; i < def->n_pieces; i++)
    {
      if (def->piece_player[i] == player)
        continue;
      if (o->pieces[i].type != MV_UNKNOWN)
        d.count[o->pieces[i].type]--;
      else
        d.slots[d.n_slots++] = i;
    }
  for (int k = d.n_slots - 1; k > 0; k--)
    {
      int j = (int) st_rng_below (rng, (guint32) k + 1), tmp = d.slots[k];
      d.slots[k] = d.slots[j];
      d.slots[j] = tmp;
    }
  if (!deal (&d))
    g_warning ("manover: no identities fit what player %d saw", player);
  o->dealt_for = player == ST_VIEWER_ALL ? MV_NONE : (guint8) player;
  o->dealt_unseen = player == ST_VIEWER_ALL ? 0 : mv_unseen_types (def, o, player);
  if (o->last_attacker < def->n_pieces && o->last_attacker_type == MV_UNKNOWN)
    o->last_attacker_type = o->pieces[o->last_attacker].type;
  if (o->last_defender < def->n_pieces && o->last_defender_type == MV_UNKNOWN)
    o->last_defender_type = o->pieces[o->last_defender].type;
}

void
mv_piece_view (const StGame *game, const StState *state, int viewer, guint unit, StPieceView *view)
{
  const MvDef   *def = mv_def (game);
  const MvState *s = (const MvState *) state;
  const MvPiece *p = &s->pieces[unit];
  gboolean       known = mv_knows (game, s, viewer, unit) && p->type != MV_UNKNOWN;

  view->player = def->piece_player[unit];
  view->place = p->place >= 0 ? p->place : ST_PLACE_NONE;
  view->type = known ? def->types[p->type].scenario_index : -1;
  view->reduced = FALSE;
  view->eliminated = p->place == MV_LOST;
  view->hidden = !known;
}
