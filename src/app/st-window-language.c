/* SPDX-License-Identifier: GPL-3.0-or-later */
#define G_LOG_DOMAIN "sandtable-window"

#include "config.h"

#include "core/st-text.h"
#include "st-application.h"
#include "st-window-private.h"

/* The window's content language: the language the scenario's texts are shown
 * in (names on the board, counters, card faces, the rules text, the play
 * log). The renderers and st_page_text() read it through
 * st_text_get_for_locale(), so the window makes its own choice the current
 * one whenever it is the window in use. */

static StPage **
pages (StWindow *self, guint *n)
{
  static StPage *list[8];

  list[0] = self->board_page;
  list[1] = self->terrain_page;
  list[2] = self->units_page;
  list[3] = self->deck_page;
  list[4] = self->rules_page;
  list[5] = self->translations_page;
  list[6] = self->parameters_page;
  list[7] = self->balance_page;
  *n = G_N_ELEMENTS (list);
  return list;
}

static void
queue_draw_tree (GtkWidget *widget)
{
  gtk_widget_queue_draw (widget);
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    queue_draw_tree (child);
}

/* Shows every part again in the current content language. */
static void
apply (StWindow *self)
{
  StPage **list;
  guint    n;

  st_text_set_content_language (st_document_get_content_language (self->document));
  /* A window being destroyed has no pages left to show anything. */
  if (gtk_widget_in_destruction (GTK_WIDGET (self)) || self->board_page == NULL)
    return;
  list = pages (self, &n);
  for (guint i = 0; i < n; i++)
    if (list[i] != NULL) /* pages not shown yet are built in the language then current */
      st_page_invalidate (list[i]);
  st_window_update_title (self);
  queue_draw_tree (GTK_WIDGET (self));
}

const char *
st_window_get_content_language (StWindow *self)
{
  g_return_val_if_fail (ST_IS_WINDOW (self), NULL);

  return st_document_get_content_language (self->document);
}

void
st_window_set_content_language (StWindow *self, const char *lang)
{
  g_return_if_fail (ST_IS_WINDOW (self));

  if (g_strcmp0 (st_document_get_content_language (self->document), lang) == 0)
    return;
  st_document_set_content_language (self->document, lang);
  apply (self);
  st_window_notify_content_language (self);
}

/* The content language chosen for each scenario file is remembered in the
 * settings ("content-languages": pairs of path, or URI, and language, most
 * recent first, at most MAX_REMEMBERED) and restored when it opens again. */
#define MAX_REMEMBERED 100

static GSettings *
remembered_settings (StWindow *self)
{
  GtkApplication *app = gtk_window_get_application (GTK_WINDOW (self));

  return ST_IS_APPLICATION (app)
             ? st_application_get_settings (ST_APPLICATION (app), "content-languages", "a(ss)")
             : NULL;
}

/* The document's file as the settings name it, or NULL when it has none. */
static char *
file_key (StWindow *self)
{
  GFile *file = self->document ? st_document_get_file (self->document) : NULL;
  char  *key;

  if (file == NULL)
    return NULL;
  key = g_file_get_path (file);
  return key != NULL ? key : g_file_get_uri (file);
}

char *
st_window_remembered_content_language (StWindow *self)
{
  GSettings       *settings = remembered_settings (self);
  g_autofree char *key = file_key (self);
  g_autoptr (GVariant) pairs = NULL;
  GVariantIter iter;
  const char  *path, *lang;

  g_return_val_if_fail (ST_IS_WINDOW (self), NULL);

  if (settings == NULL || key == NULL)
    return NULL;
  pairs = g_settings_get_value (settings, "content-languages");
  g_variant_iter_init (&iter, pairs);
  while (g_variant_iter_next (&iter, "(&s&s)", &path, &lang))
    if (g_str_equal (path, key))
      return g_strdup (lang);
  return NULL;
}

static void
remember (StWindow *self, const char *lang)
{
  GSettings       *settings = remembered_settings (self);
  g_autofree char *key = file_key (self);
  g_autoptr (GVariant) pairs = NULL;
  GVariantBuilder builder;
  GVariantIter    iter;
  const char     *path, *old;
  guint           n = 1;

  if (settings == NULL || key == NULL || lang == NULL)
    return;
  pairs = g_settings_get_value (settings, "content-languages");
  g_variant_builder_init (&builder, G_VARIANT_TYPE ("a(ss)"));
  g_variant_builder_add (&builder, "(ss)", key, lang);
  g_variant_iter_init (&iter, pairs);
  while (n < MAX_REMEMBERED && g_variant_iter_next (&iter, "(&s&s)", &path, &old))
    if (!g_str_equal (path, key))
      {
        g_variant_builder_add (&builder, "(ss)", path, old);
        n++;
      }
  g_settings_set_value (settings, "content-languages", g_variant_builder_end (&builder));
}

/* The language chosen for the file before when the scenario still has it,
 * else the interface language when the scenario has it, else English when it
 * has that, else the document language (the source of every text). */
static char *
choose_content_language (StWindow *self)
{
  g_autoptr (GPtrArray) languages = NULL;
  g_autofree char *remembered = NULL;
  const char      *pick = NULL;

  if (self->scenario == NULL)
    return NULL;
  languages = st_scenario_languages (self->scenario);
  remembered = st_window_remembered_content_language (self);
  if (remembered != NULL && g_ptr_array_find_with_equal_func (languages, remembered, g_str_equal, NULL))
    return g_steal_pointer (&remembered);
  pick = st_page_locale_language (languages);
  /* As st_text_get_for_locale() does without a locale match: English is a
   * better guess than the source. */
  if (pick == NULL && g_ptr_array_find_with_equal_func (languages, "en", g_str_equal, NULL))
    pick = "en";
  return g_strdup (pick ? pick : self->scenario->lang);
}

void
st_window_pick_content_language (StWindow *self)
{
  g_autofree char *lang = choose_content_language (self);

  st_window_set_content_language (self, lang);
}

void
st_window_preset_content_language (StWindow *self)
{
  g_autofree char *lang = choose_content_language (self);

  if (g_strcmp0 (st_document_get_content_language (self->document), lang) == 0)
    return;
  st_document_set_content_language (self->document, lang);
  st_text_set_content_language (lang);
  st_window_notify_content_language (self);
}

static void
content_language_action (GtkWidget *widget, const char *action_name, GVariant *parameter)
{
  StWindow   *self = ST_WINDOW (widget);
  const char *lang = g_variant_get_string (parameter, NULL);

  st_window_set_content_language (self, lang);
  /* The user's choice, kept for the next time the file opens. */
  remember (self, lang);
}

static void
is_active_cb (StWindow *self)
{
  /* Another window may have shown its own language meanwhile. */
  if (gtk_window_is_active (GTK_WINDOW (self))
      && g_strcmp0 (st_text_get_content_language (), st_document_get_content_language (self->document)) != 0)
    apply (self);
}

void
st_window_class_add_language_actions (GtkWidgetClass *widget_class)
{
  gtk_widget_class_install_action (widget_class, "win.content-language", "s", content_language_action);
}

void
st_window_init_language (StWindow *self)
{
  g_signal_connect (self, "notify::is-active", G_CALLBACK (is_active_cb), NULL);
}
