import Screens

/// The sources Tidings offers, in tab order. A new source is added here, once.
enum SourceCatalog {
    static let all: [SourceDescriptor] = [.hackerNews, .productHunt, .newsAPI, .til, .feeds]

    static func descriptor(id: String) -> SourceDescriptor? {
        all.first { $0.id == id }
    }

    static var ids: [String] { all.map(\.id) }

    /// Every setting of every source.
    static var settings: [SettingKey] { all.flatMap(\.settings) }

    /// The keys every screen knows, then each source's own.
    static var keymap: Keymap { Keymap.standard.adding(all.flatMap(\.bindings)) }
}
