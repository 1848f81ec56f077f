/* SPDX-License-Identifier: GPL-3.0-or-later */
#define G_LOG_DOMAIN "sandtable-document"

#include "config.h"

#include <string.h>

#include "core/st-edit-tables.h"
#include "core/st-lint.h"
#include "core/st-scenario-io.h"
#include "core/st-text.h"
#include "engine/st-game.h"

#include "st-document.h"
#include "st-tm-pane.h"

struct _StDocument
{
  GObject parent_instance;

  StHistory *history; /* NULL: nothing open */
  GFile     *file; /* NULL: never saved */
  char      *content_language; /* NULL: the user's locale */
  guint      n_saving; /* saves under way */

  /* The set-up problems of lint_scenario in lint_language: the last lint. */
  StScenario *lint_scenario;
  char       *lint_language;
  GPtrArray  *lint;
};

G_DEFINE_FINAL_TYPE (StDocument, st_document, G_TYPE_OBJECT)

enum
{
  PROP_0,
  PROP_HISTORY,
  PROP_SCENARIO,
  PROP_FILE,
  PROP_CONTENT_LANGUAGE,
  PROP_MODIFIED,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static void
history_scenario_cb (StDocument *self)
{
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_SCENARIO]);
}

static void
history_modified_cb (StDocument *self)
{
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_MODIFIED]);
}

static void
st_document_dispose (GObject *object)
{
  StDocument *self = ST_DOCUMENT (object);

  st_document_set_history (self, NULL, NULL);
  g_clear_pointer (&self->content_language, g_free);
  g_clear_pointer (&self->lint_scenario, st_scenario_unref);
  g_clear_pointer (&self->lint_language, g_free);
  g_clear_pointer (&self->lint, g_ptr_array_unref);

  G_OBJECT_CLASS (st_document_parent_class)->dispose (object);
}

static void
st_document_get_property (GObject *object, guint prop_id, GValue *value, GParamSpec *pspec)
{
  StDocument *self = ST_DOCUMENT (object);

  switch (prop_id)
    {
      case PROP_HISTORY:
        g_value_set_object (value, self->history);
        break;

      case PROP_SCENARIO:
        g_value_set_boxed (value, st_document_get_scenario (self));
        break;

      case PROP_FILE:
        g_value_set_object (value, self->file);
        break;

      case PROP_CONTENT_LANGUAGE:
        g_value_set_string (value, self->content_language);
        break;

      case PROP_MODIFIED:
        g_value_set_boolean (value, st_document_get_modified (self));
        break;

      default:
        G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
st_document_set_property (GObject *object, guint prop_id, const GValue *value, GParamSpec *pspec)
{
  StDocument *self = ST_DOCUMENT (object);

  switch (prop_id)
    {
      case PROP_CONTENT_LANGUAGE:
        st_document_set_content_language (self, g_value_get_string (value));
        break;

      default:
        G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
st_document_class_init (StDocumentClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->dispose = st_document_dispose;
  object_class->get_property = st_document_get_property;
  object_class->set_property = st_document_set_property;

  properties[PROP_HISTORY] = g_param_spec_object ("history", NULL, NULL, ST_TYPE_HISTORY,
                                                  (G_PARAM_READABLE | G_PARAM_STATIC_STRINGS));
  properties[PROP_SCENARIO] = g_param_spec_boxed ("scenario", NULL, NULL, ST_TYPE_SCENARIO,
                                                  (G_PARAM_READABLE | G_PARAM_STATIC_STRINGS));
  properties[PROP_FILE] =
      g_param_spec_object ("file", NULL, NULL, G_TYPE_FILE, (G_PARAM_READABLE | G_PARAM_STATIC_STRINGS));
  properties[PROP_CONTENT_LANGUAGE] =
      g_param_spec_string ("content-language", NULL, NULL, NULL,
                           (G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS));
  properties[PROP_MODIFIED] =
      g_param_spec_boolean ("modified", NULL, NULL, FALSE, (G_PARAM_READABLE | G_PARAM_STATIC_STRINGS));

  g_object_class_install_properties (object_class, N_PROPS, properties);
}

static void
st_document_init (StDocument *self)
{
}

StDocument *
st_document_new (void)
{
  return g_object_new (ST_TYPE_DOCUMENT, NULL);
}

StHistory *
st_document_get_history (StDocument *self)
{
  g_return_val_if_fail (ST_IS_DOCUMENT (self), NULL);

  return self->history;
}

StScenario *
st_document_get_scenario (StDocument *self)
{
  g_return_val_if_fail (ST_IS_DOCUMENT (self), NULL);

  return self->history != NULL ? st_history_get_scenario (self->history) : NULL;
}

GFile *
st_document_get_file (StDocument *self)
{
  g_return_val_if_fail (ST_IS_DOCUMENT (self), NULL);

  return self->file;
}

void
st_document_set_file (StDocument *self, GFile *file)
{
  g_return_if_fail (ST_IS_DOCUMENT (self));

  if (self->file == file || (self->file != NULL && file != NULL && g_file_equal (self->file, file)))
    return;
  g_set_object (&self->file, file);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_FILE]);
}

void
st_document_set_history (StDocument *self, GFile *file, StHistory *history)
{
  g_return_if_fail (ST_IS_DOCUMENT (self));

  g_object_freeze_notify (G_OBJECT (self));
  if (self->history != history)
    {
      if (self->history != NULL)
        {
          g_signal_handlers_disconnect_by_func (self->history, history_scenario_cb, self);
          g_signal_handlers_disconnect_by_func (self->history, history_modified_cb, self);
        }
      g_set_object (&self->history, history);
      if (history != NULL)
        {
          g_signal_connect_object (history, "notify::scenario", G_CALLBACK (history_scenario_cb), self,
                                   G_CONNECT_SWAPPED);
          g_signal_connect_object (history, "notify::modified", G_CALLBACK (history_modified_cb), self,
                                   G_CONNECT_SWAPPED);
        }
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_HISTORY]);
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_SCENARIO]);
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_MODIFIED]);
    }
  if (self->file != file)
    {
      g_set_object (&self->file, file);
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_FILE]);
    }
  /* A scenario the user opened lends its translations to the memory. */
  if (history != NULL)
    st_tm_memory_record (st_history_get_scenario (history), file);
  g_object_thaw_notify (G_OBJECT (self));
}

GPtrArray *
st_document_get_lint (StDocument *self, StScenario *scenario)
{
  const char *language = st_text_get_content_language ();

  g_return_val_if_fail (ST_IS_DOCUMENT (self), NULL);
  g_return_val_if_fail (scenario != NULL, NULL);

  /* The messages name units and places in the content language. */
  if (self->lint != NULL && self->lint_scenario == scenario && g_strcmp0 (self->lint_language, language) == 0)
    return self->lint;
  g_clear_pointer (&self->lint, g_ptr_array_unref);
  g_clear_pointer (&self->lint_scenario, st_scenario_unref);
  g_free (self->lint_language);
  self->lint = st_game_lint_scenario (scenario);
  self->lint_scenario = st_scenario_ref (scenario);
  self->lint_language = g_strdup (language);
  return self->lint;
}

gboolean
st_document_get_modified (StDocument *self)
{
  g_return_val_if_fail (ST_IS_DOCUMENT (self), FALSE);

  return self->history != NULL && st_history_get_modified (self->history);
}

const char *
st_document_get_content_language (StDocument *self)
{
  g_return_val_if_fail (ST_IS_DOCUMENT (self), NULL);

  return self->content_language;
}

void
st_document_set_content_language (StDocument *self, const char *lang)
{
  g_return_if_fail (ST_IS_DOCUMENT (self));

  if (g_strcmp0 (self->content_language, lang) == 0)
    return;
  g_free (self->content_language);
  self->content_language = g_strdup (lang);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_CONTENT_LANGUAGE]);
}

/* The extension of scenario files (docs/format.md, the MIME type's glob). */
#define SCENARIO_EXTENSION ".sandtable.xml"

gboolean
st_document_is_bundled_file (GFile *file)
{
  const char *const dirs[] = { SOURCE_DATADIR, PKGDATADIR };

  if (file == NULL)
    return FALSE;
  for (guint i = 0; i < G_N_ELEMENTS (dirs); i++)
    {
      g_autofree char *path = g_build_filename (dirs[i], "scenarios", NULL);
      g_autoptr (GFile) dir = g_file_new_for_path (path);

      if (g_file_has_prefix (file, dir))
        return TRUE;
    }
  return FALSE;
}

char *
st_document_suggest_file_name (StDocument *self, const char *extension)
{
  g_autofree char *base = NULL;
  StScenario      *scenario;

  g_return_val_if_fail (ST_IS_DOCUMENT (self), NULL);

  scenario = st_document_get_scenario (self);
  if (self->file != NULL && !st_document_is_bundled_file (self->file))
    {
      g_autofree char *name = g_file_get_basename (self->file);

      /* "clash.sandtable.xml" and "clash.xml" are both "clash". */
      if (g_str_has_suffix (name, SCENARIO_EXTENSION))
        name[strlen (name) - strlen (SCENARIO_EXTENSION)] = '\0';
      else if (strrchr (name, '.') != NULL)
        *strrchr (name, '.') = '\0';
      base = g_steal_pointer (&name);
    }
  else
    base = st_edit_make_id (scenario != NULL ? st_scenario_get_title (scenario) : NULL, "scenario");

  /* Slashes cannot be in a file name. */
  g_strdelimit (base, "/\\", '-');
  return g_strconcat (base, extension ? extension : SCENARIO_EXTENSION, NULL);
}

GFile *
st_document_suggest_folder (StDocument *self)
{
  const char *documents = g_get_user_special_dir (G_USER_DIRECTORY_DOCUMENTS);

  g_return_val_if_fail (ST_IS_DOCUMENT (self), NULL);

  if (self->file != NULL && !st_document_is_bundled_file (self->file))
    {
      g_autoptr (GFile) parent = g_file_get_parent (self->file);

      if (parent != NULL)
        return g_steal_pointer (&parent);
    }
  return g_file_new_for_path (documents != NULL ? documents : g_get_home_dir ());
}

typedef struct
{
  StScenario     *scenario; /* the snapshot written */
  StHistory      *history; /* whose version it is */
  guint64         generation;
  GFile          *file;
  StFileSaveFlags flags;
  GApplication   *application; /* held while writing, or NULL */
} SaveJob;

static void
save_job_free (SaveJob *job)
{
  st_scenario_unref (job->scenario);
  g_object_unref (job->history);
  g_object_unref (job->file);
  if (job->application != NULL)
    {
      g_application_release (job->application);
      g_object_unref (job->application);
    }
  g_free (job);
}

/* In a worker thread: only the snapshot, the file and the flags are read. */
static void
save_thread (GTask *task, gpointer source_object, gpointer task_data, GCancellable *cancellable)
{
  SaveJob         *job = task_data;
  GError          *error = NULL;
  g_autofree char *path = g_file_get_path (job->file);
  gboolean         saved;

  if (path != NULL)
    saved = st_scenario_save_file_full (job->scenario, path, job->flags, &error);
  else
    saved = st_scenario_save_gfile (job->scenario, job->file, cancellable, &error);
  if (saved)
    g_task_return_boolean (task, TRUE);
  else
    g_task_return_error (task, error);
}

void
st_document_save_async (StDocument         *self,
                        GFile              *file,
                        StFileSaveFlags     flags,
                        GCancellable       *cancellable,
                        GAsyncReadyCallback callback,
                        gpointer            user_data)
{
  g_autoptr (GTask) task = NULL;
  SaveJob *job;

  g_return_if_fail (ST_IS_DOCUMENT (self));
  g_return_if_fail (G_IS_FILE (file));
  g_return_if_fail (self->history != NULL);

  job = g_new0 (SaveJob, 1);
  job->scenario = st_scenario_ref (st_history_get_scenario (self->history));
  job->history = g_object_ref (self->history);
  job->generation = st_history_get_generation (self->history);
  job->file = g_object_ref (file);
  job->flags = flags;
  job->application = g_application_get_default ();
  if (job->application != NULL)
    {
      g_object_ref (job->application);
      g_application_hold (job->application);
    }

  self->n_saving++;
  task = g_task_new (self, cancellable, callback, user_data);
  g_task_set_source_tag (task, st_document_save_async);
  g_task_set_task_data (task, job, (GDestroyNotify) save_job_free);
  g_task_run_in_thread (task, save_thread);
}

gboolean
st_document_save_finish (StDocument *self, GAsyncResult *result, GError **error)
{
  SaveJob *job;

  g_return_val_if_fail (ST_IS_DOCUMENT (self), FALSE);
  g_return_val_if_fail (g_task_is_valid (result, self), FALSE);
  g_return_val_if_fail (g_task_get_source_tag (G_TASK (result)) == st_document_save_async, FALSE);

  job = g_task_get_task_data (G_TASK (result));
  g_assert (self->n_saving > 0);
  self->n_saving--;
  if (!g_task_propagate_boolean (G_TASK (result), error))
    return FALSE;
  /* The document may have been closed, or another opened, meanwhile. */
  if (job->history == self->history)
    {
      st_history_mark_saved_generation (self->history, job->generation);
      st_document_set_file (self, job->file);
    }
  st_tm_memory_record (job->scenario, job->file);
  return TRUE;
}

gboolean
st_document_get_saving (StDocument *self)
{
  g_return_val_if_fail (ST_IS_DOCUMENT (self), FALSE);

  return self->n_saving > 0;
}
