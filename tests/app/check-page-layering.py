#!/usr/bin/env python3
"""Pages own their document (issue 25): no file of src/app but the window's own
and the application's includes st-window.h (or st-window-private.h) or reaches
up to the window (ST_IS_WINDOW, ST_WINDOW (), ST_TYPE_WINDOW, st_window_*()).
A page reads its StDocument (st_page_get_document ()) and asks the window for
anything else through its actions ("win.show-part", "win.save").

Usage: check-page-layering.py SOURCE_ROOT"""

import os
import re
import sys

root = sys.argv[1] if len(sys.argv) > 1 else os.getcwd()
app = os.path.join(root, "src", "app")

# The window's own files, and the application that makes windows.
ALLOWED = re.compile(r"^(st-window(-[a-z-]+)?\.[ch]|st-application\.c|main\.c)$")

# The header, or the window's type and functions named in code.
REACHES_UP = re.compile(
    r'#\s*include\s*"st-window(-private)?\.h"'
    r"|\bST_IS_WINDOW\b|\bST_WINDOW\s*\(|\bST_TYPE_WINDOW\b|\bst_window_\w+\s*\("
)

# The pattern must see what it is there to see.
for sample in ('#include "st-window.h"', "ST_IS_WINDOW (root)", "st_window_get_file (w)"):
    assert REACHES_UP.search(sample), sample
for sample in ('#include "st-window-ish.h"', "gtk_widget_get_root (w)", "GTK_WINDOW (root)"):
    assert not REACHES_UP.search(sample), sample

problems = []
for name in sorted(os.listdir(app)):
    if not name.endswith((".c", ".h")) or ALLOWED.match(name):
        continue
    with open(os.path.join(app, name), encoding="utf-8") as f:
        for number, line in enumerate(f, 1):
            match = REACHES_UP.search(line)
            if match:
                problems.append(f"src/app/{name}:{number}: reaches up to the window: {match.group(0)}")

for problem in problems:
    print(problem)
if problems:
    print(f"{len(problems)} line(s): a page reads its StDocument and activates the window's actions instead")
    sys.exit(1)
print("no page reaches up to the window")
