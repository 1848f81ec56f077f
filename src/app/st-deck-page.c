/* SPDX-License-Identifier: GPL-3.0-or-later */
#define G_LOG_DOMAIN "sandtable-deck-page"

#include "config.h"

#include <glib/gi18n.h>
#include <string.h>

#include "core/st-deck-check.h"
#include "core/st-family.h"
#include "render/st-card-render.h"

#include "st-deck-page-private.h"
#include "st-edit-rows.h"

/* The deck editor: one nation's deck at a time, its card faces in a grid that
 * can be filtered and sorted, the selected card's form with a live preview,
 * and the deck rules checked on every version with the offending cards
 * outlined. The page keeps its deck, filter, sort, selection and scroll
 * position across the versions the window gives it. */

G_DEFINE_FINAL_TYPE (StDeckPage, st_deck_page, ST_TYPE_PAGE)

const StDeck *
st_deck_page_find_deck (StDeckPage *self)
{
  StScenario *scenario = st_page_get_scenario (ST_PAGE (self));

  return scenario && self->deck ? st_scenario_find_deck (scenario, self->deck) : NULL;
}

const StCard *
st_deck_page_find_card (const StDeck *deck, const char *id, guint *index)
{
  for (guint i = 0; deck != NULL && id != NULL && i < deck->cards->len; i++)
    {
      const StCard *card = g_ptr_array_index (deck->cards, i);

      if (g_str_equal (card->id, id))
        {
          if (index != NULL)
            *index = i;
          return card;
        }
    }
  return NULL;
}

void
st_deck_page_toast (StDeckPage *self, const char *title)
{
  g_autofree char *escaped = g_markup_escape_text (title, -1);

  adw_toast_overlay_add_toast (self->toasts, adw_toast_new (escaped));
}

/* Choosers */

static gboolean
same_strings (GPtrArray *a, GPtrArray *b)
{
  if (a->len != b->len)
    return FALSE;
  for (guint i = 0; i < a->len; i++)
    if (g_strcmp0 (g_ptr_array_index (a, i), g_ptr_array_index (b, i)) != 0)
      return FALSE;
  return TRUE;
}

/* Gives a drop-down new choices (a renamed deck keeps its key but not its
 * label) and selects key among them. */
static void
set_choices (GtkDropDown *chooser, GPtrArray *keys, GPtrArray *new_keys, GPtrArray *labels, const char *key)
{
  guint selected = 0;

  if (!same_strings (keys, new_keys))
    {
      g_ptr_array_set_size (keys, 0);
      for (guint i = 0; i < new_keys->len; i++)
        g_ptr_array_add (keys, g_strdup (g_ptr_array_index (new_keys, i)));
    }
  g_ptr_array_add (labels, NULL);
  st_page_set_choices (chooser, (const char *const *) labels->pdata);
  g_ptr_array_remove_index (labels, labels->len - 1);
  for (guint i = 0; i < keys->len; i++)
    if (g_strcmp0 (g_ptr_array_index (keys, i), key) == 0)
      selected = i;
  if (gtk_drop_down_get_selected (chooser) != selected)
    gtk_drop_down_set_selected (chooser, selected);
}

static void
update_deck_chooser (StDeckPage *self, StScenario *scenario)
{
  g_autoptr (GPtrArray) ids = g_ptr_array_new_with_free_func (g_free);
  g_autoptr (GPtrArray) labels = g_ptr_array_new_with_free_func (g_free);

  for (guint i = 0; i < scenario->decks->len; i++)
    {
      const StDeck *deck = g_ptr_array_index (scenario->decks, i);
      const StSide *side = st_scenario_find_side (scenario, deck->side);

      g_ptr_array_add (ids, g_strdup (deck->id));
      /* Translators: a deck's name and its nation, e.g. "Aurelian deck · Aurelia". */
      g_ptr_array_add (labels, g_strdup_printf (_ ("%s · %s"), st_page_text (deck->name, deck->id),
                                                side ? st_page_text (side->name, side->id) : deck->side));
    }
  if (st_scenario_find_deck (scenario, self->deck ? self->deck : "") == NULL)
    {
      g_free (self->deck);
      self->deck = ids->len > 0 ? g_strdup (g_ptr_array_index (ids, 0)) : NULL;
    }
  g_ptr_array_set_free_func (labels, NULL);
  set_choices (self->deck_chooser, self->deck_ids, ids, labels, self->deck);
  g_ptr_array_foreach (labels, (GFunc) g_free, NULL);
}

static void
update_filter_chooser (StDeckPage *self, StScenario *scenario, const StDeck *deck)
{
  g_autoptr (GPtrArray) keys = g_ptr_array_new_with_free_func (g_free);
  g_autoptr (GPtrArray) labels = g_ptr_array_new_with_free_func (g_free);
  const char *const *types = st_card_hq_types ();

  g_ptr_array_add (keys, g_strdup ("all"));
  g_ptr_array_add (labels, g_strdup (_ ("All Cards")));
  g_ptr_array_add (keys, g_strdup ("unit"));
  g_ptr_array_add (labels, g_strdup (_ ("Unit Cards")));
  g_ptr_array_add (keys, g_strdup ("hq"));
  g_ptr_array_add (labels, g_strdup (_ ("HQ Cards")));
  for (guint i = 0; types[i] != NULL; i++)
    {
      g_ptr_array_add (keys, g_strconcat ("hq:", types[i], NULL));
      /* Translators: a filter of the deck page, e.g. "HQ: Ambush". */
      g_ptr_array_add (labels, g_strdup_printf (_ ("HQ: %s"), st_card_hq_label (types[i])));
    }
  for (guint i = 0; deck != NULL && i < scenario->units->len; i++)
    {
      const StUnit *unit = g_ptr_array_index (scenario->units, i);

      if (g_strcmp0 (unit->side, deck->side) != 0)
        continue;
      g_ptr_array_add (keys, g_strconcat ("unit:", unit->id, NULL));
      /* Translators: a filter of the deck page, e.g. "Unit: Old Guard". */
      g_ptr_array_add (labels, g_strdup_printf (_ ("Unit: %s"), st_page_text (unit->name, unit->id)));
    }
  if (self->filter == NULL || !g_ptr_array_find_with_equal_func (keys, self->filter, g_str_equal, NULL))
    {
      g_free (self->filter);
      self->filter = g_strdup ("all");
    }
  g_ptr_array_set_free_func (labels, NULL);
  set_choices (self->filter_chooser, self->filter_keys, keys, labels, self->filter);
  g_ptr_array_foreach (labels, (GFunc) g_free, NULL);
}

/* Filter and sort */

static gboolean
card_shown (StDeckPage *self, const StCard *card)
{
  const char *filter = self->filter ? self->filter : "all";

  if (g_str_equal (filter, "all"))
    return TRUE;
  if (g_str_equal (filter, "unit"))
    return card->kind == ST_CARD_UNIT;
  if (g_str_equal (filter, "hq"))
    return card->kind == ST_CARD_HQ;
  if (g_str_has_prefix (filter, "hq:"))
    return card->kind == ST_CARD_HQ && g_strcmp0 (card->hq, filter + 3) == 0;
  if (g_str_has_prefix (filter, "unit:"))
    return card->kind == ST_CARD_UNIT && g_strcmp0 (card->unit, filter + 5) == 0;
  return TRUE;
}

typedef struct
{
  const char *id;
  guint       index; /* in the deck */
  int         rank; /* by type or unit */
  char       *key; /* by name */
} SortItem;

static int
hq_rank (const char *hq)
{
  const char *const *types = st_card_hq_types ();

  for (int i = 0; types[i] != NULL; i++)
    if (g_strcmp0 (types[i], hq) == 0)
      return i;
  return G_MAXINT / 2;
}

static int
unit_rank (StScenario *scenario, const char *unit)
{
  for (guint i = 0; i < scenario->units->len; i++)
    if (g_strcmp0 (((StUnit *) g_ptr_array_index (scenario->units, i))->id, unit) == 0)
      return (int) i;
  return (int) scenario->units->len;
}

static int
compare_items (gconstpointer pa, gconstpointer pb)
{
  const SortItem *a = pa, *b = pb;
  int             diff = (a->rank > b->rank) - (a->rank < b->rank);

  if (diff == 0 && a->key != NULL)
    diff = strcmp (a->key, b->key);
  if (diff == 0)
    diff = (a->index > b->index) - (a->index < b->index);
  return diff;
}

static GPtrArray *
shown_cards (StDeckPage *self, StScenario *scenario, const StDeck *deck)
{
  g_autoptr (GArray) items = g_array_new (FALSE, TRUE, sizeof (SortItem));
  GPtrArray *ids = g_ptr_array_new ();

  for (guint i = 0; deck != NULL && i < deck->cards->len; i++)
    {
      const StCard *card = g_ptr_array_index (deck->cards, i);
      SortItem      item = { card->id, i, 0, NULL };

      if (!card_shown (self, card))
        continue;
      switch (self->sort)
        {
          case ST_DECK_SORT_TYPE:
            item.rank = card->kind == ST_CARD_UNIT ? -1 : hq_rank (card->hq);
            break;
          case ST_DECK_SORT_UNIT:
            item.rank = card->kind == ST_CARD_UNIT ? unit_rank (scenario, card->unit)
                                                   : (int) scenario->units->len + 1 + hq_rank (card->hq);
            break;
          case ST_DECK_SORT_NAME:
            {
              g_autofree char *title = st_card_title (scenario, card, NULL);
              item.key = g_utf8_collate_key (title, -1);
            }
            break;
          case ST_DECK_SORT_ORDER:
          default:
            break;
        }
      g_array_append_val (items, item);
    }
  g_array_sort (items, compare_items);
  for (guint i = 0; i < items->len; i++)
    {
      SortItem *item = &g_array_index (items, SortItem, i);

      g_ptr_array_add (ids, (gpointer) item->id);
      g_free (item->key);
    }
  return ids;
}

/* Showing a version */

void
st_deck_page_update_actions (StDeckPage *self)
{
  GtkWidget    *widget = GTK_WIDGET (self);
  gboolean      editable = st_page_get_history (ST_PAGE (self)) != NULL;
  const StDeck *deck = st_deck_page_find_deck (self);
  gboolean      selected = st_deck_page_find_card (deck, self->selected, NULL) != NULL;

  gtk_widget_action_set_enabled (widget, "deck.add-decks",
                                 editable
                                     && st_deck_page_side_lacks_deck (st_page_get_scenario (ST_PAGE (self))));
  gtk_widget_action_set_enabled (widget, "deck.add-unit", editable && deck != NULL);
  gtk_widget_action_set_enabled (widget, "deck.add-hq", editable && deck != NULL);
  gtk_widget_action_set_enabled (widget, "deck.duplicate", editable && selected);
  gtk_widget_action_set_enabled (widget, "deck.delete", editable && selected);
  gtk_widget_action_set_enabled (widget, "deck.import-csv", editable && deck != NULL);
  gtk_widget_action_set_enabled (widget, "deck.export-csv", deck != NULL);
  gtk_widget_action_set_enabled (widget, "deck.print", deck != NULL);
  gtk_widget_action_set_enabled (widget, "deck.export-pdf", deck != NULL);
  gtk_widget_set_sensitive (GTK_WIDGET (self->form), editable);
}

/* The form shows the selected card; with none selected it makes way for the
 * grid, which then uses the page's whole width. */
static void
show_card (StDeckPage *self, StScenario *scenario, const char *deck, const char *card)
{
  gboolean shown = deck != NULL && card != NULL;

  st_card_form_set_card (self->form, scenario, deck, card);
  gtk_widget_set_visible (GTK_WIDGET (self->form), shown);
  gtk_widget_set_visible (self->form_separator, shown);
}

static void
show_deck (StDeckPage *self)
{
  StScenario   *scenario = st_page_get_scenario (ST_PAGE (self));
  const StDeck *deck;
  g_autoptr (GPtrArray) problems = NULL;
  g_autoptr (GPtrArray) shown = NULL;
  g_autoptr (GHashTable) offending = g_hash_table_new_full (g_str_hash, g_str_equal, NULL, g_free);

  if (scenario == NULL)
    return;

  self->building = TRUE;
  update_deck_chooser (self, scenario);
  st_edit_row_refresh (self->name_row, scenario);
  deck = st_deck_page_find_deck (self);
  update_filter_chooser (self, scenario, deck);
  if (deck == NULL)
    {
      g_ptr_array_set_size (problems = g_ptr_array_new (), 0);
      shown = g_ptr_array_new ();
      st_card_grid_set_cards (self->grid, scenario, NULL, shown, NULL);
      show_card (self, scenario, NULL, NULL);
      self->building = FALSE;
      st_deck_page_update_actions (self);
      return;
    }

  problems = st_deck_check (scenario, deck);
  for (guint i = 0; i < problems->len; i++)
    {
      const StDeckProblem *problem = g_ptr_array_index (problems, i);

      /* Warnings describe decks unlike the published ones; only broken rules
       * mark their cards. */
      for (guint j = 0; problem->severity == ST_SEVERITY_ERROR && problem->cards && problem->cards[j]; j++)
        {
          const char *before = g_hash_table_lookup (offending, problem->cards[j]);

          g_hash_table_insert (offending, problem->cards[j],
                               before ? g_strconcat (before, "\n", problem->message, NULL)
                                      : g_strdup (problem->message));
        }
    }

  if (st_deck_page_find_card (deck, self->selected, NULL) == NULL)
    g_clear_pointer (&self->selected, g_free);
  shown = shown_cards (self, scenario, deck);
  st_card_grid_set_reorderable (self->grid, self->sort == ST_DECK_SORT_ORDER
                                                && st_page_get_history (ST_PAGE (self)) != NULL);
  st_card_grid_set_cards (self->grid, scenario, deck->id, shown, offending);
  st_card_grid_select (self->grid, self->selected);
  show_card (self, scenario, deck->id, self->selected);
  st_deck_rules_update (self->rules, scenario, deck, problems);
  self->building = FALSE;
  st_deck_page_update_actions (self);
}

static void
st_deck_page_rebuild (StPage *page, StScenario *scenario)
{
  show_deck (ST_DECK_PAGE (page));
}

/* Choosing what to show */

const char *
st_deck_page_get_deck (StDeckPage *self)
{
  g_return_val_if_fail (ST_IS_DECK_PAGE (self), NULL);

  return self->deck;
}

void
st_deck_page_select_deck (StDeckPage *self, const char *deck)
{
  g_return_if_fail (ST_IS_DECK_PAGE (self));

  if (g_strcmp0 (self->deck, deck) == 0)
    return;
  g_free (self->deck);
  self->deck = g_strdup (deck);
  g_clear_pointer (&self->selected, g_free);
  show_deck (self);
}

const char *
st_deck_page_get_selected_card (StDeckPage *self)
{
  g_return_val_if_fail (ST_IS_DECK_PAGE (self), NULL);

  return self->selected;
}

void
st_deck_page_select_card (StDeckPage *self, const char *card)
{
  g_return_if_fail (ST_IS_DECK_PAGE (self));

  g_free (self->selected);
  self->selected = g_strdup (card);
  self->building = TRUE;
  st_card_grid_select (self->grid, card);
  self->building = FALSE;
  show_card (self, st_page_get_scenario (ST_PAGE (self)), self->deck, card);
  st_deck_page_update_actions (self);
}

void
st_deck_page_set_filter (StDeckPage *self, const char *filter)
{
  g_return_if_fail (ST_IS_DECK_PAGE (self));

  if (g_strcmp0 (self->filter, filter) == 0)
    return;
  g_free (self->filter);
  self->filter = g_strdup (filter);
  show_deck (self);
}

void
st_deck_page_set_sort (StDeckPage *self, StDeckSort sort)
{
  g_return_if_fail (ST_IS_DECK_PAGE (self));

  if (self->sort == sort)
    return;
  self->sort = sort;
  if (gtk_drop_down_get_selected (self->sort_chooser) != (guint) sort)
    gtk_drop_down_set_selected (self->sort_chooser, sort);
  show_deck (self);
}

static void
deck_chosen_cb (StDeckPage *self)
{
  guint selected = gtk_drop_down_get_selected (self->deck_chooser);

  if (!self->building && selected < self->deck_ids->len)
    st_deck_page_select_deck (self, g_ptr_array_index (self->deck_ids, selected));
}

static void
filter_chosen_cb (StDeckPage *self)
{
  guint selected = gtk_drop_down_get_selected (self->filter_chooser);

  if (!self->building && selected < self->filter_keys->len)
    st_deck_page_set_filter (self, g_ptr_array_index (self->filter_keys, selected));
}

static void
sort_chosen_cb (StDeckPage *self)
{
  if (!self->building)
    st_deck_page_set_sort (self, gtk_drop_down_get_selected (self->sort_chooser));
}

static void
grid_selection_changed_cb (StDeckPage *self)
{
  if (!self->building)
    st_deck_page_select_card (self, st_card_grid_get_selected (self->grid));
}

static void
rules_card_activated_cb (StDeckRules *rules, const char *card, StDeckPage *self)
{
  st_deck_page_select_card (self, card);
}

StCardGrid *
st_deck_page_get_grid (StDeckPage *self)
{
  return self->grid;
}

StCardForm *
st_deck_page_get_form (StDeckPage *self)
{
  return self->form;
}

StDeckRules *
st_deck_page_get_rules (StDeckPage *self)
{
  return self->rules;
}

static void
st_deck_page_finalize (GObject *object)
{
  StDeckPage *self = ST_DECK_PAGE (object);

  g_clear_pointer (&self->deck_ids, g_ptr_array_unref);
  g_clear_pointer (&self->filter_keys, g_ptr_array_unref);
  g_clear_pointer (&self->deck, g_free);
  g_clear_pointer (&self->filter, g_free);
  g_clear_pointer (&self->selected, g_free);

  G_OBJECT_CLASS (st_deck_page_parent_class)->finalize (object);
}

static void
st_deck_page_class_init (StDeckPageClass *klass)
{
  GObjectClass   *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);
  StPageClass    *page_class = ST_PAGE_CLASS (klass);

  object_class->finalize = st_deck_page_finalize;
  page_class->rebuild = st_deck_page_rebuild;

  g_type_ensure (ST_TYPE_CARD_GRID);
  g_type_ensure (ST_TYPE_CARD_FORM);
  g_type_ensure (ST_TYPE_DECK_RULES);
  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/sandtable/Sandtable/ui/st-deck-page.ui");
  gtk_widget_class_bind_template_child (widget_class, StDeckPage, toasts);
  gtk_widget_class_bind_template_child (widget_class, StDeckPage, deck_chooser);
  gtk_widget_class_bind_template_child (widget_class, StDeckPage, filter_chooser);
  gtk_widget_class_bind_template_child (widget_class, StDeckPage, sort_chooser);
  gtk_widget_class_bind_template_child (widget_class, StDeckPage, name_list);
  gtk_widget_class_bind_template_child (widget_class, StDeckPage, grid);
  gtk_widget_class_bind_template_child (widget_class, StDeckPage, rules);
  gtk_widget_class_bind_template_child (widget_class, StDeckPage, form);
  gtk_widget_class_bind_template_child (widget_class, StDeckPage, form_separator);

  st_deck_page_install_edit_actions (widget_class);
  st_deck_page_install_io_actions (widget_class);
}

static void
st_deck_page_init (StDeckPage *self)
{
  self->deck_ids = g_ptr_array_new_with_free_func (g_free);
  self->filter_keys = g_ptr_array_new_with_free_func (g_free);
  self->filter = g_strdup ("all");
  gtk_widget_init_template (GTK_WIDGET (self));
  self->name_row = st_deck_page_new_name_row (self);
  gtk_list_box_append (self->name_list, self->name_row);

  g_signal_connect_object (self->deck_chooser, "notify::selected", G_CALLBACK (deck_chosen_cb), self,
                           G_CONNECT_SWAPPED);
  g_signal_connect_object (self->filter_chooser, "notify::selected", G_CALLBACK (filter_chosen_cb), self,
                           G_CONNECT_SWAPPED);
  g_signal_connect_object (self->sort_chooser, "notify::selected", G_CALLBACK (sort_chosen_cb), self,
                           G_CONNECT_SWAPPED);
  g_signal_connect_object (self->grid, "selection-changed", G_CALLBACK (grid_selection_changed_cb), self,
                           G_CONNECT_SWAPPED);
  g_signal_connect_object (self->grid, "card-moved", G_CALLBACK (st_deck_page_card_moved_cb), self, 0);
  g_signal_connect_object (self->form, "edit", G_CALLBACK (st_deck_page_form_edit_cb), self, 0);
  g_signal_connect_object (self->rules, "card-activated", G_CALLBACK (rules_card_activated_cb), self, 0);
  st_deck_page_update_actions (self);
}

GtkWidget *
st_deck_page_new (void)
{
  return g_object_new (ST_TYPE_DECK_PAGE, NULL);
}
