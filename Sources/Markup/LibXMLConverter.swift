import CLibXML2

/// One of libxml2's converters (iconv underneath) turning another encoding into UTF-8, piece by
/// piece: a sequence cut by the end of a piece waits for the next, and a byte the encoding
/// cannot read becomes U+FFFD rather than ending the document, as it would inside libxml2.
final class LibXMLConverter {
    let name: String
    private let handler: UnsafeMutablePointer<xmlCharEncodingHandler>
    private let input: xmlBufferPtr
    private let output: xmlBufferPtr

    /// Nil when libxml2 knows no converter for `name`.
    init?(name: String) {
        MarkupLibrary.prepareThread()
        guard name.utf8.count <= 40, name.utf8.allSatisfy({ $0 > 0x20 && $0 < 0x7F }),
              let handler = xmlFindCharEncodingHandler(name) else { return nil }
        guard let input = xmlBufferCreate(), let output = xmlBufferCreate() else {
            xmlCharEncCloseFunc(handler)
            return nil
        }
        self.name = name.uppercased()
        self.handler = handler
        self.input = input
        self.output = output
    }

    deinit {
        xmlCharEncCloseFunc(handler)
        xmlBufferFree(input)
        xmlBufferFree(output)
    }

    func convert(_ bytes: UnsafeBufferPointer<UInt8>, into out: inout [UInt8]) {
        var offset = 0
        // xmlBufferAdd takes an Int32 length.
        while offset < bytes.count {
            let length = min(bytes.count - offset, 1 << 24)
            _ = xmlBufferAdd(input, bytes.baseAddress! + offset, Int32(length))
            offset += length
            drain(into: &out, final: false)
        }
    }

    /// No more input: what is left cannot be completed.
    func finish(into out: inout [UInt8]) {
        drain(into: &out, final: true)
    }

    private func drain(into out: inout [UInt8], final: Bool) {
        while xmlBufferLength(input) > 0 {
            let before = xmlBufferLength(input)
            let result = xmlCharEncInFunc(handler, output, input)
            take(into: &out)
            let after = xmlBufferLength(input)
            guard after > 0 else { break }
            if after < before { continue }
            // No progress: the next byte is either unreadable (-2) or starts a sequence that
            // needs more bytes. Skip an unreadable one; at the end, every byte left is unreadable.
            guard result == -2 || final else { break }
            out.append(contentsOf: LenientUTF8.replacement)
            _ = xmlBufferShrink(input, 1)
        }
    }

    private func take(into out: inout [UInt8]) {
        let length = Int(xmlBufferLength(output))
        guard length > 0, let content = xmlBufferContent(output) else { return }
        out.append(contentsOf: UnsafeBufferPointer(start: content, count: length))
        xmlBufferEmpty(output)
    }
}
