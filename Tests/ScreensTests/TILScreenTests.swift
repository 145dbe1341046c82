import Canvas
import Feeds
import Foundation
import Networking
import Testing
import ViewModels
@testable import Screens

/// The TIL tab as a user drives it, against the in-memory server (no latency), drawn into a grid.
final class TILHarness {
    let server: TILMemoryServer
    let scheduler = FetchScheduler(wake: {})
    let browser: Browser
    let editor: TILEditor
    var grid = CellGrid(rows: 30, columns: 100)

    init(requiresLogin: Bool = false, drafts: DraftStore = DraftStore(directory: nil)) {
        server = TILMemoryServer(requiresLogin: requiresLogin)
        let client = TILClient(baseURL: TILDemo.baseURL, transport: DemoTransport(latency: .zero, sources: [TILDemo(server: server)]))
        editor = TILEditor(client: client, scheduler: scheduler, drafts: drafts, username: "ada")
        browser = Browser(tabs: [Browser.Tab(name: "TIL", root: editor.root())], theme: .colorful,
                          keymap: Keymap.standard.adding(TILKeys.bindings), scheduler: scheduler,
                          credentials: [TILClient.service: TILEditor.loginHelp])
        browser.start()
    }

    @discardableResult
    func settle() async -> String {
        draw()
        while scheduler.isBusy {
            await scheduler.arrival()
            _ = browser.update(scheduler.takeMessages())
            draw()
        }
        return screen
    }

    func draw() {
        let context = browser.context(now: Date())
        browser.layout(rows: grid.rows, columns: grid.columns, context: context)
        browser.render(into: &grid, context: context)
        _ = browser.frameShown()
    }

    var screen: String { grid.lines.joined(separator: "\n") }
    var status: String { grid.lines.last ?? "" }

    @discardableResult
    func press(_ keys: Key...) async -> String {
        for key in keys { _ = browser.handle(.press(key)); draw() }
        return await settle()
    }

    @discardableResult
    func type(_ text: String) async -> String {
        for character in text { _ = browser.handle(.char(character)); draw() }
        return await settle()
    }

    @discardableResult
    func send(_ event: InputEvent) async -> String {
        _ = browser.handle(event)
        return await settle()
    }
}

@Suite struct TILScreenTests {
    @Test func addingAnAcronymPicksItsCreatorAndSelectsTheNewRow() async {
        let harness = TILHarness()
        await harness.settle()
        #expect(harness.screen.contains("1. TIL — Today I Learned"))
        #expect(harness.screen.contains("by Ada Okafor"))
        var screen = await harness.type("a")
        #expect(screen.contains("New acronym"))
        await harness.type("BRB")
        await harness.press(.tab)
        await harness.type("Be Right Back")
        screen = await harness.press(.enter)  // on to the creator
        screen = await harness.press(.enter)  // opens the picker
        #expect(screen.contains("Created by"))
        #expect(screen.contains("Bram Keller"))
        await harness.type("bram")
        screen = await harness.press(.enter)
        #expect(screen.contains("Bram Keller ▾"))
        screen = await harness.send(.ctrl("s"))
        #expect(!screen.contains("New acronym"), "the saved form is gone")
        #expect(screen.contains("BRB — Be Right Back"))
        #expect(harness.status.contains("41/41"), "the new row is selected: \(harness.status)")
        #expect(harness.server.acronym(short: "BRB")?.long == "Be Right Back")
    }

    @Test func atFortyColumnsAMissingPasswordIsSaidUnderItsField() async {
        let harness = TILHarness(requiresLogin: true)
        harness.grid = CellGrid(rows: 16, columns: 40)
        await harness.settle()
        await harness.type("a")
        await harness.type("WIP")
        await harness.press(.tab)
        await harness.type("Work in progress")
        var screen = await harness.send(.ctrl("s"))
        #expect(screen.contains("Log in to"), "\(screen)")
        screen = await harness.send(.ctrl("s"))
        let lines = screen.split(separator: "\n", omittingEmptySubsequences: false)
        let password = lines.firstIndex { $0.contains("Password") }
        #expect(password.map { lines[$0 + 1].contains("Required") } == true, "\(screen)")
        #expect(harness.server.requests.allSatisfy { !$0.contains("login") }, "nothing was sent")
    }

    @Test func requiredFieldsAreMarkedBesideTheField() async {
        let harness = TILHarness()
        await harness.settle()
        var screen = await harness.type("a")
        #expect(screen.split(separator: "\n").contains { $0.contains("Created by") && $0.contains("needed without login") },
                "whether the server has login is not known yet: the creator is not demanded")
        screen = await harness.send(.ctrl("s"))
        #expect(screen.split(separator: "\n").contains { $0.contains("Short") && $0.contains("Required") })
        #expect(harness.server.requests.allSatisfy { !$0.hasPrefix("POST") }, "nothing was sent")
        // A server without login refuses an acronym without its creator: now it is demanded.
        await harness.type("WIP")
        await harness.press(.tab)
        await harness.type("Work in progress")
        screen = await harness.send(.ctrl("s"))
        #expect(screen.split(separator: "\n").contains { $0.contains("Created by") && $0.contains("Choose one") }, "\(screen)")
        await harness.press(.enter)
        await harness.type("bram")
        await harness.press(.enter)
        screen = await harness.send(.ctrl("s"))
        #expect(screen.contains("WIP — Work in progress"))
        // Known now: the next form demands it from the start.
        screen = await harness.type("a")
        #expect(screen.split(separator: "\n").contains { $0.contains("Created by") && !$0.contains("needed without login") && !$0.contains("optional") })
    }

    @Test func aRefusedSaveKeepsTheInputAndEnterTriesAgain() async {
        let harness = TILHarness()
        await harness.settle()
        await harness.press(.enter)  // the detail of TIL
        await harness.type("e")
        await harness.send(.ctrl("u"))
        await harness.type("TIL 日本")
        harness.server.failNext(status: 400, reason: "Short is too exotic")
        var screen = await harness.send(.ctrl("s"))
        #expect(screen.contains("TIL 日本"), "every character is still there")
        #expect(screen.contains("Short is too exotic"))
        let words = screen.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        #expect(words.contains("Short is too exotic. Your input is kept. Press Ctrl-S (or Enter on the last field) to try again."), "\(words)")
        #expect(!screen.contains("Press r"), "r types an r here")
        screen = await harness.send(.ctrl("s"))
        #expect(!screen.contains("Edit TIL"))
        #expect(screen.contains("TIL 日本"), "the detail shows the new value at once")
        #expect(harness.server.acronym(short: "TIL 日本") != nil)
    }

    @Test func leavingAChangedFormAsksFirst() async {
        let harness = TILHarness()
        await harness.settle()
        await harness.type("a")
        await harness.press(.escape)
        #expect(harness.browser.depth == 1, "an untouched form just closes")
        await harness.type("a")
        await harness.type("X")
        await harness.press(.escape)
        #expect(harness.status.contains("Discard changes? y/N"))
        await harness.type("n")
        #expect(harness.browser.depth == 2)
        await harness.press(.escape)
        await harness.type("y")
        #expect(harness.browser.depth == 1)
    }

    @Test func deletingAsksAndARefusalPutsTheRowBack() async {
        let harness = TILHarness()
        await harness.settle()
        await harness.press(.down)
        await harness.type("d")
        #expect(harness.status.contains("Delete OMG — Oh My God? y/N"))
        harness.server.failNext(status: 500, reason: "Database is locked")
        var screen = await harness.type("y")
        #expect(screen.contains("2. OMG — Oh My God"), "the row is back where it was")
        #expect(harness.status.contains("OMG was not deleted: Database is locked (HTTP 500). Press d to try again."),
                "what was not done, the server's reason and the key that does it again: \(harness.status)")
        #expect(harness.status.contains("2/40"))
        await harness.type("d")
        screen = await harness.type("y")
        #expect(!screen.contains("OMG — Oh My God"))
        #expect(harness.server.acronym(short: "OMG") == nil)
        #expect(harness.status.contains("Deleted OMG"))
    }

    @Test func categoriesAreAddedAndRemovedFromTheDetail() async {
        let harness = TILHarness()
        await harness.settle()
        await harness.press(.enter)
        var screen = await harness.type("+")
        #expect(screen.contains("Add to category"))
        #expect(!screen.contains("│ Internet"), "only categories it is not in yet")
        #expect(screen.contains("New category…"))
        await harness.type("hard")
        screen = await harness.press(.enter)
        #expect(screen.contains("Hardware"))
        #expect(Set(harness.server.acronym(short: "TIL")?.categories ?? []) == ["Internet", "Everyday", "Hardware"])
        // The selection is on the new one; - removes it.
        screen = await harness.type("-")
        #expect(Set(harness.server.acronym(short: "TIL")?.categories ?? []) == ["Internet", "Everyday"])
        // "New category…" creates one and adds the acronym to it.
        await harness.type("+")
        await harness.type("new cat")
        screen = await harness.press(.enter)
        #expect(screen.contains("New category"))
        await harness.type("Slang")
        screen = await harness.press(.enter)
        #expect(screen.contains("Slang"))
        #expect(Set(harness.server.acronym(short: "TIL")?.categories ?? []) == ["Internet", "Everyday", "Slang"])
    }

    @Test func aServerWithLoginAsksForItAndThenSavesWhatWasTyped() async {
        let harness = TILHarness(requiresLogin: true)
        await harness.settle()
        // Until the server first asks for a login, it could be either kind: the form asks who
        // creates the acronym, which a server with login then ignores.
        var screen = await harness.type("a")
        #expect(screen.contains("Created by"))
        await harness.type("BRB")
        await harness.press(.tab)
        await harness.type("Be Right Back")
        await harness.press(.tab)
        await harness.press(.enter)
        await harness.press(.enter)
        screen = await harness.send(.ctrl("s"))
        #expect(screen.contains("Log in to"), "a 401 pushes the login form")
        #expect(screen.contains("ada"), "til.username prefills the name")
        await harness.type("wrong")
        screen = await harness.press(.enter)
        #expect(screen.contains("The TIL server refused the login."), "\(screen)")
        await harness.send(.ctrl("u"))
        await harness.type("tidings")
        let passwordRow = harness.grid.lines.first { $0.contains("Password") } ?? ""
        #expect(passwordRow.contains("•••••••") && !passwordRow.contains("tidings"), "the password shows as dots")
        screen = await harness.press(.enter)
        #expect(!screen.contains("Log in to"))
        #expect(!screen.contains("New acronym"), "the interrupted save went through")
        #expect(screen.contains("BRB — Be Right Back"))
        #expect(harness.editor.client.session.isLoggedIn)
        screen = await harness.type("a")
        #expect(!screen.contains("Created by"), "now it is known: the server takes the caller as creator")
        await harness.press(.escape)
        screen = await harness.type("L")
        #expect(harness.status.contains("Logged out"))
        #expect(!harness.editor.client.session.isLoggedIn)
    }

    @Test func unsavedInputBecomesADraftOfferedNextTime() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("til-drafts-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let drafts = DraftStore(directory: folder)
        let first = TILHarness(drafts: drafts)
        await first.settle()
        await first.type("a")
        await first.type("WIP draft")
        for draft in first.browser.unsavedDrafts { drafts.save(draft.key, values: draft.values) }
        #expect(drafts.load("til-acronym-new")?.values["short"] == "WIP draft")

        let second = TILHarness(drafts: drafts)
        await second.settle()
        await second.type("a")
        #expect(second.status.contains("Restore the unsaved draft"))
        let screen = await second.type("y")
        #expect(screen.contains("WIP draft"))
        await second.press(.escape)
        await second.type("y")
        #expect(drafts.load("til-acronym-new") == nil, "discarding on purpose removes the draft")
    }

    @Test func usersAndCategoriesOpenTheirAcronyms() async {
        let harness = TILHarness()
        await harness.settle()
        var screen = await harness.type("l")
        #expect(screen.contains("Users"))
        #expect(screen.contains("Bram Keller — @bram"))
        await harness.press(.down)
        screen = await harness.press(.enter)
        #expect(screen.contains("Acronyms by Bram Keller"))
        #expect(screen.contains("OMG — Oh My God"))
        await harness.press(.escape)
        screen = await harness.type("l")
        #expect(screen.contains("Categories"))
        await harness.press(.down)
        screen = await harness.press(.enter)
        #expect(screen.contains("Category: Networking"))
        #expect(screen.contains("TCP — Transmission Control Protocol"))
    }
}
