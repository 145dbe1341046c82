import CCurl

/// Translates libcurl's result codes into `FetchError`: the words say what the user can do about
/// it (check the address, the network, the server), never libcurl's own message.
enum CurlFailure {
    static func fetchError(for code: CURLcode, host: String, timeoutSeconds: Int) -> FetchError {
        switch code {
        case CURLE_OPERATION_TIMEDOUT:
            return .timedOut(host: host, seconds: timeoutSeconds)
        case CURLE_COULDNT_CONNECT:
            return .unreachable(host: host, reason: "connection refused")
        case CURLE_COULDNT_RESOLVE_HOST:
            return .unreachable(host: host, reason: "host not found")
        case CURLE_COULDNT_RESOLVE_PROXY:
            return .unreachable(host: host, reason: "the proxy's host was not found")
        case CURLE_SEND_ERROR, CURLE_RECV_ERROR:
            return .unreachable(host: host, reason: "the connection was lost")
        case CURLE_SSL_CONNECT_ERROR, CURLE_PEER_FAILED_VERIFICATION, CURLE_SSL_CERTPROBLEM, CURLE_SSL_CIPHER,
             CURLE_SSL_CACERT_BADFILE, CURLE_SSL_ISSUER_ERROR, CURLE_SSL_PINNEDPUBKEYNOTMATCH, CURLE_SSL_INVALIDCERTSTATUS,
             CURLE_SSL_CRL_BADFILE, CURLE_SSL_ENGINE_INITFAILED, CURLE_USE_SSL_FAILED, CURLE_SSL_SHUTDOWN_FAILED:
            return .unreachable(host: host, reason: "a secure connection could not be made")
        case CURLE_OUT_OF_MEMORY:
            return .unreachable(host: host, reason: "the system is out of memory or threads")
        case CURLE_URL_MALFORMAT:
            return .unreachable(host: host, reason: "the address is not usable")
        case CURLE_WEIRD_SERVER_REPLY, CURLE_UNSUPPORTED_PROTOCOL, CURLE_GOT_NOTHING, CURLE_PARTIAL_FILE,
             CURLE_BAD_CONTENT_ENCODING, CURLE_HTTP2, CURLE_HTTP2_STREAM, CURLE_FILESIZE_EXCEEDED,
             CURLE_TOO_MANY_REDIRECTS, CURLE_WRITE_ERROR, CURLE_HTTP3, CURLE_RANGE_ERROR:
            // The server did answer, just not with usable HTTP: garbage instead of a status
            // line (HTTP/0.9), an empty reply, a body cut short or undecodable. The transport
            // only sends http(s) URLs, so an unsupported protocol can only be such an answer.
            return .unexpectedAnswer(host: host)
        default:
            return .unreachable(host: host, reason: "the connection failed")
        }
    }
}
