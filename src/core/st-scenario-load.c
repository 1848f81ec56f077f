/* SPDX-License-Identifier: GPL-3.0-or-later */
#define G_LOG_DOMAIN "sandtable-core"

#include "config.h"

#include <errno.h>
#include <glib/gi18n-lib.h>
#include <math.h>
#include <string.h>

#include "st-file-read.h"
#include "st-scenario-private.h"

/* clang-format off */
G_DEFINE_QUARK (st-scenario-error-quark, st_scenario_error)
/* clang-format on */

/* Checks the children of an element against an ordered list of allowed children
 * with their counts. Text is allowed only where allow_text is set. */

/* Reads every child element called name as one translatable text. */

static void
parse_metadata (StLoader *loader, xmlNode *node)
{
  static const ChildSpec children[] = {
    { "title", 1, 0 },   { "author", 0, 1 },      { "description", 0, 0 },
    { "license", 0, 1 }, { "translation", 0, 0 }, { NULL },
  };
  static const char *const translation_attrs[] = { "lang", NULL };
  static const ChildSpec   no_children[] = { { NULL } };
  StScenario              *s = loader->scenario;
  xmlNode                 *child;
  g_autoptr (GHashTable) declared = NULL;

  st_loader_check_attributes (loader, node, NULL, NULL, FALSE);
  st_loader_check_children (loader, node, children, FALSE);
  st_text_free (s->title);
  s->title = st_loader_required_text (loader, node, "title");
  s->description = st_loader_text (loader, node, "description");
  if ((child = st_xml_first_child (node, "author")) != NULL)
    {
      /* Plain text only: an element inside would be dropped on saving. */
      st_loader_check_attributes (loader, child, NULL, NULL, FALSE);
      st_loader_check_children (loader, child, no_children, TRUE);
      s->author = st_xml_element_text (child);
    }
  if ((child = st_xml_first_child (node, "license")) != NULL)
    {
      st_loader_check_attributes (loader, child, NULL, NULL, FALSE);
      st_loader_check_children (loader, child, no_children, TRUE);
      s->license = st_xml_element_text (child);
    }
  /* Languages the scenario is being translated into, declared before any of
   * their texts exist; a set of them finds one declared twice in constant time. */
  declared = g_hash_table_new (g_str_hash, g_str_equal);
  FOR_EACH_CHILD (translation, node, "translation")
    {
      g_autofree char *lang = NULL;

      st_loader_check_attributes (loader, translation, translation_attrs, NULL, FALSE);
      lang = st_loader_require_attr (loader, translation, "lang");
      if (lang == NULL)
        continue;
      if (*lang == '\0' || g_str_equal (lang, s->lang) || g_hash_table_contains (declared, lang))
        {
          st_loader_error_at (loader, translation, "lang",
                              "<translation> must name a language other than the document language, once");
          continue;
        }
      g_hash_table_add (declared, lang);
      g_ptr_array_add (s->translation_langs, g_steal_pointer (&lang));
    }
}

static void
parse_parameters (StLoader *loader, xmlNode *node)
{
  static const ChildSpec   children[] = { { "param", 0, 0 }, { NULL } };
  static const char *const attrs[] = { "name", "value", NULL };
  StScenario              *s = loader->scenario;
  g_autoptr (GHashTable) names = g_hash_table_new (g_str_hash, g_str_equal);

  st_loader_check_attributes (loader, node, NULL, NULL, FALSE);
  st_loader_check_children (loader, node, children, FALSE);
  FOR_EACH_CHILD (child, node, "param")
    {
      g_autofree char *name = st_loader_require_attr (loader, child, "name");
      g_autofree char *value = st_loader_require_attr (loader, child, "value");
      StAttr          *attr;

      st_loader_check_attributes (loader, child, attrs, NULL, FALSE);
      if (name == NULL || value == NULL)
        continue;
      /* Unknown names are refused later, with the list of the family's: until
       * then there may be 50,000 of them, looked up in the set of names read. */
      if (g_hash_table_contains (names, name))
        {
          st_loader_error_at (loader, child, "name", "parameter '%s' is set twice", name);
          continue;
        }
      attr = st_attr_new (name, value);
      g_hash_table_add (names, attr->name);
      g_ptr_array_add (s->params, attr);
      st_loader_remember (loader, attr, child);
    }
}

static void
parse_crt (StLoader *loader, xmlNode *node)
{
  static const ChildSpec   children[] = { { "row", 1, 0 }, { NULL } };
  static const char *const attrs[] = { "min", "max", "result", NULL };

  st_loader_check_attributes (loader, node, NULL, NULL, FALSE);
  g_autoptr (GPtrArray) nodes = g_ptr_array_new ();

  st_loader_check_children (loader, node, children, FALSE);
  FOR_EACH_CHILD (child, node, "row")
    {
      g_autofree char *result = st_loader_require_attr (loader, child, "result");
      g_autofree char *min = st_xml_get_attr (child, "min");
      g_autofree char *max = st_xml_get_attr (child, "max");
      StCrtRow         row = { 0 };
      gint64           n;

      st_loader_check_attributes (loader, child, attrs, NULL, FALSE);
      if (result != NULL && !st_crt_result_from_string (result, &row.result))
        st_loader_error_at (loader, child, "result",
                            "unknown combat result '%s'; expected DE, DR, NE, AR or AE", result);
      row.has_min = min != NULL;
      row.has_max = max != NULL;
      if (row.has_min && st_loader_int_attr (loader, child, "min", -99, 99, FALSE, 0, &n))
        row.min = (int) n;
      if (row.has_max && st_loader_int_attr (loader, child, "max", -99, 99, FALSE, 0, &n))
        row.max = (int) n;
      if (!row.has_min && !row.has_max)
        st_loader_error_at (loader, child, NULL, "a CRT row needs 'min', 'max' or both");
      else if (row.has_min && row.has_max && row.min > row.max)
        st_loader_error_at (loader, child, "max", "'max' (%d) is below 'min' (%d)", row.max, row.min);
      g_array_append_val (loader->scenario->crt, row);
      g_ptr_array_add (nodes, child);
    }
  /* Rows are remembered only now: the array moves while it grows. */
  for (guint i = 0; i < nodes->len; i++)
    st_loader_remember (loader, &g_array_index (loader->scenario->crt, StCrtRow, i),
                        g_ptr_array_index (nodes, i));
}

static void
parse_terrains (StLoader *loader, xmlNode *node)
{
  static const ChildSpec   children[] = { { "terrain", 1, 0 }, { NULL } };
  static const ChildSpec   terrain_children[] = { { "name", 1, 0 }, { "effect", 0, 0 }, { NULL } };
  static const char *const attrs[] = { "id", "color", "pattern", NULL };
  static const char *const effect_attrs[] = { "name", "value", NULL };

  st_loader_check_attributes (loader, node, NULL, NULL, FALSE);
  st_loader_check_children (loader, node, children, FALSE);
  FOR_EACH_CHILD (child, node, "terrain")
    {
      g_autofree char *id = st_loader_require_id (loader, child, "id");
      g_autofree char *color = st_loader_require_color (loader, child);
      g_autofree char *pattern = st_xml_get_attr (child, "pattern");
      StTerrain       *terrain = st_terrain_new (id ? id : "", color);

      st_loader_check_attributes (loader, child, attrs, NULL, FALSE);
      st_loader_check_children (loader, child, terrain_children, FALSE);
      if (pattern != NULL)
        {
          if (!g_strv_contains (st_terrain_patterns (), pattern))
            {
              g_autofree char *list = g_strjoinv (", ", (char **) st_terrain_patterns ());
              st_loader_error_at (loader, child, "pattern", "unknown pattern '%s'; expected one of %s",
                                  pattern, list);
            }
          g_free (terrain->pattern);
          terrain->pattern = g_strdup (pattern);
        }
      st_text_free (terrain->name);
      terrain->name = st_loader_required_text (loader, child, "name");
      FOR_EACH_CHILD (effect, child, "effect")
        {
          g_autofree char *name = st_loader_require_attr (loader, effect, "name");
          g_autofree char *value = NULL;
          gint64           n;

          st_loader_check_attributes (loader, effect, effect_attrs, NULL, FALSE);
          if (name == NULL)
            continue;
          if (!g_strv_contains (st_terrain_effects (), name))
            {
              g_autofree char *list = g_strjoinv (", ", (char **) st_terrain_effects ());
              st_loader_error_at (loader, effect, "name", "unknown terrain effect '%s'; expected one of %s",
                                  name, list);
              continue;
            }
          if (st_attrs_get (terrain->effects, name) != NULL)
            {
              st_loader_error_at (loader, effect, "name", "effect '%s' is given twice", name);
              continue;
            }
          if (!st_loader_int_attr (loader, effect, "value", -99, 99, TRUE, 0, &n))
            continue;
          value = g_strdup_printf ("%" G_GINT64_FORMAT, n);
          st_attrs_set (terrain->effects, name, value);
        }
      g_ptr_array_add (loader->scenario->terrains, terrain);
      st_loader_remember (loader, terrain, child);
    }
}

static void
parse_edge_types (StLoader *loader, xmlNode *node)
{
  static const ChildSpec   children[] = { { "edge-type", 0, 0 }, { NULL } };
  static const ChildSpec   type_children[] = { { "name", 1, 0 }, { NULL } };
  static const char *const attrs[] = { "id", "color", "width", "style", "link", NULL };

  st_loader_check_attributes (loader, node, NULL, NULL, FALSE);
  st_loader_check_children (loader, node, children, FALSE);
  FOR_EACH_CHILD (child, node, "edge-type")
    {
      g_autofree char *id = st_loader_require_id (loader, child, "id");
      g_autofree char *color = st_loader_require_color (loader, child);
      g_autofree char *style = st_xml_get_attr (child, "style");
      g_autofree char *link = st_xml_get_attr (child, "link");
      StEdgeType      *type = st_edge_type_new (id ? id : "", color);

      st_loader_check_attributes (loader, child, attrs, NULL, FALSE);
      st_loader_check_children (loader, child, type_children, FALSE);
      st_loader_double_attr (loader, child, "width", 0.1, FALSE, 2.0, &type->width);
      if (type->width > 100)
        st_loader_error_at (loader, child, "width", "a line width of %g is too wide (at most 100)",
                            type->width);
      if (style != NULL && !st_line_style_from_string (style, &type->style))
        st_loader_error_at (loader, child, "style",
                            "unknown line style '%s'; expected solid, dashed or dotted", style);
      if (link != NULL && !g_str_equal (link, "railway") && !g_str_equal (link, "road"))
        st_loader_error_at (loader, child, "link", "unknown link kind '%s'; expected railway or road", link);
      else
        type->link = g_steal_pointer (&link);
      st_text_free (type->name);
      type->name = st_loader_required_text (loader, child, "name");
      g_ptr_array_add (loader->scenario->edge_types, type);
      st_loader_remember (loader, type, child);
    }
}

static void
parse_sides (StLoader *loader, xmlNode *node)
{
  static const ChildSpec   children[] = { { "side", 2, 2 }, { NULL } };
  static const ChildSpec   side_children[] = { { "name", 1, 0 }, { NULL } };
  static const char *const attrs[] = { "id", "color", "rank", "home", NULL };

  const char *first_home = NULL;

  st_loader_check_attributes (loader, node, NULL, NULL, FALSE);
  st_loader_check_children (loader, node, children, FALSE);
  FOR_EACH_CHILD (child, node, "side")
    {
      g_autofree char *id = st_loader_require_id (loader, child, "id");
      g_autofree char *color = st_loader_require_color (loader, child);
      StSide          *side = st_side_new (id ? id : "", color);
      g_autofree char *home = st_xml_get_attr (child, "home");
      gint64           rank;

      st_loader_check_attributes (loader, child, attrs, NULL, FALSE);
      st_loader_check_children (loader, child, side_children, FALSE);
      if (st_loader_int_attr (loader, child, "rank", 1, 99, FALSE, 0, &rank))
        side->rank = (int) rank;
      if (home != NULL && !g_str_equal (home, "north") && !g_str_equal (home, "south"))
        st_loader_error_at (loader, child, "home", "unknown home '%s'; expected north or south", home);
      else if (home != NULL && g_strcmp0 (home, first_home) == 0)
        /* Manöver: one side belongs to each end of the map. */
        st_loader_error_at (loader, child, "home", "both sides have home '%s'; one is north, the other south",
                            home);
      else
        {
          side->home = g_steal_pointer (&home);
          first_home = side->home;
        }
      st_text_free (side->name);
      side->name = st_loader_required_text (loader, child, "name");
      g_ptr_array_add (loader->scenario->sides, side);
      st_loader_remember (loader, side, child);
    }
}

/* Copies the attributes of node that are not in skip into attrs, in document order. */

static void
parse_scenario (StLoader *loader, xmlNode *root)
{
  static const ChildSpec children[] = {
    { "metadata", 1, 1 },   { "parameters", 0, 1 },
    { "crt", 0, 1 },        { "terrain-types", 1, 1 },
    { "edge-types", 0, 1 }, { "sides", 1, 1 },
    { "board", 1, 1 },      { "areas", 0, 1 },
    { "unit-types", 0, 1 }, { "units", 0, 1 },
    { "decks", 0, 1 },      { "rules", 0, 1 },
    { "playtest", 0, 1 },   { NULL },
  };
  static const char *const attrs[] = { "version", "ruleset", NULL };
  StScenario              *s = loader->scenario;
  g_autofree char         *ruleset = NULL;
  g_autofree char         *lang = NULL;
  gint64                   version;
  xmlNode                 *child;

  st_loader_check_attributes (loader, root, attrs, NULL, TRUE);
  if (st_loader_int_attr (loader, root, "version", 1, G_MAXINT, TRUE, 1, &version))
    {
      if (version > ST_SCENARIO_VERSION)
        {
          st_loader_error_at (loader, root, "version",
                              "this file uses format version %" G_GINT64_FORMAT
                              "; this Sandtable reads versions up to %d",
                              version, ST_SCENARIO_VERSION);
          return;
        }
      s->version = (int) version;
    }
  ruleset = st_loader_require_attr (loader, root, "ruleset");
  if (ruleset != NULL && st_family_lookup (ruleset) != NULL)
    s->family = st_family_lookup (ruleset);
  else if (ruleset != NULL)
    {
      g_autofree char *ids = st_family_list_ids ();

      st_loader_error_at (loader, root, "ruleset", "unknown ruleset '%s'; expected %s", ruleset, ids);
      return;
    }
  lang = st_xml_get_lang (root);
  if (lang == NULL || *lang == '\0')
    st_loader_error_at (loader, root, NULL,
                        "<scenario> is missing its required attribute 'xml:lang' (the document language)");
  else
    {
      g_free (s->lang);
      s->lang = g_steal_pointer (&lang);
    }

  st_loader_check_children (loader, root, children, FALSE);
  if ((child = st_xml_first_child (root, "metadata")) != NULL)
    parse_metadata (loader, child);
  if ((child = st_xml_first_child (root, "parameters")) != NULL)
    parse_parameters (loader, child);
  if ((child = st_xml_first_child (root, "crt")) != NULL)
    parse_crt (loader, child);
  if ((child = st_xml_first_child (root, "terrain-types")) != NULL)
    parse_terrains (loader, child);
  if ((child = st_xml_first_child (root, "edge-types")) != NULL)
    parse_edge_types (loader, child);
  if ((child = st_xml_first_child (root, "sides")) != NULL)
    parse_sides (loader, child);
  if ((child = st_xml_first_child (root, "board")) != NULL)
    st_loader_parse_board (loader, child);
  else
    return;
  if ((child = st_xml_first_child (root, "areas")) != NULL)
    st_loader_parse_areas (loader, child);
  if ((child = st_xml_first_child (root, "unit-types")) != NULL)
    st_loader_parse_unit_types (loader, child);
  if ((child = st_xml_first_child (root, "units")) != NULL)
    st_loader_parse_units (loader, child);
  if ((child = st_xml_first_child (root, "decks")) != NULL)
    st_loader_parse_decks (loader, child);
  if ((child = st_xml_first_child (root, "rules")) != NULL)
    st_loader_parse_rules (loader, child);
  if ((child = st_xml_first_child (root, "playtest")) != NULL)
    st_loader_parse_playtest (loader, child);

  /* Meaning is checked only on a complete structure, so that one mistake does not
   * cascade into many. */
  if (loader->n_errors == 0)
    st_scenario_check (loader);
}

static void
set_error (GError **error, StDiagnostics *diagnostics, guint first_diag, guint n_errors)
{
  g_autofree char *first = NULL;

  for (guint i = first_diag; i < st_diagnostics_get_length (diagnostics); i++)
    if (st_diagnostics_get (diagnostics, i)->severity == ST_SEVERITY_ERROR)
      {
        first = st_diagnostic_format (st_diagnostics_get (diagnostics, i));
        break;
      }
  if (n_errors > 1)
    /* Translators: the first problem, then how many more there are. */
    g_set_error (
        error, ST_SCENARIO_ERROR, ST_SCENARIO_ERROR_INVALID,
        g_dngettext (GETTEXT_PACKAGE, "%s (and %u more problem)", "%s (and %u more problems)", n_errors - 1),
        first ? first : "invalid scenario", n_errors - 1);
  else
    g_set_error (error, ST_SCENARIO_ERROR, ST_SCENARIO_ERROR_INVALID, "%s",
                 first ? first : "invalid scenario");
}

static StScenario *
load_data (const char    *data,
           gsize          length,
           const char    *filename,
           StDiagnostics *diagnostics,
           StSetupCheck   setup_check,
           gboolean       no_setup_check,
           GError       **error)
{
  g_autoptr (StDiagnostics) own = NULL;
  g_autoptr (StXmlDoc) doc = NULL;
  g_autoptr (StScenario) scenario = NULL;
  guint    first_diag, first_errors, n_families;
  StLoader loader = { 0 };
  xmlNode *root;

  if (diagnostics == NULL)
    diagnostics = own = st_diagnostics_new ();
  first_diag = st_diagnostics_get_length (diagnostics);
  if (filename == NULL)
    filename = "<input>";

  first_errors = st_diagnostics_n_errors (diagnostics);
  if (length > ST_SCENARIO_MAX_FILE_SIZE)
    {
      int line = 0, column = 0;

      /* Point at the first byte past the limit when the bytes are there (a
       * bounded read gives one more than the limit). */
      if (data != NULL)
        st_text_offset_location (data, length, ST_SCENARIO_MAX_FILE_SIZE, &line, &column);
      st_diagnostics_add (diagnostics, ST_SEVERITY_ERROR, filename, line, column,
                          "the file is larger than %d bytes (32 MiB), the most a scenario may have",
                          ST_SCENARIO_MAX_FILE_SIZE);
      set_error (error, diagnostics, first_diag, 1);
      if (error != NULL && *error != NULL)
        (*error)->code = ST_SCENARIO_ERROR_TOO_LARGE;
      return NULL;
    }

  doc = st_xml_doc_parse (data, length, filename, ST_SCENARIO_MAX_DEPTH, diagnostics);
  if (doc == NULL)
    {
      set_error (error, diagnostics, first_diag, st_diagnostics_n_errors (diagnostics) - first_errors);
      return NULL;
    }

  root = st_xml_doc_get_root (doc);
  /* Until the root names its family: the registry's first. */
  scenario = st_scenario_new (st_family_all (&n_families)[0], ST_BOARD_HEX);
  loader.doc = doc;
  loader.filename = filename;
  loader.diagnostics = diagnostics;
  loader.scenario = scenario;
  loader.where = g_hash_table_new (NULL, NULL);
  loader.setup_check = setup_check;
  loader.no_setup_check = no_setup_check;

  if (root == NULL || !st_xml_is_element (root, "scenario"))
    st_loader_error_at (&loader, root, NULL,
                        "expected the root element <scenario> in namespace %s, found <%s>%s%s",
                        ST_SCENARIO_NAMESPACE, root ? (const char *) root->name : "",
                        root && root->ns ? " in namespace " : " without a namespace",
                        root && root->ns ? (const char *) root->ns->href : "");
  else
    parse_scenario (&loader, root);

  g_hash_table_unref (loader.where);
  if (loader.n_errors > 0)
    {
      set_error (error, diagnostics, first_diag, loader.n_errors);
      return NULL;
    }
  return g_steal_pointer (&scenario);
}

StScenario *
st_scenario_load_data (
    const char *data, gsize length, const char *filename, StDiagnostics *diagnostics, GError **error)
{
  return load_data (data, length, filename, diagnostics, NULL, FALSE, error);
}

StScenario *
st_scenario_load_data_full (const char         *data,
                            gsize               length,
                            const char         *filename,
                            StDiagnostics      *diagnostics,
                            StScenarioLoadFlags flags,
                            GError            **error)
{
  return load_data (data, length, filename, diagnostics, NULL, (flags & ST_SCENARIO_LOAD_NO_SETUP_CHECK) != 0,
                    error);
}

static StScenario *
load_gfile_named (GFile         *file,
                  const char    *name,
                  StDiagnostics *diagnostics,
                  StSetupCheck   setup_check,
                  gboolean       no_setup_check,
                  GError       **error)
{
  g_autofree char *display = g_strdup (name);
  g_autofree char *data = NULL;
  g_autoptr (GFileInfo) info = NULL;
  g_autoptr (GError) local_error = NULL;
  gsize length = 0;

  if (display == NULL)
    display = g_file_get_path (file);
  if (display == NULL)
    display = g_file_get_uri (file);

  info = g_file_query_info (file, G_FILE_ATTRIBUTE_STANDARD_TYPE, G_FILE_QUERY_INFO_NONE, NULL, &local_error);
  if (info == NULL)
    {
      if (diagnostics != NULL)
        st_diagnostics_add (diagnostics, ST_SEVERITY_ERROR, display, 0, 0, "%s", local_error->message);
      g_set_error (error, local_error->domain, local_error->code, "%s: error: %s", display,
                   local_error->message);
      return NULL;
    }
  if (g_file_info_get_file_type (info) == G_FILE_TYPE_DIRECTORY)
    {
      if (diagnostics != NULL)
        st_diagnostics_add (diagnostics, ST_SEVERITY_ERROR, display, 0, 0,
                            "is a folder; expected a scenario file");
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_IS_DIRECTORY, "%s: error: is a folder", display);
      return NULL;
    }
  /* At most one byte past the limit is read, whatever the file is: a regular
   * file, /dev/zero, a FIFO. */
  if (!st_file_read_bounded (file, ST_SCENARIO_MAX_FILE_SIZE, &data, &length, &local_error))
    {
      if (diagnostics != NULL)
        st_diagnostics_add (diagnostics, ST_SEVERITY_ERROR, display, 0, 0, "%s", local_error->message);
      g_set_error (error, local_error->domain, local_error->code, "%s: error: %s", display,
                   local_error->message);
      return NULL;
    }
  return load_data (data, length, display, diagnostics, setup_check, no_setup_check, error);
}

StScenario *
st_scenario_load_file (const char *path, StDiagnostics *diagnostics, GError **error)
{
  return st_scenario_load_file_full (path, diagnostics, ST_SCENARIO_LOAD_DEFAULT, error);
}

StScenario *
st_scenario_load_file_full (const char         *path,
                            StDiagnostics      *diagnostics,
                            StScenarioLoadFlags flags,
                            GError            **error)
{
  g_autoptr (GFile) file = g_file_new_for_path (path);

  /* Messages name the file as the user gave it. */
  return load_gfile_named (file, path, diagnostics, NULL, (flags & ST_SCENARIO_LOAD_NO_SETUP_CHECK) != 0,
                           error);
}

StScenario *
st_scenario_load_file_checked (const char    *path,
                               StDiagnostics *diagnostics,
                               StSetupCheck   setup_check,
                               GError       **error)
{
  g_autoptr (GFile) file = g_file_new_for_path (path);

  return load_gfile_named (file, path, diagnostics, setup_check, FALSE, error);
}

StScenario *
st_scenario_load_gfile (GFile *file, StDiagnostics *diagnostics, GError **error)
{
  return load_gfile_named (file, NULL, diagnostics, NULL, FALSE, error);
}

StScenario *
st_scenario_load_gfile_full (GFile              *file,
                             StDiagnostics      *diagnostics,
                             StScenarioLoadFlags flags,
                             GError            **error)
{
  return load_gfile_named (file, NULL, diagnostics, NULL, (flags & ST_SCENARIO_LOAD_NO_SETUP_CHECK) != 0,
                           error);
}
