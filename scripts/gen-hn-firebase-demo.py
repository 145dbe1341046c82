#!/usr/bin/env python3
"""Generate the official Hacker News API (Firebase) answers used by `tidings --demo`.

Reads the Algolia sample written by gen-demo-data.py (Sources/Feeds/Demo/hn/) and writes what
the official API would answer for the same stories, under Sources/Feeds/Demo/hn-firebase/:

  topstories.json newstories.json beststories.json askstories.json showstories.json
  jobstories.json     ranked id lists, as the service sends them
  items.json          {"ID": item, ...}: every story and comment as `item/ID.json` answers it
  algolia-outage.json ids whose Algolia thread answers 503 in the demo (shows the fallback)

The official order deliberately differs from Algolia's in places (the front page ranking,
replies of about a third of the comments) so the demo shows where the order comes from. A few
items exist only here: a just-posted story, a just-posted comment and reply, and job posts.
Their text was written for Tidings. Deterministic: run it twice and `git diff` stays empty.
"""

import glob
import json
import os

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
ALGOLIA = os.path.join(ROOT, "Sources", "Feeds", "Demo", "hn")
OUT = os.path.join(ROOT, "Sources", "Feeds", "Demo", "hn-firebase")


def load(path):
    with open(path, encoding="utf-8") as fh:
        return json.load(fh)


def hits(name):
    return load(os.path.join(ALGOLIA, name))["hits"]


def dump(name, obj):
    with open(os.path.join(OUT, name), "w", encoding="utf-8") as fh:
        fh.write(json.dumps(obj, ensure_ascii=False, separators=(",", ":"), sort_keys=True) + "\n")


threads = {}
for path in sorted(glob.glob(os.path.join(ALGOLIA, "items", "*.json"))):
    node = load(path)
    threads[node["id"]] = node

items = {}


def official_order(node_id, children):
    """Algolia's order, changed for about a third of the nodes: the last reply moves first."""
    ids = [c["id"] for c in children]
    if len(ids) >= 2 and node_id % 3 == 0:
        ids = ids[-1:] + ids[:-1]
    return ids


def add_comment(node, parent):
    kids = official_order(node["id"], node.get("children") or [])
    if node.get("author") is None and node.get("text") is None:
        item = {"id": node["id"], "deleted": True, "parent": parent, "time": node["created_at_i"], "type": "comment"}
    else:
        item = {"id": node["id"], "by": node["author"], "parent": parent, "text": node["text"],
                "time": node["created_at_i"], "type": "comment"}
    if kids:
        item["kids"] = kids
    items[str(node["id"])] = item
    for child in node.get("children") or []:
        add_comment(child, node["id"])


def count(node):
    return sum(1 + count(c) for c in node.get("children") or [])


for story_id, node in sorted(threads.items()):
    item = {"id": story_id, "type": "story", "by": node["author"], "time": node["created_at_i"],
            "title": node["title"], "score": node["points"], "descendants": count(node)}
    if node.get("url"):
        item["url"] = node["url"]
    if node.get("text"):
        item["text"] = node["text"]
    kids = official_order(story_id, node.get("children") or [])
    if kids:
        item["kids"] = kids
    items[str(story_id)] = item
    for child in node.get("children") or []:
        add_comment(child, story_id)

front = [int(h["objectID"]) for h in hits("search-front-0.json") + hits("search-front-1.json")]
# The site's ranking is not Algolia's: swap neighbours through the top of the page.
top = list(front)
for i in (0, 3, 6, 9, 12):
    top[i], top[i + 1] = top[i + 1], top[i]
top[2], top[7] = top[7], top[2]

# Just posted, so Algolia has none of these yet; the official API fills them in.
next_id = max(int(k) for k in items) + 10
new_story = next_id
items[str(new_story)] = {
    "id": new_story, "type": "story", "by": "kiln", "time": 1795975140, "score": 2, "descendants": 0,
    "title": "Show HN: A weather station that runs a year on one coin cell",
    "url": "https://coincell-weather.example/",
}
first = items[str(top[0])]
new_comment, new_reply = next_id + 1, next_id + 2
first_comment = first["kids"][0]
items[str(new_comment)] = {
    "id": new_comment, "type": "comment", "by": "rushlight", "parent": top[0], "time": 1795975000,
    "text": "Posted a minute ago, so only the official API knows about this comment yet.",
}
items[str(new_reply)] = {
    "id": new_reply, "type": "comment", "by": "quoin", "parent": first_comment, "time": 1795975100,
    "text": "And this reply is newer than the search index too; it still shows up, in place.",
}
first["kids"] = first["kids"][:1] + [new_comment] + first["kids"][1:]
first["descendants"] += 2
items[str(first_comment)]["kids"] = [new_reply] + items[str(first_comment)].get("kids", [])

jobs = []
for offset, (title, url, by) in enumerate([
    ("Tidings Labs (YC W26) is hiring a terminal UI engineer", "https://jobs.tidings.example/terminal", "tidings_labs"),
    ("Quarry (YC S25) is hiring a database engineer in Lisbon", "https://quarry-db.example/careers", "quarry_hq"),
    ("Halyard Robotics is hiring firmware interns (remote, EU)", None, "halyard"),
]):
    job_id = next_id + 3 + offset
    job = {"id": job_id, "type": "job", "by": by, "time": 1795960000 - offset * 7200, "score": 1, "title": title}
    if url:
        job["url"] = url
    else:
        job["text"] = "We build small robots for boat maintenance. Write to jobs@halyard.example with a project you liked."
    items[str(job_id)] = job
    jobs.append(job_id)

new = [new_story] + [int(h["objectID"]) for h in hits("search-new-0.json")]
stories = [int(k) for k, v in items.items() if v["type"] == "story" and k != str(new_story)]
best = sorted(stories, key=lambda i: (-items[str(i)]["score"], i))[:40]
ask = [int(h["objectID"]) for h in hits("search-ask-0.json")]
show = [int(h["objectID"]) for h in hits("search-show-0.json")]
show[0], show[1] = show[1], show[0]

# A front-page thread of moderate size whose Algolia answer fails in the demo.
outage = min(top[3:10], key=lambda i: (abs(items[str(i)]["descendants"] - 20), i))

os.makedirs(OUT, exist_ok=True)
dump("topstories.json", top)
dump("newstories.json", new)
dump("beststories.json", best)
dump("askstories.json", ask)
dump("showstories.json", show)
dump("jobstories.json", jobs)
dump("items.json", dict(sorted(items.items())))
dump("algolia-outage.json", [outage])
print(json.dumps({"items": len(items), "top": len(top), "outage": outage,
                  "outage_title": items[str(outage)]["title"]}))
