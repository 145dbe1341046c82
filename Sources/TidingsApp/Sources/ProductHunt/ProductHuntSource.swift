import Feeds
import Screens

extension SourceDescriptor {
    static let productHunt = SourceDescriptor(
        id: "ph",
        title: "Product Hunt",
        summary: "Product Hunt: today's featured posts (needs PRODUCTHUNT_TOKEN)",
        tagline: "Product Hunt",
        settings: [
            SettingKey(key: "producthunt.token", environment: "PRODUCTHUNT_TOKEN", kind: .secret,
                       meaning: "Product Hunt developer token"),
            SettingKey(key: "producthunt.url", environment: "TIDINGS_PH_URL", kind: .url(default: ProductHuntClient.defaultEndpoint),
                       meaning: "Product Hunt GraphQL endpoint"),
        ],
        lists: [],
        credential: CredentialRequirement(
            setting: "producthunt.token", environment: "PRODUCTHUNT_TOKEN", noun: "token", account: "producthunt.com/v2/oauth/applications",
            heading: "Product Hunt needs a developer token.",
            steps: [
                "Sign in at producthunt.com and open the API dashboard (producthunt.com/v2/oauth/applications).",
                "Add an application: any name, and https://localhost as the redirect URI.",
                "On the application's page, create a developer token and copy it.",
            ]),
        demo: { ProductHuntDemo() },
        makeRoot: { context in
            let client = ProductHuntClient(
                endpoint: context.demo ? ProductHuntDemo.endpoint : context.settings.url("producthunt.url"),
                token: context.demo ? "demo" : context.settings["producthunt.token"] ?? "",
                transport: context.transport)
            return discussionFeed(client, context: context)
        })
}
