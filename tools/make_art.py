#!/usr/bin/env python3
"""Draws the project's sample art for "Your own animation" into Assets/Art.

sample.gif (96x96 px, 24 frames, 50 ms each): a sun. Frames 0-15 grow its eight rays one
half-ray at a time (scrubbed by the pull), frames 16-23 turn them (a GIF has no segments,
so while refreshing the whole animation loops).
sample.json (Lottie 5.7, 120x120, 30 fps, 75 frames) with markers: `pull` 0-30 a ring
that closes, `refreshing` 30-60 the ring spinning with a pulsing dot, `finish` 60-75 the
ring shrinking away.
icon.png (256x256): the desktop launcher's icon, the ring and dot of the Lottie sample.
Only the standard library (the GIF encoder is here): run it again to redraw.
"""
import json
import math
import os
import struct

OUT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "Assets", "Art")

# ---------------------------------------------------------------- GIF

SIZE = 96
ORANGE = (255, 149, 0)
DARK = (200, 90, 0)


def lzw(indices, min_code):
    """GIF LZW with variable code sizes (the encoder of giflib, in Python)."""
    clear, eoi = 1 << min_code, (1 << min_code) + 1
    code_size, next_code = min_code + 1, eoi + 1
    table = {}
    out, acc, nbits = bytearray(), 0, 0

    def emit(code):
        nonlocal acc, nbits
        acc |= code << nbits
        nbits += code_size
        while nbits >= 8:
            out.append(acc & 0xFF)
            acc >>= 8
            nbits -= 8

    emit(clear)
    w = indices[0]
    for k in indices[1:]:
        if (w, k) in table:
            w = table[(w, k)]
            continue
        emit(w)
        if next_code >= 4095:
            emit(clear)
            table, code_size, next_code = {}, min_code + 1, eoi + 1
        else:
            if next_code >= (1 << code_size):
                code_size += 1
            table[(w, k)] = next_code
            next_code += 1
        w = k
    emit(w)
    emit(eoi)
    if nbits:
        out.append(acc & 0xFF)
    return bytes(out)


def sub_blocks(data):
    return b"".join(bytes([len(data[i:i + 255])]) + data[i:i + 255] for i in range(0, len(data), 255)) + b"\x00"


def sun(frame):
    """Palette indices of one frame: 0 transparent, 1..16 shades from orange to dark."""
    grow = min(frame, 15) + 1          # half-rays shown: 1..16
    turn = max(frame - 15, 0) / 8.0 * (math.pi / 4)
    c = SIZE / 2
    pixels = []
    for py in range(SIZE):
        for px in range(SIZE):
            cover, shade = 0, 0.0
            for sy in range(3):
                for sx in range(3):
                    x, y = px + (sx + 0.5) / 3 - c, py + (sy + 0.5) / 3 - c
                    r = math.hypot(x, y)
                    inside = r < 20
                    if not inside and 26 < r < 44:
                        a = (math.atan2(y, x) - turn) % (2 * math.pi)
                        ray = int((a + math.pi / 8) / (math.pi / 4)) % 8
                        da = abs(((a + math.pi / 8) % (math.pi / 4)) - math.pi / 8)
                        length = 26 + 18 * min(max(grow - 2 * ray, 0), 2) / 2
                        inside = r < length and da * r < 3.2
                    if inside:
                        cover += 1
                        shade += min(r / 44, 1)
            pixels.append(0 if cover < 5 else 1 + min(int(shade / cover * 15), 15))
    return pixels


def gif(path, frames):
    palette = [(255, 255, 255)] + [tuple(int(o + (d - o) * i / 15) for o, d in zip(ORANGE, DARK)) for i in range(16)]
    palette += [(0, 0, 0)] * (32 - len(palette))
    data = b"GIF89a" + struct.pack("<HHBBB", SIZE, SIZE, 0xF4, 0, 0) + b"".join(bytes(p) for p in palette)
    data += b"\x21\xFF\x0BNETSCAPE2.0\x03\x01\x00\x00\x00"   # loop forever
    for f in frames:
        # Graphic control: disposal 2 (restore background), transparent index 0, 50 ms.
        data += b"\x21\xF9\x04" + bytes([0x09]) + struct.pack("<H", 5) + b"\x00\x00"
        data += b"\x2C" + struct.pack("<HHHHB", 0, 0, SIZE, SIZE, 0) + bytes([5]) + sub_blocks(lzw(f, 5))
    data += b"\x3B"
    with open(path + ".tmp", "wb") as out:
        out.write(data)
    os.replace(path + ".tmp", path)

# ---------------------------------------------------------------- Lottie


def kf(t, v, hold=False):
    k = {"t": t, "s": v if isinstance(v, list) else [v]}
    if not hold:
        k.update({"i": {"x": [0.4], "y": [1]}, "o": {"x": [0.6], "y": [0]}})
    return k


def anim(keys):
    """Keyframes with both start `s` and end `e` values and a closing `{"t"}`: the older form,
    which every player (rlottie 0.1 included) reads."""
    frames = []
    for (t, v), (_, nxt) in zip(keys, keys[1:]):
        k = kf(t, v)
        k["e"] = nxt if isinstance(nxt, list) else [nxt]
        frames.append(k)
    frames.append({"t": keys[-1][0]})
    return {"a": 1, "k": frames}


def static(v):
    return {"a": 0, "k": v}


def transform(rotation=None, scale=None, opacity=None):
    return {"ty": "tr", "p": static([0, 0]), "a": static([0, 0]), "s": scale or static([100, 100]),
            "r": rotation or static(0), "o": opacity or static(100), "sk": static(0), "sa": static(0)}


def layer(name, shapes, ip=0, op=75, rotation=None, scale=None, opacity=None):
    return {"ddd": 0, "ind": 1, "ty": 4, "nm": name, "sr": 1, "ip": ip, "op": op, "st": 0, "bm": 0,
            "ks": {"o": opacity or static(100), "r": rotation or static(0), "p": static([60, 60, 0]),
                   "a": static([0, 0, 0]), "s": scale or static([100, 100, 100])},
            "shapes": shapes}


def ring(trim_end, width=9, color=(0.0, 0.478, 1.0)):
    return {"ty": "gr", "nm": "ring", "it": [
        {"ty": "el", "nm": "circle", "p": static([0, 0]), "s": static([84, 84]), "d": 1},
        {"ty": "tm", "nm": "trim", "s": static(0), "e": trim_end, "o": static(0), "m": 1},
        {"ty": "st", "nm": "stroke", "c": static(list(color) + [1]), "o": static(100), "w": static(width),
         "lc": 2, "lj": 2, "ml": 4},
        transform()]}


def dot(size):
    return {"ty": "gr", "nm": "dot", "it": [
        {"ty": "el", "nm": "circle", "p": static([0, 0]), "s": size, "d": 1},
        {"ty": "fl", "nm": "fill", "c": static([1.0, 0.584, 0.0, 1]), "o": static(100), "r": 1},
        transform()]}


def lottie(path):
    pull = layer("pull ring", [ring(anim([(0, 2), (30, 100)]))], ip=0, op=30)
    spin = layer("spinning ring", [ring(static(75))], ip=30, op=60,
                 rotation=anim([(30, 0), (60, 360)]))
    pulse = layer("dot", [dot(anim([(30, [18, 18]), (45, [34, 34]), (60, [18, 18])]))], ip=30, op=60)
    done = layer("finish ring", [ring(static(100)), dot(static([18, 18]))], ip=60, op=75,
                 scale=anim([(60, [100, 100, 100]), (75, [20, 20, 100])]),
                 opacity=anim([(60, 100), (75, 0)]))
    for i, l in enumerate([pulse, spin, pull, done]):
        l["ind"] = i + 1
    doc = {"v": "5.7.4", "fr": 30, "ip": 0, "op": 75, "w": 120, "h": 120, "nm": "RefreshDemo sample",
           "ddd": 0, "assets": [], "layers": [pulse, spin, pull, done],
           "markers": [{"tm": 0, "cm": "pull", "dr": 30}, {"tm": 30, "cm": "refreshing", "dr": 30},
                       {"tm": 60, "cm": "finish", "dr": 15}]}
    with open(path + ".tmp", "w") as out:
        json.dump(doc, out, indent=1)
        out.write("\n")
    os.replace(path + ".tmp", path)


# ---------------------------------------------------------------- icon


def icon(path, size=256):
    """The app's icon for the desktop launcher: the sample's blue ring with its orange dot
    on a light rounded square, 4x4 supersampled."""
    import zlib
    rows = []
    c = size / 2
    for py in range(size):
        row = bytearray(b"\x00")
        for px in range(size):
            acc = [0.0, 0.0, 0.0, 0.0]
            for sy in range(4):
                for sx in range(4):
                    x, y = px + (sx + 0.5) / 4 - c, py + (sy + 0.5) / 4 - c
                    r = math.hypot(x, y)
                    corner = max(abs(x) - size * 0.3, 0) ** 2 + max(abs(y) - size * 0.3, 0) ** 2
                    if corner > (size * 0.18) ** 2:
                        continue
                    a = (math.atan2(y, x) + math.pi / 2) % (2 * math.pi)
                    if r < size * 0.11:
                        col = (255, 149, 0)
                    elif size * 0.25 < r < size * 0.33 and a < 1.6 * math.pi:
                        col = (0, 122, 255)
                    else:
                        col = (242, 242, 247)
                    acc[0] += col[0]; acc[1] += col[1]; acc[2] += col[2]; acc[3] += 255
            n = acc[3] / 255
            row += bytes([int(acc[0] / n) if n else 0, int(acc[1] / n) if n else 0, int(acc[2] / n) if n else 0,
                          int(acc[3] / 16)])
        rows.append(bytes(row))

    def chunk(kind, data):
        body = struct.pack(">I", len(data)) + kind + data
        return body + struct.pack(">I", zlib.crc32(kind + data) & 0xFFFFFFFF)

    header = struct.pack(">IIBBBBB", size, size, 8, 6, 0, 0, 0)
    with open(path + ".tmp", "wb") as out:
        out.write(b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header) + chunk(b"IDAT", zlib.compress(b"".join(rows), 9))
                  + chunk(b"IEND", b""))
    os.replace(path + ".tmp", path)


if __name__ == "__main__":
    os.makedirs(OUT, exist_ok=True)
    gif(os.path.join(OUT, "sample.gif"), [sun(i) for i in range(24)])
    lottie(os.path.join(OUT, "sample.json"))
    icon(os.path.join(OUT, "icon.png"))
