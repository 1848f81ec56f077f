/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <glib.h>

#include "engine/st-game.h"
#include "engine/st-playtest-runner.h"

G_BEGIN_DECLS

/* A balance verdict in plain words: what a designer can act on, read from one or
 * more playtest runs of a scenario. Each finding is a sentence with the figure
 * behind it, so that a page can show the sentence and a test can check the
 * figure. */

typedef enum
{
  ST_FINDING_FAVOURS_SIDE, /* a side wins more of the decisive games: side, share, interval */
  ST_FINDING_EVEN, /* neither side is clearly favoured: share and interval of side 0 */
  ST_FINDING_TOO_FEW, /* too few decisive games to say */
  ST_FINDING_SELDOM_ENDS, /* most games end without a winner: share, reason */
  ST_FINDING_USUAL_END, /* how games usually end: share, reason */
  ST_FINDING_FIRST_MOVE, /* the player who moves first wins more, with either side */
  ST_FINDING_SECOND_MOVE, /* the player who moves second wins more, with either side */
  ST_FINDING_SIDE_NOT_FIRST_MOVE, /* the favoured side wins whichever side moves first */
  ST_FINDING_ONE_SEATING, /* every game had the same first side: the two cannot be told apart */
  ST_FINDING_NO_FIRST_MOVE, /* both seatings, and neither the first move nor a side is clearly ahead */
  ST_FINDING_SIDE_AND_FIRST_MOVE, /* the first mover wins more, but not with either side: both matter */
  /* The check with stronger players (st-balance-check.c). */
  ST_FINDING_HOLDS_STRONGER, /* their sample agrees: share and interval of the side of the verdict */
  ST_FINDING_CHANGES_STRONGER, /* it disagrees: the side they favour (or side 0 when even), share, interval */
  ST_FINDING_STRONGER_TOO_FEW, /* too few of their games were decisive to check */
} StFindingKind;

typedef struct
{
  StFindingKind kind;
  char         *text; /* translated */
  int           side; /* index in the scenario's sides, or -1 */
  int           reason; /* end reason, or -1 */
  double        share; /* the figure the sentence gives, 0..1 */
  double        low; /* its 95 % interval, or the share itself */
  double        high;
} StFinding;

/* One run: its report and which scenario side moved first (player 0) and second. */
typedef struct
{
  const StPlaytestReport *report;
  int                     first_side; /* index in scenario->sides */
  int                     second_side;
} StBalanceRun;

/* Decisive games below which no side is called favoured. */
#define ST_BALANCE_MIN_DECISIVE 20

/* The findings of the runs, most important first (StFinding*). Side names are the
 * scenario's in lang (NULL: the document language). */
GPtrArray *st_balance_verdict (const StGame *game, const StBalanceRun *runs, guint n_runs, const char *lang);
void       st_finding_free (StFinding *finding);
/* A copy of the game's scenario in which the other side moves first (its
 * "first-side" parameter), to play both seatings; NULL when the family's
 * scenarios cannot say who moves first. */
StScenario *st_balance_swapped_scenario (const StGame *game);
/* The verdict's check with stronger players on a sample of the games (runs and
 * stronger of the same seatings, n_runs each): it holds unless their sample
 * favours another side than the verdict, or their share of the decisive games
 * differs from the run's by a real change (a two-proportion test, p < 0.05). */
StFinding *st_balance_stronger_finding (const StGame       *game,
                                        const StBalanceRun *runs,
                                        const StBalanceRun *stronger,
                                        guint               n_runs,
                                        const char         *lang);
/* The name of the scenario's side (an index in its sides) in lang. */
const char *st_balance_side_name (const StGame *game, int side, const char *lang);
/* "favours-side", "even", ... for files and JSON. */
const char *st_finding_kind_id (StFindingKind kind);

G_END_DECLS
