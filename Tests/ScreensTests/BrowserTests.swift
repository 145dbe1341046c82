import Networking
import Canvas
import FeedFixtures
import Feeds
import Foundation
import Testing
@testable import Screens

@Suite struct BrowserTests {
    @Test func qQuitsOnlyFromTheRootFeed() async {
        let harness = ScreenHarness()
        await harness.settle()
        await harness.press(.enter)
        #expect(harness.browser.depth == 2)
        #expect(await harness.press(.character("q")) == .none)
        #expect(harness.browser.depth == 1)
        #expect(await harness.press(.character("q")) == .quit)
    }

    @Test func everyBackKeyPops() async {
        for key in [Key.escape, .left, .backspace] {
            let harness = ScreenHarness()
            await harness.settle()
            await harness.press(.enter)
            await harness.press(key)
            #expect(harness.browser.depth == 1, "\(key)")
        }
    }

    @Test func questionMarkShowsEveryKeyAndAnyKeyCloses() async {
        let harness = ScreenHarness()
        await harness.settle()
        await harness.press(.character("?"))
        let screen = harness.draw().joined(separator: "\n")
        let entries = harness.browser.helpEntries
        #expect(entries.count > 10)
        for entry in entries.prefix(16) { #expect(screen.contains(entry.keys), "\(entry.keys)") }
        await harness.press(.character("x"))
        #expect(!harness.draw().joined().contains("┌─ Keys"))
    }

    @Test func aHelpThatFitsClosesOnAnyKeyAsItSays() async {
        let harness = ScreenHarness(rows: 60, columns: 100)
        await harness.settle()
        await harness.press(.character("?"))
        #expect(harness.draw().joined(separator: "\n").contains("any key closes"))
        await harness.press(.character("j"))
        #expect(!harness.browser.showingHelp, "j closes it too: there is nothing to scroll")
        await harness.press(.character("?"))
        await harness.press(.character(" "))
        #expect(!harness.browser.showingHelp)
    }

    @Test func aHelpTallerThanTheScreenScrolls() async {
        let harness = ScreenHarness(rows: 16, columns: 80)
        await harness.settle()
        await harness.press(.character("?"))
        let entries = harness.browser.helpEntries
        let first = harness.draw().joined(separator: "\n")
        #expect(first.contains(entries[0].action))
        #expect(!first.contains(entries.last!.action), "the list is longer than the box")
        #expect(first.contains("↑ ↓ scroll · other keys close"), "the footer names the keys that scroll it, as bound")
        await harness.press(.character("j"))
        #expect(!harness.draw().joined(separator: "\n").contains(entries[0].action), "j scrolled it by one")
        await harness.press(.pageDown, .pageDown, .pageDown)
        #expect(harness.draw().joined(separator: "\n").contains(entries.last!.action))
        #expect(harness.browser.showingHelp)
        await harness.send(.mouse(MouseEvent(.wheelUp, row: 8, column: 40)))
        #expect(harness.browser.showingHelp, "the wheel scrolls, it does not close")
        await harness.press(.character("x"))
        #expect(!harness.browser.showingHelp)
    }

    @Test func aNarrowHelpKeepsWhatClosesItAndDropsTheRange() async {
        let harness = ScreenHarness(rows: 14, columns: 40)
        await harness.settle()
        await harness.press(.character("?"))
        let box = harness.draw().joined(separator: "\n")
        #expect(box.contains("↑ ↓ scroll · other keys close"), "\(box)")
        #expect(!box.contains(" of \(harness.browser.helpLines.count)"), "the range gives way first")
        let wide = ScreenHarness(rows: 14, columns: 80)
        await wide.settle()
        await wide.press(.character("?"))
        #expect(wide.draw().joined(separator: "\n").contains("1–9 of \(wide.browser.helpLines.count) · ↑ ↓ scroll · other keys close"))
    }

    @Test func aNarrowHelpWrapsLongEntriesAndScrollsThroughEveryWord() async {
        let harness = ScreenHarness(rows: 14, columns: 40)
        await harness.settle()
        await harness.press(.character("?"))
        let entries = harness.browser.helpEntries
        let lines = harness.browser.helpLines
        #expect(lines.count > entries.count, "long entries take more than a line")
        let words = { (texts: [String]) in texts.joined(separator: " ").split(separator: " ") }
        #expect(words(lines.map(\.action)) == words(entries.map(\.action)), "every word, in order")
        var seen = ""
        for _ in 0..<lines.count {
            seen += harness.draw().joined(separator: "\n") + "\n"
            await harness.press(.character("j"))
        }
        #expect(!seen.contains("…"), "nothing cut short")
        // Every screenful's first line names its keys, even inside a wrapped entry.
        await harness.press(.character("g"))
        for _ in 0..<lines.count {
            let rows = harness.draw().filter { $0.hasPrefix("│ ") && !$0.trimmingCharacters(in: CharacterSet(charactersIn: "│ ")).isEmpty }
            #expect(rows.first.map { !$0.hasPrefix("│   ") } ?? false, "the first line names keys: \(rows.first ?? "")")
            await harness.press(.character("j"))
        }
        #expect(seen.contains("comment, collapse") && seen.contains("or expand its"), "\(seen)")
        #expect(harness.browser.showingHelp)
    }

    @Test func onlyWebLinksAreOpened() async {
        let harness = ScreenHarness(items: 1...1)
        harness.source.setPage(nil, .success(.init(items: [FeedItem(id: "1", title: "t", articleURL: URL(string: "file:///etc/passwd"))], next: nil)))
        harness.browser.topScreen.handle(.character("r")).ignore()
        await harness.settle()
        #expect(await harness.press(.character("o")) == .none)
        #expect(harness.browser.message?.text.contains("only http and https") == true)
        #expect(await harness.press(.character("c")) == .none)
        #expect(harness.browser.message?.text == "This item has no discussion link.")
        #expect(harness.draw()[23].contains("no discussion link"))
    }

    @Test func leavingADiscussionCancelsItsRequest() async {
        let harness = ScreenHarness()
        await harness.settle()
        harness.browser.handle(.press(.enter)).ignore()
        #expect(harness.scheduler.isBusy)
        harness.browser.handle(.press(.escape)).ignore()
        #expect(!harness.scheduler.isBusy, "popping cancels the fetch")
    }
}

@Suite struct RepaintTests {
    @Test func ctrlLAsksForARepaint() async {
        let harness = ScreenHarness()
        await harness.settle()
        let effect = await harness.send(.ctrl("l"))
        #expect(effect == BrowserEffect.repaint)
    }
}

extension BrowserEffect {
    func ignore() {}

}

@Suite struct NarrowTitleBarTests {
    func browser(active: Int) -> Browser {
        let names = ["Hacker News", "Product Hunt", "NewsAPI", "TIL"]
        let tabs = names.map { name in
            Browser.Tab(name: name, root: SetupScreen(title: "Front page", heading: name, steps: []))
        }
        return Browser(tabs: tabs, activeTab: active, theme: .monochrome)
    }

    func titleBar(_ browser: Browser, columns: Int) -> String {
        var grid = CellGrid(rows: 10, columns: columns)
        let context = browser.context()
        browser.layout(rows: 10, columns: columns, context: context)
        browser.render(into: &grid, context: context)
        return grid.lines[0]
    }

    @Test func theActiveTabAndWhereYouAreStayVisibleAtFortyColumns() {
        for active in 0..<4 {
            let browser = browser(active: active)
            let bar = titleBar(browser, columns: 40)
            let name = ["Hacker News", "Product Hunt", "NewsAPI", "TIL"][active]
            #expect(bar.contains("\(active + 1) \(name)"), "the active tab: \(bar)")
            #expect(bar.contains("› Front page"), "where you are: \(bar)")
        }
        let wide = titleBar(browser(active: 3), columns: 120)
        #expect(wide.contains("Tidings") && wide.contains("1 Hacker News") && wide.contains("4 TIL"), "room for everything: \(wide)")
        let tiny = titleBar(browser(active: 1), columns: 24)
        #expect(tiny.contains("2 Product Hunt"), "\(tiny)")
    }
}

@Suite struct QuestionKeyTests {
    /// A screen whose `r` asks a question and records the answer.
    final class Asking: Screen {
        var answers: [String] = []
        var title: String { "Asking" }
        var scopes: [KeyScope] { [.feed, .list] }
        var hintActions: [Action] { [] }
        var position: String? { nil }
        var isBusy: Bool { false }
        var problem: FetchError? { nil }
        func render(into grid: inout CellGrid, area: Rect, context: RenderContext) {}
        func perform(_ action: Action) -> ScreenCommand {
            guard action == .refresh else { return .unhandled }
            return .confirm("Really?", yes: { [self] in answers.append("yes"); return .handled },
                            no: { [self] in answers.append("no"); return .handled })
        }
        func didAppear() {}
        func didDisappear() {}
    }

    @Test func theAnswerGoesThroughTheKeymapAsBound() {
        let screen = Asking()
        var keymap = Keymap.standard
        keymap.rebind(.answerYes, to: [.character("j")])
        let browser = Browser(tabs: [Browser.Tab(name: "T", root: screen)], theme: .monochrome, keymap: keymap)
        var grid = CellGrid(rows: 5, columns: 60)
        _ = browser.handle(.char("r"))
        browser.render(into: &grid, context: browser.context())
        #expect(grid.lines.last?.contains("Really? j/N") == true, "the question names the key as bound: \(grid.lines.last ?? "")")
        _ = browser.handle(.char("y"))
        _ = browser.handle(.char("r"))
        _ = browser.handle(.char("j"))
        #expect(screen.answers == ["no", "yes"])
    }
}
