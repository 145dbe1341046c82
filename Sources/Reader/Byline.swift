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
        // A bracket opened before the name and closed after what is cut ("[责任编辑：韩保林 PK155]").
        if let first = words.first, let opening = first.first, "[(【（".contains(opening), !first.contains(where: { "])】）".contains($0) }) {
            words[0] = String(first.dropFirst())
        }
        // Chinese pages announce the writer by a label joined to the name ("作者：", "记者：",
        // "责任编辑：", "文/").
        if let first = words.first, let name = Self.afterChineseLabel(first) {
            if name.isEmpty { words.removeFirst() } else { words[0] = name }
        }
        // "Author:" and "By" compare alike.
        let lowered = words.prefix(3).map { $0.lowercased().trimming { $0 == UnicodeScalar(":") } }
        for announcement in announcements where lowered.starts(with: announcement) {
            // An announcement with nothing after it ("Beitrag von") names nobody.
            guard words.count > announcement.count else { return nil }
            words.removeFirst(announcement.count)
            break
        }
        // A link's label where a name would be ("More by this editor", "View all posts") or a
        // title standing alone ("Senior Research Scientist") names nobody.
        let plain = words.map { $0.lowercased().trimming(\.isPunctuation) }
        if plain.contains("this"), plain.contains(where: { ["author", "editor", "writer", "reporter"].contains($0) }) { return nil }
        if let first = plain.first, ["more", "view", "see", "all"].contains(first),
           plain.contains(where: { ["posts", "articles", "stories", "author", "editor", "by", "from"].contains($0) }) { return nil }
        // What a site's software writes where it has no name ("No Author", "Unknown", "N/A").
        if placeholders.contains(plain.joined(separator: " ")) { return nil }
        // (A newsroom's credit, "News Staff", "Staff Writer", is a byline.)
        if plain.count >= 2, plain.contains(where: occupations.contains),
           plain.allSatisfy({ titleWords.contains($0) || roles.contains($0) || occupations.contains($0) }) { return nil }
        // "Published 12 May", "Veröffentlicht am", "8. Januar 2020": a date line, not a name.
        if let first = words.first, stopWords.contains(first.lowercased().trimming(\.isPunctuation)) || first.first?.isNumber == true {
            return nil
        }
        // What follows a separator, a date, an age or an announcement of one is not a name.
        var kept: [String] = []
        for var word in words {
            // "Ann Lee/alee@example.com", "Ann Lee 18/01/2008": a slash ends the name.
            var endsHere = false
            if let slash = word.firstIndex(of: "/") {
                word = String(word[..<slash])
                endsHere = true
                if word.isEmpty { break }
            }
            // "TERENCE HUNT<br>AP White House Correspondent": a line break ends it too, and so
            // does a tag a page prints as text ("AL LEE&lt;BR&gt;The Ledger").
            if let newline = word.firstIndex(where: { $0.isNewline || $0 == "<" }) {
                word = String(word[..<newline])
                endsHere = true
                if word.isEmpty { break }
            }
            let lower = word.lowercased()
            if isSeparator(word) || word.contains("@") { break }
            // "作者：未知 责任编辑：王文": another label starts another role.
            if !kept.isEmpty, afterChineseLabel(word) != nil { break }
            // "Ann Lee ( Contact )", "Ann Lee (Email)": the page's link to write to the person.
            if !kept.isEmpty, word.hasPrefix("(") || kept.last == "(",
               contactWords.contains(lower.filter { $0.isLetter || $0 == "-" }) { break }
            // "Ann Lee says:" ("sagt", "dit", "dice") heads a comment, not the story. (Capitalised
            // without a colon it is a name: "Dave Dice".)
            if !kept.isEmpty, ["says", "sagt", "dit", "dice"].contains(lower.trimming(\.isPunctuation)),
               word.first?.isLowercase == true || word.hasSuffix(":") { return nil }
            // "Ann Lee, staff writer": a description after a comma, where a second name would
            // be capitalised.
            if let previous = kept.last, previous.hasSuffix(","), word.first?.isLowercase == true { break }
            if !kept.isEmpty, word.contains(where: \.isNumber) || stopWords.contains(lower.trimming(\.isPunctuation))
                || lowercaseStops.contains(word) { break }
            if !kept.isEmpty, isMonth(lower), words.count > kept.count + 1,
               words[kept.count + 1].contains(where: \.isNumber) { break }
            // "Ann Lee Monday, November 18, 2019": the day a date line opens with.
            if !kept.isEmpty, word.hasSuffix(","), weekdays.contains(lower.trimming(\.isPunctuation)) { break }
            kept.append(word)
            if endsHere { break }
        }
        // "Ann Lee and": the next name was in an element of its own.
        while kept.count > 1, let last = kept.last, ["and", "&", "with", "und", "et", "y"].contains(last.lowercased()) { kept.removeLast() }
        // "JOSEPH WHITE AP Sports Writer", "Ann Lee Staff Writer": a title after the names with no
        // comma before it, read back from its role word over the words titles are made of. Only a
        // title of two words or more, after two capitalised words or more: "Science X staff",
        // "Our Special Correspondent", "VoIP and Call Center News Editor" are credits, not a name
        // with a title (after a comma, the role rule below reads the whole segment).
        if let last = kept.last, roles.contains(last.lowercased().trimming(\.isPunctuation)), !kept.contains(where: { $0.hasSuffix(",") }) {
            var start = kept.count - 1
            while start > 2 {
                let previous = kept[start - 1]
                // "AP", "Associated Press": the agency opens the title.
                if let agency = newsAgencies.lazy.map({ $0.split(separator: " ").map(String.init) }).first(where: {
                    $0.count < start && Array(kept[(start - $0.count)..<start]) == $0
                }) {
                    start -= agency.count
                    break
                }
                guard titleWords.contains(previous.lowercased()) || roles.contains(previous.lowercased()) else { break }
                start -= 1
            }
            if kept.count - start >= 2, start >= 2, kept[..<start].allSatisfy({ $0.first?.isUppercase == true }) {
                kept.removeLast(kept.count - start)
            }
        }
        // "LILIAN ALEMAGNA, LAURE BRETTON Envoyés spéciaux à Toulouse": names set in capitals
        // end where the words go back to small letters (a role, a place), joining words aside.
        // (A name's small letters after its capital, "McDONALD", leave it in capitals.)
        func isCapitals(_ word: String) -> Bool {
            let letters = word.filter(\.isLetter)
            return letters.first?.isUppercase == true && letters.filter(\.isLowercase).count * 4 <= letters.count
        }
        // Initials ("T. V. Raman") are no names in capitals; a comma between names is passed over.
        if kept.count >= 3, isCapitals(kept[0]), isCapitals(kept[1]), kept[0].filter(\.isLetter).count >= 2, kept[1].filter(\.isLetter).count >= 2,
           let end = kept.indices.dropFirst(2).first(where: { position in
               let word = kept[position]
               return word.contains(where: \.isLetter) && !isCapitals(word) && !["and", "und", "et", "y", "e"].contains(word.lowercased())
           }) {
            kept.removeLast(kept.count - end)
        }
        // A name said twice ("J J", "Ann Lee Ann Lee").
        if kept.count.isMultiple(of: 2), kept.count >= 2, Array(kept[..<(kept.count / 2)]) == Array(kept[(kept.count / 2)...]) {
            kept.removeLast(kept.count / 2)
        }
        var name = kept.joined(separator: " ")
        if name.holds(" ,") { name = name.replacing(" ,", with: ",") }
        // "Ann Lee, Money Reporter", "Ann Lee, Redaktion": a role after a comma, however it is
        // written, ends the names.
        let segments = name.split(separator: ", ")
        if let role = segments.dropFirst().firstIndex(where: { $0.split(separator: " ").contains { roles.contains($0.lowercased().trimming(\.isPunctuation)) } }) {
            name = segments[..<role].joined(separator: ", ")
        }
        // "Ann Lee, Financial Times" on the site that runs the story: the publication it came
        // from, named as publications are ("… Times", "… Report"), is no writer.
        if let last = segments.last, segments.count > 1, name.hasSuffix(last) {
            let words = last.split(separator: " ")
            if words.count >= 2, words.allSatisfy({ $0.first?.isUppercase == true }),
               let final = words.last, publicationWords.contains(final.lowercased().trimming(\.isPunctuation)) {
                name = segments.dropLast().joined(separator: ", ")
            }
        }
        while let last = name.last, !last.isLetter && !last.isNumber && last != "." && last != ")" { name.removeLast() }
        if name.last == ")", !name.contains("(") { name.removeLast() }  // its opening went first
        // A date line ("Dec 24, 17:00") is no byline, nor a template's word left in place of a
        // name ("name, email@gmail.com"), one that says there is none ("作者：未知"), or the
        // author's link to a profile elsewhere ("Instagram").
        guard name.contains(where: \.isLetter), !(kept.count == 1 && isMonth(name.lowercased())), !isPlaceholder(name),
              !name.lowercased().split(separator: " ").allSatisfy({ buttons.contains(String($0)) }) else { return nil }
        return name
    }

    /// The words of an author's links and buttons, taken for a name when they are all a box
    /// named for the author says ("author-social-instagram" holds an icon titled "Instagram").
    private static let buttons: Set<String> = [
        "instagram", "facebook", "twitter", "linkedin", "pinterest", "youtube", "tiktok", "threads", "bluesky", "mastodon",
        "follow", "share", "email", "e-mail", "rss", "website", "github", "gitlab", "reddit", "telegram", "weibo", "zhihu",
    ]

    private static let chineseLabels = ["责任编辑", "本文作者", "作者", "记者", "撰文", "编辑", "责编", "文"]

    /// What follows a Chinese label and its colon or slash in `word`, or nil without one.
    private static func afterChineseLabel(_ word: String) -> String? {
        for label in chineseLabels where word.hasPrefix(label) {
            let rest = word.dropFirst(label.count)
            if let mark = rest.first, "：:/／".contains(mark) { return String(rest.dropFirst()) }
        }
        return nil
    }

    /// Words a template or a page writes where no name is known.
    private static let placeholders: Set<String> = ["name", "your name", "author", "unknown", "未知", "佚名", "匿名", "no author", "no-author",
                                                    "unknown author", "author unknown", "none", "n/a", "null", "undefined", "not available"]

    /// Whether a byline is only such a word.
    static func isPlaceholder(_ line: String) -> Bool {
        placeholders.contains(line.trimmingWhitespace().lowercased())
    }

    /// The name in a line that announces one and says nothing else ("By Ann Lee", "Text von
    /// Ann Lee", "Von Ann Lee und Bo Chan"): every word of it capitalised but the joining
    /// ones; nil for a sentence that starts with "By" or "Von".
    static func announcedName(_ line: String) -> String? {
        var words = line.split(whereSeparator: { $0 == " " }).map(String.init)
        if let first = words.first, ["text", "story", "words", "bericht", "texte"].contains(first.lowercased()) { words.removeFirst() }
        guard let first = words.first, ["by", "von", "par", "por"].contains(first.lowercased().trimming { $0 == ":" }),
              (2...6).contains(words.count) else { return nil }
        let joining: Set<String> = ["und", "and", "et", "y", "&", "von", "van", "de", "der", "la", "le", "du", "del"]
        let rest = words.dropFirst()
        guard rest.allSatisfy({ joining.contains($0.lowercased()) || $0.first?.isUppercase == true }),
              rest.first?.first?.isUppercase == true, rest.allSatisfy({ !$0.contains(where: \.isNumber) }) else { return nil }
        return clean(rest.joined(separator: " "))
    }

    /// "Ann Lee USA TODAY" on USA TODAY's page is Ann Lee's: the name without one of the
    /// `publications` it ends with (matched by letters and digits alone).
    static func withoutTrailing(_ publications: [String], _ name: String) -> String {
        let words = name.split(separator: " ")
        // The name's last one, two, three… words, compared as the publications are (a word's
        // comparable form joins with the next's as their joined words' does).
        var tails: [String] = []
        for word in words.dropFirst().reversed() { tails.append(BlockBuilder.comparable(word) + (tails.last ?? "")) }
        for publication in publications {
            let wanted = BlockBuilder.comparable(publication)
            guard !wanted.isEmpty else { continue }
            for count in 1..<max(words.count, 1) where tails[count - 1] == wanted {
                var kept = words.dropLast(count).joined(separator: " ")
                while let last = kept.last, !last.isLetter && !last.isNumber && last != "." { kept.removeLast() }
                // "Recipe by Eat What Tonight", "The Worcester Telegram & Gazette": the
                // publication's credit or its longer name, not a person before it.
                let rest = kept.split(separator: " ")
                if let last = rest.last, creditWords.contains(last.lowercased()) { return name }
                if let first = rest.first, ["The", "A", "An"].contains(first) { return name }
                // "The Associated Press" whole, and "Ann Lee and AP": the agency's article or the
                // joining word goes with it.
                if rest.count == 1, let only = rest.first, ["the", "a", "an"].contains(only.lowercased()) { return name }
                if rest.count > 1, let last = rest.last, ["the", "and", "&", "und", "with"].contains(last.lowercased()) {
                    return rest.dropLast().joined(separator: " ").trimming(charactersIn: " ,;")
                }
                // "Team EBONY" on EBONY's page is the publication's team, not a person called Team.
                if rest.count == 1, let only = rest.first, collectives.contains(only.lowercased()) { return name }
                return kept.isEmpty ? name : kept
            }
        }
        return name
    }

    /// What a byline says its people do, after their names.
    private static let roles: Set<String> = ["writer", "editor", "reporter", "correspondent", "contributor", "columnist", "staff",
                                             "redakteur", "redakteurin", "redaktion", "journalist", "journalistin", "photographer"]

    /// What people do for a living, besides writing, that a page may set where the name goes
    /// ("Senior Research Scientist").
    private static let occupations: Set<String> = ["research", "scientist", "engineer", "professor", "director", "manager", "analyst",
                                                   "researcher", "developer", "designer", "consultant", "president", "officer", "head"]

    /// The words a title is made of before its role ("Senior Political Correspondent").
    private static let titleWords: Set<String> = [
        "senior", "chief", "staff", "sports", "political", "politics", "business", "science", "health", "technology", "tech",
        "foreign", "national", "deputy", "managing", "contributing", "associate", "executive", "special", "investigative",
        "news", "features", "opinion", "travel", "food", "music", "film", "arts", "culture", "digital", "data", "legal",
        "economics", "entertainment", "education", "environment", "climate", "medical", "markets", "finance", "assistant",
        "lead", "global", "local", "metro", "regional", "freelance", "weather", "video", "photo", "breaking", "copy", "desk",
    ]

    /// The words publications' names end with.
    private static let publicationWords: Set<String> = [
        "times", "post", "news", "report", "journal", "tribune", "herald", "telegraph", "gazette", "chronicle", "magazine",
        "daily", "weekly", "review", "wire", "press", "media", "network", "today", "insider", "standard", "independent",
    ]

    /// What a page links beside a name for writing to the person.
    private static let contactWords: Set<String> = ["contact", "email", "e-mail", "mail", "twitter", "follow", "bio", "profile",
                                                    "website", "kontakt"]

    /// The news agencies whose credit follows a writer's name on the sites that run their
    /// stories (none that is also a family name: "Michael Bloomberg" is a person).
    static let newsAgencies = ["The Associated Press", "Associated Press", "AP", "Reuters", "AFP", "Agence France-Presse", "dpa",
                               "UPI", "PA Media", "ANSA", "EFE", "Xinhua", "Kyodo", "Yonhap", "CNN Wire"]

    /// Words that name a publication's people as a body ("Team", "Staff", "Redaktion").
    private static let collectives: Set<String> = ["team", "staff", "editors", "editorial", "desk", "newsroom", "redaktion",
                                                   "rédaction", "redacción", "redazione",
                                                   // The publishing house that owns the title ("Ediciones El País").
                                                   "ediciones", "edições", "éditions", "editions", "edizioni", "verlag",
                                                   "publishing", "publications", "group", "grupo", "groupe", "gruppe"]

    /// Weekdays, in the languages of the announcements, as date lines open with them.
    private static let weekdays: Set<String> = [
        "monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday", "montag", "dienstag", "mittwoch",
        "donnerstag", "freitag", "samstag", "sonntag", "lundi", "mardi", "mercredi", "jeudi", "vendredi", "samedi",
        "dimanche", "lunes", "martes", "miércoles", "jueves", "viernes", "sábado", "domingo",
    ]

    /// Words that credit what follows them ("by", "von", "from").
    private static let creditWords: Set<String> = ["by", "von", "par", "por", "from", "of", "de", "der", "des"]

    private static func isSeparator(_ word: String) -> Bool {
        ["|", "•", "·", "—", "–", "-", "/", "::", "»", "«", "›"].contains(word)
    }

    /// The words that announce a name, in the languages pages most often write them in.
    private static let announcements: [[String]] = [
        ["written", "by"], ["posted", "by"], ["post", "by"], ["words", "by"], ["story", "by"], ["reported", "by"], ["review", "by"],
        ["reviewed", "by"], ["text", "by"], ["eingestellt", "von"], ["veröffentlicht", "von"], ["geschrieben", "von"],
        ["beitrag", "von"], ["artikel", "von"], ["publié", "par"], ["écrit", "par"], ["publicado", "por"], ["escrito", "por"],
        ["by"], ["von"], ["par"], ["por"], ["author"], ["authors"], ["autor"], ["autorin"],
        // The heading of a box about the writer, its name under it.
        ["about", "the", "author"], ["über", "den", "autor"], ["über", "die", "autorin"],
    ]

    /// Words after which a byline goes on with something else.
    private static let stopWords: Set<String> = ["published", "updated", "posted", "on", "at", "last", "modified", "min", "read",
                                                  "is", "was", "has", "writes", "author", "contributor",
                                                  "veröffentlicht", "aktualisiert", "publié", "publicado", "date", "datum", "source", "quelle"]
    /// The same, written in lower case only: "Ann Lee am" (German "on", its date cut off);
    /// capitalised, such a word may be part of a name.
    private static let lowercaseStops: Set<String> = ["am", "um"]

    private static let months: Set<String> = [
        "jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "sept", "oct", "nov", "dec", "january", "february", "march",
        "april", "june", "july", "august", "september", "october", "november", "december",
        // German, French and Spanish, the languages the announcements above are in.
        "januar", "februar", "märz", "mai", "juni", "juli", "oktober", "dezember", "janvier", "février", "mars", "avril",
        "juin", "juillet", "août", "septembre", "octobre", "novembre", "décembre", "enero", "febrero", "marzo", "abril",
        "mayo", "junio", "julio", "agosto", "septiembre", "octubre", "noviembre", "diciembre",
    ]

    private static func isMonth(_ word: String) -> Bool {
        months.contains(word.trimming(\.isPunctuation))
    }
}
