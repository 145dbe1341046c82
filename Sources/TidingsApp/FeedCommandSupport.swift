import Dispatch
import Feeds
import Foundation
import Synchronization

/// What the feed commands share: the words for the feeds file's troubles.
enum FeedCommandSupport {
    static func sentence(for problem: SubscriptionsFile.Problem) -> String {
        switch problem {
        case .unreadable(let path): "Cannot read \(shown(path)); check its permissions."
        case .tooLarge(let path): "\(shown(path)) is larger than 4 MB, which is no feeds file; nothing was read."
        case .unwritable(let path): "Cannot write \(shown(path)); check the permissions of its folder and the free space."
        }
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
