/* SPDX-License-Identifier: GPL-3.0-or-later */
#define G_LOG_DOMAIN "sandtable-play"

#include "config.h"

#include <glib/gi18n.h>

#include "st-play-session.h"

struct _StPlaySession
{
  GObject parent_instance;

  StGame    *game;
  guint64    seed;
  GArray    *actions; /* StAction */
  GPtrArray *texts; /* char* */
  GPtrArray *dice; /* char* or NULL */
  guint      position;
  StState   *state; /* at position */
  StState   *end_state; /* after every action */
};

G_DEFINE_FINAL_TYPE (StPlaySession, st_play_session, G_TYPE_OBJECT)

enum
{
  CHANGED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static void
emit_changed (StPlaySession *self)
{
  g_signal_emit (self, signals[CHANGED], 0);
}

char *
st_play_session_describe_combat (const StCombatRecord *record)
{
  const char      *result = st_crt_result_to_string (record->result);
  g_autofree char *applied = NULL;

  if (record->applied != record->result)
    /* Translators: a CRT result read differently for a capital's hex, as "AE, read as NE". */
    applied = g_strdup_printf (_ ("%s, read as %s"), result, st_crt_result_to_string (record->applied));

  /* Translators: a combat's dice and totals: attacker's die, defender's die, the
   * two totals, their difference and the CRT result. */
  return g_strdup_printf (_ ("Dice %d : %d — %d against %d, %+d: %s"), record->attack_die,
                          record->defense_die, record->attack_strength + record->attack_die,
                          record->defense_strength + record->defense_die, record->difference,
                          applied ? applied : result);
}

/* Replays the first n actions from the seed. */
static StState *
replay (StPlaySession *self, guint n)
{
  StState *state = st_game_new_initial_state (self->game, self->seed);

  for (guint i = 0; i < n; i++)
    st_game_apply (self->game, state, g_array_index (self->actions, StAction, i), NULL);
  return state;
}

static void
st_play_session_finalize (GObject *object)
{
  StPlaySession *self = ST_PLAY_SESSION (object);

  g_clear_pointer (&self->state, st_state_free);
  g_clear_pointer (&self->end_state, st_state_free);
  g_clear_pointer (&self->actions, g_array_unref);
  g_clear_pointer (&self->texts, g_ptr_array_unref);
  g_clear_pointer (&self->dice, g_ptr_array_unref);
  g_clear_pointer (&self->game, st_game_unref);

  G_OBJECT_CLASS (st_play_session_parent_class)->finalize (object);
}

static void
st_play_session_class_init (StPlaySessionClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->finalize = st_play_session_finalize;

  signals[CHANGED] = g_signal_new ("changed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL, NULL,
                                   NULL, G_TYPE_NONE, 0);
}

static void
st_play_session_init (StPlaySession *self)
{
  self->actions = g_array_new (FALSE, FALSE, sizeof (StAction));
  self->texts = g_ptr_array_new_with_free_func (g_free);
  self->dice = g_ptr_array_new_with_free_func (g_free);
}

StPlaySession *
st_play_session_new (StGame *game, guint64 seed)
{
  StPlaySession *self;

  g_return_val_if_fail (game != NULL, NULL);

  self = g_object_new (ST_TYPE_PLAY_SESSION, NULL);
  self->game = st_game_ref (game);
  self->seed = seed;
  self->state = st_game_new_initial_state (game, seed);
  self->end_state = st_game_clone_state (game, self->state);
  return self;
}

StPlaySession *
st_play_session_new_from_playtest (StGame *game, const StPlaytest *playtest, GError **error)
{
  g_autoptr (StPlaySession) self = NULL;

  g_return_val_if_fail (game != NULL, NULL);
  g_return_val_if_fail (playtest != NULL, NULL);

  self = st_play_session_new (game, playtest->seed);
  for (guint i = 0; i < playtest->actions->len; i++)
    {
      const char *text = g_ptr_array_index (playtest->actions, i);
      StAction    action;

      if (!st_game_action_from_text (game, self->end_state, text, &action, error))
        {
          g_prefix_error (error, _ ("Action %u of the saved play-test: "), i + 1);
          return NULL;
        }
      st_play_session_apply (self, action);
    }
  return g_steal_pointer (&self);
}

StGame *
st_play_session_get_game (StPlaySession *self)
{
  g_return_val_if_fail (ST_IS_PLAY_SESSION (self), NULL);

  return self->game;
}

guint64
st_play_session_get_seed (StPlaySession *self)
{
  g_return_val_if_fail (ST_IS_PLAY_SESSION (self), 0);

  return self->seed;
}

guint
st_play_session_get_n_actions (StPlaySession *self)
{
  g_return_val_if_fail (ST_IS_PLAY_SESSION (self), 0);

  return self->actions->len;
}

StAction
st_play_session_get_action (StPlaySession *self, guint index)
{
  g_return_val_if_fail (ST_IS_PLAY_SESSION (self), 0);
  g_return_val_if_fail (index < self->actions->len, 0);

  return g_array_index (self->actions, StAction, index);
}

const char *
st_play_session_get_action_text (StPlaySession *self, guint index)
{
  g_return_val_if_fail (ST_IS_PLAY_SESSION (self), NULL);
  g_return_val_if_fail (index < self->texts->len, NULL);

  return g_ptr_array_index (self->texts, index);
}

const char *
st_play_session_get_action_dice (StPlaySession *self, guint index)
{
  g_return_val_if_fail (ST_IS_PLAY_SESSION (self), NULL);
  g_return_val_if_fail (index < self->dice->len, NULL);

  return g_ptr_array_index (self->dice, index);
}

guint
st_play_session_get_position (StPlaySession *self)
{
  g_return_val_if_fail (ST_IS_PLAY_SESSION (self), 0);

  return self->position;
}

void
st_play_session_set_position (StPlaySession *self, guint position)
{
  g_return_if_fail (ST_IS_PLAY_SESSION (self));

  position = MIN (position, self->actions->len);
  if (position == self->position)
    return;

  g_clear_pointer (&self->state, st_state_free);
  if (position == self->actions->len)
    self->state = st_game_clone_state (self->game, self->end_state);
  else
    self->state = replay (self, position);
  self->position = position;
  emit_changed (self);
}

gboolean
st_play_session_at_end (StPlaySession *self)
{
  g_return_val_if_fail (ST_IS_PLAY_SESSION (self), FALSE);

  return self->position == self->actions->len;
}

const StState *
st_play_session_get_state (StPlaySession *self)
{
  g_return_val_if_fail (ST_IS_PLAY_SESSION (self), NULL);

  return self->state;
}

gboolean
st_play_session_apply (StPlaySession *self, StAction action)
{
  StEventLog events = { 0 };
  char      *dice = NULL;

  g_return_val_if_fail (ST_IS_PLAY_SESSION (self), FALSE);

  if (!st_play_session_at_end (self) || st_game_is_terminal (self->game, self->end_state)
      || !st_game_is_legal (self->game, self->end_state, action))
    return FALSE;

  g_array_append_val (self->actions, action);
  g_ptr_array_add (self->texts, st_game_action_to_text (self->game, self->end_state, action));
  st_game_apply (self->game, self->end_state, action, &events);
  for (guint i = 0; i < events.len; i++)
    if (events.events[i].kind == ST_EVENT_COMBAT)
      {
        StCombatRecord record;

        if (st_game_last_combat (self->game, self->end_state, &record))
          dice = st_play_session_describe_combat (&record);
        break;
      }
  g_ptr_array_add (self->dice, dice);

  st_game_copy_state (self->game, self->state, self->end_state);
  self->position = self->actions->len;
  emit_changed (self);
  return TRUE;
}

void
st_play_session_truncate (StPlaySession *self)
{
  g_return_if_fail (ST_IS_PLAY_SESSION (self));

  if (st_play_session_at_end (self))
    return;

  g_array_set_size (self->actions, self->position);
  g_ptr_array_set_size (self->texts, self->position);
  g_ptr_array_set_size (self->dice, self->position);
  /* The state at the position was replayed from the seed and the kept actions. */
  st_game_copy_state (self->game, self->end_state, self->state);
  emit_changed (self);
}

StPlaytest *
st_play_session_to_playtest (StPlaySession *self)
{
  StPlaytest *playtest;

  g_return_val_if_fail (ST_IS_PLAY_SESSION (self), NULL);

  playtest = st_playtest_new (self->seed);
  playtest->first = g_strdup (st_game_player_side (self->game, 0));
  for (guint i = 0; i < self->texts->len; i++)
    g_ptr_array_add (playtest->actions, g_strdup (g_ptr_array_index (self->texts, i)));
  return playtest;
}
