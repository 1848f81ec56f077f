/* SPDX-License-Identifier: GPL-3.0-or-later */
#define G_LOG_DOMAIN "sandtable-engine"

#include "config.h"

#include "mv-private.h"

/* The greedy player's heuristic, from what player may know: material counts
 * every side's pieces minus those it lost (lost pieces were always revealed),
 * so no hidden identity enters it; then enemy strategic points held and how
 * close each side stands to the other's headquarters. */

static double
closeness (int links)
{
  return links < 0 ? 0.0 : 1.0 / (1.0 + links);
}

double
mv_evaluate (const StGame *game, const StState *state, int player)
{
  const MvDef   *def = mv_def (game);
  const MvState *s = (const MvState *) state;
  double         material[2] = { 0, 0 }, total[2] = { 0, 0 }, score;
  int            held[2];

  if (s->end_reason != MV_END_NONE)
    return s->winner == MV_NONE ? 0.0 : s->winner == player ? 1.0 : -1.0;
  for (int i = 0; i < def->n_pieces; i++)
    {
      int    owner = def->piece_player[i];
      double value = def->types[def->start_type[i]].strength;

      total[owner] += value;
      material[owner] += value;
    }
  for (int i = 0; i < def->n_pieces; i++)
    if (s->pieces[i].place == MV_LOST && s->pieces[i].type != MV_UNKNOWN)
      material[def->piece_player[i]] -= def->types[s->pieces[i].type].strength;
  for (int p = 0; p < 2; p++)
    held[p] = mv_points_held (def, s, p);
  score = 0.4
              * (material[player] / MAX (1.0, total[player])
                 - material[1 - player] / MAX (1.0, total[1 - player]))
          + 0.3 * (held[player] - held[1 - player]) / MAX (1, def->points_to_win)
          + 0.3 * (closeness (mv_threat (def, s, 1 - player)) - closeness (mv_threat (def, s, player)));
  return CLAMP (score, -0.95, 0.95);
}
