/* SPDX-License-Identifier: GPL-3.0-or-later */
#define G_LOG_DOMAIN "sandtable-deck-page"

#include "config.h"

#include <glib/gi18n.h>

#include "st-deck-page.h"
#include "st-swatch.h"

struct _StDeckPage
{
  StPage parent_instance;

  AdwPreferencesPage *page;
};

G_DEFINE_FINAL_TYPE (StDeckPage, st_deck_page, ST_TYPE_PAGE)

static const struct
{
  const char *id;
  const char *label;
} hq_labels[] = {
  { "ambush", N_ ("Ambush") },
  { "banzai-charge", N_ ("Banzai charge") },
  { "committed-attack", N_ ("Committed attack") },
  { "death-with-honour", N_ ("Death with honour") },
  { "forced-march", N_ ("Forced march") },
  { "guerrilla", N_ ("Guerrilla") },
  { "redoubt", N_ ("Redoubt") },
  { "regroup", N_ ("Regroup") },
  { "rockets", N_ ("Rockets") },
  { "sappers", N_ ("Sappers") },
  { "skirmish", N_ ("Skirmish") },
  { "spy", N_ ("Spy") },
  { "supply", N_ ("Supply") },
  { "withdraw", N_ ("Withdraw") },
  { "leader", N_ ("Leader") },
  { "maharaja", N_ ("Maharaja") },
};

static const char *
hq_label (const char *hq)
{
  for (guint i = 0; i < G_N_ELEMENTS (hq_labels); i++)
    if (g_strcmp0 (hq, hq_labels[i].id) == 0)
      return _ (hq_labels[i].label);

  return hq ? hq : "";
}

static const char *
attr_label (const char *name)
{
  const StAttrSpec *specs;
  guint             n_specs;

  specs = st_card_attrs (&n_specs);
  for (guint i = 0; i < n_specs; i++)
    if (g_str_equal (specs[i].name, name))
      return specs[i].label ? _ (specs[i].label) : name;

  return name;
}

static char *
describe_values (const StCard *card)
{
  g_autoptr (GString) str = g_string_new (NULL);

  for (guint i = 0; i < card->attrs->len; i++)
    {
      const StAttr *attr = g_ptr_array_index (card->attrs, i);

      if (g_strcmp0 (attr->value, "false") == 0)
        continue;
      if (str->len > 0)
        g_string_append (str, ", ");
      /* Phrases such as "Not required to advance" are flags: their label says it all. */
      if (g_strcmp0 (attr->value, "true") == 0)
        g_string_append (str, attr_label (attr->name));
      else
        g_string_append_printf (str, "%s %s", attr_label (attr->name), attr->value);
    }

  return g_string_free (g_steal_pointer (&str), FALSE);
}

static char *
card_title (StScenario *scenario, const StCard *card)
{
  if (card->name != NULL && !st_text_is_empty (card->name))
    return g_strdup (st_page_text (card->name, card->id));

  if (card->kind == ST_CARD_UNIT && card->unit != NULL)
    {
      const StUnit     *unit = st_scenario_find_unit (scenario, card->unit);
      const StUnitType *type = unit ? st_scenario_find_unit_type (scenario, unit->type) : NULL;

      if (unit != NULL && unit->name != NULL && !st_text_is_empty (unit->name))
        return g_strdup (st_page_text (unit->name, unit->id));
      if (type != NULL)
        return g_strdup_printf ("%s (%s)", st_page_text (type->name, type->id), card->unit);
      return g_strdup (card->unit);
    }

  return g_strdup (hq_label (card->hq));
}

static GtkWidget *
new_card_row (StScenario *scenario, const StCard *card)
{
  g_autofree char *title = card_title (scenario, card);
  g_autofree char *values = describe_values (card);
  g_autoptr (GString) subtitle = g_string_new (NULL);
  g_autofree char *copies = NULL;
  GtkWidget       *row;

  if (card->kind == ST_CARD_UNIT)
    g_string_append (subtitle, _ ("Unit card"));
  else
    /* Translators: %s is a headquarters card type such as "Ambush". */
    g_string_append_printf (subtitle, _ ("HQ card: %s"), hq_label (card->hq));

  if (*values != '\0')
    g_string_append_printf (subtitle, " · %s", values);

  if (card->text != NULL && !st_text_is_empty (card->text))
    g_string_append_printf (subtitle, " · %s", st_page_text (card->text, ""));

  row = st_page_new_row (title, subtitle->str);
  gtk_widget_set_name (row, card->id);

  /* Translators: how many physical cards have this face, e.g. "× 4". */
  copies = g_strdup_printf (_ ("× %d"), card->copies);
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), st_page_new_value_label (copies));

  return row;
}

static void
add_deck (StDeckPage *self, StScenario *scenario, const StDeck *deck)
{
  const StSide    *side = st_scenario_find_side (scenario, deck->side);
  guint            n_cards = st_deck_n_cards (deck);
  g_autofree char *cards = NULL;
  g_autofree char *description = NULL;
  GtkWidget       *group;

  cards = g_strdup_printf (ngettext ("%u card", "%u cards", n_cards), n_cards);
  /* Translators: a side ("Blue") and a number of cards ("40 cards"). */
  description =
      g_strdup_printf (_ ("%s · %s"), side ? st_page_text (side->name, side->id) : deck->side, cards);

  group = st_page_new_group (st_page_text (deck->name, deck->id), description);
  gtk_widget_set_name (group, deck->id);
  if (side != NULL)
    adw_preferences_group_set_header_suffix (ADW_PREFERENCES_GROUP (group), st_swatch_new (side->color));

  for (guint i = 0; i < deck->cards->len; i++)
    adw_preferences_group_add (ADW_PREFERENCES_GROUP (group),
                               new_card_row (scenario, g_ptr_array_index (deck->cards, i)));

  st_page_add_group (ST_PAGE (self), self->page, group);
}

static void
st_deck_page_rebuild (StPage *page, StScenario *scenario)
{
  StDeckPage *self = ST_DECK_PAGE (page);

  st_page_clear_groups (page, self->page);

  if (scenario == NULL)
    return;

  for (guint i = 0; i < scenario->decks->len; i++)
    add_deck (self, scenario, g_ptr_array_index (scenario->decks, i));
}

static void
st_deck_page_class_init (StDeckPageClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);
  StPageClass    *page_class = ST_PAGE_CLASS (klass);

  page_class->rebuild = st_deck_page_rebuild;

  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/sandtable/Sandtable/ui/st-deck-page.ui");
  gtk_widget_class_bind_template_child (widget_class, StDeckPage, page);
}

static void
st_deck_page_init (StDeckPage *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
}

GtkWidget *
st_deck_page_new (void)
{
  return g_object_new (ST_TYPE_DECK_PAGE, NULL);
}
