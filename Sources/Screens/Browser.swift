import Canvas
import Feeds
import Foundation
import TidingsText

/// What the browser needs the app to do after a key.
public enum BrowserEffect: Equatable {
    case none
    case quit
    case open(URL, what: String)
    /// Ctrl-L: repaint the whole terminal (something else scribbled on it).
    case repaint
}

/// The whole window: a title bar, the top screen of the active source's navigation stack, and a
/// status bar. Like a navigation controller, Enter pushes and Esc pops; each source (tab) keeps
/// its own stack, selection and requests.
public final class Browser {
    public struct Tab {
        public var name: String
        public var stack: [any Screen]

        public init(name: String, root: any Screen) {
            self.name = name
            stack = [root]
        }
    }

    public private(set) var tabs: [Tab]
    public private(set) var activeTab: Int
    public var theme: Theme
    public private(set) var showingHelp = false
    public private(set) var message: (text: String, isError: Bool)?
    /// A question being typed into the status bar; while open it receives every key.
    public private(set) var prompt: Prompt?

    public init(tabs: [Tab], activeTab: Int = 0, theme: Theme) {
        precondition(!tabs.isEmpty, "a browser needs at least one source")
        self.tabs = tabs
        self.activeTab = min(max(0, activeTab), tabs.count - 1)
        self.theme = theme
    }

    public var topScreen: any Screen { tabs[activeTab].stack.last! }
    public var depth: Int { tabs[activeTab].stack.count }

    /// Shows the first screen (which starts loading).
    public func start() { topScreen.didAppear() }

    /// Something on screen is loading, so the spinner should keep turning.
    public var isAnimating: Bool { topScreen.isBusy }

    public func report(_ text: String, isError: Bool = false) {
        message = (Sanitizer.line(text), isError)
    }

    // MARK: Keys

    public func handle(_ key: Key) -> BrowserEffect {
        if key == .resize { return .none }
        if showingHelp {
            showingHelp = false
            return .none
        }
        if prompt != nil { return handlePromptKey(key) }
        if case .paste = key {
            // Pasted text is never a string of commands; it only goes into text fields.
            report("Paste ignored: there is no text field here. Press / to search.")
            return .none
        }
        message = nil
        return perform(topScreen.handle(key), key: key)
    }

    private func handlePromptKey(_ key: Key) -> BrowserEffect {
        guard var open = prompt else { return .none }
        switch open.field.handle(key) {
        case .cancelled:
            prompt = nil
        case .submitted(let text):
            prompt = nil
            let answer = text.trimmingCharacters(in: .whitespaces)
            if !answer.isEmpty { return perform(open.onSubmit(answer), key: nil) }
        default:
            prompt = open
        }
        return .none
    }

    private func perform(_ command: ScreenCommand, key: Key?) -> BrowserEffect {
        switch command {
        case .handled:
            return .none
        case .push(let screen):
            tabs[activeTab].stack.append(screen)
            screen.didAppear()
            return .none
        case .pop:
            pop()
            return .none
        case .message(let text):
            report(text)
            return .none
        case .open(let url, let what):
            guard let url else {
                report("This item has no \(what) link.", isError: true)
                return .none
            }
            guard WebLink.isOpenable(url) else {
                report("Refused to open a \(url.scheme ?? "schemeless") link: only http and https links are opened.", isError: true)
                return .none
            }
            return .open(url, what: what)
        case .prompt(let question):
            prompt = question
            return .none
        case .unhandled:
            return key.map(handleGlobal) ?? .none
        }
    }

    private func handleGlobal(_ key: Key) -> BrowserEffect {
        switch key {
        case .character("?"):
            showingHelp = true
        case .control("l"):
            return .repaint
        case .character("q"):
            if depth == 1 { return .quit }
            pop()
        case .escape, .left, .backspace, .character("h"):
            if depth > 1 { pop() }
        case .tab:
            switchTab(to: (activeTab + 1) % tabs.count)
        case .backTab:
            switchTab(to: (activeTab + tabs.count - 1) % tabs.count)
        case .character(let digit) where digit.wholeNumberValue.map { (1...9).contains($0) } == true:
            let index = digit.wholeNumberValue! - 1
            if index < tabs.count { switchTab(to: index) }
        default:
            break
        }
        return .none
    }

    private func pop() {
        guard depth > 1 else { return }
        let screen = tabs[activeTab].stack.removeLast()
        screen.didDisappear()
    }

    private func switchTab(to index: Int) {
        guard index != activeTab else { return }
        activeTab = index
        topScreen.didAppear()
    }

    // MARK: Drawing

    public func render(into grid: inout CellGrid, context: RenderContext) {
        grid.clear()
        let rows = grid.rows
        let columns = grid.columns
        guard rows > 0, columns > 0 else { return }
        let hasTitle = rows >= 3
        let hasStatus = rows >= 2
        let content = Rect(row: hasTitle ? 1 : 0, column: 0,
                           height: rows - (hasTitle ? 1 : 0) - (hasStatus ? 1 : 0), width: columns)
        topScreen.render(into: &grid, area: content, context: context)
        if hasTitle { drawTitleBar(into: &grid, context: context) }
        if hasStatus {
            if prompt != nil { drawPrompt(into: &grid, row: rows - 1, context: context) }
            else { drawStatusBar(into: &grid, row: rows - 1, context: context) }
        }
        if showingHelp { HelpOverlay.draw(into: &grid, area: content, theme: context.theme, showTabs: tabs.count > 1) }
    }

    private func drawTitleBar(into grid: inout CellGrid, context: RenderContext) {
        let theme = context.theme
        let columns = grid.columns
        grid.fill(row: 0, style: theme.titleBar)
        var x = grid.put(" Tidings ", row: 0, column: 0, style: theme.titleBarSource)
        if tabs.count > 1 {
            for (index, tab) in tabs.enumerated() {
                let label = " \(index + 1) \(tab.name) "
                x += grid.put(label, row: 0, column: x, maxWidth: columns - x, style: index == activeTab ? theme.titleBarActiveTab : theme.titleBar)
            }
        } else {
            x += grid.put(" " + tabs[activeTab].name, row: 0, column: x, maxWidth: columns - x, style: theme.titleBarSource)
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
        guard var open = prompt else { return }
        grid.fill(row: row, style: .plain)
        let used = grid.putTruncated(" " + open.label + " ", row: row, column: 0, width: grid.columns / 2, style: context.theme.title)
        open.field.draw(into: &grid, row: row, column: used, width: grid.columns - used - 1, style: .plain)
        prompt = open
    }

    private func drawStatusBar(into grid: inout CellGrid, row: Int, context: RenderContext) {
        let theme = context.theme
        let columns = grid.columns
        let screen = topScreen
        let problem = message == nil ? screen.problem : nil
        let isError = message?.isError ?? (problem != nil)
        let style = isError ? theme.statusError : theme.statusBar
        grid.fill(row: row, style: style)
        let position = screen.position.map { " \($0) " } ?? ""
        let positionWidth = DisplayWidth.of(position)
        let room = columns - positionWidth
        if let text = message?.text ?? problem {
            grid.putTruncated(" " + text, row: row, column: 0, width: room, style: style)
        } else {
            var x = 0
            for hint in screen.hints {
                let piece = " \(hint.key) \(hint.action) "
                let width = DisplayWidth.of(piece)
                guard x + width <= room else { break }
                grid.put(" \(hint.key)", row: row, column: x, style: style.with(.bold))
                grid.put(" \(hint.action) ", row: row, column: x + DisplayWidth.of(" \(hint.key)"), style: style)
                x += width
            }
        }
        if positionWidth > 0, positionWidth <= columns {
            grid.put(position, row: row, column: columns - positionWidth, style: style)
        }
    }
}
