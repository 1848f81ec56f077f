/* SPDX-License-Identifier: GPL-3.0-or-later */
#define G_LOG_DOMAIN "sandtable-cli"

#include "config.h"

#include <glib/gi18n.h>
#include <json-glib/json-glib.h>
#include <stdio.h>

#include "st-cli.h"

/* The log to start from: --log, else the scenario's saved play-test, else seed 0
 * and no actions. The saved play-test's actions are located where their
 * <action> elements are in the scenario file. */
static StGameLog *
starting_log (const StGame *game, const char *log_path)
{
  const StPlaytest *saved = st_game_scenario (game)->playtest;
  StGameLog        *log;

  if (log_path != NULL)
    return st_cli_read_log (log_path);
  log = st_game_log_new (saved != NULL ? saved->seed : 0);
  for (guint i = 0; saved != NULL && i < saved->actions->len; i++)
    {
      /* Errors point at the <action> in the scenario file. */
      int line = i < saved->lines->len ? g_array_index (saved->lines, int, i) : (int) i + 1;
      int column = i < saved->columns->len ? g_array_index (saved->columns, int, i) : 1;

      st_game_log_append (log, g_ptr_array_index (saved->actions, i), line, column);
    }
  return log;
}

static void
add_string_or_null (JsonBuilder *b, const char *member, char *value)
{
  json_builder_set_member_name (b, member);
  if (value != NULL)
    json_builder_add_string_value (b, value);
  else
    json_builder_add_null_value (b);
  g_free (value);
}

static char *
unit_id (const StGame *game, int unit)
{
  return unit >= 0 ? g_strdup (st_game_unit_id (game, (guint) unit)) : NULL;
}

/* DESIGN.md, "Command line": the same object for every family. */
static void
print_json (const StGame *game, const StState *state, const StActionList *actions)
{
  g_autoptr (JsonBuilder) b = json_builder_new ();
  g_autoptr (JsonNode) root = NULL;
  g_autofree char *text = NULL;
  int              player = st_game_current_player (game, state);

  json_builder_begin_object (b);
  json_builder_set_member_name (b, "turn");
  json_builder_add_int_value (b, st_game_turn (game, state));
  add_string_or_null (b, "phase", g_strdup (st_game_phase_id (game, st_game_phase (game, state))));
  add_string_or_null (b, "player", player >= 0 ? g_strdup (st_game_player_side (game, player)) : NULL);
  json_builder_set_member_name (b, "terminal");
  json_builder_add_boolean_value (b, st_game_is_terminal (game, state));
  if (st_game_is_terminal (game, state))
    {
      int winner = st_game_winner (game, state);

      add_string_or_null (b, "winner", winner >= 0 ? g_strdup (st_game_player_side (game, winner)) : NULL);
      add_string_or_null (b, "end_reason",
                          g_strdup (st_game_end_reason_id (game, st_game_end_reason (game, state))));
    }
  json_builder_set_member_name (b, "actions");
  json_builder_begin_array (b);
  for (guint i = 0; i < actions->len; i++)
    {
      StActionInfo info;

      st_game_describe_action (game, state, actions->actions[i], &info);
      json_builder_begin_object (b);
      add_string_or_null (b, "text", st_game_action_to_text (game, state, actions->actions[i]));
      add_string_or_null (b, "kind", g_strdup (info.kind));
      add_string_or_null (b, "unit", unit_id (game, info.unit));
      add_string_or_null (b, "card",
                          info.card >= 0 ? g_strdup (st_game_card (game, (guint) info.card)->id) : NULL);
      add_string_or_null (b, "from", st_game_place_id (game, info.from));
      add_string_or_null (b, "to", st_game_place_id (game, info.to));
      add_string_or_null (b, "agent", unit_id (game, info.agent));
      json_builder_end_object (b);
    }
  json_builder_end_array (b);
  json_builder_end_object (b);
  root = json_builder_get_root (b);
  text = json_to_string (root, TRUE);
  printf ("%s\n", text);
}

static void
print_text (const StGame *game, const StState *state, const StActionList *actions, gboolean canonical)
{
  int player = st_game_current_player (game, state);

  if (st_game_is_terminal (game, state))
    {
      g_autofree char *result = st_cli_describe_result (game, state, !canonical);
      printf (_ ("# game over: %s\n"), result);
      return;
    }
  if (canonical)
    printf (_ ("# turn %d, %s phase, %s to act\n"), st_game_turn (game, state),
            st_game_phase_id (game, st_game_phase (game, state)), st_game_player_side (game, player));
  else
    /* Translators: turn number, phase name, side name. */
    printf (_ ("# Turn %d, %s: %s to act\n"), st_game_turn (game, state),
            st_game_phase_label (game, st_game_phase (game, state)), st_cli_side_name (game, player));
  for (guint i = 0; i < actions->len; i++)
    {
      g_autofree char *text =
          canonical ? st_game_action_to_text (game, state, actions->actions[i])
                    : st_game_action_sentence (game, state, actions->actions[i], NULL, ST_VIEWER_ALL,
                                               st_cli_language (st_game_scenario (game)));
      printf ("%s\n", text);
    }
}

int
st_cli_moves (int argc, char **argv)
{
  gboolean         json = FALSE, canonical = FALSE;
  g_autofree char *log_path = NULL;
  GOptionEntry     entries[] = {
        { "log", 0, 0, G_OPTION_ARG_FILENAME, &log_path,
          N_ ("Play this log first (seed, then one action a line)"), N_ ("LOG") },
        { "json", 0, 0, G_OPTION_ARG_NONE, &json, N_ ("Print JSON"), NULL },
        { "canonical", 0, 0, G_OPTION_ARG_NONE, &canonical,
          N_ ("Print the actions as log texts rather than sentences"), NULL },
        { NULL },
  };
  g_autoptr (GOptionContext) context =
      g_option_context_new (_ ("FILE — list the legal actions of a position"));
  g_autoptr (StGame) game = NULL;
  g_autoptr (StGameLog) log = NULL;
  g_autoptr (StState) state = NULL;
  StActionList actions;

  g_option_context_add_main_entries (context, entries, GETTEXT_PACKAGE);
  if (!st_cli_parse_options (context, &argc, &argv))
    return ST_CLI_USAGE;
  if (argc != 2)
    {
      g_printerr (_ ("sandtable-cli moves: expected one FILE\n"));
      return ST_CLI_USAGE;
    }
  if ((game = st_cli_load_game (argv[1])) == NULL || (log = starting_log (game, log_path)) == NULL
      || (state = st_cli_replay (game, log, log_path != NULL ? log_path : argv[1], log_path == NULL)) == NULL)
    return ST_CLI_INVALID;

  st_action_list_init (&actions);
  st_game_legal_actions (game, state, &actions);
  if (json)
    print_json (game, state, &actions);
  else
    print_text (game, state, &actions, canonical);
  st_action_list_free (&actions);
  return ST_CLI_OK;
}
