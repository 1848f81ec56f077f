#!/usr/bin/env python3
"""What sandtable-cli says about a scenario with warnings (set-up problems, an
effect its rules do not read) outside `validate`: the commands that play it
(moves, play, playtest, sweep, balance-diff) print its warnings once on standard
error, as validate prints them (FILE:LINE:COL: warning: ...), before anything
else; --quiet prints none; standard output and the exit status are the same
either way. The other commands report errors only. How many times each command
lints is test-cli-lint.c's.

Usage: test-cli-warnings.py SANDTABLE_CLI SOURCE_ROOT. Prints TAP-like lines and
a final plan; exits 1 on any failure."""

import json
import os
import re
import subprocess
import sys
import tempfile

cli, root = sys.argv[1], sys.argv[2]
warn = os.path.join(root, "tests", "data", "warn")
# maneuver-basic with an effect its rules do not read (the loader's warning), a
# unit outside its set-up zone (every family's lint) and a capital on the map's
# edge (the maneuver-hex ruleset's lint).
three = os.path.join(warn, "maneuver-three-warnings.xml")
edge = os.path.join(warn, "capital-at-edge.xml")  # not playable: no red capital
move_cost = os.path.join(warn, "manoeuvre-move-cost.xml")  # the loader's own warning
basic = os.path.join(root, "data", "scenarios", "maneuver-basic.xml")
results = []
env = dict(os.environ, LANGUAGE="C")


def run(*args):
    return subprocess.run([cli, *args], capture_output=True, text=True, timeout=120, env=env)


def check(name, condition, detail=""):
    results.append(condition)
    print(("ok " if condition else "not ok ") + name + ("" if condition else f"  # {detail}"))


located = re.compile(r"^(.+):(\d+):(\d+): warning: .+$")


def warnings(stderr):
    return [line for line in stderr.splitlines() if ": warning: " in line]


def validate_warnings(path):
    r = run("validate", path)
    assert r.returncode == 0, r.stderr
    # The engine's refusal to play ("Play-Test cannot start") is validate's own:
    # a command that plays the scenario stops on it as an error.
    return [w for w in warnings(r.stderr) if "Play-Test cannot start" not in w]


for path in (three, move_cost):
    name = os.path.basename(path)
    expected = validate_warnings(path)
    check(f"{name}: validate warns at FILE:LINE:COL",
          len(expected) >= 1 and all(located.match(w) and w.startswith(path + ":") for w in expected), expected)

    plays = [
        ("moves", ["moves", path]),
        ("moves --json", ["moves", "--json", path]),
        ("play", ["play", path, "--p1", "random", "--p2", "random", "--seed", "3"]),
        ("playtest --json", ["playtest", path, "--games", "6", "--jobs", "1", "--seed", "1",
                             "--p1", "random", "--p2", "random", "--json"]),
        ("playtest --csv", ["playtest", path, "--games", "6", "--jobs", "1", "--seed", "1",
                            "--p1", "random", "--p2", "random", "--csv"]),
    ]
    for label, args in plays:
        loud = run(*args)
        quiet = run(*args[:1], "--quiet", *args[1:])
        short = run(*args[:1], "-q", *args[1:])
        got = warnings(loud.stderr)
        check(f"{name}: {label} exits as with --quiet", loud.returncode == quiet.returncode == short.returncode == 0,
              loud.stderr + quiet.stderr)
        check(f"{name}: {label} prints validate's warnings on stderr, each once", got == expected,
              f"{got} != {expected}")
        check(f"{name}: {label} prints them first",
              loud.stderr.startswith("\n".join(expected) + "\n"), loud.stderr[:400])
        check(f"{name}: {label} standard output is the same with --quiet", loud.stdout == quiet.stdout == short.stdout)
        check(f"{name}: {label} --quiet prints no warning", warnings(quiet.stderr) == [] and warnings(short.stderr) == [],
              quiet.stderr + short.stderr)
        check(f"{name}: {label} standard output has no warning", "warning:" not in loud.stdout)
        if label.endswith("--json"):
            try:
                json.loads(loud.stdout)
                parsed = True
            except ValueError:
                parsed = False
            check(f"{name}: {label} standard output is JSON", parsed, loud.stdout[:200])

# sweep plays the scenario at each value: its warnings once, not once a value.
expected = validate_warnings(three)
check("the fixture has its three warnings", len(expected) == 3, expected)
args = ["sweep", three, "--param", "turn-limit", "--values", "2,4,6", "--games", "2", "--jobs", "1",
        "--p1", "random", "--p2", "random", "--json"]
loud, quiet = run(*args), run("sweep", "-q", *args[1:])
check("sweep: validate's warnings once, not once a value", loud.returncode == 0 and warnings(loud.stderr) == expected,
      loud.stderr)
check("sweep: the same JSON with --quiet", loud.stdout == quiet.stdout and warnings(quiet.stderr) == [],
      quiet.stderr)

# balance-diff: the new version's warnings; the old one is only compared with.
args = ["balance-diff", three, three, "--games", "4", "--jobs", "1", "--p1", "random", "--p2", "random", "--json"]
loud, quiet = run(*args), run("balance-diff", "--quiet", *args[1:])
check("balance-diff: the new version's warnings once, not the old one's too",
      loud.returncode == 0 and warnings(loud.stderr) == expected, loud.stderr)
check("balance-diff: the same JSON with --quiet", loud.stdout == quiet.stdout and warnings(quiet.stderr) == [],
      quiet.stderr)
args = ["balance-diff", basic, three, "--games", "4", "--jobs", "1", "--p1", "random", "--p2", "random"]
r = run(*args)
check("balance-diff: a new version with warnings, an old one without", r.returncode != 2 and warnings(r.stderr) == expected,
      r.stderr)

# A scenario with errors is still refused, at FILE:LINE:COL, --quiet or not.
bad = os.path.join(root, "tests", "data", "bad", "unknown-unit-type.xml")
for q in ([], ["--quiet"]):
    r = run("moves", *q, bad)
    check(f"moves {' '.join(q)} on a file with errors: FILE:LINE:COL: error",
          r.returncode == 1 and re.search(r"^" + re.escape(bad) + r":\d+:\d+: error: ", r.stderr, re.M) is not None,
          r.stderr)

# The commands that only read, rewrite or translate a scenario report errors
# only: its set-up is validate's (and not linted, test-cli-lint.c).
with tempfile.TemporaryDirectory() as tmp:
    for label, args in [
        ("info", ["info", edge]),
        ("info --json", ["info", "--json", edge]),
        ("rules", ["rules", edge]),
        ("po export", ["po", "export", edge, "--lang", "sv", "-o", os.path.join(tmp, "sv.po")]),
        ("format --check", ["format", "--check", edge]),
    ]:
        r = run(*args)
        check(f"{label}: no warnings", r.returncode in (0, 1) and warnings(r.stderr) == [], r.stderr)

# The bundled scenarios have no warnings: the commands print nothing extra.
r = run("moves", basic)
check("moves on a bundled scenario: nothing on stderr", r.returncode == 0 and r.stderr == "", r.stderr)

print(f"1..{len(results)}")
sys.exit(0 if all(results) else 1)
