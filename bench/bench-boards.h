/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include "core/st-scenario.h"

G_BEGIN_DECLS

/* The boards the benchmarks share, built in code, the same every time. */

#define BENCH_BOARD_SIZE 200

/* A 200x200 hex board with varied terrain and patterns, a border, about 3,000
 * river and road sides, two countries and 800 units (bench-render, bench-ops). */
StScenario *bench_board_200 (void);

/* A 160x160 hex map of about 1 MB as XML: varied terrain, rivers and 1,600
 * units (bench-load, bench-ops). */
StScenario *bench_board_load (void);

G_END_DECLS
