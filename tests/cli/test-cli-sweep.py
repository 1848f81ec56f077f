#!/usr/bin/env python3
"""Tests of sandtable-cli sweep, --shard K/N and merge.

Usage: test-cli-sweep.py SANDTABLE_CLI SOURCE_ROOT. Prints TAP-like lines and a
final 'N passed, N failed' line; exits 1 on any failure."""

import csv
import io
import json
import os
import shutil
import subprocess
import sys
import tempfile

cli, root = os.path.abspath(sys.argv[1]), sys.argv[2]
results = []
tmp = tempfile.mkdtemp()
# Scenario paths are relative, as shards on other machines would name them, so
# every command runs in tmp.
for name in ("maneuver-basic.xml", "manover-finland.xml"):
    shutil.copy(os.path.join(root, "data", "scenarios", name), tmp)


def run(*args):
    return subprocess.run([cli, *args], capture_output=True, text=True, timeout=300, cwd=tmp)


def check(name, condition, detail=""):
    results.append(condition)
    print(("ok " if condition else "not ok ") + name + ("" if condition else f"  # {detail}"))


greedy = ["--p1", "greedy", "--p2", "greedy"]

r = run("sweep", "maneuver-basic.xml", "--param", "turn-limit", "--values", "2..8", "--step", "3",
        "--games", "20", "--jobs", "2", "--json", *greedy)
data = json.loads(r.stdout) if r.returncode == 0 else {}
values = data.get("values", [])
check("sweep --json: every value from both seatings, win rates inside their intervals",
      [v["value"] for v in values] == ["2", "5", "8"] and data.get("seatings") == 2
      and data.get("side") == "blue" and data.get("current") == "10"
      and all(v["games"] == 40 and v["wins"] + v["losses"] + v["draws"] == 40
              and v["win_rate_95"][0] <= v["win_rate"] <= v["win_rate_95"][1] for v in values),
      r.stdout[:600] + r.stderr[-400:])
even = [v["value"] for v in values if v["even"]]
check("the suggested values are the even ones, nearest to 50 % first",
      sorted(data.get("suggested", [])) == sorted(even)
      and [abs(next(v["win_rate"] for v in values if v["value"] == s) - 0.5) for s in data.get("suggested", [])]
      == sorted(abs(next(v["win_rate"] for v in values if v["value"] == s) - 0.5) for s in data.get("suggested", [])),
      json.dumps(data)[:600])
# A two-turn game seldom ends: too few decisive games to call it even.
check("a value with too few decisive games is not suggested",
      all(not v["even"] for v in values if v["wins"] + v["losses"] < 20), json.dumps(values)[:400])

r2 = run("sweep", "maneuver-basic.xml", "--param", "turn-limit", "--values", "2,5,8",
         "--games", "20", "--jobs", "1", "--json", *greedy)
check("the sweep does not depend on the number of jobs, a list equals its range",
      r2.returncode == 0 and json.loads(r2.stdout) == data, r2.stderr[-300:])

r = run("sweep", "maneuver-basic.xml", "--param", "turn-limit", "--values", "2..8", "--step", "3",
        "--games", "20", "--jobs", "2", "--csv", *greedy)
rows = list(csv.DictReader(io.StringIO(r.stdout))) if r.returncode == 0 else []
check("sweep --csv: one line a value with the JSON's figures",
      [row["value"] for row in rows] == ["2", "5", "8"]
      and all(int(row["wins"]) == v["wins"] and abs(float(row["win_rate"]) - v["win_rate"]) < 1e-4
              and (row["suggested"] != "") == v["even"] for row, v in zip(rows, values)),
      r.stdout[:400] + r.stderr[-300:])

r = run("sweep", "maneuver-basic.xml", "--param", "turn-limit", "--values", "4,10", "--games", "20", *greedy)
check("sweep prints a table with the value now and the suggestion in words",
      r.returncode == 0 and "(now)" in r.stdout and ("Suggested" in r.stdout or "No value" in r.stdout)
      and "Blue" in r.stdout and "Greedy as the first player against Greedy" in r.stdout,
      r.stdout + r.stderr[-300:])

r = run("sweep", "manover-finland.xml", "--param", "strategic-points-to-win", "--values", "3..4",
        "--games", "10", "--jobs", "2", "--json", *greedy)
data = json.loads(r.stdout) if r.returncode == 0 else {}
check("Manöver's strategic-points-to-win can be swept",
      [v["value"] for v in data.get("values", [])] == ["3", "4"] and data.get("seatings") == 2,
      r.stdout[:300] + r.stderr[-300:])

r = run("sweep", "maneuver-basic.xml", "--param", "units:red:cavalry", "--values", "2,4",
        "--games", "10", "--json", *greedy)
data = json.loads(r.stdout) if r.returncode == 0 else {}
check("the number of a unit type a side fields can be swept",
      data.get("current") == "4" and len(data.get("values", [])) == 2, r.stdout[:300] + r.stderr[-300:])

r = run("sweep", "maneuver-basic.xml", "--param", "large-small-nation", "--values", "1,2", "--games", "10")
check("a parameter a sweep cannot vary is refused, naming the choices",
      r.returncode == 1 and "turn-limit" in r.stderr and "first-side" in r.stderr, r.stderr)
r = run("sweep", "maneuver-basic.xml", "--param", "turn-limit", "--values", "0..3", "--games", "10")
check("a value out of the parameter's range is refused before any game",
      r.returncode == 1 and "turn-limit = 0" in r.stderr and "played" not in r.stderr, r.stderr)
r = run("sweep", "maneuver-basic.xml", "--values", "1..3")
check("sweep without --param is a usage error", r.returncode == 2, r.stderr)

# Players chosen by time, as playtest chooses them: the default without players,
# measured once on the scenario and named (2 games a value keep it short).
cache = tempfile.mkdtemp()
r = subprocess.run([cli, "sweep", "maneuver-basic.xml", "--param", "turn-limit", "--values", "4,8", "--games", "2",
                    "--jobs", "2", "--json"], capture_output=True, text=True, timeout=300, cwd=tmp,
                   env={**os.environ, "XDG_CACHE_HOME": cache})
data = json.loads(r.stdout) if r.returncode == 0 else {}
chosen = data.get("chosen_players", {})
check("sweep without players chooses them for about a minute, prints them and names them in the JSON",
      chosen.get("time") == "minute" and chosen.get("description")
      and "Players: " + chosen["description"] in r.stderr and r.stderr.count("Measuring") == 1
      and [p["kind"] for p in chosen.get("players", [])] == data.get("players")
      and all(k != "random" for k in data.get("players", ["random"]))
      and [v["games"] for v in data.get("values", [])] == [4, 4],
      r.stdout[:600] + r.stderr[-300:])
shutil.rmtree(cache)
r = run("sweep", "maneuver-basic.xml", "--param", "turn-limit", "--values", "4", "--games", "2", "--json", *greedy)
check("sweep with players named by hand measures nothing and has no chosen_players",
      r.returncode == 0 and "chosen_players" not in json.loads(r.stdout) and "Measuring" not in r.stderr
      and "Players:" not in r.stderr, r.stdout[:300] + r.stderr[-300:])
r = run("sweep", "maneuver-basic.xml", "--param", "turn-limit", "--values", "4", "--time", "1m", "--p1", "greedy")
check("sweep --time with a player is a usage error", r.returncode == 2 and "--time" in r.stderr, r.stderr)
r = run("sweep", "maneuver-basic.xml", "--param", "turn-limit", "--values", "3,9", "--games", "4", "--shard", "1/2")
check("a sweep with players chosen by time cannot be split into shards",
      r.returncode != 0 and "--p1" in r.stderr and "Measuring" not in r.stderr and r.stdout == "", r.stderr)

# Shards: every shard of a run merged gives what the whole run prints.
commands = {
    "playtest, both seatings, JSON": ["playtest", "maneuver-basic.xml", "--games", "23", "--both-seatings",
                                      "--json", *greedy],
    "playtest, text": ["playtest", "maneuver-basic.xml", "--games", "17", *greedy],
    "playtest, CSV": ["playtest", "maneuver-basic.xml", "--games", "9", "--csv", "--p1", "greedy"],
    "balance-diff": ["balance-diff", "maneuver-basic.xml", "maneuver-basic.xml", "--games", "11", "--json",
                     *greedy],
    "sweep": ["sweep", "maneuver-basic.xml", "--param", "turn-limit", "--values", "3,9", "--games", "7",
              "--json", *greedy],
}
for name, command in commands.items():
    whole = run(*command, "--jobs", "2")
    paths = []
    for k in range(1, 4):
        path = f"{name.split(',')[0]}-{k}.json"
        with open(os.path.join(tmp, path), "w", encoding="utf-8") as f:
            shard = run(*command, f"--shard={k}/3" if k == 2 else "--shard", *([] if k == 2 else [f"{k}/3"]))
            f.write(shard.stdout)
        paths.append(path)
    merged = run("merge", *reversed(paths))
    check(f"{name}: three shards merged print what the whole run prints",
          whole.returncode == 0 and merged.returncode == 0 and merged.stdout == whole.stdout,
          merged.stderr[-300:] + "\n" + whole.stdout[:200] + "\n" + merged.stdout[:200])

shard = json.loads(open(os.path.join(tmp, "sweep-1.json"), encoding="utf-8").read())
check("a shard plays every third game of each run and names its command line without --shard",
      shard["shard"] == 1 and shard["shards"] == 3 and shard["command"] == "sweep"
      and "--shard" not in shard["args"] and len(shard["runs"]) == 4
      and all([g[0] for g in run_] == [0, 3, 6] for run_ in shard["runs"]), json.dumps(shard)[:400])

r = run("merge", "sweep-1.json", "sweep-2.json")
check("merge names a missing shard", r.returncode == 1 and "3 of 3" in r.stderr, r.stderr)
r = run("merge", "sweep-1.json", "sweep-2.json", "sweep-3.json", "playtest-1.json")
check("merge refuses shards of different runs", r.returncode == 1 and "different runs" in r.stderr, r.stderr)
r = run("merge", "maneuver-basic.xml")
check("merge refuses a file that is not a shard", r.returncode == 1 and "maneuver-basic.xml" in r.stderr, r.stderr)
with open(os.path.join(tmp, "maneuver-basic.xml"), "a", encoding="utf-8") as f:
    f.write("<!-- edited after the shards were played -->\n")
r = run("merge", "sweep-1.json", "sweep-2.json", "sweep-3.json")
check("merge refuses a scenario that changed since the shards were played",
      r.returncode == 1 and "maneuver-basic.xml is not the file" in r.stderr, r.stderr)
r = run("playtest", "maneuver-basic.xml", "--games", "10", "--stop-when-clear", "--shard", "1/2")
check("--stop-when-clear cannot be split into shards", r.returncode == 2 and "--stop-when-clear" in r.stderr,
      r.stderr)
r = run("playtest", "maneuver-basic.xml", "--games", "10", "--shard", "3/2")
check("a shard beyond the count is a usage error", r.returncode == 2 and "3/2" in r.stderr, r.stderr)
r = run("playtest", "maneuver-basic.xml", "--games", "10", "--shard", "1/2")
check("players chosen by time cannot be split into shards (each machine would choose its own)",
      r.returncode != 0 and "--p1" in r.stderr and "Measuring" not in r.stderr, r.stderr)

shutil.rmtree(tmp)
passed = sum(results)
failed = len(results) - passed
print(f"{passed} passed, {failed} failed")
sys.exit(1 if failed else 0)
