#!/bin/bash
# Makes sure the Debian packages in tools/deps.txt are installed. As root it installs
# the missing ones with apt-get (no prompts); as anyone else it prints the one
# command to run and fails, so that `make` stops before a confusing build error.
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)

if ! command -v dpkg-query >/dev/null 2>&1; then
  echo "tools/ensure-deps.sh: not a Debian system; install the packages in tools/deps.txt by hand" >&2
  exit 1
fi

missing=()
while read -r line; do
  pkg=${line%%#*}
  pkg=${pkg//[[:space:]]/}
  [ -n "$pkg" ] || continue
  if ! dpkg-query -W -f='${Status}' "$pkg" 2>/dev/null | grep -q "install ok installed"; then
    missing+=("$pkg")
  fi
done <"$here/deps.txt"

[ ${#missing[@]} -eq 0 ] && exit 0

if [ "$(id -u)" -eq 0 ]; then
  echo "Installing missing packages: ${missing[*]}"
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -q </dev/null
  apt-get install -y -q --no-install-recommends "${missing[@]}" </dev/null
else
  echo "Sandtable needs Debian packages that are not installed. Install them with:" >&2
  echo "sudo apt-get install ${missing[*]}" >&2
  exit 1
fi
