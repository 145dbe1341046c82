import CLibXML2

/// XML read as it arrives: bytes are pushed in pieces of any size and events come out as soon as
/// they can, so a feed is never held as a document (libxml2 builds none; memory is the piece
/// being read). The encoding comes from the byte-order mark or the XML declaration.
///
/// Hostile documents cost nothing: no DTD is read or loaded, no entity declaration is even
/// registered (so none is ever expanded: no billion laughs, no external entities), the network is
/// never touched. Nesting costs no stack (libxml2 reads it iteratively in SAX mode).
public final class XMLPushParser {
    private var context: xmlParserCtxtPtr?
    private let box: XMLHandlerBox
    /// Whether every byte so far was well-formed XML (recovery reads on past a mistake).
    public var isWellFormed: Bool { context.map { $0.pointee.wellFormed != 0 } ?? false }
    /// Whether the document was abandoned (`stop`, or a mistake libxml2 cannot recover from).
    public var hasStopped: Bool { context.map { $0.pointee.disableSAX != 0 } ?? true }

    public init(handler: any XMLEventHandler) {
        MarkupLibrary.prepareThread()
        box = XMLHandlerBox(handler)
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
        if let context { _ = xmlCtxtUseOptions(context, tidings_xml_parse_options()) }
    }

    deinit {
        if let context {
            // The context holds a pointer to its own copy of the handler table, not ours.
            xmlFreeParserCtxt(context)
        }
    }

    /// Reads the next piece of the document.
    public func push(_ bytes: UnsafeRawBufferPointer) {
        guard let context, !bytes.isEmpty, !hasStopped else { return }
        MarkupLibrary.prepareThread()
        var offset = 0
        // xmlParseChunk takes an Int32 length.
        while offset < bytes.count {
            let length = min(bytes.count - offset, 1 << 30)
            let piece = bytes.baseAddress!.advanced(by: offset).assumingMemoryBound(to: CChar.self)
            _ = withExtendedLifetime(box) { xmlParseChunk(context, piece, Int32(length), 0) }
            offset += length
        }
    }

    public func push(_ bytes: [UInt8]) {
        bytes.withUnsafeBytes { push($0) }
    }

    /// The document is complete: closes whatever is still open (in recovery) and reports the end.
    public func finish() {
        guard let context, !hasStopped else { return }
        MarkupLibrary.prepareThread()
        _ = withExtendedLifetime(box) { xmlParseChunk(context, nil, 0, 1) }
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
