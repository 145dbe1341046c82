import Canvas
import TidingsText

/// What a source without credentials shows instead of an error: what to get, where, and where
/// to put it.
public final class SetupScreen: Screen {
    public let title: String
    private let heading: String
    private let steps: [String]
    private var scroll = 0
    private var viewport = 10

    public init(title: String, heading: String, steps: [String]) {
        self.title = title
        self.heading = heading
        self.steps = steps
    }

    public var hints: [(key: String, action: String)] { [("Tab", "next source"), ("?", "help"), ("q", "quit")] }
    public var position: String? { nil }
    public var isBusy: Bool { false }
    public var problem: String? { nil }
    public func didAppear() {}
    public func didDisappear() {}

    public func handle(_ key: Key) -> ScreenCommand {
        switch key {
        case .down, .character("j"): scroll += 1
        case .up, .character("k"): scroll = max(0, scroll - 1)
        default: return .unhandled
        }
        return .handled
    }

    public func render(into grid: inout CellGrid, area: Rect, context: RenderContext) {
        guard !area.isEmpty else { return }
        let width = max(1, min(area.width - 4, 76))
        var lines: [(String, CellStyle)] = TextLayout.wrap(heading, width: width).map { ($0, context.theme.title) }
        lines.append(("", .plain))
        for (number, step) in steps.enumerated() {
            let prefix = "\(number + 1). "
            let wrapped = TextLayout.wrap(step, width: max(1, width - prefix.count))
            for (index, line) in wrapped.enumerated() {
                lines.append(((index == 0 ? prefix : String(repeating: " ", count: prefix.count)) + line, context.theme.body))
            }
        }
        viewport = area.height
        scroll = min(scroll, max(0, lines.count - area.height))
        let left = area.column + max(1, (area.width - width) / 2)
        let top = area.row + max(0, (area.height - lines.count) / 2)
        for (offset, line) in lines.dropFirst(scroll).enumerated() where top + offset < area.bottom {
            grid.putTruncated(line.0, row: top + offset, column: left, width: area.column + area.width - left, style: line.1)
        }
    }
}
