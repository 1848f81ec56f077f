/* SPDX-License-Identifier: GPL-3.0-or-later */
#define G_LOG_DOMAIN "sandtable-core"

#include "config.h"

#include "st-scenario-private.h"

/* Reading <board> and <areas>. */

static void
st_loader_parse_grid_common (StLoader *loader, xmlNode *node, StBoard *board)
{
  gint64 n;

  if (st_loader_int_attr (loader, node, "columns", 1, ST_BOARD_MAX_SIZE, TRUE, 1, &n))
    board->columns = (int) n;
  else
    board->columns = 1;
  if (st_loader_int_attr (loader, node, "rows", 1, ST_BOARD_MAX_SIZE, TRUE, 1, &n))
    board->rows = (int) n;
  else
    board->rows = 1;
  board->default_terrain = st_loader_optional_id (loader, node, "default-terrain");

  FOR_EACH_CHILD (child, node, "cell")
    {
      static const char *const attrs[] = { "at", "terrain", NULL };
      StCellTerrain           *cell = g_new0 (StCellTerrain, 1);

      st_loader_check_attributes (loader, child, attrs, NULL, FALSE);
      st_loader_cell_attr (loader, child, "at", &cell->at);
      cell->terrain = st_loader_require_id (loader, child, "terrain");
      if (cell->terrain == NULL)
        cell->terrain = g_strdup ("");
      g_ptr_array_add (board->cells, cell);
      st_loader_remember (loader, cell, child);
    }
  FOR_EACH_CHILD (child, node, "edge")
    {
      static const char *const attrs[] = { "type", "a", "b", NULL };
      g_autofree char         *type = st_loader_require_id (loader, child, "type");
      StCell                   a = { -1, -1 }, b = { -1, -1 };
      StEdge                  *edge;

      st_loader_check_attributes (loader, child, attrs, NULL, FALSE);
      st_loader_cell_attr (loader, child, "a", &a);
      st_loader_cell_attr (loader, child, "b", &b);
      edge = st_edge_new_cells (type ? type : "", a, b);
      g_ptr_array_add (board->edges, edge);
      st_loader_remember (loader, edge, child);
    }
}

static void
st_loader_parse_sections (StLoader *loader, xmlNode *node, StBoard *board)
{
  FOR_EACH_CHILD (child, node, "section")
    {
      static const ChildSpec   section_children[] = { { "name", 0, 0 }, { "row", 1, 0 }, { NULL } };
      static const char *const attrs[] = { "id", "size", NULL };
      g_autofree char         *id = st_loader_require_id (loader, child, "id");
      StSection               *section;
      gint64                   size;
      int                      y = 0;

      st_loader_check_attributes (loader, child, attrs, NULL, FALSE);
      st_loader_check_children (loader, child, section_children, FALSE);
      st_loader_int_attr (loader, child, "size", 1, 16, TRUE, 4, &size);
      section = st_section_new (id ? id : "", (int) size);
      section->name = st_loader_text (loader, child, "name");
      FOR_EACH_CHILD (row, child, "row")
        {
          g_autofree char *content = st_xml_element_text (row);
          g_autoptr (GPtrArray) words = st_split_words (content);

          st_loader_check_attributes (loader, row, NULL, NULL, FALSE);
          if (y >= section->size)
            {
              st_loader_error_at (loader, row, NULL, "section '%s' has more than %d rows", section->id,
                                  section->size);
              break;
            }
          if ((int) words->len != section->size)
            st_loader_error_at (loader, row, NULL,
                                "expected %d terrain ids in this row of section '%s', found %u",
                                section->size, section->id, words->len);
          for (int x = 0; x < section->size; x++)
            section->terrain[y * section->size + x] =
                g_strdup (x < (int) words->len ? (char *) g_ptr_array_index (words, x) : "");
          y++;
        }
      for (; y < section->size; y++)
        for (int x = 0; x < section->size; x++)
          section->terrain[y * section->size + x] = g_strdup ("");
      if (y > 0 && st_xml_first_child (child, "row") != NULL)
        {
          guint rows = 0;
          FOR_EACH_CHILD (row, child, "row")
            rows++;
          if ((int) rows < section->size)
            st_loader_error_at (loader, child, NULL, "section '%s' needs %d rows, found %u", section->id,
                                section->size, rows);
        }
      g_ptr_array_add (board->sections, section);
      st_loader_remember (loader, section, child);
    }

  FOR_EACH_CHILD (child, node, "place")
    {
      static const char *const attrs[] = { "section", "at", "rotation", NULL };
      StPlacement             *place = g_new0 (StPlacement, 1);
      gint64                   rotation;

      st_loader_check_attributes (loader, child, attrs, NULL, FALSE);
      place->section = st_loader_require_id (loader, child, "section");
      if (place->section == NULL)
        place->section = g_strdup ("");
      st_loader_cell_attr (loader, child, "at", &place->at);
      st_loader_int_attr (loader, child, "rotation", 0, 270, FALSE, 0, &rotation);
      if (rotation % 90 != 0)
        {
          st_loader_error_at (loader, child, "rotation",
                              "expected a rotation of 0, 90, 180 or 270, found %" G_GINT64_FORMAT, rotation);
          rotation = 0;
        }
      place->rotation = (int) rotation;
      g_ptr_array_add (board->placements, place);
      st_loader_remember (loader, place, child);
    }
}

static void
st_loader_parse_graph (StLoader *loader, xmlNode *node, StBoard *board)
{
  st_loader_double_attr (loader, node, "width", 1, TRUE, 1000, &board->width);
  st_loader_double_attr (loader, node, "height", 1, TRUE, 1000, &board->height);

  FOR_EACH_CHILD (child, node, "node")
    {
      static const ChildSpec   node_children[] = { { "name", 0, 0 }, { NULL } };
      static const char *const attrs[] = { "id", "x", "y", "strategic", "junction", "headquarters", NULL };
      g_autofree char         *id = st_loader_require_id (loader, child, "id");
      StNode                  *n = st_node_new (id ? id : "", 0, 0);

      st_loader_check_attributes (loader, child, attrs, NULL, FALSE);
      st_loader_check_children (loader, child, node_children, FALSE);
      st_loader_double_attr (loader, child, "x", -1e7, TRUE, 0, &n->x);
      st_loader_double_attr (loader, child, "y", -1e7, TRUE, 0, &n->y);
      st_loader_bool_attr (loader, child, "strategic", &n->strategic);
      st_loader_bool_attr (loader, child, "junction", &n->junction);
      n->headquarters = st_loader_optional_id (loader, child, "headquarters");
      n->name = st_loader_text (loader, child, "name");
      g_ptr_array_add (board->nodes, n);
      st_loader_remember (loader, n, child);
    }
  FOR_EACH_CHILD (child, node, "edge")
    {
      static const char *const attrs[] = { "type", "a", "b", NULL };
      g_autofree char         *type = st_loader_require_id (loader, child, "type");
      g_autofree char         *a = st_loader_require_id (loader, child, "a");
      g_autofree char         *b = st_loader_require_id (loader, child, "b");
      StEdge                  *edge;

      st_loader_check_attributes (loader, child, attrs, NULL, FALSE);
      edge = st_edge_new_nodes (type ? type : "", a ? a : "", b ? b : "");
      g_ptr_array_add (board->edges, edge);
      st_loader_remember (loader, edge, child);
    }
  FOR_EACH_CHILD (child, node, "line")
    {
      static const char *const attrs[] = { "type", "points", NULL };
      g_autofree char         *type = st_loader_require_id (loader, child, "type");
      g_autofree char         *points = st_loader_require_attr (loader, child, "points");
      g_autoptr (GPtrArray) pairs = st_split_words (points);
      StLine *line = st_line_new (type ? type : "");

      st_loader_check_attributes (loader, child, attrs, NULL, FALSE);
      for (guint i = 0; i < pairs->len; i++)
        {
          g_auto (GStrv) xy = g_strsplit (g_ptr_array_index (pairs, i), ",", -1);
          double v[2];

          if (g_strv_length (xy) != 2 || !st_parse_double (xy[0], &v[0]) || !st_parse_double (xy[1], &v[1]))
            {
              st_loader_error_at (loader, child, "points",
                                  "expected points as 'x,y' pairs separated by spaces, found '%s'",
                                  (char *) g_ptr_array_index (pairs, i));
              break;
            }
          g_array_append_vals (line->points, v, 2);
        }
      if (points != NULL && line->points->len < 4)
        st_loader_error_at (loader, child, "points", "a line needs at least two points");
      g_ptr_array_add (board->lines, line);
      st_loader_remember (loader, line, child);
    }
}

/* The tracing image: only its reference is read here. The loader never opens
 * the image (the editor does, through st_backdrop_resolve()). */
static void
parse_backdrop (StLoader *loader, xmlNode *board)
{
  static const char *const attrs[] = { "href", "page", "x", "y", "scale", "opacity", NULL };
  xmlNode                 *node = st_xml_first_child (board, "backdrop");
  g_autofree char         *href = NULL;
  StBackdrop              *backdrop;

  if (node == NULL)
    return;
  st_loader_check_attributes (loader, node, attrs, NULL, FALSE);
  if ((href = st_loader_require_attr (loader, node, "href")) == NULL)
    return;
  if (!st_backdrop_href_is_safe (href))
    {
      st_loader_error_at (
          loader, node, "href",
          "a tracing image is a relative path to a .png, .jpg, .jpeg or .pdf file in the scenario's "
          "folder or below it, without '..' or a URI scheme; found '%s'",
          href);
      return;
    }
  backdrop = st_backdrop_new (href);
  if (xmlHasProp (node, (const xmlChar *) "page") != NULL)
    {
      if (!st_backdrop_href_is_pdf (href))
        st_loader_error_at (loader, node, "page", "page is for a PDF tracing image; '%s' is not a .pdf file",
                            href);
      else
        {
          gint64 page = 1;

          st_loader_int_attr (loader, node, "page", 1, ST_BACKDROP_MAX_PAGE, FALSE, 1, &page);
          backdrop->page = (int) page;
        }
    }
  st_loader_double_attr (loader, node, "x", -1e6, FALSE, 0, &backdrop->x);
  st_loader_double_attr (loader, node, "y", -1e6, FALSE, 0, &backdrop->y);
  st_loader_double_attr (loader, node, "scale", 0.0001, FALSE, 1, &backdrop->scale);
  st_loader_double_attr (loader, node, "opacity", 0.05, FALSE, 0.5, &backdrop->opacity);
  if (backdrop->opacity > 1)
    st_loader_error_at (loader, node, "opacity", "opacity is from 0.05 to 1, not %g", backdrop->opacity);
  loader->scenario->board->backdrop = backdrop;
}

void
st_loader_parse_board (StLoader *loader, xmlNode *node)
{
  static const ChildSpec hex_children[] = {
    { "backdrop", 0, 1 },
    { "cell", 0, 0 },
    { "edge", 0, 0 },
    { NULL },
  };
  static const ChildSpec square_children[] = {
    { "backdrop", 0, 1 }, { "section", 0, 0 }, { "place", 0, 0 },
    { "cell", 0, 0 },     { "edge", 0, 0 },    { NULL },
  };
  static const ChildSpec graph_children[] = {
    { "backdrop", 0, 1 }, { "node", 0, 0 }, { "edge", 0, 0 }, { "line", 0, 0 }, { NULL },
  };
  static const char *const hex_attrs[] = { "kind",    "columns",         "rows", "orientation",
                                           "stagger", "default-terrain", NULL };
  static const char *const square_attrs[] = { "kind", "columns", "rows", "default-terrain", NULL };
  static const char *const graph_attrs[] = { "kind", "width", "height", NULL };
  StScenario              *s = loader->scenario;
  g_autofree char         *kind_str = st_loader_require_attr (loader, node, "kind");
  StBoardKind              kind;

  if (kind_str == NULL)
    return;
  if (!st_board_kind_from_string (kind_str, &kind))
    {
      st_loader_error_at (loader, node, "kind", "unknown board kind '%s'; expected hex, square or graph",
                          kind_str);
      return;
    }
  if (kind != st_family_board_kind (s->family))
    st_loader_error_at (loader, node, "kind", "the %s ruleset plays on a %s board, not a %s board",
                        st_family_id (s->family), st_board_kind_to_string (st_family_board_kind (s->family)),
                        kind_str);
  st_board_free (s->board);
  s->board = st_board_new (kind);
  st_loader_remember (loader, s->board, node);
  parse_backdrop (loader, node);

  switch (kind)
    {
      case ST_BOARD_HEX:
        {
          g_autofree char *orientation = st_xml_get_attr (node, "orientation");
          g_autofree char *stagger = st_xml_get_attr (node, "stagger");

          st_loader_check_attributes (loader, node, hex_attrs, NULL, FALSE);
          st_loader_check_children (loader, node, hex_children, FALSE);
          if (orientation != NULL && g_str_equal (orientation, "pointy"))
            s->board->orientation = ST_HEX_POINTY;
          else if (orientation != NULL && !g_str_equal (orientation, "flat"))
            st_loader_error_at (loader, node, "orientation",
                                "unknown hex orientation '%s'; expected flat or pointy", orientation);
          if (stagger != NULL && g_str_equal (stagger, "even"))
            s->board->stagger_odd = FALSE;
          else if (stagger != NULL && !g_str_equal (stagger, "odd"))
            st_loader_error_at (loader, node, "stagger", "unknown stagger '%s'; expected odd or even",
                                stagger);
          st_loader_parse_grid_common (loader, node, s->board);
          break;
        }
      case ST_BOARD_SQUARE:
        st_loader_check_attributes (loader, node, square_attrs, NULL, FALSE);
        st_loader_check_children (loader, node, square_children, FALSE);
        st_loader_parse_sections (loader, node, s->board);
        st_loader_parse_grid_common (loader, node, s->board);
        break;
      case ST_BOARD_GRAPH:
      default:
        st_loader_check_attributes (loader, node, graph_attrs, NULL, FALSE);
        st_loader_check_children (loader, node, graph_children, FALSE);
        st_loader_parse_graph (loader, node, s->board);
        break;
    }
}

void
st_loader_parse_areas (StLoader *loader, xmlNode *node)
{
  static const ChildSpec children[] = { { "area", 0, 0 }, { NULL } };
  static const ChildSpec area_children[] = {
    { "name", 0, 0 }, { "cells", 0, 1 }, { "nodes", 0, 1 }, { NULL }
  };
  static const char *const attrs[] = { "id", "role", "side", NULL };

  st_loader_check_attributes (loader, node, NULL, NULL, FALSE);
  st_loader_check_children (loader, node, children, FALSE);
  FOR_EACH_CHILD (child, node, "area")
    {
      g_autofree char *id = st_loader_require_id (loader, child, "id");
      g_autofree char *role_str = st_loader_require_attr (loader, child, "role");
      StAreaRole       role = ST_AREA_REGION;
      StArea          *area;
      xmlNode         *list;

      st_loader_check_attributes (loader, child, attrs, NULL, FALSE);
      st_loader_check_children (loader, child, area_children, FALSE);
      if (role_str != NULL && !st_area_role_from_string (role_str, &role))
        st_loader_error_at (loader, child, "role",
                            "unknown area role '%s'; expected country, setup-zone, manoeuvre-area or region",
                            role_str);
      area = st_area_new (id ? id : "", role);
      area->side = st_loader_optional_id (loader, child, "side");
      area->name = st_loader_text (loader, child, "name");
      if ((list = st_xml_first_child (child, "cells")) != NULL)
        {
          g_autofree char *content = st_xml_element_text (list);
          char            *cursor = content, *word;

          st_loader_check_attributes (loader, list, NULL, NULL, FALSE);
          while ((word = st_next_word (&cursor)) != NULL)
            {
              StCell cell;
              if (!st_cell_parse (word, &cell))
                {
                  st_loader_error_at (loader, list, NULL, "expected cells as 'COLUMN,ROW', found '%s'", word);
                  break;
                }
              g_array_append_val (area->cells, cell);
            }
        }
      if ((list = st_xml_first_child (child, "nodes")) != NULL)
        {
          g_autofree char *content = st_xml_element_text (list);
          g_autoptr (GPtrArray) words = st_split_words (content);

          st_loader_check_attributes (loader, list, NULL, NULL, FALSE);
          g_ptr_array_extend_and_steal (area->nodes, g_steal_pointer (&words));
        }
      g_ptr_array_add (loader->scenario->areas, area);
      st_loader_remember (loader, area, child);
    }
}
