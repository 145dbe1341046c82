import Networking

/// A list to choose from, filtered as the user types: users for a new record, categories to
/// add one to. The choices load when the picker opens; extra entries (such as "New category…")
/// stay at the end whatever the filter.
public final class PickerModel {
    public typealias Load = @Sendable () async throws(FetchError) -> [FormChoice]

    public let title: String
    public private(set) var filter = ""
    public private(set) var selection = 0
    public private(set) var choices: [FormChoice] = []
    public let extras: [FormChoice]

    private let loader: RequestRunner<[FormChoice]>
    /// Selected when the choices arrive (the choice already made), unless the filter moved on.
    private var preferred: FormChoice?

    public init(title: String, extras: [FormChoice] = [], scheduler: FetchScheduler, load: @escaping Load) {
        self.title = title
        self.extras = extras
        loader = RequestRunner(scheduler: scheduler, load: load)
        loader.attach(apply: { [weak self] choices, _ in
            guard let self else { return nil }
            self.choices = choices
            if let preferred = self.preferred, let index = self.shown.firstIndex(where: { $0.id == preferred.id }) {
                self.selection = index
            }
            self.clampSelection()
            return nil
        }, hasContent: { [weak self] in self?.choices.isEmpty == false })
    }

    public var loadState: LoadState { loader.state }
    public func loadIfNeeded() { loader.loadIfNeeded() }
    public func retry() { loader.retry() }
    public func cancel() { loader.cancel() }

    /// The choices that match the filter (any word of it, in the title or the detail), then
    /// the extras.
    public var shown: [FormChoice] {
        let words = filter.lowercased().split(separator: " ")
        let matching = words.isEmpty ? choices : choices.filter { choice in
            let text = (choice.title + " " + (choice.detail ?? "")).lowercased()
            return words.allSatisfy { text.contains($0) }
        }
        return matching + extras
    }

    public var selected: FormChoice? {
        let shown = self.shown
        return shown.indices.contains(selection) ? shown[selection] : nil
    }

    public func setFilter(_ text: String) {
        filter = text
        selection = 0
        // The choice already made stays highlighted while the filter still finds it.
        if let preferred, let index = shown.firstIndex(where: { $0.id == preferred.id }) { selection = index }
    }

    /// Highlights `choice` once the list has it.
    public func prefer(_ choice: FormChoice?) {
        preferred = choice
        if let choice, let index = shown.firstIndex(where: { $0.id == choice.id }) { selection = index }
    }

    public func move(by delta: Int) {
        selection += delta
        clampSelection()
    }

    public func select(_ index: Int) {
        selection = index
        clampSelection()
    }

    private func clampSelection() {
        selection = min(max(0, selection), max(0, shown.count - 1))
    }
}
