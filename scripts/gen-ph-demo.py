#!/usr/bin/env python3
"""Writes the Product Hunt demo answers under Sources/Feeds/Demo/ph/.

Every product, maker and comment here is invented for Tidings. The files have the shapes of
Product Hunt's GraphQL v2 answers (see /work/shared/API-NOTES.md), including the nulls and
missing keys real answers have, so `--demo` exercises the same decoding as live data.

Files:
  ph/feed-0.json, ph/feed-1.json      featured posts, pages linked by endCursor "feed-1"
  ph/post-<id>.json                   a post with its first page of comments
  ph/post-<id>-page-<n>.json          further comment pages, linked by endCursor "page-<n>"
Run from the repository root: python3 scripts/gen-ph-demo.py
"""
import json
import os
import random

OUT = os.path.join("Sources", "Feeds", "Demo", "ph")
PAGE = 20
rng = random.Random(20261124)

# name, tagline, description (None = null), own website host (None = PH redirect), makers
PRODUCTS = [
    ("Lanternfish", "A reading lamp for your RSS backlog", "Lanternfish sorts the feeds you never get to into a short evening list, and lets the rest go quietly.", None, [("Ines Okoro", "inesk")]),
    ("Quokka Ledger", "Shared expenses that settle themselves", "Split rent, trips and takeaway with people who never open the app. Reminders are polite, then persistent.", "quokkaledger.example", [("Tomas Feld", "tfeld"), ("Ana Ruiz", "anaruiz")]),
    ("Pebble Stack", "Deploy previews for every pull request, on your own boxes", None, None, [("Dev Narang", "devn")]),
    ("Murmur", "Voice notes that arrive as tidy paragraphs", "Talk for two minutes, read it in twenty seconds. Murmur keeps your words and drops the ums.", None, [("Keiko Hara", "keikoh")]),
    ("はなび Timer", "花火のように集中する — a focus timer with fireworks 🎆", "Work sessions end with a small burst of colour. Streaks are kept, guilt is not.", "hanabi-timer.example", [("Yuto Mori", "yutom"), ("Sara Lind", "saral")]),
    ("Gridwell", "Spreadsheets that know which column is a date", "Paste anything; Gridwell guesses types, flags the odd rows and lets you fix them in place.", None, [("Priya Sen", "priyas")]),
    ("Tidepool CRM", "A customer list for teams of three", "No pipelines, no forecasts. Just who you talked to, what they said, and when to call back.", None, []),
    ("Owl Proof", "Proofreading that explains itself", "Every suggestion comes with the rule behind it, so next time you will not need it.", "owlproof.example", [("Marta Nowak", "mnowak")]),
    ("Kiln", "Bake static sites from a folder of notes 🔥", "Markdown in, fast pages out. Kiln watches the folder and republishes when you save.", None, [("Leo Brandt", "leob"), ("Chen Wei", "chenw"), ("Ola Berg", "olaberg")]),
    ("Parcel Owl", "Every delivery in one calm list", "Forward the shipping emails; Parcel Owl tracks them and tells you only what changed.", None, [("Nadia Haddad", "nadiah")]),
    ("Sprout Ops", "On-call schedules that respect time zones", "Hand-offs happen at a sensible hour for everyone, and swaps take two taps.", None, [("Bram de Vries", "bramdv")]),
    ("Ledgerleaf", "Plain-text accounting with a friendly face", "Your books stay a text file. Ledgerleaf adds charts, imports and a gentle linter.", "ledgerleaf.example", [("Eva Holm", "evah")]),
    ("Driftwood", "A packing list that learns from your last trip", None, None, [("Sam Achebe", "samach")]),
    ("Cobalt Notes", "End-to-end encrypted notes with real folders", "Keys stay on your devices. Search still works, because it runs on your devices too.", None, [("Ruth Adler", "ruthadler")]),
    ("Fieldday", "Plan a team offsite in one shared page", "Dates, budget, rooms and the menu vote, with a link anyone can open.", None, [("Jonas Weber", "jweber"), ("Lia Costa", "liacosta")]),
    ("Mapletype", "A keyboard trainer for programmers' symbols", "Brackets, pipes and arrows, drilled in the patterns real code uses.", None, [("Ben Carter", "bcarter")]),
    ("咖啡 Log", "记录每一杯咖啡 — a tasting journal for home brewers ☕", "Grind, ratio, time and a few words on the taste. Find the cup you liked last March.", "kafeilog.example", [("Lin Mei", "linmei")]),
    ("Switchyard", "Feature flags in a single binary", "No SaaS, no SDK zoo. One small server, a web page, and flags your code asks for over HTTP.", None, [("Oskar Nilsson", "oskarn")]),
    ("Brightline", "Accessibility checks in your design reviews", "Contrast, focus order and alt text, flagged on the frame before anyone writes code.", None, [("Grace Mensah", "gracem")]),
    ("Houseplant HQ", "Watering reminders tuned to your window 🌿", "Tell it which way the window faces; it adjusts schedules with the seasons.", None, [("Iris Palmer", "irisp")]),
    ("Relay Inbox", "A shared inbox for support teams who hate shared inboxes", None, "relayinbox.example", [("Mateo Silva", "mateos"), ("Noor Aziz", "nooraziz")]),
    ("Stillwater", "Meeting-free weeks, scheduled for you", "Stillwater finds a week your team can keep clear and defends it on everyone's calendar.", None, [("Hanna Kivi", "hkivi")]),
    ("Orbit Docs", "API docs that run the examples", "Every snippet is executed on publish, so the docs never drift from the API.", None, [("Raj Patel", "rajp")]),
    ("Pocket Atlas", "Offline maps for hikers, sized for old phones", "Vector tiles in a few megabytes per region, with contour lines and water sources.", None, [("Freya Lund", "freyal")]),
    ("Inkwell", "A distraction-free editor for long documents", "Chapters, footnotes and word goals, in a window with nothing else in it.", None, []),
    ("Tally Hall", "Live polls for town-hall meetings", "Questions are upvoted by the room; the moderator sees them sorted and de-duplicated.", None, [("Omar Farouk", "omarf")]),
    ("Sundial", "Screen-time insights without the shame", "A weekly letter about where your hours went, written like a friend would.", None, [("Clara Moss", "claramoss")]),
    ("Beacon Status", "Status pages that update from your alerts", "Incidents open and close themselves; you add the human sentence.", "beaconstatus.example", [("Viktor Hale", "vhale")]),
    ("Loomwork", "Knitting patterns you can resize", "Change the gauge or the size and every row count is recalculated.", None, [("Agnes Bell", "agnesb")]),
    ("Night Shift Radio", "Lo-fi streams chosen by the hour 🌙", "Quieter after midnight, brighter at dawn. No ads, no talking.", None, [("Kojo Asante", "kojoa")]),
    ("Quarry", "Search across every database your team uses", "One query box for Postgres, SQLite and CSV exports, with results side by side.", None, [("Mina Park", "minapark"), ("Elias Roth", "eroth")]),
    ("Paper Crane", "Send letters that arrive on paper ✉️", "Type it, pick a stamp; Paper Crane prints and posts it in your recipient's country.", None, [("Sofia Marin", "sofiam")]),
    ("Thimble", "Tiny CI for tiny repos", "Runs your tests on push with zero configuration for the common languages.", None, [("Ada Quill", "adaq")]),
]

COMMENTERS = [
    ("Maya Torres", "mayat"), ("Jon Eriksen", "joneriksen"), ("Aiko Tanaka", "aikot"), ("Femi Ade", "femia"),
    ("Lucas Moreau", "lmoreau"), ("Zara Khan", "zarak"), ("Pavel Novak", "pnovak"), ("Hye-jin Cho", "hyejin"),
    ("Tom Baker", "tombaker"), ("Rosa Diaz", "rosad"), ("Ivan Petrov", "ivanp"), ("Amara Obi", "amarao"),
    ("Nils Berg", "nilsb"), ("Chloe Grant", "chloeg"), ("Diego Luna", "dluna"), ("王 芳", "wangfang"),
]

OPENERS = [
    "Congrats on the launch! {name} looks really polished.",
    "Been using the beta of {name} for a month and it stuck, which is rare for me.",
    "How does {name} handle people who are offline for a week?",
    "Is there an export? I'd love to try {name} but I want to be able to leave.",
    "The onboarding is lovely. Three screens and I knew what to do.",
    "What does pricing look like for small teams?",
    "Does it work with a screen reader? Asking for my team.",
    "Upvoted. The tagline alone sold me: \"{tagline}\".",
    "I've built something like this for myself twice. Glad someone did it properly.",
    "Any plans for a Linux version? 🐧",
    "Nice! 很棒的产品，期待中文界面。",
    "The demo video answered every question I had. More launches should do this.",
    "How is this different from doing it by hand in a notes app?",
    "Love that it works without an account. Privacy-first by default is the way.",
    "Tried it on my phone during lunch; it was fast even on a bad connection.",
    "Small bug: the settings page forgets my time zone after a reload.",
    "This is the kind of tool I didn't know I needed until I saw it.",
    "Could you say more about where the data is stored?\n\nWe have customers in the EU.",
    "すごい！日本語の入力も問題なく使えました。",
    "Five stars from me. Also the dark mode is 👌",
]

REPLIES = [
    "Thanks so much! That means a lot to the team.",
    "Good question: it's on the roadmap for next quarter.",
    "Yes, export to CSV and JSON is already in settings.",
    "We fixed that this morning; a refresh should pick it up.",
    "Same question here, following.",
    "Agreed, this was my favourite part too.",
    "Everything is stored in Frankfurt for EU accounts, and you can pick the region at sign-up.",
    "There's a free tier for up to three people; after that it's per seat.",
    "We tested with VoiceOver and NVDA, and would love more feedback if you find gaps.",
    "A Linux build is in beta; DM me and I'll send a link. 🙂",
    "ありがとうございます！",
    "Not yet, but we hear you.",
]

BASE_DAY = 24  # late November 2026


def iso(day, hour, minute):
    return f"2026-11-{day:02d}T{hour:02d}:{minute:02d}:00Z"


def user(name, username):
    return {"name": name, "username": username}


def make_comment(cid, post, hour, minute, with_replies):
    who = rng.choice(COMMENTERS)
    text = rng.choice(OPENERS).format(name=post["name"], tagline=post["tagline"])
    node = {"id": str(cid), "body": text, "createdAt": iso(BASE_DAY, hour, minute),
            "votesCount": rng.randint(0, 60), "user": user(*who)}
    replies = []
    for r in range(with_replies):
        rwho = rng.choice(COMMENTERS + [(m[0], m[1]) for m in post["maker_pairs"]] * 2)
        replies.append({"node": {"id": f"{cid}{r + 1:02d}", "body": rng.choice(REPLIES),
                                 "createdAt": iso(BASE_DAY, min(23, hour + 1), (minute + 7 * (r + 1)) % 60),
                                 "votesCount": rng.randint(0, 12), "user": user(*rwho)}})
    node["replies"] = {"edges": replies}
    return node


def main():
    os.makedirs(OUT, exist_ok=True)
    for old in os.listdir(OUT):
        os.remove(os.path.join(OUT, old))
    posts = []
    for index, (name, tagline, description, host, makers) in enumerate(PRODUCTS):
        pid = str(880101 + index * 37)
        slug = name.lower().replace(" ", "-")
        slug = "".join(c for c in slug if c.isascii() and (c.isalnum() or c == "-")).strip("-") or f"post-{pid}"
        votes = max(12, 900 - index * 26 + rng.randint(-10, 10))
        featured = index % 9 != 4  # a few posts have no featuredAt, as real answers do
        post = {
            "id": pid, "name": name, "tagline": tagline,
            "votesCount": votes, "commentsCount": 0,
            "url": f"https://www.producthunt.com/posts/{slug}",
            "website": f"https://{host}/?ref=producthunt" if host else f"https://www.producthunt.com/r/{pid}X{index:02d}",
            "createdAt": iso(BASE_DAY, 8, index % 60),
            "featuredAt": iso(BASE_DAY, 8, (index + 1) % 60) if featured else None,
            "description": description,
            "thumbnail": None if index % 5 == 0 else {"url": f"https://ph-files.example/{pid}.png"},
        }
        if makers:
            post["makers"] = [user(*m) for m in makers]
        # else: the key is left out entirely, like newer answers do for hidden makers
        post["maker_pairs"] = makers
        posts.append(post)

    # Comments: most posts fit on one page; a few need two or three.
    for index, post in enumerate(posts):
        top = [3, 8, 0, 14, 25, 6, 45, 2][index % 8] if index else 27
        pages = []
        total = 0
        cid = int(post["id"]) * 100
        comments = []
        for c in range(top):
            replies = [0, 1, 2, 0, 3][c % 5]
            hour = 9 + (c * 13) // 60
            comments.append(make_comment(cid + c, post, min(hour, 22), (c * 13) % 60, replies))
            total += 1 + replies
        comments.sort(key=lambda n: -n["votesCount"])  # VOTES_COUNT order
        for start in range(0, max(top, 1), PAGE):
            pages.append(comments[start:start + PAGE])
        post["commentsCount"] = total
        public = {k: v for k, v in post.items() if k != "maker_pairs"}
        for number, chunk in enumerate(pages):
            more = number + 1 < len(pages)
            body = dict(public)
            body["comments"] = {
                "edges": [{"cursor": f"c{number}-{i}", "node": n} for i, n in enumerate(chunk)],
                "pageInfo": {"endCursor": f"page-{number + 1}" if more else None, "hasNextPage": more},
            }
            name = f"post-{post['id']}.json" if number == 0 else f"post-{post['id']}-page-{number}.json"
            write(name, {"data": {"post": body}})

    feed_posts = sorted(posts, key=lambda p: -p["votesCount"])
    chunks = [feed_posts[:20], feed_posts[20:]]
    for number, chunk in enumerate(chunks):
        more = number + 1 < len(chunks)
        edges = [{"cursor": f"feed-{number}-{i}", "node": {k: v for k, v in p.items() if k != "maker_pairs"}}
                 for i, p in enumerate(chunk)]
        write(f"feed-{number}.json", {"data": {"posts": {
            "edges": edges,
            "pageInfo": {"endCursor": f"feed-{number + 1}" if more else f"feed-{number}-end", "hasNextPage": more}}}})


def write(name, payload):
    with open(os.path.join(OUT, name), "w", encoding="utf-8") as handle:
        json.dump(payload, handle, ensure_ascii=False, indent=1)
        handle.write("\n")


if __name__ == "__main__":
    main()
