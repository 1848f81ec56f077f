/* SPDX-License-Identifier: GPL-3.0-or-later */
#define G_LOG_DOMAIN "sandtable-card-form"

#include "config.h"

#include <glib/gi18n.h>

#include "core/st-edit-deck.h"
#include "core/st-family.h"
#include "render/st-card-render.h"

#include "st-card-form.h"
#include "st-card-thumb.h"
#include "st-edit-rows.h"

struct _StCardForm
{
  AdwBin parent_instance;

  /* template */
  GtkStack            *stack;
  AdwPreferencesPage  *page;
  GtkBox              *preview_box;
  AdwPreferencesGroup *card_group;
  AdwPreferencesGroup *values_group;
  AdwPreferencesGroup *phrases_group;
  AdwPreferencesGroup *leader_group;

  /* rows */
  StCardThumb *preview;
  GtkWidget   *kind_row;
  GtkWidget   *unit_row;
  GtkWidget   *hq_row;
  GtkWidget   *copies_row;
  GPtrArray   *rows; /* every field's row, named by its field */
  GPtrArray   *unit_ids; /* char*, the choices of unit_row */

  /* what is shown */
  StScenario *scenario;
  char       *deck;
  char       *card;
  gboolean    building;
};

G_DEFINE_FINAL_TYPE (StCardForm, st_card_form, ADW_TYPE_BIN)

enum
{
  SIGNAL_EDIT,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

#define PREVIEW_WIDTH 300 /* pixels: every line of the card reads at this size */

static const char *const unit_values[] = { "attack", "defense", "bombard", "range",
                                           "volley", "pursuit", "withdraw" };
static const char *const phrases[] = { "not-required-to-advance", "redoubt", "guerrillas", "committed-attack",
                                       "artillery" };
static const char *const leader_values[] = { "command",       "combat",        "rally",      "pursuit",
                                             "grand-battery", "restricted-to", "single-unit" };

static const char *
attr_label (const char *name)
{
  guint             n_specs;
  const StAttrSpec *specs = st_card_attrs (&n_specs);

  for (guint i = 0; i < n_specs; i++)
    if (g_str_equal (specs[i].name, name))
      return _ (specs[i].label);
  return name;
}

static const StCard *
find_card (StCardForm *self, const StDeck **deck_out)
{
  const StDeck *deck;

  if (self->scenario == NULL || (deck = st_scenario_find_deck (self->scenario, self->deck)) == NULL)
    return NULL;
  for (guint i = 0; i < deck->cards->len; i++)
    {
      const StCard *card = g_ptr_array_index (deck->cards, i);

      if (g_strcmp0 (card->id, self->card) == 0)
        {
          if (deck_out != NULL)
            *deck_out = deck;
          return card;
        }
    }
  return NULL;
}

static gboolean
emit_edit (StCardForm *self, const char *field, const char *value)
{
  gboolean done = FALSE;

  if (self->building)
    return FALSE;
  g_signal_emit (self, signals[SIGNAL_EDIT], 0, field, value, &done);
  return done;
}

/* Fields */

static void
kind_changed (GtkWidget *row, gpointer user_data)
{
  emit_edit (user_data, "kind", st_edit_row_get_selected (row) == 0 ? "unit" : "hq");
}

static void
unit_changed (GtkWidget *row, gpointer user_data)
{
  StCardForm *self = user_data;
  guint       selected = st_edit_row_get_selected (row);

  if (selected < self->unit_ids->len)
    emit_edit (self, "unit", g_ptr_array_index (self->unit_ids, selected));
}

static void
hq_changed (GtkWidget *row, gpointer user_data)
{
  const char *const *types = st_card_hq_types ();
  guint              selected = st_edit_row_get_selected (row);

  if (selected < g_strv_length ((char **) types))
    emit_edit (user_data, "hq", types[selected]);
}

static void
copies_changed (GtkWidget *row, gpointer user_data)
{
  g_autofree char *value = g_strdup_printf ("%d", st_edit_row_get_int (row));

  emit_edit (user_data, "copies", value);
}

static void
text_changed (GtkWidget *row, gpointer user_data)
{
  emit_edit (user_data, gtk_widget_get_name (row), st_edit_row_get_text (row));
}

static void
phrase_changed (GtkWidget *row, gpointer user_data)
{
  emit_edit (user_data, gtk_widget_get_name (row), st_edit_row_get_bool (row) ? "true" : "false");
}

/* What a value's notation is, for a field holding something else. */
static const char *
expected_notation (const char *name)
{
  guint             n_specs;
  const StAttrSpec *specs = st_card_attrs (&n_specs);

  for (guint i = 0; i < n_specs; i++)
    if (g_str_equal (specs[i].name, name))
      switch (specs[i].type)
        {
          case ST_VALUE_DICE:
            return _ ("expected dice such as 2d8 or 1d6+1");
          case ST_VALUE_RANGE:
            return _ ("expected a number or a range such as 1-3");
          case ST_VALUE_INT:
            return _ ("expected a whole number");
          default:
            break;
        }
  return NULL;
}

/* Marks a value field whose text is not in the value's notation, and says in
 * its title what is expected: the title stays visible above the text. */
static gboolean
validate_value_row (GtkWidget *row)
{
  const char *name = gtk_widget_get_name (row);
  g_autoptr (GError) error = NULL;
  gboolean valid = st_edit_check_card_value (name, st_edit_row_get_text (row), &error);

  if (valid)
    {
      gtk_widget_remove_css_class (row, "error");
      gtk_widget_set_tooltip_text (row, NULL);
      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), attr_label (name));
    }
  else
    {
      const char      *expected = expected_notation (name);
      g_autofree char *title = NULL;

      /* Translators: a card value's name and what it expects, e.g.
       * "Attack: expected dice such as 2d8 or 1d6+1". */
      title = expected ? g_strdup_printf (_ ("%s: %s"), attr_label (name), expected)
                       : g_strdup (attr_label (name));
      gtk_widget_add_css_class (row, "error");
      gtk_widget_set_tooltip_text (row, error->message);
      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
    }
  return valid;
}

static void
value_typed_cb (GtkEditable *editable, gpointer user_data)
{
  validate_value_row (GTK_WIDGET (editable));
}

static void
value_changed (GtkWidget *row, gpointer user_data)
{
  /* A value in the wrong notation never reaches the document: it stays
   * marked in the field until the user corrects it. */
  if (!validate_value_row (row))
    {
      gtk_widget_error_bell (row);
      return;
    }
  emit_edit (user_data, gtk_widget_get_name (row), st_edit_row_get_text (row));
}

static GtkWidget *
add_row (StCardForm *self, AdwPreferencesGroup *group, GtkWidget *row, const char *field)
{
  gtk_widget_set_name (row, field);
  g_ptr_array_add (self->rows, row);
  adw_preferences_group_add (group, row);
  return row;
}

static void
add_value_row (StCardForm *self, AdwPreferencesGroup *group, const char *attr)
{
  GtkWidget *row = st_edit_row_new_entry (attr_label (attr), value_changed, self);

  g_signal_connect (row, "changed", G_CALLBACK (value_typed_cb), self);
  add_row (self, group, row, attr);
}

static void
build_rows (StCardForm *self)
{
  const char *const  kinds[] = { _ ("Unit card"), _ ("HQ card"), NULL };
  const char *const *types = st_card_hq_types ();
  g_autoptr (GPtrArray) hq_labels = g_ptr_array_new ();
  const char *const no_units[] = { NULL };

  self->preview = ST_CARD_THUMB (st_card_thumb_new (PREVIEW_WIDTH));
  gtk_widget_set_name (GTK_WIDGET (self->preview), "preview");
  gtk_box_append (self->preview_box, GTK_WIDGET (self->preview));

  for (guint i = 0; types[i] != NULL; i++)
    g_ptr_array_add (hq_labels, (gpointer) st_card_hq_label (types[i]));
  g_ptr_array_add (hq_labels, NULL);

  self->kind_row =
      add_row (self, self->card_group, st_edit_row_new_combo (_ ("Kind"), kinds, kind_changed, self), "kind");
  self->unit_row = add_row (self, self->card_group,
                            st_edit_row_new_combo (_ ("Unit"), no_units, unit_changed, self), "unit");
  self->hq_row = add_row (
      self, self->card_group,
      st_edit_row_new_combo (_ ("HQ Type"), (const char *const *) hq_labels->pdata, hq_changed, self), "hq");
  self->copies_row = add_row (self, self->card_group,
                              st_edit_row_new_spin (_ ("Copies"), _ ("Cards with this face in the deck"), 1,
                                                    99, copies_changed, self),
                              "copies");
  add_row (self, self->card_group, st_edit_row_new_entry (_ ("Name"), text_changed, self), "name");
  add_row (self, self->card_group, st_edit_row_new_entry (_ ("Text"), text_changed, self), "text");

  for (guint i = 0; i < G_N_ELEMENTS (unit_values); i++)
    add_value_row (self, self->values_group, unit_values[i]);
  for (guint i = 0; i < G_N_ELEMENTS (phrases); i++)
    add_row (self, self->phrases_group,
             st_edit_row_new_switch (attr_label (phrases[i]), NULL, phrase_changed, self), phrases[i]);
  for (guint i = 0; i < G_N_ELEMENTS (leader_values); i++)
    add_value_row (self, self->leader_group, leader_values[i]);
}

/* Showing a card */

static void
refresh_units (StCardForm *self, const StDeck *deck, const StCard *card)
{
  g_autoptr (GPtrArray) labels = g_ptr_array_new ();
  guint selected = GTK_INVALID_LIST_POSITION;

  g_ptr_array_set_size (self->unit_ids, 0);
  for (guint i = 0; i < self->scenario->units->len; i++)
    {
      const StUnit *unit = g_ptr_array_index (self->scenario->units, i);

      /* The deck's own units, and the card's unit wherever it is from, so
       * that a card the rules fault still shows what it names. */
      if (g_strcmp0 (unit->side, deck->side) != 0 && g_strcmp0 (unit->id, card->unit) != 0)
        continue;
      if (g_strcmp0 (unit->id, card->unit) == 0)
        selected = self->unit_ids->len;
      g_ptr_array_add (self->unit_ids, g_strdup (unit->id));
      g_ptr_array_add (labels, (gpointer) (unit->name ? st_text_get_for_locale (unit->name) : unit->id));
    }
  if (card->unit != NULL && selected == GTK_INVALID_LIST_POSITION)
    {
      selected = self->unit_ids->len;
      g_ptr_array_add (self->unit_ids, g_strdup (card->unit));
      g_ptr_array_add (labels, card->unit);
    }
  g_ptr_array_add (labels, NULL);
  st_edit_row_set_choices (self->unit_row, (const char *const *) labels->pdata);
  st_edit_row_set_selected (self->unit_row, selected);
}

static void
refresh_rows (StCardForm *self, const StDeck *deck, const StCard *card)
{
  const char *const *types = st_card_hq_types ();
  gboolean           leader = card->kind == ST_CARD_HQ && g_strcmp0 (card->hq, "leader") == 0;

  st_edit_row_set_selected (self->kind_row, card->kind == ST_CARD_UNIT ? 0 : 1);
  gtk_widget_set_visible (self->unit_row, card->kind == ST_CARD_UNIT);
  gtk_widget_set_visible (self->hq_row, card->kind == ST_CARD_HQ);
  refresh_units (self, deck, card);
  for (guint i = 0; types[i] != NULL; i++)
    if (g_strcmp0 (types[i], card->hq) == 0)
      st_edit_row_set_selected (self->hq_row, i);
  st_edit_row_set_int (self->copies_row, card->copies);
  gtk_widget_set_visible (GTK_WIDGET (self->values_group), card->kind == ST_CARD_UNIT);
  gtk_widget_set_visible (GTK_WIDGET (self->phrases_group), card->kind == ST_CARD_UNIT);
  gtk_widget_set_visible (GTK_WIDGET (self->leader_group), leader);

  for (guint i = 0; i < self->rows->len; i++)
    {
      GtkWidget  *row = g_ptr_array_index (self->rows, i);
      const char *field = gtk_widget_get_name (row);

      if (g_str_equal (field, "name") || g_str_equal (field, "text"))
        {
          st_edit_row_set_name (row, self->scenario, g_str_equal (field, "name") ? card->name : card->text);
        }
      else if (ADW_IS_ENTRY_ROW (row))
        {
          const char *value = st_attrs_get (card->attrs, field);

          /* A field the user is typing in keeps their text, and the mark
           * follows what the field holds; text in the wrong notation stays
           * until it is corrected (or another card is shown). */
          if (validate_value_row (row))
            st_edit_row_set_text (row, value ? value : "");
          validate_value_row (row);
        }
      else if (g_strv_contains (phrases, field))
        st_edit_row_set_bool (row, st_attrs_get_bool (card->attrs, field, FALSE));
    }
}

void
st_card_form_set_card (StCardForm *self, StScenario *scenario, const char *deck, const char *card)
{
  const StDeck *found_deck = NULL;
  const StCard *found;
  gboolean      same_card;

  g_return_if_fail (ST_IS_CARD_FORM (self));

  same_card = g_strcmp0 (self->deck, deck) == 0 && g_strcmp0 (self->card, card) == 0;
  if (self->scenario != scenario)
    {
      g_clear_pointer (&self->scenario, st_scenario_unref);
      self->scenario = scenario ? st_scenario_ref (scenario) : NULL;
    }
  g_free (self->deck);
  self->deck = g_strdup (deck);
  g_free (self->card);
  self->card = g_strdup (card);

  found = find_card (self, &found_deck);
  if (found == NULL)
    {
      gtk_stack_set_visible_child_name (self->stack, "empty");
      return;
    }

  self->building = TRUE;
  if (!same_card)
    /* Another card: what was typed for the last one goes. */
    for (guint i = 0; i < self->rows->len; i++)
      {
        GtkWidget *row = g_ptr_array_index (self->rows, i);

        if (ADW_IS_ENTRY_ROW (row))
          {
            gtk_editable_set_text (GTK_EDITABLE (row), "");
            gtk_widget_remove_css_class (row, "error");
          }
      }
  st_card_thumb_set_card (self->preview, scenario, deck, card);
  refresh_rows (self, found_deck, found);
  self->building = FALSE;
  gtk_stack_set_visible_child_name (self->stack, "form");
}

GtkWidget *
st_card_form_get_row (StCardForm *self, const char *field)
{
  g_return_val_if_fail (ST_IS_CARD_FORM (self), NULL);

  for (guint i = 0; i < self->rows->len; i++)
    if (g_str_equal (gtk_widget_get_name (g_ptr_array_index (self->rows, i)), field))
      return g_ptr_array_index (self->rows, i);
  return NULL;
}

static void
st_card_form_finalize (GObject *object)
{
  StCardForm *self = ST_CARD_FORM (object);

  g_clear_pointer (&self->rows, g_ptr_array_unref);
  g_clear_pointer (&self->unit_ids, g_ptr_array_unref);
  g_clear_pointer (&self->scenario, st_scenario_unref);
  g_clear_pointer (&self->deck, g_free);
  g_clear_pointer (&self->card, g_free);

  G_OBJECT_CLASS (st_card_form_parent_class)->finalize (object);
}

static void
st_card_form_class_init (StCardFormClass *klass)
{
  GObjectClass   *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->finalize = st_card_form_finalize;

  signals[SIGNAL_EDIT] =
      g_signal_new ("edit", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, g_signal_accumulator_first_wins,
                    NULL, NULL, G_TYPE_BOOLEAN, 2, G_TYPE_STRING, G_TYPE_STRING);

  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/sandtable/Sandtable/ui/st-card-form.ui");
  gtk_widget_class_bind_template_child (widget_class, StCardForm, stack);
  gtk_widget_class_bind_template_child (widget_class, StCardForm, page);
  gtk_widget_class_bind_template_child (widget_class, StCardForm, preview_box);
  gtk_widget_class_bind_template_child (widget_class, StCardForm, card_group);
  gtk_widget_class_bind_template_child (widget_class, StCardForm, values_group);
  gtk_widget_class_bind_template_child (widget_class, StCardForm, phrases_group);
  gtk_widget_class_bind_template_child (widget_class, StCardForm, leader_group);
}

static void
st_card_form_init (StCardForm *self)
{
  self->rows = g_ptr_array_new ();
  self->unit_ids = g_ptr_array_new_with_free_func (g_free);
  gtk_widget_init_template (GTK_WIDGET (self));
  build_rows (self);
}

GtkWidget *
st_card_form_new (void)
{
  return g_object_new (ST_TYPE_CARD_FORM, NULL);
}
