import FoundationEssentials
import Networking

/// The TIL sample: a server in memory, where every edit works and lasts for the run.
public struct TILDemo: DemoAnswers {
    public static let baseURL = DemoTransport.baseURL("til")
    public let server: TILMemoryServer

    public init(server: TILMemoryServer = TILMemoryServer()) {
        self.server = server
    }

    public func answer(_ request: HTTPRequest) -> HTTPResponse? {
        guard request.url.pathComponents.dropFirst().first == "til" else { return nil }
        return server.handle(request)
    }
}
