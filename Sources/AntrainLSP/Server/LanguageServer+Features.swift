import AntrainAnalysis
import AntrainSyntax
import JSONRPC

/// Completion, hover, outline, folding and code actions: Analysis answers in offsets,
/// these handlers convert at the edge.
extension LanguageServer {
    func completion(_ params: CompletionRequest.Params) throws -> CompletionList {
        let (document, snapshot, fileIndex) = try openDocument(params.textDocument.uri)
        let converter = PositionConverter(source: document.source, encoding: encoding)
        let result = CompletionEngine.complete(in: snapshot, fileIndex: fileIndex, offset: converter.offset(params.position))
        let items = result.items.map { candidate in
            CompletionItem(
                label: candidate.label, kind: Self.completionKind(candidate.kind), detail: candidate.detail,
                documentation: candidate.documentation.map(MarkupContent.markdown), sortText: candidate.sortText,
                filterText: candidate.filterText, insertTextFormat: candidate.isSnippet ? 2 : 1,
                textEdit: LSPTextEdit(range: converter.range(candidate.replaceRange), newText: candidate.insertText),
                preselect: candidate.preselect ? true : nil)
        }
        return CompletionList(isIncomplete: result.isIncomplete, items: items)
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
        let (document, snapshot, fileIndex) = try openDocument(params.textDocument.uri)
        let converter = PositionConverter(source: document.source, encoding: encoding)
        guard let result = HoverEngine.hover(in: snapshot, fileIndex: fileIndex, offset: converter.offset(params.position)) else {
            return nil
        }
        return Hover(contents: .markdown(result.markdown), range: converter.range(result.range))
    }

    func documentSymbols(_ params: DocumentSymbolRequest.Params) throws -> [DocumentSymbol] {
        guard let document = documents[params.textDocument.uri] else {
            throw ResponseError.invalidParams("\(params.textDocument.uri) is not open")
        }
        let converter = PositionConverter(source: document.source, encoding: encoding)
        func convert(_ symbol: OutlineSymbol) -> DocumentSymbol {
            let kind: Int = switch symbol.kind {
            case .datedEntry: 24  // Event
            case .definition: 5  // Class
            case .profile: 19  // Object
            case .template: 23  // Struct
            case .item: 8  // Field
            case .property: 7  // Property
            }
            return DocumentSymbol(
                name: symbol.name, detail: symbol.detail, kind: kind, range: converter.range(symbol.range),
                selectionRange: converter.range(symbol.selectionRange),
                children: symbol.children.isEmpty ? nil : symbol.children.map(convert))
        }
        return DocumentOutline.symbols(document.tree).map(convert)
    }

    func foldingRanges(_ params: FoldingRangeRequest.Params) throws -> [FoldingRange] {
        guard let document = documents[params.textDocument.uri] else {
            throw ResponseError.invalidParams("\(params.textDocument.uri) is not open")
        }
        return FoldingRanges.ranges(document.tree).map { FoldingRange(startLine: $0.startLine, endLine: $0.endLine, kind: "region") }
    }

    /// Quick fixes of the diagnostics in the range, then refactors at the range.
    func codeActions(_ params: CodeActionRequest.Params) throws -> [CodeAction] {
        let uri = params.textDocument.uri
        let (document, snapshot, fileIndex) = try openDocument(uri)
        let converter = PositionConverter(source: document.source, encoding: encoding)
        let requested = converter.textRange(params.range)
        var actions: [CodeAction] = []
        for diagnostic in snapshot.files[fileIndex].diagnostics
        where diagnostic.range.lowerBound <= requested.upperBound && requested.lowerBound <= diagnostic.range.upperBound {
            let lspDiagnostic = LSPDiagnostic(range: converter.range(diagnostic.range), severity: diagnostic.severity.rawValue,
                                              code: diagnostic.code.rawValue, source: "antrain", message: diagnostic.message)
            for fix in diagnostic.fixes where !fix.edits.isEmpty {
                actions.append(CodeAction(
                    title: fix.title, kind: "quickfix", diagnostics: [lspDiagnostic], isPreferred: fix.isPreferred ? true : nil,
                    edit: WorkspaceEdit(changes: [uri: fix.edits.map { LSPTextEdit(range: converter.range($0.range), newText: $0.newText) }])))
            }
        }
        actions += refactorActions(uri: uri, snapshot: snapshot, fileIndex: fileIndex, range: requested, converter: converter)
        return actions
    }
}
