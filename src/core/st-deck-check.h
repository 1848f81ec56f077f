/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <glib.h>

#include "st-diagnostics.h"
#include "st-scenario-index.h"
#include "st-scenario.h"

G_BEGIN_DECLS

/* The deck rules of the manoeuvre family (rules 1.4, 8 and 9), checked live on a
 * deck as it is edited. Each problem names the cards at fault so that an editor
 * can highlight them; problems about the deck as a whole name no card. */

#define ST_DECK_SIZE 60
#define ST_DECK_HQ_CARDS 20
#define ST_DECK_UNITS 8

typedef enum
{
  ST_DECK_PROBLEM_SIZE, /* not 60 cards, copies counted */
  ST_DECK_PROBLEM_HQ_COUNT, /* not 20 HQ cards */
  ST_DECK_PROBLEM_SIDE, /* the deck's side is unknown */
  ST_DECK_PROBLEM_DUPLICATE_ID,
  ST_DECK_PROBLEM_CARD, /* a card's kind, unit or hq type is missing or wrong */
  ST_DECK_PROBLEM_FOREIGN_UNIT, /* a unit card for a unit of another side, or unknown */
  ST_DECK_PROBLEM_TOO_MANY_UNITS, /* unit cards for more than the nation's 8 units */
  ST_DECK_PROBLEM_VALUE, /* a value in the wrong notation or on the wrong card */
  ST_DECK_PROBLEM_LEADER, /* a leader restriction broken */
  ST_DECK_PROBLEM_COMPOSITION, /* unlike the published decks; a warning */
} StDeckProblemKind;

typedef struct
{
  StDeckProblemKind kind;
  StSeverity        severity;
  GStrv             cards; /* ids of the offending cards; empty for the whole deck */
  char             *attr; /* the attribute at fault, or NULL */
  char             *message; /* translated, one sentence */
} StDeckProblem;

void st_deck_problem_free (StDeckProblem *problem);
/* A stable name for a kind of problem, for JSON: "size", "hq-count", ... */
const char *st_deck_problem_kind_to_string (StDeckProblemKind kind);

/* Every problem of deck, in a stable order: card by card first, then the deck as a
 * whole. Returns an array of StDeckProblem*, empty when the deck is sound. */
GPtrArray *st_deck_check (const StScenario *scenario, const StDeck *deck);

/* Whether any problem of the list is an error (not only a warning). */
gboolean st_deck_problems_have_errors (const GPtrArray *problems);

/* The checks of one card on its own, shared with the loader: its kind and unit or
 * hq type, and the notation and place of every value. report is called once per
 * problem with the attribute at fault (or NULL) and a translated message. */
typedef void (*StDeckReportFunc) (const StCard *card,
                                  const char   *attr,
                                  const char   *message,
                                  gpointer      user_data);

void st_deck_check_card (const StScenario *scenario,
                         const StDeck     *deck,
                         const StCard     *card,
                         StDeckReportFunc  report,
                         gpointer          user_data);
/* The same, looking units up in index: for checking every card of a scenario. */
void st_deck_check_card_indexed (StScenarioIndex *index,
                                 const StDeck    *deck,
                                 const StCard    *card,
                                 StDeckReportFunc report,
                                 gpointer         user_data);

/* The values a card can carry, as dice (attack, defense, bombard, volley). */
typedef enum
{
  ST_DECK_DICE_ATTACK,
  ST_DECK_DICE_DEFENSE,
  ST_DECK_DICE_BOMBARD,
  ST_DECK_DICE_VOLLEY,
  ST_DECK_N_DICE
} StDeckDice;

const char *st_deck_dice_attr (StDeckDice dice);

/* The expected value of a dice roll such as 2d8 (9.0) or 1d6+1 (4.5); 0 when the
 * text is not dice. */
double st_dice_expected (const char *dice);

typedef struct
{
  char  *id; /* a unit id, or an HQ type */
  guint  count; /* cards, copies counted */
  double mean[ST_DECK_N_DICE]; /* units: expected value per card, 0 where a card has no such value */
} StDeckTally;

typedef struct
{
  guint      n_cards; /* copies counted */
  guint      n_faces; /* card entries */
  guint      n_unit_cards;
  guint      n_hq_cards;
  GPtrArray *hq_types; /* StDeckTally*, in the order of st_card_hq_types () */
  GPtrArray *units; /* StDeckTally*, in the order the side's units are listed, then unknown units */
} StDeckSummary;

StDeckSummary *st_deck_summarize (const StScenario *scenario, const StDeck *deck);
void           st_deck_summary_free (StDeckSummary *summary);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (StDeckSummary, st_deck_summary_free)
G_DEFINE_AUTOPTR_CLEANUP_FUNC (StDeckProblem, st_deck_problem_free)

G_END_DECLS
