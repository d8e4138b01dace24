#!/usr/bin/env python3
"""Asks an X window to close as a window manager's close button does: a WM_DELETE_WINDOW
ClientMessage (ICCCM), which the window may answer by not closing.

    DISPLAY=:99 tools/wm_close.py WINDOW_ID

The tests use it where no window manager runs (Xvfb); it needs python3-xlib (in make
test's packages). Exits 1 when the window does not take WM_DELETE_WINDOW.
"""
import sys

from Xlib import X, display
from Xlib.protocol import event


def main():
    d = display.Display()
    window = d.create_resource_object("window", int(sys.argv[1], 0))
    protocols = d.intern_atom("WM_PROTOCOLS")
    delete = d.intern_atom("WM_DELETE_WINDOW")
    taken = window.get_wm_protocols() or []
    if delete not in taken:
        print("the window does not take WM_DELETE_WINDOW", file=sys.stderr)
        return 1
    message = event.ClientMessage(window=window, client_type=protocols, data=(32, [delete, X.CurrentTime, 0, 0, 0]))
    window.send_event(message, event_mask=X.NoEventMask)
    d.flush()
    return 0


if __name__ == "__main__":
    sys.exit(main())
