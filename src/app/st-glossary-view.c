/* SPDX-License-Identifier: GPL-3.0-or-later */
#define G_LOG_DOMAIN "sandtable-glossary"

#include "config.h"

#include <glib/gi18n.h>

#include "st-application.h"
#include "st-glossary-view.h"

static StGlossary *bundled;

StGlossary *
st_glossary_view_get_bundled (void)
{
  g_autofree char *scenarios = NULL;
  g_autofree char *data_dir = NULL;
  g_autofree char *path = NULL;
  g_autoptr (StDiagnostics) diagnostics = NULL;
  g_autoptr (GError) error = NULL;

  if (bundled != NULL)
    return bundled;
  bundled = st_glossary_new ();
  scenarios = st_application_dup_scenarios_dir ();
  if (scenarios == NULL)
    return bundled;
  /* Installed beside the scenarios' folder, as in the source tree's data/. */
  data_dir = g_path_get_dirname (scenarios);
  path = g_build_filename (data_dir, "glossary.tbx", NULL);
  diagnostics = st_diagnostics_new ();
  if (g_file_test (path, G_FILE_TEST_EXISTS) && !st_glossary_load_file (bundled, path, diagnostics, &error))
    g_message ("The glossary was not read: %s", error->message);
  return bundled;
}

void
st_glossary_view_clear_bundled (void)
{
  g_clear_pointer (&bundled, st_glossary_free);
}

typedef struct
{
  GtkWidget *terms; /* "Glossary: hex → hexagon · unit → förband" */
  GtkWidget *warning_box;
  GtkWidget *warning; /* the soft warning's label */
  guint      n_missing;
} View;

GtkWidget *
st_glossary_view_new (void)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 4);
  GtkWidget *icon = gtk_image_new_from_icon_name ("dialog-warning-symbolic");
  View      *view = g_new0 (View, 1);

  view->warning_box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
  view->warning = gtk_label_new (NULL);
  view->terms = gtk_label_new (NULL);
  gtk_widget_set_name (view->warning, "glossary-warning");
  gtk_widget_set_name (view->terms, "glossary-terms");
  gtk_widget_add_css_class (view->warning_box, "warning");
  gtk_widget_set_valign (icon, GTK_ALIGN_START);
  for (guint i = 0; i < 2; i++)
    {
      GtkLabel *label = GTK_LABEL (i == 0 ? view->warning : view->terms);

      gtk_label_set_xalign (label, 0);
      gtk_label_set_wrap (label, TRUE);
      gtk_label_set_wrap_mode (label, PANGO_WRAP_WORD_CHAR);
      gtk_widget_add_css_class (GTK_WIDGET (label), "caption");
    }
  gtk_widget_set_hexpand (view->warning, TRUE);
  gtk_box_append (GTK_BOX (view->warning_box), icon);
  gtk_box_append (GTK_BOX (view->warning_box), view->warning);
  gtk_box_append (GTK_BOX (box), view->warning_box);
  gtk_box_append (GTK_BOX (box), view->terms);
  gtk_widget_set_visible (view->warning_box, FALSE);
  gtk_widget_set_visible (view->terms, FALSE);
  g_object_set_data_full (G_OBJECT (box), "glossary-view", view, g_free);
  return box;
}

/* The source as Pango markup with its terms underlined on a tint. */
static char *
highlight (const char *source, GArray *hits)
{
  GString *markup = g_string_new (NULL);
  gsize    at = 0;

  for (guint i = 0; i < hits->len; i++)
    {
      const StGlossaryHit *hit = &g_array_index (hits, StGlossaryHit, i);
      g_autofree char     *before = g_markup_escape_text (source + at, hit->start - at);
      g_autofree char     *term = g_markup_escape_text (source + hit->start, hit->end - hit->start);

      g_string_append (markup, before);
      g_string_append_printf (
          markup, "<span underline=\"single\" bgcolor=\"#3584e4\" bgalpha=\"18%%\">%s</span>", term);
      at = hit->end;
    }
  {
    g_autofree char *rest = g_markup_escape_text (source + at, -1);
    g_string_append (markup, rest);
  }
  return g_string_free (markup, FALSE);
}

void
st_glossary_view_update (GtkWidget  *widget,
                         GtkLabel   *source_label,
                         const char *source,
                         const char *source_lang,
                         const char *translation,
                         const char *lang)
{
  View *view = g_object_get_data (G_OBJECT (widget), "glossary-view");
  g_autoptr (GArray) hits = NULL;
  g_autoptr (GString) terms = g_string_new (NULL);
  g_autoptr (GString) missing = g_string_new (NULL);
  g_autoptr (GHashTable) seen = g_hash_table_new (g_str_hash, g_str_equal);

  view->n_missing = 0;
  if (source == NULL || source_lang == NULL)
    {
      gtk_widget_set_visible (view->terms, FALSE);
      gtk_widget_set_visible (view->warning_box, FALSE);
      return;
    }
  /* An empty translation is untranslated, not one that misses a term. */
  if (translation != NULL && *translation == '\0')
    translation = NULL;
  hits = st_glossary_find (st_glossary_view_get_bundled (), source, source_lang, translation, lang);
  for (guint i = 0; i < hits->len; i++)
    {
      const StGlossaryHit *hit = &g_array_index (hits, StGlossaryHit, i);

      /* Each term once, however often the source has it. */
      if (hit->translation == NULL || !g_hash_table_add (seen, (gpointer) hit->term))
        continue;
      if (terms->len > 0)
        g_string_append (terms, " · ");
      /* Translators: a glossary term and its translation. */
      g_string_append_printf (terms, _ ("%s → %s"), hit->term, hit->translation);
      if (!hit->used)
        {
          g_autofree char *line = NULL;

          /* Translators: a soft warning under the translation; the glossary's
           * term in the source, then the term the glossary gives for it. */
          line = g_strdup_printf (_ ("The translation does not use the glossary term “%s” (expected “%s”)"),
                                  hit->term, hit->translation);
          if (missing->len > 0)
            g_string_append_c (missing, '\n');
          g_string_append (missing, line);
          view->n_missing++;
        }
    }
  if (terms->len > 0)
    {
      /* Translators: before the list of glossary terms of the source. */
      g_autofree char *text = g_strdup_printf (_ ("Glossary: %s"), terms->str);
      gtk_label_set_text (GTK_LABEL (view->terms), text);
    }
  gtk_widget_set_visible (view->terms, terms->len > 0);
  gtk_label_set_text (GTK_LABEL (view->warning), missing->str);
  gtk_widget_set_visible (view->warning_box, missing->len > 0);

  /* The source label shows the source (not, say, a diff of it): its terms
   * are highlighted there, their translations in its tooltip. */
  if (source_label != NULL && g_strcmp0 (gtk_label_get_text (source_label), source) == 0)
    {
      g_autofree char *markup = highlight (source, hits);

      gtk_label_set_markup (source_label, markup);
      gtk_widget_set_tooltip_text (GTK_WIDGET (source_label),
                                   terms->len > 0 ? gtk_label_get_text (GTK_LABEL (view->terms)) : NULL);
    }
}

guint
st_glossary_view_get_n_missing (GtkWidget *widget)
{
  View *view = g_object_get_data (G_OBJECT (widget), "glossary-view");

  return view->n_missing;
}
