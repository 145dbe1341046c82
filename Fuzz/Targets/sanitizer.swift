import TidingsText

// Sanitizer: whatever comes in, what goes out is safe to put on a terminal and stable.

private func isForbidden(_ scalar: Unicode.Scalar, keepNewlines: Bool) -> Bool {
    let value = scalar.value
    if value == 0x0A { return !keepNewlines }
    if value < 0x20 || value == 0x7F { return true }  // C0 (ESC included) and DEL
    if (0x80...0x9F).contains(value) { return true }  // C1
    if (0x202A...0x202E).contains(value) || (0x2066...0x2069).contains(value) { return true }  // bidi
    return false
}

private func check(_ text: String, keepNewlines: Bool, _ what: String) {
    for scalar in text.unicodeScalars where isForbidden(scalar, keepNewlines: keepNewlines) {
        fatalError("\(what): U+\(String(scalar.value, radix: 16)) survived")
    }
    guard Sanitizer.isValidUTF8(Array(text.utf8)) else { fatalError("\(what): invalid UTF-8 out") }
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let raw = Sanitizer.repairUTF8(UnsafeBufferPointer(start: data, count: size))
    let line = Sanitizer.line(raw)
    check(line, keepNewlines: false, "line")
    let text = Sanitizer.text(raw)
    check(text, keepNewlines: true, "text")
    // Neutralizing (no entity decoding) is idempotent; decoding is deliberately not.
    for keep in [false, true] {
        let once = Sanitizer.neutralize(raw, keepNewlines: keep)
        check(once, keepNewlines: keep, "neutralize")
        guard Sanitizer.neutralize(once, keepNewlines: keep) == once else { fatalError("neutralize is not idempotent") }
    }
    guard Sanitizer.neutralize(line, keepNewlines: false) == line else { fatalError("line is not stable") }
    guard Sanitizer.neutralize(text, keepNewlines: true) == text else { fatalError("text is not stable") }
    return 0
}
