/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

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
};

StAction st_mcts_choose (StPlayer *player, const StState *state);

G_END_DECLS
