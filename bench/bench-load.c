/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "bench-boards.h"
#include "core/st-file-save.h"
#include "core/st-scenario-io.h"

/* DESIGN.md target: load and validate a 1 MB scenario in at most 50 ms, and
 * at most twice `xmllint --noout` on the same file. The scenario is a large hex
 * map with varied terrain, rivers and many units. */

static int
compare_doubles (const void *a, const void *b)
{
  double x = *(const double *) a, y = *(const double *) b;
  return (x > y) - (x < y);
}

/* Rules sections of prose, in English and Swedish, each body about 8 kB in
 * paragraphs and a list, until the scenario's XML has about bytes bytes: a
 * large scenario is a large map and a long rule book in several languages. */
static void
add_rules (StScenario *scenario, double bytes)
{
  static const char *const words[] = { "unit",   "moves", "into", "the",     "hex",   "and",    "stops",
                                       "when",   "enemy", "zone", "control", "river", "costs",  "one",
                                       "more",   "point", "of",   "supply",  "is",    "traced", "from",
                                       "depots", "få",    "pjäs", "över",    "älven", "flod" };
  g_autofree char         *first = st_scenario_to_xml (scenario, NULL);
  double                   size = strlen (first);
  guint32                  seed = 7;

  for (guint n = 0; size < bytes; n++)
    {
      g_autofree char *id = g_strdup_printf ("section-%u", n);
      StRulesSection  *section = st_rules_section_new (id);
      GString         *body = g_string_new (NULL);

      while (body->len < 8000)
        {
          for (int w = 0; w < 60; w++)
            {
              seed = seed * 1103515245 + 12345;
              g_string_append (body, words[(seed >> 16) % G_N_ELEMENTS (words)]);
              g_string_append_c (body, w % 12 == 11 ? '\n' : ' ');
            }
          g_string_append (body, "\n\n- first item\n- second item\n\n");
        }
      st_text_set (section->title, "en", id);
      st_text_set (section->title, "sv", id);
      st_text_set (section->body, "en", body->str);
      st_text_set (section->body, "sv", body->str);
      g_ptr_array_add (scenario->rules, section);
      /* Each section's XML: the two bodies, escaped alike, and its tags. */
      size += 2.0 * body->len + 200;
      g_string_free (body, TRUE);
    }
}

int
main (int argc, char **argv)
{
  g_autoptr (StScenario) scenario = bench_board_load ();
  g_autofree char *xml = NULL;
  double           times[20];
  gsize            length;

  /* bench-load --write FILE [MB]: the file alone, to time `validate` and
   * `xmllint --noout` on (bench/bench-worst.py, docs/testing.md); with MB, the
   * same map with rules sections added until the file has about MB megabytes
   * (tools/bench-report.py: 8.2 and 29 MB). */
  if ((argc == 3 || argc == 4) && g_str_equal (argv[1], "--write"))
    {
      g_autoptr (GError) error = NULL;

      if (argc == 4)
        add_rules (scenario, g_ascii_strtod (argv[3], NULL) * 1e6);
      xml = st_scenario_to_xml (scenario, &length);
      if (!st_file_save_atomic (argv[2], xml, length, &error))
        {
          g_printerr ("bench-load: %s\n", error->message);
          return 1;
        }
      return 0;
    }
  xml = st_scenario_to_xml (scenario, &length);
  for (guint i = 0; i < G_N_ELEMENTS (times); i++)
    {
      g_autoptr (GError) error = NULL;
      gint64 start = g_get_monotonic_time ();
      g_autoptr (StScenario) loaded = st_scenario_load_data (xml, length, "bench", NULL, &error);

      times[i] = (g_get_monotonic_time () - start) / 1000.0;
      if (loaded == NULL)
        {
          g_printerr ("load failed: %s\n", error->message);
          return 1;
        }
    }
  qsort (times, G_N_ELEMENTS (times), sizeof (double), compare_doubles);
  printf ("load + validate a %.2f MB scenario (%u cells set, %u edges, %u units): "
          "median %.1f ms, best %.1f ms (target <= 50 ms)\n",
          length / 1e6, scenario->board->cells->len, scenario->board->edges->len, scenario->units->len,
          times[G_N_ELEMENTS (times) / 2], times[0]);
  return 0;
}
