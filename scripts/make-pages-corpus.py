#!/usr/bin/env python3
# Builds a reader corpus (ID.html.gz and truth.json, as tidings-bench --reader-dump and
# scripts/reader-compare.py read them) from a folder of saved pages, such as another extractor's
# test fixtures, to set the reader beside Readability.js on pages of kinds the news corpora lack:
#   python3 scripts/make-pages-corpus.py /tmp/parser/fixtures /tmp/corpus/mercury
#   python3 scripts/make-pages-corpus.py /tmp/newspaper/tests/data/html /tmp/corpus/newspaper \
#       --text /tmp/newspaper/tests/data/text --id name
# Each page's id is the MD5 of its path under the folder (or, with --id name, of its file name
# without ".html", as the newspaper corpus was first split), so a corpus splits into halves by
# the id's first digit (0-7 looked at, 8-f only measured) the same way every time. Its address is
# made from the folder or file name it was saved under ("example.com/1481.html"); the truth is
# the text file of the same name under --text when there is one, else empty (agreement only).
# Pages under 2,000 bytes (redirects, stubs) are left out. The pages stay out of the repository.
import gzip
import hashlib
import json
import os
import sys


def main():
    source, destination = sys.argv[1], sys.argv[2]
    texts = sys.argv[sys.argv.index("--text") + 1] if "--text" in sys.argv else None
    by_name = "--id" in sys.argv and sys.argv[sys.argv.index("--id") + 1] == "name"
    os.makedirs(destination, exist_ok=True)
    truth = {}
    for folder, _, files in os.walk(source):
        for name in sorted(files):
            if not name.endswith(".html"):
                continue
            path = os.path.join(folder, name)
            relative = os.path.relpath(path, source)
            raw = open(path, "rb").read()
            if len(raw) < 2000:
                continue
            site = relative.split(os.sep)[0] if os.sep in relative else name[:-5].split("--")[0].rstrip("0123456789")
            if "." not in site:
                site = "example.com"
            body = ""
            if texts:
                text = os.path.join(texts, name[:-5] + ".txt")
                if os.path.exists(text):
                    body = open(text, encoding="utf-8", errors="replace").read()
            page = hashlib.md5((name[:-5] if by_name else relative).encode()).hexdigest()
            with open(os.path.join(destination, page + ".html.gz"), "wb") as out:
                out.write(gzip.compress(raw))
            truth[page] = {"url": f"https://{site}/{relative}", "articleBody": body}
    with open(os.path.join(destination, "truth.json"), "w") as out:
        json.dump(truth, out)
    print(f"{len(truth)} pages written to {destination}")


if __name__ == "__main__":
    main()
