import Foundation
import Testing
@testable import Feeds

func rss(_ items: String, channel: String = "<title>T</title><link>https://example.org/</link>", attributes: String = "") -> String {
    "<?xml version=\"1.0\"?><rss version=\"2.0\"\(attributes)><channel>\(channel)\(items)</channel></rss>"
}

/// What real feeds do that the specifications do not say.
@Suite struct RealWorldQuirkTests {
    @Test func rssTitlesAreHTMLOnlyWhenTheyLookLikeIt() throws {
        let feed = try document(rss("""
            <item><title>&lt;b&gt;Bold&lt;/b&gt; move</title><guid>1</guid></item>
            <item><title>Using &lt;div&gt; tags</title><guid>2</guid></item>
            <item><title>AT&amp;amp;T &amp;#8217;s deal</title><guid>3</guid></item>
            <item><title><![CDATA[Caf&eacute; <i>culture</i>]]></title><guid>4</guid></item>
            <item><title>5 &lt; 6 &amp;&amp; 7 &gt; 6</title><guid>5</guid></item>
            <item><title>  Spaced
               out\ttitle  </title><guid>6</guid></item>
            <item><title>Generics: &lt;Element&gt; and &lt;/Element&gt;</title><guid>7</guid></item>
            """))
        #expect(feed.entries.map(\.title) == ["Bold move", "Using <div> tags", "AT&T ’s deal", "Café culture", "5 < 6 && 7 > 6", "Spaced out title",
                                             "Generics: <Element> and </Element>"])
    }

    @Test func atomTextIsTextWhateverItHolds() throws {
        let feed = try document("""
            <feed xmlns="http://www.w3.org/2005/Atom"><title>Feed</title>
            <entry><id>1</id><title type="text">&lt;b&gt;not bold&lt;/b&gt; &amp;amp;</title></entry>
            <entry><id>2</id><title>AT&amp;T</title></entry>
            </feed>
            """)
        #expect(feed.entries.map(\.title) == ["<b>not bold</b> &amp;", "AT&T"])
    }

    @Test func escapeSequencesInAnyFieldAreNeutralized() throws {
        let feed = try document(rss("""
            <item><title>Evil&#27;[2J&#x1b;]0;pwned&#7;Title</title><author>x@y.org (Mal&#x9b;31mory)</author><guid>1</guid>
            <category>tag&#27;[31m</category></item>
            """, channel: "<title>\u{202E}Reversed</title>"))
        let entry = try #require(feed.entries.first)
        for text in [entry.title, entry.author, feed.title] + entry.categories.map(Optional.some) {
            let scalars = (text ?? "").unicodeScalars
            #expect(!scalars.contains { $0.value == 0x1B || $0.value == 0x9B || $0.value == 0x07 || $0.value == 0x202E }, "\(text ?? "")")
        }
        #expect(entry.title?.contains("Title") == true)
    }

    @Test func linksAreResolvedAndOnlyWebAddressesKept() throws {
        let feed = try document(rss("""
            <item><title>relative</title><link>posts/1</link></item>
            <item><title>root-relative</title><link>  /posts/2
            </link></item>
            <item><title>protocol-relative</title><link>//cdn.example.net/3</link></item>
            <item><title>script</title><link>javascript:alert(1)</link><guid isPermaLink="true">https://example.org/guid-link</guid></item>
            <item><title>file</title><link>file:///etc/passwd</link></item>
            <item><title>spaces</title><link>https://example.org/a b</link></item>
            <item><title>no link, permalink guid</title><guid>https://example.org/from-guid</guid></item>
            <item><title>no link, opaque guid</title><guid>urn:uuid:1234</guid></item>
            """, channel: "<title>T</title><link>/</link>"))
        #expect(feed.link == URL(string: "https://example.org/"))
        #expect(feed.entries.map { $0.link?.absoluteString } == [
            "https://example.org/blog/posts/1", "https://example.org/posts/2", "https://cdn.example.net/3",
            "https://example.org/guid-link", nil, "https://example.org/a%20b", "https://example.org/from-guid", nil,
        ])
    }

    @Test func xmlBaseNestsAndNeverLeadsOffTheWeb() throws {
        let feed = try document("""
            <feed xmlns="http://www.w3.org/2005/Atom" xml:base="http://a.example/x/">
              <entry xml:base="y/"><id>1</id><link href="z"/>
                <content type="html" xml:base="/c/">&lt;a href="d"&gt;d&lt;/a&gt;</content></entry>
              <entry xml:base="file:///etc/"><id>2</id><link href="passwd"/></entry>
              <entry><id>3</id><link href="../up"/></entry>
            </feed>
            """)
        #expect(feed.entries[0].link == URL(string: "http://a.example/x/y/z"))
        #expect(feed.entries[0].contentBase == URL(string: "http://a.example/c/"))
        // A file: base is not followed; the link resolves against the base above it.
        #expect(feed.entries[1].link == URL(string: "http://a.example/x/passwd"))
        #expect(feed.entries[2].link == URL(string: "http://a.example/up"))
    }

    @Test func theNestedImageAndSourceNeverOverrideTheFeedsOwnFields() throws {
        let feed = try document(rss("""
            <item><title>Item</title><source url="https://other/">Other title</source><guid>1</guid></item>
            """, channel: "<image><title>Logo</title><link>https://logo/</link></image><title>Real</title><link>https://real.example/</link>"))
        #expect(feed.title == "Real")
        #expect(feed.link == URL(string: "https://real.example/"))
        #expect(feed.entries.first?.title == "Item")
    }

    @Test func authorsInEveryForm() throws {
        let feed = try document(rss("""
            <item><guid>1</guid><author>ann@example.org (Ann Lee)</author></item>
            <item><guid>2</guid><author>Bo Chen &lt;bo@example.org&gt;</author></item>
            <item><guid>3</guid><author>cy@example.org</author></item>
            <item><guid>4</guid><dc:creator>Dee</dc:creator><dc:creator>Eve</dc:creator><dc:creator>Dee</dc:creator></item>
            <item><guid>5</guid><itunes:author>Podcaster</itunes:author></item>
            <item><guid>6</guid></item>
            """, attributes: " xmlns:dc=\"http://purl.org/dc/elements/1.1/\" xmlns:itunes=\"http://www.itunes.com/dtds/podcast-1.0.dtd\""))
        #expect(feed.entries.map(\.author) == ["Ann Lee", "Bo Chen", "cy@example.org", "Dee, Eve", "Podcaster", nil])
    }

    @Test func identityIsTheGuidElseTheLinkElseTheTitleAndNeverTheOrder() throws {
        let feed = try document(rss("""
            <item><title>A</title><link>https://example.org/a</link><guid>g-a</guid></item>
            <item><title>B</title><link>https://example.org/b</link></item>
            <item><title>C</title></item>
            <item><description>Only text</description></item>
            <item></item>
            """))
        #expect(feed.entries.map(\.identity) == ["g-a", "https://example.org/b", "C", "Only text"])
        // The same guid on every item (the site's address, say): each is told apart by its link.
        let shared = try document(rss("""
            <item><title>One</title><link>https://example.org/1</link><guid>https://example.org/</guid></item>
            <item><title>Two</title><link>https://example.org/2</link><guid>https://example.org/</guid></item>
            <item><title>Two</title><link>https://example.org/2</link><guid>https://example.org/</guid></item>
            """))
        #expect(shared.entries.count == 2, "an item listed twice is one item")
        #expect(Set(shared.entries.map(\.identity)).count == 2)
        #expect(shared.entries.allSatisfy { $0.identity.hasPrefix("https://example.org/\n") })
    }

    @Test func missingDatesStayMissing() throws {
        let feed = try document(rss("<item><title>Undated</title><guid>1</guid><pubDate>sometime</pubDate></item>"))
        #expect(feed.entries.first?.published == nil && feed.entries.first?.date == nil)
    }

    @Test func rssDialectsAndBrokenNamespacesStillRead() throws {
        // UserLand's namespace on RSS 2.0; items directly under <rss>; Atom without its namespace.
        let userland = try document("<rss xmlns=\"http://backend.userland.com/rss2\" version=\"2.0\"><channel><title>U</title><item><title>I</title><guid>1</guid></item></channel></rss>")
        #expect(userland.entries.first?.title == "I")
        let bare = try document("<rss><item><title>Loose</title><guid>1</guid></item></rss>")
        #expect(bare.entries.first?.title == "Loose")
        let atom = try document("<feed><title>No namespace</title><entry><id>1</id><title>E</title><link href=\"https://example.org/e\"/></entry></feed>")
        #expect(atom.format == .atom && atom.entries.first?.link == URL(string: "https://example.org/e"))
    }

    @Test func sloppyMarkupAroundTheFeedIsForgiven() throws {
        // A stray ampersand, an undeclared entity, a tag closed twice, garbage after the root.
        let feed = try document("""

              <?xml version="1.0" encoding="utf-8"?>
            <rss version="2.0"><channel><title>Tom & Jerry&nbsp;Show</title>
            <item><title>First</title><description>&lt;p&gt;One &amp; two&lt;/p&gt;</description><guid>1</guid></item></b>
            <item><title>Second &hellip;</title><description>&lt;p&gt;Still &lt;b&gt;markup&lt;/b&gt;&lt;/p&gt;</description><guid>2</guid></item>
            </channel></rss>
            trailing junk <p>
            """)
        #expect(feed.title == "Tom & Jerry Show")
        #expect(feed.entries.map(\.title) == ["First", "Second …"])
        #expect(feed.entries[1].summary?.value == "<p>Still <b>markup</b></p>")
    }

    @Test func unescapedHTMLInsideADescriptionIsKeptAsHTML() throws {
        let feed = try document(rss("<item><guid>1</guid><description><p>Inline <a href=\"/x\">link</a> &amp; <br/>more</p></description></item>"))
        #expect(feed.entries.first?.summary?.value == "<p>Inline <a href=\"/x\">link</a> & <br>more</p>")
        #expect(feed.entries.first?.summary?.plain == "Inline link &\nmore")
    }

    @Test func aTruncatedFeedKeepsWhatArrived() throws {
        let feed = try document(rss("<item><title>Whole</title><guid>1</guid></item><item><title>Cut off mid-ti").replacingOccurrences(of: "</channel></rss>", with: ""))
        #expect(feed.entries.first?.title == "Whole")
    }

    @Test func mediaAndYouTubeStyleAtom() throws {
        let feed = try document("""
            <feed xmlns="http://www.w3.org/2005/Atom" xmlns:media="http://search.yahoo.com/mrss/">
              <title>Channel</title>
              <entry><id>yt:video:1</id><title>Video</title><link rel="alternate" href="https://video.example/watch?v=1"/>
                <media:group><media:title>Video</media:title><media:content url="https://video.example/v/1" type="application/x-shockwave-flash"/>
                  <media:thumbnail url="https://i.example/1.jpg"/><media:description>What the video is about.</media:description></media:group>
              </entry>
            </feed>
            """)
        let entry = try #require(feed.entries.first)
        #expect(entry.summary?.plain == "What the video is about.")
        #expect(entry.image == URL(string: "https://i.example/1.jpg"))
        #expect(entry.enclosures.first?.url == URL(string: "https://video.example/v/1"))
    }
}
