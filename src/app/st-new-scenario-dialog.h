/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <adwaita.h>

G_BEGIN_DECLS

#define ST_TYPE_NEW_SCENARIO_DIALOG (st_new_scenario_dialog_get_type ())

G_DECLARE_FINAL_TYPE (StNewScenarioDialog, st_new_scenario_dialog, ST, NEW_SCENARIO_DIALOG, AdwWindow)

/* The New Scenario dialog: a modal window, transient for parent, where the
 * user starts a scenario from one of the bundled scenarios or blank (game
 * family, board size and layout; see st_scenario_new_blank()).
 *
 * Create emits ::create and closes the dialog; Cancel and Escape close it
 * without emitting anything. The window opens the new scenario as an untitled
 * document:
 *
 *   void create_cb (StNewScenarioDialog *dialog,
 *                   StScenario          *scenario, // the new scenario, boxed ST_TYPE_SCENARIO
 *                   GFile               *template, // the bundled file it copies, or NULL when blank
 *                   gpointer             user_data);
 *
 * The template file is only for display ("a copy of ..."): the document is not
 * that file and is saved under a new name. */
GtkWidget *st_new_scenario_dialog_new (GtkWindow *parent);

G_END_DECLS
