/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include "core/st-file-save.h"
#include "core/st-history.h"

#include "st-autosave.h"
#include "st-document.h"
#include "st-file-watch.h"
#include "st-page.h"
#include "st-play-page.h"
#include "st-welcome-page.h"
#include "st-window.h"

G_BEGIN_DECLS

typedef enum
{
  ST_WINDOW_SAVE_CLOSE_AFTER = 1 << 0, /* close the window once saved */
  ST_WINDOW_SAVE_TOAST = 1 << 1, /* say "Saved" */
  ST_WINDOW_SAVE_OVERWRITE_CHANGED = 1 << 2, /* the user chose to overwrite another program's change */
  ST_WINDOW_SAVE_REPLACE_READ_ONLY = 1 << 3, /* the user chose to replace a read-only file */
} StWindowSaveFlags;

/* StWindow spans st-window.c (the parts and loading) and st-window-document.c
 * (editing: history, saving, closing, autosave, export). */
struct _StWindow
{
  AdwApplicationWindow parent_instance;

  /* template widgets */
  AdwToastOverlay *toast_overlay;
  AdwWindowTitle  *window_title;
  GtkToggleButton *sidebar_button;
  GtkWidget       *save_button;
  GtkWidget       *undo_box;
  GtkWidget       *play_button;
  GtkStack        *main_stack;
  StWelcomePage   *welcome_page;
  AdwFlap         *flap;
  GtkListBox      *sidebar;
  GtkStack        *part_stack;
  StPage          *board_page;
  StPage          *terrain_page;
  StPage          *units_page;
  StPage          *deck_page; /* NULL until first shown, as balance_page */
  StPage          *rules_page; /* NULL until first shown */
  StPage          *translations_page; /* NULL until first shown */
  StPage          *parameters_page;
  StPage          *balance_page;
  StPlayPage      *play_page; /* NULL until a game is first opened */

  /* document */
  StDocument           *document; /* the file, history and content language, shared with the pages */
  StScenario           *scenario; /* the history's current version */
  StAutosave           *autosave;
  char                 *error_text;
  gboolean              close_confirmed;
  gboolean              disposed;
  GFile                *save_again; /* a save asked for while one ran, or NULL */
  StWindowSaveFlags     save_again_flags;
  gboolean              close_when_saved; /* closing waits for the save that runs */
  GtkFileChooserNative *save_dialog;
  GtkFileChooserNative *export_dialog;
  GtkWidget            *new_dialog;

  /* the file on disk (st-window-file-watch.c) */
  StFileWatch *file_watch; /* NULL: no file, or not a local one */
  GtkWidget   *file_bar; /* "changed by another program", built when first needed */
  GtkLabel    *file_bar_label;
  GtkWidget   *file_bar_reload;

  GPtrArray *rows; /* unowned sidebar rows */
  gboolean   filling_sidebar;
  gboolean   state_restored;
};

/* st-window.c */
StPlayPage *st_window_get_play_page (StWindow *self);
void        st_window_show_document (StWindow *self);
void        st_window_update_title (StWindow *self);

/* st-window-document.c */
void     st_window_class_add_document_actions (GtkWidgetClass *widget_class);
void     st_window_set_history (StWindow *self, GFile *file, StHistory *history);
void     st_window_update_document_actions (StWindow *self);
gboolean st_window_confirm_close (StWindow *self);
void     st_window_document_dispose (StWindow *self);
/* Export Board: the board to path (its extension says the format; none, a
 * PNG), with the tracing image under it when with_backdrop (the document must
 * have one, readable beside its file). */
gboolean st_window_export_board (StWindow *self, const char *path, gboolean with_backdrop, GError **error);

void st_window_save_as (StWindow *self, gboolean close_after);

/* st-window-file-watch.c */

/* Writes the document to file off the main thread (st_document_save_async ());
 * when done, the file watch takes the file's new identity and after says what
 * follows (close the window, say "Saved"); on failure the previous file is
 * kept and a dialog says why. A save asked for while one runs follows it. */
void st_window_save_to (StWindow *self, GFile *file, StFileSaveFlags flags, StWindowSaveFlags after);
/* Saves the document to file unless the file changed on disk since the
 * document last agreed with it, or is read-only: then asks first (Cancel, Save
 * As, or go on). */
void st_window_save_checked (StWindow *self, GFile *file, StWindowSaveFlags flags);
/* Watches self->file from now on, as it is now; _as: as it was when identity
 * was recorded (recovered work; NULL: unknown), which may already differ. */
void st_window_watch_file (StWindow *self);
void st_window_watch_file_as (StWindow *self, const char *identity);
/* The document was written to self->file: it agrees with the file again. */
void st_window_file_saved (StWindow *self);
void st_window_file_watch_dispose (StWindow *self);

/* st-window-language.c */
void st_window_class_add_language_actions (GtkWidgetClass *widget_class);
void st_window_init_language (StWindow *self);
void st_window_pick_content_language (StWindow *self);
/* For a new document about to be shown by every page: chooses its content
 * language as st_window_pick_content_language () does and makes it current
 * without showing the pages again, since they are about to show the document
 * (the board page was built twice when a file opened, issue 24). */
void st_window_preset_content_language (StWindow *self);
/* The content language last chosen for the document's file, or NULL. */
char *st_window_remembered_content_language (StWindow *self);

/* st-window-sidebar.c: the rows of the parts, and Tab leaves the sidebar for
 * the page (issue 28). */
/* Rebuilds the rows for self->scenario (none without one). */
void st_window_fill_sidebar (StWindow *self);
/* Refreshes the rows' summaries in place; FALSE when the parts changed and
 * the sidebar must be filled again. */
gboolean       st_window_refresh_sidebar (StWindow *self);
GtkListBoxRow *st_window_find_part_row (StWindow *self, const char *part);
void           st_window_init_sidebar_keys (StWindow *self);

/* st-window.c */
StPlayPage *st_window_get_play_page (StWindow *self);
void        st_window_notify_content_language (StWindow *self);

G_END_DECLS
