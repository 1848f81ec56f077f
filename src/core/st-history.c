/* SPDX-License-Identifier: GPL-3.0-or-later */
#define G_LOG_DOMAIN "sandtable-history"

#include "config.h"

#include "st-history.h"

/* One step: the version it leads to, its stable id ("unit.rename", never
 * translated: what tests and code compare) and the label shown as "Undo
 * LABEL" (translated). The
 * version before step i is steps[i - 1]'s (or the base for i = 0), so every
 * snapshot is held once. */
typedef struct
{
  StScenario *scenario;
  char       *id;
  char       *label;
  char       *merge_key;
  guint64     generation;
} Step;

struct _StHistory
{
  GObject parent_instance;

  StScenario *base; /* the version before the oldest step */
  guint64     base_generation;
  GArray     *steps; /* Step */
  guint       position; /* steps applied: 0 ... steps->len */
  guint       limit;

  guint64  next_generation;
  guint64  saved_generation;
  gboolean saved_lost; /* the saved version was forgotten or overwritten */
  gboolean merge_allowed;
};

G_DEFINE_FINAL_TYPE (StHistory, st_history, G_TYPE_OBJECT)

enum
{
  PROP_0,
  PROP_SCENARIO,
  PROP_CAN_UNDO,
  PROP_CAN_REDO,
  PROP_UNDO_LABEL,
  PROP_REDO_LABEL,
  PROP_MODIFIED,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static void
step_clear (Step *step)
{
  g_clear_pointer (&step->scenario, st_scenario_unref);
  g_clear_pointer (&step->label, g_free);
  g_clear_pointer (&step->id, g_free);
  g_clear_pointer (&step->merge_key, g_free);
}

static guint64
current_generation (StHistory *self)
{
  if (self->position == 0)
    return self->base_generation;

  return g_array_index (self->steps, Step, self->position - 1).generation;
}

static void
notify_all (StHistory *self)
{
  for (guint i = 1; i < N_PROPS; i++)
    g_object_notify_by_pspec (G_OBJECT (self), properties[i]);
}

static void
st_history_finalize (GObject *object)
{
  StHistory *self = ST_HISTORY (object);

  g_clear_pointer (&self->base, st_scenario_unref);
  g_clear_pointer (&self->steps, g_array_unref);

  G_OBJECT_CLASS (st_history_parent_class)->finalize (object);
}

static void
st_history_get_property (GObject *object, guint prop_id, GValue *value, GParamSpec *pspec)
{
  StHistory *self = ST_HISTORY (object);

  switch (prop_id)
    {
      case PROP_SCENARIO:
        g_value_set_boxed (value, st_history_get_scenario (self));
        break;

      case PROP_CAN_UNDO:
        g_value_set_boolean (value, st_history_can_undo (self));
        break;

      case PROP_CAN_REDO:
        g_value_set_boolean (value, st_history_can_redo (self));
        break;

      case PROP_UNDO_LABEL:
        g_value_set_string (value, st_history_get_undo_label (self));
        break;

      case PROP_REDO_LABEL:
        g_value_set_string (value, st_history_get_redo_label (self));
        break;

      case PROP_MODIFIED:
        g_value_set_boolean (value, st_history_get_modified (self));
        break;

      default:
        G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
st_history_class_init (StHistoryClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GParamFlags   flags = G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS;

  object_class->finalize = st_history_finalize;
  object_class->get_property = st_history_get_property;

  properties[PROP_SCENARIO] = g_param_spec_boxed ("scenario", NULL, NULL, ST_TYPE_SCENARIO, flags);
  properties[PROP_CAN_UNDO] = g_param_spec_boolean ("can-undo", NULL, NULL, FALSE, flags);
  properties[PROP_CAN_REDO] = g_param_spec_boolean ("can-redo", NULL, NULL, FALSE, flags);
  properties[PROP_UNDO_LABEL] = g_param_spec_string ("undo-label", NULL, NULL, NULL, flags);
  properties[PROP_REDO_LABEL] = g_param_spec_string ("redo-label", NULL, NULL, NULL, flags);
  properties[PROP_MODIFIED] = g_param_spec_boolean ("modified", NULL, NULL, FALSE, flags);

  g_object_class_install_properties (object_class, N_PROPS, properties);
}

static void
st_history_init (StHistory *self)
{
  self->steps = g_array_new (FALSE, TRUE, sizeof (Step));
  g_array_set_clear_func (self->steps, (GDestroyNotify) step_clear);
  self->limit = ST_HISTORY_DEFAULT_LIMIT;
  self->next_generation = 1;
}

StHistory *
st_history_new (StScenario *scenario)
{
  StHistory *self;

  g_return_val_if_fail (scenario != NULL, NULL);

  self = g_object_new (ST_TYPE_HISTORY, NULL);
  self->base = st_scenario_ref (scenario);
  self->base_generation = 0;
  self->saved_generation = 0;

  return self;
}

StScenario *
st_history_get_scenario (StHistory *self)
{
  g_return_val_if_fail (ST_IS_HISTORY (self), NULL);

  if (self->position == 0)
    return self->base;

  return g_array_index (self->steps, Step, self->position - 1).scenario;
}

StScenario *
st_history_begin (StHistory *self)
{
  g_return_val_if_fail (ST_IS_HISTORY (self), NULL);

  return st_scenario_copy (st_history_get_scenario (self));
}

static void
forget_oldest (StHistory *self)
{
  Step *oldest = &g_array_index (self->steps, Step, 0);

  if (self->saved_generation == self->base_generation)
    self->saved_lost = TRUE;

  g_clear_pointer (&self->base, st_scenario_unref);
  self->base = g_steal_pointer (&oldest->scenario);
  self->base_generation = oldest->generation;
  g_array_remove_index (self->steps, 0);
  self->position--;
}

gboolean
st_history_commit (StHistory *self, StScenario *edited, const char *label, const char *merge_key)
{
  return st_history_commit_step (self, edited, NULL, label, merge_key);
}

gboolean
st_history_commit_step (
    StHistory *self, StScenario *edited, const char *id, const char *label, const char *merge_key)
{
  Step *top = NULL;
  Step  step = { 0 };

  g_return_val_if_fail (ST_IS_HISTORY (self), FALSE);
  g_return_val_if_fail (edited != NULL, FALSE);
  g_return_val_if_fail (label != NULL, FALSE);

  if (edited == st_history_get_scenario (self) || st_scenario_equal (edited, st_history_get_scenario (self)))
    return FALSE;

  /* A new edit replaces whatever could be redone. */
  if (self->position < self->steps->len)
    {
      for (guint i = self->position; i < self->steps->len; i++)
        if (g_array_index (self->steps, Step, i).generation == self->saved_generation)
          self->saved_lost = TRUE;
      g_array_set_size (self->steps, self->position);
    }

  if (self->position > 0)
    top = &g_array_index (self->steps, Step, self->position - 1);

  if (merge_key != NULL && top != NULL && self->merge_allowed && g_strcmp0 (top->merge_key, merge_key) == 0
      && top->generation != self->saved_generation)
    {
      g_clear_pointer (&top->scenario, st_scenario_unref);
      top->scenario = st_scenario_ref (edited);
      top->generation = self->next_generation++;
      /* Merged back to where the step started: the step itself is gone. */
      if (st_scenario_equal (top->scenario,
                             self->position > 1
                                 ? g_array_index (self->steps, Step, self->position - 2).scenario
                                 : self->base))
        {
          g_array_set_size (self->steps, self->position - 1);
          self->position--;
          self->merge_allowed = FALSE;
        }
      notify_all (self);
      return TRUE;
    }

  step.scenario = st_scenario_ref (edited);
  step.id = g_strdup (id);
  step.label = g_strdup (label);
  step.merge_key = g_strdup (merge_key);
  step.generation = self->next_generation++;
  g_array_append_val (self->steps, step);
  self->position++;
  self->merge_allowed = TRUE;

  while (self->steps->len > self->limit && self->position > 0)
    forget_oldest (self);

  notify_all (self);
  return TRUE;
}

gboolean
st_history_can_undo (StHistory *self)
{
  g_return_val_if_fail (ST_IS_HISTORY (self), FALSE);

  return self->position > 0;
}

gboolean
st_history_can_redo (StHistory *self)
{
  g_return_val_if_fail (ST_IS_HISTORY (self), FALSE);

  return self->position < self->steps->len;
}

const char *
st_history_get_undo_label (StHistory *self)
{
  g_return_val_if_fail (ST_IS_HISTORY (self), NULL);

  if (self->position == 0)
    return NULL;

  return g_array_index (self->steps, Step, self->position - 1).label;
}

const char *
st_history_get_redo_label (StHistory *self)
{
  g_return_val_if_fail (ST_IS_HISTORY (self), NULL);

  if (self->position >= self->steps->len)
    return NULL;

  return g_array_index (self->steps, Step, self->position).label;
}

const char *
st_history_get_undo_id (StHistory *self)
{
  g_return_val_if_fail (ST_IS_HISTORY (self), NULL);

  if (self->position == 0)
    return NULL;

  return g_array_index (self->steps, Step, self->position - 1).id;
}

const char *
st_history_get_redo_id (StHistory *self)
{
  g_return_val_if_fail (ST_IS_HISTORY (self), NULL);

  if (self->position >= self->steps->len)
    return NULL;

  return g_array_index (self->steps, Step, self->position).id;
}

gboolean
st_history_undo (StHistory *self)
{
  g_return_val_if_fail (ST_IS_HISTORY (self), FALSE);

  if (self->position == 0)
    return FALSE;

  self->position--;
  self->merge_allowed = FALSE;
  notify_all (self);
  return TRUE;
}

gboolean
st_history_redo (StHistory *self)
{
  g_return_val_if_fail (ST_IS_HISTORY (self), FALSE);

  if (self->position >= self->steps->len)
    return FALSE;

  self->position++;
  self->merge_allowed = FALSE;
  notify_all (self);
  return TRUE;
}

guint
st_history_get_n_steps (StHistory *self)
{
  g_return_val_if_fail (ST_IS_HISTORY (self), 0);

  return self->steps->len;
}

void
st_history_set_limit (StHistory *self, guint limit)
{
  g_return_if_fail (ST_IS_HISTORY (self));
  g_return_if_fail (limit > 0);

  self->limit = limit;
  while (self->steps->len > self->limit && self->position > 0)
    forget_oldest (self);
  if (self->steps->len > self->limit)
    g_array_set_size (self->steps, self->limit);
  notify_all (self);
}

gboolean
st_history_get_modified (StHistory *self)
{
  g_return_val_if_fail (ST_IS_HISTORY (self), FALSE);

  return self->saved_lost || current_generation (self) != self->saved_generation;
}

void
st_history_mark_saved (StHistory *self)
{
  g_return_if_fail (ST_IS_HISTORY (self));

  self->saved_generation = current_generation (self);
  self->saved_lost = FALSE;
  self->merge_allowed = FALSE;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_MODIFIED]);
}

void
st_history_mark_saved_generation (StHistory *self, guint64 generation)
{
  g_return_if_fail (ST_IS_HISTORY (self));

  if (generation == current_generation (self))
    {
      st_history_mark_saved (self);
      return;
    }
  /* Generations are never used twice: an undone and overwritten version's
   * is gone for good, and the document stays modified. */
  self->saved_generation = generation;
  self->saved_lost = FALSE;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_MODIFIED]);
}

void
st_history_mark_unsaved (StHistory *self)
{
  g_return_if_fail (ST_IS_HISTORY (self));

  self->saved_lost = TRUE;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_MODIFIED]);
}

guint64
st_history_get_generation (StHistory *self)
{
  g_return_val_if_fail (ST_IS_HISTORY (self), 0);

  return current_generation (self);
}
