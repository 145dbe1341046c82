import CLibXML2

/// XML read as it arrives: bytes are pushed in pieces of any size and events come out as soon as
/// they can, so a feed is never held as a document (libxml2 builds none; memory is the piece
/// being read).
///
/// What reaches libxml2 is always UTF-8 (`XMLInputDecoder`: the byte-order mark, else the XML
/// declaration, else the server's charset; Latin-1 bytes in UTF-8 read as Windows-1252) with
/// its references made safe (`XMLReferenceRepair`: HTML's named entities resolved, stray `&`
/// and `<` kept as text, forbidden characters dropped), so sloppy feeds read as their authors
/// meant and a mistake never costs the text after it.
///
/// Hostile documents cost nothing: no DTD is read or loaded, no entity declaration is even
/// registered (so none is ever expanded: no billion laughs, no external entities), the network is
/// never touched. Nesting costs no stack (libxml2 reads it iteratively in SAX mode).
public final class XMLPushParser {
    private var context: xmlParserCtxtPtr?
    private let box: XMLHandlerBox
    private var decoder: XMLInputDecoder
    private var repair = XMLReferenceRepair()
    /// Reused for every piece: the decoded bytes, then the repaired ones.
    private var decoded: [UInt8] = []
    private var repaired: [UInt8] = []
    /// Whether every byte so far was well-formed XML once repaired (recovery reads on past a
    /// mistake, such as a tag closed twice).
    public var isWellFormed: Bool { context.map { $0.pointee.wellFormed != 0 } ?? false }
    /// The encoding the document is read in, once the first bytes have told ("UTF-8" for UTF-8
    /// and the labels read as it, see `XMLInputDecoder`).
    public var encoding: String? { decoder.encoding }
    /// Whether the document was abandoned (`stop`, or a mistake libxml2 cannot recover from).
    public var hasStopped: Bool { context.map { $0.pointee.disableSAX != 0 } ?? true }

    /// `charset`: what the server's Content-Type said, if anything; the document's own
    /// byte-order mark or declaration wins over it.
    public init(handler: any XMLEventHandler, charset: String? = nil) {
        MarkupLibrary.prepareThread()
        box = XMLHandlerBox(handler)
        decoder = XMLInputDecoder(charset: charset)
        var sax = xmlSAXHandler()
        sax.initialized = UInt32(XML_SAX2_MAGIC)
        sax.startElementNs = { context, localName, _, namespace, _, _, attributeCount, _, attributes in
            guard let localName else { return }
            XMLHandlerBox.from(context).handler.startElement(
                localName, namespace: namespace,
                attributes: XMLAttributeList(base: attributes, count: Int(max(0, attributeCount))))
        }
        sax.endElementNs = { context, _, _, _ in
            XMLHandlerBox.from(context).handler.endElement()
        }
        sax.characters = { context, text, length in
            guard let text, length > 0 else { return }
            XMLHandlerBox.from(context).handler.text(UnsafeBufferPointer(start: text, count: Int(length)))
        }
        sax.cdataBlock = sax.characters
        let userData = Unmanaged.passUnretained(box).toOpaque()
        context = xmlCreatePushParserCtxt(&sax, userData, nil, 0, nil)
        if let context {
            _ = xmlCtxtUseOptions(context, tidings_xml_parse_options())
            // Always UTF-8 (the decoder saw to it): read as it is, whatever the declaration says.
            _ = xmlSwitchEncoding(context, XML_CHAR_ENCODING_UTF8)
        }
    }

    deinit {
        if let context {
            // The context holds a pointer to its own copy of the handler table, not ours.
            xmlFreeParserCtxt(context)
        }
    }

    /// Reads the next piece of the document.
    public func push(_ bytes: UnsafeRawBufferPointer) {
        guard context != nil, !bytes.isEmpty, !hasStopped else { return }
        MarkupLibrary.prepareThread()
        decoded.removeAll(keepingCapacity: true)
        repaired.removeAll(keepingCapacity: true)
        decoder.decode(bytes, into: &decoded)
        decoded.withUnsafeBufferPointer { repair.repair($0, final: false, into: &repaired) }
        parse(repaired, terminate: false)
    }

    public func push(_ bytes: [UInt8]) {
        bytes.withUnsafeBytes { push($0) }
    }

    /// The document is complete: closes whatever is still open (in recovery) and reports the end.
    public func finish() {
        guard context != nil, !hasStopped else { return }
        MarkupLibrary.prepareThread()
        decoded.removeAll(keepingCapacity: true)
        repaired.removeAll(keepingCapacity: true)
        decoder.finish(into: &decoded)
        decoded.withUnsafeBufferPointer { repair.repair($0, final: true, into: &repaired) }
        parse(repaired, terminate: true)
        decoded = []
        repaired = []
    }

    private func parse(_ bytes: [UInt8], terminate: Bool) {
        guard let context else { return }
        bytes.withUnsafeBufferPointer { buffer in
            buffer.withMemoryRebound(to: CChar.self) { pointer in
                var offset = 0
                // xmlParseChunk takes an Int32 length.
                repeat {
                    let length = min(pointer.count - offset, 1 << 30)
                    let last = terminate && offset + length == pointer.count
                    guard length > 0 || last else { break }
                    _ = withExtendedLifetime(box) { xmlParseChunk(context, pointer.baseAddress.map { $0 + offset }, Int32(length), last ? 1 : 0) }
                    offset += length
                } while offset < pointer.count && !hasStopped
            }
        }
    }

    /// Stops reading: later pushes are ignored and no event follows (a size cap, a cancel).
    /// Safe to call from inside an event.
    public func stop() {
        guard let context else { return }
        xmlStopParser(context)
    }
}

final class XMLHandlerBox {
    let handler: any XMLEventHandler

    init(_ handler: any XMLEventHandler) {
        self.handler = handler
    }

    static func from(_ userData: UnsafeMutableRawPointer?) -> XMLHandlerBox {
        Unmanaged<XMLHandlerBox>.fromOpaque(userData!).takeUnretainedValue()
    }
}
