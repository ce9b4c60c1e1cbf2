import AntrainBasics
import AntrainModel

/// Builds a text from pieces as UTF-8 bytes.
///
/// Appending to a `String` costs a few hundred instructions per piece (it re-checks the
/// string's form each time); a hover summary has dozens of pieces, and a full analysis of a
/// long log writes one per header, so summaries collect bytes (``UTF8Buffer``) and make one
/// `String` at the end. Messages, numbers and dates are written straight into the bytes, never
/// through a `String` of their own.
struct TextBuilder {
    private var bytes: UTF8Buffer

    init(capacity: Int) { bytes = UTF8Buffer(capacity: capacity) }

    static func += (builder: inout TextBuilder, piece: String) {
        builder.bytes.append(piece)
    }

    /// A literal, read in place (no `String` made for it).
    mutating func append(_ literal: StaticString) {
        bytes.append(literal)
    }

    /// A message as `key.text(in: language, arguments)` writes it.
    mutating func append(_ key: MessageKey, in language: Language, _ arguments: KeyValuePairs<String, MessageArgument>) {
        key.append(in: language, arguments, to: &bytes)
    }

    /// A message without arguments (a word, a title): its template as it stands, which is what
    /// filling it with no argument writes (a placeholder with none is written as it stands),
    /// copied rather than filled.
    mutating func append(_ key: MessageKey, in language: Language) {
        bytes.append(key.template(in: language))
    }

    /// A message whose placeholders `argument` writes (``MessageKey/append(in:to:argument:)``).
    mutating func append(_ key: MessageKey, in language: Language, writing argument: (String, inout UTF8Buffer) -> Bool) {
        key.append(in: language, to: &bytes, argument: argument)
    }

    /// A prepared message whose placeholders `argument` writes by number
    /// (``PreparedMessage/append(in:to:argument:)``).
    @inline(__always)
    mutating func append(_ message: PreparedMessage, in language: Language, writing argument: (Int, inout UTF8Buffer) -> Bool) {
        message.append(in: language, to: &bytes, argument: argument)
    }

    /// "85 %" in English, "%85" in Turkish (``DomainWords/appendPercent(_:decimals:in:to:)``).
    mutating func append(percent value: Double, decimals: Int, in language: Language) {
        DomainWords.appendPercent(value, decimals: decimals, in: language, to: &bytes)
    }

    /// A number as ``Format/number(_:decimals:grouping:language:)`` writes it.
    mutating func append(number value: Double, decimals: Int, in language: Language) {
        NumberText.append(value, decimals: decimals, grouping: true, language: language, to: &bytes)
    }

    /// A time as its `description` writes it: `07:05` (a lifting hover's title has one).
    mutating func append(_ time: LocalTime) {
        let hour = time.hour, minute = time.minute
        guard (0...99).contains(hour), (0...59).contains(minute) else {
            self += time.description
            return
        }
        let zero = UInt8(ascii: "0")
        bytes.write(atMost: 5) { target in
            target[0] = zero + UInt8(hour / 10)
            target[1] = zero + UInt8(hour % 10)
            target[2] = UInt8(ascii: ":")
            target[3] = zero + UInt8(minute / 10)
            target[4] = zero + UInt8(minute % 10)
            return 5
        }
    }

    /// A date as its `description` writes it: `2026-11-20`.
    mutating func append(_ date: LocalDate) {
        guard (1000...9999).contains(date.year), (0...99).contains(date.month), (0...99).contains(date.day) else {
            self += date.description
            return
        }
        let zero = UInt8(ascii: "0"), dash = UInt8(ascii: "-")
        let year = date.year, month = date.month, day = date.day
        bytes.write(atMost: 10) { target in
            target[0] = zero + UInt8(year / 1000)
            target[1] = zero + UInt8(year / 100 % 10)
            target[2] = zero + UInt8(year / 10 % 10)
            target[3] = zero + UInt8(year % 10)
            target[4] = dash
            target[5] = zero + UInt8(month / 10)
            target[6] = zero + UInt8(month % 10)
            target[7] = dash
            target[8] = zero + UInt8(day / 10)
            target[9] = zero + UInt8(day % 10)
            return 10
        }
    }

    var isEmpty: Bool { bytes.isEmpty }
    /// How many bytes are written.
    var count: Int { bytes.count }

    /// A piece written before, as its bytes (``UTF8Buffer/append(_:)-UTF8Buffer``).
    mutating func append(_ piece: UTF8Buffer) {
        bytes.append(piece)
    }

    /// The bytes of a piece written before in `range`, which begins and ends between
    /// characters (``UTF8Buffer/append(_:range:)``).
    mutating func append(_ piece: UTF8Buffer, range: Range<Int>) {
        bytes.append(piece, range: range)
    }

    var text: String { bytes.text }

    /// The bytes written, for a piece kept and copied into other texts.
    var utf8: UTF8Buffer { bytes }
}
