/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include "engine/st-game-referee.h"
#include "engine/st-player.h"

G_BEGIN_DECLS

struct _StPlayer
{
  const StGame   *game;
  StPlayerOptions options;
  StRng           rng;
  StActionList    actions; /* reused between decisions */
  StState        *scratch; /* reused between decisions */
  StState        *probe; /* MCTS: a child position being evaluated */
  guint64         iterations; /* MCTS: iterations run, over all decisions */
  StState       **samples; /* greedy: the positions the player cannot tell from the true one */
  guint           n_samples;
};

StAction st_mcts_choose (StPlayer *player, const StState *state);

G_END_DECLS
