import AntrainAnalysis
import AntrainSyntax
import JSONRPC

/// Completion, hover, outline, folding and code actions: Analysis answers in offsets of one
/// chunk of the document; these handlers convert at the edge.
extension LanguageServer {
    func completion(_ params: CompletionRequest.Params) throws -> CompletionList {
        let offset = try documentOffset(params.textDocument.uri, params.position)
        let place = try openDocument(params.textDocument.uri, at: offset)
        let result = CompletionEngine.complete(in: place.snapshot, fileIndex: place.fileIndex, offset: place.local(offset))
        let items = result.items.map { candidate in
            CompletionItem(
                label: candidate.label, kind: Self.completionKind(candidate.kind), detail: candidate.detail,
                documentation: candidate.documentation.map(MarkupContent.markdown), sortText: candidate.sortText,
                filterText: candidate.filterText, insertTextFormat: candidate.isSnippet ? 2 : 1,
                textEdit: LSPTextEdit(range: place.range(candidate.replaceRange), newText: candidate.insertText),
                preselect: candidate.preselect ? true : nil)
        }
        return CompletionList(isIncomplete: result.isIncomplete, items: items)
    }

    /// The byte offset of an LSP position in an open document.
    func documentOffset(_ uri: String, _ position: Position) throws -> Int {
        guard let document = documents[uri] else {
            throw ResponseError.invalidParams("\(uri) is not open; send textDocument/didOpen first")
        }
        return PositionConverter(source: document.source, encoding: encoding).offset(position)
    }

    /// LSP `CompletionItemKind` numbers.
    static func completionKind(_ kind: CompletionCandidate.Kind) -> Int {
        switch kind {
        case .keyword: 14
        case .snippet: 15
        case .exercise: 3  // Function: an action you perform
        case .food: 6  // Variable
        case .value: 12  // Value
        case .property: 10  // Property
        case .sets: 15  // Snippet
        }
    }

    func hover(_ params: HoverRequest.Params) throws -> Hover? {
        let offset = try documentOffset(params.textDocument.uri, params.position)
        let place = try openDocument(params.textDocument.uri, at: offset)
        guard let result = HoverEngine.hover(in: place.snapshot, fileIndex: place.fileIndex, offset: place.local(offset)) else {
            return nil
        }
        return Hover(contents: .markdown(result.markdown), range: place.range(result.range))
    }

    func documentSymbols(_ params: DocumentSymbolRequest.Params) throws -> [DocumentSymbol] {
        guard let document = documents[params.textDocument.uri] else {
            throw ResponseError.invalidParams("\(params.textDocument.uri) is not open")
        }
        let converter = PositionConverter(source: document.source, encoding: encoding)
        func convert(_ symbol: OutlineSymbol, base: Int) -> DocumentSymbol {
            let kind: Int = switch symbol.kind {
            case .datedEntry: 24  // Event
            case .definition: 5  // Class
            case .profile: 19  // Object
            case .template: 23  // Struct
            case .item: 8  // Field
            case .property: 7  // Property
            }
            return DocumentSymbol(
                name: symbol.name, detail: symbol.detail, kind: kind, range: converter.range(symbol.range.shifted(by: base)),
                selectionRange: converter.range(symbol.selectionRange.shifted(by: base)),
                children: symbol.children.isEmpty ? nil : symbol.children.map { convert($0, base: base) })
        }
        return document.chunks.flatMap { chunk in DocumentOutline.symbols(chunk.tree).map { convert($0, base: chunk.base) } }
    }

    func foldingRanges(_ params: FoldingRangeRequest.Params) throws -> [FoldingRange] {
        guard let document = documents[params.textDocument.uri] else {
            throw ResponseError.invalidParams("\(params.textDocument.uri) is not open")
        }
        return document.chunks.flatMap { chunk in
            FoldingRanges.ranges(chunk.tree).map {
                FoldingRange(startLine: chunk.firstLine + $0.startLine, endLine: chunk.firstLine + $0.endLine, kind: "region")
            }
        }
    }

    /// Quick fixes of the diagnostics in the range, then refactors at the range.
    func codeActions(_ params: CodeActionRequest.Params) throws -> [CodeAction] {
        let uri = params.textDocument.uri
        guard let document = documents[uri] else { throw ResponseError.invalidParams("\(uri) is not open") }
        let requested = PositionConverter(source: document.source, encoding: encoding).textRange(params.range)
        let place = try openDocument(uri, at: requested.lowerBound)
        var actions: [CodeAction] = []
        for (fileIndex, base) in chunkFiles(of: uri) {
            let local = TextRange(requested.lowerBound - base, requested.upperBound - base)
            let chunkEnd = place.snapshot.files[fileIndex].tree.source.count
            for diagnostic in place.snapshot.files[fileIndex].diagnostics
            where diagnostic.range.lowerBound <= local.upperBound && local.lowerBound <= diagnostic.range.upperBound {
                let lspDiagnostic = LSPDiagnostic(
                    range: place.converter.range(diagnostic.range.shifted(by: base)), severity: diagnostic.severity.rawValue,
                    code: diagnostic.code.rawValue, source: "antrain", message: diagnostic.message)
                for fix in diagnostic.fixes where !fix.edits.isEmpty {
                    let edits = fix.edits.map { edit in
                        // "Define it at the end of the file" means the document's end, not the chunk's.
                        let range = edit.range.lowerBound == chunkEnd && edit.range.isEmpty
                            ? TextRange(document.source.count, document.source.count) : edit.range.shifted(by: base)
                        return LSPTextEdit(range: place.converter.range(range), newText: edit.newText)
                    }
                    actions.append(CodeAction(
                        title: fix.title, kind: "quickfix", diagnostics: [lspDiagnostic], isPreferred: fix.isPreferred ? true : nil,
                        edit: WorkspaceEdit(changes: [uri: edits])))
                }
            }
        }
        actions += refactorActions(uri: uri, place: place, range: TextRange(place.local(requested.lowerBound), place.local(requested.upperBound)))
        return actions
    }
}
