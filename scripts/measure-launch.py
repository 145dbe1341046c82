#!/usr/bin/env python3
# Launch to the first painted feed from the kept copy with the network down, against
# `tidings --version`: run once against a loopback server to keep a feed, stop it, then time
# fresh launches in a pseudo-terminal until the first story is drawn.
#   python3 scripts/measure-launch.py .build/release/tidings
import http.server, json, os, pty, select, socketserver, subprocess, sys, threading, time, statistics, signal

stories = {i: {"id": i, "type": "story", "by": "ann", "time": 1795000000, "title": f"Kept story {i}", "url": f"https://example.org/{i}", "score": i, "descendants": 0} for i in range(1, 31)}
hits = {"hits": [{"objectID": str(i), "title": f"Kept story {i}", "url": f"https://example.org/{i}", "author": "ann", "points": i, "num_comments": 0, "created_at_i": 1795000000} for i in range(1, 31)], "page": 0, "nbPages": 1}

class Handler(http.server.BaseHTTPRequestHandler):
    def log_message(self, *a): pass
    def do_GET(self):
        if self.path.startswith("/v0/topstories.json"): body = json.dumps(list(range(1, 31)))
        elif self.path.startswith("/v0/item/"): body = json.dumps(stories.get(int(self.path.split("/")[-1].split(".")[0])))
        elif self.path.startswith("/api/v1/search"): body = json.dumps(hits)
        else: body = "null"
        data = body.encode(); self.send_response(200); self.send_header("Content-Type", "application/json"); self.send_header("Content-Length", str(len(data))); self.end_headers(); self.wfile.write(data)

server = socketserver.TCPServer(("127.0.0.1", 0), Handler); port = server.server_address[1]
threading.Thread(target=server.serve_forever, daemon=True).start()
home = "/tmp/launch/home"; os.makedirs(home, exist_ok=True)
env = dict(os.environ, HOME=home, XDG_DATA_HOME=home + "/data", XDG_CACHE_HOME=home + "/cache", XDG_STATE_HOME=home + "/state", XDG_CONFIG_HOME=home + "/config",
           TERM="xterm-256color", TIDINGS_HN_URL=f"http://127.0.0.1:{port}/api/v1", TIDINGS_HN_FIREBASE_URL=f"http://127.0.0.1:{port}/v0", LANG="C.UTF-8")
binary = sys.argv[1]

def run(until, quit=True):
    pid, fd = pty.fork()
    if pid == 0:
        os.execve(binary, [binary, "hn"], env)
    start = time.perf_counter(); seen = b""; answered = False
    while True:
        r, _, _ = select.select([fd], [], [], 5)
        if not r: raise SystemExit("timed out: " + seen[-300:].decode(errors="replace"))
        try: chunk = os.read(fd, 65536)
        except OSError: break
        seen += chunk
        # Tidings asks the terminal what it draws before it starts (images = auto): answer the
        # device attributes as a terminal does (a VT220 without sixels, as xterm by default).
        if not answered and b"\x1b[c" in seen:
            os.write(fd, b"\x1b[?62;22c"); answered = True
        if until.encode() in seen: break
    elapsed = (time.perf_counter() - start) * 1000
    time.sleep(0.3)  # let the background copy land
    os.write(fd, b"q"); os.waitpid(pid, 0)
    return elapsed

run("Kept story 3")
server.shutdown(); server.server_close()
ts = [run("Kept story 3") for _ in range(15)]
title = [run("Front page") for _ in range(15)]
print("launch to the first frame (title bar): median %.1f ms" % statistics.median(title))
print("launch to first painted feed from the kept copy, network down: median %.1f ms" % statistics.median(ts))
vs = []
for _ in range(15):
    t = time.perf_counter(); subprocess.run([binary, "--version"], stdout=subprocess.DEVNULL, env=env); vs.append((time.perf_counter() - t) * 1000)
print("tidings --version: median %.1f ms" % statistics.median(vs))
