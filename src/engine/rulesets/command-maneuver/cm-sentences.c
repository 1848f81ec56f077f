/* SPDX-License-Identifier: GPL-3.0-or-later */
#define G_LOG_DOMAIN "sandtable-engine"

#include "config.h"

#include <glib/gi18n-lib.h>

#include "cm-private.h"

/* What people read: pieces by name, action sentences with the map's labels,
 * prompts, and the resolution and status rows. Nothing is hidden in this game,
 * so the viewer changes nothing. */

static const char *const arm_labels[CM_N_ARMS] = {
  N_ ("leaders"), N_ ("cavalry"), N_ ("cannon"), N_ ("skirmishers"), N_ ("infantry"),
};

static const char *
side_name (const StGame *game, int player, const char *lang)
{
  const StSide *side = st_scenario_find_side (game->scenario, game->sides[player]);

  if (side != NULL && side->name != NULL && !st_text_is_empty (side->name))
    return st_text_get (side->name, lang);
  return game->sides[player];
}

char *
cm_unit_label (const StGame *game, const StState *state, int viewer, guint unit, const char *lang)
{
  const CmDef      *def = CM_DEF (game);
  const CmUnitDef  *ud = &def->units[unit];
  const StUnit     *su = g_ptr_array_index (game->scenario->units, unit);
  const StUnitType *type = g_ptr_array_index (game->scenario->unit_types, ud->type);
  g_autofree char  *type_name = NULL;

  if (su->name != NULL && !st_text_is_empty (su->name))
    return g_strdup (st_text_get (su->name, lang));
  type_name = g_utf8_strdown (
      type->name != NULL && !st_text_is_empty (type->name) ? st_text_get (type->name, lang) : type->id, -1);
  /* TRANSLATORS: a piece: its side, its kind and its number, e.g. "White cavalry 1". */
  return g_strdup_printf (_ ("%s %s %u"), side_name (game, ud->player, lang), type_name, ud->number);
}

static char *
place_label (const StGame *game, int place, const char *lang)
{
  return st_game_place_label (game, place, lang);
}

/* What came of an action, from the position after it. */
static void
append_outcome (GString *out, const StGame *game, const StState *after, const char *lang)
{
  const CmState *st = CM_CSTATE (after);

  if (st->last_promoted != CM_NO_UNIT)
    {
      g_autofree char *who = cm_unit_label (game, after, ST_VIEWER_ALL, st->last_promoted, lang);
      g_string_append (out, "; ");
      g_string_append_printf (out, _ ("the skirmisher is promoted: %s takes its place"), who);
    }
  if (st->last_returned != CM_NO_UNIT)
    {
      g_autofree char *who = cm_unit_label (game, after, ST_VIEWER_ALL, st->last_returned, lang);
      g_string_append (out, "; ");
      g_string_append_printf (out, _ ("%s is due back as a replacement"), who);
    }
  if (st->last_killed > 0)
    {
      g_string_append (out, "; ");
      g_string_append_printf (
          out,
          ngettext ("%u piece goes to the killed pile", "%u pieces go to the killed pile", st->last_killed),
          (guint) st->last_killed);
    }
}

static char *
move_sentence (const StGame *game, const StState *state, StAction action, const char *lang)
{
  const CmState   *st = CM_CSTATE (state);
  guint            u = CM_ACTION_UNIT (action), agent = CM_ACTION_AGENT (action);
  int              to = CM_ACTION_PLACE (action);
  g_autofree char *who = cm_unit_label (game, state, ST_VIEWER_ALL, u, lang);
  g_autofree char *from_label = place_label (game, st->cell[u], lang);
  g_autofree char *to_label = place_label (game, to, lang);
  g_autofree char *leader =
      agent != CM_NO_UNIT ? cm_unit_label (game, state, ST_VIEWER_ALL, agent, lang) : NULL;
  g_autofree char *victim =
      st->board[to] != CM_NO_UNIT ? cm_unit_label (game, state, ST_VIEWER_ALL, st->board[to], lang) : NULL;

  if (victim != NULL && leader != NULL)
    /* TRANSLATORS: piece, square, square, captured piece, activating leader. */
    return g_strdup_printf (_ ("%s moves from %s to %s and captures %s, activated by %s"), who, from_label,
                            to_label, victim, leader);
  if (victim != NULL)
    return g_strdup_printf (_ ("%s activates itself, moves from %s to %s and captures %s"), who, from_label,
                            to_label, victim);
  if (leader != NULL)
    return g_strdup_printf (_ ("%s moves from %s to %s, activated by %s"), who, from_label, to_label, leader);
  return g_strdup_printf (_ ("%s activates itself and moves from %s to %s"), who, from_label, to_label);
}

char *
cm_action_sentence (const StGame  *game,
                    const StState *state,
                    StAction       action,
                    const StState *after,
                    int            viewer,
                    const char    *lang)
{
  const CmState *st = CM_CSTATE (state);
  guint          u = CM_ACTION_UNIT (action), agent = CM_ACTION_AGENT (action);
  int            to = CM_ACTION_PLACE (action);
  const char    *side = side_name (game, st->active, lang);
  GString       *out = g_string_new (NULL);

  switch (CM_ACTION_KIND (action))
    {
      case CM_ACT_MOVE:
        {
          g_autofree char *text = move_sentence (game, state, action, lang);
          g_string_append (out, text);
          break;
        }
      case CM_ACT_EXCHANGE:
        {
          g_autofree char *cannon = cm_unit_label (game, state, ST_VIEWER_ALL, u, lang);
          g_autofree char *leader = cm_unit_label (game, state, ST_VIEWER_ALL, agent, lang);
          g_autofree char *a = place_label (game, st->cell[u], lang);
          g_autofree char *b = place_label (game, to, lang);

          /* TRANSLATORS: cannon, leader, the cannon's square, the leader's square. */
          g_string_append_printf (out, _ ("%s and %s exchange squares, %s and %s"), cannon, leader, a, b);
          break;
        }
      case CM_ACT_REPLACE:
        {
          g_autofree char *who = cm_unit_label (game, state, ST_VIEWER_ALL, u, lang);
          g_autofree char *at = place_label (game, to, lang);

          g_string_append_printf (out, _ ("%s returns as a replacement at %s"), who, at);
          break;
        }
      case CM_ACT_PASS:
      default:
        if (st->moves == 0)
          g_string_append_printf (out, _ ("%s passes"), side);
        else
          g_string_append_printf (out, _ ("%s ends the turn"), side);
        break;
    }
  if (after != NULL)
    append_outcome (out, game, after, lang);
  return g_string_free (out, FALSE);
}

void
cm_prompt (const StGame *game, const StState *state, const char *lang, StPrompt *prompt)
{
  const CmDef   *def = CM_DEF (game);
  const CmState *st = CM_CSTATE (state);
  StActionList   list;
  int            left = def->moves_per_turn - st->moves;

  prompt->player = st->over ? -1 : st->active;
  if (st->over)
    {
      prompt->kind = ST_PROMPT_NONE;
      return;
    }
  st_action_list_init (&list);
  cm_legal_actions (game, state, &list);
  if (list.len > 1)
    {
      prompt->kind = ST_PROMPT_PICK_UNIT;
      if (st->moves == 0)
        prompt->text = g_strdup_printf (
            ngettext ("Pick a piece to activate and move (%d move this turn), or pass",
                      "Pick a piece to activate and move (%d moves this turn), or pass", left),
            left);
      else
        prompt->text = g_strdup_printf (
            ngettext ("Pick a piece to activate and move (%d move left), or end the turn",
                      "Pick a piece to activate and move (%d moves left), or end the turn", left),
            left);
    }
  else
    {
      prompt->kind = ST_PROMPT_PICK_ONE;
      prompt->text =
          g_strdup (st->moves == 0 ? _ ("No piece can move: pass") : _ ("No piece can move: end the turn"));
    }
  /* Passing is always allowed: pass_note stays NULL. */
  prompt->pass_label = g_strdup (st->moves == 0 ? _ ("Pass") : _ ("End Turn"));
  st_action_list_free (&list);
}

static void
add_row (GPtrArray *rows, const char *label, char *value)
{
  g_ptr_array_add (rows, st_row_new (label, value));
  g_free (value);
}

GPtrArray *
cm_resolution (const StGame *game, const StState *state, int viewer, const char *lang)
{
  const CmState *st = CM_CSTATE (state);
  GPtrArray     *rows;

  if (st->last_captured == CM_NO_UNIT && st->last_promoted == CM_NO_UNIT)
    return NULL;
  rows = g_ptr_array_new_with_free_func ((GDestroyNotify) st_row_free);
  if (st->last_captured != CM_NO_UNIT)
    add_row (rows, _ ("Captured"), cm_unit_label (game, state, viewer, st->last_captured, lang));
  if (st->last_promoted != CM_NO_UNIT)
    add_row (rows, _ ("Promoted to"), cm_unit_label (game, state, viewer, st->last_promoted, lang));
  if (st->last_returned != CM_NO_UNIT)
    add_row (rows, _ ("Replacement due"), cm_unit_label (game, state, viewer, st->last_returned, lang));
  if (st->last_killed > 0)
    add_row (rows, _ ("Sent to the killed pile"), g_strdup_printf ("%u", (guint) st->last_killed));
  return rows;
}

static char *
list_units (const StGame *game, const StState *state, guint64 mask, const char *lang)
{
  GString *out = g_string_new (NULL);
  guint    u;

  CM_FOREACH (mask, u)
  {
    g_autofree char *label = cm_unit_label (game, state, ST_VIEWER_ALL, u, lang);
    if (out->len > 0)
      g_string_append (out, ", ");
    g_string_append (out, label);
  }
  if (out->len == 0)
    g_string_append (out, _ ("none"));
  return g_string_free (out, FALSE);
}

static char *
piles (const CmDef *def, const CmState *st, int owner)
{
  GString *out = g_string_new (NULL);

  for (int a = 0; a < CM_N_ARMS; a++)
    {
      guint n = cm_pile_count (def, st, owner, (CmArm) a);
      if (n == 0)
        continue;
      if (out->len > 0)
        g_string_append (out, ", ");
      if (def->threshold[a] > 0)
        /* TRANSLATORS: kind of piece, pieces in its pile, pieces that bring a replacement. */
        g_string_append_printf (out, _ ("%s %u of %d"), _ (arm_labels[a]), n, def->threshold[a]);
      else
        g_string_append_printf (out, "%s %u", _ (arm_labels[a]), n);
    }
  if (out->len == 0)
    g_string_append (out, _ ("none"));
  return g_string_free (out, FALSE);
}

GPtrArray *
cm_status (const StGame *game, const StState *state, int viewer, const char *lang)
{
  const CmDef   *def = CM_DEF (game);
  const CmState *st = CM_CSTATE (state);
  GPtrArray     *rows = g_ptr_array_new_with_free_func ((GDestroyNotify) st_row_free);
  guint          l;

  if (!st->over)
    add_row (rows, _ ("Moves left this turn"),
             g_strdup_printf (_ ("%d of %d"), def->moves_per_turn - st->moves, def->moves_per_turn));
  for (int p = 0; p < 2; p++)
    {
      const char *side = side_name (game, p, lang);
      /* A side's name, then what the row counts: a label that reads the same in
       * every language whatever the name's grammar. */
      g_autofree char *value_label = g_strdup_printf (_ ("%s: activation value"), side);
      g_autofree char *pile_label = g_strdup_printf (_ ("%s: enemy pieces in its casualty piles"), side);
      g_autofree char *wait_label = g_strdup_printf (_ ("%s: replacements waiting"), side);
      g_autofree char *killed_label = g_strdup_printf (_ ("%s: own pieces killed"), side);

      add_row (
          rows, value_label,
          g_strdup_printf (_ ("%d (moves a turn: %d)"), cm_victory_value (def, st, p), def->moves_per_turn));
      add_row (rows, pile_label, piles (def, st, 1 - p));
      add_row (rows, wait_label, list_units (game, state, st->pending & def->side_mask[p], lang));
      add_row (rows, killed_label,
               g_strdup_printf ("%d", __builtin_popcountll (st->killed & def->side_mask[p])));
    }
  if (!st->over)
    CM_FOREACH (def->leaders[st->active] & st->on_board, l)
    {
      g_autofree char *who = cm_unit_label (game, state, viewer, l, lang);
      g_autofree char *label = g_strdup_printf (_ ("%s: activations left"), who);

      add_row (rows, label,
               g_strdup_printf (_ ("%d of %d"), def->units[l].rating - st->used[l], def->units[l].rating));
    }
  return rows;
}

void
cm_piece_view (const StGame *game, const StState *state, int viewer, guint unit, StPieceView *view)
{
  const CmDef   *def = CM_DEF (game);
  const CmState *st = CM_CSTATE (state);

  view->player = def->units[unit].player;
  view->place = st->cell[unit];
  view->type = def->units[unit].type;
  view->reduced = FALSE;
  view->eliminated = (st->casualty | st->killed) & CM_BIT (unit) ? TRUE : FALSE;
  view->hidden = FALSE;
  /* Every piece out of the game was taken by a capture ("Capture"). */
  view->captured = view->eliminated;
}

/* The figures that decided a finished game (st_game_end_detail ()). */
char *
cm_end_detail (const StGame *game, const StState *state, const char *lang)
{
  const CmDef   *def = CM_DEF (game);
  const CmState *st = CM_CSTATE (state);
  int            w = st->winner, l = 1 - st->winner;
  const char    *winner, *loser;
  guint64        lost;

  if (!st->over || st->winner > 1)
    return NULL;
  winner = side_name (game, w, lang);
  loser = side_name (game, l, lang);
  lost = def->leaders[l] & ~(st->on_board | st->pending | st->spare);
  switch ((CmEndReason) st->end_reason)
    {
      case CM_END_ACTIVATION:
        /* Translators: why command broke: the loser, the sum of its leaders' command
         * ratings left on the board, the moves a turn allows, the leaders it lost. */
        return g_strdup_printf (
            g_dngettext (GETTEXT_PACKAGE,
                         "The command of %1$s broke: having lost %4$d leader, those left on the "
                         "board activate %2$d moves, fewer than the %3$d of a turn",
                         "The command of %1$s broke: having lost %4$d leaders, those left on the "
                         "board activate %2$d moves, fewer than the %3$d of a turn",
                         (gulong) __builtin_popcountll (lost)),
            loser, cm_activation_value (def, st, l), def->moves_per_turn, __builtin_popcountll (lost));
      case CM_END_LEADERS:
        /* Translators: the winner and the number of enemy leaders it captured, as the
         * scenario asks for victory. */
        return g_strdup_printf (_ ("%1$s captured %2$d enemy leaders, as many as victory needs"), winner,
                                __builtin_popcountll (lost));
      case CM_END_NONE:
      case CM_END_PASSES:
      case CM_END_TURN_LIMIT:
      default:
        return NULL;
    }
}
