/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include "engine/st-game-referee.h"
#include "st-play-page.h"
#include "st-window.h"

G_BEGIN_DECLS

/* Play mode driven in-process (see play-fixture.c). */

typedef struct
{
  StWindow   *window;
  StPlayPage *play;
  char       *dir;
  char       *path;
} Fixture;

/* Runs the main loop until done (data) or the deadline; FALSE on timeout. */
gboolean wait_for (gboolean (*done) (gpointer), gpointer data, double seconds);
/* A window on a temporary copy of data/scenarios/NAME.xml, its play page. */
void fixture_open (Fixture *f, const char *name);
void fixture_close (Fixture *f);
/* Enters play with these seats and seed, without delays between AI moves. */
void           enter_play (Fixture *f, StSeat first, StSeat second, guint64 seed);
const StState *play_state (Fixture *f);
StGame        *play_game (Fixture *f);
/* With SANDTABLE_SCREENSHOTS=dir, saves the screen as dir/name.png. */
gboolean strv_has (GStrv strv, const char *text);
/* The place a unit is seen at by the player at the screen. */
int seen_place (Fixture *f, int unit);
/* Plays action as a user would (card, unit, target, list or pass button). */
void play_through_ui (Fixture *f, StAction action);
/* Plays a legal action through the page: passing when the rules allow. */
void play_any (Fixture *f);

/* Whether an action is enabled, as the button bound to it shows. */
gboolean action_enabled (GtkWidget *root, const char *name);
/* The state replayed from the session's seed and its first n action texts. */
StState *replay_texts (Fixture *f, guint n);
/* The play session of the fixture's page. */
StPlaySession *session_of (Fixture *f);

G_END_DECLS
