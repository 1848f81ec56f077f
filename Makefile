# Sandtable, for developers on Debian 12:
#
#   make run           build, then open the app on a bundled scenario
#                      (make run SCENARIO=data/scenarios/manoeuvre.xml for another)
#   make test          check the code style, build twice (build/ with -Werror and
#                      build-asan/ with AddressSanitizer + UBSan), run every test of
#                      both under a virtual display, and end with `N passed, N failed`
#   make format        apply .clang-format to the C files in src/, tests/ and bench/
#   make check-format  only check them
#
# Missing Debian packages (tools/deps.txt) are installed by tools/ensure-deps.sh
# when make runs as root; otherwise it prints the `sudo apt-get install` line.

BUILD ?= build
ASAN_BUILD ?= build-asan
SCENARIO ?= data/scenarios/maneuver-basic.xml

XVFB := xvfb-run -a -s '-screen 0 1600x1000x24'
TEST_ENV := GSK_RENDERER=cairo GSETTINGS_BACKEND=memory
C_FILES := find src tests bench -type f \( -name '*.c' -o -name '*.h' \) -print0

.PHONY: all deps build run test test-build test-asan check-format format clean

all: build

deps:
	@tools/ensure-deps.sh

$(BUILD)/build.ninja:
	meson setup $(BUILD) -Dwerror=true

$(ASAN_BUILD)/build.ninja:
	meson setup $(ASAN_BUILD) -Dwerror=true -Dbuildtype=debug \
	  -Db_sanitize=address,undefined -Db_lundef=false

build: deps $(BUILD)/build.ninja
	meson compile -C $(BUILD)

# The schema compiled into build/data lets the app keep its settings without
# installing anything.
run: build
	GSETTINGS_SCHEMA_DIR=$(BUILD)/data ./$(BUILD)/src/app/sandtable $(SCENARIO)

# Every step runs even when an earlier one fails, so that one `make test` reports
# everything; tools/test-summary.py adds it up from meson's testlog.json files
# (removed first, so that a failed build cannot report an old run).
test: deps
	@rm -f $(BUILD)/meson-logs/testlog.json $(ASAN_BUILD)/meson-logs/testlog.json; \
	failed=""; \
	$(MAKE) --no-print-directory check-format || failed="$$failed --failed check-format"; \
	$(MAKE) --no-print-directory test-build || true; \
	$(MAKE) --no-print-directory test-asan || true; \
	echo; \
	tools/test-summary.py $$failed $(BUILD) $(ASAN_BUILD)

test-build: $(BUILD)/build.ninja
	meson configure $(BUILD) -Dwerror=true
	meson compile -C $(BUILD)
	$(TEST_ENV) $(XVFB) meson test -C $(BUILD) --print-errorlogs

test-asan: $(ASAN_BUILD)/build.ninja
	meson configure $(ASAN_BUILD) -Dwerror=true -Dbuildtype=debug \
	  -Db_sanitize=address,undefined -Db_lundef=false
	meson compile -C $(ASAN_BUILD)
	$(TEST_ENV) $(XVFB) meson test -C $(ASAN_BUILD) --print-errorlogs --timeout-multiplier 3

check-format: deps
	@$(C_FILES) | xargs -0 -r clang-format --dry-run -Werror && echo "check-format: ok"

format: deps
	@$(C_FILES) | xargs -0 -r clang-format -i

clean:
	rm -rf $(BUILD) $(ASAN_BUILD)
