#!/usr/bin/env python3
"""Tests of `sandtable-cli tm`: add a scenario's translations to the user's
memory (SANDTABLE_TM_FILE), look them up, export it as TMX and import it into
an empty memory, and refuse a hostile TMX at its line and column without
touching the memory.

Usage: test-cli-tm.py SANDTABLE_CLI SOURCE_ROOT."""

import os
import shutil
import subprocess
import sys
import tempfile
import xml.etree.ElementTree as ET

cli, root = sys.argv[1], sys.argv[2]
tmp = tempfile.mkdtemp(prefix="st-cli-tm-")
basic = os.path.join(root, "data", "scenarios", "maneuver-basic.xml")
results = []


def run(*args, memory):
    env = dict(os.environ, SANDTABLE_TM_FILE=memory)
    return subprocess.run([cli, *args], capture_output=True, text=True, timeout=60, env=env)


def check(name, condition, detail=""):
    results.append(condition)
    print(("ok " if condition else "not ok ") + name + ("" if condition else f"  # {detail}"))


memory = os.path.join(tmp, "data", "sandtable", "memory.tmx")
r = run("tm", "lookup", "Turn", "--from", "en", "--to", "sv", memory=memory)
check("lookup in a memory that does not exist yet finds nothing", r.returncode == 0 and r.stdout == "", r.stderr)

r = run("tm", "add", basic, memory=memory)
check("tm add records the scenario's translations", r.returncode == 0 and os.path.exists(memory), r.stderr)
added = int(r.stdout.split()[0])
check("tm add counts them", added > 50, r.stdout)
r = run("tm", "add", basic, memory=memory)
check("tm add of the same scenario adds nothing", r.stdout.startswith("0 "), r.stdout)

# A source of the scenario is found at 100 % with its Swedish translation.
tree = ET.parse(memory)
tu = tree.getroot().find("body/tu")
source, target = [tuv.find("seg").text for tuv in tu.findall("tuv")]
r = run("tm", "lookup", source, "--from", "en", "--to", "sv", memory=memory)
first = r.stdout.splitlines()[0].split("\t")
check("lookup finds the identical source first at 100 %",
      first == ["100", "maneuver-basic.xml", target], r.stdout)
r = run("tm", "lookup", source + " extra words here", "--from", "en", "--to", "sv", "--min", "10", memory=memory)
percent = int(r.stdout.splitlines()[0].split("\t")[0]) if r.stdout else 0
check("a longer source is a fuzzy match under 100 %", 0 < percent < 100, r.stdout)

exported = os.path.join(tmp, "carried.tmx")
r = run("tm", "export", exported, memory=memory)
check("tm export writes every translation", r.returncode == 0 and f": {added} translation" in r.stdout, r.stdout + r.stderr)
check("the export is TMX 1.4", ET.parse(exported).getroot().get("version") == "1.4")

other = os.path.join(tmp, "other", "memory.tmx")
r = run("tm", "import", exported, memory=other)
check("tm import into an empty memory adds every translation", r.returncode == 0 and f": {added} new" in r.stdout,
      r.stdout + r.stderr)
with open(memory, "rb") as a, open(other, "rb") as b:
    check("export and import give the same memory, byte for byte", a.read() == b.read())

bad = os.path.join(tmp, "bad.tmx")
with open(bad, "w") as f:
    f.write('<?xml version="1.0"?>\n<tmx version="1.4"><body>\n  <tu><tuv xml:lang="en"><seg>a</seg></tuv>\n'
            '  <tuv xml:lang="sv"></tuv></tu>\n</body></tmx>\n')
before = open(other, "rb").read()
r = run("tm", "import", bad, memory=other)
check("a hostile TMX is refused with exit 1", r.returncode == 1, r.stderr)
check("at its line and column", f"{bad}:4:3: error:" in r.stderr, r.stderr)
check("the memory is untouched", open(other, "rb").read() == before)
with open(bad, "w") as f:
    f.write("<!DOCTYPE tmx [<!ENTITY a 'a'>]><tmx/>")
r = run("tm", "import", bad, memory=other)
check("a DOCTYPE is refused", r.returncode == 1 and f"{bad}:1:1: error:" in r.stderr, r.stderr)

r = run("tm", "import", memory=other)
check("tm import without a file is a usage error", r.returncode == 2, r.stderr)
r = run("tm", "frobnicate", memory=other)
check("an unknown tm command is a usage error", r.returncode == 2, r.stderr)

shutil.rmtree(tmp)
print(f"1..{len(results)}")
sys.exit(0 if all(results) else 1)
