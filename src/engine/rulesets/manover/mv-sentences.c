/* SPDX-License-Identifier: GPL-3.0-or-later */
#define G_LOG_DOMAIN "sandtable-engine"

#include "config.h"

#include <glib/gi18n-lib.h>

#include "core/st-locale.h"
#include "mv-private.h"

/* Texts for people, as one viewer may read them: a piece whose identity the
 * viewer does not know is "a Yellow piece", never its file id or type.
 *
 * Places are named in lang, the language the viewer reads the scenario in; the
 * names of sides and piece types are words of the sentence ("a Yellow piece",
 * "Blue Cavalry brigade") and come in the language of the messages, so that a
 * sentence is in one language ("A Gul piece moved ..." is not). lang is left
 * for the places. */

char *
mv_side_label (const StGame *game, int player, const char *lang)
{
  const StSide *side = st_scenario_find_side (game->scenario, game->sides[player]);

  if (side != NULL && side->name != NULL && !st_text_is_empty (side->name))
    return g_strdup (st_text_get (side->name, st_locale_get_message_language ()));
  return g_strdup (game->sides[player]);
}

char *
mv_type_label (const StGame *game, int type, const char *lang)
{
  const StUnitType *t =
      g_ptr_array_index (game->scenario->unit_types, mv_def (game)->types[type].scenario_index);

  if (t->name != NULL && !st_text_is_empty (t->name))
    return g_strdup (st_text_get (t->name, st_locale_get_message_language ()));
  return g_strdup (t->id);
}

char *
mv_unit_label (const StGame *game, const StState *state, int viewer, guint unit, const char *lang)
{
  const MvState   *s = (const MvState *) state;
  g_autofree char *side = mv_side_label (game, mv_def (game)->piece_player[unit], lang);

  if (mv_knows (game, s, viewer, unit) && s->pieces[unit].type != MV_UNKNOWN)
    {
      g_autofree char *type = mv_type_label (game, s->pieces[unit].type, lang);
      /* TRANSLATORS: a piece whose identity is known: side name, type name ("Blue Cavalry brigade") */
      return g_strdup_printf (_ ("%s %s"), side, type);
    }
  /* TRANSLATORS: a piece whose identity is hidden; %s is the side's name */
  return g_strdup_printf (_ ("a %s piece"), side);
}

void
mv_describe_action (const StGame *game, const StState *state, StAction action, StActionInfo *info)
{
  const MvState *s = (const MvState *) state;
  guint          piece = mv_action_piece (action);

  info->unit = piece < game->n_units ? (int) piece : -1;
  info->to = mv_action_to (action) >= 0 ? mv_action_to (action) : ST_PLACE_NONE;
  info->from = piece < game->n_units && s->pieces[piece].place >= 0 ? s->pieces[piece].place : ST_PLACE_NONE;
  switch (mv_action_kind (action))
    {
      case MV_ACT_MOVE:
        info->kind = "move";
        if (mv_action_challenge (action) == MV_CHALLENGE_STRIKE)
          info->kind = "challenge";
        else if (mv_action_challenge (action) == MV_CHALLENGE_ASK)
          info->kind = "ask";
        if (mv_action_challenge (action) != MV_CHALLENGE_NONE)
          info->flags |= ST_ACTION_FLAG_REVEALS;
        break;
      case MV_ACT_ENTER:
        info->kind = "enter";
        break;
      case MV_ACT_TAKE_OUT:
        info->kind = "take-out";
        info->to = ST_PLACE_NONE;
        break;
      case MV_ACT_PUT_BACK:
        info->kind = "put-back";
        break;
      case MV_ACT_PLACE:
        info->kind = "place";
        break;
      case MV_ACT_KEEP:
        info->kind = "keep";
        info->to = ST_PLACE_NONE;
        break;
      case MV_ACT_PASS:
      default:
        info->kind = "pass";
        info->flags |= ST_ACTION_FLAG_PASS;
    }
}

static char *
result_text (const StGame *game, const MvState *after, int viewer, const char *lang)
{
  g_autofree char *a = mv_unit_label (game, (const StState *) after, viewer, after->last_attacker, lang);
  g_autofree char *d = mv_unit_label (game, (const StState *) after, viewer, after->last_defender, lang);

  switch (after->last_result)
    {
      case MV_RESULT_DEFENDER_REMOVED:
        /* TRANSLATORS: the result of a challenge */
        return g_strdup_printf (_ ("%s is stronger; %s leaves the game"), a, d);
      case MV_RESULT_ATTACKER_REMOVED:
        return g_strdup_printf (_ ("%s is stronger; %s leaves the game"), d, a);
      case MV_RESULT_BOTH_REMOVED:
        return g_strdup_printf (_ ("%s and %s are equally strong; both leave the game"), a, d);
      case MV_RESULT_DRIVEN_BACK:
        return g_strdup_printf (_ ("gas: %s and %s meet; the infantry must withdraw on its next move"), a, d);
      case MV_RESULT_WAY_CLOSED:
        return g_strdup_printf (_ ("gas: %s and %s meet; the way is closed, nobody leaves"), a, d);
      case MV_RESULT_ANSWERED:
        return g_strdup_printf (_ ("the answer: %s"), d);
      default:
        return g_strdup ("");
    }
}

/* An action offered to the player to choose: an instruction ("Move ... to
 * ..."), as the set-up choices are, where the log says what happened. */
static void
choice_text (const StGame  *game,
             const StState *state,
             StAction       action,
             int            viewer,
             const char    *lang,
             const char    *who,
             const char    *from_label,
             const char    *to_label,
             GString       *out)
{
  const MvState *s = (const MvState *) state;

  switch (mv_action_kind (action))
    {
      case MV_ACT_MOVE:
        {
          int              steps = mv_action_steps (action);
          guint            target = mv_action_target (action);
          g_autofree char *t =
              target < game->n_units ? mv_unit_label (game, state, viewer, target, lang) : NULL;
          g_autofree char *at =
              target < game->n_units ? st_game_place_label (game, s->pieces[target].place, lang) : NULL;
          gboolean ask = mv_action_challenge (action) == MV_CHALLENGE_ASK;

          if (t == NULL)
            /* TRANSLATORS: a choice: "Move Blue Cavalry brigade from Ylivieska to Iisalmi (2 steps)" */
            g_string_printf (
                out, ngettext ("Move %s from %s to %s (%d step)", "Move %s from %s to %s (%d steps)", steps),
                who, from_label, to_label, steps);
          else if (steps == 0 && ask)
            /* TRANSLATORS: a choice: "With Blue Air squadron at Kuopio, ask a Yellow piece at Varkaus its arm
             * and strength" */
            g_string_printf (out, _ ("With %s at %s, ask %s at %s its arm and strength"), who, from_label, t,
                             at);
          else if (steps == 0)
            /* TRANSLATORS: a choice: "With Blue Cavalry brigade at Iisalmi, challenge a Yellow piece at
             * Kuopio" */
            g_string_printf (out, _ ("With %s at %s, challenge %s at %s"), who, from_label, t, at);
          else if (ask)
            /* TRANSLATORS: a choice: "Move Blue Air squadron from Kokkola to Kuopio (4 steps) and ask a
             * Yellow piece at Varkaus its arm and strength" */
            g_string_printf (
                out,
                ngettext ("Move %s from %s to %s (%d step) and ask %s at %s its arm and strength",
                          "Move %s from %s to %s (%d steps) and ask %s at %s its arm and strength", steps),
                who, from_label, to_label, steps, t, at);
          else
            /* TRANSLATORS: a choice: "Move Blue Cavalry brigade from Ylivieska to Iisalmi (2 steps) and
             * challenge a Yellow piece at Kuopio" */
            g_string_printf (out,
                             ngettext ("Move %s from %s to %s (%d step) and challenge %s at %s",
                                       "Move %s from %s to %s (%d steps) and challenge %s at %s", steps),
                             who, from_label, to_label, steps, t, at);
          break;
        }
      case MV_ACT_ENTER:
        /* TRANSLATORS: a choice: "Bring Yellow Cavalry brigade into the game at Lahti" */
        g_string_printf (out, _ ("Bring %s into the game at %s"), who, to_label);
        break;
      case MV_ACT_TAKE_OUT:
        /* TRANSLATORS: a choice: "Take Yellow Infantry division out at Mikkeli to redeploy it" */
        g_string_printf (out, _ ("Take %s out at %s to redeploy it"), who, from_label);
        break;
      case MV_ACT_PUT_BACK:
        /* TRANSLATORS: a choice: "Put Yellow Infantry division back at Tampere" */
        g_string_printf (out, _ ("Put %s back at %s"), who, to_label);
        break;
      case MV_ACT_PLACE:
        /* TRANSLATORS: set-up, a choice: "Set up Infantry company at Oulu" */
        g_string_printf (out, _ ("Set up %s at %s"), who, to_label);
        break;
      case MV_ACT_KEEP:
        /* TRANSLATORS: set-up, a choice */
        g_string_printf (out, _ ("Keep %s in reserve"), who);
        break;
      case MV_ACT_PASS:
      default:
        /* TRANSLATORS: a choice: the side cannot move */
        g_string_assign (out, _ ("Pass: none of your pieces can move"));
    }
}

char *
mv_action_sentence (const StGame  *game,
                    const StState *state,
                    StAction       action,
                    const StState *after,
                    int            viewer,
                    const char    *lang)
{
  const MvState   *s = (const MvState *) state;
  guint            piece = mv_action_piece (action);
  int              to = mv_action_to (action);
  g_autofree char *who = piece < game->n_units ? mv_unit_label (game, state, viewer, piece, lang) : NULL;
  g_autofree char *from_label = NULL;
  g_autofree char *to_label = to >= 0 ? st_game_place_label (game, to, lang) : NULL;
  GString         *out = g_string_new (NULL);

  if (piece < game->n_units && s->pieces[piece].place >= 0)
    from_label = st_game_place_label (game, s->pieces[piece].place, lang);
  if (after == NULL)
    choice_text (game, state, action, viewer, lang, who, from_label, to_label, out);
  else
    switch (mv_action_kind (action))
      {
        case MV_ACT_MOVE:
          {
            int   steps = mv_action_steps (action);
            guint target = mv_action_target (action);

            if (steps > 0)
              /* TRANSLATORS: the log: "a Yellow piece moved from Kouvola to Lahti (2 steps)" */
              g_string_printf (
                  out,
                  ngettext ("%s moved from %s to %s (%d step)", "%s moved from %s to %s (%d steps)", steps),
                  who, from_label, to_label, steps);
            else
              /* TRANSLATORS: the log: a piece challenged without moving */
              g_string_printf (out, _ ("%s stayed at %s"), who, from_label);
            if (target < game->n_units)
              {
                g_autofree char *t = mv_unit_label (game, state, viewer, target, lang);
                g_autofree char *at = st_game_place_label (game, s->pieces[target].place, lang);
                g_autofree char *r = NULL;

                if (mv_action_challenge (action) == MV_CHALLENGE_ASK)
                  /* TRANSLATORS: the log: aviation asked a piece's arm and strength */
                  g_string_append_printf (out, _ (" and asked %s at %s its arm and strength"), t, at);
                else
                  /* TRANSLATORS: the log */
                  g_string_append_printf (out, _ (" and challenged %s at %s"), t, at);
                if (((const MvState *) after)->last_result != MV_RESULT_NONE)
                  {
                    r = result_text (game, (const MvState *) after, viewer, lang);
                    g_string_append_printf (out, ": %s", r);
                  }
              }
            break;
          }
        case MV_ACT_ENTER:
          /* TRANSLATORS: the log */
          g_string_printf (out, _ ("%s entered the game at %s"), who, to_label);
          break;
        case MV_ACT_TAKE_OUT:
          /* TRANSLATORS: the log */
          g_string_printf (out, _ ("%s was taken out at %s to be redeployed"), who, from_label);
          break;
        case MV_ACT_PUT_BACK:
          /* TRANSLATORS: the log */
          g_string_printf (out, _ ("%s was put back at %s"), who, to_label);
          break;
        case MV_ACT_PLACE:
          /* TRANSLATORS: the log, set-up: "a Blue piece was set up at Oulu" */
          g_string_printf (out, _ ("%s was set up at %s"), who, to_label);
          break;
        case MV_ACT_KEEP:
          /* TRANSLATORS: the log, set-up */
          g_string_printf (out, _ ("%s was kept in reserve"), who);
          break;
        case MV_ACT_PASS:
        default:
          {
            g_autofree char *side = mv_side_label (game, s->to_move, lang);
            /* TRANSLATORS: the log */
            g_string_printf (out, _ ("%s passed"), side);
          }
      }
  /* "a Yellow piece moved ..." starts a sentence: its first letter up. */
  if (out->len > 0 && g_unichar_islower (g_utf8_get_char (out->str)))
    {
      gunichar         first = g_unichar_toupper (g_utf8_get_char (out->str));
      char             buf[8];
      int              n = g_unichar_to_utf8 (first, buf);
      g_autofree char *rest = g_strdup (g_utf8_next_char (out->str));

      g_string_truncate (out, 0);
      g_string_append_len (out, buf, n);
      g_string_append (out, rest);
    }
  return g_string_free (out, FALSE);
}

void
mv_prompt (const StGame *game, const StState *state, const char *lang, StPrompt *prompt)
{
  const MvDef     *def = mv_def (game);
  const MvState   *s = (const MvState *) state;
  g_autofree char *side = NULL;
  gboolean         gassed = FALSE;

  if (s->end_reason != MV_END_NONE)
    return;
  side = mv_side_label (game, s->to_move, lang);
  prompt->player = s->to_move;
  if (mv_setting_up (def, s))
    {
      guint            piece = def->setup_order[s->setup_next];
      g_autofree char *what = mv_unit_label (game, state, s->to_move, piece, lang);

      prompt->kind = ST_PROMPT_PICK_PLACE;
      if (def->setup_reserve[s->to_move] > 0)
        /* TRANSLATORS: set-up: "Yellow: set up Infantry company: pick an empty strategic point, or keep it in
         * reserve" */
        prompt->text = g_strdup_printf (
            _ ("%s: set up %s: pick an empty strategic point, or keep it in reserve"), side, what);
      else
        /* TRANSLATORS: set-up: "Blue: set up Infantry company: pick an empty point of your manoeuvre area" */
        prompt->text =
            g_strdup_printf (_ ("%s: set up %s: pick an empty point of your manoeuvre area"), side, what);
      prompt->pass_note = g_strdup (_ ("Every piece must be set up before play begins."));
      return;
    }
  for (int i = 0; i < def->n_pieces; i++)
    gassed |= def->piece_player[i] == s->to_move && s->pieces[i].gassed;
  prompt->kind = ST_PROMPT_PICK_UNIT;
  if (gassed)
    prompt->text = g_strdup_printf (
        _ ("%s: move one piece; a piece driven back by gas must withdraw now or is lost"), side);
  else
    prompt->text =
        g_strdup_printf (_ ("%s: move one piece, and challenge an enemy piece next to it if you wish"), side);
  prompt->pass_note = g_strdup (_ ("A side may pass only when none of its pieces can move"));
  prompt->pass_label = g_strdup (_ ("Pass"));
}

static char *
strength_text (const StGame *game, const MvState *s, int viewer, guint piece, guint8 type, const char *lang)
{
  if (type == MV_UNKNOWN || !mv_knows (game, s, viewer, piece))
    return g_strdup (_ ("unknown"));
  {
    g_autofree char *name = mv_type_label (game, type, lang);
    /* TRANSLATORS: a piece type and its class in the strength table: "Cavalry brigade (class V)" */
    return g_strdup_printf (_ ("%s (class %s)"), name, mv_roman (mv_def (game)->types[type].strength));
  }
}

GPtrArray *
mv_resolution (const StGame *game, const StState *state, int viewer, const char *lang)
{
  const MvState   *s = (const MvState *) state;
  GPtrArray       *rows;
  g_autofree char *a = NULL;
  g_autofree char *d = NULL;
  g_autofree char *r = NULL;

  if (s->last_result == MV_RESULT_NONE)
    return NULL;
  rows = g_ptr_array_new_with_free_func ((GDestroyNotify) st_row_free);
  a = strength_text (game, s, viewer, s->last_attacker, s->last_attacker_type, lang);
  d = strength_text (game, s, viewer, s->last_defender, s->last_defender_type, lang);
  r = result_text (game, s, viewer, lang);
  g_ptr_array_add (rows, st_row_new (_ ("Challenger"), a));
  g_ptr_array_add (rows, st_row_new (_ ("Challenged"), d));
  g_ptr_array_add (rows, st_row_new (_ ("Result"), r));
  return rows;
}
