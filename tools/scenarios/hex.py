# SPDX-License-Identifier: GPL-3.0-or-later
"""The two Maneuver (hex) scenarios: the basic game and the advanced game."""

import re

from . import common

COLUMNS, ROWS = 10, 14


def neighbours(c, r):
    """Flat hexes, odd columns shifted down (stagger="odd"), as in src/core/st-board.c."""
    lo = r if c % 2 == 1 else r - 1
    cells = [(c, r - 1), (c + 1, lo), (c + 1, lo + 1), (c, r + 1), (c - 1, lo + 1), (c - 1, lo)]
    return [(x, y) for x, y in cells if 0 <= x < COLUMNS and 0 <= y < ROWS]


def distance(a, b):
    def axial(cell):
        c, r = cell
        return c, r - (c - (c & 1)) // 2
    aq, ar = axial(a)
    bq, br = axial(b)
    dq, dr = aq - bq, ar - br
    return max(abs(dq), abs(dr), abs(dq + dr))


def split(heights):
    """The north country is every hex with row <= heights[column]."""
    north = {(c, r) for c in range(COLUMNS) for r in range(ROWS) if r <= heights[c]}
    south = {(c, r) for c in range(COLUMNS) for r in range(ROWS)} - north
    border = sorted({(a, b) for a in north for b in neighbours(*a) if b in south})
    return north, south, border


def setup_zone(own, other):
    """Rule [3]: the own side of the border, except hexes adjacent to the border."""
    return sorted((c, r) for c, r in own if not any(n in other for n in neighbours(c, r)))


def capital_ok(cell):
    """Rule [3]: not on or next to the map edge, two or more hexes from a corner hex."""
    c, r = cell
    if c in (0, COLUMNS - 1) or r in (0, ROWS - 1) or len(neighbours(c, r)) < 6:
        return False
    if any(n[0] in (0, COLUMNS - 1) or n[1] in (0, ROWS - 1) for n in neighbours(c, r)):
        return False
    corners = [(0, 0), (COLUMNS - 1, 0), (0, ROWS - 1), (COLUMNS - 1, ROWS - 1)]
    return all(distance(cell, k) >= 2 for k in corners)


# Counter mix per side (the rules print no values; these are ours, see docs/scenarios.md).
# id, arm, attack, defense, movement, reduced-attack, reduced-defense, count, name
COUNTERS = [
    ("infantry", "infantry", 4, 4, 3, 2, 2, 4, "Infantry"),
    ("militia", "infantry", 3, 3, 3, 0, 0, 2, "Militia infantry"),
    ("cavalry", "cavalry", 3, 3, 5, 1, 1, 3, "Cavalry"),
    ("artillery", "artillery", 5, 2, 2, 3, 1, 2, "Artillery"),
    ("capital", "capital", 1, 4, 0, 0, 0, 1, "Capital"),
]

NAMES_SV = {"Infantry": "Infanteri", "Militia infantry": "Lantvärnsinfanteri", "Cavalry": "Kavalleri",
            "Artillery": "Artilleri", "Capital": "Huvudstad"}
NAMES_FI = {"Infantry": "Jalkaväki", "Militia infantry": "Nostoväen jalkaväki", "Cavalry": "Ratsuväki",
            "Artillery": "Tykistö", "Capital": "Pääkaupunki"}

# Basic game set-up for blue (north); red mirrors it (row -> 13 - row).
BLUE_SETUP = {
    "capital": [(4, 2)],
    "artillery": [(4, 2), (5, 4)],
    "infantry": [(1, 5), (3, 5), (5, 5), (7, 5)],
    "militia": [(2, 3), (6, 3)],
    "cavalry": [(0, 4), (8, 4), (9, 2)],
}


def unit_type_list():
    types = []
    for tid, arm, att, dfn, mov, ratt, rdef, _count, name in COUNTERS:
        attrs = [("attack", att), ("defense", dfn), ("movement", mov),
                 ("reduced-attack", ratt), ("reduced-defense", rdef)]
        types.append((tid, arm, None, attrs, [("en", name), ("sv", NAMES_SV[name]), ("fi", NAMES_FI[name])]))
    return types


def unit_list(placed, north, south):
    out = []
    for side in ("blue", "red"):
        own, other = (north, south) if side == "blue" else (south, north)
        zone = set(setup_zone(own, other))
        for tid, *_rest, count, _name in COUNTERS:
            for i in range(count):
                at = None
                if placed:
                    c, r = BLUE_SETUP[tid][i]
                    at = (c, r) if side == "blue" else (COLUMNS - 1 - c, ROWS - 1 - r)
                    assert at in zone, (side, tid, at)
                    if tid == "capital":
                        assert capital_ok(at), at
                out.append({"id": f"{side}-{tid}-{i + 1}", "type": tid, "side": side, "at": at})
    return out


def rules_sections():
    """The full rules text of maneuver-hex.txt, one section per [N] heading."""
    with open(common_rules_path(), encoding="utf-8") as f:
        text = f.read()
    # Page furniture from the source layout.
    text = re.sub(r"\n\s*Maneuver\s*\n", "\n", text)
    parts = re.split(r"^\[(\d+)\] (.+)$", text, flags=re.M)
    sections = []
    seen = set()
    for i in range(1, len(parts), 3):
        number, title, body = parts[i], parts[i + 1].strip(), parts[i + 2].strip()
        sid = f"rule-{number}"
        if sid in seen:
            sid = f"rule-{number}-table"
        seen.add(sid)
        credits = body.find("Game Credits:")
        if credits >= 0:
            sections.append((sid, f"[{number}] {title}", body[:credits].strip()))
            sections.append(("credits", "Credits", body[credits + len("Game Credits:"):].strip()))
        else:
            sections.append((sid, f"[{number}] {title}", body))
    return sections


RULES_PATH = None


def common_rules_path():
    return RULES_PATH


CRT = [(4, None, "DE"), (2, 3, "DR"), (0, 1, "NE"), (-2, -1, "AR"), (None, -3, "AE")]


def crt(w):
    w.open("crt")
    for lo, hi, result in CRT:
        w.empty("row", ("min", lo), ("max", hi), ("result", result))
    w.close("crt")


def board(border):
    def part(w):
        w.open("board", ("kind", "hex"), ("columns", COLUMNS), ("rows", ROWS), ("orientation", "flat"),
               ("stagger", "odd"), ("default-terrain", "clear"))
        for a, b in border:
            w.empty("edge", ("type", "border"), ("a", f"{a[0]},{a[1]}"), ("b", f"{b[0]},{b[1]}"))
        w.close("board")
    return part


TERRAIN = [("clear", "#e8e2c4", "none", [("en", "Clear"), ("sv", "Öppen terräng"), ("fi", "Avoin maasto")],
            [("move-cost", 1)])]
EDGES = [("border", "#c01c28", 4, "solid", [("en", "Border"), ("sv", "Gräns"), ("fi", "Raja")])]
SIDES = [("blue", "#1c71d8", [("en", "Blue"), ("sv", "Blå"), ("fi", "Sininen")], None),
         ("red", "#c01c28", [("en", "Red"), ("sv", "Röd"), ("fi", "Punainen")], None)]


def build(path, rules_path, advanced):
    global RULES_PATH
    RULES_PATH = rules_path
    if advanced:
        # Rule [13].1: the border bends south, so that blue is the larger nation.
        heights = [7, 8, 8, 9, 9, 8, 8, 7, 7, 8]
    else:
        heights = [6] * COLUMNS
    north, south, border = split(heights)
    area_list = [
        ("blue-country", "country", "blue", [("en", "Blue country"), ("sv", "Blå landet")], sorted(north)),
        ("red-country", "country", "red", [("en", "Red country"), ("sv", "Röda landet")], sorted(south)),
        ("blue-setup", "setup-zone", "blue", [("en", "Blue set-up zone"), ("sv", "Blå uppställningszon")],
         setup_zone(north, south)),
        ("red-setup", "setup-zone", "red", [("en", "Red set-up zone"), ("sv", "Röd uppställningszon")],
         setup_zone(south, north)),
    ]
    params = [("turn-limit", 10), ("first-side", "blue")]
    if advanced:
        params += [("large-small-nation", "true"), ("army-quality", "false"), ("step-losses", "true"),
                   ("step-replacements", "true")]
        title = [("en", "Maneuver: advanced game"), ("sv", "Manöver: avancerat spel"),
                 ("fi", "Manööveri: edistynyt peli")]
        description = ("The advanced game: a bent border makes Blue the larger nation (rule [13].1), "
                       "with step losses and step replacements. Both sides set up per rule [3].")
    else:
        title = [("en", "Maneuver: basic game"), ("sv", "Manöver: grundspel"), ("fi", "Manööveri: peruspeli")]
        description = ("The basic game: a 10 by 14 hex map halved by one border, both armies set up "
                       "per rule [3], ten turns.")
    common.write_scenario(path, "maneuver-hex", "en", [
        common.metadata(title, description),
        common.parameters(params),
        crt,
        common.terrain_types(TERRAIN),
        common.edge_types(EDGES),
        common.sides(SIDES),
        board(border),
        common.areas(area_list),
        common.unit_types(unit_type_list()),
        common.units(unit_list(not advanced, north, south)),
        common.rules(rules_sections()),
    ])
    return len(north), len(south), len(border)
