/* SPDX-License-Identifier: GPL-3.0-or-later */
#define G_LOG_DOMAIN "sandtable-engine"

#include "config.h"

#include <glib/gi18n-lib.h>
#include <json-glib/json-glib.h>
#include <stdlib.h>

#include "st-playtest-shard.h"

/* The format of a shard file, checked when merging. */
#define SHARD_FORMAT "sandtable-shard"
#define SHARD_VERSION 1

struct _StPlaytestShard
{
  guint      index; /* 0-based */
  guint      count;
  gboolean   merge;
  GMutex     lock;
  guint      next_run; /* the run the command starts next */
  GPtrArray *runs; /* GArray of StPlaytestGame per run, in index order */
};

// clang-format off
G_DEFINE_QUARK (st-playtest-shard-error-quark, st_playtest_shard_error)
// clang-format on

/* A run not played (cancelled) leaves its place empty. */
static void
free_games (GArray *games)
{
  if (games != NULL)
    g_array_unref (games);
}

static StPlaytestShard *
shard_new (guint index, guint count, gboolean merge)
{
  StPlaytestShard *shard = g_new0 (StPlaytestShard, 1);

  shard->index = index;
  shard->count = count;
  shard->merge = merge;
  g_mutex_init (&shard->lock);
  shard->runs = g_ptr_array_new_with_free_func ((GDestroyNotify) free_games);
  return shard;
}

StPlaytestShard *
st_playtest_shard_new (guint index, guint count)
{
  g_return_val_if_fail (count > 0 && index < count, NULL);
  return shard_new (index, count, FALSE);
}

void
st_playtest_shard_free (StPlaytestShard *shard)
{
  if (shard == NULL)
    return;
  g_ptr_array_unref (shard->runs);
  g_mutex_clear (&shard->lock);
  g_free (shard);
}

gboolean
st_playtest_shard_is_merge (const StPlaytestShard *shard)
{
  return shard->merge;
}

gboolean
st_playtest_shard_parse (const char *text, guint *index, guint *count, GError **error)
{
  guint64 k = 0, n = 0;
  char   *end = NULL;

  if (text != NULL && g_ascii_isdigit (*text))
    {
      k = g_ascii_strtoull (text, &end, 10);
      if (*end == '/' && g_ascii_isdigit (end[1]))
        n = g_ascii_strtoull (end + 1, &end, 10);
    }
  if (text == NULL || end == NULL || *end != '\0' || n < 1 || n > 100000 || k < 1 || k > n)
    {
      g_set_error (error, ST_PLAYTEST_SHARD_ERROR, ST_PLAYTEST_SHARD_ERROR_INVALID,
                   _ ("“%s” is not a shard: give K/N, shard K of N, with 1 ≤ K ≤ N"), text ? text : "");
      return FALSE;
    }
  *index = (guint) k - 1;
  *count = (guint) n;
  return TRUE;
}

/* A shard's games of one run, on jobs threads pulling the next game. */
typedef struct
{
  const StGame            *game;
  const StPlaytestOptions *options;
  GCancellable            *cancellable;
  const guint             *indices;
  StPlaytestGame          *results;
  guint                    n;
  guint                    next; /* atomic */
  GMutex                   lock;
  GCond                    finished;
  guint                    done;
  guint                    running;
} Play;

static gpointer
play_thread (gpointer data)
{
  Play *play = data;
  guint i;

  while ((i = (guint) g_atomic_int_add (&play->next, 1)) < play->n
         && !g_cancellable_is_cancelled (play->cancellable))
    {
      st_playtest_play_one (play->game, play->options, play->indices[i], &play->results[i]);
      g_mutex_lock (&play->lock);
      play->done++;
      g_cond_signal (&play->finished);
      g_mutex_unlock (&play->lock);
    }
  g_mutex_lock (&play->lock);
  play->running--;
  g_cond_signal (&play->finished);
  g_mutex_unlock (&play->lock);
  return NULL;
}

static StPlaytestReport *
play_shard (StPlaytestShard         *shard,
            guint                    run,
            const StGame            *game,
            const StPlaytestOptions *options,
            GCancellable            *cancellable,
            StPlaytestProgress       progress,
            gpointer                 user_data,
            GError                 **error)
{
  g_autoptr (GArray) indices = g_array_new (FALSE, FALSE, sizeof (guint));
  g_autoptr (GPtrArray) threads = g_ptr_array_new ();
  GArray *games;
  Play    play = { game, options, cancellable };
  guint   reported = G_MAXUINT;

  for (guint i = shard->index; i < options->games; i += shard->count)
    g_array_append_val (indices, i);
  games = g_array_sized_new (FALSE, TRUE, sizeof (StPlaytestGame), indices->len);
  g_array_set_size (games, indices->len);
  play.indices = (const guint *) (void *) indices->data;
  play.results = (StPlaytestGame *) (void *) games->data;
  play.n = indices->len;
  g_mutex_init (&play.lock);
  g_cond_init (&play.finished);
  play.running = MAX (1, MIN (options->jobs, play.n));
  for (guint t = 0; t < play.running; t++)
    g_ptr_array_add (threads, g_thread_new ("shard", play_thread, &play));
  g_mutex_lock (&play.lock);
  while (play.running > 0)
    {
      if (progress != NULL && play.done != reported)
        {
          reported = play.done;
          g_mutex_unlock (&play.lock);
          progress (reported, play.n, user_data);
          g_mutex_lock (&play.lock);
          continue;
        }
      g_cond_wait (&play.finished, &play.lock);
    }
  g_mutex_unlock (&play.lock);
  for (guint t = 0; t < threads->len; t++)
    g_thread_join (g_ptr_array_index (threads, t));
  if (progress != NULL && reported != play.done)
    progress (play.done, play.n, user_data);
  g_mutex_clear (&play.lock);
  g_cond_clear (&play.finished);
  if (g_cancellable_set_error_if_cancelled (cancellable, error))
    {
      g_array_unref (games);
      return NULL;
    }
  g_mutex_lock (&shard->lock);
  if (shard->runs->len <= run)
    g_ptr_array_set_size (shard->runs, run + 1);
  g_ptr_array_index (shard->runs, run) = games;
  g_mutex_unlock (&shard->lock);
  return st_playtest_report_new (game, (const StPlaytestGame *) (void *) games->data, games->len,
                                 options->games);
}

StPlaytestReport *
st_playtest_shard_run (const StGame            *game,
                       const StPlaytestOptions *options,
                       GCancellable            *cancellable,
                       StPlaytestProgress       progress,
                       gpointer                 user_data,
                       GError                 **error)
{
  StPlaytestShard *shard = options->shard;
  GArray          *games;
  guint            run;

  g_mutex_lock (&shard->lock);
  run = shard->next_run++;
  g_mutex_unlock (&shard->lock);
  if (!shard->merge)
    return play_shard (shard, run, game, options, cancellable, progress, user_data, error);

  games = run < shard->runs->len ? g_ptr_array_index (shard->runs, run) : NULL;
  if (games == NULL || games->len != options->games)
    {
      g_set_error (error, ST_PLAYTEST_SHARD_ERROR, ST_PLAYTEST_SHARD_ERROR_MISSING,
                   _ ("The shards hold %u games of run %u, which plays %u: they were not made by this "
                      "command"),
                   games ? games->len : 0, run + 1, options->games);
      return NULL;
    }
  if (progress != NULL)
    progress (games->len, games->len, user_data);
  return st_playtest_report_new (game, (const StPlaytestGame *) (void *) games->data, games->len,
                                 options->games);
}

/* The file ------------------------------------------------------------------ */

/* The SHA-256 of a file's contents, or NULL when it cannot be read. */
static char *
file_checksum (const char *path)
{
  g_autofree char *contents = NULL;
  gsize            length = 0;

  if (!g_file_get_contents (path, &contents, &length, NULL))
    return NULL;
  return g_compute_checksum_for_data (G_CHECKSUM_SHA256, (const guchar *) contents, length);
}

static const char *const game_fields[] = { "index", "seed", "winner", "reason", "turns", "actions" };

char *
st_playtest_shard_to_json (const StPlaytestShard *shard, const char *command, const char *const *args)
{
  g_autoptr (JsonBuilder) b = json_builder_new ();
  g_autoptr (JsonGenerator) generator = json_generator_new ();
  g_autoptr (JsonNode) root = NULL;
  g_autofree char *text = NULL;

  json_builder_begin_object (b);
  json_builder_set_member_name (b, "format");
  json_builder_add_string_value (b, SHARD_FORMAT);
  json_builder_set_member_name (b, "version");
  json_builder_add_int_value (b, SHARD_VERSION);
  json_builder_set_member_name (b, "command");
  json_builder_add_string_value (b, command);
  json_builder_set_member_name (b, "args");
  json_builder_begin_array (b);
  for (guint i = 0; args[i] != NULL; i++)
    json_builder_add_string_value (b, args[i]);
  json_builder_end_array (b);
  /* The files on the command line (the scenarios), so that a merge that reads
   * other contents under their names refuses instead of mixing versions. */
  json_builder_set_member_name (b, "inputs");
  json_builder_begin_array (b);
  for (guint i = 0; args[i] != NULL; i++)
    {
      g_autofree char *sum = g_file_test (args[i], G_FILE_TEST_IS_REGULAR) ? file_checksum (args[i]) : NULL;

      if (sum == NULL)
        continue;
      json_builder_begin_object (b);
      json_builder_set_member_name (b, "arg");
      json_builder_add_int_value (b, i);
      json_builder_set_member_name (b, "sha256");
      json_builder_add_string_value (b, sum);
      json_builder_end_object (b);
    }
  json_builder_end_array (b);
  json_builder_set_member_name (b, "shard");
  json_builder_add_int_value (b, shard->index + 1);
  json_builder_set_member_name (b, "shards");
  json_builder_add_int_value (b, shard->count);
  /* Each game as an array in the order of game_fields, to keep big runs small;
   * the seed as a string, since JSON numbers lose 64-bit integers. */
  json_builder_set_member_name (b, "fields");
  json_builder_begin_array (b);
  for (guint f = 0; f < G_N_ELEMENTS (game_fields); f++)
    json_builder_add_string_value (b, game_fields[f]);
  json_builder_end_array (b);
  json_builder_set_member_name (b, "runs");
  json_builder_begin_array (b);
  for (guint r = 0; r < shard->runs->len; r++)
    {
      const GArray *games = g_ptr_array_index (shard->runs, r);

      json_builder_begin_array (b);
      for (guint i = 0; games != NULL && i < games->len; i++)
        {
          const StPlaytestGame *g = &g_array_index (games, StPlaytestGame, i);
          char                  seed[32];

          g_snprintf (seed, sizeof seed, "%" G_GUINT64_FORMAT, g->seed);
          json_builder_begin_array (b);
          json_builder_add_int_value (b, g->index);
          json_builder_add_string_value (b, seed);
          json_builder_add_int_value (b, g->winner);
          json_builder_add_int_value (b, g->reason);
          json_builder_add_int_value (b, g->turns);
          json_builder_add_int_value (b, g->actions);
          json_builder_end_array (b);
        }
      json_builder_end_array (b);
    }
  json_builder_end_array (b);
  json_builder_end_object (b);
  root = json_builder_get_root (b);
  json_generator_set_root (generator, root);
  text = json_generator_to_data (generator, NULL);
  return g_strconcat (text, "\n", NULL);
}

static gboolean
invalid (GError **error, const char *path, const char *message)
{
  g_set_error (error, ST_PLAYTEST_SHARD_ERROR, ST_PLAYTEST_SHARD_ERROR_INVALID, "%s: %s", path, message);
  return FALSE;
}

/* One shard file: its number, count, command line and games, checked. */
typedef struct
{
  guint       shard;
  guint       shards;
  const char *command;
  JsonArray  *args;
  JsonArray  *inputs; /* may be NULL */
  JsonArray  *runs;
} ShardFile;

static gboolean
read_shard (JsonParser *parser, const char *path, ShardFile *out, GError **error)
{
  JsonNode   *root;
  JsonObject *o;

  if (!json_parser_load_from_file (parser, path, error))
    return FALSE;
  root = json_parser_get_root (parser);
  if (root == NULL || !JSON_NODE_HOLDS_OBJECT (root))
    return invalid (error, path, _ ("not a shard of a sandtable-cli run"));
  o = json_node_get_object (root);
  if (g_strcmp0 (json_object_get_string_member_with_default (o, "format", ""), SHARD_FORMAT) != 0)
    return invalid (error, path, _ ("not a shard of a sandtable-cli run (made with --shard K/N)"));
  if (json_object_get_int_member_with_default (o, "version", 0) != SHARD_VERSION)
    return invalid (error, path, _ ("a shard of another version of sandtable-cli"));
  out->shard = (guint) json_object_get_int_member_with_default (o, "shard", 0);
  out->shards = (guint) json_object_get_int_member_with_default (o, "shards", 0);
  out->command = json_object_get_string_member_with_default (o, "command", NULL);
  out->args = json_object_has_member (o, "args") ? json_object_get_array_member (o, "args") : NULL;
  out->runs = json_object_has_member (o, "runs") ? json_object_get_array_member (o, "runs") : NULL;
  out->inputs = json_object_has_member (o, "inputs") ? json_object_get_array_member (o, "inputs") : NULL;
  if (out->shards < 1 || out->shard < 1 || out->shard > out->shards || out->command == NULL
      || out->args == NULL || out->runs == NULL)
    return invalid (error, path, _ ("a shard without its number, command or games"));
  for (guint i = 0; i < json_array_get_length (out->args); i++)
    if (json_node_get_value_type (json_array_get_element (out->args, i)) != G_TYPE_STRING)
      return invalid (error, path, _ ("a shard whose command line is not a list of strings"));
  return TRUE;
}

static gboolean
same_command (const ShardFile *a, const ShardFile *b)
{
  if (g_strcmp0 (a->command, b->command) != 0 || a->shards != b->shards
      || json_array_get_length (a->args) != json_array_get_length (b->args)
      || json_array_get_length (a->runs) != json_array_get_length (b->runs))
    return FALSE;
  for (guint i = 0; i < json_array_get_length (a->args); i++)
    if (g_strcmp0 (json_array_get_string_element (a->args, i), json_array_get_string_element (b->args, i))
        != 0)
      return FALSE;
  return TRUE;
}

/* The files the shard was played on have the same contents here. */
static gboolean
check_inputs (const ShardFile *file, const char *path, GError **error)
{
  for (guint i = 0; file->inputs != NULL && i < json_array_get_length (file->inputs); i++)
    {
      JsonNode   *node = json_array_get_element (file->inputs, i);
      JsonObject *input = JSON_NODE_HOLDS_OBJECT (node) ? json_node_get_object (node) : NULL;
      gint64      arg = input ? json_object_get_int_member_with_default (input, "arg", -1) : -1;
      const char *sum = input ? json_object_get_string_member_with_default (input, "sha256", NULL) : NULL;
      const char *name;
      g_autofree char *here = NULL;

      if (arg < 0 || (guint64) arg >= json_array_get_length (file->args) || sum == NULL)
        return invalid (error, path, _ ("a shard with a file of its command line that is not one"));
      name = json_array_get_string_element (file->args, (guint) arg);
      here = file_checksum (name);
      if (g_strcmp0 (here, sum) != 0)
        {
          g_set_error (error, ST_PLAYTEST_SHARD_ERROR, ST_PLAYTEST_SHARD_ERROR_INVALID,
                       here == NULL
                           ? _ ("%s: %s cannot be read here: merge where the shards' command line "
                                "finds its files")
                           : _ ("%s: %s is not the file the shard was played on: it changed since, or "
                                "this is another file of that name"),
                       path, name);
          return FALSE;
        }
    }
  return TRUE;
}

/* Adds a shard's games of every run to runs, at their index. */
static gboolean
add_games (StPlaytestShard *merged, const ShardFile *file, const char *path, GError **error)
{
  for (guint r = 0; r < json_array_get_length (file->runs); r++)
    {
      JsonNode  *node = json_array_get_element (file->runs, r);
      JsonArray *games = JSON_NODE_HOLDS_ARRAY (node) ? json_node_get_array (node) : NULL;
      GArray    *run;

      if (games == NULL)
        return invalid (error, path, _ ("a shard whose run is not a list of games"));
      if (merged->runs->len <= r)
        g_ptr_array_add (merged->runs, g_array_new (FALSE, TRUE, sizeof (StPlaytestGame)));
      run = g_ptr_array_index (merged->runs, r);
      for (guint i = 0; i < json_array_get_length (games); i++)
        {
          JsonNode      *gn = json_array_get_element (games, i);
          JsonArray     *g = JSON_NODE_HOLDS_ARRAY (gn) ? json_node_get_array (gn) : NULL;
          StPlaytestGame game = { 0 };
          const char    *seed;
          char          *end = NULL;
          gint64         index;

          if (g == NULL || json_array_get_length (g) != G_N_ELEMENTS (game_fields)
              || (seed = json_node_get_string (json_array_get_element (g, 1))) == NULL)
            return invalid (error, path, _ ("a shard with a game that is not one"));
          index = json_array_get_int_element (g, 0);
          if (index < 0 || index > G_MAXINT || (guint) index % file->shards != file->shard - 1)
            return invalid (error, path, _ ("a shard with a game of another shard"));
          game.index = (guint) index;
          game.seed = g_ascii_strtoull (seed, &end, 10);
          game.winner = (int) json_array_get_int_element (g, 2);
          game.reason = (guint) json_array_get_int_element (g, 3);
          game.turns = (int) json_array_get_int_element (g, 4);
          game.actions = (guint) json_array_get_int_element (g, 5);
          if (end == NULL || *end != '\0' || game.winner < -1 || game.winner > 1 || game.turns < 0)
            return invalid (error, path, _ ("a shard with a game that is not one"));
          /* A place no shard filled yet has the index G_MAXUINT. */
          while (run->len <= game.index)
            {
              StPlaytestGame empty = { G_MAXUINT };

              g_array_append_val (run, empty);
            }
          if (g_array_index (run, StPlaytestGame, game.index).index != G_MAXUINT)
            return invalid (error, path, _ ("a game given twice"));
          g_array_index (run, StPlaytestGame, game.index) = game;
        }
    }
  return TRUE;
}

StPlaytestShard *
st_playtest_shard_new_merge (
    const char *const *paths, guint n_paths, char **command, char ***args, GError **error)
{
  g_autoptr (StPlaytestShard) merged = NULL;
  g_autoptr (GPtrArray) parsers = g_ptr_array_new_with_free_func (g_object_unref);
  g_autofree ShardFile *files = g_new0 (ShardFile, MAX (n_paths, 1));
  g_autofree gboolean  *seen = NULL;

  if (n_paths == 0)
    {
      g_set_error (error, ST_PLAYTEST_SHARD_ERROR, ST_PLAYTEST_SHARD_ERROR_MISSING, _ ("No shard to merge"));
      return NULL;
    }
  for (guint i = 0; i < n_paths; i++)
    {
      JsonParser *parser = json_parser_new ();

      g_ptr_array_add (parsers, parser);
      if (!read_shard (parser, paths[i], &files[i], error))
        return NULL;
      if (i > 0 && !same_command (&files[0], &files[i]))
        {
          g_set_error (error, ST_PLAYTEST_SHARD_ERROR, ST_PLAYTEST_SHARD_ERROR_INVALID,
                       _ ("%s and %s are shards of different runs"), paths[0], paths[i]);
          return NULL;
        }
    }
  seen = g_new0 (gboolean, files[0].shards + 1);
  merged = shard_new (0, files[0].shards, TRUE);
  for (guint i = 0; i < n_paths; i++)
    {
      if (seen[files[i].shard])
        {
          g_set_error (error, ST_PLAYTEST_SHARD_ERROR, ST_PLAYTEST_SHARD_ERROR_MISSING,
                       _ ("%s: shard %u of %u is given twice"), paths[i], files[i].shard, files[i].shards);
          return NULL;
        }
      seen[files[i].shard] = TRUE;
      if (!check_inputs (&files[i], paths[i], error) || !add_games (merged, &files[i], paths[i], error))
        return NULL;
    }
  for (guint k = 1; k <= files[0].shards; k++)
    if (!seen[k])
      {
        g_set_error (error, ST_PLAYTEST_SHARD_ERROR, ST_PLAYTEST_SHARD_ERROR_MISSING,
                     _ ("Shard %u of %u is missing"), k, files[0].shards);
        return NULL;
      }
  /* Every index below a run's length must have come from its shard. */
  for (guint r = 0; r < merged->runs->len; r++)
    {
      const GArray *run = g_ptr_array_index (merged->runs, r);

      for (guint i = 0; i < run->len; i++)
        if (g_array_index (run, StPlaytestGame, i).index != i)
          {
            g_set_error (error, ST_PLAYTEST_SHARD_ERROR, ST_PLAYTEST_SHARD_ERROR_MISSING,
                         _ ("Game %u of run %u is in none of the shards"), i + 1, r + 1);
            return NULL;
          }
    }
  *command = g_strdup (files[0].command);
  *args = g_new0 (char *, json_array_get_length (files[0].args) + 1);
  for (guint i = 0; i < json_array_get_length (files[0].args); i++)
    (*args)[i] = g_strdup (json_array_get_string_element (files[0].args, i));
  return g_steal_pointer (&merged);
}
