/* SPDX-License-Identifier: GPL-3.0-or-later */
/* A preloaded library (LD_PRELOAD) that makes the system calls of a save fail,
 * without privileges: with ST_FAULT set to write, short-write, fsync, close or
 * rename, that call fails (ENOSPC for writes, EIO otherwise) when it concerns a
 * temporary file of st_file_save_atomic () (".NAME.sandtable-save-PID-XXXXXX");
 * with ST_FAULT=slow each write and fsync of such a file first sleeps 20 ms, so that a
 * kill -9 lands in the middle of a save. With ST_FAULT_DIR set to a folder, the
 * faults apply to every file in it instead, however a writer names them (so that
 * the test does not depend on how saving is done). Any other file is left alone. */
#define _GNU_SOURCE
#include <dlfcn.h>
#include <errno.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#define TEMP_MARK ".sandtable-save-"

static int
fault_is (const char *op)
{
  const char *fault = getenv ("ST_FAULT");

  return fault != NULL && strcmp (fault, op) == 0;
}

/* Whether path is one the fault applies to: in the folder ST_FAULT_DIR when it is
 * set (whatever a writer names its files there), else a save's temporary. */
static int
is_target_path (const char *path)
{
  const char *dir = getenv ("ST_FAULT_DIR");

  if (dir != NULL && *dir != '\0')
    return strncmp (path, dir, strlen (dir)) == 0 && path[strlen (dir)] == '/';
  return strstr (path, TEMP_MARK) != NULL;
}

static int
is_temp_fd (int fd)
{
  char    link[64], target[PATH_MAX];
  ssize_t n;

  snprintf (link, sizeof link, "/proc/self/fd/%d", fd);
  n = readlink (link, target, sizeof target - 1);
  if (n < 0)
    return 0;
  target[n] = '\0';
  return is_target_path (target);
}

ssize_t
write (int fd, const void *buf, size_t count)
{
  static ssize_t (*real) (int, const void *, size_t);

  if (real == NULL)
    real = (ssize_t (*) (int, const void *, size_t)) dlsym (RTLD_NEXT, "write");
  if (getenv ("ST_FAULT") != NULL && is_temp_fd (fd))
    {
      if (fault_is ("write"))
        {
          errno = ENOSPC;
          return -1;
        }
      /* A nearly full disk: some bytes go, then no more. */
      if (fault_is ("short-write"))
        {
          static size_t written;
          if (written >= 100)
            {
              errno = ENOSPC;
              return -1;
            }
          if (count > 100 - written)
            count = 100 - written;
          written += count;
        }
      if (fault_is ("slow"))
        usleep (20000);
    }
  return real (fd, buf, count);
}

int
fsync (int fd)
{
  static int (*real) (int);

  if (real == NULL)
    real = (int (*) (int)) dlsym (RTLD_NEXT, "fsync");
  if (fault_is ("fsync") && is_temp_fd (fd))
    {
      errno = EIO;
      return -1;
    }
  if (fault_is ("slow") && is_temp_fd (fd))
    usleep (20000);
  return real (fd);
}

int
close (int fd)
{
  static int (*real) (int);

  if (real == NULL)
    real = (int (*) (int)) dlsym (RTLD_NEXT, "close");
  if (fault_is ("close") && is_temp_fd (fd))
    {
      /* As on NFS: the descriptor is gone, and the data may not have been written. */
      real (fd);
      errno = EIO;
      return -1;
    }
  return real (fd);
}

int
rename (const char *from, const char *to)
{
  static int (*real) (const char *, const char *);

  if (real == NULL)
    real = (int (*) (const char *, const char *)) dlsym (RTLD_NEXT, "rename");
  if (fault_is ("rename") && is_target_path (from))
    {
      errno = EIO;
      return -1;
    }
  return real (from, to);
}
