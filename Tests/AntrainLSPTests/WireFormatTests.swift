import Foundation
import JSONRPC
@testable import AntrainLSP
import Testing

/// What the server writes, byte for byte: each wire type has one writer (``JSONWritable``) and
/// no `Encodable` twin, so these expectations, written by hand from LSP 3.17, are what holds
/// a member's name, its order, and its absence when empty.
@Suite struct WireFormatTests {
    static let range = LSPRange(start: Position(line: 3, character: 0), end: Position(line: 3, character: 27))
    static let rangeJSON = #"{"start":{"line":3,"character":0},"end":{"line":3,"character":27}}"#
    static let uri = "file:///home/ayşe/logs/2026 \"kış\".antrain"
    static let uriJSON = #""file:///home/ayşe/logs/2026 \"kış\".antrain""#

    func written(_ value: some JSONWritable) -> String {
        var writer = JSONWriter()
        writer.value(value)
        return String(decoding: writer.bytes, as: UTF8.self)
    }

    @Test func codeLensesWithAndWithoutTitlesAndReadBackByResolve() throws {
        let lenses = [
            CodeLens(range: Self.range, command: Command(title: "5 sets · 2.450 kg · new PR: Bench Press", command: ""), data: nil),
            CodeLens(range: Self.range, command: nil, data: CodeLensData(uri: Self.uri, offset: 1_234)),
        ]
        #expect(written(lenses) == "[" + #"{"range":"# + Self.rangeJSON + #","command":{"title":"5 sets · 2.450 kg · new PR: Bench Press","command":""}},"#
            + #"{"range":"# + Self.rangeJSON + #","data":{"uri":"# + Self.uriJSON + #","offset":1234}}]"#)
        // `codeLens/resolve` sends a lens back: it reads as it was written.
        #expect(try JSONDecoder().decode([CodeLens].self, from: Data(written(lenses).utf8)) == lenses)
    }

    @Test func locationsHighlightsAndSymbols() {
        #expect(written([Location(uri: Self.uri, range: Self.range)]) == #"[{"uri":"# + Self.uriJSON + #","range":"# + Self.rangeJSON + "}]")
        #expect(written([DocumentHighlight(range: Self.range, kind: .text)]) == #"[{"range":"# + Self.rangeJSON + #","kind":1}]"#)
        let location = Location(uri: "file:///a.antrain", range: Self.range)
        #expect(written([
            SymbolInformation(name: "2026-11-20 lifting Push A", kind: .event, location: location, containerName: "2026.antrain"),
            SymbolInformation(name: "exercise Landmine Press", kind: .class, location: location, containerName: nil),
        ]) == #"[{"name":"2026-11-20 lifting Push A","kind":24,"location":{"uri":"file:///a.antrain","range":"# + Self.rangeJSON
            + #"},"containerName":"2026.antrain"},{"name":"exercise Landmine Press","kind":5,"location":{"uri":"file:///a.antrain","range":"#
            + Self.rangeJSON + "}}]")
    }

    @Test func completionListsWithEveryMemberAndWithout() {
        let edit = LSPTextEdit(range: Self.range, newText: "Bench Press \"Paused\"\n\t[ ] 100x5")
        let editJSON = #"{"range":"# + Self.rangeJSON + #","newText":"Bench Press \"Paused\"\n\t[ ] 100x5"}"#
        #expect(written(CompletionList(isIncomplete: true, items: [
            CompletionItem(label: "Bench Press", kind: .value, detail: "chest · barbell", documentation: .markdown("**e1RM** 120 kg"),
                           sortText: "0001", filterText: "bench press bp", insertTextFormat: .snippet, textEdit: edit,
                           preselect: true, additionalTextEdits: [edit, edit]),
            CompletionItem(label: "Tavuk göğsü"),
        ])) == #"{"isIncomplete":true,"items":[{"label":"Bench Press","kind":12,"detail":"chest · barbell","#
            + #""documentation":{"kind":"markdown","value":"**e1RM** 120 kg"},"sortText":"0001","filterText":"bench press bp","#
            + #""insertTextFormat":2,"textEdit":"# + editJSON + #","preselect":true,"additionalTextEdits":["# + editJSON + "," + editJSON + "]},"
            + #"{"label":"Tavuk göğsü"}]}"#)
        #expect(written(CompletionList(isIncomplete: false, items: [])) == #"{"isIncomplete":false,"items":[]}"#)
    }

    static let diagnostic = LSPDiagnostic(range: range, severity: .warning, code: "amount-without-unit", source: "antrain",
                                          message: "Add a unit to 150")
    static let diagnosticJSON = #"{"range":"# + rangeJSON
        + #","severity":2,"code":"amount-without-unit","source":"antrain","message":"Add a unit to 150"}"#

    @Test func publishedAndPulledDiagnostics() {
        #expect(written(PublishDiagnosticsNotification.Params(uri: Self.uri, version: 7, diagnostics: [Self.diagnostic]))
            == #"{"uri":"# + Self.uriJSON + #","version":7,"diagnostics":["# + Self.diagnosticJSON + "]}")
        // A closed document's diagnostics are cleared without a version.
        #expect(written(PublishDiagnosticsNotification.Params(uri: "file:///a.antrain", version: nil, diagnostics: []))
            == #"{"uri":"file:///a.antrain","diagnostics":[]}"#)
        #expect(written(DocumentDiagnosticReport.full(resultId: "3", items: [Self.diagnostic]))
            == #"{"kind":"full","resultId":"3","items":["# + Self.diagnosticJSON + "]}")
        #expect(written(DocumentDiagnosticReport.unchanged(resultId: "3")) == #"{"kind":"unchanged","resultId":"3"}"#)
    }

    @Test func codeActionsWriteTheirDocumentsInURIOrder() {
        let edit = LSPTextEdit(range: Self.range, newText: "150g")
        let editJSON = #"{"range":"# + Self.rangeJSON + #","newText":"150g"}"#
        #expect(written([
            CodeAction(title: "Add g", kind: .quickFix, diagnostics: [Self.diagnostic], isPreferred: true,
                       edit: WorkspaceEdit(changes: ["file:///b.antrain": [edit], "file:///a.antrain": [edit, edit]])),
            CodeAction(title: "Expand", kind: .refactorRewrite, diagnostics: nil, isPreferred: nil, edit: WorkspaceEdit(changes: [:])),
        ]) == #"[{"title":"Add g","kind":"quickfix","diagnostics":["# + Self.diagnosticJSON + #"],"isPreferred":true,"#
            + #""edit":{"changes":{"file:///a.antrain":["# + editJSON + "," + editJSON + #"],"file:///b.antrain":["# + editJSON + "]}}},"
            + #"{"title":"Expand","kind":"refactor.rewrite","edit":{"changes":{}}}]"#)
    }

    @Test func theDocumentsOwnAnswers() {
        let line = LSPRange(start: Position(line: 0, character: 0), end: Position(line: 0, character: 4))
        let lineJSON = #"{"start":{"line":0,"character":0},"end":{"line":0,"character":4}}"#
        let child = DocumentSymbol(name: "Squat", detail: nil, kind: .method, range: line, selectionRange: line, children: nil)
        #expect(written([DocumentSymbol(name: "2026-11-20", detail: "lifting", kind: .event, range: line, selectionRange: line, children: [child])])
            == #"[{"name":"2026-11-20","detail":"lifting","kind":24,"range":"# + lineJSON + #","selectionRange":"# + lineJSON
            + #","children":[{"name":"Squat","kind":6,"range":"# + lineJSON + #","selectionRange":"# + lineJSON + "}]}]")
        #expect(written([FoldingRange(startLine: 0, endLine: 4, kind: "region"), FoldingRange(startLine: 5, endLine: 6, kind: nil)])
            == #"[{"startLine":0,"endLine":4,"kind":"region"},{"startLine":5,"endLine":6}]"#)
        #expect(written(Hover(contents: .markdown("**100 kg × 5**"), range: line) as Hover?)
            == #"{"contents":{"kind":"markdown","value":"**100 kg × 5**"},"range":"# + lineJSON + "}")
        #expect(written(Hover?.none) == "null")
        #expect(written([InlayHint(position: Position(line: 9, character: 11), label: "379 kcal", paddingLeft: true)])
            == #"[{"position":{"line":9,"character":11},"label":"379 kcal","paddingLeft":true}]"#)
        #expect(written([SelectionRange(range: line, parent: SelectionRange(range: Self.range, parent: nil))])
            == #"[{"range":"# + lineJSON + #","parent":{"range":"# + Self.rangeJSON + "}}]")
        #expect(written(SemanticTokensResult(data: [0, 0, 10, 1, 0])) == #"{"data":[0,0,10,1,0]}"#)
        #expect(written(PrepareRenameResult(range: line, placeholder: "Landmine Press") as PrepareRenameResult?)
            == #"{"range":"# + lineJSON + #","placeholder":"Landmine Press"}"#)
        #expect(written(NullResult()) == "null")
    }

    @Test func progressOfIndexing() {
        #expect(written(WorkDoneProgressCreateRequest.Params(token: "antrain-indexing-1")) == #"{"token":"antrain-indexing-1"}"#)
        func progress(_ value: WorkDoneProgress) -> String { written(ProgressNotification.Params(token: "t", value: value)) }
        #expect(progress(.begin(title: "Indexing training logs", percentage: 0))
            == #"{"token":"t","value":{"kind":"begin","title":"Indexing training logs","percentage":0}}"#)
        #expect(progress(.report(message: "3/12 athletes", percentage: 25))
            == #"{"token":"t","value":{"kind":"report","message":"3/12 athletes","percentage":25}}"#)
        #expect(progress(.end(message: "indexed")) == #"{"token":"t","value":{"kind":"end","message":"indexed"}}"#)
        #expect(progress(.end(message: nil)) == #"{"token":"t","value":{"kind":"end"}}"#)
    }

    @Test func theAnnouncedCapabilities() {
        let legend = #"{"tokenTypes":["keyword","number","string","comment","operator","property","function","type","variable","enumMember","#
            + #""decorator","modifier","struct"],"tokenModifiers":["defaultLibrary","declaration","documentation"]}"#
        #expect(written(InitializeResult(capabilities: .announced(encoding: .utf8), serverInfo: .init(name: "antrain", version: "0.1.0")))
            == #"{"capabilities":{"positionEncoding":"utf-8","textDocumentSync":{"openClose":true,"change":2,"save":{"includeText":false}},"#
            + #""completionProvider":{"triggerCharacters":[" ","@",":"],"resolveProvider":false},"hoverProvider":true,"#
            + #""documentSymbolProvider":true,"foldingRangeProvider":true,"codeActionProvider":{"codeActionKinds":["quickfix","refactor.rewrite"]},"#
            + #""documentFormattingProvider":true,"documentRangeFormattingProvider":true,"#
            + #""semanticTokensProvider":{"legend":"# + legend + #","full":true},"#
            + #""diagnosticProvider":{"interFileDependencies":true,"workspaceDiagnostics":false},"definitionProvider":true,"#
            + #""referencesProvider":true,"renameProvider":{"prepareProvider":true},"workspaceSymbolProvider":true,"inlayHintProvider":true,"#
            + #""codeLensProvider":{"resolveProvider":true},"documentHighlightProvider":true,"selectionRangeProvider":true,"#
            + #""workspace":{"workspaceFolders":{"supported":true,"changeNotifications":false}}},"#
            + #""serverInfo":{"name":"antrain","version":"0.1.0"}}"#)
    }
}
