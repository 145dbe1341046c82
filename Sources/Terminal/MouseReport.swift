import Canvas

/// A mouse report as the terminal encodes it: xterm's button code and 1-based coordinates.
struct MouseReport: Equatable {
    /// Low two bits: button (0 left, 1 middle, 2 right, 3 release in X10); +4 Shift, +8 Alt,
    /// +16 Ctrl, +32 motion, +64 wheel.
    var code: Int
    var column: Int
    var row: Int
    var isRelease: Bool

    /// The event, or nil for reports the app has no use for (horizontal wheel, bare motion).
    var event: MouseEvent? {
        var modifiers: Modifiers = []
        if code & 4 != 0 { modifiers.insert(.shift) }
        if code & 8 != 0 { modifiers.insert(.alt) }
        if code & 16 != 0 { modifiers.insert(.control) }
        let kind: MouseEvent.Kind
        if code & 64 != 0 {
            switch code & 3 {
            case 0: kind = .wheelUp
            case 1: kind = .wheelDown
            default: return nil
            }
        } else if isRelease {
            kind = .release
        } else {
            let button: MouseEvent.Button
            switch code & 3 {
            case 0: button = .left
            case 1: button = .middle
            case 2: button = .right
            default: return nil  // motion with no button held
            }
            kind = code & 32 != 0 ? .drag(button) : .press(button)
        }
        return MouseEvent(kind, row: row - 1, column: column - 1, modifiers: modifiers)
    }
}
