/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include "st-page.h"

G_BEGIN_DECLS

#define ST_TYPE_TABLE_PAGE (st_table_page_get_type ())

G_DECLARE_DERIVABLE_TYPE (StTablePage, st_table_page, ST, TABLE_PAGE, StPage)

/* The base of the table editors (terrain, sides and units, parameters): a
 * preferences page inside a toast overlay whose groups list rows of a part of
 * the scenario. Without a history the page is read-only and rebuilt afresh on
 * every change. With one, rows edit the scenario in place: after an edit the
 * page asks its shape (what it lists, such as the ids of the terrain types, in
 * order) and, while the shape stays the same, only refreshes the rows (see
 * st_edit_row_set_refresh()), so the row being edited keeps its focus and the
 * page does not scroll. A new shape rebuilds the groups and keeps the scroll
 * position. */
struct _StTablePageClass
{
  StPageClass parent_class;

  /* Adds the page's groups for scenario (never NULL) with
   * st_table_page_add_group(); editable rows are registered with
   * st_table_page_add_row(). */
  void (*build) (StTablePage *self, StScenario *scenario, gboolean editable);
  /* What the editable page lists for scenario, as a string to compare. */
  char *(*compute_shape) (StTablePage *self, StScenario *scenario);
};

gboolean         st_table_page_is_editable (StTablePage *self);
AdwToastOverlay *st_table_page_get_toasts (StTablePage *self);
void             st_table_page_add_group (StTablePage *self, GtkWidget *group);
/* Registers a row (or group) whose refresh function runs after every change. */
void st_table_page_add_row (StTablePage *self, GtkWidget *row);
/* A copy of the current version to edit, or NULL while the page is being
 * refreshed (a row reporting what the refresh set) or read-only. */
StScenario *st_table_page_begin_edit (StTablePage *self);
/* Ends an edit begun with st_table_page_begin_edit(): commits work when it
 * changed, else shows why it was refused (error may be NULL: nothing changed)
 * and puts row, if any, back to what the document holds. */
void st_table_page_finish_edit (StTablePage  *self,
                                GtkWidget    *row,
                                StScenario   *work,
                                gboolean      changed,
                                const GError *error,
                                const char   *id,
                                const char   *label,
                                const char   *merge_key);
/* Expander rows the user opened stay open across rebuilds: key names the row
 * (an id); st_table_page_expand() opens a row that is built later (a new
 * terrain type, ready to be named). */
void st_table_page_track_expander (StTablePage *self, GtkWidget *expander, const char *key);
void st_table_page_expand (StTablePage *self, const char *key);
/* Gives the keyboard focus to the widget called name inside the row called
 * row_name once the page was rebuilt (a new row's name field), selecting its
 * text. */
void st_table_page_focus_after_build (StTablePage *self, const char *row_name, const char *name);

G_END_DECLS
