import Canvas

/// Turns raw `wget_wch` results into `InputEvent`s.
///
/// Besides the plain mapping it does what ncurses does not:
/// - decodes escape sequences that the terminfo entry does not describe (`EscapeSequence`),
///   including modified keys, SGR and X10 mouse reports;
/// - turns ESC followed at once by a key into that key with Alt (how terminals send Alt-x);
/// - joins a base character and the combining marks typed after it into one `Character`;
/// - collects a bracketed paste into one `.paste`, inside which nothing is a command;
/// - holds back an escape sequence that is cut off at the end of a batch, because its remaining
///   bytes may still be on their way (see `hasPendingEscape`);
/// - counts clicks, so a double click arrives as a press with `clickCount` 2.
struct KeyDecoder {
    /// How long an unfinished escape sequence is held before it is given up on and delivered as
    /// typed. Matches the ESCDELAY given to ncurses.
    static let escapeTimeoutMilliseconds: UInt64 = 25
    /// A paste whose end marker never comes (a terminal that died mid-paste) is closed after
    /// this long without input, so the keyboard cannot stay captured.
    static let pasteTimeoutMilliseconds: UInt64 = 1_000
    /// A paste is text for a one-line field; beyond this it is cut rather than held in memory.
    static let maximumPasteScalars = 1 << 20
    /// Two presses of a button on the same cell within this time make a double click.
    static let doubleClickMilliseconds: UInt64 = 400

    /// Names keys above `KEY_MAX` (ncurses' `keyname`); nil in tests.
    var nameOfKeyCode: ((Int32) -> String?)?

    private var pending: [UInt32] = []
    private var pendingSince: UInt64 = 0
    /// Text of a bracketed paste in progress (it may span several batches).
    private var pasted: String.UnicodeScalarView?
    private var pastedCount = 0
    private var lastPasteInput: UInt64 = 0
    private var lastPress: (button: MouseEvent.Button, row: Int, column: Int, time: UInt64, count: Int)?

    init(nameOfKeyCode: ((Int32) -> String?)? = nil) {
        self.nameOfKeyCode = nameOfKeyCode
    }

    /// True while an unfinished escape sequence or paste is being held. The caller must then
    /// call `decode` again within about `escapeTimeoutMilliseconds`, even if no input arrives.
    var hasPendingEscape: Bool { !pending.isEmpty || pasted != nil }

    /// Decodes one batch (everything `wget_wch` returned before `ERR`). `now` is a monotonic
    /// clock in milliseconds, used to time out held input and to count clicks.
    mutating func decode(_ batch: [RawInput], now: UInt64) -> [InputEvent] {
        var events: [InputEvent] = []
        var codePoints = pending
        let heldSince = pendingSince
        let hadPending = !pending.isEmpty
        pending.removeAll()
        if pasted != nil, !batch.isEmpty { lastPasteInput = now }

        for input in batch {
            switch input {
            case .character(let value):
                codePoints.append(value)
            case .keyCode(let code):
                // A key code ends any run of plain code points, finished or not.
                flush(&codePoints, into: &events, final: true, now: now)
                // Inside a paste ncurses may still have turned bytes into a key: never a command.
                if pasted == nil, let event = event(forCode: code) { events.append(event) }
            }
        }

        // Nothing new arrived and the held sequence is old enough: the rest is not coming.
        let timedOut = hadPending && batch.isEmpty && now &- heldSince >= Self.escapeTimeoutMilliseconds
        flush(&codePoints, into: &events, final: timedOut, now: now)
        if !pending.isEmpty { pendingSince = hadPending && !timedOut ? heldSince : now }
        if pasted != nil, pending.isEmpty, batch.isEmpty, now &- lastPasteInput >= Self.pasteTimeoutMilliseconds {
            finishPaste(into: &events)
        }
        return events
    }

    /// Translates `codePoints` into events. When `final` is false an unfinished escape sequence
    /// at the end is moved to `pending` instead of being delivered.
    private mutating func flush(_ codePoints: inout [UInt32], into events: inout [InputEvent], final: Bool, now: UInt64) {
        var index = 0
        while index < codePoints.count {
            if pasted != nil {
                index = consumePaste(codePoints, from: index, into: &events, final: final)
                continue
            }
            let value = codePoints[index]
            guard value == EscapeSequence.escape else {
                append(character: value, to: &events)
                index += 1
                continue
            }
            // A lone ESC at the very end is a real Escape key: ncurses has already waited
            // ESCDELAY for a follow-up byte before returning it, so it is not held again.
            if index == codePoints.count - 1 {
                events.append(.press(.escape))
                index += 1
                continue
            }
            switch EscapeSequence.match(codePoints[index...]) {
            case .complete(let decoded, let length):
                apply(decoded, to: &events, now: now)
                index += length
            case .incomplete where !final:
                pending = Array(codePoints[index...])
                index = codePoints.count
            case .incomplete where codePoints.count - index == 2, .notASequence:
                // ESC and one more key typed together: that key with Alt.
                let next = codePoints[index + 1]
                if next == EscapeSequence.escape {
                    events.append(.press(.escape))
                    index += 1
                } else {
                    if let press = Self.press(forCodePoint: next) {
                        events.append(.key(KeyPress(press.key, press.modifiers.union(.alt))))
                    }
                    index += 2
                }
            case .incomplete:
                // A sequence that will never finish: deliver what was typed.
                events.append(.press(.escape))
                index += 1
            }
        }
        codePoints.removeAll()
    }

    private mutating func apply(_ decoded: EscapeSequence.Decoded, to events: inout [InputEvent], now: UInt64) {
        switch decoded {
        case .key(let press): events.append(.key(press))
        case .mouse(let report): if let event = countClicks(report.event, now: now) { events.append(.mouse(event)) }
        case .pasteBegins:
            pasted = String.UnicodeScalarView()
            pastedCount = 0
            lastPasteInput = now
        case .pasteEnds, .nothing: break
        }
    }

    /// Inside a paste every code point is text until the end marker; returns where to go on.
    private mutating func consumePaste(_ codePoints: [UInt32], from start: Int, into events: inout [InputEvent], final: Bool) -> Int {
        var index = start
        let marker = EscapeSequence.pasteEndMarker
        while index < codePoints.count {
            let value = codePoints[index]
            if value == EscapeSequence.escape {
                let available = min(marker.count, codePoints.count - index)
                if Array(codePoints[index..<index + available]) == Array(marker.prefix(available)) {
                    if available == marker.count {
                        finishPaste(into: &events)
                        return index + marker.count
                    }
                    if !final {
                        pending = Array(codePoints[index...])
                        return codePoints.count
                    }
                }
            }
            if pastedCount < Self.maximumPasteScalars, let scalar = Unicode.Scalar(value == 0x0D ? 0x0A : value) {
                pasted?.append(scalar)
                pastedCount += 1
            }
            index += 1
        }
        return index
    }

    private mutating func finishPaste(into events: inout [InputEvent]) {
        if let text = pasted { events.append(.paste(String(text))) }
        pasted = nil
        pastedCount = 0
    }

    /// A press of the same button on the same cell soon after the last one adds to its count.
    private mutating func countClicks(_ event: MouseEvent?, now: UInt64) -> MouseEvent? {
        guard var event else { return nil }
        guard case .press(let button) = event.kind else { return event }
        var count = 1
        if let last = lastPress, last.button == button, last.row == event.row, last.column == event.column,
           now &- last.time <= Self.doubleClickMilliseconds {
            count = last.count + 1
        }
        lastPress = (button, event.row, event.column, now, count)
        event.clickCount = count
        return event
    }

    private func event(forCode code: Int32) -> InputEvent? {
        if code == KeyCodeTable.resize { return .resize }
        if code > KeyCodeTable.max, let name = nameOfKeyCode?(code) {
            return KeyCodeTable.press(forExtendedName: name).map(InputEvent.key)
        }
        return KeyCodeTable.key(for: code).map { .press($0) }
    }

    /// The key a single code point stands for outside escape sequences, if any.
    static func press(forCodePoint value: UInt32) -> KeyPress? {
        switch value {
        case 0x09: return KeyPress(.tab)
        case 0x0A, 0x0D: return KeyPress(.enter)  // LF, or CR since nonl() leaves CR untranslated
        case 0x08, 0x7F: return KeyPress(.backspace)  // Ctrl-H / DEL: terminals send either
        case 0x01...0x1A:
            // Ctrl-A … Ctrl-Z as the lower-case letter with Ctrl.
            return .ctrl(Character(Unicode.Scalar(UInt8(0x60 + value))))
        case 0x00...0x1F, 0x80...0x9F:
            return nil  // Ctrl-@, Ctrl-\ and friends, C1 controls: nothing the app can use
        default:
            return Unicode.Scalar(value).map { .character(Character($0)) }
        }
    }

    /// Appends the event for one code point, merging combining marks into the previous character.
    private mutating func append(character value: UInt32, to events: inout [InputEvent]) {
        guard let press = Self.press(forCodePoint: value) else { return }
        guard case .character(let character) = press.key, press.modifiers.isEmpty,
              let scalar = character.unicodeScalars.first
        else {
            events.append(.key(press))
            return
        }
        if case .key(let last)? = events.last, last.modifiers.isEmpty, case .character(let previous) = last.key {
            // Grapheme breaking decides: if the mark (or ZWJ, variation selector, second
            // regional indicator, ...) belongs with the previous character, join them.
            var joined = String(previous)
            joined.unicodeScalars.append(scalar)
            if joined.count == 1 {
                events[events.count - 1] = .char(Character(joined))
                return
            }
        }
        // A combining mark with nothing to attach to would draw as nothing; drop it.
        if Self.isZeroWidth(scalar) { return }
        events.append(.key(press))
    }

    private static func isZeroWidth(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .enclosingMark, .format: return true
        default: return false
        }
    }
}
