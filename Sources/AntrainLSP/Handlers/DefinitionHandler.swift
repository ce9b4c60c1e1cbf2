import AntrainBasics
import AntrainAnalysis
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import AntrainSyntax
import JSONRPC

/// `textDocument/definition` over ``SymbolDefinition``: a custom exercise, food or template's
/// definition, or a read-only view of a library preset.
extension LanguageServer {
    func definition(_ params: DefinitionRequest.Params) throws -> [Location] {
        let (place, offset) = try place(params.textDocument.uri, params.position)
        guard let (symbol, _) = place.analysis.symbol(inFile: place.uri, at: offset),
              let definition = place.analysis.definition(of: symbol, language: language(of: place)) else { return [] }
        switch definition {
        case .site(let site):
            return [location(site, of: place.analysis)]
        case .preset(let fileName, let text, let nameRange):
            let url: URL
            do {
                url = try PresetFiles.file(named: fileName, text: text)
            } catch let refusal as PresetFolderError {
                throw ResponseError.requestFailed(refusal.message(in: language(of: place)))
            }
            let converter = PositionConverter(source: SourceText(text), encoding: encoding)
            return [Location(uri: FileURI.uri(url.path), range: converter.range(nameRange))]
        }
    }
}
