/* SPDX-License-Identifier: GPL-3.0-or-later */
#define _GNU_SOURCE /* lstat, fchown, dirfd, O_CLOEXEC under -std=c11 */
#define G_LOG_DOMAIN "sandtable-core"

#include "config.h"

#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <gio/gio.h>
#include <glib/gi18n-lib.h>
#include <signal.h>
#include <stdio.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "st-file-save.h"

/* Not g_file_replace_contents () nor g_file_set_contents (): the first renames
 * its temporary file over the target even after a failed write (a full disk
 * turned a scenario into an empty file), and neither keeps a symbolic link or
 * lets the next save find what a killed one left behind. */

#define TEMP_MARK ".sandtable-save-"
/* Long names are cut so that the temporary name fits in NAME_MAX. */
#define MAX_BASE_IN_TEMP 180
#define MAX_LINKS 40

char *
st_file_save_temp_prefix (const char *basename)
{
  gsize len = strlen (basename);

  if (len > MAX_BASE_IN_TEMP)
    {
      const char *end = basename + MAX_BASE_IN_TEMP;
      /* Cut on a character boundary so that the name stays valid UTF-8. */
      while (end > basename && ((guchar) *end & 0xC0) == 0x80)
        end--;
      len = (gsize) (end - basename);
    }
  return g_strdup_printf (".%.*s" TEMP_MARK, (int) len, basename);
}

/* The steps of a save that can fail, each said as a sentence with the
 * system's reason. The message does not name the file: every caller shows
 * it already (a dialog's heading, "FILE: error: " on the command line). */
typedef enum
{
  STEP_READ_LINK,
  STEP_FOLLOW_LINKS,
  STEP_CHECK_TARGET,
  STEP_NOT_REGULAR,
  STEP_CREATE_TEMP,
  STEP_PERMISSIONS,
  STEP_WRITE,
  STEP_FSYNC,
  STEP_CLOSE,
  STEP_RENAME,
} Step;

static char *
step_sentence (Step step, const char *reason)
{
  switch (step)
    {
      case STEP_READ_LINK:
        /* Translators: %s is the system's reason, such as "Permission denied". */
        return g_strdup_printf (_ ("Reading the symbolic link failed: %s."), reason);
      case STEP_FOLLOW_LINKS:
        return g_strdup_printf (_ ("Following the symbolic links failed: %s."), reason);
      case STEP_CHECK_TARGET:
        return g_strdup_printf (_ ("The file could not be replaced: %s."), reason);
      case STEP_NOT_REGULAR:
        return g_strdup (_ ("It is not a regular file; Sandtable saves only to regular files."));
      case STEP_CREATE_TEMP:
        return g_strdup_printf (_ ("Creating a temporary file beside it failed: %s."), reason);
      case STEP_PERMISSIONS:
        return g_strdup_printf (_ ("Setting the file's permissions failed: %s."), reason);
      case STEP_WRITE:
        return g_strdup_printf (_ ("Writing the file failed: %s."), reason);
      case STEP_FSYNC:
        return g_strdup_printf (_ ("Flushing the file to disk failed: %s."), reason);
      case STEP_CLOSE:
        return g_strdup_printf (_ ("Closing the file failed: %s."), reason);
      case STEP_RENAME:
        return g_strdup_printf (_ ("Replacing the old file failed: %s."), reason);
    }
  g_return_val_if_reached (g_strdup (reason));
}

static gboolean
fail_with (GError **error, int saved_errno, Step step, gboolean exists)
{
  g_autofree char *sentence = step_sentence (step, g_strerror (saved_errno));

  /* Translators: the first %s is a sentence saying what failed and why. */
  g_set_error (error, G_IO_ERROR, g_io_error_from_errno (saved_errno),
               exists ? _ ("%s The old file is unchanged.") : _ ("%s Nothing was written."), sentence);
  return FALSE;
}

#define fail(error, saved_errno, step) fail_with (error, saved_errno, step, FALSE)

/* Follows symbolic links to the file that is to be replaced. */
static char *
resolve_target (const char *path, GError **error)
{
  g_autofree char *current = g_strdup (path);

  for (int i = 0; i < MAX_LINKS; i++)
    {
      struct stat      st;
      g_autofree char *link = NULL;
      g_autoptr (GError) link_error = NULL;

      if (lstat (current, &st) != 0 || !S_ISLNK (st.st_mode))
        return g_steal_pointer (&current);
      link = g_file_read_link (current, &link_error);
      if (link == NULL)
        {
          fail (error, errno != 0 ? errno : EINVAL, STEP_READ_LINK);
          return NULL;
        }
      if (!g_path_is_absolute (link))
        {
          g_autofree char *dir = g_path_get_dirname (current);
          g_free (current);
          current = g_build_filename (dir, link, NULL);
        }
      else
        {
          g_free (current);
          current = g_steal_pointer (&link);
        }
    }
  fail (error, ELOOP, STEP_FOLLOW_LINKS);
  return NULL;
}

/* Removes temporary files that earlier saves of the same target left when their
 * process was killed: those whose process no longer runs. */
static void
remove_litter (const char *dir, const char *prefix)
{
  DIR           *d = opendir (dir);
  struct dirent *entry;
  gsize          prefix_len = strlen (prefix);

  if (d == NULL)
    return;
  while ((entry = readdir (d)) != NULL)
    {
      const char *rest;
      char       *end = NULL;
      gint64      pid;

      if (strncmp (entry->d_name, prefix, prefix_len) != 0)
        continue;
      rest = entry->d_name + prefix_len;
      pid = g_ascii_strtoll (rest, &end, 10);
      if (end == rest || *end != '-' || pid <= 0 || pid > G_MAXINT)
        continue;
      if (kill ((pid_t) pid, 0) == 0 || errno != ESRCH)
        continue;
      unlinkat (dirfd (d), entry->d_name, 0);
    }
  closedir (d);
}

static int
create_temp (const char *dir, const char *prefix, mode_t mode, char **out_path)
{
  static const char letters[] = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789";

  for (int attempt = 0; attempt < 100; attempt++)
    {
      char             suffix[7];
      g_autofree char *name = NULL;
      g_autofree char *path = NULL;
      int              fd;

      for (int i = 0; i < 6; i++)
        suffix[i] = letters[g_random_int_range (0, (int) sizeof letters - 1)];
      suffix[6] = '\0';
      name = g_strdup_printf ("%s%d-%s", prefix, (int) getpid (), suffix);
      path = g_build_filename (dir, name, NULL);
      fd = open (path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, mode);
      if (fd >= 0 || errno != EEXIST)
        {
          *out_path = g_steal_pointer (&path);
          return fd;
        }
    }
  errno = EEXIST;
  return -1;
}

static gboolean
write_all (int fd, const char *data, gsize length)
{
  while (length > 0)
    {
      ssize_t n = write (fd, data, MIN (length, (gsize) 1 << 30));

      if (n < 0 && errno == EINTR)
        continue;
      if (n < 0)
        return FALSE;
      if (n == 0)
        {
          errno = EIO;
          return FALSE;
        }
      data += n;
      length -= (gsize) n;
    }
  return TRUE;
}

gboolean
st_file_save_atomic (const char *path, const void *data, gsize length, GError **error)
{
  g_autofree char *target = NULL;
  g_autofree char *dir = NULL;
  g_autofree char *base = NULL;
  g_autofree char *prefix = NULL;
  g_autofree char *temp = NULL;
  struct stat      st;
  gboolean         exists;
  int              fd, saved_errno;

  g_return_val_if_fail (path != NULL, FALSE);
  g_return_val_if_fail (data != NULL || length == 0, FALSE);

  target = resolve_target (path, error);
  if (target == NULL)
    return FALSE;
  exists = stat (target, &st) == 0;
  if (exists && S_ISDIR (st.st_mode))
    return fail_with (error, EISDIR, STEP_CHECK_TARGET, exists);
  if (exists && !S_ISREG (st.st_mode))
    return fail_with (error, EINVAL, STEP_NOT_REGULAR, exists);

  dir = g_path_get_dirname (target);
  base = g_path_get_basename (target);
  prefix = st_file_save_temp_prefix (base);
  remove_litter (dir, prefix);

  /* A new file gets 0666 less the umask, as any file would; a replaced file keeps
   * its mode (a private scenario stays private). */
  fd = create_temp (dir, prefix, exists ? 0600 : 0666, &temp);
  if (fd < 0)
    return fail_with (error, errno, STEP_CREATE_TEMP, exists);
  if (exists)
    {
      /* The owner is kept where allowed (as root); failing that, the file is ours. */
      if (fchown (fd, st.st_uid, st.st_gid) != 0)
        {
          /* not fatal */
        }
      if (fchmod (fd, st.st_mode & 07777) != 0)
        {
          saved_errno = errno;
          close (fd);
          unlink (temp);
          return fail_with (error, saved_errno, STEP_PERMISSIONS, exists);
        }
    }
  if (!write_all (fd, data, length))
    {
      saved_errno = errno;
      close (fd);
      unlink (temp);
      return fail_with (error, saved_errno, STEP_WRITE, exists);
    }
  if (fsync (fd) != 0)
    {
      saved_errno = errno;
      close (fd);
      unlink (temp);
      return fail_with (error, saved_errno, STEP_FSYNC, exists);
    }
  if (close (fd) != 0)
    {
      saved_errno = errno;
      unlink (temp);
      return fail_with (error, saved_errno, STEP_CLOSE, exists);
    }
  if (rename (temp, target) != 0)
    {
      saved_errno = errno;
      unlink (temp);
      return fail_with (error, saved_errno, STEP_RENAME, exists);
    }
  /* The rename itself reaches the disk with the folder; not every file system
   * can sync a folder, and the new file is in place either way. */
  fd = open (dir, O_RDONLY | O_DIRECTORY | O_CLOEXEC);
  if (fd >= 0)
    {
      fsync (fd);
      close (fd);
    }
  return TRUE;
}
