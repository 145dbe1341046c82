import Feeds
import FoundationEssentials
import Networking
import ViewModels

/// Writes outside forms: deleting an acronym, adding it to a category or taking it out of one.
/// Each shows at once and is undone if the server says no; a 401 brings up the login form and
/// then does the write again; any other refusal says what was not done, the server's reason and
/// the key that tries again.
extension TILEditor {
    /// The server wants a login for this write.
    static func needsLogin(_ error: FetchError) -> Bool {
        if case .credentialRefused(let service, _) = error { return service == TILClient.service }
        return false
    }

    /// Asks, then takes the row out of every list at once and sends the delete.
    func confirmDelete(_ acronym: TILAcronym, leavingDetail: Bool) -> ScreenCommand {
        .confirm("Delete \(acronym.short) — \(acronym.long)?", yes: { [self] in
            let delete = startDelete(acronym)
            return leavingDetail ? .popThen(delete) : delete
        })
    }

    /// Sends the delete; the lists take the row out now and hear how it ended.
    func startDelete(_ acronym: TILAcronym) -> ScreenCommand {
        let client = self.client
        scheduler.startAnnouncing({ () async throws(FetchError) in
            try await client.deleteAcronym(acronym.id)
        }) { result in
            switch result {
            case .success: TILDeleteEnded(acronym, error: nil)
            // Gone either way: someone else may have deleted it first.
            case .failure(.itemMissing): TILDeleteEnded(acronym, error: nil)
            case .failure(let error): TILDeleteEnded(acronym, error: error)
            }
        }
        return .broadcast(TILDeleteStarted(acronym))
    }

    /// A delete ended, as one list sees it: the row goes for good or comes back where it was;
    /// the first list to hear of it speaks.
    func deleteEnded(_ ended: TILDeleteEnded, in feed: FeedScreen) -> ScreenCommand? {
        let key = ObjectIdentifier(feed)
        let removed = removedRows[key]?.removeValue(forKey: ended.acronym.id)
        if removedRows[key]?.isEmpty == true { removedRows[key] = nil }
        guard let error = ended.error else {
            if removed != nil || feed.model.remove(id: ended.acronym.id) != nil {
                // Read again, so the copy kept for offline use is the new one.
                feed.model.reload()
            }
            return ended.claim() ? .message("Deleted \(ended.acronym.short).") : .handled
        }
        if let removed { feed.model.restore(removed.item, at: removed.index) }
        if error == .cancelled || !ended.claim() { return .handled }
        let what = "\(ended.acronym.short) was not deleted"
        if Self.needsLogin(error) { return loginForm(for: .delete(ended.acronym)) }
        return .refused(what, error, retry: .delete)
    }

    /// A refused change in a detail (already undone there).
    func changeRefused(_ change: TILChange, _ error: FetchError, in model: TILDetailViewModel) -> ScreenCommand {
        if Self.needsLogin(error) { return loginForm(for: .change(detail: ObjectIdentifier(model), change)) }
        switch change {
        case .attach: return .refused(Self.describe(change, of: model.acronym), error, retry: .addCategory)
        case .detach: return .refused(Self.describe(change, of: model.acronym), error, retry: .removeCategory)
        }
    }

    /// Does a change again after the login.
    func redo(_ change: TILChange, in model: TILDetailViewModel) {
        switch change {
        case .attach(let category):
            model.attach(category)
        case .detach(let category):
            guard let index = model.categories.firstIndex(of: category) else { return }
            model.select(index)
            model.detachSelected()
        }
    }

    /// "TIL was not added to Security".
    static func describe(_ change: TILChange, of acronym: TILAcronym) -> String {
        switch change {
        case .attach(let category): "\(acronym.short) was not added to \(category.name)"
        case .detach(let category): "\(category.name) was not removed from \(acronym.short)"
        }
    }
}
