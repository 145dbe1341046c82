import Feeds
import Foundation
import Networking
import Testing
@testable import ViewModels

@Suite struct PickerModelTests {
    let scheduler = FetchScheduler(wake: {})

    @Test func filtersByEveryWordAndKeepsExtrasLast() async {
        let model = PickerModel(title: "Users", extras: [FormChoice(id: "", title: "New category…")], scheduler: scheduler) { () async throws(FetchError) in
            [FormChoice(id: "1", title: "Ada Okafor", detail: "@ada"), FormChoice(id: "2", title: "Bram Keller", detail: "@bram"),
             FormChoice(id: "3", title: "Chiara Rossi", detail: "@chiara")]
        }
        #expect(model.shown.map(\.title) == ["New category…"], "before loading only the extras")
        model.loadIfNeeded()
        await scheduler.deliverNext()
        #expect(model.shown.count == 4)
        model.setFilter("ke br")
        #expect(model.shown.map(\.title) == ["Bram Keller", "New category…"])
        model.setFilter("@chi")
        #expect(model.selected?.id == "3")
        model.move(by: 5)
        #expect(model.selected?.title == "New category…", "clamped to the last")
        model.setFilter("nobody")
        #expect(model.shown.map(\.title) == ["New category…"])
    }

    @Test func aFailedLoadCanBeRetried() async {
        let calls = SentValues()
        let model = PickerModel(title: "Users", scheduler: scheduler) { () async throws(FetchError) in
            calls.record([:])
            if calls.count == 1 { throw .unreachable(host: "localhost:8080", reason: "connection refused") }
            return [FormChoice(id: "1", title: "Ada")]
        }
        model.loadIfNeeded()
        await scheduler.deliverNext()
        #expect(model.loadState.error == .unreachable(host: "localhost:8080", reason: "connection refused"))
        model.retry()
        await scheduler.deliverNext()
        #expect(model.shown.map(\.title) == ["Ada"])
    }
}

@Suite struct DraftStoreTests {
    func folder() -> URL {
        FileManager.default.temporaryDirectory.appendingPathComponent("drafts-\(UUID().uuidString)/tidings/drafts")
    }

    @Test func draftsRoundTripPrivately() throws {
        let directory = folder()
        defer { try? FileManager.default.removeItem(at: directory.deletingLastPathComponent().deletingLastPathComponent()) }
        let store = DraftStore(directory: directory)
        #expect(store.load("til-acronym-new") == nil)
        let when = Date(timeIntervalSince1970: 1_800_000_000)
        #expect(store.save("til-acronym-new", values: ["short": "TIL", "long": "日本語"], now: when))
        #expect(store.load("til-acronym-new") == DraftStore.Draft(savedAt: when, values: ["short": "TIL", "long": "日本語"]))
        let file = directory.appendingPathComponent("til-acronym-new.json")
        let mode = try FileManager.default.attributesOfItem(atPath: file.path)[.posixPermissions] as? Int
        #expect(mode == 0o600)
        let folderMode = try FileManager.default.attributesOfItem(atPath: directory.path)[.posixPermissions] as? Int
        #expect(folderMode == 0o700)
        store.remove("til-acronym-new")
        #expect(store.load("til-acronym-new") == nil)
    }

    @Test func hostileKeysStayInTheFolder() throws {
        let directory = folder()
        defer { try? FileManager.default.removeItem(at: directory.deletingLastPathComponent().deletingLastPathComponent()) }
        let store = DraftStore(directory: directory)
        #expect(store.save("til-acronym-../../../escape", values: ["a": "b"]))
        let names = try FileManager.default.contentsOfDirectory(atPath: directory.path)
        #expect(names == ["til-acronym-_________escape.json"])
    }

    @Test func theFolderFollowsXDG() {
        #expect(DraftStore.defaultDirectory(environment: ["XDG_STATE_HOME": "/state", "HOME": "/home/a"])?.path == "/state/tidings/drafts")
        #expect(DraftStore.defaultDirectory(environment: ["HOME": "/home/a"])?.path == "/home/a/.local/state/tidings/drafts")
        #expect(DraftStore.defaultDirectory(environment: [:]) == nil)
        #expect(!DraftStore(directory: nil).save("x", values: [:]), "no folder, no drafts")
    }
}
