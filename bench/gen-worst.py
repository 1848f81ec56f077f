#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Writes the worst scenario within the format's limits for each list the
loader and the set-up checks walk (docs/format.md: 50,000 elements, 40,000
play-test actions, boards up to 500 x 500).

Each file fills the element budget with one list, or with the two lists a
check pairs (units against border edges, cards against units, links against
nodes), arranged so that a search through a list would find its match last or
never. The output is deterministic: the same files, byte for byte, on every
run, so that an instruction count of loading them can be compared from one
build to the next (issue 24).

Usage: gen-worst.py [--scale F] OUTDIR [NAME...]   (no NAME: every file; --list: the names)

--scale F (0 < F <= 1) scales the bounds the lists fill: the instruction budgets
of `make test` (tools/bench-check.py) load the files at a tenth of the bounds,
where a search through a list still costs more than the rest of the load.
"""

import os
import sys
import xml.etree.ElementTree as ET

NS = "https://sandtable.github.io/ns/scenario/1"
XML_LANG = "{http://www.w3.org/XML/1998/namespace}lang"
MAX_ELEMENTS = 50000
MAX_ATTRIBUTES = 200000
MAX_ACTIONS = 40000

ET.register_namespace("", NS)

DATA = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "data", "scenarios")


def q(tag):
    return "{%s}%s" % (NS, tag)


def load(name):
    return ET.parse(os.path.join(DATA, name + ".xml")).getroot()


def child(parent, tag):
    found = parent.find(q(tag))
    if found is None:
        raise SystemExit("gen-worst: <%s> missing in a bundled scenario" % tag)
    return found


def clear(parent, tag):
    """Removes every <tag> child of parent; returns parent."""
    for c in parent.findall(q(tag)):
        parent.remove(c)
    return parent


def ensure(root, tag, before):
    """The <tag> child of root, made (in front of <before>) when missing."""
    found = root.find(q(tag))
    if found is not None:
        return found
    found = ET.Element(q(tag))
    index = list(root).index(child(root, before)) if root.find(q(before)) is not None else len(root)
    root.insert(index, found)
    return found


def count(root):
    return sum(1 for _ in root.iter())


def count_attributes(root):
    # The namespace declaration on the root counts as an attribute too.
    return sum(len(e.attrib) for e in root.iter()) + 1


def budget(root, per_item=1, attributes=0):
    """How many items of per_item elements (and attributes each) still fit
    under the element and attribute bounds."""
    n = (MAX_ELEMENTS - count(root)) // per_item
    if attributes:
        n = min(n, (MAX_ATTRIBUTES - count_attributes(root)) // attributes)
    return n


def sub(parent, tag, attrs=None, text=None):
    e = ET.SubElement(parent, q(tag), attrs or {})
    if text is not None:
        e.text = text
    return e


def hex_base(columns, rows, keep_units=False, keep_areas=True):
    """maneuver-basic on a bigger board, without its border (and units)."""
    root = load("maneuver-basic")
    board = child(root, "board")
    board.set("columns", str(columns))
    board.set("rows", str(rows))
    clear(board, "edge")
    if not keep_units:
        clear(child(root, "units"), "unit")
    if not keep_areas:
        root.remove(child(root, "areas"))
    return root


# Every generator returns the scenario's root element.


def text_translations():
    """One text with a translation in as many languages as fit."""
    root = load("maneuver-basic")
    metadata = child(root, "metadata")
    n = budget(root)
    index = list(metadata).index(metadata.findall(q("title"))[-1]) + 1
    for i in range(n):
        e = ET.Element(q("title"), {XML_LANG: "x%05d" % i})
        e.text = "t"
        metadata.insert(index + i, e)
    return root


def translation_langs():
    """As many declared translation languages as fit."""
    root = load("maneuver-basic")
    metadata = child(root, "metadata")
    for i in range(budget(root)):
        sub(metadata, "translation", {"lang": "x%05d" % i})
    return root


def units_borders():
    """Units against border edges: half the budget each, no unit next to the
    border, so that a search of the edges for each unit finds nothing."""
    root = hex_base(200, 200, keep_areas=False)
    board = child(root, "board")
    units = child(root, "units")
    n = budget(root) // 2
    # Borders from row 130 down, units in rows 0 to 124.
    edges = 0
    y = 130
    while edges < n:
        for x in range(200):
            if edges < n and y + 1 < 200:
                sub(board, "edge", {"type": "border", "a": "%d,%d" % (x, y), "b": "%d,%d" % (x, y + 1)})
                edges += 1
            if edges < n and x + 1 < 200:
                sub(board, "edge", {"type": "border", "a": "%d,%d" % (x, y), "b": "%d,%d" % (x + 1, y)})
                edges += 1
        y += 1
    for i in range(n):
        sub(units, "unit", {"id": "u%d" % i, "type": "infantry", "side": "blue" if i % 2 else "red",
                            "at": "%d,%d" % (i % 200, i // 200)})
    return root


def setup_area():
    """Units against one large set-up zone: every unit stands outside it, so
    a search of the zone's cells for each unit goes through all 200,000."""
    root = hex_base(500, 500, keep_areas=False)
    areas = ET.Element(q("areas"))
    root.insert(list(root).index(child(root, "unit-types")), areas)
    area = sub(areas, "area", {"id": "blue-setup", "role": "setup-zone", "side": "blue"})
    sub(area, "cells", text=" ".join("%d,%d" % (x, y) for y in range(400) for x in range(500)))
    units = child(root, "units")
    for i in range(budget(root)):
        sub(units, "unit", {"id": "u%d" % i, "type": "infantry", "side": "blue",
                            "at": "%d,%d" % (i % 500, 400 + i // 500)})
    return root


def areas():
    """As many areas as fit, each a country of one cell, against the units of
    the bundled scenario: a side's set-up area is the union of 12,000."""
    root = hex_base(200, 200, keep_units=True, keep_areas=False)
    parent = ET.Element(q("areas"))
    root.insert(list(root).index(child(root, "unit-types")), parent)
    for i in range(budget(root, 2)):
        area = sub(parent, "area", {"id": "a%d" % i, "role": "country", "side": "blue" if i % 2 else "red"})
        sub(area, "cells", text="%d,%d" % (i % 200, 20 + i // 200))
    return root


def unit_types():
    """Unit types against units: every unit is of the last type."""
    root = hex_base(200, 200)
    types = child(root, "unit-types")
    units = child(root, "units")
    n = budget(root, 2, 4 + 7)
    for i in range(n):
        sub(types, "unit-type", {"id": "t%d" % i, "arm": "infantry", "attack": "4", "defense": "4",
                                 "movement": "3", "reduced-attack": "2", "reduced-defense": "2"})
    for i in range(n):
        sub(units, "unit", {"id": "u%d" % i, "type": "t%d" % (n - 1), "side": "blue" if i % 2 else "red",
                            "at": "%d,%d" % (i % 200, 14 + i // 200)})
    return root


def cards():
    """Unit cards against units (manoeuvre): every card of the second
    side's deck is for the last unit, which is the first side's, so that each
    card is also a problem."""
    root = load("manoeuvre")
    units = child(root, "units")
    deck = child(root, "decks").findall(q("deck"))[-1]
    n = budget(root, 2, 5 + 5)
    for i in range(n):
        sub(units, "unit", {"id": "extra-%d" % i, "type": "aurelia-guard", "side": "aurelia", "reserve": "true"})
    last = "extra-%d" % (n - 1)
    for i in range(n):
        sub(deck, "card", {"id": "extra-card-%d" % i, "kind": "unit", "unit": last, "copies": "1",
                           "attack": "1d6"})
    return root


def graph_links():
    """Nodes against links (manover): a chain of links through new nodes."""
    root = load("manover-finland")
    board = child(root, "board")
    n = budget(root) // 2
    nodes = [c for c in board.findall(q("node"))]
    first_edge = list(board).index(board.find(q("edge")))
    for i in range(n):
        e = ET.Element(q("node"), {"id": "n%05d" % i, "x": "%d" % (i % 1000), "y": "%d" % (i // 1000)})
        board.insert(first_edge + i, e)
    first_line = list(board).index(board.find(q("line")))
    for i in range(n):
        a = "n%05d" % (n - 1 - i)
        b = "n%05d" % (n - 2 - i) if i + 1 < n else nodes[0].get("id")
        e = ET.Element(q("edge"), {"type": "road", "a": a, "b": b})
        board.insert(first_line + i, e)
    return root


def graph_area():
    """Units against a manoeuvre area's nodes (manover): the northern area
    holds a third of the budget in new nodes, and as many units stand on
    further new nodes outside it. The new nodes have no links: each is also
    a problem of its own."""
    root = load("manover-finland")
    board = child(root, "board")
    n = budget(root) // 3
    first_edge = list(board).index(board.find(q("edge")))
    for i in range(2 * n):
        e = ET.Element(q("node"), {"id": "n%05d" % i, "x": "%d" % (i % 1000), "y": "%d" % (i // 1000)})
        board.insert(first_edge + i, e)
    north = child(child(root, "areas"), "area")
    nodes = child(north, "nodes")
    nodes.text = nodes.text + " " + " ".join("n%05d" % i for i in range(n))
    units = child(root, "units")
    for i in range(min(n, budget(root))):
        sub(units, "unit", {"id": "x%d" % i, "type": "infantry-company", "side": "north",
                            "at": "n%05d" % (n + i)})
    return root


def terrains():
    """Terrain types against the cells that name them: every cell names the last."""
    root = hex_base(500, 500, keep_units=True)
    types = child(root, "terrain-types")
    board = child(root, "board")
    n = budget(root, 3)
    for i in range(n):
        sub(sub(types, "terrain", {"id": "t%d" % i, "color": "#a0a0a0"}), "name", text="T")
    for i in range(n):
        sub(board, "cell", {"at": "%d,%d" % (i % 500, 20 + i // 500), "terrain": "t%d" % (n - 1)})
    return root


def cells():
    """As many <cell> elements as fit."""
    root = hex_base(500, 500, keep_units=True)
    board = child(root, "board")
    for i in range(budget(root)):
        sub(board, "cell", {"at": "%d,%d" % (i % 500, i // 500), "terrain": "clear"})
    return root


def edges():
    """As many river edges as fit, no two on one side."""
    root = hex_base(200, 200, keep_units=True)
    types = child(root, "edge-types")
    river = sub(types, "edge-type", {"id": "river", "color": "#3584e4", "width": "3", "style": "solid"})
    sub(river, "name", text="River")
    board = child(root, "board")
    n = budget(root)
    i = 0
    for y in range(200):
        for x in range(200):
            for other in ((x, y + 1), (x + 1, y)):
                if i < n and other[0] < 200 and other[1] < 200:
                    sub(board, "edge", {"type": "river", "a": "%d,%d" % (x, y), "b": "%d,%d" % other})
                    i += 1
    return root


def rules_sections():
    """As many rules sections (title and body each) as fit."""
    root = load("maneuver-basic")
    rules = child(root, "rules")
    for i in range(budget(root, 3)):
        section = sub(rules, "section", {"id": "s%d" % i})
        sub(section, "title", text="Section %d" % i)
        sub(section, "body", text="Text %d" % i)
    return root


def decks():
    """As many (empty) decks as fit (manoeuvre)."""
    root = load("manoeuvre")
    parent = child(root, "decks")
    for i in range(budget(root)):
        sub(parent, "deck", {"id": "d%d" % i, "side": "borovia"})
    return root


def params():
    """As many parameters as fit, each with a name of its own; the loader
    refuses all but the family's, at most 100 of them listed."""
    root = load("maneuver-basic")
    parent = child(root, "parameters")
    for i in range(budget(root)):
        sub(parent, "param", {"name": "p%d" % i, "value": "1"})
    return root


def effects():
    """One terrain with as many effects as fit, each of its own name (refused
    as unknown, as params)."""
    root = load("maneuver-basic")
    terrain = child(child(root, "terrain-types"), "terrain")
    for i in range(budget(root)):
        sub(terrain, "effect", {"name": "e%d" % i, "value": "1"})
    return root


def playtest():
    """A play-test of the most actions allowed."""
    root = load("maneuver-basic")
    test = sub(root, "playtest", {"seed": "1", "first": "blue"})
    for i in range(MAX_ACTIONS):
        sub(test, "action", text="move %04d-%04d" % (i % 10, i % 14))
    return root


GENERATORS = {
    "text-translations": text_translations,
    "translation-langs": translation_langs,
    "units-borders": units_borders,
    "setup-area": setup_area,
    "areas": areas,
    "unit-types": unit_types,
    "cards": cards,
    "graph-links": graph_links,
    "graph-area": graph_area,
    "terrains": terrains,
    "cells": cells,
    "edges": edges,
    "rules-sections": rules_sections,
    "decks": decks,
    "params": params,
    "effects": effects,
    "playtest": playtest,
}


def write(root, path):
    if count(root) > MAX_ELEMENTS or count_attributes(root) > MAX_ATTRIBUTES:
        raise SystemExit("gen-worst: %s is over the bounds (%d elements, %d attributes)"
                         % (path, count(root), count_attributes(root)))
    ET.indent(root, space="  ")
    data = ET.tostring(root, encoding="unicode", xml_declaration=False)
    with open(path, "w", encoding="utf-8", newline="\n") as f:
        f.write('<?xml version="1.0" encoding="UTF-8"?>\n')
        f.write(data)
        f.write("\n")


def main(argv):
    global MAX_ELEMENTS, MAX_ATTRIBUTES, MAX_ACTIONS
    if len(argv) > 2 and argv[1] == "--scale":
        scale = float(argv[2])
        MAX_ELEMENTS = int(MAX_ELEMENTS * scale)
        MAX_ATTRIBUTES = int(MAX_ATTRIBUTES * scale)
        MAX_ACTIONS = int(MAX_ACTIONS * scale)
        argv = argv[:1] + argv[3:]
    if len(argv) == 2 and argv[1] == "--list":
        print("\n".join(GENERATORS))
        return 0
    if len(argv) < 2:
        print(__doc__.strip().splitlines()[-1], file=sys.stderr)
        return 2
    out = argv[1]
    names = argv[2:] or list(GENERATORS)
    os.makedirs(out, exist_ok=True)
    for name in names:
        if name not in GENERATORS:
            print("gen-worst: unknown file '%s'; expected one of %s" % (name, ", ".join(GENERATORS)),
                  file=sys.stderr)
            return 2
        write(GENERATORS[name](), os.path.join(out, name + ".xml"))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
