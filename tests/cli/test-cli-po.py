#!/usr/bin/env python3
"""Tests of `sandtable-cli po export` and `po import`: exit statuses, messages,
PO files that msgfmt accepts, round trips that change nothing, refusals that
write nothing.

Usage: test-cli-po.py SANDTABLE_CLI SOURCE_ROOT [FAULT_SHIM]."""

import glob
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile

cli, root = sys.argv[1], sys.argv[2]
fault_shim = sys.argv[3] if len(sys.argv) > 3 else None
scenarios = sorted(glob.glob(os.path.join(root, "data", "scenarios", "*.xml")))
manoeuvre = os.path.join(root, "data", "scenarios", "manoeuvre.xml")
msgfmt = shutil.which("msgfmt")
tmp = tempfile.mkdtemp(prefix="st-cli-po-")
results = []


def run(*args):
    return subprocess.run([cli, *args], capture_output=True, text=True, timeout=60)


def check(name, condition, detail=""):
    results.append(condition)
    print(("ok " if condition else "not ok ") + name + ("" if condition else f"  # {detail}"))


def read(path):
    with open(path, "rb") as f:
        return f.read()


def copy(src):
    dst = os.path.join(tmp, os.path.basename(src))
    shutil.copyfile(src, dst)
    return dst


for path in scenarios:
    name = os.path.basename(path)
    info = json.loads(run("info", "--json", path).stdout)
    for lang in info["languages"][1:] + ["de"]:
        work = copy(path)
        po = os.path.join(tmp, f"{lang}.po")
        r = run("po", "export", work, "--lang", lang, "-o", po)
        check(f"po export {name} --lang {lang} succeeds", r.returncode == 0 and os.path.exists(po), r.stderr)
        if msgfmt:
            m = subprocess.run([msgfmt, "--check", "-o", os.devnull, po], capture_output=True, text=True)
            check(f"msgfmt --check accepts the {lang} export of {name}", m.returncode == 0, m.stderr)
        text = read(po).decode()
        if lang == "de":
            # Every text of the scenario, one entry each: the counts agree.
            check(f"the de export of {name} has one entry per text of info --json",
                  text.count("\nmsgctxt ") == info["texts"], f'{text.count(chr(10) + "msgctxt ")} {info["texts"]}')
        r = run("po", "import", work, po)
        check(f"po import of the unchanged {lang} export of {name} exits 0", r.returncode == 0, r.stderr)
        check(f"po import of the unchanged {lang} export of {name} leaves it byte-identical",
              read(work) == read(path))

r = run("po", "export", manoeuvre, "--lang", "sv")
check("po export without -o writes the PO file to standard output",
      r.returncode == 0 and 'msgctxt "metadata/title"' in r.stdout and "#. metadata, title" in r.stdout, r.stderr)
r = run("po", "export", manoeuvre, "--lang", "en")
check("po export to the document language is a usage error", r.returncode == 2 and "en" in r.stderr, r.stderr)
r = run("po", "export", manoeuvre)
check("po export without --lang is a usage error", r.returncode == 2, r.stderr)
r = run("po")
check("po without a subcommand is a usage error", r.returncode == 2, r.stderr)
r = run("po", "export", os.path.join(tmp, "missing.xml"), "--lang", "fi")
check("po export of a missing file exits 1", r.returncode == 1, r.stderr)

# A --lang that is no language code is a usage error, said before anything
# is read; a PO whose header names one is refused at its location.
for sub, extra in (("export", []), ("import", [os.path.join(tmp, "sv.po")])):
    work = copy(manoeuvre)
    out = os.path.join(tmp, "english.po")
    r = run("po", sub, work, *extra, "--lang", "english", *(["-o", out] if sub == "export" else []))
    check(f"po {sub} --lang english is a usage error that names the value",
          r.returncode == 2 and "english" in r.stderr and not os.path.exists(out), r.stderr)
    check(f"po {sub} --lang english leaves the scenario untouched", read(work) == read(manoeuvre))
for good in ("fi", "pt-BR", "pt_BR", "sr-Latn", "es-419", "fil"):
    r = run("po", "export", manoeuvre, "--lang", good)
    check(f"po export --lang {good} is accepted", r.returncode == 0 and f'"Language: {good}' in r.stdout, r.stderr)
for bad_lang in ("e", "english", "1a", "sv-", "sv--SE", "sv SE", "sv@latin"):
    r = run("po", "export", manoeuvre, "--lang", bad_lang)
    check(f"po export --lang {bad_lang!r} is refused", r.returncode == 2, r.stderr)

# Export writes atomically: a symbolic link to an earlier export stays a link
# and the file it points to keeps its mode.
target = os.path.join(tmp, "kept.po")
link = os.path.join(tmp, "link.po")
with open(target, "w") as f:
    f.write("old\n")
os.chmod(target, 0o640)
os.symlink(target, link)
r = run("po", "export", manoeuvre, "--lang", "sv", "-o", link)
check("po export -o through a symbolic link keeps the link",
      r.returncode == 0 and os.path.islink(link) and 'msgctxt "metadata/title"' in read(target).decode(), r.stderr)
check("po export -o keeps the mode of the file it replaces", (os.stat(target).st_mode & 0o777) == 0o640,
      oct(os.stat(target).st_mode))

# A write that fails names the file it was for (here, a folder that does not exist).
missing = os.path.join(tmp, "no-such-folder", "sv.po")
r = run("po", "export", manoeuvre, "--lang", "sv", "-o", missing)
check("po export -o names the file it could not write",
      r.returncode == 1 and r.stderr.startswith(missing + ": error: "), r.stderr)

# On a full disk (and each other failed step of a save) an earlier export stays
# byte for byte and nothing is left beside it: the shim of tests/core makes the
# writes in one folder fail.
if fault_shim and os.path.exists(fault_shim):
    faulty = os.path.join(tmp, "faulty")
    os.mkdir(faulty)
    earlier = os.path.join(faulty, "sv.po")
    with open(earlier, "w") as f:
        f.write("an earlier export\n")
    for fault in ("write", "short-write", "fsync", "close", "rename"):
        env = dict(os.environ, LD_PRELOAD=fault_shim, ST_FAULT=fault, ST_FAULT_DIR=faulty)
        env["ASAN_OPTIONS"] = env.get("ASAN_OPTIONS", "") + ":verify_asan_link_order=0"
        r = subprocess.run([cli, "po", "export", manoeuvre, "--lang", "sv", "-o", earlier], env=env,
                           capture_output=True, text=True, timeout=60)
        check(f"po export -o under a failed {fault} exits 1 and keeps the earlier file",
              r.returncode == 1 and read(earlier) == b"an earlier export\n"
              and os.listdir(faulty) == ["sv.po"], r.stderr + str(os.listdir(faulty)))
else:
    check("the fault shim is built", False, str(fault_shim))

# An edited PO imports exactly; --check reports without writing.
work = copy(manoeuvre)
po = os.path.join(tmp, "sv.po")
run("po", "export", work, "--lang", "sv", "-o", po)
text = read(po).decode()
edited = os.path.join(tmp, "edited.po")
with open(edited, "w", encoding="utf-8") as f:
    f.write(text.replace('msgid "Hills"\nmsgstr "Kullar"', 'msgid "Hills"\nmsgstr "Höjder"'))
r = run("po", "import", work, edited, "--check")
check("po import --check reports the change and writes nothing",
      r.returncode == 0 and "1" in r.stdout and read(work) == read(manoeuvre), r.stdout + r.stderr)
r = run("po", "import", work, edited, "--lang", "sv")
check("po import writes an edited translation",
      r.returncode == 0 and '<name xml:lang="sv">Höjder</name>' in read(work).decode(), r.stderr)
r = run("validate", work)
check("the imported scenario is valid", r.returncode == 0, r.stderr)

# Refusals: every problem with FILE.po:LINE:COL, exit 1, the scenario untouched.
located = re.compile(r"^(.+\.po):(\d+):(\d+): error: (.+)$", re.M)
cases = [
    ("bad syntax", text.replace('msgstr "Kullar"', 'msgstr "Kullar'), None),
    ("the wrong language", text, "fi"),
    ("a Language that is no language code", text.replace('"Language: sv\\n"', '"Language: swedish\\n"'), None),
    # What a scenario cannot hold: refused where it is written, never dropped or cut.
    ("the escapes \\b \\v \\f \\a", text.replace('msgstr "Kullar"', 'msgstr "Kul\\b\\v\\f\\alar"'), None),
    ("the escape \\000", text.replace('msgstr "Kullar"', 'msgstr "Kul\\000lar"'), None),
    ("the noncharacter U+FFFE", text.replace('msgstr "Kullar"', 'msgstr "Kul\ufffelar"'), None),
    ("a charset other than UTF-8", text.replace("charset=UTF-8", "charset=ISO-8859-1 (not charset=utf-8)"), None),
]
for what, contents, lang in cases:
    work = copy(manoeuvre)
    bad = os.path.join(tmp, "bad.po")
    with open(bad, "w", encoding="utf-8") as f:
        f.write(contents)
    args = ["po", "import", work, bad] + (["--lang", lang] if lang else [])
    r = run(*args)
    m = located.search(r.stderr)
    check(f"po import refuses {what} with FILE.po:LINE:COL and exit 1",
          r.returncode == 1 and m is not None and m.group(1) == bad and int(m.group(2)) >= 1
          and int(m.group(3)) >= 1, r.stderr)
    check(f"po import of {what} leaves the scenario untouched", read(work) == read(manoeuvre))

# Several problems are all reported, one a line.
both = text.replace('msgstr "Kullar"', 'msgstr "Kul\\blar"').replace('msgstr "Kärr"', 'msgstr "K\\arr"')
bad = os.path.join(tmp, "two.po")
with open(bad, "w", encoding="utf-8") as f:
    f.write(both)
r = run("po", "import", copy(manoeuvre), bad)
check("po import reports every refused entry", len(located.findall(r.stderr)) == 2, r.stderr)

# Stale files (issue 27): an entry for a text the scenario no longer has, one
# whose source changed since the export, and a plural entry are merged with a
# warning each at FILE.po:LINE:COL; the rest lands and the file is written.
warned = re.compile(r"^(.+\.po):(\d+):(\d+): warning: (.+)$", re.M)
stale = (text.replace('msgctxt "terrain/hills/name"', 'msgctxt "terrain/alps/name"')
         .replace('msgid "Marsh"\nmsgstr "Kärr"', 'msgid "Marsh"\nmsgstr "Myr"')
         .replace('msgid "Woods"\nmsgstr "Skog"',
                  'msgid "Woods"\nmsgid_plural "Woods"\nmsgstr[0] "Skogen"\nmsgstr[1] "Skogarna"'))
# Meanwhile the designer renamed Marsh to Bog (its Swedish name outdated).
work = copy(manoeuvre)
with open(work, encoding="utf-8") as f:
    renamed = f.read().replace("<name>Marsh</name>", "<name>Bog</name>", 1).replace(
        '<name xml:lang="sv">Kärr</name>', '<name xml:lang="sv" source-hash="0">Kärr</name>', 1)
with open(work, "w", encoding="utf-8") as f:
    f.write(renamed)
bad = os.path.join(tmp, "stale.po")
with open(bad, "w", encoding="utf-8") as f:
    f.write(stale)
r = run("po", "import", work, bad)
warnings = warned.findall(r.stderr)
xml = read(work).decode()
check("po import merges a stale file with a located warning for each entry it could not take as it was",
      r.returncode == 0 and len(warnings) == 3 and all(w[0] == bad and int(w[1]) > 1 for w in warnings)
      and "terrain/alps/name" in warnings[0][3], r.stdout + r.stderr)
check("po import lands a changed source's entry outdated, with the old source kept",
      '<name xml:lang="sv" source-hash="' in xml and 'previous-source="Marsh">Myr</name>' in xml, xml[:0])
check("po import takes msgstr[0] of a plural entry", '<name xml:lang="sv">Skogen</name>' in xml)
r = run("po", "export", work, "--lang", "sv")
check("po export writes the previous source of an outdated entry as #| msgid",
      '#, fuzzy\n#| msgid "Marsh"\nmsgctxt "terrain/marsh/name"\nmsgid "Bog"\nmsgstr "Myr"' in r.stdout, r.stdout[:400])
r = run("info", work)
check("info counts an outdated text apart from the translated ones",
      re.search(r"sv: \d+ of \d+ texts translated \(\d+ %\), 1 outdated", r.stdout) is not None, r.stdout)

# The header: PO-Revision-Date from SOURCE_DATE_EPOCH, --translator, Plural-Forms.
env = dict(os.environ, SOURCE_DATE_EPOCH="1796450400")
r = subprocess.run([cli, "po", "export", manoeuvre, "--lang", "fr", "--translator", "Anne <anne@example.org>"],
                   capture_output=True, text=True, timeout=60, env=env)
check("po export writes PO-Revision-Date, Last-Translator and Plural-Forms",
      r.returncode == 0 and '"PO-Revision-Date: 2026-12-05 06:00+0000\\n"' in r.stdout
      and '"Last-Translator: Anne <anne@example.org>\\n"' in r.stdout
      and '"Plural-Forms: nplurals=2; plural=(n > 1);\\n"' in r.stdout, r.stdout[:600] + r.stderr)

# A POT template for Weblate and Pootle; msgmerge --previous brings an old
# translation up to it, and the merged file imports with the change shown.
pot = os.path.join(tmp, "manoeuvre.pot")
r = run("po", "export", manoeuvre, "--template", "-o", pot)
check("po export --template writes a POT with every text and no translation",
      r.returncode == 0 and read(pot).decode().count("\nmsgctxt ") == json.loads(
          run("info", "--json", manoeuvre).stdout)["texts"] and "Kullar" not in read(pot).decode(), r.stderr)
r = run("po", "export", manoeuvre, "--template", "--lang", "sv")
check("po export --template with --lang is a usage error", r.returncode == 2, r.stderr)
msgmerge = shutil.which("msgmerge")
if msgmerge:
    old_po = os.path.join(tmp, "old-sv.po")
    run("po", "export", manoeuvre, "--lang", "sv", "-o", old_po)
    work = copy(manoeuvre)
    with open(work, encoding="utf-8") as f:
        changed = f.read().replace("<title>Overview</title>", "<title>Game overview</title>", 1)
    with open(work, "w", encoding="utf-8") as f:
        f.write(changed)
    run("po", "export", work, "--template", "-o", pot)
    merged = os.path.join(tmp, "merged.po")
    m = subprocess.run([msgmerge, "--quiet", "--previous", "-o", merged, old_po, pot], capture_output=True, text=True)
    check("msgmerge --previous accepts our PO and POT files", m.returncode == 0, m.stderr)
    r = run("po", "import", work, merged)
    xml = read(work).decode()
    check("po import of msgmerge's output marks the changed entry outdated with its previous source",
          r.returncode == 0 and 'previous-source="Overview">Översikt</title>' in xml, r.stderr)
    # msgmerge's fuzzy guess from another text (its "#| msgctxt") does not
    # replace the text's translation.
    work = copy(manoeuvre)
    with open(work, encoding="utf-8") as f:
        changed = f.read().replace("<name>Hills</name>", "<name>Rolling hills</name>", 1)
    with open(work, "w", encoding="utf-8") as f:
        f.write(changed)
    run("po", "export", work, "--template", "-o", pot)
    subprocess.run([msgmerge, "--quiet", "--previous", "-o", merged, old_po, pot], capture_output=True, text=True)
    guessed = "#| msgctxt" in read(merged).decode()
    r = run("po", "import", work, merged)
    xml = read(work).decode()
    check("po import keeps a translation msgmerge's guess from another text would replace",
          r.returncode == 0 and (not guessed or ("guessed" in r.stderr and '>Kullar</name>' in xml)),
          r.stderr)
else:
    print("ok # SKIP no msgmerge")

# A Swedish print-and-play deck: names from the scenario's Swedish texts and
# Sandtable's own words from its Swedish catalogue (built into BUILD/po).
pdftotext = shutil.which("pdftotext")
if pdftotext:
    pdf = os.path.join(tmp, "cards-sv.pdf")
    r = run("render", manoeuvre, "--what", "cards", "--lang", "sv", "-o", pdf)
    text = subprocess.run([pdftotext, "-l", "1", pdf, "-"], capture_output=True, text=True).stdout
    check("render --what cards --lang sv prints Swedish card names and labels",
          r.returncode == 0 and "Aureliska gardet" in text and "Anfall" in text, r.stderr + text[:200])
    pdf = os.path.join(tmp, "counters-sv.pdf")
    r = run("render", manoeuvre, "--what", "counters", "--lang", "sv", "-o", pdf)
    text = subprocess.run([pdftotext, "-l", "1", pdf, "-"], capture_output=True, text=True).stdout
    check("render --what counters --lang sv names the counters in Swedish",
          r.returncode == 0 and "Husarerna" in text, r.stderr + text[:200])
else:
    print("ok # SKIP no pdftotext")

shutil.rmtree(tmp)
passed = sum(results)
print(f"{passed} passed, {len(results) - passed} failed")
sys.exit(0 if passed == len(results) else 1)
