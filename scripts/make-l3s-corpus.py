#!/usr/bin/env python3
# Builds a reader corpus (ID.html.gz and truth.json, as tidings-bench --reader-eval and
# scripts/reader-compare.py read it) from the L3S-GN1 dataset (Kohlschuetter et al., WSDM 2010:
# 621 news pages from 408 sites, Google News, first half of 2008). Its licence allows research
# use only and no redistribution, so the corpus is built outside the repository:
#   git clone https://github.com/geodrome/page-signal /tmp/page-signal   (commit 186d815)
#   /tmp/cmp/bin/python scripts/make-l3s-corpus.py /tmp/page-signal/L3S-GN1-20100130203947-00001 /tmp/l3s
# The truth is the text the assessors labelled "full text" (x-nc-sel2) in the annotated copy of
# each page, in document order (each text block once, under its innermost label); the headline (sel1), supplemental text such as captions (sel3),
# related links (sel4) and comments (sel5) are not part of it. The original page is kept as
# crawled, byte for byte. Needs lxml (a scratch virtualenv; never a dependency).
import gzip
import json
import os
import sys

import lxml.html

FULL_TEXT = "x-nc-sel2"


def label(element):
    for name in (element.get("class") or "").split():
        if name.startswith("x-nc-sel"):
            return name
    return None


def full_text(annotated_bytes):
    # A text block's label is that of the innermost labelled span around it: spans nest (a
    # block labelled inside a larger selection), so a span's whole text would count twice.
    tree = lxml.html.fromstring(annotated_bytes)
    pieces = []

    def walk(element, current):
        if not isinstance(element.tag, str) or element.tag in ("script", "style"):
            return
        if "x-nc-invisible" in (element.get("class") or "").split():
            return
        current = (label(element) if element.tag == "span" else None) or current
        if element.text and current == FULL_TEXT:
            pieces.append(element.text)
        for child in element:
            walk(child, current)
            if child.tail and current == FULL_TEXT:
                pieces.append(child.tail)

    walk(tree, None)
    return " ".join(" ".join(pieces).split())


def main():
    source, target = sys.argv[1], sys.argv[2]
    os.makedirs(target, exist_ok=True)
    truth = {}
    for name in sorted(os.listdir(f"{source}/original")):
        if not name.endswith(".html"):
            continue
        page_id = name[: -len(".html")]
        original = open(f"{source}/original/{name}", "rb").read()
        annotated = open(f"{source}/annotated/{name}", "rb").read()
        body = full_text(annotated)
        if not body:
            continue  # pages the assessors found no article in say nothing about recall
        with gzip.open(f"{target}/{page_id}.html.gz", "wb") as out:
            out.write(original)
        truth[page_id] = {"url": None, "articleBody": body}
    with open(f"{target}/truth.json", "w") as out:
        json.dump(truth, out, ensure_ascii=False, indent=1, sort_keys=True)
    print(f"{len(truth)} pages written to {target}")


if __name__ == "__main__":
    main()
