import Canvas
import Feeds
import FoundationEssentials
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

/// A yes-or-no question in the status bar ("Discard changes? y/N") and what each answer does.
struct Question {
    var text: String
    var onYes: () -> BrowserEffect
    var onNo: () -> BrowserEffect
}

/// What is in front of the screens and takes the keys first: nothing, the help, a line being
/// typed into the status bar, or a question waiting for its answer.
enum Front {
    case screens
    /// `offset`: the first help entry shown, when the list is taller than the pane.
    case help(offset: Int)
    case prompt(Prompt)
    case question(Question)
}

/// The whole window: a title bar, the top screen of the active source's navigation stack, and a
/// status bar. Like a navigation controller, Enter pushes and Esc pops; each source (tab) keeps
/// its own stack, selection and requests. Every key goes through the keymap: screens see
/// actions, text fields see text (`Browser+Input`). Finished work lands here too (`update`).
/// Drawing is `Browser+Chrome`.
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
    /// What takes the keys before the screens.
    var front = Front.screens
    /// How many help lines fit, as of the last layout.
    var helpRows = Int.max
    /// The help's lines (long entries wrapped), as of the last layout.
    var helpLines: [(keys: String, action: String)] = []
    /// Each screen laid out in the last layout, with the wording it was given: drawing uses the
    /// same, so what the screen answers to is worked out once a frame.
    var laidOutWordings: [ObjectIdentifier: Wording] = [:]
    public internal(set) var message: (text: String, isError: Bool)?
    /// Makes the reader screen for an article's address and title; nil where there is no
    /// reader (some tests), and `v` then says so.
    public var makeReader: ((URL, String, ItemSaving?) -> any Screen)?
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
    var screenBeneath: (any Screen)? {
        let stack = tabs[activeTab].stack
        return stack.count >= 2 ? stack[stack.count - 2] : nil
    }
    public var depth: Int { tabs[activeTab].stack.count }

    public var showingHelp: Bool {
        if case .help = front { return true }
        return false
    }

    /// A line being typed into the status bar; while open it has the focus.
    public var prompt: Prompt? {
        if case .prompt(let prompt) = front { return prompt }
        return nil
    }

    var question: Question? {
        if case .question(let question) = front { return question }
        return nil
    }

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

    /// Runs an action as if its key had been pressed (a click on a status-bar hint does this).
    public func perform(_ action: Action) -> BrowserEffect {
        let command = topScreen.perform(action)
        if case .unhandled = command { return performGlobal(action) }
        return apply(command)
    }

    // MARK: Commands
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

    func apply(_ command: ScreenCommand) -> BrowserEffect {
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
        case .read(let url, let title, let saving):
            guard let url = webLink(url, missing: "This item has no article to read.",
                                    refused: { "Only http and https pages can be read, not \($0) links." })
            else { return .none }
            guard let makeReader else {
                report("The reader is not available here.", isError: true)
                return .none
            }
            return apply(.push(makeReader(url, title, saving)), in: tab)
        case .prompt(let question):
            front = .prompt(question)
            return .none
        case .openElsewhere(let item, let source):
            let roots = tabs.compactMap { $0.stack.first as? ItemHome }
            guard let home = roots.first(where: { $0.sourceName == source }) else {
                let named = tabs.first { $0.name == source }
                report(named == nil ? "\(source) is not a source here." : "\(source) is not set up yet: its tab says what it needs.", isError: true)
                return .none
            }
            return apply(home.open(item), in: tab)
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
        case .saved(let saved):
            report(wording.on(topScreen).saved(saved))
            return .none
        case .refused(let what, let error, let retry):
            report(wording.on(topScreen).refused(what, error, retry: retry), isError: true)
            return .none
        case .confirm(let text, let yes, let no):
            front = .question(Question(text: text, onYes: { [weak self] in self?.apply(yes()) ?? .none },
                                       onNo: { [weak self] in self?.apply(no()) ?? .none }))
            return .none
        }
    }

    func performGlobal(_ action: Action) -> BrowserEffect {
        switch action {
        case .help:
            front = .help(offset: 0)
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
    func pop() -> BrowserEffect {
        guard depth > 1 else { return .none }
        if let text = topScreen.discardQuestion {
            front = .question(Question(text: text, onYes: { [weak self] in
                self?.forcePop()
                return .none
            }, onNo: { [weak self] in
                self?.report("Nothing was discarded.")
                return .none
            }))
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
        // The screen returned to is shown again, as a tab switched to is: what changed while it
        // was covered (an item unsaved in the pane it opened) shows at once.
        if tab == activeTab { topScreen.didAppear() }
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

    func switchTab(to index: Int) {
        guard index != activeTab, tabs.indices.contains(index) else { return }
        activeTab = index
        topScreen.didAppear()
    }
}
