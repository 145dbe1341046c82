import Canvas
import FeedFixtures
import Testing
@testable import Screens

@Suite struct KeymapTests {
    @Test func theDefaultsHaveNoConflicts() {
        #expect(Keymap.standard.validate() == nil)
        #expect(Keymap.standard.adding(TILKeys.bindings).validate() == nil, "nor with a source's own keys")
    }

    @Test func everyActionHasABindingAndHelp() {
        let keymap = Keymap.standard.adding(TILKeys.bindings)
        for action in keymap.actions {
            let binding = keymap.binding(action)
            #expect(!binding.keys.isEmpty, "\(action)")
            #expect(!binding.help.isEmpty, "\(action)")
        }
    }

    @Test func helpNamesNoKeyThatARebindingWouldLeaveWrong() {
        // The help's left column names the keys as bound; a description that names a default key
        // itself ("(f, its number, Enter…") is wrong the moment the user rebinds it.
        let keymap = Keymap.standard.adding(TILKeys.bindings)
        for action in keymap.actions {
            let binding = keymap.binding(action)
            for key in binding.keys.compactMap(\.typedCharacter) where key.isLetter {
                for written in ["(\(key),", "(\(key) ", "(\(key))", ": \(key),"] {
                    #expect(!binding.help.contains(written), "\(action): \(binding.help)")
                }
            }
        }
    }

    @Test func theMostSpecificScopeWins() {
        let map = Keymap.standard
        #expect(map.action(for: KeyPress(.left), in: [.feed, .list, .global]) == .back)
        #expect(map.action(for: KeyPress(.left), in: [.field]) == .cursorLeft)
        #expect(map.action(for: KeyPress(.enter), in: [.discussion, .list, .global]) == .open)
        #expect(map.action(for: .character("n"), in: [.feed, .list, .global]) == nil, "n is for discussions")
    }

    @Test func helpIsWrittenFromTheTable() {
        var map = Keymap.standard
        map.rebind(.search, to: [.ctrl("s")])
        let entries = map.helpEntries(for: [.feed, .list, .global])
        #expect(entries.contains { $0.keys == "Ctrl-S" && $0.action == map.binding(.search).help })
        #expect(!entries.contains { $0.keys == "/" })
        #expect(entries.contains { $0.keys == "1 2 3 4 5 6 7 8 9" }, "the source numbers share a line")
        #expect(!entries.contains { $0.action == map.binding(.nextThread).help }, "discussion keys are not feed keys")
    }

    @Test func keyNamesRoundTrip() {
        for text in ["j", "G", "ctrl-n", "alt-b", "shift-tab", "pgdn", "space", "f5", "comma", "ctrl-up", "esc", "enter", "?"] {
            let key = KeyName.parse(text)
            #expect(key != nil, "\(text)")
            #expect(key.map(KeyName.spec) == text, "\(text)")
        }
        #expect(KeyName.parse("Ctrl-N") == .ctrl("n"))
        #expect(KeyName.parse("PageDown") == KeyPress(.pageDown))
        #expect(KeyName.parse("ctrl-") == nil)
        #expect(KeyName.parse("jj") == nil)
        #expect(KeyName.parse("") == nil)
        #expect(KeyName.parse("\u{7}") == nil)
    }

    @Test func hintsAndHelpFollowARebinding() async {
        var map = Keymap.standard
        map.rebind(.openArticle, to: [.character("O")])
        let harness = ScreenHarness(keymap: map)
        await harness.settle()
        #expect(harness.grid.lines[23].contains("O article"))
        #expect(!harness.grid.lines[23].contains("o article"))
        await harness.press(.character("o"))
        #expect(harness.browser.message == nil, "o does nothing now")
        #expect(await harness.press(.character("O")) == .open(Samples.item(1).articleURL!, what: "article"))
    }
}
