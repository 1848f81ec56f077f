#!/usr/bin/env python3
"""Sums the meson test logs of several build directories for `make test`.

Usage: test-summary.py [--failed STEP]... [--covers BUILD_DIR]... BUILD_DIR...

Reads BUILD_DIR/meson-logs/testlog.json (one JSON object per test), prints one line
per build directory and then, last and alone on its line, `N passed, N failed`.
A build directory without a test log (its build failed before meson test ran)
counts as one failure, and so does every --failed STEP (such as check-format).
Skipped tests count as neither. --covers BUILD_DIR: every test registered in
that build (meson introspect --tests) must have run in one of the build
directories read; each that ran in none counts as a failure (make test runs
some suites in one build only, and a test in a suite neither runs would
otherwise pass unseen). Exits 1 when anything failed."""

import json
import os
import subprocess
import sys

PASSED = {"OK", "EXPECTEDFAIL"}
SKIPPED = {"SKIP"}

args = sys.argv[1:]
failed_steps = []
builds = []
covers = []
ran = set()
while args:
    arg = args.pop(0)
    if arg == "--failed" and args:
        failed_steps.append(args.pop(0))
    elif arg == "--covers" and args:
        covers.append(args.pop(0))
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
                ran.add(test.get("name"))
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


def registered(build):
    """The full names (project:suite / name) of build's tests, as in testlog.json."""
    out = subprocess.run(["meson", "introspect", build, "--tests"], capture_output=True,
                         text=True, check=True).stdout
    names = set()
    for test in json.loads(out):
        # meson names a test of several suites project:a+b / name.
        suites = test.get("suite") or []
        project = suites[0].split(":", 1)[0] if suites else ""
        names.add(f"{project}:" + "+".join(s.split(":", 1)[-1] for s in suites) + f" / {test['name']}")
    return names


for build in covers:
    try:
        never = sorted(registered(build) - ran)
    except (OSError, subprocess.CalledProcessError, ValueError) as error:
        print(f"{build}: cannot list its tests: {error}")
        total_failed += 1
        continue
    for name in never:
        print(f"{name}: registered in {build} but run in no build")
    total_failed += len(never)

for step in failed_steps:
    print(f"{step}: failed")
    total_failed += 1

print(f"{total_passed} passed, {total_failed} failed")
sys.exit(1 if total_failed else 0)
