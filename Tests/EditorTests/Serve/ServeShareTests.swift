import Foundation
import Testing

/// `--share anna/` in a coach's repository: the link opens Anna's pages, logs and writes,
/// and answers 403 for Burak's, with his file untouched.
@Suite(.serialized) struct ServeShareTests {
    static let files = [
        "common/exercises.antrain": "exercise Landmine Press\n  category: barbell\n  muscles: shoulders\n",
        "anna/log.antrain": "profile\n  name: Anna\n  unit: kg\n\n2026-12-01 07:30 lifting\n  Landmine Press 30x8\n",
        "burak/log.antrain": "profile\n  name: Burak\n  unit: kg\n\n2026-12-01 07:30 lifting\n  Barbell Squat 100x0\n",
    ]

    @Test func aSharedLinkOpensOneAthletesFolderOnly() throws {
        let server = try ServeProcess(files: Self.files, arguments: ["--share", "anna/"])
        defer { _ = server.stop() }
        let secrets = try String(contentsOf: server.folder.appendingPathComponent(".state/antrain/serve-secrets"), encoding: .utf8)
        let line = try #require(secrets.split(separator: "\n").first { $0.hasPrefix("share\tanna\t") })
        let shared = String(line.split(separator: "\t")[2])
        #expect(shared.count == 32 && shared != server.token)
        let cookie = "Cookie: antrain-\(server.port)=\(shared)"
        func get(_ path: String) throws -> RawHTTP.Answer {
            try RawHTTP.exchange(port: server.port, "GET \(path) HTTP/1.1\r\nHost: 127.0.0.1:\(server.port)\r\n\(cookie)\r\nConnection: close\r\n\r\n")
        }
        // Anna's pages.
        let home = try get("/")
        #expect(home.status == 200 && home.body.contains("Anna"))
        #expect(!home.body.contains("/athletes"), "no link to the team")
        #expect(try get("/file/anna/log.antrain").status == 200)
        #expect(try get("/report").status == 200)
        let problems = try get("/api/check")
        #expect(problems.status == 200 && !problems.body.contains("burak"), "Burak's reps-not-positive stays his")
        // Everything else.
        for path in ["/?athlete=burak", "/file/burak/log.antrain", "/athletes", "/api/summary?athlete=burak", "/problems?athlete=burak",
                     "/file/common/exercises.antrain"] {
            #expect(try get(path).status == 403, "\(path)")
        }
        // Writes: Anna's, not Burak's.
        let body = #"{"id":"w1","kind":"weighIn","text":"61","date":"2026-12-07","time":"07:00"}"#
        func post(_ query: String) throws -> RawHTTP.Answer {
            try RawHTTP.exchange(port: server.port, "POST /api/action\(query) HTTP/1.1\r\nHost: 127.0.0.1:\(server.port)\r\n\(cookie)\r\n"
                + "Origin: \(server.origin)\r\nX-CSRF-Token: \(server.csrf)\r\nContent-Type: application/json\r\nContent-Length: \(body.utf8.count)\r\n"
                + "Connection: close\r\n\r\n\(body)")
        }
        #expect(try post("?athlete=burak").status == 403)
        #expect(!FileManager.default.fileExists(atPath: server.folder.appendingPathComponent("burak/2026.antrain").path))
        #expect(try server.text("burak/log.antrain") == Self.files["burak/log.antrain"])
        #expect(try post("").status == 200)
        #expect(try server.text("anna/2026.antrain") == "2026-12-07 07:00 bodyweight 61kg\n")
        // The server's own token still opens everything.
        #expect(try server.get("/?athlete=burak").status == 200)
    }
}
