import AntrainBasics
import AntrainModel

/// Builds a text from pieces as UTF-8 bytes.
///
/// Appending to a `String` costs a few hundred instructions per piece (it re-checks the
/// string's form each time); a hover summary has dozens of pieces, and a full analysis of a
/// long log writes one per header, so summaries collect bytes and make one `String` at the
/// end. Messages, numbers and dates are written straight into the bytes, never through a
/// `String` of their own.
struct TextBuilder {
    private var bytes: [UInt8] = []

    init(capacity: Int) { bytes.reserveCapacity(capacity) }

    static func += (builder: inout TextBuilder, piece: String) {
        var piece = piece
        piece.withUTF8 { builder.bytes.append(contentsOf: $0) }
    }

    /// A message as `key.text(in: language, arguments)` writes it.
    mutating func append(_ key: MessageKey, in language: Language, _ arguments: KeyValuePairs<String, MessageArgument> = [:]) {
        key.append(in: language, arguments, to: &bytes)
    }

    /// A number as ``Format/number(_:decimals:grouping:language:)`` writes it.
    mutating func append(number value: Double, decimals: Int, in language: Language) {
        NumberText.append(value, decimals: decimals, grouping: true, language: language, to: &bytes)
    }

    /// A date as its `description` writes it: `2026-11-20`.
    mutating func append(_ date: LocalDate) {
        guard (1000...9999).contains(date.year), (0...99).contains(date.month), (0...99).contains(date.day) else {
            self += date.description
            return
        }
        let zero = UInt8(ascii: "0"), dash = UInt8(ascii: "-")
        let year = date.year
        bytes.append(zero + UInt8(year / 1000))
        bytes.append(zero + UInt8(year / 100 % 10))
        bytes.append(zero + UInt8(year / 10 % 10))
        bytes.append(zero + UInt8(year % 10))
        bytes.append(dash)
        bytes.append(zero + UInt8(date.month / 10))
        bytes.append(zero + UInt8(date.month % 10))
        bytes.append(dash)
        bytes.append(zero + UInt8(date.day / 10))
        bytes.append(zero + UInt8(date.day % 10))
    }

    var isEmpty: Bool { bytes.isEmpty }

    var text: String { String(decoding: bytes, as: UTF8.self) }
}
