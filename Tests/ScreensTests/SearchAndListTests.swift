import Canvas
import FeedFixtures
import Feeds
import Testing
@testable import Screens
import ViewModels

@Suite struct SearchAndListTests {
    func harness() -> (ScreenHarness, ScriptedSource, ScriptedSource) {
        let results = ScriptedSource(name: "Hacker News", listName: "Search: 漢字 db")
        results.setPage(nil, .success(FeedPage(items: [Samples.item(900, title: "A search hit")], next: nil)))
        let newest = ScriptedSource(name: "Hacker News", listName: "New")
        newest.setPage(nil, .success(FeedPage(items: [Samples.item(800, title: "A new story")], next: nil)))
        let harness = ScreenHarness(source: ScriptedSource(name: "Hacker News", listName: "Front page", search: results, next: newest))
        return (harness, results, newest)
    }

    @Test func slashAsksForAQueryAndPushesTheResults() async {
        let (harness, results, _) = harness()
        await harness.settle()
        await harness.press(.character("/"))
        for character in "漢字 dbx" { await harness.press(.character(character)) }
        await harness.press(.backspace)
        let typing = harness.draw()
        #expect(typing[23].contains("Search Hacker News: 漢字 db"))
        await harness.press(.enter)
        let lines = harness.draw()
        #expect(lines[0].contains("Front page › Search: 漢字 db"))
        #expect(lines[1].contains("A search hit"))
        #expect(harness.source.calls.contains("search 漢字 db"))
        #expect(results.calls == ["page first"])
        await harness.press(.escape)
        #expect(harness.draw()[1].contains("Story number 1"), "Esc returns to the list")
        await harness.press(.character("/"))
        #expect(harness.draw()[23].hasSuffix("Search Hacker News:") || !harness.draw()[23].contains("漢字"),
                "the prompt starts empty: typing never appends to the last query")
        await harness.press(.up)
        #expect(harness.draw()[23].contains("Search Hacker News: 漢字 db"), "↑ recalls the last search")
        await harness.press(.down)
        #expect(!harness.draw()[23].contains("漢字"), "↓ comes back to what was being typed")
        for character in "rust" { await harness.press(.character(character)) }
        #expect(harness.draw()[23].contains("Search Hacker News: rust"))
    }

    @Test func aSearchWithNoResultsSaysSo() async {
        let (harness, results, _) = harness()
        results.setPage(nil, .success(FeedPage(items: [], next: nil)))
        await harness.settle()
        await harness.press(.character("/"))
        for character in "zzz" { await harness.press(.character(character)) }
        await harness.press(.enter)
        let screen = harness.draw().joined(separator: "\n")
        #expect(screen.contains("No results for 'zzz'."))
        #expect(!screen.contains("Nothing here yet"))
    }

    @Test func escapeCancelsThePromptWithoutSearching() async {
        let (harness, _, _) = harness()
        await harness.settle()
        await harness.press(.character("/"), .character("x"), .escape)
        #expect(harness.browser.prompt == nil)
        #expect(harness.browser.depth == 1)
        #expect(!harness.source.calls.contains("search x"))
        await harness.press(.character("q"))
    }

    @Test func lCyclesToTheNextListInPlace() async {
        let (harness, _, newest) = harness()
        await harness.settle()
        await harness.press(.character("l"))
        let lines = harness.draw()
        #expect(lines[0].contains("Hacker News › New"))
        #expect(lines[1].contains("A new story"))
        #expect(harness.browser.depth == 1)
        #expect(newest.calls == ["page first"])
    }

    @Test func aPasteGoesIntoThePromptAndIsIgnoredElsewhere() async {
        let (harness, _, _) = harness()
        await harness.settle()
        await harness.send(.paste("qqq"))
        #expect(harness.browser.depth == 1)
        #expect(harness.browser.message?.text.hasPrefix("Paste ignored") == true, "a pasted q never quits")
        await harness.send(.char("/"), .paste("two\nlines\u{1B}[31m"))
        #expect(harness.browser.prompt?.field.text == "two lines")
    }
}
