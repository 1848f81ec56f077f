/* SPDX-License-Identifier: GPL-3.0-or-later */
#define G_LOG_DOMAIN "sandtable-core"

#include "config.h"

#include "st-file-read.h"

gboolean
st_file_read_bounded (GFile *file, gsize limit, char **data, gsize *length, GError **error)
{
  g_autoptr (GFileInputStream) stream = NULL;
  g_autofree char *buffer = NULL;
  gsize            size = 0, allocated = 0;

  g_return_val_if_fail (limit < G_MAXSIZE - 2, FALSE);

  stream = g_file_read (file, NULL, error);
  if (stream == NULL)
    return FALSE;
  /* A regular file's size saves regrowing the buffer; it is only a hint. */
  {
    g_autoptr (GFileInfo) info =
        g_file_input_stream_query_info (stream, G_FILE_ATTRIBUTE_STANDARD_SIZE, NULL, NULL);
    if (info != NULL && g_file_info_get_size (info) > 0)
      {
        allocated = MIN ((gsize) g_file_info_get_size (info) + 1, limit + 1);
        buffer = g_malloc (allocated + 1);
      }
  }
  /* Grow as the file comes, up to limit + 1 bytes: a file's announced size is not
   * trusted (devices and FIFOs have none, and files grow). */
  while (size <= limit)
    {
      gsize  want;
      gssize n;

      if (size == allocated)
        {
          allocated = MIN (MAX (allocated * 2, (gsize) 64 * 1024), limit + 1);
          buffer = g_realloc (buffer, allocated + 1);
        }
      want = allocated - size;
      n = g_input_stream_read (G_INPUT_STREAM (stream), buffer + size, want, NULL, error);
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
