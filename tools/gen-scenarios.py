#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Writes the five bundled scenarios into data/scenarios/ and the English Manöver
rules into docs/rules/manover-spelet.en.md. Python 3, standard library only.

Usage: tools/gen-scenarios.py [--preview SVG] [SHARED_DIR]

SHARED_DIR holds rules/ and data/finland-1930/ (default: ../shared beside the
checkout). The files come out in Sandtable's canonical form, so
`sandtable-cli format --check data/scenarios/*.xml` passes without a rewrite.
--preview writes an SVG sketch of the Finland map (towns, links, area lines, the
starting pieces) for checking it by eye; it is not part of the product.
See docs/scenarios.md for what the scenarios contain and why.
"""

import argparse
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

from scenarios import finland, hex as hexmaps, manover_rules, squares  # noqa: E402

root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
parser = argparse.ArgumentParser(description="Write the bundled scenarios.")
parser.add_argument("shared", nargs="?", default=os.path.join(root, "..", "shared"),
                    help="folder holding rules/ and data/finland-1930/")
parser.add_argument("--preview", metavar="SVG", help="also write an SVG sketch of the Finland map")
args = parser.parse_args()

out = os.path.join(root, "data", "scenarios")
os.makedirs(out, exist_ok=True)
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
with open(os.path.join(root, "docs", "rules", "manover-spelet.en.md"), "w", encoding="utf-8") as f:
    f.write(manover_rules.markdown())
print("docs/rules/manover-spelet.en.md: written")
if args.preview:
    finland.preview_svg(args.preview, finland_data)
    print(f"preview: {args.preview}")
