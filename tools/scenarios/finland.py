# SPDX-License-Identifier: GPL-3.0-or-later
"""Manöver-spelet on a point-and-line map of Finland around 1930, built from the
reference data in shared/data/finland-1930 (towns, railways, main roads)."""

import csv
import math
import os
import unicodedata

from . import common
from . import manover_rules

# Equirectangular projection, scaled at 63°N where the middle of the map lies, so
# that distances east-west and north-south agree there. North is up.
LON0, LAT_TOP = 20.8, 70.0
SCALE = 1000.0 / ((32.8 - LON0) * math.cos(math.radians(63.0)))
WIDTH = 1000
HEIGHT = round((LAT_TOP - 59.5) * SCALE)

# The two blue area lines (latitudes): north of the upper line is the northern
# manoeuvre area, south of the lower line the southern one.
UPPER_LINE, LOWER_LINE = 63.6, 62.0

# Ten strategic points (red rings). Yellow must occupy all ten at the start, so
# they lie in the southern area, on the cities and junctions that held the south.
STRATEGIC = ["Helsinki", "Turku", "Tampere", "Viipuri", "Kotka", "Kouvola", "Lahti", "Riihimäki",
             "Hämeenlinna", "Lappeenranta"]
HEADQUARTERS = {"Oulu": "north", "Mikkeli": "south"}
# Lines of uncertain opening that the reference data dates to 1930–32 are left out.
LEFT_OUT_RAIL = {("Viipuri", "Valkjärvi")}

# Pieces: type id, arm, strength class (I-VI as 1-6), steps, count, names (sv, fi, en).
PIECES = [
    ("infantry-company", "infantry", 1, 3, 3, ("Infanterikompani", "Jalkaväkikomppania", "Infantry company")),
    ("mg-company", "machine-gun", 1, 2, 2, ("Maskingevärskompani", "Konekiväärikomppania", "Machine-gun company")),
    ("artillery-battery", "artillery", 1, 2, 2, ("Artilleribatteri", "Patteri", "Artillery battery")),
    ("armoured-train", "armoured-train", 1, 6, 1, ("Pansartåg", "Panssarijuna", "Armoured train")),
    ("air-squadron", "aviation", 1, 9, 1, ("Flygareskader", "Lentolaivue", "Air squadron")),
    ("infantry-battalion", "infantry", 2, 3, 2, ("Infanteribataljon", "Jalkaväkipataljoona", "Infantry battalion")),
    ("artillery-section", "artillery", 2, 2, 1, ("Artillerisektion", "Tykistöjaosto", "Artillery section")),
    ("gas-commando", "gas", 3, 2, 1, ("Gaskommando", "Kaasuosasto", "Gas commando")),
    ("infantry-regiment", "infantry", 4, 2, 1, ("Infanteriregemente", "Jalkaväkirykmentti", "Infantry regiment")),
    ("artillery-regiment", "artillery", 4, 1, 1, ("Artilleriregemente", "Tykistörykmentti", "Artillery regiment")),
    ("cavalry-brigade", "cavalry", 5, 4, 1, ("Kavalleribrigad", "Ratsuväkiprikaati", "Cavalry brigade")),
    ("infantry-division", "infantry", 6, 1, 1, ("Infanteridivision", "Jalkaväkidivisioona", "Infantry division")),
]

# Blue sets up north of the upper line, one piece a town, strongest nearest the front.
NORTH_SETUP = ["Kokkola", "Ylivieska", "Kajaani", "Kontiomäki", "Oulu", "Tuomioja", "Pietarsaari", "Kuhmo",
               "Raahe", "Suomussalmi", "Kemi", "Rovaniemi", "Tornio", "Kuusamo", "Ylitornio", "Kemijärvi",
               "Sodankylä"]


def node_id(name):
    ascii_name = unicodedata.normalize("NFKD", name).encode("ascii", "ignore").decode()
    return ascii_name.lower().replace(" ", "-")


def load(data_dir):
    with open(os.path.join(data_dir, "towns.csv"), encoding="utf-8") as f:
        towns = list(csv.DictReader(f))
    with open(os.path.join(data_dir, "rail.csv"), encoding="utf-8") as f:
        rail = [(r["a"], r["b"]) for r in csv.DictReader(f)]
    with open(os.path.join(data_dir, "roads.csv"), encoding="utf-8") as f:
        roads = [(r["a"], r["b"]) for r in csv.DictReader(f)]
    return towns, rail, roads


def project(lat, lon):
    x = (lon - LON0) * math.cos(math.radians(63.0)) * SCALE
    y = (LAT_TOP - lat) * SCALE
    return round(x, 1), round(y, 1)


def build(path, data_dir):
    towns, rail, roads = load(data_dir)
    by_name = {t["name_fi"]: t for t in towns}
    nodes = []
    area_of = {}
    for t in towns:
        lat, lon = float(t["lat"]), float(t["lon"])
        x, y = project(lat, lon)
        name_sv = t["name_sv"].replace(" (uncertain)", "")
        junction = "junction" in t["note"].lower()
        nid = node_id(t["name_fi"])
        area_of[nid] = "north" if lat > UPPER_LINE else ("south" if lat <= LOWER_LINE else "neutral")
        nodes.append((nid, x, y, t["name_fi"] in STRATEGIC, junction, HEADQUARTERS.get(t["name_fi"]),
                      [("fi", t["name_fi"]), ("sv", name_sv)]))
    assert len(nodes) >= 60

    links = []
    seen = set()
    for kind, pairs in (("rail", rail), ("road", roads)):
        for a, b in pairs:
            if (a, b) in LEFT_OUT_RAIL and kind == "rail":
                continue
            assert a in by_name and b in by_name, (a, b)
            key = frozenset((a, b))
            if key in seen:
                continue
            seen.add(key)
            links.append((kind, node_id(a), node_id(b)))

    def board(w):
        w.open("board", ("kind", "graph"), ("width", WIDTH), ("height", HEIGHT))
        for nid, x, y, strategic, junction, hq, names in nodes:
            w.open("node", ("id", nid), ("x", x), ("y", y), ("strategic", strategic), ("junction", junction),
                   ("headquarters", hq))
            w.text("name", names)
            w.close("node")
        for kind, a, b in links:
            w.empty("edge", ("type", kind), ("a", a), ("b", b))
        for lat in (UPPER_LINE, LOWER_LINE):
            y = project(lat, LON0)[1]
            w.empty("line", ("type", "area-line"), ("points", f"0,{y} {WIDTH},{y}"))
        w.close("board")

    area_names = {
        "north": [("sv", "Norra manöverområdet"), ("fi", "Pohjoinen liikehtimisalue"), ("en", "Northern manoeuvre area")],
        "neutral": [("sv", "Neutrala området"), ("fi", "Puolueeton alue"), ("en", "Neutral area")],
        "south": [("sv", "Södra manöverområdet"), ("fi", "Eteläinen liikehtimisalue"), ("en", "Southern manoeuvre area")],
    }
    area_list = [(aid, "manoeuvre-area", None if aid == "neutral" else aid, area_names[aid],
                  [n[0] for n in nodes if area_of[n[0]] == aid]) for aid in ("north", "neutral", "south")]

    types = [(tid, arm, None, [("strength-class", cls), ("steps", steps)],
              [("sv", sv), ("fi", fi), ("en", en)]) for tid, arm, cls, steps, _n, (sv, fi, en) in PIECES]
    units = []
    north_at = iter(NORTH_SETUP)
    south_at = iter(STRATEGIC)
    for side in ("north", "south"):
        for tid, _arm, _cls, _steps, count, _names in PIECES:
            for i in range(count):
                if side == "north":
                    at = node_id(next(north_at))
                    assert area_of[at] == "north", at
                else:
                    town = next(south_at, None)
                    at = node_id(town) if town else None
                units.append({"id": f"{side}-{tid}-{i + 1}", "type": tid, "side": side, "at": at})
    assert sum(1 for u in units if u["side"] == "south" and u["at"] is None) == 7

    common.write_scenario(path, "manover", "sv", [
        common.metadata([("sv", "Manöver-spelet: Finland omkring 1930"), ("fi", "Manööveripeli: Suomi noin 1930"),
                         ("en", "Manöver-spelet: Finland around 1930")],
                        [("sv", "Blå i norr mot gul i söder på Finlands järnvägar och landsvägar som de var "
                                "omkring 1930, Karelska näset och Ladogakarelen inräknade."),
                         ("en", "Blue in the north against yellow in the south on Finland's railways and "
                                "roads as they were around 1930, the Karelian Isthmus and Ladoga Karelia "
                                "included.")]),
        common.parameters([("strategic-points-to-win", 5), ("south-reserve-size", 7)]),
        common.terrain_types([("land", "#f2efe4", "none", [("sv", "Land"), ("fi", "Maa"), ("en", "Land")], [])]),
        common.edge_types([
            ("rail", "#241f31", 2.5, "solid", [("sv", "Järnväg"), ("fi", "Rautatie"), ("en", "Railway")]),
            ("road", "#77767b", 1.5, "dashed", [("sv", "Landsväg"), ("fi", "Maantie"), ("en", "Road")]),
            ("area-line", "#3584e4", 3, "solid", [("sv", "Områdesgräns"), ("fi", "Alueraja"), ("en", "Area line")]),
        ]),
        common.sides([("north", "#1c71d8", [("sv", "Blå"), ("fi", "Sininen"), ("en", "Blue")], None),
                      ("south", "#e5a50a", [("sv", "Gul"), ("fi", "Keltainen"), ("en", "Yellow")], None)]),
        board,
        common.areas(area_list, graph=True),
        common.unit_types(types),
        common.units(units),
        common.rules(manover_rules.sections()),
    ])
    return len(nodes), len(links), sum(1 for n in nodes if n[4])
