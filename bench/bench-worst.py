#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Processor time (user + system, best of RUNS) of `sandtable-cli validate`
against `xmllint --noout` on each worst file of bench/gen-worst.py, as the
Markdown table docs/testing.md quotes. Prints figures; never fails on time.

Usage: bench-worst.py SANDTABLE_CLI OUTDIR [RUNS] [BENCH_LOAD]
(the files are written to OUTDIR first; with BENCH_LOAD, the bench-load
executable, its 1 MB file is written there and measured too)"""

import os
import resource
import shutil
import subprocess
import sys


def cpu(argv):
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    subprocess.run(argv, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    return (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)


def best(argv, runs):
    return min(cpu(argv) for _ in range(runs))


def main(argv):
    if len(argv) < 3:
        print(__doc__.strip().splitlines()[-3], file=sys.stderr)
        return 2
    cli, out = argv[1], argv[2]
    runs = int(argv[3]) if len(argv) > 3 else 3
    extra = []
    here = os.path.dirname(os.path.abspath(__file__))
    os.makedirs(out, exist_ok=True)
    if len(argv) > 4:
        extra.append(os.path.join(out, "bench-load.xml"))
        subprocess.run([argv[4], "--write", extra[0]], check=True)
    subprocess.run([sys.executable, os.path.join(here, "gen-worst.py"), out], check=True)
    names = subprocess.run([sys.executable, os.path.join(here, "gen-worst.py"), "--list"],
                           capture_output=True, text=True, check=True).stdout.split()
    xmllint = shutil.which("xmllint")
    print("| file | size | `validate` | `xmllint --noout` | ratio |")
    print("|---|---|---|---|---|")
    for path in [os.path.join(out, n + ".xml") for n in names] + extra:
        ours = best([cli, "validate", path], runs)
        theirs = best([xmllint, "--noout", path], runs) if xmllint else 0.0
        ratio = "%.1f×" % (ours / theirs) if theirs > 0 else "—"
        print("| %s | %.1f MB | %.3f s | %.3f s | %s |"
              % (os.path.basename(path), os.path.getsize(path) / 1e6, ours, theirs, ratio))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
