/* SPDX-License-Identifier: GPL-3.0-or-later */
#define G_LOG_DOMAIN "sandtable-card"

#include "config.h"

#include <glib/gi18n.h>

#include "render/st-card-render.h"

#include "st-card-a11y.h"

char *
st_card_a11y_description (const StScenario *scenario, const StCard *card)
{
  g_autoptr (GString) str = g_string_new (NULL);
  const char *text = card->text != NULL ? st_text_get_for_locale (card->text) : NULL;

  g_return_val_if_fail (card != NULL, NULL);

  if (card->kind == ST_CARD_HQ)
    {
      g_string_append (str, _ ("Headquarters card"));
      g_string_append_printf (str, ". %s", st_card_hq_summary (card->hq));
    }
  else
    {
      const StUnit *unit = card->unit != NULL ? st_scenario_find_unit (scenario, card->unit) : NULL;

      g_string_append (str, _ ("Unit card"));
      if (unit != NULL && unit->name != NULL && !st_text_is_empty (unit->name))
        g_string_append_printf (str, ". %s", st_text_get_for_locale (unit->name));
    }
  if (text != NULL && *text != '\0')
    g_string_append_printf (str, ". %s", text);
  return g_string_free (g_steal_pointer (&str), FALSE);
}
