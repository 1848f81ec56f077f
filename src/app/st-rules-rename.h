/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <gtk/gtk.h>

#include "core/st-scenario.h"

G_BEGIN_DECLS

typedef void (*StRulesRenameFunc) (GObject *owner, const char *new_id);

/* Asks for another id for the rules section `section` of scenario: an
 * AdwMessageDialog with an entry that offers Rename only for an id that is
 * valid and free, saying why not otherwise. func is called with the new id
 * unless owner is gone by then. */
void st_rules_rename_present (GtkWidget        *parent,
                              const StScenario *scenario,
                              const char       *section,
                              GObject          *owner,
                              StRulesRenameFunc func);

G_END_DECLS
