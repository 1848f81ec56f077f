/* SPDX-License-Identifier: GPL-3.0-or-later */
#define G_LOG_DOMAIN "sandtable-deck-rules"

#include "config.h"

#include <glib/gi18n.h>

#include "core/st-deck-check.h"
#include "render/st-card-render.h"

#include "st-deck-rules.h"
#include "st-page.h"

struct _StDeckRules
{
  AdwBin parent_instance;

  GtkImage            *status_icon;
  GtkLabel            *status;
  GtkListBox          *problems;
  AdwPreferencesGroup *summary_group;

  GPtrArray *summary_rows; /* unowned rows of summary_group */
};

G_DEFINE_FINAL_TYPE (StDeckRules, st_deck_rules, ADW_TYPE_BIN)

enum
{
  SIGNAL_CARD_ACTIVATED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static void
problem_activated_cb (AdwActionRow *row, StDeckRules *self)
{
  const char *card = g_object_get_data (G_OBJECT (row), "card");

  if (card != NULL)
    g_signal_emit (self, signals[SIGNAL_CARD_ACTIVATED], 0, card);
}

/* A card as the page titles it (its name, a unit card's unit), or its id. */
static char *
card_label (StScenario *scenario, const StDeck *deck, const char *id)
{
  for (guint i = 0; deck != NULL && i < deck->cards->len; i++)
    {
      const StCard *card = g_ptr_array_index (deck->cards, i);

      if (g_strcmp0 (card->id, id) == 0)
        return st_card_title (scenario, card, NULL);
    }
  return g_strdup (id);
}

static GtkWidget *
new_problem_row (StDeckRules *self, StScenario *scenario, const StDeck *deck, const StDeckProblem *problem)
{
  GtkWidget *row = adw_action_row_new ();
  GtkWidget *icon;
  guint      n_cards = problem->cards ? g_strv_length (problem->cards) : 0;

  adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (row), FALSE);
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), problem->message);
  adw_action_row_set_title_lines (ADW_ACTION_ROW (row), 3);
  icon = gtk_image_new_from_icon_name (problem->severity == ST_SEVERITY_ERROR ? "dialog-error-symbolic"
                                                                              : "dialog-warning-symbolic");
  gtk_widget_add_css_class (icon, problem->severity == ST_SEVERITY_ERROR ? "error" : "warning");
  gtk_accessible_update_property (GTK_ACCESSIBLE (icon), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  problem->severity == ST_SEVERITY_ERROR ? _ ("Error") : _ ("Warning"), -1);
  adw_action_row_add_prefix (ADW_ACTION_ROW (row), icon);
  if (n_cards > 0)
    {
      g_autofree char *cards = NULL;

      /* Long lists (every HQ card) would fill the panel. */
      if (n_cards > 4)
        {
          g_autofree char *first = card_label (scenario, deck, problem->cards[0]);

          /* Translators: the first offending card's name and how many more there are. */
          cards = g_strdup_printf (ngettext ("%s and %u more card", "%s and %u more cards", n_cards - 1),
                                   first, n_cards - 1);
        }
      else
        {
          GString *list = g_string_new (NULL);

          for (guint i = 0; i < n_cards; i++)
            {
              g_autofree char *label = card_label (scenario, deck, problem->cards[i]);

              g_string_append_printf (list, "%s%s", i > 0 ? ", " : "", label);
            }
          cards = g_string_free (list, FALSE);
        }
      adw_action_row_set_subtitle (ADW_ACTION_ROW (row), cards);
      g_object_set_data_full (G_OBJECT (row), "card", g_strdup (problem->cards[0]), g_free);
      gtk_list_box_row_set_activatable (GTK_LIST_BOX_ROW (row), TRUE);
      g_signal_connect_object (row, "activated", G_CALLBACK (problem_activated_cb), self, 0);
    }
  return row;
}

static void
add_summary_row (StDeckRules *self, const char *title, const char *subtitle)
{
  GtkWidget *row = st_page_new_row (title, subtitle);

  adw_action_row_set_subtitle_lines (ADW_ACTION_ROW (row), 4);
  adw_preferences_group_add (self->summary_group, row);
  g_ptr_array_add (self->summary_rows, row);
}

static const char *
unit_label (StScenario *scenario, const char *id)
{
  const StUnit *unit = st_scenario_find_unit (scenario, id);

  return unit != NULL ? st_page_text (unit->name, id) : id;
}

static void
update_summary (StDeckRules *self, StScenario *scenario, const StDeck *deck)
{
  g_autoptr (StDeckSummary) summary = st_deck_summarize (scenario, deck);
  g_autoptr (GString) hq = g_string_new (NULL);
  g_autofree char *totals = NULL;

  for (guint i = 0; i < self->summary_rows->len; i++)
    adw_preferences_group_remove (self->summary_group, g_ptr_array_index (self->summary_rows, i));
  g_ptr_array_set_size (self->summary_rows, 0);

  /* Translators: the composition of a deck, e.g. "40 unit cards · 20 HQ cards · 30 faces". */
  totals = g_strdup_printf (_ ("%u unit cards · %u HQ cards · %u faces"), summary->n_unit_cards,
                            summary->n_hq_cards, summary->n_faces);
  {
    g_autofree char *title =
        g_strdup_printf (ngettext ("%u card", "%u cards", summary->n_cards), summary->n_cards);
    add_summary_row (self, title, totals);
  }

  for (guint i = 0; i < summary->hq_types->len; i++)
    {
      const StDeckTally *tally = g_ptr_array_index (summary->hq_types, i);

      if (tally->count == 0)
        continue;
      if (hq->len > 0)
        g_string_append (hq, ", ");
      g_string_append_printf (hq, "%s %u", st_card_hq_label (tally->id), tally->count);
    }
  add_summary_row (self, _ ("HQ Cards by Type"), hq->len > 0 ? hq->str : _ ("None"));

  for (guint i = 0; i < summary->units->len; i++)
    {
      const StDeckTally *tally = g_ptr_array_index (summary->units, i);
      g_autoptr (GString) line = g_string_new (NULL);

      g_string_append_printf (line, ngettext ("%u card", "%u cards", tally->count), tally->count);
      for (guint d = 0; d < ST_DECK_N_DICE; d++)
        {
          static const char *const labels[] = { N_ ("attack"), N_ ("defence"), N_ ("bombard"),
                                                N_ ("volley") };

          if (tally->mean[d] > 0)
            /* Translators: the mean roll of a unit's cards, e.g. "attack 7.6". */
            g_string_append_printf (line, _ (" · %s %.1f"), _ (labels[d]), tally->mean[d]);
        }
      add_summary_row (self, unit_label (scenario, tally->id), line->str);
    }
}

void
st_deck_rules_update (StDeckRules *self, StScenario *scenario, const StDeck *deck, GPtrArray *problems)
{
  GtkWidget       *child;
  guint            n_errors = 0, n_warnings = 0;
  g_autofree char *status = NULL;

  g_return_if_fail (ST_IS_DECK_RULES (self));

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->problems))) != NULL)
    gtk_list_box_remove (self->problems, child);
  /* Errors first: they are what stops the deck from following the rules. */
  for (guint pass = 0; pass < 2; pass++)
    for (guint i = 0; i < problems->len; i++)
      {
        const StDeckProblem *problem = g_ptr_array_index (problems, i);
        StSeverity           wanted = pass == 0 ? ST_SEVERITY_ERROR : ST_SEVERITY_WARNING;

        if (problem->severity != wanted)
          continue;
        if (problem->severity == ST_SEVERITY_ERROR)
          n_errors++;
        else
          n_warnings++;
        gtk_list_box_append (self->problems, new_problem_row (self, scenario, deck, problem));
      }
  gtk_widget_set_visible (GTK_WIDGET (self->problems), problems->len > 0);

  if (n_errors == 0)
    {
      g_autoptr (StDeckSummary) summary = st_deck_summarize (scenario, deck);

      /* With warnings below, the deck breaks no rule but is not simply fine. */
      if (n_warnings > 0)
        {
          g_autofree char *counts = NULL;

          /* Translators: the start of e.g. "60 cards, 20 HQ cards — no rule broken, 2 warnings
           * below". */
          counts = g_strdup_printf (_ ("%u cards, %u HQ cards"), summary->n_cards, summary->n_hq_cards);
          /* Translators: %s is e.g. "60 cards, 20 HQ cards". */
          status = g_strdup_printf (ngettext ("%s — no rule broken, %u warning below",
                                              "%s — no rule broken, %u warnings below", n_warnings),
                                    counts, n_warnings);
        }
      else
        /* Translators: e.g. "60 cards, 20 HQ cards — the deck follows the rules". */
        status = g_strdup_printf (_ ("%u cards, %u HQ cards — the deck follows the rules"), summary->n_cards,
                                  summary->n_hq_cards);
    }
  else
    status = g_strdup_printf (ngettext ("The deck breaks %u rule", "The deck breaks %u rules", n_errors),
                              n_errors);
  gtk_label_set_text (self->status, status);
  {
    const char *icon = n_errors > 0     ? "dialog-error-symbolic"
                       : n_warnings > 0 ? "dialog-warning-symbolic"
                                        : "emblem-ok-symbolic";
    const char *style = n_errors > 0 ? "error" : n_warnings > 0 ? "warning" : "success";

    gtk_image_set_from_icon_name (self->status_icon, icon);
    gtk_widget_remove_css_class (GTK_WIDGET (self->status_icon), "error");
    gtk_widget_remove_css_class (GTK_WIDGET (self->status_icon), "warning");
    gtk_widget_remove_css_class (GTK_WIDGET (self->status_icon), "success");
    gtk_widget_add_css_class (GTK_WIDGET (self->status_icon), style);
  }

  update_summary (self, scenario, deck);
}

const char *
st_deck_rules_get_status (StDeckRules *self)
{
  g_return_val_if_fail (ST_IS_DECK_RULES (self), NULL);

  return gtk_label_get_text (self->status);
}

char *
st_deck_rules_get_summary (StDeckRules *self)
{
  GString *text = g_string_new (NULL);

  g_return_val_if_fail (ST_IS_DECK_RULES (self), NULL);

  for (guint i = 0; i < self->summary_rows->len; i++)
    {
      AdwActionRow *row = g_ptr_array_index (self->summary_rows, i);

      g_string_append_printf (text, "%s: %s\n", adw_preferences_row_get_title (ADW_PREFERENCES_ROW (row)),
                              adw_action_row_get_subtitle (row));
    }
  return g_string_free (text, FALSE);
}

static void
st_deck_rules_finalize (GObject *object)
{
  StDeckRules *self = ST_DECK_RULES (object);

  g_clear_pointer (&self->summary_rows, g_ptr_array_unref);

  G_OBJECT_CLASS (st_deck_rules_parent_class)->finalize (object);
}

static void
st_deck_rules_class_init (StDeckRulesClass *klass)
{
  GObjectClass   *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->finalize = st_deck_rules_finalize;

  signals[SIGNAL_CARD_ACTIVATED] =
      g_signal_new ("card-activated", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                    G_TYPE_NONE, 1, G_TYPE_STRING);

  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/sandtable/Sandtable/ui/st-deck-rules.ui");
  gtk_widget_class_bind_template_child (widget_class, StDeckRules, status_icon);
  gtk_widget_class_bind_template_child (widget_class, StDeckRules, status);
  gtk_widget_class_bind_template_child (widget_class, StDeckRules, problems);
  gtk_widget_class_bind_template_child (widget_class, StDeckRules, summary_group);
}

static void
st_deck_rules_init (StDeckRules *self)
{
  self->summary_rows = g_ptr_array_new ();
  gtk_widget_init_template (GTK_WIDGET (self));
}

GtkWidget *
st_deck_rules_new (void)
{
  return g_object_new (ST_TYPE_DECK_RULES, NULL);
}
