import Canvas
import Foundation

/// What a screen needs to draw itself beyond its own state.
public struct RenderContext {
    public var theme: Theme
    public var now: Date
    /// Advances while something loads, to animate the spinner.
    public var spinnerFrame: Int

    public init(theme: Theme, now: Date = Date(), spinnerFrame: Int = 0) {
        self.theme = theme
        self.now = now
        self.spinnerFrame = spinnerFrame
    }

    public var spinner: String {
        let frames = ["⠋", "⠙", "⠹", "⠸", "⠼", "⠴", "⠦", "⠧", "⠇", "⠏"]
        return frames[spinnerFrame % frames.count]
    }
}

/// What a screen asks the browser to do after a key.
public enum ScreenCommand {
    /// The key was used; redraw.
    case handled
    /// Not this screen's key; the browser may use it.
    case unhandled
    case push(any Screen)
    case pop
    /// Open a link in the user's browser. `what` names it for the status bar ("article").
    case open(URL?, what: String)
    case message(String)
    /// Ask for a line of text in the status bar.
    case prompt(Prompt)
}

/// One pane on the navigation stack (the feed, a discussion...). Screens own their view models
/// and draw into the content area the browser gives them.
public protocol Screen: AnyObject {
    /// The breadcrumb shown in the title bar.
    var title: String { get }
    /// Short key hints for the status bar, most useful first.
    var hints: [(key: String, action: String)] { get }
    /// Where the user is, e.g. "12/45", shown at the right of the status bar.
    var position: String? { get }
    /// Something is being fetched (animates the spinner).
    var isBusy: Bool { get }
    /// The last error worth repeating in the status bar while content stays visible.
    var problem: String? { get }

    func render(into grid: inout CellGrid, area: Rect, context: RenderContext)
    func handle(_ key: Key) -> ScreenCommand
    /// Shown (pushed or returned to): start loading if nothing is there yet.
    func didAppear()
    /// Popped: stop any request; late answers are dropped.
    func didDisappear()
}
