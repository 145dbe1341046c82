import Feeds
import FoundationEssentials
import Networking
import ViewModels

/// The forms: new and edited acronyms, new users and categories, and the login a 401 asks for.
/// A saved form tells the other screens what it saved (`TILRecordSaved`); a form opened again
/// offers the draft left by an earlier run.
extension TILEditor {
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

    /// A form on a TIL server: pickers for its choices, the login on a 401 (then the save again),
    /// and what it tells the others once saved.
    private func form<Output: Sendable>(
        _ model: FormModel<Output>, restore: [String: String]?, announce: ((Output, FormModel<Output>) -> (any News)?)?
    ) -> FormScreen<Output> {
        if let restore { model.restore(restore) }
        let id = ObjectIdentifier(model)
        return FormScreen(model: model, pick: { [weak self] index, model, filter in
            self?.picker(for: index, in: model, filter: filter)
        }, onFailure: { [weak self] error in
            guard let self else { return nil }
            if case .requestRefused = error, model.fields.contains(where: { $0.key == "userID" && $0.choice == nil }) {
                // A server without login wants to be told who created the acronym.
                model.require("userID")
                return nil
            }
            guard Self.needsLogin(error) else { return nil }
            return self.loginForm(for: .form(id))
        }, announce: announce, hears: { news, screen in
            switch news {
            case let chosen as TILChoiceMade:
                guard case .field(let form, let index) = chosen.target, form == id else { return nil }
                screen.model.choose(chosen.choice, at: index)
                return .handled
            case let login as TILLoginEnded:
                guard case .form(let form) = login.interrupted, form == id, login.claim() else { return nil }
                guard login.loggedIn else { return .message("Not saved: the TIL server needs a login. Your input is kept.") }
                // A server with login makes the caller the creator: the form asks no more.
                screen.dropField("userID")
                screen.retry()
                return .handled
            default:
                return nil
            }
        }, onClose: { [drafts] model in
            // Saved, or discarded on purpose: either way the draft has had its day.
            if let key = model.draftKey { drafts.remove(key) }
        })
    }

    /// A new acronym (`editing` nil) or an edit. Servers without login take the creator from
    /// the form; with login, the server takes the caller.
    func acronymForm(editing acronym: TILAcronym?, creatorName: String?) -> ScreenCommand {
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
                })
            return form(model, restore: restore) { saved, model in
                let chosen = model.fields.first { $0.key == "userID" }?.choice
                let picked = chosen.flatMap { choice in
                    choice.id == saved.userID ? TILUser(id: choice.id, name: choice.title, username: String((choice.detail ?? "").dropFirst())) : nil
                }
                return TILRecordSaved(.acronym(saved, creator: picked, creatorName: picked?.name ?? creatorName))
            }
        }
    }

    func userForm() -> ScreenCommand {
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
                })
            return form(model, restore: restore) { user, _ in TILRecordSaved(.user(user)) }
        }
    }

    /// A new category; from an acronym's detail (`forAcronym`) it is then added to the acronym.
    func categoryForm(forAcronym acronym: String?) -> ScreenCommand {
        open(draftKey: "til-category-new") { [self] restore in
            let client = self.client
            let model = FormModel<TILCategory>(title: "New category", fields: [FormField(key: "name", label: "Name")],
                draftKey: "til-category-new", scheduler: scheduler,
                save: { values async throws(FetchError) in try await client.createCategory(name: values["name"] ?? "") })
            return form(model, restore: restore) { category, _ in TILRecordSaved(.category(category, forAcronym: acronym)) }
        }
    }

    /// Asked for when a write is answered 401: once saved (or left), the screens hear it, and
    /// the interrupted write is done again with the input it had (or said not to be done).
    func loginForm(for interrupted: TILInterruptedWrite) -> ScreenCommand {
        let fields = [
            FormField(key: "username", label: "Username", text: username ?? ""),
            FormField(key: "password", label: "Password", kind: .secret),
        ]
        let client = self.client
        let model = FormModel<Bool>(title: "Log in to \(client.address)", fields: fields, scheduler: scheduler,
            save: { values async throws(FetchError) in
                try await client.logIn(username: values["username"] ?? "", password: values["password"] ?? "")
                return true
            })
        if username != nil { model.focus = 1 }
        return .push(FormScreen(model: model, announce: { _, _ in TILLoginEnded(interrupted, loggedIn: true) }, onLeave: { model in
            model.isSaved ? nil : TILLoginEnded(interrupted, loggedIn: false)
        }))
    }
}
