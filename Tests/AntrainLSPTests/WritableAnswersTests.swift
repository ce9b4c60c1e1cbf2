import Foundation
import JSONRPC
@testable import AntrainLSP
import Testing

/// The answers that write their own JSON (lenses, references, highlights, workspace symbols,
/// completion lists)
/// must read back exactly as their `Encodable` conformance writes them: a member forgotten or
/// misnamed in one of the two fails here.
@Suite struct WritableAnswersTests {
    static let range = LSPRange(start: Position(line: 3, character: 0), end: Position(line: 3, character: 27))
    static let uri = "file:///home/ayşe/logs/2026 \"kış\".antrain"

    func expectSameJSON<T: JSONWritable>(_ value: T, sourceLocation: SourceLocation = #_sourceLocation) throws {
        var writer = JSONWriter()
        writer.value(value)
        let written = try JSONDecoder().decode(JSONValue.self, from: Data(writer.bytes))
        let encoded = try JSONDecoder().decode(JSONValue.self, from: JSONEncoder().encode(value))
        #expect(written == encoded, sourceLocation: sourceLocation)
    }

    @Test func codeLensesWithAndWithoutTitles() throws {
        try expectSameJSON([
            CodeLens(range: Self.range, command: Command(title: "5 sets · 2.450 kg · new PR: Bench Press", command: ""), data: nil),
            CodeLens(range: Self.range, command: nil, data: CodeLensData(uri: Self.uri, offset: 1_234)),
        ])
    }

    @Test func locationsHighlightsAndSymbols() throws {
        try expectSameJSON([Location(uri: Self.uri, range: Self.range)])
        try expectSameJSON([DocumentHighlight(range: Self.range, kind: .text)])
        try expectSameJSON([
            SymbolInformation(name: "2026-11-20 lifting Push A", kind: .event, location: Location(uri: Self.uri, range: Self.range),
                              containerName: "2026.antrain"),
            SymbolInformation(name: "exercise Landmine Press", kind: .class, location: Location(uri: Self.uri, range: Self.range),
                              containerName: nil),
        ])
    }

    @Test func completionListsWithEveryMemberAndWithout() throws {
        let edit = LSPTextEdit(range: Self.range, newText: "Bench Press \"Paused\"\n\t[ ] 100x5")
        try expectSameJSON(CompletionList(isIncomplete: true, items: [
            CompletionItem(label: "Bench Press", kind: .value, detail: "chest · barbell", documentation: .markdown("**e1RM** 120 kg"),
                           sortText: "0001", filterText: "bench press bp", insertTextFormat: .snippet, textEdit: edit,
                           preselect: true, additionalTextEdits: [edit, edit]),
            CompletionItem(label: "Tavuk göğsü"),
        ]))
        try expectSameJSON(CompletionList(isIncomplete: false, items: []))
    }
}
