extension DisplayWidth {
    /// `text` cut to at most `width` columns. When it does not fit, the cut ends with "…" and never
    /// splits a cluster (a wide character that would straddle the edge is dropped whole).
    public static func truncate(_ text: String, toWidth width: Int) -> String {
        guard width > 0 else { return "" }
        var used = 0
        var end = text.startIndex
        var index = text.startIndex
        // Find the longest prefix that fits in width - 1 (room for the ellipsis) while
        // checking whether the whole string fits.
        var fitsWithEllipsis = text.startIndex
        while index < text.endIndex {
            let w = of(text[index])
            if used + w > width {
                // Does not fit: back off to the prefix that leaves room for "…".
                return String(text[..<fitsWithEllipsis]) + "…"
            }
            used += w
            index = text.index(after: index)
            end = index
            if used <= width - 1 { fitsWithEllipsis = index }
        }
        return String(text[..<end])
    }
}
