#!/usr/bin/env python3
# Writes a synthetic corpus of feeds for the reload benchmark: COUNT feeds of 5–60 items each,
# in every format Tidings reads (RSS 2.0, RSS 1.0, RSS 0.91, Atom 1.0, Atom 0.3, JSON Feed 1.1
# and 1.0), with the real-world variety that costs a parser time: full HTML content, escaped
# HTML descriptions, CDATA, namespaces (content, dc, media, itunes), enclosures, dates in
# several RFC 822 and RFC 3339 spellings, relative links under xml:base. About 15 MB for 300
# feeds. Each file also gets a .gz twin, for a server that sends gzip without compressing on
# every request (nginx's gzip_static).
#
#   python3 scripts/gen-feed-corpus.py OUT_DIR PORT [COUNT] [HOSTS]
#
# OUT_DIR/urls lists the feeds as http://127.0.0.N:PORT/…, N from 1 to HOSTS (default 20),
# in newsboat's urls syntax (which is also Tidings' feeds file).
import gzip, html, json, os, random, sys

out, port = sys.argv[1], int(sys.argv[2])
count = int(sys.argv[3]) if len(sys.argv) > 3 else 300
hosts = int(sys.argv[4]) if len(sys.argv) > 4 else 20
rng = random.Random(21)
words = ("terminal latency thread render cache layout unicode width buffer poll kernel socket "
         "compiler garbage collector schema migration index query planner vector register "
         "pipeline branch predictor memory allocator arena page table syscall scheduler").split()
names = ["Ann Lee", "Bo Chen", "Chidi Okafor", "Dana Ruiz", "Émile Zola", "Fatima Said", "Gus Holm", "橋本 ひろし"]
months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
days = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"]


def sentence(n):
    return " ".join(rng.choice(words) for _ in range(n)).capitalize() + "."


def paragraphs(size):
    parts, total = [], 0
    while total < size:
        text = " ".join(sentence(rng.randint(8, 20)) for _ in range(rng.randint(2, 4)))
        if rng.random() < 0.3:
            text += f' See <a href="/notes/{rng.randint(1, 9999)}">the notes</a> &amp; <em>more</em>.'
        parts.append(f"<p>{text}</p>")
        total += len(parts[-1])
    if rng.random() < 0.2:
        parts.append("<pre><code>let x = a &lt; b &amp;&amp; c &gt; d</code></pre>")
    return "".join(parts)


def stamp(feed, i):
    # Newest first, an hour or so apart, ending in late 2026.
    return 1795000000 - feed * 7919 - i * rng.randint(1800, 7200)


def rfc822(t):
    import time
    g = time.gmtime(t)
    form = rng.random()
    if form < 0.6:
        return f"{days[g.tm_wday]}, {g.tm_mday:02d} {months[g.tm_mon - 1]} {g.tm_year} {g.tm_hour:02d}:{g.tm_min:02d}:{g.tm_sec:02d} +0000"
    if form < 0.8:
        return f"{days[g.tm_wday]}, {g.tm_mday} {months[g.tm_mon - 1]} {g.tm_year} {g.tm_hour:02d}:{g.tm_min:02d}:{g.tm_sec:02d} GMT"
    h = (g.tm_hour - 5) % 24
    return f"{g.tm_mday:02d} {months[g.tm_mon - 1]} {g.tm_year} {h:02d}:{g.tm_min:02d} EST"


def rfc3339(t):
    import time
    g = time.gmtime(t)
    if rng.random() < 0.5:
        return time.strftime("%Y-%m-%dT%H:%M:%SZ", g)
    return time.strftime("%Y-%m-%dT%H:%M:%S", time.gmtime(t + 3600)) + ".000+01:00"


def item_data(feed, i, full):
    title = sentence(rng.randint(4, 11))[:-1]
    if rng.random() < 0.15:
        title += " & friends"
    summary_text = " ".join(sentence(rng.randint(10, 22)) for _ in range(rng.randint(1, 3)))
    return {
        "title": title, "slug": f"post-{feed}-{i}", "t": stamp(feed, i), "author": rng.choice(names),
        "summary": f"<p>{html.escape(summary_text, quote=False)}</p>",
        "content": paragraphs(rng.randint(600, 2400)) if full else None,
        "enclosure": rng.random() < 0.1,
        "tags": rng.sample(words, 2),
    }


def rss2(feed, base, items):
    out = ['<?xml version="1.0" encoding="UTF-8"?>',
           '<rss version="2.0" xmlns:content="http://purl.org/rss/1.0/modules/content/" xmlns:dc="http://purl.org/dc/elements/1.1/"'
           ' xmlns:media="http://search.yahoo.com/mrss/" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:itunes="http://www.itunes.com/dtds/podcast-1.0.dtd">',
           f"<channel><title>Feed {feed} — {html.escape(sentence(3)[:-1])}</title><link>{base}</link>",
           f'<atom:link href="{base}feed.xml" rel="self" type="application/rss+xml"/>',
           f"<description>{html.escape(sentence(12))}</description><language>en</language>"]
    for it in items:
        link = f"{base}{it['slug']}/"
        out.append("<item>")
        out.append(f"<title>{html.escape(it['title'], quote=False)}</title><link>{link}</link>")
        out.append(f'<guid isPermaLink="false">{base}?p={rng.randint(1, 10**6)}</guid>')
        out.append(f"<pubDate>{rfc822(it['t'])}</pubDate><dc:creator><![CDATA[{it['author']}]]></dc:creator>")
        for tag in it["tags"]:
            out.append(f"<category><![CDATA[{tag}]]></category>")
        if rng.random() < 0.5:
            out.append(f"<description><![CDATA[{it['summary']}]]></description>")
        else:
            out.append(f"<description>{html.escape(it['summary'], quote=False)}</description>")
        if it["content"]:
            out.append(f"<content:encoded><![CDATA[{it['content']}]]></content:encoded>")
        if it["enclosure"]:
            out.append(f'<enclosure url="{base}audio/{it["slug"]}.mp3" length="{rng.randint(10**6, 10**8)}" type="audio/mpeg"/>')
            out.append(f"<itunes:duration>{rng.randint(5, 90)}:00</itunes:duration>")
        if rng.random() < 0.2:
            out.append(f'<media:thumbnail url="{base}img/{it["slug"]}.jpg" width="640" height="360"/>')
        out.append("</item>")
    out.append("</channel></rss>")
    return "\n".join(out)


def rss091(feed, base, items):
    out = ['<?xml version="1.0" encoding="ISO-8859-1"?>', '<rss version="0.91"><channel>',
           f"<title>Feed {feed} (0.91)</title><link>{base}</link><description>Old school</description><language>en-us</language>"]
    for it in items:
        out.append(f"<item><title>{html.escape(it['title'], quote=False)}</title><link>{base}{it['slug']}.html</link>"
                   f"<description>{html.escape(it['summary'], quote=False)}</description></item>")
    out.append("</channel></rss>")
    # Latin-1 as declared: the CJK author names never appear here.
    return "\n".join(out)


def rdf(feed, base, items):
    out = ['<?xml version="1.0" encoding="utf-8"?>',
           '<rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#" xmlns="http://purl.org/rss/1.0/"'
           ' xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:content="http://purl.org/rss/1.0/modules/content/">',
           f'<channel rdf:about="{base}"><title>Feed {feed} (RDF)</title><link>{base}</link><description>{sentence(6)}</description>',
           "<items><rdf:Seq>"]
    out += [f'<rdf:li rdf:resource="{base}{it["slug"]}"/>' for it in items]
    out.append("</rdf:Seq></items></channel>")
    for it in items:
        out.append(f'<item rdf:about="{base}{it["slug"]}"><title>{html.escape(it["title"], quote=False)}</title><link>{base}{it["slug"]}</link>'
                   f"<dc:date>{rfc3339(it['t'])}</dc:date><dc:creator>{html.escape(it['author'])}</dc:creator>"
                   f"<description>{html.escape(it['summary'], quote=False)}</description>")
        if it["content"]:
            out.append(f"<content:encoded>{html.escape(it['content'], quote=False)}</content:encoded>")
        out.append("</item>")
    out.append("</rdf:RDF>")
    return "\n".join(out)


def atom(feed, base, items):
    out = ['<?xml version="1.0" encoding="utf-8"?>',
           f'<feed xmlns="http://www.w3.org/2005/Atom" xml:base="{base}">',
           f'<title type="text">Feed {feed} (Atom)</title><id>tag:example.org,2026:feed-{feed}</id>',
           f'<link rel="alternate" type="text/html" href="/"/><link rel="self" href="atom.xml"/>',
           f"<updated>{rfc3339(items[0]['t'] if items else 1795000000)}</updated><author><name>{html.escape(names[feed % len(names)])}</name></author>"]
    for it in items:
        out.append("<entry>")
        out.append(f'<title type="html">{html.escape(html.escape(it["title"], quote=False), quote=False)}</title>')
        out.append(f'<link rel="alternate" type="text/html" href="{it["slug"]}/"/>')
        out.append(f"<id>tag:example.org,2026:{it['slug']}</id><published>{rfc3339(it['t'])}</published><updated>{rfc3339(it['t'] + 600)}</updated>")
        if rng.random() < 0.5:
            out.append(f"<author><name>{html.escape(it['author'])}</name></author>")
        for tag in it["tags"]:
            out.append(f'<category term="{tag}"/>')
        out.append(f'<summary type="html">{html.escape(it["summary"], quote=False)}</summary>')
        if it["content"]:
            if rng.random() < 0.3:
                out.append(f'<content type="xhtml"><div xmlns="http://www.w3.org/1999/xhtml">{it["content"].replace("&amp;", "&#38;")}</div></content>')
            else:
                out.append(f'<content type="html">{html.escape(it["content"], quote=False)}</content>')
        if it["enclosure"]:
            out.append(f'<link rel="enclosure" type="audio/mpeg" length="1234567" href="audio/{it["slug"]}.mp3"/>')
        out.append("</entry>")
    out.append("</feed>")
    return "\n".join(out)


def atom03(feed, base, items):
    out = ['<?xml version="1.0" encoding="utf-8"?>', '<feed version="0.3" xmlns="http://purl.org/atom/ns#">',
           f'<title>Feed {feed} (Atom 0.3)</title><link rel="alternate" type="text/html" href="{base}"/>',
           f"<modified>{rfc3339(items[0]['t'] if items else 1795000000)}</modified>"]
    for it in items:
        out.append(f'<entry><title>{html.escape(it["title"], quote=False)}</title><link rel="alternate" type="text/html" href="{base}{it["slug"]}"/>'
                   f"<id>{base}{it['slug']}</id><issued>{rfc3339(it['t'])}</issued><modified>{rfc3339(it['t'])}</modified>"
                   f"<author><name>{html.escape(it['author'])}</name></author>"
                   f'<content type="text/html" mode="escaped">{html.escape(it["content"] or it["summary"], quote=False)}</content></entry>')
    out.append("</feed>")
    return "\n".join(out)


def jsonfeed(feed, base, items, version):
    import time
    entries = []
    for it in items:
        entry = {"id": f"{base}{it['slug']}", "url": f"{base}{it['slug']}/", "title": it["title"],
                 "summary": html.unescape(it["summary"].replace("<p>", "").replace("</p>", "")),
                 "date_published": time.strftime("%Y-%m-%dT%H:%M:%S+00:00", time.gmtime(it["t"])), "tags": it["tags"]}
        entry["content_html"] = it["content"] or it["summary"]
        if version == "1.1":
            entry["authors"] = [{"name": it["author"]}]
        else:
            entry["author"] = {"name": it["author"]}
        if it["enclosure"]:
            entry["attachments"] = [{"url": f"{base}audio/{it['slug']}.mp3", "mime_type": "audio/mpeg", "size_in_bytes": 1234567}]
        entries.append(entry)
    document = {"version": f"https://jsonfeed.org/version/{version}", "title": f"Feed {feed} (JSON)",
                "home_page_url": base, "feed_url": f"{base}feed.json", "items": entries}
    return json.dumps(document, ensure_ascii=False, indent=1)


os.makedirs(os.path.join(out, "feeds"), exist_ok=True)
lines, total = [], 0
kinds = ["rss2"] * 10 + ["atom"] * 5 + ["rdf"] * 2 + ["json11", "json10"] + ["rss091", "atom03"]
for feed in range(count):
    kind = kinds[feed % len(kinds)]
    base = f"https://site{feed}.example.org/blog/"
    full = rng.random() < 0.6
    items = [item_data(feed, i, full) for i in range(rng.randint(5, 60))]
    if kind == "rss2": text, ext = rss2(feed, base, items), "xml"
    elif kind == "rss091": text, ext = rss091(feed, base, items), "xml"
    elif kind == "rdf": text, ext = rdf(feed, base, items), "rdf"
    elif kind == "atom": text, ext = atom(feed, base, items), "atom"
    elif kind == "atom03": text, ext = atom03(feed, base, items), "atom"
    elif kind == "json11": text, ext = jsonfeed(feed, base, items, "1.1"), "json"
    else: text, ext = jsonfeed(feed, base, items, "1"), "json"
    data = text.encode("latin-1" if kind == "rss091" else "utf-8")
    name = f"feeds/{feed:03d}.{ext}"
    with open(os.path.join(out, name), "wb") as f:
        f.write(data)
    with gzip.open(os.path.join(out, name + ".gz"), "wb", compresslevel=6) as f:
        f.write(data)
    total += len(data)
    host = f"127.0.0.{feed % hosts + 1}"
    tags = ' "bench"' + (' "json"' if ext == "json" else "")
    lines.append(f"http://{host}:{port}/{name}{tags}")
with open(os.path.join(out, "urls"), "w") as f:
    f.write("# generated by scripts/gen-feed-corpus.py\n" + "\n".join(lines) + "\n")
print(f"{count} feeds, {total / 1e6:.1f} MB in {out}")
