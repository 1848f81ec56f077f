/* SPDX-License-Identifier: GPL-3.0-or-later */
#define G_LOG_DOMAIN "sandtable-core"

#include "config.h"

#include <glib/gi18n-lib.h>
#include <stdlib.h>
#include <string.h>

#include "st-file-save.h"
#include "st-scenario-io.h"
#include "st-xml-writer.h"

/* The canonical writer: fixed element and attribute order, two-space indentation,
 * so that saving a file Sandtable wrote gives back the same bytes. */

typedef struct
{
  GString          *out;
  const StScenario *scenario;
} Writer;

static void
indent (Writer *w, int depth)
{
  for (int i = 0; i < depth; i++)
    g_string_append (w->out, "  ");
}

static void
attr (Writer *w, const char *name, const char *value)
{
  if (value == NULL)
    return;
  g_string_append_c (w->out, ' ');
  g_string_append (w->out, name);
  g_string_append_len (w->out, "=\"", 2);
  st_xml_escape (w->out, value, TRUE);
  g_string_append_c (w->out, '"');
}

static void
attr_int (Writer *w, const char *name, gint64 value)
{
  g_string_append_printf (w->out, " %s=\"%" G_GINT64_FORMAT "\"", name, value);
}

static void
attr_double (Writer *w, const char *name, double value)
{
  char buf[G_ASCII_DTOSTR_BUF_SIZE];

  st_xml_format_double (buf, sizeof buf, value);
  attr (w, name, buf);
}

static void
attr_cell (Writer *w, const char *name, StCell cell)
{
  g_string_append_printf (w->out, " %s=\"%d,%d\"", name, cell.x, cell.y);
}

static void
attr_bool_if (Writer *w, const char *name, gboolean value)
{
  if (value)
    attr (w, name, "true");
}

static void
attrs (Writer *w, const GPtrArray *list)
{
  for (guint i = 0; i < list->len; i++)
    {
      const StAttr *a = g_ptr_array_index ((GPtrArray *) list, i);
      attr (w, a->name, a->value);
    }
}

static void
open_tag (Writer *w, int depth, const char *name)
{
  indent (w, depth);
  g_string_append_printf (w->out, "<%s", name);
}

static void
end_open (Writer *w)
{
  g_string_append (w->out, ">\n");
}

static void
end_empty (Writer *w)
{
  g_string_append (w->out, "/>\n");
}

static void
close_tag (Writer *w, int depth, const char *name)
{
  indent (w, depth);
  g_string_append_printf (w->out, "</%s>\n", name);
}

static void
text_element (Writer *w, int depth, const char *name, const char *value)
{
  open_tag (w, depth, name);
  g_string_append_c (w->out, '>');
  st_xml_escape (w->out, value, FALSE);
  g_string_append_printf (w->out, "</%s>\n", name);
}

static void
text (Writer *w, int depth, const char *name, const StText *t)
{
  if (t == NULL)
    return;
  for (guint i = 0; i < t->entries->len; i++)
    {
      const StTextEntry *entry = g_ptr_array_index (t->entries, i);

      open_tag (w, depth, name);
      if (g_strcmp0 (entry->lang, w->scenario->lang) != 0)
        attr (w, "xml:lang", entry->lang);
      if (entry->source_hash != NULL)
        attr (w, "source-hash", entry->source_hash);
      if (entry->previous_source != NULL)
        attr (w, "previous-source", entry->previous_source);
      if (entry->needs_work)
        attr (w, "needs-work", "true");
      g_string_append_c (w->out, '>');
      st_xml_escape (w->out, entry->value, FALSE);
      g_string_append_printf (w->out, "</%s>\n", name);
    }
}

static void
write_metadata (Writer *w)
{
  const StScenario *s = w->scenario;

  open_tag (w, 1, "metadata");
  end_open (w);
  text (w, 2, "title", s->title);
  if (s->author != NULL)
    text_element (w, 2, "author", s->author);
  text (w, 2, "description", s->description);
  if (s->license != NULL)
    text_element (w, 2, "license", s->license);
  for (guint i = 0; i < s->translation_langs->len; i++)
    {
      open_tag (w, 2, "translation");
      attr (w, "lang", g_ptr_array_index (s->translation_langs, i));
      end_empty (w);
    }
  close_tag (w, 1, "metadata");
}

static void
write_parameters (Writer *w)
{
  const StScenario *s = w->scenario;

  if (s->params->len == 0)
    return;
  open_tag (w, 1, "parameters");
  end_open (w);
  for (guint i = 0; i < s->params->len; i++)
    {
      const StAttr *param = g_ptr_array_index (s->params, i);
      open_tag (w, 2, "param");
      attr (w, "name", param->name);
      attr (w, "value", param->value);
      end_empty (w);
    }
  close_tag (w, 1, "parameters");
}

static void
write_crt (Writer *w)
{
  const StScenario *s = w->scenario;

  if (s->crt->len == 0)
    return;
  open_tag (w, 1, "crt");
  end_open (w);
  for (guint i = 0; i < s->crt->len; i++)
    {
      const StCrtRow *row = &g_array_index (s->crt, StCrtRow, i);
      open_tag (w, 2, "row");
      if (row->has_min)
        attr_int (w, "min", row->min);
      if (row->has_max)
        attr_int (w, "max", row->max);
      attr (w, "result", st_crt_result_to_string (row->result));
      end_empty (w);
    }
  close_tag (w, 1, "crt");
}

static void
write_terrains (Writer *w)
{
  const StScenario *s = w->scenario;

  open_tag (w, 1, "terrain-types");
  end_open (w);
  for (guint i = 0; i < s->terrains->len; i++)
    {
      const StTerrain *t = g_ptr_array_index (s->terrains, i);

      open_tag (w, 2, "terrain");
      attr (w, "id", t->id);
      attr (w, "color", t->color);
      if (g_strcmp0 (t->pattern, "none") != 0)
        attr (w, "pattern", t->pattern);
      end_open (w);
      text (w, 3, "name", t->name);
      for (guint j = 0; j < t->effects->len; j++)
        {
          const StAttr *effect = g_ptr_array_index (t->effects, j);
          open_tag (w, 3, "effect");
          attr (w, "name", effect->name);
          attr (w, "value", effect->value);
          end_empty (w);
        }
      close_tag (w, 2, "terrain");
    }
  close_tag (w, 1, "terrain-types");
}

static void
write_edge_types (Writer *w)
{
  const StScenario *s = w->scenario;

  if (s->edge_types->len == 0)
    return;
  open_tag (w, 1, "edge-types");
  end_open (w);
  for (guint i = 0; i < s->edge_types->len; i++)
    {
      const StEdgeType *t = g_ptr_array_index (s->edge_types, i);

      open_tag (w, 2, "edge-type");
      attr (w, "id", t->id);
      attr (w, "color", t->color);
      attr_double (w, "width", t->width);
      attr (w, "style", st_line_style_to_string (t->style));
      if (t->link != NULL)
        attr (w, "link", t->link);
      end_open (w);
      text (w, 3, "name", t->name);
      close_tag (w, 2, "edge-type");
    }
  close_tag (w, 1, "edge-types");
}

static void
write_sides (Writer *w)
{
  const StScenario *s = w->scenario;

  open_tag (w, 1, "sides");
  end_open (w);
  for (guint i = 0; i < s->sides->len; i++)
    {
      const StSide *side = g_ptr_array_index (s->sides, i);

      open_tag (w, 2, "side");
      attr (w, "id", side->id);
      attr (w, "color", side->color);
      if (side->rank > 0)
        attr_int (w, "rank", side->rank);
      if (side->home != NULL)
        attr (w, "home", side->home);
      end_open (w);
      text (w, 3, "name", side->name);
      close_tag (w, 2, "side");
    }
  close_tag (w, 1, "sides");
}

static void
write_grid_cells_and_edges (Writer *w, const StBoard *board)
{
  for (guint i = 0; i < board->cells->len; i++)
    {
      const StCellTerrain *cell = g_ptr_array_index (board->cells, i);
      open_tag (w, 2, "cell");
      attr_cell (w, "at", cell->at);
      attr (w, "terrain", cell->terrain);
      end_empty (w);
    }
  for (guint i = 0; i < board->edges->len; i++)
    {
      const StEdge *edge = g_ptr_array_index (board->edges, i);
      open_tag (w, 2, "edge");
      attr (w, "type", edge->type);
      attr_cell (w, "a", edge->cell_a);
      attr_cell (w, "b", edge->cell_b);
      end_empty (w);
    }
}

static void
write_board (Writer *w)
{
  const StBoard *board = w->scenario->board;

  open_tag (w, 1, "board");
  attr (w, "kind", st_board_kind_to_string (board->kind));
  if (board->kind == ST_BOARD_GRAPH)
    {
      attr_double (w, "width", board->width);
      attr_double (w, "height", board->height);
    }
  else
    {
      attr_int (w, "columns", board->columns);
      attr_int (w, "rows", board->rows);
      if (board->kind == ST_BOARD_HEX)
        {
          attr (w, "orientation", board->orientation == ST_HEX_FLAT ? "flat" : "pointy");
          attr (w, "stagger", board->stagger_odd ? "odd" : "even");
        }
      attr (w, "default-terrain", board->default_terrain);
    }
  if (board->cells->len + board->edges->len + board->sections->len + board->placements->len
              + board->nodes->len + board->lines->len
          == 0
      && board->backdrop == NULL)
    {
      end_empty (w);
      return;
    }
  end_open (w);

  if (board->backdrop != NULL)
    {
      open_tag (w, 2, "backdrop");
      attr (w, "href", board->backdrop->href);
      if (board->backdrop->page != 1)
        attr_int (w, "page", board->backdrop->page);
      attr_double (w, "x", board->backdrop->x);
      attr_double (w, "y", board->backdrop->y);
      attr_double (w, "scale", board->backdrop->scale);
      attr_double (w, "opacity", board->backdrop->opacity);
      end_empty (w);
    }

  for (guint i = 0; i < board->sections->len; i++)
    {
      const StSection *section = g_ptr_array_index (board->sections, i);

      open_tag (w, 2, "section");
      attr (w, "id", section->id);
      attr_int (w, "size", section->size);
      end_open (w);
      text (w, 3, "name", section->name);
      for (int y = 0; y < section->size; y++)
        {
          g_autoptr (GString) row = g_string_new (NULL);
          for (int x = 0; x < section->size; x++)
            g_string_append_printf (row, "%s%s", x ? " " : "", section->terrain[y * section->size + x]);
          text_element (w, 3, "row", row->str);
        }
      close_tag (w, 2, "section");
    }
  for (guint i = 0; i < board->placements->len; i++)
    {
      const StPlacement *place = g_ptr_array_index (board->placements, i);
      open_tag (w, 2, "place");
      attr (w, "section", place->section);
      attr_cell (w, "at", place->at);
      attr_int (w, "rotation", place->rotation);
      end_empty (w);
    }

  if (board->kind != ST_BOARD_GRAPH)
    write_grid_cells_and_edges (w, board);
  else
    {
      for (guint i = 0; i < board->nodes->len; i++)
        {
          const StNode *node = g_ptr_array_index (board->nodes, i);

          open_tag (w, 2, "node");
          attr (w, "id", node->id);
          attr_double (w, "x", node->x);
          attr_double (w, "y", node->y);
          attr_bool_if (w, "strategic", node->strategic);
          attr_bool_if (w, "junction", node->junction);
          attr (w, "headquarters", node->headquarters);
          if (st_text_is_empty (node->name))
            end_empty (w);
          else
            {
              end_open (w);
              text (w, 3, "name", node->name);
              close_tag (w, 2, "node");
            }
        }
      for (guint i = 0; i < board->edges->len; i++)
        {
          const StEdge *edge = g_ptr_array_index (board->edges, i);
          open_tag (w, 2, "edge");
          attr (w, "type", edge->type);
          attr (w, "a", edge->node_a);
          attr (w, "b", edge->node_b);
          end_empty (w);
        }
      for (guint i = 0; i < board->lines->len; i++)
        {
          const StLine *line = g_ptr_array_index (board->lines, i);
          g_autoptr (GString) points = g_string_new (NULL);

          for (guint j = 0; j + 1 < line->points->len; j += 2)
            {
              char x[G_ASCII_DTOSTR_BUF_SIZE], y[G_ASCII_DTOSTR_BUF_SIZE];
              st_xml_format_double (x, sizeof x, g_array_index (line->points, double, j));
              st_xml_format_double (y, sizeof y, g_array_index (line->points, double, j + 1));
              g_string_append_printf (points, "%s%s,%s", j ? " " : "", x, y);
            }
          open_tag (w, 2, "line");
          attr (w, "type", line->type);
          attr (w, "points", points->str);
          end_empty (w);
        }
    }
  close_tag (w, 1, "board");
}

static void
write_areas (Writer *w)
{
  const StScenario *s = w->scenario;

  if (s->areas->len == 0)
    return;
  open_tag (w, 1, "areas");
  end_open (w);
  for (guint i = 0; i < s->areas->len; i++)
    {
      const StArea *area = g_ptr_array_index (s->areas, i);

      open_tag (w, 2, "area");
      attr (w, "id", area->id);
      attr (w, "role", st_area_role_to_string (area->role));
      attr (w, "side", area->side);
      if (st_text_is_empty (area->name) && area->cells->len == 0 && area->nodes->len == 0)
        {
          end_empty (w);
          continue;
        }
      end_open (w);
      text (w, 3, "name", area->name);
      if (area->cells->len > 0)
        {
          g_autoptr (GString) list = g_string_new (NULL);
          for (guint j = 0; j < area->cells->len; j++)
            {
              StCell cell = g_array_index (area->cells, StCell, j);
              g_string_append_printf (list, "%s%d,%d", j ? " " : "", cell.x, cell.y);
            }
          text_element (w, 3, "cells", list->str);
        }
      if (area->nodes->len > 0)
        {
          g_autoptr (GString) list = g_string_new (NULL);
          for (guint j = 0; j < area->nodes->len; j++)
            g_string_append_printf (list, "%s%s", j ? " " : "", (char *) g_ptr_array_index (area->nodes, j));
          text_element (w, 3, "nodes", list->str);
        }
      close_tag (w, 2, "area");
    }
  close_tag (w, 1, "areas");
}

static void
write_unit_types (Writer *w)
{
  const StScenario *s = w->scenario;

  if (s->unit_types->len == 0)
    return;
  open_tag (w, 1, "unit-types");
  end_open (w);
  for (guint i = 0; i < s->unit_types->len; i++)
    {
      const StUnitType *type = g_ptr_array_index (s->unit_types, i);

      open_tag (w, 2, "unit-type");
      attr (w, "id", type->id);
      attr (w, "arm", type->arm);
      attr (w, "side", type->side);
      attrs (w, type->attrs);
      if (st_text_is_empty (type->name))
        end_empty (w);
      else
        {
          end_open (w);
          text (w, 3, "name", type->name);
          close_tag (w, 2, "unit-type");
        }
    }
  close_tag (w, 1, "unit-types");
}

static void
write_units (Writer *w)
{
  const StScenario *s = w->scenario;

  if (s->units->len == 0)
    return;
  open_tag (w, 1, "units");
  end_open (w);
  for (guint i = 0; i < s->units->len; i++)
    {
      const StUnit *unit = g_ptr_array_index (s->units, i);

      open_tag (w, 2, "unit");
      attr (w, "id", unit->id);
      attr (w, "type", unit->type);
      attr (w, "side", unit->side);
      if (unit->placed && st_board_is_grid (s->board))
        attr_cell (w, "at", unit->cell);
      else if (unit->placed)
        attr (w, "at", unit->node);
      attr_bool_if (w, "reduced", unit->reduced);
      attr_bool_if (w, "reserve", !unit->placed);
      if (st_text_is_empty (unit->name))
        end_empty (w);
      else
        {
          end_open (w);
          text (w, 3, "name", unit->name);
          close_tag (w, 2, "unit");
        }
    }
  close_tag (w, 1, "units");
}

static void
write_decks (Writer *w)
{
  const StScenario *s = w->scenario;

  if (s->decks->len == 0)
    return;
  open_tag (w, 1, "decks");
  end_open (w);
  for (guint i = 0; i < s->decks->len; i++)
    {
      const StDeck *deck = g_ptr_array_index (s->decks, i);

      open_tag (w, 2, "deck");
      attr (w, "id", deck->id);
      attr (w, "side", deck->side);
      end_open (w);
      text (w, 3, "name", deck->name);
      for (guint j = 0; j < deck->cards->len; j++)
        {
          const StCard *card = g_ptr_array_index (deck->cards, j);

          open_tag (w, 3, "card");
          attr (w, "id", card->id);
          attr (w, "kind", card->kind == ST_CARD_UNIT ? "unit" : "hq");
          attr (w, "unit", card->unit);
          attr (w, "hq", card->hq);
          if (card->copies != 1)
            attr_int (w, "copies", card->copies);
          attrs (w, card->attrs);
          if (st_text_is_empty (card->name) && st_text_is_empty (card->text))
            end_empty (w);
          else
            {
              end_open (w);
              text (w, 4, "name", card->name);
              text (w, 4, "text", card->text);
              close_tag (w, 3, "card");
            }
        }
      close_tag (w, 2, "deck");
    }
  close_tag (w, 1, "decks");
}

static void
write_rules (Writer *w)
{
  const StScenario *s = w->scenario;

  if (s->rules->len == 0)
    return;
  open_tag (w, 1, "rules");
  end_open (w);
  for (guint i = 0; i < s->rules->len; i++)
    {
      const StRulesSection *section = g_ptr_array_index (s->rules, i);

      open_tag (w, 2, "section");
      attr (w, "id", section->id);
      end_open (w);
      text (w, 3, "title", section->title);
      text (w, 3, "body", section->body);
      close_tag (w, 2, "section");
    }
  close_tag (w, 1, "rules");
}

static void
write_playtest (Writer *w)
{
  const StPlaytest *p = w->scenario->playtest;

  if (p == NULL)
    return;
  open_tag (w, 1, "playtest");
  g_string_append_printf (w->out, " seed=\"%" G_GUINT64_FORMAT "\"", p->seed);
  attr (w, "first", p->first);
  if (p->seats[0] != NULL && p->seats[1] != NULL)
    {
      g_autofree char *seats = g_strdup_printf ("%s %s", p->seats[0], p->seats[1]);

      attr (w, "seats", seats);
    }
  if (p->iterations > 0)
    g_string_append_printf (w->out, " iterations=\"%u\"", p->iterations);
  attr (w, "saved", p->saved);
  if (p->actions->len == 0)
    {
      end_empty (w);
      return;
    }
  end_open (w);
  for (guint i = 0; i < p->actions->len; i++)
    text_element (w, 2, "action", g_ptr_array_index (p->actions, i));
  close_tag (w, 1, "playtest");
}

char *
st_scenario_to_xml (const StScenario *self, gsize *length)
{
  Writer w = { g_string_new ("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"), self };

  open_tag (&w, 0, "scenario");
  attr (&w, "xmlns", ST_SCENARIO_NAMESPACE);
  attr_int (&w, "version", self->version);
  attr (&w, "ruleset", st_family_id (self->family));
  attr (&w, "xml:lang", self->lang);
  end_open (&w);
  write_metadata (&w);
  write_parameters (&w);
  write_crt (&w);
  write_terrains (&w);
  write_edge_types (&w);
  write_sides (&w);
  write_board (&w);
  write_areas (&w);
  write_unit_types (&w);
  write_units (&w);
  write_decks (&w);
  write_rules (&w);
  write_playtest (&w);
  close_tag (&w, 0, "scenario");

  if (length != NULL)
    *length = w.out->len;
  return g_string_free (w.out, FALSE);
}

gboolean
st_scenario_check_saveable (const char *data, gsize length, GError **error)
{
  g_autoptr (GError) load_error = NULL;
  g_autoptr (StScenario) back = NULL;

  /* Nothing Sandtable writes may fail to load: the text is read back by the
   * loader's own rules before it goes to disk. Set-up problems (the lint) are
   * warnings, which refuse nothing: a save does not look for them. */
  back = st_scenario_load_data_full (data, length, "<scenario being saved>", NULL,
                                     ST_SCENARIO_LOAD_NO_SETUP_CHECK, &load_error);
  if (back == NULL)
    {
      g_set_error (error, ST_SCENARIO_ERROR, ST_SCENARIO_ERROR_INVALID,
                   _ ("The scenario would not load back, so it was not saved: %s"), load_error->message);
      return FALSE;
    }
  return TRUE;
}

gboolean
st_scenario_save_gfile (const StScenario *self, GFile *file, GCancellable *cancellable, GError **error)
{
  g_autofree char *path = g_file_get_path (file);

  if (path == NULL)
    {
      g_autofree char *uri = g_file_get_uri (file);
      /* Translators: %s is the address of the file. */
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_NOT_SUPPORTED,
                   _ ("Sandtable saves only to local files, and “%s” is not one. Nothing was written."), uri);
      return FALSE;
    }
  if (g_cancellable_set_error_if_cancelled (cancellable, error))
    return FALSE;
  return st_scenario_save_file (self, path, error);
}

gboolean
st_scenario_save_xml (const char *data, gsize length, const char *path, GError **error)
{
  if (!st_scenario_check_saveable (data, length, error))
    return FALSE;
  return st_file_save_atomic (path, data, length, error);
}

gboolean
st_scenario_save_file_full (const StScenario *self, const char *path, StFileSaveFlags flags, GError **error)
{
  g_autofree char *data = NULL;
  gsize            length = 0;

  data = st_scenario_to_xml (self, &length);
  if (!st_scenario_check_saveable (data, length, error))
    return FALSE;
  return st_file_save_atomic_full (path, data, length, flags, error);
}

gboolean
st_scenario_save_file (const StScenario *self, const char *path, GError **error)
{
  return st_scenario_save_file_full (self, path, st_file_save_get_default_flags (), error);
}
