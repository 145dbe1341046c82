import FoundationEssentials
import Feeds
import Networking
import ViewModels

/// Where the user sets a source's credential, for error sentences ("Check EXAMPLE_KEY (or
/// example.key in the config file)"). Filled from the source descriptors by the app.
public struct CredentialHelp: Sendable, Equatable {
    /// "key", "token".
    public var noun: String
    /// "EXAMPLE_KEY (or example.key in the config file)".
    public var whereToSet: String
    /// Where the account is managed ("example.org").
    public var account: String

    public init(noun: String, whereToSet: String, account: String) {
        self.noun = noun
        self.whereToSet = whereToSet
        self.account = account
    }
}

/// Every sentence about a failure is written here: what happened, then what to do, naming the
/// keys as the user has them bound — and only keys that do that on the screen the sentence is
/// shown on: the browser hands each screen a wording that knows what it answers to (`on`).
public struct Wording: Sendable {
    /// The keys as bound (a sentence never names an unbound action).
    public var keymap: Keymap
    /// What retries where this wording is shown (`r` on lists, Ctrl-S in a form); nil where
    /// nothing does (the command line).
    public var retryAction: Action?
    /// Whether the screen this wording is for answers to an action; nil: it answers to any.
    var answers: AnswerCheck?
    /// Credential help per service name (the service as errors name it).
    public var credentials: [String: CredentialHelp]
    /// What to add when a server cannot be reached, by the address the error names
    /// ("localhost:8080" → "Start your server, or set its url.").
    public var unreachableAdvice: [String: String]

    /// `retryKey` nil: sentences never say what to press (the command line).
    public init(retryKey: String? = "r", credentials: [String: CredentialHelp] = [:], unreachableAdvice: [String: String] = [:]) {
        self.init(keymap: .standard, credentials: credentials, unreachableAdvice: unreachableAdvice)
        if retryKey == nil {
            retryAction = nil
            answers = AnswerCheck { _ in false }
        }
    }

    public init(keymap: Keymap, credentials: [String: CredentialHelp] = [:], unreachableAdvice: [String: String] = [:]) {
        self.keymap = keymap
        retryAction = .refresh
        self.credentials = credentials
        self.unreachableAdvice = unreachableAdvice
    }

    /// This wording for one screen: its own retry action, and only the actions it answers to.
    public func on(_ screen: any Screen) -> Wording {
        var copy = self
        copy.retryAction = screen.retryAction
        let keymap = keymap
        copy.answers = AnswerCheck { screen.answers(to: $0, keymap: keymap) }
        return copy
    }

    /// The key for `action` as people read it, when it is bound and does something here.
    public func key(for action: Action) -> String? {
        guard answers?.check(action) ?? true else { return nil }
        return keymap.label(for: action)
    }

    /// The key for `action` as bound, for a sentence about another screen ("Press s on an item of
    /// any tab"); nil when unbound.
    public func keyElsewhere(for action: Action) -> String? { keymap.label(for: action) }

    /// " Press d to try again." for `action` as bound; nothing when it is unbound or does
    /// nothing on this screen.
    public func press(_ action: Action?, _ purpose: String) -> String {
        guard let action, let key = key(for: action) else { return "" }
        return " Press \(key) \(purpose)."
    }

    /// What `s` did: saved, with the key that reaches the Saved list as bound (on this screen
    /// if it works here, else where it does), or no longer saved.
    public func saved(_ saved: Bool) -> String {
        guard saved else { return "No longer saved." }
        if let key = key(for: .nextList) { return "Saved. \(key) reaches the Saved list." }
        if let key = keyElsewhere(for: .nextList) { return "Saved. \(key) on a tab's list reaches the Saved list." }
        return "Saved: it is in the Saved list."
    }

    /// The key label for retrying here ("r", "Ctrl-S"), if any.
    public var retryKey: String? { retryAction.flatMap(key(for:)) }

    /// " Press o to open it in your browser." with the key as bound; nothing when unbound.
    public var openInBrowser: String { press(.openArticle, "to open it in your browser") }

    private var retry: String { press(retryAction, "to retry") }

    /// A write the server refused: what was not done, why, and the key that tries it again
    /// ("BRB was not deleted: … Press d to try again.").
    public func refused(_ what: String, _ error: FetchError, retry action: Action?) -> String {
        let again = error.isRetryable ? press(action, "to try again") : ""
        return "\(what): \(reason(for: error)).\(again)"
    }

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
        case .source(let fact): return fact.value(as: (any WordedBySource).self)?.sentence(self) ?? ""
        case .cached(let date): return "cached " + Self.ago(date, now: now)
        case .offlineCopy(let date, let failure?):
            return "Refresh failed (\(reason(for: failure))); copy from " + Self.ago(date, now: now)
        case .offlineCopy(let date, nil): return "offline copy from " + Self.ago(date, now: now)
        }
    }

    /// What went wrong, as a short phrase to put inside another sentence ("api.example.org: HTTP
    /// 500"), without advice.
    public func reason(for error: FetchError) -> String {
        switch error {
        case .serviceMessage(_, let message): return message
        case .requestRefused(_, let detail?): return detail
        case .unreachable(let host, let reason): return "\(host): \(reason)"
        case .timedOut(let host, let seconds): return "\(host) did not answer in \(seconds) s"
        case .httpStatus(let host, let status, _): return "\(host): HTTP \(status)"
        default: break
        }
        let plain = Wording(retryKey: nil, credentials: credentials)
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

/// Asks a screen whether it answers to an action, only for the actions a sentence or a hint
/// names (not every action of the keymap, every frame), each once. A wording made `on` a screen
/// lives in the frame's render context, on the run loop that owns the screen, and nowhere else.
final class AnswerCheck: @unchecked Sendable {
    private let answers: (Action) -> Bool
    private var known: [Action: Bool] = [:]

    init(_ answers: @escaping (Action) -> Bool) {
        self.answers = answers
    }

    func check(_ action: Action) -> Bool {
        if let answer = known[action] { return answer }
        let answer = answers(action)
        known[action] = answer
        return answer
    }
}
