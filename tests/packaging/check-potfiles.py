#!/usr/bin/env python3
"""Fails when a source file with translatable strings is missing from
po/POTFILES.in, or when POTFILES.in names a file that does not exist."""

import os
import re
import sys

root = sys.argv[1]
with open(os.path.join(root, "po", "POTFILES.in"), encoding="utf-8") as f:
    listed = {line.strip() for line in f if line.strip() and not line.startswith("#")}

marked = re.compile(r'\b(?:N?_|C_|NC_|g_dngettext)\s*\(\s*"')
needed = set()
for folder in ("src",):
    for dirpath, _dirs, files in os.walk(os.path.join(root, folder)):
        for name in files:
            path = os.path.join(dirpath, name)
            rel = os.path.relpath(path, root)
            if name.endswith(".c"):
                with open(path, encoding="utf-8") as f:
                    if marked.search(f.read()):
                        needed.add(rel)
            elif name.endswith(".ui"):
                with open(path, encoding="utf-8") as f:
                    if 'translatable="yes"' in f.read():
                        needed.add(rel)

missing = sorted(needed - listed)
stale = sorted(p for p in listed if not os.path.exists(os.path.join(root, p)))
for path in missing:
    print(f"po/POTFILES.in: missing {path}")
for path in stale:
    print(f"po/POTFILES.in: lists {path}, which does not exist")
sys.exit(1 if missing or stale else 0)
