# SPDX-License-Identifier: GPL-3.0-or-later
"""The square-board scenarios: Manoeuvre (map sections, nations, decks) and
Command and Maneuver (terrain squares, leaders and their pieces)."""

import unicodedata

from . import common

# Manoeuvre -----------------------------------------------------------------

# Terrain effects follow the Manoeuvre rules text where it speaks (no assault from
# marsh; no forced march from field or marsh; bombardment may not pass hills, towns
# or woods; lakes cannot be entered) and are our own values where it points to a
# reference card we do not have (defence and attack bonuses, cavalry stops).
MANOEUVRE_TERRAIN = [
    ("field", "#dfe6b0", "none", [("en", "Field"), ("sv", "Fält"), ("fi", "Pelto")],
     [("move-cost", 1), ("no-forced-march-from", 1)]),
    ("hills", "#c8b27a", "hills", [("en", "Hills"), ("sv", "Kullar"), ("fi", "Kukkulat")],
     [("move-cost", 1), ("defense", 2), ("attack", 1), ("blocks-fire", 1)]),
    ("woods", "#6f9f4f", "trees", [("en", "Woods"), ("sv", "Skog"), ("fi", "Metsä")],
     [("move-cost", 1), ("defense", 1), ("blocks-fire", 1), ("cavalry-stop", 1)]),
    ("marsh", "#9fc2b0", "marsh", [("en", "Marsh"), ("sv", "Kärr"), ("fi", "Suo")],
     [("move-cost", 1), ("cavalry-stop", 1), ("no-assault-from", 1), ("no-forced-march-from", 1)]),
    ("town", "#d9b8a0", "town", [("en", "Town"), ("sv", "Stad"), ("fi", "Kaupunki")],
     [("move-cost", 1), ("defense", 2), ("blocks-fire", 1)]),
    ("lake", "#7fb4e0", "water", [("en", "Lake"), ("sv", "Sjö"), ("fi", "Järvi")],
     [("impassable", 1)]),
]

# Eight 4x4 map sections of our own drawing (rows top to bottom, unrotated).
SECTIONS = [
    ("open-plain", [("en", "Open plain"), ("sv", "Öppen slätt")],
     ["field field field field",
      "field field hills field",
      "field field field field",
      "woods field field field"]),
    ("market-town", [("en", "Market town"), ("sv", "Köpingen")],
     ["field marsh field field",
      "field town field hills",
      "field marsh field field",
      "woods field field field"]),
    ("twin-hills", [("en", "Twin hills"), ("sv", "Tvillingkullarna")],
     ["field field hills field",
      "hills field field field",
      "field field woods field",
      "field field field field"]),
    ("lake-shore", [("en", "Lake shore"), ("sv", "Sjöstranden")],
     ["field lake lake field",
      "field field lake woods",
      "hills field field field",
      "field field woods field"]),
    ("forest-edge", [("en", "Forest edge"), ("sv", "Skogsbrynet")],
     ["woods woods field field",
      "woods field field field",
      "field field hills field",
      "field field field town"]),
    ("fen", [("en", "Fen country"), ("sv", "Mossmarken")],
     ["field marsh marsh field",
      "field field marsh field",
      "woods field field field",
      "field field hills field"]),
    ("crossroads", [("en", "Crossroads village"), ("sv", "Korsvägsbyn")],
     ["field field field field",
      "field town field field",
      "field field town field",
      "hills field field field"]),
    ("ridge", [("en", "Long ridge"), ("sv", "Långa åsen")],
     ["field field field field",
      "hills hills hills field",
      "field field field field",
      "field woods field marsh"]),
]
# The battlefield: section, x, y, clockwise rotation.
PLACEMENTS = [("twin-hills", 0, 0, 90), ("crossroads", 4, 0, 180), ("lake-shore", 0, 4, 0), ("fen", 4, 4, 270)]


def battlefield():
    """Terrain of every square, as Sandtable computes it (src/core/st-board.c)."""
    grid = {(x, y): "field" for x in range(8) for y in range(8)}
    rows_of = {sid: [r.split() for r in rows] for sid, _names, rows in SECTIONS}
    for sid, px, py, rotation in PLACEMENTS:
        rows = rows_of[sid]
        n = len(rows)
        for sy in range(n):
            for sx in range(n):
                dx, dy = {0: (sx, sy), 90: (n - 1 - sy, sx), 180: (n - 1 - sx, n - 1 - sy),
                          270: (sy, n - 1 - sx)}[rotation]
                grid[(px + dx, py + dy)] = rows[sy][sx]
    return grid


# Nations of our own invention. Unit: (id, en name, sv name, arm, strength, reduced,
# position, cards) where cards is a list of (copies, {values}), five unit cards a unit.
NATIONS = {
    "aurelia": {
        "colour": "#2a62b8", "rank": 1,
        "names": [("en", "Aurelia"), ("sv", "Aurelien"), ("fi", "Aurelia")],
        "deck": [("en", "Aurelian action deck"), ("sv", "Aureliens kortlek")],
        "units": [
            ("guard", "Aurelian Guard", "Aureliska gardet", "infantry", 5, 3, (3, 0),
             [(3, {"attack": "2d8", "defense": "1d8"}),
              (2, {"attack": "1d10", "defense": "1d6"})]),
            ("line-1", "1st Line", "1:a linjeregementet", "infantry", 4, 2, (2, 1),
             [(3, {"attack": "1d8", "defense": "1d6"}),
              (2, {"attack": "2d6", "volley": "1d6"})]),
            ("line-2", "2nd Line", "2:a linjeregementet", "infantry", 4, 2, (5, 1),
             [(3, {"attack": "1d8", "defense": "1d6"}),
              (2, {"attack": "1d6", "volley": "1d6"})]),
            ("fusiliers", "Fusiliers", "Fysiljärerna", "infantry", 3, 2, (4, 1),
             [(3, {"attack": "1d8", "volley": "1d8"}),
              (2, {"defense": "1d8", "not-required-to-advance": "true"})]),
            ("grenadiers", "Grenadiers", "Grenadjärerna", "infantry", 5, 2, (3, 1),
             [(3, {"attack": "2d6", "defense": "1d6"}),
              (2, {"attack": "1d10", "defense": "1d8"})]),
            ("foot-artillery", "Foot Artillery", "Fotartilleriet", "infantry", 3, 1, (4, 0),
             [(3, {"bombard": "2d6", "range": "2", "defense": "1d6", "artillery": "true"}),
              (2, {"bombard": "1d8", "range": "2", "artillery": "true"})]),
            ("hussars", "Hussars", "Husarerna", "cavalry", 4, 2, (0, 1),
             [(3, {"attack": "1d8", "pursuit": "1-2"}),
              (2, {"attack": "1d6", "defense": "1d6", "pursuit": "1-3", "not-required-to-advance": "true"})]),
            ("lancers", "Lancers", "Lansiärerna", "cavalry", 4, 2, (7, 1),
             [(3, {"attack": "2d6", "pursuit": "1-2"}),
              (2, {"attack": "1d8", "defense": "1d6", "pursuit": "1"})]),
        ],
        # hq type, copies, values, en name
        "hq": [("leader", 1, {"command": "3", "combat": "1d8", "rally": "1-4", "pursuit": "1"}, "Marshal Orsini"),
               ("leader", 1, {"command": "2", "combat": "1d6", "rally": "1-3"}, "General Valcourt"),
               ("leader", 1, {"command": "2", "combat": "1d6", "rally": "1-2"}, "General Mirande"),
               ("leader", 1, {"command": "1", "combat": "1d10", "rally": "1-3"}, "Colonel Aste"),
               ("supply", 3, {}, None), ("forced-march", 2, {}, None), ("ambush", 2, {}, None),
               ("withdraw", 2, {}, None), ("redoubt", 2, {}, None), ("regroup", 1, {}, None),
               ("skirmish", 1, {}, None), ("spy", 1, {}, None), ("committed-attack", 1, {}, None),
               ("guerrilla", 1, {}, None)],
    },
    "borovia": {
        "colour": "#3f7f3a", "rank": 2,
        "names": [("en", "Borovia"), ("sv", "Borovien"), ("fi", "Borovia")],
        "deck": [("en", "Borovian action deck"), ("sv", "Boroviens kortlek")],
        "units": [
            ("old-guard", "Old Guard", "Gamla gardet", "infantry", 5, 3, (4, 7),
             [(3, {"attack": "2d8", "defense": "1d6"}),
              (2, {"attack": "1d8", "defense": "1d8"})]),
            ("musketeers", "Musketeers", "Musketörerna", "infantry", 4, 2, (2, 6),
             [(3, {"attack": "1d8", "volley": "1d6"}),
              (2, {"defense": "1d8"})]),
            ("jaegers", "Jaegers", "Jägarna", "infantry", 3, 2, (3, 6),
             [(3, {"volley": "1d8", "defense": "1d6"}),
              (2, {"attack": "1d6", "not-required-to-advance": "true"})]),
            ("militia", "Frontier Militia", "Gränsmilisen", "infantry", 3, 1, (4, 6),
             [(3, {"attack": "1d6", "defense": "1d8"}),
              (2, {"defense": "1d10"})]),
            ("pikemen", "Pikemen", "Pikenerarna", "infantry", 4, 2, (5, 6),
             [(3, {"attack": "1d10"}),
              (2, {"attack": "1d8", "defense": "1d6"})]),
            ("siege-guns", "Siege Guns", "Belägringsartilleriet", "infantry", 2, 1, (3, 7),
             [(3, {"bombard": "2d8", "range": "2", "artillery": "true"}),
              (2, {"bombard": "1d10", "range": "3", "defense": "1d6", "artillery": "true"})]),
            ("steppe-riders", "Steppe Riders", "Stäppryttarna", "cavalry", 3, 2, (7, 6),
             [(3, {"attack": "1d8", "pursuit": "1-3"}),
              (2, {"attack": "1d6", "pursuit": "1-4", "not-required-to-advance": "true"})]),
            ("cuirassiers", "Cuirassiers", "Kyrassiärerna", "cavalry", 5, 2, (0, 6),
             [(3, {"attack": "2d8", "pursuit": "1"}),
              (2, {"attack": "1d10", "defense": "1d6", "pursuit": "1-2"})]),
        ],
        "hq": [("leader", 1, {"command": "4", "combat": "1d6", "rally": "1-3", "pursuit": "2"}, "Prince Radomir"),
               ("leader", 1, {"command": "2", "combat": "1d8", "rally": "1-2"}, "General Voss"),
               ("leader", 1, {"command": "1", "combat": "1d8", "rally": "1-4"}, "Count Lehár"),
               ("supply", 2, {}, None), ("forced-march", 3, {}, None), ("ambush", 3, {}, None),
               ("withdraw", 1, {}, None), ("redoubt", 3, {}, None), ("guerrilla", 2, {}, None),
               ("regroup", 1, {}, None), ("sappers", 1, {}, None), ("spy", 1, {}, None)],
    },
}

# Setup rows per nation (rule 3: the two rows nearest the own starting edge).
SETUP_ROWS = {"aurelia": (0, 1), "borovia": (6, 7)}


def manoeuvre_units_and_decks():
    grid = battlefield()
    types, units, decks = [], [], []
    taken = set()
    for side, nation in NATIONS.items():
        cards = []
        for uid, en, sv, arm, strength, reduced, at, unit_cards in nation["units"]:
            tid = f"{side}-{uid}"
            assert at[1] in SETUP_ROWS[side] and at not in taken and grid[at] != "lake", (tid, at)
            taken.add(at)
            types.append((tid, arm, side, [("strength", strength), ("reduced-strength", reduced),
                                           ("movement", 2 if arm == "cavalry" else 1)],
                          [("en", en), ("sv", sv)]))
            units.append({"id": tid, "type": tid, "side": side, "at": at, "names": [("en", en), ("sv", sv)]})
            assert sum(copies for copies, _values in unit_cards) == 5, tid
            for j, (copies, values) in enumerate(unit_cards):
                assert ("pursuit" in values) == (arm == "cavalry"), tid
                assert not ("artillery" in values and "attack" in values), tid
                cards.append({"id": f"{tid}-card-{j + 1}", "kind": "unit", "unit": tid, "copies": copies,
                              "values": values})
        for hq, copies, values, name in nation["hq"]:
            # Leader cards are named after the leader, the others after their type.
            slug = name.split()[-1] if name else hq
            slug = unicodedata.normalize("NFKD", slug).encode("ascii", "ignore").decode().lower()
            cards.append({"id": f"{side}-{slug}", "kind": "hq", "hq": hq, "copies": copies,
                          "values": values, "name": name})
        total = sum(c["copies"] for c in cards)
        hq_total = sum(c["copies"] for c in cards if c["kind"] == "hq")
        assert len(nation["units"]) == 8 and total == 60 and hq_total == 20, (side, total, hq_total)
        decks.append((f"{side}-deck", side, nation["deck"], cards))
    return types, units, decks


CARD_ORDER = ["attack", "defense", "bombard", "range", "volley", "pursuit", "withdraw",
              "not-required-to-advance", "redoubt", "guerrillas", "committed-attack", "artillery",
              "command", "combat", "rally", "grand-battery", "restricted-to", "single-unit"]


def decks_part(decks):
    def part(w):
        w.open("decks")
        for did, side, names, cards in decks:
            w.open("deck", ("id", did), ("side", side))
            w.text("name", names)
            for c in cards:
                values = [(k, c["values"][k]) for k in CARD_ORDER if k in c["values"]]
                attrs = [("id", c["id"]), ("kind", c["kind"]), ("unit", c.get("unit")), ("hq", c.get("hq")),
                         ("copies", c["copies"] if c["copies"] != 1 else None)] + values
                if c.get("name"):
                    w.open("card", *attrs)
                    w.text("name", [("en", c["name"])])
                    w.close("card")
                else:
                    w.empty("card", *attrs)
            w.close("deck")
        w.close("decks")
    return part


def board_manoeuvre(w):
    w.open("board", ("kind", "square"), ("columns", 8), ("rows", 8), ("default-terrain", "field"))
    for sid, names, rows in SECTIONS:
        w.open("section", ("id", sid), ("size", 4))
        w.text("name", names)
        for row in rows:
            w.element("row", row)
        w.close("section")
    for sid, x, y, rot in PLACEMENTS:
        w.empty("place", ("section", sid), ("at", f"{x},{y}"), ("rotation", rot))
    w.close("board")


MANOEUVRE_RULES = [
    ("overview", "Overview",
     "Two armies of eight units each fight on an 8 by 8 battlefield built from four 4 by 4 map "
     "sections. Nothing happens on a diagonal: units move, fight and control squares only through "
     "the four sides of a square. Each army has its own deck of 60 action cards: 40 unit cards, "
     "five for each of its units, and 20 headquarters (HQ) cards."),
    ("setup", "Setting up",
     "Each player shuffles his deck and draws five cards. The first player sets up all eight of his "
     "units at full strength in the two rows nearest his own edge of the battlefield, one unit a "
     "square; then the second player does the same on the opposite edge. In this scenario Aurelia "
     "holds the top edge and Borovia the bottom edge, and the units start where the file places "
     "them."),
    ("turn", "A player turn",
     "A player turn has five phases, in this order. Discard any cards you like. Draw back up to five "
     "cards. Move exactly one unit: infantry one square, cavalry one or two squares, never diagonally, "
     "never into or through another unit, never off the battlefield. On the first turn each side moves "
     "three units and on the second turn two (advance to contact). A player who moves no unit must "
     "discard his whole hand. Then declare at most one combat. Finally, you may try to restore one "
     "reduced unit to full strength."),
    ("combat", "Combat",
     "An assault is made by a unit against an adjacent enemy unit and needs a unit card of the "
     "attacking unit with an attack value; it may not start from a marsh. The defender may withdraw "
     "with a withdraw card, or play unit cards and one leader to strengthen the defence. The attack "
     "total is the unit's strength plus the dice of the cards played, leader combat value and terrain "
     "bonus; the defence total is the defender's strength plus its cards' dice, terrain, redoubt and "
     "leader. If the attack is lower, every attacking unit takes a hit; if equal, nothing happens; if "
     "higher, the defender chooses a hit or a retreat; at twice the defence the attacker chooses; at "
     "three times the defender takes a hit and retreats; at four times it is eliminated. A unit that "
     "takes a hit turns to its reduced side; a reduced unit that takes a hit is eliminated.\n\n"
     "A volley (against an adjacent unit) or a bombardment (up to the card's range, around but never "
     "through hills, towns, woods or units) rolls the card's dice plus terrain against the target's "
     "strength plus terrain; if higher, the target takes a hit. An ambush card attacks any enemy unit "
     "on the battlefield; it is resolved like an assault without an attacking unit, and the "
     "attacker gains no terrain bonus.\n\n"
     "After an assault empties the defender's square, one attacking unit must advance into it unless "
     "all of them played cards marked not required to advance. Cavalry that advances after a retreat "
     "rolls a die for each of its cards with a pursuit range; each roll within the range is a hit on "
     "the retreating unit."),
    ("cards", "Headquarters cards",
     "A leader card uses one of its values per play: combat (added to an attack or defence), command "
     "(so many units, the attacker included, may join an assault), rally (a die roll within the range "
     "restores a reduced unit) or pursuit (added to pursuit rolls). Supply moves a second unit or "
     "restores a unit; forced march moves a unit one more square, but not when it began in a field or "
     "a marsh; regroup restores a unit; redoubt adds three to the defence of a unit's square until it "
     "leaves; sappers cancel a redoubt; withdraw lets a defender slip away before an assault or "
     "ambush; skirmish calls off your own assault and lets the unit move two squares; spy shows you "
     "your opponent's hand; guerrilla cancels an opponent's supply, forced march, regroup or unit card "
     "used to restore; committed attack adds two six-sided dice to an assault at the cost of one hit "
     "to an attacking unit."),
    ("victory", "Victory",
     "A player who has eliminated five enemy units wins at once. Otherwise the day ends at the end of "
     "the turn in which both players have drawn the last card of their first deck, and each player "
     "scores one point for every square of the enemy half of the battlefield that he controls: a "
     "square he occupies, or one next to his unit with no enemy unit on it or next to it (lakes "
     "count). The higher score wins; ties go to the player who eliminated more units, then to the one "
     "with fewer reduced units, then to the nation with the better rank (Aurelia 1, Borovia 2)."),
]


def manoeuvre(path):
    types, units, decks = manoeuvre_units_and_decks()
    common.write_scenario(path, "manoeuvre", "en", [
        common.metadata([("en", "Manoeuvre: Aurelia against Borovia"), ("sv", "Manoeuvre: Aurelien mot Borovien"),
                         ("fi", "Manoeuvre: Aurelia vastaan Borovia")],
                        [("en", "Two nations of our own design meet on a battlefield of four map sections, "
                                "with a lake in the middle of the southern half. Each brings eight units "
                                "and a 60-card action deck."),
                         ("sv", "Två påhittade nationer möts på ett slagfält av fyra kartsektioner med en "
                                "sjö mitt i den södra halvan. Var och en har åtta förband och en kortlek "
                                "med 60 kort.")]),
        common.parameters([("hand-size", 5), ("attrition-victory", 5), ("advance-to-contact", "true")]),
        common.terrain_types(MANOEUVRE_TERRAIN),
        common.sides([(s, n["colour"], n["names"], n["rank"]) for s, n in NATIONS.items()]),
        board_manoeuvre,
        common.unit_types(types),
        common.units(units),
        decks_part(decks),
        common.rules(MANOEUVRE_RULES),
    ])


# Command and Maneuver ------------------------------------------------------

CM_SIZE = 10
CM_TERRAIN = [
    ("open", "#e4e8c8", "none", [("en", "Open ground"), ("sv", "Öppen mark"), ("fi", "Avoin maasto")], []),
    ("town", "#d6b49c", "town", [("en", "Town"), ("sv", "Stad"), ("fi", "Kaupunki")],
     [("terrain-move-limit", 1), ("adjacent-entry", 1), ("blocks-leap", 1), ("optional-leader-terrain", 1)]),
    ("hill", "#c9b27c", "hills", [("en", "Hill"), ("sv", "Kulle"), ("fi", "Mäki")],
     [("terrain-move-limit", 1), ("impassable-cavalry", 1), ("adjacent-entry", 1), ("blocks-leap", 1),
      ("optional-leader-terrain", 1)]),
    ("forest", "#6d9a52", "trees", [("en", "Forest"), ("sv", "Skog"), ("fi", "Metsä")],
     [("terrain-move-limit", 1), ("impassable-cannon", 1), ("adjacent-entry", 1), ("blocks-leap", 1),
      ("optional-leader-terrain", 1)]),
]
# Which rule each terrain effect carries (docs/rules/command-and-maneuver.md): every
# feature slows leaders, cavalry and cannon to one square, is entered by cavalry and
# cannon only from the square next to it, and is never leapt over; cavalry never
# enters hills and cannon never forests. optional-leader-terrain matters only when
# the scenario turns the optional leader terrain rule on.
# Terrain squares of White's half; Black's half is the same turned through 180 degrees.
CM_FEATURES_HALF = {(2, 4): "town", (4, 4): "town", (4, 2): "hill", (1, 2): "hill",
                    (0, 4): "forest", (6, 3): "forest", (8, 2): "forest"}

# type id, arm, en, sv, movement, command-range, command-rating
CM_TYPES = [
    ("general", "leader", "General", "General", 2, 3, 4),
    ("brigadier", "leader", "Brigadier", "Brigadgeneral", 2, 2, 2),
    ("cavalry", "cavalry", "Cavalry", "Kavalleri", 3, None, None),
    ("cannon", "cannon", "Cannon", "Kanon", 3, None, None),
    ("skirmisher", "skirmisher", "Skirmishers", "Skyttar", 2, None, None),
    ("infantry", "infantry", "Infantry", "Infanteri", 1, None, None),
]
# Home row, left to right from column 1, like the back rank of a chess board.
CM_BACK_ROW = ["cavalry", "skirmisher", "cannon", "general", "brigadier", "cannon", "skirmisher", "cavalry"]


def cm_features():
    cells = dict(CM_FEATURES_HALF)
    for (x, y), terrain in CM_FEATURES_HALF.items():
        cells[(CM_SIZE - 1 - x, CM_SIZE - 1 - y)] = terrain
    return cells


def command_and_maneuver(path):
    types = []
    for tid, arm, en, sv, move, crange, rating in CM_TYPES:
        attrs = [("movement", move)]
        if arm == "leader":
            attrs += [("command-range", crange), ("command-rating", rating)]
        types.append((tid, arm, None, attrs, [("en", en), ("sv", sv)]))
    features = cm_features()
    units = []
    for side, back_row, front_row in (("white", 0, 1), ("black", CM_SIZE - 1, CM_SIZE - 2)):
        counts = {}

        def add(tid, x, y):
            assert (x, y) not in features, (x, y)
            counts[tid] = counts.get(tid, 0) + 1
            units.append({"id": f"{side}-{tid}-{counts[tid]}", "type": tid, "side": side, "at": (x, y)})
        for i, tid in enumerate(CM_BACK_ROW):
            add(tid, i + 1, back_row)
        for x in range(1, CM_SIZE - 1):
            add("infantry", x, front_row)

    def board(w):
        w.open("board", ("kind", "square"), ("columns", CM_SIZE), ("rows", CM_SIZE), ("default-terrain", "open"))
        for (x, y), terrain in sorted(features.items(), key=lambda kv: (kv[0][1], kv[0][0])):
            w.empty("cell", ("at", f"{x},{y}"), ("terrain", terrain))
        w.close("board")

    common.write_scenario(path, "command-maneuver", "en", [
        common.metadata([("en", "Command and Maneuver: the meeting engagement"),
                         ("sv", "Command and Maneuver: mötesstriden")],
                        [("en", "Two armies, each led by a general and a brigadier, meet on open ground "
                                "broken by towns, hills and forests. Four moves a turn; captured pieces "
                                "come back as replacements once enough of a kind have fallen."),
                         ("sv", "Två arméer, var och en ledd av en general och en brigadgeneral, möts på "
                                "öppen mark bruten av städer, kullar och skogar. Fyra drag per omgång.")]),
        common.parameters([("moves-per-turn", 4), ("replacement-threshold-leader", 0),
                           ("replacement-threshold-cavalry", 2), ("replacement-threshold-cannon", 2),
                           ("replacement-threshold-skirmisher", 2), ("replacement-threshold-infantry", 3),
                           ("skirmisher-self-activation", "true"), ("turn-limit", 50)]),
        common.terrain_types(CM_TERRAIN),
        common.sides([("white", "#f6f5f4", [("en", "White"), ("sv", "Vit"), ("fi", "Valkoinen")], None),
                      ("black", "#3d3846", [("en", "Black"), ("sv", "Svart"), ("fi", "Musta")], None)]),
        board,
        common.unit_types(types),
        common.units(units),
        common.rules([
            ("setup", "Setting up",
             "Each side sets up like a chess army on its own edge of the 10 by 10 board: cavalry, "
             "skirmishers, cannon, the general and the brigadier on the home row, eight infantry in "
             "front of them. White moves first."),
            ("activation", "Activation",
             "A piece moves only when a leader activates it. At the start of the piece's move the "
             "leader must be within its command range (the general 3 squares, the brigadier 2); a "
             "leader activates at most as many pieces a turn as its command rating (the general 4, the "
             "brigadier 2), itself and the other leader included. A leader moved earlier in the turn "
             "may activate from where it now stands. In this scenario skirmishers may activate "
             "themselves. No piece moves twice in a turn, no side makes more than four moves a turn, "
             "and a piece may end its move outside every leader's range. A cannon and a leader side by "
             "side may swap squares as one move."),
            ("movement", "Movement and capture",
             "Leaders slide one or two squares in any direction without jumping and may turn, but not "
             "back to where they started; cavalry moves up to three squares in a straight orthogonal line, cannon up "
             "to three in a straight diagonal line, both jumping other pieces; skirmishers leap like a "
             "chess knight; infantry steps one square in any of the eight directions. Every piece "
             "captures by ending its move on an enemy piece, one capture a move. A side may pass; if "
             "both pass in a row, the game is drawn."),
            ("terrain", "Terrain",
             "Towns, hills and forests slow the mounted pieces. Leaders, cavalry and cannon may move "
             "only one square on a turn they enter terrain; cavalry and cannon must start the turn next "
             "to the square and spend their whole move to enter it, and may never jump a terrain "
             "square. Cavalry never enters hills; cannon never enters forests. Infantry and "
             "skirmishers ignore terrain. Every piece leaves terrain normally."),
            ("replacements", "Replacements",
             "Captured pieces go to the captor's casualty pile for their kind. When a pile holds three "
             "infantry, or two cavalry, cannon or skirmishers, one of them returns to its owner as a "
             "replacement and the rest are killed. Leaders are never replaced."),
            ("victory", "Victory",
             "A side loses when captured leaders leave it less activation than four moves a turn. "
             "Losing the brigadier leaves the general's four, so play goes on; losing the general "
             "leaves only two, and the game is lost. A game still undecided after 50 turns is a draw."),
        ]),
    ])
