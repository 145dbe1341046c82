import FoundationEssentials
import Glibc
import TidingsText

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
        // Plain system calls: a short file needs none of FileManager's machinery.
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else {
            if errno == ENOENT { return SubscriptionList() }
            throw .unreadable(path: path)
        }
        defer { close(descriptor) }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 64 << 10)
        while true {
            let count = chunk.withUnsafeMutableBytes { Glibc.read(descriptor, $0.baseAddress, $0.count) }
            if count < 0 {
                if errno == EINTR { continue }
                throw .unreadable(path: path)
            }
            if count == 0 { break }
            bytes.append(contentsOf: chunk[0..<count])
            if bytes.count > Self.maximumSize { throw .tooLarge(path: path) }
        }
        return SubscriptionList(parsing: String(decoding: bytes, as: UTF8.self))
    }

    /// Replaces the file at once (a temporary file renamed over it), so a crash midway leaves
    /// the old file or the new one, never half of one. Its permissions are kept.
    public func write(_ list: SubscriptionList) throws(Problem) {
        let folder = PathText.folder(of: path)
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
