/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <cairo-pdf.h>
#include <glib/gstdio.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>
#include <valgrind/callgrind.h>

#include "../tests/core/hostile-inputs.h"
#include "bench-boards.h"
#include "core/st-deck-csv.h"
#include "core/st-markup.h"
#include "core/st-po.h"
#include "core/st-scenario-io.h"
#include "core/st-xml-reader.h"
#include "engine/st-game-referee.h"
#include "engine/st-player.h"
#include "render/st-board-layout.h"
#include "render/st-board-render.h"
#include "render/st-print-sheets.h"

/* The operations whose cost `make test` holds to budgets (bench/budgets.txt,
 * tools/bench-check.py): `bench-ops --list` names them, `bench-ops NAME` sets
 * one up and runs it once. Run under callgrind with --instr-atstart=no, only the
 * operation itself is counted: it runs between
 * CALLGRIND_START_INSTRUMENTATION and CALLGRIND_STOP_INSTRUMENTATION, and the
 * set-up before it (loading a scenario, building a board) is not. Outside
 * valgrind the requests do nothing. */

typedef struct
{
  const char *scenario; /* a bundled scenario, or NULL: the op builds its own input */
  StScenario *doc;
  StGame     *game;
  char       *xml; /* the document as text, for the load ops */
  gsize       xml_length;
  char       *path; /* a temporary file */
  const char *arg;
  GPtrArray  *files; /* of GBytes: the bad files */
  GPtrArray  *names; /* their base names */
  GString    *nested; /* the second markup text */
} Input;

typedef void (*OpFunc) (Input *input);

typedef struct
{
  const char *name;
  const char *scenario;
  gboolean    needs_game;
  OpFunc      setup;
  OpFunc      run;
  const char *arg;
} Op;

#define PLAYOUTS 1000
#define ITERATIONS 1000

/* --- inputs --- */

static void
setup_xml (Input *input)
{
  input->xml = st_scenario_to_xml (input->doc, &input->xml_length);
}

static void
setup_load_board (Input *input)
{
  input->doc = bench_board_load ();
  setup_xml (input);
}

static void
setup_worst (Input *input)
{
  g_autoptr (GError) error = NULL;

  if (!g_file_get_contents (input->arg, &input->xml, &input->xml_length, &error))
    g_error ("%s", error->message);
}

static void
setup_board_200 (Input *input)
{
  input->doc = bench_board_200 ();
}

static void
setup_tmp (Input *input)
{
  g_autoptr (GError) error = NULL;
  int fd = g_file_open_tmp ("bench-ops-XXXXXX", &input->path, &error);

  if (fd < 0)
    g_error ("%s", error->message);
  close (fd);
}

static int
compare_paths (gconstpointer a, gconstpointer b)
{
  return strcmp (*(const char *const *) a, *(const char *const *) b);
}

/* Every scenario of tests/data/bad and tests/data/warn (test-bad-files), read
 * before counting, in the order of their paths, and loaded under their base
 * names, so that the count does not depend on where the tree is. */
static void
setup_bad_files (Input *input)
{
  static const char *const subs[] = { "bad", "warn" };
  g_autoptr (GPtrArray) paths = g_ptr_array_new_with_free_func (g_free);

  for (guint s = 0; s < G_N_ELEMENTS (subs); s++)
    {
      g_autofree char *dir_path = g_build_filename (SOURCE_DATADIR, "..", "tests", "data", subs[s], NULL);
      g_autoptr (GError) error = NULL;
      g_autoptr (GDir) dir = g_dir_open (dir_path, 0, &error);
      const char *name;

      if (dir == NULL)
        g_error ("%s", error->message);
      while ((name = g_dir_read_name (dir)) != NULL)
        if (g_str_has_suffix (name, ".xml"))
          g_ptr_array_add (paths, g_build_filename (dir_path, name, NULL));
    }
  g_ptr_array_sort (paths, compare_paths);
  input->files = g_ptr_array_new_with_free_func ((GDestroyNotify) g_bytes_unref);
  input->names = g_ptr_array_new_with_free_func (g_free);
  for (guint i = 0; i < paths->len; i++)
    {
      g_autoptr (GError) error = NULL;
      char *data = NULL;
      gsize length = 0;

      if (!g_file_get_contents (g_ptr_array_index (paths, i), &data, &length, &error))
        g_error ("%s", error->message);
      g_ptr_array_add (input->files, g_bytes_new_take (data, length));
      g_ptr_array_add (input->names, g_path_get_basename (g_ptr_array_index (paths, i)));
    }
}

/* The hostile inputs of test-hostile, made before counting. */
static GString *
hostile_attributes_40k (void)
{
  return hostile_many_attributes (40000);
}

static GString *
hostile_attributes_200k (void)
{
  return hostile_many_attributes (200000);
}

static GString *
hostile_exact_limit (void)
{
  return hostile_exact_size (ST_SCENARIO_MAX_FILE_SIZE);
}

static GString *
hostile_text_limit (void)
{
  return hostile_large_text (ST_SCENARIO_MAX_FILE_SIZE);
}

static GString *
hostile_elements_within (void)
{
  return hostile_many_elements (ST_XML_MAX_ELEMENTS - 100);
}

static GString *
hostile_elements_past (void)
{
  return hostile_many_elements (ST_XML_MAX_ELEMENTS + 100);
}

static const struct
{
  const char *name;
  GString *(*make) (void);
} hostile[] = {
  { "attributes-40k", hostile_attributes_40k },
  { "attributes-200k", hostile_attributes_200k },
  { "problems", hostile_many_problems },
  { "one-line-errors", hostile_one_line_many_errors },
  { "10mb", hostile_large_valid },
  { "32mib", hostile_exact_limit },
  { "32mib-text", hostile_text_limit },
  { "elements-within", hostile_elements_within },
  { "elements-past", hostile_elements_past },
  { "attributes-in-all", hostile_many_attributes_in_all },
};

static void
setup_hostile (Input *input)
{
  for (guint i = 0; i < G_N_ELEMENTS (hostile); i++)
    if (strcmp (input->arg, hostile[i].name) == 0)
      {
        GString *text = hostile[i].make ();

        input->xml_length = text->len;
        input->xml = g_string_free (text, FALSE);
        return;
      }
  g_error ("no hostile input %s", input->arg);
}

/* test-deck-csv's hostile CSV files, for the first deck of the scenario. */
static void
setup_deck_csv (Input *input)
{
  GString *text = strcmp (input->arg, "huge") == 0
                      ? hostile_deck_csv_huge (ST_DECK_CSV_MAX_SIZE)
                      : hostile_deck_csv_open_quote ("id,kind,unit,hq,copies,attack,range,name\n");

  input->xml_length = text->len;
  input->xml = g_string_free (text, FALSE);
}

/* test-markup's hostile texts at arg thousand. */
static void
setup_markup (Input *input)
{
  guint    n = (guint) g_ascii_strtoull (input->arg, NULL, 10) * 1000;
  GString *text = hostile_markup (n);

  input->nested = hostile_markup_nested (n / 2);
  input->xml_length = text->len;
  input->xml = g_string_free (text, FALSE);
}

/* --- operations --- */

static void
run_load (Input *input)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (StScenario) loaded =
      st_scenario_load_data (input->xml, input->xml_length, "bench", NULL, &error);

  if (loaded == NULL)
    g_error ("load: %s", error->message);
}

/* The worst files of the hostile-input generator are loaded whether they pass
 * or are refused: refusing is work too. */
static void
run_load_any (Input *input)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (StScenario) loaded =
      st_scenario_load_data (input->xml, input->xml_length, "bench", NULL, &error);
}

/* Each bad file loaded (and refused, or loaded with its warnings) with the
 * diagnostics the editor collects. */
static void
run_load_bad_files (Input *input)
{
  for (guint i = 0; i < input->files->len; i++)
    {
      GBytes     *file = g_ptr_array_index (input->files, i);
      gsize       length = 0;
      const char *data = g_bytes_get_data (file, &length);
      g_autoptr (GError) error = NULL;
      g_autoptr (StDiagnostics) diagnostics = st_diagnostics_new ();
      g_autoptr (StScenario) loaded =
          st_scenario_load_data (data, length, g_ptr_array_index (input->names, i), diagnostics, &error);
    }
}

/* Refused, as the editor's Import CSV refuses it. */
static void
run_deck_csv (Input *input)
{
  g_autoptr (GError) error = NULL;
  StDeck *deck = st_deck_csv_import (input->doc, g_ptr_array_index (input->doc->decks, 0), input->xml,
                                     input->xml_length, "hostile.csv", NULL, &error);

  if (deck != NULL)
    g_error ("deck-csv: a hostile CSV was imported");
}

/* As the editor's rules preview and translation checks read a text. */
static void
run_markup (Input *input)
{
  g_autoptr (StMarkup) markup = st_markup_parse (input->xml);
  g_autoptr (StMarkup) nested = st_markup_parse (input->nested->str);
  g_autofree char *compare = st_markup_compare (input->xml, "");
}

static void
run_playouts (Input *input)
{
  g_autoptr (StState) start = st_game_new_initial_state (input->game, 1);
  g_autoptr (StState) state = st_game_new_initial_state (input->game, 1);
  StActionList list;
  StRng        rng;

  st_action_list_init (&list);
  st_rng_seed (&rng, 42);
  for (guint n = 0; n < PLAYOUTS; n++)
    {
      st_game_copy_state (input->game, state, start);
      st_game_reseed (input->game, state, n);
      for (guint steps = 0; !st_game_is_terminal (input->game, state) && steps < 100000; steps++)
        st_game_apply (input->game, state, st_game_random_action (input->game, state, &rng, &list));
    }
  st_action_list_free (&list);
}

static void
run_mcts (Input *input)
{
  g_autoptr (StState) start = st_game_new_initial_state (input->game, 1);
  /* The player is handed what the player to act may know, as in play. */
  g_autoptr (StState) observation = st_game_observation (input->game, start);
  StPlayerOptions options;
  StPlayer       *player;

  st_player_options_init (&options, ST_PLAYER_MCTS);
  options.iterations = ITERATIONS;
  player = st_player_new (input->game, &options, 1);
  st_player_choose (player, observation);
  st_player_free (player);
}

static void
run_overlays (Input *input)
{
  g_autoptr (StGame) game = st_game_new_for_overlays (input->doc, NULL);
  g_autoptr (StState) state = NULL;

  if (game == NULL)
    g_error ("%s: no overlays", input->scenario);
  state = st_game_new_initial_state (game, 1);
  for (guint o = 0; o < st_game_n_overlays (game); o++)
    if (st_game_overlay_unavailable (game, o) == NULL)
      g_ptr_array_unref (st_game_overlay (game, state, ST_VIEWER_ALL, o, -1));
}

static void
run_po (Input *input)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (StScenario) copy = st_scenario_copy (input->doc);
  guint n_changed;

  if (!st_po_export_file (input->doc, "en", input->path, &error)
      || !st_po_import (copy, input->path, "en", NULL, &n_changed, &error))
    g_error ("po: %s", error->message);
}

static void
run_paint_fit (Input *input)
{
  g_autoptr (StBoardLayout) layout = st_board_layout_new (input->doc);
  cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, 1600, 1000);
  cairo_t         *cr = cairo_create (surface);
  StRenderOptions  options;

  st_render_options_init (&options);
  cairo_set_source_rgb (cr, 1, 1, 1);
  cairo_paint (cr);
  st_render_board_fit (cr, input->doc, layout, &options, 1600, 1000);
  cairo_destroy (cr);
  cairo_surface_flush (surface);
  cairo_surface_destroy (surface);
}

static void
run_card_pdf (Input *input)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (StPrintSheets) sheets =
      st_print_sheets_new (input->doc, ST_SHEET_CARDS, ST_PAPER_A4, NULL, "en", &error);

  if (sheets == NULL || !st_print_sheets_to_pdf (sheets, input->path, &error))
    g_error ("cards: %s", error->message);
}

/* clang-format off */
static const Op ops[] = {
  { "load-1mb", NULL, FALSE, setup_load_board, run_load, NULL },
  { "playouts-maneuver-basic", "maneuver-basic", TRUE, NULL, run_playouts, NULL },
  { "playouts-maneuver-advanced", "maneuver-advanced", TRUE, NULL, run_playouts, NULL },
  { "playouts-manoeuvre", "manoeuvre", TRUE, NULL, run_playouts, NULL },
  { "playouts-command-and-maneuver", "command-and-maneuver", TRUE, NULL, run_playouts, NULL },
  { "playouts-manover-finland", "manover-finland", TRUE, NULL, run_playouts, NULL },
  { "mcts-maneuver-basic", "maneuver-basic", TRUE, NULL, run_mcts, NULL },
  { "mcts-maneuver-advanced", "maneuver-advanced", TRUE, NULL, run_mcts, NULL },
  { "mcts-manoeuvre", "manoeuvre", TRUE, NULL, run_mcts, NULL },
  { "mcts-command-and-maneuver", "command-and-maneuver", TRUE, NULL, run_mcts, NULL },
  { "mcts-manover-finland", "manover-finland", TRUE, NULL, run_mcts, NULL },
  { "overlays-maneuver-basic", "maneuver-basic", FALSE, NULL, run_overlays, NULL },
  { "overlays-manoeuvre", "manoeuvre", FALSE, NULL, run_overlays, NULL },
  { "overlays-command-and-maneuver", "command-and-maneuver", FALSE, NULL, run_overlays, NULL },
  { "overlays-manover-finland", "manover-finland", FALSE, NULL, run_overlays, NULL },
  { "po-manover-finland", "manover-finland", FALSE, setup_tmp, run_po, NULL },
  { "paint-200x200-fit", NULL, FALSE, setup_board_200, run_paint_fit, NULL },
  { "cards-pdf-manoeuvre", "manoeuvre", FALSE, setup_tmp, run_card_pdf, NULL },
  { "load-bad-files", NULL, FALSE, setup_bad_files, run_load_bad_files, NULL },
  { "load-hostile-attributes-40k", NULL, FALSE, setup_hostile, run_load_any, "attributes-40k" },
  { "load-hostile-attributes-200k", NULL, FALSE, setup_hostile, run_load_any, "attributes-200k" },
  { "load-hostile-problems", NULL, FALSE, setup_hostile, run_load_any, "problems" },
  { "load-hostile-one-line-errors", NULL, FALSE, setup_hostile, run_load_any, "one-line-errors" },
  { "load-hostile-10mb", NULL, FALSE, setup_hostile, run_load, "10mb" },
  { "load-hostile-32mib", NULL, FALSE, setup_hostile, run_load, "32mib" },
  { "load-hostile-32mib-text", NULL, FALSE, setup_hostile, run_load, "32mib-text" },
  { "load-hostile-elements-within", NULL, FALSE, setup_hostile, run_load_any, "elements-within" },
  { "load-hostile-elements-past", NULL, FALSE, setup_hostile, run_load_any, "elements-past" },
  { "load-hostile-all-attributes", NULL, FALSE, setup_hostile, run_load_any, "attributes-in-all" },
  { "deck-csv-huge", "manoeuvre", FALSE, setup_deck_csv, run_deck_csv, "huge" },
  { "deck-csv-open-quote", "manoeuvre", FALSE, setup_deck_csv, run_deck_csv, "open-quote" },
  { "markup-hostile-5k", NULL, FALSE, setup_markup, run_markup, "5" },
  { "markup-hostile-20k", NULL, FALSE, setup_markup, run_markup, "20" },
};
/* clang-format on */

static StScenario *
load_bundled (const char *name)
{
  g_autoptr (GError) error = NULL;
  g_autofree char *file = g_strconcat (name, ".xml", NULL);
  g_autofree char *path = g_build_filename (SOURCE_DATADIR, "scenarios", file, NULL);
  StScenario      *scenario = st_scenario_load_file (path, NULL, &error);

  if (scenario == NULL)
    g_error ("%s: %s", path, error->message);
  return scenario;
}

static int
run_op (const Op *op, const char *arg)
{
  Input input = { .scenario = op->scenario, .arg = arg != NULL ? arg : op->arg };

  if (op->scenario != NULL)
    input.doc = load_bundled (op->scenario);
  if (op->needs_game)
    {
      g_autoptr (GError) error = NULL;

      if ((input.game = st_game_new_from_scenario (input.doc, &error)) == NULL)
        g_error ("%s: %s", op->scenario, error->message);
    }
  if (op->setup != NULL)
    op->setup (&input);

  CALLGRIND_START_INSTRUMENTATION;
  op->run (&input);
  CALLGRIND_STOP_INSTRUMENTATION;

  if (input.path != NULL)
    g_unlink (input.path);
  g_free (input.path);
  g_free (input.xml);
  g_clear_pointer (&input.files, g_ptr_array_unref);
  g_clear_pointer (&input.names, g_ptr_array_unref);
  if (input.nested != NULL)
    g_string_free (input.nested, TRUE);
  g_clear_pointer (&input.game, st_game_unref);
  g_clear_pointer (&input.doc, st_scenario_unref);
  return 0;
}

int
main (int argc, char **argv)
{
  static const Op worst = { "load-worst", NULL, FALSE, setup_worst, run_load_any, NULL };

  if (argc == 2 && strcmp (argv[1], "--list") == 0)
    {
      for (guint i = 0; i < G_N_ELEMENTS (ops); i++)
        printf ("%s\n", ops[i].name);
      return 0;
    }
  /* bench-ops load-file FILE: load (and validate, or refuse) one file, such as
   * a worst file of the hostile-input generator. */
  if (argc == 3 && strcmp (argv[1], "load-file") == 0)
    return run_op (&worst, argv[2]);
  if (argc == 2)
    for (guint i = 0; i < G_N_ELEMENTS (ops); i++)
      if (strcmp (argv[1], ops[i].name) == 0)
        return run_op (&ops[i], NULL);
  fprintf (stderr, "usage: bench-ops --list | NAME | load-file FILE\n");
  return 2;
}
