/// The UTF-8 bytes of a log being written, with the line count and the number forms of the
/// format.
///
/// The benchmark asks for logs of 10 MB in well under two seconds, so text is appended as bytes
/// into one reserved array (no interpolation, no intermediate strings) and becomes a `String`
/// once at the end. Counting line ends as they are written lets the generator report the line
/// of every mistake it inserts without scanning the text again.
struct TextBuffer {
    private(set) var bytes: [UInt8] = []
    /// How many line ends have been written; the line being written is this plus one.
    private(set) var lineCount = 0
    private let usesCRLF: Bool

    init(reservingCapacity capacity: Int, lineEnding: LogGenerator.LineEnding) {
        bytes.reserveCapacity(capacity)
        usesCRLF = lineEnding == .crlf
    }

    var byteCount: Int { bytes.count }

    /// The 1-based number of the line being written.
    var currentLine: Int { lineCount + 1 }

    mutating func append(_ text: String) {
        bytes.append(contentsOf: text.utf8)
    }

    mutating func append(byte: UInt8) {
        bytes.append(byte)
    }

    mutating func append(bytes other: [UInt8]) {
        bytes.append(contentsOf: other)
    }

    mutating func append(spaces count: Int) {
        for _ in 0..<count { bytes.append(0x20) }
    }

    /// Ends the current line with the chosen line ending.
    mutating func endLine() {
        if usesCRLF { bytes.append(0x0D) }
        bytes.append(0x0A)
        lineCount += 1
    }

    /// A decimal integer, with a minus sign when negative.
    mutating func append(number: Int) {
        var value = number
        if value < 0 {
            bytes.append(UInt8(ascii: "-"))
            value = -value
        }
        var divisor = 1
        while divisor <= value / 10 { divisor *= 10 }
        while divisor > 0 {
            bytes.append(48 + UInt8(value / divisor))
            value %= divisor
            divisor /= 10
        }
    }

    /// A number kept in tenths, written the way a person would: `100`, `102.5`, `78.4`.
    mutating func append(tenths: Int) {
        if tenths < 0 { bytes.append(UInt8(ascii: "-")) }
        let magnitude = tenths < 0 ? -tenths : tenths
        append(number: magnitude / 10)
        if magnitude % 10 != 0 {
            bytes.append(UInt8(ascii: "."))
            bytes.append(48 + UInt8(magnitude % 10))
        }
    }

    /// Two digits with a leading zero.
    mutating func append(twoDigits value: Int) {
        bytes.append(48 + UInt8(value / 10 % 10))
        bytes.append(48 + UInt8(value % 10))
    }

    /// `YYYY-MM-DD`.
    mutating func append(date: FixtureDate) {
        let (year, month, day) = date.components
        if year < 1000 { bytes.append(48) }
        if year < 100 { bytes.append(48) }
        if year < 10 { bytes.append(48) }
        append(number: year)
        bytes.append(UInt8(ascii: "-"))
        append(twoDigits: month)
        bytes.append(UInt8(ascii: "-"))
        append(twoDigits: day)
    }

    /// `HH:MM` for a minute of the day.
    mutating func append(clock minuteOfDay: Int) {
        append(twoDigits: minuteOfDay / 60)
        bytes.append(UInt8(ascii: ":"))
        append(twoDigits: minuteOfDay % 60)
    }

    /// A duration in one of the forms of LANGUAGE.md §3.2; the caller rounds `seconds` to what
    /// the form can show (whole minutes for all but `clock` and `seconds`).
    mutating func append(duration seconds: Int, style: DurationStyle) {
        let hours = seconds / 3600
        let minutes = seconds % 3600 / 60
        switch style {
        case .clock:
            if hours > 0 {
                append(number: hours)
                bytes.append(UInt8(ascii: ":"))
                append(twoDigits: minutes)
            } else {
                append(number: minutes)
            }
            bytes.append(UInt8(ascii: ":"))
            append(twoDigits: seconds % 60)
        case .minutes:
            append(number: seconds / 60)
            append("min")
        case .hoursAndMinutes, .compactHours:
            append(number: hours)
            bytes.append(UInt8(ascii: "h"))
            if minutes > 0 {
                append(twoDigits: minutes)
                if style == .hoursAndMinutes { append("min") }
            }
        case .seconds:
            append(number: seconds)
            bytes.append(UInt8(ascii: "s"))
        }
    }

    /// The finished text.
    func makeString() -> String {
        String(decoding: bytes, as: UTF8.self)
    }
}

/// The ways a duration can be written: `26:30` / `1:15:00`, `45min`, `1h05min`, `1h05`, `60s`.
enum DurationStyle: Equatable {
    case clock, minutes, hoursAndMinutes, compactHours, seconds
}
