/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <string.h>

#include "core/st-edit-tables.h"
#include "core/st-file-save.h"
#include "core/st-po.h"
#include "core/st-scenario-io.h"
#include "engine/st-game.h"

/* Every error domain's name, as a GError carries it. clang-format once wrote
 * G_DEFINE_QUARK (st-po-error-quark, ...) as "st - po - error - quark", and
 * the quark's string with it; the definitions now sit between
 * clang-format off and on. */
static void
test_names (void)
{
  static const struct
  {
    GQuark (*quark) (void);
    const char *name;
  } domains[] = {
    { st_scenario_error_quark, "st-scenario-error-quark" },
    { st_edit_error_quark, "st-edit-error-quark" },
    { st_po_error_quark, "st-po-error-quark" },
    { st_file_save_error_quark, "st-file-save-error-quark" },
    { st_game_error_quark, "st-game-error-quark" },
  };

  for (gsize i = 0; i < G_N_ELEMENTS (domains); i++)
    g_assert_cmpstr (g_quark_to_string (domains[i].quark ()), ==, domains[i].name);

  g_assert_cmpstr (g_quark_to_string (ST_SCENARIO_ERROR), ==, "st-scenario-error-quark");
  g_assert_cmpstr (g_quark_to_string (ST_EDIT_ERROR), ==, "st-edit-error-quark");
  g_assert_cmpstr (g_quark_to_string (ST_PO_ERROR), ==, "st-po-error-quark");
  g_assert_cmpstr (g_quark_to_string (ST_FILE_SAVE_ERROR), ==, "st-file-save-error-quark");
  g_assert_cmpstr (g_quark_to_string (ST_GAME_ERROR), ==, "st-game-error-quark");
}

static void
scan_dir (const char *dir, guint *count)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (GDir) d = g_dir_open (dir, 0, &error);
  const char *entry;

  g_assert_no_error (error);
  while ((entry = g_dir_read_name (d)) != NULL)
    {
      g_autofree char *path = g_build_filename (dir, entry, NULL);
      g_autofree char *text = NULL;
      const char      *at;

      if (g_file_test (path, G_FILE_TEST_IS_DIR))
        {
          scan_dir (path, count);
          continue;
        }
      if (!g_str_has_suffix (entry, ".c"))
        continue;
      g_assert_true (g_file_get_contents (path, &text, NULL, &error));
      g_assert_no_error (error);
      for (at = strstr (text, "\nG_DEFINE_QUARK ("); at != NULL; at = strstr (at + 1, "\nG_DEFINE_QUARK ("))
        {
          const char      *name = at + strlen ("\nG_DEFINE_QUARK (");
          gsize            length = strcspn (name, ",");
          g_autofree char *quark = g_strndup (name, length);

          g_test_message ("%s: %s", path, quark);
          /* A mangled name has spaces; every name ends in -error-quark. */
          g_assert_null (strchr (quark, ' '));
          g_assert_true (g_str_has_suffix (quark, "-error-quark"));
          (*count)++;
        }
    }
}

/* Every G_DEFINE_QUARK in src/, including any added later, names its domain
 * without the spaces clang-format puts around '-'. */
static void
test_sources (void)
{
  const char      *root = g_getenv ("SANDTABLE_SOURCE_ROOT");
  g_autofree char *src = NULL;
  guint            count = 0;

  if (root == NULL)
    {
      g_test_skip ("SANDTABLE_SOURCE_ROOT is not set");
      return;
    }
  src = g_build_filename (root, "src", NULL);
  scan_dir (src, &count);
  /* The five domains of test_names at least. */
  g_assert_cmpuint (count, >=, 5);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/error-domains/names", test_names);
  g_test_add_func ("/error-domains/sources", test_sources);
  return g_test_run ();
}
