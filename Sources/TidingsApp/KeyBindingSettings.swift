import Canvas
import Screens

/// `key.<action> = keys` lines: the user's keymap, checked as a whole so that keys can be moved
/// between actions, with every problem reported against its line.
enum KeyBindingSettings {
    /// The app's keys (every screen's and every source's) as the config file rebinds them.
    static func keymap(from config: ConfigFile, base: Keymap = SourceCatalog.keymap) throws(AppConfiguration.Invalid) -> Keymap {
        var keymap = base
        let path = ConfigFile.shown(config.path ?? "config", limit: 200)
        var lines: [Action: Int] = [:]
        let bindings = config.values.keys.filter { $0.hasPrefix(AppSettings.keyBindingPrefix) }
            .sorted { (config.lineNumbers[$0] ?? 0) < (config.lineNumbers[$1] ?? 0) }
        for key in bindings {
            let line = config.lineNumbers[key] ?? 0
            let name = String(key.dropFirst(AppSettings.keyBindingPrefix.count))
            guard let action = keymap.action(named: name) else {
                // Action names run to 15 letters ("previous_source"); the line began with "key.",
                // so it is no bare token.
                let named = ConfigFile.quotedName(name, wordLimit: 20).map { " " + $0 } ?? ""
                throw AppConfiguration.Invalid(message: "\(path):\(line): unknown action\(named) (actions are listed by tidings --help)")
            }
            let value = config[key] ?? ""
            var keys: [KeyPress] = []
            if value.lowercased() != "none" {
                switch KeyName.parseList(value) {
                case .success(let parsed): keys = parsed
                case .failure(let error):
                    throw AppConfiguration.Invalid(message: "\(path):\(line): '\(ConfigFile.shown(error.text, limit: 20))' is not a key; write keys like j, G, ctrl-n, alt-b, shift-tab, pgdn, space, f5 or comma, separated by commas")
                }
            }
            keymap.rebind(action, to: keys)
            lines[action] = line
        }
        // The keymap as built is checked by the tests (KeyBindingSettingsTests); only a rebinding
        // can bring a conflict, and checking every pair costs most of a millisecond at launch.
        guard !bindings.isEmpty else { return keymap }
        if let conflict = keymap.validate() {
            let line = conflict.actions.compactMap { lines[$0] }.max().map { ":\($0)" } ?? ""
            let names = conflict.actions.map(\.rawValue)
            throw AppConfiguration.Invalid(message: "\(path)\(line): \(KeyName.spec(conflict.key)) would be both \(names[0]) and \(names[1]); bind one of them to other keys")
        }
        return keymap
    }
}
