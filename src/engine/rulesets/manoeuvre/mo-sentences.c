/* SPDX-License-Identifier: GPL-3.0-or-later */
#define G_LOG_DOMAIN "sandtable-engine"

#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "mo-private.h"

/* Sentences for people, prompts, resolution and status rows. A sentence names a
 * card only when the viewer saw it: cards played face up, the top of a discard
 * pile, and the viewer's own cards. */

static char *
side_name (const StGame *game, int player, const char *lang)
{
  const StSide *side = st_scenario_find_side (game->scenario, game->sides[player]);

  if (side != NULL && side->name != NULL && !st_text_is_empty (side->name))
    return g_strdup (st_text_get (side->name, lang));
  return g_strdup (game->sides[player]);
}

static char *
place_label (const StGame *game, int place, const char *lang)
{
  return place >= 0 ? st_game_place_label (game, place, lang) : g_strdup ("");
}

static char *
play_detail (const StGame *game, const StState *state, StAction action, const char *lang)
{
  MoActKind        kind = MO_KIND (action);
  guint            unit = MO_UNIT (action);
  g_autofree char *to = place_label (game, MO_TO (action), lang);
  g_autofree char *u =
      unit != MO_NONE ? mo_unit_label (game, state, ST_VIEWER_ALL, unit, lang) : g_strdup ("");
  int target = MO_TO (action) >= 0 ? mo_unit_at (MO_DEF (game), MO_CSTATE (state), MO_TO (action)) : -1;
  g_autofree char *t =
      target >= 0 ? mo_unit_label (game, state, ST_VIEWER_ALL, (guint) target, lang) : g_strdup ("");

  switch (kind)
    {
      case MO_ACT_SPY:
        return g_strdup (_ ("to look at the opponent's hand"));
      case MO_ACT_SUPPLY:
        return g_strdup (_ ("to move another unit"));
      case MO_ACT_FORCED_MARCH:
        return g_strdup_printf (_ ("to march %s on to %s"), u, to);
      case MO_ACT_BANZAI:
        return g_strdup (_ ("for a Banzai Charge"));
      case MO_ACT_ASSAULT:
        return g_strdup_printf (_ ("to assault %s at %s"), t, to);
      case MO_ACT_AMBUSH:
        return g_strdup_printf (_ ("to ambush %s at %s"), t, to);
      case MO_ACT_VOLLEY:
        return g_strdup_printf (_ ("to fire a volley at %s at %s"), t, to);
      case MO_ACT_BOMBARD:
        return g_strdup_printf (_ ("to bombard %s at %s"), t, to);
      case MO_ACT_ROCKETS:
        return g_strdup_printf (_ ("to fire rockets from %s at %s at %s"), u, t, to);
      case MO_ACT_GRAND_BATTERY:
        return g_strdup_printf (_ ("for a Grand Battery from %s at %s at %s"), u, t, to);
      case MO_ACT_DEATH_WITH_HONOUR:
        return g_strdup_printf (_ ("and %s dies with honour"), u);
      case MO_ACT_GUERRILLA:
        return g_strdup (_ ("to negate the card"));
      case MO_ACT_WITHDRAW:
        return g_strdup_printf (_ ("and %s withdraws"), u);
      case MO_ACT_WITHDRAW_ROLL:
        return g_strdup_printf (_ ("to try to withdraw %s"), u);
      case MO_ACT_DEFEND:
      case MO_ACT_DEFEND_LEADER:
        return g_strdup_printf (_ ("to defend %s"), u);
      case MO_ACT_ATTACK_CARD:
        return MO_EXTRA (action) ? g_strdup_printf (_ ("for %s, and commits the attack"), u)
                                 : g_strdup_printf (_ ("for %s"), u);
      case MO_ACT_COMMITTED:
        return g_strdup_printf (_ ("and %s will take a hit"), u);
      case MO_ACT_SAPPERS:
        return g_strdup (_ ("against the redoubt"));
      case MO_ACT_SKIRMISH:
        return g_strdup (_ ("and calls the assault off"));
      case MO_ACT_LEADER_COMBAT:
        return g_strdup (_ ("for its combat value"));
      case MO_ACT_LEADER_COMMAND:
        return g_strdup (_ ("to command supporting units"));
      case MO_ACT_MAHARAJA:
        return g_strdup (_ ("with the leader"));
      case MO_ACT_RESTORE:
        return g_strdup_printf (_ ("to restore %s"), u);
      case MO_ACT_RALLY:
        return g_strdup_printf (_ ("to rally %s"), u);
      case MO_ACT_REDOUBT:
        return g_strdup_printf (_ ("to build a redoubt under %s"), u);
      default:
        return g_strdup ("");
    }
}

static const char *
outcome_text (MoOutcome outcome)
{
  switch (outcome)
    {
      case MO_OUT_ATTACKER_HIT:
        return _ ("Less than the defence: every attacking unit takes a hit");
      case MO_OUT_NO_EFFECT:
        return _ ("Equal to the defence: no effect");
      case MO_OUT_DEFENDER_CHOOSES:
        return _ ("Greater than the defence: the defender chooses a hit or a retreat");
      case MO_OUT_ATTACKER_CHOOSES:
        return _ ("Twice the defence: the attacker chooses a hit or a retreat");
      case MO_OUT_HIT_AND_RETREAT:
        return _ ("Three times the defence: a hit and a retreat");
      case MO_OUT_ELIMINATED:
        return _ ("Four times the defence: the defending unit is eliminated");
      case MO_OUT_FIRE_HIT:
        return _ ("The defending unit takes a hit");
      case MO_OUT_RETREAT:
        return _ ("The target must retreat");
      case MO_OUT_FIRE_MISS:
        return _ ("Not more than the defence: a miss, no effect");
      case MO_OUT_ROCKET_MISS:
        return _ ("A miss, no effect");
      case MO_OUT_ROCKET_HIT:
        return _ ("The target takes a loss and must retreat");
      case MO_OUT_ROCKET_ELIMINATED:
        return _ ("The target takes a loss and is eliminated");
      case MO_OUT_NONE:
      default:
        return _ ("No effect");
    }
}

/* One pursuit roll: "4: hit", or with a leader's Pursuit value "5 − 1 = 4: hit". */
static char *
pursuit_roll (const MoResolution *r, guint i)
{
  int         roll = r->pursuit[i] & 0x7f;
  const char *result = (r->pursuit[i] & 0x80) ? _ ("hit") : _ ("miss");

  if (r->pursuit_mod == 0)
    /* TRANSLATORS: a pursuit die and whether it hit */
    return g_strdup_printf (_ ("%d: %s"), roll, result);
  /* TRANSLATORS: a pursuit die, the leader's pursuit value subtracted, the result (never below 1) */
  return g_strdup_printf (_ ("%d − %d = %d: %s"), roll, r->pursuit_mod, MAX (roll - r->pursuit_mod, 1),
                          result);
}

/* What the pursuit did to the pursued unit, as the state after it has it. */
static char *
pursuit_outcome (const StGame *game, const StState *after, const char *lang)
{
  const MoResolution *r = &MO_CSTATE (after)->res;
  guint               hits = 0;
  g_autofree char    *unit = mo_unit_label (game, after, ST_VIEWER_ALL, r->pursued, lang);

  for (guint i = 0; i < r->n_pursuit; i++)
    hits += (r->pursuit[i] & 0x80) != 0;
  if (hits == 0)
    return g_strdup (_ ("no hit"));
  if (MO_CSTATE (after)->cell[r->pursued] < 0)
    return g_strdup_printf (
        g_dngettext (GETTEXT_PACKAGE, "%u hit: %s is eliminated", "%u hits: %s is eliminated", hits), hits,
        unit);
  return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u hit on %s", "%u hits on %s", hits), hits, unit);
}

/* What the action came to, when it resolved something: "9 against 8: ...". */
static char *
result_clause (const StGame *game, const StState *state, const StState *after, const char *lang)
{
  const MoResolution *r;

  if (after == NULL || memcmp (&MO_CSTATE (state)->res, &MO_CSTATE (after)->res, sizeof (MoResolution)) == 0)
    return NULL;
  r = &MO_CSTATE (after)->res;
  switch ((MoActKind) r->kind)
    {
      case MO_ACT_ADVANCE:
        {
          GString         *rolls = g_string_new (NULL);
          g_autofree char *outcome = pursuit_outcome (game, after, lang);
          g_autofree char *list = NULL;

          for (guint i = 0; i < r->n_pursuit; i++)
            {
              g_autofree char *roll = pursuit_roll (r, i);

              g_string_append_printf (rolls, "%s%s", i > 0 ? ", " : "", roll);
            }
          list = g_string_free (rolls, FALSE);
          /* TRANSLATORS: the pursuit dice ("2: hit, 5: miss"), then what they did */
          return g_strdup_printf (_ ("pursuit dice %s; %s"), list, outcome);
        }
      case MO_ACT_ASSAULT:
      case MO_ACT_AMBUSH:
      case MO_ACT_VOLLEY:
      case MO_ACT_BOMBARD:
      case MO_ACT_GRAND_BATTERY:
        /* TRANSLATORS: attack total, defence total, the outcome table's line */
        return g_strdup_printf (_ ("%d against %d: %s"), r->attack_total, r->defense_total,
                                outcome_text ((MoOutcome) r->outcome));
      case MO_ACT_ROCKETS:
        return g_strdup_printf (_ ("rolled %d: %s"), r->die, outcome_text ((MoOutcome) r->outcome));
      case MO_ACT_RALLY:
        return g_strdup_printf (_ ("rolled %d: %s"), r->die,
                                r->success ? _ ("Restored") : _ ("Not restored"));
      case MO_ACT_WITHDRAW_ROLL:
        return g_strdup_printf (_ ("rolled %d: %s"), r->die,
                                r->success ? _ ("Withdrawn") : _ ("Stays and defends"));
      default:
        return NULL;
    }
}

static char *
sentence (const StGame  *game,
          const StState *state,
          StAction       action,
          const StState *after,
          int            viewer,
          const char    *lang)
{
  const MoState   *st = MO_CSTATE (state);
  MoActKind        kind = MO_KIND (action);
  int              actor = st->actor;
  g_autofree char *who = side_name (game, actor, lang);
  guint            unit = MO_UNIT (action);
  g_autofree char *u = unit != MO_NONE ? mo_unit_label (game, state, viewer, unit, lang) : NULL;
  g_autofree char *from = place_label (game, MO_FROM (action), lang);
  g_autofree char *to = place_label (game, MO_TO (action), lang);

  switch (kind)
    {
      case MO_ACT_END:
        if (st->step == MO_STEP_GUERRILLA)
          return g_strdup_printf (_ ("%s lets the card stand"), who);
        if (st->step == MO_STEP_DEFEND)
          return g_strdup_printf (_ ("%s plays no more cards in defence"), who);
        if (st->step == MO_STEP_ATTACK)
          return g_strdup_printf (_ ("%s plays no more attack cards: the combat is resolved"), who);
        if (st->step == MO_STEP_DRAW)
          return g_strdup_printf (_ ("%s keeps the Spy and goes on to movement"), who);
        if (st->step == MO_STEP_SKIRMISH)
          return g_strdup_printf (_ ("%s's skirmishing unit stays where it is"), who);
        /* A whole sentence for each phase, as maneuver-hex words it. */
        switch (mo_phase_of_step ((MoStep) st->step))
          {
            case MO_PHASE_DISCARD:
              return g_strdup_printf (_ ("%s ends the discard phase"), who);
            case MO_PHASE_DRAW:
              return g_strdup_printf (_ ("%s ends the draw phase"), who);
            case MO_PHASE_MOVEMENT:
              return g_strdup_printf (_ ("%s ends the movement phase"), who);
            case MO_PHASE_COMBAT:
              return g_strdup_printf (_ ("%s ends the combat phase"), who);
            case MO_PHASE_RESTORATION:
              return g_strdup_printf (_ ("%s ends the restoration phase"), who);
            default:
              return g_strdup_printf (_ ("%s ends the phase"), who);
          }
      case MO_ACT_PLACE:
        return g_strdup_printf (_ ("%s sets up %s at %s"), who, u, to);
      case MO_ACT_SECTION:
        {
          const StSection *section =
              st_board_find_section (game->scenario->board, MO_DEF (game)->section_ids[MO_CARD (action)]);
          const char *name = section->name != NULL && !st_text_is_empty (section->name)
                                 ? st_text_get (section->name, lang)
                                 : section->id;

          /* TRANSLATORS: set-up: a map section placed on the battlefield, turned 0, 90, 180 or 270 degrees
           * clockwise */
          return g_strdup_printf (_ ("%s places the map section %s at %s, turned %u°"), who, name, to,
                                  90 * MO_EXTRA (action));
        }
      case MO_ACT_EDGE:
        {
          static const char *const edges[4] = { N_ ("the top edge"), N_ ("the right edge"),
                                                N_ ("the bottom edge"), N_ ("the left edge") };
          g_autofree char         *other = side_name (game, 1 - actor, lang);

          /* TRANSLATORS: set-up: "Borovia takes the bottom edge; Aurelia has the opposite one" */
          return g_strdup_printf (_ ("%s takes %s as starting edge; %s has the opposite one"), who,
                                  _ (edges[MO_EXTRA (action) % 4]), other);
        }
      case MO_ACT_DISCARD:
        {
          guint    mask = MO_EXTRA (action), n = (guint) __builtin_popcount (mask), top = MO_NONE;
          GString *names = g_string_new (NULL);

          if (n == 0)
            {
              g_string_free (names, TRUE);
              return g_strdup_printf (_ ("%s discards nothing"), who);
            }
          for (guint i = 0; i < st->n_hand[actor]; i++)
            if (mask & (1u << i))
              {
                g_autofree char *name = mo_card_label_detail (game, st->hand[actor][i], lang);
                top = st->hand[actor][i];
                if (viewer == actor || viewer == ST_VIEWER_ALL)
                  g_string_append_printf (names, "%s%s", names->len > 0 ? ", " : "", name);
              }
          if (names->len > 0)
            {
              g_autofree char *list = g_string_free (names, FALSE);
              return g_strdup_printf (_ ("%s discards %s"), who, list);
            }
          g_string_free (names, TRUE);
          {
            g_autofree char *name = mo_card_label_detail (game, top, lang);
            return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%s discards %u card; %s shows on top",
                                                 "%s discards %u cards; %s shows on top", n),
                                    who, n, name);
          }
        }
      case MO_ACT_CHOOSE_CARD:
        if (viewer == actor || viewer == ST_VIEWER_ALL)
          {
            g_autofree char *card = mo_card_label_detail (game, MO_CARD (action), lang);
            return g_strdup_printf (_ ("%s chooses %s as a starting card"), who, card);
          }
        return g_strdup_printf (_ ("%s chooses a starting card"), who);
      case MO_ACT_MOVE:
        return g_strdup_printf (_ ("%s moves %s from %s to %s"), who, u, from, to);
      case MO_ACT_DIG_IN:
        return g_strdup_printf (_ ("%s digs in and discards the whole hand"), who);
      case MO_ACT_SUPPORT:
        return g_strdup_printf (_ ("%s brings %s in to support the attack"), who, u);
      case MO_ACT_HIT:
        return g_strdup_printf (_ ("%s chooses a hit on %s"), who, u);
      case MO_ACT_RETREAT_CHOICE:
        return g_strdup_printf (_ ("%s chooses a retreat for %s"), who, u);
      case MO_ACT_RETREAT:
        return g_strdup_printf (_ ("%s retreats %s from %s to %s"), who, u, from, to);
      case MO_ACT_ADVANCE:
        return g_strdup_printf (_ ("%s advances %s from %s to %s"), who, u, from, to);
      case MO_ACT_SKIRMISH_MOVE:
        return g_strdup_printf (_ ("%s moves %s from %s to %s after the skirmish"), who, u, from, to);
      default:
        {
          g_autofree char *card = mo_card_label (game, MO_CARD (action), lang);
          g_autofree char *detail = play_detail (game, state, action, lang);

          /* TRANSLATORS: "Aurelia plays Hussars card to assault Old Guard at C4" */
          return g_strdup_printf (_ ("%s plays %s %s"), who, card, detail);
        }
    }
}

char *
mo_action_sentence (const StGame  *game,
                    const StState *state,
                    StAction       action,
                    const StState *after,
                    int            viewer,
                    const char    *lang)
{
  g_autofree char *text = sentence (game, state, action, after, viewer, lang);
  g_autofree char *result = result_clause (game, state, after, lang);

  if (result == NULL)
    return g_steal_pointer (&text);
  /* TRANSLATORS: a sentence, then what it came to */
  return g_strdup_printf (_ ("%s; %s"), text, result);
}

void
mo_prompt (const StGame *game, const StState *state, const char *lang, StPrompt *prompt)
{
  const MoState *st = MO_CSTATE (state);

  prompt->player = st->step == MO_STEP_OVER ? -1 : st->actor;
  switch ((MoStep) st->step)
    {
      case MO_STEP_OVER:
        prompt->kind = ST_PROMPT_NONE;
        return;
      case MO_STEP_BATTLEFIELD:
        prompt->kind = ST_PROMPT_PICK_ONE;
        prompt->text = g_strdup_printf (_ ("Choose the map section for quarter %u of 4 of the battlefield, "
                                           "and how it is turned"),
                                        st->n_slots + 1u);
        return;
      case MO_STEP_EDGE:
        prompt->kind = ST_PROMPT_PICK_ONE;
        prompt->text = g_strdup (_ ("Choose your starting edge; your opponent gets the opposite one"));
        return;
      case MO_STEP_SETUP:
        prompt->kind = ST_PROMPT_PICK_PLACE;
        prompt->text = g_strdup (_ ("Set up the unit in the two rows nearest your edge"));
        return;
      case MO_STEP_CHOOSE_HAND:
        prompt->kind = ST_PROMPT_PICK_CARD;
        prompt->text = g_strdup (_ ("Choose a starting card from your deck"));
        return;
      case MO_STEP_DISCARD:
        prompt->kind = ST_PROMPT_PICK_CARD;
        prompt->text = g_strdup (_ ("Mark the cards you want to discard, then press Done"));
        prompt->pass_label = g_strdup (_ ("Done"));
        return;
      case MO_STEP_DRAW:
        prompt->kind = ST_PROMPT_PICK_CARD;
        prompt->text = g_strdup (_ ("Play the Spy to see the opponent's hand, or go on to movement"));
        prompt->pass_label = g_strdup (_ ("Go On to Movement"));
        return;
      case MO_STEP_MOVE:
        prompt->kind = ST_PROMPT_PICK_UNIT;
        prompt->text =
            g_strdup_printf (_ ("Move a unit (%d of %d moved)"), st->moves_done, st->moves_required);
        /* Digging in is only for a player who has moved nothing yet. */
        if (st->moves_done == 0)
          prompt->pass_note = g_strdup (_ ("You must move a unit, or dig in and discard your whole hand"));
        else if (st->moves_done < st->moves_required)
          prompt->pass_note =
              g_strdup_printf (ngettext ("You must move %d more unit in this turn of the advance to contact",
                                         "You must move %d more units in this turn of the advance to contact",
                                         st->moves_required - st->moves_done),
                               st->moves_required - st->moves_done);
        prompt->pass_label = g_strdup (_ ("End Movement"));
        return;
      case MO_STEP_DECLARE:
        prompt->kind = ST_PROMPT_PICK_CARD;
        prompt->text = g_strdup (_ ("Play a card to declare a combat, or end the combat phase"));
        prompt->pass_label = g_strdup (_ ("No Combat"));
        return;
      case MO_STEP_DEFEND:
        prompt->kind = ST_PROMPT_PICK_CARD;
        prompt->text = g_strdup (_ ("Your unit is attacked: withdraw, play cards to defend, or go on"));
        prompt->pass_label = g_strdup (_ ("Done"));
        return;
      case MO_STEP_ATTACK:
        prompt->kind = ST_PROMPT_PICK_CARD;
        prompt->text = g_strdup (_ ("Play cards to strengthen the attack, or resolve it"));
        prompt->pass_label = g_strdup (_ ("Resolve the Attack"));
        return;
      case MO_STEP_CHOOSE:
        prompt->kind = ST_PROMPT_PICK_ONE;
        prompt->text = g_strdup (_ ("Choose a hit or a retreat for the defending unit"));
        return;
      case MO_STEP_RETREAT:
        prompt->kind = ST_PROMPT_PICK_PLACE;
        prompt->text = g_strdup (_ ("Choose the flank square to retreat to"));
        return;
      case MO_STEP_ADVANCE:
        prompt->kind = ST_PROMPT_PICK_UNIT;
        prompt->pass_label = g_strdup (_ ("Do Not Advance"));
        if (!mo_advance_optional (MO_DEF (game), st))
          {
            prompt->text = g_strdup (_ ("Advance a unit into the vacated square"));
            prompt->pass_note = g_strdup (_ ("A unit must advance: not every attacking unit played a card "
                                             "that does not require it"));
          }
        else
          prompt->text = g_strdup (_ ("Advance a unit into the vacated square, or do not advance"));
        return;
      case MO_STEP_SKIRMISH:
        prompt->kind = ST_PROMPT_PICK_PLACE;
        prompt->text = g_strdup (_ ("Move the skirmishing unit up to two squares, or stay"));
        prompt->pass_label = g_strdup (_ ("Stay"));
        return;
      case MO_STEP_GUERRILLA:
        prompt->kind = ST_PROMPT_PICK_CARD;
        prompt->text = g_strdup (_ ("Play a Guerrilla to negate the card, or let it stand"));
        prompt->pass_label = g_strdup (_ ("Let It Stand"));
        return;
      case MO_STEP_RESTORE:
        prompt->kind = ST_PROMPT_PICK_CARD;
        prompt->text = g_strdup (_ ("Restore a reduced unit or build a redoubt, or end the turn"));
        prompt->pass_label = g_strdup (_ ("End Turn"));
        return;
      case MO_STEP_REDOUBT:
      default:
        prompt->kind = ST_PROMPT_PICK_CARD;
        prompt->text = g_strdup (_ ("Build a redoubt, or end the turn"));
        prompt->pass_label = g_strdup (_ ("End Turn"));
        return;
    }
}

static void
row (GPtrArray *rows, const char *label, char *value)
{
  g_ptr_array_add (rows, st_row_new (label, value));
  g_free (value);
}

GPtrArray *
mo_resolution (const StGame *game, const StState *state, int viewer, const char *lang)
{
  const MoState      *st = MO_CSTATE (state);
  const MoResolution *r = &st->res;
  GPtrArray          *rows;

  if (r->kind == 0)
    return NULL;
  rows = g_ptr_array_new_with_free_func ((GDestroyNotify) st_row_free);
  switch ((MoActKind) r->kind)
    {
      case MO_ACT_ASSAULT:
      case MO_ACT_AMBUSH:
        row (rows, _ ("Attack dice"), g_strdup_printf ("%d", r->attack_roll));
        row (rows, _ ("Attack total"), g_strdup_printf ("%d", r->attack_total));
        row (rows, _ ("Defence dice"), g_strdup_printf ("%d", r->defense_roll));
        row (rows, _ ("Defence total"), g_strdup_printf ("%d", r->defense_total));
        row (rows, _ ("Outcome"), g_strdup (outcome_text ((MoOutcome) r->outcome)));
        break;
      case MO_ACT_VOLLEY:
      case MO_ACT_BOMBARD:
      case MO_ACT_GRAND_BATTERY:
        row (rows, _ ("Attack dice"), g_strdup_printf ("%d", r->attack_roll));
        row (rows, _ ("Attack total"), g_strdup_printf ("%d", r->attack_total));
        row (rows, _ ("Defence total"), g_strdup_printf ("%d", r->defense_total));
        row (rows, _ ("Outcome"), g_strdup (outcome_text ((MoOutcome) r->outcome)));
        break;
      case MO_ACT_ROCKETS:
        row (rows, _ ("Rocket die"), g_strdup_printf ("%d", r->die));
        row (rows, _ ("Outcome"), g_strdup (outcome_text ((MoOutcome) r->outcome)));
        break;
      case MO_ACT_RALLY:
        row (rows, _ ("Rally die"), g_strdup_printf ("%d", r->die));
        row (rows, _ ("Outcome"), g_strdup (r->success ? _ ("Restored") : _ ("Not restored")));
        break;
      case MO_ACT_WITHDRAW_ROLL:
        row (rows, _ ("Withdraw die"), g_strdup_printf ("%d", r->die));
        row (rows, _ ("Outcome"), g_strdup (r->success ? _ ("Withdrawn") : _ ("Stays and defends")));
        break;
      case MO_ACT_GUERRILLA:
        row (rows, _ ("Guerrilla"), g_strdup (r->success ? _ ("Negated") : _ ("Not negated")));
        break;
      default:
        break;
    }
  for (guint i = 0; i < r->n_pursuit; i++)
    row (rows, _ ("Pursuit die"), pursuit_roll (r, i));
  if (r->n_pursuit > 0)
    row (rows, _ ("Pursuit"), pursuit_outcome (game, state, lang));
  if (rows->len == 0)
    g_clear_pointer (&rows, g_ptr_array_unref);
  return rows;
}

GPtrArray *
mo_status (const StGame *game, const StState *state, int viewer, const char *lang)
{
  const MoDef   *def = MO_DEF (game);
  const MoState *st = MO_CSTATE (state);
  GPtrArray     *rows = g_ptr_array_new_with_free_func ((GDestroyNotify) st_row_free);

  for (int p = 0; p < 2; p++)
    {
      g_autofree char *name = side_name (game, p, lang);
      g_autofree char *control = g_strdup_printf (_ ("%s: enemy half controlled"), name);
      g_autofree char *killed = g_strdup_printf (_ ("%s: enemy units eliminated"), name);
      g_autofree char *deck = g_strdup_printf (_ ("%s: cards left in the first deck"), name);
      g_autofree char *hand = g_strdup_printf (_ ("%s: cards in hand"), name);

      row (rows, control, g_strdup_printf ("%d", mo_controlled (def, st, p)));
      row (rows, killed, g_strdup_printf ("%u / %d", mo_n_eliminated (def, st, 1 - p), def->attrition));
      row (rows, deck,
           st->first_deck_done[p] ? g_strdup (_ ("none: drawn to the last card"))
                                  : g_strdup_printf ("%u", st->n_draw[p]));
      row (rows, hand, g_strdup_printf ("%u", st->n_hand[p]));
    }
  /* 2.3: the day ends only when both first decks are drawn. */
  if (st->step != MO_STEP_OVER && (st->first_deck_done[0] || st->first_deck_done[1]))
    {
      int              waiting = st->first_deck_done[0] ? 1 : 0;
      g_autofree char *name = side_name (game, waiting, lang);

      if (st->first_deck_done[0] && st->first_deck_done[1])
        row (rows, _ ("Nightfall"), g_strdup (_ ("The day ends at the end of this game turn")));
      else
        row (rows, _ ("Nightfall"),
             g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                           "At the end of the game turn in which %s draws the last card of "
                                           "the first deck (%u left)",
                                           "At the end of the game turn in which %s draws the last card of "
                                           "the first deck (%u left)",
                                           st->n_draw[waiting]),
                              name, st->n_draw[waiting]));
    }
  return rows;
}
