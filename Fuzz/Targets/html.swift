import TidingsText

// HTML → rich text → layout: never trap, never overflow the width, and measure lines exactly as
// DisplayWidth does (the grid draws with DisplayWidth).

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    guard size > 0 else { return 0 }
    let width = Int(data[0]) % 120 + 1
    let html = Sanitizer.repairUTF8(UnsafeBufferPointer(start: data + 1, count: size - 1))
    let rich = HTMLText.parse(html)
    for line in TextLayout.layout(rich, width: width) {
        let limit = line.kind == .body || line.kind == .blank ? width : max(1, width - 2)
        guard line.width <= max(limit, 2), limit < 2 || line.width <= limit else {
            fatalError("line of \(line.width) columns at width \(limit): \(line.text.debugDescription)")
        }
        // Lines are drawn run by run, so that is how they must measure.
        let drawn = line.runs.reduce(0) { $0 + DisplayWidth.of($1.text) }
        guard line.width == drawn else {
            fatalError("line says \(line.width) columns, its runs draw \(drawn): \(line.text.debugDescription)")
        }
        if line.runs.count <= 1, line.width != DisplayWidth.of(line.text) {
            fatalError("line says \(line.width) columns, DisplayWidth says \(DisplayWidth.of(line.text)): \(line.text.debugDescription)")
        }
        for run in line.runs where run.text.isEmpty { fatalError("empty run") }
        for scalar in line.text.unicodeScalars where scalar.value < 0x20 || scalar.value == 0x7F || (0x80...0x9F).contains(scalar.value) {
            fatalError("control U+\(String(scalar.value, radix: 16)) in a laid-out line")
        }
    }
    _ = TextLayout.wrap(html, width: width)
    return 0
}
