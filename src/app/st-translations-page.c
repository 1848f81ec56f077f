/* SPDX-License-Identifier: GPL-3.0-or-later */
#define G_LOG_DOMAIN "sandtable-translations-page"

#include "config.h"

#include <glib/gi18n.h>

#include "st-translations-page.h"

struct _StTranslationsPage
{
  StPage parent_instance;

  AdwPreferencesPage *page;
};

G_DEFINE_FINAL_TYPE (StTranslationsPage, st_translations_page, ST_TYPE_PAGE)

typedef struct
{
  GHashTable *counts; /* lang → count */
  guint       n_texts;
} Census;

static void
count_text (Census *census, const StText *text)
{
  if (text == NULL || st_text_is_empty (text))
    return;

  census->n_texts++;
  for (guint i = 0; i < text->entries->len; i++)
    {
      const StTextEntry *entry = g_ptr_array_index (text->entries, i);
      guint              n = GPOINTER_TO_UINT (g_hash_table_lookup (census->counts, entry->lang));

      g_hash_table_insert (census->counts, entry->lang, GUINT_TO_POINTER (n + 1));
    }
}

/* Visits the same texts as st_scenario_languages(). */
static void
count_texts (Census *census, const StScenario *scenario)
{
#define COUNT_NAMES(array, Type, field)    \
  for (guint k = 0; k < (array)->len; k++) \
  count_text (census, ((Type *) g_ptr_array_index ((array), k))->field)

  count_text (census, scenario->title);
  count_text (census, scenario->description);
  COUNT_NAMES (scenario->terrains, StTerrain, name);
  COUNT_NAMES (scenario->edge_types, StEdgeType, name);
  COUNT_NAMES (scenario->sides, StSide, name);
  COUNT_NAMES (scenario->board->sections, StSection, name);
  COUNT_NAMES (scenario->board->nodes, StNode, name);
  COUNT_NAMES (scenario->areas, StArea, name);
  COUNT_NAMES (scenario->unit_types, StUnitType, name);
  COUNT_NAMES (scenario->units, StUnit, name);
  for (guint i = 0; i < scenario->decks->len; i++)
    {
      const StDeck *deck = g_ptr_array_index (scenario->decks, i);

      count_text (census, deck->name);
      COUNT_NAMES (deck->cards, StCard, name);
      COUNT_NAMES (deck->cards, StCard, text);
    }
  COUNT_NAMES (scenario->rules, StRulesSection, title);
  COUNT_NAMES (scenario->rules, StRulesSection, body);

#undef COUNT_NAMES
}

static void
st_translations_page_rebuild (StPage *page, StScenario *scenario)
{
  StTranslationsPage *self = ST_TRANSLATIONS_PAGE (page);
  g_autoptr (GHashTable) counts = NULL;
  g_autoptr (GPtrArray) languages = NULL;
  g_autofree char *description = NULL;
  Census           census = { 0 };
  GtkWidget       *group;

  st_page_clear_groups (page, self->page);

  if (scenario == NULL)
    return;

  counts = g_hash_table_new (g_str_hash, g_str_equal);
  census.counts = counts;
  count_texts (&census, scenario);
  languages = st_scenario_languages (scenario);

  description = g_strdup_printf (ngettext ("The scenario has %u translatable text.",
                                           "The scenario has %u translatable texts.", census.n_texts),
                                 census.n_texts);
  group = st_page_new_group (_ ("Languages"), description);

  for (guint i = 0; i < languages->len; i++)
    {
      const char      *lang = g_ptr_array_index (languages, i);
      guint            n = GPOINTER_TO_UINT (g_hash_table_lookup (counts, lang));
      g_autofree char *title = st_page_language_label (lang);
      g_autofree char *covered = NULL;
      g_autofree char *subtitle = NULL;
      g_autofree char *percent = NULL;
      GtkWidget       *row;
      GtkWidget       *bar;
      GtkWidget       *label;

      /* Translators: how many of the scenario's texts a language has, e.g. "120 of 140 texts". */
      covered =
          g_strdup_printf (ngettext ("%u of %u text", "%u of %u texts", census.n_texts), n, census.n_texts);
      if (g_strcmp0 (lang, scenario->lang) == 0)
        subtitle = g_strdup_printf ("%s · %s", _ ("Document language"), covered);
      else
        subtitle = g_strdup_printf ("%s · %s", _ ("Translation"), covered);

      row = st_page_new_row (title, subtitle);
      gtk_widget_set_name (row, lang);

      bar = gtk_level_bar_new_for_interval (0, MAX (census.n_texts, 1));
      gtk_level_bar_set_value (GTK_LEVEL_BAR (bar), n);
      gtk_widget_set_size_request (bar, 120, -1);
      gtk_widget_set_valign (bar, GTK_ALIGN_CENTER);
      gtk_accessible_update_property (GTK_ACCESSIBLE (bar), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                      _ ("Texts translated"), -1);
      adw_action_row_add_suffix (ADW_ACTION_ROW (row), bar);

      /* Translators: a percentage, e.g. "85 %". */
      percent =
          g_strdup_printf (_ ("%u %%"), census.n_texts ? (n * 100 + census.n_texts / 2) / census.n_texts : 0);
      label = st_page_new_value_label (percent);
      /* Keep the bars of all rows the same length. */
      gtk_label_set_width_chars (GTK_LABEL (label), 5);
      adw_action_row_add_suffix (ADW_ACTION_ROW (row), label);

      adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), row);
    }

  st_page_add_group (page, self->page, group);
}

static void
st_translations_page_class_init (StTranslationsPageClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);
  StPageClass    *page_class = ST_PAGE_CLASS (klass);

  page_class->rebuild = st_translations_page_rebuild;

  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/sandtable/Sandtable/ui/st-translations-page.ui");
  gtk_widget_class_bind_template_child (widget_class, StTranslationsPage, page);
}

static void
st_translations_page_init (StTranslationsPage *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
}

GtkWidget *
st_translations_page_new (void)
{
  return g_object_new (ST_TYPE_TRANSLATIONS_PAGE, NULL);
}
