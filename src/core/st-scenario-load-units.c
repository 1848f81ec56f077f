/* SPDX-License-Identifier: GPL-3.0-or-later */
#define G_LOG_DOMAIN "sandtable-core"

#include "config.h"

#include "st-scenario-private.h"

/* Reading <unit-types>, <units>, <decks>, <rules> and <playtest>. */

void
st_loader_parse_unit_types (StLoader *loader, xmlNode *node)
{
  static const ChildSpec   children[] = { { "unit-type", 0, 0 }, { NULL } };
  static const ChildSpec   type_children[] = { { "name", 0, 0 }, { NULL } };
  static const char *const base[] = { "id", "arm", "side", NULL };
  g_autoptr (GPtrArray) storage = g_ptr_array_new ();
  const StAttrSpec  *specs;
  const char *const *family_names;
  guint              n_specs;

  specs = st_family_unit_type_attrs (loader->scenario->family, &n_specs);
  family_names = st_spec_names (specs, n_specs, storage);
  st_loader_check_attributes (loader, node, NULL, NULL, FALSE);
  st_loader_check_children (loader, node, children, FALSE);
  FOR_EACH_CHILD (child, node, "unit-type")
    {
      g_autofree char *id = st_loader_require_id (loader, child, "id");
      g_autofree char *arm = st_loader_require_attr (loader, child, "arm");
      StUnitType      *type = st_unit_type_new (id ? id : "", arm ? arm : "");

      st_loader_check_attributes (loader, child, base, family_names, FALSE);
      st_loader_check_children (loader, child, type_children, FALSE);
      type->side = st_loader_optional_id (loader, child, "side");
      type->name = st_loader_text (loader, child, "name");
      st_xml_collect_attrs (loader, child, base, type->attrs);
      g_ptr_array_add (loader->scenario->unit_types, type);
      st_loader_remember (loader, type, child);
    }
}

void
st_loader_parse_units (StLoader *loader, xmlNode *node)
{
  static const ChildSpec   children[] = { { "unit", 0, 0 }, { NULL } };
  static const ChildSpec   unit_children[] = { { "name", 0, 0 }, { NULL } };
  static const char *const attrs[] = { "id", "type", "side", "at", "reduced", "reserve", NULL };

  st_loader_check_attributes (loader, node, NULL, NULL, FALSE);
  st_loader_check_children (loader, node, children, FALSE);
  FOR_EACH_CHILD (child, node, "unit")
    {
      g_autofree char *id = st_loader_require_id (loader, child, "id");
      g_autofree char *type = st_loader_require_id (loader, child, "type");
      g_autofree char *side = st_loader_require_id (loader, child, "side");
      g_autofree char *at = st_xml_get_attr (child, "at");
      gboolean         reserve = FALSE;
      StUnit          *unit = st_unit_new (id ? id : "", type ? type : "", side ? side : "");

      st_loader_check_attributes (loader, child, attrs, NULL, FALSE);
      st_loader_check_children (loader, child, unit_children, FALSE);
      st_loader_bool_attr (loader, child, "reduced", &unit->reduced);
      st_loader_bool_attr (loader, child, "reserve", &reserve);
      if (at != NULL && reserve)
        st_loader_error_at (loader, child, "reserve",
                            "unit '%s' has both a position ('at') and reserve=\"true\"; expected one of them",
                            unit->id);
      else if (at == NULL && !reserve)
        st_loader_error_at (loader, child, NULL,
                            "unit '%s' has no position; expected an 'at' attribute or reserve=\"true\"",
                            unit->id);
      if (at != NULL)
        {
          unit->placed = TRUE;
          if (st_board_is_grid (loader->scenario->board))
            {
              if (!st_cell_parse (at, &unit->cell))
                st_loader_error_at (loader, child, "at",
                                    "expected a cell as 'COLUMN,ROW' for 'at', found '%s'", at);
            }
          else
            unit->node = g_strdup (at);
        }
      unit->name = st_loader_text (loader, child, "name");
      g_ptr_array_add (loader->scenario->units, unit);
      st_loader_remember (loader, unit, child);
    }
}

void
st_loader_parse_decks (StLoader *loader, xmlNode *node)
{
  static const ChildSpec   children[] = { { "deck", 0, 0 }, { NULL } };
  static const ChildSpec   deck_children[] = { { "name", 0, 0 }, { "card", 0, 0 }, { NULL } };
  static const ChildSpec   card_children[] = { { "name", 0, 0 }, { "text", 0, 0 }, { NULL } };
  static const char *const deck_attrs[] = { "id", "side", NULL };
  static const char *const card_base[] = { "id", "kind", "unit", "hq", "copies", NULL };
  g_autoptr (GPtrArray) storage = g_ptr_array_new ();
  const StAttrSpec  *specs;
  const char *const *card_names;
  guint              n_specs;

  specs = st_card_attrs (&n_specs);
  card_names = st_spec_names (specs, n_specs, storage);
  st_loader_check_attributes (loader, node, NULL, NULL, FALSE);
  st_loader_check_children (loader, node, children, FALSE);
  FOR_EACH_CHILD (child, node, "deck")
    {
      g_autofree char *id = st_loader_require_id (loader, child, "id");
      g_autofree char *side = st_loader_require_id (loader, child, "side");
      StDeck          *deck = st_deck_new (id ? id : "", side ? side : "");

      st_loader_check_attributes (loader, child, deck_attrs, NULL, FALSE);
      st_loader_check_children (loader, child, deck_children, FALSE);
      deck->name = st_loader_text (loader, child, "name");
      FOR_EACH_CHILD (card_node, child, "card")
        {
          g_autofree char *card_id = st_loader_require_id (loader, card_node, "id");
          g_autofree char *kind = st_loader_require_attr (loader, card_node, "kind");
          StCardKind       card_kind = ST_CARD_UNIT;
          StCard          *card;
          gint64           copies;

          if (kind != NULL && g_str_equal (kind, "hq"))
            card_kind = ST_CARD_HQ;
          else if (kind != NULL && !g_str_equal (kind, "unit"))
            st_loader_error_at (loader, card_node, "kind", "unknown card kind '%s'; expected unit or hq",
                                kind);
          card = st_card_new (card_id ? card_id : "", card_kind);
          st_loader_check_attributes (loader, card_node, card_base, card_names, FALSE);
          st_loader_check_children (loader, card_node, card_children, FALSE);
          card->unit = st_loader_optional_id (loader, card_node, "unit");
          card->hq = st_xml_get_attr (card_node, "hq");
          if (st_loader_int_attr (loader, card_node, "copies", 1, 99, FALSE, 1, &copies))
            card->copies = (int) copies;
          st_xml_collect_attrs (loader, card_node, card_base, card->attrs);
          card->name = st_loader_text (loader, card_node, "name");
          card->text = st_loader_text (loader, card_node, "text");
          g_ptr_array_add (deck->cards, card);
          st_loader_remember (loader, card, card_node);
        }
      g_ptr_array_add (loader->scenario->decks, deck);
      st_loader_remember (loader, deck, child);
    }
}

void
st_loader_parse_rules (StLoader *loader, xmlNode *node)
{
  static const ChildSpec   children[] = { { "section", 0, 0 }, { NULL } };
  static const ChildSpec   section_children[] = { { "title", 1, 0 }, { "body", 0, 0 }, { NULL } };
  static const char *const attrs[] = { "id", NULL };

  st_loader_check_attributes (loader, node, NULL, NULL, FALSE);
  st_loader_check_children (loader, node, children, FALSE);
  FOR_EACH_CHILD (child, node, "section")
    {
      g_autofree char *id = st_loader_require_id (loader, child, "id");
      StRulesSection  *section = st_rules_section_new (id ? id : "");

      st_loader_check_attributes (loader, child, attrs, NULL, FALSE);
      st_loader_check_children (loader, child, section_children, FALSE);
      st_text_free (section->title);
      st_text_free (section->body);
      section->title = st_loader_required_text (loader, child, "title");
      section->body = st_loader_required_text (loader, child, "body");
      g_ptr_array_add (loader->scenario->rules, section);
      st_loader_remember (loader, section, child);
    }
}

void
st_loader_parse_playtest (StLoader *loader, xmlNode *node)
{
  static const ChildSpec   children[] = { { "action", 0, 0 }, { NULL } };
  static const ChildSpec   no_children[] = { { NULL } };
  static const char *const attrs[] = { "seed", "first", "seats", "iterations", "saved", NULL };
  static const char *const seat_kinds[] = { "human", "random", "greedy", "mcts", NULL };
  g_autofree char         *seed_str = st_loader_require_attr (loader, node, "seed");
  g_autofree char         *seats = st_xml_get_attr (node, "seats");
  g_autofree char         *saved = st_xml_get_attr (node, "saved");
  guint64                  seed = 0;
  gint64                   iterations = 0;

  st_loader_check_attributes (loader, node, attrs, NULL, FALSE);
  st_loader_check_children (loader, node, children, FALSE);
  if (seed_str != NULL && !g_ascii_string_to_unsigned (seed_str, 10, 0, G_MAXUINT64, &seed, NULL))
    st_loader_error_at (loader, node, "seed", "expected a non-negative integer seed, found '%s'", seed_str);
  loader->scenario->playtest = st_playtest_new (seed);
  loader->scenario->playtest->first = st_loader_optional_id (loader, node, "first");
  /* Who played, the MCTS budget and when it was saved: what Resume restores and says. */
  if (seats != NULL)
    {
      g_auto (GStrv) words = g_strsplit_set (g_strstrip (seats), " \t\n", -1);
      guint n = 0;

      for (guint i = 0; words[i] != NULL; i++)
        if (*words[i] != '\0')
          {
            if (n < 2 && g_strv_contains (seat_kinds, words[i]))
              loader->scenario->playtest->seats[n] = g_strdup (words[i]);
            n++;
          }
      if (n != 2 || loader->scenario->playtest->seats[0] == NULL
          || loader->scenario->playtest->seats[1] == NULL)
        st_loader_error_at (loader, node, "seats",
                            "expected two seats out of human, random, greedy and mcts, found '%s'", seats);
    }
  if (st_loader_int_attr (loader, node, "iterations", 1, 1000000, FALSE, 0, &iterations))
    loader->scenario->playtest->iterations = (guint) iterations;
  if (saved != NULL)
    {
      g_autoptr (GDateTime) time = g_date_time_new_from_iso8601 (saved, NULL);

      if (time == NULL)
        st_loader_error_at (loader, node, "saved",
                            "expected a date and time such as 2026-12-04T21:30:00Z, found '%s'", saved);
      else
        loader->scenario->playtest->saved = g_steal_pointer (&saved);
    }
  st_loader_remember (loader, loader->scenario->playtest, node);
  FOR_EACH_CHILD (child, node, "action")
    {
      g_autofree char *text = st_xml_element_text (child);
      int              line, column;

      st_loader_check_attributes (loader, child, NULL, NULL, FALSE);
      st_loader_check_children (loader, child, no_children, TRUE);
      g_strstrip (text);
      if (*text == '\0')
        st_loader_error_at (loader, child, NULL, "an <action> must not be empty");
      if (loader->scenario->playtest->actions->len >= ST_PLAYTEST_MAX_ACTIONS)
        {
          st_loader_error_at (loader, child, NULL, "a play-test may have at most %d actions",
                              ST_PLAYTEST_MAX_ACTIONS);
          break;
        }
      if (strlen (text) > ST_ACTION_MAX_LENGTH)
        st_loader_error_at (loader, child, NULL, "an action of %zu bytes; actions may have at most %d",
                            strlen (text), ST_ACTION_MAX_LENGTH);
      st_xml_doc_node_location (loader->doc, child, &line, &column);
      g_array_append_val (loader->scenario->playtest->lines, line);
      g_array_append_val (loader->scenario->playtest->columns, column);
      g_ptr_array_add (loader->scenario->playtest->actions, g_steal_pointer (&text));
    }
}
