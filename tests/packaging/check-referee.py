#!/usr/bin/env python3
"""What players see and what the referee sees (issue 25): the user interface
(src/app) and the drawing code (src/render) may reach only the viewer's side of
the engine, engine/st-game.h, whose queries that could show something hidden
take a viewer. This check fails when a C file there includes, directly or
through other headers, the referee's header engine/st-game-referee.h (apply,
canonical action texts, observe and resample, evaluation), the ruleset interface
engine/st-ruleset.h, the players' private header or any ruleset's own header.
The app plays through the referee StPlaySession (engine/st-play-session.h).

Usage: check-referee.py SOURCE_ROOT"""

import os
import re
import sys

root = sys.argv[1] if len(sys.argv) > 1 else os.getcwd()
src = os.path.join(root, "src")

forbidden = re.compile(
    r"^src/engine/(st-game-referee\.h|st-ruleset\.h|st-player-private\.h|rulesets/.*)$")
include = re.compile(r'^\s*#\s*include\s+"([^"]+)"', re.M)


def resolve(name, including_dir):
    """A quoted include as the compiler finds it: beside the including file,
    then under src/ (src_inc) and the source root."""
    for base in (including_dir, src, root):
        path = os.path.normpath(os.path.join(base, name))
        if os.path.isfile(path):
            return path
    return None


def closure(path):
    """Every file path includes, with the chain that reaches it."""
    seen = {path: [path]}
    todo = [path]
    while todo:
        current = todo.pop()
        with open(current, encoding="utf-8", errors="replace") as f:
            text = f.read()
        for name in include.findall(text):
            found = resolve(name, os.path.dirname(current))
            if found is not None and found not in seen:
                seen[found] = seen[current] + [found]
                todo.append(found)
    return seen


def rel(path):
    return os.path.relpath(path, root).replace(os.sep, "/")


failures = []
checked = 0
for top in ("app", "render"):
    for dirpath, dirs, files in os.walk(os.path.join(src, top)):
        dirs.sort()
        for name in sorted(files):
            if not name.endswith((".c", ".h")):
                continue
            checked += 1
            for found, chain in closure(os.path.join(dirpath, name)).items():
                if forbidden.match(rel(found)):
                    failures.append(" -> ".join(rel(p) for p in chain))

if checked == 0:
    print("no source files found under", src)
    sys.exit(1)
for failure in failures:
    print("reaches the referee's side of the engine:", failure)
if failures:
    sys.exit(1)
print(f"{checked} files of src/app and src/render reach only the viewer's side of the engine")
