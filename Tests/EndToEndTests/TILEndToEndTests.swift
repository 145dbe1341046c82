import Foundation
import LoopbackServer
import Testing
import TestThreads
import TILLoopback

/// The TIL tab of the real binary, in tmux, against a TIL server on 127.0.0.1.
@Suite(.ownThread) struct TILEndToEndTests {
    func start(_ server: TILLoopbackServer, _ session: TmuxSession? = nil, extra: [String: String] = [:]) throws -> TmuxSession {
        try (session ?? TmuxSession()).startTIL(server, extra)
    }

    @Test func createEditAndDelete() throws {
        let server = try TILLoopbackServer()
        let session = try start(server)
        // Create: short, long, then the creator from the picker.
        try session.send("a")
        try session.waitFor(text: "New acronym")
        for key in ["B", "R", "B", "Tab", "O", "k", "Tab", "Enter"] { try session.send(key) }
        try session.waitFor(text: "@chiara")
        for key in ["c", "h", "i", "Enter"] { try session.send(key) }
        try session.waitFor(text: "Chiara Rossi ▾")
        try session.send("C-s")
        let created = try session.waitFor("the new row") { $0.contains("BRB — Ok") && !$0.contains("New acronym") }
        #expect(created.contains("41/41"))
        #expect(server.memory.acronym(short: "BRB")?.long == "Ok")
        // Edit from the detail.
        try session.send("Enter")
        try session.waitFor(text: "Created by Chiara Rossi")
        try session.send("e")
        try session.waitFor(text: "Edit BRB")
        for key in ["Tab", "End", " ", "t", "h", "e", "n", "C-s"] { try session.send(key) }
        try session.waitFor("the saved detail") { $0.contains("Ok then") && !$0.contains("Edit BRB") }
        #expect(eventually { server.memory.acronym(short: "BRB")?.long == "Ok then" })
        // Delete from the detail: asked first, then gone from the list.
        try session.send("d")
        try session.waitFor(text: "Delete BRB — Ok then? y/N")
        try session.send("y")
        try session.waitFor("the row gone") { !$0.contains("BRB — Ok then") && $0.contains("Deleted BRB") }
        #expect(server.memory.acronym(short: "BRB") == nil)
        try session.send("q")
        try session.waitFor(text: "EXIT=0")
    }

    @Test func aRefusedSaveKeepsTheInputAndAFailedDeleteRestoresTheRow() throws {
        let server = try TILLoopbackServer()
        let session = try start(server)
        try session.send("Enter")
        try session.waitFor(text: "Created by Ada Okafor")
        try session.send("e")
        try session.waitFor(text: "Edit TIL")
        for key in ["End", "!", "!"] { try session.send(key) }
        server.failNext(status: 400, reason: "Acronyms must be letters")
        try session.send("C-s")
        let refused = try session.waitFor(text: "Acronyms must be letters")
        #expect(refused.contains("TIL!!"), "the input is still there")
        #expect(refused.contains("Press Ctrl-S (or Enter on the last"), "\(refused)")
        try session.send("Enter")  // on the short field: moves on; Ctrl-S tries again
        try session.send("C-s")
        try session.waitFor("the saved detail") { $0.contains("TIL!!") && !$0.contains("Edit TIL") }
        try session.send("Escape")
        try session.send("Down")
        try session.waitFor(text: " 2/40")
        server.failNext(status: 503, reason: "Maintenance")
        try session.send("d")
        try session.waitFor(text: "Delete OMG — Oh My God? y/N")
        try session.send("y")
        let restored = try session.waitFor(text: "Maintenance (HTTP 503)")
        #expect(restored.contains("OMG was not deleted"))
        #expect(restored.contains("2. OMG — Oh My God"), "the row is back where it was")
        #expect(server.memory.acronym(short: "OMG") != nil)
    }

    @Test func categoriesFromTheDetailIncludingANewOne() throws {
        let server = try TILLoopbackServer()
        let session = try start(server)
        try session.send("Enter")
        try session.waitFor(text: "Created by Ada Okafor")
        try session.send("+")
        try session.waitFor("the categories") { $0.contains("New category…") && $0.contains("Security") }
        for key in ["s", "e", "c", "Enter"] { try session.send(key) }
        try session.waitFor("Security added") { $0.contains("  Security") && !$0.contains("Add to category") }
        #expect(eventually { Set(server.memory.acronym(short: "TIL")?.categories ?? []) == ["Internet", "Everyday", "Security"] })
        try session.send("-")
        try session.waitFor("Security removed") { !$0.contains("  Security") }
        try session.send("+")
        try session.waitFor("the categories again") { $0.contains("New category…") && $0.contains("Security") }
        for key in ["n", "e", "w", " ", "c", "a", "t", "Enter"] { try session.send(key) }
        try session.waitFor(text: "New category")
        for key in ["M", "e", "m", "e", "s", "Enter"] { try session.send(key) }
        try session.waitFor(text: "  Memes")
        // The row shows at once; the server hears of it a moment later.
        #expect(eventually { Set(server.memory.acronym(short: "TIL")?.categories ?? []) == ["Internet", "Everyday", "Memes"] })
    }

    @Test func aServerWithLoginAsksOnceAndTheSaveGoesThrough() throws {
        let server = try TILLoopbackServer(requiresLogin: true)
        let session = try start(server)
        try session.send("l")
        try session.waitFor(text: "› Users")
        try session.send("l")
        try session.waitFor(text: "› Categories")
        try session.send("a")
        try session.waitFor(text: "New category")
        for key in ["S", "l", "a", "n", "g", "Enter"] { try session.send(key) }
        try session.waitFor(text: "Log in to 127.0.0.1")
        for key in ["b", "r", "a", "m", "Tab", "t", "i", "d", "i", "n", "g", "s"] { try session.send(key) }
        let typed = try session.waitFor(text: "Password  •••••••")
        #expect(typed.contains("Username  bram"))
        #expect(!typed.contains("tidings"), "never the password itself")
        try session.send("Enter")
        try session.waitFor("the saved category") { $0.contains("Slang") && !$0.contains("Log in") && !$0.contains("New category") }
        #expect(server.requests.contains { $0.path == "/api/categories" && $0.method == "POST" && $0.headers["authorization"]?.hasPrefix("Bearer ") == true })
    }

    @Test func aDraftSurvivesSIGTERMAndIsOfferedBack() throws {
        let server = try TILLoopbackServer()
        let session = try start(server)
        try session.send("a")
        try session.waitFor(text: "New acronym")
        for key in ["W", "I", "P", "Tab", "d", "r", "a", "f", "t"] { try session.send(key) }
        try session.waitFor(text: "draft")
        try session.signal("TERM")
        try session.waitFor(text: "EXIT=143")
        let folder = session.directory.appendingPathComponent("state/tidings/drafts")
        let file = folder.appendingPathComponent("til-acronym-new.json")
        let mode = try FileManager.default.attributesOfItem(atPath: file.path)[.posixPermissions] as? Int
        #expect(mode == 0o600)

        let again = try session.nextRun(keeping: ["state"])
        _ = try start(server, again)
        try again.send("a")
        try again.waitFor(text: "Restore the unsaved draft")
        try again.send("y")
        let restored = try again.waitFor(text: "New acronym")
        #expect(restored.contains("WIP"))
        #expect(restored.contains("draft"))
    }

    @Test func anUnreachableServerSaysWhatToDo() throws {
        let port = try LoopbackServer.refusedPort()
        let session = try TmuxSession(arguments: ["til"], environment: ["TERM": "xterm-256color", "TIDINGS_TIL_URL": "http://127.0.0.1:\(port)"])
        let screen = try session.waitFor(text: "connection refused")
        let flat = screen.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.joined(separator: " ")
        #expect(flat.contains("Could not reach 127.0.0.1:\(port): connection refused. Start your TIL server, or set til.url. Press r to retry."))
    }
}

/// Whether `condition` holds within a few seconds (for what the server hears after the screen
/// has already shown it).
func eventually(_ condition: () -> Bool) -> Bool {
    let deadline = Date().addingTimeInterval(20)
    while Date() < deadline {
        if condition() { return true }
        Thread.sleep(forTimeInterval: 0.02)
    }
    return condition()
}

/// What Tidings remembers between runs, through the real binary: read rows dimmed, saved items
/// in the Saved list and in `tidings saved`.
@Suite(.ownThread) struct MemoryEndToEndTests {
    @Test func readAndSavedItemsAreThereNextTime() throws {
        let server = try TILLoopbackServer()
        let first = try TmuxSession(arguments: ["til"], environment: ["TERM": "xterm-256color", "TIDINGS_TIL_URL": server.baseURL.absoluteString])
        try first.waitFor("the acronyms") { $0.contains("1. TIL — Today I Learned") }
        try first.send("Enter")
        try first.waitFor(text: "Created by Ada Okafor")
        try first.send("Escape", "Down", "s")
        try first.waitFor(text: "2. ★ OMG")
        try first.send("q")
        try first.waitFor(text: "EXIT=0")
        let data = first.directory.appendingPathComponent("data")
        #expect(FileManager.default.fileExists(atPath: data.appendingPathComponent("tidings/tidings.sqlite3").path))

        let second = try TmuxSession(arguments: ["til"], environment: [
            "TERM": "xterm-256color", "TIDINGS_TIL_URL": server.baseURL.absoluteString, "XDG_DATA_HOME": data.path,
        ])
        let feed = try second.waitFor("the remembered rows") { $0.contains("2. ★ OMG") }
        #expect(feed.contains("1. TIL — Today I Learned"))
        try second.send("Down")  // off the first row, whose selection colours would hide the dimming
        try second.waitFor(text: " 2/40")
        let styled = try second.styledScreen()
        let firstRow = try #require(styled.split(separator: "\n").first { $0.contains("1.") && $0.contains("Today I Learned") })
        #expect(firstRow.contains("\u{1B}[2m") || firstRow.contains(";2m") || firstRow.contains("[2;"), "the opened row is dim: \(firstRow.debugDescription)")
        for key in ["l", "l", "l"] { try second.send(key) }
        // The acronyms stay on screen while the saved list loads: wait for the saved rows.
        let saved = try second.waitFor("the Saved list") { $0.contains("› Saved") && $0.contains("1. ★") }
        #expect(saved.contains("1. ★ OMG"))
        try second.send("q")
        try second.waitFor(text: "EXIT=0")

        let output = second.directory.appendingPathComponent("saved.txt")
        var environment = ProcessInfo.processInfo.environment
        environment["XDG_DATA_HOME"] = data.path
        let status = try ChildProcess.run(["/usr/bin/env", "XDG_DATA_HOME=\(data.path)", try TmuxSession.binary().path, "saved"], outputPath: output.path)
        #expect(status == 0)
        #expect(try String(contentsOf: output, encoding: .utf8) == "OMG\t\n")
    }
}
