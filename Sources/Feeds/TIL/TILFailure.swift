import Networking
import TidingsText

/// What a TIL server's non-2xx answers mean. Vapor sends `{"error":true,"reason":"…"}`.
enum TILFailure {
    /// Server text is shown on one line and cut here.
    static let maximumReasonLength = 200

    static func check(_ response: HTTPResponse, id: String?, address: String, session: TILSession) throws(FetchError) -> HTTPResponse {
        switch response.status {
        case 200...299:
            return response
        case 401:
            let wasLoggedIn = session.isLoggedIn
            session.noteLoginRequired()
            // A token the server no longer accepts is dropped, so the next save asks again.
            if wasLoggedIn { session.logOut() }
            throw .credentialRefused(service: TILClient.service, problem: wasLoggedIn ? .invalid : .missing)
        case 404 where id != nil:
            throw .itemMissing(service: TILClient.service, id: id ?? "")
        case 400, 409, 422:
            throw .requestRefused(service: TILClient.service, detail: reason(in: response, address: address, session: session))
        default:
            // The server's own reason says more than its status alone.
            if var reason = reason(in: response, address: address, session: session) {
                while reason.hasSuffix(".") { reason.removeLast() }
                if (500...599).contains(response.status) {
                    throw .serviceMessage(service: TILClient.service, message: "\(reason) (HTTP \(response.status))")
                }
                throw .requestRefused(service: TILClient.service, detail: "\(reason) (HTTP \(response.status))")
            }
            return try response.requireSuccess(host: address)
        }
    }

    /// The server's reason, on one line, with every credential of the session hidden (before
    /// and after sanitizing, so that neither control characters nor the sanitizer's own
    /// replacements can break one up), then bounded.
    static func reason(in response: HTTPResponse, address: String, session: TILSession) -> String? {
        guard let payload = try? response.decodeJSON(TILErrorPayload.self, host: address),
              let reason = payload.reason.map({ session.redact(Sanitizer.line(session.redact($0))) }), !reason.isEmpty
        else { return nil }
        guard reason.count > maximumReasonLength else { return reason }
        return String(reason.prefix(maximumReasonLength - 1)) + "…"
    }
}
