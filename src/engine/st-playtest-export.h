/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include "engine/st-playtest-runner.h"

G_BEGIN_DECLS

/* One seating of a run: the game it was played on (its player 0 is the side
 * that moved first) and its report. A run of both seatings has two. */
typedef struct
{
  const StGame           *game;
  const StPlaytestReport *report;
  /* The same seating by the stronger players on a sample of its games (its
   * first ones, same seeds), or NULL: the verdict was not checked. */
  const StPlaytestReport *stronger;
} StPlaytestSeating;

/* What a run of players chosen by time adds to its JSON. */
typedef struct
{
  const char              *time; /* st_balance_time_to_string (), or NULL: players chosen by hand */
  const char              *description; /* the chosen players and how strong they are, or NULL */
  double                   seconds_a_move; /* MCTS's measured time a decision, 0: not measured */
  guint                    strength_games; /* MCTS against Greedy, 0: not measured */
  guint                    strength_wins;
  guint                    strength_losses;
  const StPlaytestOptions *stronger; /* the stronger players, when the seatings have their sample */
} StPlaytestExtras;

/* A run as JSON with path (the scenario's; NULL: null) as its "file": the figures and end
 * reasons of its one seating, or with two seatings their sum and a "seatings"
 * array of each one's figures; and the verdict of all of them, with side names
 * in lang (NULL: the document language). Ends with a newline. */
char *st_playtest_report_to_json (const char              *path,
                                  const StPlaytestOptions *options,
                                  const StPlaytestSeating *seatings,
                                  guint                    n_seatings,
                                  const char              *lang);
/* The same with what players chosen by time and the check with stronger players
 * add (extras may be NULL): "chosen_players" and "stronger" objects, and the
 * check's finding at the end of the verdict. */
char *st_playtest_report_to_json_full (const char              *path,
                                       const StPlaytestOptions *options,
                                       const StPlaytestSeating *seatings,
                                       guint                    n_seatings,
                                       const StPlaytestExtras  *extras,
                                       const char              *lang);
/* Adds extras' "chosen_players" object (players chosen by time) to b, a
 * JsonBuilder inside an object; nothing when extras is NULL or its players were
 * chosen by hand. The sweep's JSON has it too. */
struct _JsonBuilder;
void st_playtest_extras_add_chosen (struct _JsonBuilder     *b,
                                    const StPlaytestOptions *options,
                                    const StPlaytestExtras  *extras);
/* One seating's figures as `playtest --json` writes them ("players" with their
 * sides and budgets, "draws", the win rates, "length" with its histogram,
 * "end_reasons"), added to the object being built: balance-diff's runs have
 * them too, so that its JSON can be a baseline (st-balance-saved.h). */
void st_playtest_report_add_members (struct _JsonBuilder     *b,
                                     const StGame            *game,
                                     const StPlaytestOptions *options,
                                     const StPlaytestReport  *report);
/* The verdict of the seatings (StFinding*), with the check with stronger players
 * at its end when every seating has their sample. */
GPtrArray *
st_playtest_seatings_verdict (const StPlaytestSeating *seatings, guint n_seatings, const char *lang);
/* A run as CSV, one line a game; with two seatings a first column "seating"
 * names the side that moved first. Ends with a newline. */
char *st_playtest_report_to_csv (const StPlaytestSeating *seatings, guint n_seatings);

G_END_DECLS
