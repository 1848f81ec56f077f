/* SPDX-License-Identifier: GPL-3.0-or-later */
#define G_LOG_DOMAIN "sandtable-core"

#include "config.h"

#include <glib/gi18n-lib.h>

#include "st-scenario-diff.h"
#include "st-scenario-parts.h"

/* Parts compared item by item by their id (every part struct starts with it). */
typedef struct
{
  const char *part;
  const char *added; /* N_(): one %s, the item's name */
  const char *removed;
  const char *changed;
} PartTexts;

static const PartTexts terrain_texts = { "terrain-type", N_ ("Terrain type “%s” added"),
                                         N_ ("Terrain type “%s” removed"), N_ ("Terrain type “%s” changed") };
static const PartTexts edge_type_texts = { "edge-type", N_ ("Edge type “%s” added"),
                                           N_ ("Edge type “%s” removed"), N_ ("Edge type “%s” changed") };
static const PartTexts side_texts = { "side", N_ ("Side “%s” added"), N_ ("Side “%s” removed"),
                                      N_ ("Side “%s” changed") };
static const PartTexts area_texts = { "area", N_ ("Area “%s” added"), N_ ("Area “%s” removed"),
                                      N_ ("Area “%s” changed") };
static const PartTexts unit_type_texts = { "unit-type", N_ ("Unit type “%s” added"),
                                           N_ ("Unit type “%s” removed"), N_ ("Unit type “%s” changed") };
static const PartTexts unit_texts = { "unit", N_ ("Unit “%s” added"), N_ ("Unit “%s” removed"),
                                      N_ ("Unit “%s” changed") };
static const PartTexts deck_texts = { "deck", N_ ("Deck “%s” added"), N_ ("Deck “%s” removed"),
                                      N_ ("Deck “%s” changed") };
static const PartTexts card_texts = { "card", N_ ("Card “%s” added"), N_ ("Card “%s” removed"),
                                      N_ ("Card “%s” changed") };
static const PartTexts rules_texts = { "rules", N_ ("Rules section “%s” added"),
                                       N_ ("Rules section “%s” removed"), N_ ("Rules section “%s” changed") };
static const PartTexts town_texts = { "town", N_ ("Town “%s” added"), N_ ("Town “%s” removed"),
                                      N_ ("Town “%s” changed") };

typedef const char *(*NameFunc) (gconstpointer item, const char *lang);

void
st_scenario_change_free (StScenarioChange *change)
{
  if (change == NULL)
    return;
  g_free (change->id);
  g_free (change->text);
  g_free (change);
}

static void
add_change (GPtrArray *out, const char *part, const char *id, StChangeKind kind, char *text)
{
  StScenarioChange *change = g_new0 (StScenarioChange, 1);

  change->part = part;
  change->id = g_strdup (id);
  change->kind = kind;
  change->text = text;
  g_ptr_array_add (out, change);
}

/* One of a PartTexts' sentences with the item's name: the formats are the static
 * N_() strings above, each with one %s. */
static char *
part_sentence (const char *format, const char *name)
{
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wformat-nonliteral"
  return g_strdup_printf (_ (format), name);
#pragma GCC diagnostic pop
}

static const char *
item_id (gconstpointer item)
{
  return *(char *const *) item;
}

static const char *
text_or (const StText *text, const char *lang, const char *fallback)
{
  return text != NULL && !st_text_is_empty (text) ? st_text_get (text, lang) : fallback;
}

static gconstpointer
find_by_id (const GPtrArray *items, const char *id)
{
  for (guint i = 0; i < items->len; i++)
    if (g_strcmp0 (item_id (g_ptr_array_index (items, i)), id) == 0)
      return g_ptr_array_index (items, i);
  return NULL;
}

/* Items added, removed or changed, matched by id. */
static void
diff_by_id (GPtrArray       *out,
            const GPtrArray *old,
            const GPtrArray *new_,
            EqualFunc        equal,
            NameFunc         name,
            const PartTexts *texts,
            const char      *lang)
{
  for (guint i = 0; i < old->len; i++)
    {
      gconstpointer a = g_ptr_array_index (old, i), b = find_by_id (new_, item_id (a));

      if (b == NULL)
        add_change (out, texts->part, item_id (a), ST_CHANGE_REMOVED,
                    part_sentence (texts->removed, name (a, lang)));
      else if (!equal (a, b))
        add_change (out, texts->part, item_id (a), ST_CHANGE_CHANGED,
                    part_sentence (texts->changed, name (b, lang)));
    }
  for (guint i = 0; i < new_->len; i++)
    {
      gconstpointer b = g_ptr_array_index (new_, i);

      if (find_by_id (old, item_id (b)) == NULL)
        add_change (out, texts->part, item_id (b), ST_CHANGE_ADDED,
                    part_sentence (texts->added, name (b, lang)));
    }
}

static const char *
terrain_name (gconstpointer item, const char *lang)
{
  return text_or (((const StTerrain *) item)->name, lang, item_id (item));
}

static const char *
edge_type_name (gconstpointer item, const char *lang)
{
  return text_or (((const StEdgeType *) item)->name, lang, item_id (item));
}

static const char *
side_name (gconstpointer item, const char *lang)
{
  return text_or (((const StSide *) item)->name, lang, item_id (item));
}

static const char *
area_name (gconstpointer item, const char *lang)
{
  return text_or (((const StArea *) item)->name, lang, item_id (item));
}

static const char *
unit_type_name (gconstpointer item, const char *lang)
{
  return text_or (((const StUnitType *) item)->name, lang, item_id (item));
}

static const char *
unit_name (gconstpointer item, const char *lang)
{
  return text_or (((const StUnit *) item)->name, lang, item_id (item));
}

static const char *
deck_name (gconstpointer item, const char *lang)
{
  return text_or (((const StDeck *) item)->name, lang, item_id (item));
}

static const char *
card_name (gconstpointer item, const char *lang)
{
  return text_or (((const StCard *) item)->name, lang, item_id (item));
}

static const char *
rules_name (gconstpointer item, const char *lang)
{
  return text_or (((const StRulesSection *) item)->title, lang, item_id (item));
}

static const char *
node_name (gconstpointer item, const char *lang)
{
  return text_or (((const StNode *) item)->name, lang, item_id (item));
}

static gboolean
node_equal (gconstpointer pa, gconstpointer pb)
{
  const StNode *a = pa, *b = pb;

  return a->x == b->x && a->y == b->y && a->strategic == b->strategic && a->junction == b->junction
         && g_strcmp0 (a->headquarters, b->headquarters) == 0 && st_text_equal (a->name, b->name);
}

static char *
place_label (const StScenario *scenario, const StUnit *unit, const char *lang)
{
  const StNode *node;

  if (!unit->placed)
    return g_strdup (_ ("reserve"));
  if (st_board_is_grid (scenario->board))
    return st_board_cell_label (scenario->board, unit->cell);
  node = st_board_find_node (scenario->board, unit->node);
  return g_strdup (node != NULL ? node_name (node, lang) : unit->node);
}

/* A unit as the map shows it: its name, else its side and type ("Blue
 * Infantry"), never its id alone. */
static char *
unit_label (const StScenario *scenario, const StUnit *unit, const char *lang)
{
  const StSide     *side;
  const StUnitType *type;

  if (unit->name != NULL && !st_text_is_empty (unit->name))
    return g_strdup (st_text_get (unit->name, lang));
  side = st_scenario_find_side (scenario, unit->side);
  type = st_scenario_find_unit_type (scenario, unit->type);
  if (side == NULL || type == NULL)
    return g_strdup (unit->id);
  /* Translators: a unit without a name of its own: its side and its type, "Blue Infantry". */
  return g_strdup_printf (C_ ("unit", "%s %s"), side_name (side, lang), unit_type_name (type, lang));
}

/* Units: a move is told as a move, anything else as a change. */
static void
diff_units (GPtrArray *out, const StScenario *old, const StScenario *new_, const char *lang)
{
  g_autoptr (GPtrArray) rest = g_ptr_array_new_with_free_func ((GDestroyNotify) st_scenario_change_free);

  diff_by_id (rest, old->units, new_->units, st_unit_equal, unit_name, &unit_texts, lang);
  for (guint i = 0; i < rest->len; i++)
    {
      StScenarioChange *change = g_ptr_array_index (rest, i);
      const StUnit     *a = find_by_id (old->units, change->id);
      const StUnit     *b = find_by_id (new_->units, change->id);
      g_autofree char  *label = b != NULL ? unit_label (new_, b, lang) : unit_label (old, a, lang);

      g_free (change->text);
      change->text = part_sentence (change->kind == ST_CHANGE_ADDED     ? unit_texts.added
                                    : change->kind == ST_CHANGE_REMOVED ? unit_texts.removed
                                                                        : unit_texts.changed,
                                    label);
      if (change->kind == ST_CHANGE_CHANGED && g_strcmp0 (a->type, b->type) == 0
          && g_strcmp0 (a->side, b->side) == 0 && a->reduced == b->reduced
          && st_text_equal (a->name, b->name))
        {
          g_autofree char *from = place_label (old, a, lang);
          g_autofree char *to = place_label (new_, b, lang);

          change->kind = ST_CHANGE_MOVED;
          g_free (change->text);
          change->text = g_strdup_printf (_ ("Unit “%s” moved from %s to %s"), label, from, to);
        }
      g_ptr_array_add (out, g_ptr_array_steal_index (rest, i--));
    }
}

static void
diff_params (GPtrArray *out, const StScenario *old, const StScenario *new_)
{
  guint             n_specs;
  const StAttrSpec *specs = st_family_params (new_->family, &n_specs);

  if (old->family != new_->family)
    return;
  for (guint i = 0; i < n_specs; i++)
    {
      const char *a = st_scenario_get_param (old, specs[i].name);
      const char *b = st_scenario_get_param (new_, specs[i].name);

      if (g_strcmp0 (a, b) != 0)
        add_change (out, "parameter", specs[i].name, ST_CHANGE_CHANGED,
                    g_strdup_printf (_ ("Parameter “%s” changed from %s to %s"), _ (specs[i].label),
                                     a != NULL ? a : "—", b != NULL ? b : "—"));
    }
}

static void
diff_terrain_cells (GPtrArray *out, const StScenario *old, const StScenario *new_, const char *lang)
{
  const StBoard          *a = old->board, *b = new_->board;
  g_autofree const char **ta = NULL;
  g_autofree const char **tb = NULL;
  guint                   changed = 0;

  if (!st_board_is_grid (a) || !st_board_is_grid (b))
    return;
  if (a->columns != b->columns || a->rows != b->rows)
    {
      add_change (out, "board", "size", ST_CHANGE_CHANGED,
                  g_strdup_printf (_ ("Board size changed from %d×%d to %d×%d"), a->columns, a->rows,
                                   b->columns, b->rows));
      return;
    }
  ta = st_scenario_terrain_grid (old);
  tb = st_scenario_terrain_grid (new_);
  if (ta == NULL || tb == NULL)
    return;
  for (int y = 0; y < b->rows; y++)
    for (int x = 0; x < b->columns; x++)
      {
        int              i = y * b->columns + x;
        g_autofree char *id = NULL;
        g_autofree char *label = NULL;
        const StTerrain *from, *to;

        if (g_strcmp0 (ta[i], tb[i]) == 0)
          continue;
        if (++changed > ST_SCENARIO_DIFF_MAX_CELLS)
          continue;
        id = st_cell_to_string ((StCell){ x, y });
        label = st_board_cell_label (b, (StCell){ x, y });
        from = st_scenario_find_terrain (old, ta[i]);
        to = st_scenario_find_terrain (new_, tb[i]);
        add_change (out, "terrain", id, ST_CHANGE_CHANGED,
                    g_strdup_printf (_ ("Terrain of %s changed from %s to %s"), label,
                                     from != NULL ? terrain_name (from, lang) : ta[i],
                                     to != NULL ? terrain_name (to, lang) : tb[i]));
      }
  if (changed > ST_SCENARIO_DIFF_MAX_CELLS)
    {
      guint more = changed - ST_SCENARIO_DIFF_MAX_CELLS;

      add_change (out, "terrain", "more", ST_CHANGE_CHANGED,
                  g_strdup_printf (ngettext ("and %u more cell changed terrain",
                                             "and %u more cells changed terrain", more),
                                   more));
    }
}

static gboolean
edge_same (const StEdge *a, const StEdge *b)
{
  if (g_strcmp0 (a->type, b->type) != 0)
    return FALSE;
  if (a->node_a != NULL || b->node_a != NULL)
    return (g_strcmp0 (a->node_a, b->node_a) == 0 && g_strcmp0 (a->node_b, b->node_b) == 0)
           || (g_strcmp0 (a->node_a, b->node_b) == 0 && g_strcmp0 (a->node_b, b->node_a) == 0);
  return (a->cell_a.x == b->cell_a.x && a->cell_a.y == b->cell_a.y && a->cell_b.x == b->cell_b.x
          && a->cell_b.y == b->cell_b.y)
         || (a->cell_a.x == b->cell_b.x && a->cell_a.y == b->cell_b.y && a->cell_b.x == b->cell_a.x
             && a->cell_b.y == b->cell_a.y);
}

static char *
edge_end (const StScenario *scenario, const StEdge *edge, gboolean first, const char *lang)
{
  const char   *node_id = first ? edge->node_a : edge->node_b;
  const StNode *node;

  if (node_id == NULL)
    return st_board_cell_label (scenario->board, first ? edge->cell_a : edge->cell_b);
  node = st_board_find_node (scenario->board, node_id);
  return g_strdup (node != NULL ? node_name (node, lang) : node_id);
}

/* Edges (borders, rivers, links) in one scenario and not the other. */
static void
diff_edges_one_way (
    GPtrArray *out, const StScenario *from, const StScenario *to, StChangeKind kind, const char *lang)
{
  for (guint i = 0; i < from->board->edges->len; i++)
    {
      const StEdge     *edge = g_ptr_array_index (from->board->edges, i);
      const StEdgeType *type = st_scenario_find_edge_type (from, edge->type);
      gboolean          found = FALSE;
      g_autofree char  *a = NULL;
      g_autofree char  *b = NULL;
      g_autofree char  *id = NULL;
      const char       *name;

      for (guint j = 0; j < to->board->edges->len && !found; j++)
        found = edge_same (edge, g_ptr_array_index (to->board->edges, j));
      if (found)
        continue;
      a = edge_end (from, edge, TRUE, lang);
      b = edge_end (from, edge, FALSE, lang);
      id = g_strdup_printf ("%s %s-%s", edge->type, a, b);
      name = type != NULL ? edge_type_name (type, lang) : edge->type;
      add_change (out, "edge", id, kind,
                  kind == ST_CHANGE_ADDED ? g_strdup_printf (_ ("%s added between %s and %s"), name, a, b)
                                          : g_strdup_printf (_ ("%s removed between %s and %s"), name, a, b));
    }
}

/* A deck's own attributes; its cards are compared one by one. */
static gboolean
deck_header_equal (gconstpointer pa, gconstpointer pb)
{
  const StDeck *a = pa, *b = pb;

  return g_strcmp0 (a->side, b->side) == 0 && st_text_equal (a->name, b->name);
}

/* Cards of decks present in both versions, by card id. */
static void
diff_cards (GPtrArray *out, const StScenario *old, const StScenario *new_, const char *lang)
{
  for (guint i = 0; i < new_->decks->len; i++)
    {
      const StDeck *b = g_ptr_array_index (new_->decks, i);
      const StDeck *a = find_by_id (old->decks, b->id);

      if (a != NULL)
        diff_by_id (out, a->cards, b->cards, st_card_equal, card_name, &card_texts, lang);
    }
}

GPtrArray *
st_scenario_diff (const StScenario *old, const StScenario *new_, const char *lang)
{
  GPtrArray *out = g_ptr_array_new_with_free_func ((GDestroyNotify) st_scenario_change_free);

  if (!st_text_equal (old->title, new_->title) || !st_text_equal (old->description, new_->description))
    add_change (out, "metadata", "title", ST_CHANGE_CHANGED, g_strdup (_ ("Title or description changed")));
  diff_params (out, old, new_);
  if (!st_crt_equal (old->crt, new_->crt))
    add_change (out, "crt", "crt", ST_CHANGE_CHANGED, g_strdup (_ ("Combat results table changed")));
  diff_by_id (out, old->terrains, new_->terrains, st_terrain_equal, terrain_name, &terrain_texts, lang);
  diff_by_id (out, old->edge_types, new_->edge_types, st_edge_type_equal, edge_type_name, &edge_type_texts,
              lang);
  diff_by_id (out, old->sides, new_->sides, st_side_equal, side_name, &side_texts, lang);
  diff_terrain_cells (out, old, new_, lang);
  if (!st_board_is_grid (old->board) && !st_board_is_grid (new_->board))
    diff_by_id (out, old->board->nodes, new_->board->nodes, node_equal, node_name, &town_texts, lang);
  diff_edges_one_way (out, new_, old, ST_CHANGE_ADDED, lang);
  diff_edges_one_way (out, old, new_, ST_CHANGE_REMOVED, lang);
  diff_by_id (out, old->areas, new_->areas, st_area_equal, area_name, &area_texts, lang);
  diff_by_id (out, old->unit_types, new_->unit_types, st_unit_type_equal, unit_type_name, &unit_type_texts,
              lang);
  diff_units (out, old, new_, lang);
  diff_by_id (out, old->decks, new_->decks, deck_header_equal, deck_name, &deck_texts, lang);
  diff_cards (out, old, new_, lang);
  diff_by_id (out, old->rules, new_->rules, st_rules_section_equal, rules_name, &rules_texts, lang);
  return out;
}
