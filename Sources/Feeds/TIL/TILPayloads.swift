import FoundationEssentials
import TidingsText

/// The server's JSON, decoded leniently: a missing key and `null` are alike, and both
/// generations of the server are understood (`"user":{"id":…}` and the older `"userID"`).
struct TILAcronymPayload: Decodable {
    struct Parent: Decodable { var id: String? }
    var id: String?
    var short: String?
    var long: String?
    var user: Parent?
    var userID: String?

    var record: TILAcronym? {
        guard let id, !id.isEmpty else { return nil }
        return TILAcronym(id: Sanitizer.line(id), short: Sanitizer.line(short ?? ""), long: Sanitizer.line(long ?? ""),
                          userID: (user?.id ?? userID).map(Sanitizer.line))
    }
}

struct TILUserPayload: Decodable {
    var id: String?
    var name: String?
    var username: String?

    var record: TILUser? {
        guard let id, !id.isEmpty else { return nil }
        return TILUser(id: Sanitizer.line(id), name: Sanitizer.line(name ?? ""), username: Sanitizer.line(username ?? ""))
    }
}

struct TILCategoryPayload: Decodable {
    var id: String?
    var name: String?

    var record: TILCategory? {
        guard let id, !id.isEmpty else { return nil }
        return TILCategory(id: Sanitizer.line(id), name: Sanitizer.line(name ?? ""))
    }
}

/// `POST /api/users/login` answers a token: `{"id","value":"TOKEN","user":{"id"}}`.
struct TILTokenPayload: Decodable {
    var value: String?
}

/// `{"error":true,"reason":"Not Found"}`, Vapor's error body.
struct TILErrorPayload: Decodable {
    var error: Bool?
    var reason: String?
}

/// What is sent for an acronym. `userID` is for servers without login (they take the creator
/// from the body); servers with login take the caller and ignore it.
struct TILAcronymBody: Encodable {
    var short: String
    var long: String
    var userID: String?
}

struct TILUserBody: Encodable {
    var name: String
    var username: String
    var password: String?
}

struct TILCategoryBody: Encodable {
    var name: String
}
