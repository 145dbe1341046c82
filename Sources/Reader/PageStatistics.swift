/// Per-node facts every later pass reads: what is excluded, and how much text, link text,
/// commas, paragraphs and images each subtree holds (excluded parts not counted). Computed in
/// two sweeps over the flat tree, never recursively.
struct PageStatistics {
    /// Never shown: scripts, hidden elements, navigation, share bars, comment sections…
    var excluded: [Bool]
    /// Characters of text, spaces folded.
    var textLength: [Int32]
    /// Characters of text inside links.
    var linkLength: [Int32]
    var commas: [Int32]
    var paragraphs: [Int32]
    var images: [Int32]
    var listItems: [Int32]
    /// What each element's class and id say.
    var verdicts: [BoilerplateHints.Verdict]
    /// Whether an element has a block-level child (a paragraph, a list, a heading…): its text
    /// is then scored through those blocks rather than as one paragraph.
    var hasBlockChild: [Bool]

    /// With `judgeNames` false only tags, roles and hiding exclude; the extractor retries
    /// that way when the names led it astray (a page whose whole body sits in a "sidebar").
    init(tree: DOMTree, judgeNames: Bool = true, meter: WorkMeter) throws(ExtractionStop) {
        let count = tree.nodes.count
        excluded = Array(repeating: false, count: count)
        textLength = Array(repeating: 0, count: count)
        linkLength = Array(repeating: 0, count: count)
        commas = Array(repeating: 0, count: count)
        paragraphs = Array(repeating: 0, count: count)
        images = Array(repeating: 0, count: count)
        listItems = Array(repeating: 0, count: count)
        verdicts = Array(repeating: BoilerplateHints.Verdict(), count: count)
        hasBlockChild = Array(repeating: false, count: count)

        // A wrapper whose name sounds like clutter ("penci_sidebar", "page-ad-margins") but
        // that holds the article is kept: the article marks itself somewhere inside it.
        // The passes read the nodes in place: copying a node out would retain its strings.
        try tree.nodes.withUnsafeBufferPointer { nodes throws(ExtractionStop) in
            var holdsArticle = Array(repeating: false, count: count)
            var seenClasses: [String: UInt8] = [:]
            for index in stride(from: count - 1, through: 0, by: -1) {
                try meter.step()
                guard nodes[index].tag != .text else { continue }
                let parent = Int(nodes[index].parent)
                if parent >= 0, nodes[index].tag.isBlock, nodes[index].tag != .label { hasBlockChild[parent] = true }
                verdicts[index] = BoilerplateHints.verdict(nodes[index], seen: &seenClasses)
                if verdicts[index].marksArticle { holdsArticle[index] = true }
                if holdsArticle[index], parent >= 0 { holdsArticle[parent] = true }
            }
            for index in 0..<count {
                try meter.step()
                let parent = Int(nodes[index].parent)
                if parent >= 0, excluded[parent] {
                    excluded[index] = true
                    continue
                }
                guard nodes[index].tag != .text else { continue }
                excluded[index] = Self.isBoilerplate(nodes[index], junkName: judgeNames && !holdsArticle[index] && verdicts[index].isJunk)
            }

            var insideLink = Array(repeating: false, count: count)
            for index in 0..<count where !excluded[index] {
                try meter.step()
                let parent = Int(nodes[index].parent)
                insideLink[index] = nodes[index].tag == .a || (parent >= 0 && insideLink[parent])
            }

            for index in stride(from: count - 1, through: 0, by: -1) where !excluded[index] {
                try meter.step()
                switch nodes[index].tag {
                case .text:
                    try meter.step(nodes[index].text.utf8.count / 64)
                    let (length, commaCount) = Self.measure(nodes[index].text)
                    textLength[index] = length
                    commas[index] = commaCount
                    if insideLink[index] { linkLength[index] = length }
                case .p: paragraphs[index] += 1
                case .img: images[index] += 1
                case .li: listItems[index] += 1
                default: break
                }
                let parent = Int(nodes[index].parent)
                guard parent >= 0 else { continue }
                textLength[parent] += textLength[index]
                linkLength[parent] += linkLength[index]
                commas[parent] += commas[index]
                paragraphs[parent] += paragraphs[index]
                images[parent] += images[index]
                listItems[parent] += listItems[index]
            }
        }
    }

    func linkDensity(_ index: Int) -> Float {
        let text = textLength[index]
        return text > 0 ? Float(linkLength[index]) / Float(text) : 0
    }

    private static func isBoilerplate(_ node: DOMTree.Node, junkName: Bool) -> Bool {
        if node.tag.isNeverContent { return true }
        switch node.tag {
        // Captions describe pictures the terminal does not show; the image's alt text stands in.
        case .nav, .aside, .footer, .figcaption: return true
        case .body, .html, .main, .article: return false
        default: break
        }
        if BoilerplateHints.isHidden(node) || BoilerplateHints.hasJunkRole(node) { return true }
        if node.attribute("itemprop", is: "articlebody") { return false }
        return junkName
    }

    /// Characters with whitespace runs counted as one, and commas (Western and CJK).
    private static func measure(_ text: String) -> (Int32, Int32) {
        var length: Int32 = 0
        var commas: Int32 = 0
        var lastWasSpace = true
        for byte in text.utf8 {
            switch byte {
            case 0x20, 0x09, 0x0A, 0x0D, 0x0C:
                if !lastWasSpace { length += 1 }
                lastWasSpace = true
            case 0x80...0xBF:
                continue  // a continuation byte: part of the character already counted
            default:
                if byte == UInt8(ascii: ",") { commas += 1 }
                length += 1
                lastWasSpace = false
            }
        }
        return (length, commas)
    }
}
