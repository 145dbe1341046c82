/// A one-line question in the status bar ("Search: "), answered with Enter. It starts
/// empty; ↑ and ↓ (the field's previous and next keys) walk back through earlier answers.
public struct Prompt {
    public var label: String
    public var field: TextField
    /// What to do with the answer; runs only when the user submits non-empty text.
    public var onSubmit: (String) -> ScreenCommand
    /// Earlier answers, oldest first.
    public let history: [String]
    /// Which earlier answer is shown (nil: what is being typed now).
    private var recalled: Int?
    /// What was typed before ↑ recalled an earlier answer, given back by ↓.
    private var typed = ""

    public init(label: String, initial: String = "", history: [String] = [], onSubmit: @escaping (String) -> ScreenCommand) {
        self.label = label
        field = TextField(initial)
        self.history = history
        self.onSubmit = onSubmit
    }

    /// ↑ (`older` true) or ↓: shows the earlier answer before or after the one shown. Returns
    /// false when there is none that way.
    public mutating func recall(older: Bool) -> Bool {
        guard !history.isEmpty else { return false }
        let next: Int?
        switch (recalled, older) {
        case (nil, true): next = history.count - 1
        case (nil, false): return false
        case (let index?, true): next = index > 0 ? index - 1 : nil
        case (let index?, false): next = index + 1 < history.count ? index + 1 : -1
        }
        guard let next else { return false }
        if recalled == nil { typed = field.text }
        if next == -1 {
            recalled = nil
            field = TextField(typed)
        } else {
            recalled = next
            field = TextField(history[next])
        }
        return true
    }
}

/// The queries searched in one tab, newest last, offered back by ↑ in the search prompt.
public final class SearchHistory {
    public static let capacity = 50
    public private(set) var queries: [String] = []

    public init() {}

    public func add(_ query: String) {
        queries.removeAll { $0 == query }
        queries.append(query)
        if queries.count > Self.capacity { queries.removeFirst(queries.count - Self.capacity) }
    }
}
