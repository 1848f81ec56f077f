/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

typedef enum
{
  ST_SEVERITY_ERROR,
  ST_SEVERITY_WARNING,
} StSeverity;

typedef struct
{
  StSeverity severity;
  char      *file;
  int        line; /* from 1; 0 when unknown */
  int        column; /* from 1, in characters; 0 when unknown */
  char      *message;
} StDiagnostic;

/* A list of problems found in one file, in the order they were found. Only the
 * first ST_DIAGNOSTICS_MAX are kept; the rest are counted ("… and N more"), so
 * that a hostile file cannot make a report of millions of lines. */
#define ST_DIAGNOSTICS_MAX 100

typedef struct _StDiagnostics StDiagnostics;

StDiagnostics *st_diagnostics_new (void);
void           st_diagnostics_free (StDiagnostics *self);
void           st_diagnostics_add (
              StDiagnostics *self, StSeverity severity, const char *file, int line, int column, const char *format, ...)
    G_GNUC_PRINTF (6, 7);
guint st_diagnostics_get_length (StDiagnostics *self);
/* Whether further problems are only counted: callers may then skip the work of
 * locating them. */
gboolean            st_diagnostics_is_full (StDiagnostics *self);
guint               st_diagnostics_n_dropped (StDiagnostics *self);
const StDiagnostic *st_diagnostics_get (StDiagnostics *self, guint i);
/* Errors, the dropped ones included. */
guint st_diagnostics_n_errors (StDiagnostics *self);
/* "FILE:LINE:COL: error: MESSAGE" */
char *st_diagnostic_format (const StDiagnostic *diag);
/* The same with another name for the file (a base name in a dialog whose
 * heading already says which file it is). */
char *st_diagnostic_format_as (const StDiagnostic *diag, const char *file);
/* Every problem kept, one a line, then the count of the others as
 * st_diagnostics_format_dropped () says it. */
char *st_diagnostics_format_all (StDiagnostics *self);
/* "FILE: … and N more problems" (translated, N past the first
 * ST_DIAGNOSTICS_MAX), or NULL when none was dropped; FILE is that of the
 * first problem. */
char *st_diagnostics_format_dropped (StDiagnostics *self);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (StDiagnostics, st_diagnostics_free)

G_END_DECLS
