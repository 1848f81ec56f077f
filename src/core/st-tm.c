/* SPDX-License-Identifier: GPL-3.0-or-later */
#define G_LOG_DOMAIN "sandtable-tm"

#include "config.h"

#include <string.h>

#include "st-texts.h"
#include "st-tm.h"

/* The memory keeps its units in an array, each with its source cut into words
 * (ids of a table of the memory's own, casefolded), and an index from each word
 * to the units that have it. A lookup counts, per unit, the words it shares
 * with the query; only a unit that could reach the percentage asked for is
 * compared word by word. */

typedef struct
{
  StTmUnit unit;
  guint   *words; /* word ids of the source, in order */
  guint    n_words;
  guint    n_distinct;
} Unit;

struct _StTm
{
  GPtrArray  *units; /* Unit* */
  GHashTable *keys; /* "sl\x1fsource\x1ftl\x1ftarget" -> Unit*, for duplicates */
  GHashTable *word_ids; /* casefolded word -> id + 1 */
  GPtrArray  *postings; /* GArray of guint unit index, one per word id */
  guint       n_stored;
};

/* Word-level comparison of texts of thousands of words would cost millions of
 * steps: only their first words are compared. */
#define MAX_COMPARED_WORDS 2000

/* clang-format off */
G_DEFINE_QUARK (st-tm-error-quark, st_tm_error)
/* clang-format on */

static void
unit_free (Unit *unit)
{
  g_free (unit->unit.source_lang);
  g_free (unit->unit.source);
  g_free (unit->unit.target_lang);
  g_free (unit->unit.target);
  g_free (unit->unit.origin);
  g_free (unit->unit.context);
  g_free (unit->words);
  g_free (unit);
}

StTm *
st_tm_new (void)
{
  StTm *self = g_new0 (StTm, 1);

  self->units = g_ptr_array_new_with_free_func ((GDestroyNotify) unit_free);
  self->keys = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  self->word_ids = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  self->postings = g_ptr_array_new_with_free_func ((GDestroyNotify) g_array_unref);
  return self;
}

void
st_tm_free (StTm *self)
{
  if (self == NULL)
    return;
  g_ptr_array_unref (self->units);
  g_hash_table_unref (self->keys);
  g_hash_table_unref (self->word_ids);
  g_ptr_array_unref (self->postings);
  g_free (self);
}

guint
st_tm_get_length (StTm *self)
{
  return self->units->len;
}

const StTmUnit *
st_tm_get (StTm *self, guint index)
{
  g_return_val_if_fail (index < self->units->len, NULL);
  return &((Unit *) g_ptr_array_index (self->units, index))->unit;
}

guint
st_tm_get_n_stored (StTm *self)
{
  return self->n_stored;
}

/* Calls found for each word of text (a run of letters and digits), casefolded. */
static void
for_each_word (const char *text, void (*found) (const char *word, gsize length, gpointer data), gpointer data)
{
  const char *p = text;

  while (*p != '\0')
    {
      const char *start;

      while (*p != '\0' && !g_unichar_isalnum (g_utf8_get_char (p)))
        p = g_utf8_next_char (p);
      start = p;
      while (*p != '\0' && g_unichar_isalnum (g_utf8_get_char (p)))
        p = g_utf8_next_char (p);
      if (p > start)
        {
          g_autofree char *folded = g_utf8_casefold (start, p - start);
          found (folded, strlen (folded), data);
        }
    }
}

typedef struct
{
  StTm    *tm; /* NULL: words the memory does not know get ids of their own */
  GArray  *ids;
  guint    n_unknown;
  gboolean add; /* new words enter the memory's table */
} Tokens;

static void
token_found (const char *word, gsize length, gpointer data)
{
  Tokens  *tokens = data;
  gpointer value = g_hash_table_lookup (tokens->tm->word_ids, word);
  guint    id;

  if (value != NULL)
    id = GPOINTER_TO_UINT (value) - 1;
  else if (tokens->add)
    {
      id = tokens->tm->postings->len;
      g_hash_table_insert (tokens->tm->word_ids, g_strdup (word), GUINT_TO_POINTER (id + 1));
      g_ptr_array_add (tokens->tm->postings, g_array_new (FALSE, FALSE, sizeof (guint)));
    }
  else
    /* Unknown to the memory: an id no unit has, the same for the same word
     * would be better but changes nothing in a distance to units that have
     * none of them. */
    id = G_MAXUINT - tokens->n_unknown++;
  g_array_append_val (tokens->ids, id);
}

static GArray *
tokenize (StTm *tm, const char *text, gboolean add)
{
  Tokens tokens = { tm, g_array_new (FALSE, FALSE, sizeof (guint)), 0, add };

  for_each_word (text, token_found, &tokens);
  return tokens.ids;
}

static int
compare_uint (gconstpointer a, gconstpointer b)
{
  guint x = *(const guint *) a, y = *(const guint *) b;

  return x < y ? -1 : x > y;
}

/* The distinct ids of words, sorted. */
static GArray *
distinct (const guint *words, guint n)
{
  GArray *sorted = g_array_sized_new (FALSE, FALSE, sizeof (guint), n);
  guint   kept = 0;

  g_array_append_vals (sorted, words, n);
  g_array_sort (sorted, compare_uint);
  for (guint i = 0; i < sorted->len; i++)
    if (kept == 0 || g_array_index (sorted, guint, kept - 1) != g_array_index (sorted, guint, i))
      g_array_index (sorted, guint, kept++) = g_array_index (sorted, guint, i);
  g_array_set_size (sorted, kept);
  return sorted;
}

static char *
make_key (const char *source_lang, const char *source, const char *target_lang, const char *target)
{
  return g_strjoin ("\x1f", source_lang, source, target_lang, target, NULL);
}

gboolean
st_tm_add (StTm       *self,
           const char *source_lang,
           const char *source,
           const char *target_lang,
           const char *target,
           const char *origin,
           const char *context,
           gboolean    stored)
{
  g_autofree char *key = NULL;
  g_autoptr (GArray) words = NULL;
  g_autoptr (GArray) set = NULL;
  Unit *unit;
  guint index;

  g_return_val_if_fail (self != NULL, FALSE);
  g_return_val_if_fail (source_lang != NULL && target_lang != NULL, FALSE);

  if (source == NULL || *source == '\0' || target == NULL || *target == '\0')
    return FALSE;
  key = make_key (source_lang, source, target_lang, target);
  unit = g_hash_table_lookup (self->keys, key);
  if (unit != NULL)
    {
      if (stored && !unit->unit.stored)
        {
          unit->unit.stored = TRUE;
          self->n_stored++;
        }
      return FALSE;
    }

  unit = g_new0 (Unit, 1);
  unit->unit.source_lang = g_strdup (source_lang);
  unit->unit.source = g_strdup (source);
  unit->unit.target_lang = g_strdup (target_lang);
  unit->unit.target = g_strdup (target);
  unit->unit.origin = g_strdup (origin != NULL ? origin : "");
  unit->unit.context = g_strdup (context);
  unit->unit.stored = stored;
  words = tokenize (self, source, TRUE);
  unit->n_words = words->len;
  unit->words = (guint *) g_array_free (g_steal_pointer (&words), FALSE);
  set = distinct (unit->words, unit->n_words);
  unit->n_distinct = set->len;

  index = self->units->len;
  g_ptr_array_add (self->units, unit);
  g_hash_table_insert (self->keys, g_steal_pointer (&key), unit);
  for (guint i = 0; i < set->len; i++)
    g_array_append_val (g_ptr_array_index (self->postings, g_array_index (set, guint, i)), index);
  if (stored)
    self->n_stored++;
  return TRUE;
}

guint
st_tm_add_scenario (StTm *self, StScenario *scenario, const char *origin, gboolean stored)
{
  g_autoptr (GPtrArray) items = st_scenario_list_texts (scenario);
  guint n_added = 0;

  for (guint i = 0; i < items->len; i++)
    {
      const StTextItem *item = g_ptr_array_index (items, i);
      const StText     *text = *item->slot;
      const char       *source_lang = st_text_get_source_lang (text);
      const char       *source = st_text_get_source (text);

      for (guint e = 1; e < text->entries->len; e++)
        {
          const StTextEntry *entry = g_ptr_array_index (text->entries, e);

          /* An outdated translation says something the source no longer
           * does. */
          if (st_text_is_outdated (text, entry->lang))
            continue;
          if (st_tm_add (self, source_lang, source, entry->lang, entry->value, origin, item->context, stored))
            n_added++;
        }
    }
  return n_added;
}

/* The edit distance of two sequences of word ids (insert, delete and replace a
 * word each cost one), in two rows. */
static guint
word_distance (const guint *a, guint na, const guint *b, guint nb)
{
  g_autofree guint *row = NULL;

  na = MIN (na, MAX_COMPARED_WORDS);
  nb = MIN (nb, MAX_COMPARED_WORDS);
  if (na == 0 || nb == 0)
    return MAX (na, nb);
  row = g_new (guint, nb + 1);
  for (guint j = 0; j <= nb; j++)
    row[j] = j;
  for (guint i = 1; i <= na; i++)
    {
      guint diagonal = row[0];

      row[0] = i;
      for (guint j = 1; j <= nb; j++)
        {
          guint above = row[j];
          guint best = diagonal + (a[i - 1] != b[j - 1]);

          best = MIN (best, above + 1);
          best = MIN (best, row[j - 1] + 1);
          diagonal = above;
          row[j] = best;
        }
    }
  return row[nb];
}

static int
percent_of (const char *a, const guint *wa, guint na, const char *b, const guint *wb, guint nb)
{
  guint longer = MIN (MAX (na, nb), MAX_COMPARED_WORDS);
  int   percent;

  if (g_strcmp0 (a, b) == 0)
    return 100;
  if (longer == 0)
    return 0;
  percent = (int) (100 * (longer - MIN (word_distance (wa, na, wb, nb), longer)) / longer);
  /* Only the same text is a 100 % match: punctuation or case differ. */
  return MIN (percent, 99);
}

int
st_tm_similarity (const char *a, const char *b)
{
  g_autoptr (StTm) tm = st_tm_new ();
  g_autoptr (GArray) wa = tokenize (tm, a, TRUE);
  g_autoptr (GArray) wb = tokenize (tm, b, TRUE);

  return percent_of (a, (guint *) wa->data, wa->len, b, (guint *) wb->data, wb->len);
}

void
st_tm_lookup (StTm       *self,
              const char *source_lang,
              const char *source,
              const char *target_lang,
              int         min_percent,
              GArray     *matches)
{
  g_autoptr (GArray) words = NULL;
  g_autoptr (GArray) set = NULL;
  g_autoptr (GHashTable) shared = NULL;
  GHashTableIter iter;
  gpointer       key, value;

  g_return_if_fail (self != NULL && matches != NULL);

  if (source == NULL || *source == '\0' || source_lang == NULL || target_lang == NULL)
    return;
  words = tokenize (self, source, FALSE);
  set = distinct ((guint *) words->data, words->len);
  /* Unit index + 1 -> how many distinct words of the query it has. */
  shared = g_hash_table_new (NULL, NULL);
  for (guint i = 0; i < set->len; i++)
    {
      guint   id = g_array_index (set, guint, i);
      GArray *posting;

      if (id >= self->postings->len)
        continue;
      posting = g_ptr_array_index (self->postings, id);
      for (guint p = 0; p < posting->len; p++)
        {
          guint    index = g_array_index (posting, guint, p);
          gpointer unit_key = GUINT_TO_POINTER (index + 1);

          g_hash_table_insert (
              shared, unit_key,
              GUINT_TO_POINTER (GPOINTER_TO_UINT (g_hash_table_lookup (shared, unit_key)) + 1));
        }
    }

  g_hash_table_iter_init (&iter, shared);
  while (g_hash_table_iter_next (&iter, &key, &value))
    {
      Unit     *unit = g_ptr_array_index (self->units, GPOINTER_TO_UINT (key) - 1);
      guint     n_shared = GPOINTER_TO_UINT (value);
      StTmMatch match;

      if (!g_str_equal (unit->unit.source_lang, source_lang)
          || !g_str_equal (unit->unit.target_lang, target_lang))
        continue;
      /* A unit whose distinct words are mostly not the query's is far from
       * it: skipped before the word-by-word comparison (a quick bound, with
       * ten points to spare for repeated words). */
      if (100 * n_shared / MAX (set->len, unit->n_distinct) + 10 < (guint) MAX (min_percent, 0))
        continue;
      match.unit = &unit->unit;
      match.percent = percent_of (source, (guint *) words->data, words->len, unit->unit.source, unit->words,
                                  unit->n_words);
      if (match.percent >= min_percent)
        g_array_append_val (matches, match);
    }
}

static int
compare_matches (gconstpointer a, gconstpointer b)
{
  const StTmMatch *x = a, *y = b;
  int              order;

  if (x->percent != y->percent)
    return y->percent - x->percent;
  if (x->unit->stored != y->unit->stored)
    return y->unit->stored - x->unit->stored;
  order = g_strcmp0 (x->unit->origin, y->unit->origin);
  if (order != 0)
    return order;
  order = g_strcmp0 (x->unit->source, y->unit->source);
  return order != 0 ? order : g_strcmp0 (x->unit->target, y->unit->target);
}

void
st_tm_sort_matches (GArray *matches)
{
  g_autoptr (GHashTable) seen = g_hash_table_new (g_str_hash, g_str_equal);
  guint kept = 0;

  g_array_sort (matches, compare_matches);
  for (guint i = 0; i < matches->len; i++)
    {
      StTmMatch *match = &g_array_index (matches, StTmMatch, i);

      if (!g_hash_table_add (seen, match->unit->target))
        continue;
      g_array_index (matches, StTmMatch, kept++) = *match;
    }
  g_array_set_size (matches, kept);
}

char *
st_tm_default_path (void)
{
  const char *env = g_getenv ("SANDTABLE_TM_FILE");

  if (env != NULL && *env != '\0')
    return g_strdup (env);
  return g_build_filename (g_get_user_data_dir (), "sandtable", "memory.tmx", NULL);
}
