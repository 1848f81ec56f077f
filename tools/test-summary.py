#!/usr/bin/env python3
"""Sums meson's test logs of several build dirs into one 'N passed, N failed' line."""
import json
import sys

passed = failed = skipped = 0
for build in sys.argv[1:]:
    try:
        with open(f"{build}/meson-logs/testlog.json", encoding="utf-8") as log:
            for line in log:
                result = json.loads(line).get("result")
                if result in ("OK", "EXPECTEDFAIL"):
                    passed += 1
                elif result == "SKIP":
                    skipped += 1
                else:
                    failed += 1
    except FileNotFoundError:
        print(f"{build}: no test log", file=sys.stderr)
        failed += 1
line = f"{passed} passed, {failed} failed"
if skipped:
    line += f", {skipped} skipped"
print(line)
sys.exit(1 if failed else 0)
