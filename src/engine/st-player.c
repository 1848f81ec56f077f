/* SPDX-License-Identifier: GPL-3.0-or-later */
#define G_LOG_DOMAIN "sandtable-engine"

#include "config.h"

#include <math.h>

#include "st-player-private.h"

static const char *const kind_names[ST_N_PLAYER_KINDS] = { "random", "greedy", "mcts" };

void
st_player_options_init (StPlayerOptions *options, StPlayerKind kind)
{
  options->kind = kind;
  options->iterations = 200;
  options->seconds = 1.0;
  options->exploration = 1.4;
  options->widening = 2.0;
  options->rollout_depth = 8;
  options->rollout_best_of = 4;
  options->chance_samples = 4;
}

const char *
st_player_kind_to_string (StPlayerKind kind)
{
  g_return_val_if_fail (kind < ST_N_PLAYER_KINDS, NULL);
  return kind_names[kind];
}

gboolean
st_player_kind_from_string (const char *str, StPlayerKind *kind)
{
  for (int k = 0; k < ST_N_PLAYER_KINDS; k++)
    if (g_strcmp0 (str, kind_names[k]) == 0)
      {
        *kind = (StPlayerKind) k;
        return TRUE;
      }
  return FALSE;
}

StPlayer *
st_player_new (const StGame *game, const StPlayerOptions *options, guint64 seed)
{
  StPlayer *player = g_new0 (StPlayer, 1);

  player->game = game;
  player->options = *options;
  st_rng_seed (&player->rng, seed);
  st_action_list_init (&player->actions);
  player->scratch = st_game_new_initial_state (game, 0);
  player->probe = st_game_new_initial_state (game, 0);
  return player;
}

void
st_player_free (StPlayer *player)
{
  if (player == NULL)
    return;
  st_action_list_free (&player->actions);
  st_state_free (player->scratch);
  st_state_free (player->probe);
  g_free (player);
}

/* Actions whose outcome depends on the dice or the cards, as the ruleset says. */
static gboolean
rolls_dice (const StGame *game, const StState *state, StAction action)
{
  StActionInfo info;

  st_game_describe_action (game, state, action, &info);
  return (info.flags & ST_ACTION_FLAG_CHANCE) != 0;
}

/* One ply: the action whose result evaluates best for the player to act, the
 * dice sampled from the player's own generator (never the state's future dice);
 * ties are broken at random. */
static StAction
greedy_choose (StPlayer *player, const StState *state)
{
  const StGame *game = player->game;
  int           me = st_game_current_player (game, state);
  double        best = -G_MAXDOUBLE;
  guint         n_best = 0;
  StAction      chosen = 0;

  st_game_legal_actions (game, state, &player->actions);
  for (guint i = 0; i < player->actions.len; i++)
    {
      StAction a = player->actions.actions[i];
      guint    samples = rolls_dice (game, state, a) ? MAX (1, player->options.chance_samples) : 1;
      double   value = 0.0;

      for (guint k = 0; k < samples; k++)
        {
          st_game_copy_state (game, player->scratch, state);
          st_game_reseed (game, player->scratch, st_rng_next (&player->rng));
          st_game_apply (game, player->scratch, a, NULL);
          value += st_game_evaluate (game, player->scratch, me);
        }
      value /= samples;
      if (value > best + 1e-9)
        {
          best = value;
          n_best = 1;
          chosen = a;
        }
      else if (fabs (value - best) <= 1e-9 && st_rng_below (&player->rng, ++n_best) == 0)
        chosen = a;
    }
  return chosen;
}

StAction
st_player_choose (StPlayer *player, const StState *state)
{
  g_return_val_if_fail (!st_game_is_terminal (player->game, state), 0);

  if (player->options.kind != ST_PLAYER_RANDOM)
    {
      /* A forced action needs no thought. */
      st_game_legal_actions (player->game, state, &player->actions);
      if (player->actions.len == 1)
        return player->actions.actions[0];
    }
  switch (player->options.kind)
    {
      case ST_PLAYER_GREEDY:
        return greedy_choose (player, state);
      case ST_PLAYER_MCTS:
        return st_mcts_choose (player, state);
      case ST_PLAYER_RANDOM:
      default:
        return st_game_random_action (player->game, state, &player->rng, &player->actions);
    }
}
