import AntrainAnalysis
import AntrainSyntax
import JSONRPC

/// Formatting and refactors, delegated to the analysis layer's editing features.
extension LanguageServer {
    func formatting(_ params: FormattingRequest.Params) throws -> [LSPTextEdit] {
        guard documents[params.textDocument.uri] != nil else {
            throw ResponseError.invalidParams("\(params.textDocument.uri) is not open")
        }
        return []
    }

    func rangeFormatting(_ params: RangeFormattingRequest.Params) throws -> [LSPTextEdit] {
        guard documents[params.textDocument.uri] != nil else {
            throw ResponseError.invalidParams("\(params.textDocument.uri) is not open")
        }
        return []
    }

    func refactorActions(
        uri: String, snapshot: WorkspaceSnapshot, fileIndex: Int, range: TextRange, converter: PositionConverter
    ) -> [CodeAction] {
        []
    }
}
