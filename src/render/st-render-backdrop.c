/* SPDX-License-Identifier: GPL-3.0-or-later */
#define G_LOG_DOMAIN "sandtable-render"
/* pthread_getcpuclockid () */
#define _POSIX_C_SOURCE 200809L

#include "config.h"

#include <gio/gio.h>
#include <glib/gi18n-lib.h>
#include <pthread.h>
#include <time.h>

#include "core/st-board.h"
#include "render/st-render-backdrop.h"

/* The tracing image read off the main thread, with limits, and where it goes in the options. The file was
 * resolved and its size checked by st_backdrop_resolve () (at most ST_BACKDROP_MAX_BYTES, beside the
 * scenario); st-render-backdrop-decode.c decodes it, and stops itself at its processor time limit where it
 * can. poppler cannot be interrupted inside one drawing operation, so a watchdog in the caller's main context
 * also reads the thread's processor clock, and the wall clock, and makes the task return when either is past
 * its limit, whatever the thread is doing (GTask's return-on-cancel); a thread that finishes later has its
 * result dropped. */

/* How often the watchdog looks, and the grace it gives the decoder to stop
 * itself with its own message. */
#define WATCH_MS 100
#define WATCH_GRACE_USEC (G_USEC_PER_SEC / 2)

typedef enum
{
  NOT_TIMED_OUT,
  TIMED_OUT_CPU,
  TIMED_OUT_WALL,
} TimedOut;

typedef struct
{
  char         *path;
  char         *name;
  int           page;
  gint64        start; /* monotonic */
  double        pixel_size;
  GSource      *watchdog;
  GCancellable *caller; /* the caller's cancellable, which cancels the task's */
  gulong        caller_handler;
  GMutex        lock; /* guards the rest */
  gboolean      has_clock; /* the thread runs, and clock is its processor clock */
  clockid_t     clock;
  gint64        cpu_start;
  TimedOut      timed_out;
} LoadData;

/* The decoding threads still running, those given up included; the condition
 * tells st_render_backdrop_wait_idle when the last one ends. */
static GMutex running_lock;
static GCond  running_cond;
static guint  n_running;

static void
load_data_free (LoadData *data)
{
  g_free (data->path);
  g_free (data->name);
  g_clear_pointer (&data->watchdog, g_source_unref);
  g_clear_object (&data->caller);
  g_mutex_clear (&data->lock);
  g_free (data);
}

/* The file's bytes, at most ST_BACKDROP_MAX_BYTES of them (it may have grown
 * since it was resolved). */
static GBytes *
read_bounded (const char *path, const char *name, GError **error)
{
  g_autoptr (GFile) file = g_file_new_for_path (path);
  g_autoptr (GFileInputStream) stream = g_file_read (file, NULL, error);
  g_autoptr (GByteArray) buffer = g_byte_array_new ();
  gsize got = 0;

  if (stream == NULL)
    return NULL;
  g_byte_array_set_size (buffer, 64 * 1024);
  for (;;)
    {
      gssize n;

      if (got == buffer->len)
        {
          if (buffer->len > ST_BACKDROP_MAX_BYTES)
            {
              g_set_error (error, G_IO_ERROR, G_IO_ERROR_FAILED,
                           _ ("The tracing image “%s” is larger than %d MB"), name,
                           ST_BACKDROP_MAX_BYTES / (1024 * 1024));
              return NULL;
            }
          g_byte_array_set_size (buffer, MIN (buffer->len * 2, ST_BACKDROP_MAX_BYTES + 1));
        }
      n = g_input_stream_read (G_INPUT_STREAM (stream), buffer->data + got, buffer->len - got, NULL, error);
      if (n < 0)
        return NULL;
      if (n == 0)
        break;
      got += (gsize) n;
    }
  g_byte_array_set_size (buffer, (guint) got);
  return g_byte_array_free_to_bytes (g_steal_pointer (&buffer));
}

static void
load_thread (GTask *task, gpointer source_object, gpointer task_data, GCancellable *cancellable)
{
  LoadData *data = task_data;
  g_autoptr (GError) error = NULL;
  g_autoptr (GBytes) bytes = NULL;
  cairo_surface_t *surface = NULL;
  double           pixel_size = 1.0;

  g_mutex_lock (&running_lock);
  n_running++;
  g_mutex_unlock (&running_lock);
  /* The watchdog reads this thread's processor clock while it runs. */
  g_mutex_lock (&data->lock);
  data->has_clock = pthread_getcpuclockid (pthread_self (), &data->clock) == 0;
  data->cpu_start = st_backdrop_thread_cpu_usec ();
  g_mutex_unlock (&data->lock);

  bytes = read_bounded (data->path, data->name, &error);
  if (bytes != NULL)
    surface = st_render_backdrop_decode (bytes, data->name, data->page, &pixel_size, cancellable,
                                         ST_BACKDROP_MAX_SECONDS * G_USEC_PER_SEC, &error);
  g_mutex_lock (&data->lock);
  data->has_clock = FALSE;
  g_mutex_unlock (&data->lock);
  /* Given up meanwhile: the task has returned, and the result goes. */
  if (!g_task_set_return_on_cancel (task, FALSE))
    g_clear_pointer (&surface, cairo_surface_destroy);
  else if (surface == NULL)
    g_task_return_error (task, g_steal_pointer (&error));
  else
    {
      data->pixel_size = pixel_size;
      g_task_return_pointer (task, surface, (GDestroyNotify) cairo_surface_destroy);
    }
  g_mutex_lock (&running_lock);
  if (--n_running == 0)
    g_cond_broadcast (&running_cond);
  g_mutex_unlock (&running_lock);
}

static gboolean
watchdog_cb (gpointer user_data)
{
  GTask          *task = user_data;
  LoadData       *data = g_task_get_task_data (task);
  TimedOut        timed_out = NOT_TIMED_OUT;
  struct timespec ts;

  g_mutex_lock (&data->lock);
  if (g_get_monotonic_time () - data->start > ST_BACKDROP_MAX_WALL_SECONDS * G_USEC_PER_SEC)
    timed_out = TIMED_OUT_WALL;
  else if (data->has_clock && clock_gettime (data->clock, &ts) == 0
           && (gint64) ts.tv_sec * G_USEC_PER_SEC + ts.tv_nsec / 1000 - data->cpu_start
                  > ST_BACKDROP_MAX_SECONDS * G_USEC_PER_SEC + WATCH_GRACE_USEC)
    timed_out = TIMED_OUT_CPU;
  data->timed_out = timed_out;
  g_mutex_unlock (&data->lock);
  if (timed_out == NOT_TIMED_OUT)
    return G_SOURCE_CONTINUE;
  g_cancellable_cancel (g_task_get_cancellable (task));
  return G_SOURCE_REMOVE;
}

static void
caller_cancelled_cb (GCancellable *caller, gpointer user_data)
{
  g_cancellable_cancel (user_data);
}

void
st_render_backdrop_load_async (const char         *path,
                               const char         *name,
                               int                 page,
                               GCancellable       *cancellable,
                               GAsyncReadyCallback callback,
                               gpointer            user_data)
{
  g_autoptr (GCancellable) own = NULL;
  g_autoptr (GTask) task = NULL;
  LoadData *data;

  g_return_if_fail (path != NULL && name != NULL);

  own = g_cancellable_new ();
  task = g_task_new (NULL, own, callback, user_data);
  data = g_new0 (LoadData, 1);
  g_task_set_source_tag (task, st_render_backdrop_load_async);
  data->path = g_strdup (path);
  data->name = g_strdup (name);
  data->page = page;
  data->start = g_get_monotonic_time ();
  g_mutex_init (&data->lock);
  g_task_set_task_data (task, data, (GDestroyNotify) load_data_free);
  data->watchdog = g_timeout_source_new (WATCH_MS);
  g_source_set_callback (data->watchdog, watchdog_cb, g_object_ref (task), g_object_unref);
  g_source_attach (data->watchdog, g_main_context_get_thread_default ());
  if (cancellable != NULL)
    {
      data->caller = g_object_ref (cancellable);
      data->caller_handler = g_cancellable_connect (cancellable, G_CALLBACK (caller_cancelled_cb), own, NULL);
    }
  g_task_set_return_on_cancel (task, TRUE);
  g_task_run_in_thread (task, load_thread);
}

cairo_surface_t *
st_render_backdrop_load_finish (GAsyncResult *result, double *pixel_size, GError **error)
{
  GTask    *task = G_TASK (result);
  LoadData *data = g_task_get_task_data (task);
  g_autoptr (GError) task_error = NULL;
  cairo_surface_t *surface;
  TimedOut         timed_out;

  g_return_val_if_fail (g_task_is_valid (result, NULL), NULL);
  g_return_val_if_fail (pixel_size != NULL, NULL);

  g_source_destroy (data->watchdog);
  if (data->caller != NULL)
    {
      g_cancellable_disconnect (data->caller, data->caller_handler);
      data->caller_handler = 0;
    }
  surface = g_task_propagate_pointer (task, &task_error);
  *pixel_size = surface != NULL ? data->pixel_size : 1.0;
  if (surface != NULL)
    return surface;
  /* Cancelled by the caller, which may have gone: it hears nothing else. */
  if (data->caller != NULL && g_cancellable_set_error_if_cancelled (data->caller, error))
    return NULL;
  g_mutex_lock (&data->lock);
  timed_out = data->timed_out;
  g_mutex_unlock (&data->lock);
  if (timed_out != NOT_TIMED_OUT && g_error_matches (task_error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
    st_backdrop_set_too_slow (error, data->name, timed_out == TIMED_OUT_WALL);
  else
    g_propagate_error (error, g_steal_pointer (&task_error));
  return NULL;
}

typedef struct
{
  gboolean         done;
  cairo_surface_t *surface;
  double           pixel_size;
  GError          *error;
} SyncLoad;

static void
sync_done_cb (GObject *source, GAsyncResult *result, gpointer user_data)
{
  SyncLoad *load = user_data;

  load->surface = st_render_backdrop_load_finish (result, &load->pixel_size, &load->error);
  load->done = TRUE;
}

cairo_surface_t *
st_render_backdrop_load (const char *path, const char *name, int page, double *pixel_size, GError **error)
{
  g_autoptr (GMainContext) context = g_main_context_new ();
  SyncLoad load = { FALSE, NULL, 1.0, NULL };

  g_return_val_if_fail (pixel_size != NULL, NULL);

  g_main_context_push_thread_default (context);
  st_render_backdrop_load_async (path, name, page, NULL, sync_done_cb, &load);
  while (!load.done)
    g_main_context_iteration (context, TRUE);
  g_main_context_pop_thread_default (context);
  *pixel_size = load.pixel_size;
  if (load.error != NULL)
    g_propagate_error (error, load.error);
  return load.surface;
}

guint
st_render_backdrop_n_running (void)
{
  guint n;

  g_mutex_lock (&running_lock);
  n = n_running;
  g_mutex_unlock (&running_lock);
  return n;
}

gboolean
st_render_backdrop_wait_idle (gint64 timeout_usec)
{
  gint64   end = g_get_monotonic_time () + timeout_usec;
  gboolean idle;

  g_mutex_lock (&running_lock);
  while (n_running > 0 && g_cond_wait_until (&running_cond, &running_lock, end))
    ;
  idle = n_running == 0;
  g_mutex_unlock (&running_lock);
  return idle;
}

cairo_surface_t *
st_render_backdrop_load_for (const StScenario *scenario,
                             const char       *scenario_path,
                             double           *pixel_size,
                             GError          **error)
{
  const StBackdrop *backdrop;
  g_autofree char  *path = NULL;

  g_return_val_if_fail (scenario != NULL, NULL);

  backdrop = scenario->board->backdrop;
  if (backdrop == NULL)
    {
      g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_NOT_FOUND, _ ("The scenario has no tracing image"));
      return NULL;
    }
  path = st_backdrop_resolve (scenario_path, backdrop->href, error);
  if (path == NULL)
    return NULL;
  return st_render_backdrop_load (path, backdrop->href, backdrop->page, pixel_size, error);
}

void
st_render_options_set_backdrop (StRenderOptions  *options,
                                const StBackdrop *backdrop,
                                cairo_surface_t  *image,
                                double            pixel_size)
{
  g_return_if_fail (options != NULL);

  if (backdrop == NULL || image == NULL)
    {
      options->backdrop = NULL;
      options->ground_fade = 0.0;
      return;
    }
  options->backdrop = image;
  options->backdrop_x = backdrop->x;
  options->backdrop_y = backdrop->y;
  options->backdrop_scale = backdrop->scale * pixel_size;
  options->ground_fade = backdrop->opacity;
}
