/* SPDX-License-Identifier: GPL-3.0-or-later */
#define G_LOG_DOMAIN "sandtable-core"

#include "config.h"

#include <errno.h>
#include <math.h>
#include <string.h>

#include "st-scenario-private.h"
#include "st-value-check.h"

static void
report (StLoader *loader, StSeverity severity, xmlNode *node, const char *attr, const char *message)
{
  int line = 0, column = 0;

  /* Locating costs a little; a problem that is only counted needs none. */
  if (loader->diagnostics == NULL || st_diagnostics_is_full (loader->diagnostics))
    node = NULL;
  if (node != NULL && attr != NULL)
    st_xml_doc_attr_location (loader->doc, node, attr, &line, &column);
  else if (node != NULL)
    st_xml_doc_node_location (loader->doc, node, &line, &column);
  if (severity == ST_SEVERITY_ERROR)
    loader->n_errors++;
  if (loader->diagnostics != NULL)
    st_diagnostics_add (loader->diagnostics, severity, loader->filename, line, column, "%s", message);
}

void
st_loader_error_at (StLoader *loader, xmlNode *node, const char *attr, const char *format, ...)
{
  g_autofree char *message = NULL;
  va_list          args;

  /* Past the cap a problem is only counted: no message, no location. */
  if (loader->diagnostics == NULL || st_diagnostics_is_full (loader->diagnostics))
    {
      report (loader, ST_SEVERITY_ERROR, NULL, NULL, "");
      return;
    }
  va_start (args, format);
  message = g_strdup_vprintf (format, args);
  va_end (args);
  report (loader, ST_SEVERITY_ERROR, node, attr, message);
}

void
st_loader_warning_at (StLoader *loader, xmlNode *node, const char *attr, const char *format, ...)
{
  g_autofree char *message = NULL;
  va_list          args;

  va_start (args, format);
  message = g_strdup_vprintf (format, args);
  va_end (args);
  report (loader, ST_SEVERITY_WARNING, node, attr, message);
}

void
st_loader_warning_for (StLoader *loader, gconstpointer object, const char *attr, const char *format, ...)
{
  g_autofree char *message = NULL;
  va_list          args;

  /* Past the cap a problem is only counted, as in st_loader_error_at (): a
   * warning for each of 50,000 units is possible. */
  if (loader->diagnostics == NULL || st_diagnostics_is_full (loader->diagnostics))
    {
      report (loader, ST_SEVERITY_WARNING, NULL, NULL, "");
      return;
    }
  va_start (args, format);
  message = g_strdup_vprintf (format, args);
  va_end (args);
  report (loader, ST_SEVERITY_WARNING, g_hash_table_lookup (loader->where, object), attr, message);
}

xmlNode *
st_loader_node_for (StLoader *loader, gconstpointer object)
{
  return g_hash_table_lookup (loader->where, object);
}

void
st_loader_error_for (StLoader *loader, gconstpointer object, const char *attr, const char *format, ...)
{
  g_autofree char *message = NULL;
  va_list          args;

  /* Past the cap a problem is only counted (st_loader_error_at ()). */
  if (loader->diagnostics == NULL || st_diagnostics_is_full (loader->diagnostics))
    {
      st_loader_error_at (loader, NULL, NULL, "%s", "");
      return;
    }
  va_start (args, format);
  message = g_strdup_vprintf (format, args);
  va_end (args);
  st_loader_error_at (loader, st_loader_node_for (loader, object), attr, "%s", message);
}

void
st_loader_remember (StLoader *loader, gconstpointer object, xmlNode *node)
{
  g_hash_table_insert (loader->where, (gpointer) object, node);
}

gboolean
st_xml_is_element (xmlNode *node, const char *name)
{
  /* The name first: looking for one kind of child among many of another
   * (the edges after 20,000 cells), it differs at its first letters. */
  return node->type == XML_ELEMENT_NODE && node->ns != NULL
         && (name == NULL || g_strcmp0 ((const char *) node->name, name) == 0)
         && g_strcmp0 ((const char *) node->ns->href, ST_SCENARIO_NAMESPACE) == 0;
}

static gboolean
is_blank (const xmlChar *text)
{
  for (const xmlChar *p = text; p != NULL && *p; p++)
    if (!g_ascii_isspace (*p))
      return FALSE;
  return TRUE;
}

static char *
describe_children (const ChildSpec *specs)
{
  GString *out = g_string_new (NULL);

  for (guint i = 0; specs[i].name != NULL; i++)
    g_string_append_printf (out, "%s<%s>", i ? ", " : "", specs[i].name);
  if (out->len == 0)
    g_string_append (out, "no child elements");
  return g_string_free (out, FALSE);
}

void
st_loader_check_children (StLoader *loader, xmlNode *parent, const ChildSpec *specs, gboolean allow_text)
{
  guint counts[32] = { 0 };
  guint n_specs = 0;
  guint last = 0;

  while (specs[n_specs].name != NULL)
    n_specs++;
  g_assert (n_specs <= G_N_ELEMENTS (counts));

  for (xmlNode *child = parent->children; child != NULL; child = child->next)
    {
      guint i;

      if (child->type == XML_TEXT_NODE || child->type == XML_CDATA_SECTION_NODE)
        {
          if (!allow_text && !is_blank (child->content))
            st_loader_error_at (loader, child, NULL, "unexpected text inside <%s>", parent->name);
          continue;
        }
      if (child->type == XML_ENTITY_REF_NODE)
        {
          st_loader_error_at (loader, child, NULL, "entity references are not allowed");
          continue;
        }
      if (child->type != XML_ELEMENT_NODE)
        continue;
      if (!st_xml_is_element (child, NULL))
        {
          st_loader_error_at (loader, child, NULL, "element <%s> is not in the Sandtable namespace %s",
                              child->name, ST_SCENARIO_NAMESPACE);
          continue;
        }
      for (i = 0; i < n_specs; i++)
        if (g_str_equal (specs[i].name, (const char *) child->name))
          break;
      if (i == n_specs)
        {
          g_autofree char *expected = describe_children (specs);
          st_loader_error_at (loader, child, NULL, "unexpected element <%s> inside <%s>; expected %s",
                              child->name, parent->name, expected);
          continue;
        }
      if (i < last)
        st_loader_error_at (loader, child, NULL, "element <%s> is out of order: it must come before <%s>",
                            child->name, specs[last].name);
      else
        last = i;
      counts[i]++;
      if (specs[i].max != 0 && counts[i] == specs[i].max + 1)
        st_loader_error_at (loader, child, NULL, "too many <%s> elements inside <%s> (at most %u)",
                            child->name, parent->name, specs[i].max);
    }

  for (guint i = 0; i < n_specs; i++)
    if (counts[i] < specs[i].min)
      {
        if (specs[i].min == 1)
          st_loader_error_at (loader, parent, NULL, "<%s> is missing its required <%s> element", parent->name,
                              specs[i].name);
        else
          st_loader_error_at (loader, parent, NULL, "<%s> needs at least %u <%s> elements, found %u",
                              parent->name, specs[i].min, specs[i].name, counts[i]);
      }
}

xmlNode *
st_xml_first_child (xmlNode *parent, const char *name)
{
  for (xmlNode *child = parent ? parent->children : NULL; child != NULL; child = child->next)
    if (st_xml_is_element (child, name))
      return child;
  return NULL;
}

xmlNode *
st_xml_next_sibling (xmlNode *node, const char *name)
{
  for (xmlNode *child = node->next; child != NULL; child = child->next)
    if (st_xml_is_element (child, name))
      return child;
  return NULL;
}

void
st_loader_check_attributes (StLoader          *loader,
                            xmlNode           *node,
                            const char *const *allowed,
                            const char *const *extra,
                            gboolean           allow_lang)
{
  for (xmlAttr *attr = node->properties; attr != NULL; attr = attr->next)
    {
      const char *name = (const char *) attr->name;

      if (attr->ns != NULL)
        {
          if (allow_lang && g_strcmp0 ((const char *) attr->ns->href, ST_XML_NS_URI) == 0
              && g_str_equal (name, "lang"))
            continue;
          g_autofree char *qualified =
              g_strdup_printf ("%s:%s", attr->ns->prefix ? (const char *) attr->ns->prefix : "", name);

          st_loader_error_at (loader, node, qualified, "attribute '%s' is not allowed on <%s>", qualified,
                              node->name);
          continue;
        }
      if ((allowed != NULL && g_strv_contains (allowed, name))
          || (extra != NULL && g_strv_contains (extra, name)))
        continue;
      if (st_diagnostics_is_full (loader->diagnostics))
        {
          st_loader_error_at (loader, node, name, "unknown attribute");
          continue;
        }
      {
        g_autofree char *list = allowed ? g_strjoinv ("', '", (char **) allowed) : g_strdup ("");
        g_autofree char *extra_list = extra ? g_strjoinv ("', '", (char **) extra) : NULL;
        st_loader_error_at (loader, node, name, "unknown attribute '%s' on <%s>; expected '%s%s%s'", name,
                            node->name, list, extra_list && *extra_list ? "', '" : "",
                            extra_list ? extra_list : "");
      }
    }
}

/* A copy of the value of prop, an attribute of node. */
static char *
attr_value (xmlNode *node, xmlAttr *prop)
{
  xmlChar *value;
  char    *copy;

  /* An attribute's value is one text node (no DTD, so no entities): copied
   * once, not through libxml2's copy as well (a file may have 200,000). */
  if (prop->children == NULL)
    return g_strdup ("");
  if (prop->children->next == NULL && prop->children->type == XML_TEXT_NODE)
    return g_strdup ((const char *) prop->children->content);
  value = xmlNodeListGetString (node->doc, prop->children, 1);
  copy = g_strdup (value != NULL ? (const char *) value : "");
  xmlFree (value);
  return copy;
}

char *
st_xml_get_attr (xmlNode *node, const char *name)
{
  xmlAttr *prop = xmlHasNsProp (node, (const xmlChar *) name, NULL);

  if (prop == NULL || prop->type != XML_ATTRIBUTE_NODE)
    return NULL;
  return attr_value (node, prop);
}

char *
st_xml_get_lang (xmlNode *node)
{
  xmlChar *value = xmlGetNsProp (node, (const xmlChar *) "lang", (const xmlChar *) ST_XML_NS_URI);
  char    *copy;

  if (value == NULL)
    return NULL;
  copy = g_strdup ((const char *) value);
  xmlFree (value);
  return copy;
}

char *
st_loader_require_attr (StLoader *loader, xmlNode *node, const char *name)
{
  char *value = st_xml_get_attr (node, name);

  if (value == NULL)
    st_loader_error_at (loader, node, NULL, "<%s> is missing its required attribute '%s'", node->name, name);
  return value;
}

/* Which bytes may follow an id's first character: letters, digits, '_', '-'
 * and '.'. A table, because ids may be long and many (a file of 44,000 units
 * with 700-byte ids). */
static const guint8 id_chars[256] = {
  ['-'] = 1, ['.'] = 1, ['_'] = 1, ['0'] = 1, ['1'] = 1, ['2'] = 1, ['3'] = 1, ['4'] = 1, ['5'] = 1,
  ['6'] = 1, ['7'] = 1, ['8'] = 1, ['9'] = 1, ['A'] = 1, ['B'] = 1, ['C'] = 1, ['D'] = 1, ['E'] = 1,
  ['F'] = 1, ['G'] = 1, ['H'] = 1, ['I'] = 1, ['J'] = 1, ['K'] = 1, ['L'] = 1, ['M'] = 1, ['N'] = 1,
  ['O'] = 1, ['P'] = 1, ['Q'] = 1, ['R'] = 1, ['S'] = 1, ['T'] = 1, ['U'] = 1, ['V'] = 1, ['W'] = 1,
  ['X'] = 1, ['Y'] = 1, ['Z'] = 1, ['a'] = 1, ['b'] = 1, ['c'] = 1, ['d'] = 1, ['e'] = 1, ['f'] = 1,
  ['g'] = 1, ['h'] = 1, ['i'] = 1, ['j'] = 1, ['k'] = 1, ['l'] = 1, ['m'] = 1, ['n'] = 1, ['o'] = 1,
  ['p'] = 1, ['q'] = 1, ['r'] = 1, ['s'] = 1, ['t'] = 1, ['u'] = 1, ['v'] = 1, ['w'] = 1, ['x'] = 1,
  ['y'] = 1, ['z'] = 1,
};

gboolean
st_id_is_valid (const char *id)
{
  const guchar *p;

  if (id == NULL || !(g_ascii_isalpha (id[0]) || id[0] == '_'))
    return FALSE;
  for (p = (const guchar *) id + 1; id_chars[*p]; p++)
    ;
  return *p == '\0';
}

guint
st_id_hash (gconstpointer key)
{
  const guchar *p = key;
  gsize         n = strlen (key);
  guint64       h = 0x9E3779B97F4A7C15ull ^ n;

  /* Eight bytes at a time (g_str_hash takes one): ids may be long. */
  for (; n >= 8; n -= 8, p += 8)
    {
      guint64 word;

      memcpy (&word, p, 8);
      h = (h ^ word) * 0xFF51AFD7ED558CCDull;
      h ^= h >> 32;
    }
  for (; n > 0; n--, p++)
    h = (h ^ *p) * 0x100000001B3ull;
  h ^= h >> 29;
  h *= 0xC4CEB9FE1A85EC53ull;
  h ^= h >> 32;
  return (guint) h;
}

char *
st_loader_require_id (StLoader *loader, xmlNode *node, const char *name)
{
  char *value = st_loader_require_attr (loader, node, name);

  if (value != NULL && !st_id_is_valid (value))
    st_loader_error_at (loader, node, name,
                        "'%s' is not a valid identifier for '%s'; expected a letter or '_' followed "
                        "by letters, digits, '_', '-' or '.'",
                        value, name);
  return value;
}

char *
st_loader_optional_id (StLoader *loader, xmlNode *node, const char *name)
{
  char *value = st_xml_get_attr (node, name);

  if (value != NULL && !st_id_is_valid (value))
    st_loader_error_at (loader, node, name, "'%s' is not a valid identifier for '%s'", value, name);
  return value;
}

gboolean
st_loader_int_attr (StLoader   *loader,
                    xmlNode    *node,
                    const char *name,
                    gint64      min,
                    gint64      max,
                    gboolean    required,
                    gint64      default_value,
                    gint64     *out)
{
  g_autofree char *value =
      required ? st_loader_require_attr (loader, node, name) : st_xml_get_attr (node, name);

  *out = default_value;
  if (value == NULL)
    return !required;
  if (!g_ascii_string_to_signed (value, 10, min, max, out, NULL))
    {
      st_loader_error_at (loader, node, name,
                          "expected an integer from %" G_GINT64_FORMAT " to %" G_GINT64_FORMAT
                          " for '%s', found '%s'",
                          min, max, name, value);
      *out = default_value;
      return FALSE;
    }
  return TRUE;
}

gboolean
st_parse_double (const char *str, double *out)
{
  char *end = NULL;

  if (str == NULL || *str == '\0' || g_ascii_isspace (*str))
    return FALSE;
  errno = 0;
  *out = g_ascii_strtod (str, &end);
  return errno == 0 && end != NULL && *end == '\0' && isfinite (*out) && fabs (*out) <= 1e7;
}

gboolean
st_loader_double_attr (StLoader   *loader,
                       xmlNode    *node,
                       const char *name,
                       double      min,
                       gboolean    required,
                       double      default_value,
                       double     *out)
{
  g_autofree char *value =
      required ? st_loader_require_attr (loader, node, name) : st_xml_get_attr (node, name);

  *out = default_value;
  if (value == NULL)
    return !required;
  if (!st_parse_double (value, out) || *out < min)
    {
      st_loader_error_at (loader, node, name, "expected a number of at least %g for '%s', found '%s'", min,
                          name, value);
      *out = default_value;
      return FALSE;
    }
  return TRUE;
}

gboolean
st_loader_bool_attr (StLoader *loader, xmlNode *node, const char *name, gboolean *out)
{
  g_autofree char *value = st_xml_get_attr (node, name);

  *out = FALSE;
  if (value == NULL)
    return TRUE;
  if (g_str_equal (value, "true"))
    *out = TRUE;
  else if (!g_str_equal (value, "false"))
    {
      st_loader_error_at (loader, node, name, "expected 'true' or 'false' for '%s', found '%s'", name, value);
      return FALSE;
    }
  return TRUE;
}

static gboolean
is_color (const char *value)
{
  if (value == NULL || strlen (value) != 7 || value[0] != '#')
    return FALSE;
  for (int i = 1; i < 7; i++)
    if (!g_ascii_isxdigit (value[i]))
      return FALSE;
  return TRUE;
}

char *
st_loader_require_color (StLoader *loader, xmlNode *node)
{
  char *value = st_loader_require_attr (loader, node, "color");

  if (value != NULL && !is_color (value))
    {
      st_loader_error_at (loader, node, "color", "expected a colour such as '#3465a4', found '%s'", value);
      g_free (value);
      return g_strdup ("#808080");
    }
  return value ? value : g_strdup ("#808080");
}

gboolean
st_loader_cell_attr (StLoader *loader, xmlNode *node, const char *name, StCell *cell)
{
  xmlAttr         *prop = xmlHasNsProp (node, (const xmlChar *) name, NULL);
  g_autofree char *copy = NULL;
  const char      *value;

  /* Read in place when the value is one text node (always, without a DTD):
   * a board has a cell attribute on each of tens of thousands of elements. */
  if (prop != NULL && prop->type == XML_ATTRIBUTE_NODE && prop->children != NULL
      && prop->children->next == NULL && prop->children->type == XML_TEXT_NODE)
    value = (const char *) prop->children->content;
  else
    value = copy = st_loader_require_attr (loader, node, name);
  if (value == NULL)
    return FALSE;
  if (!st_cell_parse (value, cell))
    {
      st_loader_error_at (loader, node, name,
                          "expected a cell as 'COLUMN,ROW' (such as '3,4') for '%s', found '%s'", name,
                          value);
      return FALSE;
    }
  return TRUE;
}

char *
st_xml_element_text (xmlNode *node)
{
  xmlChar *content;
  char    *copy, *at;
  gsize    length = 0;

  /* Text and CDATA children (the usual case) are copied once, into a string of
   * the right size; anything else goes through libxml2, which copies twice. */
  for (xmlNode *child = node->children; child != NULL; child = child->next)
    {
      if (child->type != XML_TEXT_NODE && child->type != XML_CDATA_SECTION_NODE)
        {
          content = xmlNodeGetContent (node);
          copy = g_strdup (content ? (const char *) content : "");
          xmlFree (content);
          return copy;
        }
      length += child->content ? strlen ((const char *) child->content) : 0;
    }
  at = copy = g_malloc (length + 1);
  for (xmlNode *child = node->children; child != NULL; child = child->next)
    if (child->content != NULL)
      at = g_stpcpy (at, (const char *) child->content);
  *at = '\0';
  return copy;
}

/* Texts have a handful of languages, which a look through the entries finds
 * fastest; past this many the loader keeps a set of them, so that a text of
 * 49,000 translations loads in linear time (it took 10 s). */
#define LANG_SET_FROM 16

/* Whether text has an entry in lang; *langs is the set of its languages once
 * there are LANG_SET_FROM, which the caller adds each new entry to. */
static gboolean
text_has_lang (const StText *text, GHashTable **langs, const char *lang)
{
  if (*langs == NULL && text->entries->len < LANG_SET_FROM)
    return st_text_get_exact (text, lang) != NULL;
  if (*langs == NULL)
    {
      *langs = g_hash_table_new (g_str_hash, g_str_equal);
      for (guint i = 0; i < text->entries->len; i++)
        g_hash_table_add (*langs, ((StTextEntry *) g_ptr_array_index (text->entries, i))->lang);
    }
  return g_hash_table_contains (*langs, lang);
}

/* Whether node has an attribute outside a namespace (xml:lang is in one). */
static gboolean
has_plain_attribute (xmlNode *node)
{
  for (xmlAttr *attribute = node->properties; attribute != NULL; attribute = attribute->next)
    if (attribute->ns == NULL)
      return TRUE;
  return FALSE;
}

/* previous-source (the source an outdated translation was made from, whose
 * fingerprint source-hash is, computed when left out) and needs-work, both
 * only on a translation. */
static void
load_translation_marks (StLoader    *loader,
                        xmlNode     *child,
                        StText      *text,
                        StTextEntry *entry,
                        char        *previous,
                        const char  *needs_work)
{
  if (previous != NULL)
    {
      g_autofree char *fingerprint = st_text_fingerprint (previous);

      st_loader_check_value (loader, child, "previous-source", previous);
      if (text->entries->len == 1)
        st_loader_error_at (loader, child, "previous-source",
                            "previous-source belongs on a translation, not on the source text");
      else if (entry->source_hash != NULL && !g_str_equal (entry->source_hash, fingerprint))
        st_loader_error_at (loader, child, "previous-source",
                            "previous-source does not match source-hash '%s' (its fingerprint is '%s')",
                            entry->source_hash, fingerprint);
      else
        {
          if (entry->source_hash == NULL)
            entry->source_hash = g_steal_pointer (&fingerprint);
          entry->previous_source = g_strdup (previous);
        }
    }
  if (needs_work != NULL)
    {
      if (text->entries->len == 1)
        st_loader_error_at (loader, child, "needs-work",
                            "needs-work belongs on a translation, not on the source text");
      else if (g_str_equal (needs_work, "true"))
        entry->needs_work = TRUE;
      else if (!g_str_equal (needs_work, "false"))
        st_loader_error_at (loader, child, "needs-work", "needs-work must be 'true' or 'false', not '%s'",
                            needs_work);
    }
}

StText *
st_loader_text (StLoader *loader, xmlNode *parent, const char *name)
{
  static const ChildSpec   no_children[] = { { NULL } };
  static const char *const attrs[] = { "source-hash", "previous-source", "needs-work", NULL };
  StText                  *text = NULL;
  g_autoptr (GHashTable) langs = NULL;

  FOR_EACH_CHILD (child, parent, name)
    {
      /* Most entries have no attribute but xml:lang: the marks of a
       * translation are looked for only on one that has another. */
      gboolean         marked = has_plain_attribute (child);
      g_autofree char *lang = st_xml_get_lang (child);
      g_autofree char *source_hash = marked ? st_xml_get_attr (child, "source-hash") : NULL;
      g_autofree char *previous = marked ? st_xml_get_attr (child, "previous-source") : NULL;
      g_autofree char *needs_work = marked ? st_xml_get_attr (child, "needs-work") : NULL;
      g_autofree char *value = NULL;
      StTextEntry     *entry;

      st_loader_check_attributes (loader, child, attrs, NULL, TRUE);
      st_loader_check_children (loader, child, no_children, TRUE);
      if (lang == NULL)
        lang = g_strdup (loader->scenario->lang);
      else if (*lang == '\0')
        {
          st_loader_error_at (loader, child, "xml:lang", "xml:lang must name a language such as 'en'");
          continue;
        }
      if (text == NULL)
        text = st_text_new ();
      if (text_has_lang (text, &langs, lang))
        {
          st_loader_error_at (loader, child, NULL, "<%s> has two entries in language '%s'", name, lang);
          continue;
        }
      value = st_xml_element_text (child);
      st_loader_check_value (loader, child, NULL, value);
      entry = st_text_append (text, lang, g_steal_pointer (&value));
      if (langs != NULL)
        g_hash_table_add (langs, entry->lang);
      if (source_hash != NULL)
        {
          /* Only a translation is made from a source. */
          if (text->entries->len == 1)
            st_loader_error_at (loader, child, "source-hash",
                                "source-hash belongs on a translation, not on the source text");
          else if (*source_hash == '\0' || strspn (source_hash, "0123456789abcdef") != strlen (source_hash))
            st_loader_error_at (loader, child, "source-hash",
                                "source-hash must be hexadecimal digits, such as '3f2a9c01d4e5b6a7'");
          else
            entry->source_hash = g_steal_pointer (&source_hash);
        }
      if (previous != NULL || needs_work != NULL)
        load_translation_marks (loader, child, text, entry, previous, needs_work);
    }
  return text;
}

StText *
st_loader_required_text (StLoader *loader, xmlNode *parent, const char *name)
{
  StText *text = st_loader_text (loader, parent, name);

  return text ? text : st_text_new ();
}

GPtrArray *
st_split_words (const char *text)
{
  GPtrArray *out = g_ptr_array_new_with_free_func (g_free);

  /* One copy a word (an area may list 250,000 cells), not the two and the
   * list g_strsplit_set () makes. */
  for (const char *p = text ? text : ""; *p != '\0';)
    {
      gsize length = strcspn (p, " \t\r\n");

      if (length > 0)
        g_ptr_array_add (out, g_strndup (p, length));
      p += length;
      p += strspn (p, " \t\r\n");
    }
  return out;
}

char *
st_next_word (char **cursor)
{
  char *word, *end;

  if (*cursor == NULL)
    return NULL;
  word = *cursor + strspn (*cursor, " \t\r\n");
  if (*word == '\0')
    {
      *cursor = word;
      return NULL;
    }
  end = word + strcspn (word, " \t\r\n");
  *cursor = *end != '\0' ? end + 1 : end;
  *end = '\0';
  return word;
}

const char *const *
st_spec_names (const StAttrSpec *specs, guint n_specs, GPtrArray *storage)
{
  for (guint i = 0; i < n_specs; i++)
    g_ptr_array_add (storage, (gpointer) specs[i].name);
  g_ptr_array_add (storage, NULL);
  return (const char *const *) storage->pdata;
}

/* What the edits and imports refuse (st_value_check ()) does not load either:
 * libxml2 refuses most of it, but not every noncharacter. */
void
st_loader_check_value (StLoader *loader, xmlNode *node, const char *attr, const char *value)
{
  g_autoptr (GError) problem = NULL;

  if (value != NULL && !st_value_check (ST_CHECK_TEXT, value, -1, NULL, &problem))
    st_loader_error_at (loader, node, attr, "%s", problem->message);
}

void
st_xml_collect_attrs (StLoader *loader, xmlNode *node, const char *const *skip, GPtrArray *attrs)
{
  for (xmlAttr *attr = node->properties; attr != NULL; attr = attr->next)
    {
      StAttr *copy;

      if (attr->ns != NULL || g_strv_contains (skip, (const char *) attr->name))
        continue;
      /* The value straight from the attribute in hand: looking it up by name
       * again would search the element's attributes once each. */
      copy = g_new (StAttr, 1);
      copy->name = g_strdup ((const char *) attr->name);
      copy->value = attr_value (node, attr);
      st_loader_check_value (loader, node, copy->name, copy->value);
      g_ptr_array_add (attrs, copy);
    }
}
