/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <string.h>

#include "engine-fixture.h"
#include "engine/st-game-log.h"
#include "engine/st-player.h"
#include "engine/st-rng.h"

/* One suite over every family the registry knows (core/families/families.def),
 * on each of its scenarios (st_test_family_scenarios (): the bundled ones, or
 * those in tests/data for a family only the tests use) and on the positions of
 * random playouts from them, in the manner of OpenSpiel's basic tests. A family
 * added to the registry is run here with no line of this file changed; the
 * families' own tests keep only their rules. */

#define N_PLAYOUTS 12
#define MAX_ACTIONS 20000
/* Positions a playout checks in full (every legal action) before playing on. */
#define CHECKED_POSITIONS 40

static const char *const languages[] = { "en", "fi", "sv" };

/* What a check runs on: a family and one of its scenarios. */
typedef struct
{
  const StFamily *family;
  char           *path;
} Case;

typedef struct
{
  StGame  *game;
  StState *initial;
} Subject;

static void
subject_init (Subject *s, const Case *c)
{
  s->game = st_test_load_game (c->path);
  s->initial = st_game_new_initial_state (s->game, 1);
}

static void
subject_clear (Subject *s)
{
  st_state_free (s->initial);
  st_game_unref (s->game);
}

/* Plays random actions from the initial state with seed; calls check on each
 * of the first CHECKED_POSITIONS positions. Returns the number of actions. */
static guint
playout (const Subject *s,
         guint64        seed,
         void (*check) (const Subject *s, const StState *state, StActionList *legal),
         StState **final)
{
  StState     *state = st_game_clone_state (s->game, s->initial);
  StActionList legal, scratch;
  StRng        rng;
  guint        n = 0;

  st_game_reseed (s->game, state, seed);
  st_rng_seed (&rng, seed);
  st_action_list_init (&legal);
  st_action_list_init (&scratch);
  while (!st_game_is_terminal (s->game, state) && n < MAX_ACTIONS)
    {
      if (check != NULL && n < CHECKED_POSITIONS)
        {
          st_game_legal_actions (s->game, state, &legal);
          g_assert_cmpuint (legal.len, >, 0);
          check (s, state, &legal);
        }
      st_game_apply (s->game, state, st_game_random_action (s->game, state, &rng, &scratch));
      n++;
    }
  st_action_list_free (&legal);
  st_action_list_free (&scratch);
  if (final != NULL)
    *final = state;
  else
    st_state_free (state);
  return n;
}

/* One playout of the family's scenario with seed, check on its positions. */
static void
check_playout (const Case *c,
               guint64     seed,
               void (*check) (const Subject *s, const StState *state, StActionList *legal))
{
  Subject s;

  subject_init (&s, c);
  playout (&s, seed, check, NULL);
  subject_clear (&s);
}

static void
test_clone_and_equality (gconstpointer data)
{
  Subject s;
  g_autoptr (StState) copy = NULL;
  g_autoptr (StState) other = NULL;

  subject_init (&s, data);
  copy = st_game_clone_state (s.game, s.initial);
  g_assert_true (st_game_states_equal (s.game, s.initial, copy));
  other = st_game_new_initial_state (s.game, 1);
  g_assert_true (st_game_states_equal (s.game, s.initial, other));
  /* A move apart: no longer equal; copied back: equal again. */
  if (!st_game_is_terminal (s.game, other))
    {
      StActionList legal;

      st_action_list_init (&legal);
      st_game_legal_actions (s.game, other, &legal);
      st_game_apply (s.game, other, legal.actions[0]);
      st_action_list_free (&legal);
      g_assert_false (st_game_states_equal (s.game, s.initial, other));
      st_game_copy_state (s.game, copy, other);
      g_assert_true (st_game_states_equal (s.game, copy, other));
    }
  /* A clone is independent: a whole game played on it leaves the original as
   * it was, and the same game played on a second clone gives the same state. */
  {
    g_autoptr (StState) before = st_game_clone_state (s.game, s.initial);
    StState *a = NULL, *b = NULL;

    playout (&s, 99, NULL, &a);
    playout (&s, 99, NULL, &b);
    g_assert_true (st_game_states_equal (s.game, s.initial, before));
    g_assert_false (st_game_states_equal (s.game, s.initial, a));
    g_assert_true (st_game_states_equal (s.game, a, b));
    st_state_free (a);
    st_state_free (b);
  }
  subject_clear (&s);
}

/* A family the registry knows but no ruleset plays is refused as unsupported
 * (none today: every registered family has one). */
static void
test_unsupported_family (void)
{
  for (const StFamily *const *it = st_family_all (NULL), *f; (f = *it) != NULL; it++)
    if (!st_game_family_supported (f))
      {
        g_autoptr (StScenario) scenario = st_scenario_new (f, st_family_board_kind (f));
        g_autoptr (GError) error = NULL;
        StGame *game = st_game_new_from_scenario (scenario, &error);

        g_assert_null (game);
        g_assert_error (error, ST_GAME_ERROR, ST_GAME_ERROR_UNSUPPORTED);
      }
}

static void
check_round_trip (const Subject *s, const StState *state, StActionList *legal)
{
  for (guint i = 0; i < legal->len; i++)
    {
      g_autofree char *text = st_game_action_to_text (s->game, state, legal->actions[i]);
      g_autoptr (GError) error = NULL;
      StAction back;

      g_assert_true (st_game_action_from_text (s->game, state, text, &back, &error));
      g_assert_no_error (error);
      if (back != legal->actions[i])
        {
          /* Two actions may share a text only if they are the same move. */
          g_autofree char *again = st_game_action_to_text (s->game, state, back);
          g_assert_cmpstr (again, ==, text);
        }
    }
}

static void
test_text_round_trip (gconstpointer data)
{
  Subject s;

  subject_init (&s, data);
  for (guint64 seed = 1; seed <= 3; seed++)
    playout (&s, seed, check_round_trip, NULL);
  subject_clear (&s);
}

static void
test_determinism (gconstpointer data)
{
  Subject  s;
  StState *a = NULL, *b = NULL, *c = NULL;
  guint    n_a, n_b;

  subject_init (&s, data);
  n_a = playout (&s, 7, NULL, &a);
  n_b = playout (&s, 7, NULL, &b);
  g_assert_cmpuint (n_a, ==, n_b);
  g_assert_true (st_game_states_equal (s.game, a, b));
  /* Another seed is another game (of the same length at most by chance). */
  playout (&s, 8, NULL, &c);
  st_state_free (a);
  st_state_free (b);
  st_state_free (c);
  subject_clear (&s);
}

static void
test_playouts_end (gconstpointer data)
{
  Subject s;

  subject_init (&s, data);
  for (guint64 seed = 1; seed <= N_PLAYOUTS; seed++)
    {
      StState *final = NULL;
      guint    n = playout (&s, seed, NULL, &final);

      double returns[2];
      int    winner;

      if (!st_game_is_terminal (s.game, final))
        g_error ("%s: a random game is not over after %u actions", ((const Case *) data)->path, n);
      /* Over by a declared reason, nobody to act, no prompt, and a winner
       * that the returns agree with (zero-sum: a draw is 0 for both). */
      g_assert_cmpuint (st_game_end_reason (s.game, final), !=, 0);
      g_assert_cmpuint (st_game_end_reason (s.game, final), <, st_game_n_end_reasons (s.game));
      g_assert_cmpint (st_game_current_player (s.game, final), ==, -1);
      st_game_returns (s.game, final, returns);
      g_assert_cmpfloat (returns[0], ==, -returns[1]);
      winner = st_game_winner (s.game, final);
      if (winner >= 0)
        g_assert_cmpfloat (returns[winner], ==, 1.0);
      else
        g_assert_cmpfloat (returns[0], ==, 0.0);
      {
        StPrompt prompt;

        st_game_prompt (s.game, final, NULL, &prompt);
        g_assert_cmpint (prompt.kind, ==, ST_PROMPT_NONE);
        st_prompt_clear (&prompt);
      }
      st_state_free (final);
    }
  subject_clear (&s);
}

static void
check_observe_resample (const Subject *s, const StState *state, StActionList *legal)
{
  gsize size = st_game_state_size (s->game);

  for (int p = 0; p < 2; p++)
    {
      g_autofree StState *seen = g_malloc0 (size);
      g_autofree StState *resampled = g_malloc0 (size);
      g_autofree StState *seen_again = g_malloc0 (size);
      StRng               rng;

      st_rng_seed (&rng, 99 + p);
      st_game_observe (s->game, state, p, seen);
      st_game_resample (s->game, state, p, &rng, resampled);
      st_game_observe (s->game, resampled, p, seen_again);
      /* A resampled position is one the viewer cannot tell from the true one. */
      g_assert_true (st_game_states_equal (s->game, seen, seen_again));
      /* With nothing hidden, both are the state itself. */
      if (!st_game_has_hidden_information (s->game))
        {
          g_assert_true (st_game_states_equal (s->game, seen, state));
          g_assert_true (st_game_states_equal (s->game, resampled, state));
        }
      g_assert_cmpint (st_game_current_player (s->game, resampled), ==,
                       st_game_current_player (s->game, state));
    }
}

static void
test_observe_resample (gconstpointer data)
{
  check_playout (data, 3, check_observe_resample);
}

/* An AI player is handed the observation of the player to act, never the true
 * state (st_player_choose ()): it must lose him nothing. The legal actions and
 * their flags are the same, resampling from it draws the same positions, and a
 * greedy player chooses as he would have from the truth. */
static void
check_player_observation (const Subject *s, const StState *state, StActionList *legal)
{
  int mover = st_game_current_player (s->game, state);
  g_autoptr (StState) seen = st_game_observation (s->game, state);
  g_autoptr (StState) seen_again = st_game_clone_state (s->game, state);
  g_autoptr (StState) from_truth = st_game_clone_state (s->game, state);
  g_autoptr (StState) from_seen = st_game_clone_state (s->game, state);
  g_autoptr (StPlayer) on_truth = NULL;
  g_autoptr (StPlayer) on_seen = NULL;
  StPlayerOptions options;
  StActionList    seen_legal;
  StRng           a, b;

  g_assert_cmpint (mover, >=, 0);
  st_game_observe (s->game, state, mover, seen_again);
  g_assert_true (st_game_states_equal (s->game, seen, seen_again));
  st_game_observe (s->game, seen, mover, seen_again);
  g_assert_true (st_game_states_equal (s->game, seen, seen_again));
  g_assert_cmpint (st_game_current_player (s->game, seen), ==, mover);

  st_action_list_init (&seen_legal);
  st_game_legal_actions (s->game, seen, &seen_legal);
  g_assert_cmpuint (seen_legal.len, ==, legal->len);
  for (guint i = 0; i < legal->len; i++)
    {
      StActionInfo truth_info, seen_info;

      g_assert_true (seen_legal.actions[i] == legal->actions[i]);
      st_game_describe_action (s->game, state, legal->actions[i], &truth_info);
      st_game_describe_action (s->game, seen, legal->actions[i], &seen_info);
      g_assert_cmpuint (seen_info.flags, ==, truth_info.flags);
    }
  st_action_list_free (&seen_legal);

  st_rng_seed (&a, 17);
  st_rng_seed (&b, 17);
  st_game_resample (s->game, state, mover, &a, from_truth);
  st_game_resample (s->game, seen, mover, &b, from_seen);
  g_assert_true (st_game_states_equal (s->game, from_truth, from_seen));

  st_player_options_init (&options, ST_PLAYER_GREEDY);
  options.chance_samples = 2;
  on_truth = st_player_new (s->game, &options, 5);
  on_seen = st_player_new (s->game, &options, 5);
  g_assert_true (st_player_choose (on_truth, state) == st_player_choose (on_seen, seen));
}

static void
test_player_observation (gconstpointer data)
{
  check_playout (data, 11, check_player_observation);
}

/* A game between two AI players as the referee runs one: each chooses from his
 * observation; every choice is legal; the game ends by the rules within
 * MAX_ACTIONS (a declared end reason, no player to act), and its log (the seed
 * and the canonical action texts) replays to the same final position. */
static void
play_ai_game (const Subject *s, StPlayerKind first, StPlayerKind second, guint64 seed)
{
  g_autoptr (StState) state = st_game_new_initial_state (s->game, seed);
  g_autoptr (StGameLog) log = st_game_log_new (seed);
  g_autoptr (StState) replayed = NULL;
  g_autoptr (GError) error = NULL;
  StPlayerOptions options[2];
  StPlayer       *players[2];
  guint           n = 0;
  int             line = 0, column = 0;

  st_player_options_init (&options[0], first);
  st_player_options_init (&options[1], second);
  for (int p = 0; p < 2; p++)
    {
      options[p].iterations = 30;
      players[p] = st_player_new (s->game, &options[p], seed * 2 + (guint64) p + 1);
    }
  while (!st_game_is_terminal (s->game, state))
    {
      g_autoptr (StState) observation = st_game_observation (s->game, state);
      StAction action = st_player_choose (players[st_game_current_player (s->game, state)], observation);
      g_autofree char *text = st_game_action_to_text (s->game, state, action);

      g_assert_true (st_game_is_legal (s->game, state, action));
      st_game_log_append (log, text, (int) log->actions->len + 2, 1);
      st_game_apply (s->game, state, action);
      if (++n >= MAX_ACTIONS)
        g_error ("%s: a game of AI players is not over after %u actions",
                 st_family_id (st_game_family (s->game)), n);
    }
  g_assert_cmpint (st_game_current_player (s->game, state), ==, -1);
  g_assert_cmpuint (st_game_end_reason (s->game, state), !=, 0);
  replayed = st_game_replay (s->game, log, &line, &column, &error);
  g_assert_no_error (error);
  g_assert_true (st_game_states_equal (s->game, replayed, state));
  for (int p = 0; p < 2; p++)
    st_player_free (players[p]);
}

static void
test_ai_games (gconstpointer data)
{
  Subject s;

  subject_init (&s, data);
  play_ai_game (&s, ST_PLAYER_GREEDY, ST_PLAYER_RANDOM, 1);
  play_ai_game (&s, ST_PLAYER_RANDOM, ST_PLAYER_GREEDY, 2);
  play_ai_game (&s, ST_PLAYER_MCTS, ST_PLAYER_GREEDY, 3);
  subject_clear (&s);
}

static void
check_sentences (const Subject *s, const StState *state, StActionList *legal)
{
  int viewer = st_game_current_player (s->game, state);

  for (guint i = 0; i < legal->len; i++)
    {
      StActionInfo info;

      st_game_describe_action (s->game, state, legal->actions[i], &info);
      for (guint l = 0; l < G_N_ELEMENTS (languages); l++)
        {
          g_autofree char *sentence =
              st_game_action_sentence (s->game, state, legal->actions[i], NULL, viewer, languages[l]);

          g_assert_nonnull (sentence);
          g_assert_cmpuint (strlen (sentence), >, 0);
          g_assert_true (g_utf8_validate (sentence, -1, NULL));
          /* People read names, not the file's ids. */
          if (info.unit >= 0 && strchr (st_game_unit_id (s->game, info.unit), '-') != NULL
              && strstr (sentence, st_game_unit_id (s->game, info.unit)) != NULL)
            g_error ("%s: the sentence '%s' names the raw id %s", st_family_id (st_game_family (s->game)),
                     sentence, st_game_unit_id (s->game, info.unit));
        }
    }
}

static void
test_sentences (gconstpointer data)
{
  check_playout (data, 5, check_sentences);
}

/* Whenever a pass action is legal, the prompt names it: the play page's
 * End / Pass button takes its label from the prompt alone. */
static void
check_pass_named (const Subject *s, const StState *state, StActionList *legal)
{
  for (guint i = 0; i < legal->len; i++)
    {
      StActionInfo info;
      StPrompt     prompt;

      st_game_describe_action (s->game, state, legal->actions[i], &info);
      if (!(info.flags & ST_ACTION_FLAG_PASS))
        continue;
      st_game_prompt (s->game, state, NULL, &prompt);
      if (prompt.pass_label == NULL || prompt.pass_label[0] == '\0')
        g_error ("%s: %s is legal but the prompt does not name it", st_family_id (st_game_family (s->game)),
                 info.kind);
      st_prompt_clear (&prompt);
      return;
    }
}

static void
test_pass_named (gconstpointer data)
{
  Subject s;

  for (guint64 seed = 7; seed < 10; seed++)
    {
      subject_init (&s, data);
      playout (&s, seed, check_pass_named, NULL);
      subject_clear (&s);
    }
}

/* Every overlay answers for the editor (ST_VIEWER_ALL) and for each player;
 * a player is shown nothing of a piece whose identity he does not know. */
static void
check_overlays (const Subject *s, const StState *state, StActionList *legal)
{
  for (guint o = 0; o < st_game_n_overlays (s->game); o++)
    for (int viewer = ST_VIEWER_ALL; viewer < 2; viewer++)
      {
        g_autoptr (GPtrArray) none = st_game_overlay (s->game, state, viewer, o, -1);

        g_assert_nonnull (none);
        if (st_game_overlay_per_unit (s->game, o))
          for (guint u = 0; u < st_game_n_units (s->game); u++)
            {
              g_autoptr (GPtrArray) shapes = st_game_overlay (s->game, state, viewer, o, (int) u);
              StPieceView view;

              g_assert_nonnull (shapes);
              st_game_piece_view (s->game, state, viewer, u, &view);
              if (view.hidden)
                g_assert_cmpuint (shapes->len, ==, 0);
            }
      }
}

static void
test_overlays (gconstpointer data)
{
  Subject s;

  subject_init (&s, data);
  for (guint o = 0; o < st_game_n_overlays (s.game); o++)
    {
      g_assert_nonnull (st_game_overlay_id (s.game, o));
      g_assert_nonnull (st_game_overlay_label (s.game, o));
      g_assert_null (st_game_overlay_unavailable (s.game, o));
    }
  check_overlays (&s, s.initial, NULL);
  playout (&s, 13, check_overlays, NULL);
  subject_clear (&s);
}

/* The fast random pick is a legal action, the same for the same generator. */
static void
check_random_action (const Subject *s, const StState *state, StActionList *legal)
{
  StActionList scratch;

  st_action_list_init (&scratch);
  for (guint64 seed = 1; seed <= 8; seed++)
    {
      StRng    a, b;
      StAction action;
      gboolean listed = FALSE;

      st_rng_seed (&a, seed);
      st_rng_seed (&b, seed);
      action = st_game_random_action (s->game, state, &a, &scratch);
      g_assert_true (action == st_game_random_action (s->game, state, &b, &scratch));
      for (guint i = 0; i < legal->len && !listed; i++)
        listed = legal->actions[i] == action;
      g_assert_true (listed);
    }
  st_action_list_free (&scratch);
}

static void
test_random_action (gconstpointer data)
{
  check_playout (data, 21, check_random_action);
}

/* The phases and end reasons a ruleset declares: ids and labels for each, end
 * reason 0 "none", an explanation for every other; every position names a
 * declared phase. */
static void
check_phase_declared (const Subject *s, const StState *state, StActionList *legal)
{
  g_assert_cmpuint (st_game_phase (s->game, state), <, st_game_n_phases (s->game));
  g_assert_cmpuint (st_game_end_reason (s->game, state), ==, 0);
}

static void
test_declared_names (gconstpointer data)
{
  Subject s;

  subject_init (&s, data);
  g_assert_cmpuint (st_game_n_phases (s.game), >, 0);
  for (guint p = 0; p < st_game_n_phases (s.game); p++)
    {
      g_assert_nonnull (st_game_phase_id (s.game, p));
      g_assert_nonnull (st_game_phase_label (s.game, p));
      for (guint q = 0; q < p; q++)
        g_assert_cmpstr (st_game_phase_id (s.game, q), !=, st_game_phase_id (s.game, p));
    }
  g_assert_cmpuint (st_game_n_end_reasons (s.game), >, 1);
  g_assert_cmpstr (st_game_end_reason_id (s.game, 0), ==, "none");
  for (guint r = 1; r < st_game_n_end_reasons (s.game); r++)
    {
      g_assert_nonnull (st_game_end_reason_id (s.game, r));
      g_assert_nonnull (st_game_end_reason_label (s.game, r));
      g_assert_nonnull (st_game_end_reason_explanation (s.game, r));
    }
  playout (&s, 4, check_phase_declared, NULL);
  subject_clear (&s);
}

static void
case_free (gpointer data)
{
  Case *c = data;

  g_free (c->path);
  g_free (c);
}

int
main (int argc, char **argv)
{
  static const struct
  {
    const char   *name;
    GTestDataFunc func;
  } checks[] = {
    { "clone-and-equality", test_clone_and_equality },
    { "text-round-trip", test_text_round_trip },
    { "determinism-by-seed", test_determinism },
    { "random-playouts-end", test_playouts_end },
    { "observe-resample-agree", test_observe_resample },
    { "player-sees-the-observation", test_player_observation },
    { "ai-games-end-and-replay", test_ai_games },
    { "sentences-in-every-language", test_sentences },
    { "overlays-answer", test_overlays },
    { "prompt-names-the-pass", test_pass_named },
    { "random-action-is-legal", test_random_action },
    { "phases-and-end-reasons-declared", test_declared_names },
  };
  g_autoptr (GPtrArray) cases = g_ptr_array_new_with_free_func (case_free);
  int status;

  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/engine/conformance/families-without-a-ruleset-are-refused", test_unsupported_family);
  for (const StFamily *const *it = st_family_all (NULL), *f; (f = *it) != NULL; it++)
    {
      g_autoptr (GPtrArray) paths = st_test_family_scenarios (f);

      if (paths->len == 0)
        g_error ("no scenario of the %s family in data/scenarios or tests/data", st_family_id (f));
      for (guint p = 0; p < paths->len; p++)
        {
          Case            *c = g_new0 (Case, 1);
          g_autofree char *base = g_path_get_basename (g_ptr_array_index (paths, p));

          c->family = f;
          c->path = g_strdup (g_ptr_array_index (paths, p));
          g_ptr_array_add (cases, c);
          /* The first scenario's checks keep the family's path. */
          for (guint i = 0; i < G_N_ELEMENTS (checks); i++)
            {
              g_autofree char *path =
                  p == 0 ? g_strdup_printf ("/engine/conformance/%s/%s", st_family_id (f), checks[i].name)
                         : g_strdup_printf ("/engine/conformance/%s/%s/%s", st_family_id (f), base,
                                            checks[i].name);

              g_test_add_data_func (path, c, checks[i].func);
            }
        }
    }
  status = g_test_run ();
  return status;
}
