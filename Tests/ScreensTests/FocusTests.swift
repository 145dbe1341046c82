import Canvas
import FeedFixtures
import Networking
import Testing
@testable import Screens

/// A pane with one text field, the way forms will have them: it takes the focus and, once
/// something is typed, asks before it is popped.
fileprivate final class NoteScreen: Screen {
    var field = TextField()
    var focused = true
    var submitted: [String] = []

    var title: String { "Note" }
    var scopes: [KeyScope] { [.list] }
    var hintActions: [Action] { [.back] }
    var position: String? { nil }
    var isBusy: Bool { false }
    var problem: FetchError? { nil }
    var hasFocusedField: Bool { focused }
    var discardQuestion: String? { field.isEmpty ? nil : "Discard the note?" }

    func perform(_ action: Action) -> ScreenCommand { .unhandled }

    func handleField(_ input: FieldInput) -> ScreenCommand {
        switch input {
        case .text(let text): field.insert(text)
        case .action(.cancel): focused = false
        case .action(let action):
            if case .submitted(let text) = field.perform(action) { submitted.append(text) }
        }
        return .handled
    }

    func layout(area: Rect, context: RenderContext) { field.fit(width: area.width - 2) }

    func render(into grid: inout CellGrid, area: Rect, context: RenderContext) {
        field.draw(into: &grid, row: area.row + 1, column: area.column + 1, width: area.width - 2, style: .plain, focused: focused)
    }

    func didAppear() {}
    func didDisappear() {}
}

@Suite struct FocusTests {
    fileprivate func harnessWithNote() async -> (ScreenHarness, NoteScreen) {
        let harness = ScreenHarness()
        await harness.settle()
        let note = NoteScreen()
        harness.browser.push(note)
        harness.draw()
        return (harness, note)
    }

    @Test func printableKeysAndPastesGoToTheFocusedField() async {
        let (harness, note) = await harnessWithNote()
        // q would quit, ? show help, j move: in a field they are text.
        await harness.press(.character("q"), .character("?"), .character("j"))
        await harness.send(.paste("pasted\ntext"))
        #expect(note.field.text == "q?jpasted text")
        #expect(harness.browser.depth == 2)
        #expect(!harness.browser.showingHelp)
        await harness.send(.ctrl("a"), .alt("f"), .ctrl("k"))
        #expect(note.field.text == "q?jpasted")
    }

    @Test func theCursorIsShownAtTheCaretOnlyWhileAFieldHasTheFocus() async {
        let (harness, note) = await harnessWithNote()
        await harness.press(.character("a"), .character("日"))
        #expect(harness.grid.cursor?.row == 2)
        #expect(harness.grid.cursor?.column == 1 + 3, "after a one-column and a two-column character")
        await harness.press(.left)
        #expect(harness.grid.cursor?.column == 2)
        note.focused = false
        harness.draw()
        #expect(harness.grid.cursor == nil)
    }

    @Test func aScreenWithUnsavedInputAsksBeforeItIsPopped() async {
        let (harness, note) = await harnessWithNote()
        await harness.press(.character("x"))
        await harness.press(.escape)  // the field's cancel: gives up the focus
        #expect(!note.hasFocusedField)
        await harness.press(.escape)  // now back: but something was typed
        #expect(harness.browser.depth == 2)
        #expect(harness.grid.lines[23].contains("Discard the note? y/N"))
        await harness.press(.character("n"))
        #expect(harness.browser.depth == 2, "anything but y keeps it")
        #expect(note.field.text == "x")
        await harness.press(.character("q"), .character("y"))
        #expect(harness.browser.depth == 1)
    }

    @Test func thePromptHasTheFocusAndTheCursor() async {
        let harness = ScreenHarness(source: ScriptedSource(name: "Hacker News", listName: "Front page", search: ScriptedSource()))
        await harness.settle()
        await harness.press(.character("/"))
        #expect(harness.grid.cursor?.row == 23)
        await harness.press(.character("q"), .character("j"))
        #expect(harness.browser.prompt?.field.text == "qj")
        await harness.press(.escape)
        #expect(harness.browser.prompt == nil)
        #expect(harness.grid.cursor == nil)
    }
}
