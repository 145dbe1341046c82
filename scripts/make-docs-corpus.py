#!/usr/bin/env python3
# Builds a corpus of documentation pages (ID.html.gz and truth.json, as tidings-bench
# --reader-dump and scripts/reader-compare.py read them) from the HTML manuals Debian packages:
#   apt-get install python3.11-doc git-doc postgresql-doc-15 debian-reference-en
#   python3 scripts/make-docs-corpus.py /tmp/reader-corpus/docs [MANUAL...]
# Manuals are pages of another shape than news: chapters of sections, reference entries,
# option lists, synopses, very short pages that point to another. The pages carry no truth of
# their own ("articleBody" is empty): they are for setting the reader beside another
# extractor's output, never for a human-judged score. Sixty pages a manual at most, chosen with
# a fixed seed so a rebuild picks the same ones; the pages themselves stay out of the repository.
import glob
import gzip
import hashlib
import json
import os
import random
import sys

MANUALS = {
    "python": ["/usr/share/doc/python3.11/html/library/*.html", "/usr/share/doc/python3.11/html/tutorial/*.html",
               "/usr/share/doc/python3.11/html/howto/*.html"],
    "git": ["/usr/share/doc/git-doc/*.html", "/usr/share/doc/git/*.html"],
    "postgres": ["/usr/share/doc/postgresql-doc-15/html/*.html"],
    "debref": ["/usr/share/debian-reference/**/*.html", "/usr/share/doc/debian-reference-en/**/*.html"],
    # A second set, looked at after the first: apt-get install nodejs-doc sphinx-doc bash-doc
    # autoconf-doc gnu-standards; python3 scripts/make-docs-corpus.py DIR node sphinx texinfo
    # (Debian's nodejs-doc replaces a nodejs from elsewhere, such as NodeSource's.)
    "node": ["/usr/share/doc/nodejs/api/*.html"],
    "sphinx": ["/usr/share/doc/sphinx-doc/html/**/*.html"],
    "texinfo": ["/usr/share/doc/bash-doc/**/*.html", "/usr/share/doc/autoconf-doc/**/*.html",
                "/usr/share/doc/gnu-standards/**/*.html"],
}


def main():
    out = sys.argv[1]
    os.makedirs(out, exist_ok=True)
    random.seed(7)
    truth = {}
    chosen = sys.argv[2:] or ["python", "git", "postgres", "debref"]
    for manual, patterns in MANUALS.items():
        if manual not in chosen:
            continue
        files = sorted({path for pattern in patterns for path in glob.glob(pattern, recursive=True)})
        files = [path for path in files if os.path.getsize(path) > 3000]
        for path in random.sample(files, min(60, len(files))):
            key = hashlib.sha1(path.encode()).hexdigest()[:32]
            with open(path, "rb") as page, gzip.open(f"{out}/{key}.html.gz", "wb") as packed:
                packed.write(page.read())
            truth[key] = {"url": f"https://docs.example/{manual}/{os.path.basename(path)}", "articleBody": "",
                          "manual": manual, "path": path}
        print(manual, len(files), "pages,", sum(1 for entry in truth.values() if entry["manual"] == manual), "taken")
    with open(f"{out}/truth.json", "w") as file:
        json.dump(truth, file, indent=1, sort_keys=True)


if __name__ == "__main__":
    main()
