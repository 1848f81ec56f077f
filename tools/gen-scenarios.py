#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Writes the five bundled scenarios into data/scenarios/.

Usage: tools/gen-scenarios.py [SHARED_DIR]
SHARED_DIR holds rules/ and data/finland-1930/ (default: ../shared beside the
checkout). Afterwards run `sandtable-cli format data/scenarios/*.xml` so the files
are in Sandtable's canonical form; the round-trip tests check that they are.
"""

import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

from scenarios import finland, hex as hexmaps, squares  # noqa: E402

root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
shared = sys.argv[1] if len(sys.argv) > 1 else os.path.join(root, "..", "shared")
out = os.path.join(root, "data", "scenarios")
os.makedirs(out, exist_ok=True)

rules = os.path.join(shared, "rules", "maneuver-hex.txt")
print("maneuver-basic: north %d hexes, south %d, %d border hexsides"
      % hexmaps.build(os.path.join(out, "maneuver-basic.xml"), rules, advanced=False))
print("maneuver-advanced: north %d hexes, south %d, %d border hexsides"
      % hexmaps.build(os.path.join(out, "maneuver-advanced.xml"), rules, advanced=True))
squares.manoeuvre(os.path.join(out, "manoeuvre.xml"))
squares.command_and_maneuver(os.path.join(out, "command-and-maneuver.xml"))
print("manover-finland: %d towns, %d links, %d junctions"
      % finland.build(os.path.join(out, "manover-finland.xml"), os.path.join(shared, "data", "finland-1930")))
