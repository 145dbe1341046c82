#!/usr/bin/env python3
# Enter on a 10,000-comment story, end to end against loopback servers, compared with curl
# downloading the same 5 MB. Two servers, each in a process of its own (two services, no shared
# interpreter lock): Algolia's items/:id with the synthetic thread, and the official API's item
# with the story (its kids in the thread's order). Times curl on the thread, then
# `tidings-bench --open-thread` (the app's client, transport, scanner, view model and drawing):
# to the first frame with a comment on it, and to the whole thread in place. The two take turns,
# run by run. Cold: every app run has a new transport (no open connection, no transport thread),
# as the first thread opened after launch; warm: one transport throughout, as the next thread.
#   python3 scripts/measure-thread-open.py .build/release/tidings-bench [MB_PER_SECOND]
# With MB_PER_SECOND the thread is sent at that rate (a network link rather than loopback's
# memory copy), 64 KiB at a time.
import http.server, json, multiprocessing, socketserver, statistics, subprocess, sys, tempfile, time, os

def serve(answers, ports, rate=None):
    """Answers GET path -> bytes (anything else: null), each answer written at once, no Nagle."""
    replies = {path: f"HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nContent-Length: {len(body)}\r\n\r\n".encode() + body
               for path, body in answers.items()}
    null = b"HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nContent-Length: 4\r\n\r\nnull"
    class Handler(http.server.BaseHTTPRequestHandler):
        protocol_version = "HTTP/1.1"
        # Without it a small answer's last segment can wait for the client's delayed ACK (40 ms).
        disable_nagle_algorithm = True
        def log_message(self, *args): pass
        def do_GET(self):
            reply = replies.get(self.path, null)
            if rate is None:
                self.wfile.write(reply)
                return
            started = time.monotonic()
            for offset in range(0, len(reply), 64 << 10):
                self.wfile.write(reply[offset:offset + (64 << 10)])
                ahead = started + (offset + (64 << 10)) / (rate * 1_000_000) - time.monotonic()
                if ahead > 0: time.sleep(ahead)
    class Server(socketserver.ThreadingMixIn, socketserver.TCPServer):
        daemon_threads = True
        def handle_error(self, request, client_address): pass  # a client that hung up early
    server = Server(("127.0.0.1", 0), Handler)
    ports.put(server.server_address[1])
    server.serve_forever()

def start(answers, rate=None):
    ports = multiprocessing.Queue()
    multiprocessing.Process(target=serve, args=(answers, ports, rate), daemon=True).start()
    return f"http://127.0.0.1:{ports.get()}"

if __name__ == "__main__":
    bench = sys.argv[1]
    rate = float(sys.argv[2]) if len(sys.argv) > 2 else None
    path = os.path.join(tempfile.mkdtemp(), "thread.json")
    subprocess.run([bench, "--write-thread", path], check=True)
    body = open(path, "rb").read()
    tree = json.loads(body)
    story = json.dumps({"id": 1, "type": "story", "by": tree["author"], "time": tree["created_at_i"], "title": tree["title"],
                        "url": tree["url"], "score": tree["points"], "descendants": 10000,
                        "kids": [child["id"] for child in tree["children"]]}).encode()
    algolia = start({"/api/v1/items/1": body}, rate)
    official = start({"/v0/item/1.json": story})
    # curl and the app take turns, so both see the same machine (its neighbours come and go).
    def app(*flags):
        return subprocess.Popen([bench, "--open-thread", algolia + "/api/v1", official + "/v0", "--paced", *flags],
                                stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True)
    def run(process):
        process.stdin.write("\n")
        process.stdin.flush()
        return [float(value) for value in process.stdout.readline().split()]
    cold_app, warm_app = app(), app("--warm")
    curl, starts, first, whole, warm_first, warm_whole = [], [], [], [], [], []
    for _ in range(15):
        out = subprocess.run(["curl", "-s", "-o", "/dev/null", "-w", "%{time_starttransfer} %{time_total}", algolia + "/api/v1/items/1"],
                             capture_output=True, text=True, check=True)
        start_transfer, total = out.stdout.split()
        starts.append(float(start_transfer) * 1000)
        curl.append(float(total) * 1000)
        cold, warm = run(cold_app), run(warm_app)
        first.append(cold[0])
        whole.append(cold[1])
        warm_first.append(warm[0])
        warm_whole.append(warm[1])
    for process in (cold_app, warm_app):
        process.stdin.close()
        process.wait()
    fetches = [line.split() for line in subprocess.run([bench, "--fetch-url", algolia + "/api/v1/items/1"],
                                                       capture_output=True, text=True, check=True).stdout.splitlines()]
    c, f, w = statistics.median(curl), statistics.median(first), statistics.median(whole)
    link = f" at {rate:g} MB/s" if rate else ""
    print(f"{len(body) // 1024} KiB thread{link}: curl {c:.1f} ms; Tidings: first comment drawn {f:.1f} ms ({f / c:.2f}x curl), "
          f"whole thread in place {w:.1f} ms ({w / c:.2f}x)")
    wf, ww = statistics.median(warm_first), statistics.median(warm_whole)
    print(f"  another thread right after (transport warm): first comment drawn {wf:.1f} ms ({wf / c:.2f}x curl), "
          f"whole thread in place {ww:.1f} ms ({ww / c:.2f}x)")
    print(f"  first byte: curl {statistics.median(starts):.1f} ms, the app's transport {statistics.median(float(r[0]) for r in fetches):.1f} ms; "
          f"whole body through the app's transport {statistics.median(float(r[1]) for r in fetches):.1f} ms")
