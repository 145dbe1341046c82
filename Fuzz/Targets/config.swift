import Canvas
import Foundation

// Config parser and key bindings: any file parses or fails with a message that names a line,
// carries no control characters, and never repeats a value that could be a secret (nor a bare
// token on a line of its own); any `key.X = …` value either parses into keys or is refused,
// and a keymap built from them either validates or names a conflict.

private let secret = "S3CR3T-0123456789abcdef"

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
    // Every line also appears once with the secret after it, as a typo'd secret line would.
    let withSecret = text + "\nnewsapi.key: " + secret + "\n" + text.prefix(40) + " " + secret
    let known = ["source", "newsapi.key", "browser"]
    // The input's bytes as a bare token on a line of its own, as a paste without its key leaves
    // it: base64 (sometimes ending in '='), as long as credentials are, never repeated.
    let token = Data(UnsafeBufferPointer(start: data, count: size)).base64EncodedString()
    let bare = token.count >= 16 ? "source = hn\n" + token + "\n" : nil
    for input in [text, withSecret] + (bare.map { [$0] } ?? []) {
        do {
            let config = try ConfigFile.parse(input, path: "/fuzz/config", isKnown: { known.contains($0) || $0.hasPrefix("key.") }, knownList: known)
            if input == bare { fatalError("a bare token was read as a setting") }
            for (key, value) in config.values where key.hasPrefix("key.") {
                if case .success(let keys) = KeyName.parseList(value) {
                    var keymap = Keymap.standard
                    if let action = keymap.action(named: String(key.dropFirst(4))) { keymap.rebind(action, to: keys) }
                    _ = keymap.validate()
                    for press in keys where KeyName.parse(KeyName.spec(press)) != press {
                        fatalError("\(KeyName.spec(press)) does not read back as the same key")
                    }
                }
            }
        } catch {
            let message = error.message
            if message.contains(secret) { fatalError("a secret value reached the message: \(message)") }
            for scalar in message.unicodeScalars where scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) {
                fatalError("a control character in the message")
            }
            if !message.hasPrefix("/fuzz/config:") { fatalError("the message names no line: \(message)") }
            if input == bare {
                let scalars = Array(token.unicodeScalars)
                for start in stride(from: 0, through: scalars.count - 8, by: 1) {
                    let piece = String(String.UnicodeScalarView(scalars[start..<(start + 8)]))
                    if message.contains(piece) { fatalError("a bare token reached the message: \(message)") }
                }
            }
        }
    }
    return 0
}
