import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Translates Foundation's URL loading errors into `FetchError`. On Linux these come from
/// swift-corelibs-foundation's libcurl layer. Observed against the loopback server:
///   refused port                      -1004 cannotConnectToHost
///   no answer within the timeout      -1001 timedOut
///   body shorter than Content-Length  -1    unknown ("transfer closed with N bytes remaining")
///   bytes that are not HTTP at all    -1002 unsupportedURL ("Received HTTP/0.9 when not allowed")
///   connection closed with no reply   -1011 badServerResponse ("Empty reply from server")
enum TransportFailure {
    static func fetchError(for error: any Error, host: String, timeoutSeconds: Int) -> FetchError {
        let nsError = error as NSError
        guard nsError.domain == NSURLErrorDomain else {
            return .unreachable(host: host, reason: "the connection failed")
        }
        switch URLError.Code(rawValue: nsError.code) {
        case .cancelled:
            return .cancelled
        case .timedOut:
            return .timedOut(host: host, seconds: timeoutSeconds)
        case .cannotConnectToHost:
            return .unreachable(host: host, reason: "connection refused")
        case .cannotFindHost, .dnsLookupFailed:
            return .unreachable(host: host, reason: "host not found")
        case .notConnectedToInternet, .internationalRoamingOff, .dataNotAllowed, .callIsActive:
            return .unreachable(host: host, reason: "no network connection")
        case .networkConnectionLost:
            return .unreachable(host: host, reason: "the connection was lost")
        case .secureConnectionFailed, .serverCertificateHasBadDate, .serverCertificateUntrusted,
             .serverCertificateHasUnknownRoot, .serverCertificateNotYetValid,
             .clientCertificateRejected, .clientCertificateRequired:
            return .unreachable(host: host, reason: "a secure connection could not be made")
        case .badServerResponse, .cannotParseResponse, .cannotDecodeRawData,
             .cannotDecodeContentData, .zeroByteResource, .httpTooManyRedirects,
             .redirectToNonExistentLocation, .dataLengthExceedsMaximum:
            // The server did answer, just not with usable HTTP.
            return .unexpectedAnswer(host: host)
        case .unsupportedURL, .unknown:
            // The transport only sends http(s) URLs, so for it these mean libcurl choked on the
            // answer (garbage instead of a status line, a body cut short): connecting, DNS,
            // timeouts and TLS all have codes of their own above.
            return .unexpectedAnswer(host: host)
        case .badURL:
            return .unreachable(host: host, reason: "the address is not usable")
        default:
            return .unreachable(host: host, reason: "the connection failed")
        }
    }
}
