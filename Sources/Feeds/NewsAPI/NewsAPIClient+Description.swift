// A struct's default description and mirror list every stored property, which would print the
// API key in any `print(client)`, `dump(client)` or string interpolation. These replace them.

extension NewsAPIClient: CustomStringConvertible, CustomDebugStringConvertible, CustomReflectable {
    public var description: String { "NewsAPIClient(\(listName), \(host))" }
    public var debugDescription: String { description }

    public var customMirror: Mirror {
        Mirror(self, children: [
            "baseURL": baseURL, "country": country, "category": category as Any, "query": query as Any,
            "apiKey": "(hidden)",
        ], displayStyle: .struct)
    }
}
