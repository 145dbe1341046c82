extension Sanitizer {
    /// Decodes bytes as UTF-8; each ill-formed sequence (overlong forms, surrogates, truncated or
    /// stray bytes, values past U+10FFFF) becomes U+FFFD, following the standard library's
    /// maximal-subpart rule.
    public static func repairUTF8(_ bytes: some Collection<UInt8>) -> String {
        String(decoding: bytes, as: UTF8.self)
    }

    /// Whether the bytes are well-formed UTF-8.
    public static func isValidUTF8(_ bytes: some Collection<UInt8>) -> Bool {
        // The standard library's validator is vectorised; a whole API response (megabytes)
        // is checked this way in a few milliseconds instead of scalar by scalar.
        if let valid = bytes.withContiguousStorageIfAvailable({ String(validating: $0, as: UTF8.self) != nil }) {
            return valid
        }
        var iterator = bytes.makeIterator()
        var decoder = UTF8()
        while true {
            switch decoder.decode(&iterator) {
            case .scalarValue: continue
            case .emptyInput: return true
            case .error: return false
            }
        }
    }
}
