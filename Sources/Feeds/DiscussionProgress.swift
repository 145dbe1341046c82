import Networking

/// Where a discussion still arriving shows what has come so far. A screen waiting for a thread
/// sets `report` around its fetch; a source that can read its answer as it arrives (a Hacker
/// News thread) calls it with growing partial discussions before returning the whole one. The
/// report says whether it took the partial (false: try again with the next piece).
public enum DiscussionProgress {
    public typealias Report = @Sendable (Discussion) -> Bool

    @TaskLocal public static var report: Report?
}

extension DiscussionProgress {
    /// Runs `operation` with `report` set (typed errors kept, which `withValue` would erase).
    public static func reporting<T: Sendable>(
        to report: Report?, _ operation: () async throws(FetchError) -> T
    ) async throws(FetchError) -> T {
        let result: Result<T, FetchError> = await $report.withValue(report) {
            do throws(FetchError) { return .success(try await operation()) } catch { return .failure(error) }
        }
        return try result.get()
    }
}
