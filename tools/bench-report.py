#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""`make bench`: run the benchmarks and the peers in the same minutes, and
write the figures docs/performance.md quotes.

Runs bench/ programs of BUILD and the peers (xmllint --noout on the same file),
then replaces the part of docs/performance.md between the markers
"<!-- make bench: begin -->" and "<!-- make bench: end -->" with a table of
today's figures beside the targets of DESIGN.md, the instruction counts of
tools/bench-check.py, and when and where they were measured. A figure typed by
hand goes stale; these are written by the run that measured them.

  bench-report.py BUILD [--doc docs/performance.md] [--quick]
"""

import argparse
import datetime
import os
import re
import resource
import shutil
import subprocess
import sys
import tempfile

BEGIN = "<!-- make bench: begin -->"
END = "<!-- make bench: end -->"


def run(cmd, env=None):
    """stdout of cmd and the processor time (user + system) it took."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    proc = subprocess.run(cmd, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, env=env)
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    cpu = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
    if proc.returncode not in (0, 1):
        raise RuntimeError("%s failed (%d): %s" % (" ".join(cmd), proc.returncode, proc.stderr[-1000:]))
    return proc.stdout, cpu


def median(values):
    values = sorted(values)
    n = len(values)
    return values[n // 2] if n % 2 else (values[n // 2 - 1] + values[n // 2]) / 2


def find(pattern, text, what):
    m = re.search(pattern, text, re.M)
    if m is None:
        raise RuntimeError("no figure for %s in:\n%s" % (what, text[-2000:]))
    return float(m.group(1).replace(",", ""))


def peer_ratio(cli, path, runs):
    """Processor seconds of `sandtable-cli validate` and `xmllint --noout` on
    one file, alternating, medians."""
    ours, theirs = [], []
    for _ in range(runs):
        ours.append(run([cli, "validate", path])[1])
        theirs.append(run(["xmllint", "--noout", path])[1])
    return median(ours), median(theirs)


def main():
    p = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("build")
    p.add_argument("--doc", default="docs/performance.md")
    p.add_argument("--quick", action="store_true", help="fewer runs (a check that the report is written)")
    opts = p.parse_args()
    b = lambda *parts: os.path.join(opts.build, *parts)
    env = dict(os.environ, SANDTABLE_SOURCE_ROOT=os.getcwd())
    runs = 3 if opts.quick else 11
    rows = []  # (what, target, measured)

    with tempfile.TemporaryDirectory(prefix="bench-report-") as tmp:
        cli = b("src", "cli", "sandtable-cli")
        out, _ = run([b("bench", "bench-load")], env)
        rows.append(("load + validate the 1 MB scenario of `bench-load`, in process", "≤ 50 ms",
                     "%.1f ms median of 20" % find(r"median ([\d.]+) ms", out, "bench-load")))
        # bench-load's map alone, and with rules sections in two languages
        # added up to 8.2 and 29 MB (bench-load --write FILE MB).
        for size in (None, "8.2", "29"):
            path = os.path.join(tmp, "bench-load-%s.xml" % (size or "1"))
            run([b("bench", "bench-load"), "--write", path] + ([size] if size else []), env)
            ours, theirs = peer_ratio(cli, path, runs)
            rows.append(("`sandtable-cli validate` / `xmllint --noout`, the same %.1f MB file (processor time)"
                         % (os.path.getsize(path) / 1e6), "≤ 2×",
                         "%.2f× (%.0f ms / %.0f ms, medians of %d)" % (ours / theirs, ours * 1e3,
                                                                       theirs * 1e3, runs)))
        # Start-up alone: what every command pays before its work.
        ours, theirs = [], []
        for _ in range(runs):
            ours.append(run([cli, "--version"])[1])
            theirs.append(run(["xmllint", "--version"])[1])
        rows.append(("`sandtable-cli --version` / `xmllint --version` (start-up, processor time)", "—",
                     "%.1f ms / %.1f ms, medians of %d" % (median(ours) * 1e3, median(theirs) * 1e3, runs)))

    # The worst file of each list within the format's limits (bench/gen-worst.py)
    # against xmllint, processor time, best of the runs.
    with tempfile.TemporaryDirectory(prefix="bench-worst-") as tmp:
        worst, _ = run([sys.executable, "bench/bench-worst.py", b("src", "cli", "sandtable-cli"), tmp,
                        str(runs if not opts.quick else 1)], env)
    worst_table = [line for line in worst.splitlines() if line.startswith("|")]

    # The first painted frame of the app against Tiled's on the same map, under
    # a virtual display (bench/bench-first-frame.py), where the app is built.
    frame_table = []
    if os.path.exists(b("src", "app", "sandtable")) and os.path.exists(b("bench", "first-paint.so")) \
            and shutil.which("xvfb-run"):
        with tempfile.TemporaryDirectory(prefix="bench-frame-") as tmp:
            out, _ = run(["xvfb-run", "-a", "-s", "-screen 0 1600x1000x24", sys.executable,
                          "bench/bench-first-frame.py", b("src", "app", "sandtable"),
                          b("src", "cli", "sandtable-cli"), b("bench", "gen-tmx"), b("bench", "first-paint.so"),
                          tmp, "3" if opts.quick else "7"], dict(env, GSETTINGS_SCHEMA_DIR=b("data")))
        frame_table = [line for line in out.splitlines() if line.startswith("|")]

    out, _ = run([b("bench", "bench-engine")], env)
    targets = {"maneuver-basic": "≥ 20,000", "maneuver-advanced": "≥ 12,000", "manoeuvre": "≥ 15,000",
               "command-and-maneuver": "≥ 15,000", "manover-finland": "≥ 20,000"}
    for name, target in targets.items():
        rate = find(r"^%s\.xml: random playouts: [\d.]+ per second on one core, ([\d.]+) per processor second"
                    % re.escape(name), out, name)
        rows.append(("%s: random playouts a processor second (`bench-engine`)" % name, target,
                     "{:,.0f}".format(rate)))

    out, _ = run([b("bench", "bench-manoeuvre")], env)
    rows.append(("Manoeuvre IS-MCTS iterations a processor second (`bench-manoeuvre`)", "≥ 90,000",
                 "{:,.0f}".format(find(r"IS-MCTS: ([\d.]+) iterations per processor second", out, "mcts"))))

    out, _ = run([b("bench", "bench-po")], env)
    rows.append(("PO export of every text of manover-finland.xml (`bench-po`)", "≤ 100 ms",
                 "%.1f ms median" % find(r"PO export \(en\): ([\d.]+) ms median", out, "po export")))
    rows.append(("PO import of the same file", "≤ 100 ms",
                 "%.1f ms median" % find(r"PO import \(en\): ([\d.]+) ms median", out, "po import")))

    if not opts.quick:
        out, _ = run([b("bench", "bench-render")], env)
        for m in re.finditer(r"^render (.+?)\s+([\d.]+) ms/frame", out, re.M):
            rows.append(("redraw the 200×200 hex board at 1920×1080, %s (`bench-render`)" % m.group(1).strip(),
                         "≤ 16 ms", "%s ms median of 31" % m.group(2)))

    out, _ = run([sys.executable, "tools/bench-check.py", "--bench-ops", b("bench", "bench-ops"),
                  "--budgets", "bench/budgets.txt"])
    counts = [line for line in out.splitlines()
              if line and not line.startswith(("callgrind", "bench-check"))]

    commit = subprocess.run(["git", "rev-parse", "--short", "HEAD"], stdout=subprocess.PIPE,
                            text=True).stdout.strip()
    load = os.getloadavg()[0]
    now = datetime.datetime.now().strftime("%Y-%m-%d %H:%M")
    block = [BEGIN,
             "Written by `make bench` (tools/bench-report.py) on %s at commit %s, %d cores, load average "
             "%.1f at the end; `debugoptimized` build. Processor times, so that a busy machine slows them "
             "less than wall times; a quiet machine still gives the best figures." % (now, commit,
                                                                                      os.cpu_count(), load),
             "",
             "| what | target | measured |",
             "|---|---|---|"]
    block += ["| %s | %s | %s |" % r for r in rows]
    block += ["",
              "`sandtable-cli validate` against `xmllint --noout` on the worst file of each list within "
              "the format's limits (bench/gen-worst.py, bench/bench-worst.py; processor time, best of "
              "the runs; target ≤ 3×, never over 1 s):",
              ""] + worst_table
    if frame_table:
        block += ["",
                  "The first painted frame (bench/bench-first-frame.py under Xvfb, `GSK_RENDERER=cairo`; "
                  "processor time from the start of the process, alternating runs; Tiled's is its first "
                  "full-size image on the X server, with the map):",
                  ""] + frame_table
    block += ["",
              "Instruction counts of the operations `make test` holds to budgets "
              "([bench/budgets.txt](../bench/budgets.txt), tools/bench-check.py):",
              "",
              "```"] + counts + ["```", END]

    with open(opts.doc, encoding="utf-8") as f:
        doc = f.read()
    if BEGIN in doc and END in doc:
        head, rest = doc.split(BEGIN, 1)
        tail = rest.split(END, 1)[1]
        doc = head + "\n".join(block) + tail
    else:
        raise SystemExit("bench-report: %s has no %s … %s markers" % (opts.doc, BEGIN, END))
    with open(opts.doc, "w", encoding="utf-8") as f:
        f.write(doc)
    print("\n".join(block))
    return 0


if __name__ == "__main__":
    sys.exit(main())
