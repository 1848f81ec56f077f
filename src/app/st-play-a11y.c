/* SPDX-License-Identifier: GPL-3.0-or-later */
#define G_LOG_DOMAIN "sandtable-play"

#include "config.h"

#include <glib/gi18n.h>

#include "st-play-a11y.h"
#include "st-play-page-private.h"

/* Play mode for the keyboard and a screen reader (issue 28): the board cursor
 * jumps between the viewer's own pieces (N) and calls the highlighted places
 * targets; the targets are a list of named rows beside the board, each pressing
 * its place as a click would; and a status line under the prompt, a label with
 * the accessible role "status", says what changed: the moves just made, as the
 * log words them for the viewer, and the new prompt. GTK 4.8 has no
 * gtk_accessible_announce (): the label's accessible name is set to the text,
 * which AT-SPI sends as a name change of a status bar, which Orca reads. */

typedef struct
{
  GtkLabel   *announcer;
  GtkWidget  *targets_heading;
  GtkWidget  *targets_scroller;
  GtkListBox *targets_list;
  char       *last_prompt;
  char       *announcement; /* what was last announced, prompt and all */
  guint       last_position;
  gpointer    last_session;
} PlayA11y;

static PlayA11y *
get (StPlayPage *self)
{
  return g_object_get_data (G_OBJECT (self), "st-play-a11y");
}

static void
play_a11y_free (PlayA11y *a)
{
  g_free (a->last_prompt);
  g_free (a->announcement);
  g_free (a);
}

static void
target_activated_cb (GtkListBox *list, GtkListBoxRow *row, StPlayPage *self)
{
  int    place = GPOINTER_TO_INT (g_object_get_data (G_OBJECT (row), "place"));
  StCell cell;

  if (self->game == NULL)
    return;
  /* The cursor goes there first, so that the board describes the place. */
  if (st_game_place_cell (self->game, place, &cell))
    st_board_view_set_cursor_cell (self->view, cell);
  else
    st_board_view_set_cursor_node (self->view, place);
  st_play_page_press_place (self, place);
}

void
st_play_a11y_init (StPlayPage *self)
{
  PlayA11y  *a = g_new0 (PlayA11y, 1);
  GtkWidget *prompt_box = gtk_widget_get_parent (GTK_WIDGET (self->prompt_label));
  GtkWidget *side_box = gtk_widget_get_parent (self->choices_scroller);

  g_object_set_data_full (G_OBJECT (self), "st-play-a11y", a, (GDestroyNotify) play_a11y_free);
  st_board_view_set_highlight_name (self->view, _ ("target"));

  /* One line whatever it says (the whole text is its accessible name): a
   * line that wrapped to two would move the board (test-board-still). */
  a->announcer = g_object_new (GTK_TYPE_LABEL, "accessible-role", GTK_ACCESSIBLE_ROLE_STATUS, "xalign", 0.0f,
                               "single-line-mode", TRUE, "ellipsize", PANGO_ELLIPSIZE_END, NULL);
  gtk_widget_add_css_class (GTK_WIDGET (a->announcer), "caption");
  gtk_widget_set_name (GTK_WIDGET (a->announcer), "announcer");
  gtk_box_insert_child_after (GTK_BOX (prompt_box), GTK_WIDGET (a->announcer),
                              GTK_WIDGET (self->prompt_label));

  a->targets_heading = gtk_label_new (_ ("Targets"));
  gtk_label_set_xalign (GTK_LABEL (a->targets_heading), 0);
  gtk_widget_set_margin_top (a->targets_heading, 6);
  gtk_widget_add_css_class (a->targets_heading, "heading");
  a->targets_list = GTK_LIST_BOX (gtk_list_box_new ());
  gtk_list_box_set_selection_mode (a->targets_list, GTK_SELECTION_NONE);
  gtk_widget_add_css_class (GTK_WIDGET (a->targets_list), "boxed-list");
  gtk_accessible_update_property (GTK_ACCESSIBLE (a->targets_list), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  _ ("Targets"), -1);
  g_signal_connect_object (a->targets_list, "row-activated", G_CALLBACK (target_activated_cb), self, 0);
  a->targets_scroller = gtk_scrolled_window_new ();
  gtk_scrolled_window_set_policy (GTK_SCROLLED_WINDOW (a->targets_scroller), GTK_POLICY_NEVER,
                                  GTK_POLICY_AUTOMATIC);
  gtk_scrolled_window_set_propagate_natural_height (GTK_SCROLLED_WINDOW (a->targets_scroller), TRUE);
  gtk_scrolled_window_set_max_content_height (GTK_SCROLLED_WINDOW (a->targets_scroller), 200);
  gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (a->targets_scroller), GTK_WIDGET (a->targets_list));
  gtk_accessible_update_property (GTK_ACCESSIBLE (a->targets_scroller), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  _ ("Targets"), -1);
  gtk_box_insert_child_after (GTK_BOX (side_box), a->targets_heading, self->choices_scroller);
  gtk_box_insert_child_after (GTK_BOX (side_box), a->targets_scroller, a->targets_heading);
  gtk_widget_set_visible (a->targets_heading, FALSE);
  gtk_widget_set_visible (a->targets_scroller, FALSE);
}

static void
update_targets (StPlayPage *self, PlayA11y *a)
{
  GtkWidget *child;

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (a->targets_list))) != NULL)
    gtk_list_box_remove (a->targets_list, child);
  for (guint i = 0; i < self->targets->len; i++)
    {
      int              place = g_array_index (self->targets, int, i);
      StCell           cell;
      gboolean         grid = st_game_place_cell (self->game, place, &cell);
      g_autofree char *title =
          st_board_view_describe_place (self->view, grid ? &cell : NULL, grid ? -1 : place);
      GtkWidget *row;

      if (title == NULL || *title == '\0')
        continue;
      row = adw_action_row_new ();
      adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (row), FALSE);
      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
      gtk_list_box_row_set_activatable (GTK_LIST_BOX_ROW (row), TRUE);
      g_object_set_data (G_OBJECT (row), "place", GINT_TO_POINTER (place));
      gtk_list_box_append (a->targets_list, row);
    }
  gtk_widget_set_visible (a->targets_heading,
                          gtk_widget_get_first_child (GTK_WIDGET (a->targets_list)) != NULL);
  gtk_widget_set_visible (a->targets_scroller,
                          gtk_widget_get_first_child (GTK_WIDGET (a->targets_list)) != NULL);
}

/* text is announced (the status line's accessible name); shown is what the
 * line shows, without the prompt that the prompt label above already shows
 * whole: the line is one line, and the prompt in it was cut at large text. */
static void
announce (PlayA11y *a, const char *text, const char *shown)
{
  g_free (a->announcement);
  a->announcement = g_strdup (text);
  gtk_label_set_text (a->announcer, shown);
  gtk_widget_set_tooltip_text (GTK_WIDGET (a->announcer), *shown != '\0' ? shown : NULL);
  gtk_accessible_update_property (GTK_ACCESSIBLE (a->announcer), GTK_ACCESSIBLE_PROPERTY_LABEL, text, -1);
}

void
st_play_a11y_announce (StPlayPage *self, const char *text)
{
  PlayA11y *a = get (self);

  if (a == NULL || text == NULL || *text == '\0')
    return;
  announce (a, text, text);
}

const char *
st_play_a11y_get_announcement (StPlayPage *self)
{
  PlayA11y *a = get (self);

  return a != NULL && a->announcement != NULL ? a->announcement : "";
}

GtkListBox *
st_play_a11y_get_targets_list (StPlayPage *self)
{
  PlayA11y *a = get (self);

  return a != NULL ? a->targets_list : NULL;
}

void
st_play_a11y_update (StPlayPage *self)
{
  PlayA11y   *a = get (self);
  const char *prompt;
  guint       position;
  int         viewer;
  g_autoptr (GString) news = g_string_new (NULL);
  g_autofree char *moves = NULL;

  if (a == NULL)
    return;
  viewer = st_play_page_viewer (self);
  /* N jumps between the pieces of the player at the screen (every side's
   * when the screen is everyone's). */
  st_board_view_set_cursor_side (self->view, self->game != NULL && viewer >= 0 && viewer < 2
                                                 ? st_game_player_side (self->game, viewer)
                                                 : NULL);
  /* The zones of control, where the rules have them, as the viewer knows
   * the position: the board's description names them. */
  st_board_view_set_game_zones (self->view, self->game, self->game != NULL ? st_play_page_state (self) : NULL,
                                viewer);
  if (self->game == NULL || self->session == NULL)
    {
      update_targets (self, a);
      a->last_session = NULL;
      return;
    }
  update_targets (self, a);

  /* The moves made since the last time, as the log words them for the viewer. */
  position = st_play_session_get_position (self->session);
  if (a->last_session == self->session && position > a->last_position && position - a->last_position <= 8)
    for (guint i = a->last_position; i < position; i++)
      {
        g_autofree char *sentence =
            st_play_session_dup_sentence (self->session, i, viewer, st_play_page_lang (self));

        if (sentence != NULL && *sentence != '\0')
          g_string_append_printf (news, "%s%s", news->len > 0 ? " " : "", sentence);
      }
  a->last_session = self->session;
  a->last_position = position;

  moves = g_strdup (news->str);
  prompt = gtk_inscription_get_text (self->prompt_label);
  if (prompt != NULL && g_strcmp0 (prompt, a->last_prompt) != 0)
    {
      g_string_append_printf (news, "%s%s", news->len > 0 ? " " : "", prompt);
      g_free (a->last_prompt);
      a->last_prompt = g_strdup (prompt);
    }
  if (news->len > 0)
    announce (a, news->str, moves);
}
