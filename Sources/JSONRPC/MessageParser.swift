#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Turns one body into an `IncomingMessage`: finds the envelope's members with
/// `JSONScanner`, then applies JSON-RPC 2.0's rules to them.
///
/// Only the envelope is looked into; `params` and `result` are validated by the scanner but
/// handed on as byte ranges.
struct MessageParser {
    private var scanner: JSONScanner

    init(_ bytes: UnsafeBufferPointer<UInt8>) {
        scanner = JSONScanner(bytes)
    }

    mutating func parse() -> IncomingMessage {
        do {
            guard let members = try scanEnvelope() else {
                let isBatch = scanner.bytes.first { ![0x20, 0x09, 0x0A, 0x0D].contains($0) } == Byte.openBracket
                return .invalid(id: nil, error: .invalidRequest(
                    isBatch ? "batch messages are not supported" : "a message must be a JSON object"
                ))
            }
            return classify(members)
        } catch {
            return .invalid(id: nil, error: .parseError("invalid JSON: \(error.description)"))
        }
    }

    /// Reads the top-level object's member names and the byte range of each value; `nil`
    /// when the body is valid JSON but not an object. A repeated name keeps its last value.
    private mutating func scanEnvelope() throws(JSONSyntaxError) -> [String: Range<Int>]? {
        scanner.skipWhitespace()
        guard scanner.skip(Byte.openBrace) else {
            try scanner.skipValue()
            try expectEnd()
            return nil
        }
        var members: [String: Range<Int>] = [:]
        scanner.skipWhitespace()
        if !scanner.skip(Byte.closeBrace) {
            repeat {
                scanner.skipWhitespace()
                let name = try scanner.scanString()
                try scanner.skipColon()
                scanner.skipWhitespace()
                let start = scanner.position
                try scanner.skipValue()
                members[string(in: name.range, hasEscapes: name.hasEscapes)] = start..<scanner.position
                scanner.skipWhitespace()
            } while scanner.skip(Byte.comma)
            guard scanner.skip(Byte.closeBrace) else { throw scanner.error("expected ‘,’ or ‘}’") }
        }
        try expectEnd()
        return members
    }

    private mutating func expectEnd() throws(JSONSyntaxError) {
        scanner.skipWhitespace()
        guard scanner.isAtEnd else { throw scanner.error("unexpected bytes after the message") }
    }

    // MARK: - JSON-RPC rules

    private func classify(_ members: [String: Range<Int>]) -> IncomingMessage {
        let id: RequestID?
        switch members["id"].map(requestID(in:)) {
        case nil, .null?: id = nil
        case .valid(let valid)?: id = valid
        case .invalid?:
            return .invalid(id: nil, error: .invalidRequest("an id must be an integer or a string"))
        }
        guard let version = members["jsonrpc"], stringValue(in: version) == "2.0" else {
            return .invalid(id: id, error: .invalidRequest("a message must have \"jsonrpc\": \"2.0\""))
        }
        if let method = members["method"] {
            return classifyCall(members, method: method, id: id)
        }
        return classifyResponse(members, id: id)
    }

    private func classifyCall(_ members: [String: Range<Int>], method: Range<Int>, id: RequestID?) -> IncomingMessage {
        guard let name = stringValue(in: method) else {
            return .invalid(id: id, error: .invalidRequest("a method must be a string"))
        }
        var params: Data?
        if let range = members["params"], kind(of: range) != .null {
            // Some clients send `"params": null` for methods without parameters; it means none.
            guard kind(of: range) == .structured else {
                return .invalid(id: id, error: .invalidRequest("params must be an object or an array"))
            }
            params = data(in: range)
        }
        guard members["id"] != nil else {
            return .notification(method: name, params: params)
        }
        guard let id else {
            return .invalid(id: nil, error: .invalidRequest("a request id must not be null"))
        }
        return .request(id: id, method: name, params: params)
    }

    private func classifyResponse(_ members: [String: Range<Int>], id: RequestID?) -> IncomingMessage {
        switch (members["result"], members["error"]) {
        case (_?, _?):
            return .invalid(id: id, error: .invalidRequest("a response has a result or an error, not both"))
        case (nil, nil):
            return .invalid(id: id, error: .invalidRequest("a message must have a method, a result or an error"))
        case (let result?, nil):
            guard let id else {
                return .invalid(id: nil, error: .invalidRequest("a result must have the id of its request"))
            }
            return .response(id: id, result: data(in: result), error: nil)
        case (nil, let error?):
            guard members["id"] != nil else {
                return .invalid(id: nil, error: .invalidRequest("an error response must have an id, or null"))
            }
            guard let decoded = try? JSONDecoder().decode(ResponseError.self, from: data(in: error)) else {
                return .invalid(id: id, error: .invalidRequest("an error must have an integer code and a message"))
            }
            return .response(id: id, result: nil, error: decoded)
        }
    }

    // MARK: - Values

    private enum IDValue {
        case null, valid(RequestID), invalid
    }

    private enum Kind {
        case null, string, number, structured, other
    }

    private func kind(of range: Range<Int>) -> Kind {
        switch scanner.bytes[range.lowerBound] {
        case UInt8(ascii: "n"): .null
        case Byte.quote: .string
        case Byte.minus, Byte.zero...Byte.nine: .number
        case Byte.openBrace, Byte.openBracket: .structured
        default: .other
        }
    }

    private func requestID(in range: Range<Int>) -> IDValue {
        switch kind(of: range) {
        case .null:
            return .null
        case .string:
            return stringValue(in: range).map { .valid(.string($0)) } ?? .invalid
        case .number:
            // Only integers: JSON-RPC says ids should not have fractional parts, and `1.0`
            // echoed back as `1` would not match the sender's id.
            let text = String(decoding: UnsafeBufferPointer(rebasing: scanner.bytes[range]), as: UTF8.self)
            return Int(text).map { .valid(.integer($0)) } ?? .invalid
        case .structured, .other:
            return .invalid
        }
    }

    /// The decoded string at `range`, or `nil` when the value there is not a string.
    private func stringValue(in range: Range<Int>) -> String? {
        guard kind(of: range) == .string else { return nil }
        let hasEscapes = scanner.bytes[range].contains(Byte.backslash)
        return string(in: range, hasEscapes: hasEscapes)
    }

    /// Decodes the JSON string whose bytes, quotes included, are at `range`.
    ///
    /// Names and methods rarely contain escapes, so the common case is one copy; escapes go
    /// through `JSONDecoder`, which knows the surrogate-pair rules.
    private func string(in range: Range<Int>, hasEscapes: Bool) -> String {
        let contents = UnsafeBufferPointer(rebasing: scanner.bytes[(range.lowerBound + 1)..<(range.upperBound - 1)])
        if hasEscapes, let decoded = try? JSONDecoder().decode(String.self, from: data(in: range)) {
            return decoded
        }
        return String(decoding: contents, as: UTF8.self)
    }

    private func data(in range: Range<Int>) -> Data {
        Data(UnsafeBufferPointer(rebasing: scanner.bytes[range]))
    }
}
