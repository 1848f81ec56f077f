/* SPDX-License-Identifier: GPL-3.0-or-later */
#define G_LOG_DOMAIN "sandtable-play"

#include "config.h"

#include <glib/gi18n-lib.h>

#include "engine/st-game-referee.h"
#include "engine/st-play-session.h"

struct _StPlaySession
{
  GObject parent_instance;

  StGame    *game;
  guint64    seed;
  GArray    *actions; /* StAction */
  GPtrArray *texts; /* char*, canonical */
  GPtrArray *states; /* StState*: states[i] after the first i actions */
  GArray    *redo; /* StAction, the next to redo last */
  guint      position;
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

static void
st_play_session_finalize (GObject *object)
{
  StPlaySession *self = ST_PLAY_SESSION (object);

  g_clear_pointer (&self->actions, g_array_unref);
  g_clear_pointer (&self->texts, g_ptr_array_unref);
  g_clear_pointer (&self->states, g_ptr_array_unref);
  g_clear_pointer (&self->redo, g_array_unref);
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
  self->states = g_ptr_array_new_with_free_func ((GDestroyNotify) st_state_free);
  self->redo = g_array_new (FALSE, FALSE, sizeof (StAction));
}

StPlaySession *
st_play_session_new (StGame *game, guint64 seed)
{
  StPlaySession *self;

  g_return_val_if_fail (game != NULL, NULL);

  self = g_object_new (ST_TYPE_PLAY_SESSION, NULL);
  self->game = st_game_ref (game);
  self->seed = seed;
  g_ptr_array_add (self->states, st_game_new_initial_state (game, seed));
  return self;
}

StPlaySession *
st_play_session_new_from_playtest (StGame           *game,
                                   const StPlaytest *playtest,
                                   const char       *file_name,
                                   GError          **error)
{
  g_autoptr (StPlaySession) self = NULL;

  g_return_val_if_fail (game != NULL, NULL);
  g_return_val_if_fail (playtest != NULL, NULL);

  self = st_play_session_new (game, playtest->seed);
  for (guint i = 0; i < playtest->actions->len; i++)
    {
      const char *text = g_ptr_array_index (playtest->actions, i);
      StAction    action;

      if (!st_game_action_from_text (game, st_play_session_get_end_state (self), text, &action, error))
        {
          /* Where the <action> is in the file, so that it can be found and fixed. */
          if (file_name != NULL && i < playtest->lines->len && i < playtest->columns->len)
            /* Translators: FILE:LINE:COLUMN, then the action's number. */
            g_prefix_error (error, _ ("%s:%d:%d: action %u of the saved play-test: "), file_name,
                            g_array_index (playtest->lines, int, i),
                            g_array_index (playtest->columns, int, i), i + 1);
          else
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

char *
st_play_session_dup_sentence (StPlaySession *self, guint index, int viewer, const char *lang)
{
  g_return_val_if_fail (ST_IS_PLAY_SESSION (self), NULL);
  g_return_val_if_fail (index < self->actions->len, NULL);

  return st_game_action_sentence (self->game, g_ptr_array_index (self->states, index),
                                  g_array_index (self->actions, StAction, index),
                                  g_ptr_array_index (self->states, index + 1), viewer, lang);
}

GPtrArray *
st_play_session_dup_consequences (StPlaySession *self, guint index, int viewer, const char *lang)
{
  g_return_val_if_fail (ST_IS_PLAY_SESSION (self), NULL);
  g_return_val_if_fail (index < self->actions->len, NULL);

  return st_game_consequences (self->game, g_ptr_array_index (self->states, index),
                               g_array_index (self->actions, StAction, index),
                               g_ptr_array_index (self->states, index + 1), viewer, lang);
}

GPtrArray *
st_play_session_dup_resolution (StPlaySession *self, guint index, int viewer, const char *lang)
{
  g_return_val_if_fail (ST_IS_PLAY_SESSION (self), NULL);
  g_return_val_if_fail (index < self->actions->len, NULL);

  return st_game_resolution (self->game, g_ptr_array_index (self->states, index + 1), viewer, lang);
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

  return g_ptr_array_index (self->states, self->position);
}

const StState *
st_play_session_get_state_at (StPlaySession *self, guint n)
{
  g_return_val_if_fail (ST_IS_PLAY_SESSION (self), NULL);
  g_return_val_if_fail (n <= self->actions->len, NULL);

  return g_ptr_array_index (self->states, n);
}

const StState *
st_play_session_get_end_state (StPlaySession *self)
{
  g_return_val_if_fail (ST_IS_PLAY_SESSION (self), NULL);

  return g_ptr_array_index (self->states, self->actions->len);
}

/* Appends a legal action without touching the redo list. */
static void
append (StPlaySession *self, StAction action)
{
  const StState *end = st_play_session_get_end_state (self);
  StState       *after = st_game_clone_state (self->game, end);

  g_ptr_array_add (self->texts, st_game_action_to_text (self->game, end, action));
  st_game_apply (self->game, after, action);
  g_array_append_val (self->actions, action);
  g_ptr_array_add (self->states, after);
  self->position = self->actions->len;
}

static gboolean
can_play (StPlaySession *self, StAction action)
{
  const StState *end = st_play_session_get_end_state (self);

  return st_play_session_at_end (self) && !st_game_is_terminal (self->game, end)
         && st_game_is_legal (self->game, end, action);
}

char *
st_play_session_dup_action_text (StPlaySession *self, StAction action)
{
  g_return_val_if_fail (ST_IS_PLAY_SESSION (self), NULL);

  return st_game_action_to_text (self->game, st_play_session_get_end_state (self), action);
}

gboolean
st_play_session_parse_action (StPlaySession *self, const char *text, StAction *action, GError **error)
{
  g_return_val_if_fail (ST_IS_PLAY_SESSION (self), FALSE);
  g_return_val_if_fail (text != NULL, FALSE);

  return st_game_action_from_text (self->game, st_play_session_get_end_state (self), text, action, error);
}

StState *
st_play_session_observe (StPlaySession *self, int player)
{
  StState *observation;

  g_return_val_if_fail (ST_IS_PLAY_SESSION (self), NULL);

  observation = st_game_clone_state (self->game, st_play_session_get_end_state (self));
  st_game_observe (self->game, st_play_session_get_end_state (self), player, observation);
  return observation;
}

gboolean
st_play_session_apply (StPlaySession *self, StAction action)
{
  g_return_val_if_fail (ST_IS_PLAY_SESSION (self), FALSE);

  if (!can_play (self, action))
    return FALSE;
  /* Playing what was undone keeps the rest of the redo list. */
  if (self->redo->len > 0 && g_array_index (self->redo, StAction, self->redo->len - 1) == action)
    g_array_set_size (self->redo, self->redo->len - 1);
  else
    g_array_set_size (self->redo, 0);
  append (self, action);
  emit_changed (self);
  return TRUE;
}

/* Forgets the actions after n, pushing them onto the redo list. */
static void
cut (StPlaySession *self, guint n)
{
  for (guint i = self->actions->len; i > n; i--)
    g_array_append_val (self->redo, g_array_index (self->actions, StAction, i - 1));
  g_array_set_size (self->actions, n);
  g_ptr_array_set_size (self->texts, n);
  g_ptr_array_set_size (self->states, n + 1);
  self->position = n;
}

void
st_play_session_truncate (StPlaySession *self)
{
  g_return_if_fail (ST_IS_PLAY_SESSION (self));

  if (st_play_session_at_end (self))
    return;
  cut (self, self->position);
  emit_changed (self);
}

gboolean
st_play_session_undo (StPlaySession *self)
{
  g_return_val_if_fail (ST_IS_PLAY_SESSION (self), FALSE);

  if (self->actions->len == 0)
    return FALSE;
  cut (self, self->actions->len - 1);
  emit_changed (self);
  return TRUE;
}

gboolean
st_play_session_redo (StPlaySession *self)
{
  StAction action;

  g_return_val_if_fail (ST_IS_PLAY_SESSION (self), FALSE);

  if (self->redo->len == 0)
    return FALSE;
  if (!st_play_session_at_end (self))
    st_play_session_set_position (self, self->actions->len);
  action = g_array_index (self->redo, StAction, self->redo->len - 1);
  if (!can_play (self, action))
    {
      /* The position is the one the action was undone from, so this would be
       * an engine that does not replay; forget the list rather than stick. */
      g_array_set_size (self->redo, 0);
      emit_changed (self);
      return FALSE;
    }
  g_array_set_size (self->redo, self->redo->len - 1);
  append (self, action);
  emit_changed (self);
  return TRUE;
}

gboolean
st_play_session_can_undo (StPlaySession *self)
{
  g_return_val_if_fail (ST_IS_PLAY_SESSION (self), FALSE);

  return self->actions->len > 0;
}

gboolean
st_play_session_can_redo (StPlaySession *self)
{
  g_return_val_if_fail (ST_IS_PLAY_SESSION (self), FALSE);

  return self->redo->len > 0;
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
