/// Everything a key can do. The raw value is the name users write in the config file
/// (`key.open_article = O`) and that `tidings --help` and the README list.
public enum Action: String, CaseIterable, Sendable {
    // Moving in a list or pane.
    case up, down
    case pageUp = "page_up", pageDown = "page_down"
    case top, bottom
    // Feeds and discussions.
    case open
    case openArticle = "open_article", openDiscussion = "open_discussion"
    case refresh, search
    case nextList = "next_list"
    case nextThread = "next_thread", previousThread = "previous_thread"
    case nextNew = "next_new", previousNew = "previous_new"
    // The reader.
    case read
    case followLink = "follow_link"
    case scrollLeft = "scroll_left", scrollRight = "scroll_right"
    // What Tidings remembers.
    case toggleRead = "toggle_read", saveItem = "save_item"
    // Sources that can be edited (TIL).
    case add, edit, delete
    case addCategory = "add_category", removeCategory = "remove_category"
    case logOut = "log_out"
    // Everywhere.
    case back, quit, help, redraw
    /// The answer to a yes-or-no question in the status bar (any other key is no).
    case answerYes = "answer_yes"
    case nextSource = "next_source", previousSource = "previous_source"
    case source1 = "source_1", source2 = "source_2", source3 = "source_3", source4 = "source_4"
    case source5 = "source_5", source6 = "source_6", source7 = "source_7", source8 = "source_8"
    case source9 = "source_9"
    // Text fields and forms.
    case submit, cancel, save
    case nextField = "next_field", previousField = "previous_field"
    case cursorLeft = "cursor_left", cursorRight = "cursor_right"
    case wordLeft = "word_left", wordRight = "word_right"
    case lineStart = "line_start", lineEnd = "line_end"
    case deleteBackward = "delete_backward", deleteForward = "delete_forward"
    case deleteWord = "delete_word", deleteToStart = "delete_to_start", deleteToEnd = "delete_to_end"

    /// The tab a `source_N` action shows (0-based), else nil.
    public var sourceIndex: Int? {
        guard rawValue.hasPrefix("source_"), let number = Int(rawValue.dropFirst("source_".count)) else { return nil }
        return number - 1
    }
}

/// Where a binding applies. A screen names the scopes it answers to; `global` applies on every
/// screen, and `field` alone while a text field has the focus.
public enum KeyScope: String, CaseIterable, Sendable {
    case global, list, feed, discussion, article, detail, reader, field
    /// While a yes-or-no question waits in the status bar.
    case question

    /// The scopes that can be active at the same time, one set per kind of screen. Two
    /// actions may share a key only if no such set holds a scope of each.
    static let contexts: [Set<KeyScope>] = [
        [.global, .list, .feed], [.global, .list, .discussion], [.global, .list, .article],
        [.global, .list, .detail], [.global, .list, .reader], [.field], [.question],
    ]
}
