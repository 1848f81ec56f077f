#!/usr/bin/env python3
"""Tests of sandtable-cli balance-diff --baseline REPORT.json NEW: a saved run
(what playtest --json printed) stands for the old version, which is not played again.

Usage: test-cli-baseline.py SANDTABLE_CLI SOURCE_ROOT. Prints TAP-like lines and a
final 'N passed, N failed' line; exits 1 on any failure."""

import json
import os
import re
import subprocess
import sys
import tempfile

cli, root = sys.argv[1], sys.argv[2]
basic = os.path.join(root, "data", "scenarios", "maneuver-basic.xml")
manoeuvre = os.path.join(root, "data", "scenarios", "manoeuvre.xml")
results = []


def run(*args, cwd=None):
    return subprocess.run([cli, *args], capture_output=True, text=True, timeout=300, cwd=cwd)


def check(name, condition, detail=""):
    results.append(condition)
    print(("ok " if condition else "not ok ") + name + ("" if condition else f"  # {detail}"))


def load(r):
    try:
        return json.loads(r.stdout) if r.returncode == 0 else {}
    except json.JSONDecodeError:
        return {}


def write(path, text):
    with open(path, "w", encoding="utf-8") as f:
        f.write(text)
    return path


def at(path, stderr):
    """The text the error's FILE:LINE:COL points at, or None."""
    m = re.match(re.escape(path) + r":(\d+):(\d+): error: ", stderr)
    if m is None:
        return None
    with open(path, encoding="utf-8") as f:
        line = f.read().split("\n")[int(m.group(1)) - 1]
    return line.encode()[int(m.group(2)) - 1:].decode(errors="replace")


tmp = tempfile.mkdtemp()
with open(basic, encoding="utf-8") as f:
    text = f.read()
shorter = write(os.path.join(tmp, "shorter.xml"),
                text.replace('<param name="turn-limit" value="10"/>', '<param name="turn-limit" value="4"/>'))
greedy = ("--p1", "greedy", "--p2", "greedy")

# A saved run of both seatings, 30 greedy games each.
r = run("playtest", basic, "--games", "30", "--jobs", "2", *greedy, "--both-seatings", "--seed", "7", "--json")
base = write(os.path.join(tmp, "base.json"), r.stdout)
check("playtest --json saves a run of both seatings", r.returncode == 0 and len(load(r).get("seatings", [])) == 2,
      r.stderr[-300:])

saved = run("balance-diff", "--baseline", base, shorter, "--jobs", "2", "--json")
played = run("balance-diff", basic, shorter, "--games", "30", "--jobs", "2", *greedy, "--seed", "7", "--json")
a, b = load(saved), load(played)
check("the saved run gives every figure, the statement and headline that playing both versions gives",
      a and b and a.get("figures") == b.get("figures") and a.get("statement") == b.get("statement")
      and all(a.get(k) == b.get(k) for k in ("old", "new", "old_other_seating", "new_other_seating", "change",
                                             "change_low", "change_high", "p_value", "real", "turns_change"))
      and len(a.get("figures", [])) == 6,
      saved.stderr[-300:] + played.stderr[-300:] + str([k for k in a if a.get(k) != b.get(k)]))
check("the JSON names the baseline and says the edits are not known (null)",
      a.get("baseline", {}).get("file") == base and a.get("baseline", {}).get("scenario") == basic
      and a.get("baseline", {}).get("seatings") == 2 and a.get("edits", []) is None
      and a.get("same_games") is False and a.get("win_rate_of") == "decisive-games",
      str(a.get("baseline")) + str(a.get("edits")))
check("only the new version is played (60 games, not 120)",
      "of 60 games" in saved.stderr and "of 120 games" in played.stderr, saved.stderr[-200:])

r = run("balance-diff", "--baseline", base, shorter, "--jobs", "2")
check("text: the headline, that the old version was not played again, both seatings and no edit list",
      r.returncode == 0 and r.stdout.startswith(base + " → " + shorter)
      and a.get("statement", "?") in r.stdout and "not played again" in r.stdout and "Edits: not known" in r.stdout
      and "Red moving first" in r.stdout and "Blue moving first" in r.stdout, r.stdout + r.stderr[-300:])

r = run("balance-diff", "--baseline", base, shorter, "--jobs", "2", "--json", *greedy, "--seed", "7", "--games", "30")
check("options that agree with the saved run are accepted", r.returncode == 0 and load(r) == a, r.stderr[-300:])

# balance-diff's own JSON is a saved run too: its new version's runs, so comparisons chain.
four = write(os.path.join(tmp, "four.xml"),
             text.replace('<param name="turn-limit" value="10"/>', '<param name="turn-limit" value="3"/>'))
chain = write(os.path.join(tmp, "chain.json"), played.stdout)
r = run("balance-diff", "--baseline", chain, four, "--jobs", "2", "--json")
again = run("balance-diff", shorter, four, "--games", "30", "--jobs", "2", *greedy, "--seed", "7", "--json")
c, d = load(r), load(again)
check("a balance-diff --json report stands for its new version: the next comparison equals playing it",
      c and d and all(c.get(k) == d.get(k) for k in d if k != "edits") and c.get("edits", []) is None
      and "players" in b.get("new", {}) and b.get("seed") == 7,
      r.stderr[-300:] + str([k for k in d if c.get(k) != d.get(k)]))

# Shards of a comparison with a baseline merge to the whole comparison.
shards = []
for k in (1, 2, 3):
    r = run("balance-diff", "--baseline", base, shorter, "--json", "--shard", f"{k}/3")
    shards.append(write(os.path.join(tmp, f"shard-{k}.json"), r.stdout))
r = run("merge", *shards)
check("--shard K/N and merge give the same comparison as one process", r.returncode == 0 and load(r) == a,
      r.stderr[-300:])
with open(base, encoding="utf-8") as f:
    saved_text = f.read()
write(base, saved_text.replace('"seed" : 7', '"seed" : 8'))
r = run("merge", *shards)
check("merge refuses a baseline that changed since the shards were played",
      r.returncode == 1 and base in r.stderr and "changed" in r.stderr, r.stderr)
write(base, saved_text)

# One seating of MCTS with an iteration budget: the budget is saved and played again.
r = run("playtest", basic, "--games", "3", "--p1", "mcts", "--p2", "greedy", "--iterations", "20", "--json")
mcts = write(os.path.join(tmp, "mcts.json"), r.stdout)
check("playtest --json saves MCTS's budget with each player", load(r).get("players", [{}])[0].get("iterations") == 20,
      r.stdout[:300])
saved = run("balance-diff", "--baseline", mcts, shorter, "--json")
played = run("balance-diff", basic, shorter, "--games", "3", "--p1", "mcts", "--p2", "greedy", "--iterations", "20",
             "--json")
a, b = load(saved), load(played)
def figures(d):
    """The figures without which one is the headline (that depends on the other seating's)."""
    return [{k: v for k, v in f.items() if k != "headline"} for f in d.get("figures", [])]


check("a saved run of one seating compares that seating only, with the figures of playing it",
      a and b and len(figures(a)) == 3 and figures(a) == figures(b)[:3] and "old_other_seating" not in a
      and a.get("baseline", {}).get("seatings") == 1,
      saved.stderr[-300:] + str(a.get("figures")))
r = run("balance-diff", "--baseline", mcts, shorter)
check("text says the saved run played one seating only", r.returncode == 0 and "one seating only" in r.stdout,
      r.stdout)

# A mismatch between the command line and the saved run names the option and points at the report.
for option, expect, token in ((["--p1", "mcts"], "--p1 asks for MCTS", '"greedy"'),
                              (["--seed", "5"], "seed 7, --seed asks for 5", "7"),
                              (["--games", "10"], "30 games in a seating, --games asks for 10", "30")):
    r = run("balance-diff", "--baseline", base, shorter, *option)
    where = at(base, r.stderr)
    check("baseline and " + " ".join(option) + ": an error at FILE:LINE:COL that says which",
          r.returncode == 1 and expect in r.stderr and where is not None and where.startswith(token),
          r.stderr + repr(where))
r = run("balance-diff", "--baseline", mcts, shorter, "--iterations", "40")
check("a different MCTS budget is refused", r.returncode == 1 and "--iterations asks for MCTS, 40" in r.stderr
      and at(mcts, r.stderr) is not None, r.stderr)

r = run("balance-diff", "--baseline", base, manoeuvre)
where = at(base, r.stderr)
check("a saved run of another scenario: the side is named at its place",
      r.returncode == 1 and "another scenario" in r.stderr and where is not None and where.startswith('"blue"'),
      r.stderr + repr(where))

# Malformed reports.
report = load(run("playtest", basic, "--games", "30", "--jobs", "2", *greedy, "--both-seatings", "--seed", "7",
                  "--json"))
broken = json.loads(json.dumps(report))
broken["seatings"][1]["draws"] += 1
path = write(os.path.join(tmp, "draws.json"), json.dumps(broken, indent=2))
r = run("balance-diff", "--baseline", path, shorter)
where = at(path, r.stderr)
check("counts that do not add up: an error at the draws",
      r.returncode == 1 and "make 31 games, not the 30" in r.stderr and where is not None
      and where.startswith(str(broken["seatings"][1]["draws"])), r.stderr + repr(where))

broken = json.loads(json.dumps(report))
broken["seatings"][0]["end_reasons"]["surrender"] = 0
path = write(os.path.join(tmp, "reason.json"), json.dumps(broken, indent=2))
r = run("balance-diff", "--baseline", path, shorter)
check("an end reason the game does not have is named", r.returncode == 1 and "“surrender”" in r.stderr
      and at(path, r.stderr) is not None, r.stderr)

broken = json.loads(json.dumps(report))
del broken["seatings"][0]["length"]["turns_histogram"]["4"]
path = write(os.path.join(tmp, "lengths.json"), json.dumps(broken, indent=2))
r = run("balance-diff", "--baseline", path, shorter)
check("lengths that miss games are refused", r.returncode == 1 and "lengths of" in r.stderr
      and at(path, r.stderr) is not None, r.stderr)

broken = json.loads(json.dumps(report))
broken["seatings"][0]["length"]["mean_actions"] = 1e300
broken["seatings"][1]["games"] = 10 ** 9
path = write(os.path.join(tmp, "huge.json"), json.dumps(broken, indent=2))
r = run("balance-diff", "--baseline", path, shorter)
check("numbers beyond any run are refused, not allocated or overflowed",
      r.returncode == 1 and "“mean_actions” is not a number of actions" in r.stderr, r.stderr)

old = load(run("playtest", basic, "--games", "3", "--p1", "mcts", "--p2", "greedy", "--iterations", "20", "--json"))
del old["players"][0]["iterations"]
path = write(os.path.join(tmp, "old.json"), json.dumps(old, indent=2))
r = run("balance-diff", "--baseline", path, shorter)
check("a report without MCTS's budget (an older playtest) is refused with what to do",
      r.returncode == 1 and "make it again" in r.stderr and at(path, r.stderr) is not None, r.stderr)

path = write(os.path.join(tmp, "syntax.json"), '{"seed": 1,\n  "players": [\n')
r = run("balance-diff", "--baseline", path, shorter)
check("a report that is not JSON: an error with its line", r.returncode == 1
      and re.match(re.escape(path) + r":\d+:\d+: ", r.stderr) is not None, r.stderr)
path = write(os.path.join(tmp, "other.json"), '{"format": "something else"}\n')
r = run("balance-diff", "--baseline", path, shorter)
check("JSON that is not a run's report is refused at 1:1", r.returncode == 1
      and r.stderr.startswith(path + ":1:1: error: not the report of a run"), r.stderr)
r = run("balance-diff", "--baseline", os.path.join(tmp, "missing.json"), shorter)
check("a missing report is invalid input", r.returncode == 1 and "missing.json" in r.stderr, r.stderr)

# Usage errors.
r = run("balance-diff", "--baseline", base, basic, shorter)
check("--baseline with two files is a usage error", r.returncode == 2 and "one FILE" in r.stderr, r.stderr)
r = run("balance-diff", "--baseline", base, shorter, "--time", "1m")
check("--baseline with --time is a usage error", r.returncode == 2 and "--time" in r.stderr, r.stderr)

passed = sum(results)
failed = len(results) - passed
print(f"{passed} passed, {failed} failed")
sys.exit(1 if failed else 0)
