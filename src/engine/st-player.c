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
  for (guint i = 0; i < player->n_samples; i++)
    st_state_free (player->samples[i]);
  g_free (player->samples);
  g_free (player);
}

/* How many samples an action's value needs: more than one when its outcome
 * depends on the dice or the cards, or on what it reveals. */
static guint
samples_needed (const StGame *game, const StState *state, StAction action, guint samples)
{
  StActionInfo info;

  st_game_describe_action (game, state, action, &info);
  return (info.flags & (ST_ACTION_FLAG_CHANCE | ST_ACTION_FLAG_REVEALS)) != 0 ? samples : 1;
}

/* The positions the player to act cannot tell from state, drawn from his own
 * generator (st_game_resample), so that he decides from what he may know: in a
 * game without hidden information one copy of state. Returns their number. */
static guint
draw_samples (StPlayer *player, const StState *state, int me, guint wanted)
{
  const StGame *game = player->game;
  guint         n = st_game_has_hidden_information (game) ? wanted : 1;

  if (player->n_samples < n)
    {
      player->samples = g_renew (StState *, player->samples, n);
      for (guint i = player->n_samples; i < n; i++)
        player->samples[i] = st_game_new_initial_state (game, 0);
      player->n_samples = n;
    }
  for (guint k = 0; k < n; k++)
    st_game_resample (game, state, me, &player->rng, player->samples[k]);
  return n;
}

/* One ply: the action whose result evaluates best for the player to act. The
 * player looks only at positions consistent with his observation (resampled for
 * him, never the true hidden cards or identities) and samples the dice from his
 * own generator (never the state's future dice). An action whose outcome depends
 * on chance or on hidden information is tried on every sample; the others on the
 * first, corrected by how the first sample evaluates against the mean of all
 * (a control variate: the hidden part's value shifts every action alike). Ties
 * are broken at random. */
static StAction
greedy_choose (StPlayer *player, const StState *state)
{
  const StGame *game = player->game;
  int           me = st_game_current_player (game, state);
  guint         wanted = MAX (1, player->options.chance_samples);
  guint         n_samples = draw_samples (player, state, me, wanted);
  gboolean      chance = st_game_has_chance (game);
  double        best = -G_MAXDOUBLE, shift = 0.0;
  guint         n_best = 0;
  StAction      chosen = 0;

  if (n_samples > 1)
    {
      double base0 = 0.0, mean = 0.0;

      for (guint k = 0; k < n_samples; k++)
        {
          double v = st_game_evaluate (game, player->samples[k], me);

          mean += v;
          if (k == 0)
            base0 = v;
        }
      shift = mean / n_samples - base0;
    }
  st_game_legal_actions (game, state, &player->actions);
  for (guint i = 0; i < player->actions.len; i++)
    {
      StAction a = player->actions.actions[i];
      guint    n = samples_needed (game, state, a, wanted);
      double   value = 0.0;

      for (guint k = 0; k < n; k++)
        {
          guint64 seed = st_rng_next (&player->rng);

          st_game_copy_state (game, player->scratch, player->samples[k % n_samples]);
          /* Dice only where there are any (the same stream of seeds either way). */
          if (chance)
            st_game_reseed (game, player->scratch, seed);
          st_game_apply (game, player->scratch, a);
          value += st_game_evaluate (game, player->scratch, me);
        }
      value /= n;
      if (n < n_samples)
        value += shift;
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

guint64
st_player_iterations (const StPlayer *player)
{
  return player->iterations;
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
