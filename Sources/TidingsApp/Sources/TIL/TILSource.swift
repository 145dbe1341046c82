import Feeds
import Screens

extension SourceDescriptor {
    static let til = SourceDescriptor(
        id: "til",
        title: "TIL",
        summary: "a TIL acronym server: browse, add, edit, delete (default http://localhost:8080)",
        tagline: "your TIL server",
        settings: [
            SettingKey(key: "til.url", environment: "TIDINGS_TIL_URL", kind: .url(default: TILClient.defaultBaseURL),
                       meaning: "TIL server address"),
            SettingKey(key: "til.username", environment: nil, kind: .text, meaning: "the login form starts with this name"),
        ],
        lists: ["acronyms", "users", "categories"],
        serviceName: TILClient.service,
        credentialHelp: TILEditor.loginHelp,
        unreachableAdvice: { settings in
            (TILClient.address(of: settings.url("til.url")), "Start your TIL server, or set til.url.")
        },
        demo: { TILDemo() },
        bindings: TILKeys.bindings,
        makeRoot: { context in
            let server = context.demo ? TILDemo.baseURL : context.settings.url("til.url")
            let known = LoginServers(store: context.drafts)
            let session = TILSession(requiresLogin: known.contains(server), rememberLogin: { known.remember(server) })
            let client = TILClient(baseURL: server, session: session, transport: context.transport)
            let editor = TILEditor(client: client, scheduler: context.scheduler, drafts: context.drafts,
                                   username: context.settings["til.username"], memory: context.memory)
            let list: TILFeed.List
            switch context.list {
            case "users": list = .users
            case "categories": list = .categories
            default: list = .acronyms
            }
            return editor.root(list)
        })
}
