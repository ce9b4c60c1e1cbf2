/// A piece of a line the grammar could not take, kept in the tree with its range (the idea of
/// swift-syntax's unexpected and missing nodes, for a line-based format).
///
/// The diagnostic beside it says what is wrong in words, for a lifter; the node says it for
/// tools: the formatter leaves a line with an error as written, and writes a too-deep line one
/// level deeper than the items, by reading the tree, never a diagnostic's message.
public struct SyntaxError: Hashable, Sendable {
    public enum Kind: UInt8, Hashable, Sendable {
        /// Something the grammar did not expect where it is.
        case unexpected
        /// Something the grammar needs is not there (a name, a load, a week's number).
        case missing
        /// A line indented deeper than its entry allows.
        case tooDeep
        /// Bytes that are not UTF-8.
        case encoding
    }

    public var kind: Kind
    public var range: TextRange
    /// The 0-based line the piece is on.
    public var line: Int32
}
