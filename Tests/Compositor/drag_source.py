#!/usr/bin/env python3
"""A Wayland drag source for tests: drags files as a file manager does.

A small window (fixed 96 x 96, so sway floats it at the middle of the output). A button
pressed on it starts a drag (wl_data_device.start_drag with the press's serial: the
pointer's implicit grab becomes the drag's), offering text/uri-list with the next file's
URI and the copy action. The pointer then belongs to the drag: the window under it gets
wl_data_device enter, motion and drop, and its wl_pointer a leave.

Usage: drag_source.py PATH...   (one drag per press, the files in turn)
Lines on standard output, for the test to wait on:
    ready           the window is shown
    dragging N      the compositor took the drag of file N (from 1)
    refused N       it did not (the press's serial was not valid)
    sent N          the target read file N's uri-list
    dropped N       the drop happened on a target that accepted it
    cancelled N     the drag ended without a drop (or the target let the offer go)
Ends on end of input (standard input closed) or when the compositor goes.
"""
import mmap
import os
import selectors
import sys
import urllib.parse

from pywayland.client import Display
from pywayland.protocol.wayland import WlCompositor, WlDataDeviceManager, WlSeat, WlShm
from pywayland.protocol.xdg_shell import XdgWmBase

SIZE = 96
COPY = 1  # wl_data_device_manager.dnd_action.copy
BUTTON_PRESSED = 1


def say(line):
    print(line, flush=True)


def main():
    paths = sys.argv[1:]
    if not paths:
        say("error: no file to drag")
        return 2
    display = Display()
    display.connect()
    registry = display.get_registry()
    g = {}

    def on_global(reg, name, interface, version):
        if interface == "wl_compositor":
            g["compositor"] = reg.bind(name, WlCompositor, min(version, 4))
        elif interface == "wl_shm":
            g["shm"] = reg.bind(name, WlShm, 1)
        elif interface == "xdg_wm_base":
            g["wm"] = reg.bind(name, XdgWmBase, 1)
        elif interface == "wl_seat" and "seat" not in g:
            g["seat"] = reg.bind(name, WlSeat, min(version, 5))
        elif interface == "wl_data_device_manager":
            g["ddm"] = reg.bind(name, WlDataDeviceManager, min(version, 3))

    registry.dispatcher["global"] = on_global
    display.roundtrip()
    missing = [k for k in ("compositor", "shm", "wm", "seat", "ddm") if k not in g]
    if missing:
        say("error: the compositor lacks " + ", ".join(missing))
        return 1

    g["wm"].dispatcher["ping"] = lambda wm, serial: wm.pong(serial)
    surface = g["compositor"].create_surface()
    xdg_surface = g["wm"].get_xdg_surface(surface)
    toplevel = xdg_surface.get_toplevel()
    toplevel.set_app_id("refreshdemo-drag-source")
    toplevel.set_title("drag source")
    # A fixed size: sway floats it (centred) instead of tiling the app's window in half.
    toplevel.set_min_size(SIZE, SIZE)
    toplevel.set_max_size(SIZE, SIZE)

    # One opaque grey buffer (XRGB8888) in shared memory.
    stride = SIZE * 4
    fd = os.memfd_create("drag-source", 0)
    os.ftruncate(fd, stride * SIZE)
    with mmap.mmap(fd, stride * SIZE) as pixels:
        pixels.write(b"\x80\x80\x80\xff" * (SIZE * SIZE))
    pool = g["shm"].create_pool(fd, stride * SIZE)
    buffer = pool.create_buffer(0, SIZE, SIZE, stride, WlShm.format.xrgb8888.value)
    state = {"configured": False, "next": 0, "source": None, "number": 0}

    def on_configure(xs, serial):
        xs.ack_configure(serial)
        if not state["configured"]:
            state["configured"] = True
            surface.attach(buffer, 0, 0)
            surface.damage(0, 0, SIZE, SIZE)
        surface.commit()

    xdg_surface.dispatcher["configure"] = on_configure
    surface.commit()
    device = g["ddm"].get_data_device(g["seat"])
    pointer = g["seat"].get_pointer()

    def end(source):
        if state["source"] is source:
            state["source"] = None
        source.destroy()

    def start_drag(serial):
        if state["source"] is not None or state["next"] >= len(paths):
            return
        number = state["next"] + 1
        path = paths[state["next"]]
        state["next"] += 1
        uri = ("file://" + urllib.parse.quote(os.path.abspath(path)) + "\r\n").encode()
        source = g["ddm"].create_data_source()
        source.offer("text/uri-list")
        source.set_actions(COPY)
        outcome = {"done": False}

        def on_send(src, mime, target_fd):
            if mime == "text/uri-list":
                os.write(target_fd, uri)
                say(f"sent {number}")
            os.close(target_fd)

        def on_finished(src):
            end(src)

        def on_cancelled(src):
            # After a drop a target may let its offer go, which ends the source too.
            if not outcome["done"]:
                say(f"cancelled {number}")
            outcome["done"] = True
            end(src)

        def on_dropped(src):
            # The drag is over; the source stays to answer the target's read.
            outcome["done"] = True
            say(f"dropped {number}")
            if state["source"] is src:
                state["source"] = None

        source.dispatcher["send"] = on_send
        source.dispatcher["dnd_drop_performed"] = on_dropped
        source.dispatcher["dnd_finished"] = on_finished
        source.dispatcher["cancelled"] = on_cancelled
        state["source"] = source
        device.start_drag(source, surface, None, serial)
        # The compositor refuses a drag at once (it cancels the source): after a round
        # trip the drag is on, or the source is gone.
        display.roundtrip()
        say(f"dragging {number}" if state["source"] is source else f"refused {number}")

    def on_button(ptr, serial, time, button, button_state):
        if button_state == BUTTON_PRESSED:
            state["press"] = serial

    pointer.dispatcher["button"] = on_button
    display.roundtrip()
    display.roundtrip()
    if not state["configured"]:
        say("error: the window was not configured")
        return 1
    say("ready")

    selector = selectors.DefaultSelector()
    selector.register(display.get_fd(), selectors.EVENT_READ, "wayland")
    selector.register(sys.stdin.fileno(), selectors.EVENT_READ, "stdin")
    while True:
        display.flush()
        for key, _ in selector.select():
            if key.data == "stdin":
                if not os.read(sys.stdin.fileno(), 4096):
                    return 0
                continue
            if display.dispatch(block=True) < 0:
                return 0
        # Outside the listener: start_drag's round trip dispatches events itself.
        if "press" in state:
            start_drag(state.pop("press"))


if __name__ == "__main__":
    sys.exit(main())
