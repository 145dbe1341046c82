import Foundation
import Testing
import TestThreads

/// The reader's eighteenth round as a person meets it: a manual's page read whole — its
/// methods listed under a documentation tool's "h2-related" marks, a warning's kind, code
/// with the highlighter's gutter of line numbers beside it, a table of links in a box that scrolls it —
/// with its links numbered to follow, then offline from its copy. And on the command line, a
/// short page of linked sentences, each in a wrapper of its own, inside a box whose style
/// settings end in "display: none".
@Suite(.serialized, .ownThread) struct ReaderDocsEndToEndTests {
    static let manual = """
        <!DOCTYPE html><html><head><meta charset="utf-8"><title>The gauge module | River Docs</title></head>
        <body><nav class="site-nav"><a href="/">Docs</a> <a href="/api">API</a></nav>
        <main><article class="article"><h1>The gauge module</h1>
        <section class="chapter h1-related"><h2 id="methods">Methods&#xFEFF;</h2>
        <p class="article__p h2-related">Use these methods to read the river's gauges from a script.</p>
        <dl class="definition-list h2-related">
        <div class="group"><dt id="level"><a href="https://dev.example.org/level">level()</a></dt><dd><p class="article__p child">Returns the height of the water at the weir, in metres.</p></dd></div>
        <div class="group"><dt id="open"><a href="https://dev.example.org/open">open(name)</a></dt><dd><p class="article__p child">Opens the gauge of that name and returns it.</p></dd></div>
        </dl>
        <div class="admonition warning"><p class="admonition-title">Warning</p><p>Never open both gates of the weir at once.</p></div>
        <p class="article__p h2-related">A script that prints the level each hour:</p>
        <table class="highlighttable"><tr><td class="linenos"><div class="linenodiv"><pre>1
        2
        3</pre></div></td><td class="code"><div class="highlight"><pre><span class="kn">import</span> gauge
        <span class="k">for</span> hour <span class="ow">in</span> range(24):
            print(gauge.level())</pre></div></td></tr></table>
        <p class="article__p h2-related">The gauges the module knows, with their pages:</p>
        <div class="max-w-full overflow-auto"><table><thead><tr><th>Gauge</th><th>River</th><th>Page</th></tr></thead><tbody>
        <tr><td>Weir</td><td>Wend</td><td><a href="https://gauges.example.org/weir">gauges/weir</a></td></tr>
        <tr><td>Mill</td><td>Wend</td><td><a href="https://gauges.example.org/mill">gauges/mill</a></td></tr>
        <tr><td>Harbour</td><td>Lode</td><td><a href="https://gauges.example.org/harbour">gauges/harbour</a></td></tr>
        </tbody></table></div>
        <p class="article__p h2-related">See the full reference for more details.</p>
        </section></article></main><footer>River Docs</footer></body></html>
        """

    static let shortPage = """
        <!DOCTYPE html><html><head><meta charset="utf-8"><title>Developers - River Docs</title></head>
        <body><div class="published-container" style="--footer-display: none; --graph-controls-display: none;">
        <div class="left-column"><div class="nav-view"><a href="/start">Start</a> <a href="/developers">Developers</a> <a href="/donate">Donate</a></div></div>
        <div class="center-column"><div class="render-container"><div class="preview-view"><div class="mod-header"><h1>Developers</h1></div>
        <div class="el-p"><p>If you know the gauges' <a href="/scripting">scripting language</a>, you can write plug-ins of your own.</p></div>
        <div class="el-p"><p>To learn more, see <a href="https://dev.example.org">the developer documentation</a>.</p></div>
        <div class="el-p"><p>Help improve the docs by sending a change to <a href="https://code.example.org/docs">the documentation repository</a>.</p></div>
        </div></div></div></div></body></html>
        """

    @Test func readTakesAShortPageOfLinkedSentencesInWrappers() throws {
        let (output, lines) = try ReaderEndToEndTests.readLines("/short", width: 40)
        let text = lines.joined(separator: " ")
        for sentence in ["you can write plug-ins of your own.", "To learn more, see the developer documentation[2].",
                         "the documentation repository[3]."] {
            #expect(text.contains(sentence), "\(sentence): \(output)")
        }
        #expect(!text.contains("Donate"), "\(output)")
    }

    @Test func aManualsPageReadWholeWithItsLineNumbersBesideTheCodeThenOffline() throws {
        let site = try FeedStorySite(item: "The gauge module", story: Self.manual, settings: "key.follow_link = L\n")
        defer { site.server.stop() }
        let top = try site.read(until: "Never open both gates")
        for line in [" Methods\n", " level()[1]\n", "Returns the height of the water at the weir, in metres.", " open(name)[2]\n", " Warning\n"] {
            #expect(top.contains(line), "\(line): \(top)")
        }
        let end = try site.readToTheEnd(until: "[5] https://gauges.example.org/harbour")
        #expect(end.contains("   1  import gauge\n   2  for hour in range(24):\n   3      print(gauge.level())"), "the gutter beside the code: \(end)")
        #expect(end.contains("Weir    │ Wend  │ gauges/weir[3]"), "\(end)")
        #expect(end.contains("See the full reference for more details."), "\(end)")
        try site.session.send("L")
        try site.session.waitFor(text: "Open link (1–5):")
        try site.session.send("Escape")
        try site.goOfflineAndQuit(stillShown: "print(gauge.level())")
    }
}
