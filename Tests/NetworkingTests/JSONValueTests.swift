import Foundation
import Networking
import Testing

/// JSONValue reads what JSONSerialization reads, refuses what it refuses, and survives what
/// hostile servers send.
@Suite struct JSONValueTests {
    /// The same tree as Foundation's, numbers compared by value.
    static func same(_ mine: JSONValue, _ theirs: Any) -> Bool {
        switch mine {
        case .null: return theirs is NSNull
        case .bool(let value): return (theirs as? NSNumber)?.boolValue == value
        case .number(let text): return (theirs as? NSNumber).map { Double(text) == $0.doubleValue } ?? false
        case .string(let text): return theirs as? String == text
        case .array(let values):
            guard let array = theirs as? [Any], array.count == values.count else { return false }
            return zip(values, array).allSatisfy { same($0, $1) }
        case .object(let members):
            guard let object = theirs as? [String: Any], object.count == Set(members.map(\.0)).count else { return false }
            return members.allSatisfy { key, value in object[key].map { _ in same(mine[key]!, object[key]!) } ?? false }
        }
    }

    @Test func readsWhatFoundationReads() throws {
        let documents = [
            #"{"a":1,"b":[true,false,null],"c":{"d":"e\u00e9\n\"\\\/"},"f":-0.5e3,"g":12345678901234567890,"h":""}"#,
            #"[1, 2.5, -3, 0, 1E2, 1e-2, "x"]"#, #""fragment""#, "42", "null", " \t\n[ ] ", #"{"emoji":"\ud83d\ude00","cjk":"漢字"}"#,
            #"{"dup":1,"dup":2}"#,
        ]
        for text in documents {
            let mine = try #require(JSONValue.parse(text), "\(text)")
            let theirs = try JSONSerialization.jsonObject(with: Data(text.utf8), options: [.fragmentsAllowed])
            #expect(Self.same(mine, theirs), "\(text)")
        }
        #expect(JSONValue.parse(#"{"dup":1,"dup":2}"#)?["dup"] == .number("2"), "a repeated key: the last")
        #expect(JSONValue.parse("12345678901234567890")?.stringOrNumber == "12345678901234567890", "an id written as a number keeps every digit")
    }

    @Test func readsTheBundledSamplesAsFoundationDoes() throws {
        let demo = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Sources/Feeds/Demo")
        let files = FileManager.default.enumerator(at: demo, includingPropertiesForKeys: nil)?.compactMap { $0 as? URL }
            .filter { $0.pathExtension == "json" } ?? []
        #expect(files.count > 20)
        for file in files {
            let data = try Data(contentsOf: file)
            let mine = try #require(JSONValue.parse(data), "\(file.lastPathComponent)")
            #expect(Self.same(mine, try JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed])), "\(file.lastPathComponent)")
            #expect(JSONValue.parse(mine.text) == mine, "written and read again: \(file.lastPathComponent)")
        }
    }

    @Test func refusesWhatIsNotJSON() {
        for text in ["", "{", "[1,]", #"{"a":1,}"#, "01", "1.", ".5", "-", "+1", "1e", "tru", "nul", #"{"a" 1}"#, #"{a:1}"#,
                     #""unterminated"#, #""bad \q escape""#, #""\u12G4""#, "[1] [2]", "{}x", "'single'", "NaN", "Infinity"] {
            #expect(JSONValue.parse(text) == nil, "\(text)")
        }
    }

    @Test func hostileDocumentsEndWithoutACrash() {
        let deep = String(repeating: "[", count: 50_000) + String(repeating: "]", count: 50_000)
        #expect(JSONValue.parse(deep) == nil, "nesting past the limit is refused, not recursed into")
        let objects = String(repeating: #"{"a":"#, count: 50_000) + "1" + String(repeating: "}", count: 50_000)
        #expect(JSONValue.parse(objects) == nil)
        #expect(JSONValue.parse(String(repeating: "[", count: 100) + String(repeating: "]", count: 100)) != nil)
        #expect(JSONValue.parse(#""\ud800 lone""#) == .string("\u{FFFD} lone"), "a lone surrogate is U+FFFD")
        #expect(JSONValue.parse(#""\udc00\ud800x""#) == .string("\u{FFFD}\u{FFFD}x"))
        #expect(JSONValue.parse(Data([0x22, 0xFF, 0xFE, 0x22])) == .string("\u{FFFD}\u{FFFD}"), "invalid UTF-8 repaired")
        #expect(JSONValue.parse(Data([0xEF, 0xBB, 0xBF] + Array("[1]".utf8))) == .array([.number("1")]), "a byte-order mark")
        #expect(JSONValue.parse("\"tab\there\"") == .string("tab\there"), "raw control characters kept, as servers send them")
        #expect(JSONValue.parse(#"{"a":1e999999}"#)?["a"]?.double == .infinity || JSONValue.parse(#"{"a":1e999999}"#)?["a"]?.int == nil)
    }

    @Test func writesCompactJSONThatFoundationReadsBack() throws {
        let value = JSONValue.object([("z", .string("line\nbreak \"quoted\" \\ / \u{1}\u{2028}")), ("a", .array([.integer(-3), .bool(true), .null])),
                                      ("n", .optional(nil)), ("s", .optional("x"))])
        #expect(value.text == #"{"z":"line\nbreak \"quoted\" \\ / \u0001\u2028","a":[-3,true,null],"n":null,"s":"x"}"#, "members keep their order")
        let back = try JSONSerialization.jsonObject(with: Data(value.text.utf8))
        #expect(Self.same(value, back))
    }
}
