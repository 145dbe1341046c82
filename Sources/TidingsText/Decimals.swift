import Glibc

/// A number with a fixed count of decimals ("1.5" → "1.50"), exactly as `printf("%.2f")` writes
/// it (the C library's own rounding of the binary value), without Foundation's
/// `String(format:)`, which brings ICU along when linked statically.
public enum Decimals {
    public static func text(_ value: Double, places: Int) -> String {
        var buffer = [CChar](repeating: 0, count: 64)
        let places = Int32(min(max(0, places), 20))
        let count = withVaList([places, value]) { arguments in
            vsnprintf(&buffer, buffer.count, "%.*f", arguments)
        }
        guard count > 0, Int(count) < buffer.count else { return String(value) }
        return String(decoding: buffer[..<Int(count)].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
}
