/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <gio/gio.h>

#include "core/st-scenario.h"
#include "engine/st-playtest-export.h"
#include "engine/st-playtest-runner.h"

G_BEGIN_DECLS

/* A sweep: one parameter of a scenario set to each of a list of values, every
 * value played from both seatings with the same players and seeds, and the
 * first side's share of the decisive games with its 95 % interval for each. The
 * values whose interval holds 50 % are the suggested changes, the nearest to
 * even first. */

#define ST_SWEEP_ERROR (st_sweep_error_quark ())

typedef enum
{
  ST_SWEEP_ERROR_PARAM, /* no such parameter, or not one a sweep can vary */
  ST_SWEEP_ERROR_VALUE, /* a value the parameter cannot take, or a scenario that cannot be played with it */
} StSweepError;

typedef enum
{
  ST_SWEEP_NUMBER, /* a whole-number parameter of the family: "turn-limit" */
  ST_SWEEP_FIRST_SIDE, /* "first-side": which side moves first */
  ST_SWEEP_UNITS, /* "units:SIDE:TYPE": how many units of a type a side fields */
} StSweepKind;

typedef struct
{
  StSweepKind kind;
  char       *name; /* as given */
  char       *side; /* ST_SWEEP_UNITS */
  char       *type; /* ST_SWEEP_UNITS */
} StSweepParam;

/* Decisive games below which a value is not suggested, as the verdict says no
 * side is favoured below them. */
#define ST_SWEEP_MIN_DECISIVE 20

typedef struct
{
  char             *value;
  StPlaytestReport *reports[2]; /* the value's scenario, then with the other side moving first (or NULL:
                                 * one seating, and in a first-side sweep) */
  guint    games;
  guint    wins; /* of the first side, over both seatings */
  guint    losses;
  guint    draws;
  double   win_rate; /* wins / (wins + losses) */
  double   low; /* its 95 % Wilson interval */
  double   high;
  double   mean_turns;
  gboolean even; /* the interval holds 50 % with enough decisive games */
} StSweepPoint;

typedef struct
{
  StSweepParam *param;
  char         *current; /* the scenario's own value */
  char         *side; /* the side whose share is given: the first side of the scenario */
  guint         seatings; /* 2; 1 in a first-side sweep (each value is a seating) and for a family
                           * whose scenarios cannot say who moves first */
  GPtrArray *points; /* StSweepPoint*, in the order of the values */
  GArray    *suggested; /* guint indices into points: the even ones, nearest to 50 % first */
} StSweepResult;

/* Progress in the calling thread: games done of total, and the seconds the rest
 * should take at the pace so far (negative: not known yet). */
typedef void (*StSweepProgress) (guint done, guint total, double seconds_left, gpointer user_data);

GQuark st_sweep_error_quark (void);

/* What a sweep can vary in scenario: NULL with an error naming the choices. */
StSweepParam *st_sweep_param_parse (const StScenario *scenario, const char *name, GError **error);
StSweepParam *st_sweep_param_copy (const StSweepParam *param);
void          st_sweep_param_free (StSweepParam *param);
/* The whole-number parameters of the scenario's family, then "first-side" where
 * the family has it, then "units:SIDE:TYPE" for each type each side fields
 * (char*). */
GPtrArray *st_sweep_param_names (const StScenario *scenario);
/* The scenario's value of param. */
char *st_sweep_param_value (const StScenario *scenario, const StSweepParam *param);
/* Values from "6,8,10" or "4..12" with step (> 0; ignored for a list), checked
 * as param's (char*); first-side takes side ids. */
GPtrArray *st_sweep_values_parse (
    const StScenario *scenario, const StSweepParam *param, const char *text, int step, GError **error);
/* A copy of scenario with param set to value (TRUE in *changed when it differs). */
StScenario *st_sweep_apply (const StScenario   *scenario,
                            const StSweepParam *param,
                            const char         *value,
                            gboolean           *changed,
                            GError            **error);

/* Plays every value: options->games games a seating, values in parallel on
 * options->jobs threads (one after the other, each on the jobs, when
 * options->shard is set, so that the runs keep their order). NULL with an
 * error when a value cannot be played, or G_IO_ERROR_CANCELLED. */
StSweepResult *st_sweep_run (const StScenario        *scenario,
                             const StSweepParam      *param,
                             GPtrArray               *values,
                             const StPlaytestOptions *options,
                             GCancellable            *cancellable,
                             StSweepProgress          progress,
                             gpointer                 user_data,
                             GError                 **error);
void           st_sweep_result_free (StSweepResult *result);

/* The result as JSON ("file" is path, or null) and as CSV, one line a value.
 * Both end with a newline. */
char *
st_sweep_result_to_json (const StSweepResult *result, const char *path, const StPlaytestOptions *options);
/* The same with the "chosen_players" of players chosen by time (extras may be
 * NULL: chosen by hand), as playtest's JSON has it. */
char *st_sweep_result_to_json_full (const StSweepResult     *result,
                                    const char              *path,
                                    const StPlaytestOptions *options,
                                    const StPlaytestExtras  *extras);
char *st_sweep_result_to_csv (const StSweepResult *result);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (StSweepParam, st_sweep_param_free)
G_DEFINE_AUTOPTR_CLEANUP_FUNC (StSweepResult, st_sweep_result_free)

G_END_DECLS
