/// Builds a text from pieces as UTF-8 bytes.
///
/// Appending to a `String` costs a few hundred instructions per piece (it re-checks the
/// string's form each time); a hover summary has dozens of pieces, and a full analysis of a
/// long log writes one per header, so summaries collect bytes and make one `String` at the
/// end.
struct TextBuilder {
    private var bytes: [UInt8] = []

    init(capacity: Int) { bytes.reserveCapacity(capacity) }

    static func += (builder: inout TextBuilder, piece: String) {
        var piece = piece
        piece.withUTF8 { builder.bytes.append(contentsOf: $0) }
    }

    var text: String { String(decoding: bytes, as: UTF8.self) }
}
