/// RFC 822 dates (RFC 2822, RFC 1123), as RSS writes them and as real feeds misspell them:
///
///     Tue, 10 Jun 2003 04:00:00 GMT        the standard
///     10 Jun 2003 04:00 +0100              no weekday, no seconds, a numeric zone
///     Tuesday, 10-Jun-03 04:00:00 EST      full day name, RFC 850 dashes, two-digit year
///     Tue, 1 June 2003 4:00:00 PM PDT      single digits, a full month name, a 12-hour clock
///     Tue Jun 10 04:00:00 2003             asctime
///     Tue, 10 Jun 2003 04:00:00 GMT+0200   zone names with an offset; "(UTC)" comments
///
/// Zones: UT, GMT, UTC, Z, the North American names RFC 822 lists, a table of other common
/// abbreviations, numeric offsets with or without a colon. An unknown name or a military letter
/// (whose meaning RFC 2822 says cannot be trusted) is read as UTC rather than losing the date.
/// Two-digit years are 1950–2049 (RFC 2822 §4.3); three-digit years count from 1900.
enum MailDateParser {
    static func parse(_ bytes: [UInt8]) -> FeedDate? {
        var day: Int?
        var month: Int?
        var year: Int?
        var time: (hour: Int, minute: Int, second: Int)?
        var offset: Int?
        var afternoon: Bool?
        for field in fields(of: withoutComments(bytes)) {
            if let dashed = dashedDate(field) {
                (day, month, year) = (dashed.day, dashed.month, dashed.year)
                continue
            }
            let first = field[field.startIndex]
            if ASCIIBytes.isDigit(first) {
                if field.contains(UInt8(ascii: ":")) {
                    guard time == nil, let (read, zone) = clock(field) else { return nil }
                    time = read
                    if let zone { offset = zone }
                } else {
                    guard field.allSatisfy(ASCIIBytes.isDigit), field.count <= 4 else { return nil }
                    let value = field.reduce(0) { $0 * 10 + Int($1 - 0x30) }
                    if field.count >= 3 || (day != nil && year == nil) || value > 31 {
                        guard year == nil else { return nil }
                        year = field.count == 4 ? value : field.count == 3 ? value + 1900 : (value < 50 ? 2000 + value : 1900 + value)
                    } else if day == nil {
                        day = value
                    } else {
                        return nil
                    }
                }
            } else if first == UInt8(ascii: "+") || first == UInt8(ascii: "-") {
                guard let numeric = numericOffset(field.dropFirst(), negative: first == UInt8(ascii: "-")) else { return nil }
                offset = numeric
            } else if ASCIIBytes.isLetter(first) {
                let letters = field.prefix(while: ASCIIBytes.isLetter)
                let word = Word(letters)
                let rest = field[letters.endIndex...]
                if rest.isEmpty || rest.allSatisfy({ $0 == UInt8(ascii: ".") }) {
                    if let number = monthNumber(word) {
                        guard month == nil else { return nil }
                        month = number
                    } else if isDayName(word) {
                        continue
                    } else if word.packed == Word.am || word.packed == Word.pm {
                        afternoon = word.packed == Word.pm
                    } else if word.packed == Word.at {
                        continue
                    } else if time != nil || day != nil {
                        // A zone, known or not.
                        offset = offset ?? zoneOffset(word) ?? 0
                    } else {
                        return nil
                    }
                } else if let sign = rest.first, sign == UInt8(ascii: "+") || sign == UInt8(ascii: "-"), zoneOffset(word) != nil {
                    // "GMT+0200": the offset says it all.
                    guard let numeric = numericOffset(rest.dropFirst(), negative: sign == UInt8(ascii: "-")) else { return nil }
                    offset = numeric
                } else {
                    return nil
                }
            } else {
                return nil
            }
        }
        guard let day, let month, let year else { return nil }
        var clock = time ?? (0, 0, 0)
        if let afternoon {
            guard (1...12).contains(clock.hour) else { return nil }
            clock.hour = clock.hour % 12 + (afternoon ? 12 : 0)
        }
        return CalendarDate.instant(year: year, month: month, day: day, hour: clock.hour, minute: clock.minute,
                                    second: clock.second, offset: offset ?? 0)
    }

    /// The text without parenthesized comments ("… +0000 (UTC)").
    private static func withoutComments(_ bytes: [UInt8]) -> [UInt8] {
        guard bytes.contains(UInt8(ascii: "(")) else { return bytes }
        var depth = 0
        return bytes.filter { byte in
            if byte == UInt8(ascii: "(") { depth += 1; return false }
            if byte == UInt8(ascii: ")") { depth = max(0, depth - 1); return false }
            return depth == 0
        }
    }

    /// Fields separated by spaces and commas.
    private static func fields(of bytes: [UInt8]) -> [ArraySlice<UInt8>] {
        bytes.split { ASCIIBytes.isSpace($0) || $0 == UInt8(ascii: ",") }
    }

    /// "10-Jun-2003", "10-Jun-03", "10/Jun/2003".
    private static func dashedDate(_ field: ArraySlice<UInt8>) -> (day: Int, month: Int, year: Int)? {
        let parts = field.split(omittingEmptySubsequences: false) { $0 == UInt8(ascii: "-") || $0 == UInt8(ascii: "/") }
        guard parts.count == 3, (1...2).contains(parts[0].count), parts[0].allSatisfy(ASCIIBytes.isDigit),
              parts[1].allSatisfy(ASCIIBytes.isLetter), let month = monthNumber(Word(parts[1])),
              (2...4).contains(parts[2].count), parts[2].allSatisfy(ASCIIBytes.isDigit) else { return nil }
        let day = parts[0].reduce(0) { $0 * 10 + Int($1 - 0x30) }
        let value = parts[2].reduce(0) { $0 * 10 + Int($1 - 0x30) }
        let year = parts[2].count == 4 ? value : parts[2].count == 3 ? value + 1900 : (value < 50 ? 2000 + value : 1900 + value)
        return (day, month, year)
    }

    /// "04:00", "4:00:00", "04:00:00.000", with a zone stuck on ("04:00:00Z", "04:00:00+0000").
    private static func clock(_ field: ArraySlice<UInt8>) -> ((hour: Int, minute: Int, second: Int), zone: Int?)? {
        var end = field.endIndex
        var zone: Int?
        if let sign = field.firstIndex(where: { $0 == UInt8(ascii: "+") || $0 == UInt8(ascii: "-") }) {
            guard let numeric = numericOffset(field[(sign + 1)...], negative: field[sign] == UInt8(ascii: "-")) else { return nil }
            zone = numeric
            end = sign
        } else if let last = field.last, last | 0x20 == UInt8(ascii: "z") {
            zone = 0
            end -= 1
        }
        var parts = field[field.startIndex..<end].split(separator: UInt8(ascii: ":"), omittingEmptySubsequences: false)
        if parts.count == 3, let dot = parts[2].firstIndex(of: UInt8(ascii: ".")) {
            guard parts[2][(dot + 1)...].allSatisfy(ASCIIBytes.isDigit) else { return nil }
            parts[2] = parts[2][..<dot]
        }
        guard parts.count == 2 || parts.count == 3,
              parts.allSatisfy({ (1...2).contains($0.count) && $0.allSatisfy(ASCIIBytes.isDigit) }) else { return nil }
        let values = parts.map { $0.reduce(0) { $0 * 10 + Int($1 - 0x30) } }
        return ((values[0], values[1], values.count == 3 ? values[2] : 0), zone)
    }

    /// "0100", "01:00", "01", "1".
    private static func numericOffset(_ digits: ArraySlice<UInt8>, negative: Bool) -> Int? {
        let plain = digits.filter { $0 != UInt8(ascii: ":") }
        guard !plain.isEmpty, plain.count <= 4, plain.allSatisfy(ASCIIBytes.isDigit) else { return nil }
        let value = plain.reduce(0) { $0 * 10 + Int($1 - 0x30) }
        let (hours, minutes) = plain.count <= 2 ? (value, 0) : (value / 100, value % 100)
        guard hours <= 18, minutes < 60 else { return nil }
        return (negative ? -1 : 1) * (hours * 3600 + minutes * 60)
    }

    private static let monthNames: [[UInt8]] = ["january", "february", "march", "april", "may", "june", "july", "august",
                                                 "september", "october", "november", "december"].map { Array($0.utf8) }
    private static let dayNames: [[UInt8]] = ["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"].map { Array($0.utf8) }

    /// "jan", "january", "sept" (any prefix of three letters or more).
    private static func monthNumber(_ word: Word) -> Int? {
        guard word.letters.count >= 3 else { return nil }
        return monthNames.firstIndex { word.isPrefix(of: $0) }.map { $0 + 1 }
    }

    private static func isDayName(_ word: Word) -> Bool {
        word.letters.count >= 2 && dayNames.contains { word.isPrefix(of: $0) }
    }

    /// Offsets of zone names, in seconds east of UTC, by their packed letters. The North
    /// American ones are RFC 822's.
    private static let zones: [UInt64: Int] = {
        var table: [String: Int] = [
            "ut": 0, "utc": 0, "gmt": 0, "z": 0, "wet": 0, "zulu": 0,
            "est": -5, "edt": -4, "cst": -6, "cdt": -5, "mst": -7, "mdt": -6, "pst": -8, "pdt": -7,
            "akst": -9, "akdt": -8, "hst": -10, "ast": -4, "adt": -3,
            "bst": 1, "cet": 1, "met": 1, "mez": 1, "wat": 1, "west": 1,
            "cest": 2, "mest": 2, "mesz": 2, "eet": 2, "sast": 2, "cat": 2,
            "eest": 3, "msk": 3, "eat": 3, "msd": 4,
            "pkt": 5, "ict": 7, "wib": 7, "sgt": 8, "hkt": 8, "awst": 8, "wst": 8, "pht": 8,
            "jst": 9, "kst": 9, "aest": 10, "aedt": 11, "nzst": 12, "nzdt": 13,
            "brt": -3, "art": -3, "clt": -4,
        ].mapValues { $0 * 3600 }
        table["ist"] = 5 * 3600 + 1800
        table["acst"] = 9 * 3600 + 1800
        table["acdt"] = 10 * 3600 + 1800
        table["nst"] = -(3 * 3600 + 1800)
        table["ndt"] = -(2 * 3600 + 1800)
        var packed: [UInt64: Int] = [:]
        for (name, offset) in table { packed[Word(Array(name.utf8)[...]).packed] = offset }
        return packed
    }()

    /// A zone's offset, or nil for a name the table does not hold (single military letters
    /// included: they read as UTC).
    private static func zoneOffset(_ word: Word) -> Int? {
        word.letters.count <= 8 ? zones[word.packed] : nil
    }
}

/// A run of ASCII letters, lower-cased, and its first eight packed in a word for quick
/// comparison; no String is made.
struct Word {
    let letters: ArraySlice<UInt8>
    let packed: UInt64

    init(_ letters: ArraySlice<UInt8>) {
        self.letters = letters
        var value: UInt64 = 0
        for byte in letters.prefix(8) { value = value << 8 | UInt64(byte | 0x20) }
        packed = value
    }

    static let am = Word(Array("am".utf8)[...]).packed
    static let pm = Word(Array("pm".utf8)[...]).packed
    static let at = Word(Array("at".utf8)[...]).packed

    /// Whether the word, lower-cased, starts `name` (which is lower-case).
    func isPrefix(of name: [UInt8]) -> Bool {
        guard letters.count <= name.count else { return false }
        var index = 0
        for byte in letters {
            guard byte | 0x20 == name[index] else { return false }
            index += 1
        }
        return true
    }
}
