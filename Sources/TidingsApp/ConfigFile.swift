import Foundation

/// `$XDG_CONFIG_HOME/tidings/config`: `key = value` lines and `#` comments. A line Tidings does
/// not understand is an error with its line number, never silently ignored.
public struct ConfigFile: Equatable {
    public static let knownKeys = [
        "source", "browser",
        "hn.url",
        "producthunt.token", "producthunt.url",
        "newsapi.key", "newsapi.url", "newsapi.country",
        "til.url",
    ]
    /// Keys whose values must stay private to the user.
    static let secretKeys: Set<String> = ["producthunt.token", "newsapi.key"]

    public var path: String?
    public var values: [String: String] = [:]

    public struct Problem: Error, Equatable {
        public var message: String
    }

    public init(path: String? = nil, values: [String: String] = [:]) {
        self.path = path
        self.values = values
    }

    public subscript(key: String) -> String? { values[key] }

    /// Where the file lives for this environment.
    public static func defaultPath(environment: [String: String]) -> String? {
        if let xdg = environment["XDG_CONFIG_HOME"], xdg.hasPrefix("/") { return xdg + "/tidings/config" }
        guard let home = environment["HOME"], !home.isEmpty else { return nil }
        return home + "/.config/tidings/config"
    }

    /// Reads the file if it exists (a missing file is an empty configuration).
    public static func load(path: String?) throws(Problem) -> ConfigFile {
        guard let path, FileManager.default.fileExists(atPath: path) else { return ConfigFile(path: path) }
        guard let data = FileManager.default.contents(atPath: path) else {
            throw Problem(message: "\(path): cannot be read; check its permissions")
        }
        return try parse(String(decoding: data, as: UTF8.self), path: path)
    }

    public static func parse(_ text: String, path: String) throws(Problem) -> ConfigFile {
        var config = ConfigFile(path: path)
        for (index, rawLine) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let line = rawLine.trimmingCharacters(in: .whitespacesAndNewlines)
            let number = index + 1
            if line.isEmpty || line.hasPrefix("#") { continue }
            guard let equals = line.firstIndex(of: "=") else {
                throw Problem(message: "\(path):\(number): expected 'key = value', found '\(line.prefix(40))'")
            }
            let key = line[..<equals].trimmingCharacters(in: .whitespaces)
            var value = line[line.index(after: equals)...].trimmingCharacters(in: .whitespaces)
            if value.count >= 2, let first = value.first, first == "\"" || first == "'", value.last == first {
                value = String(value.dropFirst().dropLast())
            }
            guard knownKeys.contains(key) else {
                let known = knownKeys.joined(separator: ", ")
                throw Problem(message: "\(path):\(number): unknown key '\(key.prefix(40))' (known keys: \(known))")
            }
            guard !value.isEmpty else {
                throw Problem(message: "\(path):\(number): '\(key)' has no value")
            }
            config.values[key] = value
        }
        return config
    }

    /// A warning when the file holds a secret but other users can read it.
    public func permissionWarning() -> String? {
        guard let path, values.keys.contains(where: Self.secretKeys.contains),
              let attributes = try? FileManager.default.attributesOfItem(atPath: path),
              let mode = attributes[.posixPermissions] as? Int, mode & 0o077 != 0
        else { return nil }
        return "\(path) holds a secret but other users can read it; run: chmod 600 \(path)"
    }
}
