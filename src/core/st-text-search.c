/* SPDX-License-Identifier: GPL-3.0-or-later */
#define G_LOG_DOMAIN "sandtable-core"

#include "config.h"

#include "st-text-search.h"

#include <string.h>

#include "st-edit-texts.h"
#include "st-texts.h"

/* Search and replace in texts: character-by-character matching (so that the
 * offsets are those of the text searched, whatever the case) and the
 * workspace's Replace All as one edit of a scenario copy. */

static gboolean
is_word_char (gunichar c)
{
  return g_unichar_isalnum (c) || g_unichar_ismark (c) || c == '_';
}

static gunichar
fold (gunichar c, StTextSearchFlags flags)
{
  return (flags & ST_TEXT_SEARCH_MATCH_CASE) ? c : g_unichar_tolower (c);
}

/* The end of a match of needle at p, or NULL. */
static const char *
match_at (const char *p, const char *needle, StTextSearchFlags flags)
{
  const char *n = needle;

  while (*n != '\0')
    {
      if (*p == '\0' || fold (g_utf8_get_char (p), flags) != fold (g_utf8_get_char (n), flags))
        return NULL;
      p = g_utf8_next_char (p);
      n = g_utf8_next_char (n);
    }
  return p;
}

guint
st_text_search_find (const char *haystack, const char *needle, StTextSearchFlags flags, GArray *matches)
{
  guint       n = 0;
  const char *p = haystack;
  gunichar    before = 0; /* the character before p, 0 at the start */

  g_return_val_if_fail (matches == NULL || g_array_get_element_size (matches) == sizeof (StTextMatch), 0);

  if (haystack == NULL || needle == NULL || *needle == '\0')
    return 0;
  while (*p != '\0')
    {
      const char *end = match_at (p, needle, flags);

      if (end != NULL && (flags & ST_TEXT_SEARCH_WHOLE_WORD)
          && ((before != 0 && is_word_char (before) && is_word_char (g_utf8_get_char (p)))
              || (*end != '\0' && is_word_char (g_utf8_get_char (end))
                  && is_word_char (g_utf8_get_char (g_utf8_prev_char (end))))))
        end = NULL;
      if (end != NULL)
        {
          StTextMatch match = { p - haystack, end - haystack };

          if (matches != NULL)
            g_array_append_val (matches, match);
          n++;
          before = g_utf8_get_char (g_utf8_prev_char (end));
          p = end;
          continue;
        }
      before = g_utf8_get_char (p);
      p = g_utf8_next_char (p);
    }
  return n;
}

char *
st_text_search_replace (const char       *haystack,
                        const char       *needle,
                        const char       *replacement,
                        StTextSearchFlags flags,
                        guint            *n_replaced)
{
  g_autoptr (GArray) matches = g_array_new (FALSE, FALSE, sizeof (StTextMatch));
  GString *out;
  gsize    done = 0;
  guint    n = st_text_search_find (haystack, needle, flags, matches);

  if (n_replaced != NULL)
    *n_replaced = n;
  if (n == 0)
    return NULL;
  out = g_string_new (NULL);
  for (guint i = 0; i < matches->len; i++)
    {
      StTextMatch *match = &g_array_index (matches, StTextMatch, i);

      g_string_append_len (out, haystack + done, match->start - done);
      g_string_append (out, replacement ? replacement : "");
      done = match->end;
    }
  g_string_append (out, haystack + done);
  return g_string_free (out, FALSE);
}

/* Calls func on each entry of text that search covers: the source (lang
 * NULL) and the translations. Stops when func returns FALSE. */
typedef gboolean (*EntryFunc) (const char *lang, const char *value, gpointer data);

static void
foreach_entry (const StText *text, const StTextSearch *search, EntryFunc func, gpointer data)
{
  if (text == NULL || text->entries->len == 0)
    return;
  if ((search->flags & ST_TEXT_SEARCH_SOURCES) && !func (NULL, st_text_get_source (text), data))
    return;
  if (!(search->flags & ST_TEXT_SEARCH_TRANSLATIONS))
    return;
  for (guint i = 1; i < text->entries->len; i++)
    {
      const StTextEntry *entry = g_ptr_array_index (text->entries, i);

      if (search->lang != NULL && g_strcmp0 (entry->lang, search->lang) != 0)
        continue;
      if (!func (entry->lang, entry->value, data))
        return;
    }
}

typedef struct
{
  const StTextSearch *search;
  gboolean            found;
} MatchData;

static gboolean
match_entry (const char *lang, const char *value, gpointer user_data)
{
  MatchData *data = user_data;

  data->found = st_text_search_find (value, data->search->needle, data->search->flags, NULL) > 0;
  return !data->found;
}

gboolean
st_text_search_matches (const StText *text, const StTextSearch *search)
{
  MatchData data = { search, FALSE };

  g_return_val_if_fail (search != NULL, FALSE);

  foreach_entry (text, search, match_entry, &data);
  return data.found;
}

gboolean
st_text_search_text_matches (StScenario *scenario, const char *context, const StTextSearch *search)
{
  StText **slot = st_scenario_find_text (scenario, context);

  return slot != NULL && st_text_search_matches (*slot, search);
}

/* A replacement to make, collected first: setting a text while walking its
 * entries would change them under the walk. */
typedef struct
{
  char *lang;
  char *value;
} Change;

static void
change_free (Change *change)
{
  g_free (change->lang);
  g_free (change->value);
  g_free (change);
}

typedef struct
{
  const StTextSearch *search;
  const char         *replacement;
  GPtrArray          *changes;
  guint               n;
} ReplaceData;

static gboolean
replace_entry (const char *lang, const char *value, gpointer user_data)
{
  ReplaceData *data = user_data;
  guint        n = 0;
  char        *replaced =
      st_text_search_replace (value, data->search->needle, data->replacement, data->search->flags, &n);

  if (replaced != NULL)
    {
      Change *change = g_new0 (Change, 1);

      change->lang = g_strdup (lang);
      change->value = replaced;
      g_ptr_array_add (data->changes, change);
      data->n += n;
    }
  return TRUE;
}

static gboolean
replace_in (StScenario         *scenario,
            const char         *context,
            const StTextSearch *search,
            const char         *replacement,
            guint              *n,
            GError            **error)
{
  StText **slot = st_scenario_find_text (scenario, context);
  g_autoptr (GPtrArray) changes = g_ptr_array_new_with_free_func ((GDestroyNotify) change_free);
  ReplaceData data = { search, replacement, changes, 0 };

  if (slot == NULL || *slot == NULL)
    return TRUE;
  foreach_entry (*slot, search, replace_entry, &data);
  for (guint i = 0; i < changes->len; i++)
    {
      Change  *change = g_ptr_array_index (changes, i);
      GError  *local = NULL;
      gboolean changed = st_edit_set_text (scenario, context, change->lang, change->value, &local);

      if (!changed && local != NULL)
        {
          g_propagate_error (error, local);
          return FALSE;
        }
    }
  *n += data.n;
  return TRUE;
}

guint
st_edit_replace_texts (StScenario         *scenario,
                       const StTextSearch *search,
                       const char         *context,
                       const char         *replacement,
                       GError            **error)
{
  guint n = 0;

  g_return_val_if_fail (scenario != NULL && search != NULL, 0);
  g_return_val_if_fail (error == NULL || *error == NULL, 0);

  if (search->needle == NULL || *search->needle == '\0')
    return 0;
  if (context != NULL)
    return replace_in (scenario, context, search, replacement, &n, error) ? n : 0;
  {
    g_autoptr (GPtrArray) items = st_scenario_list_texts (scenario);
    g_autoptr (GPtrArray) contexts = g_ptr_array_new_with_free_func (g_free);

    /* The list points into the scenario, which each edit changes. */
    for (guint i = 0; i < items->len; i++)
      g_ptr_array_add (contexts, g_strdup (((StTextItem *) g_ptr_array_index (items, i))->context));
    g_clear_pointer (&items, g_ptr_array_unref);
    for (guint i = 0; i < contexts->len; i++)
      if (!replace_in (scenario, g_ptr_array_index (contexts, i), search, replacement, &n, error))
        return 0;
  }
  return n;
}
