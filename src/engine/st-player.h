/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include "engine/st-game.h"

G_BEGIN_DECLS

/* AI players. Each is deterministic for its seed (given an iteration budget; a
 * time budget makes MCTS depend on the machine's speed). Greedy and MCTS decide
 * from what the player to act may know: they look ahead only on positions
 * resampled for him (st_game_resample), never on the true hidden cards or
 * identities. */

typedef enum
{
  ST_PLAYER_RANDOM, /* a uniformly random legal action */
  ST_PLAYER_GREEDY, /* the best action by st_game_evaluate () one ply ahead */
  ST_PLAYER_MCTS, /* open-loop information-set UCT over resampled states */
  ST_N_PLAYER_KINDS
} StPlayerKind;

typedef struct
{
  StPlayerKind kind;
  guint        iterations; /* MCTS iterations a decision; 0: use the time budget */
  double       seconds; /* MCTS time budget a decision when iterations is 0 */
  double       exploration; /* UCT constant */
  double       widening; /* a node has at most 1 + widening * visits^0.5 children; 0: no limit */
  guint        rollout_depth; /* playout actions before a leaf is evaluated */
  guint rollout_best_of; /* playout policy: the best by evaluation of this many random actions; 1: random */
  guint chance_samples; /* greedy: samples for an action that rolls or reveals, and of the hidden part */
} StPlayerOptions;

typedef struct _StPlayer StPlayer;

void        st_player_options_init (StPlayerOptions *options, StPlayerKind kind);
const char *st_player_kind_to_string (StPlayerKind kind);
gboolean    st_player_kind_from_string (const char *str, StPlayerKind *kind);

StPlayer *st_player_new (const StGame *game, const StPlayerOptions *options, guint64 seed);
void      st_player_free (StPlayer *player);
/* The player's action in a position that is not over, chosen from observation:
 * what the player to act knows of it, as the referee hands it to him
 * (st_game_observation (), or st_play_session_observe () in the app), never the
 * true state. The player looks ahead only on positions resampled from it. */
StAction st_player_choose (StPlayer *player, const StState *observation);
/* MCTS: the search iterations run so far, over all decisions (a search stops
 * before its budget once no further iteration can change its choice). */
guint64 st_player_iterations (const StPlayer *player);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (StPlayer, st_player_free)

G_END_DECLS
