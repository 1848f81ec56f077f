/* SPDX-License-Identifier: GPL-3.0-or-later */
#define G_LOG_DOMAIN "sandtable-engine"

#include "config.h"

#include <glib/gi18n-lib.h>

#include "st-ruleset.h"

/* What an action did besides itself, and how a game ended, in words.
 *
 * The consequences of an action are read from the positions before and after
 * it, piece by piece, as the viewer sees them: a piece that left the game, was
 * captured or recaptured, lost or regained a step, was revealed, or moved
 * though the action named another. Every ruleset gets them the same way, so a
 * retreat that eliminates its unit, a capital taken by a combat or a defender
 * pushed back by an assault is said in the log even where the action's own
 * sentence does not name it. */

static const char *const kind_ids[] = {
  [ST_CONSEQUENCE_REVEALED] = "revealed",       [ST_CONSEQUENCE_ELIMINATED] = "eliminated",
  [ST_CONSEQUENCE_CAPTURED] = "captured",       [ST_CONSEQUENCE_RECAPTURED] = "recaptured",
  [ST_CONSEQUENCE_REDUCED] = "reduced",         [ST_CONSEQUENCE_RESTORED] = "restored",
  [ST_CONSEQUENCE_DRIVEN_BACK] = "driven-back", [ST_CONSEQUENCE_MOVED] = "moved",
  [ST_CONSEQUENCE_REMOVED] = "removed",         [ST_CONSEQUENCE_ENTERED] = "entered",
};

const char *
st_consequence_kind_id (StConsequenceKind kind)
{
  g_return_val_if_fail (kind < G_N_ELEMENTS (kind_ids), NULL);
  return kind_ids[kind];
}

void
st_consequence_free (StConsequence *consequence)
{
  if (consequence == NULL)
    return;
  g_free (consequence->sentence);
  g_free (consequence);
}

typedef struct
{
  const StGame  *game;
  const StState *before;
  const StState *after;
  int            viewer;
  const char    *lang;
  GPtrArray     *out;
} Diff;

/* A whole sentence for each kind, so that a translation can give each its own
 * grammar; "where" is the place the piece was (or is, for a change in place). */
static char *
sentence_for (StConsequenceKind kind, const char *unit, const char *from, const char *to)
{
  switch (kind)
    {
      case ST_CONSEQUENCE_REVEALED:
        if (from == NULL)
          /* Translators: a hidden piece's identity became known. */
          return g_strdup_printf (_ ("Revealed: %s"), unit);
        /* Translators: a hidden piece's identity became known: the place, then the piece. */
        return g_strdup_printf (_ ("Revealed in %2$s: %1$s"), unit, from);
      case ST_CONSEQUENCE_ELIMINATED:
        if (from == NULL)
          return g_strdup_printf (_ ("%s is eliminated"), unit);
        /* Translators: a consequence of an action: the unit and the place it was lost in. */
        return g_strdup_printf (_ ("%1$s is eliminated in %2$s"), unit, from);
      case ST_CONSEQUENCE_CAPTURED:
        if (from == NULL)
          return g_strdup_printf (_ ("%s is captured"), unit);
        /* Translators: a consequence of an action: a piece (or a capital) taken by the enemy. */
        return g_strdup_printf (_ ("%1$s is captured in %2$s"), unit, from);
      case ST_CONSEQUENCE_RECAPTURED:
        if (from == NULL)
          return g_strdup_printf (_ ("%s is recaptured"), unit);
        /* Translators: a consequence of an action: a captured capital is its owner's again. */
        return g_strdup_printf (_ ("%1$s is recaptured in %2$s"), unit, from);
      case ST_CONSEQUENCE_REDUCED:
        if (from == NULL)
          return g_strdup_printf (_ ("%s is reduced"), unit);
        /* Translators: a consequence of an action: the unit lost a step (its reduced side is up). */
        return g_strdup_printf (_ ("%1$s is reduced in %2$s"), unit, from);
      case ST_CONSEQUENCE_RESTORED:
        if (from == NULL)
          return g_strdup_printf (_ ("%s is restored to full strength"), unit);
        /* Translators: a consequence of an action: the unit is back to its full side. */
        return g_strdup_printf (_ ("%1$s is restored to full strength in %2$s"), unit, from);
      case ST_CONSEQUENCE_DRIVEN_BACK:
        /* Translators: a consequence of an action: an enemy unit forced from one place to another. */
        return g_strdup_printf (_ ("%1$s is driven back from %2$s to %3$s"), unit, from, to);
      case ST_CONSEQUENCE_MOVED:
        /* Translators: a consequence of an action: a unit the action did not name moves along. */
        return g_strdup_printf (_ ("%1$s goes from %2$s to %3$s"), unit, from, to);
      case ST_CONSEQUENCE_REMOVED:
        /* Translators: a consequence of an action: a unit taken off the map, not eliminated. */
        return g_strdup_printf (_ ("%1$s leaves the map from %2$s"), unit, from);
      case ST_CONSEQUENCE_ENTERED:
        /* Translators: a consequence of an action: a unit the action did not name comes onto the map. */
        return g_strdup_printf (_ ("%1$s comes onto the map in %2$s"), unit, to);
      default:
        g_return_val_if_reached (NULL);
    }
}

static void
add (Diff *diff, StConsequenceKind kind, guint unit, int from, int to)
{
  StConsequence *consequence = g_new0 (StConsequence, 1);
  /* The piece as it was, but a revealed one as it is now. */
  const StState   *named = kind == ST_CONSEQUENCE_REVEALED ? diff->after : diff->before;
  g_autofree char *label = st_game_unit_label (diff->game, named, diff->viewer, unit, diff->lang);
  g_autofree char *from_label = st_game_place_label (diff->game, from, diff->lang);
  g_autofree char *to_label = st_game_place_label (diff->game, to, diff->lang);

  consequence->kind = kind;
  consequence->unit = (int) unit;
  consequence->from = from;
  consequence->to = to;
  consequence->sentence = sentence_for (kind, label, from_label, to_label);
  g_ptr_array_add (diff->out, consequence);
}

/* Whether the action takes its unit to its place `to`. */
static gboolean
moves (const StActionInfo *info)
{
  static const char *const kinds[] = { "move", "retreat", "advance", "withdraw", NULL };

  return g_strv_contains (kinds, info->kind);
}

static void
diff_unit (Diff *diff, guint unit, const StActionInfo *info, int acting_player)
{
  int         acting_unit = info->unit;
  StPieceView was, is;

  st_game_piece_view (diff->game, diff->before, diff->viewer, unit, &was);
  st_game_piece_view (diff->game, diff->after, diff->viewer, unit, &is);

  if (was.hidden && !is.hidden)
    add (diff, ST_CONSEQUENCE_REVEALED, unit, was.place != ST_PLACE_NONE ? was.place : is.place,
         ST_PLACE_NONE);
  if (!was.eliminated && is.eliminated)
    {
      /* The unit the action moves is lost where it went (a retreat into an
       * enemy zone of control), any other where it stood. */
      int where =
          (int) unit == acting_unit && info->to != ST_PLACE_NONE && moves (info) ? info->to : was.place;

      add (diff, is.captured ? ST_CONSEQUENCE_CAPTURED : ST_CONSEQUENCE_ELIMINATED, unit, where,
           ST_PLACE_NONE);
      return;
    }
  if (is.eliminated || was.eliminated)
    return; /* a piece out of the game changing piles, or coming back by an action of its own */
  if (!was.captured && is.captured)
    add (diff, ST_CONSEQUENCE_CAPTURED, unit, is.place, ST_PLACE_NONE);
  else if (was.captured && !is.captured)
    add (diff, ST_CONSEQUENCE_RECAPTURED, unit, is.place, ST_PLACE_NONE);
  if (!was.reduced && is.reduced)
    add (diff, ST_CONSEQUENCE_REDUCED, unit, is.place != ST_PLACE_NONE ? is.place : was.place, ST_PLACE_NONE);
  else if (was.reduced && !is.reduced && (int) unit != acting_unit)
    add (diff, ST_CONSEQUENCE_RESTORED, unit, is.place != ST_PLACE_NONE ? is.place : was.place,
         ST_PLACE_NONE);
  if ((int) unit == acting_unit || was.place == is.place)
    return;
  if (was.place != ST_PLACE_NONE && is.place != ST_PLACE_NONE)
    add (diff, is.player != acting_player ? ST_CONSEQUENCE_DRIVEN_BACK : ST_CONSEQUENCE_MOVED, unit,
         was.place, is.place);
  else if (was.place != ST_PLACE_NONE)
    add (diff, ST_CONSEQUENCE_REMOVED, unit, was.place, ST_PLACE_NONE);
  else
    add (diff, ST_CONSEQUENCE_ENTERED, unit, ST_PLACE_NONE, is.place);
}

GPtrArray *
st_game_consequences (const StGame  *game,
                      const StState *before,
                      StAction       action,
                      const StState *after,
                      int            viewer,
                      const char    *lang)
{
  Diff         diff = { game, before, after, viewer, lang, NULL };
  StActionInfo info;

  g_return_val_if_fail (game != NULL && before != NULL && after != NULL, NULL);

  diff.out = g_ptr_array_new_with_free_func ((GDestroyNotify) st_consequence_free);
  st_game_describe_action (game, before, action, &info);
  for (guint u = 0; u < game->n_units; u++)
    diff_unit (&diff, u, &info, st_game_current_player (game, before));
  return diff.out;
}

/* The end of a game */

char *
st_game_end_detail (const StGame *game, const StState *state, const char *lang)
{
  g_return_val_if_fail (game != NULL && state != NULL, NULL);

  if (!st_game_is_terminal (game, state))
    return NULL;
  if (game->ruleset->end_detail != NULL)
    {
      char *detail = game->ruleset->end_detail (game, state, lang);

      if (detail != NULL)
        return detail;
    }
  return g_strdup (st_game_end_reason_explanation (game, st_game_end_reason (game, state)));
}
