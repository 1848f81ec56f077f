/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#ifdef __SSE2__
#include <emmintrin.h>
#endif

#include "engine/boards/st-hex-grid.h"
#include "engine/st-ruleset.h"
#include "mh-action.h"

G_BEGIN_DECLS

/* The maneuver-hex ruleset: its compiled definition (MhDef), its state (MhState)
 * and the rule areas, one file each. Unit sets are 64-bit masks, bit i = unit i. */

#define MH_MAX_UNITS 64
#define MH_MAX_SIDE_UNITS 32
/* Boards of at most this many cells keep each movement phase's destinations in
 * the state (they do not change while one side moves); larger ones search anew. */
#define MH_REACH_CELLS 256
/* Movement allowances up to this keep, per hex, what a unit reaches on an empty
 * map (MhDef.free_reach). */
#define MH_FREE_MA 8

typedef enum
{
  MH_INFANTRY,
  MH_CAVALRY,
  MH_ARTILLERY,
  MH_CAPITAL,
} MhArm;

typedef enum
{
  MH_SETUP,
  MH_MOVEMENT,
  MH_MOVE_REMOVE, /* removing units over the stacking limit after movement */
  MH_COMBAT,
  MH_WITHDRAW,
  MH_RETREAT,
  MH_ADVANCE,
  MH_COMBAT_REMOVE, /* after the combat phase, phasing player first */
  MH_OVER,
} MhPhase;

/* The combat results table, indexed by a difference. */
typedef struct
{
  int    low; /* differences below low read as low */
  int    high;
  guint8 results[129]; /* StCrtResult of low + i */
} MhCrt;

typedef struct
{
  guint8 arm;
  guint8 player;
  guint8 movement;
  guint8 attack[2]; /* [0] front side, [1] reduced side */
  guint8 defense[2];
} MhUnitDef;

typedef struct
{
  StHexGrid grid;
  MhCrt     crt;
  guint8   *setup_zone; /* per cell: bit p set = player p may set up there */
  guint8   *capital_ok; /* per cell: rule [3]'s capital restrictions hold */
  /* Small boards: per player, the hexes of its set-up zone a unit may enter;
   * the hexes where the capital may stand (the two above as masks). */
  StHexMask setup_mask[2];
  StHexMask capital_mask;

  gboolean reach_cache; /* n_cells <= MH_REACH_CELLS */
  gboolean popcnt; /* the processor counts bits in one instruction (st_bits_hw_popcount ()) */
  guint    reach_words; /* with reach_cache: the words of a unit's destinations in MhState.reach */
  guint    n_slots; /* with reach_cache: the slots of MhState.reach (the larger side's units) */
  gsize    counts_at; /* with reach_cache: where MhState.reach's per-hex unit counts begin (MH_COUNTS ()) */
  int      turn_limit;
  int      replacements_from;
  gboolean army_quality;
  gboolean step_losses;
  gboolean step_replacements;

  guint     n_units;
  MhUnitDef units[MH_MAX_UNITS];
  int       start_cell[MH_MAX_UNITS]; /* -1: set up during play */
  guint64   start_reduced;
  int       capital[2]; /* unit index of each player's capital */
  guint64   side_mask[2];
  guint64   line_mask[2]; /* infantry and cavalry, per player */
  guint64   gun_mask[2]; /* artillery, per player */
  guint8    slot[MH_MAX_UNITS]; /* index among the player's own units */
  guint8    side_units[2][MH_MAX_SIDE_UNITS];
  guint8    n_setup;
  guint8    setup_order[MH_MAX_UNITS]; /* rule [3]'s order of the units to set up */
  int       type_index[MH_MAX_UNITS]; /* in scenario->unit_types */
  guint8    number[MH_MAX_UNITS]; /* 1, 2...: among its side's units of its type */
  /* Small boards: per hex, the hexes a unit with that allowance (not) cavalry
   * reaches on a map without enemy units; NULL for allowances no unit has. */
  StHexMask *free_reach[2][MH_FREE_MA + 1];
  guint8    *free_count[2][MH_FREE_MA + 1]; /* the hexes of each free_reach mask */
  StHexMask *ball2; /* small boards: per hex, the hexes at most two away */
  /* For the evaluation: attack + defense + 2 of each unit, front and reduced,
   * and on small boards the rows plus columns between two hexes (n_cells
   * squared, mh_distance ()). */
  double   unit_value[MH_MAX_UNITS][2];
  guint16 *distance;
} MhDef;

typedef struct
{
  StStateHeader header;

  guint8 turn;
  guint8 phase; /* MhPhase */
  guint8 active; /* the phasing player */
  guint8 actor; /* the player to act */
  guint8 winner; /* 0, 1, or 2 for a draw */
  guint8 end_reason; /* MhEndReason */
  guint8 setup_next; /* index into MhDef.setup_order */
  guint8 replaced; /* bit p: player p received a replacement this turn */
  guint8 besieged; /* bit p: p's capital was besieged as p's movement phase began */
  guint8 after_retreat; /* MhPhase to resume when the pending retreats are done */
  guint8 combat_result; /* StCrtResult applied in the current combat */
  guint8 resolved; /* the last action resolved a combat (st_game_resolution) */
  guint8 after_withdrawal; /* the advance follows a withdrawal that emptied the hex */
  guint8 n_defender_cells; /* the hexes attacked in the current combat */
  gint16 defender_cells[6]; /* in cell order */

  gint16  cell[MH_MAX_UNITS]; /* -1: off the map */
  guint16 reach_total; /* the sum of reach_count (below), in what would be padding */
  guint64 reduced;
  guint64 off_map; /* cell -1: dead, or not set up */
  guint64 dead; /* in the dead pile */
  guint64 moved; /* moved this movement phase */
  guint64 attacked; /* attacked this combat phase */
  guint64 defended; /* was attacked this combat phase */
  guint64 unsupplied; /* at the last movement-phase supply check */
  guint64 captured; /* capitals */
  guint64 attackers; /* in the current combat */
  guint64 retreating; /* must retreat one hex now */
  guint64 retreated; /* retreated in the current combat */

  MhCombatRecord last_combat;
  /* Small boards (def->grid.masks): the cells holding a unit of each player (a
   * captured capital's too) and their zones of control, kept by mh_set_cell ();
   * the phasing player's zone of control is left as it was through his
   * movement phase (mh_zoc_kept ()) and rebuilt as the phase ends. */
  StHexMask occ[2];
  StHexMask zoc[2];
  StHexMask over[2]; /* hexes holding two line units or two artillery units of the player */
  /* The phasing player's destinations this movement phase, by unit slot, and
   * how many each unit has: def->reach_words words a slot (MH_REACH ()), for
   * as many slots as the larger side has units. */
  guint8  reach_count[MH_MAX_SIDE_UNITS];
  guint64 reach[];
} MhState;

#define MH_REACH(def, st, slot) ((st)->reach + (gsize) (slot) * (def)->reach_words)
/* After the destinations: per player and kind (0: infantry and cavalry, 1:
 * artillery), a byte a hex, how many of his units of that kind are there. */
#define MH_COUNTS(def, st, p, kind) \
  ((guint8 *) (st)->reach + (def)->counts_at + (gsize) ((p) *2 + (kind)) * (def)->grid.n_cells)

/* Where the units of a position are and their zones of control (mh_build_maps ()):
 * on boards small enough for masks (def->grid.masks) as masks copied from the
 * state, on larger ones as per-cell bytes. Read them with mh_maps_occupied ()
 * and mh_maps_zoc (). */
typedef struct
{
  guint8    occupied[ST_HEX_GRID_MAX_CELLS]; /* bit p: a unit of player p */
  guint8    zoc[ST_HEX_GRID_MAX_CELLS]; /* bit p: in the ZOC of player p's units */
  StHexMask occupied_mask[2];
  StHexMask zoc_mask[2];
} MhMaps;

#define MH_DEF(game) ((const MhDef *) (game)->data)
#define MH_STATE(state) ((MhState *) (state))
#define MH_CSTATE(state) ((const MhState *) (state))
#define MH_BIT(u) (G_GUINT64_CONSTANT (1) << (u))
#define MH_FOREACH(mask, u)                                                                                \
  for (guint64 mh_rest_##u = (mask); mh_rest_##u != 0 && ((u) = (guint) __builtin_ctzll (mh_rest_##u), 1); \
       mh_rest_##u &= mh_rest_##u - 1)

/* mh-units.c: values, stacking, elimination. */

/* A unit that takes part in play: on the map and not a captured capital, which
 * keeps its hex but has no values, no ZOC and blocks no one (rule [11]). */
static inline gboolean
mh_is_active (const MhDef *def, const MhState *st, guint u)
{
  return !((st->off_map | st->captured) & MH_BIT (u));
}

static inline guint64
mh_active_mask (const MhDef *def, const MhState *st, int player)
{
  return def->side_mask[player] & ~st->off_map & ~st->captured;
}

static inline gboolean
mh_adjacent (const MhDef *def, int a, int b)
{
  return def->grid.masks != NULL ? st_hex_mask_has (&def->grid.masks[a], b)
                                 : st_hex_grid_adjacent (&def->grid, a, b);
}

/* The units (of either player) whose cell is cell: sixteen cells compared at
 * a time where SSE2 is there (the x86-64 baseline). */
static inline guint64
mh_cell_units (const MhState *st, int cell)
{
  guint64 mask = 0;

#ifdef __SSE2__
  const __m128i key = _mm_set1_epi16 ((short) cell);

  for (guint i = 0; i < MH_MAX_UNITS; i += 16)
    {
      __m128i a = _mm_loadu_si128 ((const __m128i *) (const void *) (st->cell + i));
      __m128i b = _mm_loadu_si128 ((const __m128i *) (const void *) (st->cell + i + 8));
      __m128i eq = _mm_packs_epi16 (_mm_cmpeq_epi16 (a, key), _mm_cmpeq_epi16 (b, key));

      mask |= (guint64) (guint32) _mm_movemask_epi8 (eq) << i;
    }
#else
  for (guint u = 0; u < MH_MAX_UNITS; u++)
    if (st->cell[u] == cell)
      mask |= MH_BIT (u);
#endif
  return mask;
}

/* The units of player in cell. */
static inline guint64
mh_units_in (const MhDef *def, const MhState *st, int cell, int player)
{
  if (def->grid.masks != NULL && (cell < 0 || !st_hex_mask_has (&st->occ[player], cell)))
    return 0;
  return mh_cell_units (st, cell) & def->side_mask[player];
}

static inline gboolean
mh_maps_occupied (const MhDef *def, const MhMaps *maps, int cell, int player)
{
  return def->grid.masks != NULL ? st_hex_mask_has (&maps->occupied_mask[player], cell)
                                 : (maps->occupied[cell] >> player) & 1;
}

static inline gboolean
mh_maps_zoc (const MhDef *def, const MhMaps *maps, int cell, int player)
{
  return def->grid.masks != NULL ? st_hex_mask_has (&maps->zoc_mask[player], cell)
                                 : (maps->zoc[cell] >> player) & 1;
}

static inline int
mh_attack_strength (const MhDef *def, const MhState *st, guint u)
{
  if (st->captured & MH_BIT (u))
    return 0;
  return def->units[u].attack[(st->reduced & MH_BIT (u)) ? 1 : 0];
}

static inline int
mh_defense_strength (const MhDef *def, const MhState *st, guint u)
{
  if (st->captured & MH_BIT (u))
    return 0;
  return def->units[u].defense[(st->reduced & MH_BIT (u)) ? 1 : 0];
}

/* Whether MhState.zoc[player] is kept up to date: always but for the phasing
 * player's through his movement phase, when no rule reads it (his moves, his
 * supply and his capital's siege look at the enemy's zone, and enemy units do
 * not move) and his moves need not keep it; mh_end_phase () rebuilds it, and
 * mh_build_maps () gives it rebuilt. */
static inline gboolean
mh_zoc_kept (const MhState *st, int player)
{
  return st->phase != MH_MOVEMENT || player != st->active;
}

/* Puts unit u in cell (-1: off the map), keeping the state's masks. */
void mh_set_cell (const MhDef *def, MhState *st, guint u, int cell);
/* Rebuilds the state's masks from the units' cells (after a test moved one by hand). */
void mh_sync_masks (const MhDef *def, MhState *st);
void mh_build_maps (const MhDef *def, const MhState *st, MhMaps *maps);
/* The zones of control of player's units, from the hexes he holds. */
void mh_rebuild_zoc (const MhDef *def, MhState *st, int player);
/* mh_build_maps () in the phasing player's movement phase for the rules, which
 * read only the enemy's zone of control: the phasing player's may be out of
 * date (mh_zoc_kept ()). */
void    mh_build_enemy_maps (const MhDef *def, const MhState *st, MhMaps *maps);
guint64 mh_stacking_excess_of (const MhDef *def, const MhState *st, int player);
/* Units of player in hexes over the stacking limit (rule [6]); on small boards
 * none without a look at the units while the state's mask of such hexes is
 * empty (inline: the evaluation asks at every position). */
static inline guint64
mh_stacking_excess (const MhDef *def, const MhState *st, int player)
{
  if (def->grid.masks != NULL && st_hex_mask_empty (&st->over[player]))
    return 0;
  return mh_stacking_excess_of (def, st, player);
}
void mh_eliminate (const MhDef *def, MhState *st, guint u, StEventLog *ev);
/* A unit of player left cell by retreat or elimination: recaptures the other
 * player's capital there if no unit of player is left in its hex (rule [11]). */
void mh_captors_left (const MhDef *def, MhState *st, int player, int cell, StEventLog *ev);
void mh_take_loss (const MhDef *def, MhState *st, guint u, StEventLog *ev);
int  mh_count_combat_units (const MhDef *def, const MhState *st, int player);

/* mh-supply.c: rule [9] and besieging, rule [11]. mh_supply_compile () fills
 * def->ball2 (freed with g_free ()). */
void     mh_supply_compile (MhDef *def);
gboolean mh_besieged_of (const MhDef *def, const MhState *st, const MhMaps *maps, int player);
/* Rule [11]: every hex next to player's capital holds an enemy unit or lies in
 * an enemy ZOC (inline on small boards: the evaluation asks at every position). */
static inline gboolean
mh_besieged (const MhDef *def, const MhState *st, const MhMaps *maps, int player)
{
  if (def->grid.masks != NULL && def->capital[player] >= 0)
    {
      int     capital = st->cell[def->capital[player]];
      guint64 open = 0;

      if (capital < 0)
        return FALSE;
      for (guint k = 0; k < ST_HEX_MASK_WORDS; k++)
        open |= def->grid.masks[capital].w[k] & ~maps->occupied_mask[1 - player].w[k]
                & ~maps->zoc_mask[1 - player].w[k];
      return open == 0;
    }
  return mh_besieged_of (def, st, maps, player);
}
/* Of units, those of player's that are supplied (mh_supplied ()), whether his
 * capital is besieged known: the flood stops once their hexes are reached. */
guint64 mh_supplied_among (
    const MhDef *def, const MhState *st, const MhMaps *maps, int player, gboolean besieged, guint64 units);
/* mh_supplied () where whether player's capital is besieged (mh_besieged ()) is known. */
guint64
mh_supplied_of (const MhDef *def, const MhState *st, const MhMaps *maps, int player, gboolean besieged);
static inline guint64
mh_supplied (const MhDef *def, const MhState *st, const MhMaps *maps, int player)
{
  return mh_supplied_of (def, st, maps, player, mh_besieged (def, st, maps, player));
}
void mh_supply_allowed (const MhDef *def, const MhMaps *maps, int player, guint8 *allowed);

/* mh-overlay.c */
#define MH_N_OVERLAYS 2
extern const StRulesetOverlay mh_overlays[MH_N_OVERLAYS];
GPtrArray                    *mh_overlay (const StGame *game, const StState *state, guint overlay, int unit);
const char                   *mh_overlay_unavailable (const StGame *game, guint overlay);

/* mh-setup.c: rule [3]. */
/* Rule [3]'s set-up restrictions, written once (mh-lint.c): compile reads
 * them for play, the ruleset's lint for the editor and `validate`. */
guint8  *mh_border_cells (const StBoard *board); /* a flag a cell: next to a border */
gboolean mh_capital_on_edge (const StBoard *board, StCell at);
gboolean mh_capital_near_corner (const StBoard *board, StCell at);
void     mh_lint (const StScenario *scenario, StScenarioIndex *index, GPtrArray *problems);

void     mh_setup_begin (const MhDef *def, MhState *st);
void     mh_setup_actions (const MhDef *def, const MhState *st, StActionList *out);
void     mh_setup_apply (const MhDef *def, MhState *st, StAction action, StEventLog *ev);
gboolean mh_setup_cell_ok (const MhDef *def, const MhState *st, guint u, int cell);
/* Whether unit u can be set up anywhere (mh_setup_cell_ok () for some hex). */
gboolean mh_setup_possible (const MhDef *def, const MhState *st, guint u);
/* Small boards: the set-up action st_rng_below (rng, n) would pick from the
 * list of n mh_setup_actions () gives, without listing them. */
StAction mh_setup_random_action (const MhDef *def, const MhState *st, StRng *rng);

/* mh-movement.c: rules [6], [7], [10]. */
guint mh_destinations (const MhDef *def, const MhState *st, const MhMaps *maps, guint u, gint16 *out);
/* The same search on cell masks, for small boards (def->grid.n_cost_classes > 0). */
void mh_destinations_mask (const MhDef *def, const MhState *st, const MhMaps *maps, guint u, StHexMask *out);
/* Precomputes def->free_reach; mh_movement_free () frees it. */
void     mh_movement_compile (MhDef *def);
void     mh_movement_free (MhDef *def);
void     mh_movement_begin (const MhDef *def, MhState *st, StEventLog *ev);
void     mh_movement_actions (const MhDef *def, const MhState *st, StActionList *out);
void     mh_movement_apply (const MhDef *def, MhState *st, StAction action, StEventLog *ev);
StAction mh_random_action (const StGame *game, const StState *state, StRng *rng, StActionList *scratch);
void     mh_enter_cell (const MhDef *def, MhState *st, guint u, int cell, StEventLog *ev);

/* mh-combat.c: rules [8] and [11]. */
void mh_combat_actions (const MhDef *def, const MhState *st, StActionList *out);
/* The action st_rng_below (rng, n) would pick from the n of mh_combat_actions (),
 * without listing them. */
StAction mh_combat_random_action (const MhDef *def, const MhState *st, StRng *rng);
/* The enemy units the phasing player must still attack (rules [8] and [11]). */
guint64 mh_required_defenders (const MhDef *def, const MhState *st);
/* The enemy units in the hexes of the current combat. */
guint64 mh_defenders (const MhDef *def, const MhState *st);
/* An attack's hexes: every hex is next to the hex `pivot`, in direction order. */
guint mh_attack_hexes (const MhDef *def, StAction action, int *cells);
void  mh_combat_apply (const MhDef *def, MhState *st, StAction action, StEventLog *ev);
void  mh_resolve_combat (const MhDef *def, MhState *st, StEventLog *ev);
void  mh_finish_withdrawal (const MhDef *def, MhState *st, StEventLog *ev);
void  mh_enter_advance (const MhDef *def, MhState *st, StEventLog *ev);
void  mh_end_combat (MhState *st);

/* mh-retreat.c: retreats, withdrawal and advance after combat, rule [8]. */
guint    mh_retreat_options (const MhDef *def, const MhState *st, guint u, gint16 *out);
void     mh_retreat_actions (const MhDef *def, const MhState *st, StActionList *out);
void     mh_retreat_apply (const MhDef *def, MhState *st, StAction action, StEventLog *ev);
gboolean mh_retreat_eliminates (const MhDef *def, const MhState *st, guint u, int to);
void     mh_withdraw_actions (const MhDef *def, const MhState *st, StActionList *out);
void     mh_advance_actions (const MhDef *def, const MhState *st, StActionList *out);
void     mh_advance_apply (const MhDef *def, MhState *st, StAction action, StEventLog *ev);
guint64  mh_withdrawers (const MhDef *def, const MhState *st);
guint64  mh_advancers (const MhDef *def, const MhState *st);

/* mh-turn.c: rules [4] and [12]; drives the automatic steps between choices. */
void mh_progress (const MhDef *def, MhState *st, StEventLog *ev);
void mh_end_phase (const MhDef *def, MhState *st, StEventLog *ev);

/* mh-crt.c: rule [8]'s table. */
gboolean    mh_crt_init (MhCrt *crt, const GArray *rows, GError **error);
StCrtResult mh_crt_lookup (const MhCrt *crt, int difference);

/* mh-describe.c and mh-view.c: the family-neutral interface. */
const char *mh_side_name (const StGame *game, int player, const char *lang);
char       *mh_end_detail (const StGame *game, const StState *state, const char *lang);
char *mh_unit_label (const StGame *game, const StState *state, int viewer, guint unit, const char *lang);
/* "infantry 1", or the unit's own name: a unit named without its side. */
char      *mh_unit_short_label (const StGame *game, guint unit, const char *lang);
char      *mh_crt_result_label (StCrtResult result);
void       mh_describe_action (const StGame *game, const StState *state, StAction action, StActionInfo *info);
char      *mh_action_sentence (const StGame  *game,
                               const StState *state,
                               StAction       action,
                               const StState *after,
                               int            viewer,
                               const char    *lang);
void       mh_prompt (const StGame *game, const StState *state, const char *lang, StPrompt *prompt);
GPtrArray *mh_resolution (const StGame *game, const StState *state, int viewer, const char *lang);
GPtrArray *mh_status (const StGame *game, const StState *state, int viewer, const char *lang);
void mh_piece_view (const StGame *game, const StState *state, int viewer, guint unit, StPieceView *view);

/* mh-eval.c: the heuristic for AI players. */
double mh_evaluate (const StGame *game, const StState *state, int player);

/* A cell's row on a board of `columns` columns without an integer division:
 * cell * mh_row_factor (columns) >> 32 is cell / columns for every cell and
 * column count of a board (both below ST_HEX_GRID_MAX_CELLS = 2^12). The factor
 * is ceil (2^32 / columns) = (2^32 + e) / columns with e < columns; the product's
 * excess over cell / columns is cell * e / (columns * 2^32) < 1 / columns, too
 * little to reach the next integer. */
static inline guint64
mh_row_factor (int columns)
{
  return ((G_GUINT64_CONSTANT (1) << 32) + (guint64) columns - 1) / (guint64) columns;
}

static inline int
mh_row_of (int cell, guint64 factor)
{
  return (int) (((guint64) cell * factor) >> 32);
}

/* Rows plus columns between hexes a and b on a board of `columns` columns. */
static inline int
mh_distance_of (int columns, int a, int b)
{
  int ya = mh_row_of (a, mh_row_factor (columns)), yb = mh_row_of (b, mh_row_factor (columns));

  return ABS ((a - ya * columns) - (b - yb * columns)) + ABS (ya - yb);
}

static inline int
mh_distance (const MhDef *def, int a, int b)
{
  return def->distance != NULL ? def->distance[a * def->grid.n_cells + b]
                               : mh_distance_of (def->grid.columns, a, b);
}

/* mh-units.c: the evaluation's tables (MhDef.unit_value, and with distances
 * .distance), freed with the definition. The editor's lenient games are not
 * played and go without the distances (mh_distance () computes them). */
void mh_eval_tables_compile (MhDef *def, gboolean distances);

G_END_DECLS
