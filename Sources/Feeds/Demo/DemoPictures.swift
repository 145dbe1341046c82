import FoundationEssentials
import Networking

/// The demo's pictures (news images, Product Hunt thumbnails), found by the address's file name
/// in the bundle's `pictures/`, so they show offline. Names are checked before they touch the
/// bundle; any other picture address answers 404, as a real server would, and its placeholder
/// stays.
public struct DemoPictures: DemoAnswers {
    public init() {}

    public func answer(_ request: HTTPRequest) -> HTTPResponse? {
        let name = request.url.lastPathComponent
        let parts = name.split(separator: ".")
        guard request.method == "GET", parts.count == 2, ["jpg", "png"].contains(parts[1]),
              parts[0].allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-") })
        else { return nil }
        return DemoBundle.file("pictures/\(name)", type: parts[1] == "png" ? "image/png" : "image/jpeg")
            ?? HTTPResponse(status: 404, headers: ["content-type": "text/html"], body: Data("<h1>Not Found</h1>".utf8))
    }
}
