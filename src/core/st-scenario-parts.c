/* SPDX-License-Identifier: GPL-3.0-or-later */
#define G_LOG_DOMAIN "sandtable-core"

#include "config.h"

#include <string.h>

#include "st-scenario-parts.h"

/* Constructors, copies and comparisons of the parts of a scenario. */

GPtrArray *
st_copy_array (const GPtrArray *array, CopyFunc copy, GDestroyNotify free_func)
{
  GPtrArray *out = g_ptr_array_new_with_free_func (free_func);

  for (guint i = 0; i < array->len; i++)
    g_ptr_array_add (out, copy (g_ptr_array_index ((GPtrArray *) array, i)));
  return out;
}

gboolean
st_equal_arrays (const GPtrArray *a, const GPtrArray *b, EqualFunc equal)
{
  if (a->len != b->len)
    return FALSE;
  for (guint i = 0; i < a->len; i++)
    if (!equal (g_ptr_array_index ((GPtrArray *) a, i), g_ptr_array_index ((GPtrArray *) b, i)))
      return FALSE;
  return TRUE;
}

/* Terrain */

StTerrain *
st_terrain_new (const char *id, const char *color)
{
  StTerrain *t = g_new0 (StTerrain, 1);

  t->id = g_strdup (id);
  t->color = g_strdup (color);
  t->pattern = g_strdup ("none");
  t->name = st_text_new ();
  t->effects = st_attrs_new ();
  return t;
}

void
st_terrain_free (StTerrain *t)
{
  if (t == NULL)
    return;
  g_free (t->id);
  g_free (t->color);
  g_free (t->pattern);
  st_text_free (t->name);
  g_ptr_array_unref (t->effects);
  g_free (t);
}

gpointer
st_terrain_copy (gconstpointer data)
{
  const StTerrain *t = data;
  StTerrain       *c = st_terrain_new (t->id, t->color);

  g_free (c->pattern);
  c->pattern = g_strdup (t->pattern);
  st_text_free (c->name);
  c->name = st_text_copy (t->name);
  g_ptr_array_unref (c->effects);
  c->effects = st_attrs_copy (t->effects);
  return c;
}

gboolean
st_terrain_equal (gconstpointer pa, gconstpointer pb)
{
  const StTerrain *a = pa, *b = pb;

  return g_strcmp0 (a->id, b->id) == 0 && g_strcmp0 (a->color, b->color) == 0
         && g_strcmp0 (a->pattern, b->pattern) == 0 && st_text_equal (a->name, b->name)
         && st_attrs_equal (a->effects, b->effects);
}

/* Edge types */

StEdgeType *
st_edge_type_new (const char *id, const char *color)
{
  StEdgeType *t = g_new0 (StEdgeType, 1);

  t->id = g_strdup (id);
  t->color = g_strdup (color);
  t->width = 2.0;
  t->style = ST_LINE_SOLID;
  t->name = st_text_new ();
  return t;
}

void
st_edge_type_free (StEdgeType *t)
{
  if (t == NULL)
    return;
  g_free (t->id);
  g_free (t->color);
  g_free (t->link);
  st_text_free (t->name);
  g_free (t);
}

gpointer
st_edge_type_copy (gconstpointer data)
{
  const StEdgeType *t = data;
  StEdgeType       *c = st_edge_type_new (t->id, t->color);

  c->width = t->width;
  c->style = t->style;
  c->link = g_strdup (t->link);
  st_text_free (c->name);
  c->name = st_text_copy (t->name);
  return c;
}

gboolean
st_edge_type_equal (gconstpointer pa, gconstpointer pb)
{
  const StEdgeType *a = pa, *b = pb;

  return g_strcmp0 (a->id, b->id) == 0 && g_strcmp0 (a->color, b->color) == 0 && a->width == b->width
         && a->style == b->style && g_strcmp0 (a->link, b->link) == 0 && st_text_equal (a->name, b->name);
}

/* Sides */

StSide *
st_side_new (const char *id, const char *color)
{
  StSide *s = g_new0 (StSide, 1);

  s->id = g_strdup (id);
  s->color = g_strdup (color);
  s->name = st_text_new ();
  return s;
}

void
st_side_free (StSide *s)
{
  if (s == NULL)
    return;
  g_free (s->id);
  g_free (s->color);
  g_free (s->home);
  st_text_free (s->name);
  g_free (s);
}

gpointer
st_side_copy (gconstpointer data)
{
  const StSide *s = data;
  StSide       *c = st_side_new (s->id, s->color);

  c->rank = s->rank;
  c->home = g_strdup (s->home);
  st_text_free (c->name);
  c->name = st_text_copy (s->name);
  return c;
}

gboolean
st_side_equal (gconstpointer pa, gconstpointer pb)
{
  const StSide *a = pa, *b = pb;

  return g_strcmp0 (a->id, b->id) == 0 && g_strcmp0 (a->color, b->color) == 0 && a->rank == b->rank
         && g_strcmp0 (a->home, b->home) == 0 && st_text_equal (a->name, b->name);
}

/* Areas */

StArea *
st_area_new (const char *id, StAreaRole role)
{
  StArea *a = g_new0 (StArea, 1);

  a->id = g_strdup (id);
  a->role = role;
  a->cells = g_array_new (FALSE, FALSE, sizeof (StCell));
  a->nodes = g_ptr_array_new_with_free_func (g_free);
  return a;
}

void
st_area_free (StArea *a)
{
  if (a == NULL)
    return;
  g_free (a->id);
  g_free (a->side);
  st_text_free (a->name);
  g_array_unref (a->cells);
  g_ptr_array_unref (a->nodes);
  g_free (a);
}

gpointer
st_area_copy (gconstpointer data)
{
  const StArea *a = data;
  StArea       *c = st_area_new (a->id, a->role);

  c->side = g_strdup (a->side);
  c->name = st_text_copy (a->name);
  g_array_append_vals (c->cells, a->cells->data, a->cells->len);
  for (guint i = 0; i < a->nodes->len; i++)
    g_ptr_array_add (c->nodes, g_strdup (g_ptr_array_index (a->nodes, i)));
  return c;
}

gboolean
st_area_equal (gconstpointer pa, gconstpointer pb)
{
  const StArea *a = pa, *b = pb;

  if (g_strcmp0 (a->id, b->id) != 0 || a->role != b->role || g_strcmp0 (a->side, b->side) != 0
      || !st_text_equal (a->name, b->name) || a->cells->len != b->cells->len
      || a->nodes->len != b->nodes->len)
    return FALSE;
  if (a->cells->len > 0 && memcmp (a->cells->data, b->cells->data, sizeof (StCell) * a->cells->len) != 0)
    return FALSE;
  for (guint i = 0; i < a->nodes->len; i++)
    if (g_strcmp0 (g_ptr_array_index (a->nodes, i), g_ptr_array_index (b->nodes, i)) != 0)
      return FALSE;
  return TRUE;
}

/* Unit types and units */

StUnitType *
st_unit_type_new (const char *id, const char *arm)
{
  StUnitType *t = g_new0 (StUnitType, 1);

  t->id = g_strdup (id);
  t->arm = g_strdup (arm);
  t->attrs = st_attrs_new ();
  return t;
}

void
st_unit_type_free (StUnitType *t)
{
  if (t == NULL)
    return;
  g_free (t->id);
  g_free (t->arm);
  g_free (t->side);
  st_text_free (t->name);
  g_ptr_array_unref (t->attrs);
  g_free (t);
}

gpointer
st_unit_type_copy (gconstpointer data)
{
  const StUnitType *t = data;
  StUnitType       *c = st_unit_type_new (t->id, t->arm);

  c->side = g_strdup (t->side);
  c->name = st_text_copy (t->name);
  g_ptr_array_unref (c->attrs);
  c->attrs = st_attrs_copy (t->attrs);
  return c;
}

gboolean
st_unit_type_equal (gconstpointer pa, gconstpointer pb)
{
  const StUnitType *a = pa, *b = pb;

  return g_strcmp0 (a->id, b->id) == 0 && g_strcmp0 (a->arm, b->arm) == 0 && g_strcmp0 (a->side, b->side) == 0
         && st_text_equal (a->name, b->name) && st_attrs_equal (a->attrs, b->attrs);
}

StUnit *
st_unit_new (const char *id, const char *type, const char *side)
{
  StUnit *u = g_new0 (StUnit, 1);

  u->id = g_strdup (id);
  u->type = g_strdup (type);
  u->side = g_strdup (side);
  return u;
}

void
st_unit_free (StUnit *u)
{
  if (u == NULL)
    return;
  g_free (u->id);
  g_free (u->type);
  g_free (u->side);
  g_free (u->node);
  st_text_free (u->name);
  g_free (u);
}

gpointer
st_unit_copy (gconstpointer data)
{
  const StUnit *u = data;
  StUnit       *c = st_unit_new (u->id, u->type, u->side);

  c->placed = u->placed;
  c->cell = u->cell;
  c->node = g_strdup (u->node);
  c->reduced = u->reduced;
  c->name = st_text_copy (u->name);
  return c;
}

gboolean
st_unit_equal (gconstpointer pa, gconstpointer pb)
{
  const StUnit *a = pa, *b = pb;

  return g_strcmp0 (a->id, b->id) == 0 && g_strcmp0 (a->type, b->type) == 0
         && g_strcmp0 (a->side, b->side) == 0 && a->placed == b->placed && a->cell.x == b->cell.x
         && a->cell.y == b->cell.y && g_strcmp0 (a->node, b->node) == 0 && a->reduced == b->reduced
         && st_text_equal (a->name, b->name);
}

/* Decks and cards */

StCard *
st_card_new (const char *id, StCardKind kind)
{
  StCard *c = g_new0 (StCard, 1);

  c->id = g_strdup (id);
  c->kind = kind;
  c->copies = 1;
  c->attrs = st_attrs_new ();
  return c;
}

void
st_card_free (StCard *c)
{
  if (c == NULL)
    return;
  g_free (c->id);
  g_free (c->unit);
  g_free (c->hq);
  g_ptr_array_unref (c->attrs);
  st_text_free (c->name);
  st_text_free (c->text);
  g_free (c);
}

gpointer
st_card_copy (gconstpointer data)
{
  const StCard *c = data;
  StCard       *n = st_card_new (c->id, c->kind);

  n->unit = g_strdup (c->unit);
  n->hq = g_strdup (c->hq);
  n->copies = c->copies;
  g_ptr_array_unref (n->attrs);
  n->attrs = st_attrs_copy (c->attrs);
  n->name = st_text_copy (c->name);
  n->text = st_text_copy (c->text);
  return n;
}

gboolean
st_card_equal (gconstpointer pa, gconstpointer pb)
{
  const StCard *a = pa, *b = pb;

  return g_strcmp0 (a->id, b->id) == 0 && a->kind == b->kind && g_strcmp0 (a->unit, b->unit) == 0
         && g_strcmp0 (a->hq, b->hq) == 0 && a->copies == b->copies && st_attrs_equal (a->attrs, b->attrs)
         && st_text_equal (a->name, b->name) && st_text_equal (a->text, b->text);
}

StDeck *
st_deck_new (const char *id, const char *side)
{
  StDeck *d = g_new0 (StDeck, 1);

  d->id = g_strdup (id);
  d->side = g_strdup (side);
  d->cards = g_ptr_array_new_with_free_func ((GDestroyNotify) st_card_free);
  return d;
}

void
st_deck_free (StDeck *d)
{
  if (d == NULL)
    return;
  g_free (d->id);
  g_free (d->side);
  st_text_free (d->name);
  g_ptr_array_unref (d->cards);
  g_free (d);
}

gpointer
st_deck_copy (gconstpointer data)
{
  const StDeck *d = data;
  StDeck       *c = st_deck_new (d->id, d->side);

  c->name = st_text_copy (d->name);
  g_ptr_array_unref (c->cards);
  c->cards = st_copy_array (d->cards, st_card_copy, (GDestroyNotify) st_card_free);
  return c;
}

gboolean
st_deck_equal (gconstpointer pa, gconstpointer pb)
{
  const StDeck *a = pa, *b = pb;

  return g_strcmp0 (a->id, b->id) == 0 && g_strcmp0 (a->side, b->side) == 0
         && st_text_equal (a->name, b->name) && st_equal_arrays (a->cards, b->cards, st_card_equal);
}

guint
st_deck_n_cards (const StDeck *deck)
{
  guint n = 0;

  for (guint i = 0; i < deck->cards->len; i++)
    n += ((StCard *) g_ptr_array_index (deck->cards, i))->copies;
  return n;
}

/* Rules and play-tests */

StRulesSection *
st_rules_section_new (const char *id)
{
  StRulesSection *s = g_new0 (StRulesSection, 1);

  s->id = g_strdup (id);
  s->title = st_text_new ();
  s->body = st_text_new ();
  return s;
}

void
st_rules_section_free (StRulesSection *s)
{
  if (s == NULL)
    return;
  g_free (s->id);
  st_text_free (s->title);
  st_text_free (s->body);
  g_free (s);
}

gpointer
st_rules_section_copy (gconstpointer data)
{
  const StRulesSection *s = data;
  StRulesSection       *c = st_rules_section_new (s->id);

  st_text_free (c->title);
  st_text_free (c->body);
  c->title = st_text_copy (s->title);
  c->body = st_text_copy (s->body);
  return c;
}

gboolean
st_rules_section_equal (gconstpointer pa, gconstpointer pb)
{
  const StRulesSection *a = pa, *b = pb;

  return g_strcmp0 (a->id, b->id) == 0 && st_text_equal (a->title, b->title)
         && st_text_equal (a->body, b->body);
}

StPlaytest *
st_playtest_new (guint64 seed)
{
  StPlaytest *p = g_new0 (StPlaytest, 1);

  p->seed = seed;
  p->actions = g_ptr_array_new_with_free_func (g_free);
  p->lines = g_array_new (FALSE, TRUE, sizeof (int));
  p->columns = g_array_new (FALSE, TRUE, sizeof (int));
  return p;
}

void
st_playtest_free (StPlaytest *p)
{
  if (p == NULL)
    return;
  g_free (p->first);
  g_free (p->seats[0]);
  g_free (p->seats[1]);
  g_free (p->saved);
  g_ptr_array_unref (p->actions);
  g_array_unref (p->lines);
  g_array_unref (p->columns);
  g_free (p);
}

StPlaytest *
st_playtest_copy (const StPlaytest *p)
{
  StPlaytest *c;

  if (p == NULL)
    return NULL;
  c = st_playtest_new (p->seed);
  c->first = g_strdup (p->first);
  c->seats[0] = g_strdup (p->seats[0]);
  c->seats[1] = g_strdup (p->seats[1]);
  c->iterations = p->iterations;
  c->saved = g_strdup (p->saved);
  for (guint i = 0; i < p->actions->len; i++)
    g_ptr_array_add (c->actions, g_strdup (g_ptr_array_index (p->actions, i)));
  g_array_append_vals (c->lines, p->lines->data, p->lines->len);
  g_array_append_vals (c->columns, p->columns->data, p->columns->len);
  return c;
}

gboolean
st_playtest_equal (const StPlaytest *a, const StPlaytest *b)
{
  if (a == NULL || b == NULL)
    return a == b;
  if (a->seed != b->seed || g_strcmp0 (a->first, b->first) != 0 || a->actions->len != b->actions->len
      || g_strcmp0 (a->seats[0], b->seats[0]) != 0 || g_strcmp0 (a->seats[1], b->seats[1]) != 0
      || a->iterations != b->iterations || g_strcmp0 (a->saved, b->saved) != 0)
    return FALSE;
  for (guint i = 0; i < a->actions->len; i++)
    if (g_strcmp0 (g_ptr_array_index (a->actions, i), g_ptr_array_index (b->actions, i)) != 0)
      return FALSE;
  return TRUE;
}

gboolean
st_crt_equal (const GArray *a, const GArray *b)
{
  if (a->len != b->len)
    return FALSE;
  for (guint i = 0; i < a->len; i++)
    {
      const StCrtRow *x = &g_array_index (a, StCrtRow, i);
      const StCrtRow *y = &g_array_index (b, StCrtRow, i);
      if (x->has_min != y->has_min || x->has_max != y->has_max || x->result != y->result
          || (x->has_min && x->min != y->min) || (x->has_max && x->max != y->max))
        return FALSE;
    }
  return TRUE;
}
