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
    f"{datadir}/sandtable/glossary.tbx",
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
    failed = len(missing)
    # The installed command line tool speaks Swedish with LANGUAGE=sv: it finds
    # its catalogues under the prefix it was installed to, here staged under
    # DESTDIR as a package build does (st_locale_relocate ()), not only at the
    # configured place, and not in the build tree.
    env = dict(os.environ, LANGUAGE="sv", LC_ALL="C.UTF-8", LANG="C.UTF-8")
    cli = os.path.join(destdir + prefix, "bin", "sandtable-cli")
    result = subprocess.run([cli, "--help"], capture_output=True, text=True, env=env)
    if "Användning:" not in result.stdout + result.stderr or "Kommandon:" not in result.stdout + result.stderr:
        print("the installed sandtable-cli does not speak Swedish with LANGUAGE=sv:")
        print(result.stdout, result.stderr)
        failed += 1
    else:
        print("the installed sandtable-cli speaks Swedish")
    # ... and finds the bundled scenarios under its prefix: `info` of one by
    # its installed path works, and the relocated schema validates it.
    scenario = os.path.join(destdir + prefix, datadir, "sandtable", "scenarios", "maneuver-basic.xml")
    result = subprocess.run([cli, "validate", scenario], capture_output=True, text=True, env=env)
    if result.returncode != 0:
        print("the installed sandtable-cli cannot validate an installed scenario:")
        print(result.stdout, result.stderr)
        failed += 1
    # `render` runs sandtable-cli-render, installed in libexecdir and found
    # under the staged prefix as well.
    with tempfile.TemporaryDirectory() as out:
        png = os.path.join(out, "board.png")
        result = subprocess.run([cli, "render", scenario, "-o", png], capture_output=True, text=True, env=env)
        if result.returncode != 0 or not os.path.isfile(png):
            print("the installed sandtable-cli cannot render an installed scenario:")
            print(result.stdout, result.stderr)
            failed += 1
    print(f"{len(expected) + 3 - failed} passed, {failed} failed")
    sys.exit(1 if failed else 0)
