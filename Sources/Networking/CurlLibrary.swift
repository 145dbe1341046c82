import CCurl

/// libcurl, loaded when the first request is made (see `Modules/CCurl/shim.h` for why), and
/// started once; nil when it cannot be found on this system.
enum CurlLibrary {
    // Written once, by the first caller (Swift runs a static's initializer exactly once, under
    // a lock), and only read after: safe to share.
    nonisolated(unsafe) static let loaded: UnsafePointer<tidings_curl_library>? = {
        let table = UnsafeMutablePointer<tidings_curl_library>.allocate(capacity: 1)
        table.initialize(to: tidings_curl_library())
        guard tidings_curl_load(table) != 0 else {
            table.deallocate()
            return nil
        }
        // Once per process, before any other libcurl call.
        _ = table.pointee.global_init(Int(CURL_GLOBAL_ALL))
        return UnsafePointer(table)
    }()

    /// The functions, once `loaded` has said they are there.
    static var functions: UnsafePointer<tidings_curl_library> { loaded! }

    /// Why a request cannot be made when libcurl is missing.
    static let missing = "libcurl (libcurl.so.4) is not installed"
}

/// The loaded library, for the files that call it.
var curl: UnsafePointer<tidings_curl_library> { CurlLibrary.functions }
