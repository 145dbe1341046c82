import Canvas
import Screens
import Testing
@testable import TidingsApp

@Suite struct KeyBindingSettingsTests {
    func keymap(_ file: String) throws -> Keymap {
        try AppConfiguration.resolve(options: CommandLineOptions(), environment: [:],
                                     config: try ConfigFile.parse(file, path: "/x/config")).keymap
    }

    func problem(_ file: String) -> String? {
        do {
            _ = try keymap(file)
            return nil
        } catch let invalid as AppConfiguration.Invalid {
            return invalid.message
        } catch {
            return "\(error)"
        }
    }

    @Test func theKeymapAsBuiltHasNoConflictsSoALaunchWithoutRebindingsNeedNotCheck() throws {
        #expect(SourceCatalog.keymap.validate() == nil)
        #expect(try keymap("mouse = true\n").bindings.map(\.action) == SourceCatalog.keymap.bindings.map(\.action))
        #expect(problem("key.quit = j\n") != nil, "a rebinding is still checked")
    }

    @Test func aRebindingReplacesTheActionsKeys() throws {
        let map = try keymap("key.open_article = O\nkey.down = j, ctrl-n\n")
        #expect(map.action(for: .character("O"), in: [.feed, .list, .global]) == .openArticle)
        #expect(map.action(for: .character("o"), in: [.feed, .list, .global]) == nil, "o is free now")
        #expect(map.action(for: .ctrl("n"), in: [.feed, .list, .global]) == .down)
        #expect(map.action(for: KeyPress(.down), in: [.list]) == nil, "the arrow is no longer listed")
        #expect(map.label(for: .openArticle) == "O")
    }

    @Test func keysCanMoveBetweenActionsInOneFile() throws {
        // q and Esc swap: neither line alone is valid, both together are.
        let map = try keymap("key.quit = esc\nkey.back = q, left, backspace, h\n")
        #expect(map.action(for: KeyPress(.escape), in: [.global]) == .quit)
        #expect(map.action(for: .character("q"), in: [.global]) == .back)
    }

    @Test func noneUnbinds() throws {
        let map = try keymap("key.next_list = none\n")
        #expect(map.keys(for: .nextList).isEmpty)
        #expect(map.label(for: .nextList) == nil)
    }

    @Test func conflictsAreErrorsWithTheirLine() {
        #expect(problem("source = hn\nkey.down = j, ctrl-n, b\n") == "/x/config:2: b would be both down and page_up; bind one of them to other keys")
        // A key of a screen's own scope against a global one clashes as well.
        #expect(problem("key.refresh = q\n") == "/x/config:1: q would be both quit and refresh; bind one of them to other keys")
    }

    @Test func keysInScopesThatNeverMeetMayRepeat() throws {
        // n is next_thread in discussions only; a feed may use it for something else.
        let map = try keymap("key.next_list = n\n")
        #expect(map.action(for: .character("n"), in: [.feed, .list, .global]) == .nextList)
        #expect(map.action(for: .character("n"), in: [.discussion, .list, .global]) == .nextThread)
    }

    @Test func unknownActionsAndKeysAreNamed() {
        #expect(problem("\nkey.launch_missiles = x\n") == "/x/config:2: unknown action 'launch_missiles' (actions are listed by tidings --help)")
        #expect(problem("key.down = j, hyper-j\n")?.hasPrefix("/x/config:1: 'hyper-j' is not a key") == true)
        #expect(problem("key.down = j,,k\n")?.hasPrefix("/x/config:1: '' is not a key") == true)
    }

    @Test func theMouseCanBeTurnedOff() throws {
        let off = try AppConfiguration.resolve(options: CommandLineOptions(), environment: [:], config: ConfigFile.parse("mouse = false", path: "/x/config"))
        #expect(!off.mouse)
        #expect(throws: AppConfiguration.Invalid(message: "/x/config:1: mouse must be true or false (found 'sometimes')")) {
            try AppConfiguration.resolve(options: CommandLineOptions(), environment: [:], config: ConfigFile.parse("mouse = sometimes", path: "/x/config"))
        }
    }
}
