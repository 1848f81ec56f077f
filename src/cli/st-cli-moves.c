/* SPDX-License-Identifier: GPL-3.0-or-later */
#define G_LOG_DOMAIN "sandtable-cli"

#include "config.h"

#include <glib/gi18n.h>
#include <json-glib/json-glib.h>
#include <stdio.h>

#include "core/st-file-save.h"
#include "st-cli.h"
#include "engine/st-game-referee.h"

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

/* A unit's id, unless viewer does not know who it is: an id names the piece, and
 * in Manöver its type too. */
static char *
unit_id (const StGame *game, const StState *state, int viewer, int unit)
{
  StPieceView view;

  if (unit < 0)
    return NULL;
  st_game_piece_view (game, state, viewer, (guint) unit, &view);
  return view.hidden ? NULL : g_strdup (st_game_unit_id (game, (guint) unit));
}

/* DESIGN.md, "Command line": the same object for every family. */
static void
print_json (const StGame *game, const StState *state, const StActionList *actions, int viewer)
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
      json_builder_set_member_name (b, "number");
      json_builder_add_int_value (b, (gint64) i + 1);
      /* The log text is the referee's: it may name a piece the viewer has not seen. */
      add_string_or_null (b, "text",
                          viewer == ST_VIEWER_ALL ? st_game_action_to_text (game, state, actions->actions[i])
                                                  : NULL);
      add_string_or_null (b, "sentence",
                          st_game_action_sentence (game, state, actions->actions[i], NULL, viewer,
                                                   st_cli_language (st_game_scenario (game))));
      add_string_or_null (b, "kind", g_strdup (info.kind));
      add_string_or_null (b, "unit", unit_id (game, state, viewer, info.unit));
      add_string_or_null (b, "card",
                          info.card >= 0 ? g_strdup (st_game_card (game, (guint) info.card)->id) : NULL);
      add_string_or_null (b, "from", st_game_place_id (game, info.from));
      add_string_or_null (b, "to", st_game_place_id (game, info.to));
      add_string_or_null (b, "agent", unit_id (game, state, viewer, info.agent));
      json_builder_end_object (b);
    }
  json_builder_end_array (b);
  json_builder_end_object (b);
  root = json_builder_get_root (b);
  text = json_to_string (root, TRUE);
  printf ("%s\n", text);
}

static void
print_text (
    const StGame *game, const StState *state, const StActionList *actions, gboolean canonical, int viewer)
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
      g_autofree char *text = canonical
                                  ? st_game_action_to_text (game, state, actions->actions[i])
                                  : st_game_action_sentence (game, state, actions->actions[i], NULL, viewer,
                                                             st_cli_language (st_game_scenario (game)));
      /* A player passes a number back (--choose), never a text naming what he
       * cannot see. */
      if (viewer == ST_VIEWER_ALL)
        printf ("%s\n", text);
      else
        printf ("%u. %s\n", i + 1, text);
    }
}

/* --choose N: the action numbered N goes to the end of the log file, as its log
 * text (the log is the referee's record); the player reads what it did. */
static gboolean
choose (const StGame       *game,
        StState            *state,
        const StActionList *actions,
        int                 number,
        const char         *log_path,
        int                 viewer)
{
  g_autoptr (GError) error = NULL;
  g_autofree char *contents = NULL;
  g_autofree char *text = NULL;
  g_autofree char *sentence = NULL;
  g_autoptr (StState) after = NULL;
  GString *file;
  gsize    length = 0;
  StAction action;

  if (number < 1 || (guint) number > actions->len)
    {
      g_printerr (_ ("sandtable-cli moves: --choose %d: there are %u actions, numbered from 1\n"), number,
                  actions->len);
      return FALSE;
    }
  action = actions->actions[number - 1];
  text = st_game_action_to_text (game, state, action);
  after = st_game_clone_state (game, state);
  st_game_apply (game, after, action);
  sentence =
      st_game_action_sentence (game, state, action, after, viewer, st_cli_language (st_game_scenario (game)));
  if (!g_file_get_contents (log_path, &contents, &length, &error))
    {
      g_printerr ("%s: error: %s\n", log_path, error->message);
      return FALSE;
    }
  file = g_string_new_len (contents, (gssize) length);
  if (file->len > 0 && file->str[file->len - 1] != '\n')
    g_string_append_c (file, '\n');
  g_string_append_printf (file, "%s\n", text);
  if (!st_file_save_atomic (log_path, file->str, file->len, &error))
    {
      g_printerr ("%s: error: %s\n", log_path, error->message);
      g_string_free (file, TRUE);
      return FALSE;
    }
  g_string_free (file, TRUE);
  printf ("%s\n", sentence);
  return TRUE;
}

int
st_cli_moves (int argc, char **argv)
{
  gboolean         json = FALSE, canonical = FALSE, referee = FALSE;
  g_autofree char *log_path = NULL, *as = NULL;
  int              number = 0, viewer;
  GOptionEntry     entries[] = {
        { "log", 0, 0, G_OPTION_ARG_FILENAME, &log_path,
          N_ ("Play this log first (seed, then one action a line)"), N_ ("LOG") },
        { "json", 0, 0, G_OPTION_ARG_NONE, &json, N_ ("Print JSON"), NULL },
        { "canonical", 0, 0, G_OPTION_ARG_NONE, &canonical,
          N_ ("Print the actions as log texts rather than sentences (the referee's view)"), NULL },
        { "as", 0, 0, G_OPTION_ARG_STRING, &as,
          N_ ("Answer as this side: only what it may know, actions numbered"), N_ ("SIDE") },
        { "referee", 0, 0, G_OPTION_ARG_NONE, &referee, N_ ("Answer as the referee, who sees everything"), NULL },
        { "choose", 0, 0, G_OPTION_ARG_INT, &number,
          N_ ("Append the action numbered N to the --log file and say what it did"), N_ ("N") },
        { NULL },
  };
  g_autoptr (GOptionContext) context =
      g_option_context_new (_ ("FILE — list the legal actions of a position"));
  gboolean ok = TRUE;
  g_autoptr (StGame) game = NULL;
  g_autoptr (StGameLog) log = NULL;
  g_autoptr (StState) state = NULL;
  StActionList actions;

  g_option_context_add_main_entries (context, entries, GETTEXT_PACKAGE);
  st_cli_add_quiet_option (context);
  g_option_context_set_description (
      context, _ ("In a game that hides information (Manoeuvre's hands, Manöver's pieces), moves answers as\n"
                  "the side to move unless --as SIDE or --referee says otherwise: only what that side may\n"
                  "know, in the words of the app (\"a Yellow piece at Mikkeli\"), the actions numbered.\n"
                  "Pass a number back with --choose N --log LOG. The log itself is the referee's record:\n"
                  "it holds everything, hidden pieces and cards included; do not show it to a player."));
  if (!st_cli_parse_options (context, &argc, &argv))
    return ST_CLI_USAGE;
  if (argc != 2)
    {
      g_printerr (_ ("sandtable-cli moves: expected one FILE\n"));
      return ST_CLI_USAGE;
    }
  if ((game = st_cli_load_game (argv[1], TRUE)) == NULL || (log = starting_log (game, log_path)) == NULL
      || (state = st_cli_replay (game, log, log_path != NULL ? log_path : argv[1], log_path == NULL)) == NULL)
    return ST_CLI_INVALID;
  if (!st_cli_parse_viewer ("moves", game, as, referee,
                            st_game_has_hidden_information (game)
                                ? MAX (0, st_game_current_player (game, state))
                                : ST_VIEWER_ALL,
                            &viewer))
    return ST_CLI_USAGE;
  if (canonical && viewer != ST_VIEWER_ALL && st_game_has_hidden_information (game))
    {
      g_printerr (_ ("sandtable-cli moves: log texts may name hidden pieces and cards: add --referee to see "
                     "them, or leave out --canonical\n"));
      return ST_CLI_USAGE;
    }
  if (number != 0 && log_path == NULL)
    {
      g_printerr (_ ("sandtable-cli moves: --choose needs --log, the file the action goes to\n"));
      return ST_CLI_USAGE;
    }

  st_action_list_init (&actions);
  /* A side that is not to act has nothing to choose from, and may not see the
   * other side's choices (its hand, its pieces). */
  if (viewer == ST_VIEWER_ALL || viewer == st_game_current_player (game, state))
    st_game_legal_actions (game, state, &actions);
  if (number != 0)
    ok = choose (game, state, &actions, number, log_path, viewer);
  else if (json)
    print_json (game, state, &actions, viewer);
  else
    print_text (game, state, &actions, canonical, viewer);
  st_action_list_free (&actions);
  return ok ? ST_CLI_OK : ST_CLI_INVALID;
}
