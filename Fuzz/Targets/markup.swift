@testable import Markup

import TidingsText

// The HTML parser's input: dropping scripts' and styles' text (HTMLInput) must change no other
// event. The page is parsed twice, once with that text dropped and once with it kept, and every
// element, attribute and piece of text outside scripts and styles must match. Cutting the
// attributes a handler does not read must change nothing else either: a third parse, with all
// but three cut, must match the first in every event, its attributes taken as those three. The page is made
// valid UTF-8 first, as the reader hands it over: libxml2 reads the rest of a page as Latin-1
// after a byte that is not UTF-8, so such a byte inside a dropped script would change the rest.

final class Events: HTMLEventHandler {
    var log: [UInt8] = []
    private var open: [String] = []
    /// Logs only these attributes, and every text, scripts' too.
    let reading: Set<String>?
    /// Asks the parser for only `reading`.
    let cutting: Bool

    init(reading: Set<String>? = nil, cutting: Bool = false) {
        self.reading = reading
        self.cutting = cutting
    }

    var attributesRead: Set<String>? { cutting ? reading : nil }

    func startElement(_ name: UnsafePointer<UInt8>, attributes: HTMLAttributeList) {
        let name = String(cString: name)
        open.append(name)
        log += Array("<\(name)".utf8)
        for (attribute, value) in attributes where reading?.contains(String(cString: attribute)) ?? true {
            log += Array(" \(String(cString: attribute))=\(value.map { String(cString: $0) } ?? "")".utf8)
        }
        log.append(UInt8(ascii: ">"))
    }
    func endElement() { log += Array("</\(open.popLast() ?? "")>".utf8) }
    func text(_ bytes: UnsafeBufferPointer<UInt8>) {
        guard reading != nil || open.last != "script" && open.last != "style" else { return }
        log += bytes
    }
    func markupProblem() {}
    var wantsToStop: Bool { false }
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let page = Array(Sanitizer.repairUTF8(UnsafeBufferPointer(start: data, count: size)).utf8)
    let dropped = Events(), kept = Events()
    HTMLEventParser.parse(bytes: page, encoding: "UTF-8", into: dropped, dropsUnreadText: true)
    HTMLEventParser.parse(bytes: page, encoding: "UTF-8", into: kept, dropsUnreadText: false)
    guard dropped.log == kept.log else {
        fatalError("dropping scripts' text changed the page:\n\(String(decoding: dropped.log, as: UTF8.self))\n---\n\(String(decoding: kept.log, as: UTF8.self))")
    }
    let reading: Set<String> = ["class", "href", "type"]
    let whole = Events(reading: reading), cut = Events(reading: reading, cutting: true)
    HTMLEventParser.parse(bytes: page, encoding: "UTF-8", into: whole, dropsUnreadText: true)
    HTMLEventParser.parse(bytes: page, encoding: "UTF-8", into: cut, dropsUnreadText: true)
    guard whole.log == cut.log else {
        fatalError("cutting unread attributes changed the page:\n\(String(decoding: cut.log, as: UTF8.self))\n---\n\(String(decoding: whole.log, as: UTF8.self))")
    }
    return 0
}
