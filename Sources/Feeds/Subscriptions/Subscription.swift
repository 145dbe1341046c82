import FoundationEssentials
import Networking

/// One line of the feeds file: a feed's address, its tags, and the name it is shown by.
public struct Subscription: Sendable, Hashable {
    /// The address as written. Usually an http or https URL; newsboat's `query:`, `exec:` and
    /// `filter:` lines are kept as they are (Tidings cannot run them; see `url`).
    public var address: String
    public var tags: [String]
    /// The name from a `"~Name"` token; nil shows the feed's own title.
    public var name: String?

    public init(address: String, tags: [String] = [], name: String? = nil) {
        self.address = address
        self.tags = tags
        self.name = name
    }

    /// The address when it is one Tidings fetches (http or https).
    public var url: URL? {
        guard let url = URL(string: address), url.isWebAddress else { return nil }
        return url
    }

    /// The line as the feeds file writes it: the address, then each tag and the name quoted
    /// (newsboat's syntax, so the file stays newsboat's too).
    public var line: String {
        ([address] + tags.map(Self.quoted) + (name.map { [Self.quoted("~" + $0)] } ?? [])).joined(separator: " ")
    }

    static func quoted(_ text: String) -> String {
        "\"" + text.replacing("\\", with: "\\\\").replacing("\"", with: "\\\"") + "\""
    }
}

/// The feeds file, `$XDG_CONFIG_HOME/tidings/feeds`: newsboat's urls syntax, so a newsboat
/// user can copy theirs. One address per line, optional tags after it (a word, or quoted when
/// it holds spaces: `"tech" daily "long reads"`), `"~Name"` to rename the feed, `#` comments
/// and blank lines. Everything that is not a subscription is kept as written when the file is
/// rewritten, so adding feeds never loses a comment.
public struct SubscriptionList: Sendable, Equatable {
    /// A line as written, and the subscription it holds (none for comments and blank lines).
    public struct Line: Sendable, Equatable {
        public var subscription: Subscription?
        public var text: String

        public init(subscription: Subscription?, text: String) {
            self.subscription = subscription
            self.text = text
        }
    }

    public var lines: [Line]

    public init(lines: [Line] = []) {
        self.lines = lines
    }

    public var subscriptions: [Subscription] {
        lines.compactMap(\.subscription)
    }

    /// Reads the file's text; any line ending, a leading byte-order mark.
    public init(parsing text: String) {
        guard !text.isEmpty else {
            lines = []
            return
        }
        var body = Substring(text)
        if body.hasPrefix("\u{FEFF}") { body = body.dropFirst() }
        let rawLines = body.split(omittingEmptySubsequences: false) { $0 == "\n" || $0 == "\r\n" || $0 == "\r" }
        var lines = rawLines.map { Self.line(String($0)) }
        // A final line break is not a blank line of its own.
        if lines.last?.text == "", text.hasSuffix("\n") || text.hasSuffix("\r") { lines.removeLast() }
        self.lines = lines
    }

    /// The file's text: each line as read, new subscriptions in newsboat's syntax.
    public var text: String {
        lines.map(\.text).joined(separator: "\n") + (lines.isEmpty ? "" : "\n")
    }

    /// Adds the subscriptions whose address is not in the list yet; returns how many were added.
    @discardableResult
    public mutating func add(_ new: [Subscription]) -> Int {
        var known = Set(subscriptions.map { Self.key($0.address) })
        var added = 0
        for subscription in new where known.insert(Self.key(subscription.address)).inserted {
            lines.append(Line(subscription: subscription, text: subscription.line))
            added += 1
        }
        return added
    }

    /// Addresses compared as people mean them: without a trailing slash or letter case in the
    /// scheme and host.
    public static func key(_ address: String) -> String {
        guard let url = URL(string: address), let scheme = url.scheme?.lowercased(), let host = url.host?.lowercased() else { return address }
        var rest = address.dropFirst(scheme.count + 3)
        rest = rest.dropFirst(min(rest.count, host.count))
        var key = scheme + "://" + host + rest
        if key.hasSuffix("/") { key.removeLast() }
        return key
    }

    private static func line(_ raw: String) -> Line {
        let trimmed = PlainText.trimmed(raw)
        guard !trimmed.isEmpty, !trimmed.hasPrefix("#") else { return Line(subscription: nil, text: raw) }
        var tokens = tokenize(trimmed)
        guard !tokens.isEmpty else { return Line(subscription: nil, text: raw) }
        let address = tokens.removeFirst()
        var tags: [String] = []
        var name: String?
        for token in tokens {
            if token.hasPrefix("~") {
                let value = String(token.dropFirst())
                if !value.isEmpty { name = value }
            } else if !token.isEmpty, !tags.contains(token) {
                tags.append(token)
            }
        }
        // Kept as written (its spacing, its comment), whatever Tidings would write.
        return Line(subscription: Subscription(address: address, tags: tags, name: name), text: raw)
    }

    /// Words and "quoted strings" (with `\"` and `\\` inside); an unquoted word starting with
    /// `#` starts a comment that runs to the end of the line.
    static func tokenize(_ line: String) -> [String] {
        var tokens: [String] = []
        var current = ""
        var quoted = false
        var inToken = false
        var iterator = line.makeIterator()
        while let character = iterator.next() {
            if quoted {
                if character == "\\", let next = iterator.next() {
                    current.append(next)
                } else if character == "\"" {
                    quoted = false
                } else {
                    current.append(character)
                }
            } else if character == "\"" {
                quoted = true
                inToken = true
            } else if character == " " || character == "\t" {
                if inToken { tokens.append(current) }
                current = ""
                inToken = false
            } else {
                if !inToken && character == "#" && !tokens.isEmpty { return tokens }
                current.append(character)
                inToken = true
            }
        }
        if inToken { tokens.append(current) }
        return tokens
    }
}
