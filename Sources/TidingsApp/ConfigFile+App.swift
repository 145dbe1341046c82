import FoundationEssentials

/// The config file as the app reads it: with the keys of the app and of every source.
extension ConfigFile {
    public static func load(path: String?) throws(Problem) -> ConfigFile {
        try load(path: path, isKnown: AppSettings.isKnown, knownList: AppSettings.knownKeys + ["key.<action>"],
                 environmentNames: AppSettings.environmentNames)
    }

    public static func parse(_ text: String, path: String) throws(Problem) -> ConfigFile {
        try parse(text, path: path, isKnown: AppSettings.isKnown, knownList: AppSettings.knownKeys + ["key.<action>"],
                  environmentNames: AppSettings.environmentNames)
    }

    /// A warning when the file holds a secret but other users can read it.
    public func permissionWarning() -> String? {
        guard let path, values.keys.contains(where: AppSettings.secretKeys.contains),
              let attributes = try? FileManager.default.attributesOfItem(atPath: path),
              let mode = attributes[.posixPermissions] as? Int, mode & 0o077 != 0
        else { return nil }
        let shownPath = Self.shown(path, limit: 200)
        return "\(shownPath) holds a secret but other users can read it; run: chmod 600 \(shownPath)"
    }
}
