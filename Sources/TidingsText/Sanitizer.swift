/// The one sanitizer for every string that arrives from the network.
///
/// Order matters: entities are decoded before neutralizing, so an escape sequence smuggled in as
/// "&#27;" is removed just like a raw one, and nothing is decoded after neutralizing.
public enum Sanitizer {
    /// For titles, authors, URLs and domains: decoded, neutralized, every whitespace run
    /// (newlines, tabs, U+2028/2029, NBSP and other spaces) folded to one space, and trimmed.
    public static func line(_ raw: String) -> String {
        Neutralizer.run(HTMLEntities.decode(raw), keepNewlines: false, trim: true)
    }

    /// For multi-line plain text: decoded and neutralized; CRLF, CR, NEL and U+2028/2029 become
    /// "\n", tabs become four spaces. Other whitespace is kept as it is.
    public static func text(_ raw: String) -> String {
        Neutralizer.run(HTMLEntities.decode(raw), keepNewlines: true, trim: false)
    }

    /// Neutralizes text whose entities are already decoded (decoding twice would turn "&amp;lt;"
    /// into "<"). With `keepNewlines` false whitespace is folded as in `line` but not trimmed; with
    /// it true, line breaks and tabs are treated as in `text`.
    public static func neutralize(_ text: String, keepNewlines: Bool) -> String {
        Neutralizer.run(text, keepNewlines: keepNewlines, trim: false)
    }
}
