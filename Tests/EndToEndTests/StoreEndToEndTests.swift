import Foundation
import LoopbackServer
import Testing
import TestThreads
import TILLoopback

/// The stored files in trouble, through the real binary: each trouble is said on screen (or
/// on the terminal after quitting), and nothing is written through a link.
@Suite(.ownThread) struct StoreEndToEndTests {
    func start(_ server: TILLoopbackServer, _ session: TmuxSession, extra: [String: String] = [:]) throws {
        var environment = ["TERM": "xterm-256color", "TIDINGS_TIL_URL": server.baseURL.absoluteString]
        environment.merge(extra) { _, given in given }
        try session.start(arguments: ["til"], environment: environment, columns: 160, rows: 30)
        try session.waitFor("the acronyms") { $0.contains("1. TIL — Today I Learned") }
    }

    /// The pid of the tidings process in the pane.
    func pid(in session: TmuxSession) throws -> String {
        let shell = try session.paneFlag("pane_pid")
        let output = session.directory.appendingPathComponent("pgrep.txt")
        _ = try ChildProcess.run(["pgrep", "-P", shell, "tidings"], outputPath: output.path)
        return try String(contentsOf: output, encoding: .utf8).trimmingCharacters(in: .whitespacesAndNewlines)
    }

    @Test func savesOnAStoreThatCannotGrowAfterLaunchAreSaidOnce() throws {
        let server = try TILLoopbackServer()
        let session = try TmuxSession()
        try start(server, session)
        // From now on the process may not write past the first byte of any file.
        let status = try ChildProcess.run(["prlimit", "--pid", try pid(in: session), "--fsize=1:1"], outputPath: "/dev/null")
        #expect(status == 0)
        try session.send("s")
        let first = try session.waitFor(text: "Could not save: the file has reached the largest size this session may write")
        #expect(first.contains("this session remembers in memory"))
        #expect(first.contains("1. ★ TIL"), "the ★ stays: remembered for the run")
        for _ in 0..<3 {
            try session.send("Down", "s")
            try session.waitFor(text: "Saved.")
        }
        Thread.sleep(forTimeInterval: 0.5)
        let later = try session.screen()
        #expect(!later.contains("Could not save"), "said once:\n\(later)")
        #expect(later.contains("4. ★"))
        try session.send("q")
        try session.waitFor(text: "EXIT=0")
    }

    @Test func aLinkInPlaceOfTheStoreIsSaidAndNeverWrittenThrough() throws {
        let server = try TILLoopbackServer()
        let session = try TmuxSession()
        let folder = session.directory.appendingPathComponent("data/tidings")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let victim = session.directory.appendingPathComponent("victim")
        try Data("precious".utf8).write(to: victim)
        try FileManager.default.createSymbolicLink(atPath: folder.appendingPathComponent("tidings.sqlite3").path, withDestinationPath: victim.path)
        try start(server, session)
        let screen = try session.waitFor(text: "Tidings cannot keep what you read and save: a link stands in place of its file or folder")
        #expect(screen.contains("this session remembers in memory"))
        try session.send("s")
        try session.waitFor(text: "1. ★ TIL")
        try session.send("q")
        try session.waitFor(text: "EXIT=0")
        #expect(try Data(contentsOf: victim) == Data("precious".utf8))
        #expect(!FileManager.default.fileExists(atPath: victim.path + "-wal"))
    }

    @Test func aDraftsFolderThatIsALinkIsNotWrittenThroughAndItIsSaid() throws {
        let server = try TILLoopbackServer()
        let session = try TmuxSession()
        let state = session.directory.appendingPathComponent("state/tidings")
        try FileManager.default.createDirectory(at: state, withIntermediateDirectories: true)
        let elsewhere = session.directory.appendingPathComponent("elsewhere")
        try FileManager.default.createDirectory(at: elsewhere, withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: state.appendingPathComponent("drafts").path, withDestinationPath: elsewhere.path)
        try start(server, session)
        try session.send("a")
        try session.waitFor(text: "New acronym")
        for key in ["W", "I", "P"] { try session.send(key) }
        try session.waitFor(text: "WIP")
        try session.signal("TERM")
        let screen = try session.waitFor(text: "EXIT=143")
        #expect(screen.contains("your unsaved form input was not kept: a link stands in place of its file or folder"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: elsewhere.path).isEmpty, "nothing written through the link")
    }

    @Test func savedWithADamagedStoreNeitherTrapsNorLosesTheList() throws {
        let server = try TILLoopbackServer()
        let first = try TmuxSession()
        try start(server, first)
        try first.send("s")
        try first.waitFor(text: "1. ★ TIL")
        try first.send("q")
        try first.waitFor(text: "EXIT=0")
        let data = first.directory.appendingPathComponent("data")
        let path = data.appendingPathComponent("tidings/tidings.sqlite3").path
        // user_version lives at byte 60 of the header: -1, as a tampered file might say.
        let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: path))
        try handle.seek(toOffset: 60)
        try handle.write(contentsOf: Data([0xFF, 0xFF, 0xFF, 0xFF]))
        try handle.close()

        let output = first.directory.appendingPathComponent("saved.txt")
        let status = try ChildProcess.run(["/usr/bin/env", "XDG_DATA_HOME=\(data.path)", try TmuxSession.binary().path, "saved"],
                                          outputPath: output.path)
        let text = try String(contentsOf: output, encoding: .utf8)
        #expect(status == 0, "\(text)")
        #expect(text.contains("TIL\t"), "the saved item is still listed: \(text)")
        #expect(text.contains("tidings: The file of what you read and saved was damaged: it was moved aside"))
    }

    @Test func theSetupPaneNamesTheConfigFileActuallyRead() throws {
        let session = try TmuxSession()
        let config = session.directory.appendingPathComponent("elsewhere-config")
        // Outside the home folder, so it is shown as it is (a path in it would start with ~).
        let home = session.directory.appendingPathComponent("home")
        try session.start(arguments: ["ph"], environment: ["TERM": "xterm-256color", "HOME": home.path, "XDG_CONFIG_HOME": config.path],
                          columns: 220, rows: 30)
        let screen = try session.waitFor(text: "Product Hunt needs a developer token.")
        let flat = screen.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.joined(separator: " ")
        #expect(flat.contains("to \(config.path)/tidings/config (then chmod 600 that file)"), "\(screen)")
        #expect(!flat.contains("~/.config"))
        try session.send("q")
        try session.waitFor(text: "EXIT=0")
    }

    @Test func helpWithABrokenConfigSaysWhatIsWrong() throws {
        let session = try TmuxSession()
        let folder = session.directory.appendingPathComponent("config/tidings")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try "source = hn\nmouse = sometimes\n".write(to: folder.appendingPathComponent("config"), atomically: true, encoding: .utf8)
        let output = session.directory.appendingPathComponent("help.txt")
        let status = try ChildProcess.run(["/usr/bin/env", "XDG_CONFIG_HOME=\(session.directory.appendingPathComponent("config").path)",
                                           try TmuxSession.binary().path, "--help"], outputPath: output.path)
        let text = try String(contentsOf: output, encoding: .utf8)
        #expect(status == 2)
        #expect(text.contains("tidings/config:2: mouse must be true or false"), "\(text)")
        try "source = hn\nph_Zk3vQ9xLr2T8mBn4Yw7c\n".write(to: folder.appendingPathComponent("config"), atomically: true, encoding: .utf8)
        _ = try ChildProcess.run(["/usr/bin/env", "XDG_CONFIG_HOME=\(session.directory.appendingPathComponent("config").path)",
                                  try TmuxSession.binary().path, "--help"], outputPath: output.path)
        let bare = try String(contentsOf: output, encoding: .utf8)
        #expect(bare.contains("tidings/config:2: a line with no '='"), "\(bare)")
        #expect(!bare.contains("Zk3vQ9"))
    }
}
