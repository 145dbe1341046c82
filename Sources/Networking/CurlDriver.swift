import CCurl
import FoundationEssentials
import Glibc
import Threads

/// One libcurl multi handle and the thread that drives it. Every transfer of a transport runs
/// here: libcurl's callbacks hand each piece of a body straight to its sink on this thread,
/// with no queue in between, and connections are kept open and reused across requests.
///
/// The thread exists only while there is work, plus `linger` after it (so a burst of requests
/// does not start one thread each); an idle transport holds no thread. It sleeps in
/// `curl_multi_poll` until a socket or a timer is ready, or a caller wakes it.
final class CurlDriver: @unchecked Sendable {
    /// How long an idle thread waits for more work before it ends.
    static let linger: TimeInterval = 10

    /// Guards everything below it; the thread also waits on it when idle.
    private let inbox = Condition()
    private var added: [CurlTransfer] = []
    private var cancelled: [CurlTransfer] = []
    private var threadRunning = false

    /// Made on first use, by the first transfer's task: starting libcurl reads the TLS
    /// configuration, which would otherwise delay the first frame at launch. Once made, used by
    /// the driving thread only (one thread at a time: a new one starts only after the last has
    /// said, under `inbox`, that it is ending) and by `curl_multi_wakeup`, which any thread may call.
    private var multi: UnsafeMutableRawPointer?
    private var active: [UnsafeMutableRawPointer: CurlTransfer] = [:]
    /// Starts the driving thread; false when none could be (tests stand in for the system).
    private let startThread: @Sendable (String, @escaping @Sendable () -> Void) -> Bool

    init(startThread: @escaping @Sendable (String, @escaping @Sendable () -> Void) -> Bool = SystemThread.start) {
        self.startThread = startThread
    }

    deinit {
        if let multi { _ = curl.pointee.multi_cleanup(multi) }
    }

    /// Starts `transfer`; it completes on the driving thread.
    func add(_ transfer: CurlTransfer) {
        inbox.lock()
        if multi == nil {
            guard let made = curl.pointee.multi_init() else {
                inbox.unlock()
                return transfer.complete(.failed(CURLE_OUT_OF_MEMORY))
            }
            multi = made
        }
        added.append(transfer)
        let start = !threadRunning
        threadRunning = true
        inbox.signal()
        inbox.unlock()
        let multi = self.multi
        if start {
            if !startThread("tidings http", { [self] in run() }) { failWaiting() }
        } else if let multi {
            _ = curl.pointee.multi_wakeup(multi)
        }
    }

    /// No thread could be started (the system is out of threads or memory): every transfer
    /// waiting for one, including any added meanwhile, fails now rather than wait forever.
    private func failWaiting() {
        inbox.lock()
        let stranded = added
        added.removeAll()
        cancelled.removeAll()
        threadRunning = false
        inbox.unlock()
        for transfer in stranded { transfer.complete(transfer.cancelRequested ? .cancelled : .failed(CURLE_OUT_OF_MEMORY)) }
    }

    /// Stops `transfer` (it completes as cancelled), whether or not it has started.
    func cancel(_ transfer: CurlTransfer) {
        inbox.lock()
        // Not added yet: `nextWork` sees the mark when it is. Without a thread nothing runs.
        transfer.cancelRequested = true
        if threadRunning { cancelled.append(transfer) }
        let multi = threadRunning ? self.multi : nil
        inbox.signal()
        inbox.unlock()
        if let multi { _ = curl.pointee.multi_wakeup(multi) }
    }

    private func run() {
        // libcurl is told not to touch signals (it runs on threads), so a write to a connection
        // the server closed must not raise SIGPIPE, which would end the program: blocked on
        // this thread, the write just fails and libcurl reports the lost connection.
        var brokenPipe = sigset_t()
        sigemptyset(&brokenPipe)
        sigaddset(&brokenPipe, SIGPIPE)
        pthread_sigmask(SIG_BLOCK, &brokenPipe, nil)
        // Set by `add` before the thread was started, never changed after.
        guard let multi = inbox.withLock({ self.multi }) else { return }
        while let (new, stopped) = nextWork() {
            for (transfer, alreadyCancelled) in new {
                if alreadyCancelled {
                    transfer.complete(.cancelled)
                } else {
                    start(transfer, in: multi)
                }
            }
            for transfer in stopped {
                guard active.removeValue(forKey: transfer.handle) != nil else { continue }
                _ = curl.pointee.multi_remove_handle(multi, transfer.handle)
                transfer.complete(.cancelled)
            }
            guard !active.isEmpty else { continue }
            var running: Int32 = 0
            _ = curl.pointee.multi_perform(multi, &running)
            finishDone(in: multi)
            guard !active.isEmpty else { continue }
            // libcurl shortens the wait to its own next timer (timeouts, retries).
            if curl.pointee.multi_poll(multi, nil, 0, 1000, nil) != CURLM_OK {
                // The wait itself failed (out of descriptors, say): pause rather than spin.
                SystemThread.sleep(seconds: 0.01)
            }
        }
    }

    /// The transfers added (and whether they were cancelled before they started) and cancelled
    /// since the last look; nil when the thread should end (nothing running and nothing new for
    /// `linger`).
    private func nextWork() -> ([(CurlTransfer, Bool)], [CurlTransfer])? {
        inbox.lock()
        defer { inbox.unlock() }
        if active.isEmpty && added.isEmpty && cancelled.isEmpty {
            let until = Condition.now() + Self.linger
            while added.isEmpty && cancelled.isEmpty {
                if !inbox.wait(until: until) { break }
            }
            if added.isEmpty && cancelled.isEmpty {
                threadRunning = false
                return nil
            }
        }
        defer {
            added.removeAll()
            cancelled.removeAll()
        }
        return (added.map { ($0, $0.cancelRequested) }, cancelled)
    }

    private func start(_ transfer: CurlTransfer, in multi: UnsafeMutableRawPointer) {
        if curl.pointee.multi_add_handle(multi, transfer.handle) == CURLM_OK {
            active[transfer.handle] = transfer
        } else {
            transfer.complete(.failed(CURLE_FAILED_INIT))
        }
    }

    private func finishDone(in multi: UnsafeMutableRawPointer) {
        var waiting: Int32 = 0
        while let message = curl.pointee.multi_info_read(multi, &waiting) {
            guard message.pointee.msg == CURLMSG_DONE, let handle = message.pointee.easy_handle,
                  let transfer = active.removeValue(forKey: handle) else { continue }
            let result = tidings_curl_message_result(message)
            _ = curl.pointee.multi_remove_handle(multi, handle)
            if result == CURLE_OK, transfer.followRedirect() {
                start(transfer, in: multi)
            } else {
                transfer.complete(result == CURLE_OK ? .finished : .failed(result))
            }
        }
    }
}
