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

#include "st-file-attrs.h"
#include "st-file-save.h"

/* Not g_file_replace_contents () nor g_file_set_contents (): the first renames
 * its temporary file over the target even after a failed write (a full disk
 * turned a scenario into an empty file), and neither keeps a symbolic link or
 * lets the next save find what a killed one left behind. */

#define TEMP_MARK ".sandtable-save-"
/* Long names are cut so that the temporary name fits in NAME_MAX. */
#define MAX_BASE_IN_TEMP 180
#define MAX_LINKS 40

// clang-format off
G_DEFINE_QUARK (st-file-save-error-quark, st_file_save_error)
// clang-format on

/* Set once by the command line's --force, before any thread starts. */
static StFileSaveFlags default_flags = ST_FILE_SAVE_DEFAULT;

void
st_file_save_set_default_flags (StFileSaveFlags flags)
{
  default_flags = flags;
}

StFileSaveFlags
st_file_save_get_default_flags (void)
{
  return default_flags;
}

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
  STEP_ATTRIBUTES,
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
      case STEP_ATTRIBUTES:
        return g_strdup_printf (
            _ ("Copying the file's access control list and extended attributes failed: %s."), reason);
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

/* Whether the folder is shared: sticky and writable by anyone, like /tmp. */
static gboolean
in_shared_folder (const char *path, uid_t *folder_owner)
{
  g_autofree char *dir = g_path_get_dirname (path);
  struct stat      st;

  if (stat (dir, &st) != 0)
    return FALSE;
  *folder_owner = st.st_uid;
  return (st.st_mode & (S_ISVTX | S_IWOTH)) == (S_ISVTX | S_IWOTH);
}

/* The kernel's rule for fs.protected_symlinks (and, for files, of
 * fs.protected_regular), applied whatever the machine's setting says, since the
 * links are read here and the kernel never sees them followed: in a shared
 * folder, only what we own or the folder's owner owns is trusted. */
static gboolean
owner_is_trusted (const char *path, const struct stat *st)
{
  uid_t folder_owner = 0;

  return !in_shared_folder (path, &folder_owner) || st->st_uid == geteuid () || st->st_uid == folder_owner;
}

static void
refuse_untrusted (GError **error, gboolean is_link)
{
  if (is_link)
    g_set_error_literal (error, ST_FILE_SAVE_ERROR, ST_FILE_SAVE_ERROR_UNSAFE_LINK,
                         _ ("It is a symbolic link that another user made in a shared folder, which anyone "
                            "can write to; such a link may point at any of your files, so Sandtable does not "
                            "follow it. Nothing was written; remove the link or choose another name."));
  else
    g_set_error_literal (
        error, ST_FILE_SAVE_ERROR, ST_FILE_SAVE_ERROR_UNSAFE_FILE,
        _ ("It belongs to another user and is in a shared folder, which anyone can write to; "
           "Sandtable does not replace it there. Nothing was written; choose another name."));
}

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

      if (lstat (current, &st) != 0)
        return g_steal_pointer (&current);
      if (!owner_is_trusted (current, &st))
        {
          refuse_untrusted (error, S_ISLNK (st.st_mode));
          return NULL;
        }
      if (!S_ISLNK (st.st_mode))
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

/* Read-only for this save: we may not write it (its mode or its access control
 * list says so), or we are root, whom no mode stops, and nobody may write it. */
static gboolean
is_read_only (const char *target, const struct stat *st)
{
  /* A read-only file system is not the file's doing (and --force would not
   * help): the save says so when it creates its temporary file. */
  if (faccessat (AT_FDCWD, target, W_OK, AT_EACCESS) != 0)
    return errno == EACCES || errno == EPERM;
  return geteuid () == 0 && (st->st_mode & 0222) == 0;
}

gboolean
st_file_save_is_read_only (const char *path)
{
  g_autofree char *target = resolve_target (path, NULL);
  struct stat      st;

  return target != NULL && stat (target, &st) == 0 && S_ISREG (st.st_mode) && is_read_only (target, &st);
}

/* The process id in the name of a save's temporary file (".NAME" TEMP_MARK
 * "PID-XXXXXX"), or 0 when name is not one; with prefix, only those of one
 * target. */
static gint64
temp_pid (const char *name, const char *prefix)
{
  const char *rest;
  char       *end = NULL;
  gint64      pid;

  if (prefix != NULL)
    rest = g_str_has_prefix (name, prefix) ? name + strlen (prefix) : NULL;
  else
    rest = name[0] == '.' ? g_strrstr (name, TEMP_MARK) : NULL;
  if (rest == NULL)
    return 0;
  if (prefix == NULL)
    rest += strlen (TEMP_MARK);
  pid = g_ascii_strtoll (rest, &end, 10);
  if (end == rest || *end != '-' || strlen (end + 1) != 6 || pid <= 0 || pid > G_MAXINT)
    return 0;
  return pid;
}

/* Removes temporary files that earlier saves left when their process was
 * killed: those whose process no longer runs, or that were last changed before
 * older_than (0: never mind when). With prefix, those of one target only. */
static guint
remove_temps (const char *dir, const char *prefix, gint64 older_than)
{
  DIR           *d = opendir (dir);
  struct dirent *entry;
  guint          removed = 0;

  if (d == NULL)
    return 0;
  while ((entry = readdir (d)) != NULL)
    {
      gint64      pid = temp_pid (entry->d_name, prefix);
      struct stat st;
      gboolean    stale;

      if (pid == 0)
        continue;
      stale = kill ((pid_t) pid, 0) != 0 && errno == ESRCH;
      if (!stale && older_than > 0 && fstatat (dirfd (d), entry->d_name, &st, AT_SYMLINK_NOFOLLOW) == 0)
        stale = S_ISREG (st.st_mode) && st.st_mtime < older_than;
      if (stale && unlinkat (dirfd (d), entry->d_name, 0) == 0)
        removed++;
    }
  closedir (d);
  return removed;
}

guint
st_file_save_remove_stale_temps (const char *dir, gint64 older_than)
{
  g_return_val_if_fail (dir != NULL, 0);

  return remove_temps (dir, NULL, older_than);
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
  return st_file_save_atomic_full (path, data, length, default_flags, error);
}

gboolean
st_file_save_atomic_full (
    const char *path, const void *data, gsize length, StFileSaveFlags flags, GError **error)
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
  if (exists && !(flags & ST_FILE_SAVE_REPLACE_READ_ONLY) && is_read_only (target, &st))
    {
      g_set_error_literal (error, ST_FILE_SAVE_ERROR, ST_FILE_SAVE_ERROR_READ_ONLY,
                           _ ("The file is read-only; choose another name or make it writable. "
                              "The old file is unchanged."));
      return FALSE;
    }

  dir = g_path_get_dirname (target);
  base = g_path_get_basename (target);
  prefix = st_file_save_temp_prefix (base);
  remove_temps (dir, prefix, 0);

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
      /* After the mode: setting the list sets the group bits to its mask, as
       * they were. */
      if (!st_file_copy_attributes (target, fd))
        {
          saved_errno = errno;
          close (fd);
          unlink (temp);
          return fail_with (error, saved_errno, STEP_ATTRIBUTES, exists);
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
