import FoundationEssentials
import Synchronization

/// Rendered pictures in memory, per (address, box, mode): a box drawn again costs a lookup.
/// Least recently used out, bounded by what the pictures take (cells or escape sequences), so
/// scrolling through a thousand thumbnails holds only the last few megabytes of them. Pictures
/// that cannot be shown are remembered too (they cost a few bytes), so a broken address is not
/// fetched and decoded again every frame.
public final class PictureMemory: Sendable {
    public struct Key: Hashable, Sendable {
        public var url: String
        public var box: BoxSize
        public var mode: PictureMode

        public init(url: String, box: BoxSize, mode: PictureMode) {
            self.url = url
            self.box = box
            self.mode = mode
        }
    }

    enum Entry: Sendable {
        case picture(Picture)
        case failure(PictureFailure)

        var byteCount: Int {
            switch self {
            case .picture(let picture): picture.byteCount
            case .failure: 64
            }
        }
    }

    /// Under the 16 MB the cell cache may take, with room for the entries' own bookkeeping.
    public static let defaultMaximumBytes = 12 << 20

    public let maximumBytes: Int
    private let state: Mutex<LRU>

    public init(maximumBytes: Int = PictureMemory.defaultMaximumBytes) {
        self.maximumBytes = max(0, maximumBytes)
        state = Mutex(LRU())
    }

    func entry(_ key: Key) -> Entry? {
        state.withLock { $0.get(key) }
    }

    func store(_ entry: Entry, for key: Key) {
        let limit = maximumBytes
        state.withLock { $0.put(entry, for: key, limit: limit) }
    }

    /// Forgets every box of an address (its picture changed on the server).
    func forget(url: String) {
        state.withLock { $0.remove { $0.url == url } }
    }

    public var totalBytes: Int { state.withLock { $0.bytes } }
    public var count: Int { state.withLock { $0.index.count } }

    /// A doubly linked list over an array (most recent at the head) and an index into it:
    /// lookups, uses and evictions are O(1).
    struct LRU: ~Copyable {
        struct Node {
            var key: Key
            var entry: Entry
            var previous: Int
            var next: Int
        }

        var nodes: [Node] = []
        var index: [Key: Int] = [:]
        var free: [Int] = []
        var head = -1
        var tail = -1
        var bytes = 0

        mutating func get(_ key: Key) -> Entry? {
            guard let slot = index[key] else { return nil }
            moveToFront(slot)
            return nodes[slot].entry
        }

        mutating func put(_ entry: Entry, for key: Key, limit: Int) {
            if let slot = index[key] {
                bytes += entry.byteCount - nodes[slot].entry.byteCount
                nodes[slot].entry = entry
                moveToFront(slot)
            } else {
                // Something larger than the whole cache is not kept.
                guard entry.byteCount <= limit else { return }
                let node = Node(key: key, entry: entry, previous: -1, next: head)
                let slot: Int
                if let reused = free.popLast() {
                    nodes[reused] = node
                    slot = reused
                } else {
                    nodes.append(node)
                    slot = nodes.count - 1
                }
                if head >= 0 { nodes[head].previous = slot }
                head = slot
                if tail < 0 { tail = slot }
                index[key] = slot
                bytes += entry.byteCount
            }
            while bytes > limit, tail >= 0, tail != head { unlink(tail) }
        }

        mutating func remove(where matches: (Key) -> Bool) {
            for slot in index.values where matches(nodes[slot].key) { unlink(slot) }
        }

        private mutating func moveToFront(_ slot: Int) {
            guard slot != head else { return }
            detach(slot)
            nodes[slot].previous = -1
            nodes[slot].next = head
            if head >= 0 { nodes[head].previous = slot }
            head = slot
            if tail < 0 { tail = slot }
        }

        private mutating func detach(_ slot: Int) {
            let (previous, next) = (nodes[slot].previous, nodes[slot].next)
            if previous >= 0 { nodes[previous].next = next } else { head = next }
            if next >= 0 { nodes[next].previous = previous } else { tail = previous }
        }

        private mutating func unlink(_ slot: Int) {
            detach(slot)
            bytes -= nodes[slot].entry.byteCount
            index[nodes[slot].key] = nil
            // The picture's memory goes now, not when the slot is reused.
            nodes[slot].entry = .failure(.damaged)
            free.append(slot)
        }
    }
}
