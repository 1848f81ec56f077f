#!/usr/bin/env python3
"""Tests of sandtable-cli balance-diff: the same games on two versions of a scenario.

Usage: test-cli-balance.py SANDTABLE_CLI SOURCE_ROOT. Prints TAP-like lines and a
final 'N passed, N failed' line; exits 1 on any failure."""

import json
import os
import subprocess
import sys
import tempfile

cli, root = sys.argv[1], sys.argv[2]
basic = os.path.join(root, "data", "scenarios", "maneuver-basic.xml")
manoeuvre = os.path.join(root, "data", "scenarios", "manoeuvre.xml")
results = []


def run(*args, env=None):
    return subprocess.run([cli, *args], capture_output=True, text=True, timeout=300,
                          env=None if env is None else {**os.environ, **env})


def check(name, condition, detail=""):
    results.append(condition)
    print(("ok " if condition else "not ok ") + name + ("" if condition else f"  # {detail}"))


tmp = tempfile.mkdtemp()
with open(basic, encoding="utf-8") as f:
    text = f.read()

# A version whose turn limit is shorter and one where Blue's first unit stands elsewhere.
shorter = os.path.join(tmp, "shorter.xml")
with open(shorter, "w", encoding="utf-8") as f:
    f.write(text.replace('<param name="turn-limit" value="10"/>', '<param name="turn-limit" value="2"/>'))

r = run("balance-diff", "--json", "--games", "20", "--jobs", "2", "--p1", "greedy", "--p2", "greedy", basic, basic)
data = json.loads(r.stdout) if r.returncode == 0 else {}
check("the same version twice: no change, no edits, identical runs",
      data.get("change") == 0 and data.get("real") is False and data.get("edits") == []
      and data.get("old") == data.get("new") and data.get("p_value") == 1.0 and data.get("same_games") is True,
      r.stdout[:400] + r.stderr[-400:])

r = run("balance-diff", "--json", "--games", "30", "--jobs", "2", "--p1", "greedy", "--p2", "greedy", basic, shorter)
data = json.loads(r.stdout) if r.returncode == 0 else {}
edits = data.get("edits", [])
check("a two-turn limit is a real change with its edit listed",
      data.get("real") is True and data.get("new", {}).get("end_reasons", {}).get("turn-limit", 0)
      > data.get("old", {}).get("end_reasons", {}).get("turn-limit", 0)
      and any(e["part"] == "parameter" and e["id"] == "turn-limit" and e["kind"] == "changed" for e in edits)
      and data.get("change_low", 1) <= data.get("change", 0) <= data.get("change_high", -1)
      and data.get("turns_change", 0) < 0,
      r.stdout[:600] + r.stderr[-400:])

r2 = run("balance-diff", "--json", "--games", "30", "--jobs", "1", "--p1", "greedy", "--p2", "greedy", basic, shorter)
check("the result does not depend on the number of jobs", r2.returncode == 0 and json.loads(r2.stdout) == data,
      r2.stderr[-300:])

r = run("balance-diff", "--games", "20", "--p1", "random", "--p2", "random", basic, shorter)
check("text output states the change and lists the edits",
      r.returncode == 0 and "p = " in r.stdout and "1 edit" in r.stdout and "→" in r.stdout, r.stdout + r.stderr)

r = run("balance-diff", "--games", "20", "--p1", "greedy", "--p2", "greedy", basic, shorter, env={"LANGUAGE": "sv"})
check("balance-diff in Swedish names the side as the scenario does in Swedish",
      r.returncode == 0 and "Blå" in r.stdout and "Blue" not in r.stdout, r.stdout + r.stderr[-300:])

r = run("balance-diff", "--json", "--games", "30", "--jobs", "2", "--p1", "greedy", "--p2", "greedy", basic, shorter)
data = json.loads(r.stdout) if r.returncode == 0 else {}
figures = data.get("figures", [])
check("balance-diff compares wins, draws and length in both seatings, each with its interval, one headlined",
      len(figures) == 6 and {f["first_side"] for f in figures} == {"blue", "red"}
      and {f["figure"] for f in figures} == {"wins", "draws", "length"}
      and all(f["change_low"] <= f["change"] <= f["change_high"] for f in figures)
      and sum(f["headline"] for f in figures) == 1 and data.get("win_rate_of") == "decisive-games"
      and "old_other_seating" in data,
      r.stdout[:600] + r.stderr[-300:])
headline = next((f for f in figures if f["headline"]), {})
check("the statement is the headline figure's, and a real change is the largest real one",
      headline.get("text", "?") in data.get("statement", "") and headline.get("real") is True
      # The headline is the real change of the largest z (st-balance-diff.c), so of the smallest
      # p value: not of the largest change (-2.5 turns with a wide interval is less sure than -2.4).
      and all(f["p_value"] >= headline["p_value"] or not f["real"] for f in figures),
      str(headline) + data.get("statement", ""))

# Players chosen by time: the default without players, named with how strong they are, and the
# verdict checked with stronger players (8 games keep it short).
cache = tempfile.mkdtemp()
r = run("playtest", basic, "--games", "8", "--jobs", "2", "--json", env={"XDG_CACHE_HOME": cache})
data = json.loads(r.stdout) if r.returncode == 0 else {}
chosen = data.get("chosen_players", {})
check("playtest without players chooses them for about a minute, never Random, and names them",
      chosen.get("time") == "minute" and chosen.get("description")
      and all(p["kind"] != "random" for p in chosen.get("players", [{"kind": "random"}]))
      and "Players: " in r.stderr,
      r.stdout[:600] + r.stderr[-300:])
# --games with players by time: every game asked for is played, without a time limit.
check("playtest by time with --games plays every game, with no time limit",
      "Plan: " not in r.stderr and all(s.get("games") == 8 and "stopped" not in s for s in data.get("seatings", [data])),
      r.stderr[-300:])
stronger = data.get("stronger", {})
check("playtest by time checks the verdict with stronger players on a sample",
      stronger.get("players", [{}])[0].get("kind") == "mcts" and stronger.get("seatings", [{}])[0].get("games", 0) > 0
      and data.get("verdict", [{}])[-1].get("kind") in ("holds-stronger", "changes-stronger", "stronger-too-few"),
      r.stdout[-800:])
for bad in (["--time", "2h"], ["--time", "1m", "--p1", "greedy"], ["--time", "10m", "--iterations", "50"]):
    r = run("playtest", basic, "--games", "1", *bad)
    check("playtest " + " ".join(bad) + " is a usage error", r.returncode == 2, r.stderr)

# playtest: the verdict in words, both seatings, the sequential stop, a time budget.
r = run("playtest", basic, "--games", "30", "--jobs", "2", "--p1", "greedy", "--p2", "greedy")
check("playtest text output ends with the verdict and names end reasons for people, not by id",
      r.returncode == 0 and "\n  - " in r.stdout and "capital-captured" not in r.stdout
      and "turn-limit" not in r.stdout, r.stdout[-800:] + r.stderr[-300:])

r = run("playtest", basic, "--games", "30", "--jobs", "2", "--p1", "greedy", "--p2", "greedy", "--both-seatings",
        "--json")
data = json.loads(r.stdout) if r.returncode == 0 else {}
seatings = data.get("seatings", [])
kinds = [f.get("kind") for f in data.get("verdict", [])]
check("playtest --both-seatings --json has both seatings, their sum and the verdict of both",
      len(seatings) == 2 and [s_["first_side"] for s_ in seatings] == ["blue", "red"]
      and data.get("games") == 60 and sum(s_["games"] for s_ in seatings) == 60
      and sum(x["wins"] for x in data.get("sides", [])) + data.get("draws", -1) == 60
      and "one-seating" not in kinds
      and any(k in kinds for k in ("first-move", "second-move", "side-not-first-move", "no-first-move",
                                   "side-and-first-move")),
      r.stdout[:600] + r.stderr[-300:])
check("playtest --json names the scenario's path as its file", data.get("file") == basic, str(data.get("file")))

r = run("playtest", basic, "--games", "20", "--p1", "greedy", "--both-seatings", "--csv")
rows = r.stdout.splitlines()
check("playtest --both-seatings --csv has a seating column and every game of both",
      r.returncode == 0 and rows[0] == "seating,game,seed,winner,end_reason,turns,actions" and len(rows) == 41
      and rows[1].startswith("blue,0,") and rows[21].startswith("red,0,"), r.stdout[:300] + r.stderr[-300:])

r = run("playtest", basic, "--games", "2000", "--jobs", "2", "--p1", "greedy", "--p2", "random",
        "--stop-when-clear", "--json")
data = json.loads(r.stdout) if r.returncode == 0 else {}
check("playtest --stop-when-clear stops at a checkpoint once the answer is clear",
      0 < data.get("games", 0) < 2000 and data.get("games", 1) % 20 == 0, r.stdout[:300] + r.stderr[-300:])

r = run("playtest", basic, "--games", "1", "--p1", "mcts", "--p2", "random", "--seconds", "0.01")
check("playtest --seconds gives MCTS a time budget", r.returncode == 0 and "(MCTS, 0.01 s a move)" in r.stdout,
      r.stdout + r.stderr[-300:])
for bad in (["--seconds", "0"], ["--seconds", "-1"], ["--iterations", "0"], ["--iterations", "50", "--seconds", "1"]):
    r = run("playtest", basic, "--games", "1", *bad)
    check("playtest " + " ".join(bad) + " is a usage error", r.returncode == 2, r.stderr)

r = run("playtest", basic, "--games", "40", "--p1", "greedy", "--p2", "greedy", env={"LANGUAGE": "sv"})
verdict = r.stdout.split("\n  - ", 1)[-1]
check("playtest in Swedish names the sides in Swedish, the verdict too",
      r.returncode == 0 and "Blå" in verdict and "Blue" not in r.stdout, r.stdout[-600:] + r.stderr[-300:])

r = run("balance-diff", basic)
check("one file is a usage error", r.returncode == 2 and "two FILEs" in r.stderr, r.stderr)
r = run("balance-diff", "--games", "0", basic, shorter)
check("zero games is a usage error", r.returncode == 2, r.stderr)
r = run("balance-diff", "--p1", "clever", basic, shorter)
check("an unknown player is a usage error", r.returncode == 2 and "clever" in r.stderr, r.stderr)
r = run("balance-diff", "--games", "10", basic, manoeuvre)
check("versions of different families cannot be compared", r.returncode == 1 and "error" in r.stderr, r.stderr)
missing = os.path.join(tmp, "missing.xml")
r = run("balance-diff", "--games", "10", basic, missing)
check("a missing file is invalid input", r.returncode == 1 and missing in r.stderr, r.stderr)

# One definition of a win rate: the first player's share of the decisive games,
# the same in the JSON, the text and as counted from the CSV's games.
same = ("--games", "40", "--jobs", "2", "--p1", "greedy", "--p2", "greedy", "--seed", "4", basic)
rj, rt, rc = run("playtest", "--json", *same), run("playtest", *same), run("playtest", "--csv", *same)
data = json.loads(rj.stdout) if rj.returncode == 0 else {}
rows = [line.split(",") for line in rc.stdout.splitlines()[1:]] if rc.returncode == 0 else []
first = data.get("players", [{}])[0].get("side")
decisive = [row for row in rows if row[2] != "draw"]
share = sum(row[2] == first for row in decisive) / len(decisive) if decisive else -1
rate = data.get("first_player_win_rate", -2)
check("playtest: first_player_win_rate is the share of decisive games in the JSON, the text and the CSV",
      abs(rate - share) < 1e-9 and data.get("win_rate_of") == "decisive-games"
      and f"First player wins (Blue): {rate * 100:.1f} % of {len(decisive)} decisive games" in rt.stdout
      and "Second player wins (Red): " in rt.stdout and "Blue (Greedy) against Red (Greedy)" in rt.stdout
      and data["first_player_win_rate_95"][0] <= rate <= data["first_player_win_rate_95"][1],
      f"{rate} {share} {rt.stdout[:400]}")

passed = sum(results)
failed = len(results) - passed
print(f"{passed} passed, {failed} failed")
sys.exit(1 if failed else 0)
