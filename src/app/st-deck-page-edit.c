/* SPDX-License-Identifier: GPL-3.0-or-later */
#define G_LOG_DOMAIN "sandtable-deck-page"

#include "config.h"

#include <glib/gi18n.h>
#include <stdlib.h>

#include "core/st-edit-deck.h"
#include "core/st-family.h"

#include "st-deck-page-private.h"
#include "st-edit-rows.h"

/* The deck page's edits: each goes through st-edit-deck on a copy of the
 * current version and is committed as one undoable step. */

static gboolean
commit (StDeckPage *self,
        StScenario *work,
        gboolean    changed,
        const char *id,
        const char *label,
        const char *merge_key)
{
  if (!changed)
    return FALSE;
  return st_edit_rows_commit (ST_PAGE (self), work, id, label, merge_key);
}

static StScenario *
begin (StDeckPage *self, gboolean need_card, GError **error)
{
  StScenario *work;

  if (st_deck_page_find_deck (self) == NULL || (need_card && self->selected == NULL)
      || (work = st_page_begin_edit (ST_PAGE (self))) == NULL)
    {
      g_set_error_literal (error, ST_EDIT_ERROR, ST_EDIT_ERROR_NOT_FOUND,
                           need_card ? _ ("No card is selected.") : _ ("No deck can be edited."));
      return NULL;
    }
  return work;
}

/* The deck's name, shown and written in the window's content language like
 * the names on the table pages: a translation when that is not the name's
 * source language. */
static void
refresh_name_row (GtkWidget *row, StScenario *scenario, gpointer user_data)
{
  StDeckPage   *self = user_data;
  const StDeck *deck = scenario && self->deck ? st_scenario_find_deck (scenario, self->deck) : NULL;

  /* Another deck's name replaces whatever was typed for the last one. */
  if (g_strcmp0 (st_edit_row_get_id (row), deck ? deck->id : NULL) != 0)
    {
      const char *name =
          deck && deck->name ? st_text_get_exact (deck->name, st_page_edit_language (scenario)) : NULL;

      st_edit_row_replace_text (row, name ? name : "");
    }
  st_edit_row_set_target (row, deck ? deck->id : NULL, "name");
  if (scenario != NULL)
    st_edit_row_set_name (row, scenario, deck ? deck->name : NULL);
  gtk_widget_set_sensitive (row, deck != NULL && st_page_get_history (ST_PAGE (self)) != NULL);
}

static void
name_changed (GtkWidget *row, gpointer user_data)
{
  StDeckPage *self = user_data;
  g_autoptr (StScenario) work = NULL;
  g_autoptr (GError) error = NULL;
  gboolean changed;

  /* The row reports the deck it showed: a deck chosen meanwhile is not renamed. */
  if (g_strcmp0 (st_edit_row_get_id (row), self->deck) != 0 || (work = begin (self, FALSE, NULL)) == NULL)
    return;
  changed = st_edit_rename_deck (work, self->deck, st_page_edit_language (work), st_edit_row_get_text (row),
                                 &error);
  st_edit_rows_finish (ST_PAGE (self), self->toasts, row, work, changed, error, "deck.rename",
                       _ ("Rename Deck"), NULL);
}

GtkWidget *
st_deck_page_new_name_row (StDeckPage *self)
{
  GtkWidget *row = st_edit_row_new_entry (_ ("Deck name"), name_changed, self);

  gtk_widget_set_name (row, "deck-name");
  st_edit_row_set_refresh (row, refresh_name_row, self);
  return row;
}

char *
st_deck_page_add_card (StDeckPage *self, StCardKind kind, GError **error)
{
  g_autoptr (StScenario) work = NULL;
  g_autofree char *id = NULL;
  const StDeck    *deck;
  const StCard    *selected;
  const char      *target = NULL;

  g_return_val_if_fail (ST_IS_DECK_PAGE (self), NULL);

  if ((work = begin (self, FALSE, error)) == NULL)
    return NULL;
  deck = st_deck_page_find_deck (self);
  selected = st_deck_page_find_card (deck, self->selected, NULL);
  /* A new unit card is for the selected card's unit, or the nation's first. */
  if (kind == ST_CARD_UNIT && selected != NULL && selected->kind == ST_CARD_UNIT)
    target = selected->unit;
  for (guint i = 0; kind == ST_CARD_UNIT && target == NULL && i < work->units->len; i++)
    if (g_strcmp0 (((StUnit *) g_ptr_array_index (work->units, i))->side, deck->side) == 0)
      target = ((StUnit *) g_ptr_array_index (work->units, i))->id;
  if (kind == ST_CARD_HQ)
    target = selected != NULL && selected->kind == ST_CARD_HQ ? selected->hq : "supply";
  if (kind == ST_CARD_UNIT && target == NULL)
    {
      g_set_error_literal (error, ST_EDIT_ERROR, ST_EDIT_ERROR_NOT_FOUND,
                           _ ("The deck’s nation has no units for unit cards."));
      return NULL;
    }
  id = st_edit_add_card (work, self->deck, kind, target, self->selected, error);
  if (id == NULL)
    return NULL;
  g_free (self->selected);
  self->selected = g_strdup (id);
  commit (self, work, TRUE, kind == ST_CARD_UNIT ? "card.add-unit" : "card.add-hq",
          kind == ST_CARD_UNIT ? _ ("Add Unit Card") : _ ("Add HQ Card"), NULL);
  return g_steal_pointer (&id);
}

char *
st_deck_page_duplicate_card (StDeckPage *self, GError **error)
{
  g_autoptr (StScenario) work = NULL;
  g_autofree char *id = NULL;

  g_return_val_if_fail (ST_IS_DECK_PAGE (self), NULL);

  if ((work = begin (self, TRUE, error)) == NULL
      || (id = st_edit_duplicate_card (work, self->deck, self->selected, error)) == NULL)
    return NULL;
  g_free (self->selected);
  self->selected = g_strdup (id);
  commit (self, work, TRUE, "card.duplicate", _ ("Duplicate Card"), NULL);
  return g_steal_pointer (&id);
}

gboolean
st_deck_page_delete_card (StDeckPage *self, GError **error)
{
  g_autoptr (StScenario) work = NULL;
  const StDeck *deck;
  guint         index = 0;

  g_return_val_if_fail (ST_IS_DECK_PAGE (self), FALSE);

  if ((work = begin (self, TRUE, error)) == NULL
      || !st_edit_delete_card (work, self->deck, self->selected, error))
    return FALSE;
  /* The next card takes the deleted one's place in the selection. */
  deck = st_scenario_find_deck (work, self->deck);
  st_deck_page_find_card (st_deck_page_find_deck (self), self->selected, &index);
  g_free (self->selected);
  self->selected =
      deck->cards->len > 0
          ? g_strdup (((StCard *) g_ptr_array_index (deck->cards, MIN (index, deck->cards->len - 1)))->id)
          : NULL;
  return commit (self, work, TRUE, "card.delete", _ ("Delete Card"), NULL);
}

gboolean
st_deck_page_move_card (StDeckPage *self, const char *card, guint index, GError **error)
{
  g_autoptr (StScenario) work = NULL;

  g_return_val_if_fail (ST_IS_DECK_PAGE (self), FALSE);

  if ((work = begin (self, FALSE, error)) == NULL)
    return FALSE;
  if (!st_edit_move_card (work, self->deck, card, index, error))
    return FALSE;
  return commit (self, work, TRUE, "card.move", _ ("Move Card"), NULL);
}

static const char *
field_label (const char *field)
{
  guint             n_specs;
  const StAttrSpec *specs = st_card_attrs (&n_specs);

  for (guint i = 0; i < n_specs; i++)
    if (g_str_equal (specs[i].name, field))
      return _ (specs[i].label);
  return field;
}

gboolean
st_deck_page_edit_card (StDeckPage *self, const char *field, const char *value, GError **error)
{
  g_autoptr (StScenario) work = NULL;
  g_autoptr (GError) local = NULL;
  g_autofree char *label = NULL;
  g_autofree char *merge_key = NULL;
  /* The step's id names the field: "card.attack", "card.copies". */
  g_autofree char *id = g_strdup_printf ("card.%s", field);
  const StDeck    *deck;
  const StCard    *card;
  gboolean         changed = FALSE;

  g_return_val_if_fail (ST_IS_DECK_PAGE (self), FALSE);

  if ((work = begin (self, TRUE, error)) == NULL)
    return FALSE;
  deck = st_deck_page_find_deck (self);
  card = st_deck_page_find_card (deck, self->selected, NULL);
  merge_key = g_strdup_printf ("deck-card:%s:%s:%s", self->deck, self->selected, field);
  if (g_str_equal (field, "kind") && g_str_equal (value, "hq"))
    {
      changed = st_edit_set_card_kind (work, self->deck, self->selected, ST_CARD_HQ, "supply", &local);
      label = g_strdup (_ ("Make HQ Card"));
    }
  else if (g_str_equal (field, "kind"))
    {
      const char *unit = NULL;

      for (guint i = 0; unit == NULL && i < work->units->len; i++)
        if (g_strcmp0 (((StUnit *) g_ptr_array_index (work->units, i))->side, deck->side) == 0)
          unit = ((StUnit *) g_ptr_array_index (work->units, i))->id;
      changed = card->kind != ST_CARD_UNIT
                && st_edit_set_card_kind (work, self->deck, self->selected, ST_CARD_UNIT, unit, &local);
      label = g_strdup (_ ("Make Unit Card"));
    }
  else if (g_str_equal (field, "unit") || g_str_equal (field, "hq"))
    {
      changed =
          st_edit_set_card_kind (work, self->deck, self->selected,
                                 g_str_equal (field, "unit") ? ST_CARD_UNIT : ST_CARD_HQ, value, &local);
      label = g_strdup (g_str_equal (field, "unit") ? _ ("Change Card Unit") : _ ("Change HQ Type"));
    }
  else if (g_str_equal (field, "copies"))
    {
      changed = st_edit_set_card_copies (work, self->deck, self->selected, atoi (value), &local);
      label = g_strdup (_ ("Change Copies"));
    }
  else if (g_str_equal (field, "name") || g_str_equal (field, "text"))
    {
      changed = st_edit_set_card_text (work, self->deck, self->selected, field, st_page_edit_language (work),
                                       value, &local);
      label = g_strdup (g_str_equal (field, "name") ? _ ("Rename Card") : _ ("Change Card Text"));
    }
  else
    {
      changed = st_edit_set_card_value (work, self->deck, self->selected, field, value, &local);
      /* Translators: an undo step, e.g. "Change Attack". */
      label = g_strdup_printf (_ ("Change %s"), field_label (field));
    }
  if (local != NULL)
    {
      g_propagate_error (error, g_steal_pointer (&local));
      return FALSE;
    }
  /* Typing in one field, or stepping the copies, is one step. */
  commit (self, work, changed, id, label, merge_key);
  return TRUE;
}

gboolean
st_deck_page_form_edit_cb (StCardForm *form, const char *field, const char *value, StDeckPage *self)
{
  g_autoptr (GError) error = NULL;

  if (self->building)
    return FALSE;
  if (!st_deck_page_edit_card (self, field, value, &error))
    {
      st_deck_page_toast (self, error->message);
      return FALSE;
    }
  return TRUE;
}

void
st_deck_page_card_moved_cb (
    StCardGrid *grid, const char *moved, const char *onto, gboolean after, StDeckPage *self)
{
  const StDeck *deck = st_deck_page_find_deck (self);
  guint         from = 0, to = 0;
  g_autoptr (GError) error = NULL;

  if (st_deck_page_find_card (deck, moved, &from) == NULL || st_deck_page_find_card (deck, onto, &to) == NULL)
    return;
  if (after)
    to++;
  /* Counted after the moved card leaves its place. */
  if (from < to)
    to--;
  if (!st_deck_page_move_card (self, moved, to, &error) && error != NULL)
    st_deck_page_toast (self, error->message);
}

/* Actions */

static void
add_action (GtkWidget *widget, const char *action_name, GVariant *parameter)
{
  StDeckPage *self = ST_DECK_PAGE (widget);
  g_autoptr (GError) error = NULL;
  g_autofree char *id = st_deck_page_add_card (
      self, g_str_equal (action_name, "deck.add-hq") ? ST_CARD_HQ : ST_CARD_UNIT, &error);

  if (id == NULL)
    st_deck_page_toast (self, error->message);
}

static void
duplicate_action (GtkWidget *widget, const char *action_name, GVariant *parameter)
{
  StDeckPage *self = ST_DECK_PAGE (widget);
  g_autoptr (GError) error = NULL;
  g_autofree char *id = st_deck_page_duplicate_card (self, &error);

  if (id == NULL)
    st_deck_page_toast (self, error->message);
}

static void
delete_action (GtkWidget *widget, const char *action_name, GVariant *parameter)
{
  StDeckPage *self = ST_DECK_PAGE (widget);
  g_autoptr (GError) error = NULL;

  if (!st_deck_page_delete_card (self, &error) && error != NULL)
    st_deck_page_toast (self, error->message);
}

/* Each side without a deck gets an empty one, in one step. */
static void
add_decks_action (GtkWidget *widget, const char *action_name, GVariant *parameter)
{
  StDeckPage *self = ST_DECK_PAGE (widget);
  g_autoptr (StScenario) work = st_page_begin_edit (ST_PAGE (self));
  g_autofree char *first = NULL;

  if (work == NULL)
    return;
  for (guint i = 0; i < work->sides->len; i++)
    {
      char *id = st_edit_add_deck (work, ((StSide *) g_ptr_array_index (work->sides, i))->id, NULL);

      if (first == NULL)
        first = id;
      else
        g_free (id);
    }
  if (st_page_commit_step (ST_PAGE (self), work, "decks.add", _ ("Add Decks"), NULL) && first != NULL)
    st_deck_page_select_deck (self, first);
}

gboolean
st_deck_page_side_lacks_deck (StScenario *scenario)
{
  for (guint i = 0; scenario != NULL && i < scenario->sides->len; i++)
    {
      const StSide *side = g_ptr_array_index (scenario->sides, i);
      gboolean      found = FALSE;

      for (guint j = 0; j < scenario->decks->len && !found; j++)
        found = g_strcmp0 (((StDeck *) g_ptr_array_index (scenario->decks, j))->side, side->id) == 0;
      if (!found)
        return TRUE;
    }
  return FALSE;
}

void
st_deck_page_install_edit_actions (GtkWidgetClass *widget_class)
{
  gtk_widget_class_install_action (widget_class, "deck.add-decks", NULL, add_decks_action);
  gtk_widget_class_install_action (widget_class, "deck.add-unit", NULL, add_action);
  gtk_widget_class_install_action (widget_class, "deck.add-hq", NULL, add_action);
  gtk_widget_class_install_action (widget_class, "deck.duplicate", NULL, duplicate_action);
  gtk_widget_class_install_action (widget_class, "deck.delete", NULL, delete_action);
}
