/* SPDX-License-Identifier: GPL-3.0-or-later */
#define G_LOG_DOMAIN "sandtable-engine"

#include "config.h"

#include <glib/gi18n-lib.h>

#include "mo-private.h"

/* Action descriptions and canonical texts, pieces and their labels. */

/* StSquareDirection order. */
const char *const mo_edge_words[4] = { "north", "east", "south", "west" };

static const char *const play_words[MO_N_ACTS] = {
  [MO_ACT_SPY] = "spy",
  [MO_ACT_SUPPLY] = "supply",
  [MO_ACT_FORCED_MARCH] = "forced-march",
  [MO_ACT_BANZAI] = "banzai-charge",
  [MO_ACT_ASSAULT] = "assault",
  [MO_ACT_AMBUSH] = "ambush",
  [MO_ACT_VOLLEY] = "volley",
  [MO_ACT_BOMBARD] = "bombard",
  [MO_ACT_ROCKETS] = "rockets",
  [MO_ACT_GRAND_BATTERY] = "grand-battery",
  [MO_ACT_DEATH_WITH_HONOUR] = "death-with-honour",
  [MO_ACT_GUERRILLA] = "guerrilla",
  [MO_ACT_WITHDRAW] = "withdraw",
  [MO_ACT_WITHDRAW_ROLL] = "withdraw-roll",
  [MO_ACT_DEFEND] = "defend",
  [MO_ACT_DEFEND_LEADER] = "leader-combat",
  [MO_ACT_ATTACK_CARD] = "attack",
  [MO_ACT_COMMITTED] = "committed",
  [MO_ACT_SAPPERS] = "sappers",
  [MO_ACT_SKIRMISH] = "skirmish",
  [MO_ACT_LEADER_COMBAT] = "leader-combat",
  [MO_ACT_LEADER_COMMAND] = "leader-command",
  [MO_ACT_MAHARAJA] = "maharaja",
  [MO_ACT_RESTORE] = "restore",
  [MO_ACT_RALLY] = "rally",
  [MO_ACT_REDOUBT] = "redoubt",
};

static gboolean
is_play (MoActKind kind)
{
  return kind < MO_N_ACTS && play_words[kind] != NULL;
}

/* Plays whose card names its unit: the unit is not written again. */
static gboolean
names_unit (MoActKind kind)
{
  return kind == MO_ACT_FORCED_MARCH || kind == MO_ACT_ROCKETS || kind == MO_ACT_GRAND_BATTERY
         || kind == MO_ACT_DEATH_WITH_HONOUR || kind == MO_ACT_COMMITTED || kind == MO_ACT_RESTORE
         || kind == MO_ACT_RALLY || kind == MO_ACT_REDOUBT;
}

static gboolean
rolls (const MoState *st, MoActKind kind)
{
  switch (kind)
    {
      case MO_ACT_VOLLEY:
      case MO_ACT_BOMBARD:
      case MO_ACT_ROCKETS:
      case MO_ACT_GRAND_BATTERY:
      case MO_ACT_WITHDRAW_ROLL:
      case MO_ACT_RALLY:
      case MO_ACT_DISCARD:
      case MO_ACT_SPY:
      case MO_ACT_ADVANCE:
        return TRUE;
      case MO_ACT_END:
        return st->step == MO_STEP_ATTACK || st->step == MO_STEP_RESTORE || st->step == MO_STEP_REDOUBT;
      default:
        return FALSE;
    }
}

void
mo_describe_action (const StGame *game, const StState *state, StAction action, StActionInfo *info)
{
  const MoState *st = MO_CSTATE (state);
  MoActKind      kind = MO_KIND (action);
  guint          card = MO_CARD (action), unit = MO_UNIT (action);

  info->card = card != MO_NONE ? (int) card : -1;
  info->unit = unit != MO_NONE ? (int) unit : -1;
  info->from = MO_FROM (action);
  info->to = MO_TO (action);
  if (is_play (kind))
    info->kind = "play";
  else
    switch (kind)
      {
        case MO_ACT_END:
          /* Within a phase, going on is "done": no more defence or attack
           * cards, no Spy, no skirmish move. */
          info->kind = st->step == MO_STEP_GUERRILLA ? "pass"
                       : st->step == MO_STEP_DEFEND || st->step == MO_STEP_ATTACK || st->step == MO_STEP_DRAW
                               || st->step == MO_STEP_SKIRMISH
                           ? "done"
                           : "end-phase";
          info->flags |= ST_ACTION_FLAG_PASS;
          break;
        case MO_ACT_PLACE:
          info->kind = "place";
          break;
        case MO_ACT_CHOOSE_CARD:
          info->kind = "choose";
          break;
        case MO_ACT_SECTION:
          info->kind = "place-section";
          info->card = -1; /* the card field holds the section */
          break;
        case MO_ACT_EDGE:
          info->kind = "edge";
          break;
        case MO_ACT_DISCARD:
          info->kind = "discard";
          info->flags |= ST_ACTION_FLAG_CARD_SET;
          if (MO_EXTRA (action) == 0)
            info->flags |= ST_ACTION_FLAG_PASS;
          break;
        case MO_ACT_MOVE:
          info->kind = "move";
          break;
        case MO_ACT_DIG_IN:
          info->kind = "dig-in";
          break;
        case MO_ACT_SUPPORT:
          info->kind = "support";
          break;
        case MO_ACT_HIT:
          info->kind = "hit";
          break;
        case MO_ACT_RETREAT_CHOICE:
        case MO_ACT_RETREAT:
          info->kind = "retreat";
          break;
        case MO_ACT_ADVANCE:
          info->kind = "advance";
          break;
        case MO_ACT_SKIRMISH_MOVE:
          info->kind = "skirmish";
          break;
        default:
          info->kind = "action";
          break;
      }
  if (kind == MO_ACT_SPY)
    info->flags |= ST_ACTION_FLAG_REVEALS;
  if (rolls (st, kind))
    info->flags |= ST_ACTION_FLAG_CHANCE;
}

/* The cards a discard spends: the hand slots of its mask. */
guint
mo_action_cards (const StGame *game, const StState *state, StAction action, GArray *cards)
{
  const MoState *st = MO_CSTATE (state);
  guint          n = 0;

  if (MO_KIND (action) != MO_ACT_DISCARD)
    return 0;
  for (guint i = 0; i < st->n_hand[st->actor]; i++)
    if (MO_EXTRA (action) & (1u << i))
      {
        int card = st->hand[st->actor][i];

        g_array_append_val (cards, card);
        n++;
      }
  return n;
}

static void
append_place (const StGame *game, GString *s, int place)
{
  g_autofree char *id = st_game_place_id (game, place);

  g_string_append (s, id);
}

char *
mo_action_to_text (const StGame *game, const StState *state, StAction action)
{
  const MoState *st = MO_CSTATE (state);
  MoActKind      kind = MO_KIND (action);
  guint          card = MO_CARD (action), unit = MO_UNIT (action);
  int            from = MO_FROM (action), to = MO_TO (action);
  GString       *s = g_string_new (NULL);

  if (is_play (kind))
    {
      g_string_append_printf (s, "play %s %s", game->cards[card]->id,
                              kind == MO_ACT_ATTACK_CARD && MO_EXTRA (action) ? "committed-attack"
                                                                              : play_words[kind]);
      if (names_unit (kind) && unit != MO_NONE)
        g_string_append_printf (s, " %s", game->unit_ids[unit]);
      if (to >= 0 && kind != MO_ACT_RESTORE && kind != MO_ACT_RALLY && kind != MO_ACT_REDOUBT)
        {
          g_string_append_c (s, ' ');
          append_place (game, s, to);
        }
      return g_string_free (s, FALSE);
    }
  switch (kind)
    {
      case MO_ACT_END:
        g_string_append (s, st->step == MO_STEP_GUERRILLA ? "pass" : "end-phase");
        break;
      case MO_ACT_PLACE:
        g_string_append_printf (s, "place %s ", game->unit_ids[unit]);
        append_place (game, s, to);
        break;
      case MO_ACT_DISCARD:
        g_string_append (s, "discard");
        if (MO_EXTRA (action) == 0)
          g_string_append (s, " none");
        for (guint i = 0; i < st->n_hand[st->actor]; i++)
          if (MO_EXTRA (action) & (1u << i))
            g_string_append_printf (s, " %s", game->cards[st->hand[st->actor][i]]->id);
        break;
      case MO_ACT_DIG_IN:
        g_string_append (s, "dig-in");
        break;
      case MO_ACT_CHOOSE_CARD:
        g_string_append_printf (s, "choose %s", game->cards[card]->id);
        break;
      case MO_ACT_SECTION:
        g_string_append_printf (s, "section %s ", MO_DEF (game)->section_ids[card]);
        append_place (game, s, to);
        g_string_append_printf (s, " %u", 90 * MO_EXTRA (action));
        break;
      case MO_ACT_EDGE:
        g_string_append_printf (s, "edge %s", mo_edge_words[MO_EXTRA (action) % 4]);
        break;
      case MO_ACT_SUPPORT:
        g_string_append_printf (s, "support %s", game->unit_ids[unit]);
        break;
      case MO_ACT_HIT:
        g_string_append (s, "hit");
        break;
      case MO_ACT_RETREAT_CHOICE:
        g_string_append (s, "retreat");
        break;
      case MO_ACT_MOVE:
      case MO_ACT_RETREAT:
      case MO_ACT_ADVANCE:
      case MO_ACT_SKIRMISH_MOVE:
        g_string_append_printf (s, "%s %s ",
                                kind == MO_ACT_MOVE      ? "move"
                                : kind == MO_ACT_RETREAT ? "retreat"
                                : kind == MO_ACT_ADVANCE ? "advance"
                                                         : "skirmish",
                                game->unit_ids[unit]);
        append_place (game, s, from);
        g_string_append_c (s, '-');
        append_place (game, s, to);
        break;
      default:
        g_string_append (s, "unknown");
        break;
    }
  return g_string_free (s, FALSE);
}

void
mo_piece_view (const StGame *game, const StState *state, int viewer, guint unit, StPieceView *view)
{
  const MoState *st = MO_CSTATE (state);
  const StUnit  *su = g_ptr_array_index (game->scenario->units, unit);

  view->player = game->unit_player[unit];
  view->place = st->cell[unit];
  view->type = -1;
  for (guint i = 0; i < game->scenario->unit_types->len; i++)
    if (g_strcmp0 (((const StUnitType *) g_ptr_array_index (game->scenario->unit_types, i))->id, su->type)
        == 0)
      view->type = (int) i;
  view->reduced = (st->reduced & MO_BIT (unit)) != 0;
  view->eliminated = (st->eliminated & MO_BIT (unit)) != 0;
  view->hidden = FALSE;
}

char *
mo_unit_label (const StGame *game, const StState *state, int viewer, guint unit, const char *lang)
{
  const StUnit *su = g_ptr_array_index (game->scenario->units, unit);
  const char *name = su->name != NULL && !st_text_is_empty (su->name) ? st_text_get (su->name, lang) : su->id;

  /* Nothing of a unit is hidden in Manoeuvre; its side shows which face is up. */
  if (MO_CSTATE (state)->reduced & MO_BIT (unit))
    /* TRANSLATORS: a unit at reduced strength */
    return g_strdup_printf (_ ("%s (reduced)"), name);
  return g_strdup (name);
}

static const struct
{
  const char *id;
  const char *label;
} hq_labels[] = {
  { "ambush", N_ ("Ambush") },
  { "banzai-charge", N_ ("Banzai Charge") },
  { "committed-attack", N_ ("Committed Attack") },
  { "death-with-honour", N_ ("Death With Honour") },
  { "forced-march", N_ ("Forced March") },
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

/* A card's name: its own, else its unit's name ("Hussars card"), else its HQ
 * type. */
char *
mo_card_label (const StGame *game, guint card, const char *lang)
{
  const StCard *c = game->cards[card];

  if (c->name != NULL && !st_text_is_empty (c->name))
    return g_strdup (st_text_get (c->name, lang));
  if (c->kind == ST_CARD_UNIT)
    {
      const StUnit *u = st_scenario_find_unit (game->scenario, c->unit);
      const char   *name = u != NULL && u->name != NULL ? st_text_get (u->name, lang) : c->unit;

      /* TRANSLATORS: a unit card, by its unit's name */
      return g_strdup_printf (_ ("%s card"), name);
    }
  for (guint i = 0; i < G_N_ELEMENTS (hq_labels); i++)
    if (g_strcmp0 (c->hq, hq_labels[i].id) == 0)
      return g_strdup (_ (hq_labels[i].label));
  return g_strdup (c->hq);
}

/* A card's name with the values that tell it from the other cards of its name
 * ("Hussars card (attack 1d8, pursuit 1-2)"), for lists of a hand's cards. */
char *
mo_card_label_detail (const StGame *game, guint card, const char *lang)
{
  static const struct
  {
    const char *attr;
    const char *label;
  } values[] = {
    /* TRANSLATORS: card values in a card's label: "Hussars card (attack 1d8, pursuit 1-2)" */
    { "attack", N_ ("attack") },     { "defense", N_ ("defence") }, { "volley", N_ ("volley") },
    { "bombard", N_ ("bombard") },   { "range", N_ ("range") },     { "pursuit", N_ ("pursuit") },
    { "withdraw", N_ ("withdraw") },
  };
  const StCard    *c = game->cards[card];
  g_autofree char *name = mo_card_label (game, card, lang);
  GString         *detail;

  if (c->kind != ST_CARD_UNIT)
    return g_steal_pointer (&name);
  detail = g_string_new (NULL);
  for (guint i = 0; i < G_N_ELEMENTS (values); i++)
    {
      const char *value = st_attrs_get (c->attrs, values[i].attr);

      if (value == NULL || value[0] == '\0')
        continue;
      if (detail->len > 0)
        g_string_append (detail, ", ");
      /* TRANSLATORS: a card value's name and value: "attack 1d8" */
      g_string_append_printf (detail, _ ("%s %s"), _ (values[i].label), value);
    }
  if (detail->len == 0)
    {
      g_string_free (detail, TRUE);
      return g_steal_pointer (&name);
    }
  {
    g_autofree char *list = g_string_free (detail, FALSE);

    /* TRANSLATORS: a card's name and its values */
    return g_strdup_printf (_ ("%s (%s)"), name, list);
  }
}
