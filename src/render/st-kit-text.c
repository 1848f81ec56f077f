/* SPDX-License-Identifier: GPL-3.0-or-later */
#define G_LOG_DOMAIN "sandtable-render"

#include "config.h"

#include <string.h>

#include "core/st-markup-rules.h"
#include "st-kit-private.h"

/* Text of the kit: pango layouts in the kit's language, measured once with
 * unhinted metrics so that the pages come out the same on any surface. */

#define SOFT_HYPHEN 0x00AD
#define HYPHENATE_MIN_WORD 7
#define HYPHENATE_MIN_PART 3

PangoContext *
st_kit_pango_context_new (const char *lang)
{
  PangoFontMap         *map = pango_cairo_font_map_get_default ();
  PangoContext         *context = pango_font_map_create_context (map);
  cairo_font_options_t *options = cairo_font_options_create ();

  cairo_font_options_set_hint_metrics (options, CAIRO_HINT_METRICS_OFF);
  cairo_font_options_set_hint_style (options, CAIRO_HINT_STYLE_NONE);
  pango_cairo_context_set_font_options (context, options);
  pango_cairo_context_set_resolution (context, 72.0);
  pango_context_set_round_glyph_positions (context, FALSE);
  if (lang != NULL)
    pango_context_set_language (context, pango_language_from_string (lang));
  cairo_font_options_destroy (options);
  return context;
}

PangoLayout *
st_kit_layout_new (
    PangoContext *context, const char *text, const char *family, double size, gboolean bold, double width)
{
  PangoLayout          *layout = pango_layout_new (context);
  PangoFontDescription *font = pango_font_description_from_string (family);
  PangoAttrList        *attrs = pango_attr_list_new ();

  pango_font_description_set_absolute_size (font, size * PANGO_SCALE);
  pango_font_description_set_weight (font, bold ? PANGO_WEIGHT_BOLD : PANGO_WEIGHT_NORMAL);
  pango_layout_set_font_description (layout, font);
  pango_attr_list_insert (attrs, pango_attr_language_new (pango_context_get_language (context)));
  pango_layout_set_attributes (layout, attrs);
  if (width > 0)
    {
      pango_layout_set_width (layout, (int) (width * PANGO_SCALE));
      pango_layout_set_wrap (layout, PANGO_WRAP_WORD_CHAR);
    }
  pango_layout_set_text (layout, text != NULL ? text : "", -1);
  pango_attr_list_unref (attrs);
  pango_font_description_free (font);
  return layout;
}

static gboolean
is_vowel (gunichar c)
{
  return strchr ("aeiouy", (int) (c < 128 ? c : 'x')) != NULL || c == 0xE5 /* å */ || c == 0xE4 /* ä */
         || c == 0xF6 /* ö */ || c == 0xE9 /* é */ || c == 0xFC /* ü */ || c == 0xE6 /* æ */
         || c == 0xF8 /* ø */;
}

/* Consonants run from i back to the vowel before them: 0 when word[i] is a
 * vowel, G_MAXUINT when no vowel comes before. */
static guint
consonants_before (const gunichar *word, guint i)
{
  guint n = 0;

  while (!is_vowel (g_unichar_tolower (word[i - n])))
    {
      n++;
      if (n > i)
        return G_MAXUINT;
    }
  return n;
}

/* A break goes before the last consonant of one or two between vowels
 * (ta-lo, tal-lo, spe-let, pjeser-na); longer runs of consonants are where
 * Swedish and English join words and syllables in ways that a rule cannot
 * tell, so they are left alone. */
static void
hyphenate_word (GString *out, const gunichar *word, guint n)
{
  for (guint i = 0; i < n; i++)
    {
      if (n >= HYPHENATE_MIN_WORD && i >= HYPHENATE_MIN_PART && n - i >= HYPHENATE_MIN_PART
          && is_vowel (g_unichar_tolower (word[i + 1])) && consonants_before (word, i) <= 2
          && consonants_before (word, i) >= 1)
        g_string_append_unichar (out, SOFT_HYPHEN);
      g_string_append_unichar (out, word[i]);
    }
}

char *
st_kit_hyphenate (const char *text)
{
  GString    *out = g_string_sized_new (strlen (text) + strlen (text) / 8);
  GArray     *word = g_array_new (FALSE, FALSE, sizeof (gunichar));
  const char *p = text;

  for (;; p = g_utf8_next_char (p))
    {
      gunichar c = g_utf8_get_char (p);

      if (c != 0 && g_unichar_isalpha (c))
        {
          g_array_append_val (word, c);
          continue;
        }
      hyphenate_word (out, (const gunichar *) word->data, word->len);
      g_array_set_size (word, 0);
      if (c == 0)
        break;
      g_string_append_unichar (out, c);
    }
  g_array_unref (word);
  return g_string_free (out, FALSE);
}

void
st_kit_layout_justify (PangoLayout *layout, const char *text, const char *lang)
{
  g_autofree char *hyphenated = st_kit_hyphenate (text);

  (void) lang;
  pango_layout_set_text (layout, hyphenated, -1);
  pango_layout_set_justify (layout, TRUE);
  pango_layout_set_wrap (layout, PANGO_WRAP_WORD);
}

/* Appends the span's text to out, hyphenated, and its emphasis (italic) and
 * strong (bold) to attrs; references print their section's number. */
static void
append_span (GString            *out,
             PangoAttrList      *attrs,
             const StScenario   *scenario,
             const StMarkupSpan *span,
             const char         *lang)
{
  for (guint i = 0; i < span->len; i++)
    {
      const StMarkupInline *node = g_ptr_array_index (span, i);
      g_autofree char      *text = NULL;
      PangoAttribute       *attr;
      guint                 start = (guint) out->len;

      switch (node->kind)
        {
          case ST_MARKUP_TEXT:
            text = st_kit_hyphenate (node->text);
            g_string_append (out, text);
            break;
          case ST_MARKUP_REFERENCE:
            text = st_markup_reference_text (scenario, node, lang);
            g_string_append (out, text);
            break;
          case ST_MARKUP_EMPHASIS:
          case ST_MARKUP_STRONG:
            append_span (out, attrs, scenario, node->children, lang);
            attr = node->kind == ST_MARKUP_EMPHASIS ? pango_attr_style_new (PANGO_STYLE_ITALIC)
                                                    : pango_attr_weight_new (PANGO_WEIGHT_BOLD);
            attr->start_index = start;
            attr->end_index = (guint) out->len;
            pango_attr_list_insert (attrs, attr);
            break;
        }
    }
}

void
st_kit_layout_set_span (PangoLayout        *layout,
                        const StScenario   *scenario,
                        const StMarkupSpan *span,
                        const char         *lang,
                        gboolean            justify)
{
  g_autoptr (GString) text = g_string_new (NULL);
  PangoAttrList *attrs = pango_attr_list_new ();

  pango_attr_list_insert (
      attrs, pango_attr_language_new (pango_context_get_language (pango_layout_get_context (layout))));
  append_span (text, attrs, scenario, span, lang);
  pango_layout_set_text (layout, text->str, (int) text->len);
  pango_layout_set_attributes (layout, attrs);
  pango_attr_list_unref (attrs);
  pango_layout_set_justify (layout, justify);
  pango_layout_set_wrap (layout, PANGO_WRAP_WORD);
}

double
st_kit_layout_height (PangoLayout *layout)
{
  PangoRectangle logical;

  pango_layout_get_extents (layout, NULL, &logical);
  return (double) logical.height / PANGO_SCALE;
}

double
st_kit_layout_width (PangoLayout *layout)
{
  PangoRectangle logical;

  pango_layout_get_extents (layout, NULL, &logical);
  return (double) (logical.x + logical.width) / PANGO_SCALE;
}

void
st_kit_show (cairo_t *cr, PangoLayout *layout, double x, double y)
{
  cairo_move_to (cr, x, y);
  pango_cairo_show_layout (cr, layout);
}

double
st_kit_text (cairo_t      *cr,
             PangoContext *context,
             const char   *text,
             const char   *family,
             double        size,
             gboolean      bold,
             double        x,
             double        y,
             double        width,
             double        xalign)
{
  g_autoptr (PangoLayout) layout = st_kit_layout_new (context, text, family, size, bold, width);
  double height = st_kit_layout_height (layout);

  if (width > 0)
    pango_layout_set_alignment (layout, xalign >= 0.75   ? PANGO_ALIGN_RIGHT
                                        : xalign >= 0.25 ? PANGO_ALIGN_CENTER
                                                         : PANGO_ALIGN_LEFT);
  else
    x -= xalign * st_kit_layout_width (layout);
  st_kit_show (cr, layout, x, y);
  return height;
}

const char *
st_kit_get (const StText *text, const char *lang)
{
  const char *value = st_text_get (text, lang);

  return value != NULL ? value : "";
}

/* "sv_FI" and "sv-FI" ask for what an entry tagged "sv" holds, as st_text_get ()
 * matches them. */
static gboolean
lang_matches (const char *entry, const char *wanted)
{
  gsize n = strlen (entry);

  return g_ascii_strncasecmp (entry, wanted, n) == 0
         && (wanted[n] == '\0' || wanted[n] == '_' || wanted[n] == '-' || wanted[n] == '.'
             || wanted[n] == '@');
}

gboolean
st_kit_has_lang (const StText *text, const char *lang)
{
  if (st_text_is_empty (text) || lang == NULL)
    return TRUE;
  for (guint i = 0; i < text->entries->len; i++)
    {
      const StTextEntry *entry = g_ptr_array_index (text->entries, i);

      if (lang_matches (entry->lang, lang))
        return TRUE;
    }
  return FALSE;
}
