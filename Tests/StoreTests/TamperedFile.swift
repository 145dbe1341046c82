import Foundation
import Testing
@testable import Store

/// Real store files, made by the store itself and then tampered with the way damage or an
/// attacker would: a schema version out of range, a table gone, a page overwritten.
enum TamperedFile {
    /// A reading store at `path` holding `count` saved items ("Saved 0000"…, titles long
    /// enough that they fill many pages) and as many read items, closed so that everything is
    /// in the main file.
    static func makeReadingStore(at path: String, savedCount count: Int) async {
        let store = ReadingStore(path: path)
        for index in 0..<count {
            let item = SavedItem(source: "hn", id: String(format: "%04d", index), title: title(index), url: "https://example.com/\(index)",
                                 savedAt: Date(timeIntervalSince1970: Double(1_000 + index)))
            await store.save(item)
            await store.markOpened(source: "hn", id: "read-\(index)")
        }
    }

    static func title(_ index: Int) -> String {
        String(format: "Saved %04d ", index) + String(repeating: "x", count: 200)
    }

    /// Runs SQL on the file with a connection of its own (closed at once), like another program.
    static func run(_ sql: String, on path: String) throws {
        let connection = try SQLiteConnection(path: path)
        try connection.execute(sql)
    }

    static func userVersion(of path: String) throws -> Int {
        try SQLiteConnection(path: path).userVersion
    }

    /// Overwrites the page that holds `marker` with garbage; the file's header (page 1) stays.
    static func damagePage(holding marker: String, in path: String) throws {
        let pageSize = try pageSizeOf(path)
        var bytes = try Data(contentsOf: URL(fileURLWithPath: path))
        let range = try #require(bytes.range(of: Data(marker.utf8)), "the marker is in the file")
        let page = range.lowerBound / pageSize
        #expect(page > 0, "never page 1: the header stays intact")
        bytes.replaceSubrange(page * pageSize..<(page + 1) * pageSize, with: Data(repeating: 0xA5, count: pageSize))
        try bytes.write(to: URL(fileURLWithPath: path))
    }

    /// Overwrites the root page of `table`.
    static func damageRoot(of table: String, in path: String) throws {
        let pageSize = try pageSizeOf(path)
        let root: Int
        do {
            let connection = try SQLiteConnection(path: path)
            let rows = try connection.query("SELECT rootpage FROM sqlite_master WHERE name = ?", [.text(table)])
            root = Int(try #require(rows.first?.first?.integer))
        }
        let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: path))
        try handle.seek(toOffset: UInt64((root - 1) * pageSize))
        try handle.write(contentsOf: Data(repeating: 0xA5, count: pageSize))
        try handle.close()
    }

    private static func pageSizeOf(_ path: String) throws -> Int {
        Int(try #require(try SQLiteConnection(path: path).query("PRAGMA page_size").first?.first?.integer))
    }

    static func mode(_ path: String) -> Int? {
        (try? FileManager.default.attributesOfItem(atPath: path))?[.posixPermissions] as? Int
    }
}
