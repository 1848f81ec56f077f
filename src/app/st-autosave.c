/* SPDX-License-Identifier: GPL-3.0-or-later */
#define G_LOG_DOMAIN "sandtable-autosave"

#include "config.h"

#include <glib/gstdio.h>
#include <string.h>

#include "core/st-file-save.h"
#include "core/st-scenario-io.h"

#include "st-autosave.h"

struct _StAutosave
{
  GObject parent_instance;

  StHistory *history;
  GFile     *file; /* where the work is saved, or NULL */
  char      *path; /* the copy */
  char      *info_path; /* its description: original file, title, time */
  char      *file_identity;
  guint64    written_generation;
  gboolean   written;
  gboolean   writing; /* a copy is being written off the main thread */
  guint      discards; /* how many times the copy was thrown away */
  guint      timeout_id;
};

G_DEFINE_FINAL_TYPE (StAutosave, st_autosave, G_TYPE_OBJECT)

#define INFO_GROUP "Autosave"

char *
st_autosave_dup_dir (void)
{
  return g_build_filename (g_get_user_state_dir (), "sandtable", "autosave", NULL);
}

static guint
interval (void)
{
  const char *env = g_getenv ("SANDTABLE_AUTOSAVE_INTERVAL");
  guint64     seconds;

  if (env != NULL && g_ascii_string_to_unsigned (env, 10, 1, 86400, &seconds, NULL))
    return (guint) seconds;
  return ST_AUTOSAVE_INTERVAL;
}

static gboolean
tick_cb (gpointer data)
{
  StAutosave *self = data;
  g_autoptr (GError) error = NULL;

  if (!st_autosave_write_async (self, &error))
    g_warning ("Could not autosave to %s: %s", self->path, error->message);
  return G_SOURCE_CONTINUE;
}

static void
st_autosave_dispose (GObject *object)
{
  StAutosave *self = ST_AUTOSAVE (object);

  g_clear_handle_id (&self->timeout_id, g_source_remove);
  g_clear_object (&self->history);
  g_clear_object (&self->file);

  G_OBJECT_CLASS (st_autosave_parent_class)->dispose (object);
}

static void
st_autosave_finalize (GObject *object)
{
  StAutosave *self = ST_AUTOSAVE (object);

  g_free (self->path);
  g_free (self->info_path);
  g_free (self->file_identity);

  G_OBJECT_CLASS (st_autosave_parent_class)->finalize (object);
}

static void
st_autosave_class_init (StAutosaveClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->dispose = st_autosave_dispose;
  object_class->finalize = st_autosave_finalize;
}

static void
st_autosave_init (StAutosave *self)
{
  g_autofree char *dir = st_autosave_dup_dir ();
  g_autofree char *id = g_uuid_string_random ();
  g_autofree char *name = g_strconcat (id, ".xml", NULL);
  g_autofree char *info = g_strconcat (id, ".info", NULL);

  self->path = g_build_filename (dir, name, NULL);
  self->info_path = g_build_filename (dir, info, NULL);
}

StAutosave *
st_autosave_new (StHistory *history, GFile *file)
{
  StAutosave *self;

  g_return_val_if_fail (ST_IS_HISTORY (history), NULL);

  self = g_object_new (ST_TYPE_AUTOSAVE, NULL);
  self->history = g_object_ref (history);
  self->file = file ? g_object_ref (file) : NULL;
  self->timeout_id = g_timeout_add_seconds (interval (), tick_cb, self);
  return self;
}

void
st_autosave_set_file (StAutosave *self, GFile *file)
{
  g_return_if_fail (ST_IS_AUTOSAVE (self));

  g_set_object (&self->file, file);
}

void
st_autosave_set_file_identity (StAutosave *self, const char *identity)
{
  g_return_if_fail (ST_IS_AUTOSAVE (self));

  if (g_strcmp0 (self->file_identity, identity) == 0)
    return;
  g_free (self->file_identity);
  self->file_identity = g_strdup (identity);
  /* The description on disk says it too, at the next write. */
  self->written = FALSE;
}

const char *
st_autosave_get_path (StAutosave *self)
{
  g_return_val_if_fail (ST_IS_AUTOSAVE (self), NULL);

  return self->path;
}

/* What one autosave writes: a snapshot of the work, and its description. */
typedef struct
{
  StScenario *scenario;
  char       *path;
  char       *info_path;
  char       *info;
  guint64     generation;
  guint       discards; /* self->discards when it began */
} Copy;

static void
copy_free (Copy *copy)
{
  st_scenario_unref (copy->scenario);
  g_free (copy->path);
  g_free (copy->info_path);
  g_free (copy->info);
  g_free (copy);
}

G_DEFINE_AUTOPTR_CLEANUP_FUNC (Copy, copy_free)

/* On the main thread: NULL with nothing to write (saved, or written already),
 * or with error set. */
static Copy *
prepare (StAutosave *self, GError **error)
{
  g_autoptr (GKeyFile) info = NULL;
  g_autofree char *dir = NULL;
  StScenario      *scenario;
  guint64          generation;
  Copy            *copy;

  generation = st_history_get_generation (self->history);
  if (!st_history_get_modified (self->history))
    {
      /* Saved since: the copy is stale. */
      st_autosave_discard (self);
      return NULL;
    }
  if (self->written && generation == self->written_generation)
    return NULL;

  dir = st_autosave_dup_dir ();
  if (g_mkdir_with_parents (dir, 0700) != 0)
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_FAILED, "cannot create %s", dir);
      return NULL;
    }

  scenario = st_history_get_scenario (self->history);
  info = g_key_file_new ();
  if (self->file != NULL)
    {
      g_autofree char *uri = g_file_get_uri (self->file);
      g_key_file_set_string (info, INFO_GROUP, "original", uri);
      if (self->file_identity != NULL)
        g_key_file_set_string (info, INFO_GROUP, "identity", self->file_identity);
    }
  g_key_file_set_string (info, INFO_GROUP, "title", st_scenario_get_title (scenario));
  g_key_file_set_int64 (info, INFO_GROUP, "time", g_get_real_time () / G_USEC_PER_SEC);

  copy = g_new0 (Copy, 1);
  copy->scenario = st_scenario_ref (scenario);
  copy->path = g_strdup (self->path);
  copy->info_path = g_strdup (self->info_path);
  copy->info = g_key_file_to_data (info, NULL, NULL);
  copy->generation = generation;
  copy->discards = self->discards;
  return copy;
}

/* On any thread: reads only the copy. */
static gboolean
write_copy (const Copy *copy, GError **error)
{
  return st_scenario_save_file (copy->scenario, copy->path, error)
         && st_file_save_atomic (copy->info_path, copy->info, strlen (copy->info), error);
}

/* On the main thread, after the write. */
static void
written (StAutosave *self, const Copy *copy)
{
  /* Saved or thrown away while it was written: what it wrote is stale. */
  if (copy->discards != self->discards)
    {
      g_unlink (copy->path);
      g_unlink (copy->info_path);
      return;
    }
  self->written = TRUE;
  self->written_generation = copy->generation;
}

gboolean
st_autosave_write_now (StAutosave *self, GError **error)
{
  g_autoptr (Copy) copy = NULL;
  GError *local_error = NULL;

  g_return_val_if_fail (ST_IS_AUTOSAVE (self), FALSE);

  copy = prepare (self, &local_error);
  if (copy == NULL)
    {
      if (local_error == NULL)
        return TRUE;
      g_propagate_error (error, local_error);
      return FALSE;
    }
  if (!write_copy (copy, error))
    return FALSE;
  written (self, copy);
  return TRUE;
}

static void
write_thread (GTask *task, gpointer source_object, gpointer task_data, GCancellable *cancellable)
{
  GError *error = NULL;

  if (write_copy (task_data, &error))
    g_task_return_boolean (task, TRUE);
  else
    g_task_return_error (task, error);
}

static void
write_done_cb (GObject *source, GAsyncResult *result, gpointer user_data)
{
  StAutosave *self = ST_AUTOSAVE (source);
  Copy       *copy = g_task_get_task_data (G_TASK (result));
  g_autoptr (GError) error = NULL;

  self->writing = FALSE;
  /* Saved or thrown away while it was written: whatever it wrote, or failed to
   * write, is stale (the old copy can vanish under the writer). */
  if (!g_task_propagate_boolean (G_TASK (result), &error) && copy->discards == self->discards)
    g_warning ("Could not autosave to %s: %s", copy->path, error->message);
  else
    written (self, copy);
}

gboolean
st_autosave_write_async (StAutosave *self, GError **error)
{
  g_autoptr (GTask) task = NULL;
  Copy   *copy;
  GError *local_error = NULL;

  g_return_val_if_fail (ST_IS_AUTOSAVE (self), FALSE);

  if (self->writing)
    return TRUE;
  copy = prepare (self, &local_error);
  if (copy == NULL)
    {
      if (local_error == NULL)
        return TRUE;
      g_propagate_error (error, local_error);
      return FALSE;
    }
  self->writing = TRUE;
  task = g_task_new (self, NULL, write_done_cb, NULL);
  g_task_set_task_data (task, copy, (GDestroyNotify) copy_free);
  g_task_run_in_thread (task, write_thread);
  return TRUE;
}

gboolean
st_autosave_get_writing (StAutosave *self)
{
  g_return_val_if_fail (ST_IS_AUTOSAVE (self), FALSE);

  return self->writing;
}

void
st_autosave_discard (StAutosave *self)
{
  g_return_if_fail (ST_IS_AUTOSAVE (self));

  g_unlink (self->path);
  g_unlink (self->info_path);
  self->written = FALSE;
  self->discards++;
}

void
st_recovery_free (StRecovery *recovery)
{
  if (recovery == NULL)
    return;
  g_free (recovery->path);
  g_free (recovery->original_uri);
  g_free (recovery->original_identity);
  g_free (recovery->title);
  g_free (recovery);
}

static int
compare_recent_first (gconstpointer pa, gconstpointer pb)
{
  const StRecovery *a = *(StRecovery **) pa, *b = *(StRecovery **) pb;

  return a->saved_at > b->saved_at ? -1 : a->saved_at < b->saved_at;
}

/* When this session began, give or take: a temporary file last changed a
 * minute before is no save in progress, whatever process has its id now. */
static gint64
session_start (void)
{
  static gint64 start;

  if (start == 0)
    start = g_get_real_time () / G_USEC_PER_SEC;
  return start;
}

GPtrArray *
st_autosave_list_recoveries (void)
{
  GPtrArray       *out = g_ptr_array_new_with_free_func ((GDestroyNotify) st_recovery_free);
  g_autofree char *dir = st_autosave_dup_dir ();
  g_autoptr (GDir) listing = NULL;
  const char *name;

  st_file_save_remove_stale_temps (dir, session_start () - 60);
  listing = g_dir_open (dir, 0, NULL);

  while (listing != NULL && (name = g_dir_read_name (listing)) != NULL)
    {
      g_autoptr (GKeyFile) info = g_key_file_new ();
      g_autofree char *info_path = NULL;
      g_autofree char *stem = NULL;
      StRecovery      *recovery;

      if (!g_str_has_suffix (name, ".xml"))
        continue;
      stem = g_strndup (name, strlen (name) - 4);
      info_path = g_strdup_printf ("%s/%s.info", dir, stem);
      if (!g_key_file_load_from_file (info, info_path, G_KEY_FILE_NONE, NULL))
        continue;

      recovery = g_new0 (StRecovery, 1);
      recovery->path = g_build_filename (dir, name, NULL);
      recovery->original_uri = g_key_file_get_string (info, INFO_GROUP, "original", NULL);
      recovery->original_identity = g_key_file_get_string (info, INFO_GROUP, "identity", NULL);
      recovery->title = g_key_file_get_string (info, INFO_GROUP, "title", NULL);
      recovery->saved_at = g_key_file_get_int64 (info, INFO_GROUP, "time", NULL);
      g_ptr_array_add (out, recovery);
    }

  g_ptr_array_sort (out, compare_recent_first);
  return out;
}

void
st_recovery_delete (const StRecovery *recovery)
{
  g_autofree char *stem = NULL;
  g_autofree char *info = NULL;

  g_return_if_fail (recovery != NULL);

  stem = g_strndup (recovery->path, strlen (recovery->path) - 4);
  info = g_strconcat (stem, ".info", NULL);
  g_unlink (recovery->path);
  g_unlink (info);
}
