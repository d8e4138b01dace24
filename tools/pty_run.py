#!/usr/bin/env python3
"""Runs a program on a pseudo-terminal, types Ctrl+C into it after a while, and says
how it ended: what it printed, then "exit N" or "signal N", and whether it ended
within the limit (this script's exit code 1 when it did not, and it is killed).

    pty_run.py --interrupt-after 1.2 --limit 1.0 -- PROGRAM ARGS...
"""
import argparse
import os
import pty
import select
import signal
import sys
import time

parser = argparse.ArgumentParser()
parser.add_argument("--interrupt-after", type=float, default=1.0)
parser.add_argument("--limit", type=float, default=1.0)
parser.add_argument("command", nargs=argparse.REMAINDER)
args = parser.parse_args()
command = args.command[1:] if args.command[:1] == ["--"] else args.command

pid, master = pty.fork()
if pid == 0:
    os.execv(command[0], command)

output = b""


def drain(seconds):
    global output
    end = time.monotonic() + seconds
    while True:
        left = end - time.monotonic()
        if left <= 0:
            return
        ready, _, _ = select.select([master], [], [], left)
        if ready:
            try:
                chunk = os.read(master, 4096)
            except OSError:
                return
            if not chunk:
                return
            output += chunk


def ended():
    done, status = os.waitpid(pid, os.WNOHANG)
    return status if done == pid else None


drain(args.interrupt_after)
if ended() is not None:
    print(output.decode(errors="replace"))
    print("ended before Ctrl+C was typed")
    sys.exit(1)
os.write(master, b"\x03")  # the terminal turns it into SIGINT for the foreground group
start = time.monotonic()
status = None
while status is None and time.monotonic() - start < args.limit:
    drain(0.02)
    status = ended()
took = time.monotonic() - start
print(output.decode(errors="replace"))
if status is None:
    os.kill(pid, signal.SIGKILL)
    os.waitpid(pid, 0)
    print("still running %.2f s after Ctrl+C" % took)
    sys.exit(1)
if os.WIFEXITED(status):
    print("exit %d after %.2f s" % (os.WEXITSTATUS(status), took))
else:
    print("signal %d after %.2f s" % (os.WTERMSIG(status), took))
sys.exit(0)
