import Networking

/// The developer token, wrapped so that printing, dumping or interpolating a client (in a log, a
/// test failure, a crash report) never shows it. Only `bearerHeader` reveals the value, for the
/// one header that needs it.
struct ProductHuntToken: Sendable, CustomStringConvertible, CustomDebugStringConvertible, CustomReflectable {
    private let value: String

    init(_ value: String) {
        self.value = value
    }

    var bearerHeader: String { "Bearer \(value)" }

    /// Server text is echoed into error sentences; a server that quotes the token back (some do,
    /// in "invalid token …" messages) must not put it on screen.
    func redact(_ text: String) -> String {
        SecretRedaction.redact(text, secret: value, placeholder: "(token)")
    }

    var description: String { "ProductHuntToken(redacted)" }
    var debugDescription: String { description }
    var customMirror: Mirror { Mirror(self, children: [:]) }
}
