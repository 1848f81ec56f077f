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
r = run("moves", "--canonical", basic)
lines = r.stdout.splitlines()
check("moves --canonical lists the first player's actions as log texts",
      r.returncode == 0 and lines[0].startswith("# turn 1, movement phase, blue")
      and "end-phase" in lines and any(l.startswith("move blue-") for l in lines), r.stdout[:300] + r.stderr)
r = run("moves", basic)
lines = r.stdout.splitlines()
check("moves lists sentences with the map's labels",
      r.returncode == 0 and len(lines) > 2 and not any(l.startswith("move blue-") for l in lines)
      and any(re.search(r"\b0206\b", l) for l in lines), r.stdout[:300] + r.stderr)
r = run("moves", "--json", basic)
data = json.loads(r.stdout) if r.returncode == 0 else {}
acts = data.get("actions", [])
check("moves --json names turn, phase, player, terminal and actions",
      sorted(data.keys()) == ["actions", "phase", "player", "terminal", "turn"]
      and data.get("turn") == 1 and data.get("phase") == "movement" and data.get("player") == "blue"
      and data.get("terminal") is False, r.stdout[:300] + r.stderr)
check("moves --json actions are objects with number, text, sentence, kind, unit, card, from, to and agent",
      len(acts) > 1 and all(sorted(a.keys()) == ["agent", "card", "from", "kind", "number", "sentence", "text", "to", "unit"]
                            for a in acts),
      json.dumps(acts[:2]))
move = next((a for a in acts if a["text"] == "move blue-infantry-1 1,5-1,3"), None)
check("a move names its unit id and its places as the file's at",
      move is not None and move["kind"] == "move" and move["unit"] == "blue-infantry-1"
      and move["from"] == "1,5" and move["to"] == "1,3" and move["card"] is None and move["agent"] is None,
      json.dumps(move))
end = next((a for a in acts if a["text"] == "end-phase"), None)
check("end-phase is kind end-phase with no unit or places",
      end is not None and end["kind"] == "end-phase" and end["unit"] is None and end["from"] is None
      and end["to"] is None, json.dumps(end))
with open(os.path.join(tmp, "combat.log"), "w") as f:
    f.write("seed 1\nmove blue-infantry-2 3,5-3,7\nmove blue-infantry-3 5,5-4,7\nend-phase\n")
r = run("moves", "--json", "--log", os.path.join(tmp, "combat.log"), basic)
data = json.loads(r.stdout) if r.returncode == 0 else {}
attacks = [a for a in data.get("actions", []) if a["kind"] == "attack"]
check("an attack names its first attacker and the attacked hex",
      data.get("phase") == "combat" and len(attacks) > 0
      and all(a["unit"] is not None and a["to"] is not None and a["text"].startswith("attack ") for a in attacks),
      r.stdout[:400] + r.stderr)
for name, path in (("command-and-maneuver", os.path.join(root, "data", "scenarios", "command-and-maneuver.xml")),
                   ("maneuver-advanced", advanced)):
    r = run("moves", "--json", path)
    if r.returncode == 0:
        data = json.loads(r.stdout)
        check(f"moves --json on {name} gives structured actions",
              all(isinstance(a, dict) and "kind" in a for a in data["actions"]), r.stdout[:300])
r = run("moves", "--canonical", advanced)
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
    f.write("seed 7\n\n# comment\nend-phase\n   move blue-capital-1 4,2-4,3\n")
r = run("moves", "--log", log, basic)
check("an illegal action names the log's real line and column",
      r.returncode == 1 and f"{log}:5:4: error:" in r.stderr, r.stderr)
with open(log, "w") as f:
    f.write("end-phase\n")
r = run("moves", "--log", log, basic)
check("a log without a seed line is an error at line 1",
      r.returncode == 1 and f"{log}:1:1: error:" in r.stderr, r.stderr)
# A byte order mark (as some editors write) is no part of the first line.
with open(log, "wb") as f:
    f.write(b"\xef\xbb\xbfseed 7\nend-phase\n\nend-phase\n")
r = run("moves", "--json", "--log", log, basic)
data = json.loads(r.stdout) if r.returncode == 0 else {}
check("a log that starts with a byte order mark replays",
      data.get("player") == "red" and data.get("phase") == "movement", r.stdout[:300] + r.stderr)
with open(log, "wb") as f:
    f.write(b"\xef\xbb\xbfend-phase\n")
r = run("moves", "--log", log, basic)
check("after a byte order mark, line 1 column 1 is the first character",
      r.returncode == 1 and f"{log}:1:1: error: expected 'seed N' before the first action, found 'end-phase'"
      in r.stderr, r.stderr)
r = run("moves", "--log", os.path.join(tmp, "missing.log"), basic)
check("a missing log is invalid input", r.returncode == 1 and "missing.log" in r.stderr, r.stderr)
check("moves without a file is a usage error", run("moves").returncode == 2)

# A scenario's saved play-test: an illegal action is reported at its own line in
# the scenario (it was the action's index before).
with open(basic, encoding="utf-8") as f:
    text = f.read()
saved = os.path.join(tmp, "illegal-3rd.xml")
head = text.replace("</scenario>", "")
actions = '  <playtest seed="7">\n    <action>end-phase</action>\n    <action>end-phase</action>\n' \
          '    <action>move blue-capital-1 4,2-4,3</action>\n  </playtest>\n</scenario>\n'
with open(saved, "w", encoding="utf-8") as f:
    f.write(head + actions)
bad_line = (head + actions).splitlines().index("    <action>move blue-capital-1 4,2-4,3</action>") + 1
r = run("moves", saved)
check("an illegal saved play-test action is reported at its line and column in the scenario",
      r.returncode == 1 and f"{saved}:{bad_line}:5: error:" in r.stderr, f"expected {bad_line}:5: {r.stderr}")

# An illegal action of 1,000 bytes (the most is 1,024) is quoted as a short
# excerpt, not echoed whole; its column is that of its <action>.
long_action = "move " + "x" * 995
actions = '  <playtest seed="7">\n    <action>end-phase</action>\n' \
          f'      <action>{long_action}</action>\n  </playtest>\n</scenario>\n'
with open(saved, "w", encoding="utf-8") as f:
    f.write(head + actions)
bad_line = (head + actions).splitlines().index(f"      <action>{long_action}</action>") + 1
r = run("moves", saved)
check("a long illegal saved play-test action is quoted as an excerpt at its line and column",
      r.returncode == 1 and f"{saved}:{bad_line}:7: error:" in r.stderr and "x" * 100 not in r.stderr
      and "…" in r.stderr and len(r.stderr) < 300, r.stderr[:400])
with open(log, "w") as f:
    f.write("seed 7\n" + long_action + "\n")
r = run("moves", "--log", log, basic)
check("a long illegal action of a log is quoted as an excerpt",
      r.returncode == 1 and f"{log}:2:1: error:" in r.stderr and "x" * 100 not in r.stderr
      and len(r.stderr) < 300, r.stderr[:400])

# Hostile logs: a NUL byte, a 10 MB line, more than 4 MiB, an endless device.
with open(log, "wb") as f:
    f.write(b"seed 7\nend-\0phase\n")
r = run("moves", "--log", log, basic)
check("a NUL byte in a log is refused at its place", r.returncode == 1 and f"{log}:2:5: error:" in r.stderr
      and "NUL" in r.stderr, r.stderr)
with open(log, "w") as f:
    f.write("seed 7\n" + "x" * (3 * 1000 * 1000) + "\n")
r = run("moves", "--log", log, basic)
check("a 3 MB line is refused, quoted as a short excerpt",
      r.returncode == 1 and f"{log}:2:1: error:" in r.stderr and len(r.stderr) < 400, r.stderr[:400])
with open(log, "w") as f:
    f.write("seed 7\n" + "end-phase\n" * 500000)
r = run("moves", "--log", log, basic)
check("a log over 4 MiB is refused with a location",
      r.returncode == 1 and re.search(re.escape(log) + r":\d+:\d+: error: the log is larger than", r.stderr)
      is not None, r.stderr[:400])
if os.path.exists("/dev/zero"):
    r = run("moves", "--log", "/dev/zero", basic)
    check("moves --log /dev/zero is refused, reading a bounded amount",
          r.returncode == 1 and "/dev/zero:1:" in r.stderr, r.stderr[:400])

# play
out = os.path.join(tmp, "played.log")
r = run("play", basic, "--canonical", "--p1", "greedy", "--p2", "random", "--seed", "5", "--log-out", out)
lines = r.stdout.splitlines()
check("play prints the seed, the actions and the result",
      r.returncode == 0 and lines[0] == "seed 5" and re.match(r"# (blue wins|red wins|draw)", lines[-1]) is not None
      and len(lines) > 20, r.stdout[-300:] + r.stderr)
check("play --log-out writes the same log", os.path.exists(out) and open(out).read() == r.stdout)
r2 = run("play", basic, "--canonical", "--p1", "greedy", "--p2", "random", "--seed", "5")
check("play is deterministic for a seed", r2.stdout == r.stdout)
r4 = run("play", basic, "--p1", "greedy", "--p2", "random", "--seed", "5")
people = r4.stdout.splitlines()
check("play prints sentences and headings, not log texts",
      r4.returncode == 0 and people[0].startswith("# ") and not any(l.startswith("move ") for l in people)
      and len([l for l in people if not l.startswith("#")]) == len(lines) - 2, r4.stdout[:300] + r4.stderr)
r3 = run("moves", "--json", "--log", out, basic)
data = json.loads(r3.stdout) if r3.returncode == 0 else {}
check("the log of play replays to the end of the game", data.get("terminal") is True and data.get("actions") == [],
      r3.stdout[:300] + r3.stderr)
r = run("play", basic, "--p1", "mcts", "--p2", "greedy", "--iterations", "10", "--seed", "2")
check("play with an MCTS player", r.returncode == 0 and r.stdout.startswith("# "), r.stderr)
r = run("play", basic, "--p1", "clever")
check("an unknown player kind is a usage error", r.returncode == 2 and "clever" in r.stderr, r.stderr)

# playtest
a = run("playtest", basic, "--games", "200", "--jobs", "1", "--seed", "3", "--p1", "random", "--p2", "random", "--json")
b = run("playtest", basic, "--games", "200", "--jobs", "2", "--seed", "3", "--p1", "random", "--p2", "random", "--json")
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
game = rows[4].split(",") if r.returncode == 0 and len(rows) > 4 else ["", "", "", "", "", "0"]
r = run("playtest", basic, "--games", "20", "--p1", "greedy", "--log-game", "3")
lines = r.stdout.splitlines()
check("playtest --log-game prints that game of the run: its seed, its actions and its result",
      r.returncode == 0 and lines[0] == f"seed {game[1]}" and len(lines) == int(game[5]) + 2
      and lines[-1].startswith("# ") and game[2] in lines[-1] and game[3] in lines[-1], r.stdout[-300:] + r.stderr)
check("playtest --log-game past the run's games is a usage error",
      run("playtest", basic, "--games", "20", "--p1", "greedy", "--log-game", "20").returncode == 2)
# Greedy against Greedy: what playtest chooses by itself in a minute's budget on
# these scenarios, without measuring the players first and checking the verdict
# with stronger ones (cli-balance tests those); here the summary and the end
# reasons of the ruleset are what is checked.
greedy = ("--p1", "greedy", "--p2", "greedy")
r = run("playtest", basic, "--games", "10", *greedy)
check("playtest prints a text summary", r.returncode == 0 and "First player wins" in r.stdout, r.stdout)
check("playtest --games 0 is a usage error", run("playtest", basic, "--games", "0").returncode == 2)
check("playtest --json --csv is a usage error", run("playtest", basic, "--json", "--csv").returncode == 2)

# ---------------------------------------------------------------------------
# manoeuvre (issue 10): the card-driven ruleset through the same commands.
r = run("moves", "--json", manoeuvre)
data = json.loads(r.stdout) if r.returncode == 0 else {}
check("manoeuvre: moves --json starts in aurelia's discard phase",
      data.get("turn") == 1 and data.get("phase") == "discard" and data.get("player") == "aurelia"
      and all(a["kind"] == "discard" for a in data.get("actions", [])), r.stdout[:300] + r.stderr)
with open(log, "w") as f:
    f.write("seed 1\ndiscard none\n")
for _ in range(40):
    r = run("moves", "--json", "--referee", "--log", log, manoeuvre)
    data = json.loads(r.stdout) if r.returncode == 0 else {}
    plays = [a for a in data.get("actions", []) if a["kind"] == "play"]
    if plays or not data.get("actions"):
        break
    # Move on with the first non-play action (discard none, a move, end-phase).
    with open(log, "a") as f:
        f.write(data["actions"][0]["text"] + "\n")
check("manoeuvre: moves --json lists card plays with their card id",
      len(plays) > 0 and all(a["card"] and a["text"].startswith("play " + a["card"] + " ") for a in plays),
      r.stdout[:400] + r.stderr)
r = run("play", "--canonical", manoeuvre, "--p1", "greedy", "--p2", "random", "--seed", "3")
lines = r.stdout.splitlines()
check("manoeuvre: play runs a whole game to attrition or nightfall",
      r.returncode == 0 and re.match(r"# (aurelia|borovia) wins \((attrition|pyrrhic-victory|nightfall|tie-break-[a-z]+)\)",
                                     lines[-1] if lines else "") is not None, r.stdout[-300:] + r.stderr)
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
r = run("playtest", cm, "--games", "100", "--jobs", "2", "--json", *greedy)
data = json.loads(r.stdout) if r.returncode == 0 else {}
check("cm: playtest reports the ruleset's end reasons",
      data.get("games") == 100 and sum(data.get("end_reasons", {}).values()) == 100
      and set(data.get("end_reasons", {})) <= {"activation", "leaders-captured", "both-passed", "turn-limit"},
      r.stdout[:400] + r.stderr)
# End of the command-maneuver block.
# ---------------------------------------------------------------------------
# manover (Manöver-spelet on manover-finland.xml): moves, a log, play, playtest
finland = os.path.join(root, "data", "scenarios", "manover-finland.xml")


def action_texts(data):
    """The canonical texts of a moves --json listing (plain strings or objects with "text")."""
    return [a if isinstance(a, str) else a.get("text", "") for a in data.get("actions", [])]


r = run("moves", finland, "--json", "--referee")
data = json.loads(r.stdout) if r.returncode == 0 else {}
acts = action_texts(data)
check("manover: moves --json names the move phase and blue (north) to act",
      data.get("turn") == 1 and data.get("phase") == "move" and data.get("player") == "north"
      and data.get("terminal") is False, r.stdout[:300] + r.stderr)
check("manover: moves --json lists only north's moves, by file id and town id",
      len(acts) > 0 and all(re.fullmatch(r"move north-[a-z0-9-]+ [a-z0-9-]+-[a-z0-9-]+( (strike|ask) [a-z0-9-]+)?", a)
                            for a in acts), str(acts[:5]))
with open(os.path.join(tmp, "manover.log"), "w") as f:
    f.write("seed 1\nmove north-cavalry-brigade-1 ylivieska-iisalmi\n")
r = run("moves", finland, "--json", "--referee", "--log", os.path.join(tmp, "manover.log"))
data = json.loads(r.stdout) if r.returncode == 0 else {}
check("manover: moves --log replays a move; yellow (south) to act, entering no reserve while all ten points are held",
      data.get("player") == "south" and action_texts(data)
      and all(a.startswith("move south-") or a.startswith("take-out south-") for a in action_texts(data)),
      r.stdout[:300] + r.stderr)
r = run("play", finland, "--p1", "random", "--p2", "random", "--seed", "3")
check("manover: play runs a random game to its end, ending with a result comment",
      r.returncode == 0 and r.stdout.strip().splitlines()[-1].startswith("#"), r.stdout[-300:] + r.stderr)
r = run("playtest", finland, "--games", "20", "--json", *greedy)
data = json.loads(r.stdout) if r.returncode == 0 else {}
check("manover: playtest counts the declared end reasons",
      data.get("games") == 20 and set(data.get("end_reasons", {})) <= {"headquarters", "strategic-points", "move-limit"},
      r.stdout[:400] + r.stderr)

# Hidden information (issue 22): moves and play answer as a side, or as the referee.
# After 29 actions of a random game (seed 4) Yellow may challenge a Blue piece at
# Iisalmi that it never saw: north-infantry-regiment-1.
r = run("play", finland, "--p1", "random", "--p2", "random", "--seed", "4", "--canonical")
hidden_log = os.path.join(tmp, "hidden.log")
with open(hidden_log, "w") as f:
    f.write("\n".join(r.stdout.splitlines()[:30]) + "\n")
referee = run("moves", finland, "--referee", "--canonical", "--log", hidden_log)
check("hidden: moves --referee --canonical names the hidden piece, as the referee's record may",
      referee.returncode == 0 and "strike north-infantry-regiment-1" in referee.stdout, referee.stdout[-400:] + referee.stderr)
north_id = re.compile(r"north-[a-z-]+-[0-9]+")
r = run("moves", finland, "--log", hidden_log)
lines = r.stdout.splitlines()
check("hidden: moves in a hidden game answers as the side to move, numbered, naming no piece it has not seen",
      r.returncode == 0 and lines[0].endswith("Yellow to act") and all(re.match(r"[0-9]+\. ", l) for l in lines[1:])
      and not north_id.search(r.stdout) and "challenge a Blue piece at Iisalmi" in r.stdout
      and "Blue Infantry regiment" not in r.stdout, r.stdout[:400] + r.stderr)
check("hidden: moves --as south gives the same answer", run("moves", finland, "--as", "south", "--log", hidden_log).stdout == r.stdout)
r = run("moves", finland, "--as", "north", "--log", hidden_log)
check("hidden: moves --as the side not to act lists no actions (they would show the other side's pieces)",
      r.returncode == 0 and len(r.stdout.splitlines()) == 1, r.stdout[:300] + r.stderr)
r = run("moves", finland, "--json", "--log", hidden_log)
data = json.loads(r.stdout) if r.returncode == 0 else {}
check("hidden: moves --json as a side has numbers and sentences, no log texts and no hidden unit ids",
      data.get("actions") and all(a["text"] is None and a["sentence"] and a["number"] == i + 1
                                  for i, a in enumerate(data["actions"]))
      and not north_id.search(r.stdout), r.stdout[:400] + r.stderr)
r = run("moves", finland, "--canonical", "--log", hidden_log)
check("hidden: moves --canonical without --referee is refused in a hidden game (log texts name hidden pieces)",
      r.returncode == 2 and "--referee" in r.stderr, r.stderr)
check("hidden: --as and --referee together are refused",
      run("moves", finland, "--as", "south", "--referee").returncode == 2)
check("hidden: --as names a side of the scenario", run("moves", finland, "--as", "blue").returncode == 2)
number = next((l.split(".")[0] for l in run("moves", finland, "--log", hidden_log).stdout.splitlines()
               if "challenge a Blue piece at Iisalmi" in l), None)
chosen_log = os.path.join(tmp, "chosen.log")
with open(hidden_log) as f, open(chosen_log, "w") as g:
    g.write(f.read())
r = run("moves", finland, "--log", chosen_log, "--choose", number or "0")
with open(chosen_log) as f:
    chosen = f.read().splitlines()
check("hidden: moves --choose N passes an action back by its number: the log gets its text, the player a sentence",
      r.returncode == 0 and chosen[-1] == "move south-cavalry-brigade-1 kuopio-kuopio strike north-infantry-regiment-1"
      and len(chosen) == 31 and not north_id.search(r.stdout) and "Iisalmi" in r.stdout, r.stdout + r.stderr)
check("hidden: --choose without --log is a usage error", run("moves", finland, "--choose", "1").returncode == 2)
referee = run("play", finland, "--p1", "random", "--p2", "random", "--seed", "4")
r = run("play", finland, "--p1", "random", "--p2", "random", "--seed", "4", "--as", "north")
check("hidden: play --as north tells the game in the app's words, Yellow's pieces unnamed until seen",
      r.returncode == 0 and "A Yellow piece moved from Pori to Kristiinankaupunki" in r.stdout
      and "Yellow Infantry battalion moved from Pori" in referee.stdout, r.stdout[:400] + r.stderr)
check("hidden: play --as with --canonical is refused (the log is the referee's)",
      run("play", finland, "--as", "north", "--canonical").returncode == 2)
check("hidden: --help says the log is the referee's record",
      "referee's record" in run("moves", "--help").stdout and "referee's record" in run("play", "--help").stdout)
r = run("moves", "--json", manoeuvre)
data = json.loads(r.stdout) if r.returncode == 0 else {}
check("hidden: manoeuvre moves --json answers as the side to move (its hand is secret)",
      data.get("actions") and all(a["text"] is None for a in data["actions"]), r.stdout[:300] + r.stderr)

failed = results.count(False)
print(f"{len(results) - failed} passed, {failed} failed")
sys.exit(1 if failed else 0)
