#!/usr/bin/env python3
"""Writes the hostile and unusual art files the tests load into a folder (argument 1).

Each file is made here from nothing (standard library only), so the corpus is the
project's own: Lottie files that send rlottie into an endless loop, that use what rlottie
does not draw (text layers, external images) or that draw white on white; and the image
formats and damage that real files carry.
"""
import json
import os
import sys


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


def write(out, name, data):
    with open(os.path.join(out, name), "wb") as f:
        f.write(data)


def main(out):
    os.makedirs(out, exist_ok=True)
    write(out, "loops-rlottie.json", json.dumps(loops_rlottie()).encode())


if __name__ == "__main__":
    main(sys.argv[1] if len(sys.argv) > 1 else "corpus")
