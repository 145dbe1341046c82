import FoundationEssentials
import TidingsText
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `$XDG_CONFIG_HOME/tidings/config`: `key = value` lines and `#` comments. A line Tidings does
/// not understand is an error with its line number, never silently ignored. Errors name the
/// line and the problem; they never repeat a value that could be a secret (nor a line that
/// could be one on its own), and everything they do repeat is sanitized (a config file is not
/// trusted to be free of escape sequences).
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
    /// which keys the file may hold (the app's, from the source catalog); `environmentNames`
    /// maps environment variables to their keys, for a line written like the shell's.
    static func load(
        path: String?, isKnown: (String) -> Bool, knownList: [String], environmentNames: [String: String] = [:]
    ) throws(Problem) -> ConfigFile {
        var isDirectory = false
        guard let path, FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            return ConfigFile(path: path)
        }
        let shownPath = shown(path, limit: 200)
        if isDirectory {
            throw Problem(message: "\(shownPath) is a directory, not a config file; move it aside or remove it")
        }
        let data = try read(path, shownAs: shownPath)
        return try parse(String(decoding: data, as: UTF8.self), path: path, isKnown: isKnown, knownList: knownList,
                         environmentNames: environmentNames)
    }

    /// The file's bytes. The config file is the user's, so a link to it is followed; but only
    /// a regular file is read (a pipe or a device under its name would hold the launch).
    private static func read(_ path: String, shownAs shownPath: String) throws(Problem) -> Data {
        let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else { throw Problem(message: "\(shownPath): cannot be read; check its permissions") }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0, status.st_mode & S_IFMT == S_IFREG else {
            throw Problem(message: "\(shownPath) is not a regular file; move it aside or remove it")
        }
        guard let data = Descriptor.read(descriptor, upTo: maximumSize) else {
            throw Problem(message: "\(shownPath): cannot be read; check its permissions")
        }
        guard data.count <= maximumSize else {
            throw Problem(message: "\(shownPath) is larger than 1 MB, which no config file needs; is it the right file?")
        }
        return data
    }

    static func parse(
        _ text: String, path: String, isKnown: (String) -> Bool, knownList: [String], environmentNames: [String: String] = [:]
    ) throws(Problem) -> ConfigFile {
        var config = ConfigFile(path: path)
        let shownPath = shown(path, limit: 200)
        // Editors on some systems start files with a byte-order mark; it is not part of a key.
        let body = text.hasPrefix("\u{FEFF}") ? Substring(text.dropFirst()) : Substring(text)
        // Any line ending: "\n", "\r\n" (one Character in Swift) and a lone "\r".
        for (index, rawLine) in body.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline).enumerated() {
            let line = rawLine.trimmingSpaces()
            let number = index + 1
            if line.isEmpty || line.hasPrefix("#") { continue }
            guard let equals = line.firstIndex(of: "=") else {
                throw Problem(message: "\(shownPath):\(number): \(lineWithoutEquals(line, isKnown: isKnown))")
            }
            let key = line[..<equals].trimmingSpaces()
            var value = line[line.index(after: equals)...].trimmingSpaces()
            if value.count >= 2, let first = value.first, first == "\"" || first == "'", value.last == first {
                value = String(value.dropFirst().dropLast())
            }
            guard isKnown(key) else {
                let known = knownList.joined(separator: ", ")
                throw Problem(message: "\(shownPath):\(number): \(unknownKey(key, isKnown: isKnown, environmentNames: environmentNames)) (known keys: \(known))")
            }
            guard !value.isEmpty else {
                throw Problem(message: "\(shownPath):\(number): \(quotedName(key) ?? "the key") has no value")
            }
            config.values[key] = value
            config.lineNumbers[key] = number
        }
        return config
    }

    /// A line with no '='. Its text is never repeated (the line may be a token pasted on its
    /// own); only a known key at its start, written with ':' or a space instead of '=', is named.
    private static func lineWithoutEquals(_ line: String, isKnown: (String) -> Bool) -> String {
        let word = String(line.prefix { !$0.isWhitespace && $0 != ":" })
        guard isKnown(word), nameShown(word) != nil else {
            return "a line with no '=' (expected 'key = value')"
        }
        let rest = word.count < line.count ? " …" : ""
        return "expected 'key = value', found '\(shown(word, limit: 40))\(rest)'"
    }

    /// An unknown key, named only when it looks like the name of a key (a typo of one) and not
    /// like a value: a bare token (`ph_…`, base64 ending in '='), a key or a URL on a line of
    /// its own is never repeated.
    private static func unknownKey(_ key: String, isKnown: (String) -> Bool, environmentNames: [String: String]) -> String {
        if let setting = environmentNames[key] {
            return "\(key) is an environment variable; in the config file its key is '\(setting)'"
        }
        if isKnown(key.lowercased()), let name = nameShown(key.lowercased()) {
            return "unknown key (keys are lowercase: '\(name)')"
        }
        guard let name = quotedName(key) else { return "unknown key (not repeated: it looks like a value, not a key)" }
        return "unknown key \(name)"
    }

    /// `'name'` when `text` (its escape sequences removed) looks like the name of a key:
    /// lowercase ASCII letters, '.', '_' and '-', as every key is, and short (a word of at
    /// most 12 letters, or words of at most 16 joined by dots). A credential (hex, base64,
    /// digits and capitals, or a long run of letters) never looks like one.
    static func quotedName(_ text: String, wordLimit: Int = 12) -> String? {
        nameShown(text, wordLimit: wordLimit).map { "'\($0)'" }
    }

    static func nameShown(_ text: String, wordLimit: Int = 12) -> String? {
        let cleaned = Sanitizer.line(text)
        let words = cleaned.split(separator: ".", omittingEmptySubsequences: false)
        guard !cleaned.isEmpty, cleaned.count <= 40,
              cleaned.unicodeScalars.allSatisfy({ ("a"..."z").contains($0) || $0 == "." || $0 == "_" || $0 == "-" }),
              words.allSatisfy({ $0.count <= (words.count == 1 ? wordLimit : max(wordLimit, 16)) })
        else { return nil }
        return cleaned
    }

    /// Text from the file as it may appear in a message: one line, no escape sequences, bounded.
    static func shown(_ text: String, limit: Int) -> String {
        DisplayWidth.truncate(Sanitizer.line(text), toWidth: limit)
    }
}
