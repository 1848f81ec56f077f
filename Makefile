# Sandtable: `make run` builds and starts the app on a bundled scenario,
# `make test` builds twice (normal with -Werror, and with ASan+UBSan) and runs
# every test under a virtual display.

BUILD ?= build
ASAN_BUILD ?= build-asan
SCENARIO ?= data/scenarios/maneuver-basic.xml
XVFB = xvfb-run -a -s '-screen 0 1600x1000x24'

.PHONY: all deps build run test test-build test-asan check-format format clean

all: build

deps:
	@tools/ensure-deps.sh

$(BUILD)/build.ninja:
	meson setup $(BUILD) -Dwerror=true

build: deps $(BUILD)/build.ninja
	meson compile -C $(BUILD)

run: build
	GSETTINGS_SCHEMA_DIR=$(BUILD)/data ./$(BUILD)/src/app/sandtable $(SCENARIO)

$(ASAN_BUILD)/build.ninja:
	meson setup $(ASAN_BUILD) -Dwerror=true -Dbuildtype=debug \
	  -Db_sanitize=address,undefined -Db_lundef=false

test-build: build
	-GSK_RENDERER=cairo $(XVFB) meson test -C $(BUILD) --print-errorlogs

test-asan: deps $(ASAN_BUILD)/build.ninja
	meson compile -C $(ASAN_BUILD)
	-GSK_RENDERER=cairo $(XVFB) meson test -C $(ASAN_BUILD) --print-errorlogs --timeout-multiplier 3

test: check-format test-build test-asan
	@tools/test-summary.py $(BUILD) $(ASAN_BUILD)

check-format: deps
	@git ls-files '*.c' '*.h' | xargs clang-format --dry-run -Werror

format: deps
	@git ls-files '*.c' '*.h' | xargs clang-format -i

clean:
	rm -rf $(BUILD) $(ASAN_BUILD)
