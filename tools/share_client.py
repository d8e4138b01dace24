#!/usr/bin/env python3
"""A phone page without a browser: connects to `refreshdemo --share`'s WebSocket at URL (the line the app prints),
answers nothing, sends the page's keepalive every 100 ms and reads what the app sends, until the app closes it.
tools/callgrind-fling.sh uses it (SHARE=1) to count the fling frame with a page connected. Standard library only."""
import base64, os, socket, struct, sys, time, urllib.parse

def frame(text):
    """A masked text frame, as a browser sends."""
    data = text.encode()
    mask = os.urandom(4)
    head = bytes([0x81])
    head += bytes([0x80 | len(data)]) if len(data) < 126 else bytes([0x80 | 126]) + struct.pack("!H", len(data))
    return head + mask + bytes(b ^ mask[i % 4] for i, b in enumerate(data))

def main():
    url = urllib.parse.urlparse(sys.argv[1])
    host, port = url.hostname, url.port
    sock = socket.create_connection((host, port), timeout=10)
    key = base64.b64encode(os.urandom(16)).decode()
    origin = f"http://{host}:{port}"
    sock.sendall((f"GET {url.path}live HTTP/1.1\r\nHost: {host}:{port}\r\nOrigin: {origin}\r\nUpgrade: websocket\r\n"
                  f"Connection: Upgrade\r\nSec-WebSocket-Key: {key}\r\nSec-WebSocket-Version: 13\r\n\r\n").encode())
    answer = b""
    while b"\r\n\r\n" not in answer:
        chunk = sock.recv(4096)
        if not chunk:
            print("share_client: the app closed the connection", file=sys.stderr)
            return 1
        answer += chunk
    if b" 101 " not in answer.split(b"\r\n")[0]:
        print("share_client: " + answer.split(b"\r\n")[0].decode(errors="replace"), file=sys.stderr)
        return 1
    print("share_client: connected", flush=True)
    sock.settimeout(0.1)
    received = 0
    while True:
        try:
            chunk = sock.recv(65536)
            if not chunk:
                break
            received += len(chunk)
        except socket.timeout:
            pass
        except OSError:
            break
        try:
            sock.sendall(frame('{"type":"keepalive"}'))
        except OSError:
            break
    print(f"share_client: closed after {received} bytes", flush=True)
    return 0

if __name__ == "__main__":
    sys.exit(main())
