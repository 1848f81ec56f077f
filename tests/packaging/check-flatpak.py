#!/usr/bin/env python3
"""Checks the Flatpak manifest without flatpak-builder (the GNOME runtime cannot be
downloaded here): it must be strict JSON, build this source tree with meson on the
GNOME 43 runtime (GTK 4.8, libadwaita 1.2), start `sandtable`, and ask for no more
than a GTK app needs: files are reached through the portals.

Usage: check-flatpak.py MANIFEST APP_ID"""

import json
import os
import sys

manifest_path, app_id = sys.argv[1], sys.argv[2]
problems = []


def expect(condition, message):
    if not condition:
        problems.append(f"{manifest_path}: {message}")


def reject_duplicates(pairs):
    keys = [key for key, _value in pairs]
    for key in set(keys):
        if keys.count(key) > 1:
            problems.append(f"{manifest_path}: key '{key}' appears twice")
    return dict(pairs)


with open(manifest_path, encoding="utf-8") as f:
    try:
        manifest = json.load(f, object_pairs_hook=reject_duplicates)
    except json.JSONDecodeError as error:
        print(f"{manifest_path}:{error.lineno}:{error.colno}: error: {error.msg}")
        sys.exit(1)

expect(manifest.get("id", manifest.get("app-id")) == app_id, f"id must be {app_id}")
expect(manifest.get("runtime") == "org.gnome.Platform", "runtime must be org.gnome.Platform")
expect(manifest.get("runtime-version") == "43", "runtime-version must be 43 (GTK 4.8, libadwaita 1.2)")
expect(manifest.get("sdk") == "org.gnome.Sdk", "sdk must be org.gnome.Sdk")
expect(manifest.get("command") == "sandtable", "command must be sandtable")

finish_args = manifest.get("finish-args", [])
for needed in ("--share=ipc", "--socket=fallback-x11", "--socket=wayland", "--device=dri"):
    expect(needed in finish_args, f"finish-args lacks {needed}")
for arg in finish_args:
    expect(not arg.startswith("--filesystem="), f"{arg}: files are opened through the portals")
    expect(arg not in ("--socket=x11", "--device=all", "--share=network"), f"{arg} is not needed")

modules = manifest.get("modules", [])
expect(len(modules) > 0 and isinstance(modules[-1], dict), "the last module must be Sandtable itself")
if modules and isinstance(modules[-1], dict):
    app = modules[-1]
    expect(app.get("name") == "sandtable", "the last module must be named sandtable")
    expect(app.get("buildsystem") == "meson", "sandtable builds with meson")
    sources = app.get("sources", [])
    dirs = [s for s in sources if s.get("type") == "dir"]
    expect(len(dirs) == 1, "sandtable's source must be one local dir")
    if dirs:
        source_root = os.path.normpath(os.path.join(os.path.dirname(os.path.abspath(manifest_path)),
                                                    dirs[0].get("path", "")))
        expect(os.path.isfile(os.path.join(source_root, "meson.build")),
               f"source dir {dirs[0].get('path')} is not the top of the source tree")
for module in modules:
    if isinstance(module, dict):
        expect(module.get("name") not in ("gtk", "libadwaita", "json-glib", "libxml2"),
               f"{module.get('name')} is in the GNOME 43 runtime already")
        # Every downloaded source is pinned by its checksum.
        for source in module.get("sources", []):
            if source.get("type") in ("archive", "file"):
                expect(len(source.get("sha256", "")) == 64,
                       f"{module.get('name')}: {source.get('url')} has no sha256")
# libcsv (deck CSV) is not in the GNOME runtime: the manifest builds it first.
expect(any(isinstance(m, dict) and m.get("name") == "libcsv" for m in modules[:-1]),
       "libcsv must be built before Sandtable")

for problem in problems:
    print(problem)
print(f"{manifest_path}: {'invalid' if problems else 'ok'}")
sys.exit(1 if problems else 0)
