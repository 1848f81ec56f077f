/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <string.h>

#include "st-xml-writer.h"

/* The bytes st_xml_escape () does not copy as they are: in text, control characters
 * other than LF and tab, and & < >; in attributes also LF, tab and '"'. */
#define CONTROL_BUT_LF_TAB(v)                                                                          \
  [0] = 1, [1] = v, [2] = v, [3] = v, [4] = v, [5] = v, [6] = v, [7] = v, [8] = v, [11] = v, [12] = v, \
  [13] = v, [14] = v, [15] = v, [16] = v, [17] = v, [18] = v, [19] = v, [20] = v, [21] = v, [22] = v,  \
  [23] = v, [24] = v, [25] = v, [26] = v, [27] = v, [28] = v, [29] = v, [30] = v, [31] = v
static const guint8 text_special[256] = { CONTROL_BUT_LF_TAB (1), ['&'] = 1, ['<'] = 1, ['>'] = 1 };
static const guint8 attribute_special[256] = {
  CONTROL_BUT_LF_TAB (1), ['\n'] = 1, ['\t'] = 1, ['&'] = 1, ['<'] = 1, ['>'] = 1, ['"'] = 1,
};
#undef CONTROL_BUT_LF_TAB

/* Whether any of the eight bytes in word is below 0x20 or one of & < > (and
 * '"' in an attribute): bit tricks that test all eight at once, exact for
 * whether there is one (not for which). */
#define ONES 0x0101010101010101ull
#define HIGHS 0x8080808080808080ull
#define HAS_LESS(x, n) (((x) -ONES * (n)) & ~(x) &HIGHS)
#define HAS_BYTE(x, v) ((((x) ^ (ONES * (v))) - ONES) & ~((x) ^ (ONES * (v))) & HIGHS)
static inline gboolean
word_may_need_escape (guint64 word, gboolean attribute)
{
  guint64 hit = HAS_LESS (word, 0x20) | HAS_BYTE (word, '&') | HAS_BYTE (word, '<') | HAS_BYTE (word, '>');

  if (attribute)
    hit |= HAS_BYTE (word, '"');
  return hit != 0;
}
#undef ONES
#undef HIGHS
#undef HAS_LESS
#undef HAS_BYTE

/* Copies text with XML's special characters escaped (in an attribute also
 * quotes, line ends and tabs). Runs of bytes that need no escape are found
 * eight bytes at a time and copied at once: a text may be 32 MiB long, and a
 * file may have 44,000 ids of 700 bytes. */
void
st_xml_escape (GString *out, const char *text, gboolean attribute)
{
  const guint8 *special = attribute ? attribute_special : text_special;
  const char   *p, *run, *end;

  if (text == NULL)
    return;
  end = text + strlen (text);
  for (p = run = text; p < end;)
    {
      guchar      c;
      const char *with = NULL;

      if (end - p >= 8)
        {
          guint64 word;

          memcpy (&word, p, 8);
          if (!word_may_need_escape (word, attribute))
            {
              p += 8;
              continue;
            }
        }
      c = (guchar) *p;
      if (!special[c])
        {
          p++;
          continue;
        }
      if (p > run)
        g_string_append_len (out, run, p - run);
      run = ++p;
      switch (c)
        {
          case '&':
            with = "&amp;";
            break;
          case '<':
            with = "&lt;";
            break;
          case '>':
            with = "&gt;";
            break;
          case '"':
            with = "&quot;";
            break;
          case '\r':
            with = "&#13;";
            break;
          case '\n':
            with = "&#10;";
            break;
          case '\t':
            with = "&#9;";
            break;
          default:
            /* Other control characters cannot be written in XML 1.0. */
            break;
        }
      if (with != NULL)
        g_string_append (out, with);
    }
  if (p > run)
    g_string_append_len (out, run, p - run);
}

/* The shortest plain decimal (no exponent) that reads back as the same double. */
void
st_xml_format_double (char *buf, gsize size, double value)
{
  for (int decimals = 0; decimals <= 17; decimals++)
    {
      char format[8];
      g_snprintf (format, sizeof format, "%%.%df", decimals);
      g_ascii_formatd (buf, size, format, value);
      if (g_ascii_strtod (buf, NULL) == value)
        return;
    }
}
