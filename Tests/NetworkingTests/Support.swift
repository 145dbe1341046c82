import Foundation
import LoopbackServer
import Networking

/// Runs a send and hands back its failure, so tests can assert on the exact case.
func failure(of operation: () async throws(FetchError) -> HTTPResponse) async -> FetchError? {
    do {
        _ = try await operation()
        return nil
    } catch {
        return error
    }
}

/// Same for synchronous validation and decoding steps.
func failure<T>(of operation: () throws(FetchError) -> T) -> FetchError? {
    do {
        _ = try operation()
        return nil
    } catch {
        return error
    }
}

extension LoopbackServer {
    func url(_ pathAndQuery: String) -> URL {
        URL(string: baseURL.absoluteString + pathAndQuery)!
    }
}

/// The shape the JSON tests decode into.
struct Story: Decodable, Equatable {
    var title: String
    var points: Int
}

/// Polls until `condition` holds or `seconds` pass; for waiting on another thread's progress
/// without a fixed sleep. The bound is generous on purpose: a pass is as quick as the condition,
/// and a clean-clone run (every suite at once, beside a build) has been seen to need over 20 s.
func eventually(within seconds: Double = 120, _ condition: () -> Bool) async -> Bool {
    let deadline = Date().addingTimeInterval(seconds)
    while Date() < deadline {
        if condition() { return true }
        try? await Task.sleep(for: .milliseconds(10))
    }
    return condition()
}
