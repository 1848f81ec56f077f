/* SPDX-License-Identifier: GPL-3.0-or-later */
#define G_LOG_DOMAIN "sandtable-balance"

#include "config.h"

#include <glib/gi18n.h>

#include "core/st-family.h"
#include "render/st-render-chart.h"

#include "st-balance-page-private.h"
#include "st-balance-sweep.h"

/* The sweep runs through st_sweep_run () in a GTask thread; its progress
 * callback only stores what it reports, which a timeout shows, as the page's
 * runs do. */

/* Games a seating of each value unless changed: a sweep plays many runs. */
#define DEFAULT_GAMES 100
/* Suggestions offered with an Apply button; the other even values are named. */
#define SHOWN_SUGGESTIONS 3

struct _StBalanceSweep
{
  AdwBin parent_instance;

  StBalancePage  *page; /* not owned: the page holds this widget */
  GtkWidget      *group;
  AdwComboRow    *param_row;
  GtkStringList  *param_labels;
  GPtrArray      *param_names; /* char*, as param_labels */
  AdwEntryRow    *values_row;
  GtkSpinButton  *games_spin;
  GtkProgressBar *progress_bar;
  GtkWidget      *run_button;
  GtkWidget      *cancel_button;
  GtkWidget      *chart;
  GtkListBox     *suggestions;

  StScenario    *scenario;
  StSweepResult *result;
  char          *result_label; /* the parameter's label when it was played */
  GCancellable  *cancellable;
  guint          progress_source;
  char          *state;
  char          *players; /* who played the last sweep, for people */
  /* Reported by the sweep's thread, shown by the timeout. */
  GMutex lock;
  guint  done;
  guint  total;
  double seconds_left;
};

G_DEFINE_FINAL_TYPE (StBalanceSweep, st_balance_sweep, ADW_TYPE_BIN)

typedef struct
{
  StBalanceSweep   *self; /* a reference */
  StScenario       *scenario;
  StSweepParam     *param;
  GPtrArray        *values;
  StPlaytestOptions options;
  /* Players chosen by the page's Time row, measured in the thread as playtest
   * and `sweep --time` measure them; else the page's players. */
  gboolean      by_time;
  StBalanceTime time;
  char         *players; /* who played, for people: set in the thread */
} Job;

static void
job_free (Job *job)
{
  g_object_unref (job->self);
  st_scenario_unref (job->scenario);
  st_sweep_param_free (job->param);
  g_ptr_array_unref (job->values);
  g_free (job->players);
  g_free (job);
}

static void
set_state (StBalanceSweep *self, const char *text, double fraction)
{
  g_free (self->state);
  self->state = g_strdup (text);
  gtk_progress_bar_set_text (self->progress_bar, text);
  gtk_progress_bar_set_fraction (self->progress_bar, CLAMP (fraction, 0.0, 1.0));
}

static void
update_actions (StBalanceSweep *self)
{
  gboolean running = self->cancellable != NULL;

  gtk_widget_set_sensitive (self->run_button,
                            !running && self->scenario != NULL && self->param_names->len > 0);
  gtk_widget_set_visible (self->cancel_button, running);
}

/* The label people see for a parameter name of st_sweep_param_names (). */
static char *
param_label (const StScenario *scenario, const char *name)
{
  const StAttrSpec *spec = st_family_find_param (scenario->family, name);
  g_auto (GStrv) parts = NULL;
  const StSide     *side;
  const StUnitType *type;

  if (spec != NULL && spec->label != NULL)
    return g_strdup (_ (spec->label));
  if (!g_str_has_prefix (name, "units:") || g_strv_length (parts = g_strsplit (name, ":", 3)) != 3)
    return g_strdup (name);
  side = st_scenario_find_side (scenario, parts[1]);
  type = st_scenario_find_unit_type (scenario, parts[2]);
  /* Translators: a parameter of a sweep, the number of units of a type a side
   * fields: "Blue’s Cavalry units". */
  return g_strdup_printf (_ ("%s’s %s units"), side ? st_page_text (side->name, side->id) : parts[1],
                          type ? st_page_text (type->name, type->id) : parts[2]);
}

static const char *
selected_name (StBalanceSweep *self)
{
  guint i = adw_combo_row_get_selected (self->param_row);

  return i < self->param_names->len ? g_ptr_array_index (self->param_names, i) : NULL;
}

/* Values around the scenario's own: four steps either side of a number within
 * its bounds, every side for first-side, two units either side. */
static void
param_changed_cb (StBalanceSweep *self)
{
  const char *name = selected_name (self);
  g_autoptr (StSweepParam) param = NULL;
  g_autofree char *current = NULL;
  g_autofree char *values = NULL;
  gint64           now = 0;

  if (name == NULL || self->scenario == NULL
      || (param = st_sweep_param_parse (self->scenario, name, NULL)) == NULL)
    return;
  current = st_sweep_param_value (self->scenario, param);
  g_ascii_string_to_signed (current, 10, G_MININT32, G_MAXINT32, &now, NULL);
  if (param->kind == ST_SWEEP_FIRST_SIDE)
    {
      g_autoptr (GString) sides = g_string_new (NULL);

      for (guint s = 0; s < self->scenario->sides->len; s++)
        g_string_append_printf (sides, "%s%s", s ? "," : "",
                                ((const StSide *) g_ptr_array_index (self->scenario->sides, s))->id);
      values = g_strdup (sides->str);
    }
  else if (param->kind == ST_SWEEP_UNITS)
    values = g_strdup_printf ("%" G_GINT64_FORMAT "..%" G_GINT64_FORMAT, MAX (0, now - 2), now + 2);
  else
    {
      const StAttrSpec *spec = st_family_find_param (self->scenario->family, name);
      gint64 from = MAX (spec->min, now - 4), to = spec->max > spec->min ? MIN (spec->max, now + 4) : now + 4;

      values = g_strdup_printf ("%" G_GINT64_FORMAT "..%" G_GINT64_FORMAT, from, MAX (from, to));
    }
  gtk_editable_set_text (GTK_EDITABLE (self->values_row), values);
}

void
st_balance_sweep_set_scenario (StBalanceSweep *self, StScenario *scenario)
{
  g_autoptr (GPtrArray) names = NULL;
  g_autofree char *kept = NULL;
  guint            selected = 0;
  gboolean         same = TRUE;

  g_return_if_fail (ST_IS_BALANCE_SWEEP (self));

  if (scenario == self->scenario)
    return;
  kept = g_strdup (selected_name (self));
  g_clear_pointer (&self->scenario, st_scenario_unref);
  self->scenario = scenario ? st_scenario_ref (scenario) : NULL;
  names = scenario ? st_sweep_param_names (scenario) : g_ptr_array_new_with_free_func (g_free);
  same = names->len == self->param_names->len;
  for (guint i = 0; same && i < names->len; i++)
    same = g_str_equal (g_ptr_array_index (names, i), g_ptr_array_index (self->param_names, i));
  /* An edit elsewhere keeps the choice and the values typed. */
  if (!same)
    {
      g_autoptr (GPtrArray) labels = g_ptr_array_new_with_free_func (g_free);

      for (guint i = 0; i < names->len; i++)
        {
          g_ptr_array_add (labels, param_label (scenario, g_ptr_array_index (names, i)));
          if (g_strcmp0 (kept, g_ptr_array_index (names, i)) == 0)
            selected = i;
        }
      g_ptr_array_add (labels, NULL);
      g_ptr_array_unref (self->param_names);
      self->param_names = g_steal_pointer (&names);
      g_signal_handlers_block_by_func (self->param_row, param_changed_cb, self);
      gtk_string_list_splice (self->param_labels, 0,
                              g_list_model_get_n_items (G_LIST_MODEL (self->param_labels)),
                              (const char *const *) labels->pdata);
      adw_combo_row_set_selected (self->param_row, selected);
      g_signal_handlers_unblock_by_func (self->param_row, param_changed_cb, self);
      if (g_strcmp0 (kept, selected_name (self)) != 0)
        param_changed_cb (self);
    }
  update_actions (self);
}

static char *
time_left (double seconds)
{
  if (seconds < 60)
    /* Translators: time left of a sweep. */
    return g_strdup_printf (_ ("about %.0f s left"), MAX (1, seconds));
  return g_strdup_printf (_ ("about %.0f min left"), seconds / 60 + 0.5);
}

static gboolean
progress_cb (gpointer data)
{
  StBalanceSweep  *self = data;
  g_autofree char *text = NULL;
  g_autofree char *left = NULL;
  guint            done, total;
  double           seconds;

  g_mutex_lock (&self->lock);
  done = self->done;
  total = self->total;
  seconds = self->seconds_left;
  g_mutex_unlock (&self->lock);
  if (seconds >= 0 && done < total)
    {
      left = time_left (seconds);
      /* Translators: progress of a sweep, "120 of 1800 games, about 2 min left". */
      text = g_strdup_printf (_ ("%u of %u games, %s"), done, total, left);
    }
  else
    text = g_strdup_printf (_ ("%u of %u games"), done, total);
  set_state (self, text, total ? (double) done / total : 0);
  return G_SOURCE_CONTINUE;
}

static void
sweep_progress (guint done, guint total, double seconds_left, gpointer data)
{
  StBalanceSweep *self = data;

  g_mutex_lock (&self->lock);
  self->done = done;
  self->total = total;
  self->seconds_left = seconds_left;
  g_mutex_unlock (&self->lock);
}

static void
sweep_thread (GTask *task, gpointer source, gpointer data, GCancellable *cancellable)
{
  Job           *job = data;
  GError        *error = NULL;
  StSweepResult *result = NULL;

  if (job->by_time)
    {
      g_autoptr (StGame) game = st_game_new_from_scenario (job->scenario, &error);
      StBalanceChoice choice = { 0 };

      /* Measured once, on the scenario as it is, for both seatings; every value
       * plays with these players the games a seating asked for (as `sweep
       * --time --games N`). */
      if (game != NULL
          && st_balance_choose_players (game, job->time, job->options.jobs, TRUE, cancellable, &choice,
                                        &error))
        {
          guint games = job->options.games;

          st_balance_choice_options (&choice, job->options.seed, job->options.jobs, games, &job->options,
                                     NULL);
          job->options.check_every = 0;
          job->options.deadline = 0;
          /* Translators: who played a sweep: "Players for about 1 minute: Greedy: …". */
          job->players = g_strdup_printf (_ ("Players for %s: %s"), st_balance_time_label (job->time),
                                          choice.description);
        }
      st_balance_choice_clear (&choice);
      if (error != NULL)
        {
          g_task_return_error (task, error);
          return;
        }
    }
  else
    {
      g_autofree char *first = st_balance_players_describe (&job->options.players[0]);
      g_autofree char *second = st_balance_players_describe (&job->options.players[1]);

      /* Translators: who played a sweep, chosen by hand: "Players chosen by hand: Greedy against Greedy". */
      job->players = g_strdup_printf (_ ("Players chosen by hand: %s against %s"), first, second);
    }
  result = st_sweep_run (job->scenario, job->param, job->values, &job->options, cancellable, sweep_progress,
                         job->self, &error);

  if (result == NULL)
    g_task_return_error (task, error);
  else
    g_task_return_pointer (task, result, (GDestroyNotify) st_sweep_result_free);
}

static void
apply_clicked_cb (GtkButton *button, StBalanceSweep *self)
{
  st_balance_sweep_apply (self, GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (button), "suggestion")));
}

static const char *
side_name (StBalanceSweep *self, const char *id)
{
  const StSide *side = self->scenario ? st_scenario_find_side (self->scenario, id) : NULL;

  return side ? st_page_text (side->name, id) : id;
}

static void
show_result (StBalanceSweep *self)
{
  const StSweepResult *r = self->result;
  GtkWidget           *child;

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->suggestions))) != NULL)
    gtk_list_box_remove (self->suggestions, child);
  gtk_widget_set_visible (self->chart, r != NULL);
  gtk_widget_set_visible (GTK_WIDGET (self->suggestions), r != NULL);
  if (r == NULL)
    return;
  gtk_widget_queue_draw (self->chart);
  if (self->players != NULL)
    gtk_list_box_append (self->suggestions, st_balance_text_row (self->players, NULL));
  if (r->suggested->len == 0)
    {
      g_autofree char *title = g_strdup_printf (
          _ ("No value makes %s’s share of the decisive games even within its 95 %% interval"),
          side_name (self, r->side));

      gtk_list_box_append (self->suggestions,
                           st_balance_text_row (title, _ ("Try other values, or more games for each value")));
    }
  for (guint s = 0; s < MIN (r->suggested->len, SHOWN_SUGGESTIONS); s++)
    {
      const StSweepPoint *p = g_ptr_array_index (r->points, g_array_index (r->suggested, guint, s));
      g_autofree char    *rate = st_balance_percent (p->win_rate);
      g_autofree char    *low = st_balance_percent (p->low);
      g_autofree char    *high = st_balance_percent (p->high);
      /* Translators: a suggested value of a sweep: "Turn limit: 8". */
      g_autofree char *title = g_strdup_printf (_ ("%s: %s"), self->result_label, p->value);
      /* Translators: how even a suggested value makes the game. */
      g_autofree char *subtitle =
          g_strdup_printf (_ ("%s wins %s of decisive games (95 %% confidence %s to %s)"),
                           side_name (self, r->side), rate, low, high);
      GtkWidget *row = st_balance_text_row (title, subtitle);
      GtkWidget *button = gtk_button_new_with_label (_ ("Apply"));

      gtk_widget_set_valign (button, GTK_ALIGN_CENTER);
      g_object_set_data (G_OBJECT (button), "suggestion", GUINT_TO_POINTER (s));
      g_signal_connect_object (button, "clicked", G_CALLBACK (apply_clicked_cb), self, 0);
      if (s == 0)
        gtk_widget_add_css_class (button, "suggested-action");
      adw_action_row_add_suffix (ADW_ACTION_ROW (row), button);
      gtk_list_box_append (self->suggestions, row);
    }
  if (r->suggested->len > SHOWN_SUGGESTIONS)
    {
      g_autoptr (GString) rest = g_string_new (NULL);
      g_autofree char *title = NULL;

      for (guint s = SHOWN_SUGGESTIONS; s < r->suggested->len; s++)
        g_string_append_printf (
            rest, "%s%s", s > SHOWN_SUGGESTIONS ? ", " : "",
            ((const StSweepPoint *) g_ptr_array_index (r->points, g_array_index (r->suggested, guint, s)))
                ->value);
      /* Translators: the other values of a sweep that even the game, further from 50 %: "Also even: 5, 8". */
      title = g_strdup_printf (_ ("Also even, further from 50 %%: %s"), rest->str);
      gtk_list_box_append (self->suggestions, st_balance_text_row (title, NULL));
    }
}

static void
sweep_done_cb (GObject *source, GAsyncResult *result, gpointer data)
{
  StBalanceSweep *self = ST_BALANCE_SWEEP (source);
  g_autoptr (GError) error = NULL;
  StSweepResult *swept = g_task_propagate_pointer (G_TASK (result), &error);

  g_clear_handle_id (&self->progress_source, g_source_remove);
  g_clear_object (&self->cancellable);
  if (swept == NULL)
    set_state (self,
               g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED) ? _ ("Cancelled") : error->message,
               0);
  else
    {
      guint            games = 0;
      g_autofree char *text = NULL;

      for (guint i = 0; i < swept->points->len; i++)
        games += ((const StSweepPoint *) g_ptr_array_index (swept->points, i))->games;
      text =
          g_strdup_printf (ngettext ("%u games over %u value", "%u games over %u values", swept->points->len),
                           games, swept->points->len);
      Job *job = g_task_get_task_data (G_TASK (result));

      g_clear_pointer (&self->result, st_sweep_result_free);
      self->result = swept;
      g_free (self->players);
      self->players = g_strdup (job->players);
      set_state (self, text, 1.0);
      show_result (self);
    }
  update_actions (self);
}

void
st_balance_sweep_run (StBalanceSweep *self)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (GTask) task = NULL;
  g_autoptr (StSweepParam) param = NULL;
  g_autoptr (GPtrArray) values = NULL;
  const char *name = selected_name (self);
  Job        *job;

  g_return_if_fail (ST_IS_BALANCE_SWEEP (self));

  if (self->cancellable != NULL || self->scenario == NULL || name == NULL)
    return;
  if ((param = st_sweep_param_parse (self->scenario, name, &error)) == NULL
      || (values = st_sweep_values_parse (self->scenario, param,
                                          gtk_editable_get_text (GTK_EDITABLE (self->values_row)), 1, &error))
             == NULL)
    {
      set_state (self, error->message, 0);
      return;
    }
  job = g_new0 (Job, 1);
  job->self = g_object_ref (self);
  job->scenario = st_scenario_ref (self->scenario);
  job->param = g_steal_pointer (&param);
  job->values = g_steal_pointer (&values);
  st_balance_page_get_options (self->page, &job->options);
  job->options.games = (guint) gtk_spin_button_get_value_as_int (self->games_spin);
  job->options.check_every = 0;
  job->by_time = st_balance_page_time (self->page, &job->time);
  g_free (self->result_label);
  self->result_label = param_label (self->scenario, name);
  self->done = 0;
  self->total = job->values->len * 2 * job->options.games;
  self->seconds_left = -1;
  self->cancellable = g_cancellable_new ();
  task = g_task_new (self, self->cancellable, sweep_done_cb, NULL);
  g_task_set_task_data (task, job, (GDestroyNotify) job_free);
  g_task_run_in_thread (task, sweep_thread);
  self->progress_source = g_timeout_add (200, progress_cb, self);
  progress_cb (self);
  update_actions (self);
}

void
st_balance_sweep_cancel (StBalanceSweep *self)
{
  g_return_if_fail (ST_IS_BALANCE_SWEEP (self));

  if (self->cancellable != NULL)
    g_cancellable_cancel (self->cancellable);
}

gboolean
st_balance_sweep_apply (StBalanceSweep *self, guint suggestion)
{
  g_autoptr (StScenario) applied = NULL;
  g_autoptr (GError) error = NULL;
  g_autofree char    *label = NULL;
  const StSweepPoint *p;
  StScenario         *scenario;
  gboolean            changed = FALSE;

  g_return_val_if_fail (ST_IS_BALANCE_SWEEP (self), FALSE);

  scenario = st_page_get_scenario (ST_PAGE (self->page));
  if (self->result == NULL || suggestion >= self->result->suggested->len || scenario == NULL)
    return FALSE;
  p = g_ptr_array_index (self->result->points, g_array_index (self->result->suggested, guint, suggestion));
  applied = st_sweep_apply (scenario, self->result->param, p->value, &changed, &error);
  if (applied == NULL)
    {
      set_state (self, error->message, 1.0);
      return FALSE;
    }
  /* Translators: the undo step of applying a sweep's suggestion: "Set Turn limit to 8". */
  label = g_strdup_printf (_ ("Set %s to %s"), self->result_label, p->value);
  return changed && st_page_commit_step (ST_PAGE (self->page), applied, "parameter.sweep", label, NULL);
}

static void
draw_chart (GtkDrawingArea *area, cairo_t *cr, int width, int height, gpointer data)
{
  StBalanceSweep                  *self = data;
  const StSweepResult             *r = self->result;
  g_autofree StChartIntervalPoint *points = NULL;
  StChartStyle                     style;
  GdkRGBA                          ink;
  g_autofree char                 *y_label = NULL;

  if (r == NULL || r->points->len == 0)
    return;
  st_chart_style_init (&style);
  gtk_style_context_get_color (gtk_widget_get_style_context (GTK_WIDGET (area)), &ink);
  style.ink = (StChartColor){ ink.red, ink.green, ink.blue };
  points = g_new0 (StChartIntervalPoint, r->points->len);
  for (guint i = 0; i < r->points->len; i++)
    {
      const StSweepPoint *p = g_ptr_array_index (r->points, i);

      points[i] = (StChartIntervalPoint){ p->value, p->win_rate,        p->low,
                                          p->high,  ST_CHART_MARK_NONE, { 0.21, 0.52, 0.89 } };
      if (p->even)
        points[i].color = (StChartColor){ 0.15, 0.58, 0.30 };
    }
  for (guint s = 0; s < r->suggested->len; s++)
    points[g_array_index (r->suggested, guint, s)].mark = s == 0 ? ST_CHART_MARK_BEST : ST_CHART_MARK_EVEN;
  /* Translators: the y axis of a sweep's chart, "Blue’s share of decisive games". */
  y_label = g_strdup_printf (_ ("%s’s share of decisive games"), side_name (self, r->side));
  st_render_sweep_chart (cr, width, height, points, r->points->len, self->result_label, y_label, &style);
}

static void
run_clicked_cb (StBalanceSweep *self)
{
  st_balance_sweep_run (self);
}

static void
st_balance_sweep_dispose (GObject *object)
{
  StBalanceSweep *self = ST_BALANCE_SWEEP (object);

  if (self->cancellable != NULL)
    g_cancellable_cancel (self->cancellable);
  g_clear_handle_id (&self->progress_source, g_source_remove);
  adw_bin_set_child (ADW_BIN (self), NULL);
  G_OBJECT_CLASS (st_balance_sweep_parent_class)->dispose (object);
}

static void
st_balance_sweep_finalize (GObject *object)
{
  StBalanceSweep *self = ST_BALANCE_SWEEP (object);

  g_clear_pointer (&self->scenario, st_scenario_unref);
  g_clear_pointer (&self->result, st_sweep_result_free);
  g_clear_pointer (&self->param_names, g_ptr_array_unref);
  g_clear_object (&self->cancellable);
  g_free (self->result_label);
  g_free (self->state);
  g_free (self->players);
  g_mutex_clear (&self->lock);
  G_OBJECT_CLASS (st_balance_sweep_parent_class)->finalize (object);
}

static void
st_balance_sweep_class_init (StBalanceSweepClass *klass)
{
  G_OBJECT_CLASS (klass)->dispose = st_balance_sweep_dispose;
  G_OBJECT_CLASS (klass)->finalize = st_balance_sweep_finalize;
}

static void
st_balance_sweep_init (StBalanceSweep *self)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 12);
  GtkWidget *list = gtk_list_box_new ();
  GtkWidget *games_row = adw_action_row_new ();
  GtkWidget *buttons = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);

  g_mutex_init (&self->lock);
  self->param_names = g_ptr_array_new_with_free_func (g_free);
  self->group = adw_preferences_group_new ();
  adw_preferences_group_set_title (ADW_PREFERENCES_GROUP (self->group), _ ("Suggest a Change"));
  adw_preferences_group_set_description (ADW_PREFERENCES_GROUP (self->group),
                                         _ ("Play each value of one parameter from both seatings with the "
                                            "players above, and find the values that "
                                            "make the game even"));
  gtk_widget_add_css_class (list, "boxed-list");
  gtk_list_box_set_selection_mode (GTK_LIST_BOX (list), GTK_SELECTION_NONE);
  self->param_labels = gtk_string_list_new (NULL);
  self->param_row = ADW_COMBO_ROW (adw_combo_row_new ());
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (self->param_row), _ ("Parameter"));
  adw_combo_row_set_model (self->param_row, G_LIST_MODEL (self->param_labels));
  g_object_unref (self->param_labels);
  g_signal_connect_object (self->param_row, "notify::selected", G_CALLBACK (param_changed_cb), self,
                           G_CONNECT_SWAPPED);
  self->values_row = ADW_ENTRY_ROW (adw_entry_row_new ());
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (self->values_row), _ ("Values (6,8,10 or 4..12)"));
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (games_row), _ ("Games for each value and seating"));
  self->games_spin = GTK_SPIN_BUTTON (gtk_spin_button_new_with_range (2, 100000, 10));
  gtk_spin_button_set_value (self->games_spin, DEFAULT_GAMES);
  gtk_widget_set_valign (GTK_WIDGET (self->games_spin), GTK_ALIGN_CENTER);
  adw_action_row_add_suffix (ADW_ACTION_ROW (games_row), GTK_WIDGET (self->games_spin));
  gtk_list_box_append (GTK_LIST_BOX (list), GTK_WIDGET (self->param_row));
  gtk_list_box_append (GTK_LIST_BOX (list), GTK_WIDGET (self->values_row));
  gtk_list_box_append (GTK_LIST_BOX (list), games_row);
  gtk_box_append (GTK_BOX (box), list);

  self->progress_bar = GTK_PROGRESS_BAR (gtk_progress_bar_new ());
  gtk_progress_bar_set_show_text (self->progress_bar, TRUE);
  gtk_widget_set_hexpand (GTK_WIDGET (self->progress_bar), TRUE);
  gtk_widget_set_valign (GTK_WIDGET (self->progress_bar), GTK_ALIGN_CENTER);
  self->cancel_button = gtk_button_new_with_label (_ ("Cancel"));
  g_signal_connect_object (self->cancel_button, "clicked", G_CALLBACK (st_balance_sweep_cancel), self,
                           G_CONNECT_SWAPPED);
  self->run_button = gtk_button_new_with_label (_ ("Suggest"));
  gtk_widget_add_css_class (self->run_button, "suggested-action");
  g_signal_connect_object (self->run_button, "clicked", G_CALLBACK (run_clicked_cb), self, G_CONNECT_SWAPPED);
  gtk_box_append (GTK_BOX (buttons), GTK_WIDGET (self->progress_bar));
  gtk_box_append (GTK_BOX (buttons), self->cancel_button);
  gtk_box_append (GTK_BOX (buttons), self->run_button);
  gtk_box_append (GTK_BOX (box), buttons);

  self->chart = gtk_drawing_area_new ();
  gtk_drawing_area_set_content_height (GTK_DRAWING_AREA (self->chart), 260);
  gtk_drawing_area_set_draw_func (GTK_DRAWING_AREA (self->chart), draw_chart, self, NULL);
  gtk_box_append (GTK_BOX (box), self->chart);
  self->suggestions = GTK_LIST_BOX (gtk_list_box_new ());
  gtk_widget_add_css_class (GTK_WIDGET (self->suggestions), "boxed-list");
  gtk_list_box_set_selection_mode (self->suggestions, GTK_SELECTION_NONE);
  gtk_box_append (GTK_BOX (box), GTK_WIDGET (self->suggestions));
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (self->group), box);
  adw_bin_set_child (ADW_BIN (self), self->group);
  set_state (self, _ ("Not run yet"), 0);
  show_result (self);
  update_actions (self);
}

GtkWidget *
st_balance_sweep_new (StBalancePage *page)
{
  StBalanceSweep *self = g_object_new (ST_TYPE_BALANCE_SWEEP, NULL);

  /* The page holds this widget and cancels its sweep when it goes. */
  self->page = page;
  return GTK_WIDGET (self);
}

gboolean
st_balance_sweep_set_request (StBalanceSweep *self, const char *param, const char *values, guint games)
{
  g_return_val_if_fail (ST_IS_BALANCE_SWEEP (self), FALSE);

  for (guint i = 0; i < self->param_names->len; i++)
    if (g_str_equal (g_ptr_array_index (self->param_names, i), param))
      {
        adw_combo_row_set_selected (self->param_row, i);
        if (values != NULL)
          gtk_editable_set_text (GTK_EDITABLE (self->values_row), values);
        if (games > 0)
          gtk_spin_button_set_value (self->games_spin, games);
        return TRUE;
      }
  return FALSE;
}

gboolean
st_balance_sweep_get_running (StBalanceSweep *self)
{
  g_return_val_if_fail (ST_IS_BALANCE_SWEEP (self), FALSE);

  return self->cancellable != NULL;
}

const StSweepResult *
st_balance_sweep_get_result (StBalanceSweep *self)
{
  g_return_val_if_fail (ST_IS_BALANCE_SWEEP (self), NULL);

  return self->result;
}

const char *
st_balance_sweep_get_state (StBalanceSweep *self)
{
  g_return_val_if_fail (ST_IS_BALANCE_SWEEP (self), NULL);

  return self->state;
}

StBalanceSweep *
st_balance_page_get_sweep (StBalancePage *page)
{
  g_return_val_if_fail (ST_IS_BALANCE_PAGE (page), NULL);

  return ST_BALANCE_SWEEP (page->sweep);
}

const char *
st_balance_sweep_get_players (StBalanceSweep *self)
{
  g_return_val_if_fail (ST_IS_BALANCE_SWEEP (self), NULL);

  return self->players;
}
