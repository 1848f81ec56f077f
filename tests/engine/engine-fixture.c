/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include "engine-fixture.h"

/* g_ptr_array_sort hands the comparison pointers to the elements. */
static int
compare_names (gconstpointer a, gconstpointer b)
{
  return g_strcmp0 (*(const char *const *) a, *(const char *const *) b);
}

GPtrArray *
st_test_family_scenarios (const StFamily *family)
{
  const char *const dirs[] = { "data/scenarios", "tests/data" };
  GPtrArray        *out = g_ptr_array_new_with_free_func (g_free);

  for (guint d = 0; d < G_N_ELEMENTS (dirs) && out->len == 0; d++)
    {
      g_autofree char *dir = g_build_filename (g_getenv ("SANDTABLE_SOURCE_ROOT"), dirs[d], NULL);
      g_autoptr (GDir) listing = g_dir_open (dir, 0, NULL);
      g_autoptr (GPtrArray) names = g_ptr_array_new_with_free_func (g_free);
      const char *name;

      g_assert_nonnull (listing);
      while ((name = g_dir_read_name (listing)) != NULL)
        if (g_str_has_suffix (name, ".xml"))
          g_ptr_array_add (names, g_strdup (name));
      g_ptr_array_sort (names, compare_names);
      for (guint i = 0; i < names->len; i++)
        {
          g_autofree char *path = g_build_filename (dir, (const char *) g_ptr_array_index (names, i), NULL);
          g_autoptr (StScenario) scenario = st_scenario_load_file (path, NULL, NULL);

          if (scenario != NULL && scenario->family == family)
            g_ptr_array_add (out, g_steal_pointer (&path));
        }
    }
  return out;
}

char *
st_test_family_scenario (const StFamily *family)
{
  g_autoptr (GPtrArray) paths = st_test_family_scenarios (family);

  return paths->len > 0 ? g_strdup (g_ptr_array_index (paths, 0)) : NULL;
}

StGame *
st_test_load_game (const char *path)
{
  g_autoptr (GError) error = NULL;
  g_autofree char *full = g_path_is_absolute (path) ? g_strdup (path)
                                                    : g_build_filename (g_getenv ("SANDTABLE_SOURCE_ROOT"),
                                                                        "data", "scenarios", path, NULL);
  g_autoptr (StScenario) scenario = st_scenario_load_file (full, NULL, &error);
  StGame *game;

  g_assert_no_error (error);
  game = st_game_new_from_scenario (scenario, &error);
  g_assert_no_error (error);
  return game;
}

StGame *
st_test_compile (StScenario *scenario)
{
  g_autoptr (GError) error = NULL;
  StGame *game = st_game_new_from_scenario (scenario, &error);

  g_assert_no_error (error);
  st_scenario_unref (scenario);
  return game;
}

StGame *
st_test_load_source (const char *path)
{
  g_autoptr (GError) error = NULL;
  g_autofree char *full = g_build_filename (g_getenv ("SANDTABLE_SOURCE_ROOT"), path, NULL);
  StScenario      *scenario = st_scenario_load_file (full, NULL, &error);

  g_assert_no_error (error);
  return st_test_compile (scenario);
}

guint
st_test_unit (const StGame *game, const char *id)
{
  for (guint u = 0; u < st_game_n_units (game); u++)
    if (g_str_equal (st_game_unit_id (game, u), id))
      return u;
  g_error ("no unit %s", id);
}

int
st_test_cell (const StGame *game, int x, int y)
{
  return st_game_place_at_cell (game, x, y);
}

gboolean
st_test_can (const StGame *game, const StState *state, const char *text)
{
  StAction action;

  return st_game_action_from_text (game, state, text, &action, NULL);
}

void
st_test_do (const StGame *game, StState *state, const char *text)
{
  g_autoptr (GError) error = NULL;
  StAction action = 0;

  if (!st_game_action_from_text (game, state, text, &action, &error))
    g_error ("%s: %s", text, error->message);
  st_game_apply (game, state, action);
}

guint
st_test_count (const StGame *game, const StState *state, const char *prefix)
{
  StActionList list;
  guint        n = 0;

  st_action_list_init (&list);
  st_game_legal_actions (game, state, &list);
  for (guint i = 0; i < list.len; i++)
    {
      g_autofree char *text = st_game_action_to_text (game, state, list.actions[i]);

      n += g_str_has_prefix (text, prefix);
    }
  st_action_list_free (&list);
  return n;
}

StAction
st_test_choose (StPlayer *player, const StGame *game, const StState *state)
{
  g_autoptr (StState) observation = st_game_observation (game, state);

  return st_player_choose (player, observation);
}
