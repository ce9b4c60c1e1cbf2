import AntrainAnalysis
import AntrainSyntax
import JSONRPC

/// `textDocument/prepareRename` and `textDocument/rename` over ``SymbolRename``: custom
/// exercises, foods and templates across the workspace (every athlete's files); presets and
/// aliases refused with the reason.
extension LanguageServer {
    func prepareRename(_ params: PrepareRenameRequest.Params) throws -> PrepareRenameResult? {
        let (place, offset) = try place(params.textDocument.uri, params.position)
        switch place.analysis.prepareRename(inFile: place.uri, at: offset) {
        case nil: return nil
        case .failure(let refusal): throw ResponseError.requestFailed(refusal.message(in: language(of: place)))
        case .success(let found): return PrepareRenameResult(range: place.range(found.range), placeholder: found.placeholder)
        }
    }

    func rename(_ params: RenameRequest.Params) throws -> WorkspaceEdit {
        let (place, offset) = try place(params.textDocument.uri, params.position)
        switch place.analysis.renameEdits(inFile: place.uri, at: offset, to: params.newName) {
        case .failure(let refusal): throw ResponseError.requestFailed(refusal.message(in: language(of: place)))
        case .success(let edits):
            var changes: [String: [LSPTextEdit]] = [:]
            func add(_ edits: [FileEdit], in analysis: AthleteAnalysis) {
                for edit in edits {
                    let location = location(edit.place, of: analysis)
                    changes[location.uri, default: []].append(LSPTextEdit(range: location.range, newText: edit.newText))
                }
            }
            add(edits, in: place.analysis)
            // The other athletes' files, once the rename is accepted.
            if let (symbol, _) = place.analysis.symbol(inFile: place.uri, at: offset) {
                let name = SymbolRename.acceptedName(params.newName)
                for analysis in analysesOfAll() where analysis.key != place.analysis.key {
                    add(analysis.renameEdits(renaming: symbol, to: name), in: analysis)
                }
            }
            return WorkspaceEdit(changes: changes)
        }
    }
}
