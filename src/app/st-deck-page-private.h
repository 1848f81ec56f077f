/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include "st-deck-page.h"

G_BEGIN_DECLS

/* The deck page spans st-deck-page.c (the grid, the form and the rules),
 * st-deck-page-edit.c (the edits) and st-deck-page-io.c (CSV, printing and
 * PDF). */
struct _StDeckPage
{
  StPage parent_instance;

  /* template */
  AdwToastOverlay *toasts;
  GtkDropDown     *deck_chooser;
  GtkDropDown     *filter_chooser;
  GtkDropDown     *sort_chooser;
  GtkListBox      *name_list;
  GtkWidget       *name_row; /* the deck's name, an AdwEntryRow */
  StCardGrid      *grid;
  StDeckRules     *rules;
  StCardForm      *form;
  GtkWidget       *form_separator;

  /* state kept across versions of the scenario */
  GPtrArray *deck_ids; /* char*, the choices of deck_chooser */
  GPtrArray *filter_keys; /* char*, the choices of filter_chooser */
  char      *deck;
  char      *filter;
  char      *selected;
  StDeckSort sort;
  gboolean   building;
};

const StDeck *st_deck_page_find_deck (StDeckPage *self);
/* The card called id in deck, and its index, or NULL. */
const StCard *st_deck_page_find_card (const StDeck *deck, const char *id, guint *index);
void          st_deck_page_toast (StDeckPage *self, const char *title);
/* Whether some side of scenario has no deck yet (deck.add-decks gives it one). */
gboolean st_deck_page_side_lacks_deck (StScenario *scenario);
void     st_deck_page_show_error (StDeckPage *self, const char *heading, const GError *error);
/* What the CSV, PDF and print dialogs offer: the document's name, the deck's
 * and suffix ("manoeuvre-aurelia-deck.csv"), in the document's folder (NULL
 * when the page is not in a document's window). */
char  *st_deck_page_suggest_file_name (StDeckPage *self, const char *suffix);
GFile *st_deck_page_suggest_folder (StDeckPage *self);
void   st_deck_page_update_actions (StDeckPage *self);
void   st_deck_page_install_io_actions (GtkWidgetClass *widget_class);
void   st_deck_page_install_edit_actions (GtkWidgetClass *widget_class);
/* The deck's name row: made in init, shown for each version by refresh. */
GtkWidget *st_deck_page_new_name_row (StDeckPage *self);
gboolean st_deck_page_form_edit_cb (StCardForm *form, const char *field, const char *value, StDeckPage *self);
void     st_deck_page_card_moved_cb (
        StCardGrid *grid, const char *moved, const char *onto, gboolean after, StDeckPage *self);

G_END_DECLS
