/// Receives the HTML parser's events. Names are NUL-terminated and, within one document,
/// interned: the same name arrives at the same address, so a handler may cache what it made of
/// a name by its address. Pointers are valid only during the call.
public protocol HTMLEventHandler: AnyObject {
    func startElement(_ name: UnsafePointer<UInt8>, attributes: HTMLAttributeList)
    func endElement()
    /// A run of text; one run may arrive in several pieces.
    func text(_ bytes: UnsafeBufferPointer<UInt8>)
    /// The parser met a mistake in the markup and recovered (an end tag nothing opened, an
    /// attribute given twice). Recovering can cost the parser work proportional to how deep it
    /// is, which is why a handler counting work wants to hear of it. Most pages have many.
    func markupProblem()
    /// Asked after every event: true stops the parse there (a cancel, a budget spent); no
    /// event of the document follows except the closing of elements still open.
    var wantsToStop: Bool { get }
    /// The only attributes the handler reads, by their lower-cased names; nil for all. The
    /// others are cut from UTF-8 input before the parser reads them, character by character:
    /// on a page of icons and trackers they are a fifth of what is left once scripts are gone.
    var attributesRead: Set<String>? { get }
}

extension HTMLEventHandler {
    public func markupProblem() {}
    public var wantsToStop: Bool { false }
    public var attributesRead: Set<String>? { nil }
}

/// An element's attributes as libxml2 hands them over: name and value pairs, NUL-terminated.
public struct HTMLAttributeList: Sequence {
    let pairs: UnsafeMutablePointer<UnsafePointer<UInt8>?>?

    public struct Iterator: IteratorProtocol {
        var cursor: UnsafeMutablePointer<UnsafePointer<UInt8>?>?

        /// A name (interned, like element names) and its value (nil for a bare attribute).
        public mutating func next() -> (name: UnsafePointer<UInt8>, value: UnsafePointer<UInt8>?)? {
            guard let pair = cursor, let name = pair.pointee else { return nil }
            let value = pair.advanced(by: 1).pointee
            cursor = pair.advanced(by: 2)
            return (name, value)
        }
    }

    public func makeIterator() -> Iterator { Iterator(cursor: pairs) }
}
