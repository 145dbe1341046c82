import Foundation
import TidingsText

/// `$XDG_CONFIG_HOME/tidings/config`: `key = value` lines and `#` comments. A line Tidings does
/// not understand is an error with its line number, never silently ignored. Errors name the
/// line and the problem; they never repeat a value that could be a secret, and everything
/// they do repeat is sanitized (a config file is not trusted to be free of escape sequences).
public struct ConfigFile: Equatable {
    public var path: String?
    public var values: [String: String] = [:]
    /// The line each key was set on, for errors found after parsing (key bindings).
    public var lineNumbers: [String: Int] = [:]

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

    /// A config file is a few lines; anything this large is not one.
    static let maximumSize = 1 << 20

    /// Reads the file if it exists (a missing file is an empty configuration). `isKnown` says
    /// which keys the file may hold (the app's, from the source catalog).
    static func load(path: String?, isKnown: (String) -> Bool, knownList: [String]) throws(Problem) -> ConfigFile {
        var isDirectory: ObjCBool = false
        guard let path, FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            return ConfigFile(path: path)
        }
        let shownPath = shown(path, limit: 200)
        if isDirectory.boolValue {
            throw Problem(message: "\(shownPath) is a directory, not a config file; move it aside or remove it")
        }
        guard let handle = FileHandle(forReadingAtPath: path) else {
            throw Problem(message: "\(shownPath): cannot be read; check its permissions")
        }
        defer { try? handle.close() }
        let data = (try? handle.read(upToCount: maximumSize + 1)) ?? Data()
        guard data.count <= maximumSize else {
            throw Problem(message: "\(shownPath) is larger than 1 MB, which no config file needs; is it the right file?")
        }
        return try parse(String(decoding: data, as: UTF8.self), path: path, isKnown: isKnown, knownList: knownList)
    }

    static func parse(_ text: String, path: String, isKnown: (String) -> Bool, knownList: [String]) throws(Problem) -> ConfigFile {
        var config = ConfigFile(path: path)
        let shownPath = shown(path, limit: 200)
        // Editors on some systems start files with a byte-order mark; it is not part of a key.
        let body = text.hasPrefix("\u{FEFF}") ? Substring(text.dropFirst()) : Substring(text)
        // Any line ending: "\n", "\r\n" (one Character in Swift) and a lone "\r".
        for (index, rawLine) in body.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline).enumerated() {
            let line = rawLine.trimmingCharacters(in: .whitespaces)
            let number = index + 1
            if line.isEmpty || line.hasPrefix("#") { continue }
            guard let equals = line.firstIndex(of: "=") else {
                throw Problem(message: "\(shownPath):\(number): expected 'key = value', found \(firstWord(of: line))")
            }
            let key = line[..<equals].trimmingCharacters(in: .whitespaces)
            var value = line[line.index(after: equals)...].trimmingCharacters(in: .whitespaces)
            if value.count >= 2, let first = value.first, first == "\"" || first == "'", value.last == first {
                value = String(value.dropFirst().dropLast())
            }
            guard isKnown(key) else {
                let known = knownList.joined(separator: ", ")
                throw Problem(message: "\(shownPath):\(number): unknown key '\(shown(key, limit: 40))' (known keys: \(known))")
            }
            guard !value.isEmpty else {
                throw Problem(message: "\(shownPath):\(number): '\(shown(key, limit: 40))' has no value")
            }
            config.values[key] = value
            config.lineNumbers[key] = number
        }
        return config
    }

    /// The start of a line that could not be read, up to the first space, colon or equals sign:
    /// enough to find the line, never the value after it (it may be a key or a token).
    private static func firstWord(of line: String) -> String {
        let word = line.prefix { !$0.isWhitespace && $0 != ":" && $0 != "=" }
        let rest = word.count < line.count ? " …" : ""
        return "'\(shown(String(word), limit: 40))\(rest)'"
    }

    /// Text from the file as it may appear in a message: one line, no escape sequences, bounded.
    static func shown(_ text: String, limit: Int) -> String {
        DisplayWidth.truncate(Sanitizer.line(text), toWidth: limit)
    }
}
