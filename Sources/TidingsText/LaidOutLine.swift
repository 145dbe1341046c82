/// A stretch of one line drawn in one style.
public struct StyledRun: Sendable, Hashable {
    public var text: String
    public var style: SpanStyle

    public init(text: String, style: SpanStyle) {
        self.text = text
        self.style = style
    }
}

/// One screen row of laid-out rich text.
public struct LaidOutLine: Sendable, Hashable {
    /// Quote and code lines get a 2-column prefix from the renderer; blank lines separate blocks.
    public enum Kind: Sendable, Hashable { case body, quote, code, blank }

    public var kind: Kind
    public var runs: [StyledRun]
    /// Display columns taken by the runs (not counting any prefix the renderer adds).
    public var width: Int

    public init(kind: Kind, runs: [StyledRun], width: Int) {
        self.kind = kind
        self.runs = runs
        self.width = width
    }

    /// The line's text without styles.
    public var text: String {
        runs.count == 1 ? runs[0].text : runs.map(\.text).joined()
    }
}
