import Foundation
import Testing
@testable import Markup

/// Records each element's name and how many attributes arrived with it, and can stop the parse.
final class AttributeCount: HTMLEventHandler {
    var elements: [(name: String, attributes: Int)] = []
    var text = ""
    var events = 0
    var problems = 0
    var stopAfter = Int.max

    func startElement(_ name: UnsafePointer<UInt8>, attributes: HTMLAttributeList) {
        events += 1
        elements.append((String(cString: name), attributes.reduce(0) { count, _ in count + 1 }))
    }
    func endElement() { events += 1 }
    func text(_ bytes: UnsafeBufferPointer<UInt8>) {
        events += 1
        text += String(decoding: bytes, as: UTF8.self)
    }
    func markupProblem() { problems += 1 }
    var wantsToStop: Bool { events >= stopAfter }

    func attributes(of name: String) -> [Int] { elements.filter { $0.name == name }.map(\.attributes) }
}

/// Every event but scripts' and styles' text, and repairs, as one string to compare.
/// With `reading`, only those attributes are logged, and when `cutting` only those are asked for.
final class HTMLEventLog: HTMLEventHandler {
    private var log = ""
    private var open: [String] = []
    private var reading: Set<String>?
    private var cutting = false

    static func of(_ page: String, dropsUnreadText: Bool, reading: Set<String>? = nil, cutting: Bool = false) -> String {
        let log = HTMLEventLog()
        log.reading = reading
        log.cutting = cutting
        HTMLEventParser.parse(bytes: Array(page.utf8), encoding: "UTF-8", into: log, dropsUnreadText: dropsUnreadText)
        return log.log
    }

    var attributesRead: Set<String>? { cutting ? reading : nil }

    func startElement(_ name: UnsafePointer<UInt8>, attributes: HTMLAttributeList) {
        let name = String(cString: name)
        open.append(name)
        log += "<" + name
        for (attribute, value) in attributes where reading?.contains(String(cString: attribute)) ?? true {
            log += " \(String(cString: attribute))=\(value.map { String(cString: $0) } ?? "")"
        }
        log += ">"
    }
    func endElement() { log += "</\(open.popLast() ?? "")>" }
    func text(_ bytes: UnsafeBufferPointer<UInt8>) {
        // (Compared with attributes cut, both logs drop the same text: theirs is logged too.)
        guard reading != nil || open.last != "script" && open.last != "style" else { return }
        log += String(decoding: bytes, as: UTF8.self)
    }
    func markupProblem() {}
    var wantsToStop: Bool { false }
}

@Suite("The HTML parser's input: attributes capped, NUL bytes kept from ending the page, stops")
struct HTMLInputTests {
    static func parse(_ html: String, stopAfter: Int = .max) -> AttributeCount {
        let log = AttributeCount()
        log.stopAfter = stopAfter
        HTMLEventParser.parse(bytes: Array(html.utf8), encoding: "UTF-8", into: log)
        return log
    }

    static func attributes(_ count: Int) -> String {
        (0..<count).map { "data-a\($0)=\"v\($0)\"" }.joined(separator: " ")
    }

    @Test("An element keeps its first 100 attributes; the rest of the page is untouched")
    func cap() {
        let log = Self.parse("<body><div id=first \(Self.attributes(250))><p class=x>after</p></div></body>")
        #expect(log.attributes(of: "div") == [100])
        #expect(log.attributes(of: "p") == [1])
        #expect(log.text == "after")
    }

    @Test("A page without a trap, a script or a style is handed over as it is, without a copy")
    func untouched() {
        let page = Array("<p a=1 b='>' c=\"x\">text</p><!-- <div x> <script>if (a < b) {}</script> --><script></script>".utf8)
        #expect(HTMLInput.prepared(page) == page)
    }

    @Test("A reference written without its ';' reads in text as browsers read it: the longest of HTML's legacy names that begins it")
    func referencesWithoutSemicolons() {
        let log = Self.parse("<p>feet&nbsp[140] &copy 2004, fish &amp chips &lt;b&gt; AT&T &eacute;t&eacute &notit; &nbspx &sup23 &ampx &AMP</p>")
        #expect(log.text == "feet\u{A0}[140] \u{A9} 2004, fish & chips <b> AT&T \u{E9}t\u{E9} \u{AC}it; \u{A0}x \u{B2}3 &x &")
        // A name that is a reference only with its ';' ("&notin;", "&hellip"), and attributes,
        // are left to the parser; so is a page whose references all have theirs.
        let written = Self.parse("<p>&notin; &hellip &frac12;</p>")
        #expect(written.text == "\u{2209} &hellip \u{BD}")
        let page = Array("<p title=\"?a=1&copy=2\">&copy; 2004 &amp; AT&T</p>".utf8)
        #expect(HTMLInput.prepared(page) == page)
    }

    @Test("Scripts' and styles' text does not arrive, JSON data's does; the elements and what follows them do")
    func unreadText() {
        let page = """
            <head><style>p { color: red }</style><script type="application/ld+json">{"headline": "H"}</script>
            <script>var article = "<p>not text</p>";</script><script type='text/JavaScript'>f()</script></head>
            <body><p>before</p><script>document.write("x")</script><p>after</p></body>
            """
        let log = Self.parse(page)
        #expect(log.text.filter { !$0.isWhitespace } == #"{"headline":"H"}beforeafter"#)
        #expect(log.elements.map(\.name).filter { $0 == "script" || $0 == "style" } == ["style", "script", "script", "script", "script"])
        #expect(log.attributes(of: "p") == [0, 0])
    }

    @Test("Dropping scripts' and styles' text changes no other event, wherever the parser's reading is in doubt")
    func unreadTextChangesNothingElse() {
        let pages = [
            "<script>a = '</scriptx>'; b = 1</script><p>after</p>",
            "<script>if (a<b) document.write('</p>')</script>text<p>x</p>",
            "<SCRIPT>x</SCRIPT ><p>upper</p>", "<script>x</script\n>y",
            "<script><!-- <script> --></script><p>after a comment in a script</p>",
            "<!-- <script> --><p>a script in a comment</p><!-- </script> -->",
            "<p title=\"<script>\">a script in a value</p><script>z</script>",
            "<script>never closed <p>is it text?</p>", "<script><p>starts with a tag</p></script><b>x</b>",
            "<script/><p>self-closed</p></script>", "<script>a</script><script>b</script>c",
            "<style>p::after { content: '</style' }</style><p>style</p>",
            "<svg><script>x</script><style>y</style></svg><p>svg</p>",
            "<script type=\"text/json\">[1]</script><script type=json>2</script><script type=&#106;son>3</script>",
            "<script type=\"module\" type=\"application/ld+json\">{}</script>",
            "<div><script>x</div></script>inside</div>", "<title><script>t</script></title><p>t</p>",
            "<textarea><script>x</script></textarea>", "<noscript><script>x</script><p>n</p></noscript>",
            "<script>\u{1F600} é</script>ü", "<scriptx>not a script</scriptx><p>p</p>",
            // Where the parser starts reading a script, an end tag is a tag, and a style after
            // it is still the script's text (found by the fuzz target `markup`).
            "<script></x><style>s</style></script><p>after</p>", "<script></x><style>a</script><p>visible</p></style>",
            "<div><script></div><p>closed by its parent's end tag</p></script>",
            "<script></scriptx><script>b</script>c<p>vis</p></script>",
            "<style><body><p>a body ends a style</p></style>", "<script><noscript>n</noscript></script><p>x</p>",
            "<script><!-- if (a) { document.write('<p>x</p>') } //--></script><p>old-style script</p>",
            "<!DOCTYPE html PUBLIC \"a>b <script>\"><p>visible</p></script><script>z</script>",
            "<iframe src=\"javascript:\"<html><body></body></html>\"\"></iframe><script>s</script><p>after a frame</p>",
            // A framework's binding cut from between a name and an "=" would join the two: the
            // parser then reads what follows as the name's value (found by the fuzz target).
            "<div D @x=y =\"t> <style>s</style> u\">in</div>", "<div @x=y D\n=\"t> <style>s</style>\">in</div>",
        ]
        // In the body: libxml2 drops text it meets in the head.
        for page in pages.map({ "<body><p>lead</p>" + $0 }) {
            #expect(HTMLEventLog.of(page, dropsUnreadText: true) == HTMLEventLog.of(page, dropsUnreadText: false), "\(page)")
        }
    }

    @Test("Attributes nobody reads are cut before the parser, and no other event changes, however the tag is written")
    func unreadAttributesChangeNothingElse() {
        let reading: Set<String> = ["class", "href", "type"]
        let pages = [
            "<div data-a=\"x>y\" class=k>t</div>", "<p title='a' id=b CLASS=c>t</p>", "<img src=a.png width=10/><p>after</p>",
            "<div data-x class>valueless</div>", "<div data-x = \"v\" class = \"c\">spaced</div>", "<div x=\"1\"class=\"c\">joined</div>",
            "<a href=/x onclick=\"if (a>b) go()\">link</a>", "<svg viewBox=\"0 0 1 1\"><path d=\"M0 0L1 1\"/></svg><p>svg</p>",
            "<div @click=\"a > b\" data-y=1 class=c>bound</div>", "<DIV Data-X=1 Class=c>upper</DIV>", "<div data-x=a=b class=c>eq</div>",
            "<div =\"v\" data-z=2 class=c>no name</div>", "<div \(String(repeating: "n", count: 150))=1 class=c>long name</div>",
            "<script data-x=\"1\" type=\"application/ld+json\">{\"a\": 1}</script><p>data</p>", "<div data-a='it\"s' class=c>quote</div>",
            "<div data-x=\"never closed class=c>text</div><p>after</p>", "<p data-x='open>x</p>", "<div class=a class=b data-c=1 class=d>twice</div>",
            "<div data-a=1 \(HTMLInputTests.attributes(120)) class=last>many</div>", "<!-- <div data-a=\"-->\" class=c> --><p>comment</p>",
            "<script type=\"application/ld+json\">{\"x\": \"</scriptx>\", \"y\": \"<a data-x=1 href=y>\"}</script><p data-b=2>after</p>",
            "<script>a = '</scriptx>'; b = '<a data-x=1 href=y>'</script><p data-b=2 class=c>after</p>",
            "<script type=json></x><a data-x=1 href=y>z</a></script><p>after</p>", "<style></x><a data-x=1 href=y>z</a></style><p>after</p>",
            "<textarea data-a=1><div data-b=\"x\" class=c>t</div></textarea>", "<p data-a=1/>slash</p>", "<p data-a=1\n\tclass=c\n>lines</p>", "<p>the page ends in a tag</p><e data-a=1 class=c", "<b<<sript type\u{FFFD}\"tex\u{07}sm=D?\n:=D?2\n\n=D3\n>x</b>", "<!DOCTYPE><!DOCTYPE<script>x<e data-a class=c>y</e></script><p>after</p>",
            "</p <script>><i data-a=1 class=c>x</i></script><p>after</p>", "<?x <script>?><i data-a=1 class=c>x</i></script><p>after</p>",
        ]
        for page in pages.map({ "<body><p>lead</p>" + $0 }) {
            let whole = HTMLEventLog.of(page, dropsUnreadText: true, reading: reading)
            #expect(HTMLEventLog.of(page, dropsUnreadText: true, reading: reading, cutting: true) == whole, "\(page)")
        }
        let page = Array("<body><p data-track=\"hero\" class=\"lead\" onclick=\"go()\">x</p></body>".utf8)
        #expect(String(decoding: HTMLInput.prepared(page, keeping: AttributeNames(reading)), as: UTF8.self) == "<body><p   class=\"lead\"  >x</p></body>")
    }

    @Test("A script or style written self-closed reads as browsers read it: what follows, to its end tag, is its text")
    func selfClosedScript() {
        let page = "<body><p>lead</p><script type=\"text/javascript\"/>var isVueModule = false; if (a<b) { f('<p>x</p>') }</script>"
            + "<p>after</p><style/>p { color: red }</STYLE ><p>styled</p><script/>never closed<p>kept</p></body>"
        #expect(Self.parse(page).text == "leadafterstylednever closedkept")
        // A `</scriptx>` ends nothing; the JSON of linked data written so stays the parser's.
        #expect(Self.parse("<body><script/>a</scriptx>b</script><p>c</p></body>").text == "c")
        #expect(Self.parse("<body><script type=\"application/ld+json\"/>{}<p>c</p></body>").text == "{}c")
    }

    @Test("A script that opens a comment and holds a script's tags ends where a browser ends it, past them")
    func scriptHoldingAScriptInAComment() {
        // A sports site's page data after `/*<!--*/`, carrying a tweet's embed code with its own
        // `<script …></script>`: libxml2 ended the script there and read the rest as the page's.
        let data = #"<body><p>lead</p><script id="initial-data">/*<!--*/ window.data = {"html": "<blockquote>a tweet</blockquote><script async src=\"w.js\"></script>", "content": "the story again"}; /*-->*/</script><p>after</p></body>"#
        for drops in [true, false] {
            #expect(HTMLEventLog.of(data, dropsUnreadText: drops) == "<html><body><p>lead</p><script id=initial-data></script><p>after</p></body></html>")
        }
        // Escaped, but no script's tag inside: the first end tag ends it, as before. And `-->`
        // ends the escape, so a `<script` after it starts nothing.
        #expect(Self.parse("<body><script><!-- var a = 1; --></script><p>b</p></body>").text == "b")
        #expect(Self.parse("<body><script><!-- a --> x = '<script>'</script><p>b</p></script><p>d</p></body>").text == "bd")
        // A comment never closed: the first end tag outside the inner script's ends it.
        #expect(Self.parse("<body><script><!-- s = '<script></script>'; </script><p>c</p></body>").text == "c")
        // A browser that reads such a script to the page's end shows nothing after it; the
        // parser's reading is kept then.
        #expect(Self.parse("<body><script><!-- <script></script> never ends<p>c</p></body>").text.hasSuffix("c"))
    }

    @Test("What an iframe holds is text a browser never shows, read to its end tag however it is written")
    func iframeHoldsText() {
        // An ad's frame whose address holds a page of its own, written unescaped: libxml2 read
        // its `</body></html>` as the page's and what followed as the page's text.
        let ad = #"<body><div><p>lead</p><iframe src="javascript:"<html><body style='background:transparent'></body></html>"" style="display: none;"></iframe><p>after</p></div></body>"#
        #expect(HTMLEventLog.of(ad, dropsUnreadText: true) == #"<html><body><div><p>lead</p><iframe src=javascript:></iframe><p>after</p></div></body></html>"#)
        #expect(Self.parse("<body><iframe><p>fallback</p></iframe><p>a</p><iframe/><b>x</b></IFRAME >y</body>").text == "ay")
        // With no end tag left, the rest of the page is read as the parser reads it.
        #expect(Self.parse("<body><p>a</p><iframe><p>b</p></body>").text == "ab")
    }

    @Test("A script framework's binding the parser cannot name goes with its value, a > inside it ending nothing")
    func frameworkBindings() {
        // Alpine's event binding on a toast at a magazine's foot: libxml2 dropped the name to the
        // first blank, read the value's words as attributes and ended the tag at its "=>".
        let toast = #"<body><div @notify.window="clearTimeout(t); t = setTimeout(()=> {open=false}, 2000);" x-data="{open: false}" class="toast"><p>in</p></div></body>"#
        #expect(HTMLEventLog.of(toast, dropsUnreadText: true) == #"<html><body><div x-data={open: false} class=toast><p>in</p></div></body></html>"#)
        // Angular's, and one without a value, which the parser already drops whole.
        let angular = #"<body><p (click)="n > 0 && go()" [hidden]='n>1' *ngIf="a >b" #ref=x title="t" @ready>kept</p></body>"#
        #expect(HTMLEventLog.of(angular, dropsUnreadText: true) == "<html><body><p title=t>kept</p></body></html>")
        #expect(HTMLEventLog.of(angular, dropsUnreadText: false) == "<html><body><p title=t>kept</p></body></html>")
    }

    @Test("Quoted values holding > and unquoted values do not end the element early")
    func quotedValues() {
        let many = (0..<200).map { "a\($0)=\">\" b\($0)=x" }.joined(separator: " ")
        let log = Self.parse("<body><div \(many)>in</div></body>")
        #expect(log.attributes(of: "div") == [100])
        #expect(log.text == "in")
    }

    @Test("Names longer than the parser reads count as it counts them")
    func longNames() {
        // libxml2 reads at most 100 characters of a name; the rest is the next attribute, so
        // these 60 names are 120 attributes to it.
        let names = (0..<60).map { "a\($0)x" + String(repeating: "n", count: 100) + "b\($0)" }
        let log = Self.parse("<body><div " + names.joined(separator: " ") + ">in</div></body>")
        #expect(log.attributes(of: "div") == [100])
    }

    @Test("Comments, scripts and declarations that look like tags hide no element from the cap")
    func hidingPlaces() {
        for cover in ["<!-- <a title=\" -->", "<script>var s = \"<div a='\";</script>", "<?php echo '<div x=\"' ?>",
                      "<!DOCTYPE html \"<a b='>", "</p title=\"x>", "<style>p { content: '<b c=\"' }</style>"] {
            let log = Self.parse("<body>\(cover)<div \(Self.attributes(300))>in</div>\" ' </body>")
            #expect(log.attributes(of: "div") == [100], "\(cover)")
        }
    }

    @Test("A NUL byte in a tag no longer ends the page; in text it reads as U+FFFD")
    func nul() {
        let page = Array("<body><p title=\"a".utf8) + [0] + Array("b\">before".utf8) + [0] + Array(" after</p><p>next</p></body>".utf8)
        let log = AttributeCount()
        HTMLEventParser.parse(bytes: page, encoding: "UTF-8", into: log)
        #expect(log.text == "before\u{FFFD} afternext")
        #expect(log.attributes(of: "p") == [1, 0])
    }

    @Test("The handler stops the parse when it wants to; markup problems are reported")
    func stop() {
        let page = "<body>" + String(repeating: "<p>x</p>", count: 1_000) + "</body>"
        #expect(Self.parse(page).events > 3_000)
        let stopped = Self.parse(page, stopAfter: 50)
        #expect(stopped.events < 60)
        #expect(Self.parse("<body><p>x</span></i></p></body>").problems >= 2)
    }
}
