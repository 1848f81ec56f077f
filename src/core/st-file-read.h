/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <gio/gio.h>

G_BEGIN_DECLS

/* Reads a file of any kind (a regular file, a device such as /dev/zero, a FIFO,
 * a remote file), reading at most limit + 1 bytes: *length > limit then says
 * that the file is too large, and *data holds its first limit + 1 bytes, so
 * that the caller can point at where it goes over. *data is always
 * NUL-terminated (one byte past *length).
 *
 * It never blocks for long: a FIFO or device from which nothing comes for
 * ST_FILE_READ_IDLE_TIMEOUT_MS (a FIFO with no writer), or whose reading takes
 * longer than ST_FILE_READ_TOTAL_TIMEOUT_MS, is given up on with
 * G_IO_ERROR_TIMED_OUT. */
#define ST_FILE_READ_IDLE_TIMEOUT_MS 2000
#define ST_FILE_READ_TOTAL_TIMEOUT_MS 10000
gboolean st_file_read_bounded (GFile *file, gsize limit, char **data, gsize *length, GError **error);
gboolean
st_file_read_bounded_path (const char *path, gsize limit, char **data, gsize *length, GError **error);

/* Line and column (in characters, from 1) of a byte offset in text, counting
 * LF, CR LF and lone CR as line ends. Linear in offset. */
void st_text_offset_location (const char *text, gsize length, gsize offset, int *line, int *column);

/* At most ST_TEXT_EXCERPT_CHARS characters of text (valid UTF-8), with "…"
 * when it was cut: what a message quotes of a long line or action. */
#define ST_TEXT_EXCERPT_CHARS 40
char *st_text_excerpt (const char *text);

G_END_DECLS
