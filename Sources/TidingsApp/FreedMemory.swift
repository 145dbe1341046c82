#if canImport(Glibc)
import Glibc
#endif

/// glibc keeps memory a program frees for its next allocations, in every thread's arena: after a
/// large thread is read (the scan's buffers, the partial threads shown on the way, a kept copy
/// read back), megabytes the program no longer uses stay resident. Handing them back once the
/// work is done keeps what the process holds close to what it uses.
enum FreedMemory {
    /// Returns what is free to the system (a few hundred microseconds; called when work ends,
    /// never per frame or per key).
    static func returnToSystem() {
        #if canImport(Glibc)
        // malloc_trim's header is not part of Swift's Glibc module; the symbol is there all the same.
        typealias Trim = @convention(c) (Int) -> Int32
        guard let symbol = trim else { return }
        _ = unsafeBitCast(symbol, to: Trim.self)(0)
        #endif
    }

    #if canImport(Glibc)
    private nonisolated(unsafe) static let trim = dlsym(nil, "malloc_trim")
    #endif
}
