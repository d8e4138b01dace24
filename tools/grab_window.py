#!/usr/bin/env python3
"""Writes what an X window shows now (the X server's pixels, not the app's own
screenshot) as a PNG, and prints its size.

    DISPLAY=:99 tools/grab_window.py WINDOW_ID OUT.png

The tests use it to see what a real (Xvfb) window shows between frames, e.g. whether
the last frame before the app went to rest was the right one; it needs python3-xlib
(in make test's packages). Assumes a 24-bit TrueColor visual (Xvfb's default).
"""
import struct
import sys
import zlib

from Xlib import X, display


def main():
    d = display.Display()
    w = d.create_resource_object("window", int(sys.argv[1], 0))
    g = w.get_geometry()
    image = w.get_image(0, 0, g.width, g.height, X.ZPixmap, 0xFFFFFFFF)
    data = image.data
    stride = len(data) // g.height
    rows = bytearray()
    for y in range(g.height):
        rows.append(0)
        line = data[y * stride:(y + 1) * stride]
        for x in range(g.width):
            b, gr, r = line[4 * x], line[4 * x + 1], line[4 * x + 2]
            rows += bytes((r, gr, b))

    def chunk(kind, payload):
        c = kind + payload
        return struct.pack(">I", len(payload)) + c + struct.pack(">I", zlib.crc32(c) & 0xFFFFFFFF)

    png = b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", g.width, g.height, 8, 2, 0, 0, 0))
    png += chunk(b"IDAT", zlib.compress(bytes(rows), 6)) + chunk(b"IEND", b"")
    with open(sys.argv[2], "wb") as f:
        f.write(png)
    print(f"{g.width}x{g.height}")


if __name__ == "__main__":
    main()
