/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include "st-scenario.h"

G_BEGIN_DECLS

/* Every translatable text of a scenario, in document order. The Translations
 * page, the sidebar, `sandtable-cli info` and the PO files all list texts
 * through st_scenario_list_texts(), so they count the same texts. */

typedef struct
{
  /* A stable id of what the text belongs to, used as a PO msgctxt:
   * "metadata/title", "card/aurelia-guard-card-1/text", "rules/movement/body". */
  char *context;
  /* What holds the text ("card", "rules section"...: an untranslated N_()
   * string), its id (NULL for the metadata) and which of its texts this is
   * ("name", "text", "title", "body", "description"; also N_() strings). */
  const char *kind;
  char       *owner;
  /* The name of what holds the text (a card's or section's title...), for
   * people; NULL when it has none. */
  const StText *owner_name;
  const char   *field;
  /* Where the text lives in the scenario the list was made from. */
  StText **slot;
} StTextItem;

void st_text_item_free (StTextItem *item);

/* The texts that have a source (optional texts left out are not listed).
 * The items point into scenario: the list is valid while it is unchanged. */
GPtrArray *st_scenario_list_texts (StScenario *scenario);
/* The slot of the text named by context, whether or not it holds a text yet;
 * NULL when context names nothing in the scenario. */
StText **st_scenario_find_text (StScenario *scenario, const char *context);
/* Where a text is used: with ids, in English, when translated is FALSE (PO
 * comments, stable: "card aurelia-guard-card-1, text"); else for people, in
 * the user's language with the thing's name in the content language
 * (st_text_get_for_locale()), the id only where it has no name ("terrain
 * Field, name", "kort Aurelian Guard, text"). */
char *st_text_item_describe (const StTextItem *item, gboolean translated);

/* Of the texts with a translation in a language, each counts once: as
 * outdated (made from an older source), else as needing work (marked by
 * hand), else as translated. Only translated ones are done. */
typedef struct
{
  guint n_texts;
  guint n_translated; /* texts with a current translation not marked needs work */
  guint n_outdated; /* texts with a translation made from an older source */
  guint n_needs_work; /* texts with a current translation marked needs work */
} StTextCoverage;

/* "21 of 47 texts translated (45 %), 1 outdated, 1 needs work", in the
 * user's language: the Translations page and the sidebar say it so. */
char *st_text_coverage_describe (const StTextCoverage *coverage);

void st_scenario_text_coverage (StScenario *scenario, const char *lang, StTextCoverage *coverage);
/* The coverage of each language of langs (char*) into coverages (as many
 * items), in one pass over the texts: for a list of every language. */
void st_scenario_text_coverages (StScenario *scenario, GPtrArray *langs, StTextCoverage *coverages);

G_END_DECLS
