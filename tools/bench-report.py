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

  bench-report.py BUILD [--doc docs/performance.md] [--quick] [--only PART,...]

PART is load, worst, frame, engine, thousand, manoeuvre, perft, po, render or budgets;
with --only the other rows of the table, the worst-file table and the counts
stay as the last full run wrote them, and the header says which rows are
newer. perft is the ceiling beside the engine: Debian's `stockfish` (a bench
peer only, skipped when it is not installed) counting chess moves with
`go perft 6` from the starting position, in the same minutes as the engine.
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


def run(cmd, env=None, stdin=None):
    """stdout of cmd and the processor time (user + system) it took."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    proc = subprocess.run(cmd, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, env=env, input=stdin)
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


# Perft counts of the chess starting position, depths 1 to 5: the moves a
# `go perft 6` makes on its way to the leaves, which it counts from the legal
# list of the last ply without making them.
PERFT_MADE = 20 + 400 + 8902 + 197281 + 4865609
PERFT_DEPTH = 6


def stockfish_perft(runs):
    """Stockfish's perft rate from the starting position, processor time with
    the start-up (a `go perft 1`) taken off, medians: (version, leaves a second,
    moves made a second, seconds), or None without stockfish."""
    exe = shutil.which("stockfish") or ("/usr/games/stockfish" if os.access("/usr/games/stockfish", os.X_OK)
                                        else None)
    if exe is None:
        return None
    times, startup, version, leaves = [], [], "", 0
    for _ in range(runs):
        out, cpu = run([exe], stdin="position startpos\ngo perft %d\nquit\n" % PERFT_DEPTH)
        leaves = int(find(r"^Nodes searched: (\d+)", out, "stockfish perft"))
        version = out.splitlines()[0].split(" by ")[0].strip() if out else "Stockfish"
        times.append(cpu)
        startup.append(run([exe], stdin="position startpos\ngo perft 1\nquit\n")[1])
    seconds = max(median(times) - median(startup), 1e-6)
    return version, leaves / seconds, PERFT_MADE / seconds, seconds


def keep_rows(doc, rows):
    """The table of the doc's block with rows (what, target, measured)
    replacing those of the same `what` or added at the end."""
    block = doc.split(BEGIN, 1)[1].split(END, 1)[0]
    old = []
    in_table = False
    # Only the first table's rows: the first-frame table further down has
    # three columns too.
    for line in block.splitlines():
        if line.startswith("| what | target | measured |"):
            in_table = True
            continue
        if in_table and not line.startswith("|"):
            break
        cells = [c.strip() for c in line.strip().strip("|").split(" | ")]
        if in_table and line.startswith("| ") and len(cells) == 3:
            old.append(tuple(cells))
    new = {r[0]: r for r in rows}
    merged = [new.pop(r[0], r) for r in old]
    return merged + [r for r in rows if r[0] in new]


def main():
    p = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("build")
    p.add_argument("--doc", default="docs/performance.md")
    p.add_argument("--quick", action="store_true", help="fewer runs (a check that the report is written)")
    p.add_argument("--only", help="comma-separated parts to run and rewrite (the rest of the block is kept)")
    opts = p.parse_args()
    parts = set(opts.only.split(",")) if opts.only else None
    want = lambda part: parts is None or part in parts
    b = lambda *parts: os.path.join(opts.build, *parts)
    env = dict(os.environ, SANDTABLE_SOURCE_ROOT=os.getcwd())
    runs = 3 if opts.quick else 11
    rows = []  # (what, target, measured)

    if want("load"):
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
    worst_table = None
    if want("worst"):
        with tempfile.TemporaryDirectory(prefix="bench-worst-") as tmp:
            worst, _ = run([sys.executable, "bench/bench-worst.py", b("src", "cli", "sandtable-cli"), tmp,
                            str(runs if not opts.quick else 1)], env)
        worst_table = [line for line in worst.splitlines() if line.startswith("|")]

    # The first painted frame of the app against Tiled's on the same map, under
    # a virtual display (bench/bench-first-frame.py), where the app is built.
    frame_table = []
    if want("frame") and os.path.exists(b("src", "app", "sandtable")) and os.path.exists(b("bench", "first-paint.so")) \
            and shutil.which("xvfb-run"):
        with tempfile.TemporaryDirectory(prefix="bench-frame-") as tmp:
            out, _ = run(["xvfb-run", "-a", "-s", "-screen 0 1600x1000x24", sys.executable,
                          "bench/bench-first-frame.py", b("src", "app", "sandtable"),
                          b("src", "cli", "sandtable-cli"), b("bench", "gen-tmx"), b("bench", "first-paint.so"),
                          tmp, "3" if opts.quick else "7"], dict(env, GSETTINGS_SCHEMA_DIR=b("data")))
        frame_table = [line for line in out.splitlines() if line.startswith("|")]

    # Rates from runs of a second or less: the median of a few runs, so that one
    # slow run on a shared machine does not flip a figure near its target.
    rate_runs = 1 if opts.quick else 3
    if want("engine"):
        outs = [run([b("bench", "bench-engine")], env)[0] for _ in range(rate_runs)]
        out = outs[0]
        targets = {"maneuver-basic": "≥ 20,000", "maneuver-advanced": "≥ 12,000", "manoeuvre": "≥ 15,000",
                   "command-and-maneuver": "≥ 15,000", "manover-finland": "≥ 20,000"}
        for name, target in targets.items():
            rate = median([find(r"^%s\.xml: random playouts: [\d.]+ per second on one core, ([\d.]+) per "
                                r"processor second" % re.escape(name), o, name) for o in outs])
            rows.append(("%s: random playouts a processor second (`bench-engine`)" % name, target,
                         "{:,.0f} median of {}".format(rate, rate_runs)))
        # Actions a second beside the chess move generator (part perft).
        rate = find(r"^maneuver-basic\.xml: random playouts: [\d.]+ per second on one core, ([\d.]+) per "
                    r"processor second", out, "maneuver-basic")
        length = find(r"^maneuver-basic\.xml: random playouts: .*?, ([\d.]+) actions a game", out, "actions")
        legal = find(r"^maneuver-basic\.xml: legal-move generation: ([\d.]+) us per call", out, "legal")
        apply = find(r"^maneuver-basic\.xml: apply: ([\d.]+) us per action", out, "apply")
        rows.append(("maneuver-basic: actions a processor second along the playout path (random action + apply, "
                     "`bench-engine`)", "beside perft", "%.2f M" % (rate * length / 1e6)))
        rows.append(("maneuver-basic: actions a second with the full legal list (legal actions + apply, wall "
                     "time, `bench-engine`)", "beside perft", "%.2f M" % (1.0 / (legal + apply))))

    if want("perft"):
        perft = stockfish_perft(3 if opts.quick else 5)
        if perft is not None:
            version, leaves, made, seconds = perft
            rows.append(("chess moves a processor second, %s `go perft %d` from the start (Debian's `stockfish`, "
                         "the ceiling): leaves counted from the last ply's legal lists" % (version, PERFT_DEPTH),
                         "peer", "%.1f M (%.2f s, start-up taken off)" % (leaves / 1e6, seconds)))
            rows.append(("the same, moves made and unmade on the way (perft 1 to %d)" % (PERFT_DEPTH - 1), "peer",
                         "%.2f M" % (made / 1e6)))

    if want("thousand"):
        # Every bundled scenario: the target is each one's.
        for name in ("maneuver-basic", "maneuver-advanced", "command-and-maneuver", "manoeuvre", "manover-finland"):
            out, _ = run([b("bench", "bench-ladder"), "--only", "thousand",
                          os.path.join("data", "scenarios", name + ".xml")], env)
            rows.append(("%s: 1,000 greedy games on 2 jobs, processor time (`bench-ladder --only thousand`)" % name,
                         "≤ 5 s", "%.1f s" % find(r"2 jobs: [\d.]+ s wall, ([\d.]+) s cpu", out, name)))

    if want("manoeuvre"):
        n = 1 if opts.quick else 5
        rates = [find(r"IS-MCTS: ([\d.]+) iterations per processor second", run([b("bench", "bench-manoeuvre")],
                                                                                env)[0], "mcts") for _ in range(n)]
        rows.append(("Manoeuvre IS-MCTS iterations a processor second (`bench-manoeuvre`)", "≥ 90,000",
                     "{:,.0f} median of {}".format(median(rates), n)))

    if want("po"):
        out, _ = run([b("bench", "bench-po")], env)
        rows.append(("PO export of every text of manover-finland.xml (`bench-po`)", "≤ 100 ms",
                     "%.1f ms median" % find(r"PO export \(en\): ([\d.]+) ms median", out, "po export")))
        rows.append(("PO import of the same file", "≤ 100 ms",
                     "%.1f ms median" % find(r"PO import \(en\): ([\d.]+) ms median", out, "po import")))

    if want("render") and not opts.quick:
        # Three runs, a few seconds apart: a frame's processor time on a shared
        # virtual machine swung from 9.2 to 16.3 ms between two runs of the same
        # binary (2026-12-05), as the host's other guests came and went. Each
        # case's figure is its lowest median of the three, the range beside it.
        render_runs = 3
        frames = {}
        for _ in range(render_runs):
            out, _ = run([b("bench", "bench-render")], env)
            for m in re.finditer(r"^render (.+?)\s+([\d.]+) ms/frame", out, re.M):
                frames.setdefault(m.group(1).strip(), []).append(float(m.group(2)))
        for case, ms in frames.items():
            rows.append(("redraw the 200×200 hex board at 1920×1080, %s (`bench-render`)" % case, "≤ 16 ms",
                         "%.2f ms, the lowest median of 31 frames in %d runs (%.2f–%.2f)"
                         % (min(ms), len(ms), min(ms), max(ms))))
        rows.append(("the engine reads manover-finland.xml for its overlay (game, initial state, reach of a piece; "
                     "`bench-render`)", "~0.15 ms", "%s ms median" % find(r"^engine\s+manover-finland\s+([\d.]+) ms",
                                                                      out, "overlay")))
        # The PNG export against its peer, Tiled's tmxrasterizer, on the same map
        # (bench/bench-tmx.py; Debian's `tiled`, a bench peer only).
        if shutil.which("tmxrasterizer") and os.path.exists(b("bench", "gen-tmx")):
            tmx_runs = 7
            with tempfile.TemporaryDirectory(prefix="bench-tmx-") as tmp:
                out, _ = run([sys.executable, "bench/bench-tmx.py", b("src", "cli", "sandtable-cli"),
                              b("bench", "gen-tmx"), tmp, "1600", str(tmx_runs)], env)
            png = r"^%s\s+best\s+\d+ ms\s+median\s+(\d+) ms\s+(\d+) x (\d+)\s+(\d+) bytes"
            ours = re.search(png % re.escape("sandtable-cli render"), out, re.M)
            theirs = re.search(png % "tmxrasterizer", out, re.M)
            if ours is None or theirs is None:
                raise RuntimeError("no figures from bench-tmx.py in:\n%s" % out[-2000:])
            rows.append(("`sandtable-cli render` PNG of the 200×200 hex board / Tiled's `tmxrasterizer` on the same "
                         "map, %s × %s pixels (processor time, medians of %d interleaved runs; `bench-tmx.py`)"
                         % (ours.group(2), ours.group(3), tmx_runs), "≤ 0.5×, file ≤ 1.5×",
                         "%.2f× (%s ms / %s ms); file %.2f× (%.2f / %.2f MB)"
                         % (float(ours.group(1)) / float(theirs.group(1)), ours.group(1), theirs.group(1),
                            float(ours.group(4)) / float(theirs.group(4)), float(ours.group(4)) / 1e6,
                            float(theirs.group(4)) / 1e6)))

    counts = None
    if want("budgets"):
        out, _ = run([sys.executable, "tools/bench-check.py", "--bench-ops", b("bench", "bench-ops"),
                      "--budgets", "bench/budgets.txt"])
        counts = [line for line in out.splitlines()
                  if line and not line.startswith(("callgrind", "bench-check"))]

    with open(opts.doc, encoding="utf-8") as f:
        doc = f.read()
    if BEGIN not in doc or END not in doc:
        raise SystemExit("bench-report: %s has no %s … %s markers" % (opts.doc, BEGIN, END))
    old_block = doc.split(BEGIN, 1)[1].split(END, 1)[0].splitlines()
    commit = subprocess.run(["git", "rev-parse", "--short", "HEAD"], stdout=subprocess.PIPE,
                            text=True).stdout.strip()
    load = os.getloadavg()[0]
    now = datetime.datetime.now().strftime("%Y-%m-%d %H:%M")
    if parts is None:
        header = ("Written by `make bench` (tools/bench-report.py) on %s at commit %s, %d cores, load average "
                  "%.1f at the end; `debugoptimized` build. Processor times, so that a busy machine slows them "
                  "less than wall times; a quiet machine still gives the best figures." % (now, commit,
                                                                                           os.cpu_count(), load))
    else:
        # A partial run: the rows it measured replace theirs, the rest is kept.
        first = next(line for line in old_block if line.startswith("Written by"))
        header = first + (
            " Rows of the parts %s rewritten on %s at commit %s, load average %.1f at the end "
            "(`tools/bench-report.py --only %s`)." % (", ".join(sorted(parts)), now, commit, load,
                                                      ",".join(sorted(parts))))
        rows = keep_rows(doc, rows)
        if worst_table is None:
            worst_table = [line for line in old_block if line.startswith("|") and ".xml |" in line
                           or line.startswith("| file |") or line.startswith("|---|---|---|---|---|")]
        if not frame_table and "frame" not in parts:
            start = next((i for i, line in enumerate(old_block) if line.startswith("| first painted frame |")), None)
            if start is not None:
                end = start
                while end < len(old_block) and old_block[end].startswith("|"):
                    end += 1
                frame_table = old_block[start:end]
        if counts is None:
            fence = [i for i, line in enumerate(old_block) if line == "```"]
            counts = old_block[fence[0] + 1:fence[1]] if len(fence) >= 2 else []
    block = [BEGIN, header,
             "",
             "| what | target | measured |",
             "|---|---|---|"]
    block += ["| %s | %s | %s |" % r for r in rows]
    block += ["",
              "`sandtable-cli validate` against `xmllint --noout` on the worst file of each list within "
              "the format's limits (bench/gen-worst.py, bench/bench-worst.py; processor time, best of "
              "the runs; target ≤ 3×, never over 1 s):",
              ""] + (worst_table or [])
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
              "```"] + (counts or []) + ["```", END]

    head, rest = doc.split(BEGIN, 1)
    tail = rest.split(END, 1)[1]
    doc = head + "\n".join(block) + tail
    with open(opts.doc, "w", encoding="utf-8") as f:
        f.write(doc)
    print("\n".join(block))
    return 0


if __name__ == "__main__":
    sys.exit(main())
