#!/usr/bin/python3
"""A stand-in for xdg-desktop-portal's Settings interface, for the appearance tests.

On the session bus named by DBUS_SESSION_BUS_ADDRESS it owns org.freedesktop.portal.Desktop
and answers org.freedesktop.portal.Settings' ReadAll, Read and ReadOne at
/org/freedesktop/portal/desktop from a table of values; a line on standard input
`set NAMESPACE KEY TYPE VALUE` (TYPE u, d, b or rgb "r,g,b") changes one and emits
SettingChanged. It prints `ready` once it owns the name and `emitted` after each signal.

Modes (--mode):
  portal   answers as the real portal does
  garbage  answers ReadAll with a string where a{sa{sv}} belongs, Read with the wrong
           types, and `set` emits SettingChanged with a value of the wrong type
  silent   owns the name and never answers (the caller's call times out)
  old      has no ReadAll (an older portal): Read only
Without a bus (--socket PATH) it plays a broken bus itself:
  never    accepts connections and never sends a byte
  noise    accepts connections and sends bytes that are not D-Bus

Uses jeepney (Debian's python3-jeepney), a pure-Python D-Bus library.
"""
import argparse
import os
import select
import socket
import sys
import time

NS_APPEARANCE = "org.freedesktop.appearance"
NS_INTERFACE = "org.gnome.desktop.interface"
PATH = "/org/freedesktop/portal/desktop"
IFACE = "org.freedesktop.portal.Settings"
NAME = "org.freedesktop.portal.Desktop"


def parse_value(kind, text):
    if kind == "u":
        return ("u", int(text))
    if kind == "d":
        return ("d", float(text))
    if kind == "b":
        return ("b", text in ("1", "true"))
    if kind == "rgb":
        return ("(ddd)", tuple(float(c) for c in text.split(",")))
    raise ValueError(kind)


def broken_bus(path, mode):
    server = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
    server.bind(path)
    server.listen(8)
    print("ready", flush=True)
    clients = []
    while True:
        ready, _, _ = select.select([server, sys.stdin] + clients, [], [], 0.5)
        if sys.stdin in ready and not sys.stdin.readline():
            return
        if server in ready:
            c, _ = server.accept()
            clients.append(c)
            if mode == "noise":
                c.sendall(b"\x00REJECTED nonsense\r\n" + os.urandom(4096))
        for c in [c for c in clients if c in ready]:
            try:
                if not c.recv(4096):
                    clients.remove(c)
            except OSError:
                clients.remove(c)
            if mode == "noise" and c in clients:
                try:
                    c.sendall(os.urandom(512))
                except OSError:
                    clients.remove(c)


def portal(mode, values):
    from jeepney import DBusAddress, MessageType, new_error, new_method_return, new_signal
    from jeepney.bus_messages import message_bus
    from jeepney.io.blocking import open_dbus_connection

    conn = open_dbus_connection(bus="SESSION")
    reply = conn.send_and_get_reply(message_bus.RequestName(NAME, 4))
    if reply.body[0] != 1:
        sys.exit("cannot own " + NAME)
    print("ready", flush=True)
    emitter = DBusAddress(PATH, interface=IFACE)

    def answer(msg):
        member = msg.header.fields.get(3)  # HeaderFields.member
        if mode == "silent":
            return
        if member == "ReadAll" and mode == "old":
            conn.send(new_error(msg, "org.freedesktop.DBus.Error.UnknownMethod", "s", ("no ReadAll",)))
        elif member == "ReadAll":
            if mode == "garbage":
                conn.send(new_method_return(msg, "s", ("nonsense",)))
                return
            table = {}
            for (ns, key), v in values.items():
                table.setdefault(ns, {})[key] = v
            conn.send(new_method_return(msg, "a{sa{sv}}", (table,)))
        elif member in ("Read", "ReadOne"):
            ns, key = msg.body
            if (ns, key) not in values:
                conn.send(new_error(msg, "org.freedesktop.portal.Error.NotFound", "s", ("no such key",)))
            elif mode == "garbage":
                conn.send(new_method_return(msg, "s", ("nonsense",)))
            elif member == "Read":
                conn.send(new_method_return(msg, "v", (("v", values[(ns, key)]),)))
            else:
                conn.send(new_method_return(msg, "v", (values[(ns, key)],)))
        else:
            conn.send(new_error(msg, "org.freedesktop.DBus.Error.UnknownMethod", "s", ("unknown",)))

    while True:
        ready, _, _ = select.select([sys.stdin], [], [], 0)
        if ready:
            line = sys.stdin.readline()
            if not line:
                return
            parts = line.split()
            if len(parts) == 5 and parts[0] == "set":
                _, ns, key, kind, text = parts
                value = parse_value(kind, text)
                values[(ns, key)] = value
                sent = ("s", "not a number") if mode == "garbage" else value
                conn.send(new_signal(emitter, "SettingChanged", "ssv", (ns, key, sent)))
                print("emitted", flush=True)
        try:
            msg = conn.receive(timeout=0.02)
        except TimeoutError:
            continue
        if msg.header.message_type == MessageType.method_call:
            answer(msg)


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--mode", default="portal")
    parser.add_argument("--socket")
    parser.add_argument("--set", nargs=4, action="append", default=[], metavar=("NS", "KEY", "TYPE", "VALUE"))
    args = parser.parse_args()
    if args.mode in ("never", "noise"):
        broken_bus(args.socket, args.mode)
        return
    values = {
        (NS_APPEARANCE, "color-scheme"): ("u", 0),
        (NS_APPEARANCE, "accent-color"): ("(ddd)", (-1.0, -1.0, -1.0)),
        (NS_APPEARANCE, "contrast"): ("u", 0),
        (NS_INTERFACE, "text-scaling-factor"): ("d", 1.0),
        (NS_INTERFACE, "enable-animations"): ("b", True),
    }
    for ns, key, kind, text in args.set:
        values[(ns, key)] = parse_value(kind, text)
    portal(args.mode, values)


if __name__ == "__main__":
    main()
