import Networking

/// A form's save ended (saved, refused, or given up), for the form's screen.
public struct FormEnded: News {
    /// Which form (`ObjectIdentifier` of its model).
    public let form: ObjectIdentifier
}

/// The state behind a form: its fields, which one has the focus, and the save. While saving
/// the fields do not change; when the server says no, every character stays and the reason is
/// kept for the screen to show; saving again retries with the same input. The save goes
/// through the one request runner, like every other request.
public final class FormModel<Output: Sendable> {
    public typealias Save = @Sendable ([String: String]) async throws(FetchError) -> Output

    public let title: String
    public private(set) var fields: [FormField]
    public var focus = 0
    /// `.loading` while saving, `.failed` with the server's answer, `.loaded` once saved.
    public var state: LoadState { runner.state }
    /// Where a draft of this form is kept, if drafts are.
    public let draftKey: String?
    /// What was saved, once it was.
    public private(set) var saved: Output?

    private let runner: RequestRunner<Output>
    private let save: Save

    public init(title: String, fields: [FormField], draftKey: String? = nil, scheduler: FetchScheduler, save: @escaping Save) {
        self.title = title
        self.fields = fields
        self.draftKey = draftKey
        self.save = save
        runner = RequestRunner(scheduler: scheduler) { () async throws(FetchError) -> Output in throw .cancelled }
    }

    public var isSaving: Bool { state.isBusy }
    public var isSaved: Bool { state == .loaded }
    public var error: FetchError? { state.error }

    /// Something was typed or picked that is not saved.
    public var hasChanges: Bool { !isSaved && fields.contains(where: \.isChanged) }

    /// The values as a draft: everything but secrets.
    public var draftValues: [String: String] {
        var values: [String: String] = [:]
        for field in fields where field.kind != .secret { values[field.key] = field.kind == .choice ? field.choice?.id : field.text }
        for field in fields where field.kind == .choice { if let title = field.choice?.title { values[field.key + ".title"] = title } }
        return values
    }

    /// Fills the fields from a draft.
    public func restore(_ values: [String: String]) {
        for index in fields.indices {
            let key = fields[index].key
            switch fields[index].kind {
            case .text: if let text = values[key] { fields[index].text = text }
            case .choice:
                if let id = values[key], !id.isEmpty { fields[index].choice = FormChoice(id: id, title: values[key + ".title"] ?? id) }
            case .secret: break
            }
        }
    }

    /// Makes an optional field required after all (the server asked for it), and says so
    /// beside it.
    public func require(_ key: String) {
        guard let index = fields.firstIndex(where: { $0.key == key }) else { return }
        fields[index].isRequired = true
        if fields[index].value.isEmpty {
            fields[index].problem = fields[index].kind == .choice ? "Choose one" : "Required"
            focus = index
        }
    }

    /// Takes a field out (it no longer applies), moving the focus if it was there.
    public func removeField(at index: Int) {
        guard fields.indices.contains(index) else { return }
        fields.remove(at: index)
        focus = min(focus, max(0, fields.count - 1))
    }

    public func setText(_ text: String, at index: Int) {
        guard !isSaving, fields.indices.contains(index) else { return }
        fields[index].text = text
        fields[index].problem = nil
    }

    public func choose(_ choice: FormChoice, at index: Int) {
        guard !isSaving, fields.indices.contains(index) else { return }
        fields[index].choice = choice
        fields[index].problem = nil
    }

    /// Checks required fields (each problem is put beside its field and the focus goes to the
    /// first), then saves. Returns false when something is missing.
    @discardableResult
    public func submit() -> Bool {
        guard !isSaving else { return true }
        var firstProblem: Int?
        for index in fields.indices {
            let missing = fields[index].isRequired && fields[index].value.trimmingSpaces().isEmpty
            fields[index].problem = missing ? (fields[index].kind == .choice ? "Choose one" : "Required") : nil
            if missing, firstProblem == nil { firstProblem = index }
        }
        if let firstProblem {
            focus = firstProblem
            return false
        }
        var collected: [String: String] = [:]
        for field in fields {
            // A password is sent exactly as typed; other text without stray spaces at the ends.
            collected[field.key] = field.kind == .secret ? field.value : field.value.trimmingSpaces()
        }
        let values = collected
        let save = self.save
        runner.run({ () async throws(FetchError) -> Output in
            try await save(values)
        }) { [weak self] result in
            guard let self else { return nil }
            if case .success(let output) = result { self.saved = output }
            return FormEnded(form: ObjectIdentifier(self))
        }
        return true
    }

    /// Leaving the form: a save in flight is abandoned (its answer is dropped).
    public func cancel() {
        runner.cancel()
    }
}
