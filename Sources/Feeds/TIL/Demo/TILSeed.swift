/// The sample a fresh in-memory TIL server starts with: 6 users, 8 categories, 40 acronyms.
/// Ids are fixed so tests and the demo can name them; every seeded user's password is
/// `tidings` (for servers with login).
enum TILSeed {
    static let password = "tidings"

    static func id(_ kind: Int, _ number: Int) -> String {
        let hex = String(number, radix: 16, uppercase: true)
        return "\(kind)0000000-0000-4000-8000-" + String(repeating: "0", count: 12 - hex.count) + hex
    }

    static let users: [(name: String, username: String)] = [
        ("Ada Okafor", "ada"), ("Bram Keller", "bram"), ("Chiara Rossi", "chiara"),
        ("Dev Raman", "dev"), ("Eun-ji Park", "eunji"), ("Farid Haddad", "farid"),
    ]

    static let categories = ["Internet", "Networking", "Programming", "Hardware", "Security", "Databases", "Work", "Everyday"]

    /// Short, long, creator (index into users), categories (indices into categories).
    static let acronyms: [(String, String, Int, [Int])] = [
        ("TIL", "Today I Learned", 0, [0, 7]),
        ("OMG", "Oh My God", 1, [0, 7]),
        ("IMHO", "In My Humble Opinion", 2, [0]),
        ("AFAIK", "As Far As I Know", 3, [0, 6]),
        ("HTTP", "Hypertext Transfer Protocol", 0, [0, 1]),
        ("TCP", "Transmission Control Protocol", 1, [1]),
        ("UDP", "User Datagram Protocol", 1, [1]),
        ("DNS", "Domain Name System", 2, [0, 1]),
        ("TLS", "Transport Layer Security", 3, [1, 4]),
        ("SSH", "Secure Shell", 4, [1, 4]),
        ("API", "Application Programming Interface", 0, [2]),
        ("REST", "Representational State Transfer", 5, [0, 2]),
        ("JSON", "JavaScript Object Notation", 4, [2]),
        ("YAML", "YAML Ain't Markup Language", 5, [2]),
        ("SQL", "Structured Query Language", 2, [5]),
        ("ACID", "Atomicity, Consistency, Isolation, Durability", 3, [5]),
        ("ORM", "Object-Relational Mapping", 0, [2, 5]),
        ("WAL", "Write-Ahead Logging", 3, [5]),
        ("CPU", "Central Processing Unit", 4, [3]),
        ("GPU", "Graphics Processing Unit", 4, [3]),
        ("RAM", "Random-Access Memory", 1, [3]),
        ("SSD", "Solid-State Drive", 1, [3]),
        ("USB", "Universal Serial Bus", 5, [3]),
        ("CVE", "Common Vulnerabilities and Exposures", 2, [4]),
        ("XSS", "Cross-Site Scripting", 4, [0, 4]),
        ("CSRF", "Cross-Site Request Forgery", 4, [0, 4]),
        ("MFA", "Multi-Factor Authentication", 3, [4]),
        ("PR", "Pull Request", 0, [2, 6]),
        ("LGTM", "Looks Good To Me", 1, [2, 6]),
        ("WIP", "Work In Progress", 2, [6]),
        ("EOD", "End Of Day", 5, [6, 7]),
        ("OOO", "Out Of Office", 5, [6]),
        ("FYI", "For Your Information", 3, [6, 7]),
        ("ETA", "Estimated Time of Arrival", 4, [7]),
        ("DIY", "Do It Yourself", 0, [7]),
        ("RSVP", "Répondez s'il vous plaît", 2, [7]),
        ("TUI", "Text-based User Interface", 0, [2]),
        ("UTF-8", "Unicode Transformation Format, 8-bit", 1, [2, 0]),
        ("ÉTÉ", "Été (CJK width test: 夏 — summer)", 5, [7]),
        ("RTFM", "Read The Fine Manual", 3, [2, 6]),
    ]

    static func fill(_ state: inout TILMemoryServer.State) {
        state.users = users.enumerated().map { index, user in
            TILMemoryServer.User(id: id(1, index + 1), name: user.name, username: user.username, password: password)
        }
        state.categories = categories.enumerated().map { index, name in
            TILMemoryServer.Category(id: id(2, index + 1), name: name)
        }
        state.acronyms = acronyms.enumerated().map { index, entry in
            TILMemoryServer.Acronym(id: id(3, index + 1), short: entry.0, long: entry.1, userID: id(1, entry.2 + 1),
                                    categories: entry.3.map { id(2, $0 + 1) })
        }
    }
}
