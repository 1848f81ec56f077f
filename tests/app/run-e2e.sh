#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# Runs test-e2e.py against the real sandtable binary: a private session bus,
# toolkit accessibility switched on in it, and the AT-SPI bus started before the
# app (docs: /work/shared/howto/ui-testing.md). Exit 77 tells meson "skipped".
set -u

binary="$1"
script="$2"

# The test presses keys with XTest, which go to whatever window has the focus:
# it gets an X server of its own, so that it can run while the in-process app
# tests use the shared one.
if [ -z "${SANDTABLE_E2E_OWN_DISPLAY:-}" ] && command -v xvfb-run >/dev/null 2>&1; then
  export SANDTABLE_E2E_OWN_DISPLAY=1
  exec xvfb-run -a -s '-screen 0 1600x1000x24' "$0" "$@"
fi
if [ -z "${DISPLAY:-}" ] && [ -z "${WAYLAND_DISPLAY:-}" ]; then
  echo "# no display: run under xvfb-run" >&2
  exit 77
fi
for tool in dbus-run-session gdbus /usr/libexec/at-spi-bus-launcher; do
  if ! command -v "$tool" >/dev/null 2>&1 && [ ! -x "$tool" ]; then
    echo "# $tool missing" >&2
    exit 77
  fi
done
if ! /usr/bin/python3 -c 'import dogtail' >/dev/null 2>&1; then
  echo "# python3-dogtail missing" >&2
  exit 77
fi

export SANDTABLE_BINARY="$binary"
# G_DEBUG=fatal-warnings is for the app under test, not for the session bus,
# the portals it starts, or python's AT-SPI bindings, which warn about objects
# that go away while they are looked at.
export SANDTABLE_APP_G_DEBUG="${G_DEBUG:-}"
unset G_DEBUG
exec dbus-run-session -- sh -c '
  # The desktop setting dogtail checks lives in dconf, not in the memory backend
  # the app itself runs with.
  GSETTINGS_BACKEND=dconf gsettings set org.gnome.desktop.interface toolkit-accessibility true 2>/dev/null
  /usr/libexec/at-spi-bus-launcher --launch-immediately &
  launcher=$!
  # Until the accessibility bus owns its name (gdbus wait listens for the
  # bus signal, no polling), for at most ten seconds.
  gdbus wait --session --timeout 10 org.a11y.Bus
  GSETTINGS_BACKEND=dconf /usr/bin/python3 "$0"
  status=$?
  kill $launcher 2>/dev/null
  exit $status
' "$script"
