import JSONRPC

/// `window/workDoneProgress/create`: the server asks the client to show a progress under
/// `token` before it sends any `$/progress` with it.
public enum WorkDoneProgressCreateRequest {
    public static let method = "window/workDoneProgress/create"

    public struct Params: Sendable {
        public var token: String
    }
}

/// `$/progress` of a work-done progress the server created.
public enum ProgressNotification {
    public static let method = "$/progress"

    public struct Params: Sendable {
        public var token: String
        public var value: WorkDoneProgress
    }
}

/// One step of a work-done progress: begun with a title, reported, ended.
public enum WorkDoneProgress: Hashable, Sendable {
    case begin(title: String, percentage: Int?)
    case report(message: String?, percentage: Int?)
    case end(message: String?)
}

extension WorkDoneProgressCreateRequest.Params: JSONWritable {
    public func writeJSON(to writer: inout JSONWriter) {
        writer.object { writer in writer.member("token", token) }
    }
}

extension ProgressNotification.Params: JSONWritable {
    public func writeJSON(to writer: inout JSONWriter) {
        writer.object { writer in
            writer.member("token", token)
            writer.member("value", value)
        }
    }
}

extension WorkDoneProgress: JSONWritable {
    public func writeJSON(to writer: inout JSONWriter) {
        writer.object { writer in
            switch self {
            case .begin(let title, let percentage):
                writer.member("kind", "begin")
                writer.member("title", title)
                writer.member("percentage", ifPresent: percentage)
            case .report(let message, let percentage):
                writer.member("kind", "report")
                writer.member("message", ifPresent: message)
                writer.member("percentage", ifPresent: percentage)
            case .end(let message):
                writer.member("kind", "end")
                writer.member("message", ifPresent: message)
            }
        }
    }
}
