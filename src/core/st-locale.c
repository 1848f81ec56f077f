/* SPDX-License-Identifier: GPL-3.0-or-later */
#define G_LOG_DOMAIN "sandtable-core"

#include "config.h"

#include <glib/gi18n-lib.h>
#include <locale.h>
#include <math.h>
#include <string.h>

#include "st-locale.h"

static const char *locale_dir = LOCALEDIR;

/* A program of the build tree lives under BUILD_ROOT. */
static gboolean
running_uninstalled (void)
{
  g_autofree char *exe = g_file_read_link ("/proc/self/exe", NULL);
  g_autofree char *root = g_canonicalize_filename (BUILD_ROOT, NULL);
  g_autofree char *prefix = g_strconcat (root, G_DIR_SEPARATOR_S, NULL);

  return exe != NULL && g_str_has_prefix (exe, prefix);
}

char *
st_locale_relocate (const char *installed_dir)
{
  g_autofree char *exe = g_file_read_link ("/proc/self/exe", NULL);
  g_autofree char *bin = exe ? g_path_get_dirname (exe) : NULL;
  g_autofree char *bin_name = bin ? g_path_get_basename (bin) : NULL;
  g_autofree char *prefix = bin ? g_path_get_dirname (bin) : NULL;
  gsize            n = strlen (PREFIX);

  g_return_val_if_fail (installed_dir != NULL, NULL);

  /* Only a program in PREFIX/bin, for paths under PREFIX. */
  if (prefix != NULL && g_strcmp0 (bin_name, "bin") == 0 && strncmp (installed_dir, PREFIX, n) == 0
      && (installed_dir[n] == '/' || installed_dir[n] == '\0'))
    {
      g_autofree char *moved = g_strconcat (prefix, installed_dir + n, NULL);

      if (g_file_test (moved, G_FILE_TEST_IS_DIR))
        return g_steal_pointer (&moved);
    }
  return g_strdup (installed_dir);
}

void
st_locale_init (void)
{
  const char *locale = setlocale (LC_ALL, "");

  /* glibc ignores LANGUAGE in the C locale, which is what a container or a
   * bare session without LANG has; C.UTF-8 behaves the same otherwise. */
  if ((locale == NULL || g_str_equal (locale, "C") || g_str_equal (locale, "POSIX"))
      && g_getenv ("LANGUAGE") != NULL && *g_getenv ("LANGUAGE") != '\0'
      && setlocale (LC_ALL, "C.UTF-8") != NULL)
    {
      /* g_get_language_names(), which picks scenario texts, reads the
       * environment and ignores LANGUAGE in the C locale as well. */
      g_unsetenv ("LC_ALL");
      g_unsetenv ("LC_MESSAGES");
      g_setenv ("LANG", "C.UTF-8", TRUE);
    }
  if (running_uninstalled () && g_file_test (BUILD_LOCALEDIR, G_FILE_TEST_IS_DIR))
    locale_dir = BUILD_LOCALEDIR;
  else
    {
      static char *relocated;

      /* Kept for the program's life: st_locale_get_dir () returns it. */
      if (relocated == NULL)
        relocated = st_locale_relocate (LOCALEDIR);
      locale_dir = relocated;
    }
  bindtextdomain (GETTEXT_PACKAGE, locale_dir);
  bind_textdomain_codeset (GETTEXT_PACKAGE, "UTF-8");
  textdomain (GETTEXT_PACKAGE);
}

const char *
st_locale_get_dir (void)
{
  return locale_dir;
}

char *
st_locale_format_decimal (double value, int decimals, gboolean signed_)
{
  const struct lconv *conv = localeconv ();
  /* Translators: the decimal separator of your language ("," in Swedish and
   * Finnish), used where no locale of your language is installed. */
  const char      *separator = C_ ("decimal separator", ".");
  g_autofree char *digits = g_strdup_printf ("%.*f", decimals, fabs (value));
  GString         *out = g_string_new (NULL);
  gboolean         zero = TRUE;

  for (const char *p = digits; *p != '\0'; p++)
    if (*p >= '1' && *p <= '9')
      zero = FALSE;
  if (signed_ || (value < 0 && !zero))
    /* A minus sign, not a hyphen: it is read, not parsed. */
    g_string_append (out, value < 0 && !zero ? "−" : zero ? "±" : "+");
  if (conv->decimal_point != NULL && g_str_equal (conv->decimal_point, ".") && !g_str_equal (separator, "."))
    {
      char *dot = strchr (digits, '.');

      if (dot != NULL)
        {
          g_string_append_len (out, digits, dot - digits);
          g_string_append (out, separator);
          g_string_append (out, dot + 1);
          return g_string_free (out, FALSE);
        }
    }
  g_string_append (out, digits);
  return g_string_free (out, FALSE);
}

static gpointer
find_message_language (gpointer data)
{
  const char *const *names = g_get_language_names ();

  for (guint i = 0; names[i] != NULL && !g_str_equal (names[i], "C"); i++)
    {
      g_autofree char *path =
          g_build_filename (locale_dir, names[i], "LC_MESSAGES", GETTEXT_PACKAGE ".mo", NULL);

      if (g_file_test (path, G_FILE_TEST_EXISTS))
        {
          g_autofree char *lang = g_strndup (names[i], strcspn (names[i], "_.@"));
          return (gpointer) g_intern_string (lang);
        }
    }
  return (gpointer) "en";
}

const char *
st_locale_get_message_language (void)
{
  static GOnce once = G_ONCE_INIT;

  return g_once (&once, find_message_language, NULL);
}

/* Languages are named in themselves (endonyms), so these need no translation. */
static const struct
{
  const char *code;
  const char *name;
} language_names[] = {
  { "da", "Dansk" },         { "de", "Deutsch" },         { "en", "English" },      { "es", "Español" },
  { "et", "Eesti" },         { "fi", "Suomi" },           { "fr", "Français" },     { "is", "Íslenska" },
  { "it", "Italiano" },      { "ja", "日本語" },          { "nb", "Norsk bokmål" }, { "nl", "Nederlands" },
  { "nn", "Norsk nynorsk" }, { "no", "Norsk" },           { "pl", "Polski" },       { "pt", "Português" },
  { "ru", "Русский" },       { "se", "Davvisámegiella" }, { "sv", "Svenska" },      { "uk", "Українська" },
  { "zh", "中文" },
};

const char *
st_locale_language_endonym (const char *code)
{
  for (guint i = 0; i < G_N_ELEMENTS (language_names); i++)
    {
      gsize n = strlen (language_names[i].code);

      /* "sv" names "sv-FI" as well. */
      if (g_ascii_strncasecmp (code, language_names[i].code, n) == 0
          && (code[n] == '\0' || code[n] == '-' || code[n] == '_'))
        return language_names[i].name;
    }

  return NULL;
}

/* iso-codes names every ISO 639 language and translates the names in its own
 * gettext domain; without it, the endonyms above are what there is. */
static GHashTable *
iso_639_names (void)
{
  static GHashTable *names;

  if (g_once_init_enter (&names))
    {
      GHashTable      *table = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, g_free);
      g_autofree char *json = NULL;
      g_autoptr (GRegex) entry = NULL;
      g_autoptr (GMatchInfo) match = NULL;

      if (g_file_get_contents ("/usr/share/iso-codes/json/iso_639-2.json", &json, NULL, NULL))
        {
          /* Entries are flat objects; "alpha_2" comes before "name" in each. */
          entry = g_regex_new ("\\{[^{}]*\"alpha_2\": \"([a-z]{2})\"[^{}]*\"name\": \"([^\"]+)\"[^{}]*\\}", 0,
                               0, NULL);
          g_regex_match (entry, json, 0, &match);
          while (g_match_info_matches (match))
            {
              g_hash_table_insert (table, g_match_info_fetch (match, 1), g_match_info_fetch (match, 2));
              g_match_info_next (match, NULL);
            }
        }
      for (guint i = 0; i < G_N_ELEMENTS (language_names); i++)
        if (!g_hash_table_contains (table, language_names[i].code))
          g_hash_table_insert (table, g_strdup (language_names[i].code), g_strdup (language_names[i].name));
      g_once_init_leave (&names, table);
    }
  return names;
}

char *
st_locale_language_name (const char *code)
{
  g_autofree char *base = g_strdup (code ? code : "");
  const char      *name;

  base[strcspn (base, "-_")] = '\0';
  name = g_hash_table_lookup (iso_639_names (), base);
  if (name == NULL)
    return NULL;
  /* iso-codes' names are in English, "Finnish; Suomi" style for some. */
  return g_strdup (g_dgettext ("iso_639-2", name));
}

static int
compare_names (gconstpointer a, gconstpointer b)
{
  g_autofree char *x = st_locale_language_name (*(const char **) a);
  g_autofree char *y = st_locale_language_name (*(const char **) b);

  return g_utf8_collate (x ? x : "", y ? y : "");
}

GPtrArray *
st_locale_dup_language_codes (void)
{
  GHashTableIter iter;
  gpointer       code;
  GPtrArray     *codes = g_ptr_array_new_with_free_func (g_free);

  g_hash_table_iter_init (&iter, iso_639_names ());
  while (g_hash_table_iter_next (&iter, &code, NULL))
    g_ptr_array_add (codes, g_strdup (code));
  g_ptr_array_sort (codes, compare_names);
  return codes;
}

/* Month names as a date of the month takes them: Finnish in the partitive
 * ("5. joulukuuta 2026"). */
static const char *const months_en[] = {
  "January", "February", "March",     "April",   "May",      "June",
  "July",    "August",   "September", "October", "November", "December"
};
static const char *const months_sv[] = {
  "januari", "februari", "mars",      "april",   "maj",      "juni",
  "juli",    "augusti",  "september", "oktober", "november", "december"
};
static const char *const months_fi[] = { "tammikuuta", "helmikuuta", "maaliskuuta", "huhtikuuta",
                                         "toukokuuta", "kesäkuuta",  "heinäkuuta",  "elokuuta",
                                         "syyskuuta",  "lokakuuta",  "marraskuuta", "joulukuuta" };

char *
st_locale_format_date (GDateTime *date, const char *lang)
{
  g_autofree char *base = NULL;
  int              day, month;

  g_return_val_if_fail (date != NULL, NULL);
  base = g_strndup (lang != NULL ? lang : "", strcspn (lang != NULL ? lang : "", "-_"));
  day = g_date_time_get_day_of_month (date);
  month = g_date_time_get_month (date) - 1;
  if (g_ascii_strcasecmp (base, "en") == 0)
    return g_strdup_printf ("%d %s %d", day, months_en[month], g_date_time_get_year (date));
  if (g_ascii_strcasecmp (base, "sv") == 0)
    return g_strdup_printf ("%d %s %d", day, months_sv[month], g_date_time_get_year (date));
  if (g_ascii_strcasecmp (base, "fi") == 0)
    return g_strdup_printf ("%d. %s %d", day, months_fi[month], g_date_time_get_year (date));
  return g_date_time_format (date, "%Y-%m-%d");
}

GDateTime *
st_locale_dup_build_date (void)
{
  const char *epoch = g_getenv ("SOURCE_DATE_EPOCH");
  guint64     seconds;

  if (epoch != NULL && g_ascii_string_to_unsigned (epoch, 10, 0, G_MAXINT64, &seconds, NULL))
    return g_date_time_new_from_unix_utc ((gint64) seconds);
  return g_date_time_new_now_local ();
}
