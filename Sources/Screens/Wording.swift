import Foundation
import Feeds
import Networking
import ViewModels

/// Where the user sets a source's credential, for error sentences ("Check NEWSAPI_KEY (or
/// newsapi.key in the config file)"). Filled from the source descriptors by the app.
public struct CredentialHelp: Sendable, Equatable {
    /// "key", "token".
    public var noun: String
    /// "NEWSAPI_KEY (or newsapi.key in the config file)".
    public var whereToSet: String
    /// Where the account is managed ("newsapi.org").
    public var account: String

    public init(noun: String, whereToSet: String, account: String) {
        self.noun = noun
        self.whereToSet = whereToSet
        self.account = account
    }
}

/// Every sentence about a failure is written here: what happened, then what to do, naming the
/// keys as the user has them bound.
public struct Wording: Sendable {
    /// The key label for retrying ("r"), from the keymap.
    public var retryKey: String?
    /// The key label for opening the article in the browser ("o"), from the keymap.
    public var openKey: String? = "o"
    /// Credential help per service name ("NewsAPI").
    public var credentials: [String: CredentialHelp]
    /// What to add when a server cannot be reached, by the address the error names
    /// ("localhost:8080" → "Start your TIL server, or set til.url.").
    public var unreachableAdvice: [String: String]

    public init(retryKey: String? = "r", credentials: [String: CredentialHelp] = [:], unreachableAdvice: [String: String] = [:]) {
        self.retryKey = retryKey
        self.credentials = credentials
        self.unreachableAdvice = unreachableAdvice
    }

    public init(keymap: Keymap, credentials: [String: CredentialHelp] = [:], unreachableAdvice: [String: String] = [:]) {
        self.init(retryKey: keymap.label(for: .refresh), credentials: credentials, unreachableAdvice: unreachableAdvice)
        openKey = keymap.label(for: .openArticle)
    }

    /// " Press o to open it in your browser." with the key as bound; nothing when unbound.
    public var openInBrowser: String { openKey.map { " Press \($0) to open it in your browser." } ?? "" }

    private var retry: String { retryKey.map { " Press \($0) to retry." } ?? "" }

    public func sentence(for error: FetchError) -> String {
        switch error {
        case .unreachable(let host, let reason):
            let advice = unreachableAdvice[host].map { " " + $0 } ?? ""
            return "Could not reach \(host): \(reason).\(advice)\(retry)"
        case .timedOut(let host, let seconds):
            return "\(host) did not answer within \(Self.count(seconds, "second")).\(retry)"
        case .httpStatus(let host, let status, let retryAfter):
            return statusSentence(host: host, status: status, retryAfterSeconds: retryAfter)
        case .unexpectedAnswer(let host):
            return "\(host) answered with something unexpected.\(retry)"
        case .credentialRefused(let service, let problem):
            return credentialSentence(service: service, problem: problem)
        case .rateLimited(let service, let seconds):
            return "\(service) is limiting requests; try again \(Self.delay(seconds: seconds))."
        case .requestRefused(let service, let detail):
            return "\(service) could not handle the request." + Self.says(service, detail)
        case .planLimit(let service, let detail):
            return "\(service) will not show more results on this plan." + Self.says(service, detail)
        case .itemMissing(let service, let id):
            return "\(service) has no item \(id); it may have been removed."
        case .serviceMessage(let service, let message):
            return "\(service) answered: \(message)"
        case .cancelled:
            return "The request was cancelled."
        }
    }

    /// Where content came from, when that is worth a word.
    public func sentence(for notice: SourceNotice, now: Date = Date()) -> String {
        switch notice {
        case .algoliaUnavailable: return "Algolia is unavailable; using the official API"
        case .officialUnavailable: return "The official HN API is unreachable; in Algolia's order"
        case .cached(let date): return "cached " + Self.ago(date, now: now)
        case .offlineCopy(let date, let failure?):
            return "Refresh failed (\(reason(for: failure))); copy from " + Self.ago(date, now: now)
        case .offlineCopy(let date, nil): return "offline copy from " + Self.ago(date, now: now)
        }
    }

    /// What went wrong, as a short phrase to put inside another sentence ("hn.algolia.com: HTTP
    /// 500"), without advice.
    public func reason(for error: FetchError) -> String {
        switch error {
        case .unreachable(let host, let reason): return "\(host): \(reason)"
        case .timedOut(let host, let seconds): return "\(host) did not answer in \(seconds) s"
        case .httpStatus(let host, let status, _): return "\(host): HTTP \(status)"
        default: break
        }
        var plain = Wording(retryKey: nil, credentials: credentials)
        plain.openKey = nil
        var text = plain.sentence(for: error)
        while text.hasSuffix(".") { text.removeLast() }
        return text
    }

    /// "2h ago", "just now".
    static func ago(_ date: Date, now: Date) -> String {
        let age = RelativeAge.describe(date, now: now)
        return age.isEmpty || age == "now" ? "just now" : age + " ago"
    }

    private func credentialSentence(service: String, problem: CredentialProblem) -> String {
        let help = credentials[service]
        let noun = help?.noun ?? "credential"
        let place = help.map { " \($0.whereToSet)" } ?? " its setting"
        switch problem {
        case .missing:
            return "\(service) did not receive a \(noun). Set\(place)."
        case .invalid:
            return "\(service) refused the \(noun). Check\(place)."
        case .disabled:
            let account = help.map { " at \($0.account)" } ?? ""
            return "\(service) has disabled this \(noun). Check your account\(account), then update\(place)."
        case .exhausted:
            return "The \(service) \(noun) has used up its requests for today. Try again tomorrow, or set another \(noun) in\(place)."
        }
    }

    private func statusSentence(host: String, status: Int, retryAfterSeconds: Int?) -> String {
        switch status {
        case 404, 410: return "\(host) has nothing at that address (HTTP \(status))."
        case 401, 403: return "\(host) refused the request (HTTP \(status))."
        case 408: return "\(host) gave up waiting for the request (HTTP 408).\(retry)"
        case 429: return "\(host) is limiting requests; try again \(Self.delay(seconds: retryAfterSeconds))."
        case 500...599: return "\(host) had a server error (HTTP \(status)).\(retry)"
        case 400...499: return "\(host) could not handle the request (HTTP \(status))."
        default: return "\(host) gave an unexpected answer (HTTP \(status))."
        }
    }

    private static func says(_ service: String, _ detail: String?) -> String {
        detail.map { " \(service) says: \($0)" } ?? ""
    }

    static func count(_ value: Int, _ unit: String) -> String {
        value == 1 ? "1 \(unit)" : "\(value) \(unit)s"
    }

    /// "in 30 seconds", "in 2 minutes", "in 3 hours", "in 2 days". Rounded up, so it never
    /// suggests retrying before the server allows it; any number is safe, however large.
    public static func delay(seconds: Int?) -> String {
        guard let seconds, seconds > 0 else { return "in a moment" }
        func roundedUp(_ unit: Int) -> Int { seconds / unit + (seconds % unit == 0 ? 0 : 1) }
        if seconds < 60 { return "in \(count(seconds, "second"))" }
        if seconds < 3_600 { return "in \(count(roundedUp(60), "minute"))" }
        if seconds < 86_400 * 2 { return "in \(count(roundedUp(3_600), "hour"))" }
        if seconds < 86_400 * 365 { return "in \(count(roundedUp(86_400), "day"))" }
        return "in more than a year"
    }
}
