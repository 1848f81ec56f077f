/* SPDX-License-Identifier: GPL-3.0-or-later */
#define G_LOG_DOMAIN "sandtable-engine"

#include "config.h"

#include <glib/gi18n-lib.h>
#include <json-glib/json-glib.h>
#include <math.h>
#include <stdarg.h>
#include <string.h>

#include "st-balance-players.h"
#include "st-balance-saved.h"

/* A saved run (`playtest --json`) as the old version of a balance diff. */

#define MAX_GAMES 1000000
#define MAX_ACTIONS 1000000

/* Where each value of the report ends in its file: the parser's position when
 * it has read the value (the signals below), so an error can name the line. */
typedef struct
{
  int line;
  int column;
} Where;

typedef struct
{
  const char *path;
  GHashTable *where; /* JsonNode* -> Where* */
  char       *text; /* the file, to find where a value starts */
  gsize       length;
} Reader;

static void
remember (JsonParser *parser, JsonNode *node, Reader *r)
{
  Where *w = g_new (Where, 1);

  w->line = (int) json_parser_get_current_line (parser);
  w->column = (int) json_parser_get_current_pos (parser);
  g_hash_table_replace (r->where, node, w);
}

static void
on_member (JsonParser *parser, JsonObject *object, const char *name, gpointer user_data)
{
  remember (parser, json_object_get_member (object, name), user_data);
}

static void
on_element (JsonParser *parser, JsonArray *array, int index, gpointer user_data)
{
  remember (parser, json_array_get_element (array, (guint) index), user_data);
}

/* The parser tells where it stands after a value: at its last character or
 * at the comma after it. Moves *w to the value's first character. */
static void
value_start (const Reader *r, Where *w)
{
  gsize line_start = 0, at;
  int   line = 1, depth = 0;
  gsize i;

  for (i = 0; i < r->length && line < w->line; i++)
    if (r->text[i] == '\n')
      {
        line++;
        line_start = i + 1;
      }
  if (line != w->line || w->column < 1 || line_start + (gsize) w->column - 1 >= r->length)
    return;
  at = line_start + (gsize) w->column - 1;
  if (r->text[at] == ',' && at > 0)
    at--;
  while (at > 0 && g_ascii_isspace (r->text[at]))
    at--;
  if (r->text[at] == '"')
    while (at > 0 && !(r->text[at - 1] == '"' && (at < 2 || r->text[at - 2] != '\\')))
      at--;
  else if (r->text[at] == '}' || r->text[at] == ']')
    for (depth = 0;; at--)
      {
        depth += r->text[at] == '}' || r->text[at] == ']'   ? 1
                 : r->text[at] == '{' || r->text[at] == '[' ? -1
                                                            : 0;
        if (depth == 0 || at == 0)
          break;
      }
  else
    while (at > 0 && (g_ascii_isalnum (r->text[at - 1]) || strchr ("+-.", r->text[at - 1]) != NULL))
      at--;
  if (at > 0 && r->text[at - 1] == '"' && r->text[at] != '"')
    at--;
  /* Back to the value's line. */
  line = 1;
  line_start = 0;
  for (i = 0; i < at; i++)
    if (r->text[i] == '\n')
      {
        line++;
        line_start = i + 1;
      }
  w->line = line;
  w->column = (int) (at - line_start) + 1;
}

/* "PATH:LINE:COL: message" at node (the file's start when it has no place). */
G_GNUC_PRINTF (4, 5)
static gboolean
fail (const Reader *r, JsonNode *node, GError **error, const char *format, ...)
{
  const Where     *found = node != NULL ? g_hash_table_lookup (r->where, node) : NULL;
  Where            w = { 1, 1 };
  g_autofree char *message = NULL;
  va_list          args;

  if (found != NULL)
    {
      w = *found;
      value_start (r, &w);
    }

  va_start (args, format);
  message = g_strdup_vprintf (format, args);
  va_end (args);
  /* Translators: "FILE:LINE:COLUMN: error: MESSAGE", as a compiler says it. */
  g_set_error (error, ST_GAME_ERROR, ST_GAME_ERROR_INVALID, _ ("%s:%d:%d: error: %s"), r->path, w.line,
               MAX (w.column, 1), message);
  return FALSE;
}

/* The member name of object o (its node), or NULL. */
static JsonNode *
member (JsonObject *o, const char *name)
{
  return o != NULL && json_object_has_member (o, name) ? json_object_get_member (o, name) : NULL;
}

static JsonObject *
object_of (JsonNode *node)
{
  return node != NULL && JSON_NODE_HOLDS_OBJECT (node) ? json_node_get_object (node) : NULL;
}

static JsonArray *
array_of (JsonNode *node)
{
  return node != NULL && JSON_NODE_HOLDS_ARRAY (node) ? json_node_get_array (node) : NULL;
}

static gboolean
is_int (JsonNode *node)
{
  return node != NULL && JSON_NODE_HOLDS_VALUE (node) && json_node_get_value_type (node) == G_TYPE_INT64;
}

static gboolean
is_number (JsonNode *node)
{
  return node != NULL && JSON_NODE_HOLDS_VALUE (node)
         && (json_node_get_value_type (node) == G_TYPE_INT64
             || json_node_get_value_type (node) == G_TYPE_DOUBLE);
}

static const char *
string_of (JsonNode *node)
{
  return node != NULL && JSON_NODE_HOLDS_VALUE (node) && json_node_get_value_type (node) == G_TYPE_STRING
             ? json_node_get_string (node)
             : NULL;
}

/* A count: a whole number from 0 to at most limit; at is where to point when
 * it is missing. */
static gboolean
count_member (
    const Reader *r, JsonNode *at, JsonObject *o, const char *name, guint limit, guint *out, GError **error)
{
  JsonNode *node = member (o, name);

  if (node == NULL)
    return fail (r, at, error, _ ("“%s” is missing"), name);
  if (!is_int (node) || json_node_get_int (node) < 0 || json_node_get_int (node) > limit)
    /* Translators: %s is a member of the report, "draws", "wins" or an end reason's id. */
    return fail (r, node, error, _ ("“%s” is not a number of games from 0 to %u"), name, limit);
  *out = (guint) json_node_get_int (node);
  return TRUE;
}

/* The budget of an MCTS player: iterations a move, or seconds (iterations 0). */
static gboolean
read_budget (JsonObject *player, StPlayerOptions *out)
{
  JsonNode *iterations = member (player, "iterations");
  JsonNode *seconds = member (player, "seconds");

  if (is_int (iterations) && json_node_get_int (iterations) > 0 && json_node_get_int (iterations) <= G_MAXINT)
    {
      out->iterations = (guint) json_node_get_int (iterations);
      return TRUE;
    }
  if (is_number (seconds) && json_node_get_double (seconds) > 0)
    {
      out->iterations = 0;
      out->seconds = json_node_get_double (seconds);
      return TRUE;
    }
  return FALSE;
}

/* Which player of the saved run a side is. */
static const char *
player_label (int p)
{
  return p == 0 ? _ ("first player") : _ ("second player");
}

/* One seating's object of the report: its counts as games (whose single games
 * the report does not hold: the winners, end reasons and lengths are each
 * spread over the games in turn, which gives every figure a diff reads), and
 * its players checked against game's sides. */
static StPlaytestReport *
read_seating (const Reader *r, JsonNode *node, const StGame *game, StPlayerOptions players[2], GError **error)
{
  JsonObject *o = object_of (node);
  JsonNode   *games_node = member (o, "games");
  JsonArray  *players_array = array_of (member (o, "players"));
  JsonObject *length = object_of (member (o, "length"));
  JsonNode   *histogram_node = member (length, "turns_histogram");
  JsonObject *histogram = object_of (histogram_node);
  JsonNode   *reasons_node = member (o, "end_reasons");
  JsonObject *reasons = object_of (reasons_node);
  JsonNode   *actions_node = member (length, "mean_actions");
  guint       games = 0, draws = 0, wins[2] = { 0, 0 }, n_reasons = st_game_n_end_reasons (game), filled = 0;
  g_autofree StPlaytestGame *list = NULL;
  g_autoptr (GList) keys = NULL;
  double total_actions;
  guint  actions_given = 0;

  /* A million games a seating is more than any run plays; the limit keeps a
   * hostile report from asking for gigabytes. */
  if (!count_member (r, node, o, "games", MAX_GAMES, &games, error))
    return NULL;
  if (games == 0)
    return fail (r, games_node, error, _ ("a run of no games cannot stand for a version")), NULL;
  if (players_array == NULL || json_array_get_length (players_array) != 2)
    return fail (r, member (o, "players") ? member (o, "players") : node, error,
                 _ ("“players” is not a list of the two players")),
           NULL;
  for (int p = 0; p < 2; p++)
    {
      JsonNode    *pn = json_array_get_element (players_array, (guint) p);
      JsonObject  *player = object_of (pn);
      JsonNode    *side = member (player, "side");
      JsonNode    *kind = member (player, "kind");
      StPlayerKind k;

      if (player == NULL || string_of (side) == NULL)
        return fail (r, pn, error, _ ("the %s has no side"), player_label (p)), NULL;
      if (g_strcmp0 (string_of (side), st_game_player_side (game, p)) != 0)
        return fail (r, side, error,
                     _ ("the saved run's %s is “%s”, the scenario's is “%s”: a run of another scenario"),
                     player_label (p), string_of (side), st_game_player_side (game, p)),
               NULL;
      if (string_of (kind) == NULL || !st_player_kind_from_string (string_of (kind), &k))
        return fail (r, kind ? kind : pn, error, _ ("the %s's “kind” is not random, greedy or mcts"),
                     player_label (p)),
               NULL;
      if (players[p].kind != k)
        return fail (r, kind, error, _ ("the seatings of the saved run were played by other players")), NULL;
      /* A report made before the budget was written names it in its chosen players. */
      if (k == ST_PLAYER_MCTS && member (player, "iterations") == NULL && member (player, "seconds") == NULL
          && players[p].iterations == 0 && players[p].seconds <= 0)
        return fail (r, kind, error,
                     _ ("the report does not say how long the %s's MCTS thought a move: make it again with "
                        "this version's playtest --json"),
                     player_label (p)),
               NULL;
      if (k == ST_PLAYER_MCTS && (member (player, "iterations") != NULL || member (player, "seconds") != NULL)
          && !read_budget (player, &players[p]))
        return fail (r,
                     member (player, "iterations") ? member (player, "iterations")
                                                   : member (player, "seconds"),
                     error, _ ("the %s's MCTS budget is not a positive number"), player_label (p)),
               NULL;
      if (!count_member (r, pn, player, "wins", games, &wins[p], error))
        return NULL;
    }
  if (!count_member (r, node, o, "draws", games, &draws, error))
    return NULL;
  if (wins[0] + wins[1] + draws != games)
    return fail (r, member (o, "draws"), error,
                 _ ("%u and %u wins and %u draws make %u games, not the %u of “games”"), wins[0], wins[1],
                 draws, wins[0] + wins[1] + draws, games),
           NULL;
  if (histogram == NULL)
    return fail (r, member (o, "length") ? member (o, "length") : node, error,
                 _ ("“length” has no “turns_histogram”")),
           NULL;
  if (reasons == NULL)
    return fail (r, reasons_node ? reasons_node : node, error, _ ("“end_reasons” is missing")), NULL;
  if (!is_number (actions_node) || !(json_node_get_double (actions_node) >= 0)
      || json_node_get_double (actions_node) > MAX_ACTIONS)
    return fail (r, actions_node ? actions_node : histogram_node, error,
                 _ ("“mean_actions” is not a number of actions from 0 to %u"), MAX_ACTIONS),
           NULL;

  list = g_new0 (StPlaytestGame, games);
  for (guint i = 0; i < games; i++)
    {
      list[i].index = i;
      list[i].winner = i < wins[0] ? 0 : i < wins[0] + wins[1] ? 1 : -1;
    }
  /* End reasons by id: each must be one of the family's. */
  keys = json_object_get_members (reasons);
  for (GList *k = keys; k != NULL; k = k->next)
    {
      JsonNode *count_node = json_object_get_member (reasons, k->data);
      guint     reason = 0, count;

      for (guint e = 1; e < n_reasons && reason == 0; e++)
        if (g_strcmp0 (st_game_end_reason_id (game, e), k->data) == 0)
          reason = e;
      if (reason == 0)
        return fail (r, count_node, error, _ ("“%s” is not an end reason of this scenario's game"),
                     (const char *) k->data),
               NULL;
      if (!count_member (r, count_node, reasons, k->data, games, &count, error))
        return NULL;
      if (count > games - filled)
        return fail (r, count_node, error, _ ("the end reasons add up to more than the %u games"), games),
               NULL;
      for (guint i = 0; i < count; i++)
        list[filled++].reason = reason;
    }
  g_clear_pointer (&keys, g_list_free);
  filled = 0;
  keys = json_object_get_members (histogram);
  for (GList *k = keys; k != NULL; k = k->next)
    {
      JsonNode *count_node = json_object_get_member (histogram, k->data);
      char     *end = NULL;
      guint64   turns = g_ascii_strtoull (k->data, &end, 10);
      guint     count;

      if (end == k->data || *end != '\0' || turns > 100000)
        return fail (r, count_node, error, _ ("“%s” is not a number of turns"), (const char *) k->data), NULL;
      if (!count_member (r, count_node, histogram, k->data, games, &count, error))
        return NULL;
      if (count > games - filled)
        return fail (r, count_node, error, _ ("the lengths add up to more than the %u games"), games), NULL;
      for (guint i = 0; i < count; i++)
        list[filled++].turns = (int) turns;
    }
  if (filled != games)
    return fail (r, histogram_node, error, _ ("the lengths of %u games are given, the run has %u"), filled,
                 games),
           NULL;
  /* The actions, spread so that their mean is the report's. */
  total_actions = round (json_node_get_double (actions_node) * games);
  for (guint i = 0; i < games; i++)
    {
      guint share = (guint) ((total_actions * (i + 1)) / games) - actions_given;

      list[i].actions = share;
      actions_given += share;
    }
  return st_playtest_report_new (game, list, games, games);
}

/* The players of the saved run as the command line makes them: the kind, and an
 * MCTS budget from "chosen_players" when the seating does not give one. */
static void
initial_players (JsonObject *root, JsonObject *first, StPlayerOptions players[2])
{
  JsonArray *seated = array_of (member (first, "players"));
  JsonArray *chosen = array_of (member (object_of (member (root, "chosen_players")), "players"));

  for (int p = 0; p < 2; p++)
    {
      JsonObject  *player = seated && json_array_get_length (seated) == 2
                                ? object_of (json_array_get_element (seated, (guint) p))
                                : NULL;
      StPlayerKind kind = ST_PLAYER_RANDOM;

      if (player == NULL || !st_player_kind_from_string (string_of (member (player, "kind")), &kind))
        kind = ST_PLAYER_RANDOM;
      st_player_options_init (&players[p], kind);
      /* Not given: the seating's own budget is read, or the error is given there. */
      players[p].iterations = 0;
      players[p].seconds = 0;
      if (kind == ST_PLAYER_MCTS && chosen != NULL && json_array_get_length (chosen) == 2)
        read_budget (object_of (json_array_get_element (chosen, (guint) p)), &players[p]);
      if (kind != ST_PLAYER_MCTS)
        players[p].iterations = 200;
    }
}

static gboolean
same_budget (const StPlayerOptions *a, const StPlayerOptions *b)
{
  return a->iterations == b->iterations && (a->iterations > 0 || a->seconds == b->seconds);
}

/* What the command line asked for against the saved run. */
static gboolean
check_asked (const Reader            *r,
             JsonObject              *root,
             JsonNode                *first,
             const StBalanceSaved    *saved,
             const StPlaytestOptions *asked,
             StBalanceAsked           mask,
             GError                 **error)
{
  static const StBalanceAsked kind_bits[] = { ST_BALANCE_ASKED_P1, ST_BALANCE_ASKED_P2 };
  static const char *const    options[] = { "--p1", "--p2" };
  JsonArray                  *players = array_of (member (object_of (first), "players"));

  /* Nothing asked (the Balance page's Load Report…): the saved run's own. */
  if (asked == NULL || mask == 0)
    return TRUE;
  for (int p = 0; p < 2; p++)
    {
      const StPlayerOptions *was = &saved->options.players[p];
      StPlayerOptions        now = asked->players[p];
      JsonNode              *at = member (object_of (json_array_get_element (players, (guint) p)), "kind");
      const char            *option = options[p];

      if (!(mask & kind_bits[p]) || was->kind == now.kind)
        {
          /* The kind is the saved run's: only the budget can differ. */
          if (!(mask & ST_BALANCE_ASKED_BUDGET) || was->kind != ST_PLAYER_MCTS)
            continue;
          now = *was;
          now.iterations = asked->players[p].iterations;
          now.seconds = asked->players[p].seconds;
          if (same_budget (was, &now))
            continue;
          option = now.iterations > 0 ? "--iterations" : "--seconds";
        }
      {
        g_autofree char *a = st_balance_players_describe (was);
        g_autofree char *b = st_balance_players_describe (&now);

        /* Translators: "the saved run's first player was Greedy, --p1 asks for MCTS, 200 iterations a
         * move: leave out --p1, … to play the saved run's players". */
        return fail (r, at, error,
                     _ ("the saved run's %s was %s, %s asks for %s: leave out --p1, --p2, --iterations and "
                        "--seconds to play the saved run's players"),
                     player_label (p), a, option, b);
      }
    }
  if ((mask & ST_BALANCE_ASKED_SEED) && asked->seed != saved->options.seed)
    {
      g_autofree char *was = g_strdup_printf ("%" G_GUINT64_FORMAT, saved->options.seed);
      g_autofree char *now = g_strdup_printf ("%" G_GUINT64_FORMAT, asked->seed);

      /* Translators: both %s are seeds (numbers). */
      return fail (r, member (root, "seed"), error,
                   _ ("the saved run was played with seed %s, --seed asks for %s: leave out --seed to play "
                      "its games"),
                   was, now);
    }
  if ((mask & ST_BALANCE_ASKED_GAMES)
      && (asked->games != saved->report->games || (saved->swapped && asked->games != saved->swapped->games)))
    {
      guint games = asked->games != saved->report->games ? saved->report->games : saved->swapped->games;

      return fail (
          r, member (object_of (first), "games"), error,
          _ ("the saved run has %u games in a seating, --games asks for %u: leave out --games to play "
             "as many"),
          games, asked->games);
    }
  return TRUE;
}

StBalanceSaved *
st_balance_saved_read (const char              *path,
                       const StGame            *game,
                       const StGame            *swapped,
                       const StPlaytestOptions *asked,
                       StBalanceAsked           asked_mask,
                       GError                 **error)
{
  g_autoptr (JsonParser) parser = json_parser_new ();
  g_autoptr (GHashTable) where = g_hash_table_new_full (NULL, NULL, NULL, g_free);
  g_autoptr (StBalanceSaved) saved = g_new0 (StBalanceSaved, 1);
  g_autofree char *text = NULL;
  Reader           r = { path, where, NULL, 0 };
  JsonNode        *root_node, *seatings_node, *first, *second = NULL, *seed;
  JsonObject      *root;
  JsonArray       *seatings;

  g_signal_connect (parser, "object-member", G_CALLBACK (on_member), &r);
  g_signal_connect (parser, "array-element", G_CALLBACK (on_element), &r);
  if (!json_parser_load_from_file (parser, path, error)
      || !g_file_get_contents (path, &text, &r.length, error))
    return NULL;
  r.text = text;
  root_node = json_parser_get_root (parser);
  root = object_of (root_node);
  seatings_node = member (root, "seatings");
  seatings = array_of (seatings_node);
  if (member (root, "figures") != NULL && object_of (member (root, "new")) != NULL)
    {
      /* balance-diff's JSON: its new version's runs are the saved run. */
      first = member (root, "new");
      second = member (root, "new_other_seating");
    }
  else if (root == NULL || (member (root, "players") == NULL && seatings == NULL))
    return fail (&r, root_node, error,
                 _ ("not the report of a run: give what playtest or balance-diff printed with --json (or "
                    "the Balance page exported as JSON)")),
           NULL;
  else if (seatings != NULL && (json_array_get_length (seatings) < 1 || json_array_get_length (seatings) > 2))
    return fail (&r, seatings_node, error, _ ("“seatings” is not a list of one or two seatings")), NULL;
  else
    {
      first = seatings != NULL ? json_array_get_element (seatings, 0) : root_node;
      if (seatings != NULL && json_array_get_length (seatings) == 2)
        second = json_array_get_element (seatings, 1);
    }
  seed = member (root, "seed");
  if (!is_int (seed) || json_node_get_int (seed) < 0)
    return fail (&r, seed ? seed : root_node, error, _ ("the run's “seed” is missing")), NULL;
  saved->path = g_strdup (path);
  saved->scenario = g_strdup (string_of (member (root, "file")));
  st_playtest_options_init (&saved->options);
  saved->options.seed = (guint64) json_node_get_int (seed);
  initial_players (root, object_of (first), saved->options.players);
  if ((saved->report = read_seating (&r, first, game, saved->options.players, error)) == NULL)
    return NULL;
  if (second != NULL)
    {
      if (swapped == NULL)
        return fail (
                   &r, second, error,
                   _ ("the saved run played both seatings; this scenario's game cannot say which side moves "
                      "first")),
               NULL;
      if ((saved->swapped = read_seating (&r, second, swapped, saved->options.players, error)) == NULL)
        return NULL;
    }
  saved->options.games = saved->report->games;
  if (!check_asked (&r, root, first, saved, asked, asked_mask, error))
    return NULL;
  return g_steal_pointer (&saved);
}

void
st_balance_saved_free (StBalanceSaved *saved)
{
  if (saved == NULL)
    return;
  g_free (saved->path);
  g_free (saved->scenario);
  st_playtest_report_free (saved->report);
  st_playtest_report_free (saved->swapped);
  g_free (saved);
}

static StPlaytestReport *
copy_report (const StGame *game, const StPlaytestReport *report)
{
  if (report == NULL)
    return NULL;
  return st_playtest_report_new (game, (const StPlaytestGame *) (void *) report->results->data, report->games,
                                 report->games);
}

StBalanceDiff *
st_balance_diff_run_saved (const StBalanceSaved    *saved,
                           const StGame            *game,
                           const StGame            *swapped,
                           const StPlaytestOptions *options,
                           const char              *lang,
                           GCancellable            *cancellable,
                           StPlaytestProgress       progress,
                           gpointer                 user_data,
                           GError                 **error)
{
  const StPlaytestReport *kept[2] = { saved->report, saved->swapped };
  const StGame           *games[2] = { game, swapped };
  StPlaytestReport       *played[2] = { NULL, NULL };
  StPlaytestOptions       o = *options;
  StProgressOffset        p = { progress, user_data, 0, saved->report->games };

  g_return_val_if_fail (saved->swapped == NULL || swapped != NULL, NULL);

  /* The saved run's players and seed; every game it played, no early stop. */
  o.players[0] = saved->options.players[0];
  o.players[1] = saved->options.players[1];
  o.seed = saved->options.seed;
  o.check_every = 0;
  o.deadline = 0;
  if (saved->swapped != NULL)
    p.total += saved->swapped->games;
  for (guint i = 0; i < 2 && kept[i] != NULL; i++)
    {
      o.games = kept[i]->games;
      if ((played[i] = st_playtest_run (games[i], &o, cancellable, st_progress_offset_forward, &p, error))
          == NULL)
        {
          st_playtest_report_free (played[0]);
          return NULL;
        }
      p.offset += o.games;
    }
  return st_balance_diff_compare_seatings (NULL, copy_report (game, kept[0]), copy_report (swapped, kept[1]),
                                           game, played[0], played[1], lang);
}
