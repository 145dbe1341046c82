/// The settings that belong to the app rather than to a source.
enum AppSettings {
    static let keys: [SettingKey] = [
        SettingKey(key: "source", environment: nil, kind: .text, meaning: "the tab shown first: \(SourceCatalog.ids.joined(separator: ", "))"),
        SettingKey(key: "browser", environment: "BROWSER", kind: .text,
                   meaning: "command(s) that open links, separated by ':'; %s stands for the URL"),
        SettingKey(key: "cache.max_mb", environment: nil, kind: .text,
                   meaning: "how large the offline copies may grow, in MB (default 200; 0 keeps none)"),
        SettingKey(key: "network.timeout", environment: nil, kind: .text,
                   meaning: "seconds a request may take in all before it gives up (default 15; 1 to 300)"),
        SettingKey(key: "mouse", environment: nil, kind: .text,
                   meaning: "true (default) or false; false leaves the mouse to the terminal's own selection"),
    ] + PictureSettings.keys

    /// Key bindings are `key.<action> = keys`.
    static let keyBindingPrefix = "key."

    /// Every key the config file may hold, apart from key bindings.
    static var knownKeys: [String] { (keys + SourceCatalog.settings).map(\.key) }

    static func isKnown(_ key: String) -> Bool {
        key.hasPrefix(keyBindingPrefix) || knownKeys.contains(key)
    }

    /// Each environment variable that stands for a key ("EXAMPLE_KEY": "example.key").
    static var environmentNames: [String: String] {
        var names: [String: String] = [:]
        for setting in keys + SourceCatalog.settings {
            if let name = setting.environment { names[name] = setting.key }
        }
        return names
    }

    static var secretKeys: Set<String> {
        Set(SourceCatalog.settings.filter(\.isSecret).map(\.key))
    }
}
