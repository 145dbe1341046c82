/// A JSON value read from the network or written for a script, without Foundation's
/// JSONSerialization (which, linked statically, brings the whole of ICU along). Objects keep
/// their members' order, so what a command documents (`{"url","title","items"}`) is what it
/// prints; numbers keep their text, so an id written as a number loses no digit.
public indirect enum JSONValue: Sendable, Equatable {
    case null
    case bool(Bool)
    /// The number as written (`12`, `-0.5e3`).
    case number(String)
    case string(String)
    case array([JSONValue])
    case object([(String, JSONValue)])

    public static func integer(_ value: Int) -> JSONValue { .number(String(value)) }
    public static func optional(_ text: String?) -> JSONValue { text.map(JSONValue.string) ?? .null }

    /// The member `key` of an object (the last, when a key is repeated).
    public subscript(key: String) -> JSONValue? {
        guard case .object(let members) = self else { return nil }
        return members.last { $0.0 == key }?.1
    }

    public var string: String? {
        if case .string(let text) = self { return text }
        return nil
    }

    /// A string, or a number as it was written (feeds that give ids as numbers).
    public var stringOrNumber: String? {
        switch self {
        case .string(let text), .number(let text): text
        default: nil
        }
    }

    public var array: [JSONValue]? {
        if case .array(let values) = self { return values }
        return nil
    }

    public var members: [(String, JSONValue)]? {
        if case .object(let members) = self { return members }
        return nil
    }

    public var isObject: Bool { members != nil }

    public var double: Double? {
        if case .number(let text) = self { return Double(text) }
        return nil
    }

    public var int: Int? {
        guard case .number(let text) = self else { return nil }
        if let whole = Int(text) { return whole }
        guard let value = Double(text), value.isFinite, value.rounded() == value, abs(value) < 9e15 else { return nil }
        return Int(value)
    }

    public var bool: Bool? {
        if case .bool(let value) = self { return value }
        return nil
    }

    public static func == (left: JSONValue, right: JSONValue) -> Bool {
        switch (left, right) {
        case (.null, .null): true
        case (.bool(let a), .bool(let b)): a == b
        case (.number(let a), .number(let b)): a == b || (Double(a) != nil && Double(a) == Double(b))
        case (.string(let a), .string(let b)): a == b
        case (.array(let a), .array(let b)): a == b
        case (.object(let a), .object(let b)): a.count == b.count && zip(a, b).allSatisfy { $0.0 == $1.0 && $0.1 == $1.1 }
        default: false
        }
    }
}
