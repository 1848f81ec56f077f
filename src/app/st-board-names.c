/* SPDX-License-Identifier: GPL-3.0-or-later */
#define G_LOG_DOMAIN "sandtable-board-properties"

#include "config.h"

#include <glib/gi18n.h>

#include "core/st-edit-tables.h"

#include "st-board-page-private.h"
#include "st-edit-rows.h"

/* The name rows of the board page's pane: a unit's, an area's and a map
 * section's own name, shown and edited in the language names are edited in
 * (st_page_edit_language (): the window's content language), each rename an
 * undoable step, as the table pages' name rows. The names are optional: a
 * unit without one is called by its side and type. */

typedef enum
{
  NAME_UNIT,
  NAME_AREA,
  NAME_SECTION,
} NameKind;

static const StText *
name_of (StScenario *s, NameKind kind, const char *id)
{
  const StUnit    *unit;
  const StArea    *area;
  const StSection *section;

  switch (kind)
    {
      case NAME_UNIT:
        unit = st_scenario_find_unit (s, id);
        return unit != NULL ? unit->name : NULL;
      case NAME_AREA:
        area = st_scenario_find_area (s, id);
        return area != NULL ? area->name : NULL;
      case NAME_SECTION:
      default:
        section = st_board_find_section (s->board, id);
        return section != NULL ? section->name : NULL;
    }
}

static void
refresh_name (GtkWidget *row, StScenario *scenario, gpointer user_data)
{
  NameKind kind = GPOINTER_TO_INT (g_object_get_data (G_OBJECT (row), "kind"));

  st_edit_row_set_name (row, scenario, name_of (scenario, kind, st_edit_row_get_id (row)));
}

static void
name_changed (GtkWidget *row, gpointer user_data)
{
  StBoardPage     *self = user_data;
  NameKind         kind = GPOINTER_TO_INT (g_object_get_data (G_OBJECT (row), "kind"));
  g_autofree char *id = g_strdup (st_edit_row_get_id (row));
  g_autofree char *text = g_strdup (st_edit_row_get_text (row));
  g_autoptr (StScenario) work = st_page_begin_edit (ST_PAGE (self));
  g_autoptr (GError) error = NULL;
  GtkWidget  *toasts = gtk_widget_get_ancestor (GTK_WIDGET (self), ADW_TYPE_TOAST_OVERLAY);
  const char *lang, *label, *step;
  gboolean    changed;

  if (work == NULL)
    return;
  lang = st_page_edit_language (work);
  switch (kind)
    {
      case NAME_UNIT:
        changed = st_edit_rename_unit (work, id, lang, text, &error);
        label = _ ("Rename Unit");
        step = "unit.rename";
        break;
      case NAME_AREA:
        changed = st_edit_rename_area (work, id, lang, text, &error);
        label = _ ("Rename Area");
        step = "area.rename";
        break;
      case NAME_SECTION:
      default:
        changed = st_edit_rename_section (work, id, lang, text, &error);
        label = _ ("Rename Map Section");
        step = "section.rename";
        break;
    }
  if (toasts == NULL && !changed)
    {
      st_edit_row_refresh (row, st_page_get_scenario (ST_PAGE (self)));
      return;
    }
  st_edit_rows_finish (ST_PAGE (self), ADW_TOAST_OVERLAY (toasts), row, work, changed, error, step, label,
                       NULL);
}

static GtkWidget *
name_row (StBoardPage *self, StScenario *s, NameKind kind, const char *id, const char *widget_name)
{
  GtkWidget *row = st_edit_row_new_entry (_ ("Name"), name_changed, self);

  g_object_set_data (G_OBJECT (row), "kind", GINT_TO_POINTER (kind));
  gtk_widget_set_name (row, widget_name);
  st_edit_row_set_target (row, id, "name");
  st_edit_row_set_refresh (row, refresh_name, self);
  refresh_name (row, s, self);
  return row;
}

GtkWidget *
st_board_names_unit_row (StBoardPage *self, StScenario *s, const StUnit *unit)
{
  return name_row (self, s, NAME_UNIT, unit->id, "unit-name");
}

GtkWidget *
st_board_names_area_row (StBoardPage *self, StScenario *s, const StArea *area)
{
  return name_row (self, s, NAME_AREA, area->id, "area-name");
}

GtkWidget *
st_board_names_section_row (StBoardPage *self, StScenario *s, const StSection *section)
{
  return name_row (self, s, NAME_SECTION, section->id, "section-name");
}
