/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <string.h>

#include "core/st-edit-tables.h"
#include "core/st-family.h"

static void
test_family_ids (void)
{
  for (const StFamily *const *it = st_family_all (NULL), *f; (f = *it) != NULL; it++)
    g_assert_true (st_family_lookup (st_family_id (f)) == f);
  g_assert_cmpint (st_family_board_kind (st_family_lookup ("maneuver-hex")), ==, ST_BOARD_HEX);
  g_assert_cmpint (st_family_board_kind (st_family_lookup ("manover")), ==, ST_BOARD_GRAPH);
  g_assert_true (st_family_has_decks (st_family_lookup ("manoeuvre")));
  g_assert_false (st_family_has_decks (st_family_lookup ("manover")));
  g_assert_true (st_family_has_crt (st_family_lookup ("maneuver-hex")));
  g_assert_true (st_family_has_arm (st_family_lookup ("command-maneuver"), "skirmisher"));
  g_assert_false (st_family_has_arm (st_family_lookup ("manoeuvre"), "artillery"));
  g_assert_null (st_family_lookup ("chess"));
}

/* Every id a family uses has a label for editors, so that no page shows a raw
 * id for want of one. */
static void
test_family_labels (void)
{
  const char *const *patterns = st_terrain_patterns ();
  const char *const *effects = st_terrain_effects ();
  const StAttrSpec  *specs;
  guint              n_specs;

  for (const StFamily *const *it = st_family_all (NULL), *f; (f = *it) != NULL; it++)
    {
      const char *const *arms = st_family_arms (f);
      const char *const *family_effects = st_edit_terrain_effects (f);

      g_assert_nonnull (st_family_display_name (f));
      for (guint i = 0; arms[i] != NULL; i++)
        if (st_arm_label (arms[i]) == NULL)
          g_error ("arm %s of %s has no label", arms[i], st_family_id (f));
      for (guint i = 0; family_effects[i] != NULL; i++)
        {
          g_assert_true (g_strv_contains (effects, family_effects[i]));
          if (st_terrain_effect_label (family_effects[i]) == NULL)
            g_error ("terrain effect %s of %s has no label", family_effects[i], st_family_id (f));
        }
      specs = st_family_unit_type_attrs (f, &n_specs);
      for (guint i = 0; i < n_specs; i++)
        if (specs[i].label == NULL)
          g_error ("unit attribute %s of %s has no label", specs[i].name, st_family_id (f));
      specs = st_family_params (f, &n_specs);
      for (guint i = 0; i < n_specs; i++)
        if (specs[i].label == NULL)
          g_error ("parameter %s of %s has no label", specs[i].name, st_family_id (f));
    }

  for (guint i = 0; patterns[i] != NULL; i++)
    if (st_terrain_pattern_label (patterns[i]) == NULL)
      g_error ("pattern %s has no label", patterns[i]);
  for (guint i = 0; effects[i] != NULL; i++)
    if (st_terrain_effect_label (effects[i]) == NULL)
      g_error ("terrain effect %s has no label", effects[i]);
  specs = st_card_attrs (&n_specs);
  for (guint i = 0; i < n_specs; i++)
    if (specs[i].label == NULL)
      g_error ("card attribute %s has no label", specs[i].name);

  g_assert_null (st_arm_label ("dragon"));
  g_assert_null (st_terrain_effect_label ("teleport"));
  g_assert_true (st_terrain_effect_is_flag ("impassable"));
  g_assert_false (st_terrain_effect_is_flag ("move-cost"));
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
  const StAttrSpec *spec = st_family_find_param (st_family_lookup ("maneuver-hex"), "turn-limit");
  g_autofree char  *message = NULL;

  g_assert_nonnull (spec);
  g_assert_true (st_attr_spec_check (spec, "10", &message));
  g_assert_false (st_attr_spec_check (spec, "0", &message));
  g_assert_nonnull (strstr (message, "from 1 to 99"));
  g_clear_pointer (&message, g_free);
  g_assert_false (st_attr_spec_check (spec, "ten", &message));
  g_assert_null (st_family_find_param (st_family_lookup ("maneuver-hex"), "hand-size"));
}

static void
test_arm_defaults (void)
{
  guint             n;
  const StAttrSpec *specs = st_family_unit_type_attrs (st_family_lookup ("manoeuvre"), &n);
  const StAttrSpec *movement = NULL;

  for (guint i = 0; i < n; i++)
    if (g_str_equal (specs[i].name, "movement"))
      movement = &specs[i];
  g_assert_nonnull (movement);
  /* Manoeuvre rule 5: infantry moves one square, cavalry two. */
  g_assert_cmpstr (st_family_unit_attr_default (st_family_lookup ("manoeuvre"), movement, "infantry"), ==,
                   "1");
  g_assert_cmpstr (st_family_unit_attr_default (st_family_lookup ("manoeuvre"), movement, "cavalry"), ==,
                   "2");
}

/* The Terrain page shows every effect by the label core gives it. */
static void
test_terrain_effect_labels (void)
{
  const char *const *effects = st_terrain_effects ();
  guint              n;
  const StAttrSpec  *params = st_family_params (st_family_lookup ("command-maneuver"), &n);

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
  g_test_add_func ("/core/family/labels", test_family_labels);
  g_test_add_func ("/core/family/dice-and-ranges", test_dice_and_ranges);
  g_test_add_func ("/core/family/spec-check", test_spec_check);
  g_test_add_func ("/core/family/arm defaults are the rules' values", test_arm_defaults);
  g_test_add_func ("/core/family/terrain effects have labels", test_terrain_effect_labels);
  return g_test_run ();
}
