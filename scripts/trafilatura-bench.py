#!/usr/bin/env python3
# The comparison figure for tidings-bench: trafilatura's extraction time on the reader's corpus,
# the fastest of five runs per page in thread CPU time, the way tidings-bench times its own. Run it
# with a Python that has trafilatura (a scratch virtualenv; it is never a Tidings dependency):
#   python3 -m venv /tmp/traf && /tmp/traf/bin/pip install trafilatura lxml_html_clean
#   swift run -c release tidings-bench --trafilatura /tmp/traf/bin/python
import sys, json, gzip, time, statistics, glob, os
import trafilatura
d=sys.argv[1]
truth=json.load(open(os.path.join(d,'truth.json')))
times=[]; size=0
for k in sorted(truth):
    html=gzip.open(os.path.join(d,k+'.html.gz')).read()
    size+=len(html)
    runs=[]
    for _ in range(5):
        t=time.thread_time(); trafilatura.extract(html, url=truth[k]['url']); runs.append(time.thread_time()-t)
    times.append(min(runs)*1000)
print(json.dumps({"pages":len(times),"total_ms":sum(times),"bytes":size,"ms_per_100kb":sum(times)/(size/102400)}))
