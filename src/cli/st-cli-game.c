/* SPDX-License-Identifier: GPL-3.0-or-later */
#define G_LOG_DOMAIN "sandtable-cli"

#include "config.h"

#include <glib/gi18n.h>
#include <stdio.h>
#include <string.h>

#include "core/st-file-read.h"
#include "core/st-locale.h"
#include "core/st-scenario-io.h"
#include "engine/st-game.h"
#include "st-cli.h"

/* What the engine commands (moves, play, playtest) share: loading a playable
 * scenario, reading logs, naming players and results. */

StGame *
st_cli_load_game (const char *path, gboolean warn)
{
  g_autoptr (StDiagnostics) diagnostics = st_diagnostics_new ();
  g_autoptr (GError) error = NULL;
  g_autoptr (StScenario) scenario = NULL;
  StGame *game;

  warn = warn && !st_cli_get_quiet ();
  /* One lint, with the family's set-up rules, as `validate` runs it; none
   * when its warnings are not printed. */
  if (warn)
    scenario = st_scenario_load_file_checked (path, diagnostics, st_game_ruleset_lint, &error);
  else
    scenario = st_scenario_load_file_full (path, diagnostics, ST_SCENARIO_LOAD_NO_SETUP_CHECK, &error);
  if (scenario == NULL)
    {
      g_autofree char *all = st_diagnostics_format_all (diagnostics);
      if (all != NULL && all[0] != '\0')
        fputs (all, stderr);
      else
        g_printerr ("%s: error: %s\n", path, error->message);
      return NULL;
    }
  if (warn)
    {
      /* Warnings only: the scenario loaded. */
      g_autofree char *all = st_diagnostics_format_all (diagnostics);
      fputs (all, stderr);
    }
  game = st_game_new_from_scenario (scenario, &error);
  if (game == NULL)
    g_printerr ("%s: error: %s\n", path, error->message);
  return game;
}

StGameLog *
st_cli_read_log (const char *path)
{
  g_autoptr (GError) error = NULL;
  g_autofree char *text = NULL;
  StGameLog       *log;
  gsize            length = 0;
  int              line = 1, column = 1;

  /* Read at most one byte past the limit, whatever the file is (/dev/zero, a FIFO). */
  if (!st_file_read_bounded_path (path, ST_GAME_LOG_MAX_SIZE, &text, &length, &error))
    {
      g_printerr ("%s: error: %s\n", path, error->message);
      return NULL;
    }
  log = st_game_log_parse_data (text, length, &line, &column, &error);
  if (log == NULL)
    g_printerr ("%s:%d:%d: error: %s\n", path, line, column, error->message);
  return log;
}

StState *
st_cli_replay (const StGame *game, const StGameLog *log, const char *log_path, gboolean saved)
{
  g_autoptr (GError) error = NULL;
  int      line = 1, column = 1;
  StState *state = st_game_replay (game, log, &line, &column, &error);

  if (state == NULL && saved)
    /* The scenario's saved play-test: the line of its <action> element. */
    g_printerr (_ ("%s:%d:%d: error: in the saved play-test: %s\n"), log_path, line, column, error->message);
  else if (state == NULL)
    g_printerr ("%s:%d:%d: error: %s\n", log_path, line, column, error->message);
  return state;
}

gboolean
st_cli_parse_player (const char *command, const char *option, const char *value, StPlayerKind *kind)
{
  if (value == NULL)
    {
      *kind = ST_PLAYER_RANDOM;
      return TRUE;
    }
  if (st_player_kind_from_string (value, kind))
    return TRUE;
  g_printerr (_ ("sandtable-cli %s: %s expects random, greedy or mcts, not '%s'\n"), command, option, value);
  return FALSE;
}

/* "sv_FI.UTF-8" and "sv" both match a scenario language "sv". */
static gboolean
language_matches (const char *lang, const char *wanted)
{
  gsize n = strlen (lang);

  return g_ascii_strncasecmp (lang, wanted, n) == 0
         && (wanted[n] == '\0' || wanted[n] == '_' || wanted[n] == '-' || wanted[n] == '.'
             || wanted[n] == '@');
}

const char *
st_cli_language (const StScenario *scenario)
{
  const char *const *wanted = g_get_language_names ();
  g_autoptr (GPtrArray) languages = st_scenario_languages (scenario);

  for (guint i = 0; wanted[i] != NULL && !g_str_equal (wanted[i], "C"); i++)
    for (guint j = 0; j < languages->len; j++)
      if (language_matches (g_ptr_array_index (languages, j), wanted[i]))
        return g_intern_string (g_ptr_array_index (languages, j));
  /* As the app does without a match: English is a better guess than the source. */
  if (g_ptr_array_find_with_equal_func (languages, "en", g_str_equal, NULL))
    return "en";
  return NULL;
}

gboolean
st_cli_parse_viewer (
    const char *command, const StGame *game, const char *as, gboolean referee, int fallback, int *viewer)
{
  *viewer = fallback;
  if (as != NULL && referee)
    {
      g_printerr (_ ("sandtable-cli %s: --as and --referee exclude each other\n"), command);
      return FALSE;
    }
  if (referee)
    *viewer = ST_VIEWER_ALL;
  if (as == NULL)
    return TRUE;
  for (int p = 0; p < 2; p++)
    if (g_strcmp0 (st_game_player_side (game, p), as) == 0)
      {
        *viewer = p;
        return TRUE;
      }
  g_printerr (_ ("sandtable-cli %s: --as %s names no side; the sides are %s and %s\n"), command, as,
              st_game_player_side (game, 0), st_game_player_side (game, 1));
  return FALSE;
}

const char *
st_cli_side_name (const StGame *game, int player)
{
  const StSide *side;

  if (player < 0)
    return "-";
  side = st_scenario_find_side (st_game_scenario (game), st_game_player_side (game, player));
  /* In the language of the messages around it ("# Turn 1, Move: Blue"). */
  if (side != NULL && side->name != NULL && !st_text_is_empty (side->name))
    return st_text_get (side->name, st_cli_language (st_game_scenario (game)));
  return st_game_player_side (game, player);
}

char *
st_cli_describe_result (const StGame *game, const StState *state, gboolean for_people)
{
  int   winner = st_game_winner (game, state);
  guint reason = st_game_end_reason (game, state);

  if (!st_game_is_terminal (game, state))
    return g_strdup (_ ("the game is not over"));
  if (for_people && winner < 0)
    /* Translators: the end of a game: the end reason, the last turn. */
    return g_strdup_printf (_ ("Draw (%s) after turn %d"), st_game_end_reason_label (game, reason),
                            st_game_turn (game, state));
  if (for_people)
    /* Translators: the end of a game: the winning side, the end reason, the turn. */
    return g_strdup_printf (_ ("%s wins (%s) in turn %d"), st_cli_side_name (game, winner),
                            st_game_end_reason_label (game, reason), st_game_turn (game, state));
  if (winner < 0)
    return g_strdup_printf (_ ("draw (%s) after turn %d"),
                            st_game_end_reason_id (game, st_game_end_reason (game, state)),
                            st_game_turn (game, state));
  return g_strdup_printf (_ ("%s wins (%s) in turn %d"), st_game_player_side (game, winner),
                          st_game_end_reason_id (game, st_game_end_reason (game, state)),
                          st_game_turn (game, state));
}
