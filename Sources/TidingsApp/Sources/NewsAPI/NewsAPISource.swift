import Feeds
import Screens
import ViewModels

extension SourceDescriptor {
    static let newsAPI = SourceDescriptor(
        id: "news",
        title: "NewsAPI",
        summary: "NewsAPI top headlines (needs NEWSAPI_KEY)",
        tagline: "news headlines",
        settings: [
            SettingKey(key: "newsapi.key", environment: "NEWSAPI_KEY", kind: .secret, meaning: "NewsAPI key"),
            SettingKey(key: "newsapi.url", environment: "TIDINGS_NEWSAPI_URL", kind: .url(default: NewsAPIClient.defaultBaseURL),
                       meaning: "NewsAPI base"),
            SettingKey(key: "newsapi.country", environment: nil, kind: .text, meaning: "headlines country, default us"),
        ],
        lists: NewsCategory.allCases.map(\.rawValue),
        listNoun: "category",
        credential: CredentialRequirement(
            setting: "newsapi.key", environment: "NEWSAPI_KEY", noun: "key", account: "newsapi.org",
            heading: "NewsAPI needs an API key.",
            steps: [
                "Register for a free key at newsapi.org (newsapi.org/register).",
                "Copy the API key shown on your account page.",
            ]),
        demo: { NewsAPIDemo() },
        makeRoot: { context in
            let client = NewsAPIClient(
                baseURL: context.demo ? NewsAPIDemo.baseURL : context.settings.url("newsapi.url"),
                apiKey: context.demo ? "demo" : context.settings["newsapi.key"] ?? "",
                country: context.settings["newsapi.country"] ?? "us",
                category: context.list.flatMap(NewsCategory.init(rawValue:)),
                transport: context.transport)
            let memory = context.memory
            let pictures = context.pictures
            let model = FeedViewModel(source: client, scheduler: context.scheduler, memory: memory, peeksAtKeptCopy: context.keepsCopies)
            return FeedScreen(model: model, pictures: pictures) { item in
                ArticleScreen(item: item, memory: memory, sourceName: client.name, pictures: pictures)
            }
        })
}
