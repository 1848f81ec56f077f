#!/usr/bin/env python3
"""Every test runs with the sanitizer options tests/meson.build shares
(asan_options). A test that sets ASAN_OPTIONS of its own must keep
intercept_tls_get_addr=0 (without it LeakSanitizer's tracer can die at exit
although nothing leaked, see tests/meson.build), and a test that runs a program
of this build must set ASAN_OPTIONS at all, since the runtime's defaults
include the interceptor.

Usage: check-sanitizer-env.py BUILD_ROOT"""

import json
import os
import sys

FLAG = "intercept_tls_get_addr=0"


def options(value):
    """The flags of an options string, later ones overriding earlier ones."""
    flags = {}
    for item in value.replace(" ", ":").split(":"):
        if "=" in item:
            key, val = item.split("=", 1)
            flags[key] = val
    return flags


def main():
    build = os.path.realpath(sys.argv[1])
    with open(os.path.join(build, "meson-info", "intro-tests.json"), encoding="utf-8") as f:
        tests = json.load(f)

    bad = []
    for test in tests:
        env = test.get("env") or {}
        runs_ours = os.path.realpath(test["cmd"][0]).startswith(build + os.sep)
        if "ASAN_OPTIONS" in env:
            if options(env["ASAN_OPTIONS"]).get("intercept_tls_get_addr") != "0":
                bad.append(f"{test['name']}: ASAN_OPTIONS={env['ASAN_OPTIONS']} lacks {FLAG}")
        elif runs_ours:
            bad.append(f"{test['name']}: runs {test['cmd'][0]} without ASAN_OPTIONS (use asan_options)")

    for line in bad:
        print(line)
    print(f"{len(tests)} tests, {len(bad)} without the shared sanitizer options")
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
