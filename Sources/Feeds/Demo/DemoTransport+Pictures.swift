import Foundation
import Networking

extension DemoTransport {
    /// A bundled picture for the demo's image addresses (news images, Product Hunt thumbnails),
    /// found by the address's file name in `pictures/`, so the pictures show offline. Names are
    /// checked before they touch the bundle; any other image address answers 404, as a real
    /// server would, and its placeholder stays.
    static func picture(_ request: HTTPRequest) -> HTTPResponse? {
        let name = request.url.lastPathComponent
        let parts = name.split(separator: ".")
        guard request.method == "GET", parts.count == 2, ["jpg", "png"].contains(parts[1]),
              parts[0].allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-") })
        else { return nil }
        guard let file = root?.appendingPathComponent("pictures/\(name)"), let body = try? Data(contentsOf: file) else {
            return HTTPResponse(status: 404, headers: ["content-type": "text/html"], body: Data("<h1>Not Found</h1>".utf8))
        }
        return HTTPResponse(status: 200, headers: ["content-type": parts[1] == "png" ? "image/png" : "image/jpeg"], body: body)
    }
}
