import Foundation
import Testing
import TestThreads

/// The reader's seventeenth round as a person meets it: a story whose lists are links — courses
/// under a heading that announces them, reports on other sites, and (since the thirty-third
/// round, as Readability keeps it) the site's own stories at its end — read whole with their
/// links numbered; the title its headline
/// shows whole, though a subheading repeats only its first part; then offline, from its copy.
/// And read on the command line: an advisory whose facts are a definition list, and a short
/// story beside a cookie notice whose box is named for content.
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

    static let advisory = """
        <!DOCTYPE html><html><head><meta charset="utf-8"><title>Security fixes in Ferry Timetable 124</title></head><body>
        <main><article><div class="advisory"><h2>Security fixes in Ferry Timetable 124</h2>
        <dl class="summary"><dt>Announced</dt><dd>December 2, 2026</dd><dt>Impact</dt><dd><span class="level">moderate</span></dd>
        <dt>Products</dt><dd>Ferry Timetable</dd><dt>Fixed in</dt><dd><ul><li>Ferry Timetable 124</li></ul></dd></dl>
        <section class="cve"><h4><a href="#c1">#RIVER-2026-31: Links would load when dragged to the address bar</a></h4>
        <dl class="summary"><dt>Reporter</dt><dd>Ann Lee</dd><dt>Impact</dt><dd>low</dd></dl>
        <h5>Description</h5><p>Dragging links to the address bar could cause them to be loaded, bypassing the restrictions the timetable sets</p></section>
        </div></article></main></body></html>
        """

    static let claim: String = {
        let topics = (1...6).map { "<a href=\"/law/\($0)\">Business law topic number \($0)</a>" }.joined(separator: " ")
        let also = "<ul class=\"read-also\">" + (1...4).map { "<li><a href=\"/story/\($0)\">Another story about disputes and their settlement, part \($0)</a></li>" }.joined() + "</ul>"
        return """
            <!DOCTYPE html><html><head><meta charset="utf-8"><title>Settling a claim without a court</title></head>
            <body><main class="main"><article class="post"><div class="post-content"><div class="post-head">\(topics)</div>
            <div class="post-pub"><h2>Settling a claim without a court</h2><div class="post-pub-info">
            <p>Going to court is, in most cases, slow, costly and damaging to a company's name, and the authority says so plainly.</p>
            <p>Settling by mediation, on the other hand, can be quicker, cheaper and calmer, though neither side may be made to accept it.</p>
            </div></div>\(also)</div></article>
            <div class="notice"><div class="notice-content"><div class="notice-desc">Our website uses cookies to offer you optimal navigation and
            personalized content. By continuing your browsing on our site, you agree to the use of cookies.</div><a href="/cookies">Learn More</a></div></div>
            </main></body></html>
            """
    }()

    @Test func readKeepsAnAdvisorysTableOfFacts() throws {
        let (output, lines) = try ReaderEndToEndTests.readLines("/advisory", width: 40)
        for fact in ["Announced", "December 2, 2026", "Impact", "moderate", "Products", "Ferry Timetable", "• Ferry Timetable 124", "Reporter", "Ann Lee", "low"] {
            #expect(lines.contains(fact), "\(fact): \(output)")
        }
        #expect(lines.joined(separator: " ").contains("bypassing the restrictions"), "\(output)")
    }

    @Test func readTakesTheStoryOverACookieNoticeNamedForContent() throws {
        let output = try ReaderEndToEndTests.read("/notice", ["--width", "40"]).output
        #expect(output.contains("Settling by"), "\(output)")
        #expect(!output.contains("cookies"), "\(output)")
    }

    @Test func listsOfLinksReadWithTheStoryThenOffline() throws {
        let site = try FeedStorySite(item: "The river school", story: Self.school, settings: "key.follow_link = L\n")
        defer { site.server.stop() }
        let top = try site.read(until: "Top three courses:")
        #expect(top.contains("How the river school teaches flood work (and what comes next)"), "the title whole: \(top)")
        #expect(top.components(separatedBy: "How the river school teaches flood work").count == 2, "said once, as the title: \(top)")
        #expect(top.contains("Reading a levee before it breaks[1] (Keepers' guild)"), "\(top)")
        let end = try site.readToTheEnd(until: "[6] https://reports.example/c")
        #expect(end.contains("A survey of the levees built since 1953[5]"), "\(end)")
        #expect(end.contains("Enrolment for the autumn closes"), "\(end)")
        #expect(end.contains("L link"), "the rebound key in the hint: \(end)")
        #expect(end.contains("River Wend, another of our stories[8]"), "the site's own stories: \(end)")
        try site.session.send("L")
        let asked = try site.session.waitFor(text: "Open link (1–8):")
        #expect(asked.contains("[3] https://harbour.example/boats"), "\(asked)")
        try site.session.send("Escape")
        try site.goOfflineAndQuit(stillShown: "River Wend, another of our stories")
    }
}
