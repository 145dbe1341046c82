import TidingsText
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// UTF-8 page bytes made safe for libxml2 2.9's HTML parser, which has two traps no page
/// should be able to spring:
///
/// - it compares each attribute of an element with every attribute before it, so one element
///   with 100,000 attributes costs it billions of comparisons (over 10 s), with no event in
///   between at which to stop it. Attributes past the hundredth of one element are dropped.
/// - it ends the document at the first NUL byte, losing whatever follows. NUL becomes U+FFFD,
///   as browsers read it.
///
/// Finding the elements follows the parser's own reading of the bytes (libxml2 2.9.14's
/// HTMLparser.c): tags and their quoted values, comments, `<?…>`, `<!DOCTYPE …>`, and the raw
/// text of scripts and styles. Where that reading could be in doubt the scan takes the choice
/// that looks at more bytes as tags, so a tag the parser reads is never one the scan skipped.
///
/// The same reading drops the text of style sheets and of scripts other than JSON data (the
/// JSON-LD that holds a page's metadata): nothing that reads pages uses it, it is often half a
/// page's bytes, and libxml2 reads it a character at a time. The elements themselves stay.
/// Only text the parser would end at the same `</script` goes, so no tag is lost with it (in
/// UTF-8 that is valid: after a byte that is not, libxml2 reads the rest as Latin-1, so a stray
/// byte in a script that is dropped no longer changes how the rest of the page reads).
/// A script that opens a comment and holds a script's tags is cut to where a browser ends it
/// (HTML's escaped script states), past the inner `</script>` libxml2 would stop at.
/// What an `<iframe>` holds, to its end tag, is cut as well: browsers read it as text they never
/// show, libxml2 as the page's markup (an ad frame whose address is an unescaped page closed the
/// document there). So does an attribute a browser reads whose name the parser cannot begin (a
/// script framework's `@click`), with its value: the parser ended the tag at a ">" inside that
/// value. A page with none of these (no scripts, styles, frames or such names) comes back as it
/// was, without a copy.
/// A handler that reads only some attributes has the rest cut the same way, name and value:
/// the reader keeps two dozen, and the icons' paths, trackers' data and handlers' code the
/// parser would read a character at a time are a fifth of a page once its scripts are gone.
enum HTMLInput {
    static let maximumAttributes = 100

    /// `dropsUnreadText` false keeps scripts' and styles' text (to check that dropping it
    /// changes nothing else).
    /// `keeping`, when given, names the only attributes left in (the rest of the page is read
    /// as it would be with them all).
    static func prepared(_ bytes: [UInt8], dropsUnreadText: Bool = true, keeping: AttributeNames? = nil) -> [UInt8] {
        var bytes = withoutNUL(bytes)
        let cuts = bytes.withUnsafeBufferPointer { buffer in
            var scanner = TagScanner(bytes: buffer, dropsUnreadText: dropsUnreadText, keeping: keeping)
            scanner.run()
            return scanner.cuts
        }
        guard !cuts.isEmpty else { return bytes }
        var output: [UInt8] = []
        output.reserveCapacity(bytes.count)
        var from = 0
        for cut in cuts {
            output.append(contentsOf: bytes[from..<cut.range.lowerBound])
            // What stood between the attributes kept and the rest; a script's text goes whole.
            switch cut.kind {
            case .attributes: output.append(0x20)
            case .rawText: break
            case .reference(let value): output.append(contentsOf: "&#\(value);".utf8)
            }
            from = cut.range.upperBound
        }
        output.append(contentsOf: bytes[from...])
        bytes = output
        return bytes
    }

    private static func withoutNUL(_ bytes: [UInt8]) -> [UInt8] {
        let hasNUL = bytes.withUnsafeBytes { raw in
            raw.baseAddress.map { memchr($0, 0, raw.count) != nil } ?? false
        }
        guard hasNUL else { return bytes }
        var output: [UInt8] = []
        output.reserveCapacity(bytes.count + 64)
        for byte in bytes {
            if byte == 0 { output.append(contentsOf: [0xEF, 0xBF, 0xBD]) } else { output.append(byte) }
        }
        return output
    }
}

/// A stretch of the page the parser is not given.
private struct Cut {
    /// `reference`: a reference without its ';' that browsers read in text, which libxml2 would
    /// leave as its letters, given as the character reference of what it names.
    enum Kind: Equatable { case attributes, rawText, reference(UInt32) }
    var range: Range<Int>
    let kind: Kind
}

/// Walks the bytes as libxml2's HTML parser reads them and notes which stretches of a start tag
/// hold attributes beyond the limit, and which scripts' and styles' text nobody reads.
private struct TagScanner {
    let bytes: UnsafeBufferPointer<UInt8>
    let dropsUnreadText: Bool
    let keeping: AttributeNames?
    private(set) var cuts: [Cut] = []
    private var position = 0
    /// Set where the scan may read the page otherwise than the parser: no text is dropped after.
    private var inDoubt = false
    /// Set where the scan may read as a tag what the parser reads as a script's text: a `<`
    /// inside a declaration the scan skips (the parser may read a `<script>` there: after an
    /// empty `<!DOCTYPE>` it reads the next one as text), or wherever the scan is in doubt. No
    /// attribute nobody reads is cut after: what it would cut might be a script's words.
    private var tagsInDoubt: Bool { inDoubt || skippedALessThan }
    private var skippedALessThan = false
    /// What goes from the tag being read (`startTag`), kept between tags so that reading one
    /// allocates nothing: most tags on a page have an attribute nobody reads.
    private var tagCuts: [(range: Range<Int>, always: Bool)] = []
    /// The names (script, style, iframe) no end tag of which is left after where the scan is.
    private var endingNowhere: Set<String> = []

    init(bytes: UnsafeBufferPointer<UInt8>, dropsUnreadText: Bool, keeping: AttributeNames?) {
        self.bytes = bytes
        self.dropsUnreadText = dropsUnreadText
        self.keeping = keeping
    }

    private static let lessThan = UInt8(ascii: "<"), greaterThan = UInt8(ascii: ">"), slash = UInt8(ascii: "/")
    private static let equals = UInt8(ascii: "="), doubleQuote = UInt8(ascii: "\""), singleQuote = UInt8(ascii: "'")
    private static let bang = UInt8(ascii: "!"), question = UInt8(ascii: "?"), dash = UInt8(ascii: "-")
    private static let ampersand = UInt8(ascii: "&")
    /// What the parser takes for a name's length; a longer name goes on as the next attribute.
    private static let nameLimit = 100

    private var count: Int { bytes.count }

    private func byte(_ index: Int) -> UInt8 { index < count ? bytes[index] : 0 }

    mutating func run() {
        while let start = find(Self.lessThan, from: position) {
            referencesWithoutSemicolons(in: position..<start)
            position = start
            let next = byte(start + 1)
            if next == Self.slash {
                endTag()
            } else if Self.isLetter(next) {
                startTag()
            } else if next == Self.bang, matches("<!--", at: start) {
                comment()
            } else if next == Self.bang, matchesIgnoringCase("<!doctype", at: start) {
                // The parser reads quoted literals inside; ending at the first ">" looks at more
                // bytes as tags than it does, never fewer, and where a quote is still open there
                // the scan is in doubt.
                position = find(Self.greaterThan, from: start + 9).map { $0 + 1 } ?? count
                if hasOpenQuote(start..<position) { inDoubt = true }
                notingLessThans(in: start + 1..<position)
            } else if next == Self.question {
                processingInstruction()
            } else {
                position = start + 1  // a "<" that starts nothing is text
            }
        }
        referencesWithoutSemicolons(in: position..<count)
    }

    /// Text's references that browsers read without their ';' ("&nbsp[", "&copy 2004"), which
    /// libxml2 leaves as written, noted to be given as what they name.
    private mutating func referencesWithoutSemicolons(in text: Range<Int>) {
        var index = text.lowerBound
        while index < text.upperBound, let ampersand = find(Self.ampersand, from: index, before: text.upperBound) {
            if let (value, end) = HTMLEntities.legacyReference(in: bytes, at: ampersand, before: text.upperBound) {
                cuts.append(Cut(range: ampersand..<end, kind: .reference(value)))
                index = end
            } else {
                index = ampersand + 1
            }
        }
    }

    // MARK: Tags

    /// `</name …>`: the name, then everything to the next ">" (quotes mean nothing here).
    private mutating func endTag() {
        position += 2
        guard Self.isNameStart(byte(position)) else { return }
        readName()
        position = find(Self.greaterThan, from: position).map { $0 + 1 } ?? count
    }

    private mutating func startTag() {
        position += 1
        let nameStart = position
        readName()
        let name = nameStart..<position
        skipBlanks()
        var attributes = 0
        var declaresData = false
        // What goes from this tag, in order. An attribute nobody reads goes only from a tag the
        // parser reads attribute by attribute: where it drops a stretch that is no name, what
        // it makes of the rest depends on what stands around it (`type\u{FFFD}"… :=x …=y`
        // gave `type` no value, and `y` once the `:` went).
        tagCuts.removeAll(keepingCapacity: true)
        var dropsAStretch = false
        while position < count, !atTagEnd {
            let attributeStart = position
            if Self.isNameStart(bytes[position]) {
                let attributeName = position
                readName()
                let nameEnd = position
                let isType = isNamed(attributeName..<position, "type")
                skipBlanks()
                if byte(position) == Self.equals {
                    position += 1
                    skipBlanks()
                    let valueStart = position
                    readValue()
                    if isType, mayNameData(valueStart..<position) { declaresData = true }
                }
                attributes += 1
                if attributes > HTMLInput.maximumAttributes {
                    tagCuts.append((attributeStart..<position, true))
                } else if keeping?.contains(bytes, attributeName..<nameEnd) == false, !tagsInDoubt {
                    tagCuts.append((attributeStart..<position, false))
                }
            } else if let end = browsersAttribute(from: position) {
                // A name a browser reads but the parser cannot begin (a script framework's
                // binding: Alpine's and Vue's `@click`, Angular's `(click)`, `[hidden]`, `*ngIf`,
                // `#ref`) with a value: the parser would drop it only to the next blank and read
                // the rest of the value as attributes, ending the tag at a ">" inside it
                // (`@notify="setTimeout(() => …)"` left the rest of the tag as a line of the
                // page). Nothing reads these, so both go, as one.
                position = end
                tagCuts.append((attributeStart..<position, true))
            } else {
                // Not a name: the parser drops it up to the next blank or the tag's end.
                while position < count, !Self.isBlank(bytes[position]), !atTagEnd { position += 1 }
                dropsAStretch = true
            }
            skipBlanks()
        }
        for tagCut in tagCuts where tagCut.always || !dropsAStretch { cut(tagCut.range) }
        var selfClosing = false
        if position < count {
            selfClosing = bytes[position] == Self.slash
            position += selfClosing ? 2 : 1
        }
        if isNamed(name, "iframe") {
            // A browser reads what an iframe holds as text it never shows (what the frame shows
            // comes from its address), to `</iframe>`; libxml2 reads it as the page's markup, and
            // an ad's `src="javascript:"<html><body …></body></html>""…` closed the page there,
            // its leftover quotes and styles read as a line of the article.
            // (Cut whether or not unread text is dropped: it is how the page reads, not a saving.)
            if !inDoubt, let end = browsersEnd(of: name, named: "iframe") {
                if end > position { cuts.append(Cut(range: position..<end, kind: .rawText)) }
                position = end
            }
            return
        }
        guard !selfClosing else {
            // A browser reads `<script/>` as it reads `<script>` (the slash closes only a void
            // or a foreign element): what follows, to `</script>`, is the script's. libxml2
            // reads it as the page's, and the script's code would read as the page's words.
            if !inDoubt, isNamed(name, "script") && !declaresData || isNamed(name, "style"), let end = browsersEnd(of: name, named: isNamed(name, "style") ? "style" : "script") {
                if end > position { cuts.append(Cut(range: position..<end, kind: .rawText)) }
                position = end  // `run` reads the end tag, which closes nothing for the parser
            }
            return
        }
        if isNamed(name, "script") {
            // A script that opens a comment and then holds a script's tags (`/*<!--*/` before
            // JSON carrying a tweet's embed, `"<script async …></script>"`) ends, for a browser,
            // only past them; libxml2 ends it at the first `</script>` and reads the rest of the
            // code as the page's words. The script's text goes, to where the browser ends it.
            // (Cut whether or not unread text is dropped, as an iframe's is.)
            // One look to the parser's first stop finds the comment, when there is one, and
            // hands the stop on otherwise, so the script's text is read once.
            let (stop, comment) = firstStopOrComment(of: name)
            if let comment, !inDoubt, let end = browsersEndOfEscapedScript(from: comment), end > position {
                cuts.append(Cut(range: position..<end, kind: .rawText))
                position = end
                return
            }
            rawText(endingWith: name, drops: !declaresData, firstStop: stop)
        } else if isNamed(name, "style") {
            rawText(endingWith: name, drops: true)
        }
    }

    /// Whether a script's type may be JSON (a value with a character reference is not decoded
    /// here, so it may be too).
    private func mayNameData(_ value: Range<Int>) -> Bool {
        if value.contains(where: { bytes[$0] == UInt8(ascii: "&") }) { return true }
        let json = Array("json".utf8)
        guard value.count >= json.count else { return false }
        for start in value.lowerBound...(value.upperBound - json.count)
        where (0..<json.count).allSatisfy({ Self.lowered(bytes[start + $0]) == json[$0] }) {
            return true
        }
        return false
    }

    /// How the parser reads a script or a style (libxml2 2.9.14's `htmlParseContentInternal`
    /// inside one): where it starts reading, and again after each stop, an end tag is read as
    /// one (its own name closes the element; another closes it if that element is open, which
    /// the scan cannot know), `<noscript` closes a script and `<body` or `<frameset` a style;
    /// from anywhere else it reads text to the next `</` and the element's name (any case).
    /// Text that `drops` is cut only between two such points the scan is sure of. Where the
    /// scan cannot follow, it reads on as tags (more bytes as tags than the parser, never fewer)
    /// and drops nothing more on the page.
    /// `firstStop`, when known, is `nextStop(of: name, from: position)`.
    private mutating func rawText(endingWith name: Range<Int>, drops: Bool, firstStop: Int? = nil) {
        var entry = position
        while entry < count {
            if byte(entry) == Self.lessThan, byte(entry + 1) == Self.slash {
                let endName = entry + 2
                guard Self.isNameStart(byte(endName)) else {
                    entry = endName  // "</" without a name: the parser reads text after it
                    continue
                }
                var nameEnd = endName
                while nameEnd < min(count, endName + Self.nameLimit), Self.isNameByte(bytes[nameEnd]) { nameEnd += 1 }
                if nameEnd - endName != name.count || !closes(name, at: endName) { inDoubt = true }
                position = entry  // `run` reads the end tag
                return
            }
            if byte(entry) == Self.lessThan, Self.isLetter(byte(entry + 1)) || byte(entry + 1) == UInt8(ascii: "_") || byte(entry + 1) == UInt8(ascii: ":") {
                if startsClosing(name, at: entry + 1) {
                    position = entry
                    return
                }
            }
            guard let stop = entry == position ? firstStop ?? nextStop(of: name, from: entry) : nextStop(of: name, from: entry) else {
                position = count  // text to the end of the page, kept: the parser reads it so too
                return
            }
            if drops, dropsUnreadText, !inDoubt, stop > entry { cuts.append(Cut(range: entry..<stop, kind: .rawText)) }
            entry = stop
        }
        position = count
    }

    /// Where a browser ends a script's, a style's or an iframe's text: the next `</` and its
    /// name, the name ending there. Once none is left for a name, none is looked for again: a
    /// page of thousands of `<script/>` and no end tag would otherwise be read to its end for each.
    private mutating func browsersEnd(of name: Range<Int>, named lowered: String) -> Int? {
        if endingNowhere.contains(lowered) { return nil }
        var search = position
        while let stop = nextStop(of: name, from: search) {
            let after = byte(stop + 2 + name.count)
            if after == Self.greaterThan || after == Self.slash || Self.isBlank(after) { return stop }
            search = stop + 1
        }
        endingNowhere.insert(lowered)
        return nil
    }

    /// Where the parser first stops reading a script's text (the next `</` and its name), or
    /// where a comment opens before that: a script with a comment is read by the browser's
    /// states first.
    private func firstStopOrComment(of name: Range<Int>) -> (stop: Int?, comment: Int?) {
        var search = position
        while let candidate = find(Self.lessThan, from: search) {
            if byte(candidate + 1) == Self.slash, closes(name, at: candidate + 2) { return (candidate, nil) }
            if matches("<!--", at: candidate) { return (nil, candidate) }
            search = candidate + 1
        }
        return (nil, nil)
    }

    /// Where a browser ends the script whose comment opens at `start`, when that is past the
    /// first `</script` a parser takes for its end: HTML's script data states, in which `<!--`
    /// starts an escaped run, a `<script` inside it another run that its own `</script` ends,
    /// and `-->` ends the escape. Nil when the two agree or the browser would read to the end
    /// of the page.
    private func browsersEndOfEscapedScript(from start: Int) -> Int? {
        func endsName(_ index: Int) -> Bool {
            let after = byte(index)
            return after == Self.greaterThan || after == Self.slash || Self.isBlank(after)
        }
        func isTag(_ index: Int, closing: Bool) -> Bool {
            closing ? matchesIgnoringCase("</script", at: index) && endsName(index + 8)
                : matchesIgnoringCase("<script", at: index) && endsName(index + 7)
        }
        enum State { case data, escaped, doubleEscaped }
        var state = State.escaped
        var index = start + 4
        if byte(index) == Self.greaterThan { state = .data }  // "<!-->" opens and closes
        var crossedEndTag = false
        while index < count {
            let current = bytes[index]
            if current == Self.dash, state != .data, matches("-->", at: index) {
                state = .data
                index += 3
                continue
            }
            guard current == Self.lessThan else { index += 1; continue }
            switch state {
            case .data:
                if isTag(index, closing: true) { return crossedEndTag ? index : nil }
                if matches("<!--", at: index) { state = .escaped; index += 4; continue }
            case .escaped:
                if isTag(index, closing: true) { return crossedEndTag ? index : nil }
                if isTag(index, closing: false) { state = .doubleEscaped; index += 7; continue }
            case .doubleEscaped:
                if isTag(index, closing: true) { state = .escaped; crossedEndTag = true; index += 8; continue }
            }
            index += 1
        }
        return nil
    }

    /// Where the parser stops reading the element's text: the next `</` and its name.
    private func nextStop(of name: Range<Int>, from index: Int) -> Int? {
        var search = index
        while let candidate = find(Self.lessThan, from: search) {
            if byte(candidate + 1) == Self.slash, closes(name, at: candidate + 2) { return candidate }
            search = candidate + 1
        }
        return nil
    }

    /// Whether the start tag whose name begins at `index` ends the script or style `name` first.
    private func startsClosing(_ name: Range<Int>, at index: Int) -> Bool {
        var end = index
        // The parser's look-ahead takes letters, digits, ':', '-' and '_' (no '.').
        while end < min(count, index + Self.nameLimit), Self.isNameByte(bytes[end]), bytes[end] != UInt8(ascii: ".") { end += 1 }
        let tag = index..<end
        return isNamed(name, "script") ? isNamed(tag, "noscript") : isNamed(tag, "body") || isNamed(tag, "frameset")
    }

    private func closes(_ name: Range<Int>, at index: Int) -> Bool {
        guard index + name.count <= count else { return false }
        for offset in 0..<name.count where Self.lowered(bytes[index + offset]) != Self.lowered(bytes[name.lowerBound + offset]) {
            return false
        }
        return true
    }

    private var atTagEnd: Bool {
        let current = bytes[position]
        return current == Self.greaterThan || (current == Self.slash && byte(position + 1) == Self.greaterThan)
    }

    /// Where an attribute a browser reads from `start` ends, when it has a value: its name runs
    /// to a blank, "/", ">" or "=" (whatever else it holds), then "=" and the value. Nil for a
    /// name without a value, which the parser drops as a browser would have read it, and for
    /// one followed by "=".
    private func browsersAttribute(from start: Int) -> Int? {
        var end = start
        while end < count, !Self.isBlank(bytes[end]), bytes[end] != Self.slash, bytes[end] != Self.greaterThan,
              end == start || bytes[end] != Self.equals { end += 1 }
        while end < count, Self.isBlank(bytes[end]) { end += 1 }
        guard end < count, bytes[end] == Self.equals else { return nil }
        var scanner = self
        scanner.position = end + 1
        scanner.skipBlanks()
        scanner.readValue()
        // What follows must not start with "=": with the attribute cut, the parser would read
        // it as the value of the name before (found by the fuzz target `markup`).
        let after = scanner.position
        scanner.skipBlanks()
        return scanner.byte(scanner.position) == Self.equals ? nil : after
    }

    /// A quoted value runs to its closing quote (or the end of the page); a bare one to a blank or ">".
    private mutating func readValue() {
        let quote = byte(position)
        if quote == Self.doubleQuote || quote == Self.singleQuote {
            position = find(quote, from: position + 1).map { $0 + 1 } ?? count
        } else {
            while position < count, !Self.isBlank(bytes[position]), bytes[position] != Self.greaterThan { position += 1 }
        }
    }

    private mutating func readName() {
        let end = min(count, position + Self.nameLimit)
        while position < end, Self.isNameByte(bytes[position]) { position += 1 }
    }

    private mutating func skipBlanks() {
        while position < count, Self.isBlank(bytes[position]) { position += 1 }
    }

    private mutating func notingLessThans(in range: Range<Int>) {
        guard keeping != nil, !skippedALessThan, !range.isEmpty, let base = bytes.baseAddress else { return }
        if memchr(base + range.lowerBound, Int32(Self.lessThan), range.count) != nil { skippedALessThan = true }
    }

    private mutating func cut(_ range: Range<Int>) {
        if let last = cuts.last, last.kind == .attributes, last.range.upperBound == range.lowerBound {
            cuts[cuts.count - 1].range = last.range.lowerBound..<range.upperBound
        } else {
            cuts.append(Cut(range: range, kind: .attributes))
        }
    }

    // MARK: Comments and declarations

    private func hasOpenQuote(_ range: Range<Int>) -> Bool {
        var open: UInt8?
        for index in range {
            let current = bytes[index]
            if let quote = open {
                if current == quote { open = nil }
            } else if current == Self.doubleQuote || current == Self.singleQuote {
                open = current
            }
        }
        return open != nil
    }

    /// `<!--` to the first `-->` or `--!>` that starts after it; without one, the rest of the page.
    private mutating func comment() {
        var index = position + 4
        while let dash = find(Self.dash, from: index) {
            if byte(dash + 1) == Self.dash {
                if byte(dash + 2) == Self.greaterThan {
                    position = dash + 3
                    return
                }
                if byte(dash + 2) == Self.bang, byte(dash + 3) == Self.greaterThan {
                    position = dash + 4
                    return
                }
            }
            index = dash + 1
        }
        position = count
    }

    /// `<?target …>` runs to the next ">"; without a target (as far as can be sure) it is text.
    private mutating func processingInstruction() {
        let target = byte(position + 2)
        guard Self.isLetter(target) || target == UInt8(ascii: "_") || target == UInt8(ascii: ":") else {
            position += 2
            return
        }
        position = find(Self.greaterThan, from: position + 2).map { $0 + 1 } ?? count
    }

    // MARK: Bytes

    private func find(_ target: UInt8, from index: Int, before end: Int? = nil) -> Int? {
        let end = end ?? count
        guard index < end, let base = bytes.baseAddress else { return nil }
        guard let found = memchr(base + index, Int32(target), end - index) else { return nil }
        return base.distance(to: found.assumingMemoryBound(to: UInt8.self))
    }

    private func matches(_ text: StaticString, at index: Int) -> Bool {
        let length = text.utf8CodeUnitCount
        guard index + length <= count else { return false }
        return (0..<length).allSatisfy { bytes[index + $0] == text.utf8Start[$0] }
    }

    private func matchesIgnoringCase(_ text: StaticString, at index: Int) -> Bool {
        let length = text.utf8CodeUnitCount
        guard index + length <= count else { return false }
        return (0..<length).allSatisfy { Self.lowered(bytes[index + $0]) == text.utf8Start[$0] }
    }

    private func isNamed(_ range: Range<Int>, _ name: StaticString) -> Bool {
        range.count == name.utf8CodeUnitCount && matchesIgnoringCase(name, at: range.lowerBound)
    }

    private static func lowered(_ byte: UInt8) -> UInt8 {
        byte >= 0x41 && byte <= 0x5A ? byte + 0x20 : byte
    }

    private static func isLetter(_ byte: UInt8) -> Bool {
        (byte | 0x20) >= 0x61 && (byte | 0x20) <= 0x7A
    }

    /// Where the parser lets a tag's or an attribute's name begin.
    private static func isNameStart(_ byte: UInt8) -> Bool {
        isLetter(byte) || byte == UInt8(ascii: "_") || byte == UInt8(ascii: ":") || byte == UInt8(ascii: ".")
    }

    private static func isNameByte(_ byte: UInt8) -> Bool {
        isNameStart(byte) || (byte >= 0x30 && byte <= 0x39) || byte == UInt8(ascii: "-")
    }

    private static func isBlank(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
    }
}

/// Attribute names to look up by their bytes as the page spells them, in any case, without
/// making a string of each.
struct AttributeNames {
    /// The names, lower-cased, by length.
    private var byLength: [[[UInt8]]] = []

    init(_ names: Set<String>) {
        for name in names {
            let bytes = Array(name.lowercased().utf8)
            while byLength.count <= bytes.count { byLength.append([]) }
            byLength[bytes.count].append(bytes)
        }
    }

    func contains(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> Bool {
        guard range.count < byLength.count else { return false }
        return byLength[range.count].contains { name in
            name.indices.allSatisfy { offset in
                let byte = bytes[range.lowerBound + offset]
                return (byte >= 0x41 && byte <= 0x5A ? byte + 0x20 : byte) == name[offset]
            }
        }
    }
}
