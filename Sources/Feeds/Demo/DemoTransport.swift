import FoundationEssentials
import Networking

/// One source's part of the demo: answers the requests for its own sample, and nil for any other.
public protocol DemoAnswers: Sendable {
    func answer(_ request: HTTPRequest) -> HTTPResponse?
}

/// Answers API requests from the sample data bundled with Tidings, so `--demo` exercises the same
/// decoding and view-model code as live data, offline. Each source answers for its own sample
/// (its `DemoAnswers`, in its own folder); what none answers is 404, like a service.
public struct DemoTransport: HTTPTransport {
    /// A short pause so the demo shows the loading state the way a real network would.
    let latency: Duration
    let sources: [any DemoAnswers]

    public init(latency: Duration = .milliseconds(120), sources: [any DemoAnswers]) {
        self.latency = latency
        self.sources = sources
    }

    /// Where every demo client is pointed; only the path matters, and its first component names
    /// the source's sample.
    public static func baseURL(_ path: String) -> URL {
        URL(string: "https://demo.tidings.invalid/" + path)!
    }

    public func send(_ request: HTTPRequest) async throws(FetchError) -> HTTPResponse {
        do { try await Task.sleep(for: latency) } catch { throw .cancelled }
        for source in sources {
            if let answer = source.answer(request) { return answer }
        }
        return HTTPResponse(status: 404, headers: [:], body: Data(#"{"status":404,"error":"Not Found"}"#.utf8))
    }
}
