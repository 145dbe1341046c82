import Foundation
import Testing
import TestThreads

/// The reader's nineteenth round as a person meets it: a newsroom's page built the way
/// today's sites build them — the story streamed after the page by React (its parts hidden at
/// the end, each with a placeholder where it goes), a standfirst in the story's header,
/// two teasers to other stories inside it, an appeal for money hidden by a class, and a consent
/// centre that says more than the story — saved, read ahead and read offline in the next run.
/// And on the command line, the same page at 40 columns.
@Suite(.serialized, .ownThread) struct ReaderNewsroomEndToEndTests {
    static let page = """
        <!DOCTYPE html><html><head><meta charset="utf-8"><title>The weir holds | River News</title></head>
        <body><nav><a href="/">News</a> <a href="/rivers">Rivers</a></nav>
        <main><article><header><h1>The weir holds</h1><div class="lastchanged">Updated 17.06.2026 18:24</div>
        <p class="preface">The old weir on the Wend held through the night, and the town below it stayed dry for the first spring in three years.</p></header>
        <div class="article-body"><template id="B:0"></template><div class="skeleton"><div class="skeleton-line"></div></div></div>
        </article></main>
        <div hidden id="S:0"><p>Engineers had raised the weir by a metre in the winter, after the floods of the last two springs.</p>
        <div class="teaser"><h2><a href="/stories/levee.html">The levee that failed</a></h2><div class="teasertext"><p>More than eighty people asked the authority for rules on building near the river.</p></div></div>
        <div class="teaser"><h2><a href="/stories/gates.html">New gates for the mill race</a></h2><div class="teasertext"><p>The council will pay for two new gates at the mill race, it said on Friday.</p></div></div>
        <p>At midnight the water stood a hand's breadth below the new crest, and the wardens walked the bank until dawn.</p>
        <div class="support-box hidden"><h3>We need your help</h3><p>Would you join us to keep our stories free for all? Your gift keeps the newsroom going.</p></div>
        <template id="P:1"></template></div>
        <script>$RC("B:0","S:0")</script>
        <div hidden id="S:1"><p>By morning the river had fallen, and the mayor thanked the wardens by name at the town hall.</p></div>
        <div id="onetrust-consent-sdk"><div class="ot-main-content"><h2>Privacy preference centre</h2>
        <p>These cookies remember your choices, count your visits, and measure how well each part of the site works for you, with our partners.</p>
        <p>These cookies are set by our advertising partners, who build a profile of your interests and show you adverts on other sites.</p>
        <p>These cookies let us count visits and sources of traffic, so that we can measure and improve how the site performs for you.</p>
        <button>Confirm my choices</button></div></div>
        <footer>River News</footer></body></html>
        """

    static let paragraphs = [
        "The old weir on the Wend held through the night",
        "Engineers had raised the weir by a metre in the winter",
        "At midnight the water stood a hand's breadth below the new crest",
        "By morning the river had fallen",
    ]

    @Test func aStreamedStoryIsReadInOrderWithoutWhatThePageHides() throws {
        let (output, lines) = try ReaderEndToEndTests.readLines("/newsroom", width: 40)
        let text = lines.joined(separator: " ")
        let places = Self.paragraphs.map { text.range(of: $0)?.lowerBound }
        #expect(places.allSatisfy { $0 != nil }, "\(output)")
        #expect(places.compactMap { $0 } == places.compactMap { $0 }.sorted(), "in the story's order: \(output)")
        for absent in ["Would you join us", "These cookies", "Privacy preference centre", "More than eighty people", "two new gates"] {
            #expect(!text.contains(absent), "\(absent): \(output)")
        }
    }

    @Test func aStreamedStorySavedIsReadAheadAndReadOffline() throws {
        let site = try FeedStorySite(item: "The weir holds", story: Self.page)
        defer { site.server.stop() }
        let screen = try site.read(until: "the wardens walked the bank")
        #expect(screen.contains("The old weir on the Wend held"), "the standfirst: \(screen)")
        #expect(!screen.contains("These cookies") && !screen.contains("Would you join us"), "\(screen)")
        // The help names only what works here: the number keys start a link number in the
        // reader, so they are not offered as switching sources.
        try site.session.send("?")
        let help = try site.session.waitFor(text: "Keys")
        #expect(help.contains("open the article in your browser") && !help.contains("switch source"), "\(help)")
        try site.session.send("x")
        _ = try site.readToTheEnd(until: "thanked the wardens by name")
        try site.backToTheList()
        try site.saveThenReadOfflineInTheNextRun(shown: "thanked the wardens by name")
    }
}
