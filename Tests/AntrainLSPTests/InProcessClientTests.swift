import AntrainLSP
import AntrainTestSupport
import JSONRPC
import Testing

/// The test client's own promises: markers become LSP positions in UTF-16, and waiting for a
/// notification is explicit and reads past what comes before it.
@Suite struct InProcessClientTests {
    @Test func markersBecomeUTF16Positions() async throws {
        let client = try await InProcessClient.start()
        defer { client.close() }
        // "  Tavuk Göğsü " is 14 UTF-16 units (ö, ğ, ü one each, two bytes each in UTF-8); 🐔 is two.
        let log = client.open("file:///client/log.antrain", marked: "1️⃣2026-11-20 lunch\n  Tavuk Göğsü 2️⃣🐔3️⃣ 200g\n")
        #expect(log.text == "2026-11-20 lunch\n  Tavuk Göğsü 🐔 200g\n")
        #expect(try log.position(of: "1️⃣") == Position(line: 0, character: 0))
        #expect(try log.position(of: "2️⃣") == Position(line: 1, character: 14))
        #expect(try log.position(of: "3️⃣") == Position(line: 1, character: 16))
        #expect(try log.range(from: "2️⃣", to: "3️⃣") == LSPRange(1, 14, 1, 16))
        _ = try await client.diagnostics(for: log.uri)
        try await client.shutDown()
    }

    @Test func nextNotificationWaitsForTheOneAsked() async throws {
        let client = try await InProcessClient.start()
        defer { client.close() }
        client.open("file:///client/a.antrain", "2026-11-20 lunch\n  Rice 150\n")
        client.open("file:///client/b.antrain", "2026-11-20 bodyweight 80kg\n")
        // b's publish comes after a's: waiting for it reads past a's.
        let published = try await client.nextNotification("textDocument/publishDiagnostics") { $0["uri"] == "file:///client/b.antrain" }
        #expect(published["params"]?["version"] == 1)
        #expect(published["params"]?["diagnostics"] == [])
        client.change("file:///client/a.antrain", version: 2, range: LSPRange(1, 10, 1, 10), text: "g")
        #expect(try await client.diagnostics(for: "file:///client/a.antrain") == [])
        try await client.shutDown()
    }
}
