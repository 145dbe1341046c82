import Canvas
import Feeds
import Networking
import TidingsText
import ViewModels

/// An acronym's detail: what it stands for, who created it, and its categories (↑ ↓ select one;
/// `+` adds the acronym to a category, `-` removes the selected one; `e` edits, `d` deletes).
public final class TILDetailScreen: Screen {
    public let model: TILDetailViewModel
    private let editor: TILEditor
    /// The row it was opened from, marked read when shown, and the source it is remembered under.
    private let opened: FeedItem
    private let sourceName: String

    init(model: TILDetailViewModel, editor: TILEditor, opened: FeedItem, sourceName: String) {
        self.model = model
        self.editor = editor
        self.opened = opened
        self.sourceName = sourceName
    }

    public var title: String { model.acronym.short }
    public var scopes: [KeyScope] { [.detail, .list] }
    public var retryAction: Action? { .refresh }
    public var hintActions: [Action] {
        let remove: [Action] = model.selectedCategory == nil ? [] : [.removeCategory]
        return [Action.edit, .delete, .addCategory] + remove + [.back, .help]
    }
    public var position: String? {
        model.categories.isEmpty ? nil : "\(model.selection + 1)/\(model.categories.count)"
    }
    public var isBusy: Bool { model.isBusy }
    /// A refused change is said once, with the key that tries it again (not `r`, which reloads);
    /// a failed reload stays in the status bar.
    public var problem: FetchError? { model.creator == nil ? nil : model.state.error }

    public func handles(_ action: Action, boundIn scopes: Set<KeyScope>) -> Bool {
        switch action {
        case .removeCategory: return model.selectedCategory != nil
        case .logOut: return editor.client.session.isLoggedIn
        default: return appliesByScope(scopes)
        }
    }

    public func didAppear() {
        model.loadIfNeeded()
        editor.memory?.markOpened(opened, in: sourceName)
    }
    public func didDisappear() { model.cancel() }

    public func receive(_ news: any News) -> ScreenCommand? {
        editor.receive(news, in: self)
    }

    public func perform(_ action: Action) -> ScreenCommand {
        switch action {
        case .up: model.select(model.selection - 1)
        case .down: model.select(model.selection + 1)
        case .top: model.select(0)
        case .bottom: model.select(model.categories.count - 1)
        case .refresh: model.refresh()
        case .edit: return editor.acronymForm(editing: model.acronym, creatorName: model.creator?.name)
        case .delete: return editor.confirmDelete(model.acronym, leavingDetail: true)
        case .addCategory: return editor.categoryPicker(for: model)
        case .removeCategory:
            guard model.selectedCategory != nil else { return .message("The acronym has no category to remove.") }
            model.detachSelected()
        case .add: return editor.acronymForm(editing: nil, creatorName: nil)
        case .logOut: return editor.logOut()
        default: return .unhandled
        }
        return .handled
    }

    public func click(row: Int, count: Int) -> ScreenCommand {
        model.select(row)
        return .handled
    }

    public func render(into grid: inout CellGrid, area: Rect, context: RenderContext) {
        guard !area.isEmpty else { return }
        let theme = context.theme
        let column = area.column + 2
        let width = max(1, area.width - 4)
        var row = area.row + 1
        func line(_ text: String, _ style: CellStyle) {
            for piece in TextLayout.wrap(text, width: width) where row < area.bottom {
                grid.put(piece, row: row, column: column, maxWidth: width, style: style)
                row += 1
            }
        }
        var bold = theme.title
        bold.attributes.insert(.bold)
        line(model.acronym.short, bold)
        line(model.acronym.long, theme.body)
        row += 1
        if let creator = model.creator {
            line("Created by \(creator.name)" + (creator.username.isEmpty ? "" : " (@\(creator.username))"), theme.meta)
        } else if let error = model.state.error {
            line(context.wording.sentence(for: error), theme.error)
            return
        } else {
            line(context.spinner + " Loading who created it and its categories…", theme.meta)
            return
        }
        row += 1
        line("Categories", bold)
        if model.categories.isEmpty {
            line("None yet.", theme.meta)
        }
        for (index, category) in model.categories.enumerated() where row < area.bottom {
            let selected = index == model.selection
            if selected { grid.fill(row: row, column: area.column, width: area.width, style: theme.selection) }
            grid.putTruncated("  " + category.name, row: row, column: column, width: width, style: theme.selected(theme.body, if: selected))
            grid.mark(Rect(row: row, column: area.column, height: 1, width: area.width), as: .row(index))
            row += 1
        }
    }
}
