#!/usr/bin/env python3
# The comparison figure for tidings-bench: trafilatura's extraction time for one page at a time,
# the fastest of five runs in thread CPU time, the way tidings-bench times its own. tidings-bench
# sends it one line per page (the gzipped HTML's path, a tab, the page's address) and reads back
# the milliseconds, so both extractors run page by page under the same machine load. Run it with
# a Python that has trafilatura (a scratch virtualenv; it is never a Tidings dependency):
#   python3 -m venv /tmp/traf && /tmp/traf/bin/pip install trafilatura lxml_html_clean
#   swift run -c release tidings-bench --trafilatura /tmp/traf/bin/python
import gzip
import sys
import time

import trafilatura

print(trafilatura.__version__, flush=True)
for line in sys.stdin:
    path, url = line.rstrip("\n").split("\t")
    html = gzip.open(path).read()
    fastest = float("inf")
    for _ in range(5):
        start = time.thread_time()
        trafilatura.extract(html, url=url)
        fastest = min(fastest, time.thread_time() - start)
    print(f"{fastest * 1000:.4f}", flush=True)
