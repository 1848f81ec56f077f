/* SPDX-License-Identifier: GPL-3.0-or-later */
#define G_LOG_DOMAIN "sandtable-engine"

#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "core/st-file-read.h"

#include "st-game-log.h"
#include "st-game-referee.h"
#include "engine/st-game-referee.h"

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
st_game_log_parse_data (const char *data, gsize length, int *error_line, int *error_column, GError **error)
{
  g_autoptr (StGameLog) log = NULL;
  gsize pos = 0;
  int   number = 0;

  *error_column = 1;
  if (length > ST_GAME_LOG_MAX_SIZE)
    {
      /* Point at the first byte past the limit. */
      int line = 1, column = 1;
      for (gsize i = 0; i < ST_GAME_LOG_MAX_SIZE; i++)
        if (data[i] == '\n')
          line++, column = 1;
        else if (((guchar) data[i] & 0xC0) != 0x80)
          column++;
      *error_line = line;
      *error_column = column;
      g_set_error (error, ST_GAME_ERROR, ST_GAME_ERROR_LOG, _ ("the log is larger than %d bytes"),
                   ST_GAME_LOG_MAX_SIZE);
      return NULL;
    }
  /* Editors on some systems start a UTF-8 file with a byte order mark, which
   * they do not show: it is no part of the first line. */
  if (length >= 3 && memcmp (data, "\xef\xbb\xbf", 3) == 0)
    pos = 3;
  while (pos < length)
    {
      const char      *start = data + pos;
      const char      *nl = memchr (start, '\n', length - pos);
      gsize            len = nl != NULL ? (gsize) (nl - start) : length - pos;
      const char      *nul = memchr (start, '\0', len);
      g_autofree char *line = NULL;
      g_autofree char *quoted = NULL;
      int              column;

      number++;
      pos += len + 1;
      *error_line = number;
      if (nul != NULL)
        {
          *error_column = (int) g_utf8_strlen (start, nul - start) + 1;
          g_set_error (error, ST_GAME_ERROR, ST_GAME_ERROR_LOG, _ ("a NUL byte; a log is plain text"));
          return NULL;
        }
      if (!g_utf8_validate_len (start, len, NULL))
        {
          const char *bad = NULL;
          g_utf8_validate_len (start, len, &bad);
          *error_column = (int) g_utf8_strlen (start, bad - start) + 1;
          g_set_error (error, ST_GAME_ERROR, ST_GAME_ERROR_LOG, _ ("the line is not valid UTF-8"));
          return NULL;
        }
      line = g_strndup (start, len);
      /* Where the text starts, in characters, for error messages. */
      column = 1;
      for (const char *c = line; g_ascii_isspace (*c); c++)
        column++;
      g_strstrip (line);
      if (line[0] == '\0' || line[0] == '#')
        continue;
      quoted = st_text_excerpt (line);
      if (strlen (line) > ST_ACTION_MAX_LENGTH)
        {
          g_set_error (error, ST_GAME_ERROR, ST_GAME_ERROR_LOG,
                       _ ("a line of %zu bytes ('%s'); an action has at most %d"), strlen (line), quoted,
                       ST_ACTION_MAX_LENGTH);
          return NULL;
        }
      if (log == NULL)
        {
          guint64 seed;

          if (!g_str_has_prefix (line, "seed ")
              || !g_ascii_string_to_unsigned (g_strstrip (line + 5), 10, 0, G_MAXUINT64, &seed, NULL))
            {
              g_set_error (error, ST_GAME_ERROR, ST_GAME_ERROR_LOG,
                           _ ("expected 'seed N' before the first action, found '%s'"), quoted);
              return NULL;
            }
          log = st_game_log_new (seed);
          continue;
        }
      if (log->actions->len >= ST_PLAYTEST_MAX_ACTIONS)
        {
          g_set_error (error, ST_GAME_ERROR, ST_GAME_ERROR_LOG, _ ("a log may have at most %d actions"),
                       ST_PLAYTEST_MAX_ACTIONS);
          return NULL;
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

StGameLog *
st_game_log_parse (const char *text, int *error_line, GError **error)
{
  int line, column;

  /* Callers that only want the error may pass no line. */
  return st_game_log_parse_data (text, strlen (text), error_line != NULL ? error_line : &line, &column,
                                 error);
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
      st_game_apply (game, state, action);
    }
  return g_steal_pointer (&state);
}
