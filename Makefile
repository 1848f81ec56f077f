# Sandtable, for developers on Debian 12:
#
#   make run           build, then open the app on a bundled scenario
#                      (make run SCENARIO=data/scenarios/manoeuvre.xml for another)
#   make test          check the code style, build twice (build/ with -Werror and
#                      build-asan/ with AddressSanitizer + UBSan), run every test
#                      once under a virtual display (in build-asan/, but for the
#                      suites e2e, budgets and plain in build/), and end with
#                      `N passed, N failed`
#                      (plus, when clang is there, a fuzz smoke: FUZZ_SMOKE_SECONDS
#                      of each libFuzzer harness in build-fuzz/)
#   make fuzz          fuzz each harness of tests/fuzz for FUZZ_SECONDS (default
#                      600), niced, one job each (docs/testing.md)
#   make bench         run the benchmarks and their peers (xmllint) and write
#                      the figures of docs/performance.md (tools/bench-report.py)
#   make format        apply .clang-format to the C files in src/, tests/ and bench/
#   make check-format  only check them
#
# Missing Debian packages (tools/deps.txt) are installed by tools/ensure-deps.sh
# when make runs as root; otherwise it prints the `sudo apt-get install` line.

BUILD ?= build
ASAN_BUILD ?= build-asan
SCENARIO ?= data/scenarios/maneuver-basic.xml
FUZZ_BUILD ?= build-fuzz
FUZZ_SECONDS ?= 600
FUZZ_SMOKE_SECONDS ?= 15
FUZZ_TARGETS := tests/fuzz/fuzz-markup tests/fuzz/fuzz-scenario tests/fuzz/fuzz-deck-csv tests/fuzz/fuzz-game-log \
  tests/fuzz/fuzz-edits tests/fuzz/fuzz-po-import tests/fuzz/fuzz-backdrop
# libFuzzer needs clang and its runtime (tools/deps.txt has both); checked when
# `make test` runs, after tools/ensure-deps.sh.
HAVE_LIBFUZZER := echo 'int LLVMFuzzerTestOneInput(const char *d, unsigned long n){return 0;}' \
  | clang -x c -fsanitize=fuzzer -o /dev/null - >/dev/null 2>&1

XVFB := xvfb-run -a -s '-screen 0 1600x1000x24'
TEST_ENV := GSK_RENDERER=cairo GSETTINGS_BACKEND=memory
# The suites `make test` runs in the plain build (every suite runs under the
# sanitizers but these two, which the sanitizer build does not have).
PLAIN_SUITES := --suite e2e --suite budgets --suite plain
ASAN_TEST_JOBS ?= $(shell echo $$(( $$(nproc) + 1 )))
C_FILES := find src tests bench -type f \( -name '*.c' -o -name '*.h' \) -print0

.PHONY: all deps build run bench test compile-build compile-asan run-asan test-build test-asan compile-fuzz run-fuzz test-fuzz fuzz check-format format clean

all: build

deps:
	@tools/ensure-deps.sh

$(BUILD)/build.ninja:
	meson setup $(BUILD) -Dwerror=true

# -O1: the sanitizers' checks stay, and the tests run twice as fast as at -O0.
$(ASAN_BUILD)/build.ninja:
	meson setup $(ASAN_BUILD) -Dwerror=true -Dbuildtype=debug -Doptimization=1 \
	  -Db_sanitize=address,undefined -Db_lundef=false

build: deps $(BUILD)/build.ninja
	meson compile -C $(BUILD)

# The schema compiled into build/data lets the app keep its settings without
# installing anything.
run: build
	GSETTINGS_SCHEMA_DIR=$(BUILD)/data ./$(BUILD)/src/app/sandtable $(SCENARIO)

# The figures docs/performance.md quotes, measured now beside the peers:
# tools/bench-report.py rewrites the part between its markers.
bench: build
	python3 tools/bench-report.py $(BUILD)

# Every step runs even when an earlier one fails, so that one `make test` reports
# everything; tools/test-summary.py adds it up from meson's testlog.json files
# (removed first, so that a failed build cannot report an old run).
# Each test runs once where it checks most: every test under the sanitizers
# (build-asan/), where a memory error or undefined behaviour shows, but for
# the suites only the plain -Werror build has or checks differently: the
# end-to-end tests of the real app (e2e), the instruction budgets (budgets,
# counted on the optimized code) and suite plain (tests that do more without
# the sanitizers' slowdown: test-hostile's 32 MiB file, test-file-save's 100
# kills). Those run while the sanitizer build compiles. (Until 2026-12-06
# build/ ran every test but the app suite as well: 141 tests twice, 300 s.)
# The fuzz build compiles at the lowest priority while the sanitizer build's
# tests run (they leave about a third of the processor time idle, waiting on
# the display and the app), and its smoke run follows them.
test: deps
	@rm -f $(BUILD)/meson-logs/testlog.json $(ASAN_BUILD)/meson-logs/testlog.json \
	  $(FUZZ_BUILD)/meson-logs/testlog.json; \
	failed=""; fuzz_build=""; plain=""; \
	$(MAKE) --no-print-directory check-format || failed="$$failed --failed check-format"; \
	if $(MAKE) --no-print-directory compile-build; then \
	  { $(TEST_ENV) $(XVFB) meson test -C $(BUILD) --no-rebuild $(PLAIN_SUITES) --print-errorlogs --timeout-multiplier 3 \
	      > $(BUILD)/plain-tests.log 2>&1; } & plain=$$!; \
	fi; \
	$(MAKE) --no-print-directory compile-asan; asan=$$?; \
	if [ -n "$$plain" ]; then wait $$plain; cat $(BUILD)/plain-tests.log; fi; \
	fuzz=""; if $(HAVE_LIBFUZZER); then \
	  { nice -n 19 $(MAKE) --no-print-directory compile-fuzz > $(BUILD)/fuzz-compile.log 2>&1; } & fuzz=$$!; \
	else echo "fuzz smoke: skipped, clang with libFuzzer is not installed"; fi; \
	if [ $$asan = 0 ]; then $(MAKE) --no-print-directory run-asan || true; fi; \
	if [ -n "$$fuzz" ]; then \
	  if wait $$fuzz; then $(MAKE) --no-print-directory run-fuzz || true; \
	  else cat $(BUILD)/fuzz-compile.log; fi; fuzz_build=$(FUZZ_BUILD); fi; \
	echo; \
	tools/test-summary.py $$failed --covers $(BUILD) $(BUILD) $(ASAN_BUILD) $$fuzz_build

compile-build: $(BUILD)/build.ninja
	meson configure $(BUILD) -Dwerror=true
	meson compile -C $(BUILD)

compile-asan: $(ASAN_BUILD)/build.ninja
	meson configure $(ASAN_BUILD) -Dwerror=true -Dbuildtype=debug -Doptimization=1 \
	  -Db_sanitize=address,undefined -Db_lundef=false
	meson compile -C $(ASAN_BUILD)

# One more than the cores (three on two): the app tests wait on the display and the
# main loop, and two at a time left a quarter of the processor idle (the whole
# suite 10 min 10 s against 13 min 12 s, 2026-12-06).
run-asan:
	$(TEST_ENV) $(XVFB) meson test -C $(ASAN_BUILD) --no-rebuild --print-errorlogs --timeout-multiplier 3 \
	  --num-processes $(ASAN_TEST_JOBS)

# Every test of one build (the app suite too in the plain build).
test-build: compile-build
	$(TEST_ENV) $(XVFB) meson test -C $(BUILD) --print-errorlogs

test-asan: compile-asan run-asan

# The fuzz build: clang, AddressSanitizer + UBSan, coverage for libFuzzer; only
# the core and engine and the harnesses are built.
$(FUZZ_BUILD)/build.ninja:
	CC=clang meson setup $(FUZZ_BUILD) -Dfuzzing=enabled -Dapp=disabled -Dbuildtype=debugoptimized \
	  -Db_sanitize=address,undefined -Db_lundef=false

# A short run of every harness from its seed corpus (meson test --suite fuzz).
test-fuzz: compile-fuzz run-fuzz

compile-fuzz: $(FUZZ_BUILD)/build.ninja
	meson configure $(FUZZ_BUILD) -Dfuzz_seconds=$(FUZZ_SMOKE_SECONDS)
	ninja -C $(FUZZ_BUILD) $(FUZZ_TARGETS)

run-fuzz:
	UBSAN_OPTIONS=print_stacktrace=1:halt_on_error=1 \
	  meson test -C $(FUZZ_BUILD) --no-rebuild --suite fuzz --print-errorlogs

# Fuzzing for longer, one harness after the other; new inputs are kept in
# $(FUZZ_BUILD)/tests/fuzz/*-corpus, crashes as crash-* / timeout-* files in the
# current folder (keep each in tests/data/bad or tests/fuzz/regressions).
fuzz: deps $(FUZZ_BUILD)/build.ninja
	meson configure $(FUZZ_BUILD) -Dfuzz_seconds=$(FUZZ_SECONDS)
	ninja -C $(FUZZ_BUILD) $(FUZZ_TARGETS)
	UBSAN_OPTIONS=print_stacktrace=1:halt_on_error=1 \
	  nice meson test -C $(FUZZ_BUILD) --no-rebuild --suite fuzz --num-processes 1 --print-errorlogs

check-format: deps
	@$(C_FILES) | xargs -0 -r clang-format --dry-run -Werror && echo "check-format: ok"

format: deps
	@$(C_FILES) | xargs -0 -r clang-format -i

clean:
	rm -rf $(BUILD) $(ASAN_BUILD) $(FUZZ_BUILD)
