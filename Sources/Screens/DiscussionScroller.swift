import ViewModels

/// Scrolling over entries of varying height using an anchor (entry, line) instead of a global
/// line number: every operation looks at no more entries than fit on the screen.
struct DiscussionScroller {
    let height: (Int) -> Int
    let count: Int
    let viewport: Int

    /// Moves an anchor by `lines` (negative = up), clamped to the content.
    func move(_ anchor: ScrollAnchor, by lines: Int) -> ScrollAnchor {
        var entry = anchor.entry
        var line = anchor.line + lines
        while line < 0 {
            if entry == 0 { return ScrollAnchor(entry: 0, line: 0) }
            entry -= 1
            line += height(entry)
        }
        while line >= height(entry) {
            if entry == count - 1 { return ScrollAnchor(entry: entry, line: max(0, height(entry) - 1)) }
            line -= height(entry)
            entry += 1
        }
        return ScrollAnchor(entry: entry, line: line)
    }

    /// Row of an entry's first line relative to the viewport top (negative when the anchor is
    /// inside it), or nil if it starts below the viewport.
    func top(of target: Int, from anchor: ScrollAnchor) -> Int? {
        if target < anchor.entry { return nil }
        var row = -anchor.line
        var entry = anchor.entry
        while entry < target {
            row += height(entry)
            if row >= viewport { return nil }
            entry += 1
        }
        return row
    }

    /// The anchor that shows `target` with as little movement as possible: unchanged when the
    /// entry is fully visible (or fills the viewport), else its top or bottom aligned.
    func reveal(_ target: Int, from anchor: ScrollAnchor) -> ScrollAnchor {
        if target < anchor.entry || (target == anchor.entry && anchor.line > 0) {
            return ScrollAnchor(entry: target, line: 0)
        }
        if let row = top(of: target, from: anchor), row + min(height(target), viewport) <= viewport {
            return anchor
        }
        return bottomAligned(target)
    }

    /// The anchor that puts the end of `target` on the last row (its top if it is too tall).
    func bottomAligned(_ target: Int) -> ScrollAnchor {
        let targetHeight = height(target)
        if targetHeight >= viewport { return ScrollAnchor(entry: target, line: 0) }
        return move(ScrollAnchor(entry: target, line: 0), by: targetHeight - viewport)
    }

    /// The last anchor that still fills the screen (for End and clamping).
    var lastPage: ScrollAnchor {
        guard count > 0 else { return ScrollAnchor(entry: 0, line: 0) }
        let last = count - 1
        return move(ScrollAnchor(entry: last, line: 0), by: height(last) - viewport)
    }
}
