/// Decides how a link reads in a terminal, where the target cannot be hidden behind the text.
enum LinkDisplay {
    /// Appends the pieces a span becomes: unchanged unless it is a link. A link whose text is its
    /// URL (or HN's shortened "https://example.com/long/pa..." form) shows the full URL; otherwise
    /// the text is followed by the URL in parentheses.
    static func append(_ span: RichText.Span, to pieces: inout [StyledPiece]) {
        guard case .link(let url) = span.style else {
            pieces.append(StyledPiece(text: span.text, style: span.style))
            return
        }
        if textStandsForURL(span.text, url: url) {
            pieces.append(StyledPiece(text: url, style: span.style))
            return
        }
        pieces.append(StyledPiece(text: span.text, style: span.style))
        pieces.append(StyledPiece(text: " (", style: .plain))
        pieces.append(StyledPiece(text: url, style: span.style))
        pieces.append(StyledPiece(text: ")", style: .plain))
    }

    static func textStandsForURL(_ text: String, url: String) -> Bool {
        let shown = text.drop(while: \.isWhitespace)
        if shown.allSatisfy(\.isWhitespace) || shown == url { return true }
        let target = withoutScheme(Substring(url))
        for ellipsis in ["...", "…"] where shown.hasSuffix(ellipsis) {
            let prefix = withoutScheme(shown.dropLast(ellipsis.count))
            if !prefix.isEmpty && target.hasPrefix(prefix) { return true }
        }
        return withoutScheme(shown) == target
    }

    /// "https://www.example.com/" and "example.com" name the same page for this purpose.
    private static func withoutScheme(_ text: Substring) -> Substring {
        var rest = text
        for scheme in ["https://", "http://"] where rest.hasPrefix(scheme) { rest = rest.dropFirst(scheme.count) }
        if rest.hasPrefix("www.") { rest = rest.dropFirst(4) }
        if rest.last == "/" { rest = rest.dropLast() }
        return rest
    }
}

/// Text with one style, as the line breaker consumes it.
struct StyledPiece {
    var text: String
    var style: SpanStyle
}
