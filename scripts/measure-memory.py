#!/usr/bin/env python3
# What a user's process holds, measured in the process itself: `tidings hn` in tmux against
# loopback servers (the official API's front page, Algolia's items/:id with the synthetic
# 10,000-comment thread), resident memory (VmRSS) and its peak (VmHWM) read from
# /proc/PID/status at each step:
#   1. after the first paint of a front page with nothing to prefetch;
#   2. Enter on the large story (fetched over the network, kept in the page cache on its way),
#      the whole thread in place, G to its last comment;
#   3. in a fresh run whose front page lists the large story with its comment count, the
#      background prefetch of that thread (the peak while it streams, and after);
#   4. Enter on that story then (the kept copy), G.
#   python3 scripts/measure-memory.py .build/release/tidings .build/release/tidings-bench [RUNS]
# With TIDINGS_MEMORY_MAPS=1 it also prints, at each first paint, where the memory is (by mapping).
import http.server, json, multiprocessing, os, shutil, socketserver, statistics, subprocess, sys, tempfile, time

def serve(answers, ports, hits, go):
    class Handler(http.server.BaseHTTPRequestHandler):
        protocol_version = "HTTP/1.1"
        disable_nagle_algorithm = True
        def log_message(self, *args): pass
        def do_GET(self):
            path = self.path.split("?")[0]
            body = answers.get(path, b"null")
            hits.put(path)
            # The large thread waits until the measurement before it is taken.
            if path == "/api/v1/items/1": go.wait()
            self.send_response(200)
            self.send_header("Content-Type", "application/json")
            self.send_header("Content-Length", str(len(body)))
            self.end_headers()
            self.wfile.write(body)
    class Server(socketserver.ThreadingMixIn, socketserver.TCPServer):
        daemon_threads = True
        def handle_error(self, request, client_address): pass
    server = Server(("127.0.0.1", 0), Handler)
    ports.put(server.server_address[1])
    server.serve_forever()

def status(pid):
    fields = {}
    for line in open(f"/proc/{pid}/status"):
        key, _, value = line.partition(":")
        if key in ("VmRSS", "VmHWM"):
            fields[key] = int(value.split()[0]) / 1024
    return fields

def breakdown(pid):
    """Resident memory by mapping (the program, each library, the heap), largest first."""
    rss, name = {}, "[anon]"
    for line in open(f"/proc/{pid}/smaps"):
        parts = line.split()
        if parts and "-" in parts[0] and not parts[0].endswith(":"):
            name = parts[5] if len(parts) > 5 else "[anon]"
        elif parts and parts[0] == "Rss:":
            rss[name] = rss.get(name, 0) + int(parts[1])
    return sorted(rss.items(), key=lambda item: -item[1])

class Session:
    def __init__(self, binary, base, home):
        self.socket = "tidings-memory"
        env = dict(os.environ, HOME=home, XDG_DATA_HOME=home + "/data", XDG_CACHE_HOME=home + "/cache",
                   XDG_STATE_HOME=home + "/state", XDG_CONFIG_HOME=home + "/config", TERM="xterm-256color",
                   TIDINGS_HN_URL=base + "/api/v1", TIDINGS_HN_FIREBASE_URL=base + "/v0", LANG="C.UTF-8")
        exports = " ".join(f"{key}={value!r}" for key, value in env.items() if key.startswith(("XDG_", "TIDINGS_", "HOME", "TERM", "LANG")))
        for _ in range(50):
            # A server being shut down by the last run refuses new sessions for a moment.
            self.tmux("new-session", "-d", "-s", "m", "-x", "200", "-y", "60", f"env {exports} {binary} hn")
            pane = self.tmux("list-panes", "-t", "m", "-F", "#{pane_pid}").strip()
            if pane: break
            time.sleep(0.1)
        self.pid = self.find(int(pane))

    def find(self, pid, seconds=10):
        """The tidings process: the pane's, or a child of its shell."""
        deadline = time.monotonic() + seconds
        while time.monotonic() < deadline:
            if open(f"/proc/{pid}/comm").read().strip() == "tidings": return pid
            children = subprocess.run(["pgrep", "-P", str(pid)], capture_output=True, text=True).stdout.split()
            for child in children:
                if open(f"/proc/{child}/comm").read().strip() == "tidings": return int(child)
            time.sleep(0.02)
        raise SystemExit("tidings did not start")

    def tmux(self, *args):
        return subprocess.run(["tmux", "-L", self.socket, *args], capture_output=True, text=True).stdout

    def screen(self):
        return self.tmux("capture-pane", "-p", "-t", "m")

    def wait(self, what, condition, seconds=30):
        deadline = time.monotonic() + seconds
        while time.monotonic() < deadline:
            text = self.screen()
            if condition(text): return text
            time.sleep(0.05)
        raise SystemExit(f"timed out waiting for {what}:\n{self.screen()}")

    def keys(self, *keys):
        self.tmux("send-keys", "-t", "m", *keys)

    def close(self):
        self.tmux("kill-server")

def drain(hits):
    seen = []
    while not hits.empty(): seen.append(hits.get())
    return seen

def wait_for_hit(hits, path, seconds=30):
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        try:
            if hits.get(timeout=0.1) == path: return
        except Exception: pass
    raise SystemExit(f"the app never asked for {path}")

def one_run(binary, thread, tree):
    stories = {i: {"id": i, "type": "story", "by": "ann", "time": 1795000000, "title": f"Small story {i}",
                   "url": f"https://example.org/{i}", "score": i, "descendants": 0} for i in range(2, 31)}
    kids = [child["id"] for child in tree["children"]]
    big = {"id": 1, "type": "story", "by": tree["author"], "time": tree["created_at_i"], "title": "Large story",
           "url": tree["url"], "score": tree["points"], "kids": kids}
    figures = {}
    for case in ("network", "prefetch"):
        answers = {f"/v0/item/{i}.json": json.dumps(story).encode() for i, story in stories.items()}
        answers["/v0/topstories.json"] = json.dumps(list(range(1, 31))).encode()
        # Listed without its comment count, nothing is prefetched: Enter fetches it.
        answers["/v0/item/1.json"] = json.dumps(dict(big, descendants=10000 if case == "prefetch" else 0)).encode()
        answers["/api/v1/items/1"] = thread
        # The list's details come from Algolia's search by story ids.
        listed = [dict(big, descendants=10000 if case == "prefetch" else 0)] + list(stories.values())
        answers["/api/v1/search"] = json.dumps({"page": 0, "nbPages": 1, "hits": [
            {"objectID": str(s["id"]), "title": s["title"], "url": s["url"], "author": s["by"], "points": s["score"],
             "num_comments": s["descendants"], "created_at_i": s["time"]} for s in listed]}).encode()
        ports, hits, go = multiprocessing.Queue(), multiprocessing.Queue(), multiprocessing.Event()
        if case == "network": go.set()
        server = multiprocessing.Process(target=serve, args=(answers, ports, hits, go), daemon=True)
        server.start()
        base = f"http://127.0.0.1:{ports.get()}"
        home = tempfile.mkdtemp(prefix="tidings-memory-")
        session = Session(binary, base, home)
        try:
            session.wait("the front page", lambda s: "Large story" in s and "Small story 2" in s)
            if case == "network":
                time.sleep(1.0)
                figures["first paint"] = status(session.pid)["VmRSS"]
                if os.environ.get("TIDINGS_MEMORY_MAPS"):
                    for name, kilobytes in breakdown(session.pid)[:12]:
                        print(f"  {kilobytes / 1024:6.1f} MB  {name}", file=sys.stderr)
                before = status(session.pid)
                session.keys("Enter")
                session.wait("the whole thread", lambda s: "Receiving" not in s and "A synthetic thread" in s and "Loading" not in s)
                time.sleep(1.0)
                session.keys("G")
                time.sleep(1.0)
                after = status(session.pid)
                figures["open: rss before"] = before["VmRSS"]
                figures["open: rss after"] = after["VmRSS"]
                figures["open: peak"] = after["VmHWM"]
            else:
                # The prefetch starts once the front page is drawn; its answer waits for this.
                wait_for_hit(hits, "/api/v1/items/1")
                time.sleep(1.0)
                before = status(session.pid)["VmRSS"]
                go.set()
                time.sleep(3.0)
                after = status(session.pid)
                figures["prefetch: rss before"] = before
                figures["prefetch: peak"] = after["VmHWM"]
                figures["prefetch: rss after"] = after["VmRSS"]
                session.keys("Enter")
                session.wait("the kept thread", lambda s: "Receiving" not in s and "Loading" not in s and "A synthetic thread" in s)
                time.sleep(1.0)
                session.keys("G")
                time.sleep(1.0)
                kept = status(session.pid)
                figures["kept copy: rss after"] = kept["VmRSS"]
                figures["kept copy: peak"] = kept["VmHWM"]
        finally:
            session.close()
            server.terminate()
            shutil.rmtree(home, ignore_errors=True)
    return figures

if __name__ == "__main__":
    binary, bench = sys.argv[1], sys.argv[2]
    runs = int(sys.argv[3]) if len(sys.argv) > 3 else 3
    path = os.path.join(tempfile.mkdtemp(), "thread.json")
    subprocess.run([bench, "--write-thread", path], check=True)
    thread = open(path, "rb").read()
    tree = json.loads(thread)
    json_mb = len(thread) / (1 << 20)
    results = [one_run(binary, thread, tree) for _ in range(runs)]
    median = {key: statistics.median(r[key] for r in results) for key in results[0]}
    print(f"thread JSON {json_mb:.1f} MB; medians of {runs} runs (MB)")
    for key, value in median.items():
        print(f"  {key:24} {value:6.1f}")
    opened = median["open: rss after"] - median["open: rss before"]
    print(f"  the open thread costs {opened:.1f} MB ({opened / json_mb:.1f}x its JSON); "
          f"its peak {median['open: peak'] - median['open: rss before']:.1f} MB over the front page")
    print(f"  the prefetch raises the peak by {median['prefetch: peak'] - median['prefetch: rss before']:.1f} MB "
          f"and leaves {median['prefetch: rss after'] - median['prefetch: rss before']:.1f} MB")
