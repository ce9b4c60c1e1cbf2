/// The documents the editor has open, by URI: the editor's text wins over the disk's.
struct DocumentStore {
    private(set) var documents: [String: OpenDocument] = [:]

    subscript(uri: String) -> OpenDocument? { documents[uri] }

    var uris: Dictionary<String, OpenDocument>.Keys { documents.keys }

    /// The open documents in URI order, so the analysis sees files in a stable order.
    var sorted: [(uri: String, document: OpenDocument)] { documents.sorted { $0.key < $1.key }.map { ($0.key, $0.value) } }

    mutating func open(_ item: TextDocumentItem) {
        documents[item.uri] = OpenDocument(uri: item.uri, version: item.version, bytes: Array(item.text.utf8))
    }

    /// Applies the editor's changes; false for a document that is not open.
    mutating func change(
        _ uri: String, _ changes: [DidChangeTextDocumentNotification.ContentChange], version: Int?, encoding: PositionEncoding
    ) -> Bool {
        // Taken out, changed, put back: the buffers stay uniquely referenced, never copied.
        guard var document = documents.removeValue(forKey: uri) else { return false }
        document.apply(changes, version: version ?? document.version + 1, encoding: encoding)
        documents[uri] = document
        return true
    }

    mutating func close(_ uri: String) { documents[uri] = nil }
}
