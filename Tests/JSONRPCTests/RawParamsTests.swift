import Foundation
import JSONRPC
import Testing

/// `params` and `result` are handed on as the exact bytes that were sent.
@Suite struct RawParamsTests {
    @Test func stringsWithBracesAndEscapedQuotes() throws {
        let params = #"{ "text" : "a } b { \" c \\\" ] [", "nested": {"arr": [1, {"x": "}"}], "n": -1.5e+3}, "u": "\u00e9 🐔 \\" }"#
        let body = #"{"jsonrpc":"2.0","method":"m","params":  \#(params)  ,"id":1}"#
        let message = IncomingMessage(parsing: json(body))
        #expect(message == .request(id: 1, method: "m", params: json(params)))

        struct Params: Decodable, Equatable {
            struct Nested: Decodable, Equatable { var n: Double }
            var text: String
            var nested: Nested
            var u: String
        }
        guard case .request(_, _, let raw?) = message else { return }
        let decoded = try JSONDecoder().decode(Params.self, from: raw)
        #expect(decoded == Params(text: #"a } b { " c \" ] ["#, nested: .init(n: -1500), u: "é 🐔 \\"))
    }

    @Test func backslashBeforeTheClosingQuote() {
        let params = #"["a\\", "]"]"#
        checkMessage(#"{"jsonrpc":"2.0","method":"m","params":\#(params)}"#, .notification(method: "m", params: json(params)))
    }

    @Test func deepNestingDoesNotOverflow() {
        let depth = 100_000
        let params = String(repeating: "[", count: depth) + String(repeating: "]", count: depth)
        checkMessage(#"{"jsonrpc":"2.0","method":"m","params":\#(params)}"#, .notification(method: "m", params: json(params)))
    }

    @Test func resultSliceIsExact() {
        let result = #"{"contents":{"kind":"markdown","value":"**Bench** {x}\n\"q\""}}"#
        checkMessage(#"{"id":1,"result":\#(result),"jsonrpc":"2.0"}"#, .response(id: 1, result: json(result), error: nil))
    }

    /// A 2 MB `didOpen` splits into the same parameters (its speed is a row of the benchmark).
    @Test func twoMegabyteDidOpen() throws {
        struct DidOpen: Codable, Equatable {
            struct Document: Codable, Equatable { var uri: String; var languageId: String; var version: Int; var text: String }
            var textDocument: Document
        }
        let line = "2024-05-01 lifting \"Push\" # Tavuk Göğsü 🐔 \\ {x} [y]\n  Bench Press 100x5 @8\n"
        let text = String(repeating: line, count: 2_000_000 / line.utf8.count + 1)
        let params = DidOpen(textDocument: .init(uri: "file:///log.antrain", languageId: "antrain", version: 1, text: text))
        let body = try OutgoingMessage.notification(method: "textDocument/didOpen", params: params)
        #expect(body.count > 2_000_000)

        let message = IncomingMessage(parsing: body)

        guard case .notification("textDocument/didOpen", let raw?) = message else {
            Issue.record("not a didOpen notification: \(String(describing: message))")
            return
        }
        #expect(try JSONDecoder().decode(DidOpen.self, from: raw) == params)
    }
}
