import AntrainAnalysis
import AntrainSyntax

/// `textDocument/documentSymbol`: the outline of ``DocumentOutline``.
extension LanguageServer {
    func documentSymbols(_ params: DocumentSymbolRequest.Params) throws -> [DocumentSymbol] {
        let text = try text(of: params.textDocument.uri)
        let converter = PositionConverter(source: text.source, encoding: encoding)
        func convert(_ symbol: OutlineSymbol) -> DocumentSymbol {
            DocumentSymbol(
                name: symbol.name(in: text.source), detail: symbol.detail(in: text.source), kind: SymbolKind(symbol.kind),
                range: converter.range(symbol.range), selectionRange: converter.range(symbol.selectionRange),
                children: symbol.children.isEmpty ? nil : symbol.children.map(convert))
        }
        return text.outline.map(convert)
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
