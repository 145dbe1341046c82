import Foundation
import Testing
import ReaderFixtures
import TestThreads
@testable import Reader

/// Pages of kinds the news corpora hardly hold (a study's record, a newsletter's issue, a
/// song's words), each written for the test from what a page of its kind was seen to lose.
@Suite("Pages that are not news stories", .ownThread)
struct PagesBeyondNewsTests {
    static func read(_ html: String) -> Article? { Pages.extract(html) }

    /// Reads `page` and checks that its text holds each of `present` and none of `absent`.
    static func expect(_ page: String, holds present: [String], lacks absent: [String] = [],
                       sourceLocation: SourceLocation = #_sourceLocation) throws {
        let text = try #require(read(page), sourceLocation: sourceLocation).text
        for part in present { #expect(text.contains(part), "\(part)", sourceLocation: sourceLocation) }
        for part in absent { #expect(!text.contains(part), "\(part)", sourceLocation: sourceLocation) }
    }

    /// A study's record: its parts in a table's cells, each scoring a little, and its
    /// reference list scoring best alone for the commas between authors' names.
    static let study = """
        <!DOCTYPE html><html><head><meta charset="utf-8"><title>Sediment in the lower river | River Studies</title></head><body>
        <nav><ul><li><a href="/">Home</a></li><li><a href="/studies">Studies</a></li><li><a href="/about">About</a></li></ul></nav>
        <div class="record"><h1>Sediment in the lower river</h1>
        <div class="part"><h2>Brief summary</h2><table class="layout"><tr><td><div>The study measures, over two winters, how much sediment the lower river carries, where it settles, and how the new weirs change that, at six stations, by boat and from the banks.</div><div>Samples are taken weekly, at six stations, by boat and from the banks, and weighed, dried and sieved, by hand, in the authority's laboratory, as in 1998.</div><div>Readings are sent, each evening, to the authority, which publishes them, with the samples' weights, on its website, every Monday.</div></td></tr></table></div>
        <div class="part"><h2>Detailed description</h2><table class="layout"><tr><td><div>Earlier surveys, made in 1998, 2004 and 2011, found the channel narrowing, the banks rising and the spawning beds silting up, but never measured the load itself, in floods or otherwise.</div><div>This study adds continuous turbidity readings, calibrated against the samples, so that floods, which carry most of the load, are not missed, by night or by day.</div><div>The readings, the samples and the maps are kept, together, in one archive, open to anyone, for ten years, after the study ends.</div></td></tr></table></div>
        <div class="part"><h2>Eligibility</h2><table class="layout"><tr><td><div>Stations were chosen where the channel is stable, the banks are public land, and a boat can be launched safely, in high water, in every season, by two people.</div><div>Two stations, above and below each weir, compare what the weirs hold back with what passes, in floods and in low water alike, in winter and in summer.</div><div>Stations on private land, in the harbour, or above the old mill were left out, as were the tributaries, the canals and the lakes.</div></td></tr></table></div>
        <div class="part"><h2>Outcome measures</h2><table class="layout"><tr><td><div>The load in tonnes a day, the share of fine silt, sand and gravel, and the depth of new deposits on the spawning beds, measured each spring, at each station, by the same team.</div><div>Secondary measures are the channel's width, the height of the banks, and the number of fish counted at the ladders, as before, in May, June and July.</div><div>Costs, hours, boats and fuel are recorded too, so that the next survey, in 2030, can be planned, budgeted and staffed in time.</div></td></tr></table></div>

        <div class="more"><h2>More information</h2><ul><li><a href="/studies/sediment/contacts">Contacts and locations</a></li><li><a href="/studies/sediment/history">History of changes</a></li><li><a href="/studies/sediment/results">Results</a></li></ul>
        <div class="publications"><h3>Publications</h3>
        <p>Lee A, Chan B, Ortiz C, Novak D, Berg E, Quinn F, Ruiz G, Stone H, Ward I, Young J, Adams K. <a href="https://doi.example.org/10.1000/5272">Sediment budgets of regulated rivers: a review, with notes on method, cost and error</a>. J River Sci. 2009;11(4):201-19.</p>
        <p>Lee A, Chan B, Ortiz C, Novak D, Berg E, Quinn F, Ruiz G, Stone H, Ward I, Young J, Adams K. <a href="https://doi.example.org/10.1000/3898">Turbidity as a proxy for suspended load in small rivers, calibrated, validated and compared</a>. J River Sci. 2009;11(4):201-19.</p>
        <p>Lee A, Chan B, Ortiz C, Novak D, Berg E, Quinn F, Ruiz G, Stone H, Ward I, Young J, Adams K. <a href="https://doi.example.org/10.1000/4859">Silt on spawning beds below weirs: five years of counts, with maps, tables and photographs</a>. J River Sci. 2009;11(4):201-19.</p>
        <p>Lee A, Chan B, Ortiz C, Novak D, Berg E, Quinn F, Ruiz G, Stone H, Ward I, Young J, Adams K. <a href="https://doi.example.org/10.1000/137">Weirs, locks and ladders: a century of changes on the lower river, with an atlas</a>. J River Sci. 2009;11(4):201-19.</p>
        </div></div></div>
        <footer><p>Copyright River Studies. <a href="/privacy">Privacy</a></p></footer>
        </body></html>
        """

    @Test("A record in parts is read whole, not as its reference list")
    func recordInParts() throws {
        try Self.expect(Self.study, holds: [
            "The study measures, over two winters", "Earlier surveys, made in 1998",
            "Stations were chosen where the channel is stable", "The load in tonnes a day",
            "Turbidity as a proxy for suspended load",
        ])
    }

    /// A newsletter's issue: each item headed by a link to what it discusses.
    static let newsletter = """
        <!DOCTYPE html><html><head><meta charset="utf-8"><title>River notes, issue 12 | River Notes</title></head><body>
        <nav><ul><li><a href="/">Home</a></li><li><a href="/archive">Archive</a></li><li><a href="/about">About</a></li></ul></nav>
        <main><div class="issue">
        <h1>River notes, issue 12</h1>
        <p>Welcome to the twelfth issue. This week the authority published its flood report, the weirs reopened and a reader sent photographs of the new fish ladder.</p>
        <h2><a href="https://authority.example.net/reports/flood-2026">The authority's flood report is out</a></h2>
        <p>The report runs to ninety pages, and most of it is maps. What matters is on page twelve: the levee held because it was raised in time, not because the flood was small.</p>
        <h2><a href="https://weirs.example.com/news/reopened">Both weirs reopened on Monday</a></h2>
        <p>After six weeks of repairs the gates move again. Boats can pass from Tuesday, though the lock keepers ask for a day's notice while the new controls are tested.</p>
        <h2><a href="https://photos.example.org/ladder">A reader's photographs of the fish ladder</a></h2>
        <p>Ann sent twelve photographs taken at dawn. The salmon are back, and the counter at the top of the ladder recorded forty of them in the first week.</p>
        <p>That is all for this week. Write to us with what you saw on the river, and we will print the best of it in the next issue.</p>
        </div></main>
        <footer><p>Copyright River Notes. <a href="/privacy">Privacy</a></p></footer>
        </body></html>
        """

    @Test("A heading that links elsewhere and opens a part of the story stays")
    func newsletterHeadings() throws {
        try Self.expect(Self.newsletter, holds: [
            "The authority's flood report is out", "Both weirs reopened on Monday", "A reader's photographs of the fish ladder",
            "The report runs to ninety pages",
        ])
        // A roundup's items, each numbered, its link headed over one short sentence.
        let items = (1...4).map { "<h2>\($0). <a href=\"https://shop.example.com/items/\($0)\">Item \($0)</a></h2><p>Why item \($0) is worth a look, said in one short sentence of its own.</p>" }.joined()
        let roundup = "<!DOCTYPE html><html><head><title>Weekly roundup</title></head><body><main><article><h1>Weekly roundup</h1>"
            + "<p>Here are the things we liked this week, each with a line on why it is worth your time and money.</p>" + items + "</article></main></body></html>"
        try Self.expect(roundup, holds: ["1. Item 1", "4. Item 4", "Why item 3 is worth a look"])
    }

    /// Cards after a story, each a linked heading and a line under it.
    static let teasers = """
        <!DOCTYPE html><html><head><meta charset="utf-8"><title>The levee held | River Times</title></head><body>
        <main><article class="story"><h1>The levee held</h1>
        <p>The levee held through the night because it was raised in time. Engineers had added a metre to it in May, after the spring survey, and the water stopped short of the top by a hand's width.</p>
        <p>By morning the river had fallen, and the town's streets were dry. The authority's chair said the work had paid for itself in one night, and that the next stretch would be raised before winter.</p>
        <p>Residents gathered on the bank at dawn to watch the water go down. Some had stayed up all night with sandbags, which in the end were not needed.</p>
        </article>
        <div class="more"><div class="card"><h3><a href="/weirs">Both weirs reopened on Monday after repairs</a></h3><p>After six weeks the gates move again, and boats can pass from Tuesday on.</p></div>
        <div class="card"><h3><a href="/ladder">Salmon are back at the fish ladder this spring</a></h3><p>The counter at the top recorded forty salmon in the first week of the season.</p></div>
        <div class="card"><h3><a href="/bridge">The old bridge will close for a month of work</a></h3><p>The council says the bridge needs new bearings before the heavy lorries return.</p></div></div>
        </main></body></html>
        """

    @Test("A card's linked heading over its line still goes")
    func teaserCardsStillGo() throws {
        try Self.expect(Self.teasers, holds: ["The levee held through the night"], lacks: ["Both weirs reopened on Monday after repairs", "Salmon are back at the fish ladder"])
    }

    /// A song's words in the story, every line a link to what people said of it.
    static let lyrics = """
        <!DOCTYPE html><html><head><meta charset="utf-8"><title>River song lyrics | Song Notes</title></head><body>
        <nav><ul><li><a href="/">Home</a></li><li><a href="/songs">Songs</a></li></ul></nav>
        <div class="song"><h1>River song</h1>
        <p>The song was written in one night after the flood, and the town's choir sang it at the reopening of the bridge. Each line below links to what people have said about it.</p>
        <p><a href="/river-song#note-1">We watched the water climbing</a><br>
        <a href="/river-song#note-2">We stacked the bags by hand</a><br>
        <a href="/river-song#note-3">The levee held till morning</a><br>
        <a href="/river-song#note-4">And the river kept its band</a><br>
        <a href="/river-song#note-5">Oh river, gentle river</a><br>
        <a href="/river-song#note-6">Stay inside your banks tonight</a></p>
        <p>The choir recorded it in the spring, and the recording is played every year on the night the levee held.</p>
        </div>
        <footer><p>Copyright Song Notes. <a href="/privacy">Privacy</a></p></footer>
        </body></html>
        """

    @Test("A paragraph that is all links inside the story stays")
    func paragraphOfLinks() throws {
        try Self.expect(Self.lyrics, holds: [
            "We watched the water climbing", "Stay inside your banks tonight",
            "The choir recorded it in the spring",
        ])
    }

    /// An encyclopedia's article: its facts in a table beside the lead, a picture and its
    /// caption in one cell, a list in another.
    static let encyclopedia = """
        <!DOCTYPE html><html><head><meta charset="utf-8"><title>River Wend - Encyclopedia</title></head><body>
        <div id="content" class="mw-body" role="main"><h1 id="firstHeading">River Wend</h1>
        <div id="bodyContent"><div class="mw-parser-output">
        <table class="infobox"><tr><th colspan="2">River Wend</th></tr>
        <tr><td colspan="2"><img alt="" src="/Wend.jpg" width="250" height="180"><div>The Wend at Aldbury</div></td></tr>
        <tr><th scope="row">Country</th><td><a href="/wiki/England">England</a></td></tr>
        <tr><th scope="row">Length</th><td>64 km (40 mi)</td></tr>
        <tr><th scope="row">Basin size</th><td>880 km<sup>2</sup></td></tr>
        <tr><th scope="row">Mouth</th><td>River <a href="/wiki/Lode">Lode</a>, at <i>Marsham</i></td></tr>
        <tr><th scope="row">Tributaries</th><td><div class="plainlist"><ul><li>Brook</li><li>Sill</li><li>Ember</li></ul></div></td></tr></table>
        <p>The <b>River Wend</b> is a river in the south of England. It rises on the chalk downs near Ashcombe and flows north-east for 64 kilometres to join the River Lode at Marsham.</p>
        <p>The river is known for its floods, which are recorded from 1309, and for the levee built at Aldbury after the flood of 1953, raised again in 2026.</p>
        <h2>Course</h2>
        <p>The Wend rises from springs at Ashcombe, at about 180 metres above sea level, and runs in a narrow valley through Fenwick and Aldbury before it widens.</p>
        </div></div></div>
        <div id="footer" role="contentinfo"><p>This page was last edited on 3 May 2026.</p></div>
        </body></html>
        """

    @Test("An infobox's facts come with the article, its picture's caption and list cells notwithstanding")
    func infoboxBesideTheLead() throws {
        try Self.expect(Self.encyclopedia, holds: [
            "Length 64 km (40 mi)", "Tributaries Brook Sill Ember",
            "The River Wend is a river in the south of England.",
        ])
    }

    @Test("A wiki's box of its subject's topics, a table under a heading cell, stays as Readability keeps it, however it is named; one laid out without a heading cell, or given navigation's role, goes")
    func topicsBoxUnderAHeadingCell() throws {
        func page(heading: Bool, role: String = "") -> String {
            let top = heading ? "<tr><th><a href=\"/wiki/Hydrology\">Hydrology</a> and<br><a href=\"/wiki/Rivers\">rivers</a></th></tr>"
                : "<tr><td><a href=\"/wiki/Hydrology\">Hydrology</a> and <a href=\"/wiki/Rivers\">rivers</a></td></tr>"
            let topics = (0..<8).map { "<li><a href=\"/wiki/T\($0)\">Topic number \($0)</a></li>" }.joined()
            let box = "<table class=\"vertical-navbox nowraplinks\"\(role.isEmpty ? "" : " role=\"\(role)\"")><tbody>\(top)<tr><td>"
                + "<div class=\"NavFrame collapsed\"><div class=\"NavHead\">Topics</div><div class=\"NavContent\"><ul>\(topics)</ul></div></div></td></tr></tbody></table>"
            return "<!DOCTYPE html><html><head><meta charset=\"utf-8\"><title>Flood of 1911 - Wikipedia</title></head><body><div id=\"content\" class=\"mw-body\">"
                + "<h1 id=\"firstHeading\">Flood of 1911</h1><div id=\"mw-content-text\"><div class=\"mw-parser-output\">" + box + FailureClassTests.paragraphs(1...8)
                + "</div></div></div><div id=\"mw-navigation\"><a href=\"/\">Main page</a></div></body></html>"
        }
        try Self.expect(page(heading: true), holds: ["Hydrology and", "Topics", "Topic number 0", "Topic number 7", FailureClassTests.sentence(8)])
        try Self.expect(page(heading: false), holds: [FailureClassTests.sentence(1)], lacks: ["Topic number"])
        try Self.expect(page(heading: true, role: "navigation"), holds: [FailureClassTests.sentence(1)], lacks: ["Topic number"])
    }

    @Test("A cell's words run on where the page puts no space between them (km², a link before its comma)")
    func cellWordsRunOnAsShown() throws {
        try Self.expect(Self.encyclopedia, holds: ["Basin size 880 km2", "Mouth River Lode, at Marsham"], lacks: ["km 2", "Lode ,"])
        let article = try #require(Self.read(Self.encyclopedia))
        let mouth = try #require(article.blocks.first { $0.text.contains("Mouth") })
        #expect(mouth.markedText.contains("Lode[") && mouth.markedText.contains("], at Marsham"))
    }

    /// A reference page: every heading a link to itself, one section only an example's code,
    /// another only a table.
    static let reference = """
        <!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Array.prototype.flat() - Web docs</title></head><body>
        <header class="page-header"><a href="/" class="logo">Web docs</a><nav class="main-nav"><ul><li><a href="/docs/web">References</a></li><li><a href="/docs/learn">Guides</a></li></ul></nav></header>
        <div class="page-layout"><aside class="sidebar"><h4>Related Topics</h4><ol><li><a href="/Array/at">Array.prototype.at()</a></li><li><a href="/Array/concat">Array.prototype.concat()</a></li><li><a href="/Array/flat">Array.prototype.flat()</a></li><li><a href="/Array/flatMap">Array.prototype.flatMap()</a></li></ol></aside>
        <main id="content" class="main-content"><article class="main-page-content" lang="en-US">
        <header><h1>Array.prototype.flat()</h1></header>
        <div class="section-content"><p>The <code><strong>flat()</strong></code> method of <a href="/Array">Array</a> instances creates a new array with all sub-array elements concatenated into it recursively up to the specified depth.</p></div>
        <section aria-labelledby="syntax"><h2 id="syntax"><a href="#syntax">Syntax</a></h2><div class="code-example"><pre class="brush: js notranslate"><code>flat()
        flat(depth)</code></pre></div></section>
        <section aria-labelledby="parameters"><h3 id="parameters"><a href="#parameters">Parameters</a></h3><div class="section-content"><dl><dt id="depth"><code>depth</code> <span class="badge inline optional">Optional</span></dt><dd><p>The depth level specifying how deep a nested array structure should be flattened. Defaults to 1.</p></dd></dl></div></section>
        <section aria-labelledby="return_value"><h3 id="return_value"><a href="#return_value">Return value</a></h3><div class="section-content"><p>A new array with the sub-array elements concatenated into it.</p></div></section>
        <section aria-labelledby="description"><h2 id="description"><a href="#description">Description</a></h2><div class="section-content"><p>The <code>flat()</code> method is a copying method. It does not alter <code>this</code> but instead returns a shallow copy that contains the same elements as the ones from the original array.</p><p>The <code>flat()</code> method removes empty slots if the array being flattened is sparse. For example, if <code>depth</code> is 1, both empty slots in the root array and in the first level of nested arrays are ignored, but empty slots in further nested arrays are preserved with the arrays themselves.</p>
        <div class="notecard note"><p><strong>Note:</strong> The <code>flat()</code> method is generic. It only expects the <code>this</code> value to have a <code>length</code> property and integer-keyed properties.</p></div></div></section>
        <section aria-labelledby="examples"><h2 id="examples"><a href="#examples">Examples</a></h2><h3 id="flattening_nested_arrays"><a href="#flattening_nested_arrays">Flattening nested arrays</a></h3><div class="code-example"><pre class="brush: js notranslate"><code>const arr1 = [1, 2, [3, 4]];
        arr1.flat();
        // [1, 2, 3, 4]</code></pre></div></section>
        <section aria-labelledby="browser_compatibility"><h2 id="browser_compatibility"><a href="#browser_compatibility">Browser compatibility</a></h2><table class="bc-table"><thead><tr><th></th><th>Chrome</th><th>Firefox</th><th>Safari</th></tr></thead><tbody><tr><th><code>flat</code></th><td>69</td><td>62</td><td>12</td></tr></tbody></table></section>
        <section aria-labelledby="see_also"><h2 id="see_also"><a href="#see_also">See also</a></h2><div class="section-content"><ul><li><a href="/Array/concat"><code>Array.prototype.concat()</code></a></li><li><a href="/Array/flatMap"><code>Array.prototype.flatMap()</code></a></li><li><a href="/Array/map"><code>Array.prototype.map()</code></a></li></ul></div></section>
        <aside class="metadata"><div class="metadata-content"><p class="last-modified-date">This page was last modified on <time datetime="2026-03-01">Mar 1, 2026</time> by <a href="/contributors">contributors</a>.</p></div></aside>
        </article></main></div>
        <footer class="page-footer"><p>Content is available under a free licence.</p></footer></body></html>
        """

    @Test("A section whose heading links to itself and which holds only code or a table stays")
    func sectionsUnderSelfLinkingHeadings() throws {
        try Self.expect(Self.reference, holds: [
            "Flattening nested arrays", "const arr1 = [1, 2, [3, 4]];", "Browser compatibility",
            "flat 69 62 12",
        ])
    }

    /// A paper's page: eighteen writers' names, commas between them, in a box named for them,
    /// and the abstract in a box of its own.
    static let paper = """
        <!DOCTYPE html><html><head><meta charset="utf-8"><title>Silt below weirs | River Preprints</title></head><body>
        <nav><ul><li><a href="/">Home</a></li><li><a href="/browse">Browse</a></li><li><a href="/submit">Submit</a></li></ul></nav>
        <div class="page"><div class="panel citation-panel"><div class="article-citation"><span class="article-type">New Results</span>
        <h1>Silt below weirs</h1><div class="cite-authors"><span class="citation-author"><span class="given">Ann</span> <span class="surname">Lee</span></span>, <span class="citation-author"><span class="given">Bo</span> <span class="surname">Chan</span></span>, <span class="citation-author"><span class="given">Cy</span> <span class="surname">Ortiz</span></span>, <span class="citation-author"><span class="given">Dee</span> <span class="surname">Novak</span></span>, <span class="citation-author"><span class="given">Eli</span> <span class="surname">Berg</span></span>, <span class="citation-author"><span class="given">Fay</span> <span class="surname">Quinn</span></span>, <span class="citation-author"><span class="given">Gus</span> <span class="surname">Ruiz</span></span>, <span class="citation-author"><span class="given">Hal</span> <span class="surname">Stone</span></span>, <span class="citation-author"><span class="given">Ida</span> <span class="surname">Ward</span></span>, <span class="citation-author"><span class="given">Jo</span> <span class="surname">Young</span></span>, <span class="citation-author"><span class="given">Kit</span> <span class="surname">Adams</span></span>, <span class="citation-author"><span class="given">Lu</span> <span class="surname">Fischer</span></span>, <span class="citation-author"><span class="given">Max</span> <span class="surname">Gray</span></span>, <span class="citation-author"><span class="given">Ned</span> <span class="surname">Hale</span></span>, <span class="citation-author"><span class="given">Oda</span> <span class="surname">Ives</span></span>, <span class="citation-author"><span class="given">Pip</span> <span class="surname">Jones</span></span>, <span class="citation-author"><span class="given">Quin</span> <span class="surname">King</span></span>, <span class="citation-author"><span class="given">Rae</span> <span class="surname">Lund</span></span></div><div class="doi">doi: https://doi.example.org/10.1101/123456</div></div></div>
        <div class="panel abstract-panel"><div class="abstract-view article"><div class="section abstract"><h2>Abstract</h2>
        <p>Weirs hold back silt that would otherwise reach the spawning beds downstream. We measured the silt held behind six weirs on a lowland river over two winters, and the depth of new deposits on the beds below them each spring. Below the weirs the deposits were a third as deep as above them, but the weirs' pools filled within a decade. We propose flushing the pools in floods, when the river can carry the silt past the beds, and estimate the cost.</p>
        </div></div></div></div>
        <footer><p>Copyright River Preprints.</p></footer></body></html>
        """

    @Test("A paper reads as its abstract, not as the list of its writers")
    func abstractNotAuthorList() throws {
        try Self.expect(Self.paper, holds: ["Weirs hold back silt that would otherwise reach the spawning beds downstream."], lacks: ["Cy Ortiz, Dee Novak"])
    }

    /// An interview: a standfirst of one short sentence in a paragraph beside the box of
    /// questions and answers.
    static let interview = """
        <!DOCTYPE html><html><head><meta charset="utf-8"><title>"The levee held because we started early": an interview with the engineer | River Times</title></head><body>
        <header class="site-header"><a href="/">River Times</a><nav><a href="/news">News</a> <a href="/opinion">Opinion</a></nav></header>
        <main><article class="post"><h1>"The levee held because we started early"</h1><p class="standfirst">The engineer who raised the Aldbury levee talks about clay, rain and luck.</p>
        <div class="post-content">
        <p><strong>When did you know the levee had to be raised?</strong></p>
        <p>After the survey in March. It had settled by twenty centimetres in places, and the models said a flood like 1953 would top it.</p>
        <p><strong>Why clay, and not a wall?</strong></p>
        <p>Clay is what it was built of, and clay moves with the ground. A wall on a levee that settles cracks, and a cracked wall is worse than none.</p>
        <p><strong>Was it luck that the flood came after you finished?</strong></p>
        <p>Partly. But we planned for six weeks and took five, because we worked every day. If we had waited for good weather, we would still have been working when the water came.</p>
        <p><em>This interview has been edited for length.</em></p>
        </div>
        <div class="share-bar"><a href="https://facebook.example/share">Share</a> <a href="https://twitter.example/intent">Tweet</a></div>
        </article></main>
        <footer><p>© River Times</p></footer></body></html>
        """

    @Test("A one-sentence standfirst beside the story comes with it")
    func shortStandfirst() throws {
        let text = try #require(Self.read(Self.interview)).text
        #expect(text.hasPrefix("The engineer who raised the Aldbury levee talks about clay, rain and luck."))
        #expect(text.contains("Why clay, and not a wall?"))
    }

    /// A story in a page's first column ("column1 gridPanel grid8") beside a column of teasers
    /// named like it but for its place and width ("column2 gridPanel grid4").
    static let columns = """
        <!DOCTYPE html><html><head><meta charset="utf-8"><title>Markets end flat as river towns count the cost | River Business</title></head><body>
        <div id="content"><div class="section articleContent"><div class="sectionColumns">
        <div class="column1 gridPanel grid8"><h1>Markets end flat as river towns count the cost</h1>
        <span class="articleText"><p>Shares in the county's listed firms ended the week flat, as gains for builders, who expect work on the levees, offset losses for insurers, who expect claims from the flood.</p>
        <p>The chamber of commerce said the flood had cost the valley's businesses about twelve million pounds, most of it in the lower town of Aldbury, where shops were closed for a fortnight.</p>
        <p>Insurers said claims were lower than in 2000, because the levee held this time, and because more shops had moved their stock upstairs after the last flood.</p>
        <p>Builders said orders for clay, stone and labour had doubled since the spring, and that the levee work alone would keep two firms busy, with overtime, until the autumn.</p>
        <p>The largest insurer in the valley, which covers most of the shops in Aldbury, said it would raise premiums by a tenth, though less for shops behind the new levee.</p>
        <p>Farmers, whose fields flooded as they were meant to, said the water had left silt, not damage, and that the meadows would be greener for it, as they were in 2000.</p>
        <p>The council said it would not raise business rates this year, and that shops closed by the flood could defer their payments, without interest, until next spring.</p>
        <p>Traders in the upper town, which stayed dry, reported a busy fortnight, as shoppers from the lower town came up the hill, and some said they would stay.</p>
        </span></div>
        <div class="column2 gridPanel grid4"><div class="module"><div class="moduleBody"><h3>Showcase</h3>
        <div class="feature"><p>Weak factory reports from the county suggest the council will cut its rates again. <a href="/a">Full Article</a></p></div>
        <div class="feature"><p>The authority raises its target for the levee fund to a hundred million. <a href="/b">Full Article</a></p></div>
        <div class="feature"><p>The mill at Fenwick reopens as a museum, and hopes for ten thousand visitors. <a href="/c">Full Article</a></p></div></div></div></div>
        </div></div></div>
        <footer><p>© River Business</p></footer></body></html>
        """

    @Test("A column beside the story named like it but for two numbers is not a part of it")
    func layoutColumnsAreNotParts() throws {
        try Self.expect(Self.columns, holds: ["Insurers said claims were lower than in 2000"], lacks: ["Weak factory reports", "Showcase"])
    }

    /// A story that ends with one card in an `<article>` of its own: a linked headline over a
    /// line about another story, all its box says (the line under a heading that opens a part
    /// of the story is a small part of the box holding both).
    static let storyEndingInACard = """
        <!DOCTYPE html><html><head><meta charset="utf-8"><title>Ransomware spreads through forum links | Threat Desk</title></head><body>
        <nav><a href="/">Home</a> <a href="/news">News</a></nav>
        <div class="story"><h1>Ransomware spreads through forum links</h1>
        <p>Researchers are warning of a new strain of ransomware spread through links in online forums and text messages, disguised as a game that asks for access to the phone's photographs.</p>
        <p>Once installed, it encrypts the files on the phone and sends the same link to every contact, so that each victim spreads it further before they notice anything is wrong.</p>
        <p>The researchers said the campaign was small, because the links were posted in only a few forums and the ransomware has flaws that let some victims recover their files.</p>
        <p>Victims are asked to pay in a digital currency within three days, after which the ransom doubles, though the researchers found no sign that anyone had paid so far.</p>
        <article class="c-card"><h3><a href="/other-story">Criminals search the dark web for the next big ransomware after a gang shuts down</a></h3><p>A detailed look at underground forums shows that criminals are not sure where to look now that the biggest gang has closed.</p></article>
        </div></body></html>
        """

    @Test("A lone card's linked headline does not join the story as a heading of its own part")
    func loneCardHeadlineIsNotAPart() throws {
        try Self.expect(Self.storyEndingInACard, holds: ["Once installed, it encrypts the files on the phone"],
                        lacks: ["Criminals search the dark web"])
    }

    /// A live match: the line-ups as lists of names, then the minute-by-minute entries, each
    /// named like a comment and most of them one short sentence, none linking anywhere.
    static let liveMatch: String = {
        let moments = [
            ("93'", "Lorient have one more chance on the break, but the shot is blocked."),
            ("90'", "There will be at least five minutes of added time."),
            ("88'", "Hamel leaves the pitch, tired after a long evening of running."),
            ("85'", "Depay heads a cross from Dubois just over the bar."),
            ("80'", "A shot from Aouar is blocked by the wall of defenders in front of the goal."),
            ("77'", "Dubois equalises for Lyon with a fine run from the right and a low shot into the far corner."),
            ("45'", "Half time on a cold evening at the Moustoir, Lorient one goal ahead."),
            ("14'", "Wissa scores for Lorient after a long ball over the defence."),
        ]
        let entries = moments.map { #"<div class="live-comment slide left"><div class="live-comment-time"><span>\#($0.0)</span></div><div class="live-comment-body">\#($0.1)</div></div>"# }
        let lineup = { (names: [String]) in "<ul class=\"lineup\">" + names.map { "<li>\($0)</li>" }.joined() + "</ul>" }
        return """
            <!DOCTYPE html><html><head><meta charset="utf-8"><title>Lorient v Lyon, live</title></head><body class="single single-live-comment">
            <nav><a href="/">Home</a> <a href="/results">Results</a></nav>
            <main><div class="live-match"><h1>Lorient 1–1 Lyon</h1>
            <div class="teams"><h3>Line-ups</h3>\(lineup(["Y. Wissa", "T. Fontaine", "J. Laporte", "J. Morel", "H. Mendes", "V. Le Goff", "P. Nardi"]))
            \(lineup(["M. Depay", "M. Dembélé", "P. Kadewere", "L. Dubois", "J. Denayer", "M. Bard", "A. Lopes"]))
            <h3>Substitutes</h3>\(lineup(["P. Hamel", "U. Bozok", "A. Grbić", "J. Hergault", "M. Dreyer", "F. Lemoine", "E. Le Fée", "S. Diarra"]))
            \(lineup(["M. Cherki", "G. Cornet", "S. Diomande", "J. Andersen", "J. Pollersbeck", "B. Guimarães", "T. Mendes"]))
            <h3>Coaches</h3>\(lineup(["C. Pélissier", "R. Garcia"]))</div>
            <div class="live-comments">\(entries.joined())</div></div></main></body></html>
            """
    }()

    @Test("A live match reads as its minute-by-minute entries, short ones too, not as its line-ups")
    func liveMatchReadsAsItsEntries() throws {
        try Self.expect(Self.liveMatch, holds: [
            "Wissa scores for Lorient after a long ball over the defence.",
            "There will be at least five minutes of added time.",
            "Depay heads a cross from Dubois just over the bar.",
        ])
    }

    /// A forum post that is only its title and a picture, under which readers comment: each
    /// comment links its writer and a reply, and the thread offers more replies.
    static let pictureThread: String = {
        let comments = [
            "That is the old mill before they rebuilt the roof, I am sure of it.",
            "My grandfather worked there for thirty years and never missed a day.",
            "The river was much higher back then, you can see the marks on the wall.",
            "Does anyone know when this was taken? The cars look like the sixties.",
            "We used to swim just below the weir until the council put the fence up.",
        ]
        let thread = comments.enumerated().map { number, text in
            #"<div class="comment thing"><p class="tagline"><a href="/user/reader\#(number)">reader\#(number)</a> 12 points 3 hours ago</p><div class="comment-body"><p>\#(text)</p></div><ul class="flat-list buttons"><li><a href="/r/river/c\#(number)">permalink</a></li><li><a href="/r/river/c\#(number)/reply">reply</a></li></ul><span class="morecomments">4 more replies</span></div>"#
        }
        return """
            <!DOCTYPE html><html><head><meta charset="utf-8"><title>The mill at Aldbury, 1962 : river</title></head><body>
            <div id="header"><a href="/">forum</a> <a href="/r/river">river</a></div>
            <div class="content"><div class="link"><p class="title"><a href="/pictures/mill.jpg">The mill at Aldbury, 1962</a></p>
            <img src="/pictures/mill.jpg" alt=""><p class="tagline">submitted by <a href="/user/ann">ann</a></p></div>
            <div class="commentarea">\(thread.joined())</div></div></body></html>
            """
    }()

    @Test("Release notes whose long table of devices won by its cells are read whole, from the text box around the table")
    func releaseNotesAroundATable() throws {
        let rows = (1..<52).map { "<tr><td>0x\(String($0, radix: 16))::\(String($0 * 7, radix: 16))</td><td>Controller \($0), network, storage</td><td>driver_\($0)</td></tr>" }.joined()
        let page = """
            <!DOCTYPE html><html><head><meta charset="utf-8"><title>9.4 | Wiki</title></head><body>
            <div id="app"><div class="theme-container"><main class="page"><div class="theme-default-content content__default">
            <h1>Release 9.4</h1><p>These are the release notes for release 9.4 of the system, for all supported architectures.</p>
            <p>Codename: Seafoam Ocelot.</p><ul><li>Python 3.12</li><li>Ruby 3.3</li><li>nginx 1.24</li></ul>
            <h2>Providing feedback</h2><p>Please report any issues you meet during tests on the <a href="/bugs">bug tracker</a>, or talk to us in the <a href="/chat">chat</a>.</p>
            <h2>Installation</h2><p>There are three installation images available.</p><p>A network installation image.</p><p>A minimal image.</p>
            <p>Download and import the public key:</p><pre>$ wget https://repo.example.org/KEY</pre>
            <h2>Extended hardware support</h2><p>The following devices are supported in this release.</p>
            <table><thead><tr><th>Device</th><th>Name</th><th>Driver</th></tr></thead><tbody>\(rows)</tbody></table>
            <p>Red Hat is a trademark of its owner.</p>
            </div></main></div></div></body></html>
            """
        try Self.expect(page, holds: ["Python 3.12", "Providing feedback", "$ wget https://repo.example.org/KEY", "Controller 51, network", "Please report any issues"])
    }

    @Test("A podcast episode's summary is read; its notes, a third of them links to what was talked about, go as Readability judges the box (Readability.js reads this page so)")
    func episodeNotesWithTheirLinks() throws {
        // (Until the thirty-fifth round a box of 500 characters or more was never judged on its
        // links, and these notes stayed; Readability.js, run on this very page, reads only the
        // summary.)
        let tools = ["Netlify Functions", "Fauna", "Meteor", "Yarn Workspaces", "Apollo Server", "Prisma", "Jest", "Storybook",
                     "GraphQL", "Lambda", "Fargate", "Postgres", "Docker", "Rails", "Laravel", "Jekyll"]
        let links = "<ul><li>RiverJS<ul><li><a href=\"https://github.example.com/riverjs\">GitHub</a></li><li><a href=\"https://riverjs.example.com/community\">Community</a></li></ul></li>"
            + tools.map { "<li><a href=\"https://\($0.lowercased().replacingOccurrences(of: " ", with: "")).example.com/\">\($0)</a></li>" }.joined() + "</ul>"
        let page = """
            <!DOCTYPE html><html><head><meta charset="utf-8"><title>117: Ann Lee on RiverJS | River Podcast</title></head><body>
            <nav><a href="/">Episodes</a> <a href="/about">About</a></nav>
            <div class="sc-episode-details-show-notes">
            <div class="sc-episode-details-show-notes-text"><h3>Episode Summary</h3><p>Ann Lee is building a full-stack framework for web developers. In this episode we talk about RiverJS, a framework that brings the server and the page together, and about what she learned writing a static site generator, a configuration format and a versioning scheme that thousands of projects use today.</p></div>
            <div class="sc-episode-details-show-notes-text"><h3>Episode Notes</h3><div>
            <h2>Featuring</h2><p>Ann Lee — <a href="https://social.example.com/annlee">Social</a>, <a href="https://github.example.com/annlee">GitHub</a>, <a href="https://annlee.example.com">Website</a></p>
            <h3>Chat</h3><p>Listeners of the River Podcast are chatting in our forum every week!<br>Join us on Thursdays for a friendly chat about the latest episode.<br>It's fun, and all are welcome.</p>
            <h2>Links</h2>\(links)
            <h2>Sponsors</h2><p>Cloud Builder is the fastest way to build web and mobile apps that scale.<br>Get started with the tutorial today, at <a href="https://cloud.example.com/start">cloud.example.com/start</a>.</p>
            </div></div></div>
            <footer><p>River Podcast. <a href="/privacy">Privacy</a></p></footer>
            </body></html>
            """
        try Self.expect(page, holds: ["Ann Lee is building a full-stack framework"],
                        lacks: ["Listeners of the River Podcast are chatting", "Ann Lee — Social, GitHub, Website", "Cloud Builder is the fastest way"])
    }

    @Test("A forum thread's posts are read, each post's body with the one that won, without the posters' profiles or the board's menus")
    func forumThreadPosts() throws {
        let post = { (number: Int, who: String, lines: [String]) in
            "<div id=\"p79\(number)\" class=\"post has-profile bg\(number % 2 + 1)\"><div class=\"inner\">"
                + "<dl class=\"postprofile\"><dt><a href=\"/member/\(who)\">\(who)</a></dt><dd><strong>Posts:</strong> \(number * 7)</dd><dd><strong>Joined:</strong> 2019-02-18</dd>"
                + "<dd><strong>Location:</strong> Banovce nad Bebravou, by the river</dd><dd><strong>Rank:</strong> Senior member of the board</dd>"
                + "<dd><strong>Has thanked:</strong> 48 times</dd><dd><strong>Been thanked:</strong> 30 times</dd>"
                + "<dd><strong>Contact:</strong> send a private message, or an e-mail through the board</dd></dl>"
                + "<div class=\"postbody\"><div id=\"post_content79\(number)\"><h3><a href=\"#p79\(number)\">Re: Rebuilding a module when its package is upgraded</a></h3>"
                + "<p class=\"author\">Post by \(who) » 2024-04-1\(number)</p><div class=\"content\">" + lines.joined(separator: "<br>") + "</div>"
                + "<div class=\"signature\">My setup: <a href=\"/wiki/\(who)/server\">the home server</a>, <a href=\"/wiki/\(who)/desk\">the desktop</a> and <a href=\"/wiki/\(who)/laptop\">an old laptop</a></div>"
                + "<div class=\"back2top\"><a href=\"#top\">Top</a></div></div></div></div></div>"
        }
        // Where the board lets you jump to: every forum of it, a link each.
        let jump = "<div class=\"jumpbox\"><h4>Jump to</h4><ul>" + (1...30).map { "<li><a href=\"/forum/\($0)\">River board \($0): general questions and answers</a></li>" }.joined() + "</ul></div>"
        let page = """
            <!DOCTYPE html><html><head><meta charset="utf-8"><title>Rebuilding a module when its package is upgraded - River Forums</title></head><body>
            <div id="wrap"><div class="headerbar"><a href="/">Board index</a> <a href="/faq">FAQ</a> <a href="/login">Login</a></div>
            <div id="page-body"><h2 class="topic-title">Rebuilding a module when its package is upgraded</h2>
            \(post(1, "kiki", ["Hello all!", "I have installed the web server from a package, and a module of my own that must be built against it.",
                               "How can the module be rebuilt each time the package is upgraded, before the server restarts?",
                               "Is it possible to hold the upgrade back if the module fails to compile?",
                               "The upgrades come at night, unattended, from the security archive, and the server restarts by itself afterwards.",
                               "Last week the module, built against the old headers, crashed the server, and nobody noticed until the morning.",
                               "I think this is a general question, not one about this package, and others must have met it, with other packages.",
                               "A hook in the package manager, a timer, or a proxy for the archive: which would you use, and why?"]))
            \(post(2, "ruwolf", ["There are several places where upgrades are logged: the package manager's own log and its history.",
                                 "Every package also keeps its changes in its documentation folder, which is the most useful source.",
                                 "You can read those files for changes, or have a tool send you an e-mail about each one."]))
            \(post(3, "kiki", ["Thanks, that helps a lot."]))
            \(jump)</div><div class="footer"><a href="/privacy">Privacy</a> <a href="/terms">Terms</a></div></div></body></html>
            """
        try Self.expect(page, holds: ["How can the module be rebuilt each time", "There are several places where upgrades are logged",
                                      "Thanks, that helps a lot."], lacks: ["River board 3", "Jump to", "Joined:", "My setup"])
    }

    @Test("A forum post over its thread's index of replies, each a linked title and its poster's linked name, is read: an item that is mostly its links casts no vote for the box around it (Readability scores no item)")
    func postOverItsIndexOfReplies() throws {
        let replies = (1...40).map { number in
            "<li><img src=\"/face.gif\"><a href=\"/thread?id=\(number)\"><font color=\"#000000\">Reply \(number): the guide, as always, took us to three shops, then lunch!</font></a>"
                + "[<a class=\"lg\" href=\"/user?id=\(number)\">poster\(number)</a>]<font class=\"posttime\">08-11 16:\(10 + number)</font>&nbsp;138 words&nbsp;[140/0]"
                + (number % 4 == 0 ? "<ul><li><a href=\"/thread?id=\(number)0\">Same here, and the prices were double.</a>[<a href=\"/user?id=\(number)0\">other\(number)</a>] 08-11 17:02</li></ul>" : "")
                + "</li>"
        }.joined()
        let post = "Most of a tour guide's income comes from commissions on what the group buys, and that is the rule at home and abroad. "
            + "So read the contract closely, and do not let the guide talk you into the shops."
        let html = """
            <!DOCTYPE html><html><head><meta charset="utf-8"><title>Why guides love shops - Travel forum</title></head><body>
            <table width="100%"><tr><td><table><tr><td><b>Subject:</b> Why guides love shops</td></tr><tr><td>Author: reader 08-22 19:13</td></tr>
            <tr><td class="line_h24"><p class="large">\(post)</p></td></tr></table></td></tr>
            <tr><td><table><tr><td>This post has been read 154 times</td></tr></table></td></tr>
            <tr><td><table><tr><td class="large"><b>| Replies:</b></td></tr></table><table><tr><td><ul>\(replies)</ul></td></tr></table></td></tr></table>
            </body></html>
            """
        let text = try #require(Self.read(html)).text
        #expect(text.contains("So read the contract closely"), "\(text)")
    }

    @Test("Read again by its structure, a picture's page keeps its readers' comments out")
    func pictureThreadKeepsCommentsOut() throws {
        let text = Self.read(Self.pictureThread)?.text ?? ""
        #expect(!text.contains("My grandfather worked there"), "\(text)")
        #expect(!text.contains("more replies"), "\(text)")
    }

    /// A story set with a page builder: rows of columns, each a text column, one of five
    /// paragraphs and the others of one, the wrappers between them scoring nothing.
    static let builtPage: String = {
        let rows: [[String]] = [
            ["Remote support with smart glasses lets a technician on site share what they see with a distant expert."],
            ["Costs fall, because experts no longer have to travel to every site, and a broken machine stands still for hours rather than days, which matters most in plants that run around the clock.",
             "Work goes on at the same time as the explanation: the technician keeps both hands free, follows the instructions as they come, and does not have to film the fault first with a phone or tablet.",
             "Recordings of the sessions, kept with the customer's consent, become training material for new staff, who see real faults on real machines rather than the clean examples of a manual.",
             "Mistakes are fewer, too: the expert sees at once when a part is the wrong one, or a step is missed, and says so before the machine is closed again, rather than after the next breakdown.",
             "And the experts themselves, instead of spending half their week on trains and in hotels, can help several sites in a day, which for a small team is the difference between keeping up and not."],
            ["A carmaker's body shop already uses the glasses on its lines, and a lab lets companies try them."],
            ["Suppliers say the market is still small, but that prices have fallen by half in three years."],
            ["Companies that use the glasses report fewer journeys and technicians who like the work more."],
        ]
        let body = rows.map { paragraphs in
            #"<div class="vc_row wpb_row"><div class="wpb_column vc_column_container"><div class="vc_column-inner"><div class="wpb_text_column wpb_content_element"><div class="wpb_wrapper">"#
                + paragraphs.map { "<p>\($0)</p>" }.joined() + "</div></div></div></div></div>"
        }
        return """
            <!DOCTYPE html><html><head><meta charset="utf-8"><title>Remote support with smart glasses | Service Blog</title></head><body>
            <header><a href="/">Service Blog</a><nav><a href="/topics">Topics</a> <a href="/events">Events</a></nav></header>
            <div class="content-area"><h1>Remote support with smart glasses</h1><div class="single-blog-content">\(body.joined())</div></div>
            <footer><p>© Service Blog</p></footer></body></html>
            """
    }()

    @Test("A box beside the story holding a list of short lines, a comma in each (a changelog's items), does not join it as prose would")
    func listOfShortLinesBesideTheStory() throws {
        let story = (1...5).map { "<p>\(NewsroomPagesTests.line($0))</p>" }.joined()
        let items = (1...25).map { "<li><a href=\"/pull/\(16000 + $0)\">#\(16000 + $0)</a> Add a check of part \($0) to the tests, run on arm (Marco)</li>" }.joined()
        let page = "<!DOCTYPE html><html><head><meta charset=\"utf-8\"><title>Version 2.0 released</title></head><body><nav><a href=\"/\">Home</a></nav>"
            + "<div class=\"main\"><div class=\"story\">" + story + "</div></div><div class=\"extra\"><div class=\"box\"><h3>Changes</h3><ul>" + items
            + "</ul></div></div><footer>About us</footer></body></html>"
        try Self.expect(page, holds: (1...5).map(NewsroomPagesTests.line), lacks: ["#16001", "Add a check of part 12"])
    }

    @Test("A listicle's items, each a card (its number, a picture, the recipe's linked name, a line), are read with their names, a link under one notwithstanding",
          arguments: [true, false])
    func listicleOfCards(numbered: Bool) throws {
        let names = ["Chicken and goat cheese skillet", "Cheesy cauliflower breadsticks", "Herbed balsamic chicken", "Garlic and dill eggs",
                     "Zucchini crusted pizza", "Creamy mustard chicken"]
        let cards = names.enumerated().map { number, name in
            let address = "/recipes/" + name.lowercased().replacingOccurrences(of: " ", with: "-") + "/"
            let extra = number == 1 ? "<p><a href=\"/article/keto-foods/\">Here is our full list of the foods you can eat on this diet.</a></p>" : ""
            return "<div class=\"listicle-page\">" + (numbered ? "<div class=\"count\">\(number + 1) / 6</div>" : "")
                + "<div class=\"image-wrapper\"><a href=\"\(address)\">"
                + "<img src=\"/img/\(number).jpg\" alt=\"\"></a></div><h4 class=\"listicle-page__title\"><a href=\"\(address)\">\(name)</a></h4>"
                + "<div class=\"listicle-page__content\">My family asks for this one every week. It is quick, cheap and good. Item \(number + 1).</div>"
                + "<div class=\"cta\"><a href=\"\(address)\">Get Recipe</a></div>\(extra)</div>"
        }.joined()
        let page = "<!DOCTYPE html><html><head><meta charset=\"utf-8\"><title>Six keto recipes | Home Cooking</title></head><body>"
            + "<nav><a href=\"/\">Home</a> <a href=\"/recipes\">Recipes</a></nav><main><article class=\"post collection\"><h1>Six keto recipes</h1>"
            + "<div class=\"entry-content\"><p>Whether you are new to this diet or have kept it for years, these recipes will suit you, every one.</p>"
            + cards + "</div></article></main><footer>Home Cooking, 2018</footer></body></html>"
        try Self.expect(page, holds: names + (1...6).map { "It is quick, cheap and good. Item \($0)." }, lacks: ["Get Recipe"])
    }

    @Test("Cards for other posts under a post, boxed as the post is, stay out: the post is not one of them")
    func cardsBoxedAsThePost() throws {
        let card = { (number: Int) in
            "<article class=\"post\"><h2><a href=\"/blog/post-\(number)/\">Another post, number \(number), on scaling queues</a></h2>"
                + "<p>How we moved our queues to a new cluster without losing a message, in three steps.</p></article>"
        }
        let page = "<!DOCTYPE html><html><head><meta charset=\"utf-8\"><title>Scaling the queue | Engineering</title></head><body>"
            + "<nav><a href=\"/\">Home</a> <a href=\"/blog\">Blog</a></nav><main><article class=\"post\"><h1>Scaling the queue</h1>"
            + (1...5).map { "<p>\(NewsroomPagesTests.line($0))</p>" }.joined() + "</article><h3>More posts</h3>" + (1...3).map(card).joined()
            + "</main><footer>Engineering, 2018</footer></body></html>"
        try Self.expect(page, holds: (1...5).map(NewsroomPagesTests.line), lacks: ["Another post, number 2", "without losing a message"])
    }

    @Test("A story in a page builder's rows reads whole, not as the row that scores best")
    func pageBuilderRowsReadWhole() throws {
        try Self.expect(Self.builtPage, holds: [
            "Remote support with smart glasses lets a technician on site",
            "Costs fall, because experts no longer have to travel",
            "A carmaker's body shop already uses the glasses",
            "technicians who like the work more.",
        ])
    }

    /// A how-to's step: what to do in bold, then why in a paragraph.
    static func step(_ part: Int, _ number: Int) -> String {
        "<li class=\"step\"><b>Walk the bank in part \(part), step \(number).</b> "
            + "<p>Walk the whole bank of the weir's pool before the water rises, and note where the grass lies flat. "
            + "Flattened grass shows where the last flood ran over, and where the next one will.</p></li>"
    }

    @Test("A how-to's steps, each part a section alike the others, are the page, not the long paragraph that sums them up")
    func stepsPastTheirSummary() throws {
        let parts = (1...4).map { part in
            "<div class=\"mf-section-\(part) collapsible-block\"><div class=\"section steps\"><h2>Part \(part)</h2>"
                + "<div class=\"steps_\(part) section_text\"><ol>" + (1...3).map { Self.step(part, $0) }.joined() + "</ol></div></div></div>"
        }.joined()
        // One paragraph of many commas scores more than any part, and is not most of its box.
        let summary = "<div class=\"section aboutthisarticle\"><div class=\"summary_wrapper section_text\"><p class=\"summary_text\">"
            + "To read a river before a flood, walk its banks, note where the grass lies flat, mark the old flood lines, "
            + "check the weir's gauge, watch the colour of the water, listen for the mill race, ask the wardens, keep a log, "
            + "compare it with last year's, and leave when the water reaches the second mark, whatever the forecast says, "
            + "because floods rise faster at night, in spring, in March, in April, after rain upstream, after snow, after storms, "
            + "and when the gates are shut.</p><div class=\"summary_help\">Did this summary help you? <a href=\"#yes\">Yes</a> <a href=\"#no\">No</a></div></div>"
            + "<div class=\"page_stats section_text\"><p>Thanks to all authors for creating a page that has been read 7,021,064 times.</p>"
            + "<p>This page was co-authored by two river wardens and checked by the flood authority.</p></div></div>"
        let page = "<!DOCTYPE html><html><head><title>How to read a river before a flood</title></head><body>"
            + "<div class=\"content\"><h1>How to read a river before a flood</h1><div class=\"parser-output\">" + parts + "</div>"
            + summary + "</div></body></html>"
        try Self.expect(page, holds: ["Walk the bank in part 1, step 1.", "Walk the bank in part 4, step 3."])
    }

    @Test("A page builder's cards alike one another under the story, each saying less than it, stay out however well they score")
    func cardsAlikeStayOut() throws {
        let card = { (number: Int) in
            "<div class=\"et_pb_column\"><div class=\"et_pb_blurb et_pb_module et_pb_blurb_\(number)\"><div class=\"et_pb_blurb_content\">"
                + "<h4>Service \(number)</h4><div class=\"et_pb_blurb_description\"><p>We check, clean, mend and paint gates, weirs, "
                + "sluices and banks, in spring, in autumn, and after floods, for towns.</p></div></div></div></div>"
        }
        let page = "<!DOCTYPE html><html><head><title>The weir holds</title></head><body><div class=\"entry-content\">"
            + "<div class=\"et_pb_section et_pb_section_0\"><div class=\"et_pb_row et_pb_row_0\"><div class=\"et_pb_column\">"
            + "<div class=\"et_pb_text et_pb_module et_pb_text_0\"><div class=\"et_pb_text_inner\"><h1>The weir holds</h1>"
            + FailureClassTests.paragraphs(1...4) + "</div></div></div></div>"
            + "<div class=\"et_pb_row et_pb_row_1\">" + (1...4).map(card).joined() + "</div></div></div></body></html>"
        try Self.expect(page, holds: [FailureClassTests.sentence(1), FailureClassTests.sentence(4)], lacks: ["Service 1", "We check, clean"])
    }

    @Test("A menu of a design system's links (`<pp-link href>` around each item's paragraph) is links, not the page's prose")
    func menuOfCustomLinks() throws {
        let areas = ["Work and training", "Benefits for families", "Pensions and retirement", "Health at work", "Disability and inclusion", "Europe and the world"]
        let item = { (title: String, number: Int) in
            "<pp-navigation-item level=\"2\"><pp-link href=\"/\(number)\"><div data-slot=\"pp-text\"><p class=\"text\">\(title)</p></div></pp-link></pp-navigation-item>"
        }
        let menu = "<pp-navigation>" + areas.map { area in
            "<pp-navigation-item level=\"1\"><span>\(area)</span><pp-navigation-menu><pp-list>"
                + (1...12).map { item("\(area): overview of part \($0)", $0) }.joined() + "</pp-list></pp-navigation-menu></pp-navigation-item>"
        }.joined() + "</pp-navigation>"
        let story = "<main><article><h1>New rules for proof of recovery</h1><div class=\"body-text\">"
            + "<p>With the regulation in force since 15 January, the rules for certificates of vaccination and recovery were set anew, and the institute publishes them.</p>"
            + "<p>The institute was asked to publish the rules on its website, and it shortened at once the time a certificate of recovery is valid, from six months to ninety days.</p>"
            + "<p>Employers who check certificates at work should read the institute's page before each check, as the rules may change again at short notice.</p>"
            + "</div></article></main>"
        let page = "<!DOCTYPE html><html><head><title>New rules for proof of recovery</title></head><body>" + menu + story + "</body></html>"
        try Self.expect(page, holds: ["The institute was asked to publish the rules", "Employers who check certificates"], lacks: ["overview of part 3"])
        // Read as links, the menu scores less than the story's three paragraphs.
        let tree = try HTMLParser.parse(bytes: Array(page.utf8), meter: WorkMeter())
        let stats = try PageStatistics(tree: tree, meter: WorkMeter())
        let score = try ContentScorer(tree: tree, stats: stats).scores(meter: WorkMeter()).score
        let navigation = try #require(tree.nodes.indices.first { tree.nodes[$0].tag == .other && stats.textLength[$0] > 1000 })
        let body = try #require(tree.nodes.indices.first { tree.nodes[$0].attribute("class", is: "body-text") })
        #expect(stats.linkDensity(navigation) > 0.9)
        #expect(score[navigation] < score[body], "menu \(score[navigation]), story \(score[body])")
    }

    @Test("A project's page of sections alike, each opening with its heading, is read past the one that won; a box alike that opens without one is not")
    func pageOfSectionsAlike() throws {
        let abstract = "<section class=\"section\"><div class=\"container\"><div class=\"columns\"><div class=\"column\"><h2 class=\"title\">Abstract</h2><div class=\"content\">"
            + "<p>We present a method that turns a phone's video of the harbour into a model of the tide that can be viewed from any angle, and we show it works on a week of footage.</p>"
            + "<p>Our approach adds a field that follows the water as it rises, and a schedule that fits the slow changes first and the fast ones later, which keeps it stable.</p>"
            + "<p>We collected footage from two phones held a metre apart, and we show that the model reproduces views it was never shown, with few errors.</p></div></div></div></div></section>"
        let findings = [
            "Using the model you can fly over the harbour at any hour, which no camera on the pier could do, since it would have to float above the water.",
            "As a side effect we can also separate the boats from the water, by ignoring what falls outside the channel when the model is drawn.",
            "We can also play the tide backwards, by moving between two frames of the video, and stop it at any height you choose.",
        ]
        // Each finding a few boxes down, under a heading of its own: the section scores little.
        let section = { (opening: String) in
            "<section class=\"section\"><div class=\"container\"><div class=\"columns\"><div class=\"column\">\(opening)"
                + findings.map { "<div class=\"columns\"><div class=\"column\"><p>\($0)</p></div></div>" }.joined() + "</div></div></div></section>"
        }
        let page = { (second: String) in
            "<!DOCTYPE html><html><head><title>Tide models from phone video</title></head><body><nav><a href=\"/\">Home</a> <a href=\"/papers\">Papers</a></nav>"
                + "<section class=\"hero\"><h1>Tide models from phone video</h1><p>Ann Reeve, Ben Lee</p></section>" + abstract + second
                + "<footer><p>Website template borrowed from a friend.</p></footer></body></html>"
        }
        try Self.expect(page(section("<h2 class=\"title\">Results</h2>")), holds: ["two phones held a metre apart", "fly over the harbour", "play the tide backwards"],
                        lacks: ["template borrowed"])
        try Self.expect(page(section("<p>From the archive:</p>")), holds: ["two phones held a metre apart"], lacks: ["fly over the harbour"])
        // Nor does a box under a heading join a winner that opens without one (a story, then a
        // box about its writer in a section alike).
        let untitled = page(section("<h2 class=\"title\">About the writer</h2>")).replacingOccurrences(of: "<h2 class=\"title\">Abstract</h2>", with: "")
        try Self.expect(untitled, holds: ["two phones held a metre apart"], lacks: ["fly over the harbour"])
    }

    @Test("A question-and-answer page's question is read with its answers: from the answers' box, that three answers share, Readability climbs to the box around question and answers")
    func questionWithItsAnswers() throws {
        try Self.expect(ReaderFixtures.questionWithAnswers, holds: ["I want to assign the decimal variable", "Cast it explicitly", "The other language casts for you"])
    }

    @Test("A wiki article's references, a box that is one list, every entry linking its source, are read, as Readability judges a list by no share of links")
    func wikiReferencesKept() throws {
        let sources = ["Lowland Weirs: a survey", "The Mill Archive", "River Trust annual report", "County Records Office", "Harbour board minutes",
                       "Fisheries census 1998", "Boatmen's guild ledger", "Valley Gazette", "Navigation Authority atlas", "Parish register"]
        let references = sources.enumerated().map { number, source in
            "<li id=\"cite_note-\(number)\"><span class=\"mw-cite-backlink\"><b><a href=\"#cite_ref-\(number)\">^</a></b></span> <span class=\"reference-text\">"
                + "<a class=\"external text\" href=\"https://archive.example.org/\(number)\">\(source)</a> (retrieved 2 January 2011)</span></li>"
        }.joined()
        let page = """
            <!DOCTYPE html><html><head><meta charset="utf-8"><title>Aldbury mill - Wiki</title></head><body>
            <div id="content" class="mw-body"><h1>Aldbury mill</h1><div id="bodyContent"><div id="mw-content-text">
            <p>Aldbury mill is a watermill on the lower river, built in 1790 for grinding corn, and later used for paper, cloth and, until 1962, for timber.</p>
            <p>The mill's wheel, eighteen feet across, was rebuilt in 1851 after a flood carried the old one away, and again in 1904, when the weir above it was raised.</p>
            <p>It was bought by the river trust in 1975, restored over ten years by volunteers, and opened to visitors in 1986, with a small museum of milling.</p>
            <h2>References</h2><div class="reflist"><ol class="references">\(references)</ol></div>
            </div></div></div></body></html>
            """
        try Self.expect(page, holds: ["Aldbury mill is a watermill", "Lowland Weirs: a survey (retrieved 2 January 2011)", "Parish register (retrieved 2 January 2011)"])
    }

    @Test("A wiki's tables are judged as Readability judges tables: its box of films under their heading is data and stays, its notices named \"metadata\" go")
    func wikiTablesJudgedAsReadabilityJudgesThem() throws {
        let films = [("1960s", ["The Proper Time (1960)", "The Young Sinner (1965)"]),
                     ("1970s", ["Billy Jack (1971)", "The Master Gunfighter (1975)", "Billy Jack Goes to Washington (1977)"])]
        let rows = films.map { decade, titles in
            "<tr><th scope=\"row\" class=\"navbox-group\">\(decade)</th><td class=\"navbox-list\"><div class=\"hlist\"><ul>"
                + titles.map { "<li><i><a href=\"/wiki/\($0.replacingOccurrences(of: " ", with: "_"))\">\($0)</a></i></li>" }.joined() + "</ul></div></td></tr>"
        }.joined()
        // (The notice's name weighs nothing to Readability, "meta" against "content", however
        // much it is named for the article; the note's weighs against it.)
        let page = """
            <!DOCTYPE html><html><head><meta charset="utf-8"><title>Aldbury mill - Wiki</title></head><body>
            <div id="content" class="mw-body"><h1>Aldbury mill</h1><div id="bodyContent"><div id="mw-content-text">
            <table class="metadata plainlinks ambox ambox-content" role="presentation"><tr><td class="mbox-text"><span class="mbox-text-span">This article <b>needs additional citations for <a href="/wiki/Help:Verifiability">verification</a></b>. Please help <a href="/edit">improve this article</a> by adding citations.</span></td></tr></table>
            <p>Aldbury mill is a watermill on the lower river, built in 1790 for grinding corn, and later used for paper, cloth and, until 1962, for timber.</p>
            <p>The mill's wheel, eighteen feet across, was rebuilt in 1851 after a flood carried the old one away, and again in 1904, when the weir above it was raised.</p>
            <p>It was bought by the river trust in 1975, restored over ten years by volunteers, and opened to visitors in 1986, with a small museum of milling.</p>
            <p>The museum shows the millstones, the sack hoist and the drying floor, and the miller's cottage beside it is let to visitors in summer, by the week.</p>
            <table class="metadata mbox-small"><tr><td>The river trust keeps photographs of the mill from 1890 to this day in its archive at the county records office.</td></tr></table>
            <table cellspacing="0" class="navbox"><tr><td><table class="nowraplinks navbox-inner"><tr><th scope="col" class="navbox-title" colspan="2">Films shot at the mill</th></tr>\(rows)</table></td></tr></table>
            </div></div></div></body></html>
            """
        try Self.expect(page, holds: ["Aldbury mill is a watermill", "Films shot at the mill", "Billy Jack Goes to Washington (1977)"],
                        lacks: ["needs additional citations", "keeps photographs of the mill"])
    }

    @Test("A heading's id made of its own words (\"mistake-5-modifying-a-list-while-iterating-over-it\", \"promoting-the-fix-to-a-habit\") names nothing: the words inside it (\"rating\", \"promo\") do not make it machinery, and it stays, as in Readability")
    func headingWhoseIDIsItsOwnWords() throws {
        let page = """
            <!DOCTYPE html><html><head><meta charset="utf-8"><title>Five mistakes in loops | Harbour Code</title></head><body>
            <nav><ul><li><a href="/">Home</a></li><li><a href="/posts">Posts</a></li><li><a href="/about">About</a></li></ul></nav>
            <article class="post"><h1>Five mistakes in loops</h1><div class="post-body">
            <p>Loops are where most of the bugs I review begin, and most of them are the same few mistakes, made again by each new hire, in each new service.</p>
            <p>Here are the ones I see most often, with the fix for each, and why the fix works, so that the next review can be a short one.</p>
            <h2 id="mistake-5-modifying-a-list-while-iterating-over-it">Mistake 5: modifying a list while iterating over it</h2>
            <pre><code>for item in items:
                if item.done:
                    items.remove(item)</code></pre>
            <p>The loop skips the item after each one removed, because the list moved under it; build a new list instead, and assign it when the loop is done.</p>
            <h3 id="promoting-the-fix-to-a-habit">Promoting the fix to a habit</h3>
            <ul><li>Build a new list with a comprehension, keeping what you want.</li><li>Loop over a copy, and remove from the original.</li><li>Loop backwards, by index, when you must change it in place.</li></ul>
            <p>Each of these keeps the loop's view of the list still while the list changes, which is all that the loop needs, and all that the reader of the code needs to see.</p>
            </div></article>
            <footer><p>Copyright Harbour Code. <a href="/privacy">Privacy</a></p></footer>
            </body></html>
            """
        try Self.expect(page, holds: ["Mistake 5: modifying a list while iterating over it", "Promoting the fix to a habit",
                                      "items.remove(item)", "Loop backwards, by index"])
    }

    @Test("A wiki's mobile page, whose wrapper Readability's words call a header, keeps its box of links named for navigation, as Readability reads it again keeping it; the same page without that wrapper leaves the box out, as there")
    func mobileWikiKeepsItsNavigationBox() throws {
        func page(wrapper: String) -> String {
            let sentence = { (number: Int) in "<p>Paragraph \(number) of the article explains, in some detail, how the river authority measured the flood of that spring and what it changed afterwards.</p>" }
            let rows = ["A", "B", "C"].map { group in
                "<tr><th scope=\"row\" class=\"navbox-group\">Gauges \(group)</th><td class=\"navbox-list\"><ul>"
                    + (1...8).map { "<li><a href=\"/wiki/G\(group)\($0)\">Gauge \(group)\($0)</a></li>" }.joined() + "</ul></td></tr>"
            }.joined()
            return "<!DOCTYPE html><html><head><meta charset=\"utf-8\"><title>River gauge - Wiki</title></head><body>"
                + "<div id=\"mw-mf-viewport\" class=\"\(wrapper)\"><main id=\"content\" class=\"mw-body\"><div class=\"mw-parser-output\">"
                + "<section>" + (1...3).map(sentence).joined() + "</section><h2>History</h2><section>" + (4...6).map(sentence).joined() + "</section>"
                + "<div role=\"navigation\" class=\"navbox\"><table class=\"navbox-inner\"><tr><th colspan=\"2\" class=\"navbox-title\">River gauges of the valley</th></tr>"
                + rows + "</table></div></div></main></div></body></html>"
        }
        try Self.expect(page(wrapper: "feature-header-v2"), holds: ["Paragraph 1 of the article", "Paragraph 6 of the article", "River gauges of the valley", "Gauge C8"])
        try Self.expect(page(wrapper: "page-v2"), holds: ["Paragraph 1 of the article", "Paragraph 6 of the article"], lacks: ["River gauges of the valley", "Gauge C8"])
    }

    @Test("A video's transcript that the page set in the article's footer of facts, four paragraphs and more, is the article; the page's own footer about the site, as long, stays out (Readability.js reads the transcript so)")
    func transcriptInTheArticlesFooter() throws {
        let transcript = (1...6).map { "<p><strong>Narrator:</strong> Part \($0) of the film follows the strawberry pickers through the season, from the first frost to the last crates sent north by truck.</p>" }.joined()
        let about = (1...5).map { "<p>About us, part \($0): founded in 1996, the site has shown films about food and farming to readers everywhere, with a small team of editors and friends.</p>" }.joined()
        let page = "<!DOCTYPE html><html><head><meta charset=\"utf-8\"><title>Where strawberries come from | Films</title></head><body>"
            + "<div class=\"wrapper\"><article class=\"content\"><h1>Where strawberries come from</h1><div class=\"video\"><iframe src=\"https://www.youtube.com/embed/x\"></iframe></div>"
            + "<p>Watch the film to see where they grow.</p><div class=\"share\"><a href=\"/s\">Share on Facebook</a></div>"
            + "<footer id=\"meta-data\"><div id=\"transcript\"><dl><dt>Transcript:</dt><dd><a href=\"#show\">Show Transcript</a><div id=\"transcriptContent\">" + transcript
            + "</div></dd></dl></div></footer></article><footer class=\"site-footer\">" + about + "</footer></div></body></html>"
        try Self.expect(page, holds: ["Part 1 of the film follows the strawberry pickers", "Part 6 of the film"], lacks: ["About us, part 1"])
        // A recipe's short steps above the site's footer about itself: the steps are the page.
        let steps = (1...8).map { "<li>Step \($0): stir the pot.</li>" }.joined()
        let recipe = "<!DOCTYPE html><html><head><meta charset=\"utf-8\"><title>Pretzel cookies | Recipes</title></head><body><div class=\"wrapper\">"
            + "<div class=\"recipe\"><h1>Pretzel cookies</h1><h2>Directions</h2><ol>" + steps + "</ol></div><footer class=\"site-footer\">" + about + "</footer></div></body></html>"
        try Self.expect(recipe, holds: ["Step 1: stir the pot.", "Step 8: stir the pot."], lacks: ["About us, part 1"])
    }
}
