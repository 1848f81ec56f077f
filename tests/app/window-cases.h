/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <gtk/gtk.h>

#include "st-application.h"
#include "st-window.h"

G_BEGIN_DECLS

/* The window tests' harness (test-window.c, test-window-files.c): each test
 * runs in a process of its own (GTK's and fontconfig's caches, and GLib's
 * first block of quarks dropped past 2048, would read as leaks when all tests
 * share one; a failure hides no test after it). */

/* The application the windows belong to, registered by window_cases_init. */
extern StApplication *app;

/* Sets up the environment (no accessibility or session bus, memory settings,
 * the build tree's schema, C locale), GTK and the application. */
void window_cases_init (int *argc, char ***argv);
/* Runs the tests added and frees the cases. */
int window_cases_run (void);

/* Why a test is skipped, decided in the parent process, or NULL. */
typedef const char *(*SkipFunc) (gconstpointer data);
const char *skip_missing_file (gconstpointer data);
const char *skip_without_settings (gconstpointer data);
void        add_test_full (const char *path, GTestFunc func, SkipFunc skip);
void        add_test (const char *path, GTestFunc func);
/* data is freed with g_free. */
void add_data_test (const char *path, gpointer data, GTestDataFunc func, SkipFunc skip);

/* A new shown window of app, held by the caller; destroy_window destroys it
 * and checks it is finalized. */
StWindow *new_window (void);
void      destroy_window (StWindow *window);
/* Closes every AdwMessageDialog and returns how many there were. */
guint close_message_dialogs (void);
/* The part page the window shows. */
GtkWidget *visible_page (StWindow *window);
GtkWidget *find_with_css_class (GtkWidget *widget, const char *css_class);
guint      count_descendants (GtkWidget *widget, GType type);
gboolean   scenario_exists (const char *path);

G_END_DECLS
