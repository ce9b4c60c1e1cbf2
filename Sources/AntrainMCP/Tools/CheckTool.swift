import AntrainAnalysis
import AntrainBasics
import AntrainSyntax
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import JSONRPC

/// One diagnostic with its file and 1-based line and column, as `antrain check --format json`
/// writes it.
/// MCP's diagnostics are the one record every door answers with (`check --format json`,
/// `antrain serve`'s `/api/check`).
typealias DiagnosticLine = DiagnosticRecord

extension DiagnosticRecord {
    /// - Parameter lineOffset: subtracted from the lines, for diagnostics of entries that were
    ///   checked appended to a file (the `log` tool counts from the entries' first line).
    init(file: String, diagnostic: Diagnostic, source: SourceText, language: Language, lineOffset: Int) {
        self.init(file: file, diagnostic: diagnostic, source: source, lineShift: -lineOffset, language: language)
    }

    static let schema = Schema.object([
        "file": Schema.string, "line": Schema.integer, "column": Schema.integer, "endLine": Schema.integer,
        "endColumn": Schema.integer, "severity": Schema.string, "code": Schema.string, "message": Schema.string,
    ], required: ["file", "line", "column", "endLine", "endColumn", "severity", "code", "message"])
}

/// `check`: the workspace's diagnostics, as `antrain check` finds them.
enum CheckTool {
    static let tool = MCPTool(
        name: "check", title: "Check logs",
        description: """
            Parses and validates the logs (all of them, or the files under `path`) with the workspace's definitions and \
            profiles, as `antrain check` does: every error and warning with its file, line, column, code and message.
            """,
        inputSchema: Schema.object(["path": Schema.string("a log file or a folder, relative to the workspace root (default: every log)")]),
        outputSchema: Schema.object([
            "files": Schema.integer, "errors": Schema.integer, "warnings": Schema.integer,
            "diagnostics": Schema.array(DiagnosticLine.schema),
        ], required: ["files", "errors", "warnings", "diagnostics"]),
        call: { arguments, workspace throws(ToolFailure) in
            let place = try workspace.confine(try arguments.string("path") ?? "")
            // Only the athletes of the logs asked about are analysed.
            let (files, lines) = workspace.withHost { (host: inout WorkspaceHost) -> (Int, [DiagnosticLine]) in
                let keys = host.logs.filter { key in
                    place.relative.isEmpty || key == place.relative || key.hasPrefix(place.relative + "/")
                }
                return (keys.count, keys.flatMap { key in host.log(key)?.lines(named: key) ?? [] })
            }
            if files == 0, !FileManager.default.fileExists(atPath: place.absolute) {
                throw ToolFailure("There is no file or folder ‘\(place.relative)’ in the workspace.")
            }
            return ToolOutcome(structured: [
                "files": .integer(files), "errors": .integer(lines.filter { $0.severity == "error" }.count),
                "warnings": .integer(lines.filter { $0.severity == "warning" }.count), "diagnostics": try StructuredJSON.value(lines),
            ])
        })
}
