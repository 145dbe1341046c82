import Canvas

// Key decoder: any bytes, cut into batches anywhere, decode without trapping; nothing typed is
// a control character; coordinates are never negative; a paste never outgrows its cap; and
// once input stops, nothing stays held (the keyboard is never captured).

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = UnsafeBufferPointer(start: data, count: size)
    guard let first = bytes.first else { return 0 }
    // Byte 0 chooses where batches are cut; the rest is what the terminal sent, as code points
    // (values past 0x7F stand for ncurses key codes now and then, as wget_wch reports them).
    let cut = Int(first % 7) + 1
    var decoder = KeyDecoder()
    var now: UInt64 = 1_000
    var batch: [RawInput] = []
    var events: [InputEvent] = []
    for (index, byte) in bytes.dropFirst().enumerated() {
        if byte >= 0xF8 {
            batch.append(.keyCode(KeyCodeTable.codeYes + Int32(byte - 0xF8) + 2))
        } else {
            batch.append(.character(UInt32(byte)))
        }
        if index % cut == cut - 1 {
            events += decoder.decode(batch, now: now)
            batch.removeAll()
            now += UInt64(byte % 40)
        }
    }
    events += decoder.decode(batch, now: now)
    // Silence long enough for every hold to expire.
    events += decoder.decode([], now: now + 100)
    events += decoder.decode([], now: now + 100 + KeyDecoder.pasteTimeoutMilliseconds + 1)
    if decoder.hasPendingEscape { fatalError("input is still held after the terminal went quiet") }
    for event in events {
        switch event {
        case .key(let press):
            if case .character(let character) = press.key {
                for scalar in character.unicodeScalars where scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) {
                    fatalError("a control character became a typed key: U+\(String(scalar.value, radix: 16))")
                }
            }
        case .mouse(let mouse):
            if mouse.row < 0 || mouse.column < 0 { fatalError("a negative mouse coordinate") }
        case .paste(let text):
            if text.unicodeScalars.count > KeyDecoder.maximumPasteScalars { fatalError("a paste past its cap") }
        case .resize:
            break
        }
    }
    return 0
}
