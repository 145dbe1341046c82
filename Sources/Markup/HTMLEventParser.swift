import CLibXML2

/// HTML bytes in, events out, through libxml2's HTML parser, which recovers from tag soup the
/// way browsers do (implied and misnested tags closed for us; where libxml2 2.9 keeps a block
/// open that a browser closes, `OpenElements` closes it). libxml2 builds no document of its
/// own: only the events a handler needs are asked for, so nothing is built, copied and freed
/// again. Depth costs the handler no stack.
public enum HTMLEventParser {
    /// Parses `bytes` in `encoding` ("UTF-8" unless the page uses a charset the caller leaves to
    /// libxml2's converters), calling `handler` as elements open and close and text appears.
    /// UTF-8 is first made safe for the parser (`HTMLInput`: no element with more than 100
    /// attributes, no NUL byte). The handler can stop the parse after any event, including the
    /// parser's reports of markup it had to repair, which is where its slow recoveries happen.
    /// The text of style sheets and of scripts other than JSON data does not arrive (`HTMLInput`).
    public static func parse(bytes: [UInt8], encoding: String, into handler: any HTMLEventHandler) {
        parse(bytes: bytes, encoding: encoding, into: handler, dropsUnreadText: true)
    }

    static func parse(bytes: [UInt8], encoding: String, into handler: any HTMLEventHandler, dropsUnreadText: Bool) {
        MarkupLibrary.prepareThread()
        let bytes = encoding == "UTF-8"
            ? HTMLInput.prepared(bytes, dropsUnreadText: dropsUnreadText, keeping: handler.attributesRead.map(AttributeNames.init)) : bytes
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
                // The SAX2 mark makes libxml2 hand its error reports to `serror` with this
                // parse's handler (the HTML parser itself never looks at the mark).
                sax.pointee.initialized = UInt32(XML_SAX2_MAGIC)
                sax.pointee.startElement = { context, name, attributes in
                    guard let name else { return }
                    let box = HandlerBox.from(context)
                    let void = box.open.open(name)
                    box.handler.startElement(name, attributes: HTMLAttributeList(pairs: attributes))
                    if void { box.handler.endElement() }
                    box.stopIfAsked()
                }
                sax.pointee.endElement = { context, name in
                    let box = HandlerBox.from(context)
                    // Elements closed as a browser closes them (`OpenElements`).
                    for _ in 0..<box.open.close(name) { box.handler.endElement() }
                    box.stopIfAsked()
                }
                sax.pointee.characters = { context, text, length in
                    guard let text, length > 0 else { return }
                    let box = HandlerBox.from(context)
                    box.handler.text(UnsafeBufferPointer(start: text, count: Int(length)))
                    box.stopIfAsked()
                }
                sax.pointee.cdataBlock = sax.pointee.characters
                sax.pointee.ignorableWhitespace = sax.pointee.characters
                sax.pointee.serror = { userData, error in
                    guard let userData else { return }
                    let box = HandlerBox.from(userData)
                    box.handler.markupProblem()
                    if let error, error.pointee.code == XML_ERR_TAG_NAME_MISMATCH.rawValue, let tag = error.pointee.str1 {
                        for _ in 0..<box.open.closeMisplaced(tag, current: error.pointee.str2) { box.handler.endElement() }
                    }
                    box.stopIfAsked()
                }
                withExtendedLifetime(box) {
                    box.context = context
                    context.pointee.userData = Unmanaged.passUnretained(box).toOpaque()
                    _ = htmlParseDocument(context)
                    box.context = nil
                }
            }
        }
    }
}

/// What the SAX callbacks find through the parser's `userData`.
/// (Only the parse's own thread touches it, one event at a time: not checked at run time for
/// overlapping access, which every event paid for.)
final class HandlerBox {
    let handler: any HTMLEventHandler
    /// libxml2's open elements, to close misplaced blocks as a browser does.
    @exclusivity(unchecked) var open = OpenElements()
    /// The parse in progress, to stop it from inside an event.
    @exclusivity(unchecked) var context: htmlParserCtxtPtr?
    @exclusivity(unchecked) private var stopped = false

    init(_ handler: any HTMLEventHandler) {
        self.handler = handler
    }

    func stopIfAsked() {
        guard !stopped, let context, handler.wantsToStop else { return }
        stopped = true
        xmlStopParser(context)
    }

    static func from(_ userData: UnsafeMutableRawPointer?) -> HandlerBox {
        Unmanaged<HandlerBox>.fromOpaque(userData!).takeUnretainedValue()
    }
}
