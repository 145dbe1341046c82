import Foundation
import Store
import Testing
@testable import ViewModels
#if canImport(Glibc)
import Glibc
#endif

/// The drafts folder is Tidings' own: nothing is written or read through a link in place of
/// `tidings/`, `drafts/` or a draft, and what stands in the way is said.
@Suite struct DraftFileTests {
    let manager = FileManager.default

    /// `state/` (the user's), and a folder elsewhere that links point to.
    func layout() throws -> (root: URL, state: URL, elsewhere: URL) {
        let root = manager.temporaryDirectory.appendingPathComponent("draft-files-\(UUID().uuidString)")
        let state = root.appendingPathComponent("state")
        let elsewhere = root.appendingPathComponent("elsewhere")
        for folder in [state, elsewhere] { try manager.createDirectory(at: folder, withIntermediateDirectories: true) }
        return (root, state, elsewhere)
    }

    func store(_ state: URL) -> DraftStore {
        DraftStore(folder: DraftStore.defaultFolder(environment: ["XDG_STATE_HOME": state.path]))
    }

    func refusal(_ store: DraftStore) -> StoreError.Kind? {
        do {
            try store.keep("til-acronym-new", values: ["short": "WIP"])
            return nil
        } catch {
            return error.kind
        }
    }

    @Test func aLinkInPlaceOfTheDraftsFolderIsRefused() throws {
        let (root, state, elsewhere) = try layout()
        defer { try? manager.removeItem(at: root) }
        try manager.createDirectory(at: state.appendingPathComponent("tidings"), withIntermediateDirectories: true)
        try manager.createSymbolicLink(atPath: state.appendingPathComponent("tidings/drafts").path, withDestinationPath: elsewhere.path)
        let drafts = store(state)
        #expect(refusal(drafts) == .link)
        #expect(try manager.contentsOfDirectory(atPath: elsewhere.path).isEmpty)
        try Data(#"{"savedAt":1,"values":{"short":"planted"}}"#.utf8).write(to: elsewhere.appendingPathComponent("til-acronym-new.json"))
        #expect(drafts.load("til-acronym-new") == nil, "nor read through it")
        drafts.remove("til-acronym-new")
        #expect(manager.fileExists(atPath: elsewhere.appendingPathComponent("til-acronym-new.json").path), "nor removed through it")
    }

    @Test func aLinkInPlaceOfTheTidingsFolderIsRefused() throws {
        let (root, state, elsewhere) = try layout()
        defer { try? manager.removeItem(at: root) }
        try manager.createSymbolicLink(atPath: state.appendingPathComponent("tidings").path, withDestinationPath: elsewhere.path)
        #expect(refusal(store(state)) == .link)
        #expect(try manager.contentsOfDirectory(atPath: elsewhere.path).isEmpty)
    }

    @Test func aLinkInPlaceOfADraftIsReplacedNotWrittenThrough() throws {
        let (root, state, elsewhere) = try layout()
        defer { try? manager.removeItem(at: root) }
        let drafts = store(state)
        #expect(drafts.save("til-user-new", values: ["name": "first"]))
        // Elsewhere, a file that would read as a draft.
        let victim = elsewhere.appendingPathComponent("victim")
        let planted = Data(#"{"savedAt":1,"values":{"short":"planted"}}"#.utf8)
        try planted.write(to: victim)
        let file = state.appendingPathComponent("tidings/drafts/til-acronym-new.json")
        try manager.createSymbolicLink(atPath: file.path, withDestinationPath: victim.path)
        #expect(drafts.load("til-acronym-new") == nil, "a link is not read")
        #expect(drafts.save("til-acronym-new", values: ["short": "WIP"]))
        #expect(try Data(contentsOf: victim) == planted)
        #expect(drafts.load("til-acronym-new")?.values == ["short": "WIP"])
        let attributes = try manager.attributesOfItem(atPath: file.path)
        #expect(attributes[.type] as? FileAttributeType == .typeRegular)
        #expect(attributes[.posixPermissions] as? Int == 0o600)
    }

    @Test func aHardLinkedDraftIsNotRead() throws {
        let (root, state, elsewhere) = try layout()
        defer { try? manager.removeItem(at: root) }
        let drafts = store(state)
        #expect(drafts.save("til-acronym-new", values: ["short": "WIP"]))
        try manager.linkItem(atPath: state.appendingPathComponent("tidings/drafts/til-acronym-new.json").path,
                             toPath: elsewhere.appendingPathComponent("other").path)
        #expect(drafts.load("til-acronym-new") == nil)
    }

    @Test(.timeLimit(.minutes(1)))
    func aPipeInPlaceOfADraftDoesNotHang() throws {
        let (root, state, _) = try layout()
        defer { try? manager.removeItem(at: root) }
        let drafts = store(state)
        #expect(drafts.save("til-user-new", values: [:]))
        #expect(mkfifo(state.appendingPathComponent("tidings/drafts/til-acronym-new.json").path, 0o600) == 0)
        #expect(drafts.load("til-acronym-new") == nil)
    }

    @Test func bothOwnFoldersArePrivate() throws {
        let (root, state, _) = try layout()
        defer { try? manager.removeItem(at: root) }
        #expect(store(state).save("til-user-new", values: ["name": "x"]))
        for folder in ["tidings", "tidings/drafts"] {
            #expect(try manager.attributesOfItem(atPath: state.appendingPathComponent(folder).path)[.posixPermissions] as? Int == 0o700)
        }
    }
}
