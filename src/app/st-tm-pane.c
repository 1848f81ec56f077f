/* SPDX-License-Identifier: GPL-3.0-or-later */
#define G_LOG_DOMAIN "sandtable-tm"

#include "config.h"

#include <glib/gi18n.h>

#include "core/st-texts.h"
#include "st-glossary-view.h"
#include "st-tm-pane.h"

/* Suggestions under the translation field: the glossary's terms and soft
 * warning first (st-glossary-view.c), then the memory's matches, best first:
 * identical sources at 100 %, similar ones down to MIN_PERCENT, from the
 * user's memory, the bundled scenarios and this scenario's other texts. */

/* Matches below this say too little to be worth reading (Poedit: 50 %..75 %). */
#define MIN_PERCENT 50
/* As many as Ctrl+1 … Ctrl+9 reach. */
#define MAX_SUGGESTIONS 9

struct _StTmPane
{
  GtkBox parent_instance;

  GtkTextView *view; /* the translation field */
  GtkLabel    *source_label;
  GtkWidget   *glossary;
  GtkWidget   *heading;
  GtkListBox  *list;

  StScenario *scenario; /* whose texts scenario_tm holds */
  StTm       *scenario_tm;
  char       *context;
  char       *lang;
  GPtrArray  *suggestions; /* char*, the translations the rows show */
};

G_DEFINE_FINAL_TYPE (StTmPane, st_tm_pane, GTK_TYPE_BOX)

static char *
buffer_text (GtkTextView *view)
{
  GtkTextBuffer *buffer = gtk_text_view_get_buffer (view);
  GtkTextIter    start, end;

  gtk_text_buffer_get_bounds (buffer, &start, &end);
  return gtk_text_buffer_get_text (buffer, &start, &end, FALSE);
}

static GtkWidget *
new_suggestion_row (guint n, const StTmMatch *match, const char *origin)
{
  GtkWidget       *row = gtk_list_box_row_new ();
  GtkWidget       *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 2);
  GtkWidget       *meta = gtk_label_new (NULL);
  GtkWidget       *text = gtk_label_new (match->unit->target);
  g_autofree char *meta_text = NULL;
  g_autofree char *name = g_strdup_printf ("suggestion-%u", n + 1);
  g_autofree char *accessible = NULL;

  /* Translators: a translation memory suggestion: its shortcut (1 for
   * Ctrl+1), how similar its source is, and where it comes from. */
  meta_text = g_strdup_printf (_ ("Ctrl+%u · %d %% · %s"), n + 1, match->percent, origin);
  gtk_label_set_text (GTK_LABEL (meta), meta_text);
  gtk_label_set_xalign (GTK_LABEL (meta), 0);
  gtk_widget_add_css_class (meta, "caption");
  gtk_widget_add_css_class (meta, "dim-label");
  gtk_label_set_xalign (GTK_LABEL (text), 0);
  gtk_label_set_wrap (GTK_LABEL (text), TRUE);
  gtk_label_set_wrap_mode (GTK_LABEL (text), PANGO_WRAP_WORD_CHAR);
  gtk_label_set_lines (GTK_LABEL (text), 2);
  gtk_label_set_ellipsize (GTK_LABEL (text), PANGO_ELLIPSIZE_END);
  gtk_label_set_max_width_chars (GTK_LABEL (text), 80);
  gtk_widget_set_margin_start (box, 8);
  gtk_widget_set_margin_end (box, 8);
  gtk_widget_set_margin_top (box, 4);
  gtk_widget_set_margin_bottom (box, 4);
  gtk_box_append (GTK_BOX (box), meta);
  gtk_box_append (GTK_BOX (box), text);
  gtk_list_box_row_set_child (GTK_LIST_BOX_ROW (row), box);
  gtk_widget_set_name (row, name);
  gtk_widget_set_tooltip_text (row, match->unit->source);
  accessible = g_strdup_printf ("%s: %s", meta_text, match->unit->target);
  gtk_accessible_update_property (GTK_ACCESSIBLE (row), GTK_ACCESSIBLE_PROPERTY_LABEL, accessible, -1);
  return row;
}

static void
clear_list (StTmPane *self)
{
  GtkWidget *child;

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->list))) != NULL)
    gtk_list_box_remove (self->list, child);
  g_ptr_array_set_size (self->suggestions, 0);
}

/* This scenario's translations, indexed again whenever it changes (an edit
 * makes a new snapshot): a few milliseconds for the largest bundled one. */
static StTm *
scenario_memory (StTmPane *self, StScenario *scenario)
{
  if (self->scenario != scenario)
    {
      g_clear_pointer (&self->scenario, st_scenario_unref);
      g_clear_pointer (&self->scenario_tm, st_tm_free);
      self->scenario = st_scenario_ref (scenario);
      self->scenario_tm = st_tm_new ();
      st_tm_add_scenario (self->scenario_tm, scenario, NULL, FALSE);
    }
  return self->scenario_tm;
}

static void
fill_suggestions (StTmPane *self, StScenario *scenario, const StText *text, const char *translation)
{
  g_autoptr (GArray) matches = g_array_new (FALSE, FALSE, sizeof (StTmMatch));
  StTm       *here = scenario_memory (self, scenario);
  const char *source_lang = st_text_get_source_lang (text);
  const char *source = st_text_get_source (text);

  st_tm_lookup (st_tm_memory_get (), source_lang, source, self->lang, MIN_PERCENT, matches);
  st_tm_lookup (here, source_lang, source, self->lang, MIN_PERCENT, matches);
  st_tm_sort_matches (matches);
  for (guint i = 0; i < matches->len && self->suggestions->len < MAX_SUGGESTIONS; i++)
    {
      const StTmMatch *match = &g_array_index (matches, StTmMatch, i);
      gboolean         from_here = g_strcmp0 (match->unit->origin, "") == 0;

      /* The text's own translation, and what the field holds already, are
       * no suggestions. */
      if ((from_here && g_strcmp0 (match->unit->context, self->context) == 0)
          || g_strcmp0 (match->unit->target, translation) == 0)
        continue;
      gtk_list_box_append (self->list,
                           new_suggestion_row (self->suggestions->len, match,
                                               /* Translators: where a suggestion comes from. */
                                               from_here ? _ ("this scenario") : match->unit->origin));
      g_ptr_array_add (self->suggestions, g_strdup (match->unit->target));
    }
}

void
st_tm_pane_show (StTmPane *self, StScenario *scenario, const char *context, const char *lang)
{
  StText      **slot = scenario != NULL && context != NULL ? st_scenario_find_text (scenario, context) : NULL;
  const StText *text = slot != NULL ? *slot : NULL;
  g_autofree char *translation = NULL;

  g_return_if_fail (ST_IS_TM_PANE (self));

  g_free (self->context);
  self->context = g_strdup (context);
  g_free (self->lang);
  self->lang = g_strdup (lang);
  clear_list (self);
  if (text == NULL || lang == NULL || g_strcmp0 (st_text_get_source_lang (text), lang) == 0)
    {
      st_glossary_view_update (self->glossary, self->source_label, NULL, NULL, NULL, NULL);
      gtk_widget_set_visible (self->heading, FALSE);
      gtk_widget_set_visible (GTK_WIDGET (self->list), FALSE);
      return;
    }
  translation = buffer_text (self->view);
  st_glossary_view_update (self->glossary, self->source_label, st_text_get_source (text),
                           st_text_get_source_lang (text), translation, lang);
  fill_suggestions (self, scenario, text, translation);
  gtk_widget_set_visible (self->heading, self->suggestions->len > 0);
  gtk_widget_set_visible (GTK_WIDGET (self->list), self->suggestions->len > 0);
}

guint
st_tm_pane_get_n_suggestions (StTmPane *self)
{
  g_return_val_if_fail (ST_IS_TM_PANE (self), 0);
  return self->suggestions->len;
}

gboolean
st_tm_pane_insert (StTmPane *self, guint n)
{
  g_autofree char *suggestion = NULL;

  g_return_val_if_fail (ST_IS_TM_PANE (self), FALSE);

  if (n >= self->suggestions->len || !gtk_widget_get_sensitive (GTK_WIDGET (self->view)))
    return FALSE;
  suggestion = g_strdup (g_ptr_array_index (self->suggestions, n));
  /* The field's own handler makes it an edit ("Translate Text"), one step. */
  gtk_text_buffer_set_text (gtk_text_view_get_buffer (self->view), suggestion, -1);
  gtk_widget_grab_focus (GTK_WIDGET (self->view));
  return TRUE;
}

static void
row_activated_cb (StTmPane *self, GtkListBoxRow *row)
{
  st_tm_pane_insert (self, gtk_list_box_row_get_index (row));
}

/* The warning follows what is typed. */
static void
buffer_changed_cb (StTmPane *self)
{
  StText         **slot;
  g_autofree char *translation = NULL;

  if (self->scenario == NULL || self->context == NULL || self->lang == NULL)
    return;
  slot = st_scenario_find_text (self->scenario, self->context);
  if (slot == NULL || *slot == NULL)
    return;
  translation = buffer_text (self->view);
  st_glossary_view_update (self->glossary, NULL, st_text_get_source (*slot), st_text_get_source_lang (*slot),
                           translation, self->lang);
}

/* Ctrl+1 … Ctrl+9 in the translation field, as in Poedit. */
static gboolean
shortcut_cb (GtkWidget *view, GVariant *args, gpointer user_data)
{
  StTmPane *self = g_object_get_data (G_OBJECT (view), "st-tm-pane");

  return self != NULL && st_tm_pane_insert (self, g_variant_get_uint32 (args));
}

static void
st_tm_pane_dispose (GObject *object)
{
  StTmPane *self = ST_TM_PANE (object);

  if (self->view != NULL)
    {
      g_object_set_data (G_OBJECT (self->view), "st-tm-pane", NULL);
      g_signal_handlers_disconnect_by_func (gtk_text_view_get_buffer (self->view), buffer_changed_cb, self);
      g_clear_weak_pointer (&self->view);
    }
  g_clear_weak_pointer (&self->source_label);
  g_clear_pointer (&self->scenario, st_scenario_unref);
  g_clear_pointer (&self->scenario_tm, st_tm_free);
  G_OBJECT_CLASS (st_tm_pane_parent_class)->dispose (object);
}

static void
st_tm_pane_finalize (GObject *object)
{
  StTmPane *self = ST_TM_PANE (object);

  g_free (self->context);
  g_free (self->lang);
  g_ptr_array_unref (self->suggestions);
  G_OBJECT_CLASS (st_tm_pane_parent_class)->finalize (object);
}

static void
st_tm_pane_class_init (StTmPaneClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->dispose = st_tm_pane_dispose;
  object_class->finalize = st_tm_pane_finalize;
}

static void
st_tm_pane_init (StTmPane *self)
{
  GtkWidget *scrolled = gtk_scrolled_window_new ();

  self->suggestions = g_ptr_array_new_with_free_func (g_free);
  gtk_orientable_set_orientation (GTK_ORIENTABLE (self), GTK_ORIENTATION_VERTICAL);
  gtk_box_set_spacing (GTK_BOX (self), 4);
  gtk_widget_set_name (GTK_WIDGET (self), "tm-pane");

  self->glossary = st_glossary_view_new ();
  self->heading = gtk_label_new (_ ("Suggestions"));
  gtk_label_set_xalign (GTK_LABEL (self->heading), 0);
  gtk_widget_add_css_class (self->heading, "caption-heading");
  self->list = GTK_LIST_BOX (gtk_list_box_new ());
  gtk_widget_add_css_class (GTK_WIDGET (self->list), "boxed-list");
  gtk_list_box_set_selection_mode (self->list, GTK_SELECTION_NONE);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->list), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  _ ("Translation Memory Suggestions"), -1);
  g_signal_connect_object (self->list, "row-activated", G_CALLBACK (row_activated_cb), self,
                           G_CONNECT_SWAPPED);
  /* Up to three suggestions in view; more scroll. */
  gtk_scrolled_window_set_policy (GTK_SCROLLED_WINDOW (scrolled), GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC);
  gtk_scrolled_window_set_propagate_natural_height (GTK_SCROLLED_WINDOW (scrolled), TRUE);
  gtk_scrolled_window_set_max_content_height (GTK_SCROLLED_WINDOW (scrolled), 170);
  gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (scrolled), GTK_WIDGET (self->list));
  gtk_box_append (GTK_BOX (self), self->glossary);
  gtk_box_append (GTK_BOX (self), self->heading);
  gtk_box_append (GTK_BOX (self), scrolled);
  gtk_widget_set_visible (self->heading, FALSE);
  gtk_widget_set_visible (GTK_WIDGET (self->list), FALSE);
}

GtkWidget *
st_tm_pane_attach (GtkTextView *view, GtkLabel *source_label)
{
  StTmPane           *self = g_object_new (ST_TYPE_TM_PANE, NULL);
  GtkWidget          *field = gtk_widget_get_ancestor (GTK_WIDGET (view), GTK_TYPE_SCROLLED_WINDOW);
  GtkWidget          *box = field != NULL ? gtk_widget_get_parent (field) : NULL;
  GtkEventController *shortcuts = gtk_shortcut_controller_new ();

  g_return_val_if_fail (GTK_IS_BOX (box), NULL);

  g_set_weak_pointer (&self->view, view);
  g_set_weak_pointer (&self->source_label, source_label);
  gtk_box_insert_child_after (GTK_BOX (box), GTK_WIDGET (self), field);
  g_object_set_data (G_OBJECT (view), "st-tm-pane", self);
  g_signal_connect_object (gtk_text_view_get_buffer (view), "changed", G_CALLBACK (buffer_changed_cb), self,
                           G_CONNECT_SWAPPED);
  /* Taken before the text view sees them. */
  gtk_event_controller_set_propagation_phase (shortcuts, GTK_PHASE_CAPTURE);
  for (guint n = 0; n < MAX_SUGGESTIONS; n++)
    {
      GtkShortcut *shortcut = gtk_shortcut_new (gtk_keyval_trigger_new (GDK_KEY_1 + n, GDK_CONTROL_MASK),
                                                gtk_callback_action_new (shortcut_cb, NULL, NULL));

      gtk_shortcut_set_arguments (shortcut, g_variant_new_uint32 (n));
      gtk_shortcut_controller_add_shortcut (GTK_SHORTCUT_CONTROLLER (shortcuts), shortcut);
    }
  gtk_widget_add_controller (GTK_WIDGET (view), shortcuts);
  return GTK_WIDGET (self);
}
