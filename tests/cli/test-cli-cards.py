#!/usr/bin/env python3
"""Tests of sandtable-cli's card commands: render --what cards|counters|board and
deck export|import|check. PDF pages are counted and measured with pdfinfo
(poppler-utils).

Usage: test-cli-cards.py SANDTABLE_CLI SOURCE_ROOT. Prints TAP-like lines and a
final 'N passed, N failed' line; exits 1 on any failure."""

import csv as csvmod
import filecmp
import json
import os
import re
import shutil
import struct
import subprocess
import sys
import tempfile

cli, root = sys.argv[1], sys.argv[2]
manoeuvre = os.path.join(root, "data", "scenarios", "manoeuvre.xml")
hex_basic = os.path.join(root, "data", "scenarios", "maneuver-basic.xml")
results = []


def run(*args):
    return subprocess.run([cli, *args], capture_output=True, text=True, timeout=120)


def check(name, condition, detail=""):
    results.append(condition)
    print(("ok " if condition else "not ok ") + name + ("" if condition else f"  # {detail}"))


def pdfinfo(path):
    r = subprocess.run(["pdfinfo", path], capture_output=True, text=True, timeout=60)
    info = {}
    for line in r.stdout.splitlines():
        key, _, value = line.partition(":")
        info[key.strip()] = value.strip()
    return info


def png_size(path):
    with open(path, "rb") as f:
        head = f.read(24)
    if head[:8] != b"\x89PNG\r\n\x1a\n":
        return None
    return struct.unpack(">II", head[16:24])


tmp = tempfile.mkdtemp(prefix="st-cli-cards-")
have_pdfinfo = shutil.which("pdfinfo") is not None

# render --what cards: 60 + 60 cards, nine a page.
for paper, size in (("a4", "595.28 x 841.89 pts (A4)"), ("letter", "612 x 792 pts (letter)")):
    out = os.path.join(tmp, f"cards-{paper}.pdf")
    r = run("render", manoeuvre, "--what", "cards", "--paper", paper, "-o", out)
    check(f"render --what cards --paper {paper} succeeds", r.returncode == 0 and os.path.exists(out), r.stderr)
    if have_pdfinfo:
        info = pdfinfo(out)
        check(f"120 cards make 14 pages ({paper})", info.get("Pages") == "14", str(info))
        check(f"pages are {paper}", info.get("Page size") == size, info.get("Page size"))
    else:
        print("ok # SKIP no pdfinfo")

out = os.path.join(tmp, "one-deck.pdf")
r = run("render", manoeuvre, "--what", "cards", "--deck", "borovia-deck", "-o", out)
check("render --deck picks one deck", r.returncode == 0, r.stderr)
if have_pdfinfo:
    check("one deck of 60 makes 7 pages", pdfinfo(out).get("Pages") == "7", str(pdfinfo(out)))

r = run("render", manoeuvre, "--what", "cards", "--deck", "nope", "-o", os.path.join(tmp, "x.pdf"))
check("render --deck with an unknown deck fails with status 1",
      r.returncode == 1 and "nope" in r.stderr and not os.path.exists(os.path.join(tmp, "x.pdf")), r.stderr)

# One PNG per card face, named after the card.
out = os.path.join(tmp, "card.png")
r = run("render", manoeuvre, "--what", "cards", "-o", out)
pngs = sorted(f for f in os.listdir(tmp) if f.startswith("card-") and f.endswith(".png"))
check("render --what cards -o OUT.png writes one PNG per card face", r.returncode == 0 and len(pngs) == 58,
      f"{len(pngs)} {r.stderr}")
check("card PNGs are named OUT-<card id>.png", "card-aurelia-orsini.png" in pngs and
      "card-borovia-sappers.png" in pngs, str(pngs[:5]))
check("card PNGs are 750 pixels wide (300 dpi)",
      png_size(os.path.join(tmp, "card-aurelia-orsini.png")) == (750, 1050),
      str(png_size(os.path.join(tmp, "card-aurelia-orsini.png"))))
r = run("render", manoeuvre, "--what", "cards", "--deck", "aurelia-deck", "-w", "200",
        "-o", os.path.join(tmp, "small.png"))
check("--width sets the card PNG width", png_size(os.path.join(tmp, "small-aurelia-spy.png")) == (200, 280),
      str(png_size(os.path.join(tmp, "small-aurelia-spy.png"))))

# Counter sheets: a front and a mirrored back page.
for scenario in sorted(os.listdir(os.path.join(root, "data", "scenarios"))):
    out = os.path.join(tmp, f"counters-{scenario}.pdf")
    r = run("render", os.path.join(root, "data", "scenarios", scenario), "--what", "counters", "-o", out)
    check(f"render --what counters works for {scenario}", r.returncode == 0 and os.path.exists(out), r.stderr)
    if have_pdfinfo:
        info = pdfinfo(out)
        check(f"counter sheet of {scenario} has a front and a back page", info.get("Pages") == "2", str(info))
out = os.path.join(tmp, "counter.png")
r = run("render", hex_basic, "--what", "counters", "-o", out)
check("render --what counters -o OUT.png writes the front and back of each counter",
      r.returncode == 0 and os.path.exists(os.path.join(tmp, "counter-blue-infantry-1.png"))
      and os.path.exists(os.path.join(tmp, "counter-blue-infantry-1-back.png")), r.stderr)

for ext in ("pdf", "png"):
    out = os.path.join(tmp, f"nocards.{ext}")
    r = run("render", hex_basic, "--what", "cards", "-o", out)
    check(f"render --what cards of a scenario without decks fails ({ext})",
          r.returncode == 1 and "no cards" in r.stderr and not os.listdir(tmp).count(f"nocards.{ext}"), r.stderr)

# The board stays the default, and --what board is the same.
a, b = os.path.join(tmp, "board-a.png"), os.path.join(tmp, "board-b.png")
ra = run("render", manoeuvre, "-o", a)
rb = run("render", manoeuvre, "--what", "board", "-o", b)
check("--what board is the default", ra.returncode == 0 and rb.returncode == 0 and filecmp.cmp(a, b, False),
      ra.stderr + rb.stderr)

# Usage errors exit with 2.
for args, what in ((("--what", "dice"), "unknown --what"), (("--what", "cards", "--paper", "a3"), "unknown paper"),
                   (("--what", "cards"), "cards to SVG")):
    out = os.path.join(tmp, "x.svg")
    r = run("render", manoeuvre, *args, "-o", out)
    check(f"render: {what} is a usage error", r.returncode == 2 and r.stderr != "", f"{r.returncode} {r.stderr}")

# deck export / import: an unchanged CSV leaves the scenario byte for byte.
csv = os.path.join(tmp, "aurelia.csv")
r = run("deck", "export", manoeuvre, "--deck", "aurelia-deck", "-o", csv)
check("deck export writes a CSV", r.returncode == 0 and open(csv, encoding="utf-8").readline().startswith(
    "id,kind,unit,hq,copies,attack,defense,"), r.stderr)
r = run("deck", "export", manoeuvre, "--deck", "aurelia-deck")
check("deck export without -o prints the same CSV", r.stdout == open(csv, encoding="utf-8").read(), r.stderr)
copy = os.path.join(tmp, "manoeuvre.xml")
shutil.copy(manoeuvre, copy)
r = run("deck", "import", copy, csv, "--deck", "aurelia-deck")
check("deck import of an unchanged export changes nothing",
      r.returncode == 0 and filecmp.cmp(copy, manoeuvre, False), r.stderr)

# Edit the CSV as a spreadsheet would: a card more, CRLF line ends.
with open(csv, encoding="utf-8", newline="") as f:
    rows = list(csvmod.reader(f))
header = rows[0]
row = [""] * len(header)
for key, value in (("id", "aurelia-scout"), ("kind", "hq"), ("hq", "spy"), ("copies", "2"),
                   ("name", "Scouts, forward")):
    row[header.index(key)] = value
edited = os.path.join(tmp, "edited.csv")
with open(edited, "w", encoding="utf-8", newline="") as f:
    csvmod.writer(f, lineterminator="\r\n").writerows(rows + [row])
out = os.path.join(tmp, "edited.xml")
r = run("deck", "import", manoeuvre, edited, "--deck", "aurelia-deck", "-o", out)
check("deck import -o writes the edited scenario", r.returncode == 0 and os.path.exists(out), r.stderr)
r = run("validate", out)
check("the edited scenario is valid", r.returncode == 0, r.stderr)
r = run("deck", "check", out, "--deck", "aurelia-deck", "--json")
data = json.loads(r.stdout) if r.stdout else {}
deck = (data.get("decks") or [{}])[0]
check("deck check sees the two new cards", deck.get("cards") == 62 and deck.get("hq_cards") == 22, str(deck)[:300])
check("deck check fails on 62 cards", r.returncode == 1 and data.get("valid") is False, r.stderr)
kinds = {p["kind"] for p in deck.get("problems", [])}
check("deck check reports the size and the HQ count", {"size", "hq-count"} <= kinds, str(kinds))
hq = [p for p in deck.get("problems", []) if p["kind"] == "hq-count"]
check("the HQ count problem names the HQ cards", hq and "aurelia-scout" in hq[0]["cards"], str(hq))

# Import errors carry the CSV's line and column.
bad = os.path.join(tmp, "bad.csv")
with open(bad, "w", encoding="utf-8") as f:
    f.write("id,kind,unit,attack\nx1,unit,aurelia-guard,2x8\n")
r = run("deck", "import", copy, bad, "--deck", "aurelia-deck")
check("deck import reports FILE:LINE:COL", r.returncode == 1 and f"{bad}:2:23: error: expected dice" in r.stderr,
      r.stderr)
check("a failed import leaves the scenario alone", filecmp.cmp(copy, manoeuvre, False))

# What a scenario cannot hold is refused where it is in the CSV, never dropped.
for what, name, where in (("a control character", "Marshal\x01Orsini\x0b", "2:18"),
                          ("the noncharacter U+FFFE", "Marshal\ufffeOrsini", "2:18")):
    with open(bad, "w", encoding="utf-8") as f:
        f.write(f"id,kind,hq,name\nx1,hq,spy,{name}\n")
    r = run("deck", "import", copy, bad, "--deck", "aurelia-deck")
    check(f"deck import refuses {what} at its line and column",
          r.returncode == 1 and f"{bad}:{where}: error: the " in r.stderr, r.stderr)
    check(f"deck import of {what} leaves the scenario alone", filecmp.cmp(copy, manoeuvre, False))

# A name a spreadsheet would run as a formula is exported quoted after an
# apostrophe, and imported back exactly.
formula = os.path.join(tmp, "formula.csv")
with open(formula, "w", encoding="utf-8") as f:
    f.write("id,kind,hq,name\nx1,hq,spy,\"'=cmd|' /C calc'!A0\"\nx2,hq,spy,'+SUM(1+1)\nx3,hq,spy,\"'@SUM(1+1)\"\n")
out = os.path.join(tmp, "formula.xml")
r = run("deck", "import", manoeuvre, formula, "--deck", "aurelia-deck", "-o", out)
check("deck import takes the apostrophe off a formula-like cell",
      r.returncode == 0 and "<name>=cmd|' /C calc'!A0</name>" in open(out, encoding="utf-8").read(), r.stderr)
r = run("deck", "export", out, "--deck", "aurelia-deck")
check("deck export quotes and marks cells a spreadsheet would run",
      r.returncode == 0 and "\"'=cmd|' /C calc'!A0\"" in r.stdout and "\"'+SUM(1+1)\"" in r.stdout
      and "\"'@SUM(1+1)\"" in r.stdout, r.stdout[-400:] + r.stderr)

# Past the first 100 problems the rest are counted, on a line that names the
# file as validate's does (it had no file name).
many = os.path.join(tmp, "many.csv")
with open(many, "w", encoding="utf-8") as f:
    f.write("id,kind,unit,attack\n" + "".join(f"x{i},unit,aurelia-guard,2x8\n" for i in range(150)))
r = run("deck", "import", copy, many, "--deck", "aurelia-deck")
check("deck import counts the problems past 100 on a line with the file name",
      r.returncode == 1 and re.search(rf"^{re.escape(many)}: … and \d+ more problems$", r.stderr, re.M) is not None,
      r.stderr[-300:])

r = run("deck", "import", copy, bad, "--deck", "new-deck")
check("deck import into a missing deck needs --side", r.returncode == 1 and "--side" in r.stderr, r.stderr)

# deck check on the bundled scenario: warnings only, and the composition.
r = run("deck", "check", manoeuvre)
check("deck check accepts the bundled decks", r.returncode == 0, r.stderr)
check("deck check prints each deck's composition",
      "aurelia-deck (aurelia): 60 cards, 40 unit cards, 20 HQ cards" in r.stdout
      and re.search(r"aurelia-guard\s+5\s+7\.60\s+4\.10", r.stdout) is not None, r.stdout)
check("deck check prints warnings GNU style",
      re.search(r"^.+manoeuvre\.xml: warning: borovia-deck: .+\[borovia-pikemen-card-1\]$", r.stderr, re.M)
      is not None, r.stderr)
r = run("deck", "check", manoeuvre, "--json")
data = json.loads(r.stdout)
check("deck check --json lists both decks with the mean dice per unit",
      [d["deck"] for d in data["decks"]] == ["aurelia-deck", "borovia-deck"]
      and data["decks"][0]["units"][0] == {"unit": "aurelia-guard", "cards": 5,
                                           "mean": {"attack": 7.6, "defense": 4.1, "bombard": 0, "volley": 0}},
      r.stdout[:400])
r = run("deck", "frobnicate")
check("deck with an unknown subcommand is a usage error", r.returncode == 2, r.stderr)

shutil.rmtree(tmp)
passed = sum(results)
print(f"{passed} passed, {len(results) - passed} failed")
sys.exit(0 if passed == len(results) else 1)
