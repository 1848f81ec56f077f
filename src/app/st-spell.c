/* SPDX-License-Identifier: GPL-3.0-or-later */
#define G_LOG_DOMAIN "sandtable-spell"

#include "config.h"

#include "st-spell.h"

#include <enchant.h>
#include <string.h>

#include "core/st-text-search.h"

/* One Enchant broker for the program, one dictionary per language asked for,
 * both kept to the end: dictionaries are slow to load (Hunspell's Swedish
 * one takes a noticeable moment) and the workspace asks again at every text. */

struct _StSpell
{
  EnchantDict *dict;
  char        *tag;
};

static EnchantBroker *broker;
static GHashTable    *spells; /* lang -> StSpell*, or NULL when it has none */

typedef struct
{
  const char *lang;
  char       *best;
  int         score;
} DictPick;

/* Enchant does not fall back from a language ("sv") to one of its regions'
 * dictionaries ("sv_SE"): the region named like the language is best, then
 * any other region of it. */
static void
pick_dict (const char *tag, const char *name, const char *desc, const char *file, void *user_data)
{
  DictPick *pick = user_data;
  gsize     len = strlen (pick->lang);
  int       score = 0;

  if (g_ascii_strncasecmp (tag, pick->lang, len) != 0 || (tag[len] != '_' && tag[len] != '-'))
    return;
  score = g_ascii_strcasecmp (tag + len + 1, pick->lang) == 0 ? 3 : 1;
  /* English: the United States' dictionary is the one Debian has most. */
  if (g_str_equal (pick->lang, "en") && g_ascii_strcasecmp (tag + len + 1, "US") == 0)
    score = 3;
  if (score > pick->score)
    {
      g_free (pick->best);
      pick->best = g_strdup (tag);
      pick->score = score;
    }
}

static StSpell *
load (const char *lang)
{
  g_autofree char *tag = g_strdelimit (g_strdup (lang), "-", '_');
  EnchantDict     *dict = NULL;
  StSpell         *self;

  if (enchant_broker_dict_exists (broker, tag))
    dict = enchant_broker_request_dict (broker, tag);
  if (dict == NULL && strchr (tag, '_') == NULL)
    {
      DictPick pick = { tag, NULL, 0 };

      enchant_broker_list_dicts (broker, pick_dict, &pick);
      if (pick.best != NULL)
        {
          dict = enchant_broker_request_dict (broker, pick.best);
          g_free (tag);
          tag = pick.best;
        }
    }
  if (dict == NULL)
    {
      g_debug ("no spelling dictionary for %s", lang);
      return NULL;
    }
  self = g_new0 (StSpell, 1);
  self->dict = dict;
  self->tag = g_steal_pointer (&tag);
  return self;
}

StSpell *
st_spell_get (const char *lang)
{
  StSpell *self;

  if (lang == NULL || *lang == '\0')
    return NULL;
  if (broker == NULL)
    {
      broker = enchant_broker_init ();
      spells = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
    }
  if (broker == NULL)
    return NULL;
  if (g_hash_table_lookup_extended (spells, lang, NULL, (gpointer *) &self))
    return self;
  self = load (lang);
  g_hash_table_insert (spells, g_strdup (lang), self);
  return self;
}

const char *
st_spell_get_dictionary (StSpell *self)
{
  g_return_val_if_fail (self != NULL, NULL);

  return self->tag;
}

gboolean
st_spell_check_word (StSpell *self, const char *word, gssize len)
{
  g_return_val_if_fail (self != NULL && word != NULL, TRUE);

  if (len < 0)
    len = strlen (word);
  /* Negative: Enchant could not tell; that is no reason to underline. */
  return len == 0 || enchant_dict_check (self->dict, word, len) <= 0;
}

GPtrArray *
st_spell_suggest (StSpell *self, const char *word, gssize len)
{
  GPtrArray *out = g_ptr_array_new_with_free_func (g_free);
  size_t     n = 0;
  char     **list;

  g_return_val_if_fail (self != NULL && word != NULL, out);

  if (len < 0)
    len = strlen (word);
  list = enchant_dict_suggest (self->dict, word, len, &n);
  for (size_t i = 0; list != NULL && i < n; i++)
    g_ptr_array_add (out, g_strdup (list[i]));
  if (list != NULL)
    enchant_dict_free_string_list (self->dict, list);
  return out;
}

void
st_spell_ignore (StSpell *self, const char *word, gssize len)
{
  g_return_if_fail (self != NULL && word != NULL);

  enchant_dict_add_to_session (self->dict, word, len < 0 ? (gssize) strlen (word) : len);
}

static gboolean
is_letter (gunichar c)
{
  return g_unichar_isalpha (c) || g_unichar_ismark (c);
}

static gboolean
is_joiner (gunichar c)
{
  return c == '\'' || c == 0x2019 /* ’ */ || c == '-';
}

/* The end of the word starting at p (a letter or digit), and whether it holds
 * a digit. */
static const char *
word_end (const char *p, gboolean *digits)
{
  *digits = FALSE;
  while (*p != '\0')
    {
      gunichar c = g_utf8_get_char (p);

      if (g_unichar_isdigit (c))
        *digits = TRUE;
      else if (is_joiner (c))
        {
          /* Inside a word only: "don't", "Gräns-linje". */
          const char *next = g_utf8_next_char (p);
          if (*next == '\0' || !is_letter (g_utf8_get_char (next)))
            break;
        }
      else if (!is_letter (c))
        break;
      p = g_utf8_next_char (p);
    }
  return p;
}

/* A word in capitals only, two letters or more: an abbreviation (ZOC, SV,
 * KZ) that no dictionary has. */
static gboolean
is_abbreviation (const char *start, const char *end)
{
  guint n = 0;

  for (const char *p = start; p < end; p = g_utf8_next_char (p))
    {
      gunichar c = g_utf8_get_char (p);
      if (g_unichar_isalpha (c))
        {
          if (!g_unichar_isupper (c))
            return FALSE;
          n++;
        }
    }
  return n >= 2;
}

static gboolean
starts_word (gunichar c)
{
  return is_letter (c) || g_unichar_isdigit (c);
}

GArray *
st_spell_find_misspelt (StSpell *self, const char *text)
{
  GArray     *out = g_array_new (FALSE, FALSE, sizeof (StTextMatch));
  const char *p = text;

  g_return_val_if_fail (self != NULL, out);

  while (p != NULL && *p != '\0')
    {
      gunichar    c = g_utf8_get_char (p);
      gboolean    digits;
      const char *end;

      if (c == '[' && g_str_has_prefix (p, "[["))
        {
          /* A reference to a section: its id is no word. */
          const char *close = strstr (p, "]]");
          if (close != NULL)
            {
              p = close + 2;
              continue;
            }
        }
      if (!starts_word (c))
        {
          p = g_utf8_next_char (p);
          continue;
        }
      end = word_end (p, &digits);
      if (!digits && !is_abbreviation (p, end) && !st_spell_check_word (self, p, end - p))
        {
          StTextMatch match = { p - text, end - text };
          g_array_append_val (out, match);
        }
      p = end;
    }
  return out;
}

gboolean
st_spell_word_at (const char *text, gsize offset, gsize *start, gsize *end)
{
  const char *p = text;

  while (*p != '\0' && (gsize) (p - text) <= offset)
    {
      gboolean    digits;
      const char *stop;

      if (!starts_word (g_utf8_get_char (p)))
        {
          p = g_utf8_next_char (p);
          continue;
        }
      stop = word_end (p, &digits);
      if (offset <= (gsize) (stop - text))
        {
          *start = p - text;
          *end = stop - text;
          return TRUE;
        }
      p = stop;
    }
  return FALSE;
}
