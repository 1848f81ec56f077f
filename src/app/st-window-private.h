/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include "core/st-history.h"

#include "st-autosave.h"
#include "st-page.h"
#include "st-play-page.h"
#include "st-welcome-page.h"
#include "st-window.h"

G_BEGIN_DECLS

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
  StPage          *deck_page;
  StPage          *rules_page;
  StPage          *translations_page;
  StPage          *parameters_page;
  StPage          *balance_page;
  StPlayPage      *play_page;

  /* document */
  GFile                *file; /* NULL: never saved */
  StScenario           *scenario; /* the history's current version */
  StHistory            *history;
  StAutosave           *autosave;
  char                 *error_text;
  gboolean              close_confirmed;
  GtkFileChooserNative *save_dialog;
  GtkFileChooserNative *export_dialog;
  GtkWidget            *new_dialog;

  char *content_language; /* NULL: the user's locale */

  GPtrArray *rows; /* unowned sidebar rows */
  gboolean   filling_sidebar;
  gboolean   state_restored;
};

/* st-window.c */
void st_window_show_document (StWindow *self);
void st_window_update_title (StWindow *self);

/* st-window-document.c */
void     st_window_class_add_document_actions (GtkWidgetClass *widget_class);
void     st_window_set_history (StWindow *self, GFile *file, StHistory *history);
void     st_window_update_document_actions (StWindow *self);
gboolean st_window_confirm_close (StWindow *self);
void     st_window_document_dispose (StWindow *self);
/* Whether file is one of the scenarios that come with Sandtable (under the
 * installed or the source data/scenarios): Save writes those elsewhere. */
gboolean st_window_is_bundled_file (GFile *file);

/* st-window-language.c */
void st_window_class_add_language_actions (GtkWidgetClass *widget_class);
void st_window_init_language (StWindow *self);
void st_window_pick_content_language (StWindow *self);
/* st-window.c */
void st_window_notify_content_language (StWindow *self);

G_END_DECLS
