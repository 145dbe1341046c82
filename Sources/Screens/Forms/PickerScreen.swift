import Canvas
import Networking
import TidingsText
import ViewModels

/// A filterable list in a popup, drawn over the screen that opened it: type to filter, ↑ ↓ to
/// move, Enter to choose, Esc to leave without choosing. The mouse picks too.
public final class PickerScreen: Screen {
    public let model: PickerModel
    private var filter: TextField
    /// What choosing does, once the picker is gone.
    private let onChoose: (FormChoice) -> ScreenCommand
    private var visibleRows = 10
    private var top = 0

    /// `current`: the choice already made, highlighted when the list arrives.
    public init(model: PickerModel, filter: String = "", current: FormChoice? = nil, onChoose: @escaping (FormChoice) -> ScreenCommand) {
        self.model = model
        self.filter = TextField(filter)
        self.onChoose = onChoose
        model.prefer(current)
        model.setFilter(self.filter.text)
    }

    public var title: String { model.title }
    public var scopes: [KeyScope] { [] }
    /// Choosing on a list that failed to load loads it again.
    public var retryAction: Action? { .submit }
    public var hintActions: [Action] { [.submit, .cancel] }
    public var position: String? { model.shown.isEmpty ? nil : "\(model.selection + 1)/\(model.shown.count)" }
    public var isBusy: Bool { model.loadState.isBusy }
    public var problem: FetchError? { nil }
    public var hasFocusedField: Bool { true }
    public var isOverlay: Bool { true }
    public func hintWord(for action: Action) -> String? { action == .submit ? "choose" : nil }

    public func didAppear() { model.loadIfNeeded() }
    public func didDisappear() { model.cancel() }
    public func perform(_ action: Action) -> ScreenCommand { .unhandled }

    public func handleField(_ input: FieldInput) -> ScreenCommand {
        switch input {
        case .action(.cancel): return .pop
        case .action(.submit), .action(.save): return choose()
        case .action(.nextField): model.move(by: 1)
        case .action(.previousField): model.move(by: -1)
        case .text(let text):
            filter.insert(text)
            model.setFilter(filter.text)
        case .action(let action):
            if filter.perform(action) == .edited { model.setFilter(filter.text) }
        }
        return .handled
    }

    private func choose() -> ScreenCommand {
        if case .failed = model.loadState, model.shown.isEmpty {
            model.retry()
            return .handled
        }
        // Typed ahead of the list: what is selected now is not what the filter will find.
        if model.loadState == .idle || model.loadState.isBusy { return .handled }
        guard let choice = model.selected else { return .handled }
        return .popThen(onChoose(choice))
    }

    public func click(row: Int, count: Int) -> ScreenCommand {
        model.select(row)
        return count >= 2 ? choose() : .handled
    }

    public func scroll(by lines: Int) { model.move(by: lines) }

    // MARK: Layout and drawing

    private func box(in area: Rect) -> Rect {
        let width = min(area.width, 56)
        let height = min(area.height, 16)
        return Rect(row: area.row + (area.height - height) / 2, column: area.column + (area.width - width) / 2, height: height, width: width)
    }

    public func layout(area: Rect, context: RenderContext) {
        let box = box(in: area)
        visibleRows = max(1, box.height - 4)
        filter.fit(width: max(1, box.width - 4))
        let selection = model.selection
        if selection < top { top = selection }
        if selection >= top + visibleRows { top = selection - visibleRows + 1 }
        top = min(top, max(0, model.shown.count - visibleRows))
    }

    public func render(into grid: inout CellGrid, area: Rect, context: RenderContext) {
        let box = box(in: area)
        guard box.width >= 8, box.height >= 4 else { return }
        let theme = context.theme
        grid.mark(box, as: .pane)
        for row in box.row..<box.bottom { grid.fill(row: row, column: box.column, width: box.width, style: theme.overlay) }
        let rule = String(repeating: "─", count: box.width - 2)
        grid.put("┌" + rule + "┐", row: box.row, column: box.column, style: theme.overlay)
        grid.put("└" + rule + "┘", row: box.bottom - 1, column: box.column, style: theme.overlay)
        for row in box.row + 1..<box.bottom - 1 {
            grid.put("│", row: row, column: box.column, style: theme.overlay)
            grid.put("│", row: row, column: box.column + box.width - 1, style: theme.overlay)
        }
        grid.putTruncated(" " + model.title + " ", row: box.row, column: box.column + 2, width: box.width - 4, style: theme.overlayKey)
        let inner = box.width - 4
        filter.draw(into: &grid, row: box.row + 1, column: box.column + 2, width: inner, style: theme.overlay.with(.underline), focused: true)
        let shown = model.shown
        let listTop = box.row + 2
        if shown.isEmpty {
            let text: String
            switch model.loadState {
            case .failed(let error): text = context.wording.sentence(for: error)
            case .loading, .idle: text = context.spinner + " Loading…"
            default: text = model.filter.isEmpty ? "Nothing to choose from." : "Nothing matches."
            }
            grid.putTruncated(text, row: listTop, column: box.column + 2, width: inner, style: theme.overlay)
            return
        }
        for (offset, choice) in shown.dropFirst(top).prefix(visibleRows).enumerated() {
            let index = top + offset
            let row = listTop + offset
            let style = index == model.selection ? theme.selection : theme.overlay
            grid.fill(row: row, column: box.column + 1, width: box.width - 2, style: style)
            let used = grid.putTruncated(choice.title, row: row, column: box.column + 2, width: inner, style: style)
            if let detail = choice.detail, used + 2 < inner {
                grid.putTruncated(detail, row: row, column: box.column + 3 + used, width: inner - used - 1, style: style.with(.dim))
            }
            grid.mark(Rect(row: row, column: box.column, height: 1, width: box.width), as: .row(index))
        }
    }
}
