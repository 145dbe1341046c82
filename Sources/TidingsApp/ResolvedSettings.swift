import Feeds
import FoundationEssentials

/// Every setting's value after precedence (environment over the config file), with URLs
/// already checked, so sources read plain values.
struct ResolvedSettings: Sendable {
    private(set) var values: [String: String] = [:]
    private var urls: [String: URL] = [:]

    init() {}

    init(
        keys: [SettingKey], environment: [String: String], config: ConfigFile
    ) throws(AppConfiguration.Invalid) {
        for setting in keys {
            var value: String?
            var origin = "\(config.path ?? "config"): \(setting.key)"
            if let name = setting.environment, let fromEnvironment = environment[name], !fromEnvironment.isEmpty {
                value = fromEnvironment
                origin = name
            } else {
                value = config[setting.key]
            }
            if case .url(let fallback) = setting.kind {
                guard let text = value else {
                    urls[setting.key] = fallback
                    continue
                }
                guard let url = URL(string: text), WebLink.isOpenable(url) else {
                    throw AppConfiguration.Invalid(message: "\(origin) must be an http or https URL (found '\(ConfigFile.shown(text, limit: 60))')")
                }
                urls[setting.key] = url
            }
            values[setting.key] = value
        }
    }

    subscript(key: String) -> String? { values[key] }

    /// A URL setting: its value, or its default.
    func url(_ key: String) -> URL {
        guard let url = urls[key] else { preconditionFailure("\(key) is not a URL setting") }
        return url
    }
}

