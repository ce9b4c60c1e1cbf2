import AntrainAnalysis

/// An open document as the server tracks it: the editor's version. Its text is the host's
/// (asked of the ``WorkspaceState``), held here only for a library preset's read-only view,
/// which the host does not analyse.
struct OpenDocument {
    var uri: String
    var version: Int
    /// The text of a document the host does not hold; nil for every log.
    var presetText: DocumentText?
}
