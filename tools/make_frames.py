#!/usr/bin/env python3
"""Draws the gif header's frames into Assets/Frames (80x80 px RGBA PNG, 40x40 pt at 2x).

idle_00..09: a ring that fills clockwise, frame k showing (k+1)/10 of it (the idle frame
follows pullingPercent; while pulling the set plays in a loop).
refreshing_00..03: three dots, the highlighted one moving left to right.
Anti-aliased by 4x4 supersampling. Only the standard library: run it again to redraw.
"""
import math
import os
import struct
import zlib

SIZE = 80
BLUE = (0, 122, 255)
GREY = (199, 199, 204)
OUT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "Assets", "Frames")


def png(path, pixels):
    raw = b"".join(b"\x00" + bytes(row) for row in pixels)

    def chunk(kind, data):
        c = struct.pack(">I", len(data)) + kind + data
        return c + struct.pack(">I", zlib.crc32(kind + data) & 0xFFFFFFFF)

    header = struct.pack(">IIBBBBB", SIZE, SIZE, 8, 6, 0, 0, 0)
    with open(path + ".tmp", "wb") as f:
        f.write(b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header) + chunk(b"IDAT", zlib.compress(raw, 9)) + chunk(b"IEND", b""))
    os.replace(path + ".tmp", path)


def render(shade):
    """shade(x, y) -> (r, g, b, a) or None, sampled 4x4 per pixel."""
    rows = []
    for py in range(SIZE):
        row = []
        for px in range(SIZE):
            acc = [0.0, 0.0, 0.0, 0.0]
            for sy in range(4):
                for sx in range(4):
                    c = shade(px + (sx + 0.5) / 4, py + (sy + 0.5) / 4)
                    if c:
                        r, g, b, a = c
                        acc[0] += r * a
                        acc[1] += g * a
                        acc[2] += b * a
                        acc[3] += a
            a = acc[3] / 16
            if a > 0:
                row += [int(acc[0] / acc[3]), int(acc[1] / acc[3]), int(acc[2] / acc[3]), int(a * 255)]
            else:
                row += [0, 0, 0, 0]
        rows.append(row)
    return rows


def ring(fraction):
    cx = cy = SIZE / 2
    outer, inner = 30, 22

    def shade(x, y):
        d = math.hypot(x - cx, y - cy)
        if not inner <= d <= outer:
            return None
        # Angle clockwise from 12 o'clock, 0..1.
        a = (math.atan2(x - cx, cy - y) / (2 * math.pi)) % 1.0
        return (*BLUE, 1.0) if a <= fraction else (*GREY, 1.0)

    return shade


def dots(lead):
    cy = SIZE / 2
    xs = [18, 40, 62]

    def shade(x, y):
        for i, cx in enumerate(xs):
            r = 9 if i == lead else 6
            if math.hypot(x - cx, y - cy) <= r:
                return (*(BLUE if i == lead else GREY), 1.0)
        return None

    return shade


def main():
    os.makedirs(OUT, exist_ok=True)
    for k in range(10):
        png(os.path.join(OUT, "idle_%02d.png" % k), render(ring((k + 1) / 10)))
    for k, lead in enumerate([0, 1, 2, 1]):
        png(os.path.join(OUT, "refreshing_%02d.png" % k), render(dots(lead)))


if __name__ == "__main__":
    main()
