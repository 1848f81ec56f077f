/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include "engine/st-game.h"

G_BEGIN_DECLS

/* What a click means in play mode, for every family, read from the legal
 * actions' descriptions only: the player picks a unit (or a card), the places
 * its actions go `to` are the targets, and a click on a target plays the one
 * action there or offers the list of those that share it (attacks with
 * different attackers). A card whose actions name a unit but no place (a
 * defence card) has that unit's place as its target. Actions with neither
 * unit, card nor place are offered as a list. When actions spend sets of the
 * hand's cards (ST_ACTION_FLAG_CARD_SET: a discard), a click on a card marks
 * or unmarks it and passing plays the set marked. No GTK: the page shows what
 * this decides. */
typedef struct
{
  const StGame  *game;
  const StState *state;
  int            viewer;
  StActionList   legal;
  GArray        *infos; /* StActionInfo, one per legal action */
  int            unit; /* picked, or -1 */
  int            card; /* picked, or -1 */
  int            pass; /* index of the legal action flagged pass, or -1 */
  GArray        *pending; /* guint: indices offered after a click on a shared target */
  gboolean       card_sets; /* some legal action spends a set of cards */
  GArray        *set_cards; /* int: the cards some card-set action spends */
  GArray        *marked; /* int: the cards marked for the set */
} StPlayPick;

typedef enum
{
  ST_PLAY_PICK_NOTHING, /* the click meant nothing */
  ST_PLAY_PICK_CHANGED, /* the pick changed: show it */
  ST_PLAY_PICK_APPLY, /* play *action */
  ST_PLAY_PICK_CHOOSE, /* several actions share the target: pick->pending lists them */
} StPlayPickResult;

void st_play_pick_init (StPlayPick *pick);
void st_play_pick_clear (StPlayPick *pick);
/* Reads the legal actions of state (none when state is NULL) and forgets the
 * picks; picks the unit or card every action names when there is one. */
void st_play_pick_reset (StPlayPick *pick, const StGame *game, const StState *state, int viewer);
/* The legal action flagged pass or end, if any; while cards are marked for a
 * set (or a set may be marked), the card-set action that spends exactly the
 * marked cards. */
gboolean st_play_pick_get_pass (const StPlayPick *pick, StAction *action);
/* Whether card is marked for a card set. */
gboolean st_play_pick_card_marked (const StPlayPick *pick, int card);
/* The places a click may go to now: the targets of the picked unit or card, or
 * of the actions that name only a place. */
void st_play_pick_targets (const StPlayPick *pick, GArray *places);
/* When every action of the pick that goes to place costs its unit
 * (ST_ACTION_FLAG_COSTS_UNIT), what it costs and why; else NULL. */
const char *st_play_pick_target_cost (const StPlayPick *pick, int place);
/* The actions offered as a list now (indices into pick->legal): those that
 * share a target clicked, or else those a click on the board cannot give. */
void st_play_pick_listed (const StPlayPick *pick, gboolean everything, GArray *indices);
/* Units named by legal actions that are not on the map (a reserve): picked
 * from a list rather than the board. */
void st_play_pick_offboard_units (const StPlayPick *pick, GArray *units);
/* Whether unit or card is named by a legal action. */
gboolean st_play_pick_unit_acts (const StPlayPick *pick, int unit);
gboolean st_play_pick_card_acts (const StPlayPick *pick, int card);

StPlayPickResult st_play_pick_place (StPlayPick *pick, int place, StAction *action);
StPlayPickResult st_play_pick_unit (StPlayPick *pick, int unit);
StPlayPickResult st_play_pick_card (StPlayPick *pick, int card, StAction *action);

G_END_DECLS
