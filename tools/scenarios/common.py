# SPDX-License-Identifier: GPL-3.0-or-later
"""A small writer for Sandtable scenario XML (docs/format.md).

The generators build plain Python structures and this module writes them in the
documented element and attribute order, two spaces a level, one element a line, in the
canonical form that Sandtable itself writes (`sandtable-cli format --check` agrees).
"""

from xml.sax.saxutils import escape, quoteattr

NS = "https://sandtable.github.io/ns/scenario/1"


def number(value):
    """The shortest plain decimal that reads back as the same double, as Sandtable
    writes coordinates and widths (src/core/st-scenario-save.c)."""
    for decimals in range(18):
        text = f"{value:.{decimals}f}"
        if float(text) == value:
            return text
    return repr(value)


class Writer:
    def __init__(self, ruleset, lang):
        self.lines = ['<?xml version="1.0" encoding="UTF-8"?>']
        self.lang = lang
        self.ruleset = ruleset
        self.depth = 0

    def _attrs(self, attrs):
        out = []
        for name, value in attrs:
            if value is None or value is False:
                continue
            if value is True:
                value = "true"
            if isinstance(value, float):
                value = number(value)
            out.append(f" {name}={quoteattr(str(value))}")
        return "".join(out)

    def open(self, tag, *attrs):
        self.lines.append("  " * self.depth + f"<{tag}{self._attrs(attrs)}>")
        self.depth += 1

    def close(self, tag):
        self.depth -= 1
        self.lines.append("  " * self.depth + f"</{tag}>")

    def empty(self, tag, *attrs):
        self.lines.append("  " * self.depth + f"<{tag}{self._attrs(attrs)}/>")

    def element(self, tag, text, *attrs):
        self.lines.append("  " * self.depth + f"<{tag}{self._attrs(attrs)}>{escape(text)}</{tag}>")

    def text(self, tag, values):
        """values: a string (document language) or a list of (lang, text)."""
        if isinstance(values, str):
            values = [(self.lang, values)]
        for lang, value in values:
            lang_attr = None if lang == self.lang else lang
            self.element(tag, value, ("xml:lang", lang_attr))

    def result(self):
        return "\n".join(self.lines) + "\n"


def write_scenario(path, ruleset, lang, parts):
    """parts: a list of callables taking the writer, in document order."""
    w = Writer(ruleset, lang)
    w.open("scenario", ("xmlns", NS), ("version", 1), ("ruleset", ruleset), ("xml:lang", lang))
    for part in parts:
        part(w)
    w.close("scenario")
    with open(path, "w", encoding="utf-8") as out:
        out.write(w.result())


def metadata(title, description, author="The Sandtable project", license_id="CC0-1.0"):
    def part(w):
        w.open("metadata")
        w.text("title", title)
        w.element("author", author)
        w.text("description", description)
        if license_id is not None:
            w.element("license", license_id)
        w.close("metadata")
    return part


def parameters(params):
    def part(w):
        w.open("parameters")
        for name, value in params:
            w.empty("param", ("name", name), ("value", value))
        w.close("parameters")
    return part


def terrain_types(terrains):
    """terrains: (id, colour, pattern, names, [(effect, value)])."""
    def part(w):
        w.open("terrain-types")
        for tid, colour, pattern, names, effects in terrains:
            w.open("terrain", ("id", tid), ("color", colour),
                   ("pattern", None if pattern == "none" else pattern))
            w.text("name", names)
            for name, value in effects:
                w.empty("effect", ("name", name), ("value", value))
            w.close("terrain")
        w.close("terrain-types")
    return part


def edge_types(types):
    """types: (id, colour, width, style, names[, link]); link: "railway", "road" or None."""
    def part(w):
        w.open("edge-types")
        for tid, colour, width, style, names, *link in types:
            w.open("edge-type", ("id", tid), ("color", colour), ("width", width), ("style", style),
                   ("link", link[0] if link else None))
            w.text("name", names)
            w.close("edge-type")
        w.close("edge-types")
    return part


def sides(side_list):
    """side_list: (id, colour, names, rank or None[, home]); home: "north", "south" or None."""
    def part(w):
        w.open("sides")
        for sid, colour, names, rank, *home in side_list:
            w.open("side", ("id", sid), ("color", colour), ("rank", rank), ("home", home[0] if home else None))
            w.text("name", names)
            w.close("side")
        w.close("sides")
    return part


def areas(area_list, graph=False):
    """area_list: (id, role, side, names, members)."""
    def part(w):
        w.open("areas")
        for aid, role, side, names, members in area_list:
            w.open("area", ("id", aid), ("role", role), ("side", side))
            w.text("name", names)
            if graph:
                w.element("nodes", " ".join(members))
            else:
                w.element("cells", " ".join(f"{x},{y}" for x, y in members))
            w.close("area")
        w.close("areas")
    return part


def unit_types(types):
    """types: (id, arm, side, [(attr, value)], names)."""
    def part(w):
        w.open("unit-types")
        for tid, arm, side, attrs, names in types:
            w.open("unit-type", ("id", tid), ("arm", arm), ("side", side), *attrs)
            w.text("name", names)
            w.close("unit-type")
        w.close("unit-types")
    return part


def units(unit_list):
    """unit_list: dicts with id, type, side, at (or None), reduced, names."""
    def part(w):
        w.open("units")
        for u in unit_list:
            at = u.get("at")
            if isinstance(at, tuple):
                at = f"{at[0]},{at[1]}"
            attrs = [("id", u["id"]), ("type", u["type"]), ("side", u["side"]), ("at", at),
                     ("reduced", u.get("reduced", False)), ("reserve", at is None)]
            if u.get("names"):
                w.open("unit", *attrs)
                w.text("name", u["names"])
                w.close("unit")
            else:
                w.empty("unit", *attrs)
        w.close("units")
    return part


def rules(sections):
    """sections: (id, titles, bodies) with titles/bodies a str or [(lang, text)]."""
    def part(w):
        w.open("rules")
        for sid, titles, bodies in sections:
            w.open("section", ("id", sid))
            w.text("title", titles)
            w.text("body", bodies)
            w.close("section")
        w.close("rules")
    return part
