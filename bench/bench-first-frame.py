#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""The first painted frame: processor time (user + system) from the start of
the process to its first frame on the X server, for Sandtable's window empty,
on a 50x50 board and on bench_board_200 (), and for Tiled on the same
200x200 map (bench/gen-tmx). Run it under a display (make bench runs it under
xvfb-run, with GSK_RENDERER=cairo). Prints the Markdown table
docs/performance.md quotes; never fails on time.

Usage: bench-first-frame.py SANDTABLE SANDTABLE_CLI GEN_TMX FIRST_PAINT_SO OUTDIR [RUNS]

Sandtable quits after its first frame with SANDTABLE_QUIT_AFTER_FIRST_FRAME
(src/app/st-first-frame.c); Tiled is ended by FIRST_PAINT_SO (preloaded,
bench/first-paint.c) at its first full-size image. Runs alternate, medians."""

import os
import re
import shutil
import subprocess
import sys
import tempfile


def first_frame(argv, env):
    proc = subprocess.run(argv, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True, env=env,
                          timeout=120)
    m = re.search(r"first-frame: (?:[\d.]+ ms wall, )?([\d.]+) ms of processor", proc.stderr)
    if m is None:
        raise RuntimeError("%s: no first frame:\n%s" % (" ".join(argv), proc.stderr[-2000:]))
    return float(m.group(1))


def median(values):
    values = sorted(values)
    return values[len(values) // 2]


def main(argv):
    if len(argv) < 6:
        print(__doc__.strip().splitlines()[-6], file=sys.stderr)
        return 2
    app, cli, gen_tmx, shim, out = argv[1:6]
    runs = int(argv[6]) if len(argv) > 6 else 5
    os.makedirs(out, exist_ok=True)
    subprocess.run([gen_tmx, out], check=True, stdout=subprocess.DEVNULL)
    board50 = os.path.join(out, "board-50.xml")
    subprocess.run([cli, "new", "--family", "maneuver-hex", "--board", "50x50", "--force", "-o", board50], check=True,
                   stdout=subprocess.DEVNULL)
    home = tempfile.mkdtemp(prefix="bench-first-frame-")
    env = dict(os.environ, HOME=home, XDG_CONFIG_HOME=os.path.join(home, "config"),
               XDG_STATE_HOME=os.path.join(home, "state"), XDG_DATA_HOME=os.path.join(home, "data"),
               GSK_RENDERER="cairo", GSETTINGS_BACKEND="memory", SANDTABLE_QUIT_AFTER_FIRST_FRAME="1")
    # The uninstalled app's settings schema: BUILD/data beside BUILD/src/app.
    env.setdefault("GSETTINGS_SCHEMA_DIR",
                   os.path.join(os.path.dirname(os.path.abspath(app)), "..", "..", "data"))
    tiled = shutil.which("tiled")
    cases = [("the empty window", [app]),
             ("a 50×50 hex board (blank, `sandtable-cli new`)", [app, board50]),
             ("the 200×200 hex board of bench_board_200 ()", [app, os.path.join(out, "board-200.xml")])]
    times = {name: [] for name, _ in cases}
    tiled_times = []
    try:
        for _ in range(runs):
            for name, command in cases:
                times[name].append(first_frame(command, env))
            if tiled is not None:
                tiled_times.append(first_frame([tiled, os.path.join(out, "board-200.tmx")],
                                               dict(env, LD_PRELOAD=os.path.abspath(shim))))
    finally:
        shutil.rmtree(home, ignore_errors=True)
    empty = median(times[cases[0][0]])
    print("| first painted frame | processor ms (median of %d) | ratio |" % runs)
    print("|---|---|---|")
    print("| Sandtable, %s | %.0f | 1 |" % (cases[0][0], empty))
    print("| Sandtable, %s | %.0f | %.2f× the empty window (target ≤ 1.2×) |"
          % (cases[1][0], median(times[cases[1][0]]), median(times[cases[1][0]]) / empty))
    big = median(times[cases[2][0]])
    if tiled_times:
        print("| Sandtable, %s | %.0f | %.2f× Tiled's (target ≤ 1×) |" % (cases[2][0], big,
                                                                         big / median(tiled_times)))
        print("| Tiled %s, the same map (`board-200.tmx`) | %.0f | |"
              % (subprocess.run([tiled, "--version"], capture_output=True, text=True,
                                env=dict(env, QT_QPA_PLATFORM="offscreen")).stdout.split()[-1],
                 median(tiled_times)))
    else:
        print("| Sandtable, %s | %.0f | (no Tiled installed) |" % (cases[2][0], big))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
