import Foundation
import Feeds
import Networking

/// Everything the app needs to start, resolved from the command line and the environment.
public struct AppConfiguration {
    public var options: CommandLineOptions
    public var hackerNewsURL: URL
    public var browser: String?
    public var useColor: Bool

    public struct Invalid: Error, Equatable {
        public var message: String
    }

    public static func resolve(options: CommandLineOptions, environment: [String: String]) throws(Invalid) -> AppConfiguration {
        var hackerNewsURL = HackerNewsClient.defaultBaseURL
        if let override = environment["TIDINGS_HN_URL"], !override.isEmpty {
            guard let url = URL(string: override), WebLink.isOpenable(url) else {
                throw Invalid(message: "TIDINGS_HN_URL must be an http or https URL, like https://hn.algolia.com/api/v1")
            }
            hackerNewsURL = url
        }
        return AppConfiguration(
            options: options,
            hackerNewsURL: hackerNewsURL,
            browser: environment["BROWSER"],
            // https://no-color.org: any non-empty value turns colour off.
            useColor: (environment["NO_COLOR"] ?? "").isEmpty)
    }

    /// The transport: real HTTP, or the bundled sample for `--demo`.
    func makeTransport() -> any HTTPTransport {
        options.demo ? DemoTransport() : URLSessionTransport(timeout: 15)
    }

    func makeHackerNews(transport: any HTTPTransport) -> HackerNewsClient {
        HackerNewsClient(
            baseURL: options.demo ? DemoTransport.hackerNewsBaseURL : hackerNewsURL,
            list: options.list,
            transport: transport)
    }
}
