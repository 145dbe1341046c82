/// A JSON number read without trusting it: integers as they are, fractions and exponents that
/// hold a whole number converted exactly, anything else (1e300, 1.5, a string, null) nil.
/// `JSONDecoder` would throw for the first two and sink the whole object.
struct LenientInt: Decodable, Sendable {
    var value: Int?

    init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if let integer = try? container.decode(Int.self) {
            value = integer
        } else if let double = try? container.decode(Double.self) {
            value = Int(exactly: double)
        } else {
            value = nil
        }
    }
}

extension KeyedDecodingContainer {
    /// A number that may be missing, null, fractional or out of range: nil for all of those.
    func lenientInt(_ key: Key) -> Int? {
        (try? decodeIfPresent(LenientInt.self, forKey: key))??.value
    }

    /// A list of numbers; entries that are not whole numbers in range are skipped.
    func lenientInts(_ key: Key) -> [Int]? {
        guard let list = try? decodeIfPresent([LenientInt].self, forKey: key) else { return nil }
        return list.compactMap(\.value)
    }
}
