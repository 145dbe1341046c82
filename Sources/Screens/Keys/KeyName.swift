import Canvas

/// How keys are written in the config file (`ctrl-n`, `alt-b`, `shift-tab`, `pgdn`, `space`, `O`)
/// and shown in the help and the status bar (`Ctrl-N`, `PgDn`).
public enum KeyName {
    private static let named: [(name: String, key: Key, display: String)] = [
        ("up", .up, "↑"), ("down", .down, "↓"), ("left", .left, "←"), ("right", .right, "→"),
        ("pgup", .pageUp, "PgUp"), ("pgdn", .pageDown, "PgDn"), ("home", .home, "Home"), ("end", .end, "End"),
        ("enter", .enter, "Enter"), ("esc", .escape, "Esc"), ("backspace", .backspace, "Backspace"),
        ("delete", .delete, "Del"), ("tab", .tab, "Tab"), ("shift-tab", .backTab, "S-Tab"),
        ("space", .character(" "), "Space"), ("comma", .character(","), ","),
    ]
    /// Other spellings people type.
    private static let aliases: [String: String] = [
        "pageup": "pgup", "pagedown": "pgdn", "page_up": "pgup", "page_down": "pgdn",
        "return": "enter", "escape": "esc", "del": "delete", "backtab": "shift-tab", "bs": "backspace",
    ]

    /// Parses one key; nil when it is not a key name.
    public static func parse(_ text: String) -> KeyPress? {
        var rest = Substring(text.trimmingSpaces())
        var modifiers: Modifiers = []
        while true {
            let lowered = rest.lowercased()
            if lowered.hasPrefix("ctrl-") || lowered.hasPrefix("c-") {
                modifiers.insert(.control)
            } else if lowered.hasPrefix("alt-") || lowered.hasPrefix("m-") || lowered.hasPrefix("meta-") {
                modifiers.insert(.alt)
            } else if lowered.hasPrefix("shift-"), lowered != "shift-tab" {
                modifiers.insert(.shift)
            } else {
                break
            }
            guard let dash = rest.firstIndex(of: "-"), rest.index(after: dash) < rest.endIndex else { return nil }
            rest = rest[rest.index(after: dash)...]
        }
        let lowered = rest.lowercased()
        let name = aliases[lowered] ?? lowered
        if let entry = named.first(where: { $0.name == name }) { return KeyPress(entry.key, modifiers) }
        if name.hasPrefix("f"), let number = Int(name.dropFirst()), (1...24).contains(number) {
            return KeyPress(.function(number), modifiers)
        }
        guard rest.count == 1, let character = rest.first, !character.isWhitespace,
              character.unicodeScalars.allSatisfy({ $0.value >= 0x20 && $0.value != 0x7F })
        else { return nil }
        // Terminals send Ctrl-letter without case, so ctrl-N means ctrl-n.
        return KeyPress(.character(modifiers.contains(.control) ? Character(character.lowercased()) : character), modifiers)
    }

    /// Parses a comma-separated list ("j, ctrl-n"); nil names the first part that is not a key.
    public static func parseList(_ text: String) -> Result<[KeyPress], KeyNameError> {
        var keys: [KeyPress] = []
        for part in text.split(separator: ",", omittingEmptySubsequences: false) {
            let trimmed = part.trimmingSpaces()
            guard let key = parse(trimmed) else { return .failure(KeyNameError(text: trimmed)) }
            if !keys.contains(key) { keys.append(key) }
        }
        return .success(keys)
    }

    /// The config spelling of a key.
    public static func spec(_ press: KeyPress) -> String {
        var prefix = ""
        if press.modifiers.contains(.control) { prefix += "ctrl-" }
        if press.modifiers.contains(.alt) { prefix += "alt-" }
        if press.modifiers.contains(.shift) { prefix += "shift-" }
        if let entry = named.first(where: { $0.key == press.key }) { return prefix + entry.name }
        switch press.key {
        case .character(let character): return prefix + String(character)
        case .function(let number): return prefix + "f\(number)"
        default: return prefix + "?"
        }
    }

    /// How a key is shown to people.
    public static func display(_ press: KeyPress) -> String {
        var prefix = ""
        if press.modifiers.contains(.control) { prefix += "Ctrl-" }
        if press.modifiers.contains(.alt) { prefix += "Alt-" }
        if press.modifiers.contains(.shift) { prefix += "Shift-" }
        if let entry = named.first(where: { $0.key == press.key }) { return prefix + entry.display }
        switch press.key {
        case .character(let character):
            return prefix + (press.modifiers.contains(.control) ? character.uppercased() : String(character))
        case .function(let number): return prefix + "F\(number)"
        default: return prefix + "?"
        }
    }
}

/// A key name the config file used that is not a key.
public struct KeyNameError: Error, Equatable {
    public var text: String
}
