#!/usr/bin/env python3
# Reload of COUNT feeds from a loopback server, `tidings reload` against `newsboat -x reload`
# (reload-threads 8) on the same urls file, side by side: cold (nothing kept) and conditional
# (everything kept, so every feed answers 304). The two programs take turns, A B A B, so both
# see the same machine; each figure is the median of RUNS, with peak memory (max RSS).
#
# The server is nginx (Debian: nginx-light), serving the corpus `gen-feed-corpus.py` writes as
# static files, with real ETag/Last-Modified/304 and gzip (pre-compressed, gzip_static), on
# 127.0.0.1–127.0.0.20: feeds spread over 20 hosts, as a real urls file is, so the limit of
# two requests per host is not what is measured. Nothing listens beyond loopback.
#
#   python3 scripts/measure-feed-reload.py .build/release/tidings [--feeds 300] [--runs 9] [--xml-only]
#
# --xml-only leaves the JSON feeds out of the urls file (newsboat 2.21 does not read JSON Feed,
# so with them it reports those feeds as errors).
import argparse, os, shutil, signal, socket, statistics, subprocess, sys, tempfile, time

parser = argparse.ArgumentParser()
parser.add_argument("tidings")
parser.add_argument("--feeds", type=int, default=300)
parser.add_argument("--runs", type=int, default=9)
parser.add_argument("--xml-only", action="store_true")
args = parser.parse_args()
tidings = os.path.abspath(args.tidings)
for tool in ["nginx", "newsboat"]:
    if not shutil.which(tool) and not os.path.exists("/usr/sbin/nginx"):
        sys.exit(f"{tool} is needed: apt-get install nginx-light newsboat")

work = tempfile.mkdtemp(prefix="feed-reload-")
os.chmod(work, 0o755)  # nginx's workers run as another user and read the corpus
with socket.socket() as probe:
    probe.bind(("127.0.0.1", 0))
    port = probe.getsockname()[1]
here = os.path.dirname(os.path.abspath(__file__))
subprocess.run([sys.executable, os.path.join(here, "gen-feed-corpus.py"), os.path.join(work, "corpus"), str(port), str(args.feeds)], check=True)
urls = os.path.join(work, "urls")
with open(os.path.join(work, "corpus", "urls")) as source, open(urls, "w") as target:
    for line in source:
        if not (args.xml_only and ".json" in line):
            target.write(line)

listen = "\n".join(f"    listen 127.0.0.{n}:{port};" for n in range(1, 21))
for folder in ["body", "proxy", "fcgi", "uwsgi", "scgi"]:
    os.makedirs(os.path.join(work, "nginx", folder), exist_ok=True)
with open(os.path.join(work, "nginx.conf"), "w") as conf:
    conf.write(f"""worker_processes 2;
pid {work}/nginx.pid;
error_log {work}/nginx-error.log;
events {{ worker_connections 1024; }}
http {{
  access_log off;
  types {{ application/rss+xml xml; application/atom+xml atom; application/rdf+xml rdf; application/feed+json json; }}
  sendfile on; tcp_nopush on; keepalive_requests 100000;
  client_body_temp_path {work}/nginx/body; proxy_temp_path {work}/nginx/proxy; fastcgi_temp_path {work}/nginx/fcgi;
  uwsgi_temp_path {work}/nginx/uwsgi; scgi_temp_path {work}/nginx/scgi;
  server {{
{listen}
    root {work}/corpus;
    gzip_static on;
  }}
}}
""")
nginx = shutil.which("nginx") or "/usr/sbin/nginx"
subprocess.run([nginx, "-c", os.path.join(work, "nginx.conf"), "-p", work], check=True)
time.sleep(0.3)

home = os.path.join(work, "home")
os.makedirs(os.path.join(home, "config", "tidings"), exist_ok=True)
shutil.copy(urls, os.path.join(home, "config", "tidings", "feeds"))
with open(os.path.join(work, "newsboat.conf"), "w") as conf:
    conf.write("reload-threads 8\n")
env = dict(os.environ, HOME=home, XDG_CONFIG_HOME=os.path.join(home, "config"), XDG_DATA_HOME=os.path.join(home, "data"))
tidings_store = os.path.join(home, "data", "tidings", "feeds.sqlite3")
newsboat_cache = os.path.join(work, "newsboat-cache.db")


def forget(path):
    for suffix in ["", "-wal", "-shm", "-journal", ".lock"]:
        if os.path.exists(path + suffix):
            os.remove(path + suffix)


def timed(argv):
    """Wall seconds, CPU seconds (user + system) and peak resident memory (MiB) of one run."""
    start = time.perf_counter()
    child = subprocess.Popen(argv, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    _, status, usage = os.wait4(child.pid, 0)
    wall = time.perf_counter() - start
    return wall, usage.ru_utime + usage.ru_stime, usage.ru_maxrss / 1024


run_tidings = [tidings, "reload"]
run_newsboat = ["newsboat", "-u", urls, "-c", newsboat_cache, "-C", os.path.join(work, "newsboat.conf"), "-x", "reload"]
results = {}
try:
    for phase in ["cold", "conditional"]:
        samples = {"tidings": [], "newsboat": []}
        if phase == "conditional":
            # Keep everything once, so every later request is answered 304.
            subprocess.run(run_tidings, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
            subprocess.run(run_newsboat, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        for run in range(args.runs + 1):
            for name, argv, kept in [("tidings", run_tidings, tidings_store), ("newsboat", run_newsboat, newsboat_cache)]:
                if phase == "cold":
                    forget(kept)
                sample = timed(argv)
                if run > 0:  # the first round warms the caches
                    samples[name].append(sample)
        results[phase] = samples
finally:
    with open(os.path.join(work, "nginx.pid")) as pid:
        os.kill(int(pid.read().strip()), signal.SIGQUIT)
    time.sleep(0.3)

items = subprocess.run(["sqlite3", tidings_store, "SELECT COUNT(*) FROM items"], capture_output=True, text=True).stdout.strip() if shutil.which("sqlite3") else "?"
newsboat_items = subprocess.run(["sqlite3", newsboat_cache, "SELECT COUNT(*) FROM rss_item"], capture_output=True, text=True).stdout.strip() if shutil.which("sqlite3") else "?"
size = sum(os.path.getsize(os.path.join(work, "corpus", "feeds", f)) for f in os.listdir(os.path.join(work, "corpus", "feeds")) if not f.endswith(".gz"))
print(f"{sum(1 for line in open(urls) if line.startswith('http'))} feeds, {size / 1e6:.1f} MB; items kept: tidings {items}, newsboat {newsboat_items}; medians of {args.runs} alternated runs")
for phase, samples in results.items():
    t, n = samples["tidings"], samples["newsboat"]
    ratio = statistics.median(b[0] / a[0] for a, b in zip(t, n))
    print(f"{phase:12s} wall: tidings {statistics.median(s[0] for s in t) * 1000:7.0f} ms, newsboat {statistics.median(s[0] for s in n) * 1000:7.0f} ms "
          f"→ {ratio:.1f}× (median of the pairs)")
    print(f"{'':12s} CPU:  tidings {statistics.median(s[1] for s in t) * 1000:7.0f} ms, newsboat {statistics.median(s[1] for s in n) * 1000:7.0f} ms")
    print(f"{'':12s} peak memory: tidings {statistics.median(s[2] for s in t):.1f} MiB, newsboat {statistics.median(s[2] for s in n):.1f} MiB")
if os.environ.get("KEEP"): print("kept", work)
else: shutil.rmtree(work, ignore_errors=True)
