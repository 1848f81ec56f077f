#!/usr/bin/env python3
"""Every writer of a user's file goes through st_file_save_atomic ()
(src/core/st-file-save.c): atomic, never losing the old file on a full disk,
keeping its mode and symbolic links. This check fails when a C file under src/
calls one of the functions that write a file in place or replace it on their own:
g_file_replace_contents (which renames its temporary over the target even after
a failed write), g_file_set_contents (which turns a link into a file and a 0600
file into a 0644 one), g_file_replace*, g_file_create*, fopen for writing,
open () for writing, cairo's surfaces and PNG writer that take a file name, and
libgettextpo's po_file_write. Drawing goes to memory (the *_for_stream
variants) and is saved with st_file_save_atomic ().

Usage: check-writers.py SOURCE_ROOT"""

import os
import re
import sys

root = sys.argv[1] if len(sys.argv) > 1 else os.getcwd()

writers = re.compile(
    r"\b(g_file_replace_contents(?:_async|_bytes_async)?|g_file_set_contents(?:_full)?|g_file_replace"
    r"(?:_readwrite)?|g_file_create(?:_readwrite)?|g_file_append_to|creat"
    r"|cairo_(?:pdf|svg|ps)_surface_create|cairo_surface_write_to_png|po_file_write)\s*\(")
fopen_write = re.compile(r"\b(fopen|g_fopen|freopen)\s*\([^;]*?,\s*\"[^\"]*[wa+][^\"]*\"")
open_write = re.compile(r"\b(open|g_open|openat)\s*\([^;]*?\bO_(?:WRONLY|RDWR|CREAT|TRUNC|APPEND)\b")

# file (relative to the source root): calls allowed there, and why.
allowed = {
    # The one writer that every other goes through.
    "src/core/st-file-save.c": {"open for writing"},
    # libgettextpo writes only to a named file: its own private temporary file,
    # read back into memory by st_po_export () and removed.
    "src/core/st-po.c": {"po_file_write"},
}

# Writers allowed to call a non-atomic writer, with the call: none now (the
# translations page's and the balance page's exports went through
# st_file_save_atomic () last). A new entry needs a reason in a comment.
known_exceptions = {}


def strip_comments_and_strings(text):
    """C source without comments, with string contents blanked (fopen's mode
    string is kept so that the mode can be read)."""
    out = []
    i, n = 0, len(text)
    while i < n:
        c = text[i]
        if text.startswith("/*", i):
            end = text.find("*/", i + 2)
            end = n if end < 0 else end + 2
            out.append("\n" * text.count("\n", i, end))
            i = end
        elif text.startswith("//", i):
            end = text.find("\n", i)
            i = n if end < 0 else end
        elif c == '"':
            j = i + 1
            while j < n and text[j] != '"':
                j += 2 if text[j] == "\\" else 1
            literal = text[i:j + 1]
            # Keep short literals (fopen modes); blank the rest.
            out.append(literal if len(literal) <= 6 else '""')
            i = j + 1
        elif c == "'":
            j = i + 1
            while j < n and text[j] != "'":
                j += 2 if text[j] == "\\" else 1
            out.append("' '")
            i = j + 1
        else:
            out.append(c)
            i += 1
    return "".join(out)


failures = []
notes = []
for dirpath, dirs, files in os.walk(os.path.join(root, "src")):
    dirs.sort()
    for name in sorted(files):
        if not name.endswith((".c", ".h")):
            continue
        path = os.path.join(dirpath, name)
        rel = os.path.relpath(path, root)
        with open(path, encoding="utf-8") as f:
            code = strip_comments_and_strings(f.read())
        found = []
        for m in writers.finditer(code):
            found.append((code.count("\n", 0, m.start()) + 1, m.group(1)))
        for m in fopen_write.finditer(code):
            found.append((code.count("\n", 0, m.start()) + 1, m.group(1) + " for writing"))
        for m in open_write.finditer(code):
            found.append((code.count("\n", 0, m.start()) + 1, "open for writing"))
        for line, call in found:
            if call in allowed.get(rel, set()):
                continue
            if known_exceptions.get(rel) == call:
                notes.append(f"{rel}:{line}: note: {call} (known exception, being moved to st_file_save_atomic)")
                continue
            failures.append(f"{rel}:{line}: error: {call} writes a file without st_file_save_atomic ()")

for rel, call in known_exceptions.items():
    path = os.path.join(root, rel)
    if not os.path.exists(path) or call not in open(path, encoding="utf-8").read():
        notes.append(f"{rel}: note: no longer calls {call}; remove it from known_exceptions")

for note in notes:
    print(note)
for failure in failures:
    print(failure)
if failures:
    print(f"{len(failures)} writer(s) outside st_file_save_atomic ()")
    sys.exit(1)
print("every writer of a file goes through st_file_save_atomic ()")
