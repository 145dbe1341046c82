import Foundation
import Testing
@testable import Markup

/// Collects an HTML page's element names.
final class NameLog: HTMLEventHandler {
    var names: [String] = []
    var text = ""
    func startElement(_ name: UnsafePointer<UInt8>, attributes: HTMLAttributeList) {
        names.append(String(cString: name) + attributes.map { " " + String(cString: $0.name) + "=" + ($0.value.map { String(cString: $0) } ?? "") }.joined())
    }
    func endElement() {}
    func text(_ bytes: UnsafeBufferPointer<UInt8>) { text += String(decoding: bytes, as: UTF8.self) }
}

/// Whatever is written to file descriptor 2 while `body` runs.
func standardErrorOutput(of body: () -> Void) -> String {
    let file = FileManager.default.temporaryDirectory.appendingPathComponent("markup-stderr-\(UUID().uuidString)")
    _ = FileManager.default.createFile(atPath: file.path, contents: nil)
    defer { try? FileManager.default.removeItem(at: file) }
    guard let handle = FileHandle(forWritingAtPath: file.path) else { return "could not capture" }
    let saved = dup(2)
    dup2(handle.fileDescriptor, 2)
    body()
    fflush(nil)
    dup2(saved, 2)
    close(saved)
    try? handle.close()
    let written = (try? String(contentsOf: file, encoding: .utf8)) ?? ""
    // Other suites run meanwhile, and the test harness reports their progress on stderr too
    // ("✔ Test … passed", "✔ Suite …"): a symbol and a space, which no libxml2 message starts with.
    return written.split(separator: "\n", omittingEmptySubsequences: true).filter { line in
        let scalars = Array(line.unicodeScalars.prefix(2))
        return !(scalars.count == 2 && !scalars[0].isASCII && scalars[1] == " ")
    }.joined(separator: "\n")
}

@Suite(.serialized) struct SilenceTests {
    @Test func htmlElementsAndAttributesArrive() {
        let log = NameLog()
        HTMLEventParser.parse(bytes: Array("<p class=x id=y>Hi <b>there</b>".utf8), encoding: "UTF-8", into: log)
        #expect(log.names == ["html", "body", "p class=x id=y", "b"])
        #expect(log.text == "Hi there")
    }

    @Test func conversionErrorsNeverReachStandardError() {
        // Bytes that are not Shift-JIS, under a parser told they are; UTF-16 with a lone surrogate.
        let page = Array("<html><head><title>t</title></head><body>".utf8) + Array(String(repeating: "<p>Some text here.</p>\n", count: 400).utf8)
        let invalidShiftJIS: [UInt8] = page + [0x82, 0xFF, 0x85, 0xFF, 0xA0, 0xFD] + Array("</p>".utf8) + page
        let loneSurrogate: [UInt8] = [0xFF, 0xFE] + page.flatMap { [$0, 0] } + [0x00, 0xD8, 0x41, 0x00] + page.flatMap { [$0, 0] }
        let written = standardErrorOutput {
            for _ in 0..<3 {
                HTMLEventParser.parse(bytes: invalidShiftJIS, encoding: "SHIFT_JIS", into: NameLog())
                HTMLEventParser.parse(bytes: loneSurrogate, encoding: "UTF-16LE", into: NameLog())
                let parser = XMLPushParser(handler: EventLog())
                parser.push(Array("<?xml version=\"1.0\" encoding=\"Shift_JIS\"?><t>".utf8) + page + [0x82, 0xFF, 0xFF, 0xFD] + page)
                parser.finish()
                let utf32 = XMLPushParser(handler: EventLog())
                utf32.push([0x00, 0x00, 0xFE, 0xFF, 0x00, 0x00, 0x00, 0x3C, 0xFF, 0xFF, 0xFF, 0xFF])
                utf32.finish()
            }
        }
        // Other tests run meanwhile and may print their progress; libxml2's own lines look like
        // "encoding error : input conversion failed…".
        #expect(!written.contains(" error : "), "libxml2 wrote: \(written.prefix(200))")
    }

    @Test func silentOnAnotherThreadToo() async {
        let written = await withCheckedContinuation { continuation in
            Thread.detachNewThread {
                continuation.resume(returning: standardErrorOutput {
                    let parser = XMLPushParser(handler: EventLog())
                    parser.push(Array("<?xml version=\"1.0\" encoding=\"EBCDIC-US\"?>".utf8) + [0xFF, 0xFE, 0x00])
                    parser.finish()
                })
            }
        }
        #expect(!written.contains(" error : "), "libxml2 wrote: \(written.prefix(200))")
    }
}
