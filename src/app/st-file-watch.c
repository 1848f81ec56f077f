/* SPDX-License-Identifier: GPL-3.0-or-later */
#define _GNU_SOURCE /* st_mtim under -std=c11 */
#define G_LOG_DOMAIN "sandtable-file-watch"

#include "config.h"

#include <stdio.h>
#include <sys/stat.h>

#include "st-file-watch.h"

/* What a file is, as far as telling another program's change goes: a program
 * that saves by rename gives it a new inode, one that writes in place a new
 * modification time (to the nanosecond) or size. */
typedef struct
{
  gboolean known;
  gboolean exists;
  guint64  dev;
  guint64  ino;
  guint64  size;
  gint64   mtime_sec;
  gint64   mtime_nsec;
} Identity;

struct _StFileWatch
{
  GObject parent_instance;

  GFile        *file;
  GFileMonitor *monitor;
  Identity      identity; /* when the document and the file last agreed */
  gboolean      reported; /* "changed" was emitted for the current difference */
  gboolean      deleted;
};

G_DEFINE_FINAL_TYPE (StFileWatch, st_file_watch, G_TYPE_OBJECT)

enum
{
  CHANGED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static Identity
identity_of (GFile *file)
{
  g_autofree char *path = g_file_get_path (file);
  Identity         id = { .known = TRUE };
  struct stat      st;

  if (path == NULL || stat (path, &st) != 0)
    return id;
  id.exists = TRUE;
  id.dev = (guint64) st.st_dev;
  id.ino = (guint64) st.st_ino;
  id.size = (guint64) st.st_size;
  id.mtime_sec = (gint64) st.st_mtim.tv_sec;
  id.mtime_nsec = (gint64) st.st_mtim.tv_nsec;
  return id;
}

static gboolean
identity_equal (const Identity *a, const Identity *b)
{
  if (!a->known || !b->known || a->exists != b->exists)
    return FALSE;
  return !a->exists
         || (a->dev == b->dev && a->ino == b->ino && a->size == b->size && a->mtime_sec == b->mtime_sec
             && a->mtime_nsec == b->mtime_nsec);
}

static Identity
identity_parse (const char *text)
{
  Identity id = { 0 };
  guint64  dev, ino, size;
  gint64   sec, nsec;

  if (text == NULL)
    return id;
  if (g_str_equal (text, "none"))
    {
      id.known = TRUE;
      return id;
    }
  /* Decimal conversions only: G_GINT64_FORMAT is "li", which reads the
   * zero-padded nanoseconds ("081824283") as octal and stops at the 8. */
  if (sscanf (text,
              "%" G_GUINT64_FORMAT ":%" G_GUINT64_FORMAT ":%" G_GUINT64_FORMAT ":%" G_GINT64_MODIFIER
              "d.%" G_GINT64_MODIFIER "d",
              &dev, &ino, &size, &sec, &nsec)
      != 5)
    return id;
  id = (Identity){ TRUE, TRUE, dev, ino, size, sec, nsec };
  return id;
}

static void
monitor_changed_cb (StFileWatch *self)
{
  /* Whatever the event (changed, created, deleted, moved in or out), the
   * identity says whether the file is still the one the document agrees with;
   * the window's own saves have updated it already. */
  st_file_watch_check (self);
}

static void
st_file_watch_dispose (GObject *object)
{
  StFileWatch *self = ST_FILE_WATCH (object);

  if (self->monitor != NULL)
    {
      g_signal_handlers_disconnect_by_func (self->monitor, monitor_changed_cb, self);
      g_file_monitor_cancel (self->monitor);
    }
  g_clear_object (&self->monitor);
  g_clear_object (&self->file);

  G_OBJECT_CLASS (st_file_watch_parent_class)->dispose (object);
}

static void
st_file_watch_class_init (StFileWatchClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->dispose = st_file_watch_dispose;

  /* The file on disk no longer is the one the document agrees with. */
  signals[CHANGED] = g_signal_new ("changed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL, NULL,
                                   NULL, G_TYPE_NONE, 0);
}

static void
st_file_watch_init (StFileWatch *self)
{
}

StFileWatch *
st_file_watch_new_with_identity (GFile *file, const char *identity)
{
  StFileWatch *self;

  g_return_val_if_fail (G_IS_FILE (file), NULL);

  self = g_object_new (ST_TYPE_FILE_WATCH, NULL);
  self->file = g_object_ref (file);
  self->identity = identity_parse (identity);
  /* A file monitor watches the name (the folder, with inotify), so that a
   * program that saves by renaming a new file over it is seen too. */
  self->monitor = g_file_monitor_file (file, G_FILE_MONITOR_NONE, NULL, NULL);
  if (self->monitor != NULL)
    g_signal_connect_object (self->monitor, "changed", G_CALLBACK (monitor_changed_cb), self,
                             G_CONNECT_SWAPPED);
  return self;
}

StFileWatch *
st_file_watch_new (GFile *file)
{
  StFileWatch *self = st_file_watch_new_with_identity (file, NULL);

  self->identity = identity_of (file);
  return self;
}

GFile *
st_file_watch_get_file (StFileWatch *self)
{
  g_return_val_if_fail (ST_IS_FILE_WATCH (self), NULL);

  return self->file;
}

char *
st_file_watch_dup_identity (StFileWatch *self)
{
  const Identity *id;

  g_return_val_if_fail (ST_IS_FILE_WATCH (self), NULL);

  id = &self->identity;
  if (!id->known)
    return g_strdup ("unknown");
  if (!id->exists)
    return g_strdup ("none");
  return g_strdup_printf ("%" G_GUINT64_FORMAT ":%" G_GUINT64_FORMAT ":%" G_GUINT64_FORMAT
                          ":%" G_GINT64_FORMAT ".%09" G_GINT64_FORMAT,
                          id->dev, id->ino, id->size, id->mtime_sec, id->mtime_nsec);
}

gboolean
st_file_watch_check (StFileWatch *self)
{
  Identity now;
  gboolean was_deleted;

  g_return_val_if_fail (ST_IS_FILE_WATCH (self), FALSE);

  now = identity_of (self->file);
  /* Back as it was (a program that undid its change), or, where what it was is
   * unknown, no file to write over: nothing to say. */
  if (identity_equal (&now, &self->identity) || (!self->identity.known && !now.exists))
    {
      self->reported = FALSE;
      self->deleted = FALSE;
      return FALSE;
    }
  was_deleted = self->deleted;
  self->deleted = !now.exists;
  if (!self->reported || was_deleted != self->deleted)
    {
      self->reported = TRUE;
      g_signal_emit (self, signals[CHANGED], 0);
    }
  return TRUE;
}

gboolean
st_file_watch_is_deleted (StFileWatch *self)
{
  g_return_val_if_fail (ST_IS_FILE_WATCH (self), FALSE);

  return self->deleted;
}

void
st_file_watch_update (StFileWatch *self)
{
  g_return_if_fail (ST_IS_FILE_WATCH (self));

  self->identity = identity_of (self->file);
  self->reported = FALSE;
  self->deleted = FALSE;
}
