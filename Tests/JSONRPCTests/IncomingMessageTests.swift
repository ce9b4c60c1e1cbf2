import Foundation
import JSONRPC
import Testing

/// Classification of bodies into requests, notifications, responses and invalid messages.
@Suite struct IncomingMessageTests {
    @Test func requestWithIntegerID() {
        checkMessage(
            #"{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"a":1}}"#,
            .request(id: 1, method: "initialize", params: json(#"{"a":1}"#))
        )
    }

    @Test func requestWithStringID() {
        checkMessage(
            #"{"jsonrpc":"2.0","id":"abc-1","method":"shutdown"}"#,
            .request(id: "abc-1", method: "shutdown", params: nil)
        )
    }

    @Test func requestWithNegativeID() {
        checkMessage(#"{"jsonrpc":"2.0","id":-7,"method":"m"}"#, .request(id: -7, method: "m", params: nil))
    }

    @Test func membersInAnyOrderWithWhitespace() {
        checkMessage(
            " \n{ \"params\" : [ 1 , 2 ] ,\r\n\t\"method\":\"m\", \"id\" : 9 , \"jsonrpc\" : \"2.0\" }\n",
            .request(id: 9, method: "m", params: json("[ 1 , 2 ]"))
        )
    }

    @Test func notification() {
        checkMessage(
            #"{"jsonrpc":"2.0","method":"initialized","params":{}}"#,
            .notification(method: "initialized", params: json("{}"))
        )
    }

    @Test func nullParamsMeanNone() {
        checkMessage(#"{"jsonrpc":"2.0","method":"exit","params":null}"#, .notification(method: "exit", params: nil))
    }

    @Test func escapesInNamesAndMethods() {
        checkMessage(
            #"{"jsonrpc":"2.0","me\u0074hod":"$\/cancelRequest"}"#,
            .notification(method: "$/cancelRequest", params: nil)
        )
    }

    @Test func response() {
        checkMessage(
            #"{"jsonrpc":"2.0","id":"s1","result":[{"section":"antrain"}]}"#,
            .response(id: "s1", result: json(#"[{"section":"antrain"}]"#), error: nil)
        )
    }

    @Test func nullResultIsKeptAsBytes() {
        checkMessage(#"{"jsonrpc":"2.0","id":2,"result":null}"#, .response(id: 2, result: json("null"), error: nil))
    }

    @Test func errorResponse() {
        checkMessage(
            #"{"jsonrpc":"2.0","id":3,"error":{"code":-32601,"message":"nope","data":{"why":[1]}}}"#,
            .response(id: 3, result: nil, error: ResponseError(code: .methodNotFound, message: "nope", data: ["why": [1]]))
        )
    }

    @Test func errorResponseWithNullID() {
        checkMessage(
            #"{"jsonrpc":"2.0","id":null,"error":{"code":-32700,"message":"bad"}}"#,
            .response(id: nil, result: nil, error: .parseError("bad"))
        )
    }

    // MARK: - Invalid

    @Test func badJSON() {
        checkInvalid(#"{"jsonrpc":"2.0","method":"#, id: nil, code: .parseError)
        checkInvalid("hello", id: nil, code: .parseError)
        checkInvalid("", id: nil, code: .parseError)
        checkInvalid(#"{"jsonrpc":"2.0","method":"m","params":{"a":tru}}"#, id: nil, code: .parseError)
        checkInvalid(#"{"jsonrpc":"2.0","method":"m","params":[01]}"#, id: nil, code: .parseError)
        checkInvalid(#"{"jsonrpc":"2.0","method":"m","params":["\x"]}"#, id: nil, code: .parseError)
        checkInvalid("{\"jsonrpc\":\"2.0\",\"method\":\"m\",\"params\":[\"a\u{1}\"]}", id: nil, code: .parseError)
        checkInvalid(#"{"jsonrpc":"2.0","method":"m",}"#, id: nil, code: .parseError)
    }

    @Test func parseErrorSaysWhere() {
        let message = IncomingMessage(parsing: Data(#"{"a":}"#.utf8))
        #expect(message == .invalid(id: nil, error: .parseError("invalid JSON: unexpected character ‘}’ at byte 5")))
    }

    @Test func trailingBytesAreAParseError() {
        checkInvalid(#"{"jsonrpc":"2.0","method":"m"} x"#, id: nil, code: .parseError)
    }

    @Test func notAnObject() {
        checkMessage(#" [{"jsonrpc":"2.0","method":"m"}]"#, .invalid(id: nil, error: .invalidRequest("batch messages are not supported")))
        checkMessage(#""hi""#, .invalid(id: nil, error: .invalidRequest("a message must be a JSON object")))
        checkMessage("42", .invalid(id: nil, error: .invalidRequest("a message must be a JSON object")))
    }

    @Test func missingOrWrongVersionKeepsTheID() {
        checkInvalid(#"{"id":3,"method":"m"}"#, id: 3, code: .invalidRequest)
        checkInvalid(#"{"jsonrpc":"1.0","id":"x","method":"m"}"#, id: "x", code: .invalidRequest)
        checkInvalid(#"{"jsonrpc":2.0,"id":4,"method":"m"}"#, id: 4, code: .invalidRequest)
    }

    @Test func idsThatAreNeitherIntegersNorStrings() {
        for id in ["true", "1.5", "1e3", "{}", "[1]", "99999999999999999999"] {
            checkInvalid(#"{"jsonrpc":"2.0","id":\#(id),"method":"m"}"#, id: nil, code: .invalidRequest)
        }
    }

    @Test func requestWithNullID() {
        checkMessage(
            #"{"jsonrpc":"2.0","id":null,"method":"m"}"#,
            .invalid(id: nil, error: .invalidRequest("a request id must not be null"))
        )
    }

    @Test func methodThatIsNotAString() {
        checkInvalid(#"{"jsonrpc":"2.0","id":4,"method":5}"#, id: 4, code: .invalidRequest)
    }

    @Test func paramsThatAreNotStructured() {
        checkInvalid(#"{"jsonrpc":"2.0","id":4,"method":"m","params":5}"#, id: 4, code: .invalidRequest)
        checkInvalid(#"{"jsonrpc":"2.0","method":"m","params":"s"}"#, id: nil, code: .invalidRequest)
    }

    @Test func malformedResponses() {
        checkInvalid(#"{"jsonrpc":"2.0","id":5,"result":1,"error":{"code":1,"message":"m"}}"#, id: 5, code: .invalidRequest)
        checkInvalid(#"{"jsonrpc":"2.0","id":5}"#, id: 5, code: .invalidRequest)
        checkInvalid(#"{"jsonrpc":"2.0","result":1}"#, id: nil, code: .invalidRequest)
        checkInvalid(#"{"jsonrpc":"2.0","error":{"code":1,"message":"m"}}"#, id: nil, code: .invalidRequest)
        checkInvalid(#"{"jsonrpc":"2.0","id":6,"error":{"code":"x","message":"m"}}"#, id: 6, code: .invalidRequest)
    }

    @Test func accessorsAndDescription() {
        let request = IncomingMessage(parsing: json(#"{"jsonrpc":"2.0","id":"7","method":"textDocument/hover"}"#))
        #expect(request.method == "textDocument/hover")
        #expect(request.id == "7")
        #expect(request.description == #"request "7" textDocument/hover"#)
        let notification = IncomingMessage(parsing: json(#"{"jsonrpc":"2.0","method":"exit"}"#))
        #expect(notification.id == nil)
        #expect(notification.description == "notification exit")
    }
}

func json(_ text: String) -> Data {
    Data(text.utf8)
}

func checkMessage(_ body: String, _ expected: IncomingMessage, sourceLocation: SourceLocation = #_sourceLocation) {
    #expect(IncomingMessage(parsing: json(body)) == expected, sourceLocation: sourceLocation)
}

/// Checks that `body` is invalid with `code`, keeping `id`.
func checkInvalid(_ body: String, id: RequestID?, code: ErrorCode, sourceLocation: SourceLocation = #_sourceLocation) {
    guard case .invalid(let actualID, let error) = IncomingMessage(parsing: json(body)) else {
        Issue.record("not classified as invalid: \(IncomingMessage(parsing: json(body)))", sourceLocation: sourceLocation)
        return
    }
    #expect(actualID == id, "id of \(body)", sourceLocation: sourceLocation)
    #expect(error.code == code, "code of \(body): \(error.message)", sourceLocation: sourceLocation)
}
