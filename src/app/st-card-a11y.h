/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include "core/st-scenario.h"

G_BEGIN_DECLS

/* What a screen reader says for a card face (issue 28): its description, the
 * card's text as printed ("Unit card. Move one unit up to three hexes."), and
 * its name is st_card_title (). */
char *st_card_a11y_description (const StScenario *scenario, const StCard *card);

G_END_DECLS
