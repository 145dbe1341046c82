import Foundation
import Testing
@testable import Feeds

let feedURL = URL(string: "https://example.org/blog/feed.xml")!

func parse(_ text: String, contentType: String? = nil, url: URL? = feedURL) -> FeedReading {
    FeedParser.parse(Data(text.utf8), contentType: contentType, url: url)
}

func document(_ text: String, url: URL? = feedURL) throws -> FeedDocument {
    guard case .feed(let document) = parse(text, url: url) else {
        Issue.record("not read as a feed: \(parse(text, url: url))")
        throw CancellationError()
    }
    return document
}

/// Conformance cases written from the specifications (RSS 2.0, RSS 1.0, RFC 4287, Atom 0.3,
/// JSON Feed 1.0 and 1.1), one per format, with every element Tidings reads.
@Suite struct FeedFormatTests {
    @Test func rss2WithItsCommonNamespaces() throws {
        let feed = try document("""
            <?xml version="1.0" encoding="UTF-8"?>
            <rss version="2.0" xmlns:content="http://purl.org/rss/1.0/modules/content/" xmlns:dc="http://purl.org/dc/elements/1.1/"
                 xmlns:media="http://search.yahoo.com/mrss/" xmlns:itunes="http://www.itunes.com/dtds/podcast-1.0.dtd"
                 xmlns:atom="http://www.w3.org/2005/Atom">
            <channel>
              <title>Loopback Weekly</title>
              <link>https://example.org/</link>
              <atom:link href="https://example.org/blog/feed.xml" rel="self" type="application/rss+xml"/>
              <description>News from 127.0.0.1</description>
              <image><title>Not the feed's title</title><url>https://example.org/logo.png</url><link>https://example.org/</link></image>
              <item>
                <title>First &amp; foremost</title>
                <link>https://example.org/first</link>
                <description>&lt;p&gt;The &lt;b&gt;summary&lt;/b&gt;.&lt;/p&gt;</description>
                <content:encoded><![CDATA[<p>The whole <em>story</em>.</p>]]></content:encoded>
                <guid isPermaLink="false">tag:example.org,2003:first</guid>
                <pubDate>Tue, 10 Jun 2003 04:00:00 GMT</pubDate>
                <author>ann@example.org (Ann Lee)</author>
                <category>loopback</category><category domain="x">networks</category>
                <comments>https://example.org/first#comments</comments>
                <enclosure url="https://example.org/first.mp3" length="12345" type="audio/mpeg"/>
                <source url="https://elsewhere.example/feed">Elsewhere</source>
                <media:thumbnail url="https://example.org/first.jpg"/>
              </item>
              <item>
                <title>Second</title>
                <guid>https://example.org/second</guid>
                <dc:creator>Bo Chen</dc:creator>
                <dc:date>2003-06-11T10:00:00+02:00</dc:date>
                <itunes:summary>Plain &lt;text&gt; summary</itunes:summary>
              </item>
            </channel>
            </rss>
            """)
        #expect(feed.format == .rss)
        #expect(feed.title == "Loopback Weekly")
        #expect(feed.link == URL(string: "https://example.org/"))
        #expect(feed.entries.count == 2)
        let first = feed.entries[0]
        #expect(first.title == "First & foremost")
        #expect(first.link == URL(string: "https://example.org/first"))
        #expect(first.guid == "tag:example.org,2003:first")
        #expect(first.identity == "tag:example.org,2003:first")
        #expect(first.author == "Ann Lee")
        #expect(first.published?.iso8601 == "2003-06-10T04:00:00+00:00")
        #expect(first.summary == FeedText("<p>The <b>summary</b>.</p>", kind: .html))
        #expect(first.summary?.plain == "The summary.")
        #expect(first.content?.value == "<p>The whole <em>story</em>.</p>")
        #expect(first.categories == ["loopback", "networks"])
        #expect(first.enclosures == [Enclosure(url: URL(string: "https://example.org/first.mp3")!, type: "audio/mpeg", length: 12345)])
        #expect(first.image == URL(string: "https://example.org/first.jpg"))
        let second = feed.entries[1]
        // A guid is a permalink unless it says otherwise.
        #expect(second.link == URL(string: "https://example.org/second"))
        #expect(second.author == "Bo Chen")
        #expect(second.published?.iso8601 == "2003-06-11T10:00:00+02:00")
        #expect(second.summary?.kind == .text)
        #expect(second.summary?.plain == "Plain <text> summary")
    }

    @Test func rss091InLatin1WithHTMLEntities() throws {
        let bytes = Array("""
            <?xml version="1.0" encoding="ISO-8859-1"?>
            <!DOCTYPE rss PUBLIC "-//Netscape Communications//DTD RSS 0.91//EN" "http://my.netscape.com/publish/formats/rss-0.91.dtd">
            <rss version="0.91"><channel><title>Caf
            """.utf8) + [0xE9] + Array("""
             &eacute;t&eacute;</title><link>http://example.org/</link>
            <item><title>Na&iuml;ve &hellip;</title><link>http://example.org/1.html</link><description>Plain</description></item>
            </channel></rss>
            """.utf8)
        guard case .feed(let feed) = FeedParser.parse(Data(bytes), url: feedURL) else { Issue.record("not a feed"); return }
        #expect(feed.title == "Café été")
        #expect(feed.entries.first?.title == "Naïve …")
        #expect(feed.entries.first?.identity == "http://example.org/1.html")
    }

    @Test func rss10AsRDF() throws {
        let feed = try document("""
            <?xml version="1.0"?>
            <rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#" xmlns="http://purl.org/rss/1.0/"
                     xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:content="http://purl.org/rss/1.0/modules/content/">
              <channel rdf:about="https://example.org/rss">
                <title>RDF Site</title><link>https://example.org/</link><description>d</description>
                <items><rdf:Seq><rdf:li rdf:resource="https://example.org/a"/></rdf:Seq></items>
              </channel>
              <image rdf:about="https://example.org/i.png"><title>Image title</title></image>
              <item rdf:about="https://example.org/a">
                <title>An item</title><link>https://example.org/a</link>
                <dc:date>2003-06-10T04:00:00-05:00</dc:date><dc:creator>Chidi</dc:creator><dc:subject>rdf</dc:subject>
                <description>Short</description><content:encoded>&lt;p&gt;Long&lt;/p&gt;</content:encoded>
              </item>
              <item rdf:about="urn:x-item:2"><title>No link</title></item>
            </rdf:RDF>
            """)
        #expect(feed.format == .rdf)
        #expect(feed.title == "RDF Site")
        #expect(feed.entries.count == 2)
        #expect(feed.entries[0].published?.iso8601 == "2003-06-10T04:00:00-05:00")
        #expect(feed.entries[0].author == "Chidi")
        #expect(feed.entries[0].categories == ["rdf"])
        #expect(feed.entries[0].content?.plain == "Long")
        #expect(feed.entries[1].guid == "urn:x-item:2")
        #expect(feed.entries[1].link == nil)
    }

    @Test func atom10WithBasesAndTextConstructs() throws {
        let feed = try document("""
            <?xml version="1.0" encoding="utf-8"?>
            <feed xmlns="http://www.w3.org/2005/Atom" xml:base="https://example.org/blog/">
              <title type="html">Ann &amp;lt;3 Atom</title>
              <link rel="self" href="atom.xml"/>
              <link href="/"/>
              <id>urn:uuid:60a76c80-d399-11d9-b93C-0003939e0af6</id>
              <updated>2003-12-13T18:30:02Z</updated>
              <author><name>Ann Lee</name></author>
              <entry>
                <title type="xhtml"><div xmlns="http://www.w3.org/1999/xhtml">A <b>bold</b> &amp; brave title</div></title>
                <link rel="alternate" type="text/html" href="2003/12/13/atom03"/>
                <link rel="enclosure" type="audio/mpeg" length="1337" href="media/atom03.mp3"/>
                <link rel="replies" href="2003/12/13/atom03/comments"/>
                <id>urn:uuid:1225c695-cfb8-4ebb-aaaa-80da344efa6a</id>
                <published>2003-12-13T08:29:29-04:00</published>
                <updated>2003-12-13T18:30:02Z</updated>
                <summary>Text with &lt;tags&gt; that are text</summary>
                <content type="xhtml" xml:base="posts/">
                  <div xmlns="http://www.w3.org/1999/xhtml"><p>Read <a href="more.html">more</a> &amp; more.</p><br/></div>
                </content>
                <category term="atom" label="Atom"/><category term="xml"/>
                <source><title>Not this</title><author><name>Not her</name></author></source>
              </entry>
              <entry xml:base="https://other.example/">
                <title>Plain</title>
                <link href="x"/>
                <id>tag:other.example,2003:x</id>
                <updated>2003-12-14T00:00:00Z</updated>
                <author><name>Bo</name></author><author><email>cy@example.org</email></author>
                <content type="html">&lt;p&gt;HTML content&lt;/p&gt;</content>
              </entry>
            </feed>
            """)
        #expect(feed.format == .atom)
        #expect(feed.title == "Ann <3 Atom")
        #expect(feed.link == URL(string: "https://example.org/"))
        let first = feed.entries[0]
        #expect(first.title == "A bold & brave title")
        #expect(first.link == URL(string: "https://example.org/blog/2003/12/13/atom03"))
        #expect(first.enclosures.map(\.url) == [URL(string: "https://example.org/blog/media/atom03.mp3")!])
        #expect(first.published?.iso8601 == "2003-12-13T08:29:29-04:00")
        #expect(first.updated?.iso8601 == "2003-12-13T18:30:02+00:00")
        #expect(first.author == "Ann Lee", "inherited from the feed")
        #expect(first.summary == FeedText("Text with <tags> that are text", kind: .text))
        #expect(first.content?.kind == .html)
        #expect(first.content.map { PlainText.trimmed($0.value) } == "<p>Read <a href=\"more.html\">more</a> &amp; more.</p><br>")
        #expect(first.contentBase == URL(string: "https://example.org/blog/posts/"))
        #expect(first.categories == ["Atom", "xml"])
        let second = feed.entries[1]
        #expect(second.link == URL(string: "https://other.example/x"))
        #expect(second.author == "Bo, cy@example.org")
        #expect(second.published == nil)
        #expect(second.date?.iso8601 == "2003-12-14T00:00:00+00:00")
        #expect(second.content?.plain == "HTML content")
    }

    @Test func atom03() throws {
        let feed = try document("""
            <?xml version="1.0" encoding="utf-8"?>
            <feed version="0.3" xmlns="http://purl.org/atom/ns#">
              <title>Old Atom</title><link rel="alternate" type="text/html" href="https://example.org/"/>
              <tagline>Subtitle</tagline><modified>2003-12-13T18:30:02Z</modified>
              <entry>
                <title>Escaped</title><link rel="alternate" type="text/html" href="https://example.org/1"/>
                <id>tag:example.org,2003:1</id><issued>2003-12-13T08:29:29-04:00</issued><modified>2003-12-13T18:30:02Z</modified>
                <author><name>Ann</name></author>
                <content type="text/html" mode="escaped">&lt;p&gt;Escaped HTML&lt;/p&gt;</content>
              </entry>
              <entry>
                <title>Encoded</title><link rel="alternate" href="https://example.org/2"/><id>tag:example.org,2003:2</id>
                <issued>2003-12-14T00:00:00Z</issued>
                <content type="text/html" mode="base64">PHA+QmFzZSA2NDwvcD4=</content>
              </entry>
            </feed>
            """)
        #expect(feed.format == .atom)
        #expect(feed.title == "Old Atom")
        #expect(feed.entries[0].published?.iso8601 == "2003-12-13T08:29:29-04:00")
        #expect(feed.entries[0].updated?.iso8601 == "2003-12-13T18:30:02+00:00")
        #expect(feed.entries[0].content?.plain == "Escaped HTML")
        #expect(feed.entries[1].content?.plain == "Base 64")
    }

    @Test func jsonFeed11And10() throws {
        let feed = try document("""
            {"version": "https://jsonfeed.org/version/1.1", "title": "JSON &amp; more", "home_page_url": "https://example.org/",
             "authors": [{"name": "Ann Lee"}],
             "items": [
               {"id": "1", "url": "https://example.org/1", "title": "First", "content_html": "<p>Hi</p>", "summary": "Short <b>text</b>",
                "date_published": "2003-06-10T04:00:00-05:00", "date_modified": "2003-06-11T04:00:00Z", "tags": ["a", "b"],
                "attachments": [{"url": "/1.mp3", "mime_type": "audio/mpeg", "size_in_bytes": 99}], "image": "1.png"},
               {"id": 2, "external_url": "https://elsewhere.example/", "content_text": "Just text", "authors": [{"name": "Bo"}]}
             ]}
            """)
        #expect(feed.format == .json)
        #expect(feed.title == "JSON & more")
        #expect(feed.link == URL(string: "https://example.org/"))
        #expect(feed.entries.count == 2)
        let first = feed.entries[0]
        #expect(first.title == "First" && first.guid == "1" && first.author == "Ann Lee")
        #expect(first.summary == FeedText("Short <b>text</b>", kind: .text))
        #expect(first.content == FeedText("<p>Hi</p>", kind: .html))
        #expect(first.published?.iso8601 == "2003-06-10T04:00:00-05:00")
        #expect(first.enclosures.first?.url == URL(string: "https://example.org/1.mp3"))
        #expect(first.image == URL(string: "https://example.org/blog/1.png"))
        let second = feed.entries[1]
        #expect(second.guid == "2")
        #expect(second.title == nil)
        #expect(second.displayTitle == "Just text")
        #expect(second.link == URL(string: "https://elsewhere.example/"))
        #expect(second.author == "Bo")
        let old = try document("""
            {"version": "https://jsonfeed.org/version/1", "title": "Old", "author": {"name": "Cy"},
             "items": [{"id": "x", "title": "One", "content_text": "t"}]}
            """)
        #expect(old.entries.first?.author == "Cy")
    }
}
