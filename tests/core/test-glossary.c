/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include "core/st-glossary.h"

/* The glossary: the bundled TBX, terms found in sources (word boundaries, any
 * case, English plurals, the longest term), the check of translations through
 * stems, and hostile TBX files. */

static StGlossary *
load_bundled (void)
{
  g_autofree char *path = g_build_filename (g_getenv ("SANDTABLE_SOURCE_ROOT"), "data", "glossary.tbx", NULL);
  g_autoptr (StDiagnostics) diagnostics = st_diagnostics_new ();
  g_autoptr (GError) error = NULL;
  StGlossary *glossary = st_glossary_new ();

  g_assert_true (st_glossary_load_file (glossary, path, diagnostics, &error));
  g_assert_no_error (error);
  return glossary;
}

static guint
find_concept (StGlossary *glossary, const char *en)
{
  for (guint i = 0; i < st_glossary_get_n_concepts (glossary); i++)
    if (g_strcmp0 (st_glossary_get_term (glossary, i, "en"), en) == 0)
      return i;
  g_assert_not_reached ();
}

/* The terms docs/translation.md fixes. */
static void
test_bundled (void)
{
  g_autoptr (StGlossary) glossary = load_bundled ();
  const char *const expected[][3] = {
    { "hex", "hexagon", "heksa" },
    { "square", "ruta", "ruutu" },
    { "feature", "objekt", "kohde" },
    { "seating", "placering", "asetelma" },
    { "turn limit", "omgångsgräns", "vuororaja" },
    { "discard", "slänga", "poistaa" },
    { "unit", "förband", "joukko" },
    { "zone of control", "kontrollzon", "valvonta-alue" },
  };

  g_assert_cmpuint (st_glossary_get_n_concepts (glossary), >=, 15);
  for (guint i = 0; i < G_N_ELEMENTS (expected); i++)
    {
      guint concept = find_concept (glossary, expected[i][0]);

      g_assert_cmpstr (st_glossary_get_term (glossary, concept, "sv"), ==, expected[i][1]);
      /* A region's code names the same language. */
      g_assert_cmpstr (st_glossary_get_term (glossary, concept, "fi-FI"), ==, expected[i][2]);
    }
}

static void
assert_hit (
    GArray *hits, guint i, const char *text, const char *found, const char *term, const char *translation)
{
  const StGlossaryHit *hit;
  g_autofree char     *slice = NULL;

  g_assert_cmpuint (i, <, hits->len);
  hit = &g_array_index (hits, StGlossaryHit, i);
  slice = g_strndup (text + hit->start, hit->end - hit->start);
  g_assert_cmpstr (slice, ==, found);
  g_assert_cmpstr (hit->term, ==, term);
  g_assert_cmpstr (hit->translation, ==, translation);
}

static void
test_find (void)
{
  g_autoptr (StGlossary) glossary = load_bundled ();
  const char *text =
      "Units in a Hex may not leave an enemy zone of\ncontrol; hexagonal maps have no squares. "
      "Put it on the discard pile, then Discard. Unitary features.";
  g_autoptr (GArray) hits = st_glossary_find (glossary, text, "en", NULL, "sv");

  /* "Units" (plural), "Hex" (any case), a term across a line end, no
   * "hexagonal" or "Unitary", "squares", the longest term ("discard pile"),
   * "features". */
  g_assert_cmpuint (hits->len, ==, 7);
  assert_hit (hits, 0, text, "Units", "unit", "förband");
  assert_hit (hits, 1, text, "Hex", "hex", "hexagon");
  assert_hit (hits, 2, text, "zone of\ncontrol", "zone of control", "kontrollzon");
  assert_hit (hits, 3, text, "squares", "square", "ruta");
  assert_hit (hits, 4, text, "discard pile", "discard pile", "slänghög");
  assert_hit (hits, 5, text, "Discard", "discard", "slänga");
  assert_hit (hits, 6, text, "features", "feature", "objekt");
  for (guint i = 0; i < hits->len; i++)
    g_assert_true (g_array_index (hits, StGlossaryHit, i).used);

  /* Plurals are English only; a Swedish source finds its own terms. */
  g_clear_pointer (&hits, g_array_unref);
  hits = st_glossary_find (glossary, "Hexes och hexagonen", "sv", NULL, "en");
  g_assert_cmpuint (hits->len, ==, 0);
  g_clear_pointer (&hits, g_array_unref);
  hits = st_glossary_find (glossary, "En hexagon.", "sv", NULL, "en");
  g_assert_cmpuint (hits->len, ==, 1);
  assert_hit (hits, 0, "En hexagon.", "hexagon", "hexagon", "hex");
}

static void
test_check (void)
{
  g_autoptr (StGlossary) glossary = load_bundled ();
  const char *source = "A unit may enter a hex.";
  g_autoptr (GArray) good =
      st_glossary_find (glossary, source, "en", "Ett förband får gå in i en hexagon.", "sv");
  g_autoptr (GArray) inflected =
      st_glossary_find (glossary, source, "en", "Joukon saa siirtää heksaan.", "fi");
  g_autoptr (GArray) bad =
      st_glossary_find (glossary, source, "en", "Ett förband får gå in i en ruta.", "sv");
  g_autoptr (GArray) no_term = st_glossary_find (glossary, source, "en", "Eine Einheit.", "de");

  g_assert_cmpuint (good->len, ==, 2);
  g_assert_true (g_array_index (good, StGlossaryHit, 0).used);
  g_assert_true (g_array_index (good, StGlossaryHit, 1).used);
  /* "Joukon" and "heksaan" through the stems jouk and heks. */
  g_assert_true (g_array_index (inflected, StGlossaryHit, 0).used);
  g_assert_true (g_array_index (inflected, StGlossaryHit, 1).used);
  g_assert_true (g_array_index (bad, StGlossaryHit, 0).used);
  g_assert_false (g_array_index (bad, StGlossaryHit, 1).used);
  g_assert_cmpstr (g_array_index (bad, StGlossaryHit, 1).translation, ==, "hexagon");
  /* No German terms: nothing to warn about. */
  g_assert_null (g_array_index (no_term, StGlossaryHit, 0).translation);
  g_assert_true (g_array_index (no_term, StGlossaryHit, 0).used);

  g_assert_true (st_glossary_text_has_stem ("Två RUTOR", "rut"));
  g_assert_false (st_glossary_text_has_stem ("Genvägar", "väg"));
}

typedef struct
{
  const char *name;
  const char *data;
  const char *error;
} Hostile;

static const Hostile hostile[] = {
  { "empty", "", "bad.tbx:1:1: error: the file is empty" },
  { "not-xml", "<martif", "bad.tbx:1:" },
  { "doctype", "<!DOCTYPE martif SYSTEM \"file:///etc/passwd\">\n<martif/>", "bad.tbx:1:1:" },
  { "wrong-root", "<tmx/>", "bad.tbx:1:1: error: expected the root element <martif>" },
  { "no-body", "<martif>\n<text/></martif>", "bad.tbx:1:1: error: the TBX file has no <text><body>" },
  { "no-lang",
    "<martif><text><body><termEntry>\n<langSet><tig><term>x</term></tig></langSet>"
    "</termEntry></body></text></martif>",
    "bad.tbx:2:1: error: <langSet> has no xml:lang" },
  { "empty-term",
    "<martif><text><body><termEntry><langSet xml:lang=\"en\">\n  <tig><term> </term></tig>"
    "</langSet></termEntry></body></text></martif>",
    "bad.tbx:2:3: error: a term of the glossary is empty" },
};

static void
test_hostile (gconstpointer data)
{
  const Hostile *h = data;
  g_autoptr (StGlossary) glossary = st_glossary_new ();
  g_autoptr (StDiagnostics) diagnostics = st_diagnostics_new ();
  g_autoptr (GError) error = NULL;

  g_assert_false (st_glossary_read_tbx (glossary, h->data, strlen (h->data), "bad.tbx", diagnostics, &error));
  g_assert_error (error, ST_GLOSSARY_ERROR, ST_GLOSSARY_ERROR_INVALID);
  g_test_message ("%s", error->message);
  g_assert_true (g_str_has_prefix (error->message, h->error));
  g_assert_cmpuint (st_glossary_get_n_concepts (glossary), ==, 0);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/glossary/bundled", test_bundled);
  g_test_add_func ("/glossary/find", test_find);
  g_test_add_func ("/glossary/check", test_check);
  for (guint i = 0; i < G_N_ELEMENTS (hostile); i++)
    {
      g_autofree char *name = g_strdup_printf ("/glossary/hostile/%s", hostile[i].name);
      g_test_add_data_func (name, &hostile[i], test_hostile);
    }
  return g_test_run ();
}
