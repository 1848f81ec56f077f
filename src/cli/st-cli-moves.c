/* SPDX-License-Identifier: GPL-3.0-or-later */
#define G_LOG_DOMAIN "sandtable-cli"

#include "config.h"

#include <glib/gi18n.h>
#include <json-glib/json-glib.h>
#include <stdio.h>

#include "st-cli.h"

/* The log to start from: --log, else the scenario's saved play-test, else seed 0
 * and no actions. */
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
      int line = i < saved->lines->len ? g_array_index (saved->lines, int, i) : 0;
      g_ptr_array_add (log->actions, g_strdup (g_ptr_array_index (saved->actions, i)));
      g_array_append_val (log->lines, line);
    }
  return log;
}

static void
add_id (JsonBuilder *b, const char *name, const char *id)
{
  json_builder_set_member_name (b, name);
  if (id != NULL)
    json_builder_add_string_value (b, id);
  else
    json_builder_add_null_value (b);
}

static void
add_place (JsonBuilder *b, const StGame *game, const char *name, int place)
{
  g_autofree char *id = place != ST_PLACE_NONE ? st_game_place_id (game, place) : NULL;

  add_id (b, name, id);
}

/* DESIGN.md's shape: {"turn", "phase", "player", "terminal", "actions": [{"text",
 * "kind", "unit", "card", "from", "to", "agent"}]}. */
static void
print_json (const char *path, const StGame *game, const StState *state, const StActionList *actions)
{
  g_autoptr (JsonBuilder) b = json_builder_new ();
  g_autoptr (JsonNode) root = NULL;
  g_autofree char *text = NULL;
  int              player = st_game_current_player (game, state);

  json_builder_begin_object (b);
  json_builder_set_member_name (b, "file");
  json_builder_add_string_value (b, path);
  json_builder_set_member_name (b, "turn");
  json_builder_add_int_value (b, st_game_turn (game, state));
  json_builder_set_member_name (b, "phase");
  json_builder_add_string_value (b, st_game_phase_id (game, st_game_phase (game, state)));
  json_builder_set_member_name (b, "player");
  if (player >= 0)
    json_builder_add_string_value (b, st_game_player_side (game, player));
  else
    json_builder_add_null_value (b);
  json_builder_set_member_name (b, "terminal");
  json_builder_add_boolean_value (b, st_game_is_terminal (game, state));
  if (st_game_is_terminal (game, state))
    {
      int winner = st_game_winner (game, state);
      json_builder_set_member_name (b, "winner");
      if (winner >= 0)
        json_builder_add_string_value (b, st_game_player_side (game, winner));
      else
        json_builder_add_null_value (b);
      json_builder_set_member_name (b, "end_reason");
      json_builder_add_string_value (b, st_game_end_reason_id (game, st_game_end_reason (game, state)));
    }
  json_builder_set_member_name (b, "actions");
  json_builder_begin_array (b);
  for (guint i = 0; i < actions->len; i++)
    {
      g_autofree char *action = st_game_action_to_text (game, state, actions->actions[i]);
      StActionInfo     info;

      st_game_describe_action (game, state, actions->actions[i], &info);
      json_builder_begin_object (b);
      json_builder_set_member_name (b, "text");
      json_builder_add_string_value (b, action);
      json_builder_set_member_name (b, "kind");
      json_builder_add_string_value (b, info.kind);
      add_id (b, "unit", info.unit >= 0 ? st_game_unit_id (game, (guint) info.unit) : NULL);
      add_id (b, "card", info.card >= 0 ? st_game_card (game, (guint) info.card)->id : NULL);
      add_place (b, game, "from", info.from);
      add_place (b, game, "to", info.to);
      add_id (b, "agent", info.agent >= 0 ? st_game_unit_id (game, (guint) info.agent) : NULL);
      json_builder_end_object (b);
    }
  json_builder_end_array (b);
  json_builder_end_object (b);
  root = json_builder_get_root (b);
  text = json_to_string (root, TRUE);
  printf ("%s\n", text);
}

int
st_cli_moves (int argc, char **argv)
{
  gboolean         json = FALSE;
  g_autofree char *log_path = NULL;
  GOptionEntry     entries[] = {
        { "log", 0, 0, G_OPTION_ARG_FILENAME, &log_path,
          N_ ("Play this log first (seed, then one action a line)"), N_ ("LOG") },
        { "json", 0, 0, G_OPTION_ARG_NONE, &json, N_ ("Print JSON"), NULL },
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
      || (state = st_cli_replay (game, log, log_path != NULL ? log_path : argv[1])) == NULL)
    return ST_CLI_INVALID;

  st_action_list_init (&actions);
  st_game_legal_actions (game, state, &actions);
  if (json)
    print_json (argv[1], game, state, &actions);
  else if (st_game_is_terminal (game, state))
    {
      g_autofree char *result = st_cli_describe_result (game, state);
      printf (_ ("# game over: %s\n"), result);
    }
  else
    {
      printf (_ ("# turn %d, %s phase, %s to act\n"), st_game_turn (game, state),
              st_game_phase_id (game, st_game_phase (game, state)),
              st_game_player_side (game, st_game_current_player (game, state)));
      for (guint i = 0; i < actions.len; i++)
        {
          g_autofree char *text = st_game_action_to_text (game, state, actions.actions[i]);
          printf ("%s\n", text);
        }
    }
  st_action_list_free (&actions);
  return ST_CLI_OK;
}
