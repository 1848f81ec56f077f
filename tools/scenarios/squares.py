# SPDX-License-Identifier: GPL-3.0-or-later
"""The square-board scenarios: Manoeuvre (map sections, nations, decks) and
Command and Maneuver (terrain squares, leaders and their pieces)."""

from . import common

# Terrain effects follow the Manoeuvre rules text: hills and towns help defenders,
# woods and marsh stop cavalry, no assault from marsh, lakes are impassable, and
# hills, towns and woods block bombardment.
MANOEUVRE_TERRAIN = [
    ("field", "#dfe6b0", "none", [("en", "Field"), ("sv", "Fält"), ("fi", "Pelto")],
     [("move-cost", 1), ("no-forced-march-from", 1)]),
    ("hills", "#c8b27a", "hills", [("en", "Hills"), ("sv", "Kullar"), ("fi", "Kukkulat")],
     [("move-cost", 1), ("defense", 2), ("attack", 1), ("blocks-fire", 1)]),
    ("woods", "#6f9f4f", "trees", [("en", "Woods"), ("sv", "Skog"), ("fi", "Metsä")],
     [("move-cost", 1), ("defense", 1), ("cavalry-stop", 1), ("blocks-fire", 1)]),
    ("marsh", "#9fc2b0", "marsh", [("en", "Marsh"), ("sv", "Kärr"), ("fi", "Suo")],
     [("move-cost", 1), ("cavalry-stop", 1), ("no-assault-from", 1), ("no-forced-march-from", 1)]),
    ("town", "#d9b8a0", "town", [("en", "Town"), ("sv", "Stad"), ("fi", "Kaupunki")],
     [("move-cost", 1), ("defense", 2), ("blocks-fire", 1)]),
    ("lake", "#7fb4e0", "water", [("en", "Lake"), ("sv", "Sjö"), ("fi", "Järvi")],
     [("impassable", 1)]),
]

# Eight 4x4 map sections of our own drawing; four of them make the battlefield.
SECTIONS = [
    ("open-plain", "Open plain", ["field field field field", "field hills field field",
                                  "field field field woods", "field field field field"]),
    ("river-town", "River town", ["field marsh field field", "field town field hills",
                                  "field marsh field field", "woods field field field"]),
    ("twin-hills", "Twin hills", ["field field hills field", "hills field field field",
                                  "field field woods field", "field field field field"]),
    ("lake-shore", "Lake shore", ["field field field field", "field lake lake field",
                                  "field lake field woods", "field field field field"]),
    ("forest-edge", "Forest edge", ["woods woods field field", "woods field field field",
                                    "field field hills field", "field field field town"]),
    ("fen", "Fen country", ["field marsh marsh field", "field field marsh field",
                            "woods field field field", "field field hills field"]),
    ("crossroads", "Crossroads village", ["field field field field", "field town field field",
                                          "field field town field", "hills field field field"]),
    ("ridge", "Long ridge", ["field field field field", "hills hills hills field",
                             "field field field field", "field woods field marsh"]),
]
PLACEMENTS = [("open-plain", 0, 0, 0), ("river-town", 4, 0, 90), ("twin-hills", 0, 4, 180), ("forest-edge", 4, 4, 270)]

# Nations of our own invention. Unit: (id, name, arm, strength, reduced, cards)
# where cards is a list of (copies, {values}) making five unit cards a unit.
NATIONS = {
    "aurelia": {
        "colour": "#2a62b8", "rank": 1, "names": [("en", "Aurelia"), ("sv", "Aurelien"), ("fi", "Aurelia")],
        "units": [
            ("guard", "Aurelian Guard", "infantry", 5, 3, [(3, {"attack": "2d8", "defense": "1d8"}),
                                                          (2, {"attack": "1d10", "defense": "1d6"})]),
            ("line-1", "1st Line", "infantry", 4, 2, [(3, {"attack": "1d8", "defense": "1d6"}),
                                                     (2, {"attack": "2d6", "volley": "1d6"})]),
            ("line-2", "2nd Line", "infantry", 4, 2, [(3, {"attack": "1d8", "defense": "1d6"}),
                                                     (2, {"attack": "1d6", "volley": "1d6"})]),
            ("fusiliers", "Fusiliers", "infantry", 3, 2, [(3, {"attack": "1d8", "volley": "1d8"}),
                                                         (2, {"defense": "1d8", "not-required-to-advance": "true"})]),
            ("grenadiers", "Grenadiers", "infantry", 5, 2, [(3, {"attack": "2d6", "defense": "1d6"}),
                                                           (2, {"attack": "1d10", "defense": "1d8"})]),
            ("foot-artillery", "Foot Artillery", "infantry", 3, 1,
             [(3, {"bombard": "2d6", "range": "2", "defense": "1d6", "artillery": "true"}),
              (2, {"bombard": "1d8", "range": "2", "artillery": "true"})]),
            ("hussars", "Hussars", "cavalry", 4, 2, [(3, {"attack": "1d8", "pursuit": "1-2"}),
                                                   (2, {"attack": "1d6", "defense": "1d6", "pursuit": "1-3"})]),
            ("lancers", "Lancers", "cavalry", 4, 2, [(3, {"attack": "2d6", "pursuit": "1-2"}),
                                                   (2, {"attack": "1d8", "defense": "1d6", "pursuit": "1"})]),
        ],
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
        "colour": "#3f7f3a", "rank": 2, "names": [("en", "Borovia"), ("sv", "Borovien"), ("fi", "Borovia")],
        "units": [
            ("old-guard", "Old Guard", "infantry", 5, 3, [(3, {"attack": "2d8", "defense": "1d6"}),
                                                         (2, {"attack": "1d8", "defense": "1d8"})]),
            ("musketeers", "Musketeers", "infantry", 4, 2, [(3, {"attack": "1d8", "volley": "1d6"}),
                                                           (2, {"defense": "1d8"})]),
            ("jaegers", "Jaegers", "infantry", 3, 2, [(3, {"volley": "1d8", "defense": "1d6"}),
                                                     (2, {"attack": "1d6", "not-required-to-advance": "true"})]),
            ("militia", "Frontier Militia", "infantry", 3, 1, [(3, {"attack": "1d6", "defense": "1d8"}),
                                                              (2, {"defense": "1d10"})]),
            ("pikemen", "Pikemen", "infantry", 4, 2, [(3, {"attack": "1d10"}), (2, {"attack": "1d8", "defense": "1d6"})]),
            ("siege-guns", "Siege Guns", "infantry", 2, 1,
             [(3, {"bombard": "2d8", "range": "2", "artillery": "true"}),
              (2, {"bombard": "1d10", "range": "3", "defense": "1d6", "artillery": "true"})]),
            ("cossacks", "Steppe Riders", "cavalry", 3, 2, [(3, {"attack": "1d8", "pursuit": "1-3"}),
                                                           (2, {"attack": "1d6", "pursuit": "1-4"})]),
            ("cuirassiers", "Cuirassiers", "cavalry", 5, 2, [(3, {"attack": "2d8", "pursuit": "1"}),
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


def manoeuvre_units_and_decks():
    types, units, decks = [], [], []
    for side, nation in NATIONS.items():
        front, back = (1, 0) if side == "aurelia" else (6, 7)
        cards = []
        for i, (uid, name, arm, strength, reduced, unit_cards) in enumerate(NATIONS[side]["units"]):
            tid = f"{side}-{uid}"
            types.append((tid, arm, side, [("strength", strength), ("reduced-strength", reduced),
                                           ("movement", 2 if arm == "cavalry" else 1)], [("en", name)]))
            # Infantry in the front row, cavalry and guns behind, one unit a square.
            gun = any("artillery" in values for _copies, values in unit_cards)
            y = front if arm == "infantry" and not gun else back
            units.append({"id": tid, "type": tid, "side": side, "at": (i, y), "names": [("en", name)]})
            for j, (copies, values) in enumerate(unit_cards):
                cards.append({"id": f"{tid}-card-{j + 1}", "kind": "unit", "unit": tid, "copies": copies,
                              "values": values})
        for j, (hq, copies, values, name) in enumerate(NATIONS[side]["hq"]):
            cards.append({"id": f"{side}-hq-{j + 1}", "kind": "hq", "hq": hq, "copies": copies,
                          "values": values, "name": name})
        total = sum(c["copies"] for c in cards)
        hq_total = sum(c["copies"] for c in cards if c["kind"] == "hq")
        assert total == 60 and hq_total == 20, (side, total, hq_total)
        decks.append((f"{side}-deck", side, cards))
    return types, units, decks


CARD_ORDER = ["attack", "defense", "bombard", "range", "volley", "pursuit", "withdraw",
              "not-required-to-advance", "redoubt", "guerrillas", "committed-attack", "artillery",
              "command", "combat", "rally", "grand-battery", "restricted-to", "single-unit"]


def decks_part(decks):
    def part(w):
        w.open("decks")
        for did, side, cards in decks:
            w.open("deck", ("id", did), ("side", side))
            w.text("name", [("en", f"{side.capitalize()} action deck")])
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
    for sid, name, rows in SECTIONS:
        w.open("section", ("id", sid), ("size", 4))
        w.text("name", [("en", name)])
        for row in rows:
            w.element("row", row)
        w.close("section")
    for sid, x, y, rot in PLACEMENTS:
        w.empty("place", ("section", sid), ("at", f"{x},{y}"), ("rotation", rot))
    w.close("board")


MANOEUVRE_RULES = [
    ("overview", "Overview",
     "Two armies of eight units fight on an 8 by 8 battlefield made of four map sections. Each army "
     "has its own deck of 60 action cards: 40 unit cards, five for each of its units, and 20 "
     "headquarters cards. A player wins by eliminating five enemy units, or by holding more of the "
     "enemy half of the battlefield when both decks have run out."),
    ("turn", "A player turn",
     "Discard any cards, draw back up to five, move exactly one unit (infantry one square, cavalry up "
     "to two, never diagonally), then declare at most one combat, and finally try to restore one "
     "reduced unit."),
    ("combat", "Combat",
     "An assault needs a unit card of the attacking unit with an attack value. Both sides add their "
     "unit strength, the dice of the cards they play, leader and terrain bonuses. Beating the defence "
     "forces a hit or a retreat; twice the defence lets the attacker choose; three times gives both; "
     "four times eliminates. Volleys and bombardments roll only the card's dice against the "
     "defender's strength."),
    ("cards", "Headquarters cards",
     "Leaders add their combat value, command supporting units, rally reduced units or help pursuit, "
     "one use per play. Supply moves a second unit or restores one; forced march moves a unit one "
     "more square; ambush attacks any enemy; withdraw lets a defender slip away; redoubts add three "
     "to a square's defence."),
]


def manoeuvre(path):
    types, units, decks = manoeuvre_units_and_decks()
    common.write_scenario(path, "manoeuvre", "en", [
        common.metadata([("en", "Manoeuvre: Aurelia against Borovia"), ("sv", "Manoeuvre: Aurelien mot Borovien")],
                        "Two nations of our own design meet on a battlefield of four map sections. "
                        "Each brings eight units and a 60-card action deck."),
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

CM_TERRAIN = [
    ("open", "#e4e8c8", "none", [("en", "Open ground"), ("sv", "Öppen mark")], []),
    ("town", "#d6b49c", "town", [("en", "Town"), ("sv", "Stad")], [("terrain-move-limit", 1)]),
    ("hill", "#c9b27c", "hills", [("en", "Hill"), ("sv", "Kulle")], [("terrain-move-limit", 1)]),
    ("forest", "#6d9a52", "trees", [("en", "Forest"), ("sv", "Skog")], [("terrain-move-limit", 1)]),
]
CM_FEATURES = {(2, 4): "town", (7, 5): "town", (4, 2): "hill", (5, 7): "hill", (0, 5): "forest",
               (9, 4): "forest", (3, 6): "forest", (6, 3): "forest", (1, 2): "hill", (8, 7): "hill"}
# arm: (movement, command-range, command-rating)
CM_PIECES = [
    ("leader", "General", 2, 3, 3, 1), ("leader", "Brigadier", 2, 2, 2, 1), ("cavalry", "Cavalry", 3, None, None, 3),
    ("cannon", "Cannon", 3, None, None, 2), ("skirmisher", "Skirmishers", 2, None, None, 2),
    ("infantry", "Infantry", 1, None, None, 6),
]


def command_and_maneuver(path):
    types, units = [], []
    for arm, name, move, crange, rating, _count in CM_PIECES:
        tid = "general" if name == "General" else ("brigadier" if name == "Brigadier" else arm)
        attrs = [("movement", move)]
        if arm == "leader":
            attrs += [("command-range", crange), ("command-rating", rating)]
        types.append((tid, arm, None, attrs, [("en", name)]))
    for side, back_row, front_row in (("white", 0, 1), ("black", 9, 8)):
        counts = {}

        def add(tid, x, y):
            counts[tid] = counts.get(tid, 0) + 1
            units.append({"id": f"{side}-{tid}-{counts[tid]}", "type": tid, "side": side, "at": (x, y)})
        back = ["cannon", "cavalry", "skirmisher", "brigadier", "general", "skirmisher", "cavalry", "cannon", "cavalry"]
        for x, tid in enumerate(back):
            add(tid, x if side == "white" else 9 - x, back_row)
        for x in range(2, 8):
            add("infantry", x, front_row)
    cells = sorted(CM_FEATURES.items())

    def board(w):
        w.open("board", ("kind", "square"), ("columns", 10), ("rows", 10), ("default-terrain", "open"))
        for (x, y), terrain in cells:
            w.empty("cell", ("at", f"{x},{y}"), ("terrain", terrain))
        w.close("board")

    common.write_scenario(path, "command-maneuver", "en", [
        common.metadata([("en", "Command and Maneuver: the meeting engagement")],
                        "Two armies led by a general and a brigadier meet on open ground broken by "
                        "towns, hills and woods. Four moves a turn; captured pieces come back as "
                        "replacements once enough of a kind have fallen."),
        common.parameters([("moves-per-turn", 4), ("replacement-threshold-leader", 0),
                           ("replacement-threshold-cavalry", 2), ("replacement-threshold-cannon", 2),
                           ("replacement-threshold-skirmisher", 2), ("replacement-threshold-infantry", 3),
                           ("skirmisher-self-activation", "true")]),
        common.terrain_types(CM_TERRAIN),
        common.sides([("white", "#f6f5f4", [("en", "White")], None), ("black", "#3d3846", [("en", "Black")], None)]),
        board,
        common.unit_types(types),
        common.units(units),
        common.rules([
            ("activation", "Activation",
             "Pieces move only when a leader within its command range activates them; a leader "
             "activates as many pieces a turn as its command rating, itself included. Skirmishers may "
             "activate themselves. No piece moves twice in a turn, and a side makes at most four moves."),
            ("movement", "Movement and capture",
             "Leaders slide one or two squares, cavalry up to three straight orthogonally, cannon up to "
             "three straight diagonally, skirmishers leap like a knight and infantry step one square in "
             "any direction. Every piece captures by moving onto an enemy piece."),
            ("terrain", "Terrain",
             "Towns, hills and forests stop leaders, cavalry and cannon, which must start next to the "
             "square and spend their whole move to enter it. Cavalry never enters hills; cannon never "
             "enters forests. Foot pieces ignore terrain."),
            ("victory", "Victory",
             "A side loses when captured leaders leave it fewer activations than moves a turn."),
        ]),
    ])
