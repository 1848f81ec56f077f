/* SPDX-License-Identifier: GPL-3.0-or-later */
#define G_LOG_DOMAIN "sandtable-core"

#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "st-edit-tables.h"
#include "st-scenario.h"
#include "st-utf8.h"
#include "st-value-check.h"

static gboolean
is_noncharacter (gunichar c)
{
  return (c >= 0xfdd0 && c <= 0xfdef) || (c & 0xfffe) == 0xfffe;
}

static gboolean
refuse (gsize at, gsize *offset, GError **error, const char *message)
{
  if (offset != NULL)
    *offset = at;
  g_set_error_literal (error, ST_EDIT_ERROR, ST_EDIT_ERROR_INVALID, message);
  return FALSE;
}

/* Eight bytes at once: TRUE when each is printable ASCII (0x20 to 0x7F). */
static inline gboolean
word_is_printable_ascii (const char *p)
{
  guint64 v;

  memcpy (&v, p, sizeof v);
  /* No high bit set, and no byte below 0x20 (the borrow of a subtraction
   * reaches the high bit of a byte only when it was below 0x20). */
  return ((v | ((v - 0x2020202020202020ULL) & ~v)) & 0x8080808080808080ULL) == 0;
}

static gboolean
check_text (const char *value, gsize length, gsize *offset, GError **error)
{
  const char      *p = value, *end = value + length;
  g_autofree char *message = NULL;

  while (p < end)
    {
      gunichar c;
      guint    n;

      /* Plain ASCII, the usual case, eight bytes at a time, then one at a
       * time without decoding. */
      while (end - p >= 8 && word_is_printable_ascii (p))
        p += 8;
      if (p >= end)
        break;
      if ((guchar) *p >= 0x20 && (guchar) *p < 0x80)
        {
          p++;
          continue;
        }
      if (*p == '\t' || *p == '\n' || *p == '\r')
        {
          p++;
          continue;
        }
      if (*p == '\0')
        return refuse (p - value, offset, error, _ ("a NUL byte (no text may hold one)"));
      if ((guchar) *p < 0x20)
        {
          /* Translators: %04X is a character's code, such as 0001. */
          message = g_strdup_printf (_ ("the control character U+%04X (texts may hold tabs and line ends, no "
                                        "other control character)"),
                                     (guint) (guchar) *p);
          return refuse (p - value, offset, error, message);
        }
      n = st_utf8_char ((const guchar *) p, (gsize) (end - p), &c);
      if (n == 0)
        {
          /* Translators: %02X is a byte's value in hexadecimal, such as FF. */
          message = g_strdup_printf (_ ("the byte 0x%02X, which is not UTF-8 (texts must be UTF-8)"),
                                     (guint) (guchar) *p);
          return refuse (p - value, offset, error, message);
        }
      if (is_noncharacter (c))
        {
          /* Translators: %04X is a character's code, such as FFFE. */
          message = g_strdup_printf (_ ("the noncharacter U+%04X (no text may hold one)"), c);
          return refuse (p - value, offset, error, message);
        }
      p += n;
    }
  return TRUE;
}

gboolean
st_value_check (StCheckKind kind, const char *value, gssize length, gsize *offset, GError **error)
{
  gsize n;

  g_return_val_if_fail (value != NULL, FALSE);

  n = length < 0 ? strlen (value) : (gsize) length;
  if (kind == ST_CHECK_ID)
    {
      g_autofree char *copy = NULL;
      g_autofree char *message = NULL;
      gsize            at = 0;

      if (!check_text (value, n, offset, error))
        return FALSE;
      copy = g_strndup (value, n);
      if (st_id_is_valid (copy))
        return TRUE;
      /* The first byte that no id may have there. */
      while (at < n
             && (g_ascii_isalpha (value[at]) || value[at] == '_'
                 || (at > 0 && (g_ascii_isdigit (value[at]) || value[at] == '-' || value[at] == '.'))))
        at++;
      message = g_strdup_printf (_ ("“%s” is not an id: expected a letter or “_” followed by letters, "
                                    "digits, “_”, “-” or “.”"),
                                 copy);
      return refuse (at, offset, error, message);
    }
  return check_text (value, n, offset, error);
}

gboolean
st_edit_check_text (const char *value, GError **error)
{
  g_autoptr (GError) problem = NULL;

  if (value == NULL || st_value_check (ST_CHECK_TEXT, value, -1, NULL, &problem))
    return TRUE;
  /* Translators: %s says what is wrong, such as "the control character U+0001 (…)". */
  g_set_error (error, ST_EDIT_ERROR, ST_EDIT_ERROR_INVALID, _ ("The text was not changed: it has %s."),
               problem->message);
  return FALSE;
}
