/* SPDX-License-Identifier: GPL-3.0-or-later */
#define G_LOG_DOMAIN "sandtable-core"

#include "config.h"

#include <glib/gi18n-lib.h>

#include "st-texts.h"

void
st_text_item_free (StTextItem *item)
{
  if (item == NULL)
    return;
  g_free (item->context);
  g_free (item->owner);
  g_free (item);
}

typedef struct
{
  GPtrArray  *items; /* collects, or NULL when looking one up */
  const char *wanted; /* the context looked up */
  StText    **found;
} Walk;

/* Visits one slot. Listing keeps only texts with a source; looking up takes
 * any slot, so that an edit can give an optional text its first entry. */
static void
visit (Walk         *walk,
       const char   *kind,
       const char   *owner,
       const StText *owner_name,
       const char   *field,
       StText      **slot)
{
  g_autofree char *context = NULL;

  if (walk->items == NULL && walk->found != NULL)
    return;
  context = owner ? g_strdup_printf ("%s/%s/%s", kind, owner, field) : g_strdup_printf ("%s/%s", kind, field);
  if (walk->items == NULL)
    {
      if (g_str_equal (context, walk->wanted))
        walk->found = slot;
      return;
    }
  /* An empty source has nothing to translate (and would be a PO header). */
  if (st_text_get_source (*slot) == NULL || *st_text_get_source (*slot) == '\0')
    return;
  {
    StTextItem *item = g_new0 (StTextItem, 1);

    item->context = g_steal_pointer (&context);
    item->kind = kind;
    item->owner = g_strdup (owner);
    item->owner_name = owner_name;
    item->field = field;
    item->slot = slot;
    g_ptr_array_add (walk->items, item);
  }
}

/* What a card is called: its name, else (a unit card) its unit's or the
 * unit's type's, as its face is titled. */
static const StText *
card_name (StScenario *s, const StCard *card)
{
  const StUnit     *unit;
  const StUnitType *type;

  if (card->name != NULL && !st_text_is_empty (card->name))
    return card->name;
  if (card->kind != ST_CARD_UNIT || (unit = st_scenario_find_unit (s, card->unit)) == NULL)
    return NULL;
  if (unit->name != NULL && !st_text_is_empty (unit->name))
    return unit->name;
  type = st_scenario_find_unit_type (s, unit->type);
  return type != NULL ? type->name : NULL;
}

/* The context ids use the words of the file format: "edge-type", "unit-type",
 * "rules"; the kinds double as the N_() labels people see. */
static void
walk_texts (StScenario *s, Walk *walk)
{
  g_autoptr (GHashTable) card_ids = g_hash_table_new (g_str_hash, g_str_equal);
  g_autoptr (GHashTable) shared_card_ids = g_hash_table_new (g_str_hash, g_str_equal);

  visit (walk, "metadata", NULL, NULL, N_ ("title"), &s->title);
  visit (walk, "metadata", NULL, NULL, N_ ("description"), &s->description);
  for (guint i = 0; i < s->terrains->len; i++)
    {
      StTerrain *t = g_ptr_array_index (s->terrains, i);
      visit (walk, N_ ("terrain"), t->id, t->name, N_ ("name"), &t->name);
    }
  for (guint i = 0; i < s->edge_types->len; i++)
    {
      StEdgeType *t = g_ptr_array_index (s->edge_types, i);
      visit (walk, N_ ("edge-type"), t->id, t->name, N_ ("name"), &t->name);
    }
  for (guint i = 0; i < s->sides->len; i++)
    {
      StSide *side = g_ptr_array_index (s->sides, i);
      visit (walk, N_ ("side"), side->id, side->name, N_ ("name"), &side->name);
    }
  for (guint i = 0; i < s->board->sections->len; i++)
    {
      StSection *section = g_ptr_array_index (s->board->sections, i);
      visit (walk, N_ ("section"), section->id, section->name, N_ ("name"), &section->name);
    }
  for (guint i = 0; i < s->board->nodes->len; i++)
    {
      StNode *node = g_ptr_array_index (s->board->nodes, i);
      visit (walk, N_ ("town"), node->id, node->name, N_ ("name"), &node->name);
    }
  for (guint i = 0; i < s->areas->len; i++)
    {
      StArea *area = g_ptr_array_index (s->areas, i);
      visit (walk, N_ ("area"), area->id, area->name, N_ ("name"), &area->name);
    }
  for (guint i = 0; i < s->unit_types->len; i++)
    {
      StUnitType *type = g_ptr_array_index (s->unit_types, i);
      visit (walk, N_ ("unit-type"), type->id, type->name, N_ ("name"), &type->name);
    }
  for (guint i = 0; i < s->units->len; i++)
    {
      StUnit *unit = g_ptr_array_index (s->units, i);
      visit (walk, N_ ("unit"), unit->id, unit->name, N_ ("name"), &unit->name);
    }
  /* Card ids are unique within a deck; one used in two decks is named with
   * its deck so that every context stays unique. */
  for (guint i = 0; i < s->decks->len; i++)
    {
      StDeck *deck = g_ptr_array_index (s->decks, i);
      for (guint j = 0; j < deck->cards->len; j++)
        {
          StCard *card = g_ptr_array_index (deck->cards, j);
          if (!g_hash_table_add (card_ids, card->id))
            g_hash_table_add (shared_card_ids, card->id);
        }
    }
  for (guint i = 0; i < s->decks->len; i++)
    {
      StDeck *deck = g_ptr_array_index (s->decks, i);

      visit (walk, N_ ("deck"), deck->id, deck->name, N_ ("name"), &deck->name);
      for (guint j = 0; j < deck->cards->len; j++)
        {
          StCard          *card = g_ptr_array_index (deck->cards, j);
          g_autofree char *owner = g_hash_table_contains (shared_card_ids, card->id)
                                       ? g_strdup_printf ("%s/%s", deck->id, card->id)
                                       : g_strdup (card->id);

          visit (walk, N_ ("card"), owner, card_name (s, card), N_ ("name"), &card->name);
          visit (walk, N_ ("card"), owner, card_name (s, card), N_ ("text"), &card->text);
        }
    }
  for (guint i = 0; i < s->rules->len; i++)
    {
      StRulesSection *section = g_ptr_array_index (s->rules, i);
      visit (walk, N_ ("rules"), section->id, section->title, N_ ("title"), &section->title);
      visit (walk, N_ ("rules"), section->id, section->title, N_ ("body"), &section->body);
    }
}

GPtrArray *
st_scenario_list_texts (StScenario *scenario)
{
  Walk walk = { 0 };

  g_return_val_if_fail (scenario != NULL, NULL);

  walk.items = g_ptr_array_new_with_free_func ((GDestroyNotify) st_text_item_free);
  walk_texts (scenario, &walk);
  return walk.items;
}

StText **
st_scenario_find_text (StScenario *scenario, const char *context)
{
  Walk walk = { 0 };

  g_return_val_if_fail (scenario != NULL, NULL);

  if (context == NULL)
    return NULL;
  walk.wanted = context;
  walk_texts (scenario, &walk);
  return walk.found;
}

char *
st_text_item_describe (const StTextItem *item, gboolean translated)
{
  if (!translated)
    return item->owner ? g_strdup_printf ("%s %s, %s", item->kind, item->owner, item->field)
                       : g_strdup_printf ("%s, %s", item->kind, item->field);
  if (item->owner == NULL)
    /* Translators: where a text is used: "metadata, title". */
    return g_strdup_printf (_ ("%s, %s"), _ (item->kind), _ (item->field));
  /* People read the thing's name, in the content language; the id only
   * stands in for a thing without one. */
  {
    const char *name = item->owner_name ? st_text_get_for_locale (item->owner_name) : NULL;

    /* Translators: where a text is used: a kind of thing, its name (or its id
     * when it has none), which of its texts: "terrain Field, name",
     * "card Marshal Orsini, text". */
    return g_strdup_printf (_ ("%s %s, %s"), _ (item->kind), name && *name ? name : item->owner,
                            _ (item->field));
  }
}

void
st_scenario_text_coverage (StScenario *scenario, const char *lang, StTextCoverage *coverage)
{
  g_autoptr (GPtrArray) items = st_scenario_list_texts (scenario);

  *coverage = (StTextCoverage){ 0 };
  coverage->n_texts = items->len;
  for (guint i = 0; i < items->len; i++)
    {
      const StTextItem *item = g_ptr_array_index (items, i);

      if (st_text_get_exact (*item->slot, lang) == NULL)
        continue;
      if (st_text_is_outdated (*item->slot, lang))
        coverage->n_outdated++;
      else if (st_text_get_needs_work (*item->slot, lang))
        coverage->n_needs_work++;
      else
        coverage->n_translated++;
    }
}

char *
st_text_coverage_describe (const StTextCoverage *coverage)
{
  guint percent =
      coverage->n_texts ? (coverage->n_translated * 100 + coverage->n_texts / 2) / coverage->n_texts : 0;
  g_autofree char *translated = NULL;
  g_autofree char *outdated = NULL;
  g_autofree char *needs_work = NULL;

  /* Translators: the first part of a language's coverage: "48 of 72 texts
   * translated (67 %)". */
  translated = g_strdup_printf (
      ngettext ("%u of %u text translated (%u %%)", "%u of %u texts translated (%u %%)", coverage->n_texts),
      coverage->n_translated, coverage->n_texts, percent);
  /* Translators: a part of a language's coverage: "3 outdated". */
  outdated =
      g_strdup_printf (ngettext ("%u outdated", "%u outdated", coverage->n_outdated), coverage->n_outdated);
  if (coverage->n_needs_work == 0)
    /* Translators: a language's coverage: "48 of 72 texts translated
     * (67 %)", then "3 outdated". */
    return g_strdup_printf (_ ("%s, %s"), translated, outdated);
  /* Translators: a part of a language's coverage: "1 needs work", "2 need work". */
  needs_work = g_strdup_printf (ngettext ("%u needs work", "%u need work", coverage->n_needs_work),
                                coverage->n_needs_work);
  /* Translators: a language's coverage: "48 of 72 texts translated (67 %)",
   * "3 outdated", "1 needs work". */
  return g_strdup_printf (_ ("%s, %s, %s"), translated, outdated, needs_work);
}

/* Adds lang to order unless seen (the set of the languages in order) has it:
 * a scenario may have 49,000 languages. */
static void
add_language (GPtrArray *order, GHashTable *seen, const char *lang)
{
  char *copy;

  if (g_hash_table_contains (seen, lang))
    return;
  copy = g_strdup (lang);
  g_ptr_array_add (order, copy);
  g_hash_table_add (seen, copy);
}

GPtrArray *
st_scenario_languages (const StScenario *self)
{
  g_autoptr (GPtrArray) items = st_scenario_list_texts ((StScenario *) self);
  g_autoptr (GHashTable) seen = g_hash_table_new (g_str_hash, g_str_equal);
  GPtrArray *order = g_ptr_array_new_with_free_func (g_free);

  add_language (order, seen, self->lang);
  for (guint i = 0; i < items->len; i++)
    {
      const StText *text = *((StTextItem *) g_ptr_array_index (items, i))->slot;

      for (guint j = 0; j < text->entries->len; j++)
        add_language (order, seen, ((StTextEntry *) g_ptr_array_index (text->entries, j))->lang);
    }
  for (guint i = 0; i < self->translation_langs->len; i++)
    add_language (order, seen, g_ptr_array_index (self->translation_langs, i));
  return order;
}

void
st_scenario_text_coverages (StScenario *scenario, GPtrArray *langs, StTextCoverage *coverages)
{
  g_autoptr (GPtrArray) items = st_scenario_list_texts (scenario);
  /* language → its place in langs, plus one */
  g_autoptr (GHashTable) places = g_hash_table_new (g_str_hash, g_str_equal);

  for (guint i = 0; i < langs->len; i++)
    {
      coverages[i] = (StTextCoverage){ .n_texts = items->len };
      if (!g_hash_table_contains (places, g_ptr_array_index (langs, i)))
        g_hash_table_insert (places, g_ptr_array_index (langs, i), GUINT_TO_POINTER (i + 1));
    }
  /* One pass over the entries of every text, as st_scenario_text_coverage ()
   * counts them for one language; the source's fingerprint is made once a
   * text. */
  for (guint i = 0; i < items->len; i++)
    {
      const StText    *text = *((StTextItem *) g_ptr_array_index (items, i))->slot;
      g_autofree char *current = NULL;

      for (guint j = 0; j < text->entries->len; j++)
        {
          const StTextEntry *entry = g_ptr_array_index (text->entries, j);
          guint              place = GPOINTER_TO_UINT (g_hash_table_lookup (places, entry->lang));

          if (place == 0)
            continue;
          if (j > 0 && entry->source_hash != NULL)
            {
              if (current == NULL)
                current = st_text_fingerprint (st_text_get_source (text));
              if (!g_str_equal (current, entry->source_hash))
                {
                  coverages[place - 1].n_outdated++;
                  continue;
                }
            }
          if (entry->needs_work)
            coverages[place - 1].n_needs_work++;
          else
            coverages[place - 1].n_translated++;
        }
    }
  /* A language given twice in langs is counted at its first place. */
  for (guint i = 0; i < langs->len; i++)
    {
      guint first = GPOINTER_TO_UINT (g_hash_table_lookup (places, g_ptr_array_index (langs, i))) - 1;

      coverages[i] = coverages[first];
    }
}

guint
st_scenario_n_texts (const StScenario *self)
{
  g_autoptr (GPtrArray) items = st_scenario_list_texts ((StScenario *) self);

  return items->len;
}
