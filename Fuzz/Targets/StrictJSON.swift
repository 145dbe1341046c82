import Foundation

/// RFC 8259, strictly, written apart from the scanner so the two can be compared: JSONDecoder,
/// the oracle, lets through leading zeros, raw control characters and repeated keys, which the
/// scanner refuses on purpose. An answer counts as valid only if this and JSONDecoder both read
/// it. Iterative, so deep nesting cannot overflow the stack.
enum StrictJSON {
    static func isValid(_ data: Data) -> Bool {
        let b = [UInt8](data)
        var i = 0
        // Each open container: is it an object, its keys so far, and what comes next.
        var stack: [(object: Bool, keys: Set<[UInt8]>)] = []
        enum Want { case value, keyOrClose, key, colon, commaOrClose, valueOrClose }
        var want = Want.value
        func space() { while i < b.count, b[i] == 0x20 || b[i] == 0x09 || b[i] == 0x0A || b[i] == 0x0D { i += 1 } }
        func string() -> [UInt8]? {
            guard i < b.count, b[i] == 0x22 else { return nil }
            i += 1
            var out: [UInt8] = []
            while i < b.count {
                let c = b[i]
                if c == 0x22 { i += 1; return out }
                if c < 0x20 { return nil }
                if c == 0x5C {
                    guard i + 1 < b.count else { return nil }
                    let e = b[i + 1]
                    if e == 0x75 {
                        guard i + 6 <= b.count, b[(i + 2)..<(i + 6)].allSatisfy({ $0.isHex }) else { return nil }
                        out += b[i..<(i + 6)]
                        i += 6
                        continue
                    }
                    guard [0x22, 0x5C, 0x2F, 0x62, 0x66, 0x6E, 0x72, 0x74].contains(e) else { return nil }
                    out += [c, e]
                    i += 2
                    continue
                }
                out.append(c)
                i += 1
            }
            return nil
        }
        func number() -> Bool {
            let digit: (UInt8) -> Bool = { $0 >= 0x30 && $0 <= 0x39 }
            if i < b.count, b[i] == 0x2D { i += 1 }
            guard i < b.count, digit(b[i]) else { return false }
            if b[i] == 0x30 { i += 1 } else { while i < b.count, digit(b[i]) { i += 1 } }
            if i < b.count, b[i] == 0x2E {
                i += 1
                guard i < b.count, digit(b[i]) else { return false }
                while i < b.count, digit(b[i]) { i += 1 }
            }
            if i < b.count, b[i] == 0x65 || b[i] == 0x45 {
                i += 1
                if i < b.count, b[i] == 0x2B || b[i] == 0x2D { i += 1 }
                guard i < b.count, digit(b[i]) else { return false }
                while i < b.count, digit(b[i]) { i += 1 }
            }
            return true
        }
        func word(_ w: String) -> Bool {
            let u = Array(w.utf8)
            guard i + u.count <= b.count, Array(b[i..<(i + u.count)]) == u else { return false }
            i += u.count
            return true
        }
        while true {
            space()
            switch want {
            case .key, .keyOrClose:
                if want == .keyOrClose, i < b.count, b[i] == 0x7D { i += 1; stack.removeLast(); want = .commaOrClose; break }
                guard let key = string(), stack[stack.count - 1].keys.insert(key).inserted else { return false }
                want = .colon
            case .colon:
                guard i < b.count, b[i] == 0x3A else { return false }
                i += 1
                want = .value
            case .value, .valueOrClose:
                guard i < b.count else { return false }
                if want == .valueOrClose, b[i] == 0x5D { i += 1; stack.removeLast(); want = .commaOrClose; break }
                switch b[i] {
                case 0x7B: i += 1; stack.append((true, [])); want = .keyOrClose
                case 0x5B: i += 1; stack.append((false, [])); want = .valueOrClose
                case 0x22: guard string() != nil else { return false }; want = .commaOrClose
                case 0x74: guard word("true") else { return false }; want = .commaOrClose
                case 0x66: guard word("false") else { return false }; want = .commaOrClose
                case 0x6E: guard word("null") else { return false }; want = .commaOrClose
                default: guard number() else { return false }; want = .commaOrClose
                }
            case .commaOrClose:
                guard let top = stack.last else { return i == b.count }
                guard i < b.count else { return false }
                if b[i] == 0x2C { i += 1; want = top.object ? .key : .value; break }
                guard b[i] == (top.object ? 0x7D : 0x5D) else { return false }
                i += 1
                stack.removeLast()
                want = .commaOrClose
            }
            if want == .commaOrClose, stack.isEmpty { space(); return i == b.count }
        }
    }
}

private extension UInt8 {
    var isHex: Bool { (0x30...0x39).contains(self) || (0x41...0x46).contains(self) || (0x61...0x66).contains(self) }
}
