/* SPDX-License-Identifier: GPL-3.0-or-later */
#define _GNU_SOURCE /* memrchr under -std=c11 */
#define G_LOG_DOMAIN "sandtable-core"

#include "config.h"

#include <libxml/SAX2.h>
#include <libxml/parser.h>
#include <libxml/parserInternals.h>
#include <string.h>

#include "st-utf8.h"
#include "st-xml-reader.h"

struct _StXmlDoc
{
  xmlDoc     *doc;
  const char *data; /* the caller's buffer (valid while it is) or own_data */
  gsize       length;
  char       *own_data; /* the text with its line ends made LF, or NULL */
  GArray     *line_starts; /* gsize offsets of the first byte of each line */
  GArray     *char_marks; /* gsize: characters before each CHAR_MARK_STEP bytes */
  /* The start tag last looked into by st_xml_doc_attr_location (), so that many
   * problems on one element cost one scan of its tag. */
  xmlNode    *attr_node;
  GHashTable *attr_offsets; /* attribute name -> offset + 1 */
};

/* Columns are counted from checkpoints so that locating a problem costs at most
 * a few kilobytes of scanning, however long its line (linear overall). */
#define CHAR_MARK_STEP 1024

typedef struct
{
  StXmlDoc              *self;
  const char            *filename;
  StDiagnostics         *diagnostics;
  guint                  depth;
  guint                  max_depth;
  gboolean               failed;
  startElementNsSAX2Func start_element;
  endElementNsSAX2Func   end_element;
} ParseState;

/* Characters before each block, counted a block at a time (a loop the
 * compiler vectorises); only a column on a line longer than CHAR_MARK_STEP
 * needs them, so most files never count (on the 1.2 MB board of
 * bench_board_200 (), 12 M instructions of the first frame). */
static void
compute_char_marks (StXmlDoc *self)
{
  gsize chars = 0;

  self->char_marks = g_array_sized_new (FALSE, FALSE, sizeof (gsize), self->length / CHAR_MARK_STEP + 2);
  for (gsize block = 0; block < self->length; block += CHAR_MARK_STEP)
    {
      gsize end = MIN (block + CHAR_MARK_STEP, self->length);

      g_array_append_val (self->char_marks, chars);
      for (gsize i = block; i < end; i++)
        chars += ((guchar) self->data[i] & 0xC0) != 0x80;
    }
  /* The mark of the end, for an offset equal to the length. */
  if (self->length % CHAR_MARK_STEP == 0)
    g_array_append_val (self->char_marks, chars);
}

/* Characters (UTF-8 lead bytes) in data[0, offset). */
static gsize
chars_before (StXmlDoc *self, gsize offset)
{
  gsize mark, n;

  if (self->char_marks == NULL)
    compute_char_marks (self);
  mark = offset / CHAR_MARK_STEP;
  n = g_array_index (self->char_marks, gsize, mark);

  for (gsize i = mark * CHAR_MARK_STEP; i < offset; i++)
    if (((guchar) self->data[i] & 0xC0) != 0x80)
      n++;
  return n;
}

static void compute_line_starts (StXmlDoc *self);

static void
offset_to_location (StXmlDoc *self, gsize offset, int *line, int *column)
{
  guint lo = 0, hi;
  gsize start;

  /* The index is built on the first problem: a file without any costs nothing. */
  if (self->line_starts == NULL)
    compute_line_starts (self);
  hi = self->line_starts->len;

  if (offset > self->length)
    offset = self->length;
  /* The last line start at or before offset. */
  while (hi - lo > 1)
    {
      guint mid = (lo + hi) / 2;
      if (g_array_index (self->line_starts, gsize, mid) <= offset)
        lo = mid;
      else
        hi = mid;
    }
  start = g_array_index (self->line_starts, gsize, lo);
  /* A byte order mark is not a character a person sees. */
  if (start == 0 && self->length >= 3 && memcmp (self->data, "\xEF\xBB\xBF", 3) == 0 && offset >= 3)
    start = 3;
  *line = (int) MIN (lo + 1, (guint) G_MAXINT);
  /* A short line is counted where it is: two counts from the marks read up
   * to twice CHAR_MARK_STEP bytes, for each of 40,000 play-test actions. */
  if (offset - start < CHAR_MARK_STEP)
    {
      gsize n = 0;

      for (gsize i = start; i < offset; i++)
        if (((guchar) self->data[i] & 0xC0) != 0x80)
          n++;
      *column = (int) (n + 1);
    }
  else
    *column = (int) MIN (chars_before (self, offset) - chars_before (self, start) + 1, (gsize) G_MAXINT);
}

static gsize
current_offset (xmlParserCtxt *ctxt)
{
  xmlParserInput *input = ctxt->input;

  if (input == NULL || input->cur == NULL || input->base == NULL)
    return 0;
  return (gsize) input->consumed + (gsize) (input->cur - input->base);
}

/* The '<' at or before offset; never reads past the data (which need not end
 * with a NUL). */
static gsize
walk_back_to_tag (StXmlDoc *self, gsize offset)
{
  const char *tag;

  if (self->length == 0)
    return 0;
  offset = MIN (offset, self->length - 1);
  /* memrchr: a start tag may be long (a 700-byte id), and there may be 50,000. */
  tag = memrchr (self->data, '<', offset + 1);
  return tag != NULL ? (gsize) (tag - self->data) : 0;
}

static void report (ParseState *state, int line, int column, const char *format, ...) G_GNUC_PRINTF (4, 5);

static void
report (ParseState *state, int line, int column, const char *format, ...)
{
  g_autofree char *message = NULL;
  va_list          args;

  va_start (args, format);
  message = g_strdup_vprintf (format, args);
  va_end (args);
  if (state->diagnostics != NULL)
    st_diagnostics_add (state->diagnostics, ST_SEVERITY_ERROR, state->filename, line, column, "%s", message);
  state->failed = TRUE;
}

static void
on_start_element (void           *ctx,
                  const xmlChar  *localname,
                  const xmlChar  *prefix,
                  const xmlChar  *uri,
                  int             nb_namespaces,
                  const xmlChar **namespaces,
                  int             nb_attributes,
                  int             nb_defaulted,
                  const xmlChar **attributes)
{
  xmlParserCtxt *ctxt = ctx;
  ParseState    *state = ctxt->_private;
  gsize          offset;

  state->start_element (ctx, localname, prefix, uri, nb_namespaces, namespaces, nb_attributes, nb_defaulted,
                        attributes);
  /* The start tag has just been read: walk back to its '<'. */
  offset = walk_back_to_tag (state->self, current_offset (ctxt));

  if (uri != NULL
      && (g_str_equal ((const char *) uri, "http://www.w3.org/2001/XInclude")
          || g_str_equal ((const char *) uri, "http://www.w3.org/2003/XInclude")))
    {
      int line, column;

      offset_to_location (state->self, offset, &line, &column);
      report (state, line, column,
              "XInclude (<%s>) is not allowed in a scenario file; a scenario is one file",
              (const char *) localname);
      xmlStopParser (ctxt);
      return;
    }
  if (++state->depth > state->max_depth)
    {
      int line, column;

      offset_to_location (state->self, offset, &line, &column);
      report (state, line, column, "elements nested deeper than %u levels", state->max_depth);
      xmlStopParser (ctxt);
      return;
    }
  if (ctxt->node != NULL)
    ctxt->node->_private = GSIZE_TO_POINTER (offset + 1);
}

static void
on_end_element (void *ctx, const xmlChar *localname, const xmlChar *prefix, const xmlChar *uri)
{
  xmlParserCtxt *ctxt = ctx;
  ParseState    *state = ctxt->_private;

  if (state->depth > 0)
    state->depth--;
  state->end_element (ctx, localname, prefix, uri);
}

static void
on_internal_subset (void *ctx, const xmlChar *name, const xmlChar *external_id, const xmlChar *system_id)
{
  xmlParserCtxt *ctxt = ctx;
  ParseState    *state = ctxt->_private;

  gsize offset = walk_back_to_tag (state->self, current_offset (ctxt));
  int   line, column;

  /* Scenarios never need a DTD; refusing it defeats external entities, entity
   * expansion bombs and DTD loading in one place. */
  offset_to_location (state->self, offset, &line, &column);
  report (state, line, column, "document type declarations (<!DOCTYPE>) are not allowed in a scenario file");
  xmlStopParser (ctxt);
}

static void
on_structured_error (void *user_data, xmlErrorPtr error)
{
  xmlParserCtxt   *ctxt = user_data;
  ParseState      *state = ctxt->_private;
  g_autofree char *message = NULL;
  int              line = error->line, column = error->int2;

  if (state == NULL || error->level < XML_ERR_ERROR)
    return;
  /* After a stop the parser reports the stop itself; the reason is already said. */
  if (state->failed && error->code == XML_ERR_USER_STOP)
    return;
  message = g_strstrip (g_strdup (error->message ? error->message : "malformed XML"));
  /* Keep every diagnostic on one FILE:LINE:COL line. */
  g_strdelimit (message, "\r\n", ' ');
  if (line <= 0)
    offset_to_location (state->self, current_offset (ctxt), &line, &column);
  report (state, line, column, "malformed XML: %s", message);
}

/* The name of a UTF-16 or UTF-32 encoding recognised by its byte order mark or,
 * without one, by the NUL bytes around the first '<' (XML 1.0 appendix F). */
static const char *
detect_wide_encoding (const guchar *b, gsize length)
{
  if (length >= 4 && b[0] == 0xFF && b[1] == 0xFE && b[2] == 0 && b[3] == 0)
    return "UTF-32 (little-endian)";
  if (length >= 4 && b[0] == 0 && b[1] == 0 && b[2] == 0xFE && b[3] == 0xFF)
    return "UTF-32 (big-endian)";
  if (length >= 2 && b[0] == 0xFF && b[1] == 0xFE)
    return "UTF-16 (little-endian)";
  if (length >= 2 && b[0] == 0xFE && b[1] == 0xFF)
    return "UTF-16 (big-endian)";
  if (length >= 4 && b[0] != 0 && b[1] == 0 && b[2] == 0 && b[3] == 0)
    return "UTF-32 (little-endian, without a byte order mark)";
  if (length >= 4 && b[0] == 0 && b[1] == 0 && b[2] == 0 && b[3] != 0)
    return "UTF-32 (big-endian, without a byte order mark)";
  if (length >= 2 && b[0] != 0 && b[1] == 0)
    return "UTF-16 (little-endian, without a byte order mark)";
  if (length >= 2 && b[0] == 0 && b[1] != 0)
    return "UTF-16 (big-endian, without a byte order mark)";
  return NULL;
}

static gboolean
is_xml_space (char c)
{
  return c == ' ' || c == '\t' || c == '\n' || c == '\r';
}

/* Scenarios are UTF-8 (docs/format.md). Other encodings are refused rather than
 * converted, because positions in converted text would not match the file. The
 * XML declaration is read whole, however long, after a byte order mark too. */
static gboolean
check_encoding (ParseState *state)
{
  const char *data = state->self->data;
  gsize       length = state->self->length;
  const char *wide = detect_wide_encoding ((const guchar *) data, length);
  gsize       p = 0;

  if (wide != NULL)
    {
      report (state, 1, 1, "the file is %s; scenario files must be UTF-8", wide);
      return FALSE;
    }
  if (length >= 3 && memcmp (data, "\xEF\xBB\xBF", 3) == 0)
    p = 3;
  if (length - p < 6 || memcmp (data + p, "<?xml", 5) != 0 || !is_xml_space (data[p + 5]))
    return TRUE;
  p += 5;
  /* Pseudo-attributes: NAME = 'VALUE' or "VALUE", up to "?>". Anything else is
   * left to the parser to report as malformed. */
  for (;;)
    {
      gsize name, name_len, value;
      char  quote;

      while (p < length && is_xml_space (data[p]))
        p++;
      if (p >= length || data[p] == '?' || data[p] == '>')
        return TRUE;
      name = p;
      while (p < length && g_ascii_isalpha (data[p]))
        p++;
      name_len = p - name;
      while (p < length && is_xml_space (data[p]))
        p++;
      if (name_len == 0 || p >= length || data[p] != '=')
        return TRUE;
      p++;
      while (p < length && is_xml_space (data[p]))
        p++;
      if (p >= length || (data[p] != '"' && data[p] != '\''))
        return TRUE;
      quote = data[p++];
      value = p;
      while (p < length && data[p] != quote && data[p] != '<' && data[p] != '>')
        p++;
      if (p >= length || data[p] != quote)
        return TRUE;
      if (name_len == 8 && memcmp (data + name, "encoding", 8) == 0
          && !((p - value == 5 && g_ascii_strncasecmp (data + value, "UTF-8", 5) == 0)
               || (p - value == 4 && g_ascii_strncasecmp (data + value, "UTF8", 4) == 0)))
        {
          g_autofree char *shown = g_strndup (data + value, MIN (p - value, 40));
          int              line, column;

          offset_to_location (state->self, name, &line, &column);
          report (state, line, column, "the file declares encoding '%s'; scenario files must be UTF-8",
                  shown);
          return FALSE;
        }
      p++;
    }
}

/* A NUL byte, or bytes that are not UTF-8, said as what they are where they
 * are: libxml2 says "Premature end of data" for the one and "Input is not
 * proper UTF-8, indicate encoding !" for the other, which asks for an encoding
 * declaration the format refuses. */
static gboolean
check_bytes (ParseState *state)
{
  const char *data = state->self->data, *stop = data + state->self->length;
  const char *p = data, *end = NULL;
  int         line, column;

  /* ASCII without NUL eight bytes at a time; each other character is
   * validated alone (the whole file through g_utf8_validate_len () was 8 % of
   * validating an 8 MB scenario). */
  for (;;)
    {
      guint64  v;
      gunichar c;
      guint    n;

      while (stop - p >= 8)
        {
          memcpy (&v, p, sizeof v);
          if (((v | ((v - 0x0101010101010101ULL) & ~v)) & 0x8080808080808080ULL) != 0)
            break;
          p += 8;
        }
      if (p >= stop)
        return TRUE;
      if (*p == '\0' || (n = st_utf8_char ((const guchar *) p, (gsize) (stop - p), &c)) == 0)
        break;
      p += n;
    }
  end = p;
  offset_to_location (state->self, (gsize) (end - data), &line, &column);
  if (*end == '\0')
    report (state, line, column, "a NUL byte; scenario files are text, which has none");
  else
    report (state, line, column,
            "the byte 0x%02X is not UTF-8; scenario files must be UTF-8 (a text editor can save the file "
            "as UTF-8)",
            (guint) (guchar) *end);
  return FALSE;
}

/* libxml2 (2.9) checks each attribute against all earlier ones of its element:
 * quadratic in their number. A scan before parsing bounds the number of
 * attributes (namespace declarations included) of every start tag, and the
 * numbers of elements and attributes and the length of a value: a tree of
 * millions of nodes takes libxml2 seconds and gigabytes to build (2.6 million
 * elements: 3 s, 1 GB), and one 64 MiB value 2.5 s, far past any scenario.
 * It follows
 * comments, CDATA sections, processing instructions and quoted values so that a
 * '<' or '=' inside them is not taken for markup. */
static gboolean
check_attribute_counts (ParseState *state)
{
  const char *d = state->self->data;
  gsize       n = state->self->length;
  gsize       i = 0;
  guint       elements = 0, attributes = 0;

  while (i < n)
    {
      const char *lt = memchr (d + i, '<', n - i);
      gsize       tag;
      guint       count = 0;

      if (lt == NULL)
        return TRUE;
      tag = i = (gsize) (lt - d);
      if (n - i >= 4 && memcmp (d + i, "<!--", 4) == 0)
        {
          const char *end = g_strstr_len (d + i + 4, (gssize) (n - i - 4), "-->");
          if (end == NULL)
            return TRUE;
          i = (gsize) (end - d) + 3;
          continue;
        }
      if (n - i >= 9 && memcmp (d + i, "<![CDATA[", 9) == 0)
        {
          const char *end = g_strstr_len (d + i + 9, (gssize) (n - i - 9), "]]>");
          if (end == NULL)
            return TRUE;
          i = (gsize) (end - d) + 3;
          continue;
        }
      if (n - i >= 2 && (d[i + 1] == '?' || d[i + 1] == '!' || d[i + 1] == '/'))
        {
          i += 2;
          continue;
        }
      /* A start tag: count '=' outside quoted values up to its '>'. */
      if (++elements > ST_XML_MAX_ELEMENTS)
        {
          int line, column;

          offset_to_location (state->self, tag, &line, &column);
          report (state, line, column, "the file has more than %d elements, the most a scenario may have",
                  ST_XML_MAX_ELEMENTS);
          return FALSE;
        }
      i++;
      while (i < n && d[i] != '>' && d[i] != '<')
        {
          if (d[i] == '"' || d[i] == '\'')
            {
              const char *end = memchr (d + i + 1, d[i], n - i - 1);
              if (end == NULL)
                return TRUE;
              if ((gsize) (end - d) - i - 1 > ST_XML_MAX_ATTRIBUTE_LENGTH)
                {
                  int line, column;

                  offset_to_location (state->self, i, &line, &column);
                  report (state, line, column,
                          "an attribute value longer than %d bytes, the most a scenario may have",
                          ST_XML_MAX_ATTRIBUTE_LENGTH);
                  return FALSE;
                }
              i = (gsize) (end - d) + 1;
              continue;
            }
          if (d[i] == '=' && ++attributes > ST_XML_MAX_TOTAL_ATTRIBUTES)
            {
              int line, column;

              offset_to_location (state->self, tag, &line, &column);
              report (state, line, column,
                      "the file has more than %d attributes, the most a scenario may have",
                      ST_XML_MAX_TOTAL_ATTRIBUTES);
              return FALSE;
            }
          if (d[i] == '=' && ++count > ST_XML_MAX_ATTRIBUTES)
            {
              int line, column;

              offset_to_location (state->self, tag, &line, &column);
              report (state, line, column, "an element with more than %d attributes", ST_XML_MAX_ATTRIBUTES);
              return FALSE;
            }
          i++;
        }
    }
  return TRUE;
}

/* XML reads CR LF and a lone CR as LF before anything else (XML 1.0, 2.11).
 * Doing it here, when there is a CR, keeps libxml2 on its fast path: it
 * takes each CR a character at a time (32 MiB of them took over half a
 * second). Lines and columns stay as they were: a line end stays one. */
static void
normalize_line_ends (StXmlDoc *self)
{
  const char *cr = memchr (self->data, '\r', self->length);
  const char *in, *stop = self->data + self->length;
  char       *out;

  if (cr == NULL)
    return;
  self->own_data = g_malloc (self->length + 1);
  memcpy (self->own_data, self->data, (gsize) (cr - self->data));
  out = self->own_data + (cr - self->data);
  /* A byte at a time: CRs may be dense (a file of nothing else). */
  for (in = cr; in < stop; in++)
    {
      if (*in != '\r')
        *out++ = *in;
      else
        {
          *out++ = '\n';
          if (in + 1 < stop && in[1] == '\n')
            in++;
        }
    }
  *out = '\0';
  self->length = (gsize) (out - self->own_data);
  self->data = self->own_data;
}

static void
compute_line_starts (StXmlDoc *self)
{
  gsize zero = 0;

  self->line_starts = g_array_new (FALSE, FALSE, sizeof (gsize));
  g_array_append_val (self->line_starts, zero);
  /* XML treats CR LF, lone CR and LF alike as one line end. The next LF and the
   * next CR are each searched for once past the previous one: linear. */
  if (self->length > 0)
    {
      const char *data = self->data, *stop = self->data + self->length;
      const char *lf = memchr (data, '\n', self->length);
      const char *cr = memchr (data, '\r', self->length);

      while (lf != NULL || cr != NULL)
        {
          const char *end = lf == NULL ? cr : cr == NULL ? lf : MIN (lf, cr);
          gsize       line_start;

          if (end == cr && cr + 1 < stop && cr[1] == '\n')
            end = cr + 1;
          line_start = (gsize) (end - data) + 1;
          g_array_append_val (self->line_starts, line_start);
          if (lf != NULL && lf <= end)
            lf = end + 1 < stop ? memchr (end + 1, '\n', (gsize) (stop - end - 1)) : NULL;
          if (cr != NULL && cr <= end)
            cr = end + 1 < stop ? memchr (end + 1, '\r', (gsize) (stop - end - 1)) : NULL;
        }
    }
}

StXmlDoc *
st_xml_doc_parse (
    const char *data, gsize length, const char *filename, guint max_depth, StDiagnostics *diagnostics)
{
  g_autoptr (StXmlDoc) self = g_new0 (StXmlDoc, 1);
  ParseState     state = { 0 };
  xmlParserCtxt *ctxt;

  g_return_val_if_fail (data != NULL || length == 0, NULL);

  self->data = data;
  self->length = length;

  state.self = self;
  state.filename = filename;
  state.diagnostics = diagnostics;
  state.max_depth = max_depth;

  if (length > G_MAXINT)
    {
      report (&state, 0, 0, "the file is too large");
      return NULL;
    }
  if (length == 0)
    {
      report (&state, 1, 1, "the file is empty; expected a <scenario> document");
      return NULL;
    }

  if (!check_encoding (&state) || !check_bytes (&state))
    return NULL;
  normalize_line_ends (self);
  if (!check_attribute_counts (&state))
    return NULL;

  ctxt = xmlCreateMemoryParserCtxt (self->data, (int) self->length);
  if (ctxt == NULL)
    {
      report (&state, 0, 0, "could not create an XML parser");
      return NULL;
    }
  ctxt->_private = &state;
  /* XML_PARSE_HUGE lifts libxml2's own 10 MB limits ("Huge input lookup"): the
   * caller bounds the size (32 MiB for scenarios) and this reader the depth and
   * the attributes, and document type declarations (with them every entity) are
   * refused, so nothing can grow past the input. */
  xmlCtxtUseOptions (ctxt, XML_PARSE_NONET | XML_PARSE_HUGE | XML_PARSE_COMPACT);
  state.start_element = ctxt->sax->startElementNs;
  state.end_element = ctxt->sax->endElementNs;
  ctxt->sax->startElementNs = on_start_element;
  ctxt->sax->endElementNs = on_end_element;
  ctxt->sax->internalSubset = on_internal_subset;
  ctxt->sax->externalSubset = NULL;
  ctxt->sax->resolveEntity = NULL;
  ctxt->sax->serror = on_structured_error;
  /* Nothing reads comments: not keeping them saves a copy of each. */
  ctxt->sax->comment = NULL;
  ctxt->sax->initialized = XML_SAX2_MAGIC;
  ctxt->userData = ctxt;

  xmlParseDocument (ctxt);

  if (!ctxt->wellFormed && !state.failed)
    report (&state, 0, 0, "malformed XML");
  if (state.failed || !ctxt->wellFormed || ctxt->myDoc == NULL)
    {
      if (ctxt->myDoc != NULL)
        xmlFreeDoc (ctxt->myDoc);
      ctxt->myDoc = NULL;
      ctxt->_private = NULL;
      xmlFreeParserCtxt (ctxt);
      return NULL;
    }
  self->doc = ctxt->myDoc;
  ctxt->myDoc = NULL;
  ctxt->_private = NULL;
  xmlFreeParserCtxt (ctxt);
  return g_steal_pointer (&self);
}

static int free_trees_when_idle;

static gboolean
free_tree_cb (gpointer doc)
{
  xmlFreeDoc (doc);
  return G_SOURCE_REMOVE;
}

void
st_xml_free_trees_when_idle (void)
{
  g_atomic_int_set (&free_trees_when_idle, TRUE);
}

void
st_xml_doc_free (StXmlDoc *self)
{
  if (self == NULL)
    return;
  if (self->doc != NULL && g_atomic_int_get (&free_trees_when_idle))
    {
      g_idle_add_full (G_PRIORITY_LOW, free_tree_cb, self->doc, NULL);
      self->doc = NULL;
    }
  if (self->doc != NULL)
    xmlFreeDoc (self->doc);
  if (self->line_starts != NULL)
    g_array_unref (self->line_starts);
  if (self->char_marks != NULL)
    g_array_unref (self->char_marks);
  if (self->attr_offsets != NULL)
    g_hash_table_unref (self->attr_offsets);
  g_free (self->own_data);
  g_free (self);
}

xmlNode *
st_xml_doc_get_root (StXmlDoc *self)
{
  return xmlDocGetRootElement (self->doc);
}

static gsize
node_offset (xmlNode *node)
{
  gsize stored = GPOINTER_TO_SIZE (node->_private);

  return stored > 0 ? stored - 1 : 0;
}

void
st_xml_doc_node_location (StXmlDoc *self, xmlNode *node, int *line, int *column)
{
  while (node != NULL && node->type != XML_ELEMENT_NODE)
    node = node->parent;
  if (node == NULL || node->_private == NULL)
    {
      *line = node ? (int) xmlGetLineNo (node) : 0;
      *column = 0;
      return;
    }
  offset_to_location (self, node_offset (node), line, column);
}

static gboolean
is_name_char (char c)
{
  return g_ascii_isalnum (c) || c == '-' || c == '_' || c == ':' || c == '.';
}

/* Reads the names of the attributes in node's start tag, once. */
static void
scan_attributes (StXmlDoc *self, xmlNode *node)
{
  gsize i;

  if (self->attr_node == node)
    return;
  self->attr_node = node;
  if (self->attr_offsets == NULL)
    self->attr_offsets = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  g_hash_table_remove_all (self->attr_offsets);

  /* Skip "<name", then look at each attribute name up to the end of the tag. */
  i = node_offset (node) + 1;
  while (i < self->length && is_name_char (self->data[i]))
    i++;
  while (i < self->length && self->data[i] != '>' && self->data[i] != '/')
    {
      gsize name_start;

      if (g_ascii_isspace (self->data[i]))
        {
          i++;
          continue;
        }
      name_start = i;
      while (i < self->length && is_name_char (self->data[i]))
        i++;
      if (i > name_start)
        {
          char *name = g_strndup (self->data + name_start, i - name_start);
          if (g_hash_table_contains (self->attr_offsets, name))
            g_free (name);
          else
            g_hash_table_insert (self->attr_offsets, name, GSIZE_TO_POINTER (name_start + 1));
        }
      /* Skip "= 'value'". */
      while (i < self->length && self->data[i] != '"' && self->data[i] != '\'' && self->data[i] != '>')
        i++;
      if (i < self->length && (self->data[i] == '"' || self->data[i] == '\''))
        {
          char quote = self->data[i++];
          while (i < self->length && self->data[i] != quote)
            i++;
          i++;
        }
      else if (i == name_start)
        i++;
    }
}

void
st_xml_doc_attr_location (StXmlDoc *self, xmlNode *node, const char *attr, int *line, int *column)
{
  gsize offset;

  st_xml_doc_node_location (self, node, line, column);
  if (node == NULL || node->_private == NULL)
    return;
  scan_attributes (self, node);
  offset = GPOINTER_TO_SIZE (g_hash_table_lookup (self->attr_offsets, attr));
  if (offset > 0)
    offset_to_location (self, offset - 1, line, column);
}
