import Canvas

/// What the terminal can do with pictures, found at start before curses takes the terminal:
/// from the environment, and from what the terminal answers to a few queries.
public struct GraphicsSupport: Sendable, Equatable {
    /// The pixel protocols it draws, known or answered.
    public var protocols: Set<PixelProtocol>
    /// A cell's size in pixels, when the terminal says.
    public var cellWidth: Int?
    public var cellHeight: Int?
    /// Inside tmux (or screen): the queries reach tmux, not the terminal, and a picture
    /// reaches the terminal only through tmux's passthrough.
    public var insideMultiplexer: Bool

    public init(protocols: Set<PixelProtocol> = [], cellWidth: Int? = nil, cellHeight: Int? = nil, insideMultiplexer: Bool = false) {
        self.protocols = protocols
        self.cellWidth = cellWidth
        self.cellHeight = cellHeight
        self.insideMultiplexer = insideMultiplexer
    }

    /// The best protocol it has: kitty's (placed and deleted by id), then iTerm2's, then sixel.
    public var preferred: PixelProtocol? {
        [.kitty, .iterm2, .sixel].first { protocols.contains($0) }
    }

    /// What the environment says about the terminal. Only names that settle it count: most
    /// terminals say `xterm-256color` whatever they are.
    public static func fromEnvironment(_ environment: [String: String]) -> GraphicsSupport {
        let term = (environment["TERM"] ?? "").lowercased()
        let program = (environment["TERM_PROGRAM"] ?? "").lowercased()
        var support = GraphicsSupport()
        support.insideMultiplexer = !(environment["TMUX"] ?? "").isEmpty || term.hasPrefix("screen") || term.hasPrefix("tmux")
            || program == "tmux"
        if environment["KITTY_WINDOW_ID"] != nil || term == "xterm-kitty" || term == "xterm-ghostty" || program == "ghostty" {
            support.protocols.insert(.kitty)
        }
        if program == "iterm.app" || environment["LC_TERMINAL"] == "iTerm2" {
            support.protocols.insert(.iterm2)
        }
        if program == "wezterm" || environment["WEZTERM_EXECUTABLE"] != nil {
            support.protocols.formUnion([.kitty, .iterm2, .sixel])
        }
        if term.hasPrefix("foot") || term == "mlterm" || term.hasPrefix("contour") {
            support.protocols.insert(.sixel)
        }
        return support
    }

    /// The environment's findings with the terminal's answers added.
    func adding(_ replies: ProbeReplies) -> GraphicsSupport {
        var support = self
        if replies.kittyGraphics { support.protocols.insert(.kitty) }
        if replies.sixel { support.protocols.insert(.sixel) }
        if support.cellWidth == nil, let cell = replies.cellSize {
            support.cellWidth = cell.width
            support.cellHeight = cell.height
        }
        return support
    }
}
