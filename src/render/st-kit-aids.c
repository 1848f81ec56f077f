/* SPDX-License-Identifier: GPL-3.0-or-later */
#define G_LOG_DOMAIN "sandtable-render"

#include "config.h"

#include <glib/gi18n-lib.h>
#include <stdlib.h>
#include <string.h>

#include "render/st-card-render.h"
#include "st-kit-private.h"
#include "st-render-private.h"

/* The player aids, made from the scenario's data: the combat results table,
 * the terrain and edge effects (each terrain's swatch painted as the map
 * paints it), the roster of unit types, the turn record track, the set-up
 * chart and a summary of each deck. Each aid is a table; the tables flow down
 * the pages, a long one going on to the next page under its title. */

#define MAX_COLUMNS 10
#define PAD 3.0
#define SWATCH 22.0
#define SIDE_SWATCH 11.0

typedef enum
{
  SWATCH_NONE,
  SWATCH_TERRAIN,
  SWATCH_EDGE,
  SWATCH_SIDE,
} SwatchKind;

typedef struct
{
  char         *cells[MAX_COLUMNS];
  SwatchKind    swatch;
  gconstpointer what; /* StTerrain*, StEdgeType* or StSide* */
  double        height;
} Row;

typedef struct
{
  char      *title;
  char      *note; /* under the title; may be NULL */
  guint      n_columns;
  double     widths[MAX_COLUMNS]; /* proportions of the width */
  char      *head[MAX_COLUMNS]; /* NULL: no heading row */
  gboolean   centred;
  GPtrArray *rows; /* Row* */
  double     head_height;
  double     title_height;
} Table;

/* Rows first .. last - 1 of a table drawn at y on a page. */
typedef struct
{
  guint    table;
  guint    first;
  guint    last;
  double   y;
  gboolean continued;
} Piece;

struct _StKitAids
{
  const StScenario *scenario;
  char             *lang;
  PangoContext     *context;
  StBoardLayout    *layout;
  double            width;
  double            height;
  double            margin;
  GPtrArray        *tables; /* Table* */
  GPtrArray        *pages; /* GArray of Piece */
};

static void
row_free (Row *row)
{
  for (guint i = 0; i < MAX_COLUMNS; i++)
    g_free (row->cells[i]);
  g_free (row);
}

static void
table_free (Table *table)
{
  g_free (table->title);
  g_free (table->note);
  for (guint i = 0; i < MAX_COLUMNS; i++)
    g_free (table->head[i]);
  g_ptr_array_unref (table->rows);
  g_free (table);
}

static Table *
add_table (StKitAids *self, const char *title, guint n_columns, const double *widths)
{
  Table *table = g_new0 (Table, 1);

  table->title = g_strdup (title);
  table->n_columns = n_columns;
  memcpy (table->widths, widths, n_columns * sizeof (double));
  table->rows = g_ptr_array_new_with_free_func ((GDestroyNotify) row_free);
  g_ptr_array_add (self->tables, table);
  return table;
}

static void
set_head (Table *table, ...)
{
  va_list args;

  va_start (args, table);
  for (guint i = 0; i < table->n_columns; i++)
    table->head[i] = g_strdup (va_arg (args, const char *));
  va_end (args);
}

/* Takes the cells (n_columns char*, owned). */
static Row *
add_row (Table *table, SwatchKind swatch, gconstpointer what, ...)
{
  Row    *row = g_new0 (Row, 1);
  va_list args;

  row->swatch = swatch;
  row->what = what;
  va_start (args, what);
  for (guint i = 0; i < table->n_columns; i++)
    row->cells[i] = va_arg (args, char *);
  va_end (args);
  g_ptr_array_add (table->rows, row);
  return row;
}

static const char *const crt_labels[] = {
  [ST_CRT_DE] = N_ ("Defender eliminated"), [ST_CRT_DR] = N_ ("Defender retreats"),
  [ST_CRT_NE] = N_ ("No effect"),           [ST_CRT_AR] = N_ ("Attacker retreats"),
  [ST_CRT_AE] = N_ ("Attacker eliminated"),
};

static char *
crt_range (const StCrtRow *row)
{
  if (row->has_min && row->has_max && row->min == row->max)
    return g_strdup_printf ("%d", row->min);
  if (row->has_min && row->has_max)
    /* TRANSLATORS: a range of the combat results table, "-2 to -1" */
    return g_strdup_printf (_ ("%d to %d"), row->min, row->max);
  if (row->has_min)
    return g_strdup_printf ("≥ %d", row->min);
  return g_strdup_printf ("≤ %d", row->max);
}

static void
add_crt (StKitAids *self)
{
  static const double widths[] = { 0.3, 0.15, 0.55 };
  Table              *table;

  if (self->scenario->crt->len == 0)
    return;
  table = add_table (self, _ ("Combat results table"), 3, widths);
  table->note =
      g_strdup (_ ("Find the attack strength minus the defence strength, with the dice and modifiers."));
  set_head (table, _ ("Attack minus defence"), _ ("Result"), _ ("Effect"));
  for (guint i = 0; i < self->scenario->crt->len; i++)
    {
      const StCrtRow *row = &g_array_index (self->scenario->crt, StCrtRow, i);

      add_row (table, SWATCH_NONE, NULL, crt_range (row), g_strdup (st_crt_result_to_string (row->result)),
               g_strdup (_ (crt_labels[row->result])));
    }
}

static char *
terrain_effects (const StTerrain *terrain)
{
  GString *out = g_string_new (NULL);

  for (guint i = 0; i < terrain->effects->len; i++)
    {
      const StAttr *effect = g_ptr_array_index (terrain->effects, i);
      const char   *label = st_terrain_effect_label (effect->name);

      if (out->len > 0)
        g_string_append (out, "; ");
      if (st_terrain_effect_is_flag (effect->name))
        g_string_append (out, label != NULL ? label : effect->name);
      else
        g_string_append_printf (out, "%s: %s", label != NULL ? label : effect->name, effect->value);
    }
  if (out->len == 0)
    g_string_append (out, _ ("No effect"));
  return g_string_free (out, FALSE);
}

static const char *
edge_meaning (const StEdgeType *type)
{
  if (g_strcmp0 (type->link, "railway") == 0)
    return _ ("Railway: a link between towns");
  if (g_strcmp0 (type->link, "road") == 0)
    return _ ("Road: a link between towns");
  if (g_strcmp0 (type->id, ST_EDGE_TYPE_BORDER) == 0)
    return _ ("The border between the two sides' countries");
  return _ ("Drawn on the map");
}

static void
add_terrain (StKitAids *self)
{
  static const double widths[] = { 0.12, 0.28, 0.6 };
  Table              *table;

  if (self->scenario->terrains->len == 0 && self->scenario->edge_types->len == 0)
    return;
  table = add_table (self, _ ("Terrain and edge effects"), 3, widths);
  set_head (table, "", _ ("Terrain"), _ ("Effects"));
  for (guint i = 0; i < self->scenario->terrains->len; i++)
    {
      const StTerrain *terrain = g_ptr_array_index (self->scenario->terrains, i);

      add_row (
          table, SWATCH_TERRAIN, terrain, g_strdup (""),
          g_strdup (st_text_is_empty (terrain->name) ? terrain->id : st_kit_get (terrain->name, self->lang)),
          terrain_effects (terrain));
    }
  for (guint i = 0; i < self->scenario->edge_types->len; i++)
    {
      const StEdgeType *type = g_ptr_array_index (self->scenario->edge_types, i);

      add_row (table, SWATCH_EDGE, type, g_strdup (""),
               g_strdup (st_text_is_empty (type->name) ? type->id : st_kit_get (type->name, self->lang)),
               g_strdup (edge_meaning (type)));
    }
}

static const char *
side_name (const StKitAids *self, const char *id)
{
  const StSide *side = id != NULL ? st_scenario_find_side (self->scenario, id) : NULL;

  if (side == NULL)
    return id != NULL ? id : "";
  return st_text_is_empty (side->name) ? side->id : st_kit_get (side->name, self->lang);
}

static char *
unit_type_values (const StKitAids *self, const StUnitType *type)
{
  guint             n_specs;
  const StAttrSpec *specs = st_family_unit_type_attrs (self->scenario->family, &n_specs);
  GString          *out = g_string_new (NULL);

  for (guint i = 0; i < n_specs; i++)
    {
      const char *value = st_attrs_get (type->attrs, specs[i].name);

      if (specs[i].only_for != NULL && g_strcmp0 (specs[i].only_for, type->arm) != 0)
        continue;
      if (value == NULL)
        value = st_family_unit_attr_default (self->scenario->family, &specs[i], type->arm);
      if (value == NULL)
        continue;
      if (out->len > 0)
        g_string_append (out, "; ");
      g_string_append_printf (out, "%s: %s", _ (specs[i].label), value);
    }
  return g_string_free (out, FALSE);
}

static void
add_roster (StKitAids *self)
{
  static const double widths[] = { 0.1, 0.25, 0.15, 0.1, 0.4 };
  Table              *table;

  if (self->scenario->unit_types->len == 0)
    return;
  table = add_table (self, _ ("Unit types"), 5, widths);
  set_head (table, "", _ ("Type"), _ ("Arm"), _ ("Pieces"), _ ("Strengths and movement"));
  for (guint i = 0; i < self->scenario->unit_types->len; i++)
    {
      const StUnitType *type = g_ptr_array_index (self->scenario->unit_types, i);
      const char       *arm = st_arm_label (type->arm);
      guint             count = 0;

      for (guint u = 0; u < self->scenario->units->len; u++)
        count +=
            g_strcmp0 (((const StUnit *) g_ptr_array_index (self->scenario->units, u))->type, type->id) == 0;
      add_row (table, type->side != NULL ? SWATCH_SIDE : SWATCH_NONE,
               type->side != NULL ? st_scenario_find_side (self->scenario, type->side) : NULL, g_strdup (""),
               g_strdup (st_text_is_empty (type->name) ? type->id : st_kit_get (type->name, self->lang)),
               g_strdup (arm != NULL ? arm : type->arm), g_strdup_printf ("%u", count),
               unit_type_values (self, type));
    }
}

static void
add_turn_track (StKitAids *self)
{
  static const double widths[] = { 0.1, 0.1, 0.1, 0.1, 0.1, 0.1, 0.1, 0.1, 0.1, 0.1 };
  const char         *limit_value = st_scenario_get_param (self->scenario, "turn-limit");
  int                 limit = limit_value != NULL ? atoi (limit_value) : 0;
  Table              *table;

  if (limit <= 0 || limit > 999)
    return;
  table = add_table (self, _ ("Turn record track"), 10, widths);
  table->centred = TRUE;
  /* TRANSLATORS: under the turn record track */
  table->note =
      g_strdup_printf (_ ("The game ends after turn %d. Move a marker along the track each turn."), limit);
  for (int first = 1; first <= limit; first += 10)
    {
      Row *row =
          add_row (table, SWATCH_NONE, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL);

      for (int i = 0; i < 10; i++)
        row->cells[i] = first + i <= limit ? g_strdup_printf ("%d", first + i) : g_strdup ("");
    }
}

static char *
unit_position (const StKitAids *self, const StUnit *unit)
{
  const StBoard *board = self->scenario->board;

  if (!unit->placed)
    return g_strdup (_ ("In reserve"));
  if (st_board_is_grid (board))
    return st_board_cell_label (board, unit->cell);
  {
    const StNode *node = st_board_find_node (board, unit->node);

    if (node == NULL || st_text_is_empty (node->name))
      return g_strdup (unit->node != NULL ? unit->node : "");
    return g_strdup (st_kit_get (node->name, self->lang));
  }
}

static void
add_setup (StKitAids *self)
{
  static const double widths[] = { 0.1, 0.55, 0.35 };

  for (guint s = 0; s < self->scenario->sides->len; s++)
    {
      const StSide *side = g_ptr_array_index (self->scenario->sides, s);
      /* TRANSLATORS: the title of a side's set-up chart; %s is the side's name */
      g_autofree char *title = g_strdup_printf (_ ("Set-up: %s"), side_name (self, side->id));
      g_autoptr (GString) zones = g_string_new (NULL);
      Table *table = add_table (self, title, 3, widths);

      set_head (table, "", _ ("Unit"), _ ("Starts at"));
      for (guint a = 0; a < self->scenario->areas->len; a++)
        {
          const StArea *area = g_ptr_array_index (self->scenario->areas, a);

          if (area->role != ST_AREA_SETUP_ZONE || g_strcmp0 (area->side, side->id) != 0)
            continue;
          if (zones->len > 0)
            g_string_append (zones, ", ");
          g_string_append (zones, area->name != NULL ? st_kit_get (area->name, self->lang) : area->id);
        }
      if (zones->len > 0)
        /* TRANSLATORS: under a side's set-up chart; %s names the areas */
        table->note = g_strdup_printf (_ ("Set up within: %s (the players may choose other places there)."),
                                       zones->str);
      for (guint u = 0; u < self->scenario->units->len; u++)
        {
          const StUnit     *unit = g_ptr_array_index (self->scenario->units, u);
          const StUnitType *type = st_scenario_find_unit_type (self->scenario, unit->type);

          if (g_strcmp0 (unit->side, side->id) != 0)
            continue;
          const char *type_name = type == NULL || st_text_is_empty (type->name)
                                      ? unit->type
                                      : st_kit_get (type->name, self->lang);

          /* A unit is known by its type, and by its name where it has one. */
          add_row (table, SWATCH_SIDE, side, g_strdup (""),
                   unit->name != NULL && !st_text_is_empty (unit->name)
                           && g_strcmp0 (st_kit_get (unit->name, self->lang), type_name) != 0
                       ? g_strdup_printf ("%s (%s)", st_kit_get (unit->name, self->lang), type_name)
                       : g_strdup (type_name),
                   unit_position (self, unit));
        }
    }
}

static void
add_decks (StKitAids *self)
{
  static const double widths[] = { 0.3, 0.14, 0.56 };

  for (guint d = 0; d < self->scenario->decks->len; d++)
    {
      const StDeck *deck = g_ptr_array_index (self->scenario->decks, d);
      /* TRANSLATORS: the title of a deck's card summary; %s is the deck's name */
      g_autofree char *title =
          g_strdup_printf (_ ("Cards: %s"), deck->name != NULL ? st_kit_get (deck->name, self->lang)
                                                               : side_name (self, deck->side));
      Table *table = add_table (self, title, 3, widths);

      set_head (table, _ ("Card"), _ ("Copies"), _ ("What it does"));
      for (guint c = 0; c < deck->cards->len; c++)
        {
          const StCard *card = g_ptr_array_index (deck->cards, c);
          const char   *text = card->text != NULL ? st_kit_get (card->text, self->lang) : NULL;
          char         *what;

          /* A card without a text of its own: what its type does, or the
           * values it shows (two cards of one unit differ only in these). */
          if (text != NULL && *text != '\0')
            what = g_strdup (text);
          else if (card->kind == ST_CARD_HQ)
            what = g_strdup (st_card_hq_summary (card->hq));
          else
            what = st_card_values_summary (card);
          add_row (table, SWATCH_NONE, NULL, st_card_title (self->scenario, card, self->lang),
                   g_strdup_printf ("%d", card->copies), what);
        }
    }
}

/* Layout */

static double
column_width (const StKitAids *self, const Table *table, guint column)
{
  return table->widths[column] * (self->width - 2 * self->margin);
}

static PangoLayout *
cell_layout (const StKitAids *self, const Table *table, guint column, const char *text, gboolean bold)
{
  PangoLayout *layout = st_kit_layout_new (self->context, text, ST_KIT_SERIF, 9.5, bold,
                                           column_width (self, table, column) - 2 * PAD);

  if (table->centred)
    pango_layout_set_alignment (layout, PANGO_ALIGN_CENTER);
  return layout;
}

static double
cells_height (const StKitAids *self, const Table *table, char *const *cells, gboolean bold)
{
  double height = 0;

  for (guint i = 0; i < table->n_columns; i++)
    if (cells[i] != NULL)
      {
        g_autoptr (PangoLayout) layout = cell_layout (self, table, i, cells[i], bold);

        height = MAX (height, st_kit_layout_height (layout));
      }
  return height + 2 * PAD;
}

static double
title_height (const StKitAids *self, Table *table)
{
  g_autoptr (PangoLayout) title =
      st_kit_layout_new (self->context, table->title, ST_KIT_SANS, 13, TRUE, self->width - 2 * self->margin);
  double height = st_kit_layout_height (title) + 4;

  if (table->note != NULL)
    {
      g_autoptr (PangoLayout) note = st_kit_layout_new (self->context, table->note, ST_KIT_SERIF, 9, FALSE,
                                                        self->width - 2 * self->margin);

      height += st_kit_layout_height (note) + 4;
    }
  return height;
}

static void
measure (StKitAids *self, Table *table)
{
  table->title_height = title_height (self, table);
  table->head_height = table->head[0] != NULL ? cells_height (self, table, table->head, TRUE) : 0;
  for (guint r = 0; r < table->rows->len; r++)
    {
      Row *row = g_ptr_array_index (table->rows, r);

      row->height = cells_height (self, table, row->cells, FALSE);
      if (row->swatch != SWATCH_NONE)
        row->height = MAX (row->height, (row->swatch == SWATCH_SIDE ? SIDE_SWATCH : SWATCH) + 2 * PAD);
    }
}

static void
paginate (StKitAids *self)
{
  double  top = self->margin, bottom = self->height - self->margin - 10;
  double  y = top;
  GArray *page = g_array_new (FALSE, FALSE, sizeof (Piece));

  g_ptr_array_add (self->pages, page);
  for (guint t = 0; t < self->tables->len; t++)
    {
      Table   *table = g_ptr_array_index (self->tables, t);
      guint    r = 0;
      gboolean continued = FALSE;

      measure (self, table);
      while (r < table->rows->len || (r == 0 && !continued))
        {
          Piece  piece = { t, r, r, 0, continued };
          double need = table->title_height + table->head_height;

          if (r < table->rows->len)
            need += ((Row *) g_ptr_array_index (table->rows, r))->height;
          if (y > top && y + need > bottom)
            {
              page = g_array_new (FALSE, FALSE, sizeof (Piece));
              g_ptr_array_add (self->pages, page);
              y = top;
            }
          piece.y = y;
          y += table->title_height + table->head_height;
          do
            {
              y += ((Row *) g_ptr_array_index (table->rows, r))->height;
              r++;
            }
          while (r < table->rows->len && y + ((Row *) g_ptr_array_index (table->rows, r))->height <= bottom);
          piece.last = r;
          g_array_append_val (page, piece);
          y += 16;
          continued = TRUE;
          if (table->rows->len == 0)
            break;
        }
    }
}

StKitAids *
st_kit_aids_new (const StScenario *scenario, const char *lang, double width, double height)
{
  StKitAids *self = g_new0 (StKitAids, 1);

  self->scenario = scenario;
  self->lang = g_strdup (lang);
  self->context = st_kit_pango_context_new (lang);
  self->layout = st_board_layout_new (scenario);
  self->width = width;
  self->height = height;
  self->margin = 18 * ST_KIT_PT_PER_MM;
  self->tables = g_ptr_array_new_with_free_func ((GDestroyNotify) table_free);
  self->pages = g_ptr_array_new_with_free_func ((GDestroyNotify) g_array_unref);
  add_crt (self);
  add_terrain (self);
  add_roster (self);
  add_turn_track (self);
  add_setup (self);
  add_decks (self);
  /* Tables without rows say nothing. */
  for (guint t = self->tables->len; t-- > 0;)
    if (((Table *) g_ptr_array_index (self->tables, t))->rows->len == 0)
      g_ptr_array_remove_index (self->tables, t);
  if (self->tables->len > 0)
    paginate (self);
  return self;
}

void
st_kit_aids_free (StKitAids *self)
{
  if (self == NULL)
    return;
  g_ptr_array_unref (self->tables);
  g_ptr_array_unref (self->pages);
  st_board_layout_free (self->layout);
  g_object_unref (self->context);
  g_free (self->lang);
  g_free (self);
}

guint
st_kit_aids_n_pages (const StKitAids *self)
{
  return self->pages->len;
}

/* Drawing */

/* A terrain as one cell of the map, painted as the map paints it, scaled to the
 * swatch; an edge type as a line across it; a side as its colour. */
static void
draw_swatch (const StKitAids *self, cairo_t *cr, const Row *row, double x, double y)
{
  StCell cell = { 0, 0 };
  double cx, cy, scale = SWATCH / (2.0 * self->layout->outer);
  StRgb  rgb;

  cairo_save (cr);
  cairo_new_path (cr);
  if (row->swatch == SWATCH_SIDE)
    {
      st_rgb_parse (((const StSide *) row->what)->color, &rgb);
      cairo_arc (cr, x + SWATCH / 2, y + SIDE_SWATCH / 2 + 1, SIDE_SWATCH / 2, 0, 2 * G_PI);
      st_render_set_rgb (cr, &rgb, 1);
      cairo_fill_preserve (cr);
      cairo_set_source_rgb (cr, 0, 0, 0);
      cairo_set_line_width (cr, 0.5);
      cairo_stroke (cr);
      cairo_restore (cr);
      return;
    }
  cairo_translate (cr, x + SWATCH / 2, y + SWATCH / 2);
  if (!st_board_is_grid (self->scenario->board))
    scale = SWATCH / ST_BOARD_CELL_SIZE;
  cairo_scale (cr, scale, scale);
  if (st_board_is_grid (self->scenario->board))
    {
      st_board_layout_cell_center (self->layout, cell, &cx, &cy);
      cairo_translate (cr, -cx, -cy);
      st_board_layout_cell_path (self->layout, cr, cell);
    }
  else
    {
      cx = cy = 0;
      cairo_rectangle (cr, -ST_BOARD_CELL_SIZE / 2, -ST_BOARD_CELL_SIZE / 2, ST_BOARD_CELL_SIZE,
                       ST_BOARD_CELL_SIZE);
    }
  if (row->swatch == SWATCH_TERRAIN)
    {
      const StTerrain *terrain = row->what;
      double           radius = st_render_pattern_radius (self->layout);
      double           px = cx, py = cy;

      st_rgb_parse (terrain->color, &rgb);
      st_render_set_rgb (cr, &rgb, 1);
      cairo_fill_preserve (cr);
      cairo_set_source_rgba (cr, 0, 0, 0, 0.6);
      cairo_set_line_width (cr, 1.0 / scale * 0.4);
      cairo_stroke (cr);
      if (st_board_is_grid (self->scenario->board))
        st_render_pattern_center (self->layout, cell, &px, &py);
      st_render_pattern_path (cr, terrain->pattern, px, py, radius, 0);
      st_render_pattern_style (cr, terrain->pattern, &rgb, radius);
      if (st_render_pattern_is_filled (terrain->pattern))
        cairo_fill (cr);
      else
        cairo_stroke (cr);
    }
  else
    {
      const StEdgeType *type = row->what;

      cairo_set_source_rgb (cr, 0.96, 0.95, 0.9);
      cairo_fill (cr);
      cairo_move_to (cr, cx - ST_BOARD_CELL_SIZE / 2, cy);
      cairo_line_to (cr, cx + ST_BOARD_CELL_SIZE / 2, cy);
      st_rgb_parse (type->color, &rgb);
      st_render_set_rgb (cr, &rgb, 1);
      st_render_set_line_style (cr, type, MAX (type->width, 1.0) * 1.5);
      cairo_stroke (cr);
    }
  cairo_restore (cr);
}

static void
draw_cells (
    const StKitAids *self, cairo_t *cr, const Table *table, char *const *cells, double y, gboolean bold)
{
  double x = self->margin;

  for (guint i = 0; i < table->n_columns; i++)
    {
      if (cells[i] != NULL && *cells[i] != '\0')
        {
          g_autoptr (PangoLayout) layout = cell_layout (self, table, i, cells[i], bold);

          st_kit_show (cr, layout, x + PAD, y + PAD);
        }
      x += column_width (self, table, i);
    }
}

static void
draw_piece (const StKitAids *self, cairo_t *cr, const Piece *piece)
{
  const Table     *table = g_ptr_array_index (self->tables, piece->table);
  double           y = piece->y, width = self->width - 2 * self->margin;
  g_autofree char *title = piece->continued
                               /* TRANSLATORS: the title of a table that goes on from the page before */
                               ? g_strdup_printf (_ ("%s (continued)"), table->title)
                               : g_strdup (table->title);

  cairo_set_source_rgb (cr, 0, 0, 0);
  y += st_kit_text (cr, self->context, title, ST_KIT_SANS, 13, TRUE, self->margin, y, width, 0.0) + 4;
  if (table->note != NULL)
    y +=
        st_kit_text (cr, self->context, table->note, ST_KIT_SERIF, 9, FALSE, self->margin, y, width, 0.0) + 4;
  if (table->head[0] != NULL)
    {
      cairo_rectangle (cr, self->margin, y, width, table->head_height);
      cairo_set_source_rgb (cr, 0.88, 0.88, 0.86);
      cairo_fill (cr);
      cairo_set_source_rgb (cr, 0, 0, 0);
      draw_cells (self, cr, table, table->head, y, TRUE);
      y += table->head_height;
    }
  for (guint r = piece->first; r < piece->last; r++)
    {
      const Row *row = g_ptr_array_index (table->rows, r);

      if (row->swatch != SWATCH_NONE)
        draw_swatch (self, cr, row, self->margin + PAD, y + PAD);
      cairo_set_source_rgb (cr, 0, 0, 0);
      draw_cells (self, cr, table, row->cells, y, FALSE);
      if (table->centred)
        {
          double x = self->margin;

          for (guint i = 0; i < table->n_columns; i++)
            {
              cairo_rectangle (cr, x, y, column_width (self, table, i), row->height);
              x += column_width (self, table, i);
            }
        }
      else
        {
          cairo_move_to (cr, self->margin, y + row->height);
          cairo_line_to (cr, self->margin + width, y + row->height);
        }
      cairo_set_line_width (cr, 0.4);
      cairo_stroke (cr);
      y += row->height;
    }
}

void
st_kit_aids_draw_page (const StKitAids *self, cairo_t *cr, guint page)
{
  const GArray *pieces;

  g_return_if_fail (page < self->pages->len);
  pieces = g_ptr_array_index (self->pages, page);
  cairo_save (cr);
  for (guint i = 0; i < pieces->len; i++)
    draw_piece (self, cr, &g_array_index (pieces, Piece, i));
  cairo_restore (cr);
}
