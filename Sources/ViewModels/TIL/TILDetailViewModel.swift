import Feeds
import Networking

/// The state behind an acronym's detail: the acronym, its creator and its categories (the two
/// fetched at once), the selected category, and the changes made from here.
public final class TILDetailViewModel {
    public struct Detail: Sendable {
        public var acronym: TILAcronym
        public var creator: TILUser?
        public var categories: [TILCategory]
    }

    public let client: TILClient
    public private(set) var acronym: TILAcronym
    public private(set) var creator: TILUser?
    public private(set) var categories: [TILCategory] = []
    /// The selected category, for removing it.
    public private(set) var selection = 0
    /// A change in flight or failed (adding or removing a category).
    public var changeState: LoadState { changes.state }

    private let loader: RequestRunner<Detail>
    /// Adding to and removing from categories: one-off requests, through the same runner.
    private let changes: RequestRunner<Void>

    public init(acronym: TILAcronym, client: TILClient, scheduler: FetchScheduler) {
        self.acronym = acronym
        self.client = client
        changes = RequestRunner(scheduler: scheduler) { () async throws(FetchError) in }
        let id = acronym.id
        loader = RequestRunner(scheduler: scheduler) { () async throws(FetchError) -> Detail in
            async let creator = Self.creator(client, id)
            async let categories = Self.categories(client, id)
            let fresh = try await client.acronym(id)
            return Detail(acronym: fresh, creator: try await creator.get(), categories: try await categories.get())
        }
        loader.attach(apply: { [weak self] detail, _ in
            self?.apply(detail)
            return nil
        }, hasContent: { [weak self] in self?.creator != nil })
    }

    // As results: `async let` would forget that the error is a FetchError.
    private static func creator(_ client: TILClient, _ id: String) async -> Result<TILUser, FetchError> {
        do throws(FetchError) { return .success(try await client.creator(ofAcronym: id)) } catch { return .failure(error) }
    }

    private static func categories(_ client: TILClient, _ id: String) async -> Result<[TILCategory], FetchError> {
        do throws(FetchError) { return .success(try await client.categories(ofAcronym: id)) } catch { return .failure(error) }
    }

    public var state: LoadState { loader.state }
    public var isBusy: Bool { loader.state.isBusy || changeState.isBusy }
    public var selectedCategory: TILCategory? { categories.indices.contains(selection) ? categories[selection] : nil }

    public func loadIfNeeded() { loader.loadIfNeeded() }
    public func refresh() { loader.reload() }
    public func cancel() {
        loader.cancel()
        changes.cancel()
    }

    public func select(_ index: Int) {
        selection = min(max(0, index), max(0, categories.count - 1))
    }

    /// An edit saved from the form: shown at once.
    public func update(_ acronym: TILAcronym, creator: TILUser?) {
        self.acronym = acronym
        if let creator { self.creator = creator }
    }

    /// Adds the acronym to a category; the list shows it at once and loses it again if the
    /// server says no (the screens then hear why, as `TILChangeEnded`).
    public func attach(_ category: TILCategory) {
        guard !categories.contains(category) else { return }
        categories.append(category)
        select(categories.count - 1)
        change(.attach(category), { [client, acronym] () async throws(FetchError) in
            try await client.addCategory(category.id, toAcronym: acronym.id)
        }, undo: { [weak self] in
            guard let self else { return }
            self.categories.removeAll { $0 == category }
            self.select(self.selection)  // never past the end of the list
        })
    }

    /// Removes the selected category; it comes back where it was, selected, if the server says
    /// no (the screens then hear why).
    public func detachSelected() {
        guard let category = selectedCategory else { return }
        let index = selection
        categories.remove(at: index)
        select(index)
        change(.detach(category), { [client, acronym] () async throws(FetchError) in
            try await client.removeCategory(category.id, fromAcronym: acronym.id)
        }, undo: { [weak self] in
            guard let self, !self.categories.contains(category) else { return }
            self.categories.insert(category, at: min(index, self.categories.count))
            self.select(index)
        })
    }

    private func change(_ change: TILChange, _ operation: @escaping @Sendable () async throws(FetchError) -> Void, undo: @escaping () -> Void) {
        changes.run(operation) { [weak self] result in
            guard let self else { return nil }
            switch result {
            case .success: return TILChangeEnded(detail: ObjectIdentifier(self), change: change, error: nil)
            case .failure(.cancelled): return nil
            case .failure(let error):
                undo()
                return TILChangeEnded(detail: ObjectIdentifier(self), change: change, error: error)
            }
        }
    }

    private func apply(_ detail: Detail) {
        acronym = detail.acronym
        creator = detail.creator
        categories = detail.categories
        select(selection)
    }
}
