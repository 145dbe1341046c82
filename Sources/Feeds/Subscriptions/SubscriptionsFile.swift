import Foundation

/// The feeds file on disk. A missing file is an empty list (nobody has subscribed yet); a file
/// that cannot be read is an error, never an empty list, so nothing is written over it.
public struct SubscriptionsFile: Sendable {
    public let path: String

    /// What went wrong with the file, as facts; the command line chooses the words.
    public enum Problem: Error, Sendable, Equatable {
        case unreadable(path: String)
        case tooLarge(path: String)
        case unwritable(path: String)
    }

    /// A feeds file is a few thousand lines at most.
    static let maximumSize = 4 << 20

    public init(path: String) {
        self.path = path
    }

    /// `$XDG_CONFIG_HOME/tidings/feeds`, else `~/.config/tidings/feeds`.
    public static func defaultPath(environment: [String: String]) -> String? {
        if let xdg = environment["XDG_CONFIG_HOME"], xdg.hasPrefix("/") { return xdg + "/tidings/feeds" }
        guard let home = environment["HOME"], home.hasPrefix("/") else { return nil }
        return home + "/.config/tidings/feeds"
    }

    public func read() throws(Problem) -> SubscriptionList {
        guard FileManager.default.fileExists(atPath: path) else { return SubscriptionList() }
        guard let attributes = try? FileManager.default.attributesOfItem(atPath: path) else { throw .unreadable(path: path) }
        if let size = attributes[.size] as? Int, size > Self.maximumSize { throw .tooLarge(path: path) }
        guard let data = FileManager.default.contents(atPath: path) else { throw .unreadable(path: path) }
        return SubscriptionList(parsing: String(decoding: data, as: UTF8.self))
    }

    /// Replaces the file at once (a temporary file renamed over it), so a crash midway leaves
    /// the old file or the new one, never half of one. Its permissions are kept.
    public func write(_ list: SubscriptionList) throws(Problem) {
        let folder = (path as NSString).deletingLastPathComponent
        let temporary = path + ".tidings-\(ProcessInfo.processInfo.processIdentifier).tmp"
        do {
            if !folder.isEmpty { try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true) }
            let mode = (try? FileManager.default.attributesOfItem(atPath: path))?[.posixPermissions] as? Int
            guard FileManager.default.createFile(atPath: temporary, contents: Data(list.text.utf8),
                                                 attributes: [.posixPermissions: mode ?? 0o644]) else {
                throw Problem.unwritable(path: path)
            }
            guard rename(temporary, path) == 0 else {
                try? FileManager.default.removeItem(atPath: temporary)
                throw Problem.unwritable(path: path)
            }
        } catch {
            try? FileManager.default.removeItem(atPath: temporary)
            throw .unwritable(path: path)
        }
    }
}
