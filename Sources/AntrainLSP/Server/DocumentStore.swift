import AntrainAnalysis

/// The documents the editor has open, by URI, with their versions: the editor's text wins
/// over the disk's (the host holds it).
struct DocumentStore {
    private(set) var documents: [String: OpenDocument] = [:]

    subscript(uri: String) -> OpenDocument? { documents[uri] }

    var uris: Dictionary<String, OpenDocument>.Keys { documents.keys }

    /// The open documents in URI order.
    var sorted: [(uri: String, document: OpenDocument)] { documents.sorted { $0.key < $1.key }.map { ($0.key, $0.value) } }

    mutating func open(_ uri: String, version: Int, presetText: DocumentText?) {
        documents[uri] = OpenDocument(uri: uri, version: version, presetText: presetText)
    }

    /// The document's version after an edit (and its text, for a preset's view).
    mutating func update(_ uri: String, version: Int, presetText: DocumentText?) {
        documents[uri]?.version = version
        documents[uri]?.presetText = presetText
    }

    mutating func close(_ uri: String) { documents[uri] = nil }
}
