/* SPDX-License-Identifier: GPL-3.0-or-later */
#define _GNU_SOURCE /* O_CLOEXEC under -std=c11 */
#define G_LOG_DOMAIN "sandtable-core"

#include "config.h"

#include <errno.h>
#include <fcntl.h>
#include <glib/gi18n-lib.h>
#include <poll.h>
#include <sys/stat.h>
#include <unistd.h>

#include "st-file-read.h"

/* Grows *buffer so that it holds at least one more byte than *size, up to
 * limit + 1 bytes (and a NUL); returns how many bytes may be read next. */
static gsize
make_room (char **buffer, gsize size, gsize *allocated, gsize limit)
{
  if (size == *allocated)
    {
      *allocated = MIN (MAX (*allocated * 2, (gsize) 64 * 1024), limit + 1);
      *buffer = g_realloc (*buffer, *allocated + 1);
    }
  return *allocated - size;
}

/* A stream of a remote file (GIO), which cannot be a FIFO. */
static gboolean
read_stream (GFile *file, gsize limit, char **data, gsize *length, GError **error)
{
  g_autoptr (GFileInputStream) stream = NULL;
  g_autofree char *buffer = NULL;
  gsize            size = 0, allocated = 0;

  stream = g_file_read (file, NULL, error);
  if (stream == NULL)
    return FALSE;
  /* Grow as the file comes, up to limit + 1 bytes: a file's announced size is not
   * trusted (files grow). */
  while (size <= limit)
    {
      gsize  want = make_room (&buffer, size, &allocated, limit);
      gssize n = g_input_stream_read (G_INPUT_STREAM (stream), buffer + size, want, NULL, error);

      if (n < 0)
        return FALSE;
      if (n == 0)
        break;
      size += (gsize) n;
    }
  if (buffer == NULL)
    buffer = g_malloc (1);
  buffer[size] = '\0';
  *data = g_steal_pointer (&buffer);
  *length = size;
  return TRUE;
}

/* Messages do not name the file: every caller does ("FILE: error: ..."). */
static gboolean
set_errno_error (GError **error, int saved_errno)
{
  g_set_error_literal (error, G_IO_ERROR, g_io_error_from_errno (saved_errno), g_strerror (saved_errno));
  return FALSE;
}

/* Waits until fd has bytes (or its end) to read, for at most the time left
 * until deadline and never longer than ST_FILE_READ_IDLE_TIMEOUT_MS. */
static gboolean
wait_readable (int fd, gint64 deadline, GError **error)
{
  for (;;)
    {
      gint64        left = (deadline - g_get_monotonic_time ()) / 1000;
      struct pollfd pfd = { fd, POLLIN, 0 };
      int           n;

      if (left <= 0)
        {
          g_set_error (error, G_IO_ERROR, G_IO_ERROR_TIMED_OUT,
                       _ ("reading took longer than %d seconds; a pipe or device this slow is not read"),
                       ST_FILE_READ_TOTAL_TIMEOUT_MS / 1000);
          return FALSE;
        }
      n = poll (&pfd, 1, (int) MIN (left, ST_FILE_READ_IDLE_TIMEOUT_MS));
      if (n < 0 && errno == EINTR)
        continue;
      if (n < 0)
        return set_errno_error (error, errno);
      if (n == 0)
        {
          g_set_error (error, G_IO_ERROR, G_IO_ERROR_TIMED_OUT,
                       _ ("nothing came in %d seconds: a pipe or device with nothing writing to it"),
                       ST_FILE_READ_IDLE_TIMEOUT_MS / 1000);
          return FALSE;
        }
      return TRUE;
    }
}

/* A local file of any kind. It is opened without blocking: opening a FIFO
 * waits for a writer, which may never come. A regular file is read as it is;
 * anything else (a FIFO, a terminal, /dev/zero) is polled, and given up on
 * when nothing comes for a while or the whole read takes too long. */
static gboolean
read_fd (const char *path, gsize limit, char **data, gsize *length, GError **error)
{
  g_autofree char *buffer = NULL;
  gsize            size = 0, allocated = 0;
  gint64           deadline = g_get_monotonic_time () + (gint64) ST_FILE_READ_TOTAL_TIMEOUT_MS * 1000;
  struct stat      st;
  gboolean         regular;
  int              fd;

  fd = open (path, O_RDONLY | O_NONBLOCK | O_NOCTTY | O_CLOEXEC);
  if (fd < 0)
    return set_errno_error (error, errno);
  if (fstat (fd, &st) != 0)
    {
      int saved_errno = errno;
      close (fd);
      return set_errno_error (error, saved_errno);
    }
  if (S_ISDIR (st.st_mode))
    {
      close (fd);
      return set_errno_error (error, EISDIR);
    }
  regular = S_ISREG (st.st_mode);
  /* A regular file's size saves regrowing the buffer; it is only a hint (files
   * grow, and devices and FIFOs have none). */
  if (regular && st.st_size > 0)
    {
      allocated = MIN ((gsize) st.st_size + 1, limit + 1);
      buffer = g_malloc (allocated + 1);
    }
  while (size <= limit)
    {
      gsize   want = make_room (&buffer, size, &allocated, limit);
      ssize_t n;

      if (!regular && !wait_readable (fd, deadline, error))
        {
          close (fd);
          return FALSE;
        }
      n = read (fd, buffer + size, want);
      if (n < 0 && (errno == EINTR || errno == EAGAIN))
        continue;
      if (n < 0)
        {
          int saved_errno = errno;
          close (fd);
          return set_errno_error (error, saved_errno);
        }
      if (n == 0)
        break;
      size += (gsize) n;
    }
  close (fd);
  if (buffer == NULL)
    buffer = g_malloc (1);
  buffer[size] = '\0';
  *data = g_steal_pointer (&buffer);
  *length = size;
  return TRUE;
}

gboolean
st_file_read_bounded (GFile *file, gsize limit, char **data, gsize *length, GError **error)
{
  g_autofree char *path = NULL;

  g_return_val_if_fail (limit < G_MAXSIZE - 2, FALSE);

  path = g_file_get_path (file);
  if (path != NULL)
    return read_fd (path, limit, data, length, error);
  return read_stream (file, limit, data, length, error);
}

gboolean
st_file_read_bounded_path (const char *path, gsize limit, char **data, gsize *length, GError **error)
{
  g_autoptr (GFile) file = g_file_new_for_path (path);

  return st_file_read_bounded (file, limit, data, length, error);
}

void
st_text_offset_location (const char *text, gsize length, gsize offset, int *line, int *column)
{
  int l = 1, c = 1;

  if (offset > length)
    offset = length;
  for (gsize i = 0; i < offset; i++)
    {
      guchar b = (guchar) text[i];

      if (b == '\n' || (b == '\r' && (i + 1 >= length || text[i + 1] != '\n')))
        {
          l++;
          c = 1;
        }
      else if (b != '\r' && (b & 0xC0) != 0x80)
        c++;
    }
  *line = l;
  *column = c;
}

char *
st_text_excerpt (const char *text)
{
  const char *end = text;
  int         n = 0;

  while (*end != '\0' && n < ST_TEXT_EXCERPT_CHARS)
    {
      end = g_utf8_next_char (end);
      n++;
    }
  if (*end == '\0')
    return g_strdup (text);
  return g_strdup_printf ("%.*s…", (int) (end - text), text);
}
