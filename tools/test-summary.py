#!/usr/bin/env python3
"""Sums the meson test logs of several build directories for `make test`.

Usage: test-summary.py [--failed STEP]... BUILD_DIR...

Reads BUILD_DIR/meson-logs/testlog.json (one JSON object per test), prints one line
per build directory and then, last and alone on its line, `N passed, N failed`.
A build directory without a test log (its build failed before meson test ran)
counts as one failure, and so does every --failed STEP (such as check-format).
Skipped tests count as neither. Exits 1 when anything failed."""

import json
import os
import sys

PASSED = {"OK", "EXPECTEDFAIL"}
SKIPPED = {"SKIP"}

args = sys.argv[1:]
failed_steps = []
builds = []
while args:
    arg = args.pop(0)
    if arg == "--failed" and args:
        failed_steps.append(args.pop(0))
    elif arg.startswith("--failed="):
        failed_steps.append(arg.split("=", 1)[1])
    else:
        builds.append(arg)

total_passed = total_failed = 0
for build in builds:
    log_path = os.path.join(build, "meson-logs", "testlog.json")
    passed = failed = skipped = 0
    failures = []
    try:
        with open(log_path, encoding="utf-8") as log:
            for line in log:
                if not line.strip():
                    continue
                test = json.loads(line)
                result = test.get("result")
                if result in PASSED:
                    passed += 1
                elif result in SKIPPED:
                    skipped += 1
                else:
                    failed += 1
                    failures.append(f"{test.get('name')} ({result})")
    except FileNotFoundError:
        print(f"{build}: no test results: the build or the test run failed")
        total_failed += 1
        continue
    print(f"{build}: {passed} ok, {failed} not ok, {skipped} skipped"
          + (": " + ", ".join(failures) if failures else ""))
    total_passed += passed
    total_failed += failed

for step in failed_steps:
    print(f"{step}: failed")
    total_failed += 1

print(f"{total_passed} passed, {total_failed} failed")
sys.exit(1 if total_failed else 0)
