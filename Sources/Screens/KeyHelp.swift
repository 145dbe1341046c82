/// Every key, described once: the help overlay and `tidings --help` both print this list.
public enum KeyHelp {
    public static let entries: [(keys: String, action: String)] = [
        ("↑ ↓  k j", "move the selection"),
        ("PgUp PgDn  b Space", "page up / down"),
        ("Home End  g G", "first / last"),
        ("Enter", "open; on a comment, collapse or expand its replies"),
        ("n  p", "next / previous top-level comment"),
        ("Esc ← Backspace  q", "back; q on the feed quits"),
        ("o", "open the article in your browser"),
        ("c", "open the discussion page in your browser"),
        ("r", "refresh, or retry after an error"),
        ("/", "search (Esc returns to the list)"),
        ("l", "next list (new, ask, show…) or news category"),
        ("?", "show or hide this help"),
        ("Ctrl-L", "redraw the screen"),
        ("Ctrl-Z", "suspend (fg to come back)"),
        ("Ctrl-C", "quit"),
    ]

    /// Source switching, listed only when more than one source is open.
    public static let tabEntry = (keys: "Tab S-Tab  1 2 3", action: "switch source")
}
