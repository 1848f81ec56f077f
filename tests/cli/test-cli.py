#!/usr/bin/env python3
"""Tests of the real sandtable-cli binary: exit statuses, messages and output.

Usage: test-cli.py SANDTABLE_CLI SOURCE_ROOT. Prints TAP-like lines and a final
'N passed, N failed' line; exits 1 on any failure."""

import glob
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile

cli, root = sys.argv[1], sys.argv[2]
scenarios = sorted(glob.glob(os.path.join(root, "data", "scenarios", "*.xml")))
bad = sorted(glob.glob(os.path.join(root, "tests", "data", "bad", "*.xml")))
minimal = os.path.join(root, "tests", "data", "minimal-hex.xml")
results = []


def run(*args):
    return subprocess.run([cli, *args], capture_output=True, text=True, timeout=60)


def check(name, condition, detail=""):
    results.append(condition)
    print(("ok " if condition else "not ok ") + name + ("" if condition else f"  # {detail}"))


r = run("validate", minimal)
# It has no capitals: valid, with the engine's refusal to play it as a warning.
check("validate accepts tests/data/minimal-hex.xml",
      r.returncode == 0 and all(": warning: " in line for line in r.stderr.splitlines()), r.stderr)
r = run("validate", *scenarios)
check("validate accepts every bundled scenario", r.returncode == 0 and len(scenarios) >= 1,
      r.stderr)
check("validate names each valid file", all(f"{s}: valid" in r.stdout for s in scenarios), r.stdout)

# Set-up problems (the editor's live checks) are warnings at FILE:LINE:COL;
# the file is still valid.
edge = os.path.join(root, "tests", "data", "warn", "capital-at-edge.xml")
r = run("validate", edge)
check("validate prints set-up problems as FILE:LINE:COL warnings",
      r.returncode == 0 and re.search(r"^" + re.escape(edge) + r":53:5: warning: .+$", r.stderr, re.M) is not None,
      r.stderr)

located = re.compile(r"^(.+):(\d+):(\d+): error: .+$", re.M)
check("there are bad fixtures", len(bad) >= 30, str(len(bad)))
for path in bad:
    r = run("validate", path)
    m = located.search(r.stderr)
    check(f"validate rejects {os.path.basename(path)} with FILE:LINE:COL",
          r.returncode == 1 and m is not None and m.group(1) == path
          and int(m.group(2)) >= 1 and int(m.group(3)) >= 1, r.stderr or r.stdout)
    check(f"validate leaks no file content for {os.path.basename(path)}",
          "root:" not in r.stderr and "root:" not in r.stdout, r.stderr)

# Hostile files must not make the loader open other files or the network. Checked
# with strace when it is installed and allowed to trace (skipped otherwise).
strace = shutil.which("strace")
for name in ("xxe-local-file.xml", "external-dtd.xml", "parameter-entity.xml", "xinclude.xml"):
    path = os.path.join(root, "tests", "data", "bad", name)
    if strace is None or not os.path.exists(path):
        print(f"ok # SKIP no strace or no {name}")
        continue
    with tempfile.NamedTemporaryFile("r", suffix=".trace") as trace:
        subprocess.run([strace, "-f", "-q", "-o", trace.name, "-e", "trace=socket,connect,open,openat",
                        cli, "validate", path], capture_output=True, timeout=60)
        log = trace.read()
    if "exited with" not in log:
        print("ok # SKIP strace cannot trace here")
        continue
    touched = [l for l in log.splitlines()
               if "/etc/passwd" in l or "connect(" in l
               or ("socket(" in l and ("AF_INET" in l or "AF_INET6" in l))]
    check(f"{name} opens no other file and no network connection", not touched, "\n".join(touched))

r = run("validate", minimal, bad[0])
check("one bad file among good ones fails the run", r.returncode == 1, r.stderr)
r = run("validate", "/nonexistent/x.xml")
check("a missing file is invalid input", r.returncode == 1 and "/nonexistent/x.xml" in r.stderr, r.stderr)
# A FIFO with no writer blocked validate for ever (opening it waits for a
# writer); now it is given up on after a bounded wait. The timeout of run()
# turns a hang into a failure.
with tempfile.TemporaryDirectory() as tmp:
    fifo = os.path.join(tmp, "silent.xml")
    os.mkfifo(fifo)
    r = run("validate", fifo)
    check("validate of a FIFO with no writer is refused, not waited on for ever",
          r.returncode == 1 and f"{fifo}:" in r.stderr and "nothing writing to it" in r.stderr, r.stderr)
    r = run("moves", "--log", fifo, os.path.join(root, "data", "scenarios", "maneuver-basic.xml"))
    check("moves --log of a FIFO with no writer is refused", r.returncode == 1 and "nothing writing" in r.stderr,
          r.stderr)
    r = run("deck", "import", os.path.join(root, "data", "scenarios", "manoeuvre.xml"), fifo,
            "--deck=aurelia-deck", "-o", os.path.join(tmp, "out.xml"))
    check("deck import of a FIFO with no writer is refused", r.returncode == 1 and "nothing writing" in r.stderr,
          r.stderr)
    r = run("po", "import", os.path.join(root, "data", "scenarios", "manoeuvre.xml"), fifo)
    check("po import of a FIFO is refused", r.returncode == 1 and "not a regular file" in r.stderr, r.stderr)
# Past the first 100 problems the rest are counted: "FILE: … and N more problems".
with tempfile.TemporaryDirectory() as tmp:
    many = os.path.join(tmp, "many.xml")
    with open(minimal, encoding="utf-8") as f:
        text = f.read()
    params = "".join(f'    <param name="unknown-{i}" value="1"/>\n' for i in range(150))
    with open(many, "w", encoding="utf-8") as f:
        f.write(text.replace("  <parameters>\n", "  <parameters>\n" + params, 1))
    r = run("validate", many)
    check("validate counts the problems past 100 on one line with the file name",
          r.returncode == 1 and re.search(rf"^{re.escape(many)}: … and \d+ more problems$", r.stderr, re.M)
          is not None, r.stderr[-300:])
check("no arguments is a usage error", run().returncode == 2)
check("validate without files is a usage error", run("validate").returncode == 2)
check("an unknown command is a usage error", run("frobnicate").returncode == 2)
check("an unknown option is a usage error", run("validate", "--frob", minimal).returncode == 2)
check("--help succeeds", run("--help").returncode == 0)

r = run("info", "--json", os.path.join(root, "data", "scenarios", "manover-finland.xml"))
try:
    info = json.loads(r.stdout)
except json.JSONDecodeError:
    info = {}
check("info --json prints JSON", r.returncode == 0 and isinstance(info, dict), r.stdout[:200])
check("info --json describes the Finland map",
      info.get("ruleset") == "manover" and info.get("board", {}).get("kind") == "graph"
      and info["board"].get("strategic_points") == 10 and info.get("units") == 34
      and info["board"].get("cells", 0) >= 60 and info.get("languages", [None])[0] == "sv", str(info))
r = run("info", "--json", *scenarios)
check("info --json on several files prints an array",
      r.returncode == 0 and len(json.loads(r.stdout)) == len(scenarios))
r = run("info", "--json", minimal)
try:
    info = json.loads(r.stdout)
except json.JSONDecodeError:
    info = {}
check("info --json describes tests/data/minimal-hex.xml",
      r.returncode == 0 and info.get("ruleset") == "maneuver-hex"
      and info.get("board", {}).get("kind") == "hex" and info.get("units") == 2, r.stdout[:300])
r = run("info", "--json", bad[0])
check("info on an invalid file fails", r.returncode == 1, r.stderr)
r = run("info", os.path.join(root, "data", "scenarios", "manoeuvre.xml"))
check("info prints text", r.returncode == 0 and "Ruleset:" in r.stdout and "2 (120 cards)" in r.stdout,
      r.stdout)

r = run("format", "--check", *scenarios)
check("bundled scenarios are canonical", r.returncode == 0, r.stderr)
r = run("format", "--check", minimal)
check("tests/data/minimal-hex.xml is canonical", r.returncode == 0, r.stderr)
with tempfile.TemporaryDirectory() as tmp:
    copy = os.path.join(tmp, "copy.xml")
    with open(minimal, encoding="utf-8") as src, open(copy, "w", encoding="utf-8") as dst:
        dst.write(src.read().replace("\n    ", "\n      "))
    check("format --check notices a reindented file", run("format", "--check", copy).returncode == 1)
    r = run("format", copy)
    with open(copy, "rb") as f:
        first = f.read()
    r2 = run("format", copy)
    with open(copy, "rb") as f:
        second = f.read()
    with open(minimal, "rb") as f:
        original = f.read()
    check("format rewrites into canonical form", r.returncode == 0 and first == original)
    check("format is idempotent", r2.returncode == 0 and first == second and "rewritten" not in r2.stdout)
    broken = os.path.join(tmp, "broken.xml")
    shutil.copy(bad[0], broken)
    with open(broken, "rb") as f:
        before = f.read()
    check("format refuses an invalid file and leaves it alone",
          run("format", broken).returncode == 1 and open(broken, "rb").read() == before)

# render: the board as PNG, SVG or PDF, written atomically.
import struct  # noqa: E402
import xml.dom.minidom  # noqa: E402
import xml.parsers.expat  # noqa: E402

with tempfile.TemporaryDirectory() as tmp:
    for scenario in scenarios:
        name = os.path.splitext(os.path.basename(scenario))[0]
        png = os.path.join(tmp, name + ".png")
        r = run("render", scenario, "-o", png, "--width", "640")
        ok = r.returncode == 0 and os.path.exists(png)
        if ok:
            with open(png, "rb") as f:
                head = f.read(24)
            ok = head[:8] == b"\x89PNG\r\n\x1a\n" and struct.unpack(">I", head[16:20])[0] == 640
        check(f"render {name} to a 640-pixel-wide PNG", ok, r.stderr)
    finland = os.path.join(root, "data", "scenarios", "manover-finland.xml")
    svg = os.path.join(tmp, "finland.svg")
    r = run("render", finland, "-o", svg)
    detail = r.stderr
    try:
        root_element = xml.dom.minidom.parse(svg).documentElement
        ok = r.returncode == 0 and root_element.tagName == "svg" and root_element.getAttribute("width").startswith("800")
    except (OSError, xml.parsers.expat.ExpatError) as e:
        ok, detail = False, str(e)
    check("render to SVG gives an 800-point-wide SVG document", ok, detail)
    pdf = os.path.join(tmp, "finland.pdf")
    r = run("render", finland, "-o", pdf, "--width", "595")
    with open(pdf, "rb") as f:
        data = f.read()
    check("render to PDF gives a PDF", r.returncode == 0 and data.startswith(b"%PDF-"), r.stderr)
    if shutil.which("pdfinfo"):
        info = subprocess.run(["pdfinfo", pdf], capture_output=True, text=True).stdout
        check("the PDF has one page 595 points wide titled after the scenario",
              "Pages:           1" in info and "Page size:       595 x" in info and "Finland" in info, info)
    check("render with an unknown extension is a usage error",
          run("render", finland, "-o", os.path.join(tmp, "x.bmp")).returncode == 2)
    check("render without -o is a usage error", run("render", finland).returncode == 2)
    kept = os.path.join(tmp, "kept.png")
    with open(kept, "wb") as f:
        f.write(b"previous")
    r = run("render", bad[0], "-o", kept)
    check("render of an invalid scenario fails with FILE:LINE:COL and keeps the old file",
          r.returncode == 1 and located.search(r.stderr) is not None and open(kept, "rb").read() == b"previous",
          r.stderr)
    r = run("render", finland, "-o", kept, "--width", "100000")
    check("render refuses an impossible size and keeps the old file",
          r.returncode == 1 and open(kept, "rb").read() == b"previous", r.stderr)

# render --backdrop: the tracing image goes into an export only when asked.
import zlib  # noqa: E402


def write_png(path, width, height, rgb):
    """A solid RGB PNG, written by hand (no imaging library needed)."""
    def chunk(kind, data):
        return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data) & 0xffffffff)
    rows = b"".join(b"\x00" + bytes(rgb) * width for _ in range(height))
    with open(path, "wb") as f:
        f.write(b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", width, height, 8, 2, 0, 0, 0))
                + chunk(b"IDAT", zlib.compress(rows)) + chunk(b"IEND", b""))


with tempfile.TemporaryDirectory() as tmp:
    with open(minimal, encoding="utf-8") as f:
        text = f.read()
    traced = os.path.join(tmp, "traced.xml")
    with open(traced, "w", encoding="utf-8") as f:
        f.write(re.sub(r"(<board [^>]*>)", r'\1\n    <backdrop href="scan.png" scale="2" opacity="0.5"/>', text, count=1))
    write_png(os.path.join(tmp, "scan.png"), 40, 30, (0, 200, 0))
    plain_svg, traced_svg = os.path.join(tmp, "plain.svg"), os.path.join(tmp, "traced.svg")
    r = run("render", traced, "-o", plain_svg)
    check("render leaves the tracing image out unless asked",
          r.returncode == 0 and "<image" not in open(plain_svg, encoding="utf-8").read(), r.stderr)
    r = run("render", traced, "--backdrop", "-o", traced_svg)
    check("render --backdrop draws the tracing image under the board",
          r.returncode == 0 and "<image" in open(traced_svg, encoding="utf-8").read(), r.stderr)
    r = run("render", minimal, "--backdrop", "-o", os.path.join(tmp, "none.png"))
    check("render --backdrop of a scenario without one fails with status 1",
          r.returncode == 1 and "tracing image" in r.stderr, r.stderr)
    os.unlink(os.path.join(tmp, "scan.png"))
    r = run("render", traced, "--backdrop", "-o", os.path.join(tmp, "missing.png"))
    check("render --backdrop with the image missing fails with status 1 and says which",
          r.returncode == 1 and "scan.png" in r.stderr and not os.path.exists(os.path.join(tmp, "missing.png")),
          r.stderr)

passed = sum(results)
print(f"{passed} passed, {len(results) - passed} failed")
sys.exit(0 if all(results) else 1)
