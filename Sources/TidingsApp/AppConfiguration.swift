import Feeds
import Foundation
import Networking

/// Everything the app needs to start, resolved from the command line, the environment and the
/// config file, in that order of precedence.
public struct AppConfiguration {
    public var options: CommandLineOptions
    public var initialSource: SourceKind
    public var hackerNewsURL: URL
    public var hackerNewsList: HackerNewsList
    public var productHuntURL: URL
    public var productHuntToken: String?
    public var newsAPIURL: URL
    public var newsAPIKey: String?
    public var newsAPICountry: String
    public var newsCategory: NewsCategory?
    public var browser: String?
    public var useColor: Bool
    /// Things worth telling the user at start (an unsafe config file).
    public var warnings: [String] = []

    public struct Invalid: Error, Equatable {
        public var message: String
    }

    public static func resolve(
        options: CommandLineOptions, environment: [String: String], config: ConfigFile = ConfigFile()
    ) throws(Invalid) -> AppConfiguration {
        let settings = Settings(environment: environment, config: config)
        let initialSource: SourceKind
        if let source = options.source {
            initialSource = source
        } else if let named = config["source"] {
            guard let source = SourceKind(rawValue: named) else {
                throw Invalid(message: "\(config.path ?? "config"): source must be one of hn, ph, news (found '\(named.prefix(20))')")
            }
            initialSource = source
        } else {
            initialSource = .hn
        }
        var hackerNewsList = HackerNewsList.front
        var newsCategory: NewsCategory?
        if let list = options.list {
            switch initialSource {
            case .hn:
                guard let chosen = HackerNewsList(rawValue: list) else {
                    throw Invalid(message: "unknown list '\(list)' for Hacker News (available: front, new, ask, show)")
                }
                hackerNewsList = chosen
            case .news:
                guard let chosen = NewsCategory(rawValue: list) else {
                    let names = NewsCategory.allCases.map(\.rawValue).joined(separator: ", ")
                    throw Invalid(message: "unknown category '\(list)' for NewsAPI (available: \(names))")
                }
                newsCategory = chosen
            case .ph:
                throw Invalid(message: "Product Hunt has one list (today's featured posts); drop --list")
            }
        }
        var configuration = AppConfiguration(
            options: options,
            initialSource: initialSource,
            hackerNewsURL: try settings.url(environment: "TIDINGS_HN_URL", file: "hn.url", default: HackerNewsClient.defaultBaseURL),
            hackerNewsList: hackerNewsList,
            productHuntURL: try settings.url(environment: "TIDINGS_PH_URL", file: "producthunt.url", default: ProductHuntClient.defaultEndpoint),
            productHuntToken: settings.value(environment: "PRODUCTHUNT_TOKEN", file: "producthunt.token"),
            newsAPIURL: try settings.url(environment: "TIDINGS_NEWSAPI_URL", file: "newsapi.url", default: NewsAPIClient.defaultBaseURL),
            newsAPIKey: settings.value(environment: "NEWSAPI_KEY", file: "newsapi.key"),
            newsAPICountry: settings.value(environment: nil, file: "newsapi.country") ?? "us",
            newsCategory: newsCategory,
            browser: settings.value(environment: "BROWSER", file: "browser"),
            // https://no-color.org: any non-empty value turns colour off.
            useColor: (environment["NO_COLOR"] ?? "").isEmpty)
        if let warning = config.permissionWarning() { configuration.warnings.append(warning) }
        return configuration
    }

    /// The transport: real HTTP, or the bundled sample for `--demo`.
    func makeTransport() -> any HTTPTransport {
        options.demo ? DemoTransport() : URLSessionTransport(timeout: 15)
    }
}

/// One setting looked up in the environment first, then the file.
private struct Settings {
    let environment: [String: String]
    let config: ConfigFile

    func value(environment name: String?, file key: String) -> String? {
        if let name, let value = environment[name], !value.isEmpty { return value }
        return config[key]
    }

    func url(environment name: String, file key: String, default fallback: URL) throws(AppConfiguration.Invalid) -> URL {
        guard let text = value(environment: name, file: key) else { return fallback }
        guard let url = URL(string: text), WebLink.isOpenable(url) else {
            let origin = environment[name].map { _ in name } ?? "\(config.path ?? "config"): \(key)"
            throw AppConfiguration.Invalid(message: "\(origin) must be an http or https URL (found '\(text.prefix(60))')")
        }
        return url
    }
}
