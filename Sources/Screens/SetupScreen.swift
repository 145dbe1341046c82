import Canvas
import Networking
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

    public var scopes: [KeyScope] { [.list] }
    public var hintActions: [Action] { [.nextSource, .help, .quit] }
    public var position: String? { nil }
    public var isBusy: Bool { false }
    public var problem: FetchError? { nil }
    public func didAppear() {}
    public func didDisappear() {}

    /// ↑ ↓ scroll the steps, and only when they are taller than the pane; nothing else moves.
    public func handles(_ action: Action, boundIn scopes: Set<KeyScope>) -> Bool {
        if action == .up || action == .down { return maximumScroll > 0 }
        if LineScroll.isMove(action) { return false }
        return appliesByScope(scopes)
    }

    public func perform(_ action: Action) -> ScreenCommand {
        switch action {
        case .down: scroll = min(scroll + 1, maximumScroll)
        case .up: scroll = max(0, scroll - 1)
        default: return .unhandled
        }
        return .handled
    }

    private var maximumScroll: Int { max(0, (laidOut?.lines.count ?? 0) - viewport) }
    private var laidOut: (width: Int, lines: [(String, CellStyle)])?

    public func layout(area: Rect, context: RenderContext) {
        let width = max(1, min(area.width - 4, 76))
        if laidOut?.width != width { laidOut = (width, lines(width: width, theme: context.theme)) }
        viewport = area.height
        scroll = min(scroll, maximumScroll)
    }

    private func lines(width: Int, theme: Theme) -> [(String, CellStyle)] {
        var lines: [(String, CellStyle)] = TextLayout.wrap(heading, width: width).map { ($0, theme.title) }
        lines.append(("", .plain))
        for (number, step) in steps.enumerated() {
            let prefix = "\(number + 1). "
            let wrapped = TextLayout.wrap(step, width: max(1, width - prefix.count))
            for (index, line) in wrapped.enumerated() {
                lines.append(((index == 0 ? prefix : String(repeating: " ", count: prefix.count)) + line, theme.body))
            }
        }
        return lines
    }

    public func render(into grid: inout CellGrid, area: Rect, context: RenderContext) {
        guard !area.isEmpty, let (width, lines) = laidOut else { return }
        let left = area.column + max(1, (area.width - width) / 2)
        let top = area.row + max(0, (area.height - lines.count) / 2)
        for (offset, line) in lines.dropFirst(scroll).enumerated() where top + offset < area.bottom {
            grid.putTruncated(line.0, row: top + offset, column: left, width: area.column + area.width - left, style: line.1)
        }
    }
}
