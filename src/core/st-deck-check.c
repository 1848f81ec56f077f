/* SPDX-License-Identifier: GPL-3.0-or-later */
#define G_LOG_DOMAIN "sandtable-core"

#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "st-deck-check.h"

/* The numbers in messages are those of the Manoeuvre rules (see
 * ../shared/rules/manoeuvre-distant-lands.txt): 1.4 the deck, 8 unit cards,
 * 9.1 leaders. */

static const char *const dice_attrs[ST_DECK_N_DICE] = { "attack", "defense", "bombard", "volley" };
/* The seven values of rule 8; a unit card has two to four of them. */
static const char *const unit_values[] = { "attack", "defense", "bombard",  "range",
                                           "volley", "pursuit", "withdraw", NULL };

const char *
st_deck_dice_attr (StDeckDice dice)
{
  g_return_val_if_fail (dice < ST_DECK_N_DICE, NULL);
  return dice_attrs[dice];
}

double
st_dice_expected (const char *dice)
{
  int count, sides, modifier;

  if (!st_dice_parse (dice, &count, &sides, &modifier))
    return 0;
  return count * (sides + 1) / 2.0 + modifier;
}

const char *
st_deck_problem_kind_to_string (StDeckProblemKind kind)
{
  static const char *const names[] = { "size",   "hq-count",     "side",           "duplicate-id",
                                       "card",   "foreign-unit", "too-many-units", "value",
                                       "leader", "composition" };

  g_return_val_if_fail ((guint) kind < G_N_ELEMENTS (names), NULL);
  return names[kind];
}

void
st_deck_problem_free (StDeckProblem *problem)
{
  if (problem == NULL)
    return;
  g_strfreev (problem->cards);
  g_free (problem->attr);
  g_free (problem->message);
  g_free (problem);
}

gboolean
st_deck_problems_have_errors (const GPtrArray *problems)
{
  for (guint i = 0; i < problems->len; i++)
    if (((const StDeckProblem *) g_ptr_array_index ((GPtrArray *) problems, i))->severity
        == ST_SEVERITY_ERROR)
      return TRUE;
  return FALSE;
}

static const StAttrSpec *
find_card_spec (const char *name)
{
  guint             n_specs;
  const StAttrSpec *specs = st_card_attrs (&n_specs);

  for (guint i = 0; i < n_specs; i++)
    if (g_str_equal (specs[i].name, name))
      return &specs[i];
  return NULL;
}

/* Formats a message and reports it for card and attr. */
G_GNUC_PRINTF (5, 6)
static void
report_attr (StDeckReportFunc report,
             gpointer         user_data,
             const StCard    *card,
             const char      *attr,
             const char      *format,
             ...)
{
  g_autofree char *message = NULL;
  va_list          args;

  va_start (args, format);
  message = g_strdup_vprintf (format, args);
  va_end (args);
  report (card, attr, message, user_data);
}

/* A unit by its id: through the index when there is one, else by a search of
 * the scenario's units (right for one card, not for every card). */
static const StUnit *
find_unit (const StScenario *scenario, StScenarioIndex *index, const char *id)
{
  return index != NULL ? st_scenario_index_unit (index, id) : st_scenario_find_unit (scenario, id);
}

static gboolean
check_kind (const StScenario *scenario,
            StScenarioIndex  *index,
            const StDeck     *deck,
            const StCard     *card,
            StDeckReportFunc  report,
            gpointer          user_data)
{
  if (card->kind == ST_CARD_UNIT)
    {
      const StUnit *unit;

      if (card->hq != NULL)
        report_attr (report, user_data, card, "hq", _ ("a unit card has no 'hq' type"));
      if (card->unit == NULL)
        {
          report_attr (report, user_data, card, NULL, _ ("unit card '%s' must name its 'unit'"), card->id);
          return FALSE;
        }
      unit = find_unit (scenario, index, card->unit);
      if (unit == NULL)
        {
          report_attr (report, user_data, card, "unit", _ ("unknown unit '%s'"), card->unit);
          return FALSE;
        }
      if (g_strcmp0 (unit->side, deck->side) != 0)
        report_attr (report, user_data, card, "unit",
                     _ ("unit '%s' belongs to side '%s', not to this deck's side '%s'"), unit->id, unit->side,
                     deck->side);
      return TRUE;
    }

  if (card->unit != NULL)
    report_attr (report, user_data, card, "unit",
                 _ ("an HQ card names no 'unit'; use 'single-unit' for leaders"));
  if (card->hq == NULL)
    {
      report_attr (report, user_data, card, NULL, _ ("HQ card '%s' must have an 'hq' type"), card->id);
      return FALSE;
    }
  if (!st_card_is_hq_type (card->hq))
    {
      g_autofree char *types = g_strjoinv (", ", (char **) st_card_hq_types ());

      report_attr (report, user_data, card, "hq", _ ("unknown HQ card type '%s'; expected one of %s"),
                   card->hq, types);
      return FALSE;
    }
  return TRUE;
}

static void
check_card (const StScenario *scenario,
            StScenarioIndex  *index,
            const StDeck     *deck,
            const StCard     *card,
            StDeckReportFunc  report,
            gpointer          user_data)
{
  const char *category;

  if (!check_kind (scenario, index, deck, card, report, user_data))
    return;
  category = card->kind == ST_CARD_UNIT ? "unit" : card->hq;

  for (guint i = 0; i < card->attrs->len; i++)
    {
      const StAttr     *attr = g_ptr_array_index (card->attrs, i);
      const StAttrSpec *spec = find_card_spec (attr->name);
      g_autofree char  *message = NULL;

      if (spec == NULL)
        {
          report_attr (report, user_data, card, attr->name, _ ("unknown card attribute '%s'"), attr->name);
          continue;
        }
      /* Pursuit is a unit card's range and a leader's modifier alike. */
      if (spec->only_for != NULL && g_strcmp0 (spec->only_for, category) != 0
          && !g_str_equal (spec->name, "pursuit"))
        {
          report_attr (report, user_data, card, attr->name, _ ("'%s' is only for %s cards"), attr->name,
                       spec->only_for);
          continue;
        }
      if (spec->type == ST_VALUE_UNIT)
        {
          if (find_unit (scenario, index, attr->value) == NULL)
            report_attr (report, user_data, card, attr->name, _ ("unknown unit '%s'"), attr->value);
          continue;
        }
      if (spec->type == ST_VALUE_UNITS)
        {
          g_auto (GStrv) words = g_strsplit (attr->value, " ", -1);

          for (guint j = 0; words[j] != NULL; j++)
            if (*words[j] && find_unit (scenario, index, words[j]) == NULL)
              {
                report_attr (report, user_data, card, attr->name, _ ("unknown unit '%s'"), words[j]);
                break;
              }
          continue;
        }
      if (!st_attr_spec_check (spec, attr->value, &message))
        report (card, attr->name, message, user_data);
    }
}

void
st_deck_check_card (const StScenario *scenario,
                    const StDeck     *deck,
                    const StCard     *card,
                    StDeckReportFunc  report,
                    gpointer          user_data)
{
  g_return_if_fail (scenario != NULL && deck != NULL && card != NULL && report != NULL);

  check_card (scenario, NULL, deck, card, report, user_data);
}

void
st_deck_check_card_indexed (StScenarioIndex *index,
                            const StDeck    *deck,
                            const StCard    *card,
                            StDeckReportFunc report,
                            gpointer         user_data)
{
  g_return_if_fail (index != NULL && deck != NULL && card != NULL && report != NULL);

  check_card (st_scenario_index_get_scenario (index), index, deck, card, report, user_data);
}

/* Building the list of problems */

typedef struct
{
  GPtrArray        *problems;
  const StScenario *scenario;
  const StDeck     *deck;
} Checker;

static StDeckProblem *
add_problem (Checker *c, StDeckProblemKind kind, StSeverity severity, const char *attr, char *message)
{
  StDeckProblem *problem = g_new0 (StDeckProblem, 1);

  problem->kind = kind;
  problem->severity = severity;
  problem->attr = g_strdup (attr);
  problem->message = message;
  problem->cards = g_new0 (char *, 1);
  g_ptr_array_add (c->problems, problem);
  return problem;
}

static void
problem_add_card (StDeckProblem *problem, const char *id)
{
  guint n = g_strv_length (problem->cards);

  problem->cards = g_renew (char *, problem->cards, n + 2);
  problem->cards[n] = g_strdup (id);
  problem->cards[n + 1] = NULL;
}

G_GNUC_PRINTF (5, 6)
static StDeckProblem *
card_problem (
    Checker *c, StDeckProblemKind kind, const StCard *card, const char *attr, const char *format, ...)
{
  StDeckProblem *problem;
  va_list        args;

  va_start (args, format);
  problem = add_problem (c, kind, ST_SEVERITY_ERROR, attr, g_strdup_vprintf (format, args));
  va_end (args);
  if (card != NULL)
    problem_add_card (problem, card->id);
  return problem;
}

static void
collect_card_report (const StCard *card, const char *attr, const char *message, gpointer user_data)
{
  Checker          *c = user_data;
  StDeckProblemKind kind = ST_DECK_PROBLEM_VALUE;

  if (attr == NULL || g_str_equal (attr, "hq") || (g_str_equal (attr, "unit") && card->kind == ST_CARD_HQ))
    kind = ST_DECK_PROBLEM_CARD;
  else if (g_str_equal (attr, "unit"))
    kind = ST_DECK_PROBLEM_FOREIGN_UNIT;
  card_problem (c, kind, card, attr, "%s", message);
}

static gboolean
is_own_unit (Checker *c, const char *id)
{
  const StUnit *unit = st_scenario_find_unit (c->scenario, id);

  return unit != NULL && g_strcmp0 (unit->side, c->deck->side) == 0;
}

/* How the checks name a card to the designer, as the deck page titles it:
 * by its name, a unit card without one by its unit's name, else by its id. */
static const char *
card_label (Checker *c, const StCard *card)
{
  const char   *name = card->name != NULL ? st_text_get_source (card->name) : NULL;
  const StUnit *unit;

  if (name != NULL && *name != '\0')
    return name;
  if (card->kind == ST_CARD_UNIT && card->unit != NULL
      && (unit = st_scenario_find_unit (c->scenario, card->unit)) != NULL && unit->name != NULL
      && (name = st_text_get_source (unit->name)) != NULL && *name != '\0')
    return name;
  return card->id;
}

static void
check_unit_card (Checker *c, const StCard *card)
{
  const StUnit     *unit = st_scenario_find_unit (c->scenario, card->unit);
  const StUnitType *type = unit != NULL ? st_scenario_find_unit_type (c->scenario, unit->type) : NULL;
  gboolean          bombard = st_attrs_get (card->attrs, "bombard") != NULL;
  gboolean          range = st_attrs_get (card->attrs, "range") != NULL;
  guint             n_values = 0;

  for (guint i = 0; unit_values[i] != NULL; i++)
    n_values += st_attrs_get (card->attrs, unit_values[i]) != NULL;

  if (n_values == 0)
    card_problem (c, ST_DECK_PROBLEM_VALUE, card, NULL,
                  _ ("unit card '%s' has no value; expected some of attack, defense, bombard, range, volley, "
                     "pursuit and withdraw (rule 8)"),
                  card_label (c, card));
  else if (n_values > 4)
    card_problem (c, ST_DECK_PROBLEM_VALUE, card, NULL,
                  _ ("unit card '%s' has %u values; a unit card has two to four (rule 8)"),
                  card_label (c, card), n_values);
  else if (n_values < 2)
    card_problem (c, ST_DECK_PROBLEM_COMPOSITION, card, NULL,
                  _ ("unit card '%s' has one value; the published unit cards have two to four (rule 8)"),
                  card_label (c, card))
        ->severity = ST_SEVERITY_WARNING;

  if (bombard != range)
    card_problem (c, ST_DECK_PROBLEM_VALUE, card, bombard ? "bombard" : "range",
                  _ ("a bombard value needs a range, and a range needs a bombard value (rule 8)"));
  if (st_attrs_get (card->attrs, "pursuit") != NULL && type != NULL && g_strcmp0 (type->arm, "cavalry") != 0)
    card_problem (c, ST_DECK_PROBLEM_VALUE, card, "pursuit",
                  _ ("only cavalry units have a pursuit value, and '%s' is %s (rule 8)"), card->unit,
                  type->arm);
}

static void
check_leader (Checker *c, const StCard *card)
{
  const char *restricted = st_attrs_get (card->attrs, "restricted-to");
  const char *single = st_attrs_get (card->attrs, "single-unit");
  const char *pursuit = st_attrs_get (card->attrs, "pursuit");
  int         command = st_attrs_get_int (card->attrs, "command", 0);
  int         low, high;

  if (pursuit != NULL && st_range_parse (pursuit, &low, &high) && low != high)
    card_problem (c, ST_DECK_PROBLEM_LEADER, card, "pursuit",
                  _ ("a leader's pursuit is one number added to pursuit rolls, not a range (rule 9.1)"));

  if (restricted != NULL && single != NULL)
    card_problem (c, ST_DECK_PROBLEM_LEADER, card, "single-unit",
                  _ ("a leader is either restricted to a nationality's units or to a single unit, not both"));

  if (single != NULL)
    {
      if (!is_own_unit (c, single))
        card_problem (c, ST_DECK_PROBLEM_LEADER, card, "single-unit",
                      _ ("single-unit leader '%s' must name a unit of its own side"), card_label (c, card));
      if (command > 1)
        card_problem (c, ST_DECK_PROBLEM_LEADER, card, "command",
                      _ ("single-unit leader '%s' may not combine units, so its command cannot be %d "
                         "(rule 9.1)"),
                      card_label (c, card), command);
      if (st_attrs_get (card->attrs, "combat") == NULL)
        card_problem (c, ST_DECK_PROBLEM_LEADER, card, NULL,
                      _ ("single-unit leader '%s' needs a combat value, its unit's assault dice (rule 9.1)"),
                      card_label (c, card));
      return;
    }

  if (restricted != NULL)
    {
      g_auto (GStrv) words = g_strsplit (restricted, " ", -1);
      int n_units = 0;

      for (guint i = 0; words[i] != NULL; i++)
        {
          if (*words[i] == '\0')
            continue;
          n_units++;
          if (!is_own_unit (c, words[i]))
            {
              card_problem (c, ST_DECK_PROBLEM_LEADER, card, "restricted-to",
                            _ ("leader '%s' is restricted to '%s', which is not a unit of its own side"),
                            card_label (c, card), words[i]);
              break;
            }
        }
      if (n_units == 0)
        card_problem (c, ST_DECK_PROBLEM_LEADER, card, "restricted-to",
                      _ ("leader '%s' is restricted to no unit"), card_label (c, card));
      else if (command > n_units)
        card_problem (c, ST_DECK_PROBLEM_LEADER, card, "command",
                      _ ("leader '%s' can only combine the %d units of its nationality, so its command "
                         "cannot be %d (rule 9.1)"),
                      card_label (c, card), n_units, command);
    }

  for (guint i = 0; i < 3; i++)
    {
      static const char *const needed[] = { "command", "combat", "rally" };

      if (st_attrs_get (card->attrs, needed[i]) == NULL)
        card_problem (c, ST_DECK_PROBLEM_LEADER, card, NULL, _ ("leader '%s' needs a %s value (rule 9.1)"),
                      card_label (c, card), needed[i]);
    }
}

static gboolean
card_is_hq (const StCard *card, const char *hq)
{
  return card->kind == ST_CARD_HQ && g_strcmp0 (card->hq, hq) == 0;
}

static void
check_deck_leaders (Checker *c)
{
  const GPtrArray *cards = c->deck->cards;
  StDeckProblem   *problem = NULL;
  gboolean         any_leader = FALSE, any_restricted = FALSE;
  guint            n_battery = 0;

  for (guint i = 0; i < cards->len; i++)
    {
      const StCard *card = g_ptr_array_index (cards, i);

      if (!card_is_hq (card, "leader"))
        continue;
      any_leader = TRUE;
      any_restricted |= st_attrs_get (card->attrs, "restricted-to") != NULL;
      if (st_attrs_get (card->attrs, "grand-battery") != NULL)
        n_battery += (guint) card->copies;
    }

  if (!any_leader)
    add_problem (c, ST_DECK_PROBLEM_LEADER, ST_SEVERITY_ERROR, NULL,
                 g_strdup (_ ("the deck has no leader card; every nation has leader HQ cards (rule 1.4)")));

  if (n_battery > 1)
    problem = add_problem (c, ST_DECK_PROBLEM_LEADER, ST_SEVERITY_ERROR, "grand-battery",
                           g_strdup (_ ("only one leader card may have a grand battery (rule 9.1)")));
  for (guint i = 0; problem != NULL && i < cards->len; i++)
    {
      const StCard *card = g_ptr_array_index (cards, i);
      if (card_is_hq (card, "leader") && st_attrs_get (card->attrs, "grand-battery") != NULL)
        problem_add_card (problem, card->id);
    }

  problem = NULL;
  for (guint i = 0; i < cards->len; i++)
    {
      const StCard *card = g_ptr_array_index (cards, i);

      if (!card_is_hq (card, "maharaja"))
        continue;
      if (problem == NULL && !any_leader)
        problem = add_problem (
            c, ST_DECK_PROBLEM_LEADER, ST_SEVERITY_ERROR, NULL,
            g_strdup (_ ("a Maharaja is played with a leader, and the deck has none (rule 9.1)")));
      else if (problem == NULL && !any_restricted)
        problem =
            add_problem (c, ST_DECK_PROBLEM_LEADER, ST_SEVERITY_WARNING, NULL,
                         g_strdup (_ ("a Maharaja lifts nationality restrictions, and no leader of this deck "
                                      "has one (rule 9.1)")));
      if (problem != NULL)
        problem_add_card (problem, card->id);
    }
}

static void
check_duplicates (Checker *c)
{
  g_autoptr (GHashTable) seen = g_hash_table_new (g_str_hash, g_str_equal);

  for (guint i = 0; i < c->deck->cards->len; i++)
    {
      const StCard *card = g_ptr_array_index (c->deck->cards, i);

      if (card->id == NULL || *card->id == '\0')
        card_problem (c, ST_DECK_PROBLEM_DUPLICATE_ID, NULL, "id", _ ("a card has no id"));
      else if (!g_hash_table_add (seen, card->id))
        card_problem (c, ST_DECK_PROBLEM_DUPLICATE_ID, card, "id", _ ("duplicate card id '%s'"), card->id);
    }
}

static void
check_counts (Checker *c, const StDeckSummary *summary)
{
  StDeckProblem *problem;
  guint          n_other_types = 0;

  if (summary->n_cards != ST_DECK_SIZE)
    add_problem (c, ST_DECK_PROBLEM_SIZE, ST_SEVERITY_ERROR, NULL,
                 g_strdup_printf (_ ("the deck has %u cards; an action deck has %d (rule 1.4)"),
                                  summary->n_cards, ST_DECK_SIZE));
  if (summary->n_hq_cards != ST_DECK_HQ_CARDS)
    {
      problem =
          add_problem (c, ST_DECK_PROBLEM_HQ_COUNT, ST_SEVERITY_ERROR, NULL,
                       g_strdup_printf (_ ("the deck has %u HQ cards; an action deck has %d (rule 1.4)"),
                                        summary->n_hq_cards, ST_DECK_HQ_CARDS));
      for (guint i = 0; i < c->deck->cards->len; i++)
        {
          const StCard *card = g_ptr_array_index (c->deck->cards, i);
          if (card->kind == ST_CARD_HQ)
            problem_add_card (problem, card->id);
        }
    }

  for (guint i = 0; i < summary->hq_types->len; i++)
    {
      const StDeckTally *tally = g_ptr_array_index (summary->hq_types, i);
      n_other_types += !g_str_equal (tally->id, "leader");
    }
  if (n_other_types < 3 || n_other_types > 8)
    add_problem (c, ST_DECK_PROBLEM_COMPOSITION, ST_SEVERITY_WARNING, NULL,
                 g_strdup_printf (_ ("the deck has %u HQ card types besides leaders; the published nations "
                                     "have three to eight (rule 1.4)"),
                                  n_other_types));
}

/* Unit cards for at most the nation's eight units: the cards of every unit after
 * the eighth named are at fault. */
static void
check_unit_count (Checker *c)
{
  g_autoptr (GHashTable) units = g_hash_table_new (g_str_hash, g_str_equal);
  StDeckProblem *problem = NULL;

  for (guint i = 0; i < c->deck->cards->len; i++)
    {
      const StCard *card = g_ptr_array_index (c->deck->cards, i);

      if (card->kind != ST_CARD_UNIT || card->unit == NULL)
        continue;
      if (!g_hash_table_contains (units, card->unit) && g_hash_table_size (units) < ST_DECK_UNITS)
        g_hash_table_add (units, card->unit);
      if (g_hash_table_contains (units, card->unit))
        continue;
      if (problem == NULL)
        problem =
            add_problem (c, ST_DECK_PROBLEM_TOO_MANY_UNITS, ST_SEVERITY_ERROR, "unit",
                         g_strdup_printf (_ ("unit cards name more than the nation's %d units (rule 1.4)"),
                                          ST_DECK_UNITS));
      problem_add_card (problem, card->id);
    }
}

GPtrArray *
st_deck_check (const StScenario *scenario, const StDeck *deck)
{
  g_autoptr (StDeckSummary) summary = NULL;
  Checker c = { g_ptr_array_new_with_free_func ((GDestroyNotify) st_deck_problem_free), scenario, deck };
  g_autoptr (StScenarioIndex) index = NULL;

  g_return_val_if_fail (scenario != NULL && deck != NULL, c.problems);

  index = st_scenario_index_new (scenario);

  if (st_scenario_find_side (scenario, deck->side) == NULL)
    add_problem (&c, ST_DECK_PROBLEM_SIDE, ST_SEVERITY_ERROR, "side",
                 g_strdup_printf (_ ("unknown side '%s'"), deck->side ? deck->side : ""));
  check_duplicates (&c);
  for (guint i = 0; i < deck->cards->len; i++)
    {
      const StCard *card = g_ptr_array_index (deck->cards, i);
      guint         before = c.problems->len;

      st_deck_check_card_indexed (index, deck, card, collect_card_report, &c);
      /* Rules of meaning only make sense on a card that is well formed. */
      if (c.problems->len != before)
        continue;
      if (card->kind == ST_CARD_UNIT)
        check_unit_card (&c, card);
      else if (card_is_hq (card, "leader"))
        check_leader (&c, card);
    }
  summary = st_deck_summarize (scenario, deck);
  check_counts (&c, summary);
  check_unit_count (&c);
  check_deck_leaders (&c);
  return c.problems;
}

/* The composition summary */

static void
tally_free (gpointer data)
{
  StDeckTally *tally = data;

  g_free (tally->id);
  g_free (tally);
}

static StDeckTally *
find_tally (GPtrArray *tallies, const char *id)
{
  for (guint i = 0; i < tallies->len; i++)
    {
      StDeckTally *tally = g_ptr_array_index (tallies, i);
      if (g_strcmp0 (tally->id, id) == 0)
        return tally;
    }
  return NULL;
}

static StDeckTally *
add_tally (GPtrArray *tallies, const char *id)
{
  StDeckTally *tally = g_new0 (StDeckTally, 1);

  tally->id = g_strdup (id);
  g_ptr_array_add (tallies, tally);
  return tally;
}

StDeckSummary *
st_deck_summarize (const StScenario *scenario, const StDeck *deck)
{
  StDeckSummary     *summary = g_new0 (StDeckSummary, 1);
  const char *const *types = st_card_hq_types ();

  summary->hq_types = g_ptr_array_new_with_free_func (tally_free);
  summary->units = g_ptr_array_new_with_free_func (tally_free);

  for (guint i = 0; types[i] != NULL; i++)
    add_tally (summary->hq_types, types[i]);
  for (guint i = 0; i < scenario->units->len; i++)
    {
      const StUnit *unit = g_ptr_array_index (scenario->units, i);
      if (g_strcmp0 (unit->side, deck->side) == 0 && find_tally (summary->units, unit->id) == NULL)
        add_tally (summary->units, unit->id);
    }

  summary->n_faces = deck->cards->len;
  for (guint i = 0; i < deck->cards->len; i++)
    {
      const StCard *card = g_ptr_array_index (deck->cards, i);
      guint         copies = (guint) MAX (card->copies, 0);
      StDeckTally  *tally;

      summary->n_cards += copies;
      if (card->kind == ST_CARD_HQ)
        {
          summary->n_hq_cards += copies;
          tally = find_tally (summary->hq_types, card->hq);
          if (tally == NULL && card->hq != NULL)
            tally = add_tally (summary->hq_types, card->hq);
          if (tally != NULL)
            tally->count += copies;
          continue;
        }
      summary->n_unit_cards += copies;
      if (card->unit == NULL)
        continue;
      tally = find_tally (summary->units, card->unit);
      if (tally == NULL)
        tally = add_tally (summary->units, card->unit);
      tally->count += copies;
      /* Sums for now; divided by the count below. */
      for (guint d = 0; d < ST_DECK_N_DICE; d++)
        tally->mean[d] += copies * st_dice_expected (st_attrs_get (card->attrs, dice_attrs[d]));
    }

  for (guint i = 0; i < summary->units->len; i++)
    {
      StDeckTally *tally = g_ptr_array_index (summary->units, i);
      for (guint d = 0; d < ST_DECK_N_DICE && tally->count > 0; d++)
        tally->mean[d] /= tally->count;
    }
  for (guint i = summary->hq_types->len; i-- > 0;)
    if (((StDeckTally *) g_ptr_array_index (summary->hq_types, i))->count == 0)
      g_ptr_array_remove_index (summary->hq_types, i);
  return summary;
}

void
st_deck_summary_free (StDeckSummary *summary)
{
  if (summary == NULL)
    return;
  g_ptr_array_unref (summary->hq_types);
  g_ptr_array_unref (summary->units);
  g_free (summary);
}
