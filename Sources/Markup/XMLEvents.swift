/// Receives the XML parser's events, with namespaces resolved. Names are NUL-terminated and
/// interned within one document (the same name arrives at the same address); pointers are valid
/// only during the call.
public protocol XMLEventHandler: AnyObject {
    /// An element opens: its local name, its namespace's URI (nil: no namespace) and attributes.
    func startElement(_ localName: UnsafePointer<UInt8>, namespace: UnsafePointer<UInt8>?, attributes: XMLAttributeList)
    func endElement()
    /// A run of text or CDATA; one run may arrive in several pieces.
    func text(_ bytes: UnsafeBufferPointer<UInt8>)
}

/// An element's attributes as libxml2's SAX2 hands them over: five pointers each (local name,
/// prefix, namespace URI, value start, value end).
public struct XMLAttributeList: Sequence {
    let base: UnsafeMutablePointer<UnsafePointer<UInt8>?>?
    public let count: Int

    public struct Attribute {
        public let localName: UnsafePointer<UInt8>
        /// The attribute's namespace URI; nil for an unprefixed attribute.
        public let namespace: UnsafePointer<UInt8>?
        /// As libxml2 hands it over: not NUL-terminated, and with every `&` of the value written
        /// `&#38;` (libxml2 keeps that one reference for a tree builder to read again); `string`
        /// is the value itself.
        public let value: UnsafeBufferPointer<UInt8>

        /// The value, every reference read.
        public var string: String {
            guard value.contains(UInt8(ascii: "&")) else { return String(decoding: value, as: UTF8.self) }
            let escaped: [UInt8] = Array("&#38;".utf8)
            var out: [UInt8] = []
            out.reserveCapacity(value.count)
            var index = 0
            while index < value.count {
                if value[index] == UInt8(ascii: "&"), index + escaped.count <= value.count,
                   value[index..<index + escaped.count].elementsEqual(escaped) {
                    out.append(UInt8(ascii: "&"))
                    index += escaped.count
                } else {
                    out.append(value[index])
                    index += 1
                }
            }
            return String(decoding: out, as: UTF8.self)
        }
    }

    public struct Iterator: IteratorProtocol {
        let base: UnsafeMutablePointer<UnsafePointer<UInt8>?>?
        let count: Int
        var index = 0

        public mutating func next() -> Attribute? {
            guard let base, index < count else { return nil }
            let entry = base.advanced(by: index * 5)
            index += 1
            guard let name = entry[0] else { return next() }
            let start = entry[3]
            let end = entry[4]
            let length = start.flatMap { start in end.map { $0 - start } } ?? 0
            return Attribute(localName: name, namespace: entry[2],
                             value: UnsafeBufferPointer(start: start, count: Swift.max(0, length)))
        }
    }

    public func makeIterator() -> Iterator { Iterator(base: base, count: count) }
}
