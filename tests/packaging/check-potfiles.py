#!/usr/bin/env python3
"""Keeps po/POTFILES.in complete: fails when a C file under src/ marks strings for
translation (_(), N_(), C_(), NC_(), ngettext and friends) or a GtkBuilder .ui file
under the top-level ui/ exists and the list does not name it, when the list names a file that
does not exist, or when it names a file twice.

Usage: check-potfiles.py SOURCE_ROOT"""

import os
import re
import sys

root = sys.argv[1] if len(sys.argv) > 1 else os.getcwd()

listed = []
with open(os.path.join(root, "po", "POTFILES.in"), encoding="utf-8") as f:
    for line in f:
        line = line.strip()
        if line and not line.startswith("#"):
            listed.append(line)

# A marker followed by a string literal, with or without GNU-style spaces: _("x"),
# _ ("x"), N_ ("x"), C_ ("ctx", "x"), ngettext ("x", "xs", n). Requiring the literal
# keeps mentions such as "N_() marked" in comments from counting. The g_d*gettext
# functions take the domain first, so any argument counts for them.
marked = re.compile(r'(?<![\w.>])(?:(?:N?_|C_|NC_|Q_|ngettext)\s*\(\s*"|g_d\w*gettext2?\s*\()')

needed = set()
walked = (w for top in ("src", "ui") for w in os.walk(os.path.join(root, top)))
for dirpath, dirs, files in walked:
    dirs.sort()
    for name in sorted(files):
        path = os.path.join(dirpath, name)
        rel = os.path.relpath(path, root).replace(os.sep, "/")
        if name.endswith((".c", ".h")):
            with open(path, encoding="utf-8", errors="replace") as f:
                if marked.search(f.read()):
                    needed.add(rel)
        elif name.endswith(".ui") and rel.startswith("ui/"):
            needed.add(rel)
        elif name.endswith(".ui"):
            with open(path, encoding="utf-8", errors="replace") as f:
                if 'translatable="yes"' in f.read():
                    needed.add(rel)

problems = []
for path in sorted(needed - set(listed)):
    problems.append(f"po/POTFILES.in: missing {path}, which has translatable strings")
for path in listed:
    if not os.path.isfile(os.path.join(root, path)):
        problems.append(f"po/POTFILES.in: lists {path}, which does not exist")
seen = set()
for path in listed:
    if path in seen:
        problems.append(f"po/POTFILES.in: lists {path} twice")
    seen.add(path)

for problem in problems:
    print(problem)
print(f"po/POTFILES.in: {len(listed)} files listed, {len(needed)} under src/ and ui/ need to be")
sys.exit(1 if problems else 0)
