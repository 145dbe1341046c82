#!/usr/bin/env python3
# Start-up, as a user meets it, for one or more tidings binaries (e.g. the installed one, and a
# build to compare it with): whole processes, timed from spawn to exit or to the screen.
#   - `tidings --version`, to its exit;
#   - `tidings read` of a small article page served on loopback, to its exit;
#   - launch to the first frame (the title bar) and to the first painted feed from the kept
#     copy, network down, in a pseudo-terminal: a first run keeps the feed from a loopback
#     server, which is then stopped.
# Every measurement alternates between the binaries and the kinds of run, so all of them see
# the same load; medians are printed (with the middle half's range), and each binary's ratios.
#   python3 scripts/measure-launch.py [--runs N] BINARY [BINARY...]
import argparse, http.server, json, os, pty, select, shutil, socketserver, statistics, sys, tempfile, threading, time

parser = argparse.ArgumentParser()
parser.add_argument("--runs", type=int, default=21)
parser.add_argument("binaries", nargs="+")
arguments = parser.parse_args()

stories = {i: {"id": i, "type": "story", "by": "ann", "time": 1795000000, "title": f"Kept story {i}", "url": f"https://example.org/{i}",
               "score": i, "descendants": 0} for i in range(1, 31)}
hits = {"hits": [{"objectID": str(i), "title": f"Kept story {i}", "url": f"https://example.org/{i}", "author": "ann", "points": i,
                  "num_comments": 0, "created_at_i": 1795000000} for i in range(1, 31)], "page": 0, "nbPages": 1}
paragraph = "<p>" + "Tidings reads the article of a page and prints it as plain text, wrapped to the terminal. " * 6 + "</p>"
article = ("<!doctype html><html><head><meta charset=utf-8><title>A small page</title><meta name=author content='Ann Author'></head>"
           "<body><nav><a href=/>Home</a> <a href=/about>About</a></nav><article><h1>A small page</h1>" + paragraph * 6 +
           "<p>See <a href='https://example.org/more'>more</a>.</p></article><footer>Footer</footer></body></html>").encode()


class Handler(http.server.BaseHTTPRequestHandler):
    def log_message(self, *a): pass

    def do_GET(self):
        kind = "application/json"
        if self.path.startswith("/v0/topstories.json"): body = json.dumps(list(range(1, 31))).encode()
        elif self.path.startswith("/v0/item/"): body = json.dumps(stories.get(int(self.path.split("/")[-1].split(".")[0]))).encode()
        elif self.path.startswith("/api/v1/search"): body = json.dumps(hits).encode()
        elif self.path == "/article": body, kind = article, "text/html; charset=utf-8"
        else: body = b"null"
        self.send_response(200)
        self.send_header("Content-Type", kind)
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        self.wfile.write(body)


def serve():
    server = socketserver.ThreadingTCPServer(("127.0.0.1", 0), Handler)
    server.daemon_threads = True
    threading.Thread(target=server.serve_forever, daemon=True).start()
    return server


feeds = serve()          # stopped after the first launch: the network is down from then on
pages = serve()          # serves the article to `tidings read` throughout
home = tempfile.mkdtemp(prefix="tidings-launch-")
feed_port = feeds.server_address[1]
environment = dict(os.environ, HOME=home, XDG_DATA_HOME=home + "/data", XDG_CACHE_HOME=home + "/cache", XDG_STATE_HOME=home + "/state",
                   XDG_CONFIG_HOME=home + "/config", TERM="xterm-256color", LANG="C.UTF-8",
                   TIDINGS_HN_URL=f"http://127.0.0.1:{feed_port}/api/v1", TIDINGS_HN_FIREBASE_URL=f"http://127.0.0.1:{feed_port}/v0")
article_url = f"http://127.0.0.1:{pages.server_address[1]}/article"


def exit_time(argv):
    """Milliseconds from spawn to exit, output thrown away."""
    start = time.perf_counter()
    pid = os.posix_spawn(argv[0], argv, environment, file_actions=[(os.POSIX_SPAWN_OPEN, 1, "/dev/null", os.O_WRONLY, 0),
                                                                    (os.POSIX_SPAWN_OPEN, 2, "/dev/null", os.O_WRONLY, 0)])
    _, status = os.waitpid(pid, 0)
    elapsed = (time.perf_counter() - start) * 1000
    if status != 0: raise SystemExit(f"{' '.join(argv)} failed ({status})")
    return elapsed


def screen_time(binary, until):
    """Milliseconds from spawn until `until` is on the pseudo-terminal."""
    start = time.perf_counter()
    pid, fd = pty.fork()
    if pid == 0:
        os.execve(binary, [binary, "hn"], environment)
    seen = b""
    answered = False
    while until.encode() not in seen:
        ready, _, _ = select.select([fd], [], [], 5)
        if not ready: raise SystemExit("timed out: " + seen[-300:].decode(errors="replace"))
        try: seen += os.read(fd, 65536)
        except OSError: break
        # Tidings asks the terminal what it draws before it starts (images = auto): answer the
        # device attributes as a terminal does (a VT220 without sixels, as xterm by default), or
        # every launch would wait out the question.
        if not answered and b"\x1b[c" in seen:
            os.write(fd, b"\x1b[?62;22c")
            answered = True
    elapsed = (time.perf_counter() - start) * 1000
    time.sleep(0.2)  # let the launch's background work finish before the next one
    os.write(fd, b"q")
    os.waitpid(pid, 0)
    os.close(fd)
    return elapsed


# The feed kept from the loopback server, then the network down.
screen_time(arguments.binaries[0], "Kept story 3")
feeds.shutdown()
feeds.server_close()
for binary in arguments.binaries:
    exit_time([binary, "read", "--width", "80", article_url])  # one of each first: caches warm
    exit_time([binary, "--version"])

kinds = {
    "--version": lambda b: exit_time([b, "--version"]),
    "read (4 KB page, loopback)": lambda b: exit_time([b, "read", "--width", "80", article_url]),
    "first frame (title bar)": lambda b: screen_time(b, "Front page"),
    "first painted feed, kept copy": lambda b: screen_time(b, "Kept story 3"),
}
times = {(b, k): [] for b in arguments.binaries for k in kinds}
for _ in range(arguments.runs):
    for binary in arguments.binaries:
        for kind, run in kinds.items():
            times[(binary, kind)].append(run(binary))
pages.shutdown()
shutil.rmtree(home, ignore_errors=True)


def figure(values):
    q = statistics.quantiles(values, n=4)
    return "%6.1f ms (middle half %.1f-%.1f)" % (statistics.median(values), q[0], q[2])


print(f"medians of {arguments.runs} runs each, taking turns")
for binary in arguments.binaries:
    print(binary)
    for kind in kinds:
        print("  %-32s %s" % (kind, figure(times[(binary, kind)])))
    version = statistics.median(times[(binary, "--version")])
    print("  read / --version: %.2f×" % (statistics.median(times[(binary, "read (4 KB page, loopback)")]) / version))
