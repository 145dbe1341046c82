import Canvas

/// The TIL source's own actions and keys, added to the keymap by its descriptor.
extension Action {
    public static let addCategory = Action("add_category")
    public static let removeCategory = Action("remove_category")
    public static let logOut = Action("log_out")
}

public enum TILKeys {
    public static let bindings: [Binding] = [
        Binding(.addCategory, [.character("+")], [.detail], "add the acronym to a category", hint: "category"),
        Binding(.removeCategory, [.character("-")], [.detail], "remove the selected category from the acronym", hint: "remove"),
        Binding(.logOut, [.character("L")], [.feed, .detail], "log out of the TIL server"),
    ]
}
