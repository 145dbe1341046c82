import Dispatch
import FoundationEssentials
import Store
import TidingsText

/// `tidings saved`: every saved item as `title<TAB>url`, newest first, for pipes and scripts.
enum SavedCommand {
    static func run(environment: [String: String]) -> Int32 {
        let store = ReadingStore(path: StorePaths.readingStore(environment: environment))
        let items = runToCompletion { await store.savedItems() }
        // Trouble with the file (damaged and moved aside, a newer version) goes to stderr, so
        // the list on stdout stays a list.
        for notice in store.takeNotices() {
            TidingsApplication.printError("tidings: " + StoreWording.sentence(for: notice))
        }
        for item in items {
            print(line(item))
        }
        return 0
    }

    /// One line per item whatever the title holds: no tabs or line breaks from the network.
    static func line(_ item: SavedItem) -> String {
        let title = Sanitizer.line(item.title).replacing("\t", with: " ")
        let url = item.url ?? item.discussionURL ?? ""
        return title + "\t" + Sanitizer.line(url).replacing("\t", with: "")
    }
}
