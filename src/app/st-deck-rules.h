/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <adwaita.h>

#include "core/st-scenario.h"

G_BEGIN_DECLS

#define ST_TYPE_DECK_RULES (st_deck_rules_get_type ())

G_DECLARE_FINAL_TYPE (StDeckRules, st_deck_rules, ST, DECK_RULES, AdwBin)

/* The deck rules' verdict on one deck (st_deck_check ()) and its composition
 * (st_deck_summarize ()): a line saying whether the deck follows the rules,
 * the problems (activating one emits "card-activated" with its first card),
 * and counts per type, per HQ type and per unit with the mean dice. */
GtkWidget *st_deck_rules_new (void);
/* Shows problems (StDeckProblem*, from st_deck_check ()) of deck. */
void st_deck_rules_update (StDeckRules *self, StScenario *scenario, const StDeck *deck, GPtrArray *problems);
const char *st_deck_rules_get_status (StDeckRules *self);
/* The composition as shown, one line per row, for tests. */
char *st_deck_rules_get_summary (StDeckRules *self);

G_END_DECLS
