import CLibXML2

/// HTML bytes in, events out, through libxml2's HTML parser, which recovers from tag soup the
/// way browsers do (implied and misnested tags closed for us). libxml2 builds no document of its
/// own: only the events a handler needs are asked for, so nothing is built, copied and freed
/// again. Depth costs the handler no stack.
public enum HTMLEventParser {
    /// Parses `bytes` in `encoding` ("UTF-8" unless the page uses a charset the caller leaves to
    /// libxml2's converters), calling `handler` as elements open and close and text appears.
    public static func parse(bytes: [UInt8], encoding: String, into handler: any HTMLEventHandler) {
        MarkupLibrary.prepareThread()
        guard !bytes.isEmpty, bytes.count < Int(Int32.max) else { return }
        let box = HandlerBox(handler)
        bytes.withUnsafeBufferPointer { buffer in
            buffer.baseAddress!.withMemoryRebound(to: CChar.self, capacity: buffer.count) { pointer in
                guard let context = htmlCreateMemoryParserCtxt(pointer, Int32(buffer.count)) else { return }
                defer { htmlFreeParserCtxt(context) }
                _ = htmlCtxtUseOptions(context, tidings_html_parse_options())
                if encoding == "UTF-8" {
                    // libxml2's own encoding: declared so, it reads the bytes as they are, where a
                    // converter would copy each one once more.
                    _ = xmlSwitchEncoding(context, XML_CHAR_ENCODING_UTF8)
                } else if let converter = xmlFindCharEncodingHandler(encoding) {
                    _ = xmlSwitchToEncoding(context, converter)
                }
                let sax = context.pointee.sax!
                sax.pointee = xmlSAXHandler()
                sax.pointee.initialized = 1
                sax.pointee.startElement = { context, name, attributes in
                    guard let name else { return }
                    HandlerBox.from(context).handler.startElement(name, attributes: HTMLAttributeList(pairs: attributes))
                }
                sax.pointee.endElement = { context, _ in
                    HandlerBox.from(context).handler.endElement()
                }
                sax.pointee.characters = { context, text, length in
                    guard let text, length > 0 else { return }
                    HandlerBox.from(context).handler.text(UnsafeBufferPointer(start: text, count: Int(length)))
                }
                sax.pointee.cdataBlock = sax.pointee.characters
                sax.pointee.ignorableWhitespace = sax.pointee.characters
                withExtendedLifetime(box) {
                    context.pointee.userData = Unmanaged.passUnretained(box).toOpaque()
                    _ = htmlParseDocument(context)
                }
            }
        }
    }
}

/// What the SAX callbacks find through the parser's `userData`.
final class HandlerBox {
    let handler: any HTMLEventHandler

    init(_ handler: any HTMLEventHandler) {
        self.handler = handler
    }

    static func from(_ userData: UnsafeMutableRawPointer?) -> HandlerBox {
        Unmanaged<HandlerBox>.fromOpaque(userData!).takeUnretainedValue()
    }
}
