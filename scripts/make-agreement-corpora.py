#!/usr/bin/env python3
# The three public corpora issue 23 measures the reader on beside Readability.js, built from git
# clones (the pages never enter this repository):
#   python3 scripts/make-agreement-corpora.py OUT \
#       --scrapinghub CLONE --news CLONE --trafilatura CLONE
# scrapinghub/article-extraction-benchmark (181 pages, truth articleBody), AndyTheFactory/
# article-extraction-dataset (421 pages with their HTML, truth articleBody, title, author) and
# adbar/trafilatura's evaluation pages (tests/eval and tests/cache, truth as passages the text must
# hold ("with") and must not ("without"), scored by `passages`). A file missing from a clone is
# skipped. hhursev/recipe-scrapers' fixtures (--recipes CLONE) give a fourth: the first page of
# each of 160 sites drawn with a fixed seed (159 pages; six sites an earlier held-out set used are
# left out). Then: scripts/readability-agreement.py read OUT/<name> Readability.js.
#   python3 scripts/make-agreement-corpora.py passages OUT/traf ours.json
import gzip
import hashlib
import json
import os
import random
import re
import subprocess
import sys


def show(clone, path):
    result = subprocess.run(["git", "-C", clone, "show", f"HEAD:{path}"], capture_output=True)
    return result.stdout if result.returncode == 0 else None


def listing(clone, *folders):
    return subprocess.check_output(["git", "-C", clone, "ls-tree", "-r", "--name-only", "HEAD", *folders]).decode().split()


def save(directory, pages):
    os.makedirs(directory, exist_ok=True)
    truth = {}
    for page, (raw, entry) in pages.items():
        with gzip.open(f"{directory}/{page}.html.gz", "wb") as file:
            file.write(raw)
        truth[page] = entry
    json.dump(truth, open(f"{directory}/truth.json", "w"), ensure_ascii=False)
    print(f"{directory}: {len(truth)} pages")


def scrapinghub(clone, out):
    pages = {}
    for page, entry in json.loads(show(clone, "ground-truth.json")).items():
        packed = show(clone, f"html/{page}.html.gz")
        if packed:
            pages[page] = (gzip.decompress(packed), {"url": entry["url"], "articleBody": entry["articleBody"]})
    save(f"{out}/sh181", pages)


def news(clone, out):
    present = set(listing(clone, "html"))
    pages = {}
    for page, entry in json.loads(show(clone, "articles.json")).items():
        raw = show(clone, f"html/{page}.html") if f"html/{page}.html" in present else None
        if raw:
            pages[page] = (raw, {key: entry.get(key) or "" for key in ("url", "articleBody", "title", "author")})
    save(f"{out}/news", pages)


def trafilatura(clone, out):
    where = {path.rsplit("/", 1)[-1]: path for path in listing(clone, "tests/eval", "tests/cache")}
    pages = {}
    for url, entry in json.loads(show(clone, "tests/evaldata.json")).items():
        raw = show(clone, where[entry["file"]]) if entry["file"] in where else None
        if raw and len(raw) >= 2000:
            page = hashlib.md5(entry["file"].encode()).hexdigest()[:16]
            pages[page] = (raw, {"url": url, "articleBody": "", "with": entry.get("with", []),
                                 "without": entry.get("without", []), "file": entry["file"]})
    save(f"{out}/traf", pages)


def recipes(clone, out):
    by_site = {}
    for path in listing(clone, "tests/test_data"):
        parts = path.split("/")
        if len(parts) == 4 and path.endswith(".testhtml"):
            by_site.setdefault(parts[2], []).append(path)
    used = {"argiro.gr", "atelierdeschefs.fr", "chefkoch.de", "cookpad.com", "cucchiaio.it", "xiachufang.com"}
    sites = sorted(site for site in by_site if site not in used)
    random.seed(2026)
    pages = {}
    for site in random.sample(sites, 160):
        path = sorted(by_site[site])[0]
        raw = show(clone, path)
        if not raw or len(raw) < 2000:
            continue
        url = f"https://{site}/"
        try:
            url = json.loads(show(clone, path.replace(".testhtml", ".json")) or b"{}").get("canonical_url") or url
        except ValueError:
            pass
        page = hashlib.md5(f"hhursev/recipe-scrapers:{path}".encode()).hexdigest()[:12]
        pages[page] = (raw, {"url": url, "articleBody": "", "path": path})
    save(f"{out}/rs", pages)


def passages(directory, ours_path):
    # trafilatura's own measure: a passage counts as found when the text holds it, spaces aside.
    truth, ours = json.load(open(f"{directory}/truth.json")), json.load(open(ours_path))
    flat = lambda text: re.sub(r"\s+", " ", text or "").strip()
    found = missed = kept = left = 0
    for page, entry in truth.items():
        text = flat(ours.get(page))
        for passage in entry["with"]:
            found, missed = (found + 1, missed) if flat(passage) in text else (found, missed + 1)
        for passage in entry["without"]:
            kept, left = (kept + 1, left) if flat(passage) in text else (kept, left + 1)
    precision, recall = found / (found + kept), found / (found + missed)
    print(f"passages found {found} of {found + missed}, wrongly kept {kept} of {kept + left}; "
          f"F1 {2 * precision * recall / (precision + recall):.4f}")


def main():
    if len(sys.argv) == 4 and sys.argv[1] == "passages":
        return passages(sys.argv[2], sys.argv[3])
    if len(sys.argv) < 2:
        sys.exit("usage: make-agreement-corpora.py OUT [--scrapinghub CLONE] [--news CLONE] [--trafilatura CLONE] [--recipes CLONE]")
    out = sys.argv[1]
    for flag, build in (("--scrapinghub", scrapinghub), ("--news", news), ("--trafilatura", trafilatura), ("--recipes", recipes)):
        if flag in sys.argv:
            build(sys.argv[sys.argv.index(flag) + 1], out)


main()
