#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import JSONRPC

/// Encodable figures as the JSON values of a structured result, and JSON as text.
enum StructuredJSON {
    /// `value` as JSON; a value that cannot be encoded (a non-finite number) is a failure the
    /// assistant sees, not a crash.
    static func value(_ value: some Encodable) throws(ToolFailure) -> JSONValue {
        do {
            return try JSONValue(encoding: value)
        } catch {
            throw ToolFailure("The result could not be written as JSON: \(error)")
        }
    }

    /// JSON text with sorted keys and no escaped slashes, the same on every platform.
    static func text(_ value: JSONValue) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        guard let data = try? encoder.encode(value) else { return "null" }
        return String(decoding: data, as: UTF8.self)
    }
}
