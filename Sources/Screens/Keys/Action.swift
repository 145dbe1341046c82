/// Everything a key can do: a name in the user's words (`open_article`), written in the config
/// file (`key.open_article = O`) and listed by `tidings --help` and the README. The actions every
/// screen knows are here; a source adds its own beside its screens (the keymap is built from the
/// bindings the sources contribute too).
public struct Action: RawRepresentable, Hashable, Sendable {
    public let rawValue: String

    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    public init(_ name: String) {
        rawValue = name
    }

    // Moving in a list or pane.
    public static let up = Action("up")
    public static let down = Action("down")
    public static let pageUp = Action("page_up")
    public static let pageDown = Action("page_down")
    public static let top = Action("top")
    public static let bottom = Action("bottom")
    // Feeds and discussions.
    public static let open = Action("open")
    public static let openArticle = Action("open_article")
    public static let openDiscussion = Action("open_discussion")
    public static let refresh = Action("refresh")
    public static let search = Action("search")
    public static let nextList = Action("next_list")
    public static let nextThread = Action("next_thread")
    public static let previousThread = Action("previous_thread")
    public static let nextNew = Action("next_new")
    public static let previousNew = Action("previous_new")
    // The reader.
    public static let read = Action("read")
    public static let followLink = Action("follow_link")
    public static let scrollLeft = Action("scroll_left")
    public static let scrollRight = Action("scroll_right")
    // What Tidings remembers.
    public static let toggleRead = Action("toggle_read")
    public static let saveItem = Action("save_item")
    // Sources whose records can be edited.
    public static let add = Action("add")
    public static let edit = Action("edit")
    public static let delete = Action("delete")
    // Everywhere.
    public static let back = Action("back")
    public static let quit = Action("quit")
    public static let help = Action("help")
    public static let redraw = Action("redraw")
    /// The answer to a yes-or-no question in the status bar (any other key is no).
    public static let answerYes = Action("answer_yes")
    public static let nextSource = Action("next_source")
    public static let previousSource = Action("previous_source")
    public static let source1 = Action("source_1")
    public static let source2 = Action("source_2")
    public static let source3 = Action("source_3")
    public static let source4 = Action("source_4")
    public static let source5 = Action("source_5")
    public static let source6 = Action("source_6")
    public static let source7 = Action("source_7")
    public static let source8 = Action("source_8")
    public static let source9 = Action("source_9")
    // Text fields and forms.
    public static let submit = Action("submit")
    public static let cancel = Action("cancel")
    public static let save = Action("save")
    public static let nextField = Action("next_field")
    public static let previousField = Action("previous_field")
    public static let cursorLeft = Action("cursor_left")
    public static let cursorRight = Action("cursor_right")
    public static let wordLeft = Action("word_left")
    public static let wordRight = Action("word_right")
    public static let lineStart = Action("line_start")
    public static let lineEnd = Action("line_end")
    public static let deleteBackward = Action("delete_backward")
    public static let deleteForward = Action("delete_forward")
    public static let deleteWord = Action("delete_word")
    public static let deleteToStart = Action("delete_to_start")
    public static let deleteToEnd = Action("delete_to_end")
    /// The tab a `source_N` action shows (0-based), else nil.

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
        [.global, .list, .detail], [.global, .list, .reader],
        // A pane that is an article with numbered links (a feed item's own content).
        [.global, .list, .article, .reader],
        [.field], [.question],
    ]
}
