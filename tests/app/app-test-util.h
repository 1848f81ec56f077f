/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <adwaita.h>
#include <gtk/gtk.h>

#include "st-document.h"

G_BEGIN_DECLS

/* Helpers shared by the in-process GTK tests. */

/* A file of the source tree: SANDTABLE_SOURCE_ROOT/dir/name. */
char *st_test_source_path (const char *dir, const char *name);
/* Runs the main loop until nothing is pending. */
void st_test_iterate (void);

/* Before gtk_test_init(): no session bus (and so no accessibility bus to warn
 * about). GTK's file chooser starts libcloudproviders' collector, which leaks
 * the paths it builds once it has a bus (cloudproviderscollector.c, 0.3.1):
 * a test that shows a chooser calls this to stay leak-free. */
void st_test_without_session_bus (void);
/* The message dialog shown now (a question such as "Save Changes?"), or NULL. */
AdwMessageDialog *st_test_find_message_dialog (void);
/* Waits (up to 5 s) for widget to be mapped, which takes a round trip to the
 * display server, and fails the test if it is not. */
void st_test_wait_mapped (GtkWidget *widget);
/* Runs the main loop, blocking until an event, until condition (data) holds or
 * seconds have passed; returns whether it holds. No sleeping: the condition is
 * tested again after each event the main loop dispatches, so it must be one
 * that a main-loop source makes true (a task's callback, a signal, a frame). */
typedef gboolean (*StTestCondition) (gpointer data);
gboolean st_test_wait_until (StTestCondition condition, gpointer data, double seconds);
/* Waits (up to a minute) until no save of document runs: Save writes off
 * the main thread (st_document_save_async ()). */
void st_test_wait_saved (StDocument *document);
/* Waits until widget's window has painted frames times more (each paint follows
 * the layout of its frame), so that what the test reads or shoots next is what the
 * screen shows. widget must be mapped. */
void st_test_wait_drawn (GtkWidget *widget, guint frames);
/* Activates button as a key press does and waits for its "clicked" (GtkButton
 * shows its pressed look first, for a quarter of a second). */
void st_test_click (GtkWidget *button);
/* Runs the main loop, blocking, for ms milliseconds: only for an event that
 * must NOT come (a move while a dialog is up, a monitor event after our own
 * save); what must come is waited for with st_test_wait_until. */
void st_test_run_for (guint ms);
/* The first widget of type in widget's tree, depth first, or NULL. */
GtkWidget *st_test_find_type (GtkWidget *widget, GType type);
/* The first widget called name (gtk_widget_get_name) in widget's tree, or NULL. */
GtkWidget *st_test_find_named (GtkWidget *widget, const char *name);
/* The first button whose label or tooltip is text, or NULL. */
GtkWidget *st_test_find_button (GtkWidget *widget, const char *text);
/* How many widgets of type are in widget's tree. */
guint st_test_count_type (GtkWidget *widget, GType type);

void st_test_shoot (const char *name);

G_END_DECLS
