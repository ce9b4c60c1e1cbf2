import AntrainSyntax

/// An open document: the editor's text, its version and its tree.
struct OpenDocument {
    var uri: String
    var version: Int
    var source: SourceText
    var tree: SyntaxTree

    init(uri: String, version: Int, bytes: [UInt8]) {
        self.uri = uri
        self.version = version
        self.source = SourceText(bytes: bytes)
        self.tree = Parser.parse(source)
    }

    /// Applies an incremental change (or a full replacement when `range` is nil); ranges
    /// are clamped to the document, never trusted.
    mutating func apply(_ changes: [DidChangeTextDocumentNotification.ContentChange], version: Int, encoding: PositionEncoding) {
        var bytes = source.bytes
        var current = source
        for change in changes {
            let replacement = Array(change.text.utf8)
            if let range = change.range {
                let converter = PositionConverter(source: current, encoding: encoding)
                let target = converter.textRange(range)
                bytes.replaceSubrange(target.lowerBound..<target.upperBound, with: replacement)
            } else {
                bytes = replacement
            }
            if changes.count > 1 { current = SourceText(bytes: bytes) }
        }
        self.version = version
        self.source = changes.count > 1 ? current : SourceText(bytes: bytes)
        self.tree = Parser.parse(source)
    }
}
