#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Design checks for the bundled scenarios, beyond what the schema and
`sandtable-cli validate` enforce: the rules of each game as docs/scenarios.md
describes them (borders that really separate, set-up zones, capital placement,
deck composition, piece counts, strategic points, areas).

Usage: tools/check-scenario.py FILE...   (exit status 1 if any check fails)
Python 3, standard library only.
"""

import re
import sys
import xml.etree.ElementTree as ET
from collections import Counter, deque

NS = "{https://sandtable.github.io/ns/scenario/1}"
XML_LANG = "{http://www.w3.org/XML/1998/namespace}lang"


class Checker:
    def __init__(self, path):
        self.path = path
        self.root = ET.parse(path).getroot()
        self.failures = 0

    def check(self, ok, message):
        if not ok:
            self.failures += 1
            print(f"{self.path}: FAIL: {message}")
        return ok

    @staticmethod
    def _ns(path):
        return "/".join(NS + part if part not in (".", "..") else part for part in path.split("/"))

    def all(self, path):
        return self.root.findall(self._ns(path))

    def one(self, path):
        return self.root.find(self._ns(path))

    def texts(self, element, tag):
        """{lang: text} of a translatable text (no xml:lang: the document language)."""
        lang = self.root.get(XML_LANG)
        return {e.get(XML_LANG, lang): e.text for e in element.findall(NS + tag)}


def cell(text):
    c, r = text.split(",")
    return int(c), int(r)


# Generic checks ------------------------------------------------------------

def check_generic(k):
    root = k.root
    k.check(root.get(XML_LANG) is not None, "root has xml:lang")
    meta = k.one("metadata")
    k.check(meta.findtext(NS + "author") == "The Sandtable project", "author")
    # The Maneuver (hex) files carry Chris Upton's rules text, so they claim no
    # licence; every other bundled scenario is CC0.
    if k.root.get("ruleset") == "maneuver-hex":
        k.check(meta.findtext(NS + "license") is None, "no licence claimed over the Maneuver rules text")
    else:
        k.check(meta.findtext(NS + "license") == "CC0-1.0", "license CC0-1.0")
    k.check("en" in k.texts(meta, "title"), "an English title")
    k.check(meta.find(NS + "description") is not None, "a description")
    kinds = {"terrain": "terrain-types/terrain", "edge type": "edge-types/edge-type", "side": "sides/side",
             "unit type": "unit-types/unit-type", "unit": "units/unit", "area": "areas/area",
             "deck": "decks/deck", "rules section": "rules/section", "node": "board/node",
             "section": "board/section"}
    ids = {}
    for kind, path in kinds.items():
        found = [e.get("id") for e in k.all(path)]
        dup = [i for i, n in Counter(found).items() if n > 1]
        k.check(not dup, f"duplicate {kind} ids {dup}")
        ids[kind] = set(found)
    cards = [c.get("id") for c in k.all("decks/deck/card")]
    k.check(len(cards) == len(set(cards)), "card ids unique")
    board = k.one("board")
    if board.get("default-terrain"):
        k.check(board.get("default-terrain") in ids["terrain"], "default terrain exists")
    for c in board.findall(NS + "cell"):
        k.check(c.get("terrain") in ids["terrain"], f"cell terrain {c.get('terrain')}")
    for e in board.findall(NS + "edge") + board.findall(NS + "line"):
        k.check(e.get("type") in ids["edge type"], f"edge type {e.get('type')}")
    for p in board.findall(NS + "place"):
        k.check(p.get("section") in ids["section"], f"placed section {p.get('section')}")
    for s in board.findall(NS + "section"):
        for row in s.findall(NS + "row"):
            k.check(all(t in ids["terrain"] for t in row.text.split()), f"section {s.get('id')} terrains")
    for a in k.all("areas/area"):
        k.check(a.get("side") is None or a.get("side") in ids["side"], f"area side {a.get('side')}")
        nodes = a.findtext(NS + "nodes")
        if nodes:
            k.check(all(n in ids["node"] for n in nodes.split()), f"area {a.get('id')} nodes exist")
    for t in k.all("unit-types/unit-type"):
        k.check(t.get("side") is None or t.get("side") in ids["side"], f"unit type side {t.get('side')}")
    for u in k.all("units/unit"):
        k.check(u.get("type") in ids["unit type"], f"unit {u.get('id')} type")
        k.check(u.get("side") in ids["side"], f"unit {u.get('id')} side")
        k.check((u.get("at") is None) == (u.get("reserve") == "true"), f"unit {u.get('id')} at xor reserve")
        if u.get("at") and board.get("kind") == "graph":
            k.check(u.get("at") in ids["node"], f"unit {u.get('id')} on an existing node")
        elif u.get("at"):
            c, r = cell(u.get("at"))
            k.check(0 <= c < int(board.get("columns")) and 0 <= r < int(board.get("rows")),
                    f"unit {u.get('id')} on the board")
    for d in k.all("decks/deck"):
        k.check(d.get("side") in ids["side"], f"deck side {d.get('side')}")
    for p in k.all("parameters/param"):
        if p.get("name") == "first-side":
            # A side id, or "roll" where the family rolls for it (manoeuvre).
            k.check(p.get("value") in ids["side"] or p.get("value") == "roll", "first-side is a side or roll")
    return ids


# maneuver-hex --------------------------------------------------------------

def hex_neighbours(c, r, columns, rows, stagger):
    shifted = (c % 2 == 1) == (stagger == "odd")
    if not shifted:
        cells = [(c, r - 1), (c, r + 1), (c - 1, r - 1), (c - 1, r), (c + 1, r - 1), (c + 1, r)]
    else:
        cells = [(c, r - 1), (c, r + 1), (c - 1, r), (c - 1, r + 1), (c + 1, r), (c + 1, r + 1)]
    return {(x, y) for x, y in cells if 0 <= x < columns and 0 <= y < rows}


def hex_distance(a, b):
    def cube(p):
        c, r = p
        z = r - (c - (c & 1)) // 2
        return c, z, -c - z
    (ax, az, ay), (bx, bz, by) = cube(a), cube(b)
    return max(abs(ax - bx), abs(ay - by), abs(az - bz))


def check_hex(k):
    board = k.one("board")
    columns, rows = int(board.get("columns")), int(board.get("rows"))
    k.check(board.get("orientation") == "flat" and board.get("stagger") == "odd", "flat odd-q board")
    k.check((columns, rows) == (10, 14), "10 x 14 board")

    def nb(p):
        return hex_neighbours(p[0], p[1], columns, rows, board.get("stagger"))
    cells = {(c, r) for c in range(columns) for r in range(rows)}
    border = set()
    for e in board.findall(NS + "edge"):
        a, b = cell(e.get("a")), cell(e.get("b"))
        k.check(b in nb(a), f"edge {e.get('a')}-{e.get('b')} joins adjacent cells")
        if e.get("type") == "border":
            border.add(frozenset((a, b)))
    # Regions reachable without crossing the border.
    regions, seen = [], set()
    for start in sorted(cells):
        if start in seen:
            continue
        region, queue = {start}, deque([start])
        seen.add(start)
        while queue:
            p = queue.popleft()
            for q in nb(p):
                if q not in seen and frozenset((p, q)) not in border:
                    seen.add(q)
                    region.add(q)
                    queue.append(q)
        regions.append(region)
    k.check(len(regions) == 2, f"the border splits the board in two (got {len(regions)} regions)")
    # Every border hexside separates the two regions (no stray border pieces).
    region_of = {p: i for i, reg in enumerate(regions) for p in reg}
    k.check(all(len({region_of[p] for p in e}) == 2 for e in border), "every border hexside separates")

    areas = {a.get("id"): a for a in k.all("areas/area")}
    country = {s: {cell(x) for x in areas[f"{s}-country"].findtext(NS + "cells").split()} for s in ("blue", "red")}
    setup = {s: {cell(x) for x in areas[f"{s}-setup"].findtext(NS + "cells").split()} for s in ("blue", "red")}
    k.check(sorted(map(len, regions)) == sorted(len(c) for c in country.values())
            and any(country["blue"] == reg for reg in regions) and any(country["red"] == reg for reg in regions),
            "the countries are the two regions")
    k.check(areas["blue-country"].get("role") == "country" and areas["blue-setup"].get("role") == "setup-zone",
            "area roles")
    for s, other in (("blue", "red"), ("red", "blue")):
        expected = {p for p in country[s] if not (nb(p) & country[other])}
        k.check(setup[s] == expected, f"{s} set-up zone = own country minus border-adjacent hexes")

    types = {t.get("id"): t for t in k.all("unit-types/unit-type")}
    for t in types.values():
        arm, att, dfn = t.get("arm"), int(t.get("attack")), int(t.get("defense"))
        if arm in ("infantry", "cavalry"):
            k.check(att == dfn, f"{t.get('id')}: attack == defense")
        if arm == "artillery":
            k.check(att > dfn, f"{t.get('id')}: artillery attack > defense")
        if arm == "capital":
            k.check(t.get("movement") == "0", "capital movement 0")
    units = k.all("units/unit")
    for s in ("blue", "red"):
        own = [u for u in units if u.get("side") == s]
        zero = [u for u in own if types[u.get("type")].get("reduced-attack") == "0"
                and types[u.get("type")].get("reduced-defense") == "0"]
        k.check(len(zero) == 2, f"{s}: exactly two units with a 0-strength reduced side (got {len(zero)})")
        k.check(sum(1 for u in own if types[u.get("type")].get("arm") == "capital") == 1, f"{s}: one capital")
        arms = Counter(types[u.get("type")].get("arm") for u in own)
        print(f"{k.path}: {s} counters {dict(arms)}")
        stack = Counter()
        for u in own:
            if u.get("at") is None:
                continue
            p = cell(u.get("at"))
            arm = types[u.get("type")].get("arm")
            k.check(p in setup[s], f"{u.get('id')} in its set-up zone")
            stack[(p, "infantry" if arm == "cavalry" else arm)] += 1
            if arm == "capital":
                edge = {q for q in cells if q[0] in (0, columns - 1) or q[1] in (0, rows - 1)}
                corners = [(0, 0), (columns - 1, 0), (0, rows - 1), (columns - 1, rows - 1)]
                k.check(p not in edge and not (nb(p) & edge), f"{s} capital not on or next to the edge")
                k.check(all(hex_distance(p, c) >= 2 for c in corners), f"{s} capital 2+ hexes from corners")
        k.check(all(n == 1 for n in stack.values()), f"{s}: stacking limit")
    crt = [(r.get("min"), r.get("max"), r.get("result")) for r in k.all("crt/row")]
    k.check(crt == [("4", None, "DE"), ("2", "3", "DR"), ("0", "1", "NE"), ("-2", "-1", "AR"), (None, "-3", "AE")],
            "CRT as in the rules")
    params = {p.get("name"): p.get("value") for p in k.all("parameters/param")}
    k.check(params.get("turn-limit") == "10" and params.get("first-side") == "blue", "turn limit, first side")
    return params, units, country


def check_maneuver_basic(k):
    params, units, country = check_hex(k)
    k.check(all(u.get("at") for u in units), "basic: every unit placed")
    k.check(len(country["blue"]) == len(country["red"]) == 70, "basic: halves of 70 hexes")
    k.check({p[1] for p in country["blue"]} == set(range(7)), "basic: blue holds rows 0-6")


def check_maneuver_advanced(k):
    params, units, country = check_hex(k)
    k.check(all(u.get("reserve") == "true" for u in units), "advanced: every unit in reserve")
    k.check(len(country["blue"]) != len(country["red"]), "advanced: countries of different sizes")
    k.check(params.get("large-small-nation") == "true", "large-small-nation on")
    k.check(all(n in params for n in ("army-quality", "step-losses", "step-replacements")), "advanced toggles set")
    print(f"{k.path}: blue {len(country['blue'])} hexes, red {len(country['red'])}")


# manoeuvre -----------------------------------------------------------------

def rotate(sx, sy, n, rotation):
    return {0: (sx, sy), 90: (n - 1 - sy, sx), 180: (n - 1 - sx, n - 1 - sy), 270: (sy, n - 1 - sx)}[rotation]


def square_terrain(k):
    board = k.one("board")
    columns, rows = int(board.get("columns")), int(board.get("rows"))
    grid = {(x, y): board.get("default-terrain") for x in range(columns) for y in range(rows)}
    sections = {s.get("id"): [r.text.split() for r in s.findall(NS + "row")] for s in board.findall(NS + "section")}
    for p in board.findall(NS + "place"):
        px, py = cell(p.get("at"))
        rows_ = sections[p.get("section")]
        for sy, row in enumerate(rows_):
            for sx, t in enumerate(row):
                dx, dy = rotate(sx, sy, len(rows_), int(p.get("rotation", "0")))
                grid[(px + dx, py + dy)] = t
    for c in board.findall(NS + "cell"):
        grid[cell(c.get("at"))] = c.get("terrain")
    return grid, sections


def check_manoeuvre(k):
    board = k.one("board")
    grid, sections = square_terrain(k)
    k.check(len(sections) >= 8 and all(len(s) == 4 and all(len(r) == 4 for r in s) for s in sections.values()),
            "at least eight 4x4 sections")
    places = sorted(cell(p.get("at")) for p in board.findall(NS + "place"))
    k.check(places == [(0, 0), (0, 4), (4, 0), (4, 4)], "four sections make the 2x2 battlefield")
    terrains = {t.get("id"): {e.get("name"): e.get("value") for e in t.findall(NS + "effect")}
                for t in k.all("terrain-types/terrain")}
    k.check({"field", "hills", "woods", "marsh", "town", "lake"} <= set(terrains), "terrain types")
    k.check(terrains["lake"].get("impassable") == "1", "lake impassable")
    k.check(terrains["marsh"].get("no-assault-from") == "1", "no assault from marsh")
    k.check(all(terrains[t].get("defense") for t in ("hills", "woods", "town")), "defence bonuses")
    k.check(set(grid.values()) >= {"field", "hills", "woods", "marsh", "town", "lake"},
            "the battlefield shows every terrain")
    sides = k.all("sides/side")
    k.check(all(s.get("rank") for s in sides), "sides have ranks")
    names = {s.get("id").lower() for s in sides}
    k.check(not names & {"france", "britain", "russia", "prussia", "austria", "spain", "ottoman", "usa"},
            "invented nations")
    types = {t.get("id"): t for t in k.all("unit-types/unit-type")}
    units = {u.get("id"): u for u in k.all("units/unit")}
    squares = Counter(u.get("at") for u in units.values())
    k.check(all(n == 1 for n in squares.values()), "one unit a square")
    rows_of = {}
    for i, s in enumerate(sides):
        rows_of[s.get("id")] = (0, 1) if i == 0 else (6, 7)
    for s in sides:
        sid = s.get("id")
        own = [u for u in units.values() if u.get("side") == sid]
        k.check(len(own) == 8, f"{sid}: 8 units")
        for u in own:
            p = cell(u.get("at"))
            k.check(p[1] in rows_of[sid], f"{u.get('id')} in its two home rows")
            k.check(terrains[grid[p]].get("impassable") != "1", f"{u.get('id')} not on impassable terrain")
            k.check(u.find(NS + "name") is not None, f"{u.get('id')} has a name")
            t = types[u.get("type")]
            k.check(t.get("side") == sid and t.get("strength") and t.get("reduced-strength"), f"{t.get('id')} typed")
    hand = {p.get("name"): p.get("value") for p in k.all("parameters/param")}
    k.check(hand.get("hand-size") == "5" and hand.get("attrition-victory") == "5", "hand size, attrition")
    for d in k.all("decks/deck"):
        sid = d.get("side")
        cards = d.findall(NS + "card")
        copies = lambda c: int(c.get("copies", "1"))  # noqa: E731
        total = sum(copies(c) for c in cards)
        hq = [c for c in cards if c.get("kind") == "hq"]
        unit_cards = [c for c in cards if c.get("kind") == "unit"]
        k.check(total == 60, f"{sid}: 60 cards (got {total})")
        k.check(sum(copies(c) for c in hq) == 20, f"{sid}: 20 HQ cards")
        per_unit = Counter()
        for c in unit_cards:
            u = units.get(c.get("unit"))
            k.check(u is not None and u.get("side") == sid, f"{c.get('id')}: card for an own unit")
            per_unit[c.get("unit")] += copies(c)
            arm = types[u.get("type")].get("arm")
            k.check((c.get("pursuit") is not None) == (arm == "cavalry"), f"{c.get('id')}: pursuit only on cavalry")
            if c.get("artillery") == "true":
                k.check(c.get("bombard") and c.get("range") and not c.get("attack"), f"{c.get('id')}: gun card")
            for v in ("attack", "defense", "bombard", "volley"):
                if c.get(v):
                    k.check(re.fullmatch(r"\d+d\d+([+-]\d+)?", c.get(v)), f"{c.get('id')}: {v} in dice notation")
        k.check(sorted(per_unit.values()) == [5] * 8 and len(per_unit) == 8, f"{sid}: five cards for each unit")
        leaders = [c for c in hq if c.get("hq") == "leader"]
        k.check(leaders and all(c.get("command") and c.get("combat") and c.get("rally") for c in leaders),
                f"{sid}: leaders with command, combat, rally")
        print(f"{k.path}: {sid} HQ {dict(Counter(c.get('hq') for c in hq for _ in range(copies(c))))}")


# command-maneuver -----------------------------------------------------------

def check_command_maneuver(k):
    types = {t.get("id"): t for t in k.all("unit-types/unit-type")}
    movement = {"leader": "2", "cavalry": "3", "cannon": "3", "skirmisher": "2", "infantry": "1"}
    for t in types.values():
        k.check(t.get("movement") == movement[t.get("arm")], f"{t.get('id')} movement")
        if t.get("arm") == "leader":
            k.check(t.get("command-range") and t.get("command-rating"), f"{t.get('id')} command values")
    terrains = {t.get("id") for t in k.all("terrain-types/terrain")}
    k.check(terrains == {"open", "town", "hill", "forest"}, "terrain types")
    grid, _sections = square_terrain(k)
    units = k.all("units/unit")
    k.check(all(n == 1 for n in Counter(u.get("at") for u in units).values()), "one piece a square")
    for s in k.all("sides/side"):
        arms = Counter(types[u.get("type")].get("arm") for u in units if u.get("side") == s.get("id"))
        k.check(set(arms) == set(movement), f"{s.get('id')}: every arm present")
        print(f"{k.path}: {s.get('id')} {dict(arms)}")
    params = {p.get("name"): p.get("value") for p in k.all("parameters/param")}
    k.check(params.get("moves-per-turn") and params.get("replacement-threshold-leader") == "0",
            "moves per turn, no leader replacements")
    k.check(all(f"replacement-threshold-{a}" in params for a in movement), "replacement thresholds")


# manover --------------------------------------------------------------------

def check_manover(k):
    k.check(k.root.get(XML_LANG) == "sv", "document language sv")
    board = k.one("board")
    nodes = {n.get("id"): n for n in board.findall(NS + "node")}
    k.check(len(nodes) >= 60, f"at least 60 towns (got {len(nodes)})")
    k.check(all(re.fullmatch(r"[a-z][a-z0-9-]*", i) for i in nodes), "node ids ASCII lowercase")
    for n in nodes.values():
        names = k.texts(n, "name")
        k.check("fi" in names and "sv" in names, f"{n.get('id')} named in Finnish and Swedish")
    pairs = [frozenset((e.get("a"), e.get("b"))) for e in board.findall(NS + "edge")]
    k.check(len(pairs) == len(set(pairs)), "one link per pair")
    k.check(all(len(p) == 2 and p <= set(nodes) for p in pairs), "links join two existing towns")
    kinds = Counter(e.get("type") for e in board.findall(NS + "edge"))
    styles = {t.get("id"): t.get("style") for t in k.all("edge-types/edge-type")}
    k.check(styles.get("rail") == "solid" and styles.get("road") == "dashed", "rail solid, road dashed")
    links = {t.get("id"): t.get("link") for t in k.all("edge-types/edge-type")}
    k.check(links.get("rail") == "railway" and links.get("road") == "road" and links.get("area-line") is None,
            "rail means railway, road means road, area lines are drawn only")
    homes = {s.get("id"): s.get("home") for s in k.all("sides/side")}
    k.check(homes == {"north": "north", "south": "south"}, "north's home is north, south's south")
    lines = board.findall(NS + "line")
    k.check(len(lines) == 2 and all(line.get("type") == "area-line" for line in lines), "two area lines")
    areas = {a.get("id"): a for a in k.all("areas/area")}
    members = {aid: a.findtext(NS + "nodes").split() for aid, a in areas.items()}
    k.check(set(members) == {"north", "neutral", "south"}, "areas north, neutral, south")
    k.check(areas["north"].get("side") == "north" and areas["south"].get("side") == "south", "area sides")
    listed = Counter(n for m in members.values() for n in m)
    k.check(set(listed) == set(nodes) and all(v == 1 for v in listed.values()), "every node in exactly one area")
    area_of = {n: aid for aid, m in members.items() for n in m}
    # The lines separate the areas: every north town lies above the upper line.
    ys = sorted(float(line.get("points").split()[0].split(",")[1]) for line in lines)
    for nid, n in nodes.items():
        y = float(n.get("y"))
        expected = "north" if y < ys[0] else ("south" if y > ys[1] else "neutral")
        k.check(area_of[nid] == expected, f"{nid} lies in its area's band")
    strategic = [i for i, n in nodes.items() if n.get("strategic") == "true"]
    k.check(len(strategic) == 10, f"ten strategic points (got {len(strategic)})")
    k.check(all(area_of[s] in ("south", "neutral") for s in strategic), "strategic points in the south")
    hq = Counter(n.get("headquarters") for n in nodes.values() if n.get("headquarters"))
    k.check(hq == Counter({"north": 1, "south": 1}), "one headquarters per side")
    for n in nodes.values():
        if n.get("headquarters"):
            k.check(area_of[n.get("id")] == n.get("headquarters"), f"{n.get('id')} HQ in its own area")
    junctions = sorted(i for i, n in nodes.items() if n.get("junction") == "true")
    degree = Counter()
    for e in board.findall(NS + "edge"):
        if e.get("type") == "rail":
            degree[e.get("a")] += 1
            degree[e.get("b")] += 1
    k.check(all(degree[j] >= 3 for j in junctions), "junctions are where three railways meet")
    for must in ("kouvola", "riihimaki", "toijala", "tampere", "haapamaki", "seinajoki", "pieksamaki",
                 "kontiomaki", "oulu", "kerava", "hyvinkaa"):
        k.check(must in junctions, f"{must} is a junction")
    types = {t.get("id"): t for t in k.all("unit-types/unit-type")}
    classes = {("infantry", 1), ("machine-gun", 1), ("artillery", 1), ("armoured-train", 1), ("aviation", 1),
               ("infantry", 2), ("artillery", 2), ("gas", 3), ("infantry", 4), ("artillery", 4), ("cavalry", 5),
               ("infantry", 6)}
    k.check({(t.get("arm"), int(t.get("strength-class"))) for t in types.values()} == classes,
            "strength classes as in the table")
    units = k.all("units/unit")
    for side in ("north", "south"):
        own = [u for u in units if u.get("side") == side]
        k.check(len(own) == 17, f"{side}: 17 pieces")
    north = [u for u in units if u.get("side") == "north"]
    south = [u for u in units if u.get("side") == "south"]
    k.check(all(u.get("at") and area_of[u.get("at")] == "north" for u in north), "north pieces in the north area")
    k.check(sorted(u.get("at") for u in south if u.get("at")) == sorted(strategic), "south holds all ten points")
    for n in nodes.values():
        if n.get("headquarters"):
            k.check(any(u.get("at") == n.get("id") and u.get("side") == n.get("headquarters") for u in units),
                    f"{n.get('id')} headquarters garrisoned at the start")
    k.check(sum(1 for u in south if u.get("reserve") == "true") == 7, "south: seven in reserve")
    at = [u.get("at") for u in units if u.get("at")]
    k.check(len(at) == len(set(at)), "one piece a town at the start")
    params = {p.get("name"): p.get("value") for p in k.all("parameters/param")}
    k.check(params == {"first-side": "north", "strategic-points-to-win": "5", "south-reserve-size": "7"},
            "parameters")
    for s in k.all("rules/section"):
        k.check(set(k.texts(s, "title")) == {"sv", "en", "fi"} and set(k.texts(s, "body")) == {"sv", "en", "fi"},
                f"rules section {s.get('id')} in Swedish, English and Finnish")
    body = "".join(e.text for e in k.root.iter(NS + "body"))
    k.check("ს" not in body, "no stray Georgian letter")
    print(f"{k.path}: {len(nodes)} towns, links {dict(kinds)}, {len(junctions)} junctions, "
          f"areas { {a: len(m) for a, m in members.items()} }")


FAMILY = {"manoeuvre": check_manoeuvre, "command-maneuver": check_command_maneuver, "manover": check_manover}


def main(paths):
    failures = 0
    for path in paths:
        k = Checker(path)
        check_generic(k)
        ruleset = k.root.get("ruleset")
        if ruleset == "maneuver-hex":
            units = k.all("units/unit")
            if all(u.get("at") for u in units):
                check_maneuver_basic(k)
            else:
                check_maneuver_advanced(k)
        else:
            FAMILY[ruleset](k)
        print(f"{path}: {'ok' if k.failures == 0 else f'{k.failures} failures'}")
        failures += k.failures
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
