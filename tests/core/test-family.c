/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <string.h>

#include "core/st-family.h"

static void
test_family_ids (void)
{
  for (StFamily f = 0; f < ST_N_FAMILIES; f++)
    {
      StFamily back;
      g_assert_true (st_family_from_id (st_family_id (f), &back));
      g_assert_cmpint (back, ==, f);
    }
  g_assert_cmpint (st_family_board_kind (ST_FAMILY_MANEUVER_HEX), ==, ST_BOARD_HEX);
  g_assert_cmpint (st_family_board_kind (ST_FAMILY_MANOVER), ==, ST_BOARD_GRAPH);
  g_assert_true (st_family_has_decks (ST_FAMILY_MANOEUVRE));
  g_assert_false (st_family_has_decks (ST_FAMILY_MANOVER));
  g_assert_true (st_family_has_crt (ST_FAMILY_MANEUVER_HEX));
  g_assert_true (st_family_has_arm (ST_FAMILY_COMMAND_MANEUVER, "skirmisher"));
  g_assert_false (st_family_has_arm (ST_FAMILY_MANOEUVRE, "artillery"));
  g_assert_false (st_family_from_id ("chess", &(StFamily){ 0 }));
}

static void
test_dice_and_ranges (void)
{
  int n, s, m, lo, hi;

  g_assert_true (st_dice_parse ("2d8", &n, &s, &m));
  g_assert_cmpint (n, ==, 2);
  g_assert_cmpint (s, ==, 8);
  g_assert_cmpint (m, ==, 0);
  g_assert_true (st_dice_parse ("1d6+1", &n, &s, &m));
  g_assert_cmpint (m, ==, 1);
  g_assert_true (st_dice_parse ("1d10-2", &n, &s, &m));
  g_assert_cmpint (m, ==, -2);
  g_assert_false (st_dice_parse ("d6", NULL, NULL, NULL));
  g_assert_false (st_dice_parse ("2x8", NULL, NULL, NULL));
  g_assert_false (st_dice_parse ("2d", NULL, NULL, NULL));
  g_assert_false (st_dice_parse ("0d6", NULL, NULL, NULL));
  g_assert_false (st_dice_parse ("2d8 ", NULL, NULL, NULL));
  g_assert_true (st_range_parse ("1-3", &lo, &hi));
  g_assert_cmpint (lo, ==, 1);
  g_assert_cmpint (hi, ==, 3);
  g_assert_true (st_range_parse ("2", &lo, &hi));
  g_assert_cmpint (hi, ==, 2);
  g_assert_false (st_range_parse ("3-1", NULL, NULL));
  g_assert_false (st_range_parse ("a-b", NULL, NULL));
}

static void
test_spec_check (void)
{
  const StAttrSpec *spec = st_family_find_param (ST_FAMILY_MANEUVER_HEX, "turn-limit");
  g_autofree char  *message = NULL;

  g_assert_nonnull (spec);
  g_assert_true (st_attr_spec_check (spec, "10", &message));
  g_assert_false (st_attr_spec_check (spec, "0", &message));
  g_assert_nonnull (strstr (message, "from 1 to 99"));
  g_clear_pointer (&message, g_free);
  g_assert_false (st_attr_spec_check (spec, "ten", &message));
  g_assert_null (st_family_find_param (ST_FAMILY_MANEUVER_HEX, "hand-size"));
}

/* The Terrain page shows every effect by the label core gives it. */
static void
test_terrain_effect_labels (void)
{
  const char *const *effects = st_terrain_effects ();
  guint              n;
  const StAttrSpec  *params = st_family_params (ST_FAMILY_COMMAND_MANEUVER, &n);

  for (guint i = 0; effects[i] != NULL; i++)
    g_assert_nonnull (st_terrain_effect_label (effects[i]));
  g_assert_null (st_terrain_effect_label ("no-such-effect"));
  g_assert_true (g_strv_contains (effects, "impassable-cavalry"));
  g_assert_true (g_strv_contains (effects, "adjacent-entry"));
  for (guint i = 0; i < n; i++)
    g_assert_nonnull (params[i].label);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/core/family/ids", test_family_ids);
  g_test_add_func ("/core/family/dice-and-ranges", test_dice_and_ranges);
  g_test_add_func ("/core/family/spec-check", test_spec_check);
  g_test_add_func ("/core/family/terrain effects have labels", test_terrain_effect_labels);
  return g_test_run ();
}
