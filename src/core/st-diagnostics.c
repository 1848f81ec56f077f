/* SPDX-License-Identifier: GPL-3.0-or-later */
#define G_LOG_DOMAIN "sandtable-core"

#include "config.h"

#include <glib/gi18n-lib.h>

#include "st-diagnostics.h"

struct _StDiagnostics
{
  GPtrArray *items;
  guint      n_dropped; /* problems past ST_DIAGNOSTICS_MAX, counted only */
  guint      n_dropped_errors;
};

static void
st_diagnostic_free (gpointer data)
{
  StDiagnostic *diag = data;

  g_free (diag->file);
  g_free (diag->message);
  g_free (diag);
}

StDiagnostics *
st_diagnostics_new (void)
{
  StDiagnostics *self = g_new0 (StDiagnostics, 1);

  self->items = g_ptr_array_new_with_free_func (st_diagnostic_free);
  return self;
}

void
st_diagnostics_free (StDiagnostics *self)
{
  if (self == NULL)
    return;
  g_ptr_array_unref (self->items);
  g_free (self);
}

void
st_diagnostics_add (
    StDiagnostics *self, StSeverity severity, const char *file, int line, int column, const char *format, ...)
{
  StDiagnostic *diag;
  va_list       args;

  g_return_if_fail (self != NULL);

  if (self->items->len >= ST_DIAGNOSTICS_MAX)
    {
      self->n_dropped++;
      if (severity == ST_SEVERITY_ERROR)
        self->n_dropped_errors++;
      return;
    }
  diag = g_new0 (StDiagnostic, 1);
  diag->severity = severity;
  diag->file = g_strdup (file);
  diag->line = line;
  diag->column = column;
  va_start (args, format);
  diag->message = g_strdup_vprintf (format, args);
  va_end (args);
  g_ptr_array_add (self->items, diag);
}

guint
st_diagnostics_get_length (StDiagnostics *self)
{
  return self->items->len;
}

const StDiagnostic *
st_diagnostics_get (StDiagnostics *self, guint i)
{
  g_return_val_if_fail (i < self->items->len, NULL);
  return g_ptr_array_index (self->items, i);
}

gboolean
st_diagnostics_is_full (StDiagnostics *self)
{
  return self->items->len >= ST_DIAGNOSTICS_MAX;
}

guint
st_diagnostics_n_dropped (StDiagnostics *self)
{
  return self->n_dropped;
}

guint
st_diagnostics_n_errors (StDiagnostics *self)
{
  guint n = self->n_dropped_errors;

  for (guint i = 0; i < self->items->len; i++)
    if (((StDiagnostic *) g_ptr_array_index (self->items, i))->severity == ST_SEVERITY_ERROR)
      n++;
  return n;
}

char *
st_diagnostic_format_as (const StDiagnostic *diag, const char *file)
{
  const char *kind = diag->severity == ST_SEVERITY_ERROR ? "error" : "warning";

  if (file == NULL)
    file = "<input>";
  if (diag->line > 0 && diag->column > 0)
    return g_strdup_printf ("%s:%d:%d: %s: %s", file, diag->line, diag->column, kind, diag->message);
  if (diag->line > 0)
    return g_strdup_printf ("%s:%d: %s: %s", file, diag->line, kind, diag->message);
  return g_strdup_printf ("%s: %s: %s", file, kind, diag->message);
}

char *
st_diagnostic_format (const StDiagnostic *diag)
{
  return st_diagnostic_format_as (diag, diag->file);
}

char *
st_diagnostics_format_all (StDiagnostics *self)
{
  GString *out = g_string_new (NULL);

  for (guint i = 0; i < self->items->len; i++)
    {
      g_autofree char *line = st_diagnostic_format (g_ptr_array_index (self->items, i));
      g_string_append (out, line);
      g_string_append_c (out, '\n');
    }
  if (self->n_dropped > 0)
    {
      g_autofree char *dropped = st_diagnostics_format_dropped (self);
      g_string_append (out, dropped);
      g_string_append_c (out, '\n');
    }
  return g_string_free (out, FALSE);
}

char *
st_diagnostics_format_dropped (StDiagnostics *self)
{
  const char *file = NULL;

  if (self->n_dropped == 0)
    return NULL;
  if (self->items->len > 0)
    file = ((StDiagnostic *) g_ptr_array_index (self->items, 0))->file;
  /* Translators: FILE: … and N more problems (past the first 100 listed). */
  return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%s: … and %u more problem",
                                       "%s: … and %u more problems", self->n_dropped),
                          file != NULL ? file : "<input>", self->n_dropped);
}
