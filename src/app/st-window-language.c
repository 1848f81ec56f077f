/* SPDX-License-Identifier: GPL-3.0-or-later */
#define G_LOG_DOMAIN "sandtable-window"

#include "config.h"

#include "core/st-text.h"
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

/* The interface language when the scenario has it, else English when it has
 * that, else the document language (the source of every text). */
void
st_window_pick_content_language (StWindow *self)
{
  g_autoptr (GPtrArray) languages = NULL;
  const char *pick = NULL;

  if (self->scenario == NULL)
    {
      st_window_set_content_language (self, NULL);
      return;
    }
  languages = st_scenario_languages (self->scenario);
  pick = st_page_locale_language (languages);
  /* As st_text_get_for_locale() does without a locale match: English is a
   * better guess than the source. */
  if (pick == NULL && g_ptr_array_find_with_equal_func (languages, "en", g_str_equal, NULL))
    pick = "en";
  st_window_set_content_language (self, pick ? pick : self->scenario->lang);
}

static void
content_language_action (GtkWidget *widget, const char *action_name, GVariant *parameter)
{
  st_window_set_content_language (ST_WINDOW (widget), g_variant_get_string (parameter, NULL));
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
