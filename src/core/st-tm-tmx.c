/* SPDX-License-Identifier: GPL-3.0-or-later */
#define G_LOG_DOMAIN "sandtable-tm"

#include "config.h"

#include <errno.h>
#include <glib/gstdio.h>
#include <string.h>

#include "st-file-read.h"
#include "st-file-save.h"
#include "st-tm.h"
#include "st-xml-reader.h"
#include "st-xml-writer.h"

/* TMX 1.4 (https://www.gala-global.org/tmx-14b), the memory's own storage, so
 * that it can be carried to OmegaT, Poedit or Weblate and back. One <tu> per
 * pair, its srclang the source's language; where each pair came from and the
 * text it translated are properties of Sandtable's own ("x-sandtable-origin",
 * "x-sandtable-context"). Reading takes any TMX: a <tu> of several languages
 * gives a pair from its source to each of the others. The XML is read by
 * st_xml_doc_parse() (no DTD, no entities, bounded depth and size), so a
 * hostile file is refused with its line and column. */

#define TMX_MAX_DEPTH 32
#define ORIGIN_PROP "x-sandtable-origin"
#define CONTEXT_PROP "x-sandtable-context"

static void
append_prop (GString *out, const char *type, const char *value)
{
  g_string_append_printf (out, "      <prop type=\"%s\">", type);
  st_xml_escape (out, value, FALSE);
  g_string_append (out, "</prop>\n");
}

static void
append_tuv (GString *out, const char *lang, const char *seg)
{
  g_string_append (out, "      <tuv xml:lang=\"");
  st_xml_escape (out, lang, TRUE);
  g_string_append (out, "\"><seg>");
  st_xml_escape (out, seg, FALSE);
  g_string_append (out, "</seg></tuv>\n");
}

char *
st_tm_to_tmx (StTm *self, gboolean stored_only, gsize *length)
{
  GString *out =
      g_string_new ("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
                    "<tmx version=\"1.4\">\n"
                    "  <header creationtool=\"Sandtable\" creationtoolversion=\"" PACKAGE_VERSION "\""
                    " segtype=\"paragraph\" o-tmf=\"Sandtable\" adminlang=\"en\""
                    " srclang=\"*all*\" datatype=\"plaintext\"/>\n"
                    "  <body>\n");

  for (guint i = 0; i < st_tm_get_length (self); i++)
    {
      const StTmUnit *unit = st_tm_get (self, i);

      if (stored_only && !unit->stored)
        continue;
      g_string_append (out, "    <tu srclang=\"");
      st_xml_escape (out, unit->source_lang, TRUE);
      g_string_append (out, "\">\n");
      if (unit->origin != NULL && *unit->origin != '\0')
        append_prop (out, ORIGIN_PROP, unit->origin);
      if (unit->context != NULL)
        append_prop (out, CONTEXT_PROP, unit->context);
      append_tuv (out, unit->source_lang, unit->source);
      append_tuv (out, unit->target_lang, unit->target);
      g_string_append (out, "    </tu>\n");
    }
  g_string_append (out, "  </body>\n</tmx>\n");
  if (length != NULL)
    *length = out->len;
  return g_string_free (out, FALSE);
}

typedef struct
{
  StXmlDoc      *doc;
  const char    *filename;
  StDiagnostics *diagnostics;
  guint          n_errors;
} Reader;

static void G_GNUC_PRINTF (3, 4) error_at (Reader *reader, xmlNode *node, const char *format, ...)
{
  g_autofree char *message = NULL;
  int              line = 0, column = 0;
  va_list          args;

  va_start (args, format);
  message = g_strdup_vprintf (format, args);
  va_end (args);
  if (node != NULL)
    st_xml_doc_node_location (reader->doc, node, &line, &column);
  st_diagnostics_add (reader->diagnostics, ST_SEVERITY_ERROR, reader->filename, line, column, "%s", message);
  reader->n_errors++;
}

static gboolean
is_element (xmlNode *node, const char *name)
{
  return node->type == XML_ELEMENT_NODE && g_strcmp0 ((const char *) node->name, name) == 0;
}

static char *
get_attr (xmlNode *node, const char *name)
{
  xmlChar *value = xmlGetNoNsProp (node, (const xmlChar *) name);
  char    *copy = value != NULL ? g_strdup ((const char *) value) : NULL;

  xmlFree (value);
  return copy;
}

/* A tuv's language: xml:lang (TMX 1.4), else lang (TMX 1.1). */
static char *
get_lang (xmlNode *node)
{
  xmlChar *value = xmlGetNsProp (node, (const xmlChar *) "lang", XML_XML_NAMESPACE);

  if (value != NULL)
    {
      char *copy = g_strdup ((const char *) value);
      xmlFree (value);
      return copy;
    }
  return get_attr (node, "lang");
}

/* The text of a segment: its own text and that of highlighting (<hi>) and
 * sub-flows, without the native codes of <bpt>, <ept>, <it>, <ph> and <ut>. */
static void
append_seg_text (GString *out, xmlNode *node)
{
  for (xmlNode *child = node->children; child != NULL; child = child->next)
    {
      if (child->type == XML_TEXT_NODE || child->type == XML_CDATA_SECTION_NODE)
        g_string_append (out, (const char *) child->content);
      else if (is_element (child, "hi") || is_element (child, "sub"))
        append_seg_text (out, child);
    }
}

static char *
prop_text (xmlNode *prop)
{
  xmlChar *value = xmlNodeGetContent (prop);
  char    *copy = g_strdup (value != NULL ? (const char *) value : "");

  xmlFree (value);
  return copy;
}

typedef struct
{
  char *lang;
  char *text;
} Variant;

static void
variant_clear (Variant *variant)
{
  g_free (variant->lang);
  g_free (variant->text);
}

typedef struct
{
  char *source_lang;
  char *source;
  char *target_lang;
  char *target;
  char *origin;
  char *context;
} Pair;

static void
pair_clear (Pair *pair)
{
  g_free (pair->source_lang);
  g_free (pair->source);
  g_free (pair->target_lang);
  g_free (pair->target);
  g_free (pair->origin);
  g_free (pair->context);
}

static void
read_tu (Reader *reader, xmlNode *tu, const char *header_srclang, const char *origin, GArray *pairs)
{
  g_autoptr (GArray) variants = g_array_new (FALSE, TRUE, sizeof (Variant));
  g_autofree char *srclang = get_attr (tu, "srclang");
  g_autofree char *unit_origin = NULL;
  g_autofree char *context = NULL;
  int              source = -1;

  g_array_set_clear_func (variants, (GDestroyNotify) variant_clear);
  if (srclang == NULL || g_str_equal (srclang, "*all*"))
    {
      g_free (srclang);
      srclang = g_strdup (header_srclang);
    }
  for (xmlNode *child = tu->children; child != NULL; child = child->next)
    {
      if (is_element (child, "prop"))
        {
          g_autofree char *type = get_attr (child, "type");

          if (g_strcmp0 (type, ORIGIN_PROP) == 0)
            {
              g_free (unit_origin);
              unit_origin = prop_text (child);
            }
          else if (g_strcmp0 (type, CONTEXT_PROP) == 0)
            {
              g_free (context);
              context = prop_text (child);
            }
        }
      else if (is_element (child, "tuv"))
        {
          Variant  variant = { get_lang (child), NULL };
          xmlNode *seg = NULL;
          GString *text;

          if (variant.lang == NULL || *variant.lang == '\0')
            {
              error_at (reader, child, "<tuv> has no xml:lang: the language of its text is not known");
              variant_clear (&variant);
              continue;
            }
          for (xmlNode *s = child->children; s != NULL && seg == NULL; s = s->next)
            if (is_element (s, "seg"))
              seg = s;
          if (seg == NULL)
            {
              error_at (reader, child, "<tuv xml:lang=\"%s\"> has no <seg>", variant.lang);
              variant_clear (&variant);
              continue;
            }
          text = g_string_new (NULL);
          append_seg_text (text, seg);
          variant.text = g_string_free (text, FALSE);
          if (source < 0 && srclang != NULL && g_ascii_strcasecmp (srclang, variant.lang) == 0)
            source = variants->len;
          g_array_append_val (variants, variant);
        }
    }
  if (variants->len == 0)
    return;
  /* Without a source language: the first variant is the source. */
  if (source < 0)
    source = 0;
  for (guint i = 0; i < variants->len; i++)
    {
      const Variant *from = &g_array_index (variants, Variant, source);
      const Variant *to = &g_array_index (variants, Variant, i);
      Pair           pair;

      if ((int) i == source || *to->text == '\0' || *from->text == '\0')
        continue;
      pair.source_lang = g_strdup (from->lang);
      pair.source = g_strdup (from->text);
      pair.target_lang = g_strdup (to->lang);
      pair.target = g_strdup (to->text);
      pair.origin = g_strdup (unit_origin != NULL ? unit_origin : origin);
      pair.context = g_strdup (context);
      g_array_append_val (pairs, pair);
    }
}

gboolean
st_tm_read_tmx (StTm          *self,
                const char    *data,
                gsize          length,
                const char    *filename,
                const char    *origin,
                gboolean       stored,
                StDiagnostics *diagnostics,
                guint         *n_added,
                GError       **error)
{
  g_autoptr (StXmlDoc) doc = NULL;
  g_autoptr (GArray) pairs = g_array_new (FALSE, TRUE, sizeof (Pair));
  g_autofree char *srclang = NULL;
  g_autoptr (StDiagnostics) own = diagnostics == NULL ? st_diagnostics_new () : NULL;
  Reader   reader = { NULL, filename, NULL, 0 };
  xmlNode *root, *body = NULL;
  guint    first, added = 0;

  if (diagnostics == NULL)
    diagnostics = own;
  reader.diagnostics = diagnostics;
  first = st_diagnostics_get_length (diagnostics);

  g_array_set_clear_func (pairs, (GDestroyNotify) pair_clear);
  if (n_added != NULL)
    *n_added = 0;
  if (length == 0)
    st_diagnostics_add (diagnostics, ST_SEVERITY_ERROR, filename, 1, 1,
                        "the file is empty; expected a <tmx> document");
  else if (length > ST_TM_MAX_FILE_SIZE)
    st_diagnostics_add (diagnostics, ST_SEVERITY_ERROR, filename, 0, 0,
                        "the file is larger than %d bytes (32 MiB), the most a TMX file may have",
                        ST_TM_MAX_FILE_SIZE);
  else
    doc = st_xml_doc_parse (data, length, filename, TMX_MAX_DEPTH, diagnostics);
  if (doc == NULL)
    goto refused;
  reader.doc = doc;

  root = st_xml_doc_get_root (doc);
  if (root == NULL || !is_element (root, "tmx") || root->ns != NULL)
    {
      error_at (&reader, root, "expected the root element <tmx>, found <%s>",
                root ? (const char *) root->name : "");
      goto refused;
    }
  for (xmlNode *child = root->children; child != NULL; child = child->next)
    if (is_element (child, "header") && srclang == NULL)
      srclang = get_attr (child, "srclang");
    else if (is_element (child, "body") && body == NULL)
      body = child;
  if (srclang != NULL && g_str_equal (srclang, "*all*"))
    g_clear_pointer (&srclang, g_free);
  if (body == NULL)
    {
      error_at (&reader, root, "<tmx> has no <body>");
      goto refused;
    }
  for (xmlNode *tu = body->children; tu != NULL; tu = tu->next)
    if (is_element (tu, "tu"))
      read_tu (&reader, tu, srclang, origin, pairs);
  if (reader.n_errors > 0)
    goto refused;

  for (guint i = 0; i < pairs->len; i++)
    {
      const Pair *pair = &g_array_index (pairs, Pair, i);

      if (st_tm_add (self, pair->source_lang, pair->source, pair->target_lang, pair->target, pair->origin,
                     pair->context, stored))
        added++;
    }
  if (n_added != NULL)
    *n_added = added;
  return TRUE;

refused:
  for (guint i = first; i < st_diagnostics_get_length (diagnostics); i++)
    if (st_diagnostics_get (diagnostics, i)->severity == ST_SEVERITY_ERROR)
      {
        g_autofree char *message = st_diagnostic_format (st_diagnostics_get (diagnostics, i));
        g_set_error (error, ST_TM_ERROR, ST_TM_ERROR_INVALID, "%s", message);
        return FALSE;
      }
  g_set_error (error, ST_TM_ERROR, ST_TM_ERROR_INVALID, "%s: not a TMX file", filename);
  return FALSE;
}

gboolean
st_tm_load_file (
    StTm *self, const char *path, gboolean stored, StDiagnostics *diagnostics, guint *n_added, GError **error)
{
  g_autofree char *data = NULL;
  g_autofree char *origin = g_path_get_basename (path);
  gsize            length = 0;
  g_autoptr (GError) read_error = NULL;

  if (!st_file_read_bounded_path (path, ST_TM_MAX_FILE_SIZE + 1, &data, &length, &read_error))
    {
      g_set_error (error, ST_TM_ERROR, ST_TM_ERROR_IO, "%s: %s", path, read_error->message);
      return FALSE;
    }
  return st_tm_read_tmx (self, data, length, path, origin, stored, diagnostics, n_added, error);
}

gboolean
st_tm_save_file (StTm *self, const char *path, gboolean stored_only, GError **error)
{
  g_autofree char *dir = g_path_get_dirname (path);
  g_autofree char *data = NULL;
  gsize            length = 0;

  if (g_mkdir_with_parents (dir, 0700) != 0)
    {
      int saved = errno;
      g_set_error (error, ST_TM_ERROR, ST_TM_ERROR_IO, "%s: %s", dir, g_strerror (saved));
      return FALSE;
    }
  data = st_tm_to_tmx (self, stored_only, &length);
  return st_file_save_atomic (path, data, length, error);
}
