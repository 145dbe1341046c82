import Feeds
import FoundationEssentials
import Screens

/// What the feed commands share: the words for the feeds file's troubles.
enum FeedCommandSupport {
    static func sentence(for problem: SubscriptionsFile.Problem) -> String {
        Wording.sentence(for: problem)
    }

    /// Where the feeds file is, or the sentence saying why that cannot be told.
    enum Located {
        case found(SubscriptionsFile)
        case nowhere(String)
    }

    static func subscriptionsFile(environment: [String: String]) -> Located {
        guard let path = SubscriptionsFile.defaultPath(environment: environment) else {
            return .nowhere("Cannot tell where the feeds file is: neither XDG_CONFIG_HOME nor HOME is set.")
        }
        return .found(SubscriptionsFile(path: path))
    }

    static func shown(_ path: String) -> String { ConfigFile.shown(path, limit: 200) }

    static func fail(_ reason: String) -> Int32 {
        TidingsApplication.printError("tidings: " + reason)
        return 1
    }
}
