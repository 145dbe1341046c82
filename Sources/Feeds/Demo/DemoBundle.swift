import FoundationEssentials
import Glibc
import Networking

/// Where the sample for `--demo` is: installed beside the binary (`scripts/install.sh` puts it in
/// `PREFIX/share/tidings/demo`, the binary in `PREFIX/bin`; found from the binary's own path,
/// links resolved, so an installed copy works wherever it is installed and whatever links to
/// it), or, for a build in a checkout (`swift run`), in the checkout beside this file.
public enum DemoFiles {
    /// The folder that holds every source's sample folder; nil when neither place has it.
    public static let folder: URL? = candidates.first { FileManager.default.fileExists(atPath: $0.appendingPathComponent("hn").path) }

    /// The places looked in, in order.
    public static var candidates: [URL] {
        let checkout = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        guard let binary = executable else { return [checkout] }
        let folder = binary.deletingLastPathComponent()
        return [folder.deletingLastPathComponent().appendingPathComponent("share/tidings/demo"), checkout]
    }

    /// The running binary (or test runner), its links resolved.
    private static var executable: URL? {
        guard let path = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe") else { return nil }
        return URL(fileURLWithPath: path)
    }
}

/// The bundled sample's files, and what every source's demo does with them.
enum DemoBundle {
    /// The folder that holds every source's sample folder.
    static var root: URL? { DemoFiles.folder }

    /// A bundled file as a JSON answer; nil when it is not there.
    static func file(_ name: String) -> HTTPResponse? {
        file(name, type: "application/json")
    }

    /// A bundled file as an answer of `type`; nil when it is not there.
    static func file(_ name: String, type: String) -> HTTPResponse? {
        guard let file = root?.appendingPathComponent(name), let body = try? Data(contentsOf: file) else { return nil }
        return HTTPResponse(status: 200, headers: ["content-type": type], body: body)
    }

    /// Searching the sample the way the services search theirs: every record (under
    /// `listKey`) of the bundled files in `folder` whose `fields` contain the query, each once
    /// (by `idKey`), in file order. Every demo search is this one scan.
    static func searchBundle(
        folder: String, filePrefix: String, listKey: String, fields: [String], idKey: String, query: String
    ) -> [JSONValue] {
        guard let directory = root?.appendingPathComponent(folder),
              let files = try? FileManager.default.contentsOfDirectory(atPath: directory.path)
        else { return [] }
        let needle = query.lowercased()
        var seen = Set<String>()
        var found: [JSONValue] = []
        for file in files.sorted() where file.hasPrefix(filePrefix) && file.hasSuffix(".json") {
            guard let data = try? Data(contentsOf: directory.appendingPathComponent(file)),
                  let records = JSONValue.parse(data)?[listKey]?.array else { continue }
            for record in records where record.isObject {
                let text = fields.map { record[$0]?.string ?? "" }.joined(separator: " ").lowercased()
                guard let id = record[idKey]?.string, text.contains(needle), seen.insert(id).inserted else { continue }
                found.append(record)
            }
        }
        return found
    }

    /// A 200 answer carrying `object` as JSON.
    static func jsonResponse(_ object: JSONValue) -> HTTPResponse {
        let data = Data(object.text.utf8)
        return HTTPResponse(status: 200, headers: ["content-type": "application/json"], body: data)
    }

    /// The value of one query parameter.
    static func parameter(_ name: String, in url: URL) -> String? {
        URLComponents(url: url, resolvingAgainstBaseURL: false)?.queryItems?.first { $0.name == name }?.value
    }
}
