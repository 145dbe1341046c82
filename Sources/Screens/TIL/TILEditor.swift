import Feeds
import Foundation
import Networking
import ViewModels

/// Everything that writes to a TIL server from the screens: the forms (new and edited
/// acronyms, users, categories, the login), the pickers, deleting, and what Enter on a TIL row
/// shows. Saved changes show at once in the list and the detail; unsaved input is offered back
/// from a draft when the same form is opened again.
public final class TILEditor: FeedEditor {
    public let client: TILClient
    let scheduler: FetchScheduler
    let drafts: DraftStore
    /// `til.username`: the login form starts with it.
    let username: String?

    /// How failures name the login ("The TIL server refused the login. Check the username and
    /// password.").
    public static let loginHelp = CredentialHelp(noun: "login", whereToSet: "the username and password", account: "the TIL server")

    /// What the reader saved (TIL rows can be saved like any other).
    let memory: ReadingMemory?

    public init(client: TILClient, scheduler: FetchScheduler, drafts: DraftStore, username: String? = nil, memory: ReadingMemory? = nil) {
        self.memory = memory
        self.client = client
        self.scheduler = scheduler
        self.drafts = drafts
        self.username = username
    }

    /// The tab's first screen: one of the server's lists.
    public func root(_ list: TILFeed.List = .acronyms) -> FeedScreen {
        feed(TILFeed(client: client, list: list))
    }

    private func feed(_ source: TILFeed) -> FeedScreen {
        FeedScreen(model: FeedViewModel(source: source, scheduler: scheduler, memory: memory), editor: self) { item in ArticleScreen(item: item) }
    }

    // MARK: FeedEditor

    public func hintActions(for feed: FeedScreen) -> [Action] {
        guard let source = feed.model.source as? TILFeed else { return [] }
        return source.showsAcronyms ? [.add, .edit, .delete] : [.add]
    }

    public func handles(_ action: Action, in feed: FeedScreen) -> Bool {
        guard let source = feed.model.source as? TILFeed else { return false }
        switch action {
        case .add: return true
        case .edit, .delete: return source.showsAcronyms && feed.model.selectedItem != nil
        case .logOut: return client.session.isLoggedIn
        default: return false
        }
    }

    public func perform(_ action: Action, in feed: FeedScreen) -> ScreenCommand? {
        guard let source = feed.model.source as? TILFeed else { return nil }
        let selected = feed.model.selectedItem?.record
        switch action {
        case .add:
            switch source.list {
            case .users: return userForm(feed: feed)
            case .categories: return categoryForm(feed: feed, attachTo: nil, on: feed)
            default: return acronymForm(editing: nil, creatorName: nil, feed: feed, detail: nil)
            }
        case .edit:
            switch selected {
            case .acronym(let acronym)?: return acronymForm(editing: acronym, creatorName: feed.model.selectedItem?.author, feed: feed, detail: nil)
            case .user?: return .message("A TIL server does not let users be edited.")
            case .category?: return .message("A TIL server does not let categories be edited.")
            case nil: return .message("There is nothing selected to edit.")
            }
        case .delete:
            guard case .acronym(let acronym)? = selected else {
                return .message(selected == nil ? "There is nothing selected to delete." : "Only acronyms can be deleted from Tidings.")
            }
            return confirmDelete(acronym, from: feed, leavingDetail: false)
        case .logOut:
            return logOut()
        default:
            return nil
        }
    }

    public func detail(for item: FeedItem, in feed: FeedScreen) -> (any Screen)? {
        switch item.record {
        case .acronym(let acronym)?:
            return TILDetailScreen(model: TILDetailViewModel(acronym: acronym, client: client, scheduler: scheduler), editor: self, feed: feed)
        case .user(let user)?:
            return self.feed(TILFeed(client: client, list: .acronymsOfUser(user)))
        case .category(let category)?:
            return self.feed(TILFeed(client: client, list: .acronymsInCategory(category)))
        case nil:
            // A saved acronym, from the Saved list: the detail fetches the rest.
            let acronym = TILAcronym(id: item.id, short: item.title, long: item.subtitle ?? "", userID: nil)
            return TILDetailScreen(model: TILDetailViewModel(acronym: acronym, client: client, scheduler: scheduler), editor: self, feed: nil)
        }
    }

    func logOut() -> ScreenCommand {
        guard client.session.isLoggedIn else { return .message("You are not logged in to the TIL server.") }
        client.session.logOut()
        return .message("Logged out of the TIL server.")
    }

    // MARK: Writes outside forms

    /// The server wants a login for this write.
    static func needsLogin(_ error: FetchError) -> Bool {
        if case .credentialRefused(let service, _) = error { return service == TILClient.service }
        return false
    }

    /// After a write outside a form was refused (and undone): a 401 brings up the login form and
    /// then does the write again; anything else is said, with the key that tries it again.
    private func refused(
        _ error: FetchError, _ what: String, retry action: Action, on screen: CommandRequesting?, again: @escaping () -> Void
    ) {
        guard Self.needsLogin(error) else {
            screen?.request(.refused(what, error, retry: action))
            return
        }
        screen?.request(loginForm(retry: again, giveUp: { [weak screen] in
            screen?.request(.message("\(what): the TIL server needs a login."))
        }))
    }

    /// Asks, then takes the row out at once; if the server refuses, the row comes back where it
    /// was, with the reason.
    func confirmDelete(_ acronym: TILAcronym, from feed: FeedScreen?, leavingDetail: Bool) -> ScreenCommand {
        .confirm("Delete \(acronym.short) — \(acronym.long)?", yes: { [self] in
            delete(acronym, from: feed)
            return leavingDetail ? .pop : .handled
        })
    }

    private func delete(_ acronym: TILAcronym, from feed: FeedScreen?) {
        let removed = feed?.model.remove(id: acronym.id)
        let client = self.client
        scheduler.start({ () async throws(FetchError) in
            try await client.deleteAcronym(acronym.id)
        }) { [weak self, weak feed] result in
            switch result {
            case .success, .failure(.itemMissing):
                // Gone either way: someone else may have deleted it first. The list is read
                // again, so the copy kept for offline use is the new one.
                feed?.request(.message("Deleted \(acronym.short)."))
                feed?.model.reload()
            case .failure(.cancelled):
                if let removed { feed?.model.restore(removed.item, at: removed.index) }
            case .failure(let error):
                if let removed { feed?.model.restore(removed.item, at: removed.index) }
                self?.refused(error, "\(acronym.short) was not deleted", retry: .delete, on: feed) { [weak self, weak feed] in
                    self?.delete(acronym, from: feed)
                }
            }
        }
    }

    /// Adds the acronym to a category (shown at once, taken back if the server says no).
    func attach(_ category: TILCategory, to detail: TILDetailViewModel, on screen: CommandRequesting?) {
        detail.attach(category) { [weak self, weak detail, weak screen] error in
            self?.refused(error, "\(detail?.acronym.short ?? "The acronym") was not added to \(category.name)", retry: .addCategory,
                          on: screen) { [weak self, weak detail, weak screen] in
                guard let self, let detail else { return }
                self.attach(category, to: detail, on: screen)
            }
        }
    }

    /// `-`: removes the selected category (at once; put back if the server says no).
    func detachSelected(from detail: TILDetailViewModel, on screen: CommandRequesting?) {
        guard let category = detail.selectedCategory else { return }
        detail.detachSelected { [weak self, weak detail, weak screen] error in
            self?.refused(error, "\(category.name) was not removed from \(detail?.acronym.short ?? "the acronym")", retry: .removeCategory,
                          on: screen) { [weak self, weak detail, weak screen] in
                guard let self, let detail else { return }
                if let index = detail.categories.firstIndex(of: category) { detail.select(index) }
                self.detachSelected(from: detail, on: screen)
            }
        }
    }

    // MARK: Forms

    /// Opens a form, offering first to restore a draft left by an earlier run.
    private func open(draftKey: String, _ build: @escaping ([String: String]?) -> any Screen) -> ScreenCommand {
        guard let draft = drafts.load(draftKey) else { return .push(build(nil)) }
        let age = RelativeAge.describe(draft.savedAt, now: Date())
        let when = age.isEmpty || age == "now" ? "" : " from \(age) ago"
        return .confirm("Restore the unsaved draft\(when)?", yes: { .push(build(draft.values)) }, no: { [drafts] in
            drafts.remove(draftKey)
            return .push(build(nil))
        })
    }

    private func form<Output: Sendable>(_ model: FormModel<Output>, restore: [String: String]?) -> FormScreen<Output> {
        if let restore { model.restore(restore) }
        weak var screen: FormScreen<Output>?
        let made = FormScreen(model: model, pick: { [weak self] index, model, filter in
            self?.picker(for: index, in: model, filter: filter)
        }, onFailure: { [weak self] error in
            guard let self else { return nil }
            if case .requestRefused = error, model.fields.contains(where: { $0.key == "userID" && $0.choice == nil }) {
                // A server without login wants to be told who created the acronym.
                screen?.requireField("userID")
                return nil
            }
            guard Self.needsLogin(error) else { return nil }
            // A server with login makes the caller the creator: the form asks no more.
            screen?.dropField("userID")
            return self.loginForm(retry: { screen?.retry() })
        }, onClose: { [drafts] model in
            // Saved, or discarded on purpose: either way the draft has had its day.
            if let key = model.draftKey { drafts.remove(key) }
        })
        screen = made
        return made
    }

    /// A new acronym (`editing` nil) or an edit. Servers without login take the creator from
    /// the form; with login, the server takes the caller.
    func acronymForm(editing acronym: TILAcronym?, creatorName: String?, feed: FeedScreen?, detail: TILDetailViewModel?) -> ScreenCommand {
        let key = acronym.map { "til-acronym-\($0.id)" } ?? "til-acronym-new"
        return open(draftKey: key) { [self] restore in
            var fields = [
                FormField(key: "short", label: "Short", text: acronym?.short ?? ""),
                FormField(key: "long", label: "Long", text: acronym?.long ?? ""),
            ]
            // A server with login makes the caller the creator: the form asks only servers
            // known to work without one, and offers it (not required) while that is not known.
            if !client.session.requiresLogin {
                let current = acronym?.userID.map { FormChoice(id: $0, title: creatorName ?? $0) }
                let known = client.session.worksWithoutLogin
                fields.append(FormField(key: "userID", label: "Created by", kind: .choice, isRequired: known, choice: current,
                                        note: known ? nil : "needed without login"))
            }
            let client = self.client
            let model = FormModel<TILAcronym>(
                title: acronym == nil ? "New acronym" : "Edit \(acronym?.short ?? "")", fields: fields, draftKey: key,
                scheduler: scheduler,
                save: { values async throws(FetchError) in
                    let userID = values["userID"].flatMap { $0.isEmpty ? nil : $0 }
                    if let acronym {
                        return try await client.updateAcronym(acronym.id, short: values["short"] ?? "", long: values["long"] ?? "", userID: userID)
                    }
                    return try await client.createAcronym(short: values["short"] ?? "", long: values["long"] ?? "", userID: userID)
                },
                onSaved: { _ in })
            model.onSaved = { [weak model, weak feed, weak detail] saved in
                let chosen = model?.fields.first { $0.key == "userID" }?.choice
                let name = chosen?.id == saved.userID ? chosen?.title : creatorName
                feed?.model.upsert(TILFeed.row(saved, creator: name))
                // Read again (quietly, in place), so the copy kept for offline use is the new one.
                feed?.model.reload()
                // A creator picked anew shows at once; an unchanged one keeps its full details.
                let creator = chosen.flatMap { choice in
                    choice.id == saved.userID && choice.id != detail?.creator?.id
                        ? TILUser(id: choice.id, name: choice.title, username: String((choice.detail ?? "").dropFirst())) : nil
                }
                detail?.update(saved, creator: creator)
            }
            return form(model, restore: restore)
        }
    }

    func userForm(feed: FeedScreen?) -> ScreenCommand {
        open(draftKey: "til-user-new") { [self] restore in
            let fields = [
                FormField(key: "name", label: "Name"),
                FormField(key: "username", label: "Username"),
                FormField(key: "password", label: "Password", kind: .secret, isRequired: client.session.requiresLogin),
            ]
            let client = self.client
            let model = FormModel<TILUser>(title: "New user", fields: fields, draftKey: "til-user-new", scheduler: scheduler,
                save: { values async throws(FetchError) in
                    let password = values["password"].flatMap { $0.isEmpty ? nil : $0 }
                    return try await client.createUser(name: values["name"] ?? "", username: values["username"] ?? "", password: password)
                },
                onSaved: { [weak feed] user in
                    if case .users? = (feed?.model.source as? TILFeed)?.list { feed?.model.upsert(TILFeed.row(user)) }
                })
            return form(model, restore: restore)
        }
    }

    /// A new category; from an acronym's detail it is then added to the acronym.
    func categoryForm(feed: FeedScreen?, attachTo detail: TILDetailViewModel?, on screen: CommandRequesting? = nil) -> ScreenCommand {
        open(draftKey: "til-category-new") { [self] restore in
            let client = self.client
            let model = FormModel<TILCategory>(title: "New category", fields: [FormField(key: "name", label: "Name")],
                draftKey: "til-category-new", scheduler: scheduler,
                save: { values async throws(FetchError) in try await client.createCategory(name: values["name"] ?? "") },
                onSaved: { [weak self, weak feed, weak detail, weak screen] category in
                    if case .categories? = (feed?.model.source as? TILFeed)?.list { feed?.model.upsert(TILFeed.row(category)) }
                    if let detail { self?.attach(category, to: detail, on: screen) }
                })
            return form(model, restore: restore)
        }
    }

    /// Asked for when a write is answered 401; `retry` does the interrupted write again (a form
    /// with the input it had), `giveUp` runs when the login form is left without logging in.
    func loginForm(retry: @escaping () -> Void, giveUp: @escaping () -> Void = {}) -> ScreenCommand {
        let fields = [
            FormField(key: "username", label: "Username", text: username ?? ""),
            FormField(key: "password", label: "Password", kind: .secret),
        ]
        let client = self.client
        let model = FormModel<Bool>(title: "Log in to \(client.address)", fields: fields, scheduler: scheduler,
            save: { values async throws(FetchError) in
                try await client.logIn(username: values["username"] ?? "", password: values["password"] ?? "")
                return true
            },
            onSaved: { _ in retry() })
        if username != nil { model.focus = 1 }
        return .push(FormScreen(model: model, onClose: { model in
            if !model.isSaved { giveUp() }
        }))
    }

    // MARK: Pickers

    private func picker<Output>(for index: Int, in model: FormModel<Output>, filter: String) -> (any Screen)? {
        guard model.fields[index].key == "userID" else { return nil }
        let client = self.client
        let users = PickerModel(title: "Created by", scheduler: scheduler) { () async throws(FetchError) in
            try await client.users().map { FormChoice(id: $0.id, title: $0.name, detail: "@" + $0.username) }
        }
        return PickerScreen(model: users, filter: filter, current: model.fields[index].choice) { [weak model] choice in
            model?.choose(choice, at: index)
            return .handled
        }
    }

    /// `+` in an acronym's detail: the categories it is not in yet, and "New category…".
    func categoryPicker(for detail: TILDetailViewModel, on screen: CommandRequesting?) -> ScreenCommand {
        let client = self.client
        let already = Set(detail.categories.map(\.id))
        let newCategory = FormChoice(id: "", title: "New category…")
        let categories = PickerModel(title: "Add to category", extras: [newCategory], scheduler: scheduler) { () async throws(FetchError) in
            try await client.categories().filter { !already.contains($0.id) }.map { FormChoice(id: $0.id, title: $0.name) }
        }
        return .push(PickerScreen(model: categories) { [weak self, weak detail, weak screen] choice in
            guard let self, let detail else { return .handled }
            if choice.id.isEmpty { return self.categoryForm(feed: nil, attachTo: detail, on: screen) }
            self.attach(TILCategory(id: choice.id, name: choice.title), to: detail, on: screen)
            return .handled
        })
    }
}
