import FoundationEssentials

/// Text for a man page (roff with the man macros): whatever a table holds reaches the page as
/// written, never as a request or an escape.
enum Roff {
    /// One line of running text: backslashes and hyphens escaped (`\-` is the hyphen people
    /// type), a leading `.` or `'` kept from starting a request, line breaks made spaces, and
    /// every character past ASCII written as `\[uXXXX]`, which groff and mandoc read whatever
    /// the page's encoding is taken to be.
    static func text(_ text: String) -> String {
        var out = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\\": out += "\\e"
            case "-": out += "\\-"
            case "\n", "\r", "\t": out += " "
            case _ where scalar.value < 0x20 || scalar.value == 0x7F: continue
            case _ where scalar.isASCII: out.unicodeScalars.append(scalar)
            default: out += "\\[u" + hex(scalar.value) + "]"
            }
        }
        if out.hasPrefix(".") || out.hasPrefix("'") { out = "\\&" + out }
        return out
    }

    static func bold(_ text: String) -> String { "\\fB" + Self.text(text) + "\\fR" }
    static func italic(_ text: String) -> String { "\\fI" + Self.text(text) + "\\fR" }

    /// A quoted macro argument (`.SS "In feeds"`): a `"` inside is written `\(dq`.
    static func argument(_ text: String) -> String {
        "\"" + Self.text(text).replacing("\"", with: "\\(dq") + "\""
    }

    /// For each `\[uXXXX]` in the lines, a request that gives it a stand-in on a device without
    /// it (`man` in an ASCII locale): groff has its own for dashes, quotes and arrows, not for ★.
    static func fallbacks(for lines: [String]) -> [String] {
        var seen = Set<String>()
        var requests: [String] = []
        for line in lines {
            var rest = line[...]
            while let start = rest.firstRange(of: "\\[u"), let end = rest[start.upperBound...].firstIndex(of: "]") {
                let digits = String(rest[start.upperBound..<end])
                rest = rest[rest.index(after: end)...]
                guard seen.insert(digits).inserted, let value = UInt32(digits, radix: 16) else { continue }
                requests.append(".if !c\\[u\(digits)] .char \\[u\(digits)] \(standIns[value] ?? "?")")
            }
        }
        return requests
    }

    private static let standIns: [UInt32: String] = [0x2605: "*", 0x2026: "...", 0x25CF: "*", 0x2502: "|", 0x2022: "*", 0x00B7: "."]

    /// Four or more upper-case hex digits, as `\[u…]` wants them.
    private static func hex(_ value: UInt32) -> String {
        let digits = String(value, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }
}
