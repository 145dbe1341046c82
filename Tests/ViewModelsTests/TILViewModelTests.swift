import Feeds
import FeedFixtures
import Foundation
import Networking
import Testing
import TILLoopback
@testable import ViewModels

@Suite struct TILViewModelTests {
    let scheduler = FetchScheduler(wake: {})

    /// The detail of HTTP (seeded in Internet and Networking), loaded from a loopback server.
    func loadedDetail() async throws -> (TILLoopbackServer, TILClient, TILDetailViewModel) {
        let server = try TILLoopbackServer()
        let client = TILClient(baseURL: server.baseURL, transport: CurlTransport(timeout: 5))
        let acronym = TILAcronym(id: "30000000-0000-4000-8000-000000000005", short: "HTTP", long: "", userID: nil)
        let model = TILDetailViewModel(acronym: acronym, client: client, scheduler: scheduler)
        model.loadIfNeeded()
        while model.isBusy { await scheduler.deliverNext() }
        return (server, client, model)
    }

    @Test func theDetailLoadsItsCreatorAndCategories() async throws {
        let (_, _, model) = try await loadedDetail()
        #expect(model.acronym.long == "Hypertext Transfer Protocol")
        #expect(model.creator?.name == "Ada Okafor")
        #expect(model.categories.map(\.name) == ["Internet", "Networking"])
    }

    @Test func aRefusedCategoryChangeIsUndone() async throws {
        let (server, client, model) = try await loadedDetail()
        model.select(1)
        server.failNext(status: 500)
        model.detachSelected()
        #expect(model.categories.map(\.name) == ["Internet"], "gone at once")
        while model.isBusy { await scheduler.deliverNext() }
        #expect(model.categories.map(\.name) == ["Internet", "Networking"], "and back where it was")
        #expect(model.selectedCategory?.name == "Networking")
        #expect(model.changeState.error != nil)
        model.attach(TILCategory(id: "20000000-0000-4000-8000-000000000008", name: "Everyday"))
        while model.isBusy { await scheduler.deliverNext() }
        #expect(try await client.categories(ofAcronym: model.acronym.id).map(\.name) == ["Internet", "Networking", "Everyday"])
    }

    @Test func feedRowsChangeInPlace() async {
        let source = ScriptedSource()
        source.setPage(nil, .success(Samples.page(1...5, next: nil)))
        let model = FeedViewModel(source: source, scheduler: scheduler)
        model.loadIfNeeded()
        await scheduler.deliverNext()
        model.upsert(Samples.item(3, title: "Renamed"))
        #expect(model.items[2].title == "Renamed")
        #expect(model.selection == 2, "the saved row is selected")
        model.upsert(Samples.item(99))
        #expect(model.items.last?.id == "99")
        #expect(model.selection == 5)
        let removed = model.remove(id: "2")
        #expect(model.items.map(\.id) == ["1", "3", "4", "5", "99"])
        model.restore(removed!.item, at: removed!.index)
        #expect(model.items.map(\.id) == ["1", "2", "3", "4", "5", "99"])
        #expect(model.selection == 1)
    }
}
