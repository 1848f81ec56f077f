/* SPDX-License-Identifier: GPL-3.0-or-later */
#define G_LOG_DOMAIN "sandtable-edit"

#include "config.h"

#include <glib/gi18n-lib.h>

#include "st-edit-tables-private.h"

/* Renames of the parts drawn on the board whose names are their own to give:
 * units, areas and map sections. Their names are optional (a unit without
 * one is called by its side and type, st_unit_label ()), so clearing the name
 * in its source language takes it away, where a terrain type's cannot be. */

static gboolean
rename_optional (StText **text, const char *document_lang, const char *lang, const char *name, GError **error)
{
  const char      *source = *text != NULL ? st_text_get_source_lang (*text) : NULL;
  g_autofree char *stripped = g_strstrip (g_strdup (name != NULL ? name : ""));

  if (source == NULL)
    source = document_lang;
  if (lang == NULL)
    lang = source;
  if (*stripped == '\0' && g_strcmp0 (lang, source) == 0)
    {
      if (*text == NULL)
        return FALSE;
      g_clear_pointer (text, st_text_free);
      return TRUE;
    }
  return st_edit_rename_text (text, document_lang, lang, stripped, NULL, error);
}

gboolean
st_edit_rename_unit (
    StScenario *scenario, const char *unit_id, const char *lang, const char *name, GError **error)
{
  StUnit *unit;

  g_return_val_if_fail (scenario != NULL, FALSE);

  if ((unit = st_scenario_find_unit (scenario, unit_id)) == NULL)
    {
      st_edit_not_found (error, _ ("unit"), unit_id);
      return FALSE;
    }
  return rename_optional (&unit->name, scenario->lang, lang, name, error);
}

gboolean
st_edit_rename_area (
    StScenario *scenario, const char *area_id, const char *lang, const char *name, GError **error)
{
  StArea *area;

  g_return_val_if_fail (scenario != NULL, FALSE);

  if ((area = st_scenario_find_area (scenario, area_id)) == NULL)
    {
      st_edit_not_found (error, _ ("area"), area_id);
      return FALSE;
    }
  return rename_optional (&area->name, scenario->lang, lang, name, error);
}

gboolean
st_edit_rename_section (
    StScenario *scenario, const char *section_id, const char *lang, const char *name, GError **error)
{
  StSection *section;

  g_return_val_if_fail (scenario != NULL, FALSE);

  if ((section = st_board_find_section (scenario->board, section_id)) == NULL)
    {
      st_edit_not_found (error, _ ("map section"), section_id);
      return FALSE;
    }
  return rename_optional (&section->name, scenario->lang, lang, name, error);
}
