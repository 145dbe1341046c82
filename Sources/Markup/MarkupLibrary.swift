import CLibXML2

/// libxml2's process-wide setup, done once before the first parse: its global state, and
/// error channels that never write anywhere (by default some of its diagnostics go to stderr,
/// which in Tidings is the screen).
enum MarkupLibrary {
    private static let initialized: Bool = {
        xmlInitParser()
        tidings_xml_silence()
        return true
    }()

    /// Call at the start of every parse, on the parsing thread: libxml2 keeps its error handlers
    /// per thread, and a thread it met before the defaults were set keeps its own.
    static func prepareThread() {
        _ = initialized
        tidings_xml_silence()
    }
}
