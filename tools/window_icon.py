#!/usr/bin/env python3
"""Writes an X window's icon (_NET_WM_ICON, what a window manager shows in its title bar
and task switcher) to a text file: its width and height on the first line, then one ARGB
pixel a line in hex, row by row.

    DISPLAY=:99 tools/window_icon.py WINDOW_ID OUT.txt

The tests use it to check the icon the app sets on its window; it needs python3-xlib (in
make test's packages). Exits 1 when the window has no icon. Of several sizes, the first.
"""
import sys

from Xlib import X, display


def main():
    d = display.Display()
    window = d.create_resource_object("window", int(sys.argv[1], 0))
    prop = window.get_full_property(d.intern_atom("_NET_WM_ICON"), X.AnyPropertyType)
    if prop is None or len(prop.value) < 2:
        print("the window has no _NET_WM_ICON", file=sys.stderr)
        return 1
    width, height = int(prop.value[0]), int(prop.value[1])
    pixels = prop.value[2:2 + width * height]
    if len(pixels) != width * height:
        print(f"_NET_WM_ICON says {width}x{height} but holds {len(pixels)} pixels", file=sys.stderr)
        return 1
    with open(sys.argv[2], "w") as out:
        out.write(f"{width} {height}\n")
        out.writelines(f"{int(p) & 0xFFFFFFFF:08x}\n" for p in pixels)
    return 0


if __name__ == "__main__":
    sys.exit(main())
