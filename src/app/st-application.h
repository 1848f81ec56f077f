/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <adwaita.h>

G_BEGIN_DECLS

#define ST_TYPE_APPLICATION (st_application_get_type ())

G_DECLARE_FINAL_TYPE (StApplication, st_application, ST, APPLICATION, AdwApplication)

StApplication *st_application_new (void);
/* The app's settings when its schema is installed and has key with the GVariant
 * type given ("i", "b", "as"...); else NULL, and the app runs without
 * remembering that setting. */
GSettings *st_application_get_settings (StApplication *self, const char *key, const char *type);
/* Remembers a file that opened: recent files and the last folder. */
void st_application_note_opened (StApplication *self, GFile *file);
/* Paths (or URIs, for files without a path), newest first; NULL without settings. */
GStrv st_application_dup_recent_files (StApplication *self);
/* A file from a path or URI kept in the settings. */
GFile *st_application_file_for_setting (const char *value);
/* The folder of the bundled scenarios: the source tree's data/scenarios when
 * running from a build directory, else PKGDATADIR/scenarios. The environment
 * variable SANDTABLE_SCENARIOS_DIR overrides both. */
char *st_application_dup_scenarios_dir (void);

G_END_DECLS
