#!/usr/bin/env python3
"""Drops a file on an X window as a file manager does, through the XDND protocol.

    DISPLAY=:99 tools/xdnd_drop.py [--grab] WINDOW_ID X Y PATH

X, Y are in the window's pixels. With --grab the source holds the pointer grab and moves
the pointer to X, Y as file managers do while dragging: the window then sees no pointer
motion, only the XDND messages. The tests use it to reach the app's SDL_DROPFILE
path in a real (Xvfb) window; it needs python3-xlib (in make test's packages).
Exits 0 when the window took the drop, 1 when it did not answer within 5 s.
"""
import sys
import time
import urllib.parse

from Xlib import X, display
from Xlib.protocol import event


def main():
    args = sys.argv[1:]
    grab = args[:1] == ["--grab"]
    if grab:
        args = args[1:]
    d = display.Display()
    target = d.create_resource_object("window", int(args[0], 0))
    x, y, path = int(args[1]), int(args[2]), args[3]
    root = d.screen().root
    source = root.create_window(0, 0, 1, 1, 0, X.CopyFromParent, override_redirect=True)
    atom = d.intern_atom
    uri_list = atom("text/uri-list")
    uri = ("file://" + urllib.parse.quote(path) + "\r\n").encode()
    at = root.translate_coords(target, x, y)
    if grab:
        source.map()
        d.sync()
        status = source.grab_pointer(False, X.ButtonPressMask | X.ButtonReleaseMask | X.PointerMotionMask,
                                     X.GrabModeAsync, X.GrabModeAsync, X.NONE, X.NONE, X.CurrentTime)
        if status != X.GrabSuccess:
            print("xdnd_drop: cannot grab the pointer (%d)" % status, file=sys.stderr)
            return 1
        root.warp_pointer(at.x, at.y)
        d.sync()

    def send(kind, data):
        target.send_event(event.ClientMessage(window=target, client_type=atom(kind), data=(32, data)), event_mask=0)
        d.flush()

    source.set_selection_owner(atom("XdndSelection"), X.CurrentTime)
    send("XdndEnter", [source.id, 5 << 24, uri_list, 0, 0])
    send("XdndPosition", [source.id, 0, (at.x << 16) | at.y, X.CurrentTime, atom("XdndActionCopy")])
    deadline = time.time() + 5
    dropped = False
    while time.time() < deadline:
        if not d.pending_events():
            time.sleep(0.01)
            continue
        e = d.next_event()
        if e.type == X.ClientMessage and e.client_type == atom("XdndStatus") and not dropped:
            if not e.data[1][1] & 1:
                print("xdnd_drop: the window does not accept the drop", file=sys.stderr)
                return 1
            send("XdndDrop", [source.id, 0, X.CurrentTime, 0, 0])
            dropped = True
        elif e.type == X.SelectionRequest:
            e.requestor.change_property(e.property, e.target, 8, uri)
            notify = event.SelectionNotify(time=e.time, requestor=e.requestor, selection=e.selection,
                                           target=e.target, property=e.property)
            e.requestor.send_event(notify)
            d.flush()
        elif e.type == X.ClientMessage and e.client_type == atom("XdndFinished"):
            if grab:
                d.ungrab_pointer(X.CurrentTime)
                d.sync()
            return 0
    print("xdnd_drop: no answer from the window", file=sys.stderr)
    return 1


if __name__ == "__main__":
    sys.exit(main())
