import Canvas

/// Every style the screens use, by role. `monochrome` (for NO_COLOR) keeps the same roles with
/// attributes only, so nothing depends on colour to be readable.
public struct Theme: Sendable {
    public var titleBar: CellStyle
    public var titleBarSource: CellStyle
    public var titleBarActiveTab: CellStyle
    public var statusBar: CellStyle
    public var statusError: CellStyle
    public var selection: CellStyle
    public var rank: CellStyle
    public var title: CellStyle
    public var domain: CellStyle
    public var meta: CellStyle
    public var author: CellStyle
    public var originalPoster: CellStyle
    public var deleted: CellStyle
    public var collapsed: CellStyle
    public var body: CellStyle
    public var quote: CellStyle
    public var code: CellStyle
    public var link: CellStyle
    public var emphasis: CellStyle
    public var strong: CellStyle
    public var spinner: CellStyle
    public var error: CellStyle
    public var overlay: CellStyle
    public var overlayKey: CellStyle
    /// Gutter bars cycle through these by depth.
    public var gutters: [CellStyle]

    public func gutter(depth: Int) -> CellStyle { gutters[depth % gutters.count] }

    /// `base` on a selected row: the selection's colours with the base's emphasis (minus dim,
    /// which would make highlighted text hard to read).
    public func selected(_ base: CellStyle, if isSelected: Bool = true) -> CellStyle {
        guard isSelected else { return base }
        var merged = selection
        merged.attributes.formUnion(base.attributes.subtracting(.dim))
        return merged
    }

    public static let colorful = Theme(
        titleBar: CellStyle(foreground: .white, background: .blue),
        titleBarSource: CellStyle(foreground: .white, background: .blue, attributes: .bold),
        titleBarActiveTab: CellStyle(foreground: .blue, background: .white, attributes: .bold),
        statusBar: CellStyle(foreground: .black, background: .white),
        statusError: CellStyle(foreground: .white, background: .red, attributes: .bold),
        selection: CellStyle(foreground: .white, background: .blue),
        rank: CellStyle(foreground: .yellow),
        title: CellStyle(attributes: .bold),
        domain: CellStyle(foreground: .cyan),
        meta: CellStyle(attributes: .dim),
        author: CellStyle(foreground: .yellow, attributes: .bold),
        originalPoster: CellStyle(foreground: .green, attributes: .bold),
        deleted: CellStyle(attributes: [.dim, .italic]),
        collapsed: CellStyle(foreground: .magenta),
        body: .plain,
        quote: CellStyle(foreground: .green, attributes: .italic),
        code: CellStyle(foreground: .yellow),
        link: CellStyle(foreground: .cyan, attributes: .underline),
        emphasis: CellStyle(attributes: .italic),
        strong: CellStyle(attributes: .bold),
        spinner: CellStyle(foreground: .yellow, attributes: .bold),
        error: CellStyle(foreground: .red, attributes: .bold),
        overlay: CellStyle(foreground: .white, background: .black),
        overlayKey: CellStyle(foreground: .yellow, background: .black, attributes: .bold),
        gutters: [.blue, .magenta, .cyan, .green, .yellow, .red].map { CellStyle(foreground: $0) })

    public static let monochrome = Theme(
        titleBar: CellStyle(attributes: .reverse),
        titleBarSource: CellStyle(attributes: [.reverse, .bold]),
        titleBarActiveTab: CellStyle(attributes: [.bold, .underline]),
        statusBar: CellStyle(attributes: .reverse),
        statusError: CellStyle(attributes: [.reverse, .bold]),
        selection: CellStyle(attributes: .reverse),
        rank: CellStyle(attributes: .dim),
        title: CellStyle(attributes: .bold),
        domain: CellStyle(attributes: .dim),
        meta: CellStyle(attributes: .dim),
        author: CellStyle(attributes: .bold),
        originalPoster: CellStyle(attributes: [.bold, .underline]),
        deleted: CellStyle(attributes: .dim),
        collapsed: CellStyle(attributes: .dim),
        body: .plain,
        quote: CellStyle(attributes: [.dim, .italic]),
        code: .plain,
        link: CellStyle(attributes: .underline),
        emphasis: CellStyle(attributes: .italic),
        strong: CellStyle(attributes: .bold),
        spinner: CellStyle(attributes: .bold),
        error: CellStyle(attributes: .bold),
        overlay: CellStyle(attributes: .reverse),
        overlayKey: CellStyle(attributes: [.reverse, .bold]),
        gutters: [CellStyle(attributes: .dim)])
}
