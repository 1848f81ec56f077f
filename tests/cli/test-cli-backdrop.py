#!/usr/bin/env python3
"""render --backdrop on hostile tracing images (issue 21): a file is read by
what its first bytes say, never by its name; only PNG, JPEG and PDF are read;
pixels and time are bounded (the time limit is a feature, checked against
its own bounds), and each refusal comes from the first bytes or the header,
before any pixel, with a sentence saying what was found. No check reads the
clock otherwise: a refusal's cost is not a timing assertion here. Every input is made here, small, in a temporary folder.

Usage: test-cli-backdrop.py SANDTABLE_CLI SOURCE_ROOT. Prints TAP-like lines
and a final 'N passed, N failed' line; exits 1 on any failure."""

import os
import re
import resource
import struct
import subprocess
import sys
import tempfile
import time
import zlib

cli, root = sys.argv[1], sys.argv[2]
minimal = os.path.join(root, "tests", "data", "minimal-hex.xml")
# ST_BACKDROP_MAX_SECONDS and ST_BACKDROP_MAX_WALL_SECONDS (src/render/st-render-backdrop.h)
MAX_SECONDS, MAX_WALL_SECONDS = 4, 20
results = []


def check(name, condition, detail=""):
    results.append(condition)
    print(("ok " if condition else "not ok ") + name + ("" if condition else f"  # {detail}"))


def png_chunk(kind, data):
    return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data) & 0xffffffff)


def png(width, height, rows=None):
    """An RGB PNG; rows (the filtered scanlines) default to black."""
    if rows is None:
        rows = b"".join(b"\x00" + b"\x00\xc8\x00" * width for _ in range(height))
    return (b"\x89PNG\r\n\x1a\n" + png_chunk(b"IHDR", struct.pack(">IIBBBBB", width, height, 8, 2, 0, 0, 0))
            + png_chunk(b"IDAT", zlib.compress(rows)) + png_chunk(b"IEND", b""))


# A 2 KB SVG of blur filters: rsvg took minutes and gigabytes on it.
SVG = ('<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg" width="20000" height="20000">\n'
       + "".join(f'<filter id="f{i}"><feGaussianBlur stdDeviation="{900 + i}"/></filter>\n' for i in range(20))
       + "".join(f'<rect width="20000" height="20000" filter="url(#f{i})"/>\n' for i in range(20))
       + "</svg>\n").encode()

# A 2 × 1 RGB TIFF, uncompressed.
TIFF = (b"II*\x00" + struct.pack("<I", 8) + struct.pack("<H", 8)
        + b"".join(struct.pack("<HHII", tag, kind, 1, value) for tag, kind, value in [
            (256, 3, 2), (257, 3, 1), (258, 3, 8), (262, 3, 2), (273, 4, 8 + 2 + 8 * 12 + 4),
            (277, 3, 3), (278, 3, 1), (279, 4, 6)])
        + struct.pack("<I", 0) + b"\xff\x00\x00\x00\xff\x00")
# A 1 × 1 GIF.
GIF = bytes.fromhex("47494638396101000100800000000000ffffff21f90401000000002c00000000010001000002024401003b")
XPM = b'/* XPM */\nstatic char *x[] = {\n"1 1 1 1",\n"a c #00ff00",\n"a"\n};\n'


def pdf(content):
    """A one-page A4 PDF whose page is content, deflated."""
    stream = zlib.compress(content, 6)
    objects = [b"<< /Type /Catalog /Pages 2 0 R >>",
               b"<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
               b"<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R >>",
               b"<< /Length %d /Filter /FlateDecode >>\nstream\n" % len(stream) + stream + b"\nendstream"]
    out = b"%PDF-1.4\n"
    offsets = []
    for i, body in enumerate(objects, 1):
        offsets.append(len(out))
        out += b"%d 0 obj\n" % i + body + b"\nendobj\n"
    xref = len(out)
    out += b"xref\n0 %d\n0000000000 65535 f \n" % (len(objects) + 1)
    out += b"".join(b"%010d 00000 n \n" % o for o in offsets)
    out += b"trailer\n<< /Size %d /Root 1 0 R >>\nstartxref\n%d\n%%%%EOF\n" % (len(objects) + 1, xref)
    return out


with tempfile.TemporaryDirectory() as tmp:
    with open(minimal, encoding="utf-8") as f:
        text = f.read()

    def render(href, data):
        """render --backdrop of the minimal scenario with data as href: the
        result, its wall and processor time (the machine may be busy: a
        refusal is measured in processor time) and whether it wrote a file."""
        image = os.path.join(tmp, href)
        with open(image, "wb") as f:
            f.write(data)
        scenario = os.path.join(tmp, "traced.xml")
        with open(scenario, "w", encoding="utf-8") as f:
            f.write(re.sub(r"(<board [^>]*>)", rf'\1\n    <backdrop href="{href}"/>', text, count=1))
        out = os.path.join(tmp, "out.png")
        if os.path.exists(out):
            os.unlink(out)
        start = time.monotonic()
        before = resource.getrusage(resource.RUSAGE_CHILDREN)
        r = subprocess.run([cli, "render", scenario, "--backdrop", "-o", out], capture_output=True, text=True,
                           timeout=120)
        after = resource.getrusage(resource.RUSAGE_CHILDREN)
        elapsed = time.monotonic() - start
        cpu = after.ru_utime - before.ru_utime + after.ru_stime - before.ru_stime
        os.unlink(image)
        return r, elapsed, cpu, os.path.exists(out)

    r, elapsed, cpu, wrote = render("scan.png", png(40, 30))
    check("a real PNG is drawn", r.returncode == 0 and wrote, r.stderr)

    # A PNG cut short in its pixel data, in a folder beside the scenario: the
    # sentence names it as the href does, never by the folder it was found in
    # (gdk-pixbuf drew the rows it never got from whatever memory held).
    os.makedirs(os.path.join(tmp, "maps"), exist_ok=True)
    whole = png(40, 30, b"".join(b"\x00" + bytes((x * 7 + y * 13) % 256 for x in range(120)) for y in range(30)))
    r, elapsed, cpu, wrote = render("maps/cut.png", whole[:len(whole) // 2])
    check("a PNG cut short is refused, named as the scenario names it",
          r.returncode == 1 and "“maps/cut.png” is cut short" in r.stderr
          and tmp not in r.stderr.split(": error: ", 1)[-1] and not wrote,
          r.stderr)

    # Formats gdk-pixbuf would decode, under a .png or .jpg name: refused by
    # their first bytes, saying what they are.
    for href, data, words in [("x.png", SVG, "is an SVG image, not PNG or JPEG"),
                              ("x.png", TIFF, "is a TIFF image, not PNG or JPEG"),
                              ("x.jpg", GIF, "is a GIF image, not PNG or JPEG"),
                              ("x.jpg", XPM, "is an XPM image, not PNG or JPEG"),
                              ("x.pdf", png(4, 4), "is a PNG image, not a PDF"),
                              ("x.png", b"", "is empty, not PNG or JPEG")]:
        r, elapsed, cpu, wrote = render(href, data)
        check(f"{words.split(',')[0]} named {href} is refused by its first bytes",
              r.returncode == 1 and f"“{href}” {words}" in r.stderr and not wrote,
              f"{cpu:.2f} s: {r.stderr}")

    # Sizes from the header, before any pixel: wider than 8,192, and within
    # that but 64 million pixels (the header of an 8,000 × 8,000 image whose
    # data is cut short; decoding it allocated 256 MB first).
    huge = png(1, 1)
    for width, height in [(100000, 100000), (8000, 8000)]:
        header = huge.replace(png_chunk(b"IHDR", struct.pack(">IIBBBBB", 1, 1, 8, 2, 0, 0, 0)),
                              png_chunk(b"IHDR", struct.pack(">IIBBBBB", width, height, 8, 2, 0, 0, 0)))
        r, elapsed, cpu, wrote = render("big.png", header)
        check(f"a PNG header of {width} × {height} pixels is refused from the header",
              r.returncode == 1 and f"{width} × {height} pixels" in r.stderr and not wrote,
              f"{cpu:.2f} s: {r.stderr}")

    # A page of two million line operations (330 KB deflated): given up at the
    # limit of processor time, and the command ends then.
    lines = b"".join(b"%d 0 m %d 842 l S\n" % (i, 595 - i) for i in range(596)) * 3400
    r, elapsed, cpu, wrote = render("atlas.pdf", pdf(lines))
    check("a PDF page of two million line operations is given up at the time limit",
          r.returncode == 1 and "took more than" in r.stderr and not wrote and cpu < MAX_SECONDS + 2
          and elapsed < MAX_WALL_SECONDS + 5, f"{elapsed:.2f} s, {cpu:.2f} s of processor time: {r.stderr}")
    r, elapsed, cpu, wrote = render("atlas.pdf", pdf(b"0 0 1 rg 100 100 200 300 re f\n"))
    check("a small PDF page is drawn", r.returncode == 0 and wrote, r.stderr)

passed = sum(results)
print(f"{passed} passed, {len(results) - passed} failed")
sys.exit(0 if all(results) else 1)
