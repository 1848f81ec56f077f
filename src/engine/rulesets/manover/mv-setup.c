/* SPDX-License-Identifier: GPL-3.0-or-later */
#define G_LOG_DOMAIN "sandtable-engine"

#include "config.h"

#include <string.h>

#include "mv-private.h"

/* Set-up ("Före spelets början uppställas ..."): the scenario's set-up is the
 * position the game starts from. Blue stands north of the upper line, yellow on
 * the ten strategic points with the rest in reserve; blue moves first. Yellow's
 * reserve "insättas i spelet undan för undan, efter gottfinnande": entering a
 * reserve piece is yellow's move, onto an empty strategic point of yellow's own
 * manoeuvre area (docs/rules/manover.md). */

void
mv_init_state (const StGame *game, StState *state)
{
  const MvDef *def = mv_def (game);
  MvState     *s = (MvState *) state;

  s->moves = 0;
  s->to_move = 0;
  s->winner = MV_NONE;
  s->end_reason = MV_END_NONE;
  s->last_result = MV_RESULT_NONE;
  s->last_attacker = s->last_defender = MV_NONE;
  s->last_attacker_type = s->last_defender_type = MV_UNKNOWN;
  s->last_move = 0;
  for (int i = 0; i < def->n_pieces; i++)
    {
      MvPiece *p = &s->pieces[i];
      int      owner = def->piece_player[i];

      p->place = (gint16) def->start_place[i];
      p->left = -1;
      p->type = (guint8) def->start_type[i];
      p->known = (guint8) (1u << owner);
      p->gassed = 0;
      p->pad = 0;
      p->possible = def->player_types[owner];
    }
}

/* occupant[node]: the piece on the point, or MV_NONE. */
void
mv_occupancy (const MvDef *def, const MvState *s, guint8 *occupant)
{
  memset (occupant, MV_NONE, def->graph.n_nodes);
  for (int i = 0; i < def->n_pieces; i++)
    if (s->pieces[i].place >= 0)
      occupant[s->pieces[i].place] = (guint8) i;
}

void
mv_reserve_actions (const MvDef *def, const MvState *s, const guint8 *occupant, StActionList *out)
{
  int player = s->to_move;

  for (int i = 0; i < def->n_pieces; i++)
    {
      if (def->piece_player[i] != player || s->pieces[i].place != MV_RESERVE)
        continue;
      for (int k = 0; k < def->n_own_points[player]; k++)
        if (occupant[def->own_points[player][k]] == MV_NONE)
          st_action_list_add (out, mv_action (MV_ACT_ENTER, (guint) i, (guint) def->own_points[player][k],
                                              MV_NONE, MV_CHALLENGE_NONE, 0));
    }
}

int
mv_count_reserve_actions (const MvDef *def, const MvState *s, const MvBoard *board)
{
  int       player = s->to_move, waiting = 0;
  StNodeSet empty = def->own_point_set[player];

  for (int i = 0; i < def->n_pieces; i++)
    waiting += def->piece_player[i] == player && s->pieces[i].place == MV_RESERVE;
  st_node_set_minus (&empty, &board->occ);
  return waiting * st_node_set_count (&empty);
}
