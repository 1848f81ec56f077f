/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <string.h>

#include "mv-fixture.h"

static const char *const types_xml =
    "  <unit-types>\n"
    "    <unit-type id=\"inf-co\" arm=\"infantry\" strength-class=\"1\" steps=\"3\"/>\n"
    "    <unit-type id=\"mg\" arm=\"machine-gun\" strength-class=\"1\" steps=\"2\"/>\n"
    "    <unit-type id=\"bty\" arm=\"artillery\" strength-class=\"1\" steps=\"2\"/>\n"
    "    <unit-type id=\"train\" arm=\"armoured-train\" strength-class=\"1\" steps=\"6\"/>\n"
    "    <unit-type id=\"air\" arm=\"aviation\" strength-class=\"1\" steps=\"9\"/>\n"
    "    <unit-type id=\"bn\" arm=\"infantry\" strength-class=\"2\" steps=\"3\"/>\n"
    "    <unit-type id=\"sect\" arm=\"artillery\" strength-class=\"2\" steps=\"2\"/>\n"
    "    <unit-type id=\"gas\" arm=\"gas\" strength-class=\"3\" steps=\"2\"/>\n"
    "    <unit-type id=\"regt\" arm=\"infantry\" strength-class=\"4\" steps=\"2\"/>\n"
    "    <unit-type id=\"art-regt\" arm=\"artillery\" strength-class=\"4\" steps=\"1\"/>\n"
    "    <unit-type id=\"cav\" arm=\"cavalry\" strength-class=\"5\" steps=\"4\"/>\n"
    "    <unit-type id=\"div\" arm=\"infantry\" strength-class=\"6\" steps=\"1\"/>\n"
    "  </unit-types>\n";

static const char *const default_sides =
    "    <side id=\"north\" color=\"#1c71d8\" home=\"north\"><name>Blå</name></side>\n"
    "    <side id=\"south\" color=\"#e5a50a\" home=\"south\"><name>Gul</name></side>\n";

StGame *
mv_fixture (const char *nodes, const char *links, const char *units, const char *params)
{
  return mv_fixture_sides (NULL, nodes, links, units, params);
}

StGame *
mv_fixture_sides (
    const char *sides, const char *nodes, const char *links, const char *units, const char *params)
{
  g_autofree char *text = mv_fixture_text (sides, nodes, links, units, params);

  return mv_fixture_game (text, NULL);
}

StGame *
mv_fixture_game (const char *text, GError **error_out)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (StScenario) s = st_scenario_load_data (text, strlen (text), "fixture.xml", NULL, &error);
  StGame *game;

  g_assert_no_error (error);
  game = st_game_new_from_scenario (s, error_out != NULL ? error_out : &error);
  g_assert_no_error (error);
  return game;
}

char *
mv_fixture_text (
    const char *sides, const char *nodes, const char *links, const char *units, const char *params)
{
  GString *x = g_string_new (NULL);
  GString *north = g_string_new (NULL), *south = g_string_new (NULL);
  g_auto (GStrv) node_list = g_strsplit_set (nodes, " \n", -1);
  g_auto (GStrv) link_list = g_strsplit_set (links, " \n", -1);
  g_auto (GStrv) unit_list = g_strsplit_set (units, " \n", -1);

  g_string_append (x, "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
                      "<scenario xmlns=\"https://sandtable.github.io/ns/scenario/1\" version=\"1\" "
                      "ruleset=\"manover\" xml:lang=\"sv\">\n"
                      "  <metadata><title>Test</title></metadata>\n");
  if (params != NULL)
    {
      g_auto (GStrv) list = g_strsplit (params, " ", -1);
      g_string_append (x, "  <parameters>\n");
      for (guint i = 0; list[i] != NULL; i++)
        {
          g_auto (GStrv) kv = g_strsplit (list[i], "=", 2);
          g_string_append_printf (x, "    <param name=\"%s\" value=\"%s\"/>\n", kv[0], kv[1]);
        }
      g_string_append (x, "  </parameters>\n");
    }
  g_string_append (
      x, "  <terrain-types><terrain id=\"land\" color=\"#f2efe4\"><name>Land</name></terrain>"
         "</terrain-types>\n"
         "  <edge-types>\n"
         "    <edge-type id=\"rail\" color=\"#241f31\" style=\"solid\" link=\"railway\"><name>J</name>"
         "</edge-type>\n"
         "    <edge-type id=\"road\" color=\"#77767b\" style=\"dashed\" link=\"road\"><name>L</name>"
         "</edge-type>\n"
         "    <edge-type id=\"line\" color=\"#1c71d8\" style=\"solid\"><name>Linje</name></edge-type>\n"
         "  </edge-types>\n"
         "  <sides>\n");
  g_string_append (x, sides != NULL ? sides : default_sides);
  g_string_append (x, "  </sides>\n"
                      "  <board kind=\"graph\" width=\"1000\" height=\"1000\">\n");
  for (guint i = 0; node_list[i] != NULL; i++)
    {
      g_auto (GStrv) f = NULL;
      const char *flags;

      if (node_list[i][0] == '\0')
        continue;
      f = g_strsplit (node_list[i], ":", 4);
      flags = f[3] != NULL ? f[3] : "";
      g_string_append_printf (x, "    <node id=\"%s\" x=\"%s\" y=\"%s\"%s%s%s/>\n", f[0], f[1], f[2],
                              strchr (flags, 'S') ? " strategic=\"true\"" : "",
                              strchr (flags, 'N') ? " headquarters=\"north\"" : "",
                              strchr (flags, 'Y') ? " headquarters=\"south\"" : "");
      if (strchr (flags, 'n'))
        g_string_append_printf (north, " %s", f[0]);
      if (strchr (flags, 's'))
        g_string_append_printf (south, " %s", f[0]);
    }
  for (guint i = 0; link_list[i] != NULL; i++)
    {
      g_auto (GStrv) f = NULL;
      g_auto (GStrv) ends = NULL;

      if (link_list[i][0] == '\0')
        continue;
      f = g_strsplit (link_list[i], ":", 2);
      ends = g_strsplit (f[0], "-", 2);
      g_string_append_printf (x, "    <edge type=\"%s\" a=\"%s\" b=\"%s\"/>\n",
                              f[1][0] == 'r'   ? "rail"
                              : f[1][0] == 'd' ? "road"
                                               : "line",
                              ends[0], ends[1]);
    }
  g_string_append (x, "  </board>\n");
  if (north->len > 0 || south->len > 0)
    {
      g_string_append (x, "  <areas>\n");
      if (north->len > 0)
        g_string_append_printf (
            x,
            "    <area id=\"north\" role=\"manoeuvre-area\" side=\"north\"><nodes>%s</nodes>"
            "</area>\n",
            north->str + 1);
      if (south->len > 0)
        g_string_append_printf (
            x,
            "    <area id=\"south\" role=\"manoeuvre-area\" side=\"south\"><nodes>%s</nodes>"
            "</area>\n",
            south->str + 1);
      g_string_append (x, "  </areas>\n");
    }
  g_string_append (x, types_xml);
  g_string_append (x, "  <units>\n");
  for (guint i = 0; unit_list[i] != NULL; i++)
    {
      g_auto (GStrv) f = NULL;

      if (unit_list[i][0] == '\0')
        continue;
      f = g_strsplit (unit_list[i], ":", 4);
      if (g_str_equal (f[3], "-"))
        g_string_append_printf (x, "    <unit id=\"%s\" type=\"%s\" side=\"%s\" reserve=\"true\"/>\n", f[0],
                                f[1], f[2]);
      else
        g_string_append_printf (x, "    <unit id=\"%s\" type=\"%s\" side=\"%s\" at=\"%s\"/>\n", f[0], f[1],
                                f[2], f[3]);
    }
  g_string_append (x, "  </units>\n</scenario>\n");
  g_string_free (north, TRUE);
  g_string_free (south, TRUE);
  return g_string_free (x, FALSE);
}

int
mv_node (const StGame *game, const char *id)
{
  int place = st_game_place_from_id (game, id);

  g_assert_cmpint (place, >=, 0);
  return place;
}

int
mv_type (const StGame *game, const char *id)
{
  const StScenario *s = st_game_scenario (game);

  for (guint t = 0; t < s->unit_types->len; t++)
    if (g_str_equal (((const StUnitType *) g_ptr_array_index (s->unit_types, t))->id, id))
      return (int) t;
  g_error ("no type %s", id);
}

StState *
mv_start (const StGame *game)
{
  return st_game_new_initial_state (game, 1);
}
