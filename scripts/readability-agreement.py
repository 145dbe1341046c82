#!/usr/bin/env python3
# How closely the reader agrees with Mozilla's Readability.js, page by page (issue 23's measure):
#   apt-get install node-jsdom            # jsdom for node, from Debian
#   python3 scripts/readability-agreement.py read DIR READABILITY_JS [JOBS]
#   swift run -c release tidings-bench --reader-dump DIR > ours.json
#   python3 scripts/readability-agreement.py score DIR ours.json [--worst N]
# DIR is a corpus as tidings-bench reads it (ID.html.gz and truth.json, scripts/make-*-corpus.py).
# `read` runs Readability.js (get Readability.js yourself, from the @mozilla/readability package
# or its repository's root; it is never copied here) and keeps its readings in DIR/readjs.json.
# `score` prints the mean word 4-gram F1 of the reader's text against Readability.js's, and against
# the corpus's own truth where it has one, and with --worst the pages that agree least.
import gzip
import json
import os
import re
import subprocess
import sys
import threading
from collections import Counter

RUNNER = os.path.join(os.path.dirname(os.path.abspath(__file__)), "readability-js-run.js")
WORD = re.compile(r"\w+", re.UNICODE)
CHARSET = re.compile(rb"charset\s*=\s*[\"']?([A-Za-z0-9_.:-]+)", re.I)


def decoded(raw):
    # Most saved pages lost their HTTP charset: UTF-8 when the bytes are UTF-8, else the charset the
    # page declares, else Windows-1252. jsdom's parser then parses the text as a browser does.
    try:
        return raw.decode("utf-8")
    except UnicodeDecodeError:
        pass
    declared = CHARSET.search(raw[:4096])
    for name in ([declared.group(1).decode()] if declared else []) + ["cp1252"]:
        try:
            return raw.decode({"gb2312": "gb18030", "gbk": "gb18030"}.get(name.lower(), name), "replace")
        except LookupError:
            continue
    return raw.decode("latin-1")


def read(directory, library, jobs):
    truth = json.load(open(f"{directory}/truth.json"))
    ids = sorted(truth)
    results = {}
    environment = dict(os.environ, NODE_PATH=os.environ.get("NODE_PATH", "/usr/share/nodejs"))

    def worker(part):
        process = subprocess.Popen(["node", "--stack-size=8000", RUNNER, os.path.abspath(library)],
                                   stdin=subprocess.PIPE, stdout=subprocess.PIPE, env=environment, text=True)

        def feed():
            for page in part:
                html = decoded(gzip.open(f"{directory}/{page}.html.gz").read())
                process.stdin.write(json.dumps({"id": page, "url": truth[page].get("url", ""), "html": html}) + "\n")
            process.stdin.close()

        threading.Thread(target=feed).start()
        for line in process.stdout:
            reading = json.loads(line)
            results[reading["id"]] = reading
        process.wait()

    threads = [threading.Thread(target=worker, args=(ids[k::jobs],)) for k in range(jobs)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    readings = {page: results.get(page, {"text": "", "error": "no answer"}) for page in ids}
    json.dump(readings, open(f"{directory}/readjs.json", "w"), ensure_ascii=False)
    failed = sum(1 for reading in readings.values() if reading.get("error"))
    print(f"{len(ids)} pages read by Readability.js, {failed} failed")


def shingles(text, size=4):
    words = WORD.findall(text or "")
    return Counter(" ".join(words[i:i + size]) for i in range(max(0, len(words) - size) + 1)) if words else Counter()


def f1(extracted, truth):
    got, want = shingles(extracted), shingles(truth)
    if not got and not want:
        return 1.0
    hits = sum(min(count, want[key]) for key, count in got.items())
    precision = hits / sum(got.values()) if got else 0.0
    recall = hits / sum(want.values()) if want else 0.0
    return 2 * precision * recall / (precision + recall) if precision + recall else 0.0


def score(directory, ours_path, worst):
    truth = json.load(open(f"{directory}/truth.json"))
    readings = json.load(open(f"{directory}/readjs.json"))
    ours = json.load(open(ours_path))
    # A page Readability.js failed on (jsdom refuses some attribute names it sets) says nothing.
    ids = sorted(page for page in truth if not readings[page].get("error"))
    agreement = {page: f1(ours.get(page) or "", readings[page]["text"]) for page in ids}
    line = f"agreement with Readability.js {sum(agreement.values()) / len(ids):.4f} over {len(ids)} pages"
    judged = [page for page in ids if truth[page].get("articleBody")]
    if judged:
        mine = sum(f1(ours.get(page) or "", truth[page]["articleBody"]) for page in judged) / len(judged)
        theirs = sum(f1(readings[page]["text"], truth[page]["articleBody"]) for page in judged) / len(judged)
        line += f"; against the truth {mine:.4f} (Readability.js {theirs:.4f})"
    print(line)
    for page in sorted(ids, key=lambda page: agreement[page])[:worst]:
        print(f"{agreement[page]:.3f} {page} {truth[page].get('url', '')[:100]}")


def main():
    if len(sys.argv) >= 4 and sys.argv[1] == "read":
        read(sys.argv[2], sys.argv[3], int(sys.argv[4]) if len(sys.argv) > 4 else 2)
    elif len(sys.argv) >= 4 and sys.argv[1] == "score":
        worst = int(sys.argv[sys.argv.index("--worst") + 1]) if "--worst" in sys.argv else 0
        score(sys.argv[2], sys.argv[3], worst)
    else:
        sys.exit(__doc__ or "usage: readability-agreement.py read DIR READABILITY_JS [JOBS] | score DIR OURS.json [--worst N]")


main()
