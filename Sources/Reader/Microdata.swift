import TidingsText

extension DOMTree {
    /// Whether a box is schema.org microdata written out for machines rather than readers: a
    /// publisher's name beside its logo's address, "mainEntityOfPage" spelled out as a bare
    /// URL. Every word in it is the value of a property (its element carries `itemprop`) and
    /// one of them is a web address; it holds no paragraph. Sites hide such a box with a style
    /// sheet, which a reader does not apply. (A byline's `<span itemprop="name">` after "By"
    /// has words of its own around it.)
    func isMicrodataForMachines(_ index: Int) -> Bool {
        let end = subtreeEnd(index)
        guard end - index <= 80 else { return false }
        var holdsAddress = false
        for position in index..<end {
            let node = nodes[position]
            switch node.tag {
            case .p: return false
            case .text:
                // (Asked of every box of the story: most fail at their first words, before any
                // string is made.)
                guard node.text.utf8.contains(where: { $0 > 0x20 }) else { continue }
                guard nodes[Int(node.parent)].attribute("itemprop") != nil else { return false }
                if Self.isWebAddress(node.text.trimmingWhitespace()) { holdsAddress = true }
            default: continue
            }
        }
        return holdsAddress
    }

    /// A bare absolute web address, nothing around it.
    private static func isWebAddress(_ words: String) -> Bool {
        (words.hasPrefix("https://") || words.hasPrefix("http://") || words.hasPrefix("//"))
            && !words.contains { $0.isWhitespace }
    }
}
