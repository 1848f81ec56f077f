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

/* A list of problems found in one file, in the order they were found. */
typedef struct _StDiagnostics StDiagnostics;

StDiagnostics *st_diagnostics_new (void);
void           st_diagnostics_free (StDiagnostics *self);
void           st_diagnostics_add (
              StDiagnostics *self, StSeverity severity, const char *file, int line, int column, const char *format, ...)
    G_GNUC_PRINTF (6, 7);
guint               st_diagnostics_get_length (StDiagnostics *self);
const StDiagnostic *st_diagnostics_get (StDiagnostics *self, guint i);
guint               st_diagnostics_n_errors (StDiagnostics *self);
/* "FILE:LINE:COL: error: MESSAGE" */
char *st_diagnostic_format (const StDiagnostic *diag);
/* The same with another name for the file (a base name in a dialog whose
 * heading already says which file it is). */
char *st_diagnostic_format_as (const StDiagnostic *diag, const char *file);
char *st_diagnostics_format_all (StDiagnostics *self);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (StDiagnostics, st_diagnostics_free)

G_END_DECLS
