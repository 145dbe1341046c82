/// A one-line question in the status bar ("Search NewsAPI: "), answered with Enter.
public struct Prompt {
    public var label: String
    public var field: TextField
    /// What to do with the answer; runs only when the user submits non-empty text.
    public var onSubmit: (String) -> ScreenCommand

    public init(label: String, initial: String = "", onSubmit: @escaping (String) -> ScreenCommand) {
        self.label = label
        field = TextField(initial)
        self.onSubmit = onSubmit
    }
}
