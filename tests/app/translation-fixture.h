/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <gtk/gtk.h>

#include "st-application.h"
#include "st-window.h"

G_BEGIN_DECLS

/* The in-process tests of writing and translating texts (test-translation.c,
 * test-content-language.c) share these (translation-fixture.c). */

extern StApplication *app;

/* The environment of the tests (LANGUAGE=C, or SANDTABLE_TEST_LANGUAGE for the
 * interface in that language), GTK and the application. */
void translation_fixture_init (int *argc, char ***argv);
/* A shown 1400×860 window on SANDTABLE_SOURCE_ROOT/dir/name. */
StWindow *open_window (const char *dir, const char *name);
/* The same for a file anywhere. */
StWindow *open_window_at (const char *path);
/* Destroys the window and checks that it is finalized. */
void       close_window (StWindow *window);
GtkWidget *page_of (StWindow *window, GType type);
/* With SANDTABLE_SCREENSHOT_DIR set, saves what the window draws there. */
void screenshot (StWindow *window, const char *name);
/* Clicks the sensitive button labelled or tooltipped button. */
void  click (GtkWidget *widget, const char *button);
char *buffer_text (GtkTextView *view);
/* Types text at the end of view, a character at a time. */
void type_into (GtkTextView *view, const char *text);
/* The file dialog a page opened (GTK's own: the tests have no portal). */
GtkFileChooser *file_dialog (void);
/* Iterates until done (data) says so, for up to 5 s. */
gboolean wait_until (gboolean (*done) (gpointer), gpointer data);
gboolean file_exists (gpointer path);
gboolean dialog_gone (gpointer data);

G_END_DECLS
