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

    /// Whether `text` holds `needle`, which was folded already (`fold`).
    public static func text(_ text: some StringProtocol, holdsFolded needle: String) -> Bool {
        guard !needle.isEmpty else { return true }
        return fold(text).contains(needle)
    }
}
