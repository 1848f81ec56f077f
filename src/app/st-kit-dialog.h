/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <adwaita.h>

#include "core/st-scenario.h"

G_BEGIN_DECLS

/* File → Export Print-and-Play Kit…: the kit's language, paper, booklet and
 * map scale, with a preview of its pages; then the file to write, and the kit
 * written off the main thread (render/st-kit.h). */

#define ST_TYPE_KIT_DIALOG (st_kit_dialog_get_type ())
G_DECLARE_FINAL_TYPE (StKitDialog, st_kit_dialog, ST, KIT_DIALOG, AdwMessageDialog)

/* Called once the kit is written (error NULL) or could not be (path is the
 * file chosen); not called when the user cancels. */
typedef void (*StKitDialogDone) (GtkWindow    *parent,
                                 const char   *path,
                                 const GError *error,
                                 gpointer      user_data);

/* A dialog for scenario (copied), the file suggested as name in folder (may
 * be NULL). */
StKitDialog *st_kit_dialog_new (GtkWindow        *parent,
                                const StScenario *scenario,
                                const char       *name,
                                GFile            *folder,
                                StKitDialogDone   done,
                                gpointer          user_data);

/* For tests: the kit the preview shows, as the choices make it, and its choices. */
guint st_kit_dialog_get_n_preview_pages (StKitDialog *self);
void  st_kit_dialog_set_choices (
     StKitDialog *self, const char *lang, const char *paper, const char *booklet, double scale_mm);
/* Writes the kit as chosen to path off the main thread, then calls done. */
void st_kit_dialog_export_to (StKitDialog *self, const char *path);

G_END_DECLS
