#!/usr/bin/env python3
# Writes the bundled --demo feeds (Sources/Feeds/Demo/feeds/): one invented site per format
# Tidings reads — RSS 2.0 (a podcast, with enclosures), Atom 1.0 (xhtml content under xml:base),
# RSS 1.0 (RDF), JSON Feed 1.1, RSS 0.91 in Latin-1, Atom 0.3 — with the quirks real feeds have
# (HTML in titles, entities, relative links, missing dates, CJK, a title that tries terminal
# escape sequences). Deterministic: run it again and nothing changes.
#   python3 scripts/gen-demo-feeds.py
import html, json, os

root = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "Sources", "Feeds", "Demo", "feeds")
os.makedirs(root, exist_ok=True)
days = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"]
months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]


def rfc822(day, hour):
    # November 2026: the 1st was a Sunday.
    return f"{days[(day + 5) % 7]}, {day:02d} Nov 2026 {hour:02d}:15:00 +0000"


def iso(day, hour, zone="Z"):
    return f"2026-11-{day:02d}T{hour:02d}:15:00{zone}"


episodes = [
    ("The loopback interface, explained", "Why 127.0.0.1 is never slow, and when it is."),
    ("Terminals all the way down", "A history of the VT100 and the escape codes we still send."),
    ("Guest: the person who maintains ncurses", "Forty years of one library."),
    ("Conditional GET &amp; you", "ETags, Last-Modified and the 304 that costs nothing."),
    ("Feeds are not dead", "RSS readers, then and now."),
    ("Unicode widths", "Why some characters take two columns."),
    ("Listener mail", "Your questions about libcurl, answered."),
    ("Season finale: what we learned", "Thanks for listening."),
]
items = []
for n, (title, summary) in enumerate(episodes):
    day = 29 - n * 3
    items.append(f"""    <item>
      <title>{title}</title>
      <link>https://podcast.tidings.invalid/episodes/{n + 1}</link>
      <guid isPermaLink="false">loopback-weekly-{n + 1}</guid>
      <pubDate>{rfc822(day, 7)}</pubDate>
      <dc:creator>Mara Okafor</dc:creator>
      <description>{html.escape(summary)}</description>
      <content:encoded><![CDATA[<p>{summary}</p><p>In this episode: show notes, links and a transcript excerpt.
      See <a href="/notes/{n + 1}">the notes</a> for everything we mentioned.</p>
      <ul><li>Chapter one</li><li>Chapter two</li></ul>]]></content:encoded>
      <enclosure url="https://podcast.tidings.invalid/audio/episode-{n + 1}.mp3" length="{31_000_000 + n * 1_234_567}" type="audio/mpeg"/>
      <itunes:duration>{38 + n}:12</itunes:duration>
    </item>""")
with open(os.path.join(root, "loopback-weekly.rss"), "w") as f:
    f.write(f"""<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:content="http://purl.org/rss/1.0/modules/content/" xmlns:dc="http://purl.org/dc/elements/1.1/"
     xmlns:itunes="http://www.itunes.com/dtds/podcast-1.0.dtd" xmlns:atom="http://www.w3.org/2005/Atom">
  <channel>
    <title>Loopback Weekly</title>
    <link>https://podcast.tidings.invalid/</link>
    <atom:link href="https://demo.tidings.invalid/feeds/loopback-weekly.rss" rel="self" type="application/rss+xml"/>
    <description>A podcast about the network stack between your ears and 127.0.0.1.</description>
    <itunes:author>Mara Okafor</itunes:author>
{chr(10).join(items)}
  </channel>
</rss>
""")

posts = [
    ("Drawing <em>only</em> what changed", "ncurses keeps a copy of the screen and sends the difference. Here is how a cell grid makes that cheap.", True),
    ("Why Esc is slow in terminals", "A lone Esc and the start of an escape sequence look the same for a few milliseconds.", False),
    ("Mouse reports: X10 and SGR", "Two encodings, one of which breaks past column 223.", False),
    ("Bracketed paste", "A paste arrives in one piece and is never a command.", True),
    ("Wide characters and the last column", "What happens when a two-column character does not fit.", False),
    ("Ctrl-Z, fg and the terminal", "Suspending without leaving the terminal in a mess.", False),
    ("日本語の表示幅", "全角文字は二列を使います。Combining marks use none.", False),
]
entries = []
for n, (title, text, xhtml) in enumerate(posts):
    day = 30 - n * 2
    if xhtml:
        content = f"""<content type="xhtml"><div xmlns="http://www.w3.org/1999/xhtml"><p>{text}</p><pre>let grid = CellGrid(rows: 24, columns: 80)</pre><p>More in <a href="posts/{n + 1}/more">the follow-up</a>.</p></div></content>"""
    else:
        content = f"""<content type="html">{html.escape(f"<p>{text}</p><p>Read the <b>whole</b> thing on the site.</p>")}</content>"""
    entries.append(f"""  <entry>
    <title type="html">{html.escape(title)}</title>
    <link rel="alternate" type="text/html" href="posts/{n + 1}"/>
    <id>tag:terminal-notes.tidings.invalid,2026:{n + 1}</id>
    <published>{iso(day, 9, "+01:00")}</published>
    <updated>{iso(day, 11, "+01:00")}</updated>
    <summary type="text">{html.escape(text)}</summary>
    {content}
    <category term="terminals"/>
  </entry>""")
with open(os.path.join(root, "terminal-notes.atom"), "w") as f:
    f.write(f"""<?xml version="1.0" encoding="utf-8"?>
<feed xmlns="http://www.w3.org/2005/Atom" xml:base="https://notes.tidings.invalid/">
  <title>Terminal Notes</title>
  <subtitle>Short essays on drawing text in a grid</subtitle>
  <link rel="alternate" type="text/html" href="/"/>
  <link rel="self" href="https://demo.tidings.invalid/feeds/terminal-notes.atom"/>
  <id>tag:terminal-notes.tidings.invalid,2026:feed</id>
  <updated>{iso(30, 11, "+01:00")}</updated>
  <author><name>Jun Watanabe</name></author>
{chr(10).join(entries)}
</feed>
""")

digest = [
    ("SQLite in WAL mode", "Readers never wait for the writer."),
    ("The gzip bomb", "Thirty kilobytes that inflate to a gigabyte, and the cap that stops them."),
    ("Redirects and credentials", "Why an API key must never follow a redirect to another host."),
    ("XML without a DTD", "No entities, no billion laughs, no network."),
    ("Two-digit years", "RFC 2822 says 1950 to 2049; feeds disagree."),
]
rdf_items = []
for n, (title, text) in enumerate(digest):
    rdf_items.append(f"""  <item rdf:about="https://digest.tidings.invalid/{n + 1}">
    <title>{html.escape(title)}</title>
    <link>https://digest.tidings.invalid/{n + 1}</link>
    <description>{html.escape(text)}</description>
    <dc:date>{iso(28 - n * 4, 6, "-05:00")}</dc:date>
    <dc:creator>The Digest</dc:creator>
    <dc:subject>security</dc:subject>
  </item>""")
with open(os.path.join(root, "weekly-digest.rdf"), "w") as f:
    f.write(f"""<?xml version="1.0" encoding="utf-8"?>
<rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#" xmlns="http://purl.org/rss/1.0/" xmlns:dc="http://purl.org/dc/elements/1.1/">
  <channel rdf:about="https://digest.tidings.invalid/">
    <title>The Weekly Digest (RSS 1.0)</title>
    <link>https://digest.tidings.invalid/</link>
    <description>Five things about hostile input, every week.</description>
    <items><rdf:Seq>{"".join(f'<rdf:li rdf:resource="https://digest.tidings.invalid/{n + 1}"/>' for n in range(len(digest)))}</rdf:Seq></items>
  </channel>
{chr(10).join(rdf_items)}
</rdf:RDF>
""")

journal = {
    "version": "https://jsonfeed.org/version/1.1",
    "title": "Café Journal",
    "home_page_url": "https://journal.tidings.invalid/",
    "feed_url": "https://demo.tidings.invalid/feeds/cafe-journal.json",
    "authors": [{"name": "Émile Laurent"}],
    "items": [
        {"id": "7", "url": "/2026/11/29/espresso", "title": "Espresso at 127.0.0.1",
         "content_html": "<p>The café on the corner has a Wi-Fi network called <code>localhost</code>.</p>",
         "date_published": iso(29, 8), "tags": ["coffee"]},
        {"id": 6, "url": "/2026/11/27/notes", "content_text": "A post without a title: only text, as microblogs write them.",
         "date_published": iso(27, 18)},
        {"id": "5", "url": "/2026/11/24/kyoto", "title": "京都の喫茶店", "content_html": "<p>古い喫茶店で RSS を読む。</p>",
         "date_published": iso(24, 3, "+09:00"), "authors": [{"name": "Aiko"}]},
        {"id": "4", "external_url": "https://example.invalid/elsewhere", "title": "Linked: a long read elsewhere",
         "summary": "Worth your evening.", "content_text": "Someone else wrote this one.", "date_published": iso(20, 12)},
        {"id": "3", "url": "/2026/11/15/undated", "title": "An entry with no date", "content_html": "<p>Sorted by when it was first seen.</p>"},
        {"id": "2", "url": "/2026/11/10/escape", "title": "Evil\u001b[2J\u001b]0;pwned\u0007 title, made harmless",
         "content_html": "<p>This title tried to clear your screen.</p>", "date_published": iso(10, 10)},
    ],
}
with open(os.path.join(root, "cafe-journal.json"), "w") as f:
    json.dump(journal, f, ensure_ascii=False, indent=1)
    f.write("\n")

old = [("Welcome to the old web", "Established 1999."), ("Guestbook reopened", "Sign it!"),
       ("Na\xefve caf\xe9 r\xe9sum\xe9", "Latin-1, as it was written then."), ("Under construction", "Still.")]
with open(os.path.join(root, "old-school.xml"), "wb") as f:
    body = ['<?xml version="1.0" encoding="ISO-8859-1"?>',
            '<!DOCTYPE rss PUBLIC "-//Netscape Communications//DTD RSS 0.91//EN" "http://my.netscape.com/publish/formats/rss-0.91.dtd">',
            '<rss version="0.91"><channel><title>Old School Homepage</title><link>http://oldschool.tidings.invalid/</link>',
            '<description>RSS 0.91 &amp; proud</description><language>en-us</language>']
    for n, (title, text) in enumerate(old):
        body.append(f"<item><title>{title}</title><link>http://oldschool.tidings.invalid/page{n + 1}.html</link>"
                    f"<description>{text} &copy; 1999&nbsp;&ndash; 2026</description></item>")
    body.append("</channel></rss>\n")
    f.write("\n".join(body).encode("latin-1"))

atom03 = []
for n, (title, text) in enumerate([("Atom 0.3 still exists", "Some old blogs never moved to 1.0."),
                                   ("Escaped content", "Content in mode=\"escaped\", as 0.3 wrote it.")]):
    atom03.append(f"""  <entry><title>{html.escape(title)}</title><link rel="alternate" type="text/html" href="https://oldatom.tidings.invalid/{n + 1}"/>
    <id>tag:oldatom.tidings.invalid,2004:{n + 1}</id><issued>{iso(26 - n * 5, 4)}</issued><modified>{iso(26 - n * 5, 5)}</modified>
    <author><name>Blogger</name></author>
    <content type="text/html" mode="escaped">{html.escape(f"<p>{text}</p>")}</content></entry>""")
with open(os.path.join(root, "old-atom.xml"), "w") as f:
    f.write(f"""<?xml version="1.0" encoding="utf-8"?>
<feed version="0.3" xmlns="http://purl.org/atom/ns#">
  <title>An Atom 0.3 Blog</title>
  <link rel="alternate" type="text/html" href="https://oldatom.tidings.invalid/"/>
  <modified>{iso(26, 5)}</modified>
{chr(10).join(atom03)}
</feed>
""")
print("wrote", sorted(os.listdir(root)))
