import FoundationEssentials
import Store

/// Unsaved form input kept across runs: `$XDG_STATE_HOME/tidings/drafts/`, one file per form,
/// readable by the user alone. Secrets are never given to it. The folder is one of Tidings'
/// own (`PrivateFolder`): a link in place of `tidings/`, `drafts/` or a draft is refused, never
/// written or read through.
public struct DraftStore: Sendable {
    public struct Draft: Codable, Sendable, Equatable {
        public var savedAt: Date
        public var values: [String: String]
    }

    /// nil: drafts are not kept (the demo, or no home directory).
    public let folder: PrivateFolder?

    public init(folder: PrivateFolder?) {
        self.folder = folder
    }

    /// A folder whose last component is Tidings' own (the rest is the user's).
    public init(directory: URL?) {
        folder = directory.map { PrivateFolder(holding: $0.appendingPathComponent("draft").path) }
    }

    public var directory: URL? { folder.map { URL(fileURLWithPath: $0.path) } }

    /// `$XDG_STATE_HOME/tidings/drafts`, else `~/.local/state/tidings/drafts`; `tidings/` and
    /// `drafts/` are Tidings' own.
    public static func defaultFolder(environment: [String: String]) -> PrivateFolder? {
        if let state = environment["XDG_STATE_HOME"], state.hasPrefix("/") {
            return PrivateFolder(base: state, components: ["tidings", "drafts"])
        }
        guard let home = environment["HOME"], home.hasPrefix("/") else { return nil }
        return PrivateFolder(base: home + "/.local/state", components: ["tidings", "drafts"])
    }

    public static func defaultDirectory(environment: [String: String]) -> URL? {
        defaultFolder(environment: environment).map { URL(fileURLWithPath: $0.path) }
    }

    /// A draft is a few fields of text; a larger file is not one of Tidings' drafts.
    static let maximumSize = 1 << 20

    /// The draft kept for the form, if there is one that can be read safely.
    public func load(_ key: String) -> Draft? {
        guard let folder, let opened = try? folder.open(creating: false),
              let data = try? opened.read(Self.fileName(for: key), limit: Self.maximumSize)
        else { return nil }
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .secondsSince1970
        return try? decoder.decode(Draft.self, from: data)
    }

    /// Writes the draft with mode 0600 (its folders 0700). Returns false when it could not.
    @discardableResult
    public func save(_ key: String, values: [String: String], now: Date = Date()) -> Bool {
        do {
            try keep(key, values: values, now: now)
            return true
        } catch {
            return false
        }
    }

    /// Writes the draft, or says why it could not (`StoreError.Kind.link` for a link in the
    /// way, and so on). Without a folder there is nothing to do.
    public func keep(_ key: String, values: [String: String], now: Date = Date()) throws(StoreError) {
        guard let folder else { throw StoreError(kind: .cannotOpen, message: "drafts are not kept") }
        let encoder = JSONEncoder()
        encoder.dateEncodingStrategy = .secondsSince1970
        guard let data = try? encoder.encode(Draft(savedAt: now, values: values)),
              let opened = try folder.open(creating: true)
        else { throw StoreError(kind: .other, message: "cannot write the draft") }
        try opened.write(Self.fileName(for: key), data)
    }

    public func remove(_ key: String) {
        guard let folder, let opened = try? folder.open(creating: false) else { return }
        opened.remove(Self.fileName(for: key))
    }

    /// Keys are made of the form's kind and a server id; anything else in them is replaced, so
    /// a hostile id cannot name a path outside the folder.
    static func fileName(for key: String) -> String {
        let safe = String(key.unicodeScalars.map { scalar -> Character in
            let allowed = (scalar.value < 0x80) && (scalar.isAlphanumeric || scalar == "-" || scalar == "_")
            return allowed ? Character(scalar) : "_"
        }.prefix(120))
        return safe + ".json"
    }
}
