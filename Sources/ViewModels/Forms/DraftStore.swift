import Foundation

/// Unsaved form input kept across runs: `$XDG_STATE_HOME/tidings/drafts/`, one file per form,
/// readable by the user alone. Secrets are never given to it.
public struct DraftStore: Sendable {
    public struct Draft: Codable, Sendable, Equatable {
        public var savedAt: Date
        public var values: [String: String]
    }

    /// nil: drafts are not kept (the demo, or no home directory).
    public let directory: URL?

    public init(directory: URL?) {
        self.directory = directory
    }

    /// `$XDG_STATE_HOME/tidings/drafts`, else `~/.local/state/tidings/drafts`.
    public static func defaultDirectory(environment: [String: String]) -> URL? {
        if let state = environment["XDG_STATE_HOME"], state.hasPrefix("/") {
            return URL(fileURLWithPath: state).appendingPathComponent("tidings/drafts")
        }
        guard let home = environment["HOME"], home.hasPrefix("/") else { return nil }
        return URL(fileURLWithPath: home).appendingPathComponent(".local/state/tidings/drafts")
    }

    public func load(_ key: String) -> Draft? {
        guard let file = file(for: key), let data = try? Data(contentsOf: file) else { return nil }
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .secondsSince1970
        return try? decoder.decode(Draft.self, from: data)
    }

    /// Writes the draft with mode 0600 (its folder 0700). Returns false when it could not.
    @discardableResult
    public func save(_ key: String, values: [String: String], now: Date = Date()) -> Bool {
        guard let directory, let file = file(for: key) else { return false }
        let manager = FileManager.default
        do {
            try manager.createDirectory(at: directory, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
            let encoder = JSONEncoder()
            encoder.dateEncodingStrategy = .secondsSince1970
            let data = try encoder.encode(Draft(savedAt: now, values: values))
            // Created private, then filled: the text is never readable by others, even briefly.
            let temporary = directory.appendingPathComponent(".\(file.lastPathComponent).\(UUID().uuidString)")
            guard manager.createFile(atPath: temporary.path, contents: data, attributes: [.posixPermissions: 0o600]) else { return false }
            if manager.fileExists(atPath: file.path) { try manager.removeItem(at: file) }
            try manager.moveItem(at: temporary, to: file)
            return true
        } catch {
            return false
        }
    }

    public func remove(_ key: String) {
        guard let file = file(for: key) else { return }
        try? FileManager.default.removeItem(at: file)
    }

    /// Keys are made of the form's kind and a server id; anything else in them is replaced, so
    /// a hostile id cannot name a path outside the folder.
    private func file(for key: String) -> URL? {
        guard let directory else { return nil }
        let safe = String(key.unicodeScalars.map { scalar -> Character in
            let allowed = (scalar.value < 0x80) && (CharacterSet.alphanumerics.contains(scalar) || scalar == "-" || scalar == "_")
            return allowed ? Character(scalar) : "_"
        }.prefix(120))
        return directory.appendingPathComponent(safe + ".json")
    }
}
