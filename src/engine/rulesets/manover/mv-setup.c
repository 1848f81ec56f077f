/* SPDX-License-Identifier: GPL-3.0-or-later */
#define G_LOG_DOMAIN "sandtable-engine"

#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "mv-private.h"

/* Set-up ("Före spelets början uppställas ..."): the game starts from the
 * scenario's set-up, except for a side the scenario places no piece of (or
 * every side with the parameter player-setup="true"): that side sets up as actions,
 * one piece an action, blue's pieces first ("de ... blå styrkorna efter
 * gottfinnande norr om den övre blå linjen. Samtliga pjeser skola därvid
 * uppställas"), then yellow's ("sålunda att samtliga tio strategiska punkter
 * besätts. De sju återstående pjeserna bli i reserv"); then blue moves first.
 * Yellow's reserve "insättas i spelet undan för undan, efter gottfinnande":
 * entering a reserve piece is yellow's move, onto an empty strategic point of
 * yellow's own manoeuvre area (docs/rules/manover.md). */

gboolean
mv_compile_setup (
    StGame *game, MvDef *def, const StScenario *scenario, const gboolean *placed_by_scenario, GError **error)
{
  const char *param = st_scenario_get_param (scenario, "player-setup");
  gboolean    players = g_strcmp0 (param, "true") == 0;
  int         north = def->north_player;
  int         order[2] = { north, 1 - north };
  /* south-reserve-size: the sheet's "De sju återstående pjeserna bli i reserv",
   * the pieces the south side keeps in reserve at the start. When the file
   * gives it (not its default), the set-up must agree with it. */
  const char *reserve_param = st_attrs_get (scenario->params, "south-reserve-size");
  /* A document still being drawn (for the overlays) is not held to it. */
  int reserve_size = reserve_param != NULL && !game->lenient
                         ? st_scenario_get_param_int (scenario, "south-reserve-size")
                         : -1;

  def->n_setup = 0;
  for (int k = 0; k < 2; k++)
    {
      int p = order[k], n = 0, kept = 0;

      st_node_set_clear (&def->setup_zone[p]);
      for (int i = 0; i < def->n_pieces; i++)
        if (def->piece_player[i] == p)
          {
            n++;
            kept += def->start_place[i] == MV_RESERVE;
          }
      if (placed_by_scenario[p] && !players)
        {
          if (p != north && reserve_size >= 0 && kept != reserve_size)
            {
              g_set_error (error, ST_GAME_ERROR, ST_GAME_ERROR_INVALID,
                           _ ("The scenario keeps %d of the south side's pieces in reserve, but its "
                              "south-reserve-size is %d"),
                           kept, reserve_size);
              st_game_blame_param (game, "south-reserve-size");
              return FALSE;
            }
          continue;
        }
      for (int i = 0; i < def->n_pieces; i++)
        if (def->piece_player[i] == p)
          {
            def->start_place[i] = MV_RESERVE;
            def->setup_order[def->n_setup++] = (guint8) i;
          }
      if (p == north)
        {
          /* The north side: anywhere in its manoeuvre area, north of the
           * upper line; every piece is set up. */
          for (int node = 0; node < def->graph.n_nodes; node++)
            if (def->area[node] == p)
              st_node_set_add (&def->setup_zone[p], node);
          def->setup_reserve[p] = 0;
        }
      else
        {
          /* The south side: its own strategic points, every one of them; the
           * other pieces stay in reserve. */
          def->setup_zone[p] = def->own_point_set[p];
          def->setup_reserve[p] = MAX (0, n - def->n_own_points[p]);
          if (reserve_size >= 0 && reserve_size != def->setup_reserve[p])
            {
              g_set_error (error, ST_GAME_ERROR, ST_GAME_ERROR_INVALID,
                           _ ("The south side has %d pieces for %d strategic points, so %d stay in reserve, "
                              "but its south-reserve-size is %d"),
                           n, def->n_own_points[p], def->setup_reserve[p], reserve_size);
              st_game_blame_param (game, "south-reserve-size");
              return FALSE;
            }
        }
    }
  return TRUE;
}

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
  s->setup_next = 0;
  s->setup_kept[0] = s->setup_kept[1] = 0;
  s->n_gassed[0] = s->n_gassed[1] = 0;
  s->dealt_for = MV_NONE;
  s->pad = 0;
  s->dealt_unseen = 0;
  st_node_set_clear (&s->side[0]);
  st_node_set_clear (&s->side[1]);
  s->on_map = s->waiting = s->out = 0;
  if (def->n_setup > 0)
    s->to_move = (guint8) def->piece_player[def->setup_order[0]];
  for (int i = 0; i < def->n_pieces; i++)
    {
      MvPiece *p = &s->pieces[i];
      int      owner = def->piece_player[i];

      p->place = MV_RESERVE;
      p->came_from = MV_NONE;
      mv_set_place (def, s, (guint) i, def->start_place[i]);
      p->left = -1;
      p->type = (guint8) def->start_type[i];
      p->known = (guint8) (1u << owner);
      p->gassed = 0;
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

/* The piece to set up now may go on an empty point of its side's set-up zone,
 * or stay in reserve while the side may keep more there and enough pieces are
 * left to fill the zone's points that must be filled (yellow's ten points). */
void
mv_setup_actions (const MvDef *def, const MvState *s, StActionList *out)
{
  guint     piece = def->setup_order[s->setup_next];
  int       p = def->piece_player[piece], left = 0;
  StNodeSet empty = def->setup_zone[p];
  MvBoard   board;
  guint     before = out->len;

  mv_board_init (def, s, &board);
  st_node_set_minus (&empty, &board.occ);
  for (int k = s->setup_next; k < def->n_setup; k++)
    left += def->piece_player[def->setup_order[k]] == p;
  ST_NODE_SET_FOREACH (&empty, n)
  {
    st_action_list_add (out, mv_action (MV_ACT_PLACE, piece, (guint) n, MV_NONE, MV_CHALLENGE_NONE, 0));
  }
  if (def->setup_reserve[p] > 0 && s->setup_kept[p] < def->setup_reserve[p]
      && left - 1 >= st_node_set_count (&empty))
    st_action_list_add (out, mv_action (MV_ACT_KEEP, piece, MV_NO_PLACE, MV_NONE, MV_CHALLENGE_NONE, 0));
  /* A zone too small for every piece: the rest wait in reserve. */
  if (out->len == before)
    st_action_list_add (out, mv_action (MV_ACT_KEEP, piece, MV_NO_PLACE, MV_NONE, MV_CHALLENGE_NONE, 0));
}

void
mv_setup_apply (const MvDef *def, MvState *s, StAction action)
{
  guint piece = mv_action_piece (action);

  if (mv_action_kind (action) == MV_ACT_PLACE)
    mv_set_place (def, s, piece, mv_action_to (action));
  else
    s->setup_kept[def->piece_player[piece]]++;
  s->setup_next++;
  s->to_move = (guint8) (mv_setting_up (def, s) ? def->piece_player[def->setup_order[s->setup_next]] : 0);
}
