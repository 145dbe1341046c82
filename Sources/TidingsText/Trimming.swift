/// Trimming without Foundation's CharacterSet (which, linked statically, brings the whole of
/// ICU along): the same classes of characters, as Unicode defines them.
extension Unicode.Scalar {
    /// A space (general category Zs), a tab or a zero-width space: what Foundation calls
    /// `.whitespaces`.
    public var isSpaceOrTab: Bool {
        self == "\t" || self == "\u{200B}" || properties.generalCategory == .spaceSeparator
    }

    /// A space, a tab or a line break (U+000A–U+000D, U+0085, U+2028, U+2029).
    public var isWhitespaceOrNewline: Bool {
        switch value {
        case 0x0A...0x0D, 0x85, 0x2028, 0x2029: true
        default: isSpaceOrTab
        }
    }

    /// Punctuation (general categories Pc, Pd, Ps, Pe, Pi, Pf, Po).
    public var isPunctuation: Bool {
        switch properties.generalCategory {
        case .connectorPunctuation, .dashPunctuation, .openPunctuation, .closePunctuation,
             .initialPunctuation, .finalPunctuation, .otherPunctuation: true
        default: false
        }
    }

    /// A letter, a mark or a number, in any script.
    public var isAlphanumeric: Bool {
        switch properties.generalCategory {
        case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter,
             .nonspacingMark, .spacingMark, .enclosingMark,
             .decimalNumber, .letterNumber, .otherNumber: true
        default: false
        }
    }
}

extension StringProtocol {
    /// Without the scalars at either end for which `drop` holds.
    public func trimming(_ drop: (Unicode.Scalar) -> Bool) -> String {
        let scalars = unicodeScalars
        // Most text has nothing to trim: said without walking it.
        if let head = scalars.first, let tail = scalars.last, !drop(head), !drop(tail) { return String(self) }
        guard let first = scalars.firstIndex(where: { !drop($0) }) else { return "" }
        let last = scalars.lastIndex(where: { !drop($0) })!
        return String(String.UnicodeScalarView(scalars[first...last]))
    }

    /// Without spaces and tabs at either end.
    public func trimmingSpaces() -> String { trimming(\.isSpaceOrTab) }

    /// Without spaces, tabs and line breaks at either end.
    public func trimmingWhitespace() -> String { trimming(\.isWhitespaceOrNewline) }

    /// Without any of `characters` (and nothing else) at either end.
    public func trimming(charactersIn characters: String) -> String {
        let set = Set(characters.unicodeScalars)
        return trimming { set.contains($0) }
    }
}
