#!/bin/sh
# Builds a private shared-mime-info database from our MIME description (any
# complaint from update-mime-database fails the test) and checks that GIO then
# names a scenario file *.sandtable.xml application/x-sandtable-scenario+xml.
#
# Usage: check-mime.sh MIME_XML SCENARIO_FILE
#
# GIO decides by the name first: a scenario called *.xml stays application/xml on
# GNOME, whatever its root element (the root-XML rule serves other desktops).
set -eu
mime_xml=$1
scenario=$2
expected=application/x-sandtable-scenario+xml

tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
mkdir -p "$tmp/mime/packages"
cp "$mime_xml" "$tmp/mime/packages/"
XDG_DATA_HOME="$tmp" update-mime-database "$tmp/mime" >"$tmp/log" 2>&1 || { cat "$tmp/log"; exit 1; }
if [ -s "$tmp/log" ]; then
  cat "$tmp/log"
  exit 1
fi

cp "$scenario" "$tmp/example.sandtable.xml"
type=$(XDG_DATA_HOME="$tmp" XDG_DATA_DIRS=/usr/local/share:/usr/share \
         gio info -a standard::content-type "$tmp/example.sandtable.xml" |
       sed -n 's/^ *standard::content-type: *//p')
if [ "$type" != "$expected" ]; then
  echo "example.sandtable.xml: content type is '$type', expected $expected"
  exit 1
fi
echo "example.sandtable.xml: $type"
