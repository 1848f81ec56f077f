/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <glib-object.h>

#include "st-scenario.h"

G_BEGIN_DECLS

#define ST_TYPE_HISTORY (st_history_get_type ())

G_DECLARE_FINAL_TYPE (StHistory, st_history, ST, HISTORY, GObject)

/* How many edits can be undone; older ones are forgotten. */
#define ST_HISTORY_DEFAULT_LIMIT 200

/* The undo history of one open scenario. Every version of the scenario the
 * history holds is an immutable snapshot: an edit copies the current version,
 * changes the copy and commits it as the next version. Undo and redo only move
 * between snapshots, so undoing an edit always gives back exactly the scenario
 * before it, whatever the edit was.
 *
 * The scenario returned by st_history_get_scenario() must not be modified. */
StHistory  *st_history_new (StScenario *scenario);
StScenario *st_history_get_scenario (StHistory *self);

/* Returns a copy of the current version to change. Pass it to
 * st_history_commit() to make it the next version, or unref it to drop the edit. */
StScenario *st_history_begin (StHistory *self);
/* Makes edited the current version, as one undoable step named label. Returns
 * FALSE, and records nothing, when edited equals the current version. When
 * merge_key is not NULL and the last step has the same key and nothing was
 * undone or saved since, the two steps become one (typing in a field, dragging
 * a slider). Takes a reference on edited. */
gboolean st_history_commit (StHistory *self, StScenario *edited, const char *label, const char *merge_key);
/* The same, the step with a stable id: a dotted name of what the edit does
 * ("unit.rename", "terrain.paint"), never translated, which code and tests
 * compare where the label is for people. Every edit of the app has one;
 * st_history_commit () leaves it NULL. */
gboolean st_history_commit_step (
    StHistory *self, StScenario *edited, const char *id, const char *label, const char *merge_key);

gboolean    st_history_can_undo (StHistory *self);
gboolean    st_history_can_redo (StHistory *self);
const char *st_history_get_undo_label (StHistory *self);
const char *st_history_get_redo_label (StHistory *self);
/* The stable ids of the steps undo and redo would take (NULL: none, or a step
 * committed without an id). */
const char *st_history_get_undo_id (StHistory *self);
const char *st_history_get_redo_id (StHistory *self);
gboolean    st_history_undo (StHistory *self);
gboolean    st_history_redo (StHistory *self);
guint       st_history_get_n_steps (StHistory *self);
void        st_history_set_limit (StHistory *self, guint limit);

/* Unsaved changes: the current version differs from the one last marked saved. */
gboolean st_history_get_modified (StHistory *self);
void     st_history_mark_saved (StHistory *self);
/* The version of generation (st_history_get_generation () when a save began)
 * is the one the file holds now: the document is unmodified only while that
 * version is the current one (a save that ran while the user went on editing). */
void st_history_mark_saved_generation (StHistory *self, guint64 generation);
/* The current version is not what the file holds (recovered work). */
void st_history_mark_unsaved (StHistory *self);
/* Counts changes of the current version, for autosave to tell new work apart. */
guint64 st_history_get_generation (StHistory *self);

G_END_DECLS
