import JSONRPC

/// What a tool answers: a structured result (a JSON object that matches its output schema)
/// and, for a refusal, `isError` with a message the assistant can act on.
struct ToolOutcome {
    var structured: JSONValue
    var isError = false
    /// The text content; the structured result serialised when nil, as the specification asks
    /// of tools with an output schema.
    var text: String?
}

/// One tool of the server: its description for `tools/list`, and the call.
///
/// Tools are values so the server can be built with a test's own (one that waits, to test
/// cancellation) beside the real ones.
struct MCPTool: Sendable {
    var name: String
    var title: String
    var description: String
    var inputSchema: JSONValue
    var outputSchema: JSONValue
    /// Whether the tool changes the workspace (only `log` does).
    var writes = false
    var call: @Sendable (ToolArguments, MCPWorkspace) throws(ToolFailure) -> ToolOutcome

    var argumentNames: Set<String> { Set(inputSchema["properties"]?.objectValue?.keys.map { $0 } ?? []) }

    var toolDescription: ToolDescription {
        ToolDescription(
            name: name, title: title, description: description, inputSchema: inputSchema, outputSchema: outputSchema,
            annotations: .init(title: title, readOnlyHint: !writes, destructiveHint: false, idempotentHint: !writes))
    }
}

/// JSON Schema pieces, so each tool's schema reads as what it accepts.
enum Schema {
    static func object(_ properties: [String: JSONValue], required: [String] = []) -> JSONValue {
        var schema: [String: JSONValue] = ["type": "object", "properties": .object(properties)]
        if !required.isEmpty { schema["required"] = .array(required.map(JSONValue.string)) }
        return .object(schema)
    }

    static func string(_ description: String) -> JSONValue { ["type": "string", "description": .string(description)] }
    static let string: JSONValue = ["type": "string"]
    /// A string or `null`: an end of the report's period left open.
    static let stringOrNull: JSONValue = ["type": ["string", "null"]]
    static let number: JSONValue = ["type": "number"]
    static let integer: JSONValue = ["type": "integer"]
    static let boolean: JSONValue = ["type": "boolean"]
    static func array(_ items: JSONValue) -> JSONValue { ["type": "array", "items": items] }
    static func oneOf(_ values: [String], _ description: String) -> JSONValue {
        ["type": "string", "enum": .array(values.map(JSONValue.string)), "description": .string(description)]
    }

    static let date = string("a date, YYYY-MM-DD")
    static let path = string("a log file or an athlete's folder, relative to the workspace root (default: the workspace's one athlete)")
    /// Any object: for nested figures whose members are documented in Docs/REPORT.md.
    static let anyObject: JSONValue = ["type": "object"]
}
