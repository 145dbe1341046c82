import Canvas
import FeedFixtures
import Feeds
import Store
import Testing
import ViewModels
@testable import Screens

@Suite struct MemoryScreenTests {
    /// A harness whose feed remembers, in memory.
    func harness() async -> ScreenHarness {
        let scheduler = FetchScheduler(wake: {})
        let memory = ReadingMemory(store: ReadingStore(path: nil), scheduler: scheduler)
        let harness = ScreenHarness(memory: memory, sharedScheduler: scheduler)
        memory.load()
        await harness.settle()
        return harness
    }

    @Test func openedItemsAreDimmedAndSavedOnesStarred() async {
        let harness = await harness()
        #expect(!harness.grid[1, 5].style.attributes.contains(.dim))
        await harness.press(.enter)
        await harness.press(.escape)
        await harness.press(.down)
        harness.draw()
        // Row 1 (story 1) was opened: its title is dim; story 2's is not.
        #expect(harness.grid[1, 6].style.attributes.contains(.dim))
        #expect(!harness.grid[3, 6].style.attributes.contains(.dim))
        await harness.press(.character("s"))
        #expect(harness.grid.lines[3].hasPrefix("  2. ★ Story number 2"))
        #expect(harness.grid.lines[23].contains("Saved."))
        await harness.press(.up, .character("m"))
        #expect(!harness.grid[1, 6].style.attributes.contains(.dim), "m marks it unread")
    }

    @Test func theListKeyReachesSavedAndComesBack() async {
        let harness = await harness()
        await harness.press(.down, .character("s"), .down, .down, .character("s"))
        await harness.press(.character("l"))
        var lines = harness.grid.lines
        #expect(lines[0].contains("› Saved"), "the scripted source has one list, then Saved")
        #expect(lines[1].contains("1. ★ Story number 4"), "newest first")
        #expect(lines[2].contains("saved just now"), "a saved row's date is its saving")
        #expect(lines[3].contains("2. ★ Story number 2"))
        #expect(lines[23].contains("s unsave"), "on a saved row the key takes it off: \(lines[23])")
        await harness.press(.character("s"))
        lines = harness.grid.lines
        #expect(!lines.joined().contains("Story number 4"), "unsaved from the Saved list, it leaves it")
        await harness.press(.character("l"))
        #expect(harness.grid.lines[0].contains("› Front page"))
    }

    @Test func anEmptySavedListSaysHowToSaveAndHintsNoEnter() async {
        let harness = await harness()
        await harness.press(.character("l"))
        let lines = harness.grid.lines
        #expect(lines[0].contains("› Saved"))
        #expect(lines.joined().contains("Nothing is saved yet. Press s on an item of any tab to keep it here."))
        #expect(!lines[23].contains("Enter open"), "Enter opens nothing on an empty list")
        #expect(lines[23].contains("l list"))
    }
}
