/* SPDX-License-Identifier: GPL-3.0-or-later */
#define G_LOG_DOMAIN "sandtable-engine"

#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "core/st-file-read.h"
#include "core/st-lint.h"

#include "st-ruleset.h"

/* The rulesets of the registry's families (core/families/families.def). */
static const StRuleset *const rulesets[] = {
#define ST_FAMILY(descriptor, ruleset) &ruleset,
#include "core/families/families.def"
#undef ST_FAMILY
};

/* The ruleset of family, or NULL. */
static const StRuleset *
ruleset_of (const StFamily *family)
{
  for (guint i = 0; i < G_N_ELEMENTS (rulesets); i++)
    if (rulesets[i]->family == family)
      return rulesets[i];
  return NULL;
}

// clang-format off
G_DEFINE_QUARK (st-game-error-quark, st_game_error)
// clang-format on

void
st_action_list_init (StActionList *list)
{
  list->actions = NULL;
  list->len = 0;
  list->capacity = 0;
}

void
st_action_list_clear (StActionList *list)
{
  list->len = 0;
}

void
st_action_list_grow (StActionList *list)
{
  list->capacity = MAX (64, list->capacity * 2);
  list->actions = g_renew (StAction, list->actions, list->capacity);
}

void
st_action_list_free (StActionList *list)
{
  g_clear_pointer (&list->actions, g_free);
  list->len = 0;
  list->capacity = 0;
}

gboolean
st_game_family_supported (const StFamily *family)
{
  return family != NULL && ruleset_of (family) != NULL;
}

static StGame *
new_game (StScenario *scenario, gboolean lenient, StGameBlame *blame, GError **error)
{
  g_autoptr (StGame) game = NULL;

  g_return_val_if_fail (scenario != NULL, NULL);

  if (!st_game_family_supported (scenario->family))
    {
      g_set_error (error, ST_GAME_ERROR, ST_GAME_ERROR_UNSUPPORTED,
                   _ ("There is no rules engine for the %s family yet"), st_family_id (scenario->family));
      return NULL;
    }
  game = g_new0 (StGame, 1);
  g_atomic_ref_count_init (&game->ref_count);
  game->ruleset = ruleset_of (scenario->family);
  game->scenario = st_scenario_ref (scenario);
  game->board_kind = scenario->board->kind;
  game->lenient = lenient;
  if (st_board_is_grid (scenario->board))
    game->n_places = scenario->board->columns * scenario->board->rows;
  else
    game->n_places = (int) scenario->board->nodes->len;
  game->blame = blame;
  if (!game->ruleset->compile (game, scenario, error))
    return NULL;
  game->blame = NULL;
  st_game_collect_cards (game);
  return g_steal_pointer (&game);
}

StGame *
st_game_new_from_scenario (StScenario *scenario, GError **error)
{
  return new_game (scenario, FALSE, NULL, error);
}

StGame *
st_game_new_for_overlays (StScenario *scenario, GError **error)
{
  return new_game (scenario, TRUE, NULL, error);
}

static void
blame (StGame *game, gsize offset, const char *id)
{
  char **field;

  if (game->blame == NULL || id == NULL)
    return;
  field = &G_STRUCT_MEMBER (char *, game->blame, offset);
  g_free (*field);
  *field = g_strdup (id);
}

void
st_game_blame_param (StGame *game, const char *param)
{
  blame (game, G_STRUCT_OFFSET (StGameBlame, param), param);
}

void
st_game_blame_side (StGame *game, const char *side)
{
  blame (game, G_STRUCT_OFFSET (StGameBlame, side), side);
}

void
st_game_blame_unit_type (StGame *game, const char *type)
{
  blame (game, G_STRUCT_OFFSET (StGameBlame, unit_type), type);
}

void
st_game_blame_unit (StGame *game, const char *unit)
{
  blame (game, G_STRUCT_OFFSET (StGameBlame, unit), unit);
}

const char *
st_game_side_name (const StScenario *scenario, const char *id)
{
  const StSide *side = st_scenario_find_side (scenario, id);
  const char   *name = side != NULL && side->name != NULL ? st_text_get_for_locale (side->name) : NULL;

  return name != NULL && *name != '\0' ? name : id;
}

GPtrArray *
st_game_check_scenario (StScenario *scenario)
{
  GPtrArray *problems = g_ptr_array_new_with_free_func ((GDestroyNotify) st_lint_problem_free);
  g_autoptr (GError) error = NULL;
  g_autoptr (StGame) game = NULL;
  StGameBlame    blamed = { 0 };
  StLintProblem *problem;

  g_return_val_if_fail (scenario != NULL, problems);

  if (!st_game_family_supported (scenario->family))
    return problems;
  game = new_game (scenario, FALSE, &blamed, &error);
  if (game == NULL)
    {
      const StUnit *unit = blamed.unit ? st_scenario_find_unit (scenario, blamed.unit) : NULL;

      problem = g_new0 (StLintProblem, 1);
      problem->kind = ST_LINT_CANNOT_PLAY;
      problem->message = g_strdup (error->message);
      problem->param = g_steal_pointer (&blamed.param);
      problem->side = g_steal_pointer (&blamed.side);
      problem->unit_type = g_steal_pointer (&blamed.unit_type);
      problem->unit = g_steal_pointer (&blamed.unit);
      if (unit != NULL && unit->placed && st_board_is_grid (scenario->board))
        {
          problem->has_cell = TRUE;
          problem->cell = unit->cell;
        }
      else if (unit != NULL && unit->placed)
        problem->node = g_strdup (unit->node);
      g_ptr_array_add (problems, problem);
    }
  /* Whatever compile blamed on its way to success. */
  g_free (blamed.param);
  g_free (blamed.side);
  g_free (blamed.unit_type);
  g_free (blamed.unit);
  return problems;
}

static void
ruleset_lint (const StScenario *scenario, GPtrArray *problems)
{
  const StRuleset *ruleset = ruleset_of (scenario->family);

  if (ruleset != NULL && ruleset->lint != NULL)
    {
      g_autoptr (StScenarioIndex) index = st_scenario_index_new (scenario);

      ruleset->lint (scenario, index, problems);
    }
}

GPtrArray *
st_game_ruleset_lint (const StScenario *scenario)
{
  GPtrArray *problems = g_ptr_array_new_with_free_func ((GDestroyNotify) st_lint_problem_free);

  g_return_val_if_fail (scenario != NULL, problems);
  ruleset_lint (scenario, problems);
  return problems;
}

GPtrArray *
st_game_lint_scenario (const StScenario *scenario)
{
  GPtrArray *problems;

  g_return_val_if_fail (scenario != NULL, NULL);
  problems = st_lint_scenario (scenario);
  ruleset_lint (scenario, problems);
  return problems;
}

gboolean
st_game_is_lenient (const StGame *game)
{
  return game->lenient;
}

StGame *
st_game_ref (StGame *game)
{
  g_atomic_ref_count_inc (&game->ref_count);
  return game;
}

void
st_game_unref (StGame *game)
{
  if (!g_atomic_ref_count_dec (&game->ref_count))
    return;
  if (game->data != NULL && game->ruleset->free_data != NULL)
    game->ruleset->free_data (game->data);
  g_clear_pointer (&game->scenario, st_scenario_unref);
  g_free (game->sides[0]);
  g_free (game->sides[1]);
  g_strfreev (game->unit_ids);
  g_free (game->unit_player);
  g_free (game->cards);
  g_free (game->card_player);
  g_free (game);
}

const StFamily *
st_game_family (const StGame *game)
{
  return game->ruleset->family;
}

StScenario *
st_game_scenario (const StGame *game)
{
  return game->scenario;
}

gsize
st_game_state_size (const StGame *game)
{
  return game->state_size;
}

const char *
st_game_player_side (const StGame *game, int player)
{
  g_return_val_if_fail (player == 0 || player == 1, NULL);
  return game->sides[player];
}

guint
st_game_n_units (const StGame *game)
{
  return game->n_units;
}

const char *
st_game_unit_id (const StGame *game, guint unit)
{
  g_return_val_if_fail (unit < game->n_units, NULL);
  return game->unit_ids[unit];
}

int
st_game_unit_player (const StGame *game, guint unit)
{
  g_return_val_if_fail (unit < game->n_units, -1);
  return game->unit_player[unit];
}

StState *
st_game_new_initial_state (const StGame *game, guint64 seed)
{
  StState *state = g_malloc0 (game->state_size);

  st_rng_seed (&((StStateHeader *) state)->rng, seed);
  game->ruleset->init_state (game, state);
  return state;
}

StState *
st_game_clone_state (const StGame *game, const StState *state)
{
  return g_memdup2 (state, game->state_size);
}

void
st_game_copy_state (const StGame *game, StState *dest, const StState *src)
{
  memcpy (dest, src, game->state_size);
}

gboolean
st_game_states_equal (const StGame *game, const StState *a, const StState *b)
{
  return memcmp (a, b, game->state_size) == 0;
}

void
st_state_free (StState *state)
{
  g_free (state);
}

void
st_game_reseed (const StGame *game, StState *state, guint64 seed)
{
  st_rng_seed (&((StStateHeader *) state)->rng, seed);
}

int
st_game_current_player (const StGame *game, const StState *state)
{
  return game->ruleset->current_player (game, state);
}

gboolean
st_game_is_terminal (const StGame *game, const StState *state)
{
  if (game->ruleset->is_terminal != NULL)
    return game->ruleset->is_terminal (game, state);
  return st_game_current_player (game, state) < 0;
}

void
st_game_returns (const StGame *game, const StState *state, double returns[2])
{
  int winner = st_game_winner (game, state);

  returns[0] = winner < 0 ? 0.0 : winner == 0 ? 1.0 : -1.0;
  returns[1] = -returns[0];
}

int
st_game_winner (const StGame *game, const StState *state)
{
  return game->ruleset->winner (game, state);
}

guint
st_game_end_reason (const StGame *game, const StState *state)
{
  return game->ruleset->end_reason (game, state);
}

int
st_game_turn (const StGame *game, const StState *state)
{
  return game->ruleset->turn (game, state);
}

guint
st_game_phase (const StGame *game, const StState *state)
{
  return game->ruleset->phase (game, state);
}

int
st_game_active_player (const StGame *game, const StState *state)
{
  return game->ruleset->active_player (game, state);
}

void
st_game_legal_actions (const StGame *game, const StState *state, StActionList *out)
{
  st_action_list_clear (out);
  /* A game read leniently for the overlays is never played. */
  if (G_UNLIKELY (game->lenient))
    return;
  game->ruleset->legal_actions (game, state, out);
}

gboolean
st_game_is_legal (const StGame *game, const StState *state, StAction action)
{
  StActionList list;
  gboolean     found = FALSE;

  st_action_list_init (&list);
  st_game_legal_actions (game, state, &list);
  for (guint i = 0; i < list.len && !found; i++)
    found = list.actions[i] == action;
  st_action_list_free (&list);
  return found;
}

StAction
st_game_random_action (const StGame *game, const StState *state, StRng *rng, StActionList *scratch)
{
  if (game->ruleset->random_action != NULL)
    return game->ruleset->random_action (game, state, rng, scratch);
  st_game_legal_actions (game, state, scratch);
  return scratch->actions[st_rng_below (rng, scratch->len)];
}

void
st_game_apply (const StGame *game, StState *state, StAction action)
{
  game->ruleset->apply (game, state, action, NULL);
}

void
st_game_apply_logged (const StGame *game, StState *state, StAction action, StEventLog *events)
{
  game->ruleset->apply (game, state, action, events);
}

char *
st_game_action_to_text (const StGame *game, const StState *state, StAction action)
{
  return game->ruleset->action_to_text (game, state, action);
}

/* Collapses runs of white space so that hand-written logs need not be exact. */
static char *
normalize_text (const char *text)
{
  g_auto (GStrv) words = g_strsplit_set (text, " \t\r\n", -1);
  GString *out = g_string_new (NULL);

  for (guint i = 0; words[i] != NULL; i++)
    {
      if (words[i][0] == '\0')
        continue;
      if (out->len > 0)
        g_string_append_c (out, ' ');
      g_string_append (out, words[i]);
    }
  return g_string_free (out, FALSE);
}

/* Texts are equal, except that the units after "from" may come in any order. */
static gboolean
same_action_text (const char *canonical, const char *wanted)
{
  const char *from_a = strstr (canonical, " from "), *from_b = strstr (wanted, " from ");
  g_auto (GStrv) units_a = NULL;
  g_auto (GStrv) units_b = NULL;
  guint n;

  if (g_str_equal (canonical, wanted))
    return TRUE;
  if (from_a == NULL || from_b == NULL || from_a - canonical != from_b - wanted
      || strncmp (canonical, wanted, from_a - canonical) != 0)
    return FALSE;
  units_a = g_strsplit (from_a + 6, " ", -1);
  units_b = g_strsplit (from_b + 6, " ", -1);
  n = g_strv_length (units_a);
  if (n != g_strv_length (units_b))
    return FALSE;
  for (guint i = 0; i < n; i++)
    if (!g_strv_contains ((const char *const *) units_b, units_a[i]))
      return FALSE;
  return TRUE;
}

gboolean
st_game_action_from_text (
    const StGame *game, const StState *state, const char *text, StAction *action, GError **error)
{
  g_autofree char *wanted = normalize_text (text);
  StActionList     list;
  gboolean         found = FALSE;

  st_action_list_init (&list);
  st_game_legal_actions (game, state, &list);
  for (guint i = 0; i < list.len && !found; i++)
    {
      g_autofree char *candidate = st_game_action_to_text (game, state, list.actions[i]);
      if (same_action_text (candidate, wanted))
        {
          *action = list.actions[i];
          found = TRUE;
        }
    }
  st_action_list_free (&list);
  if (!found)
    {
      /* An action may be 1,024 bytes long: the message quotes its start. */
      g_autofree char *quoted = st_text_excerpt (wanted);

      g_set_error (error, ST_GAME_ERROR, ST_GAME_ERROR_ILLEGAL_ACTION,
                   _ ("'%s' is not a legal action here (turn %d, %s phase)"), quoted,
                   st_game_turn (game, state), st_game_phase_id (game, st_game_phase (game, state)));
    }
  return found;
}

StState *
st_game_observation (const StGame *game, const StState *state)
{
  StState *observation = st_game_clone_state (game, state);

  st_game_observe (game, state, st_game_current_player (game, state), observation);
  return observation;
}

void
st_game_observe (const StGame *game, const StState *state, int player, StState *out)
{
  if (game->ruleset->observe != NULL)
    game->ruleset->observe (game, state, player, out);
  else if (out != state)
    st_game_copy_state (game, out, state);
}

void
st_game_resample (const StGame *game, const StState *state, int player, StRng *rng, StState *out)
{
  if (game->ruleset->resample != NULL)
    game->ruleset->resample (game, state, player, rng, out);
  else if (out != state)
    st_game_copy_state (game, out, state);
}

double
st_game_evaluate (const StGame *game, const StState *state, int player)
{
  return game->ruleset->evaluate (game, state, player);
}
