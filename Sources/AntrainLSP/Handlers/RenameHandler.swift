import AntrainAnalysis
import JSONRPC

/// `textDocument/prepareRename` and `textDocument/rename` over ``SymbolRename``: custom
/// exercises, foods and templates across the workspace; presets and aliases refused with
/// the reason.
extension LanguageServer {
    func prepareRename(_ params: PrepareRenameRequest.Params) throws -> PrepareRenameResult? {
        let (place, offset) = try place(params.textDocument.uri, params.position)
        switch SymbolRename.prepare(at: offset, in: place.snapshot, fileIndex: place.fileIndex) {
        case nil: return nil
        case .failure(let refusal): throw ResponseError.requestFailed(refusal.message(in: language(of: place)))
        case .success(let found): return PrepareRenameResult(range: place.range(found.range), placeholder: found.placeholder)
        }
    }

    func rename(_ params: RenameRequest.Params) throws -> WorkspaceEdit {
        let (place, offset) = try place(params.textDocument.uri, params.position)
        switch SymbolRename.edits(at: offset, to: params.newName, in: place.snapshot, fileIndex: place.fileIndex) {
        case .failure(let refusal): throw ResponseError.requestFailed(refusal.message(in: language(of: place)))
        case .success(let edits):
            var changes: [String: [LSPTextEdit]] = [:]
            for (fileIndex, edit) in edits {
                let location = location(edit.range, inFile: fileIndex, of: place.snapshot)
                changes[location.uri, default: []].append(LSPTextEdit(range: location.range, newText: edit.newText))
            }
            return WorkspaceEdit(changes: changes)
        }
    }
}
