import Foundation
import Testing

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `antrain serve` tried as an attacker would (TOOLING.md §8.3), over raw sockets: each
/// attempt gets its status, and after each the server still answers a normal client (how fast
/// it answers under load is the benchmark's: `antrain-bench --web-only`).
@Suite(.serialized) struct ServeAttackTests {
    static let log = """
        profile
          name: Anna
          unit: kg

        2026-11-20 07:30 lifting Legs
          Barbell Squat 100x5 @8   # <script>alert(1)</script> & "quotes"
          Barbell Squat 100x0

        """

    private func withServer(in folder: URL? = nil, _ body: (ServeProcess) throws -> Void) throws {
        let server = try ServeProcess(files: ["anna/log.antrain": Self.log], in: folder)
        defer { #expect(server.stop() == 0, "SIGTERM ends the server with status 0") }
        try body(server)
    }

    /// A normal client is answered: a page that needs the analysis, and the stylesheet.
    private func expectServesNormally(_ server: ServeProcess, sourceLocation: SourceLocation = #_sourceLocation) throws {
        #expect(try server.get("/problems").status == 200, sourceLocation: sourceLocation)
        #expect(try server.get("/static/app.css").status == 200, sourceLocation: sourceLocation)
    }

    private func status(_ server: ServeProcess, _ request: String) throws -> Int {
        try RawHTTP.exchange(port: server.port, request).status
    }

    @Test func requestsWithoutTheTokenAreRefused() throws {
        try withServer { server in
            let host = "Host: 127.0.0.1:\(server.port)\r\nConnection: close\r\n"
            #expect(try status(server, "GET / HTTP/1.1\r\n\(host)\r\n") == 401)
            #expect(try status(server, "GET /api/check HTTP/1.1\r\n\(host)\r\n") == 401)
            #expect(try status(server, "GET /events HTTP/1.1\r\n\(host)\r\n") == 401)
            #expect(try status(server, "GET /?token=00000000000000000000000000000000 HTTP/1.1\r\n\(host)\r\n") == 401)
            // One character off (a token ending in 0 gets a 1: the same token would be let in).
            let wrong = server.token.dropLast() + (server.token.hasSuffix("0") ? "1" : "0")
            #expect(try status(server, "GET / HTTP/1.1\r\n\(host)Cookie: antrain-\(server.port)=\(wrong)\r\n\r\n") == 401)
            #expect(try status(server, "GET / HTTP/1.1\r\n\(host)Authorization: Bearer wrong\r\n\r\n") == 401)
            #expect(try status(server, "GET / HTTP/1.1\r\n\(host)Authorization: Bearer \(server.token)\r\n\r\n") == 200)
            // The token is kept where only its owner reads it.
            let secrets = server.folder.appendingPathComponent(".state/antrain/serve-secrets").path
            let mode = (try FileManager.default.attributesOfItem(atPath: secrets)[.posixPermissions] as? NSNumber)?.intValue
            #expect(mode == 0o600)
            try expectServesNormally(server)
        }
    }

    @Test func theTokenIsTradedForACookieAndLeavesTheAddress() throws {
        try withServer { server in
            let answer = try RawHTTP.exchange(port: server.port,
                "GET /report?token=\(server.token)&from=2026-11-01 HTTP/1.1\r\nHost: 127.0.0.1:\(server.port)\r\nConnection: close\r\n\r\n")
            #expect(answer.status == 303)
            #expect(answer.head.contains("Location: /report?from=2026-11-01"))
            #expect(answer.head.contains("Set-Cookie: antrain-\(server.port)=\(server.token); Path=/; Max-Age=2592000; HttpOnly; SameSite=Strict"))
        }
    }

    @Test func aForeignHostIsMisdirected() throws {
        try withServer { server in
            let cookie = "Cookie: \(server.cookie)\r\nConnection: close\r\n"
            // DNS rebinding: the browser sends the attacker's name.
            #expect(try status(server, "GET / HTTP/1.1\r\nHost: evil.example:\(server.port)\r\n\(cookie)\r\n") == 421)
            #expect(try status(server, "GET / HTTP/1.1\r\nHost: 127.0.0.1:1\r\n\(cookie)\r\n") == 421)
            // An absolute-form target is checked like Host.
            #expect(try status(server, "GET http://evil.example/ HTTP/1.1\r\nHost: 127.0.0.1:\(server.port)\r\n\(cookie)\r\n") == 421)
            #expect(try status(server, "GET http://127.0.0.1:\(server.port)/ HTTP/1.1\r\nHost: 127.0.0.1:\(server.port)\r\n\(cookie)\r\n") == 200)
            #expect(try status(server, "GET / HTTP/1.1\r\nHost: localhost:\(server.port)\r\n\(cookie)\r\n") == 200)
            try expectServesNormally(server)
        }
    }

    @Test func aPostNeedsItsOwnOriginAndTheCSRFToken() throws {
        try withServer { server in
            let start = "POST /api/check HTTP/1.1\r\nHost: 127.0.0.1:\(server.port)\r\nCookie: \(server.cookie)\r\nConnection: close\r\nContent-Length: 0\r\n"
            #expect(try status(server, start + "Origin: http://evil.example\r\nX-CSRF-Token: \(server.csrf)\r\n\r\n") == 403)
            #expect(try status(server, start + "Origin: null\r\nX-CSRF-Token: \(server.csrf)\r\n\r\n") == 403)
            #expect(try status(server, start + "X-CSRF-Token: \(server.csrf)\r\n\r\n") == 403, "a missing Origin")
            #expect(try status(server, start + "Origin: \(server.origin)\r\n\r\n") == 403, "no CSRF token")
            #expect(try status(server, start + "Origin: \(server.origin)\r\nX-CSRF-Token: 0\r\n\r\n") == 403)
            // Past every check, a page that only reads refuses the method.
            #expect(try status(server, start + "Origin: \(server.origin)\r\nX-CSRF-Token: \(server.csrf)\r\n\r\n") == 405)
            try expectServesNormally(server)
        }
    }

    /// Behind a proxy (`--public-url https://…`) the request names the public host: a page of
    /// that name served over plain HTTP is not this server's, so its Origin is refused.
    @Test func behindAProxyOnlyThePublicSchemeIsOwn() throws {
        let server = try ServeProcess(files: ["anna/log.antrain": Self.log], arguments: ["--public-url", "https://gym.example.net/antrain"],
                                      port: try RawHTTP.freePort())
        defer { #expect(server.stop() == 0) }
        let start = "POST /antrain/api/check HTTP/1.1\r\nHost: gym.example.net\r\nCookie: \(server.cookie)\r\nConnection: close\r\nContent-Length: 0\r\n"
        #expect(try status(server, start + "Origin: http://gym.example.net\r\nX-CSRF-Token: \(server.csrf)\r\n\r\n") == 403)
        let own = try status(server, start + "Origin: https://gym.example.net\r\nX-CSRF-Token: \(server.csrf)\r\n\r\n")
        #expect(own != 403 && own != 401, "the public origin passes the gate (\(own))")
    }

    @Test func pathsReachOnlyTheWorkspacesLogs() throws {
        // A link inside the workspace to a file outside it, there when the server starts: no log of the workspace.
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("antrain-serve-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("anna"), withIntermediateDirectories: true)
        let secret = folder.deletingLastPathComponent().appendingPathComponent("secret-\(UUID().uuidString).antrain")
        try "2026-01-01 bodyweight 70kg\n".write(to: secret, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: secret) }
        try FileManager.default.createSymbolicLink(atPath: folder.appendingPathComponent("anna/leak.antrain").path, withDestinationPath: secret.path)
        try withServer(in: folder) { server in
            #expect(try server.get("/file/anna/log.antrain").status == 200)
            for path in ["/file/anna/leak.antrain", "/file/../etc/passwd", "/file/%2e%2e/%2e%2e/etc/passwd", "/file/anna%2f..%2f..%2fetc%2fpasswd",
                         "/file/anna/..%5c..%5cetc%5cpasswd", "/file/anna\\..\\log.antrain", "/file/%00", "/file/anna/log.antrain%00.txt",
                         "/file/" + server.folder.path + "/anna/log.antrain", "/file/anna/./log.antrain", "/file//etc/passwd"] {
                let answer = try server.get(path)
                #expect([400, 404].contains(answer.status), "\(path): \(answer.status)")
                #expect(!answer.body.contains("root:"), "\(path) leaked a file")
            }
            try expectServesNormally(server)
        }
    }

    @Test func oversizedHeadsAndBodiesAreRefused() throws {
        try withServer { server in
            let big = "X-Filler: " + String(repeating: "a", count: 20 * 1024)
            #expect(try status(server, "GET / HTTP/1.1\r\nHost: 127.0.0.1:\(server.port)\r\n\(big)\r\n\r\n") == 431)
            let post = "POST / HTTP/1.1\r\nHost: 127.0.0.1:\(server.port)\r\nCookie: \(server.cookie)\r\nContent-Length: \(2 * 1024 * 1024)\r\n\r\n"
            #expect(try status(server, post) == 413)
            #expect(try status(server, "\u{01}\u{02}garbage\u{FF}\r\n\r\n") == 400)
            #expect(try status(server, "GET / HTTP/1.1\r\nHost: 127.0.0.1:\(server.port)\r\nContent-Length: 1\r\nContent-Length: 2\r\n\r\n") == 400)
            // A period that ends before it starts is a bad request, not the end of the server.
            let reversed = try server.get("/report?from=2026-12-01&to=2026-11-01")
            #expect(reversed.status == 400 && reversed.body.contains("The period ends (2026-11-01) before it starts (2026-12-01)."))
            let reversedJSON = try server.get("/api/report?from=2026-12-01&to=2026-11-01")
            #expect(reversedJSON.status == 400)
            try expectServesNormally(server)
        }
    }

    @Test func slowAndHalfOpenClientsDoNotStarveOthers() throws {
        try withServer { server in
            // 60 connections that send half a head and wait.
            var idle: [Int32] = []
            for _ in 0..<60 {
                let descriptor = try RawHTTP.connect(port: server.port)
                RawHTTP.send(descriptor, Array("GET / HTTP/1.1\r\nHost: 127.0.0.1".utf8))
                idle.append(descriptor)
            }
            defer { idle.forEach { close($0) } }
            try expectServesNormally(server)
            // A byte at a time, each sent once the server has had a second to answer: the server
            // cuts the head off (408) while bytes are still coming, since each byte does not
            // renew its deadline; the head is about 50 bytes, the deadline 10 s.
            let slow = try RawHTTP.connect(port: server.port)
            defer { close(slow) }
            let head = Array("GET / HTTP/1.1\r\nHost: 127.0.0.1:\(server.port)\r\nX-Slow: 1\r\n".utf8)
            var answer: [UInt8] = []
            var sent = 0
            for byte in head {
                RawHTTP.send(slow, [byte])
                sent += 1
                // Waits for the server's answer, not for time to pass: the loop goes on when none came.
                var waiting = pollfd(fd: slow, events: Int16(POLLIN), revents: 0)
                if poll(&waiting, 1, 1000) > 0 {
                    answer = RawHTTP.readAll(slow)
                    break
                }
                if sent <= 3 { try expectServesNormally(server) }
            }
            #expect(RawHTTP.parse(answer).status == 408)
            #expect(sent < head.count, "the head was cut off while it was still coming (\(sent) of \(head.count) bytes)")
            try expectServesNormally(server)
        }
    }

    @Test func logTextIsEscapedAndEveryAnswerCarriesTheSecurityHeaders() throws {
        try withServer { server in
            for path in ["/file/anna/log.antrain", "/problems", "/", "/report", "/api/check"] {
                let answer = try server.get(path)
                #expect(answer.status == 200, "\(path)")
                #expect(!answer.body.contains("<script>alert"), "\(path) writes the note unescaped")
                for header in ["Content-Security-Policy: default-src 'none'; script-src 'self'", "X-Content-Type-Options: nosniff",
                               "Referrer-Policy: no-referrer", "X-Frame-Options: DENY", "Cache-Control: no-store",
                               "Cross-Origin-Resource-Policy: same-origin"] {
                    #expect(answer.head.contains(header), "\(path) lacks \(header)")
                }
                #expect(!answer.head.contains("unsafe-inline"))
            }
            let log = try server.get("/file/anna/log.antrain").body
            #expect(log.contains("# &lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;quotes&quot;"))
            // The report's one inline style is allowed by the nonce its answer names.
            let report = try server.get("/report")
            let nonce = report.head.components(separatedBy: "'nonce-").dropFirst().first?.prefix { $0 != "'" } ?? ""
            #expect(nonce.count == 32 && report.body.contains("<style nonce=\"\(nonce)\">"))
            // reps-not-positive on line 7 (`Barbell Squat 100x0`), with the line's text.
            let problems = try server.get("/problems").body
            #expect(problems.contains("anna/log.antrain:7:"), "the problem's place")
            #expect(problems.contains("[reps-not-positive]"))
        }
    }
}
