/* SPDX-License-Identifier: GPL-3.0-or-later */
#define G_LOG_DOMAIN "sandtable-app"

#include "config.h"

#include <glib/gi18n.h>

#include "st-parameters-page.h"
#include "st-part-summary.h"

/* "first, second", taking both strings. */
static char *
join_counts (char *first, char *second)
{
  char *joined = g_strdup_printf ("%s, %s", first, second);

  g_free (first);
  g_free (second);
  return joined;
}

static char *
describe_board (StScenario *scenario)
{
  const StBoard *board = scenario->board;
  guint          n_nodes = board->nodes->len;
  guint          n_links = board->edges->len;

  switch (board->kind)
    {
      case ST_BOARD_HEX:
        /* Translators: columns × rows of a hex board. */
        return g_strdup_printf (ngettext ("%d × %d hex", "%d × %d hexes", board->columns * board->rows),
                                board->columns, board->rows);

      case ST_BOARD_SQUARE:
        return g_strdup_printf (ngettext ("%d × %d square", "%d × %d squares", board->columns * board->rows),
                                board->columns, board->rows);

      case ST_BOARD_GRAPH:
      default:
        return join_counts (g_strdup_printf (ngettext ("%u town", "%u towns", n_nodes), n_nodes),
                            g_strdup_printf (ngettext ("%u link", "%u links", n_links), n_links));
    }
}

static char *
describe_decks (StScenario *scenario)
{
  guint n_decks = scenario->decks->len;
  guint n_cards = 0;

  for (guint i = 0; i < n_decks; i++)
    n_cards += st_deck_n_cards (g_ptr_array_index (scenario->decks, i));
  return join_counts (g_strdup_printf (ngettext ("%u deck", "%u decks", n_decks), n_decks),
                      g_strdup_printf (ngettext ("%u card", "%u cards", n_cards), n_cards));
}

char *
st_part_summary (const char *part, StScenario *scenario)
{
  guint n;

  if (g_str_equal (part, "board"))
    return describe_board (scenario);
  if (g_str_equal (part, "decks"))
    return describe_decks (scenario);
  if (g_str_equal (part, "terrain"))
    {
      n = scenario->terrains->len;
      return g_strdup_printf (ngettext ("%u terrain type", "%u terrain types", n), n);
    }
  if (g_str_equal (part, "units"))
    {
      guint n_sides = scenario->sides->len, n_units = scenario->units->len;

      return join_counts (g_strdup_printf (ngettext ("%u side", "%u sides", n_sides), n_sides),
                          g_strdup_printf (ngettext ("%u unit", "%u units", n_units), n_units));
    }
  if (g_str_equal (part, "rules"))
    {
      n = scenario->rules->len;
      return g_strdup_printf (ngettext ("%u section", "%u sections", n), n);
    }
  if (g_str_equal (part, "translations"))
    {
      g_autoptr (GPtrArray) languages = st_scenario_languages (scenario);
      g_autofree char *list = NULL;
      /* The row shows a few languages; laying out all of a scenario's (there
       * may be 49,000) kept the window from appearing for seconds. */
      guint shown = MIN (languages->len, 12);

      /* The same count as the Translations page and `sandtable-cli info`. */
      n = st_scenario_n_texts (scenario);
      if (languages->len > shown)
        {
          g_free (g_ptr_array_index (languages, shown - 1));
          g_ptr_array_index (languages, shown - 1) = g_strdup ("…");
        }
      g_ptr_array_set_size (languages, shown);
      g_ptr_array_add (languages, NULL);
      list = g_strjoinv (", ", (char **) languages->pdata);
      /* Translators: "72 texts · en, sv, fi". */
      return g_strdup_printf (ngettext ("%u text · %s", "%u texts · %s", n), n, list);
    }
  if (g_str_equal (part, "parameters"))
    {
      n = st_parameters_page_count_for (scenario);
      return g_strdup_printf (ngettext ("%u parameter", "%u parameters", n), n);
    }
  if (g_str_equal (part, "balance"))
    {
      /* The saved play-test is what the engine parts of the document hold. */
      if (scenario->playtest != NULL)
        {
          n = scenario->playtest->actions->len;
          return g_strdup_printf (ngettext ("AI games; a saved play-test of %u move",
                                            "AI games; a saved play-test of %u moves", n),
                                  n);
        }
      return g_strdup (_ ("AI against AI games"));
    }
  g_return_val_if_reached (g_strdup (""));
}
