import Feeds
import Networking
import Screens
import ViewModels

/// Builds one tab per source: its feed when it can be used, or a setup pane saying what it needs.
enum SourceTabs {
    static func make(_ configuration: AppConfiguration, scheduler: FetchScheduler) -> [Browser.Tab] {
        let transport = configuration.makeTransport()
        let demo = configuration.options.demo
        return SourceKind.allCases.map { kind in
            switch kind {
            case .hn:
                let client = HackerNewsClient(
                    baseURL: demo ? DemoTransport.hackerNewsBaseURL : configuration.hackerNewsURL,
                    list: configuration.hackerNewsList, transport: transport)
                return Browser.Tab(name: kind.title, root: discussionFeed(client, scheduler: scheduler))
            case .ph:
                guard let token = demo ? "demo" : configuration.productHuntToken else {
                    return Browser.Tab(name: kind.title, root: productHuntSetup)
                }
                let client = ProductHuntClient(
                    endpoint: demo ? DemoTransport.productHuntURL : configuration.productHuntURL,
                    token: token, transport: transport)
                return Browser.Tab(name: kind.title, root: discussionFeed(client, scheduler: scheduler))
            case .news:
                guard let key = demo ? "demo" : configuration.newsAPIKey else {
                    return Browser.Tab(name: kind.title, root: newsAPISetup)
                }
                let client = NewsAPIClient(
                    baseURL: demo ? DemoTransport.newsAPIBaseURL : configuration.newsAPIURL,
                    apiKey: key, country: configuration.newsAPICountry, category: configuration.newsCategory,
                    transport: transport)
                let feed = FeedScreen(model: FeedViewModel(source: client, scheduler: scheduler)) { item in
                    ArticleScreen(item: item)
                }
                return Browser.Tab(name: kind.title, root: feed)
            }
        }
    }

    /// A feed whose rows open a comment thread.
    private static func discussionFeed(_ source: any FeedSource, scheduler: FetchScheduler) -> FeedScreen {
        FeedScreen(model: FeedViewModel(source: source, scheduler: scheduler)) { item in
            DiscussionScreen(model: DiscussionViewModel(item: item, source: source, scheduler: scheduler))
        }
    }

    static var productHuntSetup: SetupScreen {
        SetupScreen(
            title: "Set up",
            heading: "Product Hunt needs a developer token.",
            steps: [
                "Sign in at producthunt.com and open the API dashboard (producthunt.com/v2/oauth/applications).",
                "Add an application: any name, and https://localhost as the redirect URI.",
                "On the application's page, create a developer token and copy it.",
                "Set PRODUCTHUNT_TOKEN to it, or add the line 'producthunt.token = YOUR_TOKEN' to ~/.config/tidings/config (then chmod 600 that file).",
                "Start Tidings again.",
            ])
    }

    static var newsAPISetup: SetupScreen {
        SetupScreen(
            title: "Set up",
            heading: "NewsAPI needs an API key.",
            steps: [
                "Register for a free key at newsapi.org (newsapi.org/register).",
                "Copy the API key shown on your account page.",
                "Set NEWSAPI_KEY to it, or add the line 'newsapi.key = YOUR_KEY' to ~/.config/tidings/config (then chmod 600 that file).",
                "Start Tidings again.",
            ])
    }
}
