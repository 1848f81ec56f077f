#!/usr/bin/env python3
"""Installs the build into a temporary DESTDIR and checks that everything a user
needs is there: binaries, desktop file, metainfo, GSettings schema, MIME type,
icons, bundled scenarios, the scenario schema and the translations."""

import os
import subprocess
import sys
import tempfile

build_root, prefix, datadir, localedir = sys.argv[1:5]
expected = [
    "bin/sandtable-cli",
    f"{datadir}/applications/io.github.sandtable.Sandtable.desktop",
    f"{datadir}/metainfo/io.github.sandtable.Sandtable.metainfo.xml",
    f"{datadir}/glib-2.0/schemas/io.github.sandtable.Sandtable.gschema.xml",
    f"{datadir}/mime/packages/io.github.sandtable.Sandtable.mime.xml",
    f"{datadir}/icons/hicolor/scalable/apps/io.github.sandtable.Sandtable.svg",
    f"{datadir}/icons/hicolor/symbolic/apps/io.github.sandtable.Sandtable-symbolic.svg",
    f"{datadir}/sandtable/schema/sandtable-scenario.rng",
    f"{localedir}/sv/LC_MESSAGES/sandtable.mo",
    f"{localedir}/fi/LC_MESSAGES/sandtable.mo",
] + [f"{datadir}/sandtable/scenarios/{name}.xml" for name in
     ("maneuver-basic", "maneuver-advanced", "manoeuvre", "command-and-maneuver", "manover-finland")]
if os.path.exists(os.path.join(build_root, "src", "app", "sandtable")):
    expected.append("bin/sandtable")

with tempfile.TemporaryDirectory() as destdir:
    # No --no-rebuild: `meson test --suite packaging` builds only what the selected
    # tests need, so meson install may have to build the rest first.
    result = subprocess.run(["meson", "install", "-C", build_root, "--destdir", destdir, "--quiet"],
                            capture_output=True, text=True)
    if result.returncode != 0:
        print(result.stdout, result.stderr)
        sys.exit(1)
    missing = [path for path in expected
               if not os.path.isfile(os.path.join(destdir + prefix, path))]
    for path in missing:
        print(f"not installed: {prefix}/{path}")
    print(f"{len(expected) - len(missing)} passed, {len(missing)} failed")
    sys.exit(1 if missing else 0)
