import FoundationEssentials

extension HTTPResponse {
    /// Returns self for a 2xx status; otherwise throws `.httpStatus`, carrying Retry-After (in
    /// seconds or as an HTTP-date) so the message can say when to try again.
    public func requireSuccess(host: String) throws(FetchError) -> HTTPResponse {
        try requireSuccess(host: host, now: Date())
    }

    /// The clock is a parameter so tests can check HTTP-date arithmetic exactly.
    func requireSuccess(host: String, now: Date) throws(FetchError) -> HTTPResponse {
        guard !(200...299).contains(status) else { return self }
        throw .httpStatus(
            host: host,
            status: status,
            retryAfterSeconds: RetryAfter.seconds(from: header("Retry-After"), now: now)
        )
    }
}
