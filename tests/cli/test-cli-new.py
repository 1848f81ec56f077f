#!/usr/bin/env python3
"""Tests of `sandtable-cli new`, the command-line twin of the New Scenario dialog.

Usage: test-cli-new.py SANDTABLE_CLI SOURCE_ROOT. Prints TAP-like lines and a
final 'N passed, N failed' line; exits 1 on any failure."""

import os
import re
import subprocess
import sys
import tempfile

cli, root = sys.argv[1], sys.argv[2]
results = []
families = ["maneuver-hex", "manoeuvre", "command-maneuver", "manover"]
missing = {
    "maneuver-hex": "warning: Play-Test cannot start: Blue has no capital",
    "manoeuvre": "",
    "command-maneuver": "warning: Play-Test cannot start: White's leaders on the board have a command rating of 0",
    "manover": "warning: Side North has no headquarters",
}


def run(*args):
    return subprocess.run([cli, *args], capture_output=True, text=True, timeout=60,
                          env={**os.environ, "LANGUAGE": "en", "LC_ALL": "C.UTF-8"})


def check(name, condition, detail=""):
    results.append(condition)
    print(("ok " if condition else "not ok ") + name + ("" if condition else f"  # {detail}"))


r = run("--help")
check("new is in the command list", re.search(r"^\s+new\s", r.stdout, re.M) is not None, r.stdout)
r = run("new", "--help")
check("new --help names its options",
      r.returncode == 0 and all(o in r.stdout for o in ("--family", "--board", "--output", "--force")), r.stdout)

with tempfile.TemporaryDirectory() as tmp:
    for family in families:
        path = os.path.join(tmp, f"{family}.sandtable.xml")
        r = run("new", "--family", family, "-o", path)
        check(f"new --family {family} writes a file", r.returncode == 0 and os.path.exists(path),
              r.stderr)
        check(f"new --family {family} says what it wrote", f"{path}: new {family} scenario" in r.stdout,
              r.stdout)
        r = run("validate", path)
        check(f"the blank {family} scenario validates",
              r.returncode == 0 and f"valid {family} scenario" in r.stdout and "error" not in r.stderr,
              r.stderr)
        # What it lacks to be played, in the words of the problems pane.
        check(f"validate says what the blank {family} scenario lacks",
              missing[family] in r.stderr, r.stderr)
        r = run("format", "--check", path)
        check(f"the blank {family} scenario is in canonical form", r.returncode == 0, r.stderr)

    # The Manöver blank leaves south-reserve-size out: it would hold any set-up to 7.
    text = open(os.path.join(tmp, "manover.sandtable.xml"), encoding="utf-8").read()
    check("the blank manover scenario leaves south-reserve-size out",
          "south-reserve-size" not in text and 'name="move-limit"' in text, text[:400])

    # A blank hex scenario cannot be played before each side has a capital:
    # play refuses it in the words validate and the problems pane use.
    r = run("play", os.path.join(tmp, "maneuver-hex.sandtable.xml"))
    check("play refuses a blank hex scenario without capitals, naming the side",
          r.returncode != 0 and "has no capital" in r.stderr, r.stderr)

    hexes = os.path.join(tmp, "hex.sandtable.xml")
    r = run("new", "--family", "maneuver-hex", "--board", "12x16", "--pointy", "--title", "Border War",
            "-o", hexes)
    text = open(hexes, encoding="utf-8").read() if os.path.exists(hexes) else ""
    check("--board, --pointy and --title shape the board",
          r.returncode == 0 and 'columns="12"' in text and 'rows="16"' in text and "pointy" in text
          and "Border War" in text, r.stderr + text[:600])

    squares = os.path.join(tmp, "plain.sandtable.xml")
    r = run("new", "--family", "manoeuvre", "--board", "6x10", "-o", squares)
    text = open(squares, encoding="utf-8").read() if os.path.exists(squares) else ""
    check("a size for manoeuvre gives plain squares, not map sections",
          r.returncode == 0 and 'columns="6"' in text and "<section " not in text, r.stderr + text[:600])

    graph = os.path.join(tmp, "map.sandtable.xml")
    r = run("new", "--family", "manover", "--board", "1600x900", "-o", graph)
    text = open(graph, encoding="utf-8").read() if os.path.exists(graph) else ""
    check("a size for manover is the map's width and height",
          r.returncode == 0 and 'width="1600"' in text and 'height="900"' in text, r.stderr + text[:600])

    # A file is never replaced unless asked.
    before = open(hexes, encoding="utf-8").read()
    r = run("new", "--family", "manover", "-o", hexes)
    check("new refuses to replace an existing file with status 1",
          r.returncode == 1 and "--force" in r.stderr and open(hexes, encoding="utf-8").read() == before,
          r.stderr)
    r = run("new", "--family", "manover", "--force", "-o", hexes)
    check("new --force replaces it", r.returncode == 0 and "manover" in open(hexes, encoding="utf-8").read(),
          r.stderr)

    # Usage errors: status 2, a message that says what is expected.
    for args, expect in ((["-o", os.path.join(tmp, "x.xml")], "--family"),
                         (["--family", "chess", "-o", os.path.join(tmp, "x.xml")], "maneuver-hex"),
                         (["--family", "manover"], "-o FILE"),
                         (["--family", "maneuver-hex", "--board", "12", "-o", os.path.join(tmp, "x.xml")], "WxH"),
                         (["--family", "maneuver-hex", "--board", "0x5", "-o", os.path.join(tmp, "x.xml")], "WxH"),
                         (["--family", "maneuver-hex", "--board", "501x5", "-o", os.path.join(tmp, "x.xml")],
                          "500"),
                         (["--family", "maneuver-hex", "--board", "2.5x5", "-o", os.path.join(tmp, "x.xml")],
                          "whole")):
        r = run("new", *args)
        check(f"new {' '.join(a.replace(tmp, 'TMP') for a in args)} is a usage error naming {expect}",
              r.returncode == 2 and expect in r.stderr and not os.path.exists(os.path.join(tmp, "x.xml")),
              f"{r.returncode} {r.stderr}")

    # The folder of the file must exist; nothing is left behind.
    r = run("new", "--family", "manover", "-o", os.path.join(tmp, "no", "such", "dir.xml"))
    check("new into a missing folder fails with status 1", r.returncode == 1 and "error" in r.stderr, r.stderr)

passed = sum(results)
print(f"{passed} passed, {len(results) - passed} failed")
sys.exit(0 if all(results) else 1)
