import AntrainAnalysis

/// The semantic tokens legend `initialize` announces: LSP's standard names for the
/// analysis's token types and modifiers, in the order their numbers index.
enum SemanticTokensLegend {
    static var tokenTypes: [String] { SemanticTokenType.allCases.map(name) }
    static var tokenModifiers: [String] { SemanticTokenModifiers.all.map(name) }

    static func name(_ type: SemanticTokenType) -> String {
        switch type {
        case .keyword: "keyword"
        case .number: "number"
        case .string: "string"
        case .comment: "comment"
        case .operator: "operator"
        case .property: "property"
        case .function: "function"
        case .type: "type"
        case .variable: "variable"
        case .enumMember: "enumMember"
        case .decorator: "decorator"
        case .modifier: "modifier"
        case .struct: "struct"
        }
    }

    static func name(_ modifier: SemanticTokenModifiers) -> String {
        switch modifier {
        case .defaultLibrary: "defaultLibrary"
        case .declaration: "declaration"
        default: "documentation"
        }
    }
}
