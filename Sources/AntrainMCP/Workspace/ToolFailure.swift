/// Why a tool could not do what it was asked, in words an assistant can relay: a path that
/// leaves the workspace, an argument of the wrong type, an exercise nobody logged.
///
/// Answered as a tool result with `isError` (not a JSON-RPC error), so the assistant reads
/// the message and can correct its call.
struct ToolFailure: Error, Equatable {
    var message: String
    init(_ message: String) { self.message = message }
}
