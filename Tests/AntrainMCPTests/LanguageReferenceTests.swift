@testable import AntrainMCP
import Foundation
import Testing

/// antrain://spec is Docs/LANGUAGE.md compiled in; this fails when the two differ.
@Suite struct LanguageReferenceTests {
    @Test func theCompiledReferenceIsDocsLanguage() throws {
        var root = URL(fileURLWithPath: #filePath).resolvingSymlinksInPath()
        while !FileManager.default.fileExists(atPath: root.appendingPathComponent("Package.swift").path) { root.deleteLastPathComponent() }
        let docs = try String(contentsOf: root.appendingPathComponent("Docs/LANGUAGE.md"), encoding: .utf8)
        #expect(LanguageReference.markdown == docs,
                "Sources/AntrainMCP/Resources/LanguageReference.swift is stale: run Scripts/generate-language-reference")
    }
}
