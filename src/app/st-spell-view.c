/* SPDX-License-Identifier: GPL-3.0-or-later */
#define G_LOG_DOMAIN "sandtable-spell"

#include "config.h"

#include "st-spell-view.h"

#include <glib/gi18n.h>
#include <string.h>

#include "core/st-text-search.h"
#include "st-spell.h"

/* A text view's spell checking: the misspelt words underlined after each
 * change (on idle, once for a burst of typing), and their suggestions in the
 * context menu through the view's extra menu. */

#define MAX_SUGGESTIONS 8

typedef struct
{
  GtkTextView        *view; /* unowned: the data lives on the view */
  GtkTextBuffer      *buffer;
  GtkTextTag         *tag;
  StSpell            *spell; /* shared, NULL: no checking */
  guint               idle;
  GtkTextMark        *word_start; /* the word the menu is about */
  GtkTextMark        *word_end;
  GSimpleActionGroup *actions;
} SpellView;

static void
spell_view_free (SpellView *self)
{
  g_clear_handle_id (&self->idle, g_source_remove);
  g_signal_handlers_disconnect_by_data (self->buffer, self);
  g_clear_object (&self->buffer);
  g_clear_object (&self->actions);
  g_free (self);
}

static SpellView *
get (GtkTextView *view)
{
  return g_object_get_data (G_OBJECT (view), "st-spell-view");
}

static char *
buffer_text (GtkTextBuffer *buffer)
{
  GtkTextIter start, end;

  gtk_text_buffer_get_bounds (buffer, &start, &end);
  return gtk_text_buffer_get_text (buffer, &start, &end, TRUE);
}

static void
iter_at_byte (GtkTextBuffer *buffer, const char *text, gsize offset, GtkTextIter *iter)
{
  gtk_text_buffer_get_iter_at_offset (buffer, iter, g_utf8_pointer_to_offset (text, text + offset));
}

static void
check (SpellView *self)
{
  GtkTextBuffer   *buffer = gtk_text_view_get_buffer (self->view);
  GtkTextIter      start, end;
  g_autofree char *text = buffer_text (buffer);

  gtk_text_buffer_get_bounds (buffer, &start, &end);
  gtk_text_buffer_remove_tag (buffer, self->tag, &start, &end);
  if (self->spell == NULL)
    return;
  {
    g_autoptr (GArray) misspelt = st_spell_find_misspelt (self->spell, text);
    for (guint i = 0; i < misspelt->len; i++)
      {
        StTextMatch *match = &g_array_index (misspelt, StTextMatch, i);
        iter_at_byte (buffer, text, match->start, &start);
        iter_at_byte (buffer, text, match->end, &end);
        gtk_text_buffer_apply_tag (buffer, self->tag, &start, &end);
      }
  }
}

static gboolean
check_idle (gpointer user_data)
{
  SpellView *self = user_data;

  self->idle = 0;
  check (self);
  return G_SOURCE_REMOVE;
}

static void
changed_cb (GtkTextBuffer *buffer, SpellView *self)
{
  if (self->idle == 0 && self->spell != NULL)
    self->idle = g_idle_add (check_idle, self);
}

static char *
marked_word (SpellView *self)
{
  GtkTextBuffer *buffer = gtk_text_view_get_buffer (self->view);
  GtkTextIter    start, end;

  gtk_text_buffer_get_iter_at_mark (buffer, &start, self->word_start);
  gtk_text_buffer_get_iter_at_mark (buffer, &end, self->word_end);
  return gtk_text_iter_equal (&start, &end) ? NULL : gtk_text_buffer_get_text (buffer, &start, &end, TRUE);
}

static void
replace_action (GSimpleAction *action, GVariant *parameter, gpointer user_data)
{
  SpellView     *self = user_data;
  GtkTextBuffer *buffer = gtk_text_view_get_buffer (self->view);
  GtkTextIter    start, end;

  gtk_text_buffer_get_iter_at_mark (buffer, &start, self->word_start);
  gtk_text_buffer_get_iter_at_mark (buffer, &end, self->word_end);
  if (gtk_text_iter_equal (&start, &end))
    return;
  gtk_text_buffer_begin_user_action (buffer);
  gtk_text_buffer_delete (buffer, &start, &end);
  gtk_text_buffer_insert (buffer, &start, g_variant_get_string (parameter, NULL), -1);
  gtk_text_buffer_end_user_action (buffer);
}

static void
ignore_action (GSimpleAction *action, GVariant *parameter, gpointer user_data)
{
  SpellView       *self = user_data;
  g_autofree char *word = marked_word (self);

  if (word != NULL && self->spell != NULL)
    {
      st_spell_ignore (self->spell, word, -1);
      check (self);
    }
}

GMenuModel *
st_spell_view_menu_at (GtkTextView *view, int offset)
{
  SpellView       *self = get (view);
  GtkTextBuffer   *buffer = gtk_text_view_get_buffer (view);
  g_autofree char *text = buffer_text (buffer);
  GtkTextIter      start, end;
  gsize            word_start, word_end;
  GMenu           *menu, *section;

  g_return_val_if_fail (self != NULL, NULL);

  if (self->spell == NULL || offset < 0 || !st_spell_word_at (text, offset, &word_start, &word_end)
      || st_spell_check_word (self->spell, text + word_start, word_end - word_start))
    return NULL;
  iter_at_byte (buffer, text, word_start, &start);
  iter_at_byte (buffer, text, word_end, &end);
  gtk_text_buffer_move_mark (buffer, self->word_start, &start);
  gtk_text_buffer_move_mark (buffer, self->word_end, &end);
  menu = g_menu_new ();
  section = g_menu_new ();
  {
    g_autoptr (GPtrArray) suggestions =
        st_spell_suggest (self->spell, text + word_start, word_end - word_start);
    for (guint i = 0; i < suggestions->len && i < MAX_SUGGESTIONS; i++)
      {
        const char *suggestion = g_ptr_array_index (suggestions, i);
        g_autoptr (GMenuItem) item = g_menu_item_new (suggestion, NULL);
        g_menu_item_set_action_and_target_value (item, "spell.replace", g_variant_new_string (suggestion));
        g_menu_append_item (section, item);
      }
    if (suggestions->len == 0)
      {
        g_autoptr (GMenuItem) item = g_menu_item_new (_ ("No Suggestions"), "spell.none");
        g_menu_append_item (section, item);
      }
  }
  g_menu_append_section (menu, NULL, G_MENU_MODEL (section));
  g_object_unref (section);
  section = g_menu_new ();
  g_menu_append (section, _ ("_Ignore Word"), "spell.ignore");
  g_menu_append_section (menu, NULL, G_MENU_MODEL (section));
  g_object_unref (section);
  return G_MENU_MODEL (menu);
}

/* The context menu opens on the press; this runs before it (capture) and
 * gives it the suggestions of the word clicked, or of the word at the cursor
 * when the menu comes from the keyboard. */
static void
set_menu_for_offset (SpellView *self, int offset)
{
  g_autoptr (GMenuModel) menu = st_spell_view_menu_at (self->view, offset);

  gtk_text_view_set_extra_menu (self->view, menu);
}

static int
byte_offset_of (GtkTextBuffer *buffer, const GtkTextIter *iter)
{
  GtkTextIter      start;
  g_autofree char *before = NULL;

  gtk_text_buffer_get_start_iter (buffer, &start);
  before = gtk_text_buffer_get_text (buffer, &start, iter, TRUE);
  return (int) strlen (before);
}

static void
pressed_cb (GtkGestureClick *gesture, int n_press, double x, double y, SpellView *self)
{
  GtkTextBuffer *buffer = gtk_text_view_get_buffer (self->view);
  GtkTextIter    iter;
  int            bx, by;

  if (!gdk_event_triggers_context_menu (
          gtk_event_controller_get_current_event (GTK_EVENT_CONTROLLER (gesture))))
    return;
  gtk_text_view_window_to_buffer_coords (self->view, GTK_TEXT_WINDOW_WIDGET, (int) x, (int) y, &bx, &by);
  gtk_text_view_get_iter_at_location (self->view, &iter, bx, by);
  set_menu_for_offset (self, byte_offset_of (buffer, &iter));
}

/* The menu from the keyboard is about the word at the cursor. */
static gboolean
key_cb (
    GtkEventControllerKey *controller, guint keyval, guint keycode, GdkModifierType state, SpellView *self)
{
  GtkTextIter iter;

  if (keyval == GDK_KEY_Menu || (keyval == GDK_KEY_F10 && (state & GDK_SHIFT_MASK)))
    {
      gtk_text_buffer_get_iter_at_mark (self->buffer, &iter, gtk_text_buffer_get_insert (self->buffer));
      set_menu_for_offset (self, byte_offset_of (self->buffer, &iter));
    }
  return FALSE;
}

void
st_spell_view_attach (GtkTextView *view)
{
  static const GActionEntry entries[] = {
    { "replace", replace_action, "s", NULL, NULL },
    { "ignore", ignore_action, NULL, NULL, NULL },
    { "none", NULL, NULL, NULL, NULL },
  };
  SpellView          *self = g_new0 (SpellView, 1);
  GtkTextBuffer      *buffer = gtk_text_view_get_buffer (view);
  GtkGesture         *click = gtk_gesture_click_new ();
  GtkEventController *keys = gtk_event_controller_key_new ();
  GtkTextIter         start;

  g_return_if_fail (get (view) == NULL);

  self->view = view;
  self->buffer = g_object_ref (buffer);
  self->tag = gtk_text_buffer_create_tag (buffer, "misspelt", "underline", PANGO_UNDERLINE_ERROR, NULL);
  gtk_text_buffer_get_start_iter (buffer, &start);
  self->word_start = gtk_text_buffer_create_mark (buffer, NULL, &start, TRUE);
  self->word_end = gtk_text_buffer_create_mark (buffer, NULL, &start, FALSE);
  self->actions = g_simple_action_group_new ();
  g_action_map_add_action_entries (G_ACTION_MAP (self->actions), entries, G_N_ELEMENTS (entries), self);
  g_simple_action_set_enabled (
      G_SIMPLE_ACTION (g_action_map_lookup_action (G_ACTION_MAP (self->actions), "none")), FALSE);
  gtk_widget_insert_action_group (GTK_WIDGET (view), "spell", G_ACTION_GROUP (self->actions));
  g_object_set_data_full (G_OBJECT (view), "st-spell-view", self, (GDestroyNotify) spell_view_free);

  gtk_gesture_single_set_button (GTK_GESTURE_SINGLE (click), 0);
  gtk_event_controller_set_propagation_phase (GTK_EVENT_CONTROLLER (click), GTK_PHASE_CAPTURE);
  g_signal_connect (click, "pressed", G_CALLBACK (pressed_cb), self);
  gtk_widget_add_controller (GTK_WIDGET (view), GTK_EVENT_CONTROLLER (click));
  gtk_event_controller_set_propagation_phase (keys, GTK_PHASE_CAPTURE);
  g_signal_connect (keys, "key-pressed", G_CALLBACK (key_cb), self);
  gtk_widget_add_controller (GTK_WIDGET (view), keys);
  g_signal_connect (buffer, "changed", G_CALLBACK (changed_cb), self);
}

gboolean
st_spell_view_set_language (GtkTextView *view, const char *lang)
{
  SpellView *self = get (view);
  StSpell   *spell;

  g_return_val_if_fail (self != NULL, FALSE);

  spell = st_spell_get (lang);

  /* The same language (the page shown again after each edit): the text's
   * own changes have their check queued already. */
  if (spell != self->spell)
    {
      self->spell = spell;
      check (self);
    }
  return self->spell != NULL;
}

void
st_spell_view_recheck (GtkTextView *view)
{
  SpellView *self = get (view);

  g_return_if_fail (self != NULL);

  g_clear_handle_id (&self->idle, g_source_remove);
  check (self);
}
