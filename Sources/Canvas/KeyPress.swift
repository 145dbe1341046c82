/// One key as typed: the key and the modifiers held with it. Ctrl-A is `.character("a")` with
/// `.control`, Alt-b is `.character("b")` with `.alt`.
public struct KeyPress: Hashable, Sendable {
    public var key: Key
    public var modifiers: Modifiers

    public init(_ key: Key, _ modifiers: Modifiers = []) {
        self.key = key
        self.modifiers = modifiers
    }

    public static func character(_ character: Character) -> KeyPress { KeyPress(.character(character)) }
    public static func ctrl(_ letter: Character) -> KeyPress { KeyPress(.character(letter), .control) }
    public static func alt(_ character: Character) -> KeyPress { KeyPress(.character(character), .alt) }

    /// Text this press types into a field, or nil when it is a command (a special key, or a
    /// character held with Ctrl or Alt).
    public var typedCharacter: Character? {
        guard case .character(let character) = key, modifiers.isDisjoint(with: [.control, .alt]) else { return nil }
        return character
    }
}
