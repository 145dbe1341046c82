/// Everything the terminal can tell the app: a key, a paste, the mouse, or a new size.
public enum InputEvent: Hashable, Sendable {
    case key(KeyPress)
    /// Text pasted while bracketed-paste mode was on. It arrives whole and is only ever text:
    /// nothing inside it runs as a command.
    case paste(String)
    case mouse(MouseEvent)
    case resize

    public static func press(_ key: Key, _ modifiers: Modifiers = []) -> InputEvent { .key(KeyPress(key, modifiers)) }
    public static func char(_ character: Character) -> InputEvent { .key(.character(character)) }
    public static func ctrl(_ letter: Character) -> InputEvent { .key(.ctrl(letter)) }
    public static func alt(_ character: Character) -> InputEvent { .key(.alt(character)) }
}
