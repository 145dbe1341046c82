import Foundation
import Testing
import TestThreads

/// The reader's seventeenth round as a person meets it: a story whose lists are links — courses
/// under a heading that announces them, reports on other sites — read whole with their links
/// numbered, while the list of the site's own stories at its end goes; the title its headline
/// shows whole, though a subheading repeats only its first part. Then offline, from its copy.
@Suite(.serialized, .ownThread) struct ReaderListsOfLinksEndToEndTests {
    static let school = """
        <!DOCTYPE html><html><head><meta charset="utf-8">
        <title>How the river school teaches flood work (and what comes next)</title>
        <meta property="og:title" content="How the river school teaches flood work (and what comes next)"></head>
        <body><nav><a href="/">Home</a> <a href="/news">News</a></nav><main><article>
        <h1>How the river school teaches flood work (and what comes next)</h1>
        <h2>How the river school teaches flood work</h2>
        <p>The river school opened its doors in the spring, after the flood had taken the old boathouse and most of the records kept in it since 1953.</p>
        <p>Teachers there say the courses were written by the keepers themselves, who wanted the next generation to know what the water does.</p>
        <h3>Top three courses:</h3>
        <ol><li><a href="https://keepers.example/levees">Reading a levee before it breaks</a> (Keepers' guild)</li>
        <li><a href="https://authority.example/gauges">Gauges, floats and the night watch</a> (River authority)</li>
        <li><a href="https://harbour.example/boats">Boats for the first hour of a flood</a> (Harbour school)</li></ol>
        <p>The school also points its students to the reports others wrote. Three of them are read in every first term.</p>
        <ul><li><a href="https://reports.example/a">The state of the river in 2025</a></li>
        <li><a href="https://reports.example/b">A survey of the levees built since 1953</a></li>
        <li><a href="https://reports.example/c">What the weir's keepers saw that night</a></li></ul>
        <p>Enrolment for the autumn closes at the end of the month, and the school expects more applicants than places.</p>
        <ul><li><a href="/news">A saved news page from this site</a></li><li><a href="/river">River Wend, another of our stories</a></li></ul>
        </article></main><footer>River Notes</footer></body></html>
        """

    @Test func listsOfLinksReadWithTheStoryAndTheSitesOwnRailGoesThenOffline() throws {
        let site = try FeedStorySite(item: "The river school", story: Self.school, settings: "key.follow_link = L\n")
        defer { site.server.stop() }
        let top = try site.read(until: "Top three courses:")
        #expect(top.contains("How the river school teaches flood work (and what comes next)"), "the title whole: \(top)")
        #expect(top.components(separatedBy: "How the river school teaches flood work").count == 2, "said once, as the title: \(top)")
        #expect(top.contains("Reading a levee before it breaks[1] (Keepers' guild)"), "\(top)")
        try site.session.send("G")
        let end = try site.session.waitFor(text: "[6] https://reports.example/c")
        #expect(end.contains("A survey of the levees built since 1953[5]"), "\(end)")
        #expect(end.contains("Enrolment for the autumn closes"), "\(end)")
        #expect(end.contains("L link"), "the rebound key in the hint: \(end)")
        #expect(!end.contains("another of our stories"), "the site's own rail: \(end)")
        try site.session.send("L")
        let asked = try site.session.waitFor(text: "Open link (1–6):")
        #expect(asked.contains("[3] https://harbour.example/boats"), "\(asked)")
        try site.session.send("Escape")
        try site.goOfflineAndQuit(stillShown: "Links")
    }
}
