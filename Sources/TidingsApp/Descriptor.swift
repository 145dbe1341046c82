import FoundationEssentials
import Glibc

/// Reading and writing whole files by descriptor (standard input and error, the config file),
/// without Foundation's FileHandle, which brings ICU along when linked statically.
enum Descriptor {
    /// Every byte up to `limit` (and one more, so a caller can tell the file is larger); nil
    /// when reading fails.
    static func read(_ descriptor: Int32, upTo limit: Int) -> Data? {
        var data = Data()
        var chunk = [UInt8](repeating: 0, count: 64 << 10)
        while data.count <= limit {
            let count = chunk.withUnsafeMutableBytes { Glibc.read(descriptor, $0.baseAddress, min($0.count, limit + 1 - data.count)) }
            if count < 0 {
                if errno == EINTR { continue }
                return nil
            }
            if count == 0 { break }
            data.append(contentsOf: chunk[..<count])
        }
        return data
    }

    /// Writes all of `data`, through interruptions and short writes; a closed pipe ends it.
    static func write(_ descriptor: Int32, _ data: Data) {
        data.withUnsafeBytes { bytes in
            var offset = 0
            while offset < bytes.count {
                let count = Glibc.write(descriptor, bytes.baseAddress! + offset, bytes.count - offset)
                if count < 0 {
                    if errno == EINTR { continue }
                    return
                }
                offset += count
            }
        }
    }
}
