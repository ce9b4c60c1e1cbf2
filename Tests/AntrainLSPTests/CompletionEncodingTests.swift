import AntrainAnalysis
@testable import AntrainLSP
import Testing

/// How the server writes the engine's plain completion terms in LSP's: sort texts from ranks,
/// snippets from templates.
@Suite struct CompletionEncodingTests {
    @Test func ranksBecomeSortTextsInOrder() {
        #expect(LanguageServer.sortText(0) == "0000")
        #expect(LanguageServer.sortText(42) == "0042")
        #expect(LanguageServer.sortText(12345) == "12345")
    }

    @Test func templatesBecomeSnippetsWithTheirSpecialCharactersEscaped() {
        #expect(LanguageServer.snippet([.text("2026-11-25 "), .choice(["lifting", "cardio run"])]) == "2026-11-25 ${1|lifting,cardio run|}$0")
        #expect(LanguageServer.snippet([.text("meal \""), .blank, .text("\"")]) == "meal \"$1\"$0")
        #expect(LanguageServer.snippet([.text("costs $5 {x}"), .choice(["a,b", "c|d"])]) == "costs \\$5 {x\\}${1|a\\,b,c\\|d|}$0")
    }
}
