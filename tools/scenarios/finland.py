# SPDX-License-Identifier: GPL-3.0-or-later
"""Manöver-spelet on a point-and-line map of Finland around 1930, built from the
reference data in shared/data/finland-1930 (towns, railways, main roads)."""

import csv
import math
import os
import unicodedata
from xml.sax.saxutils import escape

from . import common
from . import manover_rules

WIDTH = 1000.0
# Margins around the outermost towns, in degrees.
MARGIN_LON, MARGIN_LAT = 0.35, 0.2

# The two blue area lines, as latitudes: north of the upper line is the northern
# manoeuvre area (blue), south of the lower line the southern one (yellow). Both run
# through wide gaps between towns, so that no town sits on a line: the upper one
# between Lieksa (63.32) and Nurmes (63.54), the lower one between Sortavala and
# Mikkeli (61.70, 61.69) and Savonlinna (61.87).
UPPER_LINE, LOWER_LINE = 63.45, 61.78
# Where each line starts and ends (longitudes): a little outside the west coast and
# the 1930 eastern border at that latitude, so that the lines run across the country.
LINE_EXTENT = {UPPER_LINE: (21.9, 31.2), LOWER_LINE: (21.0, 32.6)}

# Ten strategic points (red rings). Yellow occupies all ten at the start, so they lie
# in the southern area: the capital, the big cities and ports, the railway hubs of the
# south, and one town on each of the three ways in from the north (Tampere in the
# west, Mikkeli, the headquarters, in the centre, Sortavala in Ladoga Karelia). The
# headquarters is one of the ten so that yellow's set-up garrisons it: an empty
# headquarters would fall to the first piece that reaches it.
STRATEGIC = ["Helsinki", "Turku", "Pori", "Tampere", "Hämeenlinna", "Lahti", "Kouvola", "Mikkeli",
             "Viipuri", "Sortavala"]
# Oulu: the railway hub of the north. Mikkeli: seat of the Finnish general
# headquarters in the Winter and Continuation Wars, on the Savonian railway.
HEADQUARTERS = {"Oulu": "north", "Mikkeli": "south"}
# Lines the reference data dates uncertainly to 1930-32: left out (the road between
# the same towns stays).
LEFT_OUT_RAIL = {("Viipuri", "Valkjärvi")}

# Pieces: type id, arm, strength class (I-VI as 1-6), steps, count, names (sv, fi, en).
PIECES = [
    ("infantry-company", "infantry", 1, 3, 3, ("Infanterikompani", "Jalkaväkikomppania", "Infantry company")),
    ("mg-company", "machine-gun", 1, 2, 2, ("Maskingevärskompani", "Konekiväärikomppania", "Machine-gun company")),
    ("artillery-battery", "artillery", 1, 2, 2, ("Artilleribatteri", "Patteri", "Artillery battery")),
    ("armoured-train", "armoured-train", 1, 6, 1, ("Pansartåg", "Panssarijuna", "Armoured train")),
    ("air-squadron", "aviation", 1, 9, 1, ("Flygareskader", "Lentolaivue", "Air squadron")),
    ("infantry-battalion", "infantry", 2, 3, 2, ("Infanteribataljon", "Jalkaväkipataljoona", "Infantry battalion")),
    ("artillery-section", "artillery", 2, 2, 1, ("Artillerisektion", "Tykistöjaos", "Artillery section")),
    ("gas-commando", "gas", 3, 2, 1, ("Gaskommando", "Kaasuosasto", "Gas commando")),
    ("infantry-regiment", "infantry", 4, 2, 1, ("Infanteriregemente", "Jalkaväkirykmentti", "Infantry regiment")),
    ("artillery-regiment", "artillery", 4, 1, 1, ("Artilleriregemente", "Tykistörykmentti", "Artillery regiment")),
    ("cavalry-brigade", "cavalry", 5, 4, 1, ("Kavalleribrigad", "Ratsuväkiprikaati", "Cavalry brigade")),
    ("infantry-division", "infantry", 6, 1, 1, ("Infanteridivision", "Jalkaväkidivisioona", "Infantry division")),
]
ROAD_ARMS = {"infantry", "machine-gun", "aviation"}

# Blue's set-up north of the upper line, one piece a town: the division, which
# nothing in the strength table beats, on the headquarters (as yellow's on
# Mikkeli), the heavy pieces on the railheads facing south, foot pieces on the towns
# that only roads reach.
NORTH_SETUP = {
    "infantry-division": ["Oulu"],
    "cavalry-brigade": ["Ylivieska"],
    "infantry-regiment": ["Kajaani"],
    "armoured-train": ["Kontiomäki"],
    "artillery-regiment": ["Tuomioja"],
    "air-squadron": ["Kokkola"],
    "mg-company": ["Pietarsaari", "Kemijärvi"],
    "artillery-battery": ["Raahe", "Tornio"],
    "artillery-section": ["Kemi"],
    "gas-commando": ["Rovaniemi"],
    "infantry-battalion": ["Ylitornio", "Kuhmo"],
    "infantry-company": ["Suomussalmi", "Kuusamo", "Sodankylä"],
}
# Yellow's ten pieces on the strategic points; the other seven wait in reserve.
# The division, which nothing in the table beats, guards the headquarters.
SOUTH_SETUP = {
    "infantry-division": ["Mikkeli"],
    "infantry-regiment": ["Tampere"],
    "artillery-regiment": ["Viipuri"],
    "armoured-train": ["Kouvola"],
    "infantry-battalion": ["Pori"],
    "artillery-battery": ["Hämeenlinna"],
    "mg-company": ["Lahti"],
    "infantry-company": ["Helsinki", "Turku"],
    "artillery-section": ["Sortavala"],
}


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


class Projection:
    """Equirectangular: x = lon * cos(mean latitude), y = -lat, scaled to WIDTH map
    units; north is up and distances agree east-west and north-south at the mean
    latitude of the towns."""

    def __init__(self, towns):
        lats = [float(t["lat"]) for t in towns]
        lons = [float(t["lon"]) for t in towns]
        self.mean_lat = sum(lats) / len(lats)
        self.k = math.cos(math.radians(self.mean_lat))
        self.lon0 = min(lons) - MARGIN_LON
        self.lat0 = max(lats) + MARGIN_LAT
        self.scale = WIDTH / ((max(lons) + MARGIN_LON - self.lon0) * self.k)
        self.height = round((self.lat0 - (min(lats) - MARGIN_LAT)) * self.scale)

    def __call__(self, lat, lon):
        return (round((lon - self.lon0) * self.k * self.scale, 1),
                round((self.lat0 - lat) * self.scale, 1))


def area_of_latitude(lat):
    return "north" if lat > UPPER_LINE else ("south" if lat < LOWER_LINE else "neutral")


def build_model(data_dir):
    towns, rail, roads = load(data_dir)
    by_name = {t["name_fi"]: t for t in towns}
    project = Projection(towns)

    links = []
    seen = set()
    for kind, pairs in (("rail", rail), ("road", roads)):
        for a, b in pairs:
            if kind == "rail" and (a, b) in LEFT_OUT_RAIL:
                continue
            assert a in by_name and b in by_name, (a, b)
            key = frozenset((a, b))
            if key in seen:
                continue
            seen.add(key)
            links.append((kind, node_id(a), node_id(b)))

    # A junction (blue ring) is a station where three or more 1930 railway lines meet.
    rail_degree = {}
    for kind, a, b in links:
        if kind == "rail":
            rail_degree[a] = rail_degree.get(a, 0) + 1
            rail_degree[b] = rail_degree.get(b, 0) + 1

    nodes = []
    for t in towns:
        lat, lon = float(t["lat"]), float(t["lon"])
        nid = node_id(t["name_fi"])
        x, y = project(lat, lon)
        name_sv = t["name_sv"].replace(" (uncertain)", "")
        nodes.append({"id": nid, "x": x, "y": y, "lat": lat, "lon": lon,
                      "strategic": t["name_fi"] in STRATEGIC, "junction": rail_degree.get(nid, 0) >= 3,
                      "hq": HEADQUARTERS.get(t["name_fi"]), "area": area_of_latitude(lat),
                      "names": [("fi", t["name_fi"]), ("sv", name_sv)], "fi": t["name_fi"]})
    assert len(nodes) >= 60 and len({n["id"] for n in nodes}) == len(nodes)
    area_of = {n["id"]: n["area"] for n in nodes}
    assert all(area_of[node_id(s)] == "south" for s in STRATEGIC) and len(STRATEGIC) == 10
    assert area_of[node_id("Oulu")] == "north" and area_of[node_id("Mikkeli")] == "south"

    lines = []
    for lat in (UPPER_LINE, LOWER_LINE):
        west, east = LINE_EXTENT[lat]
        lines.append([project(lat, west), project(lat, east)])

    rail_nodes = {a for kind, a, b in links if kind == "rail"} | {b for kind, a, b in links if kind == "rail"}
    arm_of = {tid: arm for tid, arm, *_rest in PIECES}
    units = []
    for side, setup in (("north", NORTH_SETUP), ("south", SOUTH_SETUP)):
        used = set()
        for tid, _arm, _cls, _steps, count, _names in PIECES:
            places = setup.get(tid, [])
            for i in range(count):
                at = node_id(places[i]) if i < len(places) else None
                if at is not None:
                    assert at not in used, at
                    used.add(at)
                    # A piece that may not use roads starts where a railway runs.
                    assert arm_of[tid] in ROAD_ARMS or at in rail_nodes, (tid, at)
                    if side == "north":
                        assert area_of[at] == "north", at
                    else:
                        assert at in {node_id(s) for s in STRATEGIC}, at
                units.append({"id": f"{side}-{tid}-{i + 1}", "type": tid, "side": side, "at": at})
        assert sum(1 for u in units if u["side"] == side) == 17
    assert sum(1 for u in units if u["side"] == "north" and u["at"] is None) == 0
    assert sum(1 for u in units if u["side"] == "south" and u["at"] is None) == 7
    return project, nodes, links, lines, units


def build(path, data_dir):
    project, nodes, links, lines, units = build_model(data_dir)

    def board(w):
        w.open("board", ("kind", "graph"), ("width", WIDTH), ("height", float(project.height)))
        for n in nodes:
            w.open("node", ("id", n["id"]), ("x", float(n["x"])), ("y", float(n["y"])),
                   ("strategic", n["strategic"]), ("junction", n["junction"]), ("headquarters", n["hq"]))
            w.text("name", n["names"])
            w.close("node")
        for kind, a, b in links:
            w.empty("edge", ("type", kind), ("a", a), ("b", b))
        for points in lines:
            w.empty("line", ("type", "area-line"),
                    ("points", " ".join(f"{common.number(float(x))},{common.number(float(y))}" for x, y in points)))
        w.close("board")

    area_names = {
        "north": [("sv", "Norra manöverområdet"), ("fi", "Pohjoinen liikehtimisalue"),
                  ("en", "Northern manoeuvre area")],
        "neutral": [("sv", "Neutrala området"), ("fi", "Puolueeton alue"), ("en", "Neutral area")],
        "south": [("sv", "Södra manöverområdet"), ("fi", "Eteläinen liikehtimisalue"),
                  ("en", "Southern manoeuvre area")],
    }
    area_list = [(aid, "manoeuvre-area", None if aid == "neutral" else aid, area_names[aid],
                  [n["id"] for n in nodes if n["area"] == aid]) for aid in ("north", "neutral", "south")]

    types = [(tid, arm, None, [("strength-class", cls), ("steps", steps)],
              [("sv", sv), ("fi", fi), ("en", en)]) for tid, arm, cls, steps, _n, (sv, fi, en) in PIECES]

    common.write_scenario(path, "manover", "sv", [
        common.metadata([("sv", "Manöver-spelet: Finland omkring 1930"), ("fi", "Manööveripeli: Suomi noin 1930"),
                         ("en", "Manöver-spelet: Finland around 1930")],
                        [("sv", "Blå i norr mot gul i söder på Finlands järnvägar och landsvägar som de var "
                                "omkring 1930, Karelska näset och Ladogakarelen inräknade."),
                         ("fi", "Sininen pohjoisessa vastaan keltainen etelässä Suomen rautateillä ja "
                                "maanteillä noin vuonna 1930, Karjalan kannas ja Laatokan Karjala mukaan "
                                "lukien."),
                         ("en", "Blue in the north against yellow in the south on Finland's railways and "
                                "roads as they were around 1930, the Karelian Isthmus and Ladoga Karelia "
                                "included.")]),
        common.parameters([("strategic-points-to-win", 5), ("south-reserve-size", 7)]),
        common.terrain_types([("land", "#f2efe4", "none", [("sv", "Land"), ("fi", "Maa"), ("en", "Land")], [])]),
        common.edge_types([
            ("rail", "#241f31", 2.5, "solid", [("sv", "Järnväg"), ("fi", "Rautatie"), ("en", "Railway")], "railway"),
            ("road", "#77767b", 1.5, "dashed", [("sv", "Landsväg"), ("fi", "Maantie"), ("en", "Road")], "road"),
            ("area-line", "#1c71d8", 3, "solid", [("sv", "Områdesgräns"), ("fi", "Alueraja"), ("en", "Area line")]),
        ]),
        common.sides([("north", "#1c71d8", [("sv", "Blå"), ("fi", "Sininen"), ("en", "Blue")], None, "north"),
                      ("south", "#e5a50a", [("sv", "Gul"), ("fi", "Keltainen"), ("en", "Yellow")], None, "south")]),
        board,
        common.areas(area_list, graph=True),
        common.unit_types(types),
        common.units(units),
        common.rules(manover_rules.sections()),
    ])
    return {"towns": len(nodes), "rail": sum(1 for k, *_ in links if k == "rail"),
            "roads": sum(1 for k, *_ in links if k == "road"),
            "junctions": sum(1 for n in nodes if n["junction"]), "mean_lat": project.mean_lat,
            "height": project.height}


def preview_svg(path, data_dir):
    """A quick look at the map (not shipped): towns, links, area lines, pieces."""
    project, nodes, links, lines, units = build_model(data_dir)
    pos = {n["id"]: (n["x"], n["y"]) for n in nodes}
    out = [f'<svg xmlns="http://www.w3.org/2000/svg" width="{WIDTH:.0f}" height="{project.height}" '
           f'viewBox="0 0 {WIDTH:.0f} {project.height}">',
           f'<rect width="{WIDTH:.0f}" height="{project.height}" fill="#f2efe4"/>']
    for points in lines:
        out.append('<polyline fill="none" stroke="#1c71d8" stroke-width="3" points="%s"/>'
                   % " ".join(f"{x},{y}" for x, y in points))
    for kind, a, b in links:
        (x1, y1), (x2, y2) = pos[a], pos[b]
        dash = ' stroke-dasharray="6,4"' if kind == "road" else ""
        colour = "#241f31" if kind == "rail" else "#77767b"
        out.append(f'<line x1="{x1}" y1="{y1}" x2="{x2}" y2="{y2}" stroke="{colour}" '
                   f'stroke-width="{2.5 if kind == "rail" else 1.5}"{dash}/>')
    occupied = {u["at"]: u["side"] for u in units if u["at"]}
    for n in nodes:
        x, y = n["x"], n["y"]
        if n["strategic"]:
            out.append(f'<circle cx="{x}" cy="{y}" r="11" fill="none" stroke="#c01c28" stroke-width="3"/>')
        if n["junction"]:
            out.append(f'<circle cx="{x}" cy="{y}" r="8" fill="none" stroke="#1c71d8" stroke-width="2"/>')
        fill = {"north": "#1c71d8", "south": "#e5a50a"}.get(occupied.get(n["id"]), "#ffffff")
        out.append(f'<circle cx="{x}" cy="{y}" r="5" fill="{fill}" stroke="#000"/>')
        if n["hq"]:
            out.append(f'<text x="{x - 7}" y="{y + 7}" font-size="20" fill="#c01c28">*</text>')
        out.append(f'<text x="{x + 7}" y="{y - 5}" font-size="11" font-family="sans-serif">'
                   f'{escape(n["fi"])}</text>')
    out.append("</svg>")
    with open(path, "w", encoding="utf-8") as f:
        f.write("\n".join(out) + "\n")
