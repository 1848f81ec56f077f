#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Writes the five bundled scenarios into data/scenarios/ and the English Manöver
rules into docs/rules/manover-spelet.en.md. Python 3, standard library only.

Usage: tools/gen-scenarios.py [--preview SVG] [--out DIR] [--force] [SHARED_DIR]

SHARED_DIR holds rules/ and data/finland-1930/ (default: ../shared beside the
checkout). The files come out in Sandtable's canonical form, so
`sandtable-cli format --check data/scenarios/*.xml` passes without a rewrite.
--preview writes an SVG sketch of the Finland map (towns, links, area lines, the
starting pieces) for checking it by eye; it is not part of the product.
See docs/scenarios.md for what the scenarios contain and why.

The bundled files have since been edited where the generator cannot follow:
their texts were translated into English, Swedish and Finnish through the PO
round trip (`sandtable-cli po export/import`, docs/translation.md), and
manoeuvre.xml was changed in the app. So a file in DIR that differs from what
the generator writes is kept, and the run says so and fails, unless --force;
--out writes somewhere else to compare.
"""

import argparse
import filecmp
import os
import shutil
import sys
import tempfile

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

from scenarios import finland, hex as hexmaps, manover_rules, squares  # noqa: E402

root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
parser = argparse.ArgumentParser(description="Write the bundled scenarios.")
parser.add_argument("shared", nargs="?", default=os.path.join(root, "..", "shared"),
                    help="folder holding rules/ and data/finland-1930/")
parser.add_argument("--preview", metavar="SVG", help="also write an SVG sketch of the Finland map")
parser.add_argument("--out", metavar="DIR", default=os.path.join(root, "data", "scenarios"),
                    help="where the scenarios go (default: data/scenarios)")
parser.add_argument("--force", action="store_true",
                    help="overwrite files that differ from what the generator writes (their translations are lost)")
args = parser.parse_args()

target = args.out
os.makedirs(target, exist_ok=True)
out = tempfile.mkdtemp(prefix="gen-scenarios-")
finland_data = os.path.join(args.shared, "data", "finland-1930")

rules = os.path.join(args.shared, "rules", "maneuver-hex.txt")
print("maneuver-basic: north %d hexes, south %d, %d border hexsides"
      % hexmaps.build(os.path.join(out, "maneuver-basic.xml"), rules, advanced=False))
print("maneuver-advanced: north %d hexes, south %d, %d border hexsides"
      % hexmaps.build(os.path.join(out, "maneuver-advanced.xml"), rules, advanced=True))
squares.manoeuvre(os.path.join(out, "manoeuvre.xml"))
print("manoeuvre: written")
squares.command_and_maneuver(os.path.join(out, "command-and-maneuver.xml"))
print("command-and-maneuver: written")
stats = finland.build(os.path.join(out, "manover-finland.xml"), finland_data)
print("manover-finland: %(towns)d towns, %(rail)d railways, %(roads)d roads, %(junctions)d junctions, "
      "mean latitude %(mean_lat).3f, height %(height)d" % stats)
kept = []
for name in sorted(os.listdir(out)):
    new, old = os.path.join(out, name), os.path.join(target, name)
    if os.path.exists(old) and not filecmp.cmp(new, old, shallow=False) and not args.force:
        kept.append(name)
        continue
    shutil.copyfile(new, old)
shutil.rmtree(out)
for name in kept:
    print(f"{os.path.join(target, name)}: kept; it differs from what the generator writes (translations or "
          "edits made since); --force overwrites it, --out DIR writes elsewhere to compare", file=sys.stderr)
with open(os.path.join(root, "docs", "rules", "manover-spelet.en.md"), "w", encoding="utf-8") as f:
    f.write(manover_rules.markdown())
print("docs/rules/manover-spelet.en.md: written")
if args.preview:
    finland.preview_svg(args.preview, finland_data)
    print(f"preview: {args.preview}")
if kept:
    sys.exit(1)
