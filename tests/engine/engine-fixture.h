/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include "core/st-scenario-io.h"
#include "engine/st-game.h"

G_BEGIN_DECLS

/* The engine tests' shared fixture: scenarios and games by family. */

/* The path of the first scenario of family (in name order) in data/scenarios,
 * else in tests/data (a family only the tests use, such as race); NULL when
 * there is none. */
char *st_test_family_scenario (const StFamily *family);
/* Loads path (or a bundled scenario's file name) and compiles it; fails the
 * test on any error. */
StGame *st_test_load_game (const char *path);

G_END_DECLS
