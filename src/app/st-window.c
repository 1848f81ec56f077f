/* SPDX-License-Identifier: GPL-3.0-or-later */
#define G_LOG_DOMAIN "sandtable-window"

#include "config.h"

#include <glib/gi18n.h>

#include "core/st-scenario-io.h"
#include "engine/st-game-log.h"
#include "engine/st-game.h"

#include "st-balance-page.h"
#include "st-board-page.h"
#include "st-deck-page.h"
#include "st-parameters-page.h"
#include "st-rules-page.h"
#include "st-terrain-page.h"
#include "st-translations-page.h"
#include "st-units-page.h"
#include "st-welcome-page.h"
#include "st-window-private.h"

G_DEFINE_FINAL_TYPE (StWindow, st_window, ADW_TYPE_APPLICATION_WINDOW)

enum
{
  PROP_0,
  PROP_FILE,
  PROP_SCENARIO,
  PROP_VISIBLE_PART,
  PROP_CONTENT_LANGUAGE,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static void balance_replay_cb (StWindow *self, StGame *game, StGameLog *log);

/* The deck, rules, translations and balance pages join the stack the first
 * time they are shown: most documents open on the board, and building them
 * took a tenth of the first frame (docs/performance.md). */
static void
ensure_part (StWindow *self, const char *part)
{
  StPage **page;
  GType    type;

  if (g_strcmp0 (part, "decks") == 0)
    {
      page = &self->deck_page;
      type = ST_TYPE_DECK_PAGE;
    }
  else if (g_strcmp0 (part, "rules") == 0)
    {
      page = &self->rules_page;
      type = ST_TYPE_RULES_PAGE;
    }
  else if (g_strcmp0 (part, "translations") == 0)
    {
      page = &self->translations_page;
      type = ST_TYPE_TRANSLATIONS_PAGE;
    }
  else if (g_strcmp0 (part, "balance") == 0)
    {
      page = &self->balance_page;
      type = ST_TYPE_BALANCE_PAGE;
    }
  else
    return;
  if (*page != NULL)
    return;

  *page = g_object_new (type, NULL);
  if (type == ST_TYPE_BALANCE_PAGE)
    g_signal_connect_object (*page, "replay", G_CALLBACK (balance_replay_cb), self, G_CONNECT_SWAPPED);
  gtk_stack_add_named (self->part_stack, GTK_WIDGET (*page), part);
  st_page_set_document (*page, self->document);
  st_page_set_history (*page, st_document_get_history (self->document));
  st_page_set_scenario (*page, self->scenario);
}

/* The play page joins the main stack when a game is first opened: building it
 * took 2 % of the first frame of a board that is not being played. */
StPlayPage *
st_window_get_play_page (StWindow *self)
{
  g_return_val_if_fail (ST_IS_WINDOW (self), NULL);

  if (self->play_page == NULL)
    {
      self->play_page = g_object_new (ST_TYPE_PLAY_PAGE, NULL);
      gtk_stack_add_named (self->main_stack, GTK_WIDGET (self->play_page), "play");
    }
  return self->play_page;
}

/* The page of type (a part's or the play page), built if it was not yet. */
GtkWidget *
st_window_get_page (StWindow *self, GType type)
{
  g_return_val_if_fail (ST_IS_WINDOW (self), NULL);

  if (type == ST_TYPE_PLAY_PAGE)
    return GTK_WIDGET (st_window_get_play_page (self));
  if (type == ST_TYPE_DECK_PAGE)
    ensure_part (self, "decks");
  else if (type == ST_TYPE_RULES_PAGE)
    ensure_part (self, "rules");
  else if (type == ST_TYPE_TRANSLATIONS_PAGE)
    ensure_part (self, "translations");
  else if (type == ST_TYPE_BALANCE_PAGE)
    ensure_part (self, "balance");
  for (GtkWidget *child = gtk_widget_get_first_child (GTK_WIDGET (self->part_stack)); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    if (G_TYPE_CHECK_INSTANCE_TYPE (child, type))
      return child;
  return NULL;
}

static void
sidebar_row_selected_cb (StWindow *self, GtkListBoxRow *row)
{
  if (self->filling_sidebar || row == NULL)
    return;

  ensure_part (self, gtk_widget_get_name (GTK_WIDGET (row)));
  gtk_stack_set_visible_child_name (self->part_stack, gtk_widget_get_name (GTK_WIDGET (row)));

  /* On a narrow window the sidebar covers the page; get it out of the way. */
  if (adw_flap_get_folded (self->flap))
    adw_flap_set_reveal_flap (self->flap, FALSE);

  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_VISIBLE_PART]);
}

static void
flap_folded_cb (StWindow *self)
{
  /* Unfolding brings the sidebar back; folding hides it until asked for. */
  adw_flap_set_reveal_flap (self->flap, !adw_flap_get_folded (self->flap));
}

void
st_window_update_title (StWindow *self)
{
  if (self->scenario != NULL)
    {
      g_autofree char *name = st_document_get_file (self->document)
                                  ? g_file_get_basename (st_document_get_file (self->document))
                                  : g_strdup (_ ("Unsaved scenario"));
      g_autofree char *subtitle = NULL;
      const char      *title = st_scenario_get_title (self->scenario);

      /* The dot that GNOME's editors put before the name of unsaved work. */
      if (st_document_get_history (self->document) != NULL
          && st_history_get_modified (st_document_get_history (self->document)))
        subtitle = g_strdup_printf ("• %s", name);
      else
        subtitle = g_steal_pointer (&name);
      adw_window_title_set_title (self->window_title, title);
      adw_window_title_set_subtitle (self->window_title, subtitle);
      gtk_window_set_title (GTK_WINDOW (self), title);
    }
  else
    {
      adw_window_title_set_title (self->window_title, _ ("Sandtable"));
      adw_window_title_set_subtitle (self->window_title, NULL);
      gtk_window_set_title (GTK_WINDOW (self), _ ("Sandtable"));
    }
}

static gboolean
is_playing (StWindow *self)
{
  return g_strcmp0 (gtk_stack_get_visible_child_name (self->main_stack), "play") == 0;
}

static void
update_actions (StWindow *self)
{
  gboolean playable = self->scenario != NULL && st_game_family_supported (self->scenario->family);
  gboolean editing = self->scenario != NULL && !is_playing (self);

  /* In play mode the header bar keeps no editor controls: the play page has
   * its own undo, redo and way back. */
  gtk_widget_set_visible (GTK_WIDGET (self->sidebar_button), editing);
  gtk_widget_set_visible (self->save_button, editing);
  gtk_widget_set_visible (self->undo_box, editing);
  /* Where the family has no engine yet, Play stays in its place, insensitive,
   * and its tooltip says why in the engine's words. */
  gtk_widget_set_visible (self->play_button, editing);
  if (self->scenario != NULL && !playable)
    {
      g_autoptr (GError) error = NULL;
      g_autoptr (StGame) game = st_game_new_from_scenario (self->scenario, &error);

      gtk_widget_set_tooltip_text (self->play_button, error != NULL ? error->message : NULL);
    }
  else
    gtk_widget_set_tooltip_text (self->play_button, _ ("Play-Test (Ctrl+P)"));
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.play", playable && !is_playing (self));
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.stop-play", is_playing (self));
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.toggle-sidebar", self->scenario != NULL);
  st_window_update_document_actions (self);
}

/* Shows the history's current version in every part. */
void
st_window_show_document (StWindow *self)
{
  StPage *pages[] = {
    self->board_page, self->terrain_page,      self->units_page,      self->deck_page,
    self->rules_page, self->translations_page, self->parameters_page, self->balance_page,
  };
  g_autofree char *previous = g_strdup (st_window_get_visible_part (self));
  StScenario      *scenario = st_document_get_history (self->document)
                                  ? st_history_get_scenario (st_document_get_history (self->document))
                                  : NULL;
  gboolean         same_document = self->scenario != NULL && scenario != NULL;
  GtkListBoxRow   *row;

  if (scenario == self->scenario)
    {
      st_window_update_title (self);
      update_actions (self);
      return;
    }

  g_clear_pointer (&self->scenario, st_scenario_unref);
  if (scenario != NULL)
    self->scenario = st_scenario_ref (scenario);
  /* In its language from the start: the pages are built once. */
  if (!same_document)
    st_window_preset_content_language (self);

  for (guint i = 0; i < G_N_ELEMENTS (pages); i++)
    {
      if (pages[i] == NULL) /* not shown yet (ensure_part) */
        continue;
      st_page_set_document (pages[i], self->document);
      st_page_set_history (pages[i], st_document_get_history (self->document));
      st_page_set_scenario (pages[i], scenario);
    }

  st_window_update_title (self);
  update_actions (self);

  if (same_document && st_window_refresh_sidebar (self))
    {
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_SCENARIO]);
      return;
    }

  st_window_pick_content_language (self);
  st_window_fill_sidebar (self);
  if (self->play_page != NULL)
    st_play_page_close (self->play_page);
  gtk_stack_set_visible_child_name (self->main_stack, scenario ? "document" : "welcome");
  update_actions (self);

  /* Stay on the part the user was looking at when the new scenario has it. */
  row = previous ? st_window_find_part_row (self, previous) : NULL;
  if (row == NULL)
    row = st_window_find_part_row (self, "board");
  if (row != NULL)
    gtk_list_box_select_row (self->sidebar, row);

  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_FILE]);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_SCENARIO]);
}

/* Where a file goes that is dropped or picked on this window: here if the window
 * is empty, else a window of its own. */
static void
open_here_or_new (StWindow *self, GFile *file)
{
  GtkApplication *app = gtk_window_get_application (GTK_WINDOW (self));

  if (st_window_is_empty (self) || app == NULL)
    st_window_load_file (self, file);
  else
    g_application_open (G_APPLICATION (app), &file, 1, "");
}

static gboolean
drop_cb (StWindow *self, const GValue *value, double x, double y, GtkDropTarget *target)
{
  GSList *files = NULL;

  if (G_VALUE_HOLDS (value, GDK_TYPE_FILE_LIST))
    files = gdk_file_list_get_files (g_value_get_boxed (value));
  else if (G_VALUE_HOLDS (value, G_TYPE_FILE) && g_value_get_object (value) != NULL)
    files = g_slist_prepend (NULL, g_value_get_object (value));

  if (files == NULL)
    return FALSE;

  for (GSList *l = files; l != NULL; l = l->next)
    open_here_or_new (self, G_FILE (l->data));

  g_slist_free (files);
  return TRUE;
}

static void
open_uri_action (GtkWidget *widget, const char *action_name, GVariant *parameter)
{
  StWindow *self = ST_WINDOW (widget);
  g_autoptr (GFile) file = g_file_new_for_uri (g_variant_get_string (parameter, NULL));

  open_here_or_new (self, file);
}

static void
toggle_sidebar_action (GtkWidget *widget, const char *action_name, GVariant *parameter)
{
  StWindow *self = ST_WINDOW (widget);

  gtk_toggle_button_set_active (self->sidebar_button, !gtk_toggle_button_get_active (self->sidebar_button));
}

static void
play_action (GtkWidget *widget, const char *action_name, GVariant *parameter)
{
  StWindow *self = ST_WINDOW (widget);

  if (st_document_get_history (self->document) == NULL || !st_game_family_supported (self->scenario->family))
    return;
  st_play_page_open (st_window_get_play_page (self), self->document);
  gtk_stack_set_visible_child_name (self->main_stack, "play");
  update_actions (self);
}

/* A game of a balance run opens in play mode as a replay. */
static void
balance_replay_cb (StWindow *self, StGame *game, StGameLog *log)
{
  if (st_document_get_history (self->document) == NULL)
    return;
  st_play_page_open_replay (st_window_get_play_page (self), self->document, game, log->seed, log->actions);
  gtk_stack_set_visible_child_name (self->main_stack, "play");
  update_actions (self);
}

static void
stop_play_action (GtkWidget *widget, const char *action_name, GVariant *parameter)
{
  StWindow *self = ST_WINDOW (widget);

  if (self->play_page != NULL)
    st_play_page_close (self->play_page);
  gtk_stack_set_visible_child_name (self->main_stack, self->scenario ? "document" : "welcome");
  update_actions (self);
}

static void
restore_window_state (StWindow *self)
{
  GtkApplication *app = gtk_window_get_application (GTK_WINDOW (self));
  GSettings      *width, *height, *maximized;

  if (!ST_IS_APPLICATION (app))
    return;

  width = st_application_get_settings (ST_APPLICATION (app), "window-width", "i");
  height = st_application_get_settings (ST_APPLICATION (app), "window-height", "i");
  maximized = st_application_get_settings (ST_APPLICATION (app), "window-maximized", "b");

  if (width != NULL && height != NULL)
    {
      int w = g_settings_get_int (width, "window-width");
      int h = g_settings_get_int (height, "window-height");

      if (w > 0 && h > 0)
        gtk_window_set_default_size (GTK_WINDOW (self), w, h);
    }

  if (maximized != NULL && g_settings_get_boolean (maximized, "window-maximized"))
    gtk_window_maximize (GTK_WINDOW (self));
}

static void
save_window_state (StWindow *self)
{
  GtkApplication *app = gtk_window_get_application (GTK_WINDOW (self));
  GSettings      *width, *height, *maximized;
  int             w, h;

  if (!ST_IS_APPLICATION (app))
    return;

  width = st_application_get_settings (ST_APPLICATION (app), "window-width", "i");
  height = st_application_get_settings (ST_APPLICATION (app), "window-height", "i");
  maximized = st_application_get_settings (ST_APPLICATION (app), "window-maximized", "b");

  /* The default size follows the window's size while it is not maximized, so it
   * is the size to come back to. */
  gtk_window_get_default_size (GTK_WINDOW (self), &w, &h);
  if (width != NULL && height != NULL && w > 0 && h > 0)
    {
      g_settings_set_int (width, "window-width", w);
      g_settings_set_int (height, "window-height", h);
    }

  if (maximized != NULL)
    g_settings_set_boolean (maximized, "window-maximized", gtk_window_is_maximized (GTK_WINDOW (self)));
}

static gboolean
st_window_close_request (GtkWindow *window)
{
  /* Unsaved work: ask first; the answer closes the window again. */
  if (!st_window_confirm_close (ST_WINDOW (window)))
    return TRUE;

  save_window_state (ST_WINDOW (window));

  return GTK_WINDOW_CLASS (st_window_parent_class)->close_request (window);
}

/* "application" is not a construct property: it is set after constructed(), so
 * the saved size is applied when the window joins the app. */
static void
application_changed_cb (StWindow *self)
{
  if (self->state_restored || gtk_window_get_application (GTK_WINDOW (self)) == NULL)
    return;

  self->state_restored = TRUE;
  restore_window_state (self);
}

static void
st_window_dispose (GObject *object)
{
  StWindow *self = ST_WINDOW (object);

  st_window_document_dispose (self);
  gtk_widget_dispose_template (GTK_WIDGET (self), ST_TYPE_WINDOW);

  G_OBJECT_CLASS (st_window_parent_class)->dispose (object);
}

static void
st_window_finalize (GObject *object)
{
  StWindow *self = ST_WINDOW (object);

  g_clear_pointer (&self->scenario, st_scenario_unref);
  g_clear_pointer (&self->error_text, g_free);
  g_clear_object (&self->document);
  g_clear_pointer (&self->rows, g_ptr_array_unref);

  G_OBJECT_CLASS (st_window_parent_class)->finalize (object);
}

static void
st_window_get_property (GObject *object, guint prop_id, GValue *value, GParamSpec *pspec)
{
  StWindow *self = ST_WINDOW (object);

  switch (prop_id)
    {
      case PROP_FILE:
        g_value_set_object (value, st_document_get_file (self->document));
        break;

      case PROP_SCENARIO:
        g_value_set_boxed (value, self->scenario);
        break;

      case PROP_VISIBLE_PART:
        g_value_set_string (value, st_window_get_visible_part (self));
        break;

      case PROP_CONTENT_LANGUAGE:
        g_value_set_string (value, st_document_get_content_language (self->document));
        break;

      default:
        G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
st_window_set_property (GObject *object, guint prop_id, const GValue *value, GParamSpec *pspec)
{
  StWindow *self = ST_WINDOW (object);

  switch (prop_id)
    {
      case PROP_VISIBLE_PART:
        st_window_set_visible_part (self, g_value_get_string (value));
        break;

      case PROP_CONTENT_LANGUAGE:
        st_window_set_content_language (self, g_value_get_string (value));
        break;

      default:
        G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

/* win.show-part (part, focus): how a page shows another part, with the focus
 * on its widget named focus ("": its first field), without knowing the window. */
static void
show_part_action (GtkWidget *widget, const char *action_name, GVariant *parameter)
{
  const char *part, *focus;

  g_variant_get (parameter, "(&s&s)", &part, &focus);
  if (*focus != '\0')
    st_window_show_part_with_focus (ST_WINDOW (widget), part, focus);
  else
    st_window_set_visible_part (ST_WINDOW (widget), part);
}

static void
st_window_class_init (StWindowClass *klass)
{
  GObjectClass   *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);
  GtkWindowClass *window_class = GTK_WINDOW_CLASS (klass);

  object_class->dispose = st_window_dispose;
  object_class->finalize = st_window_finalize;
  object_class->get_property = st_window_get_property;
  object_class->set_property = st_window_set_property;

  window_class->close_request = st_window_close_request;

  properties[PROP_FILE] = g_param_spec_object (
      "file", NULL, NULL, G_TYPE_FILE, (G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS));

  properties[PROP_SCENARIO] =
      g_param_spec_boxed ("scenario", NULL, NULL, ST_TYPE_SCENARIO,
                          (G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS));

  properties[PROP_CONTENT_LANGUAGE] =
      g_param_spec_string ("content-language", NULL, NULL, NULL,
                           (G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS));

  properties[PROP_VISIBLE_PART] =
      g_param_spec_string ("visible-part", NULL, NULL, NULL,
                           (G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS));

  g_object_class_install_properties (object_class, N_PROPS, properties);

  gtk_widget_class_install_action (widget_class, "win.open-uri", "s", open_uri_action);
  gtk_widget_class_install_action (widget_class, "win.toggle-sidebar", NULL, toggle_sidebar_action);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_F9, 0, "win.toggle-sidebar", NULL);
  gtk_widget_class_install_action (widget_class, "win.show-part", "(ss)", show_part_action);
  gtk_widget_class_install_action (widget_class, "win.play", NULL, play_action);
  gtk_widget_class_install_action (widget_class, "win.stop-play", NULL, stop_play_action);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_p, GDK_CONTROL_MASK, "win.play", NULL);
  st_window_class_add_document_actions (widget_class);
  st_window_class_add_language_actions (widget_class);

  g_type_ensure (ST_TYPE_WELCOME_PAGE);
  g_type_ensure (ST_TYPE_BOARD_PAGE);
  g_type_ensure (ST_TYPE_TERRAIN_PAGE);
  g_type_ensure (ST_TYPE_UNITS_PAGE);
  g_type_ensure (ST_TYPE_DECK_PAGE);
  g_type_ensure (ST_TYPE_RULES_PAGE);
  g_type_ensure (ST_TYPE_TRANSLATIONS_PAGE);
  g_type_ensure (ST_TYPE_PARAMETERS_PAGE);
  g_type_ensure (ST_TYPE_BALANCE_PAGE);
  g_type_ensure (ST_TYPE_PLAY_PAGE);

  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/sandtable/Sandtable/ui/st-window.ui");
  gtk_widget_class_bind_template_child (widget_class, StWindow, toast_overlay);
  gtk_widget_class_bind_template_child (widget_class, StWindow, window_title);
  gtk_widget_class_bind_template_child (widget_class, StWindow, sidebar_button);
  gtk_widget_class_bind_template_child (widget_class, StWindow, save_button);
  gtk_widget_class_bind_template_child (widget_class, StWindow, undo_box);
  gtk_widget_class_bind_template_child (widget_class, StWindow, play_button);
  gtk_widget_class_bind_template_child (widget_class, StWindow, main_stack);
  gtk_widget_class_bind_template_child (widget_class, StWindow, welcome_page);
  gtk_widget_class_bind_template_child (widget_class, StWindow, flap);
  gtk_widget_class_bind_template_child (widget_class, StWindow, sidebar);
  gtk_widget_class_bind_template_child (widget_class, StWindow, part_stack);
  gtk_widget_class_bind_template_child (widget_class, StWindow, board_page);
  gtk_widget_class_bind_template_child (widget_class, StWindow, terrain_page);
  gtk_widget_class_bind_template_child (widget_class, StWindow, units_page);
  gtk_widget_class_bind_template_child (widget_class, StWindow, parameters_page);
  gtk_widget_class_bind_template_callback (widget_class, sidebar_row_selected_cb);
  gtk_widget_class_bind_template_callback (widget_class, flap_folded_cb);
}

static void
st_window_init (StWindow *self)
{
  GtkDropTarget *target;
  GType          types[] = { GDK_TYPE_FILE_LIST, G_TYPE_FILE };

  self->rows = g_ptr_array_new ();
  self->document = st_document_new ();

  gtk_widget_init_template (GTK_WIDGET (self));

  target = gtk_drop_target_new (G_TYPE_INVALID, GDK_ACTION_COPY);
  gtk_drop_target_set_gtypes (target, types, G_N_ELEMENTS (types));
  g_signal_connect_object (target, "drop", G_CALLBACK (drop_cb), self, G_CONNECT_SWAPPED);
  gtk_widget_add_controller (GTK_WIDGET (self), GTK_EVENT_CONTROLLER (target));

  g_signal_connect (self, "notify::application", G_CALLBACK (application_changed_cb), NULL);
  st_window_init_language (self);
  st_window_init_sidebar_keys (self);

  st_window_update_title (self);
  update_actions (self);
}

void
st_window_notify_content_language (StWindow *self)
{
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_CONTENT_LANGUAGE]);
}

StWindow *
st_window_new (StApplication *application)
{
  return g_object_new (ST_TYPE_WINDOW, "application", application, NULL);
}

GFile *
st_window_get_file (StWindow *self)
{
  g_return_val_if_fail (ST_IS_WINDOW (self), NULL);

  return st_document_get_file (self->document);
}

StDocument *
st_window_get_document (StWindow *self)
{
  g_return_val_if_fail (ST_IS_WINDOW (self), NULL);

  return self->document;
}

StScenario *
st_window_get_scenario (StWindow *self)
{
  g_return_val_if_fail (ST_IS_WINDOW (self), NULL);

  return self->scenario;
}

gboolean
st_window_is_empty (StWindow *self)
{
  g_return_val_if_fail (ST_IS_WINDOW (self), FALSE);

  return self->scenario == NULL;
}

const char *
st_window_get_visible_part (StWindow *self)
{
  g_return_val_if_fail (ST_IS_WINDOW (self), NULL);

  if (self->scenario == NULL)
    return NULL;

  return gtk_stack_get_visible_child_name (self->part_stack);
}

void
st_window_set_visible_part (StWindow *self, const char *part)
{
  GtkListBoxRow *row;

  g_return_if_fail (ST_IS_WINDOW (self));

  if (part == NULL || (row = st_window_find_part_row (self, part)) == NULL)
    return;

  if (gtk_list_box_get_selected_row (self->sidebar) == row)
    return;

  /* Selecting the row switches the page and notifies. */
  gtk_list_box_select_row (self->sidebar, row);
}

static GtkWidget *
find_named (GtkWidget *widget, const char *name)
{
  if (g_strcmp0 (gtk_widget_get_name (widget), name) == 0)
    return widget;
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = find_named (child, name);

      if (found != NULL)
        return found;
    }
  return NULL;
}

void
st_window_show_part_with_focus (StWindow *self, const char *part, const char *focus)
{
  GtkWidget *page, *target;

  g_return_if_fail (ST_IS_WINDOW (self));
  g_return_if_fail (focus != NULL);

  st_window_set_visible_part (self, part);
  page = gtk_stack_get_child_by_name (self->part_stack, part);
  if (page == NULL || g_strcmp0 (st_window_get_visible_part (self), part) != 0)
    return;
  /* The stack moved the focus to the page's first field; the page is built
   * now, so the widget asked for is there to take it instead. */
  if (ST_IS_PAGE (page))
    st_page_ensure_built (ST_PAGE (page));
  target = find_named (page, focus);
  if (target != NULL)
    gtk_widget_grab_focus (target);
}

const char *
st_window_get_error_text (StWindow *self)
{
  g_return_val_if_fail (ST_IS_WINDOW (self), NULL);

  return self->error_text;
}
