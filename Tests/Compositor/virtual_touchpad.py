#!/usr/bin/env python3
"""A virtual touchpad and wheel for tests: a wlr-virtual-pointer-unstable-v1 client.

To every other client of the compositor it is a real pointer: motion, buttons, and
scrolling with wl_pointer.axis_source (finger or wheel), axis_stop (fingers lifted)
and axis_discrete (wheel clicks), each with the compositor-time stamps a device gives.

Usage: virtual_touchpad.py BINDINGS_DIR. The protocol bindings are generated into
BINDINGS_DIR (pywayland's scanner, from the XML kept beside this file) if missing.
Commands, one per line on standard input; `sync` answers `ok` on standard output
once everything before it has been sent, so a test knows the gesture is complete:

    move X Y W H            absolute motion to (X, Y) of a W x H output
    finger DY | DX,DY       one scroll frame from a touchpad: DY compositor px (> 0 scrolls down),
                            DX (> 0 scrolls right); both axes of a diagonal step in one frame
    stop                    the fingers lift: axis_stop of each axis that moved since the last
                            stop (the vertical one when none did), in one frame, as libinput does
    wheel N | NX,NY         wheel clicks (> 0 scrolls down, or right): 15 px and discrete N per click
    tilt N                  N clicks of a tilted wheel (axis_source wheel_tilt): horizontal, > 0 right
    press / release         the left button down / up
    sleep MS                wait MS milliseconds (measured from the previous deadline)
    freeze PID MS           stop process PID for MS milliseconds (a slow frame), without waiting
    sync                    flush, wait for the compositor, print `ok`
"""
import os
import signal
import subprocess
import sys
import threading
import time

HERE = os.path.dirname(os.path.abspath(__file__))
XML = os.path.join(HERE, "wlr-virtual-pointer-unstable-v1.xml")
CORE_XML = "/usr/share/wayland/wayland.xml"
VERTICAL = 0      # wl_pointer.axis.vertical_scroll
HORIZONTAL = 1    # wl_pointer.axis.horizontal_scroll
SOURCE_WHEEL = 0  # wl_pointer.axis_source
SOURCE_FINGER = 1
SOURCE_WHEEL_TILT = 3
BTN_LEFT = 0x110  # linux/input-event-codes.h


def bindings(directory):
    package = os.path.join(directory, "vproto")
    if not os.path.exists(os.path.join(package, "wlr_virtual_pointer_unstable_v1.py")):
        os.makedirs(package, exist_ok=True)
        # The generated module imports the core protocol relatively: both live in one package.
        subprocess.run([sys.executable, "-m", "pywayland.scanner", "-i", CORE_XML, XML, "-o", package],
                       check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        open(os.path.join(package, "__init__.py"), "w").close()
    sys.path.insert(0, directory)
    from vproto.wlr_virtual_pointer_unstable_v1 import ZwlrVirtualPointerManagerV1
    return ZwlrVirtualPointerManagerV1


def axes(arg):
    """'DY' or 'DX,DY' as (axis, amount) pairs, the axes that move."""
    parts = [float(p) for p in arg.split(",")]
    dx, dy = (0.0, parts[0]) if len(parts) == 1 else parts
    return [(axis, v) for axis, v in ((VERTICAL, dy), (HORIZONTAL, dx)) if v != 0]


def now_ms():
    # Device time as compositors use it: CLOCK_MONOTONIC in milliseconds, 32 bits.
    return int(time.clock_gettime(time.CLOCK_MONOTONIC) * 1000) & 0xFFFFFFFF


def main():
    manager_interface = bindings(sys.argv[1])
    # A real device's events come on time, from an interrupt; on a busy machine an ordinary
    # process wakes late and sends its steps in bunches. Real-time priority where allowed.
    try:
        os.sched_setscheduler(0, os.SCHED_FIFO, os.sched_param(10))
    except (PermissionError, AttributeError, OSError):
        pass
    from pywayland.client import Display

    display = Display()
    display.connect()
    registry = display.get_registry()
    found = {}

    def on_global(reg, name, interface, version):
        if interface == "zwlr_virtual_pointer_manager_v1":
            found["manager"] = reg.bind(name, manager_interface, 1)

    registry.dispatcher["global"] = on_global
    display.roundtrip()
    if "manager" not in found:
        print("error: the compositor offers no zwlr_virtual_pointer_manager_v1", flush=True)
        return 1
    pointer = found["manager"].create_virtual_pointer(None)
    display.roundtrip()
    deadline = 0.0
    # The axes the fingers moved since their last stop.
    moved = set()

    for line in sys.stdin:
        words = line.split()
        if not words:
            continue
        cmd, args = words[0], words[1:]
        if cmd == "move":
            x, y, w, h = (int(float(a)) for a in args)
            pointer.motion_absolute(now_ms(), x, y, w, h)
            pointer.frame()
        # wlroots gives axis_source to the axis named last (and forgets it at each frame):
        # it follows each axis request, so every axis of the frame has its source.
        elif cmd == "finger":
            t = now_ms()
            for axis, v in axes(args[0]):
                pointer.axis(t, axis, v)
                pointer.axis_source(SOURCE_FINGER)
                moved.add(axis)
            pointer.frame()
        elif cmd == "stop":
            t = now_ms()
            for axis in sorted(moved) or [VERTICAL]:
                pointer.axis_stop(t, axis)
                pointer.axis_source(SOURCE_FINGER)
            moved.clear()
            pointer.frame()
        elif cmd in ("wheel", "tilt"):
            steps = axes(args[0]) if cmd == "wheel" else [(HORIZONTAL, float(args[0]))]
            t = now_ms()
            for axis, n in steps:
                pointer.axis_discrete(t, axis, 15.0 * n, int(n))
                pointer.axis_source(SOURCE_WHEEL if cmd == "wheel" else SOURCE_WHEEL_TILT)
            pointer.frame()
        elif cmd in ("press", "release"):
            pointer.button(now_ms(), BTN_LEFT, 1 if cmd == "press" else 0)
            pointer.frame()
        elif cmd == "sleep":
            # Deadlines, not sleeps: the steps keep their spacing however long a send took
            # (but never catch up with a burst).
            deadline = max(deadline, time.monotonic() - 0.002) + float(args[0]) / 1000
            display.flush()
            delay = deadline - time.monotonic()
            if delay > 0:
                time.sleep(delay)
            continue
        elif cmd == "freeze":
            pid, ms = int(args[0]), float(args[1])
            os.kill(pid, signal.SIGSTOP)
            threading.Timer(ms / 1000, lambda: os.kill(pid, signal.SIGCONT)).start()
        elif cmd == "sync":
            display.roundtrip()
            print("ok", flush=True)
            continue
        else:
            print(f"error: unknown command {cmd}", flush=True)
            return 1
        display.flush()
    pointer.destroy()
    display.roundtrip()
    display.disconnect()
    return 0


if __name__ == "__main__":
    sys.exit(main())
