/// Removes a credential from text a server sent back, in whatever disguise it comes: split by
/// invisible characters, in another case, percent-encoded, fullwidth, or only partly quoted.
///
/// Matching is done on a normalised copy of the text (format characters and combining marks
/// dropped, `%XX` decoded, fullwidth ASCII folded, lowercased) that remembers where each of its
/// characters came from. Any run of at least `minimumMatch` characters that also occurs in the
/// (equally normalised) secret is replaced in the original text, so a prefix, a suffix or any
/// long enough piece of the secret disappears too.
public enum SecretRedaction {
    public static let placeholder = "(hidden)"
    /// Long enough that ordinary words do not match a random key by chance.
    public static let minimumMatch = 8
    /// Secrets shorter than this are not hidden piecewise (a piece would match everywhere):
    /// only where they stand whole, between characters that are not letters or digits.
    static let minimumSecret = 4

    public static func redact(_ text: String, secret: String, placeholder: String = placeholder) -> String {
        let key = normalised(secret).map(\.scalar)
        guard !key.isEmpty, !text.isEmpty else { return text }
        let window = min(minimumMatch, key.count)
        var pieces = Set<[UInt32]>()
        for start in 0...(key.count - window) {
            pieces.insert(key[start..<(start + window)].map(\.value))
        }

        let folded = normalised(text)
        guard folded.count >= window else { return text }
        let whole = key.count < minimumSecret
        // Marks every original scalar covered by a window that is a piece of the secret.
        var hidden = [Bool](repeating: false, count: text.unicodeScalars.count)
        var windowValues = [UInt32]()
        windowValues.reserveCapacity(window)
        for start in 0...(folded.count - window) {
            windowValues.removeAll(keepingCapacity: true)
            for offset in 0..<window { windowValues.append(folded[start + offset].scalar.value) }
            guard pieces.contains(windowValues) else { continue }
            if whole {
                let before = start == 0 || !isWordCharacter(folded[start - 1].scalar)
                let after = start + window == folded.count || !isWordCharacter(folded[start + window].scalar)
                guard before, after else { continue }
            }
            let from = folded[start].source.lowerBound
            let to = folded[start + window - 1].source.upperBound
            for index in from..<to { hidden[index] = true }
        }
        guard hidden.contains(true) else { return text }

        var result = String.UnicodeScalarView()
        var previousHidden = false
        for (index, scalar) in text.unicodeScalars.enumerated() {
            if hidden[index] {
                if !previousHidden { result.append(contentsOf: placeholder.unicodeScalars) }
            } else {
                result.append(scalar)
            }
            previousHidden = hidden[index]
        }
        return String(result)
    }

    /// One character of the normalised text and the range of original scalars it stands for.
    private struct Folded {
        var scalar: Unicode.Scalar
        var source: Range<Int>
    }

    private static func normalised(_ text: String) -> [Folded] {
        let scalars = Array(text.unicodeScalars)
        var out: [Folded] = []
        out.reserveCapacity(scalars.count)
        var index = 0
        while index < scalars.count {
            let scalar = scalars[index]
            if scalar == "%", index + 2 < scalars.count,
               let high = hexValue(scalars[index + 1]), let low = hexValue(scalars[index + 2]) {
                let byte = high << 4 | low
                // Only ASCII is decoded: keys are ASCII, and a lone UTF-8 byte is no character.
                if byte < 0x80 {
                    out.append(Folded(scalar: fold(Unicode.Scalar(byte)), source: index..<(index + 3)))
                    index += 3
                    continue
                }
            }
            if !isInvisible(scalar) {
                out.append(Folded(scalar: fold(scalar), source: index..<(index + 1)))
            }
            index += 1
        }
        return out
    }

    private static func isWordCharacter(_ scalar: Unicode.Scalar) -> Bool {
        scalar.properties.isAlphabetic || scalar.properties.numericType != nil
    }

    private static func isInvisible(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .format, .nonspacingMark, .enclosingMark, .control: true
        default: false
        }
    }

    private static func fold(_ scalar: Unicode.Scalar) -> Unicode.Scalar {
        var value = scalar.value
        // Fullwidth forms of ASCII (Ａ, ｂ, ３) look like the key on screen.
        if (0xFF01...0xFF5E).contains(value) { value -= 0xFEE0 }
        if (0x41...0x5A).contains(value) { return Unicode.Scalar(value + 0x20)! }
        if value < 0x80 { return Unicode.Scalar(value)! }
        let lower = Unicode.Scalar(value)!.properties.lowercaseMapping.unicodeScalars
        return lower.count == 1 ? lower.first! : Unicode.Scalar(value)!
    }

    private static func hexValue(_ scalar: Unicode.Scalar) -> UInt8? {
        switch scalar.value {
        case 0x30...0x39: UInt8(scalar.value - 0x30)
        case 0x41...0x46: UInt8(scalar.value - 0x41 + 10)
        case 0x61...0x66: UInt8(scalar.value - 0x61 + 10)
        default: nil
        }
    }
}
