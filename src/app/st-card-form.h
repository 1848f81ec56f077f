/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <adwaita.h>

#include "core/st-scenario.h"

G_BEGIN_DECLS

#define ST_TYPE_CARD_FORM (st_card_form_get_type ())

G_DECLARE_FINAL_TYPE (StCardForm, st_card_form, ST, CARD_FORM, AdwBin)

/* The fields of one card with a large live preview. The form edits nothing
 * itself: each change of a field emits "edit" with the field ("kind", "unit",
 * "hq", "copies", "name", "text" or a value such as "attack") and its new text,
 * and the handler returns whether the edit was made. Values in dice or range
 * notation are checked as they are typed; a field holding a value in the
 * wrong notation is marked with the "error" style and not sent. */
GtkWidget *st_card_form_new (void);
/* Shows card of deck (NULL: no card). Fields the user is typing in keep
 * their text. */
void st_card_form_set_card (StCardForm *self, StScenario *scenario, const char *deck, const char *card);
/* The row of a field, named by the field (for tests and focus). */
GtkWidget *st_card_form_get_row (StCardForm *self, const char *field);

G_END_DECLS
