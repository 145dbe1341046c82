import Canvas
import Feeds
import FoundationEssentials
import Networking
import ViewModels

/// What a screen needs to draw itself beyond its own state.
public struct RenderContext {
    public var theme: Theme
    public var now: Date
    /// Advances while something loads, to animate the spinner.
    public var spinnerFrame: Int
    /// Turns what went wrong into sentences, naming the keys as they are bound.
    public var wording: Wording

    public init(theme: Theme, now: Date = Date(), spinnerFrame: Int = 0, wording: Wording = Wording()) {
        self.theme = theme
        self.now = now
        self.spinnerFrame = spinnerFrame
        self.wording = wording
    }

    public var spinner: String {
        let frames = ["⠋", "⠙", "⠹", "⠸", "⠼", "⠴", "⠦", "⠧", "⠇", "⠏"]
        return frames[spinnerFrame % frames.count]
    }
}

/// What a screen asks the browser to do after an action.
public enum ScreenCommand {
    /// The action was used; redraw.
    case handled
    /// Not this screen's action; the browser may use it.
    case unhandled
    case push(any Screen)
    case pop
    /// Open a link in the user's browser. `what` names it for the status bar ("article").
    case open(URL?, what: String)
    /// Push the reader for an article (`v`); the browser knows how to make one. `saving`: the
    /// item the article belongs to, so `s` in the reader saves it.
    case read(URL?, title: String, saving: ItemSaving? = nil)
    case message(String)
    /// Ask for a line of text in the status bar.
    case prompt(Prompt)
    /// Push what another tab's source shows for one of its items (Enter on a saved item in a
    /// Saved list that mixes sources).
    case openElsewhere(FeedItem, source: String)
    /// Pop this screen, then do something else (push another in its place, report…).
    indirect case popThen(ScreenCommand)
    /// A failure to report in the status bar, in the wording's words.
    case failure(FetchError)
    /// Saved or unsaved (`s`): said with the key that reaches the Saved list, as bound, and
    /// whether it does so on this screen.
    case saved(Bool)
    /// A write the server refused: what was not done ("BRB was not deleted"), why, and the
    /// action that tries it again (named only where it works).
    case refused(String, FetchError, retry: Action?)
    /// Ask yes or no in the status bar; `no` runs for any answer but y.
    case confirm(String, yes: () -> ScreenCommand, no: () -> ScreenCommand = { .handled })
    /// Tell every screen something (a record saved in a form): each acts on its own state.
    case broadcast(any News)
    /// Several commands, in order.
    case sequence([ScreenCommand])
}

/// Input for a screen's own focused text field.
public enum FieldInput {
    case action(Action)
    case text(String)
}

/// One pane on the navigation stack (the feed, a discussion...). Screens own their view models
/// and draw into the content area the browser gives them.
///
/// The browser calls `layout` with the pane's area before every `render`; that is where a screen
/// adapts its state to the size (scroll positions, wrapping). `render` only reads.
public protocol Screen: AnyObject {
    /// The breadcrumb shown in the title bar.
    var title: String { get }
    /// The keymap scopes this screen answers to, most specific first (`global` is implied).
    var scopes: [KeyScope] { get }
    /// The actions worth a status-bar hint right now, most useful first.
    var hintActions: [Action] { get }
    /// A screen's own word for an action's hint ("collapse" for Enter on comments), else nil.
    func hintWord(for action: Action) -> String?
    /// Whether the item the save key acts on here is saved already: the key then takes it off
    /// the Saved list, and its hint says "unsave".
    var showsSavedItem: Bool { get }
    /// Where the user is, e.g. "12/45", shown at the right of the status bar.
    var position: String? { get }
    /// Something is being fetched (animates the spinner).
    var isBusy: Bool { get }
    /// The last failure worth repeating in the status bar while content stays visible.
    var problem: FetchError? { get }
    /// Something worth mentioning about where the content came from (shown before the hints).
    var notice: SourceNotice? { get }
    /// Non-nil when leaving would throw away something typed: the question to ask first.
    var discardQuestion: String? { get }
    /// True while one of the screen's own text fields has the focus: keys then go to
    /// `handleField` (only `field` bindings and typed text), pastes too.
    var hasFocusedField: Bool { get }
    /// Drawn over the screen beneath it (a picker), rather than in place of it.
    var isOverlay: Bool { get }
    /// The action that tries again after a failure shown here (`refresh` on lists, `save` in a
    /// form), named by the sentences that say so; nil where nothing retries.
    var retryAction: Action? { get }

    /// Whether `action` (bound in `scopes`) does something on this screen, as it is now: the help
    /// lists these, and sentences name only their keys. The default: the binding applies to the
    /// screen's scopes (or, with a field focused, to fields).
    func handles(_ action: Action, boundIn scopes: Set<KeyScope>) -> Bool

    func layout(area: Rect, context: RenderContext)
    func render(into grid: inout CellGrid, area: Rect, context: RenderContext)
    func perform(_ action: Action) -> ScreenCommand
    func handleField(_ input: FieldInput) -> ScreenCommand
    /// A click on a row the screen marked while drawing; `count` 2 is a double click.
    func click(row: Int, count: Int) -> ScreenCommand
    /// The mouse wheel: lines to scroll (negative is up).
    func scroll(by lines: Int)
    /// News from finished work or from another screen, handed by the browser's update to every
    /// screen: what this screen does about it (a saved form pops itself, a refused delete says
    /// why), or nil when it is not this screen's business.
    func receive(_ news: any News) -> ScreenCommand?
    /// What the other screens are told when this one leaves the stack (a login form left without
    /// logging in), if anything.
    var farewell: (any News)? { get }
    /// Shown (pushed or returned to): start loading if nothing is there yet.
    func didAppear()
    /// Popped: stop any request; late answers are dropped.
    func didDisappear()
}

extension Screen {
    public var discardQuestion: String? { nil }
    public var notice: SourceNotice? { nil }
    public func hintWord(for action: Action) -> String? { nil }
    public var showsSavedItem: Bool { false }
    public var hasFocusedField: Bool { false }
    public var isOverlay: Bool { false }
    public var retryAction: Action? { nil }
    public func handles(_ action: Action, boundIn scopes: Set<KeyScope>) -> Bool { appliesByScope(scopes) }

    /// Whether a binding in `scopes` applies where this screen is, by scope alone.
    public func appliesByScope(_ scopes: Set<KeyScope>) -> Bool {
        if hasFocusedField { return scopes.contains(.field) }
        return scopes.contains(.global) || !scopes.isDisjoint(with: self.scopes)
    }

    /// `handles`, but a field-focused screen answers to field actions only.
    func answers(to action: Action, keymap: Keymap) -> Bool {
        let scopes = keymap.scopes(of: action)
        return hasFocusedField ? appliesByScope(scopes) : handles(action, boundIn: scopes)
    }
    public func receive(_ news: any News) -> ScreenCommand? { nil }
    public var farewell: (any News)? { nil }
    public func handleField(_ input: FieldInput) -> ScreenCommand { .unhandled }
    public func click(row: Int, count: Int) -> ScreenCommand { .handled }
    public func layout(area: Rect, context: RenderContext) {}

    /// Scrolls by moving the selection a line at a time, for screens without finer scrolling.
    public func scroll(by lines: Int) {
        for _ in 0..<abs(lines) { _ = perform(lines < 0 ? .up : .down) }
    }
}
