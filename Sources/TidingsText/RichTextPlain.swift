extension RichText {
    /// Rich text from plain text that is already sanitized.
    ///
    /// Blank lines separate paragraphs. A single newline stays a hard line break inside its
    /// paragraph (people break lines on purpose in lists and addresses, and separating every line
    /// with a blank row would double-space them). Consecutive lines starting with ">" form one
    /// quote block, with the ">" and one following space removed.
    public static func plain(_ text: String) -> RichText {
        var blocks: [Block] = []
        var lines: [Substring] = []
        var quoting = false

        func finishBlock() {
            defer { lines.removeAll(keepingCapacity: true) }
            guard lines.contains(where: { !$0.allSatisfy(\.isWhitespace) }) else { return }
            let span = Span(lines.joined(separator: "\n"))
            blocks.append(quoting ? .quote([span]) : .paragraph([span]))
        }

        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.allSatisfy(\.isWhitespace) {
                finishBlock()
                continue
            }
            let isQuote = line.hasPrefix(">")
            if isQuote != quoting {
                finishBlock()
                quoting = isQuote
            }
            lines.append(isQuote ? QuoteMarker.strip(line) : line)
        }
        finishBlock()
        return RichText(blocks: blocks)
    }
}

/// The ">" convention comment boards and plain-text mail use for quoting.
enum QuoteMarker {
    /// `line` without its leading ">" and one space after it.
    static func strip(_ line: Substring) -> Substring {
        var rest = line.dropFirst()
        if rest.first == " " { rest = rest.dropFirst() }
        return rest
    }
}
