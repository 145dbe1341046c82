import Foundation
import LoopbackServer
import Testing
import TestThreads
import TILLoopback

/// The TIL tab where its features meet, through the real binary: every write on a login server
/// asks for the login and then goes through; every hint names a key that does it; writes
/// refresh what is kept offline.
@Suite(.ownThread) struct TILFlowsEndToEndTests {
    func start(_ server: TILLoopbackServer, _ session: TmuxSession? = nil) throws -> TmuxSession {
        try (session ?? TmuxSession()).startTIL(server)
    }

    func logIn(_ session: TmuxSession) throws {
        try session.waitFor(text: "Log in to 127.0.0.1")
        for key in ["b", "r", "a", "m", "Tab", "t", "i", "d", "i", "n", "g", "s", "Enter"] { try session.send(key) }
    }

    @Test func aDeleteOnALoginServerAsksForTheLoginThenDeletes() throws {
        let server = try TILLoopbackServer(requiresLogin: true)
        let session = try start(server)
        try session.send("Down", "d")
        try session.waitFor(text: "Delete OMG — Oh My God? y/N")
        try session.send("y")
        try logIn(session)
        try session.waitFor("the row gone") { $0.contains("Deleted OMG") && !$0.contains("OMG — Oh My God") }
        #expect(server.memory.acronym(short: "OMG") == nil)
        #expect(server.requests.contains { $0.method == "DELETE" && $0.headers["authorization"]?.hasPrefix("Bearer ") == true })
        try session.send("q")
        try session.waitFor(text: "EXIT=0")
    }

    @Test func addingACategoryOnALoginServerLogsInAndNeverLeavesTheList() throws {
        let server = try TILLoopbackServer(requiresLogin: true)
        let session = try start(server)
        try session.send("Enter")
        try session.waitFor(text: "Created by Ada Okafor")
        try session.send("+")
        try session.waitFor("the categories") { $0.contains("New category…") && $0.contains("Security") }
        for key in ["s", "e", "c", "Enter"] { try session.send(key) }
        // Leave the login form: the category is taken back and the position stays on the list.
        try session.waitFor(text: "Log in to 127.0.0.1")
        try session.send("Escape")
        let refused = try session.waitFor(text: "TIL was not added to Security: the TIL server needs a login")
        #expect(!refused.contains("  Security"))
        let status = try #require(refused.split(separator: "\n").last)
        if let position = status.split(separator: " ").last, position.contains("/") {
            let parts = position.split(separator: "/").compactMap { Int($0) }
            #expect(parts.count == 2 && parts[0] <= parts[1], "the position never leaves the list: \(status)")
        }
        // Again, logging in this time: the category goes on the acronym.
        try session.send("+")
        try session.waitFor("the categories again") { $0.contains("Security") && $0.contains("New category…") }
        for key in ["s", "e", "c", "Enter"] { try session.send(key) }
        try logIn(session)
        try session.waitFor("Security added") { $0.contains("  Security") && !$0.contains("Log in") }
        #expect(eventually { server.memory.acronym(short: "TIL")?.categories.contains("Security") == true })
        // And removing it needs no second login.
        try session.send("End", "-")
        try session.waitFor("Security removed") { !$0.contains("  Security") }
        #expect(eventually { server.memory.acronym(short: "TIL")?.categories.contains("Security") == false })
        try session.send("q", "q")
        try session.waitFor(text: "EXIT=0")
    }

    @Test func aLoginServerNeverAsksWhoCreatedANewAcronymOnceKnown() throws {
        let server = try TILLoopbackServer(requiresLogin: true)
        let session = try start(server)
        try session.send("a")
        let first = try session.waitFor(text: "New acronym")
        #expect(first.contains("Created by"), "not known yet: the first form still asks")
        for key in ["I", "M", "O", "Tab", "I", "n", " ", "m", "y", " ", "o", "p", "i", "n", "i", "o", "n", "C-s"] { try session.send(key) }
        try logIn(session)
        let saved = try session.waitFor("the new row") { $0.contains("IMO — In my opinion") && !$0.contains("New acronym") }
        #expect(!saved.contains("Choose one"), "the creator was never demanded")
        #expect(server.memory.acronym(short: "IMO") != nil)
        try session.send("a")
        let second = try session.waitFor(text: "New acronym")
        #expect(!second.contains("Created by"), "the server takes the caller as creator")
        try session.send("Escape")
        try session.send("q")
        try session.waitFor(text: "EXIT=0")

        // Remembered for the next run, from the first form on.
        let again = try session.nextRun(keeping: ["state"])
        _ = try start(server, again)
        try again.send("a")
        let next = try again.waitFor(text: "New acronym")
        #expect(!next.contains("Created by"), "\(next)")
    }

    @Test func aRefusedDeleteNamesTheKeyThatDeletesAgainAndItDoes() throws {
        let server = try TILLoopbackServer()
        let session = try start(server)
        try session.send("Down", "d")
        try session.waitFor(text: "Delete OMG — Oh My God? y/N")
        server.failNext(status: 500, reason: "Something went wrong.")
        try session.send("y")
        let refused = try session.waitFor(text: "OMG was not deleted")
        #expect(refused.contains("Something went wrong (HTTP 500)"), "the server's own reason")
        #expect(refused.contains("Press d to try again"), "\(refused)")
        try session.send("d")
        try session.waitFor(text: "Delete OMG — Oh My God? y/N")
        try session.send("y")
        try session.waitFor("the row gone") { $0.contains("Deleted OMG") && !$0.contains("OMG — Oh My God") }
        try session.send("q")
        try session.waitFor(text: "EXIT=0")
    }

    @Test func aRefusedSaveNamesCtrlSAndEnterOnAChosenLastFieldSaves() throws {
        let server = try TILLoopbackServer()
        let session = try start(server)
        try session.send("a")
        try session.waitFor(text: "New acronym")
        for key in ["B", "R", "B", "Tab", "O", "k", "Tab", "Enter"] { try session.send(key) }
        try session.waitFor(text: "@chiara")
        for key in ["c", "h", "i", "Enter"] { try session.send(key) }
        try session.waitFor(text: "Chiara Rossi ▾")
        // The picker, opened again (a click on the field), starts on the choice made.
        let form = try session.screen().split(separator: "\n", omittingEmptySubsequences: false)
        let row = try #require(form.firstIndex { $0.contains("Created by") })
        try session.click(row: row, column: 4)
        let reopened = try session.waitFor(text: "@chiara")
        #expect(reopened.contains("4/6") || reopened.contains("3/6") || reopened.contains("/6"), "\(reopened)")
        let position = try #require(reopened.split(separator: "\n").last?.split(separator: " ").last)
        let users = ["Ada Okafor", "Bram Keller", "Chiara Rossi", "Dev Raman", "Eun-ji Park", "Farid Haddad"]
        let selected = Int(position.split(separator: "/").first ?? "") ?? 0
        #expect(selected >= 1 && users.indices.contains(selected - 1) && users[selected - 1] == "Chiara Rossi",
                "the current choice is the one selected: \(position)")
        try session.send("Escape")
        try session.waitFor("the form again") { $0.contains("Chiara Rossi ▾") && !$0.contains("@chiara") }
        server.failNext(status: 503, reason: "Maintenance")
        try session.send("Enter")  // on the last field, its choice made: saves
        let refused = try session.waitFor(text: "Maintenance")
        let words = refused.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        #expect(words.contains("Your input is kept. Press Ctrl-S (or Enter on the last field) to try again."), "\(words)")
        #expect(!words.contains("Press r"))
        try session.send("Enter")
        try session.waitFor("the saved row") { $0.contains("BRB — Ok") && !$0.contains("New acronym") }
        #expect(server.memory.acronym(short: "BRB")?.long == "Ok")
        try session.send("q")
        try session.waitFor(text: "EXIT=0")
    }

    @Test func anEditShowsInTheCopyKeptForOfflineUse() throws {
        let server = try TILLoopbackServer()
        let session = try start(server)
        try session.send("Enter")
        try session.waitFor(text: "Created by Ada Okafor")
        try session.send("e")
        try session.waitFor(text: "Edit TIL")
        for key in ["Tab", "C-u", "T", "o", "d", "a", "y", " ", "I", " ", "R", "e", "l", "e", "a", "r", "n", "e", "d", "C-s"] { try session.send(key) }
        try session.waitFor("the saved detail") { $0.contains("Today I Relearned") && !$0.contains("Edit TIL") }
        try session.send("Escape")
        try session.waitFor(text: "1. TIL — Today I Relearned")
        // Let the list's fresh copy reach the disk, then quit and go offline.
        Thread.sleep(forTimeInterval: 0.5)
        try session.send("q")
        try session.waitFor(text: "EXIT=0")
        server.stop()

        let offline = try session.nextRun()
        try offline.start(arguments: ["til"], environment: ["TERM": "xterm-256color", "TIDINGS_TIL_URL": server.baseURL.absoluteString])
        let kept = try offline.waitFor("the kept list") { $0.contains("1. TIL") }
        #expect(kept.contains("TIL — Today I Relearned"), "the copy kept after the edit: \(kept)")
        #expect(!kept.contains("Today I Learned"))
    }
}
