import Canvas

/// One row of the keymap: an action, the keys it has unless the user rebinds them, where it
/// applies, and how the help and the status bar describe it.
public struct Binding: Sendable {
    public var action: Action
    public var keys: [KeyPress]
    public var scopes: Set<KeyScope>
    /// The help overlay's and `tidings --help`'s description.
    public var help: String
    /// The status-bar hint's word, for actions worth hinting.
    public var hint: String?
    /// Consecutive bindings with the same group share one help line, which the group
    /// describes ("1 2 3 4  switch source").
    public var group: String?
    /// On its screens this binding takes its keys from `global` actions on purpose (← scrolls
    /// code sideways in the reader rather than going back); the two are not a conflict.
    public var shadowsGlobal: Bool

    public init(_ action: Action, _ keys: [KeyPress], _ scopes: Set<KeyScope>, _ help: String, hint: String? = nil,
                group: String? = nil, shadowsGlobal: Bool = false) {
        self.shadowsGlobal = shadowsGlobal
        self.action = action
        self.keys = keys
        self.scopes = scopes
        self.help = help
        self.hint = hint
        self.group = group
    }
}

extension Binding {

    /// The default table. Order is the order of the help.
    static let standard: [Binding] = {
        var table: [Binding] = [
            Binding(.up, [KeyPress(.up), .character("k")], [.list], "move up", hint: "up"),
            Binding(.down, [KeyPress(.down), .character("j")], [.list], "move down", hint: "down"),
            Binding(.pageUp, [KeyPress(.pageUp), .character("b"), .ctrl("b")], [.list], "page up"),
            Binding(.pageDown, [KeyPress(.pageDown), .character(" "), .ctrl("f")], [.list], "page down"),
            Binding(.top, [KeyPress(.home), .character("g")], [.list], "first", hint: "top"),
            Binding(.bottom, [KeyPress(.end), .character("G")], [.list], "last"),
            Binding(.open, [KeyPress(.enter), KeyPress(.right)], [.feed, .discussion],
                    "open; on a comment, collapse or expand its replies", hint: "open"),
            Binding(.nextThread, [.character("n")], [.discussion], "next top-level comment", hint: "thread"),
            Binding(.previousThread, [.character("p")], [.discussion], "previous top-level comment"),
            Binding(.nextNew, [.character("N")], [.discussion], "next comment posted since your last visit"),
            Binding(.previousNew, [.character("P")], [.discussion], "previous comment posted since your last visit"),
            Binding(.saveItem, [.character("s")], [.feed, .discussion, .article, .reader], "save or unsave the item (★, in the Saved list)", hint: "save"),
            Binding(.toggleRead, [.character("m")], [.feed], "mark the item read or unread"),
            Binding(.back, [KeyPress(.escape), KeyPress(.left), KeyPress(.backspace), .character("h")], [.global],
                    "back", hint: "back"),
            Binding(.quit, [.character("q")], [.global], "back; on a source's first screen, quit", hint: "quit"),
            Binding(.openArticle, [.character("o")], [.feed, .discussion, .article, .reader],
                    "open the article in your browser", hint: "article"),
            Binding(.read, [.character("v")], [.feed, .discussion, .article], "read the article here, in the reader", hint: "read"),
            Binding(.followLink, [.character("f")], [.reader], "open a numbered link: this key, the number, Enter (or just type the number)", hint: "link"),
            Binding(.scrollLeft, [KeyPress(.left)], [.reader], "scroll code and tables left; at the left edge, back",
                    shadowsGlobal: true),
            Binding(.scrollRight, [KeyPress(.right)], [.reader], "scroll code and tables right"),
            Binding(.openDiscussion, [.character("c")], [.feed, .discussion],
                    "open the discussion page in your browser", hint: "discussion"),
            Binding(.refresh, [.character("r")], [.feed, .discussion, .reader, .detail], "refresh, or retry after an error", hint: "refresh"),
            Binding(.search, [.character("/")], [.feed], "search (Esc returns to the list)", hint: "search"),
            Binding(.nextList, [.character("l")], [.feed], "next list (new, ask, show…; a news category; All, Unread, a tag, Feeds)", hint: "list"),
            Binding(.add, [.character("a")], [.feed, .detail], "add to this list", hint: "add"),
            Binding(.edit, [.character("e")], [.feed, .detail], "edit the selected record", hint: "edit"),
            Binding(.delete, [.character("d")], [.feed, .detail], "delete the selected record (asks first)", hint: "delete"),
            Binding(.nextSource, [KeyPress(.tab)], [.global], "next source", hint: "next source"),
            Binding(.previousSource, [KeyPress(.backTab)], [.global], "previous source"),
        ]
        for number in 1...9 {
            table.append(Binding(Action("source_\(number)"), [.character(Character(String(number)))], [.global],
                                 "switch to source \(number)", group: "switch source"))
        }
        table += [
            Binding(.help, [.character("?")], [.global], "show or hide this help", hint: "help"),
            Binding(.redraw, [.ctrl("l")], [.global], "redraw the screen"),
            Binding(.answerYes, [.character("y"), .character("Y")], [.question], "yes, to a question in the status bar (any other key is no)"),
            Binding(.submit, [KeyPress(.enter)], [.field], "search; in a form, the next field, and on the last one save"),
            Binding(.save, [.ctrl("s")], [.field], "save the form from any field"),
            Binding(.cancel, [KeyPress(.escape), .ctrl("g")], [.field], "cancel (a form with changes asks first)"),
            Binding(.nextField, [KeyPress(.tab), KeyPress(.down)], [.field], "next field, or the next choice in a picker"),
            Binding(.previousField, [KeyPress(.backTab), KeyPress(.up)], [.field], "previous field, or the previous choice"),
            Binding(.cursorLeft, [KeyPress(.left), .ctrl("b")], [.field], "cursor left"),
            Binding(.cursorRight, [KeyPress(.right), .ctrl("f")], [.field], "cursor right"),
            Binding(.wordLeft, [.alt("b"), KeyPress(.left, .control), KeyPress(.left, .alt)], [.field], "word left"),
            Binding(.wordRight, [.alt("f"), KeyPress(.right, .control), KeyPress(.right, .alt)], [.field], "word right"),
            Binding(.lineStart, [KeyPress(.home), .ctrl("a")], [.field], "start of the line"),
            Binding(.lineEnd, [KeyPress(.end), .ctrl("e")], [.field], "end of the line"),
            Binding(.deleteBackward, [KeyPress(.backspace), .ctrl("h")], [.field], "delete the character before the cursor"),
            Binding(.deleteForward, [KeyPress(.delete), .ctrl("d")], [.field], "delete the character under the cursor"),
            Binding(.deleteWord, [.ctrl("w"), KeyPress(.backspace, .alt)], [.field], "delete the word before the cursor"),
            Binding(.deleteToStart, [.ctrl("u")], [.field], "delete to the start of the line"),
            Binding(.deleteToEnd, [.ctrl("k")], [.field], "delete to the end of the line"),
        ]
        return table
    }()
}
