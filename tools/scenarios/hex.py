# SPDX-License-Identifier: GPL-3.0-or-later
"""The two Maneuver (hex) scenarios: the basic game and the advanced game.

Board geometry follows docs/format.md: flat hexes, odd columns shifted half a hex
down (orientation="flat", stagger="odd"), cells addressed COLUMN,ROW from 0.
"""

import re

from . import common

COLUMNS, ROWS = 10, 14


def neighbours(c, r):
    """The up to six cells adjacent to c,r on a flat odd-q board."""
    if c % 2 == 0:
        cells = [(c, r - 1), (c, r + 1), (c - 1, r - 1), (c - 1, r), (c + 1, r - 1), (c + 1, r)]
    else:
        cells = [(c, r - 1), (c, r + 1), (c - 1, r), (c - 1, r + 1), (c + 1, r), (c + 1, r + 1)]
    return [(x, y) for x, y in cells if 0 <= x < COLUMNS and 0 <= y < ROWS]


def distance(a, b):
    """Hex distance in steps, through cube coordinates."""
    def cube(cell):
        c, r = cell
        z = r - (c - (c & 1)) // 2
        return c, z, -c - z
    ax, az, ay = cube(a)
    bx, bz, by = cube(b)
    return max(abs(ax - bx), abs(ay - by), abs(az - bz))


def all_cells():
    return [(c, r) for r in range(ROWS) for c in range(COLUMNS)]


def split(last_north_row):
    """The north country is every hex with row <= last_north_row[column]; the border is
    every hexside between a north hex and an adjacent south hex, listed north first."""
    north = {(c, r) for c, r in all_cells() if r <= last_north_row[c]}
    south = set(all_cells()) - north
    border = sorted(((a, b) for a in north for b in neighbours(*a) if b in south),
                    key=lambda e: (e[0][0], e[0][1], e[1][0], e[1][1]))
    return north, south, border


def setup_zone(own, other):
    """Rule [3]: the own side of the border, except hexes adjacent to the border."""
    return sorted(((c, r) for c, r in own if not any(n in other for n in neighbours(c, r))),
                  key=lambda cell: (cell[1], cell[0]))


def on_edge(cell):
    c, r = cell
    return c in (0, COLUMNS - 1) or r in (0, ROWS - 1)


def capital_ok(cell):
    """Rule [3], read strictly: the capital is neither on an edge hex nor next to one,
    and is at least two hexes from every corner hex."""
    if on_edge(cell) or any(on_edge(n) for n in neighbours(*cell)):
        return False
    corners = [(0, 0), (COLUMNS - 1, 0), (0, ROWS - 1), (COLUMNS - 1, ROWS - 1)]
    return all(distance(cell, k) >= 2 for k in corners)


# Counter mix per side. The rules print no values; these are ours (docs/scenarios.md).
# id, arm, attack, defense, movement, reduced-attack, reduced-defense, count, en, sv, fi
COUNTERS = [
    ("infantry", "infantry", 4, 4, 3, 2, 2, 4, "Infantry", "Infanteri", "Jalkaväki"),
    ("infantry-weak", "infantry", 3, 3, 3, 0, 0, 2, "Infantry (weak)", "Infanteri (svagt)",
     "Jalkaväki (heikko)"),
    ("cavalry", "cavalry", 3, 3, 5, 1, 1, 4, "Cavalry", "Kavalleri", "Ratsuväki"),
    ("artillery", "artillery", 5, 2, 2, 3, 1, 2, "Artillery", "Artilleri", "Tykistö"),
    ("capital", "capital", 1, 4, 0, 1, 2, 1, "Capital", "Huvudstad", "Pääkaupunki"),
]

# Basic game set-up for Blue (the north half). Red's is Blue's turned through 180
# degrees, (c, r) -> (9 - c, 13 - r), which maps the odd-q grid onto itself.
BLUE_SETUP = {
    "capital": [(4, 2)],
    "artillery": [(4, 2), (4, 4)],
    "infantry": [(1, 5), (3, 5), (5, 5), (7, 5)],
    "infantry-weak": [(3, 3), (5, 3)],
    "cavalry": [(0, 4), (9, 4), (2, 3), (7, 3)],
}

# Last row of the north country in each column.
BASIC_BORDER = [6] * COLUMNS
# Rule [13].1: the border bends south in the middle, so that Blue is the larger nation
# (84 of 140 hexes, 60 per cent).
ADVANCED_BORDER = [6, 6, 7, 8, 9, 9, 8, 7, 7, 7]


def rotate(cell):
    c, r = cell
    return COLUMNS - 1 - c, ROWS - 1 - r


def unit_type_list():
    types = []
    for tid, arm, att, dfn, mov, ratt, rdef, _count, en, sv, fi in COUNTERS:
        attrs = [("attack", att), ("defense", dfn), ("movement", mov),
                 ("reduced-attack", ratt), ("reduced-defense", rdef)]
        types.append((tid, arm, None, attrs, [("en", en), ("sv", sv), ("fi", fi)]))
    return types


def unit_list(placed, north, south):
    out = []
    for side in ("blue", "red"):
        own, other = (north, south) if side == "blue" else (south, north)
        zone = set(setup_zone(own, other))
        for tid, *_values, count, _en, _sv, _fi in COUNTERS:
            for i in range(count):
                at = None
                if placed:
                    at = BLUE_SETUP[tid][i]
                    if side == "red":
                        at = rotate(at)
                    assert at in zone, (side, tid, at)
                    if tid == "capital":
                        assert capital_ok(at), at
                out.append({"id": f"{side}-{tid}-{i + 1}", "type": tid, "side": side, "at": at})
    return out


def clean_rules_text(text):
    """Undo the layout of the source (page headers, list bullets, a broken table)."""
    # The running head "Maneuver" between pages; one falls inside a sentence.
    text = text.replace('"stacking\n\nManeuver\n\nlimit."', '"stacking limit."')
    text = re.sub(r"\n\s*Maneuver\s*\n", "\n\n", text)
    text = text.replace("enemyoccupied", "enemy-occupied")
    # "- 1) ..." and "- 1. ..." list items: drop the extra bullet, keep the number.
    text = re.sub(r"^- (\d+[.)]) ", r"\1 ", text, flags=re.M)
    # The last victory condition runs into the paragraph after it.
    text = text.replace("than the enemy player. If both conditions",
                        "than the enemy player.\n\nIf both conditions")
    text = re.sub(r"\n{3,}", "\n\n", text)
    return text


CRT_TEXT = ("| Difference (attacker minus defender) | Result |\n"
            "| +4 or more | DE\u2014All defenders eliminated |\n"
            "| +2 or +3 | DR\u2014All defenders retreat one hex |\n"
            "| 0 or +1 | NE\u2014No effect |\n"
            "| -1 or -2 | AR\u2014All attackers retreat one hex |\n"
            "| -3 or less | AE\u2014All attackers eliminated |")

CREDITS_TEXT = ("- **Designer:** Chris Upton\n"
                "- **Playtesters:** Jeff Albanese, Christopher Cummins and Keith Schlesinger\n"
                "- **Rules layout/Map:** Callie Cummins and Christine Lockwood")


def section_id(title):
    """The id Sandtable gives a section from its title (st_edit_make_id)."""
    title = re.sub(r"\s*\(.*?\)", "", title)
    title = re.sub(r"^The ", "", title)
    return re.sub(r"[^a-z0-9]+", "-", title.lower()).strip("-")


def markup(body, ids, run_in):
    """The rules markup (docs/format.md): references [[id]] instead of "[7]",
    numbered lists "1. " after a blank line, run-in headings in bold."""
    body = re.sub(r"\[(\d+)\]", lambda m: "[[%s]]" % ids[m.group(1)], body)
    body = body.replace("use the table on facing page to determine",
                        "use the Combat Results Table (rule [[combat-results-table]]) to determine")
    lines = []
    for line in body.split("\n"):
        line = re.sub(r"^(\d+)\) ", r"\1. ", line)
        if re.match(r"^\d+\. ", line) and lines and lines[-1].strip() and not re.match(r"^\d+\. ", lines[-1]):
            lines.append("")
        lines.append(line)
    body = "\n".join(lines)
    if run_in:
        paragraphs = body.split("\n\n")
        body = "\n\n".join([paragraphs[0]] + [re.sub(r"^([^\n:.]{3,45}): ", r"**\1:** ", p)
                                               for p in paragraphs[1:]])
    return body


def rules_sections(rules_path):
    """The full rules text of maneuver-hex.txt, one section per [N] heading, the
    Combat Results Table as its own section and the credits last."""
    with open(rules_path, encoding="utf-8") as f:
        text = clean_rules_text(f.read())
    credits_at = text.find("Game Credits:")
    assert credits_at > 0
    text = text[:credits_at]
    parts = re.split(r"^\[(\d+)\] (.+)$", text, flags=re.M)
    # Section numbers are generated from the order of sections; a section's
    # id comes from its title and references name ids ([[combat]]).
    ids = {parts[i]: section_id(parts[i + 1].strip()) for i in range(1, len(parts), 3)
           if parts[i + 1].strip() != "Combat Results Table"}
    sections = []
    for i in range(1, len(parts), 3):
        number, title, body = parts[i], parts[i + 1].strip(), parts[i + 2].strip()
        if title == "Combat Results Table":
            sections.append(("combat-results-table", title, CRT_TEXT))
        else:
            # Paragraphs inside the numbered lists are single lines.
            body = re.sub(r"\n\n(?=\d[.)] )", "\n", body)
            sections.append((ids[number], title, markup(body, ids, ids[number] in ("combat", "capital"))))
    # The table comes after the numbered rules, so that they keep the
    # numbers of the printed rules.
    sections.sort(key=lambda s: s[0] == "combat-results-table")
    sections.append(("credits", "Credits", CREDITS_TEXT))
    return sections


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
    north, south, border = split(ADVANCED_BORDER if advanced else BASIC_BORDER)
    area_list = [
        ("blue-country", "country", "blue",
         [("en", "Blue country"), ("sv", "Blå landet"), ("fi", "Sininen maa")],
         sorted(north, key=lambda cell: (cell[1], cell[0]))),
        ("red-country", "country", "red",
         [("en", "Red country"), ("sv", "Röda landet"), ("fi", "Punainen maa")],
         sorted(south, key=lambda cell: (cell[1], cell[0]))),
        ("blue-setup", "setup-zone", "blue",
         [("en", "Blue set-up zone"), ("sv", "Blås uppställningsområde"), ("fi", "Sinisen ryhmitysalue")],
         setup_zone(north, south)),
        ("red-setup", "setup-zone", "red",
         [("en", "Red set-up zone"), ("sv", "Röds uppställningsområde"), ("fi", "Punaisen ryhmitysalue")],
         setup_zone(south, north)),
    ]
    params = [("turn-limit", 10), ("first-side", "blue")]
    if advanced:
        params += [("large-small-nation", "true"), ("army-quality", "false"), ("step-losses", "true"),
                   ("step-replacements", "true")]
        title = [("en", "Maneuver: advanced game"), ("sv", "Manöver: avancerat spel"),
                 ("fi", "Manööveri: jatkopeli")]
        description = [
            ("en", "The advanced game: the border bends south so that Blue is the larger nation "
                   "(rule [13].1), with step losses and step replacements. Both armies start off the "
                   "map and set up per rule [3]."),
            ("sv", "Det avancerade spelet: gränsen böjer söderut så att Blå är den större nationen "
                   "(regel [13].1), med stegförluster och stegersättningar. Båda arméerna ställs upp "
                   "enligt regel [3]."),
        ]
    else:
        title = [("en", "Maneuver: basic game"), ("sv", "Manöver: grundspel"), ("fi", "Manööveri: peruspeli")]
        description = [
            ("en", "The basic game: a 10 by 14 hex map halved by one border, both armies set up "
                   "per rule [3], ten turns."),
            ("sv", "Grundspelet: en karta med 10 gånger 14 hexagoner delad mitt itu av en gräns, "
                   "båda arméerna uppställda enligt regel [3], tio omgångar."),
        ]
    CREDIT = {"en": " The rules text is the Maneuver rules by Chris Upton.",
              "sv": " Regeltexten är Chris Uptons regler för Maneuver."}
    common.write_scenario(path, "maneuver-hex", "en", [
        # The rules text is Chris Upton's Maneuver rules, shipped for play-testing;
        # it is not ours to put under CC0, so the file claims no licence.
        common.metadata(title, [(lang, text + CREDIT[lang]) for lang, text in description], license_id=None),
        common.parameters(params),
        crt,
        common.terrain_types(TERRAIN),
        common.edge_types(EDGES),
        common.sides(SIDES),
        board(border),
        common.areas(area_list),
        common.unit_types(unit_type_list()),
        common.units(unit_list(not advanced, north, south)),
        common.rules(rules_sections(rules_path)),
    ])
    return len(north), len(south), len(border)
