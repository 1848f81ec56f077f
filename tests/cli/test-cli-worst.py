#!/usr/bin/env python3
"""The worst file within the format's limits for each list (bench/gen-worst.py)
loads and is checked as it should be: valid ones valid, with the warnings the
set-up checks owe them, refused ones refused at their first problem. Each of
them used to take from 4 to more than 60 seconds (docs/testing.md); this test
asserts no time, but a check gone quadratic again makes it run into its
meson timeout.

Usage: test-cli-worst.py SANDTABLE_CLI SOURCE_ROOT"""

import os
import re
import shutil
import subprocess
import sys
import tempfile

cli, root = sys.argv[1], sys.argv[2]
tmp = tempfile.mkdtemp(prefix="st-cli-worst-")
results = []


def check(name, condition, detail=""):
    results.append(condition)
    print(("ok " if condition else "not ok ") + name + ("" if condition else f"  # {detail}"))


def run(*args):
    return subprocess.run([cli, *args], capture_output=True, text=True, timeout=120)


gen = subprocess.run([sys.executable, os.path.join(root, "bench", "gen-worst.py"), tmp],
                     capture_output=True, text=True, timeout=300)
check("gen-worst.py writes the worst files", gen.returncode == 0, gen.stderr)
names = subprocess.run([sys.executable, os.path.join(root, "bench", "gen-worst.py"), "--list"],
                       capture_output=True, text=True).stdout.split()

# What validate says of each: the exit status, a pattern of its first line and,
# for files with more problems than are listed, how many there are in all.
expected = {
    "text-translations": (0, r"valid maneuver-hex scenario$", None),
    "translation-langs": (0, r"valid maneuver-hex scenario$", None),
    "units-borders": (0, r"valid maneuver-hex scenario$", None),
    # Every unit stands outside the zone: as many problems as the file has units
    # (how many fit depends on the elements the bundled base file spends).
    "setup-area": (0, r"warning: Blue Infantry \(001401\) stands outside its side’s set-up zone$", "units"),
    "areas": (0, r"warning: .* stands outside its side’s set-up zone$", None),
    "unit-types": (0, r"warning: Red t\d+ \(\d+\) stands outside its side’s set-up zone$", None),
    "cards": (0, r"warning: unit 'extra-\d+' belongs to side 'aurelia', not to this deck's side 'borovia'$",
              None),
    "graph-links": (0, r"valid manover scenario$", None),
    "graph-area": (0, r"warning: .* stands outside its side’s set-up zone$", None),
    "terrains": (0, r"valid maneuver-hex scenario$", None),
    "cells": (0, r"valid maneuver-hex scenario$", None),
    "edges": (0, r"valid maneuver-hex scenario$", None),
    "rules-sections": (0, r"valid maneuver-hex scenario$", None),
    "decks": (0, r"valid manoeuvre scenario$", None),
    # At the line of the first unknown parameter, wherever the base puts it.
    "params": (1, r":{line of p0}:12: error: unknown parameter 'p0' for ruleset maneuver-hex", None),
    "effects": (1, r":\d+:\d+: error: unknown terrain effect 'e0'", None),
    "playtest": (0, r"valid maneuver-hex scenario$", None),
}
check("every worst file has its expectation", sorted(names) == sorted(expected), names)

for name in names:
    path = os.path.join(tmp, name + ".xml")
    status, pattern, total = expected.get(name, (0, "", None))
    with open(path, encoding="utf-8") as f:
        text = f.read()
    if "{line of p0}" in pattern:
        pattern = pattern.replace("{line of p0}", str(text[:text.index('name="p0"')].count("\n") + 1))
    if total == "units":
        total = text.count("<unit ")
    r = run("validate", path)
    # Files within the format's limits may pass the engine's (hex boards of
    # at most 4,096 cells, 128 towns): validate then also warns that Play-Test
    # cannot start, which says nothing of the list the file fills.
    lines = [line for line in (r.stderr + r.stdout).splitlines() if "Play-Test cannot start" not in line]
    check(f"validate {name}.xml exits {status}", r.returncode == status, r.stderr[-300:])
    check(f"validate {name}.xml: {pattern}", bool(lines) and re.search(pattern, lines[0]) is not None,
          lines[:1])
    more = [line for line in lines if "more problems" in line]
    if total is not None:
        m = re.search(r"… and (\d+) more problems", more[0]) if more else None
        check(f"validate {name}.xml counts all {total} problems", m is not None and int(m.group(1)) + 100 == total,
              more)

# The text of 49,000 translations: every language is read, and `format`, which
# loads the file twice, writes it back equal to what it read.
info = run("info", "--json", os.path.join(tmp, "text-translations.xml"))
check("info reads every language of the text of many translations",
      info.returncode == 0 and info.stdout.count('"x4') >= 9000, info.stderr[-300:])
for name in ("text-translations", "translation-langs", "graph-links"):
    path = os.path.join(tmp, name + ".xml")
    copy = os.path.join(tmp, name + "-formatted.xml")
    shutil.copyfile(path, copy)
    f = run("format", copy)
    check(f"format {name}.xml succeeds", f.returncode == 0, f.stderr[-300:])
    v = run("validate", copy)
    check(f"the formatted {name}.xml is valid", v.returncode == 0 and "valid" in v.stdout, v.stderr[-300:])
    again = os.path.join(tmp, name + "-again.xml")
    shutil.copyfile(copy, again)
    run("format", again)
    with open(copy, "rb") as a, open(again, "rb") as b:
        check(f"format of the formatted {name}.xml changes nothing", a.read() == b.read())

shutil.rmtree(tmp, ignore_errors=True)
print(f"1..{len(results)}")
sys.exit(0 if all(results) else 1)
