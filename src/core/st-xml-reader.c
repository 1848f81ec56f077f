/* SPDX-License-Identifier: GPL-3.0-or-later */
#define G_LOG_DOMAIN "sandtable-core"

#include "config.h"

#include <libxml/SAX2.h>
#include <libxml/parser.h>
#include <libxml/parserInternals.h>
#include <string.h>

#include "st-xml-reader.h"

struct _StXmlDoc
{
  xmlDoc     *doc;
  const char *data; /* not owned: valid while the caller's buffer is */
  gsize       length;
  GArray     *line_starts; /* gsize offsets of the first byte of each line */
};

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

static void
offset_to_location (StXmlDoc *self, gsize offset, int *line, int *column)
{
  guint lo = 0, hi = self->line_starts->len;
  gsize start;
  int   col = 1;

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
  /* Columns count characters: skip UTF-8 continuation bytes. */
  for (gsize i = start; i < offset; i++)
    if (((guchar) self->data[i] & 0xC0) != 0x80)
      col++;
  *line = (int) lo + 1;
  *column = col;
}

static gsize
current_offset (xmlParserCtxt *ctxt)
{
  xmlParserInput *input = ctxt->input;

  if (input == NULL || input->cur == NULL || input->base == NULL)
    return 0;
  return (gsize) input->consumed + (gsize) (input->cur - input->base);
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
  offset = MIN (current_offset (ctxt), state->self->length);
  while (offset > 0 && state->self->data[offset] != '<')
    offset--;

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

  gsize offset = MIN (current_offset (ctxt), state->self->length);
  int   line, column;

  /* Scenarios never need a DTD; refusing it defeats external entities, entity
   * expansion bombs and DTD loading in one place. */
  while (offset > 0 && state->self->data[offset] != '<')
    offset--;
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

/* Scenarios are UTF-8 (docs/format.md). Other encodings are refused rather than
 * converted, because positions in converted text would not match the file. */
static gboolean
check_encoding (ParseState *state)
{
  const char *data = state->self->data;
  gsize       length = state->self->length;
  const char *decl_end, *enc;

  if (length >= 2 && ((guchar) data[0] == 0xFF || (guchar) data[0] == 0xFE)
      && ((guchar) data[1] == 0xFE || (guchar) data[1] == 0xFF))
    {
      report (state, 1, 1, "the file is UTF-16; scenario files must be UTF-8");
      return FALSE;
    }
  if (length < 5 || strncmp (data, "<?xml", 5) != 0)
    return TRUE;
  decl_end = memchr (data, '>', MIN (length, 200));
  if (decl_end == NULL)
    return TRUE;
  enc = g_strstr_len (data, decl_end - data, "encoding");
  if (enc != NULL)
    {
      const char *p = enc + strlen ("encoding");
      char        quote;
      const char *value;

      while (p < decl_end && (g_ascii_isspace (*p) || *p == '='))
        p++;
      if (p >= decl_end || (*p != '"' && *p != '\''))
        return TRUE;
      quote = *p++;
      value = p;
      while (p < decl_end && *p != quote)
        p++;
      if (!((p - value == 5 && g_ascii_strncasecmp (value, "UTF-8", 5) == 0)
            || (p - value == 4 && g_ascii_strncasecmp (value, "UTF8", 4) == 0)))
        {
          g_autofree char *name = g_strndup (value, p - value);
          int              line, column;

          offset_to_location (state->self, (gsize) (enc - data), &line, &column);
          report (state, line, column, "the file declares encoding '%s'; scenario files must be UTF-8", name);
          return FALSE;
        }
    }
  return TRUE;
}

static void
compute_line_starts (StXmlDoc *self)
{
  gsize zero = 0;

  self->line_starts = g_array_new (FALSE, FALSE, sizeof (gsize));
  g_array_append_val (self->line_starts, zero);
  /* XML treats CR LF, lone CR and LF alike as one line end. */
  for (gsize i = 0; i < self->length; i++)
    if (self->data[i] == '\n'
        || (self->data[i] == '\r' && (i + 1 >= self->length || self->data[i + 1] != '\n')))
      {
        gsize next = i + 1;
        g_array_append_val (self->line_starts, next);
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
  compute_line_starts (self);

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

  if (!check_encoding (&state))
    return NULL;

  ctxt = xmlCreateMemoryParserCtxt (data, (int) length);
  if (ctxt == NULL)
    {
      report (&state, 0, 0, "could not create an XML parser");
      return NULL;
    }
  ctxt->_private = &state;
  xmlCtxtUseOptions (ctxt, XML_PARSE_NONET);
  state.start_element = ctxt->sax->startElementNs;
  state.end_element = ctxt->sax->endElementNs;
  ctxt->sax->startElementNs = on_start_element;
  ctxt->sax->endElementNs = on_end_element;
  ctxt->sax->internalSubset = on_internal_subset;
  ctxt->sax->externalSubset = NULL;
  ctxt->sax->resolveEntity = NULL;
  ctxt->sax->serror = on_structured_error;
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

void
st_xml_doc_free (StXmlDoc *self)
{
  if (self == NULL)
    return;
  if (self->doc != NULL)
    xmlFreeDoc (self->doc);
  if (self->line_starts != NULL)
    g_array_unref (self->line_starts);
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

void
st_xml_doc_attr_location (StXmlDoc *self, xmlNode *node, const char *attr, int *line, int *column)
{
  gsize i, n = strlen (attr);

  st_xml_doc_node_location (self, node, line, column);
  if (node == NULL || node->_private == NULL)
    return;

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
      if (i - name_start == n && memcmp (self->data + name_start, attr, n) == 0)
        {
          offset_to_location (self, name_start, line, column);
          return;
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
