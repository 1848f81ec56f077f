/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include "st-table-page.h"

G_BEGIN_DECLS

#define ST_TYPE_PARAMETERS_PAGE (st_parameters_page_get_type ())

G_DECLARE_FINAL_TYPE (StParametersPage, st_parameters_page, ST, PARAMETERS_PAGE, StTablePage)

GtkWidget *st_parameters_page_new (void);
/* How many parameters the page lists: every parameter of the scenario's family
 * (set or left at its default) and any others the file sets. */
guint st_parameters_page_count_for (const StScenario *scenario);

G_END_DECLS
