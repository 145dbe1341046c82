/// Text as a search compares it: letter case and accents aside ("Café" finds "cafe", "CAFÉ"
/// and "café" written with a combining accent), without Foundation's folding (ICU).
public enum SearchFolding {
    private static let bases: [UInt32: UInt32] = Dictionary(accented, uniquingKeysWith: { first, _ in first })

    /// `text` in lower case, each accented letter as its base letter, combining marks left out.
    public static func fold(_ text: some StringProtocol) -> String {
        var out = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            if scalar.properties.canonicalCombiningClass != .notReordered { continue }
            if scalar == "ß" || scalar == "\u{1E9E}" {
                out.append(contentsOf: "ss".unicodeScalars)
            } else if let base = bases[scalar.value], let folded = Unicode.Scalar(base) {
                out.append(folded)
            } else if scalar.properties.changesWhenLowercased {
                out.append(contentsOf: scalar.properties.lowercaseMapping.unicodeScalars)
            } else {
                out.append(scalar)
            }
        }
        return String(out)
    }

    /// Whether `text` holds `needle`, which was folded already (`fold`). Text that is all ASCII
    /// (most of it) is searched in place, upper case folded as it is read; anything else is
    /// folded whole first.
    public static func text(_ text: some StringProtocol, holdsFolded needle: String) -> Bool {
        guard !needle.isEmpty else { return true }
        var needle = needle
        let inPlace = needle.withUTF8 { pattern -> Bool? in
            var text = String(text)
            return text.withUTF8 { asciiHolds($0, pattern) }
        }
        return inPlace ?? fold(text).contains(needle)
    }

    /// True at the first match; nil when a byte that is not ASCII comes before any match (the
    /// text must then be folded: an accented letter may fold into a match).
    private static func asciiHolds(_ text: UnsafeBufferPointer<UInt8>, _ needle: UnsafeBufferPointer<UInt8>) -> Bool? {
        @inline(__always) func lower(_ byte: UInt8) -> UInt8 { byte &- 0x41 < 26 ? byte | 0x20 : byte }
        let first = needle[0]
        var start = 0
        while start < text.count {
            let byte = text[start]
            if byte >= 0x80 { return nil }
            if lower(byte) == first, start + needle.count <= text.count {
                var offset = 1
                while offset < needle.count, lower(text[start + offset]) == needle[offset] { offset += 1 }
                if offset == needle.count { return true }
            }
            start += 1
        }
        return false
    }
}
