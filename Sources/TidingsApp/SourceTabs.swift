import Feeds
import Networking
import Screens
import Store
import ViewModels

/// Builds one tab per source in the catalog: its feed when it can be used, or a setup pane
/// saying what it needs.
enum SourceTabs {
    static func make(_ configuration: AppConfiguration, scheduler: FetchScheduler, memory: ReadingMemory?,
                     pageCache: PageCache? = nil, prefetcher: ThreadPrefetcher? = nil, pictures: ScreenPictures? = nil,
                     stores: SourceStores = SourceStores()) -> [Browser.Tab] {
        let network = configuration.makeTransport()
        var transport = network
        if let pageCache { transport = CachingTransport(base: transport, cache: pageCache) }
        let demo = configuration.options.demo
        return SourceCatalog.all.map { source in
            if let credential = source.credential, !demo, configuration.settings[credential.setting] == nil {
                let setup = SetupScreen(title: "Set up", heading: credential.heading,
                                        steps: credential.steps(configFile: configuration.shownConfigFile))
                return Browser.Tab(name: source.title, root: setup)
            }
            let context = SourceContext(
                settings: configuration.settings,
                list: source.id == configuration.initialSource ? configuration.list : nil,
                demo: demo, transport: transport, network: network, environment: configuration.environment, stores: stores,
                scheduler: scheduler, drafts: configuration.drafts, memory: memory,
                keepsCopies: pageCache != nil, prefetcher: pageCache == nil ? nil : prefetcher, pictures: pictures)
            return Browser.Tab(name: source.title, root: source.makeRoot(context))
        }
    }

    /// Where each source's credential is set, for error sentences.
    static var credentials: [String: CredentialHelp] {
        var help: [String: CredentialHelp] = [:]
        for source in SourceCatalog.all {
            if let credential = source.credentialHelp ?? source.credential?.help { help[source.serviceName ?? source.title] = credential }
        }
        return help
    }

    /// What to add when a source's server cannot be reached, by the address errors name.
    static func unreachableAdvice(_ configuration: AppConfiguration) -> [String: String] {
        var advice: [String: String] = [:]
        for source in SourceCatalog.all {
            if let make = source.unreachableAdvice {
                let (address, text) = make(configuration.settings)
                advice[address] = text
            }
        }
        return advice
    }

    static func index(of id: String) -> Int {
        SourceCatalog.all.firstIndex { $0.id == id } ?? 0
    }
}
