import AntrainAnalysis

/// The documents the editor has open, by URI: the editor's text wins over the disk's.
struct DocumentStore {
    private(set) var documents: [String: OpenDocument] = [:]

    subscript(uri: String) -> OpenDocument? { documents[uri] }

    var uris: Dictionary<String, OpenDocument>.Keys { documents.keys }

    /// The open documents in URI order.
    var sorted: [(uri: String, document: OpenDocument)] { documents.sorted { $0.key < $1.key }.map { ($0.key, $0.value) } }

    mutating func open(_ uri: String, version: Int, text: ChunkedText) {
        documents[uri] = OpenDocument(uri: uri, version: version, text: text)
    }

    /// The document's text and version after an edit the host has taken.
    mutating func update(_ uri: String, version: Int, text: ChunkedText) {
        documents[uri]?.version = version
        documents[uri]?.text = text
    }

    mutating func close(_ uri: String) { documents[uri] = nil }
}
