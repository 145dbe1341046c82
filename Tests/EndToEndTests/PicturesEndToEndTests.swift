import Foundation
import LoopbackServer
import PictureFixtures
import Testing
import TestThreads

/// Pictures through the real binary in tmux, against servers on 127.0.0.1. Inside tmux `auto`
/// draws symbols, so a picture is cells: its colours are read back from tmux's styled capture.
/// Every picture is red on its left half and blue on its right (xterm's colours 196 and 21).
/// One serialized suite: each test holds a thread of the test pool while it waits on tmux.
/// `swift test` sets NO_COLOR, which tmux hands to its panes; an empty one means colour (and
/// pictures) on. TERM is tmux's own: with xterm's, ncurses erases runs of one colour (ECH),
/// which tmux's capture reports without their colour.
@Suite(.serialized, .ownThread) struct PicturesEndToEndTests {
    static let picture = Data(PNGWriter.redAndBlue(width: 96, height: 54))
    static let square = Data(PNGWriter.redAndBlue(width: 48, height: 48))
    static let red = "48;5;196"
    static let blue = "48;5;21"

    /// One cell of tmux's styled capture: its character and its background as the SGR
    /// parameters that set it ("48;5;196"), nil for the terminal's own.
    struct Cell {
        var character: Character
        var background: String?
    }

    /// The pane's cells, row by row, from `capture-pane -e -N` (escape sequences set the colours
    /// of what follows).
    static func cells(_ session: TmuxSession) throws -> [[Cell]] {
        let text = try session.tmux(["capture-pane", "-p", "-e", "-N", "-t", "main"])
        return text.split(separator: "\n", omittingEmptySubsequences: false).map { line in
            var row: [Cell] = []
            var background: String?
            var index = line.startIndex
            while index < line.endIndex {
                if line[index] == "\u{1B}", let end = line[index...].firstIndex(of: "m") {
                    let parameters = line[line.index(index, offsetBy: 2)..<end].split(separator: ";", omittingEmptySubsequences: false).map(String.init)
                    var position = 0
                    while position < parameters.count {
                        let value = Int(parameters[position]) ?? 0
                        switch value {
                        case 0, 49: background = nil
                        case 40...47, 100...107: background = parameters[position]
                        case 48 where position + 2 < parameters.count && parameters[position + 1] == "5":
                            background = parameters[position...(position + 2)].joined(separator: ";")
                            position += 2
                        case 38 where position + 2 < parameters.count && parameters[position + 1] == "5":
                            position += 2
                        default: break
                        }
                        position += 1
                    }
                    index = line.index(after: end)
                    continue
                }
                row.append(Cell(character: line[index], background: background))
                index = line.index(after: index)
            }
            return row
        }
    }

    /// How many cells of `rows` × `columns` have the background `color`.
    static func count(_ color: String, in cells: [[Cell]], rows: Range<Int>, columns: Range<Int>) -> Int {
        rows.reduce(0) { total, row in
            guard row < cells.count else { return total }
            return total + columns.filter { $0 < cells[row].count && cells[row][$0].background == color }.count
        }
    }

    static func article(_ title: String, url: String, image: String?) -> String {
        """
        {"source":{"id":null,"name":"Harbor Times"},"author":"J. Okafor","title":"\(title) - Harbor Times",
         "description":"What happened with \(title.lowercased()).\(String(repeating: " The crews worked all night.", count: 50))","url":"\(url)",
         "urlToImage":\(image.map { "\"\($0)\"" } ?? "null"),"publishedAt":"2026-11-29T18:00:00Z","content":null}
        """
    }

    static func headlines(_ base: URL) -> String {
        """
        {"status":"ok","totalResults":2,"articles":[
         \(article("Harbour reopens", url: base.appendingPathComponent("story").absoluteString, image: base.appendingPathComponent("pictures/harbour.png").absoluteString)),
         \(article("Bridge repainted", url: "https://city.example/bridge", image: base.appendingPathComponent("pictures/missing.png").absoluteString))]}
        """
    }

    /// NewsAPI, the article page and its pictures; each picture waits `delay` seconds first.
    /// Addresses in the answers are the server's own, as the request's Host header names it.
    static func started(_ delay: Double = 0) throws -> LoopbackServer {
        try LoopbackServer { request in
            switch request.pathWithoutQuery {
            case "/v2/top-headlines":
                let base = URL(string: "http://\(request.headers["host"] ?? "127.0.0.1")")!
                return .json(headlines(base))
            case "/story":
                return .html(illustratedPage)
            case "/pictures/harbour.png", "/pictures/crane.png", "/pictures/river.png":
                if delay > 0 { usleep(UInt32(delay * 1_000_000)) }
                return .respond(status: 200, headers: ["Content-Type": "image/png"], body: picture)
            default:
                return .text("<h1>Not Found</h1>", status: 404, contentType: "text/html")
            }
        }
    }

    static func newsEnvironment(_ server: LoopbackServer) -> [String: String] {
        ["NEWSAPI_KEY": "e2e-news-key", "TIDINGS_NEWSAPI_URL": server.baseURL.appendingPathComponent("v2").absoluteString,
         "TERM": "tmux-256color", "NO_COLOR": ""]
    }

    // MARK: The news article pane

    @Test func theNewsPaneShowsItsPictureUnderTheHeaderWithoutWaitingForIt() throws {
        let server = try Self.started(2)
        defer { server.stop() }
        let session = try TmuxSession(arguments: ["news"], environment: Self.newsEnvironment(server), columns: 100, rows: 40)
        try session.waitFor(text: "Harbour reopens")
        try session.send("Enter")
        // The text is there at once, the box reserved with its placeholder while the picture
        // takes its two seconds.
        let waiting = try session.waitFor(text: "Picture from 127.0.0.1")
        let lines = waiting.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let summary = try #require(lines.firstIndex { $0.contains("What happened with harbour reopens.") })
        #expect(try Self.count(Self.red, in: Self.cells(session), rows: 0..<40, columns: 0..<100) == 0)
        // Keys are answered meanwhile.
        #expect(lines[1] == " Harbour reopens")
        try session.send("Down")
        try session.waitFor("a line scrolled") { screen in
            let rows = screen.split(separator: "\n", omittingEmptySubsequences: false)
            return rows.count > 1 && rows[1].isEmpty && screen.contains("Picture from 127.0.0.1")
        }
        try session.send("Up")
        try session.waitFor("back at the top") { $0.split(separator: "\n", omittingEmptySubsequences: false)[1] == " Harbour reopens" }

        let shown = try session.waitFor("the picture", timeout: 15) { !$0.contains("Picture from") }
        let after = shown.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(after[summary].contains("What happened with harbour reopens."), "nothing moved:\n\(shown)")
        // 98 columns of text and a 38-row pane: a 64 × 18 box, 16:9, ending a blank row above
        // the summary; the picture fills it.
        let cells = try Self.cells(session)
        let box = (summary - 19)..<(summary - 1)
        #expect(Self.count(Self.red, in: cells, rows: box, columns: 1..<33) >= 30 * 18, "red on the left")
        #expect(Self.count(Self.blue, in: cells, rows: box, columns: 33..<65) >= 30 * 18, "blue on the right")
        #expect(Self.count(Self.red, in: cells, rows: 0..<box.lowerBound, columns: 0..<100) == 0, "nothing above the box")

        // A picture the server does not have leaves its placeholder, quietly.
        try session.send("Escape", "Down", "Enter")
        try session.waitFor(text: "What happened with bridge repainted.")
        try session.waitFor("the broken picture asked for") { _ in server.requests.contains { $0.path == "/pictures/missing.png" } }
        Thread.sleep(forTimeInterval: 0.3)
        let broken = try session.waitFor(text: "Picture from 127.0.0.1")
        #expect(!broken.contains("Not Found"), "the error page is not shown")
        #expect(try Self.count(Self.red, in: Self.cells(session), rows: 0..<40, columns: 0..<100) == 0)
        try session.send("Escape", "q")
        try session.waitFor(text: "EXIT=0")
        #expect(server.requests.filter { $0.path == "/pictures/harbour.png" }.count == 1)
    }

    // MARK: The Product Hunt header

    @Test func aProductHuntPostShowsItsThumbnailBesideItsName() throws {
        let server = try LoopbackServer { request in
            let thumbnail = "http://\(request.headers["host"] ?? "127.0.0.1")/thumbs/71.png"
            if request.path == "/thumbs/71.png" { return .respond(status: 200, headers: [:], body: Self.square) }
            let post = #"""
            {"id":"71","name":"Alphacorn","tagline":"A unicorn that counts","votesCount":300,"commentsCount":1,
             "url":"https://www.producthunt.com/posts/p71","website":"https://example.org/71","createdAt":"2026-11-29T08:00:00Z",
             "featuredAt":"2026-11-29T08:01:00Z","description":null,"makers":[{"name":"Mo","username":"mo"}],
             "thumbnail":{"url":"\#(thumbnail)"}
            """#
            if request.bodyText.contains("TidingsPostComments") {
                return .json(#"{"data":{"post":\#(post),"comments":{"edges":[{"node":{"id":"c1","body":"Counting since 2019","createdAt":"2026-11-29T09:00:00Z","votesCount":5,"user":{"name":"Mo","username":"mo"},"replies":{"edges":[]}}}],"pageInfo":{"endCursor":null,"hasNextPage":false}}}}}"#)
            }
            return .json(#"{"data":{"posts":{"edges":[{"cursor":"c71","node":\#(post)}}],"pageInfo":{"endCursor":"c71","hasNextPage":false}}}}"#)
        }
        defer { server.stop() }
        let session = try TmuxSession(arguments: ["ph"], environment: [
            "PRODUCTHUNT_TOKEN": "e2e-secret-token",
            "TIDINGS_PH_URL": server.baseURL.appendingPathComponent("graphql").absoluteString,
            "TERM": "tmux-256color", "NO_COLOR": "",
        ])
        try session.waitFor(text: "Alphacorn")
        let sent = try #require(server.requests.first { $0.path == "/graphql" })
        #expect(sent.bodyText.contains("thumbnail { url }"))
        try session.send("Enter")
        try session.waitFor(text: "Counting since 2019")
        try session.waitFor("the thumbnail", timeout: 15) { _ in
            (try? Self.count(Self.red, in: Self.cells(session), rows: 1..<7, columns: 1..<7)) ?? 0 > 0
        }
        let screen = try session.screen().split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(String(screen[1].dropFirst(15)).hasPrefix("Alphacorn"), "the name beside the box:\n\(screen.joined(separator: "\n"))")
        #expect(String(screen[2].dropFirst(15)).hasPrefix("A unicorn that counts"))
        let cells = try Self.cells(session)
        #expect(Self.count(Self.red, in: cells, rows: 1..<7, columns: 1..<7) >= 6 * 5)
        #expect(Self.count(Self.blue, in: cells, rows: 1..<7, columns: 7..<13) >= 6 * 5)
        #expect(Self.count(Self.red, in: cells, rows: 0..<30, columns: 13..<100) == 0)
        try session.send("q", "q")
        try session.waitFor(text: "EXIT=0")
    }

    // MARK: The reader

    static let prose = "The committee met on Tuesday evening, and after three hours of debate it voted to keep the old bridge open for another year, whatever the engineers said."

    static var illustratedPage: String {
        let paragraphs = (1...16).map { "<p>\(prose) Paragraph \($0).</p>" }.joined(separator: "\n")
        return """
        <!DOCTYPE html><html><head><meta charset="utf-8"><title>The loopback bridge</title></head><body>
        <article><h1>The loopback bridge</h1>
        <p>\(prose)</p>
        <figure><img src="/pictures/crane.png" alt="The crane at dawn"></figure>
        \(paragraphs)
        <figure><img src="data:image/gif;base64,R0lGODlhAQABAAAAACw=" data-src="/pictures/river.png" alt="The river in flood"></figure>
        <p>\(prose) The end.</p>
        </article></body></html>
        """
    }

    @Test func theReaderShowsAnArticlesPicturesAsTheyScrollIntoView() throws {
        let server = try Self.started()
        defer { server.stop() }
        let session = try TmuxSession(arguments: ["news"], environment: Self.newsEnvironment(server), columns: 100, rows: 40)
        try session.waitFor(text: "Harbour reopens")
        try session.send("v")
        // The text is captured before the colours: both must show the picture.
        let shown = try session.waitFor("the first picture", timeout: 15) { screen in
            screen.contains("The crane at dawn") && (try? Self.count(Self.red, in: Self.cells(session), rows: 0..<40, columns: 0..<100)) ?? 0 > 0
        }
        let lines = shown.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let caption = try #require(lines.firstIndex { $0.trimmingCharacters(in: .whitespaces) == "The crane at dawn" }, "\(shown)")
        let cells = try Self.cells(session)
        #expect(Self.count(Self.red, in: cells, rows: (caption - 18)..<caption, columns: 1..<33) >= 30 * 18)
        #expect(Self.count(Self.blue, in: cells, rows: (caption - 18)..<caption, columns: 33..<65) >= 30 * 18)
        #expect(!shown.contains("[image:"))
        #expect(!server.requests.contains { $0.path == "/pictures/river.png" }, "the picture below the screen is not fetched yet")

        try session.send("End")
        try session.waitFor("the second picture", timeout: 15) { screen in
            screen.contains("The river in flood") && ((try? Self.count(Self.red, in: Self.cells(session), rows: 0..<40, columns: 0..<100)) ?? 0 > 0)
        }
        #expect(server.requests.contains { $0.path == "/pictures/river.png" })
        try session.send("Escape", "q")
        try session.waitFor(text: "EXIT=0")
    }

    // MARK: Offline

    @Test func picturesShowOfflineFromTheImageCache() throws {
        let server = try Self.started()
        let first = try TmuxSession(arguments: ["news"], environment: Self.newsEnvironment(server), columns: 100, rows: 40)
        try first.waitFor(text: "Harbour reopens")
        try first.send("Enter")
        try first.waitFor("the picture", timeout: 15) { _ in
            (try? Self.count(Self.red, in: Self.cells(first), rows: 0..<40, columns: 0..<100)) ?? 0 > 0
        }
        try first.send("Escape", "q")
        try first.waitFor(text: "EXIT=0")
        let cache = first.directory.appendingPathComponent("cache/tidings/images.sqlite3")
        #expect(FileManager.default.fileExists(atPath: cache.path))
        server.stop()

        var offline = Self.newsEnvironment(server)
        for name in ["data", "cache", "state"] {
            offline["XDG_\(name.uppercased())_HOME"] = first.directory.appendingPathComponent(name).path
        }
        let second = try TmuxSession(arguments: ["news"], environment: offline, columns: 100, rows: 40)
        try second.waitFor("the kept feed") { $0.contains("Harbour reopens") && $0.contains("; copy from") }
        try second.send("Enter")
        try second.waitFor("the kept picture", timeout: 15) { _ in
            (try? Self.count(Self.red, in: Self.cells(second), rows: 0..<40, columns: 0..<100)) ?? 0 > 0
        }
        let cells = try Self.cells(second)
        #expect(Self.count(Self.blue, in: cells, rows: 0..<40, columns: 33..<65) >= 30 * 18)
        try second.send("Escape", "q")
        try second.waitFor(text: "EXIT=0")
    }

    // MARK: Asking the terminal

    /// The terminal is asked what it draws before curses starts (outside tmux; here tmux stands
    /// in for the terminal and answers the device attributes). What was typed before then is
    /// read by that query; it must reach the screens all the same.
    @Test func keysTypedBeforeTheTerminalAnswersAreKept() throws {
        let session = try TmuxSession()
        let binary = try TmuxSession.binary()
        // Not inside tmux as far as Tidings can tell, so it asks the terminal; `sleep` first, so
        // the key is typed (and waits in the terminal's input) before Tidings starts.
        let environment = [
            "HOME": session.directory.path, "XDG_CONFIG_HOME": session.directory.appendingPathComponent("config").path,
            "XDG_CACHE_HOME": session.directory.appendingPathComponent("cache").path,
            "TMUX": "", "TERM_PROGRAM": "", "TERM": "xterm-256color", "NO_COLOR": "",
        ]
        var command = "sleep 1; env"
        for (key, value) in environment.sorted(by: { $0.key < $1.key }) { command += " \(key)=\(TmuxSession.quote(value))" }
        command += " \(TmuxSession.quote(binary.path)) --demo; echo EXIT=$?; sleep 600"
        try session.tmux(["new-session", "-d", "-s", "main", "-x", "100", "-y", "30", command])
        try session.send("?")
        let help = try session.waitFor(text: " Keys ")
        #expect(help.contains("Hacker News"), "the browser started, with the help in front:\n\(help)")
        try session.send("Escape")
        try session.waitFor("the help closed") { !$0.contains(" Keys ") }
        try session.send("q")
        try session.waitFor(text: "EXIT=0")
    }
}
