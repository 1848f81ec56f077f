/* SPDX-License-Identifier: GPL-3.0-or-later */
#define G_LOG_DOMAIN "sandtable-play"

#include "config.h"

#include "engine/st-rng.h"

#include "st-play-page-private.h"

/* The AI players. Random and greedy moves are quick and are made on a timeout;
 * an MCTS search runs in a GTask thread. Each chooses from the observation the
 * play session (the referee) hands him, never the true state. A search's move is
 * dropped when the game has changed meanwhile (undo, stepping back, leaving). */

static void
seats_free (Seats *seats)
{
  for (int p = 0; p < 2; p++)
    g_clear_pointer (&seats->players[p], st_player_free);
}

static Seats *
seats_ref (Seats *seats)
{
  return g_atomic_rc_box_acquire (seats);
}

void
st_play_seats_unref (Seats *seats)
{
  g_atomic_rc_box_release_full (seats, (GDestroyNotify) seats_free);
}

Seats *
st_play_seats_new (StPlayPage *self, guint64 seed, guint iterations)
{
  /* By StSeat; the first entry, a human, has no player. */
  StPlayerKind kinds[] = { ST_PLAYER_RANDOM, ST_PLAYER_RANDOM, ST_PLAYER_GREEDY, ST_PLAYER_MCTS };
  Seats       *seats = g_atomic_rc_box_new0 (Seats);
  StRng        rng;

  /* Each AI draws from its own stream of the seed, as sandtable-cli play does. */
  st_rng_seed (&rng, seed);
  for (int p = 0; p < 2; p++)
    if (self->seat_kinds[p] != ST_SEAT_HUMAN)
      {
        StPlayerOptions options;
        StRng           stream = st_rng_split (&rng, (guint64) p + 1);

        st_player_options_init (&options, kinds[self->seat_kinds[p]]);
        options.iterations = iterations;
        seats->players[p] = st_player_new (self->game, &options, st_rng_next (&stream));
      }
  return seats;
}

void
st_play_ai_cancel (StPlayPage *self)
{
  g_clear_handle_id (&self->ai_source, g_source_remove);
  if (self->ai_cancellable != NULL)
    {
      g_cancellable_cancel (self->ai_cancellable);
      g_clear_object (&self->ai_cancellable);
    }
}

typedef struct
{
  Seats   *seats;
  int      player;
  StState *state; /* what the player to act knows: his observation */
  StAction action;
} AiMove;

static void
ai_move_free (AiMove *move)
{
  st_play_seats_unref (move->seats);
  st_state_free (move->state);
  g_free (move);
}

static void
ai_move_done_cb (GObject *source, GAsyncResult *result, gpointer user_data)
{
  StPlayPage *self = ST_PLAY_PAGE (source);
  guint       generation = GPOINTER_TO_UINT (user_data);
  g_autoptr (GError) error = NULL;
  GTask  *task = G_TASK (result);
  AiMove *move = g_task_get_task_data (task);

  /* The players are not shared between threads: the next search starts only
   * when this one is over, even when its move is no longer wanted. */
  self->ai_searching = FALSE;
  if (g_task_propagate_int (task, &error) < 0 || generation != self->generation || self->session == NULL)
    {
      if (self->session != NULL && move->seats == self->seats)
        st_play_ai_schedule (self);
      return;
    }
  g_clear_object (&self->ai_cancellable);
  st_play_session_apply (self->session, move->action);
}

static void
ai_move_thread (GTask *task, gpointer source, gpointer data, GCancellable *cancellable)
{
  AiMove *move = data;

  move->action = st_player_choose (move->seats->players[move->player], move->state);
  if (g_task_return_error_if_cancelled (task))
    return;
  g_task_return_int (task, 0);
}

static gboolean
ai_step_cb (gpointer data)
{
  StPlayPage *self = data;
  int         player;
  g_autoptr (StState) observation = NULL;

  self->ai_source = 0;
  if (self->session == NULL || !st_play_session_at_end (self->session)
      || (player = st_game_current_player (self->game, st_play_page_state (self))) < 0
      || self->seats->players[player] == NULL)
    return G_SOURCE_REMOVE;

  if (self->seat_kinds[player] == ST_SEAT_MCTS)
    {
      /* A search takes a while: it runs in a thread and the UI stays live. */
      AiMove *move = g_new0 (AiMove, 1);
      g_autoptr (GTask) task = NULL;

      move->seats = seats_ref (self->seats);
      move->player = player;
      move->state = st_play_session_observe (self->session, player);
      self->ai_cancellable = g_cancellable_new ();
      self->ai_searching = TRUE;
      task = g_task_new (self, self->ai_cancellable, ai_move_done_cb, GUINT_TO_POINTER (self->generation));
      g_task_set_task_data (task, move, (GDestroyNotify) ai_move_free);
      g_task_run_in_thread (task, ai_move_thread);
      st_play_page_refresh (self);
      return G_SOURCE_REMOVE;
    }

  observation = st_play_session_observe (self->session, player);
  st_play_session_apply (self->session, st_player_choose (self->seats->players[player], observation));
  return G_SOURCE_REMOVE;
}

void
st_play_ai_schedule (StPlayPage *self)
{
  int player;

  if (self->ai_held || self->ai_source != 0 || self->ai_cancellable != NULL || self->ai_searching
      || self->session == NULL || !st_play_session_at_end (self->session))
    return;
  player = st_game_current_player (self->game, st_play_page_state (self));
  if (player < 0 || self->seat_kinds[player] == ST_SEAT_HUMAN)
    return;
  self->ai_source = g_timeout_add (self->ai_delay, ai_step_cb, self);
}

void
st_play_page_hold_ai (StPlayPage *self, gboolean held)
{
  g_return_if_fail (ST_IS_PLAY_PAGE (self));

  if (self->ai_held == held)
    return;
  self->ai_held = held;
  if (held)
    st_play_ai_cancel (self);
  else
    st_play_ai_schedule (self);
}
