#!/usr/bin/env python3
"""Writes the hostile and unusual art files the tests load into a folder (argument 1).

Each file is made here from nothing (standard library only), so the corpus is the
project's own: Lottie files that send rlottie into an endless loop, that use what rlottie
does not draw (text layers, external images) or that draw white on white; and the image
formats and damage that real files carry.
"""
import gzip
import io
import json
import os
import struct
import sys
import zipfile
import zlib

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from make_art import lzw, sub_blocks  # noqa: E402  (the project's GIF encoder)


def sv(v):
    return {"a": 0, "k": v}


def transform():
    return {"o": sv(100), "r": sv(0), "p": sv([0, 0, 0]), "a": sv([0, 0, 0]), "s": sv([100, 100, 100])}


def group(items):
    tr = {"ty": "tr", "p": sv([0, 0]), "a": sv([0, 0]), "s": sv([100, 100]), "r": sv(0), "o": sv(100)}
    return {"ty": "gr", "it": items + [tr]}


def rect(x, y, w, h):
    return {"ty": "rc", "d": 1, "s": sv([w, h]), "p": sv([x, y]), "r": sv(0)}


def fill(rgb):
    return {"ty": "fl", "c": sv(list(rgb) + [1]), "o": sv(100)}


def shape_layer(shapes, ind=1, op=30):
    return {"ddd": 0, "ind": ind, "ty": 4, "nm": "shapes %d" % ind, "sr": 1, "ks": transform(), "ao": 0,
            "shapes": shapes, "ip": 0, "op": op, "st": 0, "bm": 0}


def lottie(layers, w=100, h=100, op=30, assets=None, markers=None):
    doc = {"v": "5.7.4", "fr": 30, "ip": 0, "op": op, "w": w, "h": h, "nm": "corpus", "ddd": 0,
           "assets": assets or [], "layers": layers}
    if markers:
        doc["markers"] = markers
    return doc


def loops_rlottie():
    """A stroke whose dash is negative: rlottie's dasher never advances, so drawing frame 1
    never ends (its parser is fine with it)."""
    stroke = {"ty": "st", "c": sv([1, 0, 0, 1]), "o": sv(100), "w": sv(4), "lc": 1, "lj": 1,
              "d": [{"n": "d", "nm": "dash", "v": sv(-1)}, {"n": "g", "nm": "gap", "v": sv(1)}]}
    return lottie([shape_layer([group([rect(50, 50, 50, 50), stroke])])])


def square(rgb=(0.0, 0.48, 1.0), op=30, w=100, h=100):
    """A plain square of colour that moves right over the animation: drawn by rlottie."""
    move = {"a": 1, "k": [{"t": 0, "s": [30, 50], "i": {"x": [0.5], "y": [0.5]}, "o": {"x": [0.5], "y": [0.5]}},
                          {"t": op - 1, "s": [70, 50]}]}
    rc = {"ty": "rc", "d": 1, "s": sv([30, 30]), "p": move, "r": sv(0)}
    return lottie([shape_layer([group([rc, fill(rgb)])], op=op)], w=w, h=h, op=op,
                  markers=[{"tm": 0, "cm": "pull", "dr": 10}, {"tm": 10, "cm": "refreshing", "dr": 20}])


def sticker():
    """A Telegram sticker: Lottie JSON as one gzip member, 512x512 as Telegram makes them."""
    buf = io.BytesIO()
    with gzip.GzipFile(filename="sticker.json", mode="wb", fileobj=buf, mtime=0) as f:
        f.write(json.dumps(square(w=512, h=512)).encode())
    return buf.getvalue()


def dot_lottie():
    """A dotLottie archive: its manifest names two animations; the first is taken."""
    buf = io.BytesIO()
    with zipfile.ZipFile(buf, "w", zipfile.ZIP_DEFLATED) as z:
        z.writestr("manifest.json", json.dumps({"version": "1", "generator": "make_art_corpus",
                                                "animations": [{"id": "loader", "loop": True}, {"id": "other"}]}))
        z.writestr("animations/loader.json", json.dumps(square()))
        z.writestr("animations/other.json", json.dumps(square(rgb=(1, 0, 0), op=5)))
    return buf.getvalue()


def dot_lottie_without(missing):
    buf = io.BytesIO()
    with zipfile.ZipFile(buf, "w", zipfile.ZIP_DEFLATED) as z:
        if missing != "manifest":
            z.writestr("manifest.json", json.dumps({"animations": [{"id": "loader"}]}))
        if missing != "animation":
            z.writestr("animations/loader.json", json.dumps(square()))
    return buf.getvalue()


def gzip_bomb():
    """A gzip member that inflates to 40 MB of spaces (over the 32 MB limit)."""
    buf = io.BytesIO()
    with gzip.GzipFile(mode="wb", fileobj=buf, mtime=0) as f:
        f.write(b"{" + b" " * (40 << 20) + b"}")
    return buf.getvalue()


def text_only():
    """A title as a text layer, which rlottie does not draw, over nothing else."""
    text = {"ddd": 0, "ind": 1, "ty": 5, "nm": "Title", "sr": 1, "ks": transform(), "ao": 0, "ip": 0, "op": 30, "st": 0,
            "bm": 0, "t": {"d": {"k": [{"s": {"s": 24, "f": "Roboto", "t": "Loading", "j": 0, "tr": 0, "lh": 28, "ls": 0,
                                                "fc": [0, 0, 0]}, "t": 0}]},
                           "p": {}, "m": {"g": 1, "a": sv([0, 0])}, "a": []}}
    doc = lottie([text])
    doc["fonts"] = {"list": [{"fName": "Roboto", "fFamily": "Roboto", "fStyle": "Regular", "ascent": 75}]}
    return doc


def external_image():
    """A square drawn by rlottie and a picture it cannot: a file beside the animation."""
    image = {"ddd": 0, "ind": 2, "ty": 2, "nm": "Photo", "refId": "image_0", "sr": 1, "ks": transform(), "ao": 0,
             "ip": 0, "op": 30, "st": 0, "bm": 0}
    doc = square()
    doc["assets"] = [{"id": "image_0", "w": 50, "h": 50, "u": "images/", "p": "photo.png", "e": 0}]
    doc["layers"].append(image)
    return doc


def text_and_image():
    """The square, a title as a text layer and a picture that is a file beside the animation:
    two kinds of layer rlottie skips beside what it draws."""
    doc = external_image()
    title = text_only()
    text = dict(title["layers"][0], ind=3)
    doc["layers"].append(text)
    doc["fonts"] = title["fonts"]
    return doc


def external_only():
    """Only a picture that is a file beside the animation: rlottie draws nothing of it."""
    image = {"ddd": 0, "ind": 1, "ty": 2, "nm": "Photo", "refId": "image_0", "sr": 1, "ks": transform(), "ao": 0,
             "ip": 0, "op": 30, "st": 0, "bm": 0}
    return lottie([image], assets=[{"id": "image_0", "w": 50, "h": 50, "u": "images/", "p": "photo.png", "e": 0}])


def invisible():
    """A square filled at opacity 0 in every frame: drawn, and fully transparent."""
    clear = {"ty": "fl", "c": sv([0.0, 0.48, 1.0, 1]), "o": sv(0)}
    return lottie([shape_layer([group([rect(50, 50, 40, 40), clear])])])


def white_on_white():
    """White art: on the light header it shows nothing."""
    return square(rgb=(1, 1, 1))


def small_on_big():
    """A 40x40 loader in the middle of a 1920x1080 canvas, as exported from a full-screen comp."""
    rc = rect(960, 540, 40, 40)
    return lottie([shape_layer([group([rc, fill((0.0, 0.48, 1.0))])])], w=1920, h=1080,
                  markers=[{"tm": 0, "cm": "intro", "dr": 10}, {"tm": 10, "cm": "spin", "dr": 20}])


def designer_markers():
    """Markers named as designers name them: none is pull, refreshing or finish."""
    doc = square(op=40)
    doc["markers"] = [{"tm": 0, "cm": "Intro", "dr": 10}, {"tm": 10, "cm": "spin loop", "dr": 20},
                      {"tm": 30, "cm": "done", "dr": 10}]
    return doc


def chunk(kind, body, crc=None):
    c = zlib.crc32(kind + body) if crc is None else crc
    return struct.pack(">I", len(body)) + kind + body + struct.pack(">I", c & 0xFFFFFFFF)


def png(w, h, pixel, extra=b""):
    """An 8-bit RGBA PNG; pixel(x, y) gives (r, g, b, a); `extra` chunks go before IDAT."""
    raw = b"".join(b"\0" + b"".join(bytes(pixel(x, y)) for x in range(w)) for y in range(h))
    return (b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", w, h, 8, 6, 0, 0, 0)) + extra
            + chunk(b"IDAT", zlib.compress(raw)) + chunk(b"IEND", b""))


def dot(k):
    """Frame k of a dot that moves right: blue on transparent, 48x24."""
    return lambda x, y: (0, 122, 255, 255) if (x - 8 - 4 * k) ** 2 + (y - 12) ** 2 <= 36 else (0, 0, 0, 0)


def png_folder(out, name):
    """Frames 1-6, as real folders carry them: one with a colour profile libpng complains
    about, one with a text chunk whose CRC is wrong (browsers show it), one cut short."""
    folder = os.path.join(out, name)
    os.makedirs(folder, exist_ok=True)
    bad_profile = chunk(b"iCCP", b"sRGB\0\0" + b"not a deflated ICC profile")
    bad_text = chunk(b"tEXt", b"Comment\0made by hand", crc=0x12345678)
    for k in range(1, 7):
        extra = bad_profile if k == 2 else bad_text if k == 3 else b""
        data = png(48, 24, dot(k), extra)
        write(folder, "%d.png" % k, data[:-30] if k == 5 else data)


def gif_past_screen():
    """A 32x16 GIF whose second frame (red, 32x16 at 16,8) reaches past its screen to 48x24:
    browsers show the part inside the screen. Palette: 0 transparent, 1 blue, 2 red."""
    palette = [(0, 0, 0), (0, 122, 255), (255, 59, 48), (0, 0, 0)]
    data = b"GIF89a" + struct.pack("<HHBBB", 32, 16, 0xF1, 0, 0) + b"".join(bytes(p) for p in palette)
    data += b"\x21\xFF\x0BNETSCAPE2.0\x03\x01\x00\x00\x00"
    for colour, (x, y) in [(1, (0, 0)), (2, (16, 8))]:
        # Graphic control: disposal 1 (keep), transparent index 0, 100 ms.
        data += b"\x21\xF9\x04\x05" + struct.pack("<H", 10) + b"\x00\x00"
        data += b"\x2C" + struct.pack("<HHHHB", x, y, 32, 16, 0) + bytes([2]) + sub_blocks(lzw([colour] * (32 * 16), 2))
    return data + b"\x3B"


DISPOSAL_PALETTE = [(0, 0, 0), (255, 59, 48), (0, 122, 255), (52, 199, 89)]  # 0 transparent, red, blue, green


def gif(width, height, frames):
    """A GIF89a of `frames`, each (x, y, w, h, colour or indices, disposal): a graphic control
    with transparent index 0 and 100 ms before each; the palette is DISPOSAL_PALETTE."""
    data = b"GIF89a" + struct.pack("<HHBBB", width, height, 0xF1, 0, 0) + b"".join(bytes(p) for p in DISPOSAL_PALETTE)
    data += b"\x21\xFF\x0BNETSCAPE2.0\x03\x01\x00\x00\x00"
    for x, y, w, h, pixels, disposal in frames:
        indices = [pixels] * (w * h) if isinstance(pixels, int) else pixels
        data += b"\x21\xF9\x04" + bytes([disposal << 2 | 1]) + struct.pack("<H", 10) + b"\x00\x00"
        data += b"\x2C" + struct.pack("<HHHHB", x, y, w, h, 0) + bytes([2]) + sub_blocks(lzw(indices, 2))
    return data + b"\x3B"


def gif_disposal(method):
    """8x4, three frames none of which covers the screen: red 6x4 at 0,0 (kept); blue 4x4 at
    4,0 with disposal `method` (0-7); green 2x4 at 0,0. What frame 3 shows at x 5 and 7 tells
    the method: blue kept (0, 1, 5-7), cleared (2), or the canvas before blue (3, 4)."""
    return gif(8, 4, [(0, 0, 6, 4, 1, 1), (4, 0, 4, 4, 2, method), (0, 0, 2, 4, 3, 1)])


def gif_disposal_mixed():
    """8x8, four frames of disposals 0, 3, 2, 1 in turn, the first smaller than the screen and
    off its corner (as image-rs's any-disposal.gif and mixed-disposal.gif): red 4x4 at 2,2;
    green 4x4 at 4,4 whose top-left pixel is transparent; blue 4x4 at 0,0; green 2x2 at 3,3."""
    green = [0] + [3] * 15
    return gif(8, 8, [(2, 2, 4, 4, 1, 0), (4, 4, 4, 4, green, 3), (0, 0, 4, 4, 2, 2), (3, 3, 2, 2, 3, 1)])


def gif_transparent():
    """Two frames whose every pixel is the transparent index."""
    return gif(8, 4, [(0, 0, 8, 4, 0, 1), (0, 0, 8, 4, 0, 1)])


def transparent_folder(out, name):
    """Three PNG frames, every pixel with alpha 0 (their colour is blue all the same)."""
    folder = os.path.join(out, name)
    os.makedirs(folder, exist_ok=True)
    for k in range(1, 4):
        write(folder, "%d.png" % k, png(16, 8, lambda x, y: (0, 122, 255, 0)))


def corrupt_pngs():
    """PNG frames damaged as PngSuite's x*.png files are, each chunk's CRC made to match
    unless the damage is the CRC itself: libpng would speak on stderr of every one. A 16x8
    RGBA blue frame is what is damaged; each goes alone in a folder png-NAME/1.png.
    bad-trns, a tRNS that does not fit its image, is not damage: it is ignored, as browsers
    ignore it."""
    def rows(w=16, h=8, filter_byte=0, width=None):
        return b"".join(bytes([filter_byte]) + bytes([0, 122, 255, 255]) * (width or w) for _ in range(h))

    def ihdr(w=16, h=8, depth=8, colour=6, interlace=0):
        return chunk(b"IHDR", struct.pack(">IIBBBBB", w, h, depth, colour, 0, 0, interlace))

    sig, end = b"\x89PNG\r\n\x1a\n", chunk(b"IEND", b"")
    good = zlib.compress(rows())
    bad_stream = bytearray(good)
    bad_stream[2] = 0xFF   # the first deflate block's header: reserved block type 3
    bad_adler = good[:-4] + bytes(4)
    cases = {
        "truncated-idat": sig + ihdr() + chunk(b"IDAT", good[:len(good) // 2]) + end,
        "bad-crc": sig + ihdr() + chunk(b"IDAT", good, crc=0x12345678) + end,
        "bad-zlib": sig + ihdr() + chunk(b"IDAT", bytes(bad_stream)) + end,
        "bad-zlib-header": sig + ihdr() + chunk(b"IDAT", b"\x78\x9d" + good[2:]) + end,
        "bad-adler": sig + ihdr() + chunk(b"IDAT", bad_adler) + end,
        "bad-length": sig + ihdr() + struct.pack(">I", len(good) - 7) + chunk(b"IDAT", good)[4:] + end,
        "too-much-data": sig + ihdr() + chunk(b"IDAT", zlib.compress(rows(h=9))) + end,
        "short-rows": sig + ihdr() + chunk(b"IDAT", zlib.compress(rows(width=15))) + end,
        "bad-filter": sig + ihdr() + chunk(b"IDAT", zlib.compress(rows(filter_byte=7))) + end,
        "bad-colour-type": sig + ihdr(colour=1) + chunk(b"IDAT", good) + end,
        "bad-bit-depth": sig + ihdr(depth=3) + chunk(b"IDAT", good) + end,
        "no-idat": sig + ihdr() + end,
        "no-plte": sig + ihdr(depth=8, colour=3) + chunk(b"IDAT", zlib.compress(b"\0" * 17 * 8)) + end,
        "bad-trns": sig + ihdr(depth=8, colour=3) + chunk(b"PLTE", bytes([0, 122, 255]))
        + chunk(b"tRNS", bytes([255, 0, 0, 0])) + chunk(b"IDAT", zlib.compress(b"\0" * 17 * 8)) + end,
        "unknown-critical": sig + ihdr() + chunk(b"QQQQ", b"x") + chunk(b"IDAT", good) + end,
        "plte-after-idat": sig + ihdr() + chunk(b"IDAT", good[:10]) + chunk(b"PLTE", bytes([0, 122, 255]))
        + chunk(b"IDAT", good[10:]) + end,
    }
    return cases


def png_any(w, h, colour, depth, samples, interlace=0, extra=b""):
    """A PNG of colour type `colour` and bit depth `depth`; samples(x, y) gives the pixel's
    samples (packed below 8 bits, left to right); interlaced: Adam7's seven passes."""
    passes = [(0, 0, 8, 8), (4, 0, 8, 8), (0, 4, 4, 8), (2, 0, 4, 4), (0, 2, 2, 4), (1, 0, 2, 2), (0, 1, 1, 2)]
    raw = b""
    for x0, y0, dx, dy in passes if interlace else [(0, 0, 1, 1)]:
        xs, ys = range(x0, w, dx), range(y0, h, dy)
        if not xs or not ys:
            continue
        for y in ys:
            bits = "".join(format(v, "0%db" % depth) for x in xs for v in samples(x, y))
            bits += "0" * (-len(bits) % 8)
            raw += b"\0" + bytes(int(bits[i:i + 8], 2) for i in range(0, len(bits), 8))
    return (b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", w, h, depth, colour, 0, 0, interlace)) + extra
            + chunk(b"IDAT", zlib.compress(raw)) + chunk(b"IEND", b""))


def variety_folder(out, name):
    """Frames libpng reads in silence that the app's checks must pass: interlaced RGBA of
    odd sizes (passes left empty), interlaced 1-bit grey, 4-bit palette with tRNS, 16-bit
    grey and alpha. Each 13x7, a blue (or dark) dot at x 6 and transparent or light around."""
    folder = os.path.join(out, name)
    os.makedirs(folder, exist_ok=True)

    def inside(x, y):
        return (x - 6) ** 2 + (y - 3) ** 2 <= 4

    palette = chunk(b"PLTE", bytes([255, 255, 255, 0, 122, 255])) + chunk(b"tRNS", bytes([0]))
    write(folder, "1.png", png_any(13, 7, 6, 8, lambda x, y: (0, 122, 255, 255) if inside(x, y) else (0, 0, 0, 0), 1))
    write(folder, "2.png", png_any(13, 7, 0, 1, lambda x, y: (0,) if inside(x, y) else (1,), 1))
    write(folder, "3.png", png_any(13, 7, 3, 4, lambda x, y: (1,) if inside(x, y) else (0,), 0, palette))
    write(folder, "4.png", png_any(13, 7, 4, 16, lambda x, y: (0, 65535) if inside(x, y) else (65535, 0)))


def png_kinds_folder(out, name):
    """Every kind of PNG the standard allows, as PngSuite's basn/basi/tbxn files are: each colour
    type at each of its bit depths, plain and interlaced, with tRNS where it may be, 11x9 (so
    Adam7's passes are uneven), with every sample value of its depth somewhere. For comparing
    the worker's decoder with another, pixel for pixel."""
    folder = os.path.join(out, name)
    os.makedirs(folder, exist_ok=True)
    depths = {0: [1, 2, 4, 8, 16], 2: [8, 16], 3: [1, 2, 4, 8], 4: [8, 16], 6: [8, 16]}
    channels = {0: 1, 2: 3, 3: 1, 4: 2, 6: 4}
    for colour, ds in depths.items():
        for depth in ds:
            top = (1 << depth) - 1
            for interlace in (0, 1):
                for trns in ((False, True) if colour in (0, 2, 3) else (False,)):
                    def samples(x, y, colour=colour, top=top):
                        k = (x * 7 + y * 13) % (top + 1) if colour == 3 else (x * 2654435761 + y * 40503) % (top + 1)
                        return tuple((k + c * 37) % (top + 1) for c in range(channels[colour]))
                    extra = b""
                    if colour == 3:
                        count = min(256, top + 1)
                        extra += chunk(b"PLTE", bytes((i * 53 + c * 91) % 256 for i in range(count) for c in range(3)))
                        if trns:
                            extra += chunk(b"tRNS", bytes((i * 97) % 256 for i in range(count // 2 + 1)))
                    elif trns:
                        extra += chunk(b"tRNS", struct.pack(">" + "H" * channels[colour],
                                                            *samples(3, 2)))
                    write(folder, "c%d-d%02d-i%d-t%d.png" % (colour, depth, interlace, trns),
                          png_any(11, 9, colour, depth, samples, interlace, extra))


def paeth(a, b, c):
    p = a + b - c
    pa, pb, pc = abs(p - a), abs(p - b), abs(p - c)
    return a if pa <= pb and pa <= pc else b if pb <= pc else c


def filtered(rows, bpp):
    """Rows of bytes filtered in turn with None, Sub, Up, Average and Paeth (all five used)."""
    out, prev = b"", bytes(len(rows[0]))
    for y, row in enumerate(rows):
        kind = y % 5
        line = bytearray([kind])
        for x, v in enumerate(row):
            a = row[x - bpp] if x >= bpp else 0
            b = prev[x]
            c = prev[x - bpp] if x >= bpp else 0
            pred = [0, a, b, (a + b) // 2, paeth(a, b, c)][kind]
            line.append((v - pred) & 0xFF)
        out += bytes(line)
        prev = row
    return out


def cgbi(w, h, pixel):
    """An Xcode-optimised PNG: a CgBI chunk first, BGRA with alpha premultiplied, and the
    IDAT a raw deflate stream (no zlib header), as Xcode's pngcrush writes them."""
    rows = []
    for y in range(h):
        row = bytearray()
        for x in range(w):
            r, g, b, a = pixel(x, y)
            row += bytes([b * a // 255, g * a // 255, r * a // 255, a])
        rows.append(bytes(row))
    deflate = zlib.compressobj(9, zlib.DEFLATED, -15)
    idat = deflate.compress(filtered(rows, 4)) + deflate.flush()
    return (b"\x89PNG\r\n\x1a\n" + chunk(b"CgBI", b"\x50\x00\x20\x06")
            + chunk(b"IHDR", struct.pack(">IIBBBBB", w, h, 8, 6, 0, 0, 0)) + chunk(b"IDAT", idat) + chunk(b"IEND", b""))


def cgbi_folder(out, name):
    """MJRefresh-style frames as an iOS app bundle carries them: half-transparent orange
    edges over a blue dot that moves right."""
    folder = os.path.join(out, name)
    os.makedirs(folder, exist_ok=True)
    for k in range(1, 4):
        def pixel(x, y, k=k):
            if (x - 8 - 4 * k) ** 2 + (y - 12) ** 2 <= 36:
                return (0, 122, 255, 255)
            return (255, 149, 0, 128) if y == 0 else (0, 0, 0, 0)
        write(folder, "dropdown_anim__000%d.png" % k, cgbi(48, 24, pixel))


def apng():
    """A 32x16 animated PNG of three frames that uses what APNG composes with: frame 1 blue
    over the whole canvas (IDAT, 100 ms); frame 2 half-transparent red blended over it at
    8,4 (16x8, 50 ms, disposed to transparent after); frame 3 green at 0,0 (8x8, replaced,
    delay 0: shown 100 ms as browsers do)."""
    def rows(w, h, rgba):
        return [bytes(rgba) * w for _ in range(h)]

    def data(w, h, rgba):
        return zlib.compress(filtered(rows(w, h, rgba), 4))

    def fctl(seq, w, h, x, y, num, den, dispose, blend):
        return chunk(b"fcTL", struct.pack(">IIIIIHHBB", seq, w, h, x, y, num, den, dispose, blend))

    out = b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", 32, 16, 8, 6, 0, 0, 0))
    out += chunk(b"acTL", struct.pack(">II", 3, 0))
    out += fctl(0, 32, 16, 0, 0, 10, 100, 0, 0) + chunk(b"IDAT", data(32, 16, (0, 122, 255, 255)))
    out += fctl(1, 16, 8, 8, 4, 50, 1000, 1, 1) + chunk(b"fdAT", struct.pack(">I", 2) + data(16, 8, (255, 0, 0, 128)))
    out += fctl(3, 8, 8, 0, 0, 0, 0, 0, 0) + chunk(b"fdAT", struct.pack(">I", 4) + data(8, 8, (52, 199, 89, 255)))
    return out + chunk(b"IEND", b"")


def apng_transparent():
    """An 8x4 APNG of two frames whose every pixel has alpha 0."""
    data = zlib.compress((b"\0" + bytes([0, 122, 255, 0]) * 8) * 4)
    out = b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", 8, 4, 8, 6, 0, 0, 0))
    out += chunk(b"acTL", struct.pack(">II", 2, 0))
    out += chunk(b"fcTL", struct.pack(">IIIIIHHBB", 0, 8, 4, 0, 0, 10, 100, 0, 0)) + chunk(b"IDAT", data)
    out += chunk(b"fcTL", struct.pack(">IIIIIHHBB", 1, 8, 4, 0, 0, 10, 100, 0, 0)) + chunk(b"fdAT", struct.pack(">I", 2) + data)
    return out + chunk(b"IEND", b"")


def big_gif():
    """500x500, 200 frames: 200 MB decoded, under the 256 MB limit (one frame encoded, repeated)."""
    palette = [(0, 0, 0), (0, 122, 255), (255, 59, 48), (255, 255, 255)]
    data = b"GIF89a" + struct.pack("<HHBBB", 500, 500, 0xF1, 0, 0) + b"".join(bytes(p) for p in palette)
    frame = [1 if (x // 50 + y // 50) % 2 else 2 for y in range(500) for x in range(500)]
    body = (b"\x21\xF9\x04\x04" + struct.pack("<H", 5) + b"\x00\x00" + b"\x2C" + struct.pack("<HHHHB", 0, 0, 500, 500, 0)
            + bytes([2]) + sub_blocks(lzw(frame, 2)))
    return data + body * 200 + b"\x3B"


def huge_png_folder(out, name):
    """Five 4096x4096 frames: 335 MB decoded, refused from their headers alone."""
    folder = os.path.join(out, name)
    os.makedirs(folder, exist_ok=True)
    raw = (b"\0" + bytes(4096 * 4)) * 4096
    data = (b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", 4096, 4096, 8, 6, 0, 0, 0))
            + chunk(b"IDAT", zlib.compress(raw, 1)) + chunk(b"IEND", b""))
    for k in range(1, 6):
        write(folder, "%d.png" % k, data)


def write(out, name, data):
    with open(os.path.join(out, name), "wb") as f:
        f.write(data)


def main(out):
    os.makedirs(out, exist_ok=True)
    write(out, "loops-rlottie.json", json.dumps(loops_rlottie()).encode())
    write(out, "text-only.json", json.dumps(text_only()).encode())
    write(out, "external-image.json", json.dumps(external_image()).encode())
    write(out, "white-on-white.json", json.dumps(white_on_white()).encode())
    write(out, "external-only.json", json.dumps(external_only()).encode())
    write(out, "text-and-image.json", json.dumps(text_and_image()).encode())
    write(out, "invisible.json", json.dumps(invisible()).encode())
    write(out, "small-on-big.json", json.dumps(small_on_big()).encode())
    write(out, "designer-markers.json", json.dumps(designer_markers()).encode())
    png_folder(out, "frames-real")
    cgbi_folder(out, "frames-cgbi")
    write(out, "animated.png", apng())
    write(out, "big.gif", big_gif())
    huge_png_folder(out, "frames-4k")
    write(out, "still.png", png(8, 8, dot(0)))
    write(out, "past-screen.gif", gif_past_screen())
    for method in range(8):
        write(out, "disposal-%d.gif" % method, gif_disposal(method))
    write(out, "disposal-mixed.gif", gif_disposal_mixed())
    write(out, "transparent.gif", gif_transparent())
    write(out, "transparent.png", apng_transparent())
    transparent_folder(out, "frames-transparent")
    variety_folder(out, "frames-variety")
    png_kinds_folder(out, "png-kinds")
    for name, data in corrupt_pngs().items():
        os.makedirs(os.path.join(out, "png-" + name), exist_ok=True)
        write(os.path.join(out, "png-" + name), "1.png", data)
    write(out, "sticker.tgs", sticker())
    write(out, "truncated.tgs", sticker()[:-40])
    write(out, "bomb.tgs", gzip_bomb())
    write(out, "loader.lottie", dot_lottie())
    write(out, "no-manifest.lottie", dot_lottie_without("manifest"))
    write(out, "no-animation.lottie", dot_lottie_without("animation"))


if __name__ == "__main__":
    main(sys.argv[1] if len(sys.argv) > 1 else "corpus")
