/* SPDX-License-Identifier: GPL-3.0-or-later */
#define G_LOG_DOMAIN "sandtable-edit"

#include "config.h"

#include <glib/gi18n-lib.h>

#include "st-deck-check.h"
#include "st-edit-deck.h"
#include "st-edit-tables-private.h"
#include "st-edit.h"
#include "st-family.h"
#include "st-scenario-parts.h"
#include "st-value-check.h"

static StDeck *
find_deck (StScenario *scenario, const char *deck_id, GError **error)
{
  StDeck *deck = st_scenario_find_deck (scenario, deck_id);

  if (deck == NULL)
    g_set_error (error, ST_EDIT_ERROR, ST_EDIT_ERROR_NOT_FOUND, _ ("There is no deck “%s”."), deck_id);
  return deck;
}

static int
card_index (const StDeck *deck, const char *card_id)
{
  for (guint i = 0; i < deck->cards->len; i++)
    if (g_strcmp0 (((StCard *) g_ptr_array_index (deck->cards, i))->id, card_id) == 0)
      return (int) i;
  return -1;
}

static StCard *
find_card (StScenario *scenario, const char *deck_id, const char *card_id, StDeck **deck_out, GError **error)
{
  StDeck *deck = find_deck (scenario, deck_id, error);
  int     index;

  if (deck == NULL)
    return NULL;
  index = card_index (deck, card_id);
  if (index < 0)
    {
      g_set_error (error, ST_EDIT_ERROR, ST_EDIT_ERROR_NOT_FOUND, _ ("There is no card “%s”."), card_id);
      return NULL;
    }
  if (deck_out != NULL)
    *deck_out = deck;
  return g_ptr_array_index (deck->cards, index);
}

/* Card ids are unique in their deck. */
static char *
fresh_card_id (const StDeck *deck, const char *prefix)
{
  g_autoptr (GHashTable) used = g_hash_table_new (g_str_hash, g_str_equal);

  for (guint i = 0; i < deck->cards->len; i++)
    g_hash_table_add (used, ((StCard *) g_ptr_array_index (deck->cards, i))->id);
  return st_edit_unique_id (prefix, used);
}

static gboolean
check_target (StCardKind kind, const char *unit_or_hq, GError **error)
{
  if (kind == ST_CARD_HQ && !st_card_is_hq_type (unit_or_hq))
    {
      g_set_error (error, ST_EDIT_ERROR, ST_EDIT_ERROR_INVALID, _ ("“%s” is not a type of HQ card."),
                   unit_or_hq ? unit_or_hq : "");
      return FALSE;
    }
  if (kind == ST_CARD_UNIT && (unit_or_hq == NULL || *unit_or_hq == '\0'))
    {
      g_set_error_literal (error, ST_EDIT_ERROR, ST_EDIT_ERROR_INVALID, _ ("A unit card needs a unit."));
      return FALSE;
    }
  return TRUE;
}

gboolean
st_edit_rename_deck (
    StScenario *scenario, const char *deck_id, const char *lang, const char *name, GError **error)
{
  StDeck *deck;

  g_return_val_if_fail (scenario != NULL, FALSE);

  if ((deck = find_deck (scenario, deck_id, error)) == NULL)
    return FALSE;
  return st_edit_rename_text (&deck->name, scenario->lang, lang, name, NULL, error);
}

char *
st_edit_add_deck (StScenario *scenario, const char *side_id, GError **error)
{
  const StSide    *side;
  const char      *side_name;
  g_autofree char *id = NULL;
  g_autofree char *name = NULL;
  StDeck          *deck;

  g_return_val_if_fail (scenario != NULL, NULL);

  if (!st_family_has_decks (scenario->family))
    {
      g_set_error (error, ST_EDIT_ERROR, ST_EDIT_ERROR_INVALID, _ ("This game has no card decks"));
      return NULL;
    }
  side = st_scenario_find_side (scenario, side_id);
  if (side == NULL)
    {
      g_set_error (error, ST_EDIT_ERROR, ST_EDIT_ERROR_NOT_FOUND, _ ("There is no side “%s”"), side_id);
      return NULL;
    }
  for (guint i = 0; i < scenario->decks->len; i++)
    if (g_strcmp0 (((StDeck *) g_ptr_array_index (scenario->decks, i))->side, side->id) == 0)
      {
        g_set_error (error, ST_EDIT_ERROR, ST_EDIT_ERROR_IN_USE, _ ("That side has a deck already"));
        return NULL;
      }

  id = g_strdup_printf ("%s-deck", side->id);
  while (st_scenario_find_deck (scenario, id) != NULL)
    {
      char *longer = g_strconcat (id, "-2", NULL);

      g_free (id);
      id = longer;
    }
  side_name = side->name != NULL ? st_text_get (side->name, scenario->lang) : NULL;
  /* Translators: the name of a new deck, e.g. "Aurelia action deck". */
  name = g_strdup_printf (_ ("%s action deck"), side_name != NULL ? side_name : side->id);
  deck = st_deck_new (id, side->id);
  deck->name = st_text_new ();
  st_text_set (deck->name, scenario->lang, name);
  g_ptr_array_add (scenario->decks, deck);
  return g_steal_pointer (&id);
}

char *
st_edit_add_card (StScenario *scenario,
                  const char *deck_id,
                  StCardKind  kind,
                  const char *unit_or_hq,
                  const char *after,
                  GError    **error)
{
  StDeck          *deck = find_deck (scenario, deck_id, error);
  g_autofree char *prefix = NULL;
  g_autofree char *id = NULL;
  StCard          *card;
  int              index;

  if (deck == NULL || !check_target (kind, unit_or_hq, error))
    return NULL;
  index = after != NULL ? card_index (deck, after) : -1;
  prefix = g_strdup_printf ("%s-card", unit_or_hq);
  id = fresh_card_id (deck, prefix);
  card = st_card_new (id, kind);
  if (kind == ST_CARD_UNIT)
    card->unit = g_strdup (unit_or_hq);
  else
    card->hq = g_strdup (unit_or_hq);
  card->copies = 1;
  g_ptr_array_insert (deck->cards, index < 0 ? -1 : index + 1, card);
  return g_strdup (card->id);
}

char *
st_edit_duplicate_card (StScenario *scenario, const char *deck_id, const char *card_id, GError **error)
{
  StDeck *deck = NULL;
  StCard *card = find_card (scenario, deck_id, card_id, &deck, error);
  StCard *copy;

  if (card == NULL)
    return NULL;
  copy = st_card_copy (card);
  g_free (copy->id);
  copy->id = fresh_card_id (deck, card->id);
  g_ptr_array_insert (deck->cards, card_index (deck, card_id) + 1, copy);
  return g_strdup (copy->id);
}

gboolean
st_edit_delete_card (StScenario *scenario, const char *deck_id, const char *card_id, GError **error)
{
  StDeck *deck = NULL;

  if (find_card (scenario, deck_id, card_id, &deck, error) == NULL)
    return FALSE;
  g_ptr_array_remove_index (deck->cards, card_index (deck, card_id));
  return TRUE;
}

gboolean
st_edit_move_card (
    StScenario *scenario, const char *deck_id, const char *card_id, guint index, GError **error)
{
  StDeck *deck = NULL;
  StCard *card = find_card (scenario, deck_id, card_id, &deck, error);
  int     from;

  if (card == NULL)
    return FALSE;
  from = card_index (deck, card_id);
  index = MIN (index, deck->cards->len - 1);
  if ((guint) from == index)
    return FALSE;
  g_ptr_array_steal_index (deck->cards, from);
  g_ptr_array_insert (deck->cards, index, card);
  return TRUE;
}

static const StAttrSpec *
find_spec (const char *attr)
{
  guint             n_specs;
  const StAttrSpec *specs = st_card_attrs (&n_specs);

  for (guint i = 0; i < n_specs; i++)
    if (g_strcmp0 (specs[i].name, attr) == 0)
      return &specs[i];
  return NULL;
}

/* Whether a card of this kind (and HQ type) can carry attr. */
static gboolean
attr_fits (const StAttrSpec *spec, StCardKind kind, const char *hq)
{
  if (spec->only_for == NULL)
    return kind == ST_CARD_UNIT || g_strcmp0 (hq, "leader") == 0;
  if (g_str_equal (spec->only_for, "unit"))
    return kind == ST_CARD_UNIT;
  return kind == ST_CARD_HQ && g_strcmp0 (hq, spec->only_for) == 0;
}

gboolean
st_edit_set_card_kind (StScenario *scenario,
                       const char *deck_id,
                       const char *card_id,
                       StCardKind  kind,
                       const char *unit_or_hq,
                       GError    **error)
{
  StCard *card = find_card (scenario, deck_id, card_id, NULL, error);

  if (card == NULL || !check_target (kind, unit_or_hq, error))
    return FALSE;
  if (card->kind == kind && g_strcmp0 (kind == ST_CARD_UNIT ? card->unit : card->hq, unit_or_hq) == 0)
    return FALSE;

  card->kind = kind;
  g_clear_pointer (&card->unit, g_free);
  g_clear_pointer (&card->hq, g_free);
  if (kind == ST_CARD_UNIT)
    card->unit = g_strdup (unit_or_hq);
  else
    card->hq = g_strdup (unit_or_hq);

  for (guint i = card->attrs->len; i > 0; i--)
    {
      const StAttr     *attr = g_ptr_array_index (card->attrs, i - 1);
      const StAttrSpec *spec = find_spec (attr->name);

      if (spec == NULL || !attr_fits (spec, card->kind, card->hq))
        g_ptr_array_remove_index (card->attrs, i - 1);
    }
  return TRUE;
}

gboolean
st_edit_set_card_copies (
    StScenario *scenario, const char *deck_id, const char *card_id, int copies, GError **error)
{
  StCard *card = find_card (scenario, deck_id, card_id, NULL, error);

  if (card == NULL)
    return FALSE;
  if (copies < 1 || copies > 99)
    {
      g_set_error_literal (error, ST_EDIT_ERROR, ST_EDIT_ERROR_INVALID,
                           _ ("A card has from 1 to 99 copies."));
      return FALSE;
    }
  if (card->copies == copies)
    return FALSE;
  card->copies = copies;
  return TRUE;
}

gboolean
st_edit_check_card_value (const char *attr, const char *value, GError **error)
{
  const StAttrSpec *spec = find_spec (attr);
  g_autofree char  *message = NULL;

  if (!st_edit_check_text (value, error))
    return FALSE;
  if (spec == NULL)
    {
      g_set_error (error, ST_EDIT_ERROR, ST_EDIT_ERROR_INVALID, _ ("Cards have no value “%s”."), attr);
      return FALSE;
    }
  if (value == NULL || *value == '\0')
    return TRUE;
  if (!st_attr_spec_check (spec, value, &message))
    {
      g_set_error (error, ST_EDIT_ERROR, ST_EDIT_ERROR_INVALID, "%s", message);
      return FALSE;
    }
  return TRUE;
}

typedef struct
{
  const char *attr;
  char       *message; /* the first problem of attr, or NULL */
} RefusedValue;

static void
refused_value_cb (G_GNUC_UNUSED const StCard *card, const char *attr, const char *message, gpointer user_data)
{
  RefusedValue *refusal = user_data;

  if (refusal->message == NULL && g_strcmp0 (attr, refusal->attr) == 0)
    refusal->message = g_strdup (message);
}

gboolean
st_edit_set_card_value (StScenario *scenario,
                        const char *deck_id,
                        const char *card_id,
                        const char *attr,
                        const char *value,
                        GError    **error)
{
  StDeck           *deck = NULL;
  StCard           *card = find_card (scenario, deck_id, card_id, &deck, error);
  const StAttrSpec *spec;
  g_autofree char  *previous = NULL;
  RefusedValue      refusal = { attr, NULL };

  if (card == NULL || !st_edit_check_card_value (attr, value, error))
    return FALSE;
  spec = find_spec (attr);
  if (value == NULL || *value == '\0' || (spec->type == ST_VALUE_BOOL && g_str_equal (value, "false")))
    return st_attrs_remove (card->attrs, attr);
  if (g_strcmp0 (st_attrs_get (card->attrs, attr), value) == 0)
    return FALSE;
  previous = g_strdup (st_attrs_get (card->attrs, attr));
  st_attrs_set (card->attrs, attr, value);
  /* What the loader checks against the rest of the scenario (the units a
   * value names, the cards a value belongs on) is checked here too, so that
   * what the document holds always saves and loads back. */
  st_deck_check_card (scenario, deck, card, refused_value_cb, &refusal);
  g_autofree char *refused = refusal.message;
  if (refused != NULL)
    {
      if (previous != NULL)
        st_attrs_set (card->attrs, attr, previous);
      else
        st_attrs_remove (card->attrs, attr);
      g_set_error (error, ST_EDIT_ERROR, ST_EDIT_ERROR_INVALID, "%s", refused);
      return FALSE;
    }
  return TRUE;
}

gboolean
st_edit_set_card_text (StScenario *scenario,
                       const char *deck_id,
                       const char *card_id,
                       const char *field,
                       const char *lang,
                       const char *value,
                       GError    **error)
{
  StCard     *card = find_card (scenario, deck_id, card_id, NULL, error);
  StText    **text;
  const char *source;

  if (card == NULL)
    return FALSE;
  if (g_strcmp0 (field, "name") == 0)
    text = &card->name;
  else if (g_strcmp0 (field, "text") == 0)
    text = &card->text;
  else
    {
      g_set_error (error, ST_EDIT_ERROR, ST_EDIT_ERROR_INVALID, _ ("Cards have no text “%s”."), field);
      return FALSE;
    }
  if (!st_edit_check_text (value, error))
    return FALSE;

  source = *text ? st_text_get_source_lang (*text) : NULL;
  if (lang == NULL)
    lang = source ? source : scenario->lang;
  if (g_strcmp0 (*text ? st_text_get_exact (*text, lang) : NULL, value && *value ? value : NULL) == 0)
    return FALSE;
  if (value == NULL || *value == '\0')
    {
      /* Without its source a text has nothing to translate: it goes whole. */
      if (g_strcmp0 (lang, source) == 0)
        g_clear_pointer (text, st_text_free);
      else
        st_text_remove (*text, lang);
      return TRUE;
    }
  if (source == NULL && !g_str_equal (lang, scenario->lang))
    {
      g_set_error_literal (error, ST_EDIT_ERROR, ST_EDIT_ERROR_INVALID,
                           _ ("The text has no source to translate yet"));
      return FALSE;
    }
  if (*text == NULL)
    *text = st_text_new ();
  st_text_set (*text, lang, value);
  /* Writing a translation is reviewing it against the current source. */
  if (source != NULL && !g_str_equal (lang, source))
    st_text_review (*text, lang);
  return TRUE;
}
