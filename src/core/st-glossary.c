/* SPDX-License-Identifier: GPL-3.0-or-later */
#define G_LOG_DOMAIN "sandtable-glossary"

#include "config.h"

#include <string.h>

#include "st-file-read.h"
#include "st-glossary.h"
#include "st-xml-reader.h"

typedef struct
{
  char *lang;
  char *term;
  char *stem;
} Term;

typedef struct
{
  char      *note;
  GPtrArray *terms; /* Term* */
} Concept;

struct _StGlossary
{
  GPtrArray *concepts; /* Concept* */
};

/* clang-format off */
G_DEFINE_QUARK (st-glossary-error-quark, st_glossary_error)
/* clang-format on */

#define TBX_MAX_DEPTH 16

static void
term_free (Term *term)
{
  g_free (term->lang);
  g_free (term->term);
  g_free (term->stem);
  g_free (term);
}

static void
concept_free (Concept *concept)
{
  g_free (concept->note);
  g_ptr_array_unref (concept->terms);
  g_free (concept);
}

StGlossary *
st_glossary_new (void)
{
  StGlossary *self = g_new0 (StGlossary, 1);

  self->concepts = g_ptr_array_new_with_free_func ((GDestroyNotify) concept_free);
  return self;
}

void
st_glossary_free (StGlossary *self)
{
  if (self == NULL)
    return;
  g_ptr_array_unref (self->concepts);
  g_free (self);
}

guint
st_glossary_get_n_concepts (StGlossary *self)
{
  return self->concepts->len;
}

guint
st_glossary_add_concept (StGlossary *self, const char *note)
{
  Concept *concept = g_new0 (Concept, 1);

  concept->note = g_strdup (note);
  concept->terms = g_ptr_array_new_with_free_func ((GDestroyNotify) term_free);
  g_ptr_array_add (self->concepts, concept);
  return self->concepts->len - 1;
}

/* Languages compared by their primary subtag and any case: a glossary's
 * "sv-SE" term is the Swedish one. */
static gboolean
same_language (const char *a, const char *b)
{
  gsize la = strcspn (a, "-_"), lb = strcspn (b, "-_");

  return la == lb && g_ascii_strncasecmp (a, b, la) == 0;
}

void
st_glossary_add_term (StGlossary *self, guint concept, const char *lang, const char *term, const char *stem)
{
  Concept *c;
  Term    *t;

  g_return_if_fail (concept < self->concepts->len);
  g_return_if_fail (lang != NULL && term != NULL);

  c = g_ptr_array_index (self->concepts, concept);
  t = g_new0 (Term, 1);
  t->lang = g_strdup (lang);
  t->term = g_strdup (term);
  t->stem = g_strdup (stem != NULL && *stem != '\0' ? stem : term);
  g_ptr_array_add (c->terms, t);
}

static const Term *
concept_term (const Concept *concept, const char *lang)
{
  for (guint i = 0; i < concept->terms->len; i++)
    {
      const Term *term = g_ptr_array_index (concept->terms, i);
      if (same_language (term->lang, lang))
        return term;
    }
  return NULL;
}

const char *
st_glossary_get_term (StGlossary *self, guint concept, const char *lang)
{
  const Term *term;

  g_return_val_if_fail (concept < self->concepts->len, NULL);
  term = concept_term (g_ptr_array_index (self->concepts, concept), lang);
  return term != NULL ? term->term : NULL;
}

static gboolean
is_word_char (const char *p)
{
  return *p != '\0' && g_unichar_isalnum (g_utf8_get_char (p));
}

static gboolean
at_word_start (const char *text, const char *p)
{
  return p == text || !is_word_char (g_utf8_find_prev_char (text, p));
}

/* Where term, compared letter by letter in any case (a space of the term
 * matching any run of white space), ends when it begins at p; NULL when it
 * does not. */
static const char *
match_here (const char *p, const char *term)
{
  const char *t = term;

  while (*t != '\0')
    {
      gunichar tc = g_utf8_get_char (t);

      if (g_unichar_isspace (tc))
        {
          if (!g_unichar_isspace (g_utf8_get_char (p)))
            return NULL;
          while (*p != '\0' && g_unichar_isspace (g_utf8_get_char (p)))
            p = g_utf8_next_char (p);
          while (*t != '\0' && g_unichar_isspace (g_utf8_get_char (t)))
            t = g_utf8_next_char (t);
          continue;
        }
      if (*p == '\0' || g_unichar_tolower (g_utf8_get_char (p)) != g_unichar_tolower (tc))
        return NULL;
      p = g_utf8_next_char (p);
      t = g_utf8_next_char (t);
    }
  return p;
}

/* Where a whole-word term ends at p: the term, for English also followed by
 * "s" or "es" (hexes, squares, features), then no letter or digit. */
static const char *
match_word (const char *p, const char *term, gboolean english)
{
  const char *end = match_here (p, term);

  if (end == NULL)
    return NULL;
  if (!is_word_char (end))
    return end;
  if (english)
    {
      const char *plural[] = { "s", "es" };

      for (guint i = 0; i < G_N_ELEMENTS (plural); i++)
        {
          const char *after = match_here (end, plural[i]);
          if (after != NULL && !is_word_char (after))
            return after;
        }
    }
  return NULL;
}

gboolean
st_glossary_text_has_stem (const char *text, const char *stem)
{
  for (const char *p = text; *p != '\0'; p = g_utf8_next_char (p))
    if (at_word_start (text, p) && match_here (p, stem) != NULL)
      return TRUE;
  return FALSE;
}

GArray *
st_glossary_find (StGlossary *self,
                  const char *source,
                  const char *source_lang,
                  const char *translation,
                  const char *target_lang)
{
  GArray  *hits = g_array_new (FALSE, TRUE, sizeof (StGlossaryHit));
  gboolean english = source_lang != NULL && same_language (source_lang, "en");

  g_return_val_if_fail (self != NULL, hits);

  if (source == NULL || source_lang == NULL)
    return hits;
  for (const char *p = source; *p != '\0';)
    {
      const Concept *best = NULL;
      const Term    *best_term = NULL;
      const char    *best_end = NULL;

      if (at_word_start (source, p) && is_word_char (p))
        for (guint i = 0; i < self->concepts->len; i++)
          {
            const Concept *concept = g_ptr_array_index (self->concepts, i);
            const Term    *term = concept_term (concept, source_lang);
            const char    *end = term != NULL ? match_word (p, term->term, english) : NULL;

            if (end != NULL && (best_end == NULL || end > best_end))
              {
                best = concept;
                best_term = term;
                best_end = end;
              }
          }
      if (best == NULL)
        {
          p = g_utf8_next_char (p);
          continue;
        }
      {
        const Term   *target = target_lang != NULL ? concept_term (best, target_lang) : NULL;
        StGlossaryHit hit = { 0 };

        hit.start = p - source;
        hit.end = best_end - source;
        hit.term = best_term->term;
        hit.translation = target != NULL ? target->term : NULL;
        hit.note = best->note;
        hit.used =
            translation == NULL || target == NULL || st_glossary_text_has_stem (translation, target->stem);
        g_array_append_val (hits, hit);
      }
      p = best_end;
    }
  return hits;
}

/* TBX: martif > text > body > termEntry > langSet (xml:lang) > tig or ntig >
 * term (and termNote type="x-stem", Sandtable's own); a termEntry's <note> or
 * <descrip> is its note. */

static gboolean
is_element (xmlNode *node, const char *name)
{
  return node != NULL && node->type == XML_ELEMENT_NODE && g_strcmp0 ((const char *) node->name, name) == 0;
}

static xmlNode *
child_element (xmlNode *parent, const char *name)
{
  for (xmlNode *child = parent->children; child != NULL; child = child->next)
    if (is_element (child, name))
      return child;
  return NULL;
}

static char *
node_text (xmlNode *node)
{
  xmlChar *value = xmlNodeGetContent (node);
  char    *copy = g_strstrip (g_strdup (value != NULL ? (const char *) value : ""));

  xmlFree (value);
  return copy;
}

static void
located_error (
    StDiagnostics *diagnostics, StXmlDoc *doc, const char *filename, xmlNode *node, const char *message)
{
  int line = 0, column = 0;

  if (node != NULL)
    st_xml_doc_node_location (doc, node, &line, &column);
  st_diagnostics_add (diagnostics, ST_SEVERITY_ERROR, filename, line, column, "%s", message);
}

/* The term and stem of a tig or ntig (ntig: termGrp > term). */
static void
read_term (xmlNode *tig, xmlNode **term, char **stem)
{
  xmlNode *holder = is_element (tig, "ntig") ? child_element (tig, "termGrp") : tig;

  *term = holder != NULL ? child_element (holder, "term") : NULL;
  *stem = NULL;
  for (xmlNode *note = holder != NULL ? holder->children : NULL; note != NULL; note = note->next)
    if (is_element (note, "termNote"))
      {
        xmlChar *type = xmlGetNoNsProp (note, (const xmlChar *) "type");

        if (g_strcmp0 ((const char *) type, "x-stem") == 0)
          {
            g_free (*stem);
            *stem = node_text (note);
          }
        xmlFree (type);
      }
}

gboolean
st_glossary_read_tbx (StGlossary    *self,
                      const char    *data,
                      gsize          length,
                      const char    *filename,
                      StDiagnostics *diagnostics,
                      GError       **error)
{
  g_autoptr (StXmlDoc) doc = NULL;
  g_autoptr (StGlossary) read = st_glossary_new ();
  g_autoptr (StDiagnostics) own = diagnostics == NULL ? st_diagnostics_new () : NULL;
  xmlNode *root, *text, *body;
  guint    first, errors;

  if (diagnostics == NULL)
    diagnostics = own;
  first = st_diagnostics_get_length (diagnostics);
  errors = st_diagnostics_n_errors (diagnostics);

  if (length == 0 || length > ST_GLOSSARY_MAX_FILE_SIZE)
    st_diagnostics_add (diagnostics, ST_SEVERITY_ERROR, filename, length == 0 ? 1 : 0, length == 0 ? 1 : 0,
                        length == 0 ? "the file is empty; expected a TBX <martif> document"
                                    : "the file is larger than 4 MiB, the most a glossary may have");
  else
    doc = st_xml_doc_parse (data, length, filename, TBX_MAX_DEPTH, diagnostics);
  if (doc == NULL)
    goto refused;
  root = st_xml_doc_get_root (doc);
  if (!is_element (root, "martif") && !is_element (root, "tbx"))
    {
      located_error (diagnostics, doc, filename, root, "expected the root element <martif> of a TBX file");
      goto refused;
    }
  text = child_element (root, "text");
  body = text != NULL ? child_element (text, "body") : NULL;
  if (body == NULL)
    {
      located_error (diagnostics, doc, filename, root, "the TBX file has no <text><body>");
      goto refused;
    }
  for (xmlNode *entry = body->children; entry != NULL; entry = entry->next)
    {
      xmlNode         *note_node = NULL;
      g_autofree char *note = NULL;
      guint            concept;

      if (!is_element (entry, "termEntry") && !is_element (entry, "conceptEntry"))
        continue;
      note_node = child_element (entry, "note");
      if (note_node == NULL)
        note_node = child_element (entry, "descrip");
      note = note_node != NULL ? node_text (note_node) : NULL;
      concept = st_glossary_add_concept (read, note);
      for (xmlNode *set = entry->children; set != NULL; set = set->next)
        {
          xmlChar *lang;

          if (!is_element (set, "langSet") && !is_element (set, "langSec"))
            continue;
          lang = xmlGetNsProp (set, (const xmlChar *) "lang", XML_XML_NAMESPACE);
          if (lang == NULL || *lang == '\0')
            {
              located_error (diagnostics, doc, filename, set, "<langSet> has no xml:lang");
              xmlFree (lang);
              continue;
            }
          for (xmlNode *tig = set->children; tig != NULL; tig = tig->next)
            {
              xmlNode         *term_node = NULL;
              g_autofree char *stem = NULL;
              g_autofree char *term = NULL;

              if (!is_element (tig, "tig") && !is_element (tig, "ntig") && !is_element (tig, "termSec"))
                continue;
              read_term (tig, &term_node, &stem);
              term = term_node != NULL ? node_text (term_node) : NULL;
              if (term == NULL || *term == '\0')
                {
                  located_error (diagnostics, doc, filename, tig,
                                 "a term of the glossary is empty or missing");
                  continue;
                }
              st_glossary_add_term (read, concept, (const char *) lang, term, stem);
            }
          xmlFree (lang);
        }
    }
  if (st_diagnostics_n_errors (diagnostics) > errors)
    goto refused;
  for (guint i = 0; i < read->concepts->len; i++)
    g_ptr_array_add (self->concepts, g_ptr_array_steal_index (read->concepts, i--));
  return TRUE;

refused:
  for (guint i = first; i < st_diagnostics_get_length (diagnostics); i++)
    if (st_diagnostics_get (diagnostics, i)->severity == ST_SEVERITY_ERROR)
      {
        g_autofree char *message = st_diagnostic_format (st_diagnostics_get (diagnostics, i));
        g_set_error (error, ST_GLOSSARY_ERROR, ST_GLOSSARY_ERROR_INVALID, "%s", message);
        return FALSE;
      }
  g_set_error (error, ST_GLOSSARY_ERROR, ST_GLOSSARY_ERROR_INVALID, "%s: not a TBX file", filename);
  return FALSE;
}

gboolean
st_glossary_load_file (StGlossary *self, const char *path, StDiagnostics *diagnostics, GError **error)
{
  g_autofree char *data = NULL;
  gsize            length = 0;
  g_autoptr (GError) read_error = NULL;

  if (!st_file_read_bounded_path (path, ST_GLOSSARY_MAX_FILE_SIZE + 1, &data, &length, &read_error))
    {
      g_set_error (error, ST_GLOSSARY_ERROR, ST_GLOSSARY_ERROR_IO, "%s: %s", path, read_error->message);
      return FALSE;
    }
  return st_glossary_read_tbx (self, data, length, path, diagnostics, error);
}
