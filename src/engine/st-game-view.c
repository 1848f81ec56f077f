/* SPDX-License-Identifier: GPL-3.0-or-later */
#define G_LOG_DOMAIN "sandtable-engine"

#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "st-ruleset.h"

/* The family-neutral part of the game interface: places, cards, declared phases
 * and end reasons, and the defaults for rulesets that leave an entry NULL. */

/* For a ruleset that declares no phases or end reasons of its own. */
static const StRulesetName default_phases[] = {
  { "play", N_ ("Play"), NULL },
};

static const StRulesetName default_end_reasons[] = {
  { "none", N_ ("Not over"), NULL },
  { "game-over", N_ ("Game over"), NULL },
};

void
st_game_collect_cards (StGame *game)
{
  StScenario *scenario = game->scenario;
  GPtrArray  *cards = g_ptr_array_new ();
  GArray     *players = g_array_new (FALSE, FALSE, sizeof (int));

  for (guint d = 0; d < scenario->decks->len; d++)
    {
      const StDeck *deck = g_ptr_array_index (scenario->decks, d);
      int           player = -1;

      for (int p = 0; p < 2; p++)
        if (game->sides[p] != NULL && g_strcmp0 (game->sides[p], deck->side) == 0)
          player = p;
      for (guint c = 0; c < deck->cards->len; c++)
        {
          const StCard *card = g_ptr_array_index (deck->cards, c);

          for (int copy = 0; copy < MAX (card->copies, 1); copy++)
            {
              g_ptr_array_add (cards, (gpointer) card);
              g_array_append_val (players, player);
            }
        }
    }
  game->n_cards = cards->len;
  game->cards = (const StCard **) g_ptr_array_free (cards, FALSE);
  game->card_player = (int *) (gpointer) g_array_free (players, FALSE);
}

/* Places */

int
st_game_n_places (const StGame *game)
{
  return game->n_places;
}

gboolean
st_game_place_cell (const StGame *game, int place, StCell *cell)
{
  const StBoard *board = game->scenario->board;

  if (!st_board_is_grid (board) || place < 0 || place >= game->n_places)
    return FALSE;
  cell->x = place % board->columns;
  cell->y = place / board->columns;
  return TRUE;
}

int
st_game_place_at_cell (const StGame *game, int x, int y)
{
  const StBoard *board = game->scenario->board;

  if (!st_board_is_grid (board) || !st_board_contains (board, x, y))
    return ST_PLACE_NONE;
  return y * board->columns + x;
}

char *
st_game_place_id (const StGame *game, int place)
{
  const StBoard *board = game->scenario->board;
  StCell         cell;

  if (place < 0 || place >= game->n_places)
    return NULL;
  if (st_game_place_cell (game, place, &cell))
    return st_cell_to_string (cell);
  return g_strdup (((const StNode *) g_ptr_array_index (board->nodes, place))->id);
}

int
st_game_place_from_id (const StGame *game, const char *id)
{
  const StBoard *board = game->scenario->board;
  StCell         cell;

  if (id == NULL)
    return ST_PLACE_NONE;
  if (st_board_is_grid (board))
    return st_cell_parse (id, &cell) ? st_game_place_at_cell (game, cell.x, cell.y) : ST_PLACE_NONE;
  return st_board_node_index (board, id);
}

char *
st_game_place_label (const StGame *game, int place, const char *lang)
{
  const StBoard *board = game->scenario->board;
  const StNode  *node;
  StCell         cell;

  if (place < 0 || place >= game->n_places)
    return NULL;
  if (st_game_place_cell (game, place, &cell))
    return st_board_cell_label (board, cell);
  node = g_ptr_array_index (board->nodes, place);
  if (node->name != NULL && !st_text_is_empty (node->name))
    return g_strdup (st_text_get (node->name, lang));
  return g_strdup (node->id);
}

/* Phases and end reasons */

static const StRulesetName *
phase_names (const StGame *game, guint *n)
{
  if (game->ruleset->phases != NULL)
    {
      *n = game->ruleset->n_phases;
      return game->ruleset->phases;
    }
  *n = G_N_ELEMENTS (default_phases);
  return default_phases;
}

static const StRulesetName *
end_reason_names (const StGame *game, guint *n)
{
  if (game->ruleset->end_reasons != NULL)
    {
      *n = game->ruleset->n_end_reasons;
      return game->ruleset->end_reasons;
    }
  *n = G_N_ELEMENTS (default_end_reasons);
  return default_end_reasons;
}

guint
st_game_n_phases (const StGame *game)
{
  guint n;

  phase_names (game, &n);
  return n;
}

const char *
st_game_phase_id (const StGame *game, guint phase)
{
  guint                n;
  const StRulesetName *names = phase_names (game, &n);

  g_return_val_if_fail (phase < n, NULL);
  return names[phase].id;
}

const char *
st_game_phase_label (const StGame *game, guint phase)
{
  guint                n;
  const StRulesetName *names = phase_names (game, &n);

  g_return_val_if_fail (phase < n, NULL);
  if (names[phase].context != NULL)
    return g_dpgettext2 (GETTEXT_PACKAGE, names[phase].context, names[phase].label);
  return _ (names[phase].label);
}

guint
st_game_n_end_reasons (const StGame *game)
{
  guint n;

  end_reason_names (game, &n);
  return n;
}

const char *
st_game_end_reason_id (const StGame *game, guint reason)
{
  guint                n;
  const StRulesetName *names = end_reason_names (game, &n);

  g_return_val_if_fail (reason < n, NULL);
  return names[reason].id;
}

const char *
st_game_end_reason_label (const StGame *game, guint reason)
{
  guint                n;
  const StRulesetName *names = end_reason_names (game, &n);

  g_return_val_if_fail (reason < n, NULL);
  return _ (names[reason].label);
}

const char *
st_game_end_reason_explanation (const StGame *game, guint reason)
{
  guint                n;
  const StRulesetName *names = end_reason_names (game, &n);

  g_return_val_if_fail (reason < n, NULL);
  return names[reason].explanation != NULL ? _ (names[reason].explanation) : NULL;
}

/* Actions */

void
st_game_describe_action (const StGame *game, const StState *state, StAction action, StActionInfo *info)
{
  *info = (StActionInfo){ "action", -1, -1, ST_PLACE_NONE, ST_PLACE_NONE, -1, 0 };
  if (game->ruleset->describe_action != NULL)
    game->ruleset->describe_action (game, state, action, info);
}

guint
st_game_action_cards (const StGame *game, const StState *state, StAction action, GArray *cards)
{
  StActionInfo info;

  st_game_describe_action (game, state, action, &info);
  if ((info.flags & ST_ACTION_FLAG_CARD_SET) && game->ruleset->action_cards != NULL)
    return game->ruleset->action_cards (game, state, action, cards);
  if (info.card < 0)
    return 0;
  g_array_append_val (cards, info.card);
  return 1;
}

char *
st_game_action_sentence (const StGame  *game,
                         const StState *state,
                         StAction       action,
                         const StState *after,
                         int            viewer,
                         const char    *lang)
{
  if (game->ruleset->action_sentence != NULL)
    return game->ruleset->action_sentence (game, state, action, after, viewer, lang);
  return st_game_action_to_text (game, state, action);
}

void
st_game_prompt (const StGame *game, const StState *state, const char *lang, StPrompt *prompt)
{
  *prompt = (StPrompt){ ST_PROMPT_NONE, st_game_current_player (game, state), NULL, NULL, NULL };
  if (game->ruleset->prompt != NULL)
    {
      game->ruleset->prompt (game, state, lang, prompt);
      return;
    }
  if (!st_game_is_terminal (game, state))
    {
      prompt->kind = ST_PROMPT_PICK_ONE;
      prompt->text = g_strdup (_ ("Choose an action"));
      prompt->pass_label = g_strdup (_ ("Pass"));
    }
}

void
st_prompt_clear (StPrompt *prompt)
{
  g_clear_pointer (&prompt->text, g_free);
  g_clear_pointer (&prompt->pass_note, g_free);
  g_clear_pointer (&prompt->pass_label, g_free);
}

StRow *
st_row_new (const char *label, const char *value)
{
  StRow *row = g_new (StRow, 1);

  row->label = g_strdup (label);
  row->value = g_strdup (value);
  return row;
}

void
st_row_free (StRow *row)
{
  if (row == NULL)
    return;
  g_free (row->label);
  g_free (row->value);
  g_free (row);
}

GPtrArray *
st_game_resolution (const StGame *game, const StState *state, int viewer, const char *lang)
{
  if (game->ruleset->resolution != NULL)
    return game->ruleset->resolution (game, state, viewer, lang);
  return NULL;
}

GPtrArray *
st_game_status (const StGame *game, const StState *state, int viewer, const char *lang)
{
  if (game->ruleset->status != NULL)
    return game->ruleset->status (game, state, viewer, lang);
  return g_ptr_array_new_with_free_func ((GDestroyNotify) st_row_free);
}

/* Views */

void
st_game_piece_view (const StGame *game, const StState *state, int viewer, guint unit, StPieceView *view)
{
  g_return_if_fail (unit < game->n_units);
  *view = (StPieceView){ 0 };
  game->ruleset->piece_view (game, state, viewer, unit, view);
}

char *
st_game_unit_label (const StGame *game, const StState *state, int viewer, guint unit, const char *lang)
{
  const StUnit *scenario_unit;

  g_return_val_if_fail (unit < game->n_units, NULL);
  if (game->ruleset->unit_label != NULL)
    return game->ruleset->unit_label (game, state, viewer, unit, lang);
  scenario_unit = st_scenario_find_unit (game->scenario, game->unit_ids[unit]);
  if (scenario_unit != NULL && scenario_unit->name != NULL && !st_text_is_empty (scenario_unit->name))
    return g_strdup (st_text_get (scenario_unit->name, lang));
  return g_strdup (game->unit_ids[unit]);
}

guint
st_game_n_cards (const StGame *game)
{
  return game->n_cards;
}

const StCard *
st_game_card (const StGame *game, guint card)
{
  g_return_val_if_fail (card < game->n_cards, NULL);
  return game->cards[card];
}

guint
st_game_pile (const StGame *game, const StState *state, int viewer, int player, StPile pile, GArray *cards)
{
  g_array_set_size (cards, 0);
  if (game->ruleset->pile != NULL)
    return game->ruleset->pile (game, state, viewer, player, pile, cards);
  return 0;
}

void
st_game_board_setup (const StGame *game, const StState *state, GPtrArray *out)
{
  if (game->ruleset->board_setup != NULL)
    game->ruleset->board_setup (game, state, out);
}

gboolean
st_game_has_hidden_information (const StGame *game)
{
  return game->ruleset->hidden_information;
}

gboolean
st_game_has_chance (const StGame *game)
{
  return !game->ruleset->deterministic;
}

void
st_game_unit_targets (const StGame *game, const StState *state, guint unit, GArray *places)
{
  StActionList list;

  g_array_set_size (places, 0);
  st_action_list_init (&list);
  st_game_legal_actions (game, state, &list);
  for (guint i = 0; i < list.len; i++)
    {
      StActionInfo info;
      gboolean     seen = FALSE;

      st_game_describe_action (game, state, list.actions[i], &info);
      if (info.unit != (int) unit || info.to == ST_PLACE_NONE)
        continue;
      for (guint j = 0; j < places->len && !seen; j++)
        seen = g_array_index (places, int, j) == info.to;
      if (!seen)
        g_array_append_val (places, info.to);
    }
  st_action_list_free (&list);
}

/* Overlays */

StOverlayShape *
st_overlay_shape_new (StOverlayShapeKind kind, int player, int unit)
{
  StOverlayShape *shape = g_new (StOverlayShape, 1);

  shape->kind = kind;
  shape->player = player;
  shape->unit = unit;
  shape->places = g_array_new (FALSE, FALSE, sizeof (int));
  return shape;
}

void
st_overlay_shape_add (StOverlayShape *shape, int place)
{
  g_array_append_val (shape->places, place);
}

void
st_overlay_shape_free (StOverlayShape *shape)
{
  if (shape == NULL)
    return;
  g_array_unref (shape->places);
  g_free (shape);
}

guint
st_game_n_overlays (const StGame *game)
{
  return game->ruleset->overlay != NULL ? game->ruleset->n_overlays : 0;
}

const char *
st_game_overlay_id (const StGame *game, guint overlay)
{
  g_return_val_if_fail (overlay < st_game_n_overlays (game), NULL);
  return game->ruleset->overlays[overlay].id;
}

int
st_game_overlay_find (const StGame *game, const char *id)
{
  for (guint i = 0; i < st_game_n_overlays (game); i++)
    if (g_strcmp0 (game->ruleset->overlays[i].id, id) == 0)
      return (int) i;
  return -1;
}

const char *
st_game_overlay_label (const StGame *game, guint overlay)
{
  g_return_val_if_fail (overlay < st_game_n_overlays (game), NULL);
  return _ (game->ruleset->overlays[overlay].label);
}

const char *
st_game_overlay_description (const StGame *game, guint overlay)
{
  g_return_val_if_fail (overlay < st_game_n_overlays (game), NULL);
  return _ (game->ruleset->overlays[overlay].description);
}

gboolean
st_game_overlay_per_unit (const StGame *game, guint overlay)
{
  g_return_val_if_fail (overlay < st_game_n_overlays (game), FALSE);
  return game->ruleset->overlays[overlay].per_unit;
}

const char *
st_game_overlay_unavailable (const StGame *game, guint overlay)
{
  g_return_val_if_fail (overlay < st_game_n_overlays (game), NULL);
  if (game->ruleset->overlay_unavailable == NULL)
    return NULL;
  return game->ruleset->overlay_unavailable (game, overlay);
}

GPtrArray *
st_game_overlay (const StGame *game, const StState *state, int viewer, guint overlay, int unit)
{
  g_autoptr (StState) seen = NULL;

  g_return_val_if_fail (overlay < st_game_n_overlays (game), NULL);
  if (unit >= (int) game->n_units)
    unit = -1;
  if (viewer != ST_VIEWER_ALL && game->ruleset->hidden_information)
    {
      StRng rng;

      /* Nothing of a piece whose identity viewer does not know, and the rest
       * drawn on a position he cannot tell from the true one (a fixed draw, so
       * that the overlay stays put while the position does). */
      if (unit >= 0)
        {
          StPieceView view;

          st_game_piece_view (game, state, viewer, (guint) unit, &view);
          if (view.hidden)
            return g_ptr_array_new_with_free_func ((GDestroyNotify) st_overlay_shape_free);
        }
      seen = st_game_clone_state (game, state);
      st_rng_seed (&rng, 0);
      st_game_resample (game, state, viewer, &rng, seen);
      state = seen;
    }
  return game->ruleset->overlay (game, state, overlay, unit);
}

int
st_game_unit_at (const StGame *game, const StState *state, int viewer, int place)
{
  if (place < 0)
    return -1;
  for (guint u = 0; u < game->n_units; u++)
    {
      StPieceView view;

      st_game_piece_view (game, state, viewer, u, &view);
      if (view.place == place)
        return (int) u;
    }
  return -1;
}
