#!/usr/bin/env python3
"""A display server that misbehaves, on a Unix socket, for the tests:

    fake_display.py MODE PATH

MODE is what it does with each connection it accepts:
  stall    keeps it open and never says anything
  close    closes it at once
  garbage  sends bytes of no protocol (then keeps it open)
It prints "ready" once listening, and serves until killed; the socket is removed then.
"""
import os
import signal
import socket
import sys

mode, path = sys.argv[1], sys.argv[2]
if os.path.exists(path):
    os.unlink(path)
server = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
server.bind(path)
server.listen(16)


def stop(*_):
    try:
        os.unlink(path)
    finally:
        os._exit(0)


signal.signal(signal.SIGTERM, stop)
signal.signal(signal.SIGINT, stop)
print("ready", flush=True)
held = []
while True:
    conn, _ = server.accept()
    if mode == "close":
        conn.close()
    elif mode == "garbage":
        try:
            conn.sendall(bytes([0xFF, 0xFE, 0x13, 0x37] * 64))
        except OSError:
            pass
        held.append(conn)
    else:
        held.append(conn)
