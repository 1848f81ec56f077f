/* SPDX-License-Identifier: GPL-3.0-or-later */
#define G_LOG_DOMAIN "sandtable-cli"

#include "config.h"

#include <glib/gi18n.h>
#include <json-glib/json-glib.h>
#include <stdio.h>

#include "core/st-deck-check.h"
#include "core/st-deck-csv.h"
#include "core/st-scenario-io.h"
#include "st-cli.h"

/* sandtable-cli deck export|import|check: a deck to and from CSV, and the deck
 * rules with the composition of each deck. */

static StScenario *
load (const char *path)
{
  g_autoptr (StDiagnostics) diagnostics = st_diagnostics_new ();
  StScenario *scenario =
      st_scenario_load_file_full (path, diagnostics, ST_SCENARIO_LOAD_NO_SETUP_CHECK, NULL);

  if (scenario == NULL)
    {
      g_autofree char *all = st_diagnostics_format_all (diagnostics);
      fputs (all, stderr);
    }
  return scenario;
}

static const StDeck *
find_deck (const StScenario *scenario, const char *path, const char *id)
{
  const StDeck *deck = st_scenario_find_deck (scenario, id);

  if (deck == NULL)
    {
      GString *ids = g_string_new (NULL);

      for (guint i = 0; i < scenario->decks->len; i++)
        g_string_append_printf (ids, "%s%s", i ? ", " : "",
                                ((StDeck *) g_ptr_array_index (scenario->decks, i))->id);
      fprintf (stderr, _ ("%s: error: no deck '%s'; expected one of: %s\n"), path, id,
               ids->len ? ids->str : _ ("(none)"));
      g_string_free (ids, TRUE);
    }
  return deck;
}

static int
deck_export (int argc, char **argv)
{
  g_autofree char *deck_id = NULL;
  g_autofree char *output = NULL;
  GOptionEntry     entries[] = {
        { "deck", 0, 0, G_OPTION_ARG_STRING, &deck_id, N_ ("The deck to export"), N_ ("ID") },
        { "output", 'o', 0, G_OPTION_ARG_FILENAME, &output, N_ ("Write to OUT.csv instead of standard output"),
          N_ ("OUT") },
        { NULL },
  };
  g_autoptr (GOptionContext) context = g_option_context_new (_ ("FILE — write a deck as CSV"));
  g_autoptr (StScenario) scenario = NULL;
  g_autoptr (GError) error = NULL;
  const StDeck *deck;

  g_option_context_add_main_entries (context, entries, GETTEXT_PACKAGE);
  st_cli_add_force_option (context);
  if (!st_cli_parse_options (context, &argc, &argv))
    return ST_CLI_USAGE;
  if (argc != 2 || deck_id == NULL)
    {
      g_printerr (_ ("sandtable-cli deck export: expected one FILE and --deck ID\n"));
      return ST_CLI_USAGE;
    }
  if ((scenario = load (argv[1])) == NULL || (deck = find_deck (scenario, argv[1], deck_id)) == NULL)
    return ST_CLI_INVALID;

  if (output == NULL)
    {
      gsize            length;
      g_autofree char *csv = st_deck_csv_export (scenario, deck, &length);

      fwrite (csv, 1, length, stdout);
      return ST_CLI_OK;
    }
  if (!st_deck_csv_export_file (scenario, deck, output, &error))
    {
      st_cli_print_error (output, error);
      return ST_CLI_INVALID;
    }
  return ST_CLI_OK;
}

static int
deck_import (int argc, char **argv)
{
  g_autofree char *deck_id = NULL;
  g_autofree char *side = NULL;
  g_autofree char *output = NULL;
  GOptionEntry     entries[] = {
        { "deck", 0, 0, G_OPTION_ARG_STRING, &deck_id, N_ ("The deck whose cards the CSV replaces"), N_ ("ID") },
        { "side", 0, 0, G_OPTION_ARG_STRING, &side, N_ ("Side of a new deck, when the scenario has no deck ID"),
          N_ ("SIDE") },
        { "output", 'o', 0, G_OPTION_ARG_FILENAME, &output, N_ ("Write the scenario to OUT.xml instead of FILE"),
          N_ ("OUT") },
        { NULL },
  };
  g_autoptr (GOptionContext) context =
      g_option_context_new (_ ("FILE CSV — replace a deck's cards with a CSV's"));
  g_autoptr (StDiagnostics) diagnostics = st_diagnostics_new ();
  g_autoptr (StScenario) scenario = NULL;
  g_autoptr (GError) error = NULL;
  const StDeck *deck;
  StDeck       *imported, *fresh = NULL;
  int           index = -1;

  g_option_context_add_main_entries (context, entries, GETTEXT_PACKAGE);
  st_cli_add_force_option (context);
  if (!st_cli_parse_options (context, &argc, &argv))
    return ST_CLI_USAGE;
  if (argc != 3 || deck_id == NULL)
    {
      g_printerr (_ ("sandtable-cli deck import: expected FILE, CSV and --deck ID\n"));
      return ST_CLI_USAGE;
    }
  if ((scenario = load (argv[1])) == NULL)
    return ST_CLI_INVALID;

  deck = st_scenario_find_deck (scenario, deck_id);
  if (deck == NULL && side == NULL)
    {
      find_deck (scenario, argv[1], deck_id);
      g_printerr (_ ("sandtable-cli deck import: give --side SIDE to add a new deck\n"));
      return ST_CLI_INVALID;
    }
  if (deck == NULL)
    {
      if (!st_family_has_decks (scenario->family) || st_scenario_find_side (scenario, side) == NULL)
        {
          fprintf (stderr, _ ("%s: error: cannot add a deck for side '%s' to this scenario\n"), argv[1],
                   side);
          return ST_CLI_INVALID;
        }
      deck = fresh = st_deck_new (deck_id, side);
    }
  for (guint i = 0; i < scenario->decks->len; i++)
    if (g_ptr_array_index (scenario->decks, i) == deck)
      index = (int) i;

  imported = st_deck_csv_import_file (scenario, deck, argv[2], diagnostics, &error);
  if (fresh != NULL)
    st_deck_free (fresh);
  if (imported == NULL)
    {
      g_autofree char *all = st_diagnostics_format_all (diagnostics);
      fputs (all, stderr);
      return ST_CLI_INVALID;
    }
  if (index >= 0)
    {
      /* The array frees the old deck. */
      g_ptr_array_remove_index (scenario->decks, (guint) index);
      g_ptr_array_insert (scenario->decks, index, imported);
    }
  else
    {
      g_ptr_array_add (scenario->decks, imported);
    }
  if (!st_scenario_save_file (scenario, output != NULL ? output : argv[1], &error))
    {
      st_cli_print_error (output != NULL ? output : argv[1], error);
      return ST_CLI_INVALID;
    }
  return ST_CLI_OK;
}

static JsonNode *
deck_json (const StDeck *deck, const GPtrArray *problems, const StDeckSummary *summary)
{
  g_autoptr (JsonBuilder) b = json_builder_new ();

  json_builder_begin_object (b);
  json_builder_set_member_name (b, "deck");
  json_builder_add_string_value (b, deck->id);
  json_builder_set_member_name (b, "side");
  json_builder_add_string_value (b, deck->side);
  json_builder_set_member_name (b, "cards");
  json_builder_add_int_value (b, summary->n_cards);
  json_builder_set_member_name (b, "unit_cards");
  json_builder_add_int_value (b, summary->n_unit_cards);
  json_builder_set_member_name (b, "hq_cards");
  json_builder_add_int_value (b, summary->n_hq_cards);
  json_builder_set_member_name (b, "faces");
  json_builder_add_int_value (b, summary->n_faces);

  json_builder_set_member_name (b, "problems");
  json_builder_begin_array (b);
  for (guint i = 0; i < problems->len; i++)
    {
      const StDeckProblem *problem = g_ptr_array_index ((GPtrArray *) problems, i);

      json_builder_begin_object (b);
      json_builder_set_member_name (b, "severity");
      json_builder_add_string_value (b, problem->severity == ST_SEVERITY_ERROR ? "error" : "warning");
      json_builder_set_member_name (b, "kind");
      json_builder_add_string_value (b, st_deck_problem_kind_to_string (problem->kind));
      json_builder_set_member_name (b, "message");
      json_builder_add_string_value (b, problem->message);
      json_builder_set_member_name (b, "attribute");
      if (problem->attr != NULL)
        json_builder_add_string_value (b, problem->attr);
      else
        json_builder_add_null_value (b);
      json_builder_set_member_name (b, "cards");
      json_builder_begin_array (b);
      for (guint j = 0; problem->cards[j] != NULL; j++)
        json_builder_add_string_value (b, problem->cards[j]);
      json_builder_end_array (b);
      json_builder_end_object (b);
    }
  json_builder_end_array (b);

  json_builder_set_member_name (b, "hq_types");
  json_builder_begin_object (b);
  for (guint i = 0; i < summary->hq_types->len; i++)
    {
      const StDeckTally *tally = g_ptr_array_index (summary->hq_types, i);
      json_builder_set_member_name (b, tally->id);
      json_builder_add_int_value (b, tally->count);
    }
  json_builder_end_object (b);

  json_builder_set_member_name (b, "units");
  json_builder_begin_array (b);
  for (guint i = 0; i < summary->units->len; i++)
    {
      const StDeckTally *tally = g_ptr_array_index (summary->units, i);

      json_builder_begin_object (b);
      json_builder_set_member_name (b, "unit");
      json_builder_add_string_value (b, tally->id);
      json_builder_set_member_name (b, "cards");
      json_builder_add_int_value (b, tally->count);
      json_builder_set_member_name (b, "mean");
      json_builder_begin_object (b);
      for (StDeckDice d = 0; d < ST_DECK_N_DICE; d++)
        {
          json_builder_set_member_name (b, st_deck_dice_attr (d));
          json_builder_add_double_value (b, tally->mean[d]);
        }
      json_builder_end_object (b);
      json_builder_end_object (b);
    }
  json_builder_end_array (b);
  json_builder_end_object (b);
  return json_builder_get_root (b);
}

static void
print_deck (const char *path, const StDeck *deck, const GPtrArray *problems, const StDeckSummary *summary)
{
  for (guint i = 0; i < problems->len; i++)
    {
      const StDeckProblem *problem = g_ptr_array_index ((GPtrArray *) problems, i);
      g_autofree char     *cards = g_strjoinv (", ", problem->cards);

      fprintf (stderr, "%s: %s: %s: %s%s%s%s\n", path,
               problem->severity == ST_SEVERITY_ERROR ? "error" : "warning", deck->id, problem->message,
               *cards ? " [" : "", cards, *cards ? "]" : "");
    }

  /* Translators: a deck's id, its side and its numbers of cards. */
  printf (_ ("%s (%s): %u cards, %u unit cards, %u HQ cards, %u faces\n"), deck->id, deck->side,
          summary->n_cards, summary->n_unit_cards, summary->n_hq_cards, summary->n_faces);
  printf (_ ("  HQ cards:"));
  for (guint i = 0; i < summary->hq_types->len; i++)
    {
      const StDeckTally *tally = g_ptr_array_index (summary->hq_types, i);
      printf ("%s %s %u", i ? "," : "", tally->id, tally->count);
    }
  printf ("\n");
  printf (_ ("  %-28s %5s %7s %7s %7s %7s\n"), _ ("unit"), _ ("cards"), _ ("attack"), _ ("defense"),
          _ ("bombard"), _ ("volley"));
  for (guint i = 0; i < summary->units->len; i++)
    {
      const StDeckTally *tally = g_ptr_array_index (summary->units, i);

      printf ("  %-28s %5u %7.2f %7.2f %7.2f %7.2f\n", tally->id, tally->count,
              tally->mean[ST_DECK_DICE_ATTACK], tally->mean[ST_DECK_DICE_DEFENSE],
              tally->mean[ST_DECK_DICE_BOMBARD], tally->mean[ST_DECK_DICE_VOLLEY]);
    }
}

static int
deck_check (int argc, char **argv)
{
  g_autofree char *deck_id = NULL;
  gboolean         json = FALSE;
  GOptionEntry     entries[] = {
        { "deck", 0, 0, G_OPTION_ARG_STRING, &deck_id, N_ ("Only this deck"), N_ ("ID") },
        { "json", 0, 0, G_OPTION_ARG_NONE, &json, N_ ("Print JSON"), NULL },
        { NULL },
  };
  g_autoptr (GOptionContext) context =
      g_option_context_new (_ ("FILE — check the deck rules and sum up each deck"));
  g_autoptr (StScenario) scenario = NULL;
  g_autoptr (JsonArray) decks = json_array_new ();
  gboolean errors = FALSE;

  g_option_context_add_main_entries (context, entries, GETTEXT_PACKAGE);
  if (!st_cli_parse_options (context, &argc, &argv))
    return ST_CLI_USAGE;
  if (argc != 2)
    {
      g_printerr (_ ("sandtable-cli deck check: expected one FILE\n"));
      return ST_CLI_USAGE;
    }
  if ((scenario = load (argv[1])) == NULL)
    return ST_CLI_INVALID;
  if (deck_id != NULL && find_deck (scenario, argv[1], deck_id) == NULL)
    return ST_CLI_INVALID;

  for (guint i = 0; i < scenario->decks->len; i++)
    {
      const StDeck *deck = g_ptr_array_index (scenario->decks, i);
      g_autoptr (GPtrArray) problems = NULL;
      g_autoptr (StDeckSummary) summary = NULL;

      if (deck_id != NULL && !g_str_equal (deck->id, deck_id))
        continue;
      problems = st_deck_check (scenario, deck);
      summary = st_deck_summarize (scenario, deck);
      errors |= st_deck_problems_have_errors (problems);
      if (json)
        json_array_add_element (decks, deck_json (deck, problems, summary));
      else
        print_deck (argv[1], deck, problems, summary);
    }

  if (json)
    {
      g_autoptr (JsonBuilder) b = json_builder_new ();
      g_autoptr (JsonNode) root = NULL;
      g_autofree char *text = NULL;

      json_builder_begin_object (b);
      json_builder_set_member_name (b, "file");
      json_builder_add_string_value (b, argv[1]);
      json_builder_set_member_name (b, "valid");
      json_builder_add_boolean_value (b, !errors);
      json_builder_set_member_name (b, "decks");
      json_builder_add_value (b, json_node_init_array (json_node_alloc (), decks));
      json_builder_end_object (b);
      root = json_builder_get_root (b);
      text = json_to_string (root, TRUE);
      printf ("%s\n", text);
    }
  return errors ? ST_CLI_INVALID : ST_CLI_OK;
}

int
st_cli_deck (int argc, char **argv)
{
  static const struct
  {
    const char *name;
    int (*run) (int argc, char **argv);
  } commands[] = {
    { "export", deck_export },
    { "import", deck_import },
    { "check", deck_check },
  };

  if (argc >= 2)
    for (guint i = 0; i < G_N_ELEMENTS (commands); i++)
      if (g_str_equal (argv[1], commands[i].name))
        return commands[i].run (argc - 1, argv + 1);
  g_printerr (_ ("Usage: sandtable-cli deck export FILE --deck ID [-o OUT.csv]\n"
                 "       sandtable-cli deck import FILE CSV --deck ID [--side SIDE] [-o OUT.xml]\n"
                 "       sandtable-cli deck check FILE [--deck ID] [--json]\n"));
  return argc >= 2 && (g_str_equal (argv[1], "--help") || g_str_equal (argv[1], "-h")) ? ST_CLI_OK
                                                                                       : ST_CLI_USAGE;
}
