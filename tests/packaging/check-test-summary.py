#!/usr/bin/env python3
"""tools/test-summary.py --covers: a test registered in a build but run in no
build directory is a failure (make test runs some suites in one build only, and
a test in a suite neither build runs would otherwise pass unseen); every test
run in one of them passes; a test of several suites matches meson's
project:a+b / name.

Usage: check-test-summary.py SOURCE_ROOT BUILD_ROOT"""

import json
import os
import subprocess
import sys
import tempfile

source_root, build_root = sys.argv[1], sys.argv[2]
summary = os.path.join(source_root, "tools", "test-summary.py")

tests = json.loads(subprocess.run(["meson", "introspect", build_root, "--tests"],
                                  capture_output=True, text=True, check=True).stdout)
names = []
for test in tests:
    suites = test["suite"]
    project = suites[0].split(":", 1)[0]
    names.append(f"{project}:" + "+".join(s.split(":", 1)[1] for s in suites) + f" / {test['name']}")
if not any("+" in name for name in names):
    sys.exit("no test of several suites registered (test-hostile is core and plain)")


def summarize(ran_in_a, ran_in_b):
    with tempfile.TemporaryDirectory() as tmp:
        dirs = []
        for sub, ran in (("a", ran_in_a), ("b", ran_in_b)):
            os.makedirs(os.path.join(tmp, sub, "meson-logs"))
            with open(os.path.join(tmp, sub, "meson-logs", "testlog.json"), "w", encoding="utf-8") as log:
                for name in ran:
                    log.write(json.dumps({"name": name, "result": "OK"}) + "\n")
            dirs.append(os.path.join(tmp, sub))
        return subprocess.run([sys.executable, summary, "--covers", build_root] + dirs,
                              capture_output=True, text=True)


half = len(names) // 2
whole = summarize(names[:half], names[half:])
if whole.returncode != 0 or not whole.stdout.endswith(f"{len(names)} passed, 0 failed\n"):
    sys.exit(f"every test ran in one of two builds, yet:\n{whole.stdout}{whole.stderr}")

left_out = next(name for name in names if "+" in name)
missing = summarize([n for n in names[:half] if n != left_out], [n for n in names[half:] if n != left_out])
if missing.returncode != 1 or f"{left_out}: registered in" not in missing.stdout \
        or not missing.stdout.endswith(f"{len(names) - 1} passed, 1 failed\n"):
    sys.exit(f"{left_out} ran in no build, yet:\n{missing.stdout}{missing.stderr}")
print(f"{len(names)} tests: all covered passes, {left_out} left out fails")
