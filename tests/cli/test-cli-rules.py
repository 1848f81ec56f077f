#!/usr/bin/env python3
"""Tests of `sandtable-cli rules`: the rules as text and as an HTML page, with
generated section numbers and the markup rendered; the HTML is well nested and
escapes what the texts hold.

Usage: test-cli-rules.py SANDTABLE_CLI SOURCE_ROOT."""

import glob
import html.parser
import os
import subprocess
import sys
import tempfile

cli, root = sys.argv[1], sys.argv[2]
scenarios = sorted(glob.glob(os.path.join(root, "data", "scenarios", "*.xml")))
basic = os.path.join(root, "data", "scenarios", "maneuver-basic.xml")
tmp = tempfile.mkdtemp(prefix="st-cli-rules-")
results = []

VOID = {"meta", "br", "hr", "img", "link", "input"}


def run(*args):
    return subprocess.run([cli, *args], capture_output=True, text=True, timeout=60)


def check(name, condition, detail=""):
    results.append(condition)
    print(("ok " if condition else "not ok ") + name + ("" if condition else f"  # {detail}"))


class Nesting(html.parser.HTMLParser):
    """Every element closed, in order; the text and the tags seen."""

    def __init__(self):
        super().__init__(convert_charrefs=True)
        self.stack, self.errors, self.text, self.tags = [], [], [], []

    def handle_starttag(self, tag, attrs):
        self.tags.append((tag, dict(attrs)))
        if tag not in VOID:
            self.stack.append(tag)

    def handle_endtag(self, tag):
        if not self.stack or self.stack[-1] != tag:
            self.errors.append(f"</{tag}> closes {self.stack[-1:] or 'nothing'}")
        else:
            self.stack.pop()

    def handle_data(self, data):
        self.text.append(data)


def parse(page):
    parser = Nesting()
    parser.feed(page)
    parser.close()
    if parser.stack:
        parser.errors.append(f"never closed: {parser.stack}")
    return parser


# Every bundled scenario in each of its languages: a valid page, numbered.
for path in scenarios:
    name = os.path.basename(path)
    for lang in ("en", "sv", "fi"):
        out = os.path.join(tmp, f"{name}-{lang}.html")
        r = run("rules", path, "--lang", lang, "--html", "-o", out)
        check(f"{name} {lang}: exit 0", r.returncode == 0, r.stderr)
        if r.returncode != 0:
            continue
        with open(out, encoding="utf-8") as f:
            page = f.read()
        parsed = parse(page)
        check(f"{name} {lang}: well nested", not parsed.errors, parsed.errors[:3])
        check(f"{name} {lang}: doctype and language", page.startswith("<!DOCTYPE html>") and f'lang="{lang}"' in page)
        headings = [t for t, a in parsed.tags if t == "h2"]
        check(f"{name} {lang}: a heading per section and the contents", len(headings) >= 2)
        check(f"{name} {lang}: numbers generated, not typed", "1. " in page and "[1]" not in page.split("<nav>")[1].split("</nav>")[0])

# A body with every construct and text that must be escaped.
with open(basic, encoding="utf-8") as f:
    xml = f.read()
first = xml.index("<body>", xml.index('<section id="introduction">')) + len("<body>")
end = xml.index("</body>", first)
body = ("Units *never* stack &amp; **always** &lt;script&gt;alert(1)&lt;/script&gt; see [[prepare-for-play|Set-up]] or [[components]].\n\n"
        "- alpha\n- beta\n\n4. fourth\n5. fifth\n\n| Roll | Result &quot;x&quot; |\n|---|---|\n| 6 | [[prepare-for-play]] |\n\n[[nowhere]]")
markup = os.path.join(tmp, "markup.xml")
with open(markup, "w", encoding="utf-8") as f:
    f.write(xml[:first] + body + xml[end:])

r = run("rules", markup, "--lang", "en", "--html")
check("markup: exit 0", r.returncode == 0, r.stderr)
parsed = parse(r.stdout)
text = "".join(parsed.text)
tags = [t for t, a in parsed.tags]
check("markup: well nested", not parsed.errors, parsed.errors[:3])
check("markup: emphasis and strong", "em" in tags and "strong" in tags)
check("markup: a list of each kind", "ul" in tags and ("ol", {"start": "4"}) in parsed.tags)
check("markup: a table with a header", "table" in tags and "th" in tags and "td" in tags)
check("markup: the script is text", "<script>alert(1)</script>" in text and "script" not in tags)
check("markup: references print numbers and link", "see 3 Set-up or 2." in text and ("a", {"href": "#s-prepare-for-play"}) in parsed.tags)
check("markup: an unknown reference as written", "[[nowhere]]" in text)
check("markup: the stars are gone", "*" not in text)

r = run("rules", markup, "--lang", "en")
check("text: exit 0", r.returncode == 0, r.stderr)
check("text: numbered heading", r.stdout.startswith("1. Introduction\n"), r.stdout[:80])
check("text: items and references", "  • alpha\n" in r.stdout and "  5. fifth\n" in r.stdout and "see 3 Set-up" in r.stdout, r.stdout[:400])
check("text: table row", "| 6 | 3 |" in r.stdout, r.stdout[:600])

r = run("validate", markup)
check("validate: the unknown reference is warned about at its line",
      r.returncode == 0 and "warning:" in r.stderr and "[[nowhere]]" in r.stderr and "rules/introduction/body" in r.stderr, r.stderr)

# po import warns at the msgstr line of a rules body whose translation lost markup.
po = os.path.join(tmp, "markup-sv.po")
r = run("po", "export", markup, "--lang", "sv", "-o", po)
check("po export: exit 0", r.returncode == 0, r.stderr)
with open(po, encoding="utf-8") as f:
    lines = f.read().split("\n")
entry = next(i for i, line in enumerate(lines) if line == 'msgctxt "rules/introduction/body"')
msgstr = next(i for i in range(entry, len(lines)) if lines[i].startswith("msgstr"))
end = msgstr + 1
while end < len(lines) and lines[end].startswith('"'):
    end += 1
lines[msgstr:end] = ['msgstr "Förband staplas aldrig."']
with open(po, "w", encoding="utf-8") as f:
    f.write("\n".join(lines))
r = run("po", "import", markup, po, "--lang", "sv", "--check")
check("po import: the entry is imported", r.returncode == 0, r.stderr)
check("po import: a warning at the msgstr line",
      f"{po}:{msgstr + 1}:1: warning:" in r.stderr and "rules/introduction/body" in r.stderr and "emphasized" in r.stderr, r.stderr)

r = run("rules")
check("no FILE: usage", r.returncode != 0 and "expected one FILE" in r.stderr, r.stderr)

print(f"1..{len(results)}")
sys.exit(0 if all(results) else 1)
