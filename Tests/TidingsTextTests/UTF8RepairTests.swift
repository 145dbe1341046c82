import Testing
import TidingsText

@Test func invalidBytesBecomeReplacementCharacters() {
    #expect(Sanitizer.repairUTF8([0x66, 0xFF, 0x6F]) == "f\u{FFFD}o")
    #expect(Sanitizer.repairUTF8([0x61, 0xE2, 0x82]) == "a\u{FFFD}") // truncated euro sign
    #expect(Sanitizer.repairUTF8([0xC0, 0x80]).allSatisfy { $0 == "\u{FFFD}" }) // overlong NUL
    #expect(Sanitizer.repairUTF8([0xED, 0xA0, 0x80]).allSatisfy { $0 == "\u{FFFD}" }) // surrogate
    #expect(Sanitizer.repairUTF8(Array("héllo 日本".utf8)) == "héllo 日本")
    #expect(Sanitizer.repairUTF8([UInt8]()) == "")
}

@Test func validityCheck() {
    #expect(Sanitizer.isValidUTF8(Array("plain ascii".utf8)))
    #expect(Sanitizer.isValidUTF8(Array("€ 😀 日本".utf8)))
    #expect(Sanitizer.isValidUTF8([UInt8]()))
    #expect(!Sanitizer.isValidUTF8([0x66, 0xFF, 0x6F]))
    #expect(!Sanitizer.isValidUTF8([0xE2, 0x82])) // truncated
    #expect(!Sanitizer.isValidUTF8([0xC0, 0xAF])) // overlong "/"
    #expect(!Sanitizer.isValidUTF8([0xED, 0xA0, 0x80])) // surrogate
    #expect(!Sanitizer.isValidUTF8([0xF4, 0x90, 0x80, 0x80])) // past U+10FFFF
    #expect(!Sanitizer.isValidUTF8([0x80])) // stray continuation byte
}

@Test func repairedBytesThenSanitizedAreSafe() {
    let bytes: [UInt8] = [0x1B, 0x5D, 0x30, 0x3B, 0x78, 0x07, 0x41, 0xFE]
    #expect(Sanitizer.line(Sanitizer.repairUTF8(bytes)) == "A\u{FFFD}")
}

@Test func worksOnAnyByteCollection() {
    let bytes: [UInt8] = [0x78, 0xC3, 0xA9, 0xFF]
    #expect(Sanitizer.repairUTF8(bytes[0..<3]) == "xé")
    #expect(Sanitizer.repairUTF8(bytes.reversed()) == "\u{FFFD}\u{FFFD}\u{FFFD}x")
    #expect(Sanitizer.isValidUTF8(bytes.prefix(3)))
    #expect(!Sanitizer.isValidUTF8(bytes.prefix(2)))
}
