#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Processor time (user + system) of `sandtable-cli render -o board.png` against
Tiled's `tmxrasterizer` on the same 200x200 hex board (bench_board_200 (),
written as a scenario and as a TMX map by gen-tmx), at the same pixel width,
in interleaved runs. Prints the best and median of each, their ratio and the
sizes of the two PNG files; never fails on time. Tiled is a peer for
benchmarking only (Debian's `tiled`), not a dependency.

Usage: bench-tmx.py SANDTABLE_CLI GEN_TMX OUTDIR [SIZE] [RUNS]
(SIZE: tmxrasterizer's --size, the taller side, default 1600; the scenario is
drawn at the width tmxrasterizer's image has)"""

import os
import resource
import shutil
import statistics
import struct
import subprocess
import sys


def cpu(argv, env=None):
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    subprocess.run(argv, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, env=env, check=True)
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    return (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)


def png_size(path):
    with open(path, "rb") as f:
        head = f.read(24)
    return struct.unpack(">II", head[16:24])


def main(argv):
    if len(argv) < 4:
        print(__doc__.strip().splitlines()[-3], file=sys.stderr)
        return 2
    cli, gen, out = argv[1], argv[2], argv[3]
    size = int(argv[4]) if len(argv) > 4 else 1600
    runs = int(argv[5]) if len(argv) > 5 else 7
    tmxrasterizer = shutil.which("tmxrasterizer")
    if tmxrasterizer is None:
        print("bench-tmx: tmxrasterizer not found (apt-get install tiled)", file=sys.stderr)
        return 77
    os.makedirs(out, exist_ok=True)
    subprocess.run([gen, out], check=True)
    xml, tmx = os.path.join(out, "board-200.xml"), os.path.join(out, "board-200.tmx")
    st_png, tmx_png = os.path.join(out, "sandtable.png"), os.path.join(out, "tmxrasterizer.png")
    runtime = os.path.join(out, "xdg-runtime")
    os.makedirs(runtime, mode=0o700, exist_ok=True)
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", XDG_RUNTIME_DIR=runtime)
    tmx_argv = [tmxrasterizer, "--size", str(size), tmx, tmx_png]
    cpu(tmx_argv, env)
    width = png_size(tmx_png)[0]
    st_argv = [cli, "render", xml, "-o", st_png, "--width", str(width)]
    cpu(st_argv)
    ours, theirs = [], []
    for _ in range(runs):
        theirs.append(cpu(tmx_argv, env))
        ours.append(cpu(st_argv))
    for name, times, path in (("sandtable-cli render", ours, st_png), ("tmxrasterizer", theirs, tmx_png)):
        w, h = png_size(path)
        print(f"{name:21} best {min(times) * 1e3:6.0f} ms  median {statistics.median(times) * 1e3:6.0f} ms"
              f"  {w} x {h}  {os.path.getsize(path):9d} bytes")
    print(f"ratio (median) {statistics.median(ours) / statistics.median(theirs):.2f}x"
          f"  (best) {min(ours) / min(theirs):.2f}x")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
