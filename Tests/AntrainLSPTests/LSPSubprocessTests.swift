import Foundation
import Testing

/// `antrain lsp` as a subprocess over real pipes: the whole lifecycle and hostile input.
@Suite(.serialized) struct LSPSubprocessTests {
    let uri = "file:///tmp/antrain-subprocess-test.antrain"

    /// A log with one problem on a line with Turkish letters before it, so columns must be
    /// counted in UTF-16.
    let text = """
        2026-11-02 07:30 breakfast
          Tavuk Göğsü 200g
          Rice 150
        2026-11-03 lifting
          Bench Press 100x5 @8, 100x0
        """

    @Test func lifecycleDiagnosticsCompletionHoverChangeShutdown() throws {
        let server = try LSPProcess()
        let result = try server.initialize()
        let capabilities = result["capabilities"] as? [String: Any] ?? [:]
        #expect(capabilities["positionEncoding"] as? String == "utf-16")
        #expect(capabilities["hoverProvider"] as? Bool == true)

        try server.notify("textDocument/didOpen", ["textDocument": ["uri": uri, "languageId": "antrain", "version": 1, "text": text]])
        let diagnostics = try server.diagnostics(for: uri)
        let codes = diagnostics.map { $0["code"] as? String ?? "" }
        #expect(codes == ["amount-without-unit", "reps-not-positive"])
        #expect(startOf(diagnostics[0]) == (2, 7))
        #expect(endOf(diagnostics[0]) == (2, 10))
        #expect(startOf(diagnostics[1]) == (4, 28))
        #expect(endOf(diagnostics[1]) == (4, 29))
        #expect(diagnostics.allSatisfy { $0["source"] as? String == "antrain" })

        // Completion of an exercise name on a new item line.
        try server.notify("textDocument/didChange", [
            "textDocument": ["uri": uri, "version": 2],
            "contentChanges": [["range": ["start": position(4, 30), "end": position(4, 30)], "text": "\n  inc db"]],
        ])
        _ = try server.diagnostics(for: uri)
        let completion = try server.response(to: server.request("textDocument/completion", [
            "textDocument": ["uri": uri], "position": position(5, 8),
        ]))
        let items = (completion["result"] as? [String: Any])?["items"] as? [[String: Any]] ?? []
        #expect(items.first?["label"] as? String == "Incline Dumbbell Press")
        let edit = items.first?["textEdit"] as? [String: Any]
        #expect((edit?["range"] as? [String: Any])?["start"] as? [String: Int] == ["line": 5, "character": 2])

        // Hover on the first set: load × reps, volume and e1RM.
        let hover = try server.response(to: server.request("textDocument/hover", [
            "textDocument": ["uri": uri], "position": position(4, 15),
        ]))
        let markdown = ((hover["result"] as? [String: Any])?["contents"] as? [String: Any])?["value"] as? String ?? ""
        #expect(markdown.contains("100 kg × 5"))
        #expect(markdown.contains("volume 500 kg"))
        #expect(markdown.contains("e1RM 112.5 kg"))

        let shutdown = try server.response(to: server.request("shutdown"))
        #expect(shutdown.keys.contains("result"))
        try server.notify("exit")
        #expect(server.waitForExit() == 0)
    }

    @Test func hostileInputIsAnsweredAndTheServerKeepsRunning() throws {
        let server = try LSPProcess()
        // A request before initialize.
        let early = try server.response(to: server.request("textDocument/hover", ["textDocument": ["uri": uri], "position": position(0, 0)]))
        #expect((early["error"] as? [String: Any])?["code"] as? Int == -32002)
        _ = try server.initialize()

        // Malformed JSON: a parse error with a null id.
        server.sendRaw(Data("Content-Length: 9\r\n\r\n{\"bad\": }".utf8))
        let parseError = try server.receive { $0["error"] != nil }
        #expect((parseError["error"] as? [String: Any])?["code"] as? Int == -32700)

        // A header with a bad length is skipped; the next message is still read.
        server.sendRaw(Data("Content-Length: banana\r\n\r\n".utf8))
        // An unknown method.
        let unknown = try server.response(to: server.request("antrain/doesNotExist"))
        #expect((unknown["error"] as? [String: Any])?["code"] as? Int == -32601)

        // A request for a document that was never opened.
        let unopened = try server.response(to: server.request("textDocument/hover", [
            "textDocument": ["uri": "file:///nowhere.antrain"], "position": position(0, 0),
        ]))
        #expect((unopened["error"] as? [String: Any])?["code"] as? Int == -32602)

        // Positions past the end of the line and of the file are clamped, not fatal.
        try server.notify("textDocument/didOpen", ["textDocument": ["uri": uri, "languageId": "antrain", "version": 1, "text": text]])
        _ = try server.diagnostics(for: uri)
        let far = try server.response(to: server.request("textDocument/hover", ["textDocument": ["uri": uri], "position": position(999, 999)]))
        #expect(far.keys.contains("result"))
        let wide = try server.response(to: server.request("textDocument/completion", ["textDocument": ["uri": uri], "position": position(1, 500)]))
        #expect(wide.keys.contains("result"))

        // Params of the wrong shape.
        let badParams = try server.response(to: server.request("textDocument/hover", ["textDocument": 42]))
        #expect((badParams["error"] as? [String: Any])?["code"] as? Int == -32602)

        // An edit with a range past the end still applies (clamped) and the server answers.
        try server.notify("textDocument/didChange", [
            "textDocument": ["uri": uri, "version": 2],
            "contentChanges": [["range": ["start": position(500, 0), "end": position(600, 0)], "text": "\n2026-11-04 bodyweight 80kg\n"]],
        ])
        #expect(try server.diagnostics(for: uri).count == 2)

        // Exit without shutdown: exit code 1.
        try server.notify("exit")
        #expect(server.waitForExit() == 1)
    }

    @Test func utf8PositionsWhenTheClientOffersThem() throws {
        let server = try LSPProcess()
        let result = try server.initialize(capabilities: ["general": ["positionEncodings": ["utf-8", "utf-16"]]])
        #expect((result["capabilities"] as? [String: Any])?["positionEncoding"] as? String == "utf-8")
        let log = "2026-11-02 lunch\n  Tavuk Göğsü 200g # 🍗\n  Rice 150\n"
        try server.notify("textDocument/didOpen", ["textDocument": ["uri": uri, "languageId": "antrain", "version": 1, "text": log]])
        let diagnostics = try server.diagnostics(for: uri)
        #expect(diagnostics.count == 1)
        #expect(startOf(diagnostics[0]) == (2, 7))
        // Hover on the food line, addressed in UTF-8 bytes past the Turkish letters.
        let hover = try server.response(to: server.request("textDocument/hover", ["textDocument": ["uri": uri], "position": position(1, 16)]))
        let markdown = ((hover["result"] as? [String: Any])?["contents"] as? [String: Any])?["value"] as? String ?? ""
        #expect(markdown.contains("200 g of Chicken Breast"))
        server.closeInput()
        #expect(server.waitForExit() == 1)
    }
}
