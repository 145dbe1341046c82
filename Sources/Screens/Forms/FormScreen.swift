import Canvas
import Networking
import TidingsText
import ViewModels

/// A screen holding input that should survive quitting.
public protocol DraftKeeping {
    /// The draft's key and values, when there is unsaved input worth keeping.
    var unsavedDraft: (key: String, values: [String: String])? { get }
}

/// A form pushed on the stack like any screen: labelled fields (text, secrets shown as dots,
/// choices made in a picker). Tab / Shift-Tab / ↑ ↓ move between fields; Enter moves on and, on
/// the last field, saves; Ctrl-S saves from anywhere; Esc leaves, asking first when anything was
/// typed. While saving, input is ignored; when the server refuses, every character stays and
/// Enter tries again.
public final class FormScreen<Output: Sendable>: Screen, DraftKeeping {
    public let model: FormModel<Output>
    private var editors: [TextField]
    /// Opens the picker for a choice field; nil when the form has none.
    private let pick: ((Int, FormModel<Output>, String) -> (any Screen)?)?
    /// What a refused save leads to besides its sentence (a login form).
    private let onFailure: ((FetchError) -> ScreenCommand?)?
    /// What the other screens are told once the form is saved (a record to show), if anything.
    private let announce: ((Output, FormModel<Output>) -> (any News)?)?
    /// What the form does about other news (a choice made in its picker, a login that lets it
    /// save again), given the form itself.
    private let hears: ((any News, FormScreen<Output>) -> ScreenCommand?)?
    /// What the others are told when the form leaves the stack, if anything.
    private let onLeave: ((FormModel<Output>) -> (any News)?)?
    /// Called when the form leaves the stack, saved or not (drafts are tidied there).
    private let onClose: ((FormModel<Output>) -> Void)?

    public init(model: FormModel<Output>, pick: ((Int, FormModel<Output>, String) -> (any Screen)?)? = nil,
                onFailure: ((FetchError) -> ScreenCommand?)? = nil, announce: ((Output, FormModel<Output>) -> (any News)?)? = nil,
                hears: ((any News, FormScreen<Output>) -> ScreenCommand?)? = nil, onLeave: ((FormModel<Output>) -> (any News)?)? = nil,
                onClose: ((FormModel<Output>) -> Void)? = nil) {
        self.model = model
        self.pick = pick
        self.onFailure = onFailure
        self.announce = announce
        self.hears = hears
        self.onLeave = onLeave
        self.onClose = onClose
        editors = model.fields.map { field in
            var editor = TextField(field.kind == .choice ? "" : field.text)
            editor.isSecret = field.kind == .secret
            return editor
        }
    }

    public var title: String { model.title }
    public var scopes: [KeyScope] { [] }
    public var retryAction: Action? { .save }
    public var hintActions: [Action] { [.save, .cancel] }
    public var position: String? { nil }
    public var isBusy: Bool { model.isSaving }
    public var problem: FetchError? { nil }
    public var hasFocusedField: Bool { true }
    public var discardQuestion: String? { model.hasChanges ? "Discard changes?" : nil }

    public var unsavedDraft: (key: String, values: [String: String])? {
        guard model.hasChanges, let key = model.draftKey else { return nil }
        return (key, model.draftValues)
    }

    public func didAppear() {}
    public func didDisappear() {
        model.cancel()
        onClose?(model)
    }

    public func perform(_ action: Action) -> ScreenCommand { .unhandled }

    /// Its own save ended: saved, it leaves the stack and tells the others what was saved;
    /// refused, it stays with every character, and a login form may come first.
    public var farewell: (any News)? { onLeave?(model) }

    public func receive(_ news: any News) -> ScreenCommand? {
        guard let ended = news as? FormEnded else { return hears?(news, self) }
        guard ended.form == ObjectIdentifier(model) else { return nil }
        if model.isSaved, let saved = model.saved {
            guard let told = announce?(saved, model) else { return .pop }
            return .popThen(.broadcast(told))
        }
        if let error = model.error { return onFailure?(error) ?? .handled }
        return .handled
    }

    /// Takes a field out of the form (a login server names the creator itself).
    public func dropField(_ key: String) {
        guard let index = model.fields.firstIndex(where: { $0.key == key }) else { return }
        model.removeField(at: index)
        editors.remove(at: index)
    }

    /// Saves again with the input as it stands (after a login, say).
    public func retry() {
        model.submit()
    }

    public func handleField(_ input: FieldInput) -> ScreenCommand {
        if case .action(.cancel) = input { return .pop }
        guard !model.isSaving else { return .handled }  // the input stays as it is being sent
        let focus = model.focus
        let field = model.fields[focus]
        switch input {
        case .action(.nextField): moveFocus(by: 1)
        case .action(.previousField): moveFocus(by: -1)
        case .action(.save): submit()
        case .action(.submit):
            // A choice not made yet opens its picker; otherwise Enter moves on, and saves on the
            // last field (a made choice included).
            if field.kind == .choice, field.choice == nil { return openPicker(filter: "") }
            if focus == model.fields.count - 1 { submit() } else { moveFocus(by: 1) }
        case .text(let text) where field.kind == .choice:
            return openPicker(filter: text)
        case .text(let text):
            editors[focus].insert(text)
            model.setText(editors[focus].text, at: focus)
        case .action(let action):
            if editors[focus].perform(action) == .edited { model.setText(editors[focus].text, at: focus) }
        }
        return .handled
    }

    private func submit() {
        model.submit()
    }

    private func moveFocus(by delta: Int) {
        model.focus = (model.focus + delta + model.fields.count) % model.fields.count
    }

    private func openPicker(filter: String) -> ScreenCommand {
        guard let picker = pick?(model.focus, model, filter) else { return .handled }
        return .push(picker)
    }

    public func click(row: Int, count: Int) -> ScreenCommand {
        guard model.fields.indices.contains(row), !model.isSaving else { return .handled }
        model.focus = row
        return model.fields[row].kind == .choice ? openPicker(filter: "") : .handled
    }

    // MARK: Layout and drawing

    /// Columns for the labels: the longest label and a space.
    private var labelWidth: Int { (model.fields.map { DisplayWidth.of($0.label) }.max() ?? 0) + 2 }

    private func fieldWidth(in area: Rect) -> Int { max(4, min(60, area.width - labelWidth - 4)) }

    public func layout(area: Rect, context: RenderContext) {
        for index in editors.indices { editors[index].fit(width: fieldWidth(in: area)) }
    }

    public func render(into grid: inout CellGrid, area: Rect, context: RenderContext) {
        guard !area.isEmpty else { return }
        let theme = context.theme
        var row = area.row + 1
        var bold = theme.title
        bold.attributes.insert(.bold)
        grid.putTruncated(model.title, row: row, column: area.column + 2, width: area.width - 3, style: bold)
        row += 2
        let width = fieldWidth(in: area)
        let fieldColumn = area.column + 2 + labelWidth
        for (index, field) in model.fields.enumerated() where row < area.bottom {
            let focused = index == model.focus && !model.isSaving
            grid.putTruncated(field.label, row: row, column: area.column + 2, width: labelWidth - 1, style: focused ? theme.title : theme.meta)
            let boxStyle = focused ? theme.selection : theme.meta.with(.underline)
            grid.fill(row: row, column: fieldColumn, width: min(width, area.column + area.width - fieldColumn), style: boxStyle)
            if field.kind == .choice {
                let shown = field.choice.map { $0.title } ?? "choose…"
                grid.putTruncated(shown + " ▾", row: row, column: fieldColumn, width: min(width, area.column + area.width - fieldColumn), style: boxStyle)
                if focused { grid.cursor = (row, fieldColumn) }
            } else {
                editors[index].draw(into: &grid, row: row, column: fieldColumn, width: min(width, area.column + area.width - fieldColumn),
                                    style: boxStyle, focused: focused)
            }
            grid.mark(Rect(row: row, column: area.column, height: 1, width: area.width), as: .row(index))
            let after = fieldColumn + width + 2
            if let problem = field.problem, after < area.column + area.width {
                grid.putTruncated(problem, row: row, column: after, width: area.column + area.width - after, style: theme.error)
            } else if let problem = field.problem, row + 1 < area.bottom {
                // Too narrow beside the field (40 columns): under it, on the blank row between
                // fields, so a refused save still says why.
                grid.putTruncated(problem, row: row + 1, column: fieldColumn, width: area.column + area.width - fieldColumn, style: theme.error)
            } else if !field.isRequired, after < area.column + area.width {
                grid.putTruncated(field.note ?? "optional", row: row, column: after, width: area.column + area.width - after, style: theme.meta)
            }
            row += 2
        }
        drawFooter(row: row, area: area, context: context, grid: &grid)
    }

    /// Why the save failed, that the input is kept, and the keys that try again as bound
    /// ("Press Ctrl-S (or Enter on the last field) to try again.").
    static func refusal(_ error: FetchError, wording: Wording) -> String {
        var plain = wording
        plain.retryAction = nil
        let save = wording.key(for: .save)
        let enter = wording.key(for: .submit)
        let keys: String
        switch (save, enter) {
        case let (save?, enter?): keys = " Press \(save) (or \(enter) on the last field) to try again."
        case let (save?, nil): keys = " Press \(save) to try again."
        case let (nil, enter?): keys = " Press \(enter) on the last field to try again."
        case (nil, nil): keys = ""
        }
        var because = plain.sentence(for: error)
        if let last = because.last, !".!?".contains(last) { because += "." }
        return because + " Your input is kept." + keys
    }

    private func drawFooter(row: Int, area: Rect, context: RenderContext, grid: inout CellGrid) {
        let theme = context.theme
        let width = max(1, area.width - 4)
        var lines: [(String, CellStyle)] = []
        if model.isSaving {
            lines.append((context.spinner + " Saving…", theme.meta))
        } else if let error = model.error {
            lines += TextLayout.wrap(Self.refusal(error, wording: context.wording), width: width).map { ($0, theme.error) }
        }
        for (offset, line) in lines.enumerated() where row + offset < area.bottom {
            grid.putTruncated(line.0, row: row + offset, column: area.column + 2, width: width, style: line.1)
        }
    }
}
