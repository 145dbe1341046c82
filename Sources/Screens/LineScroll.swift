/// Where a pane of laid-out lines is scrolled to: the article pane and the reader move through
/// their lines alike, a line, a page or to either end, and say how far down they are.
struct LineScroll {
    /// The first line on screen.
    private(set) var top = 0
    /// How many lines the pane shows.
    var viewport = 20
    /// How many lines there are.
    var count = 0 {
        didSet { clamp() }
    }

    /// Moves for a moving action; false for any other action.
    mutating func perform(_ action: Action) -> Bool {
        let page = max(1, viewport - 1)
        switch action {
        case .down: scroll(to: top + 1)
        case .up: scroll(to: top - 1)
        case .pageDown: scroll(to: top + page)
        case .pageUp: scroll(to: top - page)
        case .top: scroll(to: 0)
        case .bottom: scroll(to: Int.max)
        default: return false
        }
        return true
    }

    mutating func scroll(to line: Int) {
        top = min(max(0, line), max(0, count - viewport))
    }

    /// Keeps the top in range after the size or the lines changed.
    mutating func clamp() { scroll(to: top) }

    /// Whether there is more than one screenful, so the moving keys move anything.
    var scrolls: Bool { count > viewport }

    /// The move worth a hint: down while there is more below; at the end, where down moves
    /// nothing, back to the top.
    var hintedMove: Action { top + viewport >= count ? .top : .down }

    /// Whether `action` is one of the moving keys, which do something only when the lines scroll.
    static func isMove(_ action: Action) -> Bool {
        [Action.up, .down, .pageUp, .pageDown, .top, .bottom].contains(action)
    }

    /// "all" when everything fits, else how far down the last visible line is; nil when empty.
    var position: String? {
        guard count > viewport else { return count == 0 ? nil : "all" }
        return "\(min(count, top + viewport) * 100 / count)%"
    }
}
