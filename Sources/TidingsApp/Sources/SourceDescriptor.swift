import Feeds
import FoundationEssentials
import Networking
import Screens
import ViewModels

/// A setting a source reads from the config file and, for some, the environment.
struct SettingKey: Sendable {
    enum Kind: Sendable {
        case text
        /// Never shown back to the user (errors, warnings) and only stored in a private file.
        case secret
        /// An http or https address, with the default used when unset.
        case url(default: URL)
    }

    /// The config file key ("example.key").
    var key: String
    /// The environment variable that overrides it, if any ("EXAMPLE_KEY").
    var environment: String?
    var kind: Kind
    /// What it is for, in `tidings --help` and the README.
    var meaning: String

    var isSecret: Bool {
        if case .secret = kind { return true }
        return false
    }
}

/// What a source needs from the user before it can be used, and how to get it.
struct CredentialRequirement: Sendable {
    /// The setting that holds it.
    var setting: String
    var help: CredentialHelp
    /// The setup pane shown while it is missing.
    var heading: String
    /// How to get the credential; `steps(configFile:)` adds where to put it.
    var steps: [String]
    /// The environment variable that holds it, and the config line that would ("example.key
    /// = YOUR_KEY").
    var environment: String
    var configLine: String

    /// A credential kept in `setting` or `environment`: what errors call it (`noun`, "key"),
    /// where its account is managed, and how to get one (the steps; where to put it is added).
    init(setting: String, environment: String, noun: String, account: String, heading: String, steps: [String]) {
        self.setting = setting
        self.environment = environment
        help = CredentialHelp(noun: noun, whereToSet: "\(environment) (or \(setting) in the config file)", account: account)
        self.heading = heading
        self.steps = steps
        configLine = "\(setting) = YOUR_\(noun.uppercased())"
    }

    /// The whole setup, naming the config file this run reads (nil: there is none, without
    /// HOME or XDG_CONFIG_HOME).
    func steps(configFile: String?) -> [String] {
        let put = configFile.map { "Set \(environment) to it, or add the line '\(configLine)' to \($0) (then chmod 600 that file)." }
            ?? "Set \(environment) to it."
        return steps + [put, "Start Tidings again."]
    }
}

/// What a source's tab is built from: the settings as resolved, the list asked for on the
/// command line, and the shared machinery.
struct SourceContext {
    var settings: ResolvedSettings
    /// `--list`, already checked against the descriptor's lists; nil for the default.
    var list: String?
    var demo: Bool
    var transport: any HTTPTransport
    /// The same network without the page cache's copies, for a source that keeps its own.
    var network: any HTTPTransport
    /// The environment this run read (where a source finds its own files).
    var environment: [String: String] = [:]
    /// Where a source's own store posts its notices.
    var stores = SourceStores()
    var scheduler: FetchScheduler
    /// Where unsaved form input is kept between runs.
    var drafts: DraftStore
    /// What the reader has read and saved.
    var memory: ReadingMemory?
    /// Copies of fetched pages are kept: screens show them first and when offline.
    var keepsCopies = false
    /// Fetches discussions in the background, for sources whose budget allows it.
    var prefetcher: ThreadPrefetcher?
    /// Pictures for the screens (thumbnails, article images); nil when they are off.
    var pictures: ScreenPictures?
}

/// Everything the app, the command line, the help and the config file know about one source.
/// Adding a source means writing one of these (and its client), and listing it in
/// `SourceCatalog`.
struct SourceDescriptor: Sendable {
    /// The command-line argument and `source =` value ("hn").
    var id: String
    /// The tab's name ("Example News").
    var title: String
    /// One line for `tidings --help`.
    var summary: String
    /// How `tidings --help`'s first line names it ("news headlines").
    var tagline: String
    var settings: [SettingKey]
    /// `--list` values, the default first; empty when the source has one list.
    var lists: [String]
    /// What its lists are called in messages ("list", "category").
    var listNoun: String = "list"
    var credential: CredentialRequirement?
    /// How errors name the service and its credential, when they differ from the title and the
    /// setup requirement ("The server", its login).
    var serviceName: String?
    var credentialHelp: CredentialHelp?
    /// What to add when its server cannot be reached: the address as errors name it, and advice.
    var unreachableAdvice: (@Sendable (ResolvedSettings) -> (address: String, advice: String))?
    /// The source's part of `--demo`: what answers for its bundled sample.
    var demo: (@Sendable () -> any DemoAnswers)?
    /// The source's own actions and keys (added to the keymap, the help and `--help`).
    var bindings: [Binding] = []
    /// The root screen of the source's tab, once its credential (if any) is there.
    var makeRoot: @Sendable (SourceContext) -> any Screen
}

extension SourceDescriptor {
    /// A feed whose rows open a comment thread.
    static func discussionFeed(_ source: any FeedSource, context: SourceContext, prefetches: Bool = false) -> FeedScreen {
        let scheduler = context.scheduler
        let memory = context.memory
        let keepsCopies = context.keepsCopies
        let pictures = context.pictures
        let model = FeedViewModel(source: source, scheduler: scheduler, memory: memory, peeksAtKeptCopy: keepsCopies)
        if prefetches { model.prefetcher = context.prefetcher }
        return FeedScreen(model: model, pictures: pictures) { item in
            DiscussionScreen(model: DiscussionViewModel(item: item, source: source, scheduler: scheduler, memory: memory,
                                                        peeksAtKeptCopy: keepsCopies),
                             pictures: pictures)
        }
    }
}
