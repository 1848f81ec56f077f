#!/usr/bin/env python3
"""Tests of sandtable-cli's engine commands: moves, play and playtest.

Usage: test-cli-engine.py SANDTABLE_CLI SOURCE_ROOT. Prints TAP-like lines and a
final 'N passed, N failed' line; exits 1 on any failure."""

import json
import os
import re
import subprocess
import sys
import tempfile

cli, root = sys.argv[1], sys.argv[2]
basic = os.path.join(root, "data", "scenarios", "maneuver-basic.xml")
advanced = os.path.join(root, "data", "scenarios", "maneuver-advanced.xml")
manoeuvre = os.path.join(root, "data", "scenarios", "manoeuvre.xml")
results = []


def run(*args):
    return subprocess.run([cli, *args], capture_output=True, text=True, timeout=300)


def check(name, condition, detail=""):
    results.append(condition)
    print(("ok " if condition else "not ok ") + name + ("" if condition else f"  # {detail}"))


tmp = tempfile.mkdtemp()

# moves
r = run("moves", basic)
lines = r.stdout.splitlines()
check("moves lists the first player's actions", r.returncode == 0 and lines[0].startswith("# turn 1, movement phase, blue")
      and "end-phase" in lines and any(l.startswith("move blue-") for l in lines), r.stdout[:300] + r.stderr)
r = run("moves", "--json", basic)
data = json.loads(r.stdout) if r.returncode == 0 else {}
check("moves --json names turn, phase, player and actions",
      data.get("turn") == 1 and data.get("phase") == "movement" and data.get("player") == "blue"
      and "end-phase" in data.get("actions", []), r.stdout[:300] + r.stderr)
r = run("moves", advanced)
check("moves starts with set-up in the advanced scenario",
      r.returncode == 0 and "setup phase" in r.stdout and "place blue-capital-1 4,7" in r.stdout, r.stdout[:300])

log = os.path.join(tmp, "game.log")
with open(log, "w") as f:
    f.write("# a comment\nseed 7\nend-phase\n\nend-phase\n")
r = run("moves", "--json", "--log", log, basic)
data = json.loads(r.stdout) if r.returncode == 0 else {}
check("moves --log replays the log first", data.get("player") == "red" and data.get("phase") == "movement",
      r.stdout[:300] + r.stderr)

with open(log, "w") as f:
    f.write("seed 7\nend-phase\nmove blue-capital-1 4,2-4,3\n")
r = run("moves", "--log", log, basic)
check("an illegal action in a log is LOG:LINE:1: error",
      r.returncode == 1 and re.search(re.escape(log) + r":3:1: error: 'move blue-capital-1 4,2-4,3' is not a legal",
                                      r.stderr) is not None, r.stderr)
with open(log, "w") as f:
    f.write("end-phase\n")
r = run("moves", "--log", log, basic)
check("a log without a seed line is an error at line 1",
      r.returncode == 1 and f"{log}:1:1: error:" in r.stderr, r.stderr)
r = run("moves", "--log", os.path.join(tmp, "missing.log"), basic)
check("a missing log is invalid input", r.returncode == 1 and "missing.log" in r.stderr, r.stderr)
r = run("moves", manoeuvre)
check("a family without an engine is invalid input",
      r.returncode == 1 and "no rules engine for the manoeuvre family" in r.stderr, r.stderr)
check("moves without a file is a usage error", run("moves").returncode == 2)

# play
out = os.path.join(tmp, "played.log")
r = run("play", basic, "--p1", "greedy", "--p2", "random", "--seed", "5", "--log-out", out)
lines = r.stdout.splitlines()
check("play prints the seed, the actions and the result",
      r.returncode == 0 and lines[0] == "seed 5" and re.match(r"# (blue wins|red wins|draw)", lines[-1]) is not None
      and len(lines) > 20, r.stdout[-300:] + r.stderr)
check("play --log-out writes the same log", os.path.exists(out) and open(out).read() == r.stdout)
r2 = run("play", basic, "--p1", "greedy", "--p2", "random", "--seed", "5")
check("play is deterministic for a seed", r2.stdout == r.stdout)
r3 = run("moves", "--json", "--log", out, basic)
data = json.loads(r3.stdout) if r3.returncode == 0 else {}
check("the log of play replays to the end of the game", data.get("terminal") is True and data.get("actions") == [],
      r3.stdout[:300] + r3.stderr)
r = run("play", basic, "--p1", "mcts", "--p2", "greedy", "--iterations", "10", "--seed", "2")
check("play with an MCTS player", r.returncode == 0 and r.stdout.startswith("seed 2"), r.stderr)
r = run("play", basic, "--p1", "clever")
check("an unknown player kind is a usage error", r.returncode == 2 and "clever" in r.stderr, r.stderr)

# playtest
a = run("playtest", basic, "--games", "200", "--jobs", "1", "--seed", "3", "--json")
b = run("playtest", basic, "--games", "200", "--jobs", "2", "--seed", "3", "--json")
check("playtest --games 200 gives byte-identical JSON for --jobs 1 and --jobs 2",
      a.returncode == 0 and b.returncode == 0 and a.stdout == b.stdout and len(a.stdout) > 0, a.stderr + b.stderr)
data = json.loads(a.stdout) if a.returncode == 0 else {}
check("playtest JSON counts every game",
      data.get("games") == 200 and data["players"][0]["wins"] + data["players"][1]["wins"] + data["draws"] == 200
      and sum(data["end_reasons"].values()) == 200 and sum(data["length"]["turns_histogram"].values()) == 200,
      a.stdout[:400])
lo, hi = data.get("first_player_win_rate_95", [1, 0])
check("playtest JSON has a confidence interval around the win rate",
      lo <= data.get("first_player_win_rate", -1) <= hi, a.stdout[:400])
check("playtest reports progress on stderr", "played 200 of 200 games" in a.stderr, a.stderr[-200:])
r = run("playtest", basic, "--games", "20", "--p1", "greedy", "--csv")
rows = r.stdout.splitlines()
check("playtest --csv prints a header and one line a game",
      r.returncode == 0 and rows[0] == "game,seed,winner,end_reason,turns,actions" and len(rows) == 21, r.stdout[:300])
r = run("playtest", basic, "--games", "10")
check("playtest prints a text summary", r.returncode == 0 and "First player wins" in r.stdout, r.stdout)
check("playtest --games 0 is a usage error", run("playtest", basic, "--games", "0").returncode == 2)
check("playtest --json --csv is a usage error", run("playtest", basic, "--json", "--csv").returncode == 2)

# ---------------------------------------------------------------------------
# command-maneuver (the "cm" helper's block): moves, a log, play and playtest on
# the bundled Command and Maneuver scenario.
cm = os.path.join(root, "data", "scenarios", "command-and-maneuver.xml")


def cm_texts(data):
    return [a if isinstance(a, str) else a.get("text") for a in data.get("actions", [])]


r = run("moves", "--json", cm)
data = json.loads(r.stdout) if r.returncode == 0 else {}
texts = cm_texts(data)
check("cm: moves --json lists White's first moves, each activated by a leader",
      data.get("turn") == 1 and data.get("player") == "white" and data.get("terminal") is False
      and "move white-infantry-4 4,1-4,2 by white-general-1" in texts and "pass" in texts
      and "move white-cavalry-1 1,0-1,3 by white-general-1" not in texts, r.stdout[:300] + r.stderr)
objects = [a for a in data.get("actions", []) if isinstance(a, dict)]
if objects:
    move = next((a for a in objects if a.get("text") == "move white-infantry-4 4,1-4,2 by white-general-1"), {})
    check("cm: a move's structured action names unit, places and the activating leader",
          move.get("kind") == "move" and move.get("unit") == "white-infantry-4" and move.get("from") == "4,1"
          and move.get("to") == "4,2" and move.get("agent") == "white-general-1", json.dumps(move))
cm_log = os.path.join(tmp, "cm.log")
with open(cm_log, "w") as f:
    f.write("seed 1\nmove white-infantry-1 1,1-1,2 by white-general-1\n")
r = run("moves", "--json", "--log", cm_log, cm)
data = json.loads(r.stdout) if r.returncode == 0 else {}
check("cm: moves --log replays a move onto a hill; the turn goes on",
      data.get("player") == "white" and "move white-infantry-1 1,2-1,3 by white-general-1" not in cm_texts(data),
      r.stdout[:300] + r.stderr)
with open(cm_log, "w") as f:
    f.write("seed 1\nmove white-cavalry-1 1,0-1,3 by white-general-1\n")
r = run("moves", "--log", cm_log, cm)
check("cm: cavalry leaping the hill at 1,2 is an illegal log action",
      r.returncode == 1 and f"{cm_log}:2:1: error:" in r.stderr, r.stderr)
r = run("play", cm, "--p1", "greedy", "--p2", "random", "--seed", "3")
lines = r.stdout.splitlines()
# Log texts or sentences for people, whichever play prints: the game ends with a result.
check("cm: play runs a whole game", r.returncode == 0 and len(lines) > 10
      and re.match(r"# (white wins|black wins|draw)", lines[-1], re.IGNORECASE) is not None,
      r.stdout[-300:] + r.stderr)
r = run("playtest", cm, "--games", "100", "--jobs", "2", "--json")
data = json.loads(r.stdout) if r.returncode == 0 else {}
check("cm: playtest reports the ruleset's end reasons",
      data.get("games") == 100 and sum(data.get("end_reasons", {}).values()) == 100
      and set(data.get("end_reasons", {})) <= {"activation", "leaders-captured", "both-passed", "turn-limit"},
      r.stdout[:400] + r.stderr)
# End of the command-maneuver block.
# ---------------------------------------------------------------------------

failed = results.count(False)
print(f"{len(results) - failed} passed, {failed} failed")
sys.exit(1 if failed else 0)
