import CLibXML2
import Foundation

/// The one place that talks to libxml2: UTF-8 HTML in, a `DOMTree` out. libxml2 recovers from
/// tag soup the way browsers do; the tree it builds is copied into Swift values and freed at
/// once, so nothing else in Tidings handles C pointers.
enum HTMLParser {
    /// libxml2 wants its global state set up once, from one thread, before parsing anywhere.
    private static let initialized: Bool = {
        xmlInitParser()
        return true
    }()

    /// Parses bytes in `encoding` ("UTF-8" unless the page uses a charset `Charset` leaves to
    /// libxml2's converters). Pages deeper than libxml2's limit are cut off there rather than
    /// failing, and every walk below is iterative, so depth never costs stack.
    static func parse(bytes: [UInt8], encoding: String) -> DOMTree {
        _ = initialized
        var tree = DOMTree()
        guard !bytes.isEmpty, bytes.count < Int(Int32.max) else { return tree }
        let document = bytes.withUnsafeBufferPointer { buffer in
            buffer.baseAddress!.withMemoryRebound(to: CChar.self, capacity: buffer.count) { pointer in
                htmlReadMemory(pointer, Int32(buffer.count), nil, encoding, tidings_html_parse_options())
            }
        }
        guard let document else { return tree }
        defer { xmlFreeDoc(document) }
        guard let root = xmlDocGetRootElement(document) else { return tree }
        copy(root, into: &tree)
        tree.finish()
        return tree
    }

    private static func copy(_ root: xmlNodePtr, into tree: inout DOMTree) {
        // Walks libxml2's tree in document order with an explicit position instead of recursion.
        var current: xmlNodePtr? = root
        var parentIndex: Int32 = -1
        while let node = current {
            var descend = false
            switch node.pointee.type {
            case XML_ELEMENT_NODE:
                let name = string(node.pointee.name).lowercased()
                var element = DOMTree.Node(tag: Tag(name: name), parent: parentIndex)
                if element.tag == .other { element.name = name }
                element.attributes = attributes(of: node)
                let index = tree.append(element)
                if node.pointee.children != nil {
                    parentIndex = Int32(index)
                    descend = true
                }
            case XML_TEXT_NODE, XML_CDATA_SECTION_NODE:
                if parentIndex >= 0 {
                    _ = tree.append(DOMTree.Node(tag: .text, parent: parentIndex, text: string(node.pointee.content)))
                }
            default:
                break
            }
            if descend {
                current = node.pointee.children
                continue
            }
            // Next sibling, else climb: each step up finishes the element `parentIndex` names.
            var step = node
            current = nil
            while step != root {
                if let sibling = step.pointee.next {
                    current = sibling
                    break
                }
                guard let up = step.pointee.parent else { break }
                step = up
                if parentIndex >= 0 { parentIndex = tree.nodes[Int(parentIndex)].parent }
            }
        }
    }

    private static func attributes(of node: xmlNodePtr) -> [(name: String, value: String)] {
        var result: [(name: String, value: String)] = []
        var attribute = node.pointee.properties
        while let current = attribute {
            let name = string(current.pointee.name).lowercased()
            var value = ""
            var child = current.pointee.children
            while let text = child {
                value += string(text.pointee.content)
                child = text.pointee.next
            }
            result.append((name, value))
            attribute = current.pointee.next
        }
        return result
    }

    private static func string(_ pointer: UnsafePointer<xmlChar>?) -> String {
        guard let pointer else { return "" }
        return String(cString: pointer)
    }

    private static func string(_ pointer: UnsafeMutablePointer<xmlChar>?) -> String {
        string(UnsafePointer(pointer))
    }
}
