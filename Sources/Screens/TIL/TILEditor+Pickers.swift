import Feeds
import Networking
import ViewModels

/// The pickers: a new acronym's creator, and the categories to add an acronym to. A choice goes
/// back to the screen that opened the picker as news, which it applies to its own state.
extension TILEditor {
    func picker<Output>(for index: Int, in model: FormModel<Output>, filter: String) -> (any Screen)? {
        guard model.fields[index].key == "userID" else { return nil }
        let client = self.client
        let users = PickerModel(title: "Created by", scheduler: scheduler) { () async throws(FetchError) in
            try await client.users().map { FormChoice(id: $0.id, title: $0.name, detail: "@" + $0.username) }
        }
        let form = ObjectIdentifier(model)
        return PickerScreen(model: users, filter: filter, current: model.fields[index].choice) { choice in
            .broadcast(TILChoiceMade(.field(form: form, index: index), choice))
        }
    }

    /// `+` in an acronym's detail: the categories it is not in yet, and "New category…".
    func categoryPicker(for detail: TILDetailViewModel) -> ScreenCommand {
        let client = self.client
        let already = Set(detail.categories.map(\.id))
        let newCategory = FormChoice(id: "", title: "New category…")
        let categories = PickerModel(title: "Add to category", extras: [newCategory], scheduler: scheduler) { () async throws(FetchError) in
            try await client.categories().filter { !already.contains($0.id) }.map { FormChoice(id: $0.id, title: $0.name) }
        }
        let target = ObjectIdentifier(detail)
        return .push(PickerScreen(model: categories) { choice in
            .broadcast(TILChoiceMade(.category(detail: target), choice))
        })
    }
}
