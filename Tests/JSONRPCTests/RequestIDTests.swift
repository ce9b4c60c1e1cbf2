import Foundation
import JSONRPC
import Testing

@Suite struct RequestIDTests {
    @Test(arguments: [
        ("7", RequestID.integer(7)),
        ("-3", .integer(-3)),
        (#""7""#, .string("7")),
        (#""a\/b""#, .string("a/b")),
    ])
    func decodes(_ text: String, _ expected: RequestID) throws {
        #expect(try JSONDecoder().decode(RequestID.self, from: json(text)) == expected)
    }

    @Test(arguments: ["true", "1.5", "null", "[1]", "{}"])
    func rejectsOtherKinds(_ text: String) {
        #expect(throws: DecodingError.self) { try JSONDecoder().decode(RequestID.self, from: json(text)) }
    }

    @Test func encodesAsABareValue() throws {
        #expect(String(decoding: try JSONEncoder().encode(RequestID.integer(42)), as: UTF8.self) == "42")
        #expect(String(decoding: try JSONEncoder().encode(RequestID.string("x1")), as: UTF8.self) == #""x1""#)
    }

    @Test func integerAndStringIDsAreDistinct() {
        let ids: Set<RequestID> = [1, "1", 1]
        #expect(ids.count == 2)
        #expect(RequestID.integer(1).description == "1")
        #expect(RequestID.string("1").description == #""1""#)
    }
}

@Suite struct ErrorCodeTests {
    @Test(arguments: [
        (ErrorCode.parseError, -32700), (.invalidRequest, -32600), (.methodNotFound, -32601),
        (.invalidParams, -32602), (.internalError, -32603), (.serverNotInitialized, -32002),
        (.unknownErrorCode, -32001), (.requestFailed, -32803), (.serverCancelled, -32802),
        (.contentModified, -32801), (.requestCancelled, -32800),
    ])
    func hasItsStandardValue(_ code: ErrorCode, _ rawValue: Int) {
        #expect(code.rawValue == rawValue)
    }

    @Test func codesAsAnIntegerAndKeepsUnknownCodes() throws {
        #expect(String(decoding: try JSONEncoder().encode(ErrorCode.contentModified), as: UTF8.self) == "-32801")
        #expect(try JSONDecoder().decode(ErrorCode.self, from: json("-1")) == ErrorCode(rawValue: -1))
    }
}

@Suite struct ResponseErrorTests {
    @Test func encodesWithoutDataWhenThereIsNone() throws {
        #expect(try JSONValue(encoding: ResponseError.methodNotFound("foo")) == [
            "code": -32601, "message": "method not found: foo",
        ])
    }

    @Test func roundTripsWithData() throws {
        let error = ResponseError(code: .requestFailed, message: "no", data: ["line": 3, "hint": "x"])
        let decoded = try JSONDecoder().decode(ResponseError.self, from: JSONEncoder().encode(error))
        #expect(decoded == error)
    }

    @Test func conveniencesUseTheirCodes() {
        #expect(ResponseError.serverNotInitialized.code == .serverNotInitialized)
        #expect(ResponseError.requestCancelled.code == .requestCancelled)
        #expect(ResponseError.contentModified.code == .contentModified)
        #expect(ResponseError.serverCancelled.code == .serverCancelled)
        #expect(ResponseError.invalidParams("p").code == .invalidParams)
        #expect(ResponseError.internalError("i").description == "error -32603: i")
    }
}
