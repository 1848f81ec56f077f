/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include "st-edit-tables.h"
#include "st-scenario.h"

G_BEGIN_DECLS

/* Edits of texts, translations, languages and the rules text, as plain
 * functions on a scenario the caller owns (a copy from st_history_begin()),
 * like those of st-edit-tables.h: TRUE when something changed, FALSE with
 * error unset when nothing had to, FALSE with an ST_EDIT_ERROR when refused
 * (and then nothing changed). Texts are named by their context id
 * (st-texts.h); lang NULL means the text's source language (the document
 * language for a text that has none yet). */

/* Sets a text in lang. Changing the source marks its translations outdated;
 * setting a translation reviews it; an empty translation removes it. A source
 * cannot be emptied here (texts are removed with what holds them). */
gboolean st_edit_set_text (
    StScenario *scenario, const char *context, const char *lang, const char *value, GError **error);
/* Marks the translation in lang as made from the current source. */
gboolean st_edit_review_text (StScenario *scenario, const char *context, const char *lang, GError **error);
/* Marks the translation of context in lang as needing work, or not (a
 * translator's own mark, which editing the translation keeps). FALSE when
 * nothing changed (no such translation, or already so). */
gboolean st_edit_set_needs_work (
    StScenario *scenario, const char *context, const char *lang, gboolean needs_work, GError **error);

/* Languages. Adding declares a translation language that no text has yet
 * (lang is a code such as "fi" or "pt-BR"); removing drops every translation
 * in it. The document language cannot be removed, nor a language some text is
 * written in (its source). */
gboolean st_edit_add_language (StScenario *scenario, const char *lang, GError **error);
gboolean st_edit_remove_language (StScenario *scenario, const char *lang, GError **error);
/* Whether lang is a language code: two or three letters ("fi", "fil"), then
 * "-" or "_" and a script, region or variant ("sr-Latn", "pt_BR", "es-419");
 * not a word such as "english". */
gboolean st_edit_is_language_code (const char *lang);

/* The rules text. A new section goes at index (clamped to the end) with a
 * fresh id made from its title and the title in lang; returns its id. */
char *st_edit_add_rules_section (
    StScenario *scenario, guint index, const char *lang, const char *title, GError **error);
gboolean st_edit_remove_rules_section (StScenario *scenario, const char *section, GError **error);
/* Moves the section to index (counted after taking it out). */
gboolean st_edit_move_rules_section (StScenario *scenario, const char *section, guint index, GError **error);
/* A title cannot be empty; an empty body in the source language removes the
 * body (and its translations). */
gboolean st_edit_set_rules_title (
    StScenario *scenario, const char *section, const char *lang, const char *title, GError **error);
gboolean st_edit_set_rules_body (
    StScenario *scenario, const char *section, const char *lang, const char *body, GError **error);
/* Gives the section another id and rewrites the references to it
 * ([[id]] and [[id|title]]) in every body, in every language; FALSE (and no
 * error) when new_id is its id already. A new section's id follows its title
 * (st_edit_set_rules_title()) until it has a body or a translation. */
gboolean
st_edit_rename_rules_section (StScenario *scenario, const char *section, const char *new_id, GError **error);
int st_scenario_rules_section_index (const StScenario *scenario, const char *section);

G_END_DECLS
