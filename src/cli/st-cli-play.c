/* SPDX-License-Identifier: GPL-3.0-or-later */
#define G_LOG_DOMAIN "sandtable-cli"

#include "config.h"

#include <glib/gi18n.h>
#include <stdio.h>
#include <string.h>

#include "core/st-file-save.h"
#include "st-cli.h"
#include "engine/st-game-referee.h"

int
st_cli_play (int argc, char **argv)
{
  g_autofree char *p1 = NULL, *p2 = NULL, *log_out = NULL;
  gint64           seed = 1;
  int              iterations = 200;
  gboolean         canonical = FALSE, referee = FALSE;
  g_autofree char *as = NULL;
  int              viewer;
  GOptionEntry     entries[] = {
        { "p1", 0, 0, G_OPTION_ARG_STRING, &p1, N_ ("First player: random, greedy or mcts"), N_ ("KIND") },
        { "p2", 0, 0, G_OPTION_ARG_STRING, &p2, N_ ("Second player: random, greedy or mcts"), N_ ("KIND") },
        { "seed", 0, 0, G_OPTION_ARG_INT64, &seed, N_ ("Seed of the dice and the players (default 1)"),
          N_ ("N") },
        { "iterations", 0, 0, G_OPTION_ARG_INT, &iterations, N_ ("MCTS iterations a decision (default 200)"),
          N_ ("N") },
        { "log-out", 0, 0, G_OPTION_ARG_FILENAME, &log_out, N_ ("Also write the log to this file"), N_ ("LOG") },
        { "canonical", 0, 0, G_OPTION_ARG_NONE, &canonical,
          N_ ("Print the log rather than sentences (the referee's record)"), NULL },
        { "as", 0, 0, G_OPTION_ARG_STRING, &as, N_ ("Tell the game as this side saw it"), N_ ("SIDE") },
        { "referee", 0, 0, G_OPTION_ARG_NONE, &referee,
          N_ ("Tell the game as the referee, who sees everything (the default)"), NULL },
        { NULL },
  };
  g_autoptr (GOptionContext) context = g_option_context_new (_ ("FILE — play one game between AI players"));
  g_autoptr (StGame) game = NULL;
  g_autoptr (StState) state = NULL;
  g_autoptr (StGameLog) log = NULL;
  g_autoptr (StPlayer) first = NULL;
  g_autoptr (StPlayer) second = NULL;
  g_autoptr (GError) error = NULL;
  g_autofree char *text = NULL, *result = NULL;
  StPlayerOptions  options[2];
  StPlayerKind     kinds[2];
  StRng            rng, streams[2];
  g_autoptr (StState) after = NULL;
  GString *sentences;
  int      last_turn = -1;
  guint    last_phase = G_MAXUINT;

  g_option_context_add_main_entries (context, entries, GETTEXT_PACKAGE);
  st_cli_add_quiet_option (context);
  st_cli_add_force_option (context);
  g_option_context_set_description (
      context, _ ("The sentences are the referee's, who sees everything, unless --as SIDE tells the game as\n"
                  "that side saw it, in the words of the app (\"a Yellow piece at Mikkeli\"). The log\n"
                  "(--canonical, --log-out) is always the referee's record: it names every piece and card."));
  if (!st_cli_parse_options (context, &argc, &argv))
    return ST_CLI_USAGE;
  if (argc != 2)
    {
      g_printerr (_ ("sandtable-cli play: expected one FILE\n"));
      return ST_CLI_USAGE;
    }
  if (seed < 0 || iterations < 1)
    {
      g_printerr (_ ("sandtable-cli play: --seed and --iterations must be positive\n"));
      return ST_CLI_USAGE;
    }
  if (!st_cli_parse_player ("play", "--p1", p1, &kinds[0])
      || !st_cli_parse_player ("play", "--p2", p2, &kinds[1]))
    return ST_CLI_USAGE;
  if ((game = st_cli_load_game (argv[1], TRUE)) == NULL)
    return ST_CLI_INVALID;
  if (!st_cli_parse_viewer ("play", game, as, referee, ST_VIEWER_ALL, &viewer))
    return ST_CLI_USAGE;
  if (canonical && viewer != ST_VIEWER_ALL && st_game_has_hidden_information (game))
    {
      g_printerr (
          _ ("sandtable-cli play: the log names hidden pieces and cards: --canonical is the referee's, "
             "not for --as\n"));
      return ST_CLI_USAGE;
    }

  /* The log's seed rolls the dice; each player draws from its own stream of it. */
  st_rng_seed (&rng, (guint64) seed);
  log = st_game_log_new ((guint64) seed);
  state = st_game_new_initial_state (game, log->seed);
  for (int p = 0; p < 2; p++)
    {
      st_player_options_init (&options[p], kinds[p]);
      options[p].iterations = (guint) iterations;
    }
  streams[0] = st_rng_split (&rng, 1);
  streams[1] = st_rng_split (&rng, 2);
  first = st_player_new (game, &options[0], st_rng_next (&streams[0]));
  second = st_player_new (game, &options[1], st_rng_next (&streams[1]));
  sentences = g_string_new (NULL);
  after = st_game_clone_state (game, state);
  while (!st_game_is_terminal (game, state))
    {
      StPlayer *player = st_game_current_player (game, state) == 0 ? first : second;
      g_autoptr (StState) observation = st_game_observation (game, state);
      StAction         action = st_player_choose (player, observation);
      g_autofree char *canonical_text = st_game_action_to_text (game, state, action);
      g_autofree char *sentence = NULL;
      int              turn = st_game_turn (game, state);
      guint            phase = st_game_phase (game, state);

      st_game_log_append (log, canonical_text, (int) log->actions->len + 2, 1);
      st_game_copy_state (game, after, state);
      st_game_apply (game, after, action);
      if (turn != last_turn || phase != last_phase)
        /* Translators: a heading in the played game: turn number, phase name, the
         * side whose turn it is. */
        g_string_append_printf (sentences, _ ("# Turn %d, %s: %s\n"), turn, st_game_phase_label (game, phase),
                                st_cli_side_name (game, st_game_active_player (game, state)));
      last_turn = turn;
      last_phase = phase;
      sentence = st_game_action_sentence (game, state, action, after, viewer,
                                          st_cli_language (st_game_scenario (game)));
      g_string_append_printf (sentences, "%s\n", sentence);
      st_game_copy_state (game, state, after);
    }
  text = st_game_log_to_string (log);
  result = st_cli_describe_result (game, state, FALSE);
  if (canonical)
    printf ("%s# %s\n", text, result);
  else
    {
      g_autofree char *people = st_cli_describe_result (game, state, TRUE);
      printf ("%s# %s\n", sentences->str, people);
    }
  g_string_free (sentences, TRUE);
  if (log_out != NULL)
    {
      g_autofree char *file = g_strdup_printf ("%s# %s\n", text, result);
      if (!st_file_save_atomic (log_out, file, strlen (file), &error))
        {
          st_cli_print_error (log_out, error);
          return ST_CLI_INVALID;
        }
    }
  return ST_CLI_OK;
}
