/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <gio/gio.h>

#include "st-diagnostics.h"
#include "st-file-save.h"
#include "st-scenario.h"

G_BEGIN_DECLS

#define ST_SCENARIO_ERROR (st_scenario_error_quark ())

typedef enum
{
  ST_SCENARIO_ERROR_INVALID, /* the file is not a valid scenario; see the diagnostics */
  ST_SCENARIO_ERROR_TOO_LARGE,
} StScenarioError;

#define ST_SCENARIO_MAX_FILE_SIZE (32 * 1024 * 1024)
#define ST_SCENARIO_MAX_DEPTH 64

GQuark st_scenario_error_quark (void);

/* Load and check a scenario. Every problem is added to diagnostics (may be NULL);
 * on any error NULL is returned and error says how many problems were found and
 * the first of them as FILE:LINE:COL: error: MESSAGE. The set-up problems of a
 * scenario without errors (st_lint_scenario ()) are warnings too. */
StScenario *st_scenario_load_file (const char *path, StDiagnostics *diagnostics, GError **error);
StScenario *st_scenario_load_gfile (GFile *file, StDiagnostics *diagnostics, GError **error);
StScenario *st_scenario_load_data (
    const char *data, gsize length, const char *filename, StDiagnostics *diagnostics, GError **error);

typedef enum
{
  ST_SCENARIO_LOAD_DEFAULT = 0,
  /* No set-up check (st_lint_scenario ()): for a caller that only needs the
   * scenario (a save reading its text back, a list of titles) or that lints it
   * once itself (the app's board page, in the document's content language). */
  ST_SCENARIO_LOAD_NO_SETUP_CHECK = 1 << 0,
} StScenarioLoadFlags;

StScenario *st_scenario_load_file_full (const char         *path,
                                        StDiagnostics      *diagnostics,
                                        StScenarioLoadFlags flags,
                                        GError            **error);
StScenario *st_scenario_load_gfile_full (GFile              *file,
                                         StDiagnostics      *diagnostics,
                                         StScenarioLoadFlags flags,
                                         GError            **error);
StScenario *st_scenario_load_data_full (const char         *data,
                                        gsize               length,
                                        const char         *filename,
                                        StDiagnostics      *diagnostics,
                                        StScenarioLoadFlags flags,
                                        GError            **error);

/* A check of a scenario's set-up beyond every family's, returning
 * StLintProblem: the engine's st_game_ruleset_lint (), the family's own rules,
 * which core cannot call. */
typedef GPtrArray *(*StSetupCheck) (const StScenario *scenario);
/* st_scenario_load_file (), and the problems of setup_check are warned about
 * at the element of the unit or town concerned, as those of core's lint are:
 * `validate` prints what the editor's problems pane lists. */
StScenario *st_scenario_load_file_checked (const char    *path,
                                           StDiagnostics *diagnostics,
                                           StSetupCheck   setup_check,
                                           GError       **error);

/* The canonical XML text of a scenario. */
char *st_scenario_to_xml (const StScenario *self, gsize *length);

/* Checks that the scenario text data would load (by the loader's own rules), so
 * that nothing Sandtable writes fails to load; on failure error says why. Set-up
 * problems are no reason to refuse a save, so they are not looked for. */
gboolean st_scenario_check_saveable (const char *data, gsize length, GError **error);

/* Atomic save (st_file_save_atomic ()): the canonical text is first checked with
 * st_scenario_check_saveable (), then written to a temporary file that is synced
 * and renamed over path; the previous file is kept byte for byte on any failure.
 * A GFile must be local (have a path). */
gboolean st_scenario_save_file (const StScenario *self, const char *path, GError **error);
/* The same with st_file_save_atomic_full ()'s flags (the app, when the user said
 * to replace a read-only file). */
gboolean
st_scenario_save_file_full (const StScenario *self, const char *path, StFileSaveFlags flags, GError **error);
/* The same for a scenario's canonical text already made (st_scenario_to_xml ()),
 * so that a caller that compares it with the file makes it once. */
gboolean st_scenario_save_xml (const char *data, gsize length, const char *path, GError **error);
gboolean
st_scenario_save_gfile (const StScenario *self, GFile *file, GCancellable *cancellable, GError **error);

G_END_DECLS
