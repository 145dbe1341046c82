import Feeds
import Networking
import ViewModels

/// What one TIL screen, or a TIL write finishing, tells the others: the browser hands news to
/// every screen, and each list and detail updates its own rows. Where the user must hear of it
/// once (a message, a login form), the first screen to `claim` it speaks.
class TILNews: News {
    private var claimed = false

    /// True for the first screen that asks: that one speaks to the user.
    func claim() -> Bool {
        defer { claimed = true }
        return !claimed
    }
}

/// A record saved in a form.
final class TILRecordSaved: TILNews {
    enum Record {
        /// `creator`: the user picked in the form, when the server took them as the creator.
        case acronym(TILAcronym, creator: TILUser?, creatorName: String?)
        case user(TILUser)
        /// `forAcronym`: made from an acronym's detail, to be added to it.
        case category(TILCategory, forAcronym: String?)
    }

    let record: Record

    init(_ record: Record) {
        self.record = record
    }
}

/// A delete was asked for: the lists showing the row take it out at once.
final class TILDeleteStarted: TILNews {
    let acronym: TILAcronym

    init(_ acronym: TILAcronym) {
        self.acronym = acronym
    }
}

/// A delete ended: `error` nil when the acronym is gone.
final class TILDeleteEnded: TILNews {
    let acronym: TILAcronym
    let error: FetchError?

    init(_ acronym: TILAcronym, error: FetchError?) {
        self.acronym = acronym
        self.error = error
    }
}

/// A write the server answered 401, to be done again once logged in.
enum TILInterruptedWrite {
    /// A form's save (the form's model).
    case form(ObjectIdentifier)
    case delete(TILAcronym)
    /// A change in a detail (the detail's model).
    case change(detail: ObjectIdentifier, TILChange)
}

/// The login form asked for by an interrupted write was saved (`loggedIn`) or left.
final class TILLoginEnded: TILNews {
    let interrupted: TILInterruptedWrite
    let loggedIn: Bool

    init(_ interrupted: TILInterruptedWrite, loggedIn: Bool) {
        self.interrupted = interrupted
        self.loggedIn = loggedIn
    }
}

/// A choice made in a picker, for the screen that opened it.
final class TILChoiceMade: TILNews {
    enum Target {
        /// A form's choice field (the form's model and the field).
        case field(form: ObjectIdentifier, index: Int)
        /// A category for a detail's acronym (the detail's model).
        case category(detail: ObjectIdentifier)
    }

    let target: Target
    let choice: FormChoice

    init(_ target: Target, _ choice: FormChoice) {
        self.target = target
        self.choice = choice
    }
}
