import AntrainBasics
import AntrainSyntax

/// A diagnostic with its file and human positions: the one record `antrain check --format
/// json`, the MCP server's `check` and `antrain serve`'s `/api/check` answer with.
public struct DiagnosticRecord: Sendable, Encodable, Hashable {
    public var file: String
    /// 1-based lines and columns (columns count Unicode scalars).
    public var line: Int
    public var column: Int
    public var endLine: Int
    public var endColumn: Int
    public var severity: String
    public var code: String
    public var message: String

    /// - Parameters:
    ///   - source: the text the diagnostic's offsets count in;
    ///   - lineShift: added to the lines (the `log` tool counts from the first line it appended).
    public init(file: String, diagnostic: Diagnostic, source: SourceText, lineShift: Int = 0, language: Language = .en) {
        self.file = file
        (line, column) = source.humanPosition(of: diagnostic.range.lowerBound)
        (endLine, endColumn) = source.humanPosition(of: diagnostic.range.upperBound)
        line += lineShift
        endLine += lineShift
        severity = diagnostic.severity.name
        code = diagnostic.code.rawValue
        // The message follows the language; the severity word stays English, as it is part of
        // the `path:line:col: severity:` format that editors and scripts parse.
        message = diagnostic.message(in: language)
    }

    /// `file:line:column: severity: message [code]`, as `antrain check` prints it.
    public var text: String { "\(file):\(line):\(column): \(severity): \(message) [\(code)]" }
}
