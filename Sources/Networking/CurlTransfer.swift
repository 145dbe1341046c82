import CCurl
import FoundationEssentials
import TidingsText

/// One request on the wire, through its redirects: its libcurl handle, what has arrived, and
/// how it ended. Made on the caller's task; once handed to `CurlDriver.add` it is touched only
/// by the driving thread (libcurl's callbacks, `followRedirect` and `complete`), except
/// `cancelRequested`, which the driver guards. Redirects are followed on that thread too, so a
/// chain of hops never waits for the caller's task to be scheduled in between.
final class CurlTransfer: @unchecked Sendable {
    /// How libcurl left the transfer.
    enum End {
        case finished
        case failed(CURLcode)
        case cancelled
    }

    /// What the last hop answered.
    struct Answer {
        var status: Int
        var headers: [String: String]
        var body: Data
    }

    typealias Outcome = Result<Answer, FetchError>

    /// libcurl's handle for this transfer (every hop); also its key in the driver.
    let handle: UnsafeMutableRawPointer
    /// Set by `CurlDriver.cancel` under its lock.
    var cancelRequested = false
    /// Resumed exactly once, by `complete`.
    var continuation: CheckedContinuation<Outcome, Never>?

    /// What the caller asked for: its headers and origin decide every hop's.
    private let original: HTTPRequest
    private var current: HTTPRequest
    private var redirects = 0
    private let sink: (any BodySink)?
    private let userAgent: String
    /// The end of the overall time allowed, across all hops.
    private let deadline: ContinuousClock.Instant
    private let timeoutSeconds: Int
    private var expired = false
    private var headerList: UnsafeMutablePointer<curl_slist>?

    // The current hop's answer.
    private var headers: [String: String] = [:]
    private var headerBytes = 0
    private var body = Data()
    /// Bytes received so far, wherever they went.
    private var received = 0
    /// Whether the body goes to the sink (decided by the status, at the first piece).
    private var streaming: Bool?
    private var tooLarge = false

    /// Reads from the socket this much at a time at most: fewer system calls for a 5 MB thread
    /// than libcurl's 16 KB, while the first piece still comes as soon as the first bytes do.
    /// (The body still reaches the sink in pieces of at most 16 KB, libcurl's write size.)
    static let bufferSize = 64 << 10

    /// The host named in messages: the one the user asked for, whichever hop this is.
    private var host: String { original.displayHost }

    /// Nil when libcurl cannot make a handle (out of memory). `timeout` is in seconds. Only
    /// made once `CurlLibrary.loaded` has found libcurl.
    init?(request: HTTPRequest, sink: (any BodySink)?, timeout: TimeInterval, userAgent: String) {
        guard let handle = curl.pointee.easy_init() else { return nil }
        self.handle = handle
        original = request
        current = request
        self.sink = sink
        self.userAgent = userAgent
        let seconds = timeout.isFinite ? min(max(timeout, 0.001), 86_400) : 86_400
        timeoutSeconds = max(1, Int(saturating: seconds.rounded(.up)))
        deadline = .now + .milliseconds(Int(seconds * 1000))
        configure()
    }

    deinit {
        curl.pointee.easy_cleanup(handle)
        curl.pointee.slist_free_all(headerList)
    }

    /// Milliseconds left before the deadline.
    private var millisecondsLeft: Int {
        let left = ContinuousClock.now.duration(to: deadline).components
        return Int(left.seconds * 1000 + left.attoseconds / 1_000_000_000_000_000)
    }

    private func configure() {
        let request = current
        set(CURLOPT_URL, request.url.absoluteString)
        // Only the web: never file://, never anything a Location could smuggle in.
        tidings_curl_web_only(curl, handle)
        // Redirects are followed by the transport, hop by hop, so credentials stay at their origin.
        tidings_curl_set_long(curl, handle, CURLOPT_FOLLOWLOCATION, 0)
        tidings_curl_set_long(curl, handle, CURLOPT_NOSIGNAL, 1)
        tidings_curl_set_long(curl, handle, CURLOPT_TIMEOUT_MS, max(1, millisecondsLeft))
        tidings_curl_set_long(curl, handle, CURLOPT_BUFFERSIZE, Self.bufferSize)
        // Every encoding libcurl can decode; the size limit then counts decoded bytes.
        set(CURLOPT_ACCEPT_ENCODING, "")
        set(CURLOPT_USERAGENT, userAgent)
        setMethod(request)

        // Only well-formed headers: a CR or LF in a configured value would start a header of its own.
        for (name, value) in request.headers.sorted(by: { $0.key < $1.key }) where Self.isSafe(name, value) {
            // "Name;" is libcurl's way of sending a header with an empty value.
            headerList = curl.pointee.slist_append(headerList, value.isEmpty ? "\(name);" : "\(name): \(value)")
        }
        // No "Expect: 100-continue" round trip before a large body.
        headerList = curl.pointee.slist_append(headerList, "Expect:")
        tidings_curl_set_pointer(curl, handle, CURLOPT_HTTPHEADER, headerList)

        let context = Unmanaged.passUnretained(self).toOpaque()
        tidings_curl_set_callback(curl, handle, CURLOPT_WRITEFUNCTION, bodyCallback)
        tidings_curl_set_pointer(curl, handle, CURLOPT_WRITEDATA, context)
        tidings_curl_set_callback(curl, handle, CURLOPT_HEADERFUNCTION, headerCallback)
        tidings_curl_set_pointer(curl, handle, CURLOPT_HEADERDATA, context)
    }

    private func setMethod(_ request: HTTPRequest) {
        let method = request.method.uppercased()
        if method == "HEAD" {
            tidings_curl_set_long(curl, handle, CURLOPT_NOBODY, 1)
            return
        }
        if request.body != nil || method == "POST" {
            let body = request.body ?? Data()
            tidings_curl_set_offset(curl, handle, CURLOPT_POSTFIELDSIZE_LARGE, curl_off_t(body.count))
            // Copied by libcurl, so the request need not outlive this call.
            body.withUnsafeBytes { bytes in
                _ = tidings_curl_set_pointer(curl, handle, CURLOPT_COPYPOSTFIELDS, bytes.baseAddress ?? UnsafeRawPointer(("" as StaticString).utf8Start))
            }
        }
        if method != "POST" && (method != "GET" || request.body != nil) {
            set(CURLOPT_CUSTOMREQUEST, method)
        }
    }

    @discardableResult
    private func set(_ option: CURLoption, _ text: String) -> CURLcode {
        // libcurl copies string options.
        text.withCString { tidings_curl_set_pointer(curl, handle, option, $0) }
    }

    private static func isSafe(_ name: String, _ value: String) -> Bool {
        !name.isEmpty && !name.contains(where: { $0 == ":" || $0.isWhitespace || $0.asciiValue.map { $0 < 0x20 || $0 == 0x7F } == true })
            && !value.unicodeScalars.contains { $0 == "\r" || $0 == "\n" || $0 == "\0" }
    }

    // MARK: Callbacks (on the driving thread)

    /// A piece of the decoded body: to the sink when the caller streams and the answer is a
    /// success, otherwise kept. Refused (which stops the transfer) once the body would pass
    /// the request's limit; the check comes first, so memory never holds more.
    fileprivate func take(_ piece: UnsafeRawBufferPointer) -> Bool {
        guard piece.count <= current.maximumBodyBytes - received else {
            tooLarge = true
            return false
        }
        received += piece.count
        if streaming == nil {
            let status = tidings_curl_response_code(curl, handle)
            // A hint only: capped, so a lying Content-Length cannot reserve more than the limit.
            let expected = expectedLength().map { min($0, current.maximumBodyBytes) }
            let streams = sink != nil && (200...299).contains(status)
            streaming = streams
            if streams {
                sink?.begin(expectedLength: expected)
            } else if let expected {
                body.reserveCapacity(expected)  // one allocation, no copies as it grows
            }
        }
        if streaming == true {
            sink?.receive(Data(piece))
        } else {
            body.append(contentsOf: piece)
        }
        return true
    }

    /// Header bytes of one answer, at most: real servers send a few kilobytes; more is an
    /// answer not worth reading (and an endless stream of them would otherwise only end at
    /// libcurl's own limit, reported as a lost connection).
    static let maximumHeaderBytes = 64 << 10

    /// One header line; false stops the transfer (too many header bytes). A status line starts
    /// a new answer's headers (an interim 1xx came first).
    fileprivate func takeHeader(_ line: UnsafeRawBufferPointer) -> Bool {
        headerBytes += line.count
        guard headerBytes <= Self.maximumHeaderBytes else {
            tooLarge = true
            return false
        }
        let text = String(decoding: line, as: UTF8.self).trimmingWhitespace()
        if text.hasPrefix("HTTP/") {
            headers = [:]
            return true
        }
        guard let colon = text.firstIndex(of: ":") else { return true }
        let name = text[..<colon].trimmingSpaces().lowercased()
        let value = text[text.index(after: colon)...].trimmingSpaces()
        guard !name.isEmpty else { return true }
        headers[name] = headers[name].map { "\($0), \(value)" } ?? value
        return true
    }

    /// The length the server gave, when it is the length of what arrives (not of a compressed body).
    private func expectedLength() -> Int? {
        if let encoding = headers["content-encoding"], encoding.lowercased() != "identity" { return nil }
        return headers["content-length"].flatMap { Int($0) }.flatMap { $0 >= 0 ? $0 : nil }
    }

    // MARK: Ending

    /// After a hop finished: when it was a redirect the policy follows, sets the handle up for
    /// the next hop and returns true (the driver adds it again).
    func followRedirect() -> Bool {
        let status = tidings_curl_response_code(curl, handle)
        guard (300...399).contains(status), let location = tidings_curl_redirect_url(curl, handle),
              let target = URL(string: String(cString: location)),
              let next = RedirectPolicy.next(original: original, current: current, target: target, status: status, redirectsSoFar: redirects)
        else { return false }
        guard millisecondsLeft > 0 else {
            expired = true
            return false
        }
        redirects += 1
        current = next
        headers = [:]
        headerBytes = 0
        body = Data()
        received = 0
        streaming = nil
        curl.pointee.easy_reset(handle)
        curl.pointee.slist_free_all(headerList)
        headerList = nil
        configure()
        return true
    }

    /// Resumes the waiting caller, once.
    func complete(_ end: End) {
        let outcome: Outcome
        switch end {
        case .cancelled:
            outcome = .failure(.cancelled)
        case .failed(let code):
            outcome = .failure(tooLarge ? .unexpectedAnswer(host: host) : CurlFailure.fetchError(for: code, host: host, timeoutSeconds: timeoutSeconds))
        case .finished where expired:
            outcome = .failure(.timedOut(host: host, seconds: timeoutSeconds))
        case .finished:
            let status = tidings_curl_response_code(curl, handle)
            if status < 100 || status > 999 {
                outcome = .failure(.unexpectedAnswer(host: host))
            } else {
                outcome = .success(Answer(status: status, headers: headers, body: body))
            }
        }
        body = Data()
        let waiting = continuation
        continuation = nil
        waiting?.resume(returning: outcome)
    }
}

/// libcurl's body callback: hands the bytes to the transfer named by `context`.
private let bodyCallback: tidings_curl_data_callback = { data, size, count, context in
    guard let context else { return 0 }
    let length = size * count
    guard length > 0, let data else { return length }
    let transfer = Unmanaged<CurlTransfer>.fromOpaque(context).takeUnretainedValue()
    return transfer.take(UnsafeRawBufferPointer(start: data, count: length)) ? length : 0
}

/// libcurl's header callback, one line at a time.
private let headerCallback: tidings_curl_data_callback = { data, size, count, context in
    let length = size * count
    guard let context, let data, length > 0 else { return length }
    let transfer = Unmanaged<CurlTransfer>.fromOpaque(context).takeUnretainedValue()
    return transfer.takeHeader(UnsafeRawBufferPointer(start: data, count: length)) ? length : 0
}
