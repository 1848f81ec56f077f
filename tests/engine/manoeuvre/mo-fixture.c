/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <stdarg.h>
#include <string.h>

#include "mo-fixture.h"

static StCard *
add_card (StScenario *s, int deck, const char *id, const char *hq, const char *unit, ...)
{
  StCard     *card = st_card_new (id, hq != NULL ? ST_CARD_HQ : ST_CARD_UNIT);
  va_list     args;
  const char *name;

  card->hq = g_strdup (hq);
  card->unit = g_strdup (unit);
  va_start (args, unit);
  while ((name = va_arg (args, const char *)) != NULL)
    st_attrs_set (card->attrs, name, va_arg (args, const char *));
  va_end (args);
  g_ptr_array_add (((StDeck *) g_ptr_array_index (s->decks, deck))->cards, card);
  return card;
}

StGame *
mo_fx_game (const char *const *terrain)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (StScenario) s = mo_fx_bundled ();
  StGame *game;

  g_ptr_array_set_size (s->board->placements, 0);
  g_ptr_array_set_size (s->board->sections, 0);
  for (guint i = 0; terrain != NULL && terrain[i] != NULL; i += 2)
    {
      StCellTerrain *cell = g_new0 (StCellTerrain, 1);

      g_assert_true (st_cell_parse (terrain[i], &cell->at));
      cell->terrain = g_strdup (terrain[i + 1]);
      g_ptr_array_add (s->board->cells, cell);
    }
  /* Distant Lands cards for the tests of 8 and 9. */
  add_card (s, 0, "aurelia-rockets", "rockets", NULL, NULL);
  add_card (s, 0, "aurelia-banzai", "banzai-charge", NULL, NULL);
  add_card (s, 0, "aurelia-honour", "death-with-honour", NULL, NULL);
  add_card (s, 0, "aurelia-maharaja", "maharaja", NULL, NULL);
  add_card (s, 0, "aurelia-sappers", "sappers", NULL, NULL);
  add_card (s, 0, "aurelia-napoleon", "leader", NULL, "command", "2", "combat", "1d6", "rally", "1-2",
            "grand-battery", "2d10", NULL);
  add_card (s, 0, "aurelia-tipu", "leader", NULL, "command", "2", "combat", "1d6", "rally", "1-6",
            "restricted-to", "aurelia-hussars aurelia-lancers", NULL);
  add_card (s, 0, "aurelia-samurai", "leader", NULL, "command", "1", "combat", "1d6", "rally", "1-6",
            "single-unit", "aurelia-guard", NULL);
  add_card (s, 0, "aurelia-guard-committed", NULL, "aurelia-guard", "attack", "1d6", "committed-attack",
            "true", NULL);
  add_card (s, 0, "aurelia-hussars-redoubt", NULL, "aurelia-hussars", "attack", "1d6", "redoubt", "true",
            NULL);
  /* A unit Redoubt of a "nationality" of two units: the lancers and the hussars. */
  add_card (s, 0, "aurelia-lancers-redoubt", NULL, "aurelia-lancers", "attack", "1d6", "redoubt", "true",
            "redoubt-units", "aurelia-hussars aurelia-lancers", NULL);
  add_card (s, 1, "borovia-old-guard-withdraw", NULL, "borovia-old-guard", "defense", "1d6", "withdraw",
            "1-6", NULL);
  /* A United States card whose withdraw roll can fail (8). */
  add_card (s, 1, "borovia-old-guard-withdraw-1", NULL, "borovia-old-guard", "defense", "1d6", "withdraw",
            "1", NULL);
  /* Tokugawa (9.1): a Japanese leader who, unlike the others, affects every unit. */
  add_card (s, 0, "aurelia-tokugawa", "leader", NULL, "command", "3", "combat", "1d8", "rally", "1-6", NULL);
  add_card (s, 1, "borovia-militia-guerrillas", NULL, "borovia-militia", "defense", "1d6", "guerrillas",
            "true", NULL);
  add_card (s, 1, "borovia-skirmish", "skirmish", NULL, NULL);
  game = st_game_new_from_scenario (s, &error);
  g_assert_no_error (error);
  return game;
}

StState *
mo_fx_state (const StGame *game, MoStep step, int active)
{
  StState *state = st_game_new_initial_state (game, 1);
  MoState *st = MO_ST (state);

  for (guint u = 0; u < MO_MAX_UNITS; u++)
    st->cell[u] = -1;
  st->reduced = st->eliminated = st->redoubt = 0;
  memset (st->n_hand, 0, sizeof st->n_hand);
  memset (st->n_draw, 0, sizeof st->n_draw);
  memset (st->n_discard, 0, sizeof st->n_discard);
  memset (st->known, 0, sizeof st->known);
  st->turn = 3;
  st->step = (guint8) step;
  st->active = st->actor = (guint8) active;
  st->moves_required = st->moves_allowed = 1;
  st->moves_done = 0;
  st->last_moved = MO_NONE;
  st->last_from = -1;
  return state;
}

void
mo_fx_put (const StGame *game, StState *state, const char *unit, int x, int y)
{
  MO_ST (state)->cell[mo_fx_unit (game, unit)] = (gint16) mo_fx_cell (game, x, y);
}

static gboolean
in_piles (const MoState *st, guint card)
{
  for (int p = 0; p < 2; p++)
    {
      for (guint i = 0; i < st->n_hand[p]; i++)
        if (st->hand[p][i] == card)
          return TRUE;
      for (guint i = 0; i < st->n_draw[p]; i++)
        if (st->draw[p][i] == card)
          return TRUE;
      for (guint i = 0; i < st->n_discard[p]; i++)
        if (st->discard[p][i] == card)
          return TRUE;
    }
  return FALSE;
}

guint
mo_fx_card (const StGame *game, const StState *state, const char *id)
{
  for (guint c = 0; c < st_game_n_cards (game); c++)
    if (g_strcmp0 (st_game_card (game, c)->id, id) == 0 && !in_piles (MO_ST (state), c))
      return c;
  g_error ("no free copy of card %s", id);
  return 0;
}

typedef enum
{
  HAND,
  DRAW,
  DISCARD
} Pile;

static void
add_cards (const StGame *game, StState *state, Pile pile, va_list args)
{
  MoState    *st = MO_ST (state);
  const char *id;

  while ((id = va_arg (args, const char *)) != NULL)
    {
      guint c = mo_fx_card (game, state, id);
      int   p = MO_DEF (game)->cards[c].player;

      if (pile == HAND)
        st->hand[p][st->n_hand[p]++] = (guint8) c;
      else if (pile == DRAW)
        st->draw[p][st->n_draw[p]++] = (guint8) c;
      else
        st->discard[p][st->n_discard[p]++] = (guint8) c;
    }
}

void
mo_fx_hand (const StGame *game, StState *state, ...)
{
  va_list args;

  va_start (args, state);
  add_cards (game, state, HAND, args);
  va_end (args);
}

void
mo_fx_draw (const StGame *game, StState *state, ...)
{
  va_list args;

  va_start (args, state);
  add_cards (game, state, DRAW, args);
  va_end (args);
}

void
mo_fx_discard (const StGame *game, StState *state, ...)
{
  va_list args;

  va_start (args, state);
  add_cards (game, state, DISCARD, args);
  va_end (args);
}

void
mo_fx_dice (const StState *state, MoFxDice *dice)
{
  dice->rng = MO_ST (state)->header.rng;
}

int
mo_fx_roll (MoFxDice *dice, int count, int sides)
{
  return st_rng_roll (&dice->rng, count, sides);
}

StScenario *
mo_fx_bundled (void)
{
  g_autoptr (GError) error = NULL;
  g_autofree char *path =
      g_build_filename (g_getenv ("SANDTABLE_SOURCE_ROOT"), "data", "scenarios", "manoeuvre.xml", NULL);
  StScenario *s = st_scenario_load_file (path, NULL, &error);

  g_assert_no_error (error);
  return s;
}

StGame *
mo_fx_compile (StScenario *s)
{
  g_autoptr (GError) error = NULL;
  StGame *game = st_game_new_from_scenario (s, &error);

  g_assert_no_error (error);
  return game;
}
