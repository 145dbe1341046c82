import Feeds
import FoundationEssentials
import Glibc

/// `tidings import FILE.opml`: adds the OPML's feeds to the feeds file, each tagged with the
/// folders it was in. Addresses already there are left as they are; everything else in the
/// file (comments, other feeds) is kept.
enum ImportCommand {
    /// OPML files are small; this is far past any real one.
    static let maximumSize = 16 << 20

    static func run(path: String, environment: [String: String], standardInput: () -> Data? = { Descriptor.read(0, upTo: maximumSize) }) -> Int32 {
        let file: SubscriptionsFile
        switch FeedCommandSupport.subscriptionsFile(environment: environment) {
        case .found(let found): file = found
        case .nowhere(let reason): return FeedCommandSupport.fail(reason)
        }
        let shownPath = FeedCommandSupport.shown(path)
        let data: Data?
        if path == "-" {
            data = standardInput()
        } else {
            let size = (try? FileManager.default.attributesOfItem(atPath: path))?[.size] as? Int ?? 0
            guard size <= maximumSize else { return FeedCommandSupport.fail("\(shownPath) is larger than 16 MB, which is no OPML file.") }
            data = FileManager.default.contents(atPath: path)
        }
        guard let data else { return FeedCommandSupport.fail("Cannot read \(shownPath).") }
        guard let found = OPML.subscriptions(from: data) else { return FeedCommandSupport.fail("\(shownPath) is not an OPML file.") }
        var list: SubscriptionList
        do {
            list = try file.read()
        } catch {
            return FeedCommandSupport.fail(FeedCommandSupport.sentence(for: error))
        }
        let added = list.add(found)
        if added > 0 {
            do {
                try file.write(list)
            } catch {
                return FeedCommandSupport.fail(FeedCommandSupport.sentence(for: error))
            }
        }
        let already = found.count - added
        let feeds = added == 1 ? "1 feed" : "\(added) feeds"
        let note = already > 0 ? " (\(already) \(already == 1 ? "was" : "were") there already)" : ""
        print("Added \(feeds) to \(FeedCommandSupport.shown(file.path))\(note).")
        return 0
    }
}
