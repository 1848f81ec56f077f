/* SPDX-License-Identifier: GPL-3.0-or-later */
#define G_LOG_DOMAIN "sandtable-edit"

#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "st-edit-tables-private.h"
#include "st-edit.h"
#include "st-value-check.h"

/* Edits of the terrain, side and unit type tables and of the ruleset
 * parameters. The combat results table is in st-edit-crt.c. */

/* clang-format off */
G_DEFINE_QUARK (st-edit-error-quark, st_edit_error)
/* clang-format on */

char *
st_edit_make_id (const char *name, const char *fallback)
{
  g_autofree char *ascii = NULL;
  GString         *id = g_string_new (NULL);

  /* "Öppen terräng" gives "oppen-terrang": ids are ASCII in the file format. */
  if (name != NULL)
    ascii = g_str_to_ascii (name, "C");
  for (const char *p = ascii; p != NULL && *p != '\0'; p++)
    {
      if (g_ascii_isalnum (*p))
        g_string_append_c (id, g_ascii_tolower (*p));
      else if (id->len > 0 && id->str[id->len - 1] != '-')
        g_string_append_c (id, '-');
    }
  while (id->len > 0 && id->str[id->len - 1] == '-')
    g_string_truncate (id, id->len - 1);
  /* An identifier starts with a letter. */
  while (id->len > 0 && !g_ascii_isalpha (id->str[0]))
    g_string_erase (id, 0, 1);
  if (id->len > 0 && id->str[0] == '-')
    g_string_erase (id, 0, 1);
  if (id->len == 0)
    g_string_assign (id, fallback);
  return g_string_free (id, FALSE);
}

static gboolean
is_color (const char *color)
{
  if (color == NULL || strlen (color) != 7 || color[0] != '#')
    return FALSE;
  for (int i = 1; i < 7; i++)
    if (!g_ascii_isxdigit (color[i]))
      return FALSE;
  return TRUE;
}

gboolean
st_edit_check_color (const char *color, GError **error)
{
  if (is_color (color))
    return TRUE;
  g_set_error (error, ST_EDIT_ERROR, ST_EDIT_ERROR_INVALID, _ ("“%s” is not a colour such as #3465a4"),
               color ? color : "");
  return FALSE;
}

gboolean
st_edit_check_name (const char *name, GError **error)
{
  g_autofree char *stripped = g_strstrip (g_strdup (name ? name : ""));

  if (!st_edit_check_text (name, error))
    return FALSE;
  if (*stripped != '\0')
    return TRUE;
  g_set_error_literal (error, ST_EDIT_ERROR, ST_EDIT_ERROR_INVALID, _ ("A name cannot be empty"));
  return FALSE;
}

void
st_edit_not_found (GError **error, const char *what, const char *id)
{
  /* Translators: the first %s is a kind of thing ("terrain"), the second its id. */
  g_set_error (error, ST_EDIT_ERROR, ST_EDIT_ERROR_NOT_FOUND, _ ("There is no %s “%s”"), what, id ? id : "");
}

/* Sets the name in lang, stripped of surrounding spaces; TRUE when it changed. */
gboolean
st_edit_set_name (StText **text, const char *lang, const char *name)
{
  g_autofree char *stripped = g_strstrip (g_strdup (name));

  if (*text == NULL)
    *text = st_text_new ();
  if (g_strcmp0 (st_text_get_exact (*text, lang), stripped) == 0)
    return FALSE;
  st_text_set (*text, lang, stripped);
  return TRUE;
}

gboolean
st_edit_rename_text (StText    **text,
                     const char *fallback_lang,
                     const char *lang,
                     const char *name,
                     gboolean   *in_source,
                     GError    **error)
{
  const char      *source = *text ? st_text_get_source_lang (*text) : NULL;
  g_autofree char *stripped = g_strstrip (g_strdup (name ? name : ""));

  if (!st_edit_check_text (name, error))
    return FALSE;
  if (source == NULL)
    source = fallback_lang;
  if (lang == NULL)
    lang = source;
  if (in_source != NULL)
    *in_source = g_strcmp0 (lang, source) == 0;
  if (g_strcmp0 (lang, source) == 0)
    return st_edit_check_name (name, error) && st_edit_set_name (text, lang, name);
  if (*text == NULL || st_text_is_empty (*text))
    {
      g_set_error_literal (error, ST_EDIT_ERROR, ST_EDIT_ERROR_INVALID,
                           _ ("The text has no source to translate yet"));
      return FALSE;
    }
  if (*stripped == '\0')
    return st_text_remove (*text, lang);
  if (g_strcmp0 (st_text_get_exact (*text, lang), stripped) == 0)
    return FALSE;
  st_text_set (*text, lang, stripped);
  /* Writing a translation is reviewing it against the current source. */
  st_text_review (*text, lang);
  return TRUE;
}

gboolean
st_edit_set_color (char **field, const char *color, GError **error)
{
  if (!st_edit_check_color (color, error))
    return FALSE;
  if (g_ascii_strcasecmp (*field, color) == 0)
    return FALSE;
  g_free (*field);
  *field = g_ascii_strdown (color, -1);
  return TRUE;
}

/* A fresh id made from name among the ids of items (structs whose first field
 * is their id). */
char *
st_edit_fresh_id (GPtrArray *items, const char *name, const char *fallback)
{
  g_autoptr (GHashTable) used = g_hash_table_new (g_str_hash, g_str_equal);
  g_autofree char *prefix = st_edit_make_id (name, fallback);

  for (guint i = 0; i < items->len; i++)
    g_hash_table_add (used, *(char **) g_ptr_array_index (items, i));
  return st_edit_unique_id (prefix, used);
}

/* Whether id is what fresh_id() makes from name: the slug of name, maybe with
 * a number after it. */
static gboolean
id_made_from (const char *id, const char *name, const char *fallback)
{
  g_autofree char *slug = st_edit_make_id (name, fallback);
  gsize            len = strlen (slug);

  if (!g_str_has_prefix (id, slug))
    return FALSE;
  if (id[len] == '\0')
    return TRUE;
  if (id[len] != '-' || id[len + 1] == '\0')
    return FALSE;
  for (const char *p = id + len + 1; *p != '\0'; p++)
    if (!g_ascii_isdigit (*p))
      return FALSE;
  return TRUE;
}

/* The id an item renamed from old_name to name takes: a fresh one made from
 * the new name when the old id was generated from the old name, else NULL. */
char *
st_edit_regenerated_id (
    GPtrArray *items, const char *id, const char *old_name, const char *name, const char *fallback)
{
  g_autoptr (GHashTable) used = g_hash_table_new (g_str_hash, g_str_equal);
  g_autofree char *prefix = NULL;

  if (old_name == NULL || !id_made_from (id, old_name, fallback))
    return NULL;
  prefix = st_edit_make_id (name, fallback);
  if (id_made_from (id, name, fallback))
    return NULL;
  for (guint i = 0; i < items->len; i++)
    if (g_strcmp0 (*(char **) g_ptr_array_index (items, i), id) != 0)
      g_hash_table_add (used, *(char **) g_ptr_array_index (items, i));
  return st_edit_unique_id (prefix, used);
}

static gboolean
terrain_in_use (StScenario *scenario, const char *terrain_id)
{
  StBoard *board = scenario->board;

  if (g_strcmp0 (board->default_terrain, terrain_id) == 0)
    return TRUE;
  for (guint i = 0; i < board->cells->len; i++)
    if (g_strcmp0 (((StCellTerrain *) g_ptr_array_index (board->cells, i))->terrain, terrain_id) == 0)
      return TRUE;
  for (guint i = 0; i < board->sections->len; i++)
    {
      StSection *section = g_ptr_array_index (board->sections, i);
      for (int j = 0; j < section->size * section->size; j++)
        if (g_strcmp0 (section->terrain[j], terrain_id) == 0)
          return TRUE;
    }
  return FALSE;
}

/* Terrain types */

static StTerrain *
find_terrain (StScenario *scenario, const char *terrain, GError **error)
{
  StTerrain *found = st_scenario_find_terrain (scenario, terrain);

  if (found == NULL)
    st_edit_not_found (error, _ ("terrain"), terrain);
  return found;
}

char *
st_edit_add_terrain (StScenario *scenario, const char *name, const char *color, GError **error)
{
  StTerrain *terrain;
  char      *id;

  g_return_val_if_fail (scenario != NULL, NULL);

  if (!st_edit_check_name (name, error) || !st_edit_check_color (color, error))
    return NULL;
  id = st_edit_fresh_id (scenario->terrains, name, "terrain");
  terrain = st_terrain_new (id, color);
  st_edit_set_name (&terrain->name, scenario->lang, name);
  g_ptr_array_add (scenario->terrains, terrain);
  return id;
}

gboolean
st_edit_remove_terrain (StScenario *scenario, const char *terrain_id, GError **error)
{
  StBoard         *board = scenario->board;
  g_autofree char *removed = NULL;
  const char      *fallback = NULL;
  int              index;

  g_return_val_if_fail (scenario != NULL, FALSE);

  index = st_scenario_terrain_index (scenario, terrain_id);
  if (index < 0)
    {
      st_edit_not_found (error, _ ("terrain"), terrain_id);
      return FALSE;
    }
  if (scenario->terrains->len == 1)
    {
      g_set_error_literal (error, ST_EDIT_ERROR, ST_EDIT_ERROR_LAST,
                           _ ("A scenario needs at least one terrain type"));
      return FALSE;
    }

  removed = g_strdup (terrain_id);
  g_ptr_array_remove_index (scenario->terrains, (guint) index);

  /* What used the terrain falls back to the board's default terrain; when the
   * removed terrain was the default, the first remaining terrain is. */
  if (g_strcmp0 (board->default_terrain, removed) == 0)
    g_clear_pointer (&board->default_terrain, g_free);
  fallback = st_scenario_default_terrain (scenario);

  for (guint i = board->cells->len; i > 0; i--)
    {
      StCellTerrain *cell = g_ptr_array_index (board->cells, i - 1);
      if (g_strcmp0 (cell->terrain, removed) == 0)
        g_ptr_array_remove_index (board->cells, i - 1);
    }
  for (guint i = 0; i < board->sections->len; i++)
    {
      StSection *section = g_ptr_array_index (board->sections, i);
      for (int j = 0; j < section->size * section->size; j++)
        if (g_strcmp0 (section->terrain[j], removed) == 0)
          {
            g_free (section->terrain[j]);
            section->terrain[j] = g_strdup (fallback);
          }
    }
  return TRUE;
}

gboolean
st_edit_rename_terrain (
    StScenario *scenario, const char *terrain_id, const char *lang, const char *name, GError **error)
{
  StTerrain *terrain;

  g_return_val_if_fail (scenario != NULL, FALSE);

  g_autofree char *old_name = NULL;
  g_autofree char *new_id = NULL;
  gboolean         in_source = FALSE;

  if ((terrain = find_terrain (scenario, terrain_id, error)) == NULL)
    return FALSE;
  old_name = g_strdup (terrain->name ? st_text_get_source (terrain->name) : NULL);
  if (!st_edit_rename_text (&terrain->name, scenario->lang, lang, name, &in_source, error))
    return FALSE;
  /* A terrain type nothing uses yet whose id was made from its name (a new
   * one, "new-terrain") takes its id from the name it is given. */
  if (in_source && !terrain_in_use (scenario, terrain->id)
      && (new_id = st_edit_regenerated_id (scenario->terrains, terrain->id, old_name, name, "terrain"))
             != NULL)
    {
      g_free (terrain->id);
      terrain->id = g_steal_pointer (&new_id);
    }
  return TRUE;
}

gboolean
st_edit_set_terrain_color (StScenario *scenario, const char *terrain_id, const char *color, GError **error)
{
  StTerrain *terrain;

  g_return_val_if_fail (scenario != NULL, FALSE);

  if ((terrain = find_terrain (scenario, terrain_id, error)) == NULL)
    return FALSE;
  return st_edit_set_color (&terrain->color, color, error);
}

gboolean
st_edit_set_terrain_pattern (StScenario *scenario,
                             const char *terrain_id,
                             const char *pattern,
                             GError    **error)
{
  StTerrain *terrain;

  g_return_val_if_fail (scenario != NULL, FALSE);

  if ((terrain = find_terrain (scenario, terrain_id, error)) == NULL)
    return FALSE;
  if (g_strcmp0 (pattern, "none") == 0)
    pattern = NULL;
  if (pattern != NULL && !g_strv_contains (st_terrain_patterns (), pattern))
    {
      g_set_error (error, ST_EDIT_ERROR, ST_EDIT_ERROR_INVALID, _ ("There is no pattern “%s”"), pattern);
      return FALSE;
    }
  /* No pattern and "none" draw the same; the file keeps whichever it had. */
  if (g_strcmp0 (terrain->pattern ? terrain->pattern : "none", pattern ? pattern : "none") == 0)
    return FALSE;
  g_free (terrain->pattern);
  terrain->pattern = g_strdup (pattern);
  return TRUE;
}

/* Which effects each ruleset reads: the family registry's declaration. */
const char *const *
st_edit_terrain_effects (const StFamily *family)
{
  return st_family_terrain_effects (family);
}

gboolean
st_edit_terrain_effect_is_flag (const char *effect)
{
  return st_terrain_effect_is_flag (effect);
}

static gboolean
check_effect (const char *effect, GError **error)
{
  if (effect != NULL && g_strv_contains (st_terrain_effects (), effect))
    return TRUE;
  g_set_error (error, ST_EDIT_ERROR, ST_EDIT_ERROR_INVALID, _ ("There is no terrain effect “%s”"),
               effect ? effect : "");
  return FALSE;
}

gboolean
st_edit_set_terrain_effect (
    StScenario *scenario, const char *terrain_id, const char *effect, int value, GError **error)
{
  g_autofree char *text = NULL;
  StTerrain       *terrain;

  g_return_val_if_fail (scenario != NULL, FALSE);

  if ((terrain = find_terrain (scenario, terrain_id, error)) == NULL || !check_effect (effect, error))
    return FALSE;
  if (value < -99 || value > 99)
    {
      g_set_error (error, ST_EDIT_ERROR, ST_EDIT_ERROR_INVALID,
                   _ ("A terrain effect is a number from -99 to 99, not %d"), value);
      return FALSE;
    }
  text = g_strdup_printf ("%d", value);
  if (g_strcmp0 (st_attrs_get (terrain->effects, effect), text) == 0)
    return FALSE;
  st_attrs_set (terrain->effects, effect, text);
  return TRUE;
}

gboolean
st_edit_clear_terrain_effect (StScenario *scenario,
                              const char *terrain_id,
                              const char *effect,
                              GError    **error)
{
  StTerrain *terrain;

  g_return_val_if_fail (scenario != NULL, FALSE);

  if ((terrain = find_terrain (scenario, terrain_id, error)) == NULL || !check_effect (effect, error))
    return FALSE;
  return st_attrs_remove (terrain->effects, effect);
}

/* Sides */

static StSide *
find_side (StScenario *scenario, const char *side, GError **error)
{
  StSide *found = st_scenario_find_side (scenario, side);

  if (found == NULL)
    st_edit_not_found (error, _ ("side"), side);
  return found;
}

char *
st_edit_add_side (StScenario *scenario, const char *name, const char *color, GError **error)
{
  StSide *side;
  char   *id;

  g_return_val_if_fail (scenario != NULL, NULL);

  if (scenario->sides->len >= 2)
    {
      g_set_error_literal (error, ST_EDIT_ERROR, ST_EDIT_ERROR_INVALID, _ ("A scenario has two sides"));
      return NULL;
    }
  if (!st_edit_check_name (name, error) || !st_edit_check_color (color, error))
    return NULL;
  id = st_edit_fresh_id (scenario->sides, name, "side");
  side = st_side_new (id, color);
  st_edit_set_name (&side->name, scenario->lang, name);
  g_ptr_array_add (scenario->sides, side);
  return id;
}

gboolean
st_edit_rename_side (
    StScenario *scenario, const char *side_id, const char *lang, const char *name, GError **error)
{
  StSide *side;

  g_return_val_if_fail (scenario != NULL, FALSE);

  if ((side = find_side (scenario, side_id, error)) == NULL)
    return FALSE;
  return st_edit_rename_text (&side->name, scenario->lang, lang, name, NULL, error);
}

gboolean
st_edit_set_side_color (StScenario *scenario, const char *side_id, const char *color, GError **error)
{
  StSide *side;

  g_return_val_if_fail (scenario != NULL, FALSE);

  if ((side = find_side (scenario, side_id, error)) == NULL)
    return FALSE;
  return st_edit_set_color (&side->color, color, error);
}

gboolean
st_edit_set_side_home (StScenario *scenario, const char *side_id, const char *home, GError **error)
{
  StSide *side;

  g_return_val_if_fail (scenario != NULL, FALSE);

  if ((side = find_side (scenario, side_id, error)) == NULL)
    return FALSE;
  if (home != NULL && !g_str_equal (home, "north") && !g_str_equal (home, "south"))
    {
      g_set_error (error, ST_EDIT_ERROR, ST_EDIT_ERROR_INVALID, _ ("A side's home is north or south, not %s"),
                   home);
      return FALSE;
    }
  if (g_strcmp0 (side->home, home) == 0)
    return FALSE;
  g_free (side->home);
  side->home = g_strdup (home);
  for (guint i = 0; home != NULL && i < scenario->sides->len; i++)
    {
      StSide *other = g_ptr_array_index (scenario->sides, i);

      if (other != side && g_strcmp0 (other->home, home) == 0)
        {
          g_free (other->home);
          other->home = g_strdup (g_str_equal (home, "north") ? "south" : "north");
        }
    }
  return TRUE;
}

/* Unit types */

static StUnitType *
find_unit_type (StScenario *scenario, const char *type, GError **error)
{
  StUnitType *found = st_scenario_find_unit_type (scenario, type);

  if (found == NULL)
    st_edit_not_found (error, _ ("unit type"), type);
  return found;
}

static const StAttrSpec *
find_unit_attr (const StFamily *family, const char *name)
{
  guint             n_specs;
  const StAttrSpec *specs = st_family_unit_type_attrs (family, &n_specs);

  for (guint i = 0; i < n_specs; i++)
    if (g_strcmp0 (specs[i].name, name) == 0)
      return &specs[i];
  return NULL;
}

char *
st_edit_add_unit_type (
    StScenario *scenario, const char *arm, const char *side, const char *name, GError **error)
{
  guint             n_specs;
  const StAttrSpec *specs;
  StUnitType       *type;
  char             *id;

  g_return_val_if_fail (scenario != NULL, NULL);

  if (!st_family_has_arm (scenario->family, arm))
    {
      g_set_error (error, ST_EDIT_ERROR, ST_EDIT_ERROR_INVALID, _ ("The %s rules have no arm “%s”"),
                   st_family_display_name (scenario->family), arm ? arm : "");
      return NULL;
    }
  if (side != NULL && find_side (scenario, side, error) == NULL)
    return NULL;
  if (!st_edit_check_name (name, error))
    return NULL;

  id = st_edit_fresh_id (scenario->unit_types, name, arm);
  type = st_unit_type_new (id, arm);
  type->side = g_strdup (side);
  st_edit_set_name (&type->name, scenario->lang, name);
  specs = st_family_unit_type_attrs (scenario->family, &n_specs);
  for (guint i = 0; i < n_specs; i++)
    {
      g_autofree char *value = NULL;

      if (specs[i].default_value != NULL
          || (specs[i].only_for != NULL && !g_str_equal (specs[i].only_for, arm)))
        continue;
      value = g_strdup_printf ("%d", MAX (specs[i].min, MIN (1, specs[i].max)));
      st_attrs_set (type->attrs, specs[i].name, value);
    }
  g_ptr_array_add (scenario->unit_types, type);
  return id;
}

gboolean
st_edit_remove_unit_type (StScenario *scenario, const char *type_id, GError **error)
{
  guint n_units = 0;

  g_return_val_if_fail (scenario != NULL, FALSE);

  if (find_unit_type (scenario, type_id, error) == NULL)
    return FALSE;
  for (guint i = 0; i < scenario->units->len; i++)
    if (g_strcmp0 (((StUnit *) g_ptr_array_index (scenario->units, i))->type, type_id) == 0)
      n_units++;
  if (n_units > 0)
    {
      g_set_error (error, ST_EDIT_ERROR, ST_EDIT_ERROR_IN_USE,
                   g_dngettext (GETTEXT_PACKAGE, "%u unit is of this type; delete it first",
                                "%u units are of this type; delete them first", n_units),
                   n_units);
      return FALSE;
    }
  for (guint i = 0; i < scenario->unit_types->len; i++)
    if (g_str_equal (((StUnitType *) g_ptr_array_index (scenario->unit_types, i))->id, type_id))
      {
        g_ptr_array_remove_index (scenario->unit_types, i);
        break;
      }
  return TRUE;
}

gboolean
st_edit_rename_unit_type (
    StScenario *scenario, const char *type_id, const char *lang, const char *name, GError **error)
{
  StUnitType *type;

  g_return_val_if_fail (scenario != NULL, FALSE);

  if ((type = find_unit_type (scenario, type_id, error)) == NULL)
    return FALSE;
  return st_edit_rename_text (&type->name, scenario->lang, lang, name, NULL, error);
}

gboolean
st_edit_set_unit_type_side (StScenario *scenario, const char *type_id, const char *side, GError **error)
{
  StUnitType *type;

  g_return_val_if_fail (scenario != NULL, FALSE);

  if ((type = find_unit_type (scenario, type_id, error)) == NULL)
    return FALSE;
  if (side != NULL && find_side (scenario, side, error) == NULL)
    return FALSE;
  if (g_strcmp0 (type->side, side) == 0)
    return FALSE;
  for (guint i = 0; side != NULL && i < scenario->units->len; i++)
    {
      const StUnit *unit = g_ptr_array_index (scenario->units, i);

      if (g_str_equal (unit->type, type_id) && g_strcmp0 (unit->side, side) != 0)
        {
          g_set_error (error, ST_EDIT_ERROR, ST_EDIT_ERROR_IN_USE,
                       _ ("Unit “%s” of this type belongs to the other side"), unit->id);
          return FALSE;
        }
    }
  g_free (type->side);
  type->side = g_strdup (side);
  return TRUE;
}

static gboolean
check_spec_value (const StAttrSpec *spec, const char *value, GError **error)
{
  g_autofree char *message = NULL;

  if (!st_edit_check_text (value, error))
    return FALSE;
  if (st_attr_spec_check (spec, value, &message))
    return TRUE;
  g_set_error_literal (error, ST_EDIT_ERROR, ST_EDIT_ERROR_INVALID, message);
  return FALSE;
}

gboolean
st_edit_set_unit_type_attr (
    StScenario *scenario, const char *type_id, const char *attr, const char *value, GError **error)
{
  const StAttrSpec *spec;
  StUnitType       *type;

  g_return_val_if_fail (scenario != NULL, FALSE);

  if ((type = find_unit_type (scenario, type_id, error)) == NULL)
    return FALSE;
  spec = find_unit_attr (scenario->family, attr);
  if (spec == NULL || (spec->only_for != NULL && !g_str_equal (spec->only_for, type->arm)))
    {
      g_set_error (error, ST_EDIT_ERROR, ST_EDIT_ERROR_INVALID, _ ("A %s unit has no value “%s”"), type->arm,
                   attr ? attr : "");
      return FALSE;
    }
  if (value == NULL)
    {
      if (spec->default_value == NULL)
        {
          g_set_error (error, ST_EDIT_ERROR, ST_EDIT_ERROR_INVALID, _ ("“%s” is required"), attr);
          return FALSE;
        }
      return st_attrs_remove (type->attrs, attr);
    }
  if (!check_spec_value (spec, value, error))
    return FALSE;
  if (g_strcmp0 (st_attrs_get (type->attrs, attr), value) == 0)
    return FALSE;
  st_attrs_set (type->attrs, attr, value);
  return TRUE;
}

/* Parameters */

gboolean
st_edit_set_param (StScenario *scenario, const char *name, const char *value, GError **error)
{
  const StAttrSpec *spec;

  g_return_val_if_fail (scenario != NULL, FALSE);

  spec = st_family_find_param (scenario->family, name);
  if (spec == NULL)
    {
      g_set_error (error, ST_EDIT_ERROR, ST_EDIT_ERROR_NOT_FOUND, _ ("The %s rules have no parameter “%s”"),
                   st_family_display_name (scenario->family), name ? name : "");
      return FALSE;
    }
  if (value == NULL)
    return st_attrs_remove (scenario->params, name);
  if (spec->type == ST_VALUE_SIDE
          ? !st_attr_spec_side_word (spec, value) && find_side (scenario, value, error) == NULL
          : !check_spec_value (spec, value, error))
    return FALSE;
  if (g_strcmp0 (st_attrs_get (scenario->params, name), value) == 0)
    return FALSE;
  st_attrs_set (scenario->params, name, value);
  return TRUE;
}
