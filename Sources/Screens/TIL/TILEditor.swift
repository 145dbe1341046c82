import Feeds
import FoundationEssentials
import Networking
import ViewModels

/// Everything that writes to a TIL server from the screens: the forms (new and edited
/// acronyms, users, categories, the login), the pickers, deleting, and what Enter on a TIL row
/// shows. Writes end as news the browser hands to every screen (`TILNews`): each list and detail
/// updates its own rows, so a saved change shows at once wherever it is on screen; unsaved input
/// is offered back from a draft when the same form is opened again.
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
    /// Rows taken out of a list while their delete is on its way (by list, then id), to put back
    /// if the server says no.
    var removedRows: [ObjectIdentifier: [String: (item: FeedItem, index: Int)]] = [:]

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

    public func handles(_ action: Action, in feed: FeedScreen) -> Bool? {
        guard let source = feed.model.source as? TILFeed else { return false }
        switch action {
        case .add: return true
        case .edit, .delete: return source.showsAcronyms && feed.model.selectedItem != nil
        case .logOut: return client.session.isLoggedIn
        default: return nil
        }
    }

    public func perform(_ action: Action, in feed: FeedScreen) -> ScreenCommand? {
        guard let source = feed.model.source as? TILFeed else { return nil }
        let selected = feed.model.selectedItem?.record
        switch action {
        case .add:
            switch source.list {
            case .users: return userForm()
            case .categories: return categoryForm(forAcronym: nil)
            default: return acronymForm(editing: nil, creatorName: nil)
            }
        case .edit:
            switch selected {
            case .acronym(let acronym)?: return acronymForm(editing: acronym, creatorName: feed.model.selectedItem?.author)
            case .user?: return .message("A TIL server does not let users be edited.")
            case .category?: return .message("A TIL server does not let categories be edited.")
            case nil: return .message("There is nothing selected to edit.")
            }
        case .delete:
            guard case .acronym(let acronym)? = selected else {
                return .message(selected == nil ? "There is nothing selected to delete." : "Only acronyms can be deleted from Tidings.")
            }
            return confirmDelete(acronym, leavingDetail: false)
        case .logOut:
            return logOut()
        default:
            return nil
        }
    }

    public func detail(for item: FeedItem, in feed: FeedScreen) -> (any Screen)? {
        switch item.record {
        case .acronym(let acronym)?:
            return detailScreen(acronym, opened: item, in: feed.model.sourceName(of: item))
        case .user(let user)?:
            return self.feed(TILFeed(client: client, list: .acronymsOfUser(user)))
        case .category(let category)?:
            return self.feed(TILFeed(client: client, list: .acronymsInCategory(category)))
        case nil:
            // A saved acronym, from the Saved list: the detail fetches the rest.
            let acronym = TILAcronym(id: item.id, short: item.title, long: item.subtitle ?? "", userID: nil)
            return detailScreen(acronym, opened: item, in: item.sourceName ?? feed.model.sourceName(of: item))
        }
    }

    private func detailScreen(_ acronym: TILAcronym, opened item: FeedItem, in sourceName: String) -> TILDetailScreen {
        TILDetailScreen(model: TILDetailViewModel(acronym: acronym, client: client, scheduler: scheduler), editor: self,
                        opened: item, sourceName: sourceName)
    }

    func logOut() -> ScreenCommand {
        guard client.session.isLoggedIn else { return .message("You are not logged in to the TIL server.") }
        client.session.logOut()
        return .message("Logged out of the TIL server.")
    }

    // MARK: News

    /// What a TIL list does about news: its own rows follow saves and deletes; it speaks for a
    /// delete's end and for the login that resumes one.
    public func receive(_ news: any News, in feed: FeedScreen) -> ScreenCommand? {
        guard let source = feed.model.source as? TILFeed else { return nil }
        switch news {
        case let saved as TILRecordSaved:
            return show(saved.record, in: feed, list: source.list)
        case let started as TILDeleteStarted:
            if let removed = feed.model.remove(id: started.acronym.id) {
                removedRows[ObjectIdentifier(feed), default: [:]][started.acronym.id] = removed
            }
            return .handled
        case let ended as TILDeleteEnded:
            return deleteEnded(ended, in: feed)
        case let login as TILLoginEnded:
            guard case .delete(let acronym) = login.interrupted, login.claim() else { return nil }
            guard login.loggedIn else { return .message("\(acronym.short) was not deleted: the TIL server needs a login.") }
            return startDelete(acronym)
        default:
            return nil
        }
    }

    /// A saved record, in a list where it belongs: rows change in place (an edit) or arrive (a
    /// new record), selected; the list is then read again so the copy kept offline is the new one.
    private func show(_ record: TILRecordSaved.Record, in feed: FeedScreen, list: TILFeed.List) -> ScreenCommand? {
        let row: FeedItem
        let belongs: Bool
        switch record {
        case .acronym(let acronym, _, let creatorName):
            row = TILFeed.row(acronym, creator: creatorName)
            switch list {
            case .acronyms: belongs = true
            case .acronymsOfUser(let user): belongs = acronym.userID == user.id
            default: belongs = feed.model.items.contains { $0.id == acronym.id }
            }
        case .user(let user):
            row = TILFeed.row(user)
            if case .users = list { belongs = true } else { belongs = false }
        case .category(let category, _):
            row = TILFeed.row(category)
            if case .categories = list { belongs = true } else { belongs = false }
        }
        guard belongs else { return nil }
        feed.model.upsert(row)
        feed.model.reload()
        return .handled
    }

    /// What a TIL detail does about news: its acronym follows edits; a category made from it is
    /// added to it; it speaks for its own changes' refusals and for the login that resumes one.
    func receive(_ news: any News, in detail: TILDetailScreen) -> ScreenCommand? {
        let model = detail.model
        switch news {
        case let saved as TILRecordSaved:
            switch saved.record {
            case .acronym(let acronym, let creator, _) where acronym.id == model.acronym.id:
                // A creator picked anew shows at once; an unchanged one keeps its full details.
                model.update(acronym, creator: creator?.id == model.creator?.id ? nil : creator)
                return .handled
            case .category(let category, let forAcronym) where forAcronym == model.acronym.id:
                model.attach(category)
                return .handled
            default:
                return nil
            }
        case let ended as TILChangeEnded:
            guard ended.detail == ObjectIdentifier(model), let error = ended.error, ended.claim() else { return nil }
            return changeRefused(ended.change, error, in: model)
        case let login as TILLoginEnded:
            guard case .change(let id, let change) = login.interrupted, id == ObjectIdentifier(model), login.claim() else { return nil }
            guard login.loggedIn else { return .message(Self.describe(change, of: model.acronym) + ": the TIL server needs a login.") }
            redo(change, in: model)
            return .handled
        case let chosen as TILChoiceMade:
            guard case .category(let id) = chosen.target, id == ObjectIdentifier(model) else { return nil }
            if chosen.choice.id.isEmpty { return categoryForm(forAcronym: model.acronym.id) }
            model.attach(TILCategory(id: chosen.choice.id, name: chosen.choice.title))
            return .handled
        default:
            return nil
        }
    }
}
