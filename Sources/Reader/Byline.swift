import FoundationEssentials

/// A byline as pages write it ("By Ann Lee | Published on April 16, 2015", "— Ann Lee Ann Lee",
/// "Ann Lee • 8h") reduced to the names: what precedes a separator, a date, an age or a
/// "Published", without an address, said once. Nil when no name is left (a date line that
/// was taken for a byline).
enum Byline {
    static func clean(_ raw: String) -> String? {
        var words = raw.split(whereSeparator: { $0 == " " }).map(String.init)
        // Leading punctuation and the words that announce a name.
        while let first = words.first, first.allSatisfy({ !$0.isLetter && !$0.isNumber }) { words.removeFirst() }
        // "Author:" and "By" compare alike.
        let lowered = words.prefix(3).map { $0.lowercased().trimming { $0 == UnicodeScalar(":") } }
        for announcement in announcements where lowered.starts(with: announcement) {
            // An announcement with nothing after it ("Beitrag von") names nobody.
            guard words.count > announcement.count else { return nil }
            words.removeFirst(announcement.count)
            break
        }
        // "Published 12 May", "Veröffentlicht am": a date line, not a name.
        if let first = words.first, stopWords.contains(first.lowercased().trimming(\.isPunctuation)) { return nil }
        // What follows a separator, a date, an age or an announcement of one is not a name.
        var kept: [String] = []
        for var word in words {
            // "Ann Lee/alee@example.com", "Ann Lee 18/01/2008": a slash ends the name.
            var slashed = false
            if let slash = word.firstIndex(of: "/") {
                word = String(word[..<slash])
                slashed = true
                if word.isEmpty { break }
            }
            let lower = word.lowercased()
            if isSeparator(word) || word.contains("@") { break }
            // "Ann Lee says:" heads a comment, not the story.
            if !kept.isEmpty, lower.trimming(\.isPunctuation) == "says" { return nil }
            if !kept.isEmpty, word.contains(where: \.isNumber) || stopWords.contains(lower.trimming(\.isPunctuation))
                || lowercaseStops.contains(word) { break }
            if !kept.isEmpty, isMonth(lower), words.count > kept.count + 1,
               words[kept.count + 1].contains(where: \.isNumber) { break }
            kept.append(word)
            if slashed { break }
        }
        // "Ann Lee and": the next name was in an element of its own.
        while kept.count > 1, let last = kept.last, ["and", "&", "with", "und", "et", "y"].contains(last.lowercased()) { kept.removeLast() }
        // A name said twice ("J J", "Ann Lee Ann Lee").
        if kept.count.isMultiple(of: 2), kept.count >= 2, Array(kept[..<(kept.count / 2)]) == Array(kept[(kept.count / 2)...]) {
            kept.removeLast(kept.count / 2)
        }
        var name = kept.joined(separator: " ").replacing(" ,", with: ",")
        while let last = name.last, !last.isLetter && !last.isNumber && last != "." && last != ")" { name.removeLast() }
        // A date line ("Dec 24, 17:00") is no byline.
        guard name.contains(where: \.isLetter), !(kept.count == 1 && isMonth(name.lowercased())) else { return nil }
        return name
    }

    private static func isSeparator(_ word: String) -> Bool {
        ["|", "•", "·", "—", "–", "-", "/", "::"].contains(word)
    }

    /// The words that announce a name, in the languages pages most often write them in.
    private static let announcements: [[String]] = [
        ["written", "by"], ["posted", "by"], ["words", "by"], ["story", "by"], ["reported", "by"], ["review", "by"],
        ["reviewed", "by"], ["text", "by"], ["eingestellt", "von"], ["veröffentlicht", "von"], ["geschrieben", "von"],
        ["beitrag", "von"], ["publié", "par"], ["écrit", "par"], ["publicado", "por"], ["escrito", "por"],
        ["by"], ["von"], ["par"], ["por"], ["author"], ["authors"], ["autor"], ["autorin"],
    ]

    /// Words after which a byline goes on with something else.
    private static let stopWords: Set<String> = ["published", "updated", "posted", "on", "at", "last", "modified", "min", "read",
                                                  "is", "was", "has", "writes", "author", "contributor",
                                                  "veröffentlicht", "aktualisiert", "publié", "publicado"]
    /// The same, written in lower case only: "Ann Lee am" (German "on", its date cut off);
    /// capitalised, such a word may be part of a name.
    private static let lowercaseStops: Set<String> = ["am", "um"]

    private static let months: Set<String> = [
        "jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "sept", "oct", "nov", "dec", "january", "february", "march",
        "april", "june", "july", "august", "september", "october", "november", "december",
    ]

    private static func isMonth(_ word: String) -> Bool {
        months.contains(word.trimming(\.isPunctuation))
    }
}
