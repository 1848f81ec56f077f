#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""The benchmark check of `make test`: instruction budgets.

Counts the instructions of each operation of bench-ops (bench/bench-ops.c)
under valgrind's callgrind, which counts the same on a busy machine as on a
quiet one, and compares each count with its budget in bench/budgets.txt. An
operation that costs more than its budget plus the slack (10 %) fails the
check, which prints the budget and the count. Raising a budget is a commit of
its own that says why: `tools/bench-check.py --update` rewrites the file with
today's counts.

  bench-check.py --bench-ops BUILD/bench/bench-ops --budgets bench/budgets.txt
                 [--worst-gen SCRIPT] [--jobs N] [--slack 0.10] [--update] [--only NAME...]
"""

import argparse
import concurrent.futures
import os
import re
import subprocess
import sys
import tempfile
import time

TOTALS = re.compile(rb"^totals:\s+(\d+)", re.M)


def counting_env():
    """The environment the counts are made in, the same wherever the check
    runs: meson test sets MALLOC_PERTURB_ to a random value (malloc then
    fills every block it hands out or takes back, a cost that follows the
    value), and the locale decides what libgettextpo converts."""
    env = {k: v for k, v in os.environ.items()
           if k not in ("MALLOC_PERTURB_", "MALLOC_CHECK_", "G_DEBUG", "G_SLICE", "LANGUAGE", "LC_MESSAGES")
           and not k.startswith("LC_")}
    env["LC_ALL"] = "C.UTF-8"
    env["LANG"] = "C.UTF-8"
    return env


def count(bench_ops, args, workdir):
    """Instructions of one operation (only the part bench-ops instruments)."""
    out = os.path.join(workdir, "cg-" + "-".join(os.path.basename(a) for a in args) + ".out")
    cmd = ["valgrind", "--tool=callgrind", "--instr-atstart=no", "--callgrind-out-file=" + out,
           bench_ops] + args
    started = time.monotonic()
    proc = subprocess.run(cmd, stdout=subprocess.PIPE, stderr=subprocess.PIPE, env=counting_env())
    seconds = time.monotonic() - started
    if proc.returncode != 0:
        raise RuntimeError("%s failed (%d):\n%s" % (" ".join(cmd), proc.returncode,
                                                    proc.stderr.decode(errors="replace")[-2000:]))
    with open(out, "rb") as f:
        m = TOTALS.search(f.read())
    os.unlink(out)
    if m is None:
        raise RuntimeError("no totals in callgrind's output of %s" % " ".join(args))
    return int(m.group(1)), seconds


def read_budgets(path):
    budgets = {}
    with open(path, encoding="utf-8") as f:
        for line in f:
            line = line.split("#", 1)[0].strip()
            if line:
                name, value = line.split()
                budgets[name] = int(value)
    return budgets


def write_budgets(path, counts, header):
    with open(path, "w", encoding="utf-8") as f:
        f.write(header)
        width = max(len(n) for n in counts)
        for name in sorted(counts):
            f.write("%-*s %d\n" % (width, name, counts[name]))


HEADER = """\
# Instruction budgets of the operations of bench/bench-ops.c, counted by
# callgrind in the plain build (build/, debugoptimized, Debian 12's gcc):
# tools/bench-check.py fails `make test` when one costs more than its budget
# plus 10 %. Raising a budget is a commit of its own that says why; write
# today's counts with `tools/bench-check.py --update` (docs/performance.md).
# operation  instructions
"""


def main():
    p = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("--bench-ops", required=True)
    p.add_argument("--budgets", required=True)
    p.add_argument("--worst-gen", help="the worst-file generator: SCRIPT OUTDIR writes one file a list")
    p.add_argument("--jobs", type=int, default=2)
    p.add_argument("--slack", type=float, default=0.10)
    p.add_argument("--update", action="store_true", help="write today's counts as the budgets")
    p.add_argument("--only", nargs="*", help="check only these operations")
    opts = p.parse_args()

    with tempfile.TemporaryDirectory(prefix="bench-check-") as workdir:
        listed = subprocess.run([opts.bench_ops, "--list"], check=True, stdout=subprocess.PIPE,
                                text=True).stdout.split()
        jobs = {name: [name] for name in listed}
        if opts.worst_gen:
            worst = os.path.join(workdir, "worst")
            os.mkdir(worst)
            subprocess.run([sys.executable, opts.worst_gen, "--scale", "0.1", worst], check=True,
                           stdout=subprocess.DEVNULL)
            for f in sorted(os.listdir(worst)):
                jobs["load-worst-" + os.path.splitext(f)[0]] = ["load-file", os.path.join(worst, f)]
        if opts.only:
            jobs = {n: a for n, a in jobs.items() if n in opts.only}

        budgets = {} if opts.update and not os.path.exists(opts.budgets) else read_budgets(opts.budgets)
        counts, seconds, failed = {}, {}, []
        with concurrent.futures.ThreadPoolExecutor(max_workers=opts.jobs) as pool:
            futures = {pool.submit(count, opts.bench_ops, args, workdir): name for name, args in jobs.items()}
            for fut in concurrent.futures.as_completed(futures):
                name = futures[fut]
                try:
                    counts[name], seconds[name] = fut.result()
                except RuntimeError as e:
                    print("bench-check: %s: %s" % (name, e))
                    failed.append(name)

    width = max(len(n) for n in jobs)
    print("%-*s %15s %15s %8s" % (width, "operation", "budget", "count", "change"))
    for name in sorted(counts):
        n = counts[name]
        budget = budgets.get(name)
        if budget is None:
            verdict = "no budget"
            if not opts.update:
                failed.append(name)
            print("%-*s %15s %15d %8s  %s" % (width, name, "-", n, "", verdict))
            continue
        change = (n - budget) / budget
        verdict = ""
        if n > budget * (1 + opts.slack):
            verdict = "OVER BUDGET (more than %d %% over)" % round(opts.slack * 100)
            if not opts.update:
                failed.append(name)
        elif n < budget * (1 - 2 * opts.slack):
            verdict = "much cheaper: lower the budget (--update)"
        print("%-*s %15d %15d %+7.1f%%  %s" % (width, name, budget, n, change * 100, verdict))
    print("callgrind time: %.0f s over %d operations" % (sum(seconds.values()), len(seconds)))

    if opts.update:
        if opts.only and os.path.exists(opts.budgets):
            merged = read_budgets(opts.budgets)
            merged.update(counts)
            counts = merged
        write_budgets(opts.budgets, counts, HEADER)
        print("bench-check: wrote %s" % opts.budgets)
        return 1 if any(n not in counts for n in failed) else 0
    if failed:
        print("bench-check: FAILED: %s" % ", ".join(sorted(set(failed))))
        return 1
    print("bench-check: every operation within its budget")
    return 0


if __name__ == "__main__":
    sys.exit(main())
