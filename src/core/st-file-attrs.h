/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <glib.h>
#include <sys/stat.h>

G_BEGIN_DECLS

/* For st-file-save.c: gives the open file fd (a save's temporary file, whose
 * owner and mode are already those of the old file) the old file's access
 * control list (system.posix_acl_access) and user.* extended attributes, read
 * from the file at from; an access control list that fd inherited from its
 * folder's default, which the old file did not have, is removed, so that nobody
 * gains access by a save. Returns FALSE with errno set when an attribute could
 * not be read or set (the save must then fail: going on would drop it). A file
 * system without extended attributes has nothing to copy, and nor has an old
 * file removed meanwhile (TRUE, as for a new file). */
gboolean st_file_copy_attributes (const char *from, int fd);

G_END_DECLS
