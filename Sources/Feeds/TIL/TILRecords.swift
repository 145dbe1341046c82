import TidingsText

/// An acronym on a TIL server. Ids are the server's opaque strings (UUIDs in practice).
public struct TILAcronym: Sendable, Hashable, Identifiable {
    public var id: String
    public var short: String
    public var long: String
    /// Who created it; nil when the server did not say.
    public var userID: String?

    public init(id: String, short: String, long: String, userID: String?) {
        self.id = id
        self.short = short
        self.long = long
        self.userID = userID
    }
}

public struct TILUser: Sendable, Hashable, Identifiable {
    public var id: String
    public var name: String
    public var username: String

    public init(id: String, name: String, username: String) {
        self.id = id
        self.name = name
        self.username = username
    }
}

public struct TILCategory: Sendable, Hashable, Identifiable {
    public var id: String
    public var name: String

    public init(id: String, name: String) {
        self.id = id
        self.name = name
    }
}

/// What a TIL row stands for, so Enter, edit and delete know what they act on.
public enum TILRecord: Sendable, Hashable {
    case acronym(TILAcronym)
    case user(TILUser)
    case category(TILCategory)
}

extension FeedItem {
    /// The TIL record behind a TIL row; nil for other rows.
    public var record: TILRecord? {
        get { payload?.value(as: TILRecord.self) }
        set { payload = newValue.map(SourcePayload.init) }
    }
}
