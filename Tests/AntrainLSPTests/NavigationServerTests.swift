import AntrainLSP
import AntrainTestSupport
import Foundation
import JSONRPC
import Testing

/// The navigation requests through the server: positions in UTF-16, a definition file on disk
/// that the client never opened, a log that it did.
@Suite struct NavigationServerTests {
    static let definitions = "exercise Landmine Press\n  category: barbell\n  muscles: shoulders\n  equipment: barbell\n  aliases: landmine\n\ntemplate Push A\n  Landmine Press 40x8x3\n"
    // Line 1 has an "é" (two bytes in UTF-8, one unit in UTF-16) before the name.
    static let log = "2026-11-16 lifting Push A\n  Landmine Press 40x8 # é\n  Bench Press 100x5 @8\n\n2026-11-18 lifting\n  Landmine Press 45x8\n  Bench Press 105x5\n\n2026-11-18 lunch\n  Oats 100g\n"

    func withServer(_ body: (InProcessClient, TemporaryFolder, String) async throws -> Void) async throws {
        let folder = try TemporaryFolder(files: ["definitions.antrain": Self.definitions, "log.antrain": Self.log])
        defer { folder.remove() }
        let client = try await InProcessClient.start(workspace: folder.uri)
        defer { client.close() }
        let log = folder.uri(of: "log.antrain")
        client.open(log, Self.log)
        _ = try await client.diagnostics(for: log)
        try await body(client, folder, log)
        try await client.shutDown()
    }

    func range(_ value: JSONValue?) -> [Int] {
        ["start", "end"].flatMap { [value?[$0]?["line"]?.intValue ?? -1, value?[$0]?["character"]?.intValue ?? -1] }
    }

    func at(_ uri: String, _ line: Int, _ character: Int) -> JSONValue {
        InProcessClient.positionParams(uri, Position(line: line, character: character))
    }

    @Test func definitionLeadsToTheDiskFileOrAReadOnlyPreset() async throws {
        try await withServer { client, folder, log in
            let custom = try await client.definition(log, at: Position(line: 5, character: 4))
            #expect(custom.map(\.uri) == [folder.uri(of: "definitions.antrain")])
            #expect(custom.first?.range == LSPRange(0, 9, 0, 23))
            let preset = try #require(try await client.definition(log, at: Position(line: 2, character: 4)).first)
            let uri = preset.uri
            #expect(uri.hasSuffix("/Barbell-Bench-Press.antrain"))
            // In the user's cache folder, not a shared temporary one (issue #24, item 13).
            #expect(uri.contains("/antrain/presets/Barbell-Bench-Press.antrain"))
            #expect(!uri.contains("antrain-presets-"))
            let text = try String(contentsOf: URL(string: uri)!, encoding: .utf8)
            #expect(text.contains("exercise Barbell Bench Press\n"))
            let line = preset.range.start.line
            #expect(text.split(separator: "\n", omittingEmptySubsequences: false)[line] == "exercise Barbell Bench Press")
            // Read-only for everyone (root may write anyway, so the mode is what is checked).
            let mode = try FileManager.default.attributesOfItem(atPath: URL(string: uri)!.path)[.posixPermissions] as? Int
            #expect(mode == 0o444)
        }
    }

    @Test func referencesSpanOpenAndDiskFiles() async throws {
        try await withServer { client, folder, log in
            let found = try await client.references(log, at: Position(line: 1, character: 3))
            #expect(found.map { $0.uri == log ? "log" : "defs" } == ["defs", "defs", "log", "log"])
            #expect(found.map(\.range.summary) == ["0:9-0:23", "7:2-7:16", "1:2-1:16", "5:2-5:16"])
        }
    }

    @Test func renameAnswersAWorkspaceEditAndRefusesAPreset() async throws {
        try await withServer { client, folder, log in
            let (_, prepared) = try await client.request("textDocument/prepareRename", at(log, 5, 4))
            #expect(prepared["result"]?["placeholder"]?.stringValue == "Landmine Press")
            #expect(range(prepared["result"]?["range"]) == [5, 2, 5, 16])
            let (_, refused) = try await client.request("textDocument/prepareRename", at(log, 2, 4))
            #expect(refused["error"]?["message"]?.stringValue?.hasPrefix("`Barbell Bench Press` is a preset") == true)
            var params = at(log, 5, 4)
            params = ["textDocument": params["textDocument"]!, "position": params["position"]!, "newName": "Landmine Push"]
            let (_, renamed) = try await client.request("textDocument/rename", params)
            let changes = try #require(renamed["result"]?["changes"]?.objectValue)
            #expect(Set(changes.keys) == [log, folder.uri(of: "definitions.antrain")])
            let edits = try Received.decode(Received.WorkspaceEdit.self, from: renamed["result"] ?? .null).changes
            let renamedLog = Received.TextEdit.apply(edits[log] ?? [], to: Self.log)
            #expect(renamedLog.hasPrefix(
                "2026-11-16 lifting Push A\n  Landmine Push 40x8 # é\n  Bench Press 100x5 @8\n\n2026-11-18 lifting\n  Landmine Push 45x8\n"))
            #expect(Received.TextEdit.apply(edits[folder.uri(of: "definitions.antrain")] ?? [], to: Self.definitions)
                == Self.definitions.replacingOccurrences(of: "Landmine Press", with: "Landmine Push") as String)
        }
    }

    @Test func aProgramHasALensWithItsWeeksBesideTheWorkoutLenses() async throws {
        try await withServer { client, folder, log in
            // A program nobody has started, opened beside the log: its lens comes with its title.
            let plan = folder.uri(of: "plan.antrain")
            client.open(plan, "template Push A\n  Bench Press x5x3\n\nprogram Push Block\n  week 1\n    mon: Push A\n  week 2\n    mon: Push A\n")
            _ = try await client.diagnostics(for: plan)
            let lenses = try await client.codeLenses(plan)
            #expect(lenses.compactMap(\.command?.title) == ["2 weeks · not followed now"])
            #expect(lenses.first?.range == LSPRange(3, 0, 3, 18))
        }
    }

    /// The day's running fibre and sodium against the profile's goals, over the wire: oats
    /// 80 g (fibre 10.1 g, sodium 6 mg per 100 g) and a banana of 118 g (2.6 g, 1 mg): fibre
    /// 8.08 + 3.068 = 11.148 g, sodium 4.8 + 1.18 = 5.98 mg, kcal 303.2 + 105.02 = 408.22.
    @Test func inlayHintsCarryTheDaysNutrientsAgainstTheGoals() async throws {
        let text = "profile\n  fiber: 30\n  sodium: 2300\n\n2026-11-21 breakfast\n  Oats 80g\n  Banana\n"
        let folder = try TemporaryFolder(files: ["log.antrain": text])
        defer { folder.remove() }
        let client = try await InProcessClient.start(workspace: folder.uri)
        defer { client.close() }
        let log = folder.uri(of: "log.antrain")
        client.open(log, text)
        _ = try await client.diagnostics(for: log)
        let (_, hints) = try await client.request("textDocument/inlayHint", [
            "textDocument": ["uri": .string(log)], "range": InProcessClient.json(LSPRange(0, 0, 7, 0)),
        ])
        let result = hints["result"]?.arrayValue ?? []
        #expect(result.compactMap { $0["label"]?.stringValue } == ["303 kcal", "105 kcal", "day 408 kcal", "fibre 11.1/30 g", "sodium 6/2300 mg"])
        // All but the first after "  Banana" (line 6, character 8).
        let positions = result.dropFirst().map { range(["start": $0["position"] ?? .null, "end": $0["position"] ?? .null]) }
        #expect(positions.allSatisfy { $0 == [6, 8, 6, 8] } && positions.count == 4)
        try await client.shutDown()
    }

    /// The server keeps its symbol index between queries (each request re-applies the same
    /// settings, which must not throw it away) and gathers it again after an edit.
    @Test func workspaceSymbolsFollowEditsAndRepeatTheirAnswers() async throws {
        try await withServer { client, _, log in
            func names(_ query: String) async throws -> [String] {
                let (_, symbols) = try await client.request("workspace/symbol", ["query": .string(query)])
                return symbols["result"]?.arrayValue?.compactMap { $0["name"]?.stringValue } ?? []
            }
            // "2026-11-18": two prefixes, the shorter first (lunch 13 bytes, lifting 15); the 16th is one edit away.
            let day = ["2026-11-18 lunch", "2026-11-18 lifting", "2026-11-16 lifting Push A"]
            #expect(try await names("2026-11-18") == day)
            #expect(try await names("2026-11-18") == day)
            // Line 4 "2026-11-18 lifting" becomes "2026-11-18 lifting Legs".
            client.notify("textDocument/didChange", [
                "textDocument": ["uri": .string(log), "version": .integer(2)],
                "contentChanges": [["range": InProcessClient.json(LSPRange(4, 18, 4, 18)), "text": " Legs"]],
            ])
            _ = try await client.diagnostics(for: log)
            #expect(try await names("legs") == ["2026-11-18 lifting Legs"])
            #expect(try await names("2026-11-18") == ["2026-11-18 lunch", "2026-11-18 lifting Legs", "2026-11-16 lifting Push A"])
        }
    }

    @Test func workspaceSymbolsHighlightsHintsLensesAndSelection() async throws {
        try await withServer { client, folder, log in
            let (_, symbols) = try await client.request("workspace/symbol", ["query": "push a"])
            #expect(Set(symbols["result"]?.arrayValue?.compactMap { $0["name"]?.stringValue } ?? []) == ["template Push A", "2026-11-16 lifting Push A"])

            let (_, highlights) = try await client.request("textDocument/documentHighlight", at(log, 1, 3))
            #expect(highlights["result"]?.arrayValue?.map { range($0["range"]) } == [[1, 2, 1, 16], [5, 2, 5, 16]])

            // Oats: 100 g of the preset; the hint is its kcal, then the day's total (the same).
            let (_, hints) = try await client.request("textDocument/inlayHint", [
                "textDocument": ["uri": .string(log)], "range": InProcessClient.json(LSPRange(8, 0, 10, 0)),
            ])
            let labels = hints["result"]?.arrayValue?.compactMap { $0["label"]?.stringValue } ?? []
            #expect(labels.count == 2)
            #expect(labels.first?.hasSuffix(" kcal") == true)
            #expect(labels.last == "day " + (labels.first ?? ""))
            #expect(hints["result"]?[0]?["position"].map { [$0["line"]?.intValue, $0["character"]?.intValue] } == [9, 11])

            // The 18th: 45 × 8 + 105 × 5 = 360 + 525 = 885 kg; both lifts beat the 16th.
            let lenses = try await client.codeLenses(log)
            #expect(lenses.compactMap(\.command?.title) == [
                "2 sets · volume 820 kg",
                "2 sets · volume 885 kg · 🏆 new PR: Landmine Press (heaviest set 45 kg × 8, e1RM, volume); Barbell Bench Press (heaviest set 105 kg × 5, e1RM, volume)",
            ])
            #expect(lenses.dropFirst().first?.range == LSPRange(4, 0, 4, 18))

            let (_, selection) = try await client.request("textDocument/selectionRange", [
                "textDocument": ["uri": .string(log)], "positions": [InProcessClient.json(Position(line: 2, character: 16))],
            ])
            let innermost = selection["result"]?[0]
            #expect(range(innermost?["range"]) == [2, 14, 2, 22])
            #expect(range(innermost?["parent"]?["range"]) == [2, 2, 2, 22])
            #expect(range(innermost?["parent"]?["parent"]?["range"]) == [0, 0, 2, 22])
        }
    }
}

/// The server writes to each athlete in their language: the profile's, else the client's locale.
@Suite struct ServerLanguageTests {
    @Test func aTurkishLocaleGetsTurkishDiagnosticsUnlessTheProfileSaysEnglish() async throws {
        // Two athletes: Anna's profile names no language (the editor's decides), Burak's says English.
        let folder = try TemporaryFolder(files: ["anna/log.antrain": "2026-11-20 lifting\n  Bench Press 100x0\n",
                                                 "anna/profile.antrain": "profile\n  name: Anna\n",
                                                 "burak/profile.antrain": "profile\n  language: en\n",
                                                 "burak/log.antrain": "2026-11-20 lifting\n  Bench Press 100x0\n"])
        defer { folder.remove() }
        let client = try await InProcessClient.start(workspace: folder.uri, locale: "tr-TR")
        defer { client.close() }
        let anna = folder.uri(of: "anna/log.antrain"), burak = folder.uri(of: "burak/log.antrain")
        client.open(anna, "2026-11-20 lifting\n  Bench Press 100x0\n")
        #expect(try await client.diagnostics(for: anna).first?.message == "Tekrar sayısı en az 1 olan bir tam sayı olmalı (yazılan: 0)")
        client.open(burak, "2026-11-20 lifting\n  Bench Press 100x0\n")
        #expect(try await client.diagnostics(for: burak).first?.message == "Reps must be a whole number, at least 1 (found 0)")
        try await client.shutDown()
    }
}

@Suite struct HoverFormatTests {
    /// eglot without markdown-mode asks for plain text: no stars or backticks in the hover.
    @Test func aClientWithoutMarkdownGetsPlainText() async throws {
        let client = try await InProcessClient.start(capabilities: ["textDocument": ["hover": ["contentFormat": ["plaintext"]]]])
        defer { client.close() }
        let log = client.open("file:///tmp/antrain-plain/log.antrain", marked: "2026-11-20 lifting\n  Bench Press 1️⃣100x5 @8\n")
        _ = try await client.diagnostics(for: log.uri)
        let hover = try await client.hover(log, at: "1️⃣")
        #expect(hover?.contents.kind == "plaintext")
        #expect(hover?.contents.value.hasPrefix("100 kg × 5 @ RPE 8") == true)
        try await client.shutDown()
    }
}
