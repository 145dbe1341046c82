#!/usr/bin/env python3
# Enter on a 10,000-comment story, end to end against a loopback server, compared with curl
# downloading the same 5 MB: serves the synthetic thread from 127.0.0.1, times curl, then times
# `tidings-bench --open-url` (fetch through the app's transport, decode, first screen drawn).
#   python3 scripts/measure-thread-open.py .build/release/tidings-bench
import http.server, socketserver, statistics, subprocess, sys, tempfile, threading, os

bench = sys.argv[1]
path = os.path.join(tempfile.mkdtemp(), "thread.json")
subprocess.run([bench, "--write-thread", path], check=True)
body = open(path, "rb").read()

class Handler(http.server.BaseHTTPRequestHandler):
    protocol_version = "HTTP/1.1"
    def log_message(self, *args): pass
    def do_GET(self):
        self.send_response(200)
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        self.wfile.write(body)

class Server(socketserver.ThreadingMixIn, socketserver.TCPServer):
    daemon_threads = True

server = Server(("127.0.0.1", 0), Handler)
threading.Thread(target=server.serve_forever, daemon=True).start()
url = f"http://127.0.0.1:{server.server_address[1]}/api/v1/items/1"
curl = []
for _ in range(15):
    out = subprocess.run(["curl", "-s", "-o", "/dev/null", "-w", "%{time_total}", url], capture_output=True, text=True, check=True)
    curl.append(float(out.stdout) * 1000)
tidings = [float(line) for line in subprocess.run([bench, "--open-url", url], capture_output=True, text=True, check=True).stdout.split()]
fetch = [float(line) for line in subprocess.run([bench, "--fetch-url", url], capture_output=True, text=True, check=True).stdout.split()]
c, t, f = statistics.median(curl), statistics.median(tidings), statistics.median(fetch)
print(f"{len(body) // 1024} KiB thread: curl {c:.1f} ms, Tidings fetch + decode + first screen {t:.1f} ms ({t / c:.2f}x), of which the transport alone {f:.1f} ms")
