/// Runs one operation per input with at most `width` running at once, and returns the results
/// by input position. The official Hacker News API has one request per item, so a page of 30
/// stories is 30 requests; unbounded they would trip rate limits and swamp a slow link.
enum BoundedParallel {
    static func map<Input: Sendable, Output: Sendable>(
        _ inputs: [Input], width: Int,
        _ operation: @escaping @Sendable (Input) async -> Output
    ) async -> [Output?] {
        var results = [Output?](repeating: nil, count: inputs.count)
        await withTaskGroup(of: (Int, Output).self) { group in
            var next = 0
            func startNext() {
                guard next < inputs.count else { return }
                let index = next
                let input = inputs[index]
                next += 1
                group.addTask { (index, await operation(input)) }
            }
            for _ in 0..<max(1, width) { startNext() }
            while let (index, output) = await group.next() {
                results[index] = output
                startNext()
            }
        }
        return results
    }
}
