/* SPDX-License-Identifier: GPL-3.0-or-later */
#define G_LOG_DOMAIN "sandtable-engine"

#include "config.h"

#include "mv-private.h"

/* Challenges ("Därvid frågar den angripande huru stark pjes han har emot sig"):
 * a piece that stops next to an enemy piece may name it; both are revealed, the
 * stronger stays and the weaker leaves the game, equals both leave. The strength
 * table ranks the pieces in classes I to VI; the two notes change it for gas and
 * for aviation. Nobody moves in a challenge: the winner stays where it stood. */

const char *
mv_roman (int strength)
{
  static const char *const numerals[] = { "?", "I", "II", "III", "IV", "V", "VI" };

  return numerals[CLAMP (strength, 0, 6)];
}

static gboolean
blue_edged (MvArm arm)
{
  return arm == MV_INFANTRY || arm == MV_MACHINE_GUN;
}

/* Who wins between a and b by the table and note 2; +1: a, -1: b, 0: equal. */
static int
compare (const MvType *a, const MvType *b)
{
  /* Note 2: "Flygar-eskader blir slagen av alla artilleri pjeser samt av
   * maskingev.-kompanier. Flygar-esk. slår inf. komp." */
  if (a->arm == MV_AVIATION && b->arm != MV_AVIATION)
    {
      if (b->arm == MV_ARTILLERY || b->arm == MV_MACHINE_GUN)
        return -1;
      if (b->arm == MV_INFANTRY && b->strength == 1)
        return 1;
    }
  if (b->arm == MV_AVIATION && a->arm != MV_AVIATION)
    return -compare (b, a);
  return a->strength > b->strength ? 1 : a->strength < b->strength ? -1 : 0;
}

MvResult
mv_resolve (const MvDef *def, int attacker_type, int defender_type, MvChallenge challenge)
{
  const MvType *a = &def->types[attacker_type], *d = &def->types[defender_type];
  int           c;

  if (challenge == MV_CHALLENGE_ASK)
    return MV_RESULT_ANSWERED;
  /* Note 1: "Gas-kommando tvingar alla infanteri o. maskingevärs pjeser ...
   * tillbaka, samt stänger vägen för alla andra pjeser, utom för flygare." */
  if ((a->arm == MV_GAS && blue_edged (d->arm)) || (d->arm == MV_GAS && blue_edged (a->arm)))
    return MV_RESULT_DRIVEN_BACK;
  if ((a->arm == MV_GAS) != (d->arm == MV_GAS) && a->arm != MV_AVIATION && d->arm != MV_AVIATION)
    return MV_RESULT_WAY_CLOSED;
  c = compare (a, d);
  return c > 0 ? MV_RESULT_DEFENDER_REMOVED : c < 0 ? MV_RESULT_ATTACKER_REMOVED : MV_RESULT_BOTH_REMOVED;
}

static void
reveal (MvPiece *p, guint8 to)
{
  p->known |= to;
  p->possible = (guint16) (1u << p->type);
}

/* A determinization's count of what its player has not seen, after a reveal. */
static void
recount_unseen (const MvDef *def, MvState *s)
{
  if (s->dealt_for != MV_NONE)
    s->dealt_unseen = mv_unseen_types (def, s, s->dealt_for);
}

void
mv_challenge (const MvDef *def, MvState *s, guint attacker, guint defender, MvChallenge challenge)
{
  MvPiece *a = &s->pieces[attacker], *d = &s->pieces[defender];
  MvResult result = mv_resolve (def, a->type, d->type, challenge);

  s->last_result = (guint8) result;
  s->last_attacker = (guint8) attacker;
  s->last_defender = (guint8) defender;
  s->last_attacker_type = a->type;
  s->last_defender_type = d->type;
  if (result == MV_RESULT_ANSWERED)
    {
      guint16 aviation = 0;

      /* Aviation's question: only the asking player learns the answer. The
       * asked player learns something too: only aviation asks, so the asker is
       * one of the aviation types. */
      reveal (d, (guint8) (1u << def->piece_player[attacker]));
      for (int t = 0; t < def->n_types; t++)
        if (def->types[t].arm == MV_AVIATION)
          aviation |= (guint16) (1u << t);
      a->possible &= aviation;
      if (a->possible == 0)
        a->possible = (guint16) (1u << a->type);
      recount_unseen (def, s);
      return;
    }
  reveal (a, 3);
  reveal (d, 3);
  recount_unseen (def, s);
  switch (result)
    {
      case MV_RESULT_DEFENDER_REMOVED:
        mv_set_place (def, s, defender, MV_LOST);
        break;
      case MV_RESULT_ATTACKER_REMOVED:
        mv_set_place (def, s, attacker, MV_LOST);
        break;
      case MV_RESULT_BOTH_REMOVED:
        mv_set_place (def, s, attacker, MV_LOST);
        mv_set_place (def, s, defender, MV_LOST);
        break;
      case MV_RESULT_DRIVEN_BACK:
        {
          guint driven = blue_edged (def->types[a->type].arm) ? attacker : defender;

          if (!s->pieces[driven].gassed)
            s->n_gassed[def->piece_player[driven]]++;
          s->pieces[driven].gassed = 1;
          break;
        }
      default:
        break;
    }
}
