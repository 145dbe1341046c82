import Dispatch
import Feeds
import Foundation
import Screens
import Synchronization

/// What the feed commands share: running async work from `main`, and the words for the feeds
/// file's troubles.
enum FeedCommandSupport {
    /// Runs async work to completion from synchronous `main`, which has no run loop to return to.
    static func wait<Value: Sendable>(_ work: @escaping @Sendable () async -> Value) -> Value {
        let box = Mutex<Value?>(nil)
        let done = DispatchSemaphore(value: 0)
        Task {
            let value = await work()
            box.withLock { $0 = value }
            done.signal()
        }
        done.wait()
        return box.withLock { $0! }
    }

    /// The same words as the Feeds tab's.
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
