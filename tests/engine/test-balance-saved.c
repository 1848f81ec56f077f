/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gstdio.h>
#include <string.h>

#include "core/st-scenario-io.h"
#include "engine/st-balance-saved.h"
#include "engine/st-balance.h"
#include "engine/st-playtest-export.h"

/* A saved run (what `playtest --json` prints) as the old version of a balance
 * diff: read back, it gives the figures of the run it was printed from, and a
 * comparison with it the figures of playing the old version again. */

#define CLOSE(a, b) g_assert_cmpfloat_with_epsilon ((a), (b), 1e-9)

typedef struct
{
  StGame           *game;
  StGame           *swapped;
  StPlaytestOptions options;
  StPlaytestReport *reports[2];
  char             *dir;
  char             *path; /* the run of both seatings as JSON */
} Fixture;

static void
fixture_set_up (Fixture *f, gconstpointer data)
{
  g_autoptr (GError) error = NULL;
  g_autofree char *scenario_path =
      g_build_filename (g_getenv ("SANDTABLE_SOURCE_ROOT"), "data", "scenarios", "maneuver-basic.xml", NULL);
  g_autoptr (StScenario) scenario = st_scenario_load_file (scenario_path, NULL, &error);
  g_autoptr (StScenario) other = NULL;
  g_autofree char  *json = NULL;
  StPlaytestSeating seatings[2];

  g_assert_no_error (error);
  f->game = st_game_new_from_scenario (scenario, &error);
  g_assert_no_error (error);
  other = st_balance_swapped_scenario (f->game);
  f->swapped = st_game_new_from_scenario (other, &error);
  g_assert_no_error (error);
  st_playtest_options_init (&f->options);
  f->options.games = 24;
  f->options.jobs = 2;
  f->options.seed = 11;
  st_player_options_init (&f->options.players[0], ST_PLAYER_GREEDY);
  st_player_options_init (&f->options.players[1], ST_PLAYER_GREEDY);
  f->reports[0] = st_playtest_run (f->game, &f->options, NULL, NULL, NULL, &error);
  g_assert_no_error (error);
  f->reports[1] = st_playtest_run (f->swapped, &f->options, NULL, NULL, NULL, &error);
  g_assert_no_error (error);
  seatings[0] = (StPlaytestSeating){ f->game, f->reports[0], NULL };
  seatings[1] = (StPlaytestSeating){ f->swapped, f->reports[1], NULL };
  json = st_playtest_report_to_json (scenario_path, &f->options, seatings, 2, NULL);
  f->dir = g_dir_make_tmp ("balance-saved-XXXXXX", &error);
  g_assert_no_error (error);
  f->path = g_build_filename (f->dir, "run.json", NULL);
  g_file_set_contents (f->path, json, -1, &error);
  g_assert_no_error (error);
}

static void
fixture_tear_down (Fixture *f, gconstpointer data)
{
  g_autofree char *bad = g_build_filename (f->dir, "bad.json", NULL);

  g_unlink (bad);
  g_unlink (f->path);
  g_rmdir (f->dir);
  g_free (f->path);
  g_free (f->dir);
  st_playtest_report_free (f->reports[0]);
  st_playtest_report_free (f->reports[1]);
  st_game_unref (f->game);
  st_game_unref (f->swapped);
}

static void
assert_same_figures (const StPlaytestReport *a, const StPlaytestReport *b)
{
  g_assert_cmpuint (a->games, ==, b->games);
  g_assert_cmpuint (a->wins[0], ==, b->wins[0]);
  g_assert_cmpuint (a->wins[1], ==, b->wins[1]);
  g_assert_cmpuint (a->draws, ==, b->draws);
  g_assert_cmpuint (a->n_end_reasons, ==, b->n_end_reasons);
  for (guint e = 0; e < a->n_end_reasons; e++)
    g_assert_cmpuint (a->end_reasons[e], ==, b->end_reasons[e]);
  g_assert_cmpuint (a->max_turns, ==, b->max_turns);
  for (guint t = 0; t <= a->max_turns; t++)
    g_assert_cmpuint (a->turn_histogram[t], ==, b->turn_histogram[t]);
  CLOSE (a->mean_turns, b->mean_turns);
  CLOSE (a->median_turns, b->median_turns);
  CLOSE (a->first_player_win_low, b->first_player_win_low);
  g_assert_cmpfloat_with_epsilon (a->mean_actions, b->mean_actions, 1.0 / a->games);
}

static void
test_read_back (Fixture *f, gconstpointer data)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (StBalanceSaved) saved =
      st_balance_saved_read (f->path, f->game, f->swapped, &f->options, 0, &error);

  g_assert_no_error (error);
  g_assert_cmpuint (saved->options.seed, ==, 11);
  g_assert_cmpint (saved->options.players[0].kind, ==, ST_PLAYER_GREEDY);
  g_assert_cmpint (saved->options.players[1].kind, ==, ST_PLAYER_GREEDY);
  g_assert_nonnull (saved->swapped);
  assert_same_figures (saved->report, f->reports[0]);
  assert_same_figures (saved->swapped, f->reports[1]);
}

static void
test_diff_equals_played (Fixture *f, gconstpointer data)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (StBalanceSaved) saved =
      st_balance_saved_read (f->path, f->game, f->swapped, &f->options, 0, &error);
  g_autoptr (StBalanceDiff) from_saved = NULL;
  g_autoptr (StBalanceDiff) played = NULL;
  StPlaytestOptions options = f->options;

  g_assert_no_error (error);
  /* Another seed in the options: the saved run's is played. */
  options.seed = 99;
  from_saved =
      st_balance_diff_run_saved (saved, f->game, f->swapped, &options, NULL, NULL, NULL, NULL, &error);
  g_assert_no_error (error);
  played = st_balance_diff_run (st_game_scenario (f->game), st_game_scenario (f->game), &f->options, NULL,
                                NULL, NULL, NULL, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (from_saved->figures->len, ==, 6);
  g_assert_cmpuint (played->figures->len, ==, 6);
  for (guint i = 0; i < 6; i++)
    {
      const StDiffFigure *a = g_ptr_array_index (from_saved->figures, i);
      const StDiffFigure *b = g_ptr_array_index (played->figures, i);

      CLOSE (a->old_value, b->old_value);
      CLOSE (a->new_value, b->new_value);
      CLOSE (a->low, b->low);
      CLOSE (a->high, b->high);
      CLOSE (a->p_value, b->p_value);
      g_assert_cmpstr (a->text, ==, b->text);
    }
  /* The same version twice: played, every game is alike; saved, it cannot be said. */
  g_assert_true (played->same_games);
  g_assert_false (from_saved->same_games);
  g_assert_null (from_saved->edits);
  g_assert_cmpuint (played->edits->len, ==, 0);
}

/* The error's "PATH:LINE:COL: error: " for a report whose text has replace
 * instead of the first find after after. */
static void
assert_error_at (Fixture    *f,
                 const char *after,
                 const char *find,
                 const char *replace,
                 int         line,
                 int         column,
                 const char *words)
{
  g_autoptr (GError) error = NULL;
  g_autofree char *text = NULL;
  g_autofree char *bad = g_build_filename (f->dir, "bad.json", NULL);
  g_autofree char *where = NULL;
  g_autoptr (GString) s = NULL;
  g_autoptr (StBalanceSaved) saved = NULL;

  g_assert_true (g_file_get_contents (f->path, &text, NULL, NULL));
  s = g_string_new (strstr (text, after));
  g_assert_nonnull (strstr (s->str, find));
  g_string_replace (s, find, replace, 1);
  g_string_prepend_len (s, text, strstr (text, after) - text);
  g_assert_true (g_file_set_contents (bad, s->str, -1, NULL));
  saved = st_balance_saved_read (bad, f->game, f->swapped, &f->options, 0, &error);
  g_assert_null (saved);
  g_assert_nonnull (error);
  where = g_strdup_printf ("%s:%d:%d: error: ", bad, line, column);
  if (!g_str_has_prefix (error->message, where) || strstr (error->message, words) == NULL)
    g_error ("expected “%s…%s”, got “%s”", where, words, error->message);
}

/* The line of the first occurrence of needle after after in the saved file, 1-based. */
static int
line_of (Fixture *f, const char *after, const char *needle, int *column)
{
  g_autofree char *text = NULL;
  const char      *at, *line_start;
  int              line = 1;

  g_assert_true (g_file_get_contents (f->path, &text, NULL, NULL));
  at = strstr (strstr (text, after), needle);
  g_assert_nonnull (at);
  line_start = text;
  for (const char *c = text; c < at; c++)
    if (*c == '\n')
      {
        line++;
        line_start = c + 1;
      }
  *column = (int) (at - line_start) + 1;
  return line;
}

static void
test_errors (Fixture *f, gconstpointer data)
{
  int column, line;

  /* The seed, pointed at its value. */
  line = line_of (f, "\"file\"", "\"seed\" : 11", &column);
  assert_error_at (f, "\"file\"", "\"seed\" : 11", "\"seed\" : \"x\"", line, column + 9, "seed");
  /* A side of another scenario, at the side's value (the sum of both seatings, before them, is not read). */
  line = line_of (f, "\"seatings\"", "\"side\" : \"blue\"", &column);
  assert_error_at (f, "\"seatings\"", "\"side\" : \"blue\"", "\"side\" : \"aurelia\"", line, column + 9,
                   "another scenario");
  /* An unknown kind of player. */
  line = line_of (f, "\"seatings\"", "\"kind\" : \"greedy\"", &column);
  assert_error_at (f, "\"seatings\"", "\"kind\" : \"greedy\"", "\"kind\" : \"clever\"", line, column + 9,
                   "random, greedy or mcts");
}

static void
test_asked (Fixture *f, gconstpointer data)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (StBalanceSaved) saved = NULL;
  StPlaytestOptions asked = f->options;

  /* What agrees is accepted. */
  saved = st_balance_saved_read (
      f->path, f->game, f->swapped, &asked,
      ST_BALANCE_ASKED_P1 | ST_BALANCE_ASKED_P2 | ST_BALANCE_ASKED_SEED | ST_BALANCE_ASKED_GAMES, &error);
  g_assert_no_error (error);
  g_clear_pointer (&saved, st_balance_saved_free);
  /* Another second player is named. */
  st_player_options_init (&asked.players[1], ST_PLAYER_RANDOM);
  saved = st_balance_saved_read (f->path, f->game, f->swapped, &asked, ST_BALANCE_ASKED_P2, &error);
  g_assert_null (saved);
  g_assert_nonnull (strstr (error->message, "second player was Greedy, --p2 asks for Random"));
  g_clear_error (&error);
  /* Fewer games than the saved run's. */
  asked = f->options;
  asked.games = 10;
  saved = st_balance_saved_read (f->path, f->game, f->swapped, &asked, ST_BALANCE_ASKED_GAMES, &error);
  g_assert_null (saved);
  g_assert_nonnull (strstr (error->message, "24 games in a seating, --games asks for 10"));
}

int
main (int argc, char *argv[])
{
  g_setenv ("LANGUAGE", "C", TRUE);
  g_test_init (&argc, &argv, NULL);
  g_test_add ("/balance-saved/read back", Fixture, NULL, fixture_set_up, test_read_back, fixture_tear_down);
  g_test_add ("/balance-saved/diff equals playing again", Fixture, NULL, fixture_set_up,
              test_diff_equals_played, fixture_tear_down);
  g_test_add ("/balance-saved/errors at their place", Fixture, NULL, fixture_set_up, test_errors,
              fixture_tear_down);
  g_test_add ("/balance-saved/options that differ", Fixture, NULL, fixture_set_up, test_asked,
              fixture_tear_down);
  return g_test_run ();
}
