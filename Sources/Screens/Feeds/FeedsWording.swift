import Feeds
import FoundationEssentials
import Networking
import TidingsText
import ViewModels

/// The Feeds source's words: why a feed could not be read (for its row in the tab and for
/// `tidings reload` and `tidings feed`, which word it without keys), the feeds file's troubles,
/// what subscribing did, and how a reload is going.
extension Wording {
    public func sentence(for failure: FeedFailure) -> String {
        switch failure {
        case .fetch(let error):
            return sentence(for: error)
        case .tooLarge(let host, let limit):
            return "\(host) sent more than \(limit >> 20) MB, which is too large for a feed; it was not read."
        case .webPage(let host, let alternates):
            guard let first = alternates.first else {
                return "\(host) sent a web page that links to no feed. Look on the site for its RSS or Atom address."
            }
            let others = alternates.count > 1 ? " (or one of its \(alternates.count - 1) other feeds)" : ""
            return "\(host) sent a web page, not a feed; its feed is \(Self.shown(first.url))\(others). Subscribe to that address instead."
        case .notAFeed(let host):
            return "\(host) sent something that is not a feed (RSS, Atom or JSON Feed)."
        case .malformed(let host):
            return "\(host) sent a feed whose XML is too broken to read any item from."
        case .unsupportedAddress(let address):
            return "'\(Self.shown(address))' is not a web address; Tidings reads feeds over http and https only."
        }
    }

    /// The same, short enough to sit inside another sentence ("127.0.0.1: HTTP 404").
    public func reason(for failure: FeedFailure) -> String {
        if case .fetch(let error) = failure { return reason(for: error) }
        var text = Wording(retryKey: nil).sentence(for: failure)
        while text.hasSuffix(".") { text.removeLast() }
        return text
    }

    /// What is wrong with the feeds file, as facts to act on.
    public static func sentence(for problem: SubscriptionsFile.Problem) -> String {
        switch problem {
        case .unreadable(let path): "Cannot read \(shownPath(path)); check its permissions."
        case .tooLarge(let path): "\(shownPath(path)) is larger than 4 MB, which is no feeds file; nothing was read."
        case .unwritable(let path): "Cannot write \(shownPath(path)); check the permissions of its folder and the free space."
        }
    }

    /// What subscribing from the tab did, for the status bar.
    public func sentence(for subscribed: FeedSubscribed) -> String {
        switch subscribed.outcome {
        case .success(.subscribed(let subscription, let title, let through)):
            let name = title.map { Sanitizer.line($0) }.flatMap { $0.isEmpty ? nil : $0 } ?? Self.shown(subscription.address)
            let asked = subscribed.address
            let isFeed = SubscriptionList.key(subscription.address) == SubscriptionList.key(through.absoluteString)
            // The address that answered is the one typed, or its plain http form when https
            // could not reach the host: that is said, whether it was the feed or the page naming it.
            let plain = SubscriptionList.key(through.absoluteString) != SubscriptionList.key(asked.absoluteString)
            let found: String
            switch (isFeed, plain) {
            case (true, false): found = ""
            case (true, true): found = " over plain http: \(Self.shown(subscription.address)) has no secure connection"
            case (false, false): found = " (found through \(Self.shown(asked)): \(Self.shown(subscription.address)))"
            case (false, true):
                let host = Self.shown(through.host ?? "the site")
                // The page came over plain http; the feed it named may still be a secure one.
                found = subscription.address.lowercased().hasPrefix("https:")
                    ? " (found through \(Self.shown(through)), read over plain http: \(Self.shown(subscription.address)))"
                    : " over plain http (found through \(Self.shown(through)): \(Self.shown(subscription.address))); \(host) has no secure connection"
            }
            return "Subscribed to \(name)\(found)."
        case .success(.alreadySubscribed(let subscription)):
            return "You are already subscribed to \(Self.shown(subscription.address))."
        case .failure(.feed(let failure)):
            return "Not subscribed: " + sentence(for: failure)
        case .failure(.file(let problem)):
            return "Not subscribed: " + Self.sentence(for: problem)
        }
    }

    /// An address from a feed or a file, safe and short enough for one line.
    static func shown(_ url: URL) -> String { shown(url.absoluteString) }

    static func shown(_ text: String) -> String {
        let line = Sanitizer.line(text)
        return line.count > 100 ? String(line.prefix(99)) + "…" : line
    }

    /// A path as messages show it: one line, the middle elided when it is long.
    static func shownPath(_ path: String) -> String {
        let line = Sanitizer.line(path)
        return line.count > 200 ? String(line.prefix(100)) + "…" + String(line.suffix(99)) : line
    }
}

/// How the tab's reload is going, in the status bar while it runs.
struct FeedsReloadNotice: Hashable, Sendable, WordedBySource {
    var done: Int
    var total: Int

    func sentence(_ wording: Wording) -> String {
        total == 0 ? "Reading the feeds file…" : "Reloading feeds: \(done) of \(total)…"
    }

    /// A reload that ended with failures and was not said yet, as a status-bar message: how
    /// many feeds failed and one reason; when every one did, that what shows was kept (and
    /// when it was last updated). `wording` is the screen's, so only its keys are named;
    /// `onFeeds`: the list of feeds is in view.
    static func unsaid(_ tab: FeedsTabModel, wording: Wording, onFeeds: Bool) -> ScreenCommand? {
        guard let last = tab.takeUnsaidReload() else { return nil }
        let reason = last.firstFailure.map { " (" + Wording(retryKey: nil).reason(for: $0) + ")" } ?? ""
        guard last.failed < last.total else {
            let kept = tab.rows.isEmpty ? nil
                : tab.states.compactMap(\.lastUpdate).max().map { "; showing what was kept, updated " + Wording.ago($0, now: Date()) }
            return .message("Could not reload any feed\(reason)\(kept ?? "").\(wording.press(.refresh, "to try again"))")
        }
        let which = last.failed == 1 ? "1 feed of \(last.total) could not be reloaded" : "\(last.failed) feeds of \(last.total) could not be reloaded"
        if onFeeds { return .message(which + reason + "; each says why under its name.") }
        let list = wording.key(for: .nextList).map { " (\($0))" } ?? ""
        return .message(which + reason + "; the list of feeds\(list) says why.")
    }
}
