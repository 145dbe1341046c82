import Canvas
import FoundationEssentials
import TidingsText
import ViewModels

/// Drawing the window around the screens: the title bar (tabs and where the user is), the status
/// bar (a question, a message, the screen's problem or notice, then key hints as bound, and the
/// position), the prompt, and the help over the pane. Layout sizes; render only reads.
extension Browser {

    private static func contentArea(rows: Int, columns: Int) -> Rect {
        let hasTitle = rows >= 3
        let hasStatus = rows >= 2
        return Rect(row: hasTitle ? 1 : 0, column: 0, height: rows - (hasTitle ? 1 : 0) - (hasStatus ? 1 : 0), width: columns)
    }

    /// The context a screen draws with: the wording names only keys that work on it (worked out
    /// at layout, and drawn with the same).
    private func context(_ context: RenderContext, for screen: any Screen) -> RenderContext {
        var fitted = context
        fitted.wording = laidOutWordings[ObjectIdentifier(screen)] ?? context.wording.on(screen)
        return fitted
    }

    private func layoutContext(_ context: RenderContext, for screen: any Screen) -> RenderContext {
        var fitted = context
        fitted.wording = context.wording.on(screen)
        laidOutWordings[ObjectIdentifier(screen)] = fitted.wording
        return fitted
    }

    /// Gives the top screen (and an open prompt) the size they will be drawn at. Call before
    /// `render`, which only reads.
    public func layout(rows: Int, columns: Int, context given: RenderContext) {
        guard rows > 0, columns > 0 else { return }
        let content = Self.contentArea(rows: rows, columns: columns)
        laidOutWordings = [:]
        if topScreen.isOverlay, let beneath = screenBeneath { beneath.layout(area: content, context: layoutContext(given, for: beneath)) }
        topScreen.layout(area: content, context: layoutContext(given, for: topScreen))
        helpRows = max(1, HelpOverlay.visibleEntries(in: content.height))
        switch front {
        case .help(let offset):
            helpLines = HelpOverlay.lines(helpEntries, areaWidth: content.width)
            scrollHelp(from: offset, by: 0)
        case .prompt(var open):
            open.field.fit(width: promptFieldWidth(open, columns: columns))
            front = .prompt(open)
        case .question, .screens: break
        }
    }

    private func promptLabel(_ prompt: Prompt, columns: Int) -> String {
        DisplayWidth.truncate(" " + prompt.label + " ", toWidth: columns / 2)
    }

    private func promptFieldWidth(_ prompt: Prompt, columns: Int) -> Int {
        columns - DisplayWidth.of(promptLabel(prompt, columns: columns)) - 1
    }

    public func render(into grid: inout CellGrid, context given: RenderContext) {
        grid.clear()
        let rows = grid.rows
        let columns = grid.columns
        guard rows > 0, columns > 0 else { return }
        let content = Self.contentArea(rows: rows, columns: columns)
        if topScreen.isOverlay, let beneath = screenBeneath {
            beneath.render(into: &grid, area: content, context: context(given, for: beneath))
            grid.mark(content, as: .pane)  // the pane beneath shows, but clicks go to the overlay
        }
        let context = context(given, for: topScreen)
        topScreen.render(into: &grid, area: content, context: context)
        if rows >= 3 { drawTitleBar(into: &grid, context: context) }
        if rows >= 2 {
            if prompt != nil { drawPrompt(into: &grid, row: rows - 1, context: context) }
            else { drawStatusBar(into: &grid, row: rows - 1, context: context) }
        }
        if case .help(let offset) = front {
            HelpOverlay.draw(helpLines, offset: offset, footer: helpFooter, into: &grid, area: content, theme: context.theme)
        }
    }

    /// How the title bar fits: the active tab and where the user is always show; on a narrow
    /// terminal the other tabs shrink to their numbers, then the name goes, then the others.
    private enum TitleFit: CaseIterable {
        case full, numbered, numberedWithoutName, activeOnly
    }

    /// Columns the breadcrumbs keep at least before the tabs give way.
    static let breadcrumbRoom = 18

    private func tabLabels(_ fit: TitleFit) -> (brand: String, tabs: [(index: Int, label: String)]) {
        let brand = fit == .full || fit == .numbered ? " Tidings " : ""
        guard tabs.count > 1 else { return (brand, [(activeTab, " " + tabs[activeTab].name)]) }
        let labels = tabs.indices.compactMap { index -> (Int, String)? in
            if index == activeTab { return (index, " \(index + 1) \(tabs[index].name) ") }
            switch fit {
            case .full: return (index, " \(index + 1) \(tabs[index].name) ")
            case .numbered, .numberedWithoutName: return (index, " \(index + 1) ")
            case .activeOnly: return nil
            }
        }
        return (brand, labels)
    }

    private func drawTitleBar(into grid: inout CellGrid, context: RenderContext) {
        let theme = context.theme
        let columns = grid.columns
        grid.fill(row: 0, style: theme.titleBar)
        let crumbsWidth = DisplayWidth.of(" › " + tabs[activeTab].stack.map(\.title).joined(separator: " › "))
        let room = min(crumbsWidth, Self.breadcrumbRoom)
        let fit = TitleFit.allCases.first { fit in
            let (brand, labels) = tabLabels(fit)
            return DisplayWidth.of(brand) + labels.reduce(0) { $0 + DisplayWidth.of($1.label) } + room <= columns
        } ?? .activeOnly
        let (brand, labels) = tabLabels(fit)
        var x = brand.isEmpty ? 0 : grid.put(brand, row: 0, column: 0, style: theme.titleBarSource)
        for (index, label) in labels {
            let style = tabs.count == 1 ? theme.titleBarSource : (index == activeTab ? theme.titleBarActiveTab : theme.titleBar)
            let used = grid.put(label, row: 0, column: x, maxWidth: columns - x, style: style)
            if tabs.count > 1 { grid.mark(Rect(row: 0, column: x, height: 1, width: used), as: .tab(index)) }
            x += used
        }
        let spinner = isAnimating ? " " + context.spinner + " " : ""
        let spinnerWidth = DisplayWidth.of(spinner)
        let crumbs = tabs[activeTab].stack.map(\.title).joined(separator: " › ")
        grid.putTruncated(" › " + crumbs, row: 0, column: x, width: columns - x - spinnerWidth, style: theme.titleBar)
        if spinnerWidth > 0, columns - spinnerWidth > x {
            grid.put(spinner, row: 0, column: columns - spinnerWidth, style: theme.titleBar)
        }
    }

    private func drawPrompt(into grid: inout CellGrid, row: Int, context: RenderContext) {
        guard let open = prompt else { return }
        grid.fill(row: row, style: .plain)
        let label = promptLabel(open, columns: grid.columns)
        let used = grid.put(label, row: row, column: 0, style: context.theme.title)
        open.field.draw(into: &grid, row: row, column: used, width: grid.columns - used - 1, style: .plain, focused: true)
    }

    private func drawStatusBar(into grid: inout CellGrid, row: Int, context: RenderContext) {
        let theme = context.theme
        let columns = grid.columns
        let screen = topScreen
        let problem = message == nil && question == nil ? screen.problem.map(context.wording.sentence) : nil
        let isError = question != nil || (message?.isError ?? (problem != nil))
        let style = isError ? theme.statusError : theme.statusBar
        grid.fill(row: row, style: style)
        let position = screen.position.map { " \($0) " } ?? ""
        let positionWidth = DisplayWidth.of(position)
        let room = columns - positionWidth
        let yes = keymap.label(for: .answerYes).map { " \($0)/N" } ?? ""
        if let question {
            // The answer's keys stay in sight however narrow the terminal: the question is
            // shortened before them ("Mark all 5 unread items of… y/N").
            let used = grid.putTruncated(" " + question.text, row: row, column: 0, width: max(0, room - DisplayWidth.of(yes)), style: style)
            grid.putTruncated(yes, row: row, column: used, width: room - used, style: style)
        } else if let text = message?.text ?? problem {
            grid.putTruncated(" " + text, row: row, column: 0, width: room, style: style)
        } else {
            var x = 0
            // A hint names a key that does something here: what the screen hints and what it
            // answers to (the help's test) must agree, so a hint never names a dead key.
            var hints: [(action: Action, key: String, word: String, width: Int)] = []
            for action in screen.hintActions where screen.answers(to: action, keymap: keymap) {
                guard let key = keymap.label(for: action) else { continue }
                // q quits only on a tab's first screen; above it, it goes back.
                let word = action == .quit && depth > 1 ? "back" : action == .saveItem && screen.showsSavedItem ? "unsave"
                    : screen.hintWord(for: action) ?? keymap.binding(action).hint ?? action.rawValue
                hints.append((action, key, word, DisplayWidth.of(" \(key) \(word) ")))
            }
            if let notice = screen.notice {
                // A long notice on a narrow terminal leaves room for the help's hint, which
                // names the rest.
                let help = hints.first { $0.action == .help }?.width ?? 0
                let width = room - help >= 12 ? room - help : room
                x += grid.putTruncated(" " + context.wording.sentence(for: notice, now: context.now) + " ·", row: row, column: 0, width: width, style: style)
            }
            // Where they do not all fit, the help's hint stays (it lists the rest) and the
            // others are kept in order while they fit before it.
            if hints.reduce(x, { $0 + $1.width }) > room, let help = hints.firstIndex(where: { $0.action == .help }) {
                let kept = hints.remove(at: help)
                var width = x + kept.width
                hints = hints.prefix { hint in
                    width += hint.width
                    return width <= room
                } + [kept]
            }
            for hint in hints {
                guard x + hint.width <= room else { break }
                grid.put(" \(hint.key)", row: row, column: x, style: style.with(.bold))
                grid.put(" \(hint.word) ", row: row, column: x + DisplayWidth.of(" \(hint.key)"), style: style)
                grid.mark(Rect(row: row, column: x, height: 1, width: hint.width), as: .command(hint.action.rawValue))
                x += hint.width
            }
        }
        if positionWidth > 0, positionWidth <= columns {
            grid.put(position, row: row, column: columns - positionWidth, style: style)
        }
    }
}
