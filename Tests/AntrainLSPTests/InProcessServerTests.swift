import AntrainAnalysis
import AntrainLSP
import AntrainTestSupport
import Foundation
import JSONRPC
import Testing

/// The server in this process over an in-memory transport: edit bursts, cancellation, the
/// workspace on disk, progress, cross-document diagnostics, formatting and code actions.
///
/// Nothing here waits for time to pass (a time limit only guards every read). Where a test
/// needs the server busy, it holds it (``InProcessClient/hold()``): the server waits in its
/// `beforeEachMessage` hook until the test releases it, so requests and edits queue up behind
/// it deterministically.
@Suite struct InProcessServerTests {
    // MARK: - Text sync

    @Test func aBurstOfEditsEndsInTheRightTextWithOnePublish() async throws {
        let client = try await InProcessClient.start()
        defer { client.close() }
        let uri = "file:///burst/log.antrain"
        var typist = Typist("2026-11-20 lifting\n  Bench Press: 100x5 @8\n2026-11-20 12:30 lunch\n  Rice 150g\n")
        client.open(uri, typist.text)
        _ = try await client.diagnostics(for: uri)

        // Typing, with typos taken back (⌫), in an order that edits earlier lines after later ones.
        typist.type(", 100x0", atEndOf: 1)
        typist.type("\n  Dumbel⌫⌫⌫⌫⌫⌫Incline Dumbell Pres: 30x10 @9", atEndOf: 1)
        typist.type("\n  Tavuk Göğsü 200", atEndOf: 4)
        typist.type(" Pish⌫⌫⌫ush Day", atEndOf: 0)
        typist.type(" # plain boiled", atEndOf: 4)
        try #require(typist.changes.count == 100)
        #expect(typist.text == """
            2026-11-20 lifting Push Day
              Bench Press: 100x5 @8, 100x0
              Incline Dumbell Pres: 30x10 @9
            2026-11-20 12:30 lunch
              Rice 150g # plain boiled
              Tavuk Göğsü 200

            """)

        // Hold the server, queue the burst, and make sure the intake has queued all of it (it
        // answers the cancel of a request sent after the burst) before letting the server go.
        client.hold()
        for (number, change) in typist.changes.enumerated() {
            client.notify("textDocument/didChange", [
                "textDocument": ["uri": .string(uri), "version": .integer(number + 2)], "contentChanges": [change],
            ])
        }
        let marker = client.sendRequest("textDocument/hover", InProcessClient.positionParams(uri, Position(line: 0, character: 0)))
        client.notify("$/cancelRequest", ["id": .integer(marker)])
        let cancelled = try await client.read { $0["id"] == .integer(marker) }.last
        #expect(cancelled?["error"]?["code"] == -32800)
        client.release()

        // The set typed last reads back, and exactly one publish (of the last version) came before.
        let (before, hover) = try await client.request("textDocument/hover", InProcessClient.positionParams(uri, Position(line: 2, character: 25)))
        #expect(hover["result"]?["contents"]?["value"]?.stringValue?.hasPrefix("**30 kg × 10** @ RPE 9") == true)
        let publishes = before.filter { InProcessClient.isPublish($0, for: uri) }
        #expect(publishes.count == 1)
        #expect(publishes.last?["params"]?["version"] == 101)
        let afterBurst = try Received.decode([Received.Diagnostic].self, from: publishes.last?["params"]?["diagnostics"] ?? [])
        #expect(afterBurst.map(\.code).contains("amount-without-unit"))

        // The same text opened fresh gets the same diagnostics.
        client.closeDocument(uri)
        let fresh = "file:///burst/fresh.antrain"
        client.open(fresh, typist.text)
        #expect(try await client.diagnostics(for: fresh) == afterBurst)
        try await client.shutDown()
    }

    // MARK: - Cancellation

    @Test func cancellingAQueuedRequestAnswersItWithRequestCancelled() async throws {
        let client = try await InProcessClient.start()
        defer { client.close() }
        let document = client.open("file:///cancel/log.antrain", marked: "2026-11-20 lifting\n  2️⃣Bench Press: 1️⃣100x5 @8\n")
        _ = try await client.diagnostics(for: document.uri)

        client.hold()
        let set = InProcessClient.positionParams(document.uri, try document.position(of: "1️⃣"))
        let first = client.sendRequest("textDocument/hover", set)
        let second = client.sendRequest("textDocument/hover", set)
        let third = client.sendRequest("textDocument/completion", InProcessClient.positionParams(document.uri, try document.position(of: "2️⃣")))
        client.notify("$/cancelRequest", ["id": .integer(second)])
        client.notify("$/cancelRequest", ["id": 9999])  // never sent: nothing to answer
        let answer = try await client.read { $0["id"] != nil }
        // The server is held, so the only answer so far is the cancelled request's.
        #expect(answer.count == 1)
        #expect(answer.last?["id"] == .integer(second))
        #expect(answer.last?["error"]?["code"] == -32800)
        client.release()

        let rest = try await client.read { $0["id"] == .integer(third) }
        let answered = rest.compactMap { $0["id"]?.intValue }
        #expect(answered == [first, third])
        #expect(rest.allSatisfy { $0["error"] == nil })
        // The server goes on answering.
        #expect(try await client.hover(document, at: "1️⃣")?.contents.value.hasPrefix("**100 kg × 5**") == true)
        try await client.shutDown()
    }

    /// A request the client sends again after every edit (semantic tokens, lenses...) that an
    /// edit of its document overtook in the queue is answered `ContentModified` (-32801, LSP
    /// 3.17) instead of describing text the editor no longer shows; a hover queued the same way
    /// is answered as usual, and the tokens asked again describe the edited text.
    @Test func anOvertakenTokensRequestIsAnsweredContentModified() async throws {
        let client = try await InProcessClient.start()
        defer { client.close() }
        let uri = "file:///modified/log.antrain"
        client.open(uri, "2026-11-20 lifting\n  Bench Press: 100x5 @8\n")
        _ = try await client.diagnostics(for: uri)

        client.hold()
        let tokens = client.sendRequest("textDocument/semanticTokens/full", ["textDocument": ["uri": .string(uri)]])
        let hover = client.sendRequest("textDocument/hover", InProcessClient.positionParams(uri, Position(line: 1, character: 16)))
        client.notify("textDocument/didChange", [
            "textDocument": ["uri": .string(uri), "version": 2],
            "contentChanges": [["text": "2026-11-20 lifting\n  Bench Press: 100x5 @8\n  Barbell Row: 60x8\n"]],
        ])
        // The intake has queued everything once it answers the cancel of a later request.
        let marker = client.sendRequest("textDocument/hover", InProcessClient.positionParams(uri, Position(line: 0, character: 0)))
        client.notify("$/cancelRequest", ["id": .integer(marker)])
        _ = try await client.read { $0["id"] == .integer(marker) }
        client.release()

        let answers = try await client.read { $0["id"] == .integer(hover) }
        let tokensAnswer = try #require(answers.first { $0["id"] == .integer(tokens) })
        #expect(tokensAnswer["error"]?["code"] == -32801)
        #expect(answers.last?["error"] == nil)
        #expect(answers.last?["result"]?["contents"]?["value"]?.stringValue?.hasPrefix("**100 kg × 5**") == true)
        // Asked again, the tokens describe the edited text: one more line, more tokens.
        let (_, again) = try await client.request("textDocument/semanticTokens/full", ["textDocument": ["uri": .string(uri)]])
        #expect(again["error"] == nil)
        #expect((again["result"]?["data"]?.arrayValue?.count ?? 0) > 0)
        try await client.shutDown()
    }

    // MARK: - Workspace

    @Test func watchedFileChangesReachTheOpenDocuments() async throws {
        let folder = try TemporaryFolder(files: ["profile.antrain": "profile\n  unit: lb\n",
                                                 "log.antrain": "2026-11-20 lifting\n  Bench Press 100x5 @8\n"])
        defer { folder.remove() }
        let client = try await InProcessClient.start(workspace: folder.uri)
        defer { client.close() }
        let log = client.open(folder.uri(of: "log.antrain"), marked: "2026-11-20 lifting\n  Bench Press 1️⃣100x5 @8\n")
        _ = try await client.diagnostics(for: log.uri)
        // The profile on disk says lb: 100 is read and shown in pounds.
        #expect(try await client.hover(log, at: "1️⃣")?.contents.value.hasPrefix("**100 lb × 5** @ RPE 8") == true)

        try folder.write("profile.antrain", "profile\n  unit: kg\n")
        client.filesChanged([(folder.uri(of: "profile.antrain"), .changed)])
        #expect(try await client.hover(log, at: "1️⃣")?.contents.value.hasPrefix("**100 kg × 5** @ RPE 8") == true)
        try await client.shutDown()
    }

    @Test func aProfileAddedAndRemovedWhileTheServerRunsRescopesTheAthletes() async throws {
        // Anna starts a quarter of an hour later: the overlap is hers (the later workout's).
        let log = "2026-11-20 07:45 lifting 1h\n  Bench Press 100x5 @8\n"
        let folder = try TemporaryFolder(files: ["burak/profile.antrain": "profile\n  name: Burak\n  unit: lb\n",
                                                 "burak/log.antrain": "2026-11-20 07:30 lifting 1h\n  Bench Press 100x5 @8\n",
                                                 "anna/log.antrain": log])
        defer { folder.remove() }
        let client = try await InProcessClient.start(workspace: folder.uri)
        defer { client.close() }
        let anna = folder.uri(of: "anna/log.antrain")
        client.open(anna, log)
        // One athlete: Burak's log at 07:30 and this one at 07:45, each an hour long, overlap.
        #expect(try await client.diagnostics(for: anna).map(\.code) == ["overlapping-workouts"])
        func hoverText() async throws -> String {
            try await client.hover(anna, at: Position(line: 1, character: 15))?.contents.value ?? ""
        }
        // Burak's is the only profile: it governs Anna's folder too, so 100 is pounds.
        #expect(try await hoverText().hasPrefix("**100 lb × 5** @ RPE 8"))

        // Anna gets a profile of her own: her log is hers, in kg, and two athletes training
        // at 07:30 do not overlap.
        try folder.write("anna/profile.antrain", "profile\n  name: Anna\n  unit: kg\n")
        client.filesChanged([(folder.uri(of: "anna/profile.antrain"), .created)])
        #expect(try await client.diagnostics(for: anna) == [])
        #expect(try await hoverText().hasPrefix("**100 kg × 5** @ RPE 8"))

        // Deleted again: Burak's governs once more.
        try folder.delete("anna/profile.antrain")
        client.filesChanged([(folder.uri(of: "anna/profile.antrain"), .deleted)])
        #expect(try await hoverText().hasPrefix("**100 lb × 5** @ RPE 8"))
        try await client.shutDown()
    }

    @Test func indexingReportsProgressWhenTheClientAsks() async throws {
        let folder = try TemporaryFolder(files: ["a.antrain": "2026-11-19 bodyweight 80kg\n", "b.antrain": "2026-11-20 bodyweight 79.5kg\n"])
        defer { folder.remove() }
        let client = try await InProcessClient.start(workspace: folder.uri, capabilities: ["window": ["workDoneProgress": true]])
        defer { client.close() }
        // Indexing runs between messages: it ends after the first idle moments.
        let messages = try await client.read { $0["method"] == "$/progress" && $0["params"]?["value"]?["kind"] == "end" }
        let create = messages.first { $0["method"] == "window/workDoneProgress/create" }
        let token = create?["params"]?["token"]
        #expect(token != nil)
        if let id = create?["id"] { client.send(["id": id, "result": nil]) }
        let progress = messages.filter { $0["method"] == "$/progress" && $0["params"]?["token"] == token }
        // One athlete here (no profile): begin, its report, end.
        #expect(progress.compactMap { $0["params"]?["value"]?["kind"]?.stringValue } == ["begin", "report", "end"])
        #expect(progress.first?["params"]?["value"] == ["kind": "begin", "title": "Indexing training logs", "percentage": 0])
        #expect(progress.dropFirst().first?["params"]?["value"] == ["kind": "report", "message": "1/1 athletes", "percentage": 100])
        #expect(progress.last?["params"]?["value"] == ["kind": "end", "message": "indexed"])
        // Created before it is used.
        let created = messages.firstIndex { $0["method"] == "window/workDoneProgress/create" } ?? .max
        let used = messages.firstIndex { $0["method"] == "$/progress" } ?? -1
        #expect(created < used)
        try await client.shutDown()
    }

    // MARK: - Diagnostics across documents

    @Test func aWorkspaceRuleIsRepublishedForTheOtherOpenDocument() async throws {
        let client = try await InProcessClient.start()
        defer { client.close() }
        let first = "file:///profiles/a.antrain"
        let second = "file:///profiles/b.antrain"
        client.open(second, "profile\n  unit: kg\n")
        #expect(try await client.latestDiagnostics(after: [second]) == [second: []])
        // a.antrain comes first in the workspace, so b.antrain's profile is now the second one.
        client.open(first, "profile\n  unit: lb\n")
        #expect(try await client.latestDiagnostics(after: [first, second]) == [first: [], second: ["duplicate-profile 0:0-0:7"]])
        client.closeDocument(first)
        #expect(try await client.latestDiagnostics(after: [first, second]) == [first: [], second: []])
        try await client.shutDown()
    }

    @Test func anEditRepublishesOnlyTheEditedDocumentWhenNoOtherChanged() async throws {
        let client = try await InProcessClient.start()
        defer { client.close() }
        let first = "file:///quiet/a.antrain"
        let second = "file:///quiet/b.antrain"
        client.open(second, "2026-11-20 lunch\n  Rice 150\n")
        client.open(first, "2026-11-20 bodyweight 80kg\n")
        _ = try await client.latestDiagnostics(after: [first, second])
        client.change(first, version: 2, range: LSPRange(0, 22, 0, 24), text: "81")
        let (before, _) = try await client.request("textDocument/documentSymbol", ["textDocument": ["uri": .string(first)]])
        #expect(before.filter { InProcessClient.isPublish($0, for: first) }.count == 1)
        // b.antrain's diagnostics (the unit missing after 150) did not change: nothing is sent again.
        #expect(before.filter { InProcessClient.isPublish($0, for: second) }.isEmpty)
        try await client.shutDown()
    }

    @Test func pullDiagnosticsGiveThePublishedOnesAndUnchangedUntilAnEdit() async throws {
        let client = try await InProcessClient.start()
        defer { client.close() }
        let uri = "file:///pull/log.antrain"
        client.open(uri, "2026-11-20 lunch\n  Rice 150\n")
        _ = try await client.latestDiagnostics(after: [uri])
        let (_, first) = try await client.request("textDocument/diagnostic", ["textDocument": ["uri": .string(uri)]])
        let report = try #require(first["result"])
        #expect(report["kind"] == "full")
        #expect(report["items"]?.arrayValue?.map { $0["code"]?.stringValue } == ["amount-without-unit"])
        #expect(report["items"]?.arrayValue?.first?["range"] == InProcessClient.json(LSPRange(1, 7, 1, 10)))
        let id = try #require(report["resultId"])
        let (_, again) = try await client.request("textDocument/diagnostic", ["textDocument": ["uri": .string(uri)], "previousResultId": id])
        #expect(again["result"]?["kind"] == "unchanged")
        client.change(uri, version: 2, range: LSPRange(1, 10, 1, 10), text: "g")
        let (_, edited) = try await client.request("textDocument/diagnostic", ["textDocument": ["uri": .string(uri)], "previousResultId": id])
        #expect(edited["result"]?["kind"] == "full")
        #expect(edited["result"]?["items"]?.arrayValue?.isEmpty == true)
        try await client.shutDown()
    }

    // MARK: - Formatting and code actions

    @Test func formattingSendsMinimalEditsThatGiveTheFormattedText() async throws {
        let client = try await InProcessClient.start()
        defer { client.close() }
        let uri = "file:///format/log.antrain"
        let text = """
            2026-11-20 07:30 LIFTING
              Bench Press: 100 x 5 @8,100x5
              Pull Up: BWx8
            2026-11-20 öğle
              Tavuk Göğsü   200 g
              Rice 150g

            """
        client.open(uri, text)
        _ = try await client.diagnostics(for: uri)
        let edits = try await client.formatting(uri)
        let formatted = LogFormatter.format(text)
        #expect(formatted != text)
        #expect(Received.TextEdit.apply(edits, to: text) == formatted)
        // Minimal: only lines that change are touched.
        let before = text.split(separator: "\n", omittingEmptySubsequences: false)
        let after = formatted.split(separator: "\n", omittingEmptySubsequences: false)
        try #require(before.count == after.count)
        let changedLines = Set(before.indices.filter { before[$0] != after[$0] })
        for edit in edits {
            let start = edit.range.start.line, end = edit.range.end.line
            let endsAtLineStart = edit.range.end.character == 0 && end > start
            let touched = Set(start...(endsAtLineStart ? end - 1 : end))
            #expect(touched.isSubset(of: changedLines), "an edit of unchanged lines: \(edit)")
        }
        try await client.shutDown()
    }

    @Test func quickFixesAndRefactorsComeWithExactEdits() async throws {
        let client = try await InProcessClient.start()
        defer { client.close() }
        // `Rice 150`: "150" is columns 7–10. `Pirinç 150`: ç is one UTF-16 unit (two bytes), so
        // "150" is columns 9–12.
        let log = client.open("file:///actions/log.antrain", marked: """
            2026-11-20 lunch
              Rice 1️⃣1502️⃣
              Pirinç 3️⃣150
            2026-11-20 lifting
              Squat: 14️⃣00x5x3 @8

            """)
        _ = try await client.diagnostics(for: log.uri)

        func quickFixes(_ range: LSPRange) async throws -> [[String]] {
            try await client.codeActions(log.uri, in: range).filter { $0.kind == "quickfix" }.map { ($0.edit.changes[log.uri] ?? []).map(\.summary) }
        }
        #expect(try await quickFixes(log.range(from: "1️⃣", to: "2️⃣")) == [["1:7-1:10 150g"], ["1:7-1:10 150 servings"]])
        let rice = try await client.codeActions(log.uri, in: log.range(from: "1️⃣", to: "2️⃣")).first { $0.kind == "quickfix" }
        #expect(rice?.diagnostics?.first?.code == "amount-without-unit")
        #expect(try await quickFixes(log.range(from: "3️⃣", to: "3️⃣")) == [["2:9-2:12 150g"], ["2:9-2:12 150 servings"]])

        let expand = try await client.codeActions(log.uri, in: log.range(from: "4️⃣", to: "4️⃣")).first { $0.title == "Expand into 3 sets" }
        #expect(expand?.kind == "refactor.rewrite")
        let expanded = Received.TextEdit.apply(expand?.edit.changes[log.uri] ?? [], to: log.text)
        #expect(expanded.hasSuffix("\n  Squat: 100x5 @8, 100x5 @8, 100x5 @8\n"))
        try await client.shutDown()
    }
}

// MARK: - Messages
