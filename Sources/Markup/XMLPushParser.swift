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
            let box = XMLHandlerBox.from(context)
            let count = Int(max(0, attributeCount))
            if let attributes {
                // Each attribute's namespace URI: its third pointer.
                for index in 0..<count {
                    attributes[index * 5 + 2] = box.namespaces.read(attributes[index * 5 + 2])
                }
            }
            box.handler.startElement(localName, namespace: box.namespaces.read(namespace),
                                     attributes: XMLAttributeList(base: attributes, count: count))
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
        box.namespaces.release()
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
    var namespaces = NamespaceNames()

    init(_ handler: any XMLEventHandler) {
        self.handler = handler
    }

    static func from(_ userData: UnsafeMutableRawPointer?) -> XMLHandlerBox {
        Unmanaged<XMLHandlerBox>.fromOpaque(userData!).takeUnretainedValue()
    }
}

/// Namespace URIs as documents mean them. libxml2 hands a URI over as written in its `xmlns`
/// attribute, with an `&` it was given as `&#38;` (or `&amp;`) still written that way; this
/// reads such a URI once and hands out the one copy (interned, like libxml2's own, so a handler
/// may still compare URIs by address). Almost every URI has no `&`: the last one seen is
/// remembered, so most elements cost one comparison.
struct NamespaceNames {
    private var last: UnsafePointer<UInt8>?
    private var lastRead: UnsafePointer<UInt8>?
    private var read: [UnsafePointer<UInt8>: UnsafeMutablePointer<UInt8>?] = [:]

    mutating func read(_ uri: UnsafePointer<UInt8>?) -> UnsafePointer<UInt8>? {
        guard let uri else { return nil }
        if uri == last { return lastRead }
        let result: UnsafePointer<UInt8>
        if let known = read[uri] {
            result = known.map { UnsafePointer($0) } ?? uri
        } else {
            let copy = Self.decoded(uri)
            read[uri] = copy
            result = copy.map { UnsafePointer($0) } ?? uri
        }
        last = uri
        lastRead = result
        return result
    }

    /// A new NUL-terminated copy with every `&#38;` read as `&`, or nil when there is none.
    private static func decoded(_ uri: UnsafePointer<UInt8>) -> UnsafeMutablePointer<UInt8>? {
        var length = 0
        while uri[length] != 0 { length += 1 }
        let bytes = UnsafeBufferPointer(start: uri, count: length)
        let escaped: [UInt8] = Array("&#38;".utf8)
        guard bytes.contains(UInt8(ascii: "&")) else { return nil }
        var out: [UInt8] = []
        var index = 0
        while index < length {
            if bytes[index] == UInt8(ascii: "&"), index + escaped.count <= length, bytes[index..<index + escaped.count].elementsEqual(escaped) {
                out.append(UInt8(ascii: "&"))
                index += escaped.count
            } else {
                out.append(bytes[index])
                index += 1
            }
        }
        out.append(0)
        let copy = UnsafeMutablePointer<UInt8>.allocate(capacity: out.count)
        copy.initialize(from: out, count: out.count)
        return copy
    }

    /// Frees the copies; the parser's events are over.
    mutating func release() {
        for copy in read.values { copy?.deallocate() }
        read = [:]
        last = nil
        lastRead = nil
    }
}
