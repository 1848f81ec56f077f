/* SPDX-License-Identifier: GPL-3.0-or-later */
#define _GNU_SOURCE /* the xattr calls under -std=c11 */
#define G_LOG_DOMAIN "sandtable-core"

#include "config.h"

#include <errno.h>
#include <string.h>
#include <sys/xattr.h>

#include "st-file-attrs.h"

/* An access control list is kept as the extended attribute the kernel shows it
 * as, byte for byte, which is what cp -a and GNOME Text Editor (through GIO's
 * xattr copy) do as well: no libacl, and the mask, the owning group's entry and
 * the named entries come back exactly. Only user.* among the other namespaces:
 * security.* belongs to the system's policy (an SELinux label is given by it,
 * and security.capability must never travel to a new file), and trusted.* to
 * root's tools. */
#define ACL_ACCESS "system.posix_acl_access"

static gboolean
is_copied (const char *name)
{
  return g_str_has_prefix (name, "user.") || strcmp (name, ACL_ACCESS) == 0;
}

static gboolean
unsupported (int saved_errno)
{
  return saved_errno == ENOTSUP || saved_errno == ENOSYS;
}

/* The names of from's extended attributes, as a run of NUL-terminated strings
 * of *length bytes; NULL with errno set on failure (ENOTSUP: none can exist). */
static char *
list_names (const char *from, gsize *length)
{
  for (int attempt = 0; attempt < 4; attempt++)
    {
      ssize_t          size = listxattr (from, NULL, 0);
      g_autofree char *names = NULL;

      if (size < 0)
        return NULL;
      names = g_malloc (size + 1);
      size = listxattr (from, names, size);
      if (size < 0 && errno == ERANGE)
        continue; /* it grew meanwhile */
      if (size < 0)
        return NULL;
      names[size] = '\0';
      *length = (gsize) size;
      return g_steal_pointer (&names);
    }
  errno = ERANGE;
  return NULL;
}

static gboolean
copy_one (const char *from, const char *name, int fd)
{
  for (int attempt = 0; attempt < 4; attempt++)
    {
      ssize_t          size = getxattr (from, name, NULL, 0);
      g_autofree char *value = NULL;

      if (size < 0 && (errno == ENODATA || errno == ENOENT))
        return TRUE; /* removed meanwhile, or the whole file */
      if (size < 0)
        return FALSE;
      value = g_malloc (MAX (size, 1));
      size = getxattr (from, name, value, size);
      if (size < 0 && errno == ERANGE)
        continue;
      if (size < 0)
        return FALSE;
      return fsetxattr (fd, name, value, size, 0) == 0;
    }
  errno = ERANGE;
  return FALSE;
}

gboolean
st_file_copy_attributes (const char *from, int fd)
{
  g_autofree char *names = NULL;
  gsize            length = 0;
  gboolean         has_acl = FALSE;

  names = list_names (from, &length);
  /* The old file removed since the caller saw it (an autosave discarded while
   * it was written): nothing to copy, as for a new file. */
  if (names == NULL && errno != ENOENT)
    return unsupported (errno);

  for (const char *name = names; names != NULL && name < names + length; name += strlen (name) + 1)
    {
      if (!is_copied (name))
        continue;
      has_acl |= strcmp (name, ACL_ACCESS) == 0;
      if (!copy_one (from, name, fd))
        return FALSE;
    }

  /* A folder's default list gave the temporary file one of its own. */
  if (!has_acl && fremovexattr (fd, ACL_ACCESS) != 0 && errno != ENODATA && !unsupported (errno))
    return FALSE;
  return TRUE;
}
