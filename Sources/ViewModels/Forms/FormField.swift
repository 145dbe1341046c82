/// One choice a form field or a picker offers (a user, a category, or an action such as
/// "New category…").
public struct FormChoice: Sendable, Hashable {
    public var id: String
    public var title: String
    public var detail: String?

    public init(id: String, title: String, detail: String? = nil) {
        self.id = id
        self.title = title
        self.detail = detail
    }
}

/// A labelled field of a form: typed text, a secret (shown as dots, never kept in a draft), or a
/// choice made in a picker.
public struct FormField: Sendable {
    public enum Kind: Sendable {
        case text
        case secret
        /// Picked from a list the form loads when the picker opens.
        case choice
    }

    /// The name the save sees the value under ("short", "userID").
    public let key: String
    public let label: String
    public let kind: Kind
    public var isRequired: Bool
    /// Said beside an optional field instead of "optional".
    public var note: String?
    /// Text fields: what is typed (the screen owns the editing state as a `TextField`-like
    /// value; the model only needs the text).
    public var text: String
    /// Choice fields: what was picked.
    public var choice: FormChoice?
    /// Why the field is not acceptable yet ("Required"), shown beside it.
    public var problem: String?
    let initial: String

    public init(key: String, label: String, kind: Kind = .text, isRequired: Bool = true, text: String = "", choice: FormChoice? = nil,
                note: String? = nil) {
        self.note = note
        self.key = key
        self.label = label
        self.kind = kind
        self.isRequired = isRequired
        self.text = text
        self.choice = choice
        initial = kind == .choice ? (choice?.id ?? "") : text
    }

    /// What is sent: the text, or the picked choice's id.
    public var value: String { kind == .choice ? (choice?.id ?? "") : text }

    public var isChanged: Bool { value != initial }
}
