import Dispatch
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import JSONRPC

/// `antrain mcp`: the Model Context Protocol over a message transport.
///
/// Messages are read in order by one loop, which answers the lifecycle, `ping`, the lists
/// and cancellations at once; tool calls and resource reads run one at a time on a queue of
/// their own (so two `log` calls never interleave their writes, and a slow report never
/// keeps a `ping` or a `notifications/cancelled` waiting). A cancelled request gets no
/// response, as the specification asks; one not started yet is not run at all.
///
/// Every request is isolated: bad JSON, a wrong shape, an unknown method or a failing tool
/// answers that request with an error, and the server keeps serving.
public final class MCPServer: Sendable {
    let workspace: MCPWorkspace
    let transport: any MessageTransport
    let tools: [MCPTool]
    let log: @Sendable (String) -> Void
    private let state = ServerState()
    /// The one queue that runs tools and reads resources.
    private let work = DispatchQueue(label: "antrain.mcp.tools")
    /// The version of Antrain, for `serverInfo`.
    let version: String

    init(workspace: MCPWorkspace, transport: any MessageTransport, tools: [MCPTool] = MCPTools.all, version: String,
         log: @escaping @Sendable (String) -> Void = { _ in }) {
        self.workspace = workspace
        self.transport = transport
        self.tools = tools
        self.version = version
        self.log = log
    }

    public convenience init(workspace: MCPWorkspace, transport: any MessageTransport, version: String,
                            log: @escaping @Sendable (String) -> Void) {
        self.init(workspace: workspace, transport: transport, tools: MCPTools.all, version: version, log: log)
    }

    /// Serves until the transport's input ends, then waits for the requests still running.
    public func run() async {
        log("antrain mcp \(version): serving \(workspace.root)")
        for await event in transport.events {
            switch event {
            case .invalidHeader(let reason):
                log("skipped input: \(reason)")
            case .message(let body):
                await handle(IncomingMessage(parsing: body))
            }
        }
        await state.waitUntilIdle()
        log("input ended; stopping")
    }

    private func handle(_ message: IncomingMessage) async {
        switch message {
        case .invalid(let id, let error):
            log("invalid message: \(error.message)")
            transport.send(OutgoingMessage.errorResponse(id: id, error: error))
        case .response:
            break  // The server sends no requests, so no response is awaited.
        case .notification(let method, let params):
            await notification(method, params: params)
        case .request(let id, let method, let params):
            await request(id: id, method: method, params: params)
        }
    }

    private func notification(_ method: String, params: Data?) async {
        switch method {
        case MCPMethod.initialized:
            await state.markReady()
        case MCPMethod.cancelled:
            guard let request = (try? decodeParams(params))?["requestId"], let id = try? request.decode(RequestID.self) else {
                log("notifications/cancelled without a requestId; ignored")
                return
            }
            if await state.cancel(id) { log("request \(id) cancelled") }
        default:
            break  // Notifications the server has no use for (progress, roots) are ignored, as JSON-RPC allows.
        }
    }

    private func request(id: RequestID, method: String, params: Data?) async {
        do {
            switch method {
            case MCPMethod.initialize:
                let requested = try decodeParams(params)["protocolVersion"]?.stringValue
                await state.markInitialized()
                respond(id, InitializeResult(
                    protocolVersion: MCPProtocol.negotiate(requested),
                    serverInfo: .init(name: "antrain", title: "Antrain training log", version: version),
                    instructions: Self.instructions))
                return
            case MCPMethod.ping:
                respond(id, EmptyResult())
                return
            default:
                break
            }
            guard await state.isInitialized else {
                throw ResponseError(code: .invalidRequest, message: "the server has not been initialized: send initialize first")
            }
            switch method {
            case MCPMethod.toolsList:
                respond(id, ToolList(tools: tools.map(\.toolDescription)))
            case MCPMethod.resourcesList:
                let workspace = workspace
                await runInTurn(id) { ResourceList(resources: LogResources.list(in: workspace)) }
            case MCPMethod.resourceTemplatesList:
                respond(id, ResourceTemplateList())
            case MCPMethod.resourcesRead:
                guard let uri = try decodeParams(params)["uri"]?.stringValue else { throw ResponseError.invalidParams("resources/read needs a `uri` string") }
                let workspace = workspace
                await runInTurn(id) { try LogResources.read(uri, in: workspace) }
            case MCPMethod.toolsCall:
                let call = try decodeParams(params)
                guard let name = call["name"]?.stringValue else { throw ResponseError.invalidParams("tools/call needs a tool `name`") }
                guard let tool = tools.first(where: { $0.name == name }) else {
                    throw ResponseError.invalidParams("Unknown tool: \(name). The tools are \(tools.map(\.name).joined(separator: ", ")).")
                }
                let arguments = call["arguments"] ?? .object([:])
                guard let values = arguments.objectValue ?? (arguments.isNull ? [:] : nil) else {
                    throw ResponseError.invalidParams("tools/call `arguments` must be an object")
                }
                let workspace = workspace
                let log = log
                await runInTurn(id) { Self.call(tool, values, in: workspace, log: log) }
            default:
                throw ResponseError.methodNotFound(method)
            }
        } catch let error as ResponseError {
            transport.send(OutgoingMessage.errorResponse(id: id, error: error))
        } catch {
            transport.send(OutgoingMessage.errorResponse(id: id, error: .internalError("\(error)")))
        }
    }

    /// A tool's answer, its failures included: a wrong argument or a refused entry is a result
    /// with `isError`, so the assistant reads why and can try again.
    static func call(_ tool: MCPTool, _ values: [String: JSONValue], in workspace: MCPWorkspace,
                     log: (String) -> Void) -> CallToolResult {
        let outcome: ToolOutcome
        do {
            let arguments = try ToolArguments(values, allowed: tool.argumentNames)
            outcome = try tool.call(arguments, workspace)
        } catch {
            log("\(tool.name): \(error.message)")
            return CallToolResult(content: [.init(text: error.message)], structuredContent: nil, isError: true)
        }
        return CallToolResult(content: [.init(text: outcome.text ?? StructuredJSON.text(outcome.structured))],
                              structuredContent: outcome.structured, isError: outcome.isError)
    }

    /// Runs `work` on the tools' queue, after the calls before it, and answers `id` with its
    /// result unless the request was cancelled meanwhile.
    private func runInTurn(_ id: RequestID, _ work: @escaping @Sendable () throws -> any Encodable) async {
        let ticket = await state.begin(id)
        let transport = transport
        let state = state
        let log = log
        Task {
            let answer = await withCheckedContinuation { (continuation: CheckedContinuation<Data?, Never>) in
                self.work.async {
                    // A request cancelled before its turn is not run: a `log` the client gave up on writes nothing.
                    guard ticket.isLive else { continuation.resume(returning: nil); return }
                    do {
                        let result = try work()
                        continuation.resume(returning: (try? OutgoingMessage.response(id: id, result: result))
                            ?? OutgoingMessage.errorResponse(id: id, error: .internalError("the result could not be encoded")))
                    } catch {
                        continuation.resume(returning: OutgoingMessage.errorResponse(
                            id: id, error: error as? ResponseError ?? .internalError("\(error)")))
                    }
                }
            }
            if await state.isWanted(id, ticket), let answer {
                transport.send(answer)
            } else {
                log("request \(id) was cancelled: no response")
            }
            // Only now: the server stops once nothing is in flight, and this answer must be out first.
            await state.finish(id, ticket)
        }
    }

    private func respond(_ id: RequestID, _ result: some Encodable) {
        do {
            transport.send(try OutgoingMessage.response(id: id, result: result))
        } catch {
            transport.send(OutgoingMessage.errorResponse(id: id, error: .internalError("the result could not be encoded: \(error)")))
        }
    }

    private func decodeParams(_ params: Data?) throws(ResponseError) -> JSONValue {
        guard let params else { return .object([:]) }
        do {
            let value = try JSONDecoder().decode(JSONValue.self, from: params)
            guard value.objectValue != nil else { throw ResponseError.invalidParams("params must be an object") }
            return value
        } catch let error as ResponseError {
            throw error
        } catch {
            throw ResponseError.invalidParams("params could not be read: \(error)")
        }
    }

    static let instructions = """
        Antrain keeps a lifter's training and nutrition log as plain-text files (*.antrain) in this workspace. \
        Answer questions with the tools: summary (a day: nutrition against goals, records, latest workouts, bodyweight), \
        report (progress over a period), records, history (the sessions of an exercise), check (problems in the logs), \
        search_exercises, search_foods, programs. To record something, read antrain://spec, find exact names with \
        search_exercises or search_foods, then call log with the entries (dry_run first if unsure); it refuses entries \
        with errors or unknown names and explains why. Loads in results are kilograms; `unit` is the athlete's unit.
        """
}
