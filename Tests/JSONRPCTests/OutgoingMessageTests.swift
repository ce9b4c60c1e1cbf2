import Foundation
import JSONRPC
import Testing

@Suite struct OutgoingMessageTests {
    @Test func nilResultIsWrittenAsNull() throws {
        let body = try OutgoingMessage.response(id: 1, result: String?.none)
        #expect(text(body).contains(#""result":null"#))
        #expect(IncomingMessage(parsing: body) == .response(id: 1, result: json("null"), error: nil))
    }

    @Test func resultRoundTripsWithoutEscapedSlashes() throws {
        let body = try OutgoingMessage.response(id: "r", result: ["uri": "file:///tmp/log.antrain"])
        #expect(text(body).contains("file:///tmp/log.antrain"))
        #expect(!text(body).contains(#"\/"#))
        guard case .response("r", let result?, nil) = IncomingMessage(parsing: body) else {
            Issue.record("not a response: \(text(body))")
            return
        }
        #expect(try JSONDecoder().decode([String: String].self, from: result) == ["uri": "file:///tmp/log.antrain"])
    }

    @Test func errorResponseWithoutIDHasNullID() throws {
        let body = OutgoingMessage.errorResponse(id: nil, error: .parseError("bad"))
        #expect(text(body).contains(#""id":null"#))
        #expect(try JSONDecoder().decode(JSONValue.self, from: body) == [
            "jsonrpc": "2.0", "id": nil, "error": ["code": -32700, "message": "bad"],
        ])
    }

    @Test func errorResponseKeepsTheID() {
        let body = OutgoingMessage.errorResponse(id: 5, error: .requestCancelled)
        #expect(IncomingMessage(parsing: body) == .response(id: 5, result: nil, error: .requestCancelled))
    }

    @Test func errorWithUnencodableDataIsStillSent() throws {
        let error = ResponseError(code: .internalError, message: "boom", data: .number(.nan))
        let value = try JSONDecoder().decode(JSONValue.self, from: OutgoingMessage.errorResponse(id: 1, error: error))
        #expect(value["error"] == ["code": -32603, "message": "boom"])
    }

    @Test func requestRoundTrips() throws {
        struct Params: Codable, Equatable { var items: [String] }
        let body = try OutgoingMessage.request(id: "c1", method: "workspace/configuration", params: Params(items: ["a/b"]))
        guard case .request("c1", "workspace/configuration", let params?) = IncomingMessage(parsing: body) else {
            Issue.record("not a request: \(text(body))")
            return
        }
        #expect(try JSONDecoder().decode(Params.self, from: params) == Params(items: ["a/b"]))
    }

    @Test func requestWithoutParams() throws {
        let body = OutgoingMessage.request(id: 2, method: "shutdown")
        #expect(try JSONDecoder().decode(JSONValue.self, from: body) == ["jsonrpc": "2.0", "id": 2, "method": "shutdown"])
    }

    @Test func notificationsHaveNoIDAndNoNullParams() throws {
        #expect(try JSONDecoder().decode(JSONValue.self, from: OutgoingMessage.notification(method: "exit"))
            == ["jsonrpc": "2.0", "method": "exit"])
        let withNilParams = try OutgoingMessage.notification(method: "n", params: [Int]?.none)
        #expect(try JSONDecoder().decode(JSONValue.self, from: withNilParams) == ["jsonrpc": "2.0", "method": "n"])
        let withParams = try OutgoingMessage.notification(method: "n", params: [1])
        #expect(IncomingMessage(parsing: withParams) == .notification(method: "n", params: json("[1]")))
    }
}

func text(_ body: Data) -> String {
    String(decoding: body, as: UTF8.self)
}
