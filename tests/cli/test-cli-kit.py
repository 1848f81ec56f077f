#!/usr/bin/env python3
"""Tests of `sandtable-cli kit`: a kit of every bundled scenario in each of its
languages, its fonts embedded (pdffonts) and its pages the paper asked for
(pdfinfo); --strict-lang and bad options refused with clear errors. The kit's
contents are read back in tests/render/test-kit.c.

Usage: test-cli-kit.py SANDTABLE_CLI SOURCE_ROOT. Prints TAP-like lines and a
final 'N passed, N failed' line; exits 1 on any failure."""

import glob
import json
import os
import shutil
import subprocess
import sys
import tempfile

cli, root = sys.argv[1], sys.argv[2]
results = []
tmp = tempfile.mkdtemp(prefix="st-cli-kit-")


def run(*args, env=None):
    return subprocess.run([cli, *args], capture_output=True, text=True, timeout=120, env=env)


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


def fonts_not_embedded(path):
    """The fonts pdffonts lists as not embedded (its 'emb' column)."""
    r = subprocess.run(["pdffonts", path], capture_output=True, text=True, timeout=60)
    lines = r.stdout.splitlines()
    if r.returncode != 0 or len(lines) < 2:
        return ["pdffonts failed: " + r.stderr]
    header = lines[0]
    emb = header.index("emb")
    fonts = [line for line in lines[2:] if line.strip()]
    return [line for line in fonts if line[emb:emb + 3].strip() != "yes"] if fonts else ["no fonts"]


def text(path, first=None, last=None):
    args = ["pdftotext", "-layout"]
    if first:
        args += ["-f", str(first), "-l", str(last or first)]
    r = subprocess.run(args + [path, "-"], capture_output=True, text=True, timeout=60)
    return r.stdout


have_poppler = all(shutil.which(tool) for tool in ("pdfinfo", "pdffonts", "pdftotext"))
scenarios = sorted(glob.glob(os.path.join(root, "data", "scenarios", "*.xml")))
check("bundled scenarios found", len(scenarios) >= 5, root)

# A kit of every bundled scenario in each of its languages; Sandtable's own
# words in the kit's language with them (the Swedish catalogue).
env = dict(os.environ, LANGUAGE="", LC_ALL="C.UTF-8")
for scenario in scenarios:
    name = os.path.basename(scenario)[:-4]
    info = json.loads(run("info", "--json", scenario).stdout)
    for lang in info["languages"]:
        out = os.path.join(tmp, f"{name}-{lang}.pdf")
        r = run("kit", scenario, "--lang", lang, "-o", out, env=env)
        check(f"kit {name} --lang {lang}", r.returncode == 0 and os.path.exists(out), r.stderr)
        if not have_poppler or not os.path.exists(out):
            continue
        missing = fonts_not_embedded(out)
        check(f"kit {name} --lang {lang}: every font embedded", not missing, "; ".join(missing))
        pages = int(pdfinfo(out).get("Pages", "0"))
        check(f"kit {name} --lang {lang}: cover, booklet, aids, map, counters", pages >= 6, str(pages))
        if lang == "sv":
            aids = text(out)
            check(f"kit {name} --lang sv: Sandtable's own words in Swedish",
                  "Innehåll" in aids and "Contents" not in aids, aids[:400])

# Letter paper, full-size booklet pages.
finland = os.path.join(root, "data", "scenarios", "manover-finland.xml")
out = os.path.join(tmp, "letter.pdf")
r = run("kit", finland, "--lang", "sv", "--paper", "letter", "--booklet", "full", "-o", out)
check("kit --paper letter --booklet full", r.returncode == 0, r.stderr)
if have_poppler and r.returncode == 0:
    size = pdfinfo(out).get("Page size", "")
    check("kit --paper letter: letter pages", size.startswith("612 x 792"), size)
    second = text(out, 2)
    check("kit --booklet full: the contents on an upright page", "1. Regler" in second, second[:300])

# SOURCE_DATE_EPOCH fixes the date on the cover and in the PDF: a kit made twice
# is the same file, its cover dated as Swedish writes dates.
fixed = dict(env, SOURCE_DATE_EPOCH="1796472000")
made = []
for n in (1, 2):
    made.append(os.path.join(tmp, f"same-{n}.pdf"))
    r = run("kit", os.path.join(root, "data", "scenarios", "maneuver-basic.xml"), "--lang", "sv", "-o", made[-1],
            env=fixed)
    check(f"kit with SOURCE_DATE_EPOCH ({n})", r.returncode == 0, r.stderr)
if all(os.path.exists(path) for path in made):
    with open(made[0], "rb") as a, open(made[1], "rb") as b:
        check("kit with SOURCE_DATE_EPOCH: the same file twice", a.read() == b.read())
    if have_poppler:
        cover = text(made[0], 1, 1)
        check("kit with SOURCE_DATE_EPOCH: the cover's date", "5 december 2026" in cover, cover[:400])
        check("kit: the cover names the languages in Swedish", "svenska" in cover and "finska" in cover,
              cover[:400])

# --strict-lang refuses a language the scenario lacks, naming the texts.
hex_basic = os.path.join(root, "data", "scenarios", "maneuver-basic.xml")
out = os.path.join(tmp, "strict.pdf")
r = run("kit", hex_basic, "--lang", "de", "--strict-lang", "-o", out)
check("kit --strict-lang: refused", r.returncode == 1 and not os.path.exists(out), r.stderr)
check("kit --strict-lang: lists the untranslated texts",
      "no translation into 'de'" in r.stderr and "metadata, title" in r.stderr, r.stderr)
r = run("kit", hex_basic, "--lang", "de", "-o", out)
check("kit without --strict-lang: made, with a warning",
      r.returncode == 0 and "no translation into 'de'" in r.stderr, r.stderr)
if have_poppler and r.returncode == 0:
    check("kit: the untranslated texts listed on the last page",
          "metadata, title" in text(out, int(pdfinfo(out)["Pages"])) or "metadata, title" in text(out), "")

# Usage errors.
for args, message in ((["--paper", "a3"], "unknown paper 'a3'"), (["--booklet", "a6"], "unknown booklet 'a6'"),
                      (["--scale", "-3"], "positive number")):
    r = run("kit", hex_basic, *args, "-o", os.path.join(tmp, "bad.pdf"))
    check(f"kit {' '.join(args)}: usage error", r.returncode == 2 and message in r.stderr, r.stderr)
r = run("kit", hex_basic, "--scale", "500", "-o", os.path.join(tmp, "bad.pdf"))
check("kit --scale 500: refused", r.returncode == 1 and "4 to 200 mm" in r.stderr, r.stderr)
r = run("kit", os.path.join(tmp, "nothing.xml"), "-o", os.path.join(tmp, "bad.pdf"))
check("kit of a missing file: error", r.returncode == 1 and "nothing.xml" in r.stderr, r.stderr)

shutil.rmtree(tmp, ignore_errors=True)
failed = results.count(False)
print(f"{len(results) - failed} passed, {failed} failed")
sys.exit(1 if failed else 0)
