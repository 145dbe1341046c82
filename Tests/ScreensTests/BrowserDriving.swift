import Canvas
import Foundation
@testable import Screens
import ViewModels

/// A test harness that drives a Browser as the app's run loop does.
protocol BrowserDriving: AnyObject {
    var browser: Browser { get }
    var scheduler: FetchScheduler { get }
    var grid: CellGrid { get set }
    /// The clock every frame is drawn at.
    var frameTime: Date { get }
}

extension BrowserDriving {
    /// Lets fetches finish and draws a frame, as the app's run loop does: finished work goes to
    /// the browser's update, then a frame is drawn and shown.
    @discardableResult
    func settle() async -> [String] {
        draw()
        while scheduler.isBusy {
            await scheduler.arrival()
            _ = browser.update(scheduler.takeMessages())
            draw()
        }
        return draw()
    }

    /// Draws a frame as the app does: the size reaches the screens, then they draw, then the
    /// frame is shown (which may ask for what it made visible).
    @discardableResult
    func draw() -> [String] {
        let context = browser.context(now: frameTime)
        browser.layout(rows: grid.rows, columns: grid.columns, context: context)
        browser.render(into: &grid, context: context)
        _ = browser.frameShown()
        return grid.lines
    }
}
