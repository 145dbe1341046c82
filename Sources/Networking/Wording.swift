/// Small English helpers for error sentences, so "1 second" and "2 minutes" read naturally.
enum Wording {
    static func count(_ value: Int, _ unit: String) -> String {
        value == 1 ? "1 \(unit)" : "\(value) \(unit)s"
    }

    /// "in 30 seconds", "in 2 minutes", "in 1 hour". Rounds up so we never suggest retrying
    /// before the server said it would accept requests again.
    static func delay(seconds: Int) -> String {
        if seconds <= 0 { return "in a moment" }
        if seconds < 60 { return "in \(count(seconds, "second"))" }
        if seconds < 3600 { return "in \(count((seconds + 59) / 60, "minute"))" }
        return "in \(count((seconds + 3599) / 3600, "hour"))"
    }
}
