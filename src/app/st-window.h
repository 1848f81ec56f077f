/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <adwaita.h>

#include "core/st-history.h"
#include "core/st-scenario.h"
#include "st-application.h"
#include "st-document.h"

G_BEGIN_DECLS

#define ST_TYPE_WINDOW (st_window_get_type ())

G_DECLARE_FINAL_TYPE (StWindow, st_window, ST, WINDOW, AdwApplicationWindow)

StWindow *st_window_new (StApplication *application);
/* Loads a scenario into the window. On failure the window keeps what it showed,
 * an error dialog lists the problems, and FALSE is returned. */
gboolean st_window_load_file (StWindow *self, GFile *file);
GFile   *st_window_get_file (StWindow *self);
/* The window's document, which it hands to its pages; it lives as long as the
 * window. */
StDocument *st_window_get_document (StWindow *self);
StScenario *st_window_get_scenario (StWindow *self);
/* Opens a new, never saved scenario: here when the window is empty, else in a
 * window of its own. */
void st_window_open_new (StWindow *self, StScenario *scenario);
/* The undo history of the open scenario, or NULL. */
StHistory *st_window_get_history (StWindow *self);
gboolean   st_window_is_empty (StWindow *self);
/* The part shown: "board", "terrain", "units", "decks", "rules",
 * "translations", "parameters", "balance", or NULL when no scenario is open. */
const char *st_window_get_visible_part (StWindow *self);
void        st_window_set_visible_part (StWindow *self, const char *part);
/* The page of type: a part's page (a StPage subtype) or the play page
 * (ST_TYPE_PLAY_PAGE), built now if it is built only when first shown. */
GtkWidget *st_window_get_page (StWindow *self, GType type);
/* Shows part with the keyboard focus on its widget named focus
 * (gtk_widget_get_name ()), rather than on its first field, where typing
 * would change a name: a button that leads to a page uses it. */
void st_window_show_part_with_focus (StWindow *self, const char *part, const char *focus);
/* The parts the sidebar lists, in order. */
GStrv st_window_dup_parts (StWindow *self);
/* The language the scenario's texts are shown in (NULL: the user's locale).
 * A new document starts in the interface language when it has a
 * translation into it, else in its document language. */
const char *st_window_get_content_language (StWindow *self);
void        st_window_set_content_language (StWindow *self, const char *lang);
/* What the save and export dialogs offer: the document's file name (a slug of
 * its title with the project's extension, "border-clash.sandtable.xml", for
 * an untitled or bundled one; extension replaces the project's extension) and
 * folder (the document's, else Documents). */
char  *st_window_suggest_file_name (StWindow *self, const char *extension);
GFile *st_window_suggest_folder (StWindow *self);
/* The text of the last load error shown, or NULL. */
const char *st_window_get_error_text (StWindow *self);

/* Before a new window is presented to load a file: it shows the (empty)
 * document view rather than building the welcome page for nothing; if the file
 * does not load, the welcome page comes back. */
void st_window_prepare_for_file (StWindow *self);

G_END_DECLS
