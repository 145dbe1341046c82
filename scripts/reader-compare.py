#!/usr/bin/env python3
# Quality of other extractors on the reader's corpora, scored as tidings-bench --reader-eval
# scores Tidings: word 4-gram (shingle) F1 against the truth, per page, then the mean. Run it with
# a Python that has trafilatura and readability-lxml (a scratch virtualenv; never a dependency):
#   python3 -m venv /tmp/cmp && /tmp/cmp/bin/pip install trafilatura readability-lxml
#   /tmp/cmp/bin/python scripts/reader-compare.py Tests/ReaderTests/Corpus [--half tune|held] [--ours FILE]
# --ours scores Tidings too, by this same metric, from what `tidings-bench --reader-dump DIR` wrote.
# A corpus is a directory of ID.html.gz files and truth.json ({ID: {"url", "articleBody"}}).
import gzip
import json
import re
import sys
from collections import Counter

import lxml.html
import trafilatura
from readability import Document

WORD = re.compile(r"\w+", re.UNICODE)


def shingles(text, size=4):
    words = WORD.findall(text or "")
    if not words:
        return Counter()
    last = max(0, len(words) - size)
    return Counter(" ".join(words[i:i + size]) for i in range(last + 1))


def score(extracted, truth):
    got, want = shingles(extracted), shingles(truth)
    if not got and not want:
        return 1.0, 1.0
    hits = sum(min(count, want[key]) for key, count in got.items())
    precision = hits / sum(got.values()) if got else 0.0
    recall = hits / sum(want.values()) if want else 0.0
    return precision, recall


def f1(precision, recall):
    return 2 * precision * recall / (precision + recall) if precision + recall else 0.0


def readability_text(html):
    summary = Document(html).summary(html_partial=True)
    # Block elements end a line, as the truth's paragraphs do.
    tree = lxml.html.fromstring(summary)
    for element in tree.iter("p", "div", "li", "h1", "h2", "h3", "h4", "h5", "h6", "tr", "br", "blockquote", "pre"):
        element.tail = "\n" + (element.tail or "")
    return tree.text_content()


def main():
    directory = sys.argv[1]
    half = sys.argv[sys.argv.index("--half") + 1] if "--half" in sys.argv else None
    truth = json.load(open(f"{directory}/truth.json"))
    extractors = {
        "trafilatura": lambda html, url: trafilatura.extract(html, url=url) or "",
        "readability-lxml": lambda html, url: readability_text(html),
    }
    if "--ours" in sys.argv:
        ours = json.load(open(sys.argv[sys.argv.index("--ours") + 1]))
        extractors = {"tidings": lambda html, url, ours=ours: None, **extractors}
    totals = {name: [] for name in extractors}
    for page_id in sorted(truth):
        if half and (page_id[0].lower() in "01234567") != (half == "tune"):
            continue
        try:
            html = gzip.open(f"{directory}/{page_id}.html.gz").read().decode("utf-8", "replace")
        except FileNotFoundError:
            continue
        for name, extract in extractors.items():
            try:
                text = ours.get(page_id, "") if name == "tidings" else extract(html, truth[page_id].get("url"))
            except Exception:
                text = ""
            totals[name].append(score(text, truth[page_id]["articleBody"]))
    for name, scores in totals.items():
        count = len(scores)
        mean_f1 = sum(f1(p, r) for p, r in scores) / count
        mean_p = sum(p for p, _ in scores) / count
        mean_r = sum(r for _, r in scores) / count
        print(f"{name:18} pages {count}  mean F1 {mean_f1:.3f}  mean precision {mean_p:.3f}  mean recall {mean_r:.3f}")


if __name__ == "__main__":
    main()
