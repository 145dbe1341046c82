import Glibc

/// A thread of its own for work that must not sit on Swift's cooperative pool (the transport's
/// driver, the pictures' decoder, the reader's extraction, the store's writer). Started
/// detached: it ends when its work returns.
public enum SystemThread {
    /// Starts `work` on a new thread named `name` (the kernel keeps 15 bytes of it, which tools
    /// such as top show). False when the system has no thread to give.
    @discardableResult
    public static func start(name: String, _ work: @escaping @Sendable () -> Void) -> Bool {
        let box = Unmanaged.passRetained(Work(name: name, run: work)).toOpaque()
        var thread = pthread_t()
        var attributes = pthread_attr_t()
        pthread_attr_init(&attributes)
        pthread_attr_setdetachstate(&attributes, Int32(PTHREAD_CREATE_DETACHED))
        defer { pthread_attr_destroy(&attributes) }
        let started = pthread_create(&thread, &attributes, { raw in
            let work = Unmanaged<Work>.fromOpaque(raw!).takeRetainedValue()
            // Named from inside, through the kernel's own file for it (glibc's
            // pthread_setname_np is not visible to Swift).
            SystemThread.name(work.name)
            work.run()
            return nil
        }, box)
        if started != 0 { Unmanaged<Work>.fromOpaque(box).release() }
        return started == 0
    }

    /// Names the calling thread (the kernel keeps 15 bytes).
    static func name(_ name: String) {
        let descriptor = open("/proc/thread-self/comm", O_WRONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return }
        let bytes = Array(name.utf8.prefix(15))
        _ = bytes.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
        close(descriptor)
    }

    /// Sleeps this thread for `seconds`.
    public static func sleep(seconds: Double) {
        var time = timespec(tv_sec: Int(seconds), tv_nsec: Int((seconds - Double(Int(seconds))) * 1_000_000_000))
        var left = timespec()
        while nanosleep(&time, &left) == -1 && errno == EINTR { time = left }
    }

    private final class Work {
        let name: String
        let run: @Sendable () -> Void
        init(name: String, run: @escaping @Sendable () -> Void) {
            self.name = name
            self.run = run
        }
    }
}
