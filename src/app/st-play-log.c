/* SPDX-License-Identifier: GPL-3.0-or-later */
#define G_LOG_DOMAIN "sandtable-play"

#include "config.h"

#include <glib/gi18n.h>

#include "st-play-page-private.h"

/* What play mode says in words: the status line and the prompt, the list of
 * choices, the status rows, the resolution of the last action and the log, all
 * written by the ruleset for the viewer. */

#define MAX_CHOICES 200

static GtkWidget *
new_label (const char *text, int margin_start, const char *css_class, const char *css_class2)
{
  GtkWidget *label = gtk_label_new (text);

  gtk_label_set_xalign (GTK_LABEL (label), 0.0);
  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  gtk_label_set_wrap_mode (GTK_LABEL (label), PANGO_WRAP_WORD_CHAR);
  gtk_widget_set_margin_start (label, margin_start);
  if (css_class != NULL)
    gtk_widget_add_css_class (label, css_class);
  if (css_class2 != NULL)
    gtk_widget_add_css_class (label, css_class2);
  return label;
}

/* A row of the log: the action's sentence, a sentence for each of its
 * consequences (StConsequence*, or NULL), and the rows it resolved to. */
static GtkWidget *
new_log_row (const char *title, GPtrArray *consequences, const char *subtitle)
{
  GtkWidget *row = gtk_list_box_row_new ();
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 2);
  GString   *name = g_string_new (title);

  /* Compact rows: a log runs to hundreds of actions. */
  gtk_box_append (GTK_BOX (box), new_label (title, 0, NULL, NULL));
  for (guint i = 0; consequences != NULL && i < consequences->len; i++)
    {
      const StConsequence *consequence = g_ptr_array_index (consequences, i);
      GtkWidget           *label = new_label (consequence->sentence, 12, "consequence", NULL);

      gtk_widget_set_name (label, st_consequence_kind_id (consequence->kind));
      gtk_box_append (GTK_BOX (box), label);
      g_string_append_printf (name, ". %s", consequence->sentence);
    }
  if (subtitle != NULL)
    {
      gtk_box_append (GTK_BOX (box), new_label (subtitle, 12, "dim-label", "caption"));
      g_string_append_printf (name, ". %s", subtitle);
    }
  gtk_widget_set_margin_top (box, 4);
  gtk_widget_set_margin_bottom (box, 4);
  gtk_widget_set_margin_start (box, 6);
  gtk_widget_set_margin_end (box, 6);
  gtk_list_box_row_set_child (GTK_LIST_BOX_ROW (row), box);
  g_object_set_data_full (G_OBJECT (row), "st-log-text", g_string_free (name, FALSE), g_free);
  gtk_accessible_update_property (GTK_ACCESSIBLE (row), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  g_object_get_data (G_OBJECT (row), "st-log-text"), -1);
  return row;
}

/* "Attack die: 5" lines, one a row; NULL when rows is NULL or empty. */
static char *
rows_text (GPtrArray *rows)
{
  GString *text;

  if (rows == NULL || rows->len == 0)
    return NULL;
  text = g_string_new (NULL);
  for (guint i = 0; i < rows->len; i++)
    {
      const StRow *row = g_ptr_array_index (rows, i);

      if (i > 0)
        g_string_append_c (text, '\n');
      /* Translators: a labelled row of a resolution or status: "Attack die: 5". */
      g_string_append_printf (text, _ ("%s: %s"), row->label, row->value);
    }
  return g_string_free (text, FALSE);
}

/* Brings the row of the position into view once the list has its new size. */
static gboolean
scroll_log_cb (gpointer data)
{
  StPlayPage      *self = data;
  GtkListBoxRow   *row = gtk_list_box_get_selected_row (self->log_list);
  GtkAdjustment   *adj = gtk_scrolled_window_get_vadjustment (self->log_scroller);
  graphene_point_t point;

  /* At the end of a finished game, the result row is what to see. */
  if (self->log_result != NULL && self->session != NULL && st_play_session_at_end (self->session))
    row = GTK_LIST_BOX_ROW (self->log_result);

  /* New rows have no place until the list is laid out: try again then. */
  if (row != NULL && gtk_widget_get_height (GTK_WIDGET (row)) == 0 && self->scroll_tries++ < 20)
    return G_SOURCE_CONTINUE;
  self->scroll_source = 0;
  self->scroll_tries = 0;
  if (row != NULL
      && gtk_widget_compute_point (GTK_WIDGET (row), GTK_WIDGET (self->log_list), &GRAPHENE_POINT_INIT (0, 0),
                                   &point))
    gtk_adjustment_clamp_page (adj, point.y, point.y + gtk_widget_get_height (GTK_WIDGET (row)));
  return G_SOURCE_REMOVE;
}

/* The end of a game, in one phrasing wherever it shows (the banner, the
 * prompt, the log's last row): who won and on which turn... */
char *
st_play_log_result_title (StPlayPage *self, const StState *state)
{
  int winner = st_game_winner (self->game, state);
  int turn = st_game_turn (self->game, state);

  if (winner < 0)
    /* Translators: the end of a game without a winner, and its last turn. */
    return g_strdup_printf (_ ("The game is drawn on turn %d"), turn);
  /* Translators: the winning side, and the turn the game ended on. */
  return g_strdup_printf (_ ("%1$s wins on turn %2$d"), st_play_page_player_name (self, winner), turn);
}

/* ...and why: the end reason and the figures that decided it. */
char *
st_play_log_result_reason (StPlayPage *self, const StState *state)
{
  const char      *reason = st_game_end_reason_label (self->game, st_game_end_reason (self->game, state));
  g_autofree char *detail = st_game_end_detail (self->game, state, st_play_page_lang (self));

  if (detail == NULL)
    return g_strdup (reason);
  /* Translators: an end reason ("Nightfall"), then the figures that decided it. */
  return g_strdup_printf (_ ("%1$s: %2$s"), reason, detail);
}

void
st_play_log_reset (StPlayPage *self)
{
  GtkWidget *child;

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->log_list))) != NULL)
    gtk_list_box_remove (self->log_list, child);
  self->log_rows = 0;
  self->log_result = NULL;
}

/* The log list follows the session's log: rows are added and removed at the
 * end, and all are written again when the viewer changes (hot-seat). */
void
st_play_log_update (StPlayPage *self)
{
  guint          n = st_play_session_get_n_actions (self->session);
  int            viewer = st_play_page_viewer (self);
  GtkListBoxRow *row;

  if (viewer != self->log_viewer)
    {
      st_play_log_reset (self);
      self->log_viewer = viewer;
    }
  /* The result row follows the last action while the game is over. */
  if (self->log_result != NULL)
    gtk_list_box_remove (self->log_list, g_steal_pointer (&self->log_result));
  if (gtk_list_box_get_row_at_index (self->log_list, 0) == NULL)
    gtk_list_box_append (self->log_list, new_log_row (_ ("Start of the game"), NULL, NULL));
  while (self->log_rows > n)
    {
      row = gtk_list_box_get_row_at_index (self->log_list, (int) self->log_rows);
      gtk_list_box_remove (self->log_list, GTK_WIDGET (row));
      self->log_rows--;
    }
  while (self->log_rows < n)
    {
      g_autofree char *sentence =
          st_play_session_dup_sentence (self->session, self->log_rows, viewer, st_play_page_lang (self));
      g_autoptr (GPtrArray) rows =
          st_play_session_dup_resolution (self->session, self->log_rows, viewer, st_play_page_lang (self));
      g_autoptr (GPtrArray) consequences =
          st_play_session_dup_consequences (self->session, self->log_rows, viewer, st_play_page_lang (self));
      g_autofree char *details = rows_text (rows);
      g_autofree char *title = g_strdup_printf ("%u. %s", self->log_rows + 1, sentence);

      gtk_list_box_append (self->log_list, new_log_row (title, consequences, details));
      self->log_rows++;
    }
  if (st_game_is_terminal (self->game, st_play_session_get_end_state (self->session)))
    {
      const StState   *end = st_play_session_get_end_state (self->session);
      g_autofree char *title = st_play_log_result_title (self, end);
      g_autofree char *reason = st_play_log_result_reason (self, end);

      self->log_result = new_log_row (title, NULL, reason);
      gtk_widget_add_css_class (self->log_result, "result");
      /* The winner in bold: the row's box, then its first label. */
      gtk_widget_add_css_class (gtk_widget_get_first_child (gtk_widget_get_first_child (self->log_result)),
                                "heading");
      gtk_list_box_append (self->log_list, self->log_result);
    }

  row = gtk_list_box_get_row_at_index (self->log_list, (int) st_play_session_get_position (self->session));
  gtk_list_box_select_row (self->log_list, row);
  if (row != NULL && self->scroll_source == 0)
    self->scroll_source = g_timeout_add (50, scroll_log_cb, self);
}

char *
st_play_page_dup_log_row (StPlayPage *self, guint index)
{
  GtkListBoxRow *row;

  g_return_val_if_fail (ST_IS_PLAY_PAGE (self), NULL);

  row = gtk_list_box_get_row_at_index (self->log_list, (int) index);
  return row != NULL ? g_strdup (g_object_get_data (G_OBJECT (row), "st-log-text")) : NULL;
}

static void
fill_grid (GtkGrid *grid, GPtrArray *rows)
{
  GtkWidget *child;

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (grid))) != NULL)
    gtk_grid_remove (grid, child);
  for (guint i = 0; rows != NULL && i < rows->len; i++)
    {
      const StRow *row = g_ptr_array_index (rows, i);
      GtkWidget   *label = gtk_label_new (row->label);
      GtkWidget   *value = gtk_label_new (row->value);

      gtk_label_set_xalign (GTK_LABEL (label), 0.0);
      gtk_widget_add_css_class (label, "dim-label");
      gtk_label_set_xalign (GTK_LABEL (value), 0.0);
      gtk_label_set_wrap (GTK_LABEL (value), TRUE);
      gtk_widget_set_hexpand (value, TRUE);
      /* Not selectable: a selectable label is a tab stop that keeps its
       * highlight after the focus leaves, and a screen reader would read "12"
       * without the row's title (issue 28). The value reads with its title. */
      {
        /* Translators: a status row read by a screen reader: its title, then its value. */
        g_autofree char *name = g_strdup_printf (_ ("%s: %s"), row->label, row->value);

        gtk_accessible_update_property (GTK_ACCESSIBLE (value), GTK_ACCESSIBLE_PROPERTY_LABEL, name, -1);
      }
      gtk_grid_attach (grid, label, 0, (int) i, 1, 1);
      gtk_grid_attach (grid, value, 1, (int) i, 1, 1);
    }
}

static char *
describe_prompt (StPlayPage *self, const StPrompt *prompt)
{
  const StState *state = st_play_page_state (self);
  int            player = st_game_current_player (self->game, state);
  int            active = st_game_active_player (self->game, state);
  char          *text;

  if (st_game_is_terminal (self->game, state))
    {
      g_autofree char *title = st_play_log_result_title (self, state);
      g_autofree char *reason = st_play_log_result_reason (self, state);

      /* Translators: who won and on which turn, then why. */
      return g_strdup_printf (_ ("%1$s — %2$s"), title, reason);
    }
  if (!st_play_session_at_end (self->session))
    return g_strdup_printf (_ ("Replaying move %u of %u — Undo to Here plays on from this point"),
                            st_play_session_get_position (self->session),
                            st_play_session_get_n_actions (self->session));
  if (player >= 0 && self->seat_kinds[player] != ST_SEAT_HUMAN)
    return g_strdup_printf (_ ("%s (AI) is thinking…"), st_play_page_player_name (self, player));

  if (self->pick.pending->len > 0)
    text = g_strdup (_ ("Several actions go there: choose one from the list"));
  else if (self->pick.unit >= 0 && self->targets->len > 0)
    {
      g_autofree char *unit = st_game_unit_label (self->game, state, st_play_page_viewer (self),
                                                  (guint) self->pick.unit, st_play_page_lang (self));
      gboolean         others = FALSE;

      for (guint i = 0; i < self->pick.infos->len && !others; i++)
        {
          const StActionInfo *info = &g_array_index (self->pick.infos, StActionInfo, i);

          others = info->unit >= 0 && info->unit != self->pick.unit && !(info->flags & ST_ACTION_FLAG_PASS);
        }
      /* What the click does first, then what the ruleset asks. */
      if (others)
        /* Translators: what to do with the unit picked on the board, then what the
         * player is asked. */
        text = g_strdup_printf (_ ("Click a highlighted place for %s, or pick another unit — %s"), unit,
                                prompt->text != NULL ? prompt->text : "");
      else
        /* Translators: what to do with the unit picked on the board, then what the
         * player is asked. */
        text = g_strdup_printf (_ ("Click a highlighted place for %s — %s"), unit,
                                prompt->text != NULL ? prompt->text : "");
    }
  else
    text = g_strdup (prompt->text != NULL ? prompt->text : "");

  /* A target that costs the unit picked says so first (st-play-board.c). */
  {
    g_autofree char *note = st_play_board_cost_note (self);

    if (note != NULL)
      {
        g_autofree char *own = text;

        /* Translators: a warning about a target, then the prompt. */
        text = g_strdup_printf (_ ("%s. %s"), note, own);
      }
  }

  /* A reaction or a choice in the other player's turn says whose it is. */
  if (player >= 0 && player != active && active >= 0)
    {
      g_autofree char *own = text;

      /* Translators: a side and what it is asked out of its turn. */
      text = g_strdup_printf (_ ("%s to act: %s"), st_play_page_player_name (self, player), own);
    }
  return text;
}

void
st_play_log_update_labels (StPlayPage *self, const StPrompt *question)
{
  const StState   *state = st_play_page_state (self);
  int              active = st_game_active_player (self->game, state);
  int              player = st_game_current_player (self->game, state);
  int              viewer = st_play_page_viewer (self);
  guint            position = st_play_session_get_position (self->session);
  g_autofree char *status = NULL;
  g_autofree char *prompt = describe_prompt (self, question);
  g_autoptr (GPtrArray) standing = st_game_status (self->game, state, viewer, st_play_page_lang (self));
  g_autoptr (GPtrArray) resolution = NULL;

  if (st_game_is_terminal (self->game, state))
    /* Translators: the heading over a finished game: no side is to act. */
    status = g_strdup_printf (_ ("Turn %d · Game over"), st_game_turn (self->game, state));
  else
    /* Translators: turn number, phase and the side whose turn it is. */
    status = g_strdup_printf (_ ("Turn %d · %s · %s"), st_game_turn (self->game, state),
                              st_game_phase_label (self->game, st_game_phase (self->game, state)),
                              active >= 0   ? st_play_page_player_name (self, active)
                              : player >= 0 ? st_play_page_player_name (self, player)
                                            : "—");
  gtk_label_set_text (self->status_label, status);
  /* A click that did nothing says why, before what is asked. */
  if (self->pick_note != NULL)
    {
      g_autofree char *asked = g_steal_pointer (&prompt);

      prompt = g_strdup_printf ("%s\n%s", self->pick_note, asked);
    }
  gtk_inscription_set_text (self->prompt_label, prompt);
  /* Three lines hold every prompt; the tooltip has it whole should one not fit. */
  gtk_widget_set_tooltip_text (GTK_WIDGET (self->prompt_label), prompt);

  fill_grid (self->status_grid, standing);
  gtk_widget_set_visible (self->status_heading, standing != NULL && standing->len > 0);
  gtk_widget_set_visible (GTK_WIDGET (self->status_grid), standing != NULL && standing->len > 0);

  /* What the action that led here resolved to. */
  if (position > 0)
    resolution =
        st_play_session_dup_resolution (self->session, position - 1, viewer, st_play_page_lang (self));
  if (resolution != NULL && resolution->len > 0)
    {
      g_autofree char *sentence =
          st_play_session_dup_sentence (self->session, position - 1, viewer, st_play_page_lang (self));

      gtk_label_set_text (self->resolution_title, sentence);
      fill_grid (self->resolution_grid, resolution);
    }
  gtk_widget_set_visible (self->resolution_box, resolution != NULL && resolution->len > 0);
}

static void
add_choice_row (StPlayPage *self, const char *title, const char *action, GVariant *target)
{
  GtkWidget *row = adw_action_row_new ();

  adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (row), FALSE);
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
  gtk_list_box_row_set_activatable (GTK_LIST_BOX_ROW (row), TRUE);
  gtk_actionable_set_action_name (GTK_ACTIONABLE (row), action);
  gtk_actionable_set_action_target_value (GTK_ACTIONABLE (row), target);
  gtk_list_box_append (self->choices_list, row);
}

/* The list: the actions that share a target clicked, what the picked unit or
 * card does without a place, the actions that name nothing on the board, and
 * units off the map to pick; everything when the ruleset asks for a list. */
void
st_play_log_update_choices (StPlayPage *self, const StPrompt *prompt)
{
  GtkWidget *child;
  g_autoptr (GArray) indices = g_array_new (FALSE, FALSE, sizeof (guint));
  g_autoptr (GArray) units = g_array_new (FALSE, FALSE, sizeof (int));

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->choices_list))) != NULL)
    gtk_list_box_remove (self->choices_list, child);
  g_ptr_array_set_size (self->choices, 0);

  if (st_play_page_human_to_act (self))
    {
      const StState *state = st_play_page_state (self);
      int            viewer = st_play_page_viewer (self);

      st_play_pick_listed (&self->pick, prompt->kind == ST_PROMPT_PICK_ONE, indices);
      for (guint i = 0; i < indices->len && self->choices->len < MAX_CHOICES; i++)
        {
          StAction         action = self->pick.legal.actions[g_array_index (indices, guint, i)];
          g_autofree char *sentence =
              st_game_action_sentence (self->game, state, action, NULL, viewer, st_play_page_lang (self));
          char *text = st_play_session_dup_action_text (self->session, action);

          /* The row carries the action's index in the legal actions, never its
           * log text: that is the referee's and may name a hidden piece, and an
           * accessibility client or the Inspector reads a row's target. */
          add_choice_row (self, sentence, "play.choose",
                          g_variant_new_uint32 (g_array_index (indices, guint, i)));
          g_ptr_array_add (self->choices, text);
        }
      if (self->pick.pending->len == 0 && self->pick.unit < 0)
        {
          st_play_pick_offboard_units (&self->pick, units);
          for (guint i = 0; i < units->len && i < MAX_CHOICES; i++)
            {
              int              unit = g_array_index (units, int, i);
              g_autofree char *label =
                  st_game_unit_label (self->game, state, viewer, (guint) unit, st_play_page_lang (self));
              /* Translators: a unit off the map (in reserve) offered to pick. */
              g_autofree char *title = g_strdup_printf (_ ("Pick %s (off the map)"), label);

              add_choice_row (self, title, "play.pick-unit", g_variant_new_int32 (unit));
            }
        }
    }
  gtk_widget_set_visible (self->choices_heading, self->choices->len + units->len > 0);
  gtk_widget_set_visible (self->choices_scroller, self->choices->len + units->len > 0);
}
