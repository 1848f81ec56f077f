/* SPDX-License-Identifier: GPL-3.0-or-later */
#define G_LOG_DOMAIN "sandtable-engine"

#include "config.h"

#include <glib/gi18n-lib.h>

#include "st-game-log.h"

StGameLog *
st_game_log_new (guint64 seed)
{
  StGameLog *log = g_new0 (StGameLog, 1);

  log->seed = seed;
  log->actions = g_ptr_array_new_with_free_func (g_free);
  log->lines = g_array_new (FALSE, FALSE, sizeof (int));
  log->columns = g_array_new (FALSE, FALSE, sizeof (int));
  return log;
}

void
st_game_log_append (StGameLog *log, const char *text, int line, int column)
{
  g_ptr_array_add (log->actions, g_strdup (text));
  g_array_append_val (log->lines, line);
  g_array_append_val (log->columns, column);
}

void
st_game_log_free (StGameLog *log)
{
  if (log == NULL)
    return;
  g_ptr_array_unref (log->actions);
  g_array_unref (log->lines);
  g_array_unref (log->columns);
  g_free (log);
}

StGameLog *
st_game_log_parse (const char *text, int *error_line, GError **error)
{
  g_auto (GStrv) lines = g_strsplit (text, "\n", -1);
  g_autoptr (StGameLog) log = NULL;

  for (int i = 0; lines[i] != NULL; i++)
    {
      const char *start = lines[i];
      int         number = i + 1, column;
      char       *line;

      /* Where the text starts, in characters, for error messages. */
      while (g_ascii_isspace (*start))
        start++;
      column = (int) g_utf8_strlen (lines[i], start - lines[i]) + 1;
      line = g_strstrip (lines[i]);
      if (line[0] == '\0' || line[0] == '#')
        continue;
      if (log == NULL)
        {
          guint64 seed;

          if (!g_str_has_prefix (line, "seed ")
              || !g_ascii_string_to_unsigned (g_strstrip (line + 5), 10, 0, G_MAXUINT64, &seed, NULL))
            {
              *error_line = number;
              g_set_error (error, ST_GAME_ERROR, ST_GAME_ERROR_LOG,
                           _ ("expected 'seed N' before the first action, found '%s'"), line);
              return NULL;
            }
          log = st_game_log_new (seed);
          continue;
        }
      st_game_log_append (log, line, number, column);
    }
  if (log == NULL)
    {
      *error_line = 1;
      g_set_error (error, ST_GAME_ERROR, ST_GAME_ERROR_LOG, _ ("expected a line 'seed N'; the log is empty"));
      return NULL;
    }
  return g_steal_pointer (&log);
}

char *
st_game_log_to_string (const StGameLog *log)
{
  GString *out = g_string_new (NULL);

  g_string_append_printf (out, "seed %" G_GUINT64_FORMAT "\n", log->seed);
  for (guint i = 0; i < log->actions->len; i++)
    g_string_append_printf (out, "%s\n", (const char *) g_ptr_array_index (log->actions, i));
  return g_string_free (out, FALSE);
}

StState *
st_game_replay (const StGame *game, const StGameLog *log, int *error_line, int *error_column, GError **error)
{
  g_autoptr (StState) state = st_game_new_initial_state (game, log->seed);

  for (guint i = 0; i < log->actions->len; i++)
    {
      StAction action;

      if (!st_game_action_from_text (game, state, g_ptr_array_index (log->actions, i), &action, error))
        {
          *error_line = g_array_index (log->lines, int, i);
          *error_column = g_array_index (log->columns, int, i);
          return NULL;
        }
      st_game_apply (game, state, action, NULL);
    }
  return g_steal_pointer (&state);
}
