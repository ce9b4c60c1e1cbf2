/// The `id` of a JSON-RPC request: an integer or a string, as the sender chose.
///
/// The two are distinct ids (`1` is not `"1"`), so responses echo the id back exactly as it
/// was received, kind included.
public enum RequestID: Hashable, Sendable {
    case integer(Int)
    case string(String)
}

extension RequestID: Codable {
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if let integer = try? container.decode(Int.self) {
            self = .integer(integer)
        } else if let string = try? container.decode(String.self) {
            self = .string(string)
        } else {
            throw DecodingError.dataCorruptedError(
                in: container,
                debugDescription: "a request id must be an integer or a string"
            )
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .integer(let integer): try container.encode(integer)
        case .string(let string): try container.encode(string)
        }
    }
}

extension RequestID: CustomStringConvertible {
    /// The id as it appears in JSON: strings quoted, so `1` and `"1"` read differently in logs.
    public var description: String {
        switch self {
        case .integer(let integer): "\(integer)"
        case .string(let string): "\"\(string)\""
        }
    }
}

extension RequestID: ExpressibleByIntegerLiteral, ExpressibleByStringLiteral {
    public init(integerLiteral value: Int) {
        self = .integer(value)
    }

    public init(stringLiteral value: String) {
        self = .string(value)
    }
}
