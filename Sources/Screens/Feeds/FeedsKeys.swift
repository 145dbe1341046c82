import Canvas

/// The Feeds source's own action and key, added to the keymap by its descriptor.
extension Action {
    /// Catching up, as newsboat users know it: every item of the list in view read.
    public static let markAllRead = Action("mark_all_read")
}

public enum FeedsKeys {
    /// `A`, newsboat's own key for catching up a feed.
    public static let bindings: [Binding] = [
        Binding(.markAllRead, [.character("A")], [.feed],
                "mark every item of the list read (on the list of feeds, the selected feed's)", hint: "all read"),
    ]
}
