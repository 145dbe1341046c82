import Canvas
import Feeds
import Foundation
import TidingsText
import ViewModels

/// What the browser needs the app to do after an event.
public enum BrowserEffect: Equatable {
    case none
    case quit
    case open(URL, what: String)
    /// Repaint the whole terminal (something else scribbled on it).
    case repaint
}

/// The whole window: a title bar, the top screen of the active source's navigation stack, and a
/// status bar. Like a navigation controller, Enter pushes and Esc pops; each source (tab) keeps
/// its own stack, selection and requests. Every key goes through the keymap: screens see
/// actions, text fields see text.
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
    public let keymap: Keymap
    public let wording: Wording
    public private(set) var showingHelp = false {
        didSet { helpOffset = 0 }
    }
    /// The first help entry shown, when the list is taller than the pane.
    private(set) var helpOffset = 0
    /// How many help entries fit, as of the last layout.
    private var helpRows = Int.max
    public private(set) var message: (text: String, isError: Bool)?
    /// A question being typed into the status bar; while open it has the focus.
    public private(set) var prompt: Prompt?
    /// Makes the reader screen for an article's address and title; nil where there is no
    /// reader (some tests), and `v` then says so.
    public var makeReader: ((URL, String) -> any Screen)?
    /// A yes/no question in the status bar ("Discard changes? y/N") and what each answer does.
    private var question: (text: String, onYes: () -> BrowserEffect, onNo: () -> BrowserEffect)?

    /// Where finished work comes from (`update` applies its messages); nil for a browser whose
    /// screens fetch nothing.
    public let scheduler: FetchScheduler?

    public init(tabs: [Tab], activeTab: Int = 0, theme: Theme, keymap: Keymap = .standard, scheduler: FetchScheduler? = nil,
                credentials: [String: CredentialHelp] = [:], unreachableAdvice: [String: String] = [:]) {
        self.scheduler = scheduler
        precondition(!tabs.isEmpty, "a browser needs at least one source")
        self.tabs = tabs
        self.activeTab = min(max(0, activeTab), tabs.count - 1)
        self.theme = theme
        self.keymap = keymap
        wording = Wording(keymap: keymap, credentials: credentials, unreachableAdvice: unreachableAdvice)
    }

    public var topScreen: any Screen { tabs[activeTab].stack.last! }
    private var screenBeneath: (any Screen)? {
        let stack = tabs[activeTab].stack
        return stack.count >= 2 ? stack[stack.count - 2] : nil
    }
    public var depth: Int { tabs[activeTab].stack.count }
    public var questionText: String? { question?.text }

    /// Shows the first screen (which starts loading).
    public func start() { topScreen.didAppear() }

    /// Unsaved input on every open screen of every tab, to keep as drafts when Tidings stops.
    public var unsavedDrafts: [(key: String, values: [String: String])] {
        tabs.flatMap(\.stack).compactMap { ($0 as? DraftKeeping)?.unsavedDraft }
    }

    /// Pushes a screen onto the active source's stack, as Enter on a row does.
    public func push(_ screen: any Screen) {
        _ = apply(.push(screen))
    }

    /// Something on screen is loading, so the spinner should keep turning.
    public var isAnimating: Bool { topScreen.isBusy }

    public func report(_ text: String, isError: Bool = false) {
        message = (Sanitizer.line(text), isError)
    }

    /// The context screens draw with.
    public func context(now: Date = Date(), spinnerFrame: Int = 0) -> RenderContext {
        RenderContext(theme: theme, now: now, spinnerFrame: spinnerFrame, wording: wording)
    }

    // MARK: Input

    /// Handles one event. For a mouse event, `target` is what the last frame drew under the
    /// pointer (`CellGrid.hit`).
    public func handle(_ event: InputEvent, target: HitTarget? = nil) -> BrowserEffect {
        switch event {
        case .resize:
            return .none
        case .mouse(let mouse):
            return handle(mouse, target: target)
        case .key, .paste:
            break
        }
        if showingHelp {
            // Moving keys scroll a help taller than the screen; any other key closes it (every
            // key, when it all fits: the footer then says so).
            if helpScrolls, case .key(let press) = event, let action = keymap.action(for: press, in: [.list]),
               let lines = [Action.up: -1, .down: 1, .pageUp: -helpRows, .pageDown: helpRows, .top: -helpEntries.count,
                            .bottom: helpEntries.count][action] {
                scrollHelp(by: lines)
            } else {
                showingHelp = false
            }
            return .none
        }
        if let open = question {
            question = nil
            if case .key(let press) = event, press.typedCharacter == "y" || press.typedCharacter == "Y" { return open.onYes() }
            return open.onNo()
        }
        if prompt != nil { return handlePromptInput(event) }
        if topScreen.hasFocusedField { return handleFieldInput(event) }
        switch event {
        case .paste:
            // Pasted text is never a string of commands; it only goes into text fields.
            report("Paste ignored: there is no text field here.")
            return .none
        case .key(let press):
            message = nil
            guard let action = keymap.action(for: press, in: topScreen.scopes + [.global]) else { return .none }
            return perform(action)
        default:
            return .none
        }
    }

    /// Runs an action as if its key had been pressed (a click on a status-bar hint does this).
    public func perform(_ action: Action) -> BrowserEffect {
        let command = topScreen.perform(action)
        if case .unhandled = command { return performGlobal(action) }
        return apply(command)
    }

    private func handlePromptInput(_ event: InputEvent) -> BrowserEffect {
        guard var open = prompt else { return .none }
        var outcome = TextField.Outcome.ignored
        switch event {
        case .paste(let text):
            open.field.insert(text)
            outcome = .edited
        case .key(let press):
            if let action = keymap.action(for: press, in: [.field]), action == .previousField || action == .nextField {
                _ = open.recall(older: action == .previousField)
                prompt = open
                return .none
            } else if let action = keymap.action(for: press, in: [.field]) {
                outcome = open.field.perform(action)
            } else if let character = press.typedCharacter {
                open.field.insert(String(character))
                outcome = .edited
            } else if keymap.action(for: press, in: [.global]) == .redraw {
                return .repaint
            }
        default:
            break
        }
        switch outcome {
        case .cancelled:
            prompt = nil
        case .submitted(let text):
            prompt = nil
            let answer = text.trimmingCharacters(in: .whitespaces)
            if !answer.isEmpty { return apply(open.onSubmit(answer)) }
        default:
            prompt = open
        }
        return .none
    }

    private func handleFieldInput(_ event: InputEvent) -> BrowserEffect {
        switch event {
        case .paste(let text):
            return apply(topScreen.handleField(.text(text)))
        case .key(let press):
            message = nil
            if let action = keymap.action(for: press, in: [.field]) {
                return apply(topScreen.handleField(.action(action)))
            }
            if let character = press.typedCharacter {
                return apply(topScreen.handleField(.text(String(character))))
            }
            if keymap.action(for: press, in: [.global]) == .redraw { return .repaint }
            return .none
        default:
            return .none
        }
    }

    private func handle(_ mouse: MouseEvent, target: HitTarget?) -> BrowserEffect {
        if showingHelp || question != nil || prompt != nil {
            // A click closes the help, the wheel scrolls it; with a question or a prompt open
            // the mouse waits.
            guard showingHelp else { return .none }
            switch mouse.kind {
            case .press: showingHelp = false
            case .wheelUp: scrollHelp(by: -Self.wheelLines)
            case .wheelDown: scrollHelp(by: Self.wheelLines)
            default: break
            }
            return .none
        }
        switch mouse.kind {
        case .wheelUp, .wheelDown:
            switch target {
            case .row?, .pane?:
                topScreen.scroll(by: mouse.kind == .wheelUp ? -Self.wheelLines : Self.wheelLines)
            default:
                break
            }
            return .none
        case .press(.left):
            message = nil
            switch target {
            case .row(let index)?:
                return apply(topScreen.click(row: index, count: mouse.clickCount))
            case .tab(let index)?:
                switchTab(to: index)
            case .command(let name)?:
                if let action = Action(rawValue: name) { return perform(action) }
            case .pane?, nil:
                break
            }
            return .none
        default:
            return .none
        }
    }

    /// The help is taller than the box, so moving keys scroll it.
    private var helpScrolls: Bool { helpEntries.count > helpRows }

    /// The help's footer: what scrolls it (as bound) and what closes it.
    private var helpFooter: String {
        guard helpScrolls else { return "any key closes" }
        let moves = [Action.up, .down].compactMap { keymap.label(for: $0) }
        return (moves.isEmpty ? "" : moves.joined(separator: " ") + " scroll · ") + "other keys close"
    }

    private func scrollHelp(by lines: Int) {
        let last = max(0, helpEntries.count - helpRows)
        helpOffset = min(max(0, helpOffset + lines), last)
    }

    /// Lines one notch of the wheel scrolls.
    public static let wheelLines = 3

    /// A link worth handing on: there is one, and it is http or https. Otherwise the status bar
    /// says why not (`missing`; `refused` given the scheme) and the answer is nil.
    private func webLink(_ url: URL?, missing: String, refused: (String) -> String) -> URL? {
        guard let url else {
            report(missing, isError: true)
            return nil
        }
        guard WebLink.isOpenable(url) else {
            report(refused(url.scheme ?? "schemeless"), isError: true)
            return nil
        }
        return url
    }

    private func apply(_ command: ScreenCommand) -> BrowserEffect {
        apply(command, in: activeTab)
    }

    /// Runs a screen's command on the stack of tab `tab` (the active one, or the tab of a screen
    /// that heard news while another tab was in front).
    private func apply(_ command: ScreenCommand, in tab: Int) -> BrowserEffect {
        switch command {
        case .handled, .unhandled:
            return .none
        case .push(let screen):
            tabs[tab].stack.append(screen)
            screen.didAppear()
            return .none
        case .pop:
            if tab == activeTab { return pop() }
            forcePop(in: tab)
            return .none
        case .message(let text):
            report(text)
            return .none
        case .open(let url, let what):
            guard let url = webLink(url, missing: "This item has no \(what) link.",
                                    refused: { "Refused to open a \($0) link: only http and https links are opened." })
            else { return .none }
            return .open(url, what: what)
        case .read(let url, let title):
            guard let url = webLink(url, missing: "This item has no article to read.",
                                    refused: { "Only http and https pages can be read, not \($0) links." })
            else { return .none }
            guard let makeReader else {
                report("The reader is not available here.", isError: true)
                return .none
            }
            return apply(.push(makeReader(url, title)), in: tab)
        case .prompt(let question):
            prompt = question
            return .none
        case .openElsewhere(let item, let source):
            let roots = tabs.compactMap { $0.stack.first as? FeedScreen }
            guard let home = roots.first(where: { $0.sourceName == source }) else {
                let named = tabs.first { $0.name == source }
                report(named == nil ? "\(source) is not a source here." : "\(source) is not set up yet: its tab says what it needs.", isError: true)
                return .none
            }
            return apply(.push(home.detailScreen(for: item)), in: tab)
        case .popThen(let next):
            forcePop(in: tab)
            return apply(next, in: tab)
        case .broadcast(let news):
            return announce(news)
        case .sequence(let commands):
            var effect = BrowserEffect.none
            for command in commands {
                let next = apply(command, in: tab)
                if next != .none { effect = next }
            }
            return effect
        case .failure(let error):
            report(wording.on(topScreen).sentence(for: error), isError: true)
            return .none
        case .refused(let what, let error, let retry):
            report(wording.on(topScreen).refused(what, error, retry: retry), isError: true)
            return .none
        case .confirm(let text, let yes, let no):
            question = (text, { [weak self] in self?.apply(yes()) ?? .none }, { [weak self] in self?.apply(no()) ?? .none })
            return .none
        }
    }

    private func performGlobal(_ action: Action) -> BrowserEffect {
        switch action {
        case .help:
            showingHelp = true
        case .redraw:
            return .repaint
        case .quit:
            if depth == 1 { return .quit }
            return pop()
        case .back:
            if depth > 1 { return pop() }
        case .nextSource:
            switchTab(to: (activeTab + 1) % tabs.count)
        case .previousSource:
            switchTab(to: (activeTab + tabs.count - 1) % tabs.count)
        default:
            if let index = action.sourceIndex, index < tabs.count { switchTab(to: index) }
        }
        return .none
    }

    /// Pops the top screen, asking first when it holds something the user typed.
    private func pop() -> BrowserEffect {
        guard depth > 1 else { return .none }
        if let text = topScreen.discardQuestion {
            question = (text, { [weak self] in
                self?.forcePop()
                return .none
            }, { [weak self] in
                self?.report("Nothing was discarded.")
                return .none
            })
            return .none
        }
        forcePop()
        return .none
    }

    private func forcePop() {
        forcePop(in: activeTab)
    }

    private func forcePop(in tab: Int) {
        guard tabs[tab].stack.count > 1 else { return }
        let screen = tabs[tab].stack.removeLast()
        screen.didDisappear()
        if let news = screen.farewell { announce(news) }
    }

    // MARK: Update

    /// The one place finished work lands: each message is applied (its requester's state
    /// changes), and its news, if any, goes to every screen, whose answers are run.
    public func update(_ messages: [Message]) -> BrowserEffect {
        guard let scheduler else { return .none }
        var effect = BrowserEffect.none
        for message in messages {
            guard let news = scheduler.apply(message).news else { continue }
            let next = announce(news)
            if next != .none { effect = next }
        }
        return effect
    }

    /// Hands news to every screen of every tab, running each answer on the stack it came from.
    /// Screens are asked from the top down, and a screen popped meanwhile is not asked.
    @discardableResult
    public func announce(_ news: any News) -> BrowserEffect {
        var effect = BrowserEffect.none
        for tab in tabs.indices {
            for screen in tabs[tab].stack.reversed() where tabs[tab].stack.contains(where: { $0 === screen }) {
                guard let command = screen.receive(news) else { continue }
                let next = apply(command, in: tab)
                if next != .none { effect = next }
            }
        }
        return effect
    }

    /// A frame was drawn: the screen in front (and the one beneath an overlay) hear that what
    /// their layout found visible is on screen, and may ask for what depends on it.
    public func frameShown() -> BrowserEffect {
        var effect = BrowserEffect.none
        let shown = FrameShown()
        for screen in [screenBeneath.flatMap { topScreen.isOverlay ? $0 : nil }, topScreen].compactMap({ $0 }) {
            guard let command = screen.receive(shown) else { continue }
            let next = apply(command)
            if next != .none { effect = next }
        }
        return effect
    }

    private func switchTab(to index: Int) {
        guard index != activeTab, tabs.indices.contains(index) else { return }
        activeTab = index
        topScreen.didAppear()
    }

    // MARK: Layout and drawing

    private static func contentArea(rows: Int, columns: Int) -> Rect {
        let hasTitle = rows >= 3
        let hasStatus = rows >= 2
        return Rect(row: hasTitle ? 1 : 0, column: 0, height: rows - (hasTitle ? 1 : 0) - (hasStatus ? 1 : 0), width: columns)
    }

    /// Gives the top screen (and an open prompt) the size they will be drawn at. Call before
    /// `render`, which only reads.
    /// The context a screen draws with: the wording names only keys that work on it.
    private func context(_ context: RenderContext, for screen: any Screen) -> RenderContext {
        var fitted = context
        fitted.wording = context.wording.on(screen)
        return fitted
    }

    public func layout(rows: Int, columns: Int, context given: RenderContext) {
        guard rows > 0, columns > 0 else { return }
        let content = Self.contentArea(rows: rows, columns: columns)
        if topScreen.isOverlay, let beneath = screenBeneath { beneath.layout(area: content, context: context(given, for: beneath)) }
        topScreen.layout(area: content, context: context(given, for: topScreen))
        helpRows = max(1, HelpOverlay.visibleEntries(in: content.height))
        if showingHelp { scrollHelp(by: 0) }
        if var open = prompt {
            open.field.fit(width: promptFieldWidth(open, columns: columns))
            prompt = open
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
        if showingHelp {
            HelpOverlay.draw(helpEntries, offset: helpOffset, footer: helpFooter, into: &grid, area: content, theme: context.theme)
        }
    }

    /// The keys that apply where the user is, as the keymap has them.
    var helpEntries: [(keys: String, action: String)] {
        var scopes = Set(topScreen.scopes + [.global])
        let inField = prompt != nil || topScreen.hasFocusedField
        if inField { scopes = [.field, .global] }
        let screen = topScreen
        var entries = keymap.helpEntries(for: scopes) { action in inField || screen.handles(action) }
        if tabs.count == 1 {
            let tabWords = Set([Action.nextSource, .previousSource, .source1].map { keymap.binding($0).group ?? keymap.binding($0).help })
            entries.removeAll { tabWords.contains($0.action) }
        }
        return entries
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
        if let text = question.map({ $0.text + " y/N" }) ?? message?.text ?? problem {
            grid.putTruncated(" " + text, row: row, column: 0, width: room, style: style)
        } else {
            var x = 0
            if let notice = screen.notice {
                x += grid.putTruncated(" " + context.wording.sentence(for: notice, now: context.now) + " ·", row: row, column: 0, width: room, style: style)
            }
            for action in screen.hintActions {
                guard let key = keymap.label(for: action) else { continue }
                let word = screen.hintWord(for: action) ?? keymap.binding(action).hint ?? action.rawValue
                let piece = " \(key) \(word) "
                let width = DisplayWidth.of(piece)
                guard x + width <= room else { break }
                grid.put(" \(key)", row: row, column: x, style: style.with(.bold))
                grid.put(" \(word) ", row: row, column: x + DisplayWidth.of(" \(key)"), style: style)
                grid.mark(Rect(row: row, column: x, height: 1, width: width), as: .command(action.rawValue))
                x += width
            }
        }
        if positionWidth > 0, positionWidth <= columns {
            grid.put(position, row: row, column: columns - positionWidth, style: style)
        }
    }
}
