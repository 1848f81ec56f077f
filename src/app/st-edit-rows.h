/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include "st-page.h"

G_BEGIN_DECLS

/* Rows of the table editors (terrain, sides and units, parameters), and how
 * they stay in place while the document changes under them.
 *
 * Every row calls its function only for the user's changes: a value set
 * through st_edit_row_set_*() never does, so a page can refresh its rows from a
 * new version of the scenario without committing anything. Entry rows report
 * a change when the user applies it (the apply button or Enter) or leaves the
 * row, and live ones (st_edit_row_set_live()) as the user types too; spin
 * buttons on every step, which pages commit with a merge key so that a burst
 * is one undoable step.
 *
 * A change reported while the keyboard focus leaves the row (an entry or a
 * spin button committing what was typed in it) reaches the page's function
 * once the window has finished moving the focus, never during the move: the
 * commit may rebuild the rows, and the window must not be left telling
 * destroyed widgets that they lost the focus.
 *
 * A row remembers what it edits (an id such as a terrain id, and a key such as
 * an effect name) and how to refresh itself from a scenario. */

typedef void (*StEditRowFunc) (GtkWidget *row, gpointer user_data);
typedef void (*StEditRowRefresh) (GtkWidget *row, StScenario *scenario, gpointer user_data);

GtkWidget *st_edit_row_new_entry (const char *title, StEditRowFunc changed, gpointer user_data);
GtkWidget *st_edit_row_new_spin (
    const char *title, const char *subtitle, int min, int max, StEditRowFunc changed, gpointer user_data);
GtkWidget *
st_edit_row_new_switch (const char *title, const char *subtitle, StEditRowFunc changed, gpointer user_data);
GtkWidget *st_edit_row_new_color (const char *title, StEditRowFunc changed, gpointer user_data);
/* An AdwComboRow of labels, in order. */
GtkWidget *st_edit_row_new_combo (const char        *title,
                                  const char *const *labels,
                                  StEditRowFunc      changed,
                                  gpointer           user_data);
/* A flat icon button for a row's suffix or a group's header; clicked calls
 * func with the button as row. */
GtkWidget *st_edit_row_new_button (const char   *icon_name,
                                   const char   *tooltip,
                                   StEditRowFunc clicked,
                                   gpointer      user_data);
/* A colour button inside another row (an entry row's suffix). */
GtkWidget *st_edit_row_new_color_button (StEditRowFunc changed, gpointer user_data);

void        st_edit_row_set_target (GtkWidget *row, const char *id, const char *key);
const char *st_edit_row_get_id (GtkWidget *row);
const char *st_edit_row_get_key (GtkWidget *row);
void        st_edit_row_set_refresh (GtkWidget *row, StEditRowRefresh refresh, gpointer user_data);
void        st_edit_row_refresh (GtkWidget *row, StScenario *scenario);

/* Makes an entry row live: it reports each change the user types, for which
 * st_edit_row_is_typing() is TRUE, and once more when they end the burst (✓,
 * Enter or leaving the row), with st_edit_row_is_typing() FALSE. A page
 * commits the typed changes with one merge key, so that the burst is one
 * undoable step, and may do at its end what must not happen under the
 * user's fingers (an id that follows the name, which rebuilds the rows). */
void     st_edit_row_set_live (GtkWidget *row);
gboolean st_edit_row_is_typing (GtkWidget *row);
/* The text the row had before the current burst of typing (what the
 * document held then), or the document's text when there is no burst. */
const char *st_edit_row_get_text_before (GtkWidget *row);

/* An entry the user is typing in keeps their text. */
void st_edit_row_set_text (GtkWidget *row, const char *text);
/* Sets the text even while the user is typing in the row (what they typed
 * belongs to something else now). */
void        st_edit_row_replace_text (GtkWidget *row, const char *text);
const char *st_edit_row_get_text (GtkWidget *row);
void        st_edit_row_set_int (GtkWidget *row, int value);
int         st_edit_row_get_int (GtkWidget *row);
void        st_edit_row_set_bool (GtkWidget *row, gboolean value);
gboolean    st_edit_row_get_bool (GtkWidget *row);
/* Colours are #rrggbb. */
void  st_edit_row_set_color (GtkWidget *row, const char *color);
char *st_edit_row_get_color (GtkWidget *row);
void  st_edit_row_set_selected (GtkWidget *row, guint selected);
/* Relabels the choices of a combo row (side names after a rename), keeping
 * the one selected. */
void  st_edit_row_set_choices (GtkWidget *row, const char *const *labels);
guint st_edit_row_get_selected (GtkWidget *row);
/* Sets an expander row's title and subtitle, which are plain text. */
void st_edit_row_set_titles (GtkWidget *row, const char *title, const char *subtitle);

/* Shows a name (or a card's text) in an entry row in the language names are
 * edited in, st_page_edit_language(): that language's text, or nothing when it
 * has no translation yet, with the source as the entry's placeholder and, while
 * it is a translation, beside it and in the title's language. Edits write in
 * st_page_edit_language() too. */
void st_edit_row_set_name (GtkWidget *row, const StScenario *scenario, const StText *text);

/* The vertical scroll position of a preferences page, to keep it across a
 * rebuild of its groups. */
double st_edit_rows_get_scroll (AdwPreferencesPage *page);
void   st_edit_rows_set_scroll (AdwPreferencesPage *page, double value);

/* Commits edited as one undoable step and shows the page the new version
 * at once (the window sets the same version afterwards, which changes nothing). */
gboolean st_edit_rows_commit (
    StPage *page, StScenario *edited, const char *id, const char *label, const char *merge_key);
/* Tells the user why an edit was refused. */
void st_edit_rows_show_error (AdwToastOverlay *toasts, const GError *error);
/* Ends an edit of a page: commits work when it changed, else shows why it was
 * refused (error may be NULL: nothing changed) and puts row, if any, back to
 * what the document holds. */
void st_edit_rows_finish (StPage          *page,
                          AdwToastOverlay *toasts,
                          GtkWidget       *row,
                          StScenario      *work,
                          gboolean         changed,
                          const GError    *error,
                          const char      *id,
                          const char      *label,
                          const char      *merge_key);

G_END_DECLS
