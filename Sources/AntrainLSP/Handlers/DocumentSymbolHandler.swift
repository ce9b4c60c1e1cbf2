import AntrainAnalysis
import AntrainSyntax

/// `textDocument/documentSymbol`: the outline of ``DocumentOutline``, chunk by chunk.
extension LanguageServer {
    func documentSymbols(_ params: DocumentSymbolRequest.Params) throws -> [DocumentSymbol] {
        let document = try openDocument(params.textDocument.uri)
        let converter = PositionConverter(source: document.source, encoding: encoding)
        func convert(_ symbol: OutlineSymbol, source: SourceText, base: Int) -> DocumentSymbol {
            DocumentSymbol(
                name: symbol.name(in: source), detail: symbol.detail(in: source), kind: SymbolKind(symbol.kind),
                range: converter.range(symbol.range.shifted(by: base)),
                selectionRange: converter.range(symbol.selectionRange.shifted(by: base)),
                children: symbol.children.isEmpty ? nil : symbol.children.map { convert($0, source: source, base: base) })
        }
        return document.chunks.flatMap { chunk in
            let tree = chunk.tree
            return DocumentOutline.symbols(tree).map { convert($0, source: tree.source, base: chunk.base) }
        }
    }
}

extension SymbolKind {
    init(_ kind: OutlineSymbol.Kind) {
        switch kind {
        case .datedEntry: self = .event
        case .definition: self = .class
        case .profile: self = .object
        case .template: self = .struct
        case .item: self = .field
        case .property: self = .property
        }
    }
}
