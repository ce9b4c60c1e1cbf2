import AntrainAnalysis
import AntrainBasics
import AntrainModel
import AntrainSyntax
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import JSONRPC

/// The Antrain language server: LSP 3.17 over a ``MessageTransport``.
///
/// Messages are handled strictly in order by one task (reordering `didChange` would
/// corrupt documents); a second task only moves incoming messages into an ``InboundQueue``
/// so cancellations and waiting edits are seen early. Each handler (one file per feature
/// under `Handlers/`) is isolated: an error answers its request and the server keeps running.
public final class LanguageServer: @unchecked Sendable {
    // @unchecked: the state below is touched only by the one task running `run()`.
    let transport: MessageTransport
    let log: @Sendable (String) -> Void
    let clock: @Sendable () -> LocalDate
    let timeOfDay: @Sendable () -> LocalTime
    let beforeEachMessage: @Sendable (IncomingMessage) async -> Void
    let queue = InboundQueue()
    var session = Session()
    var documents = DocumentStore()
    var workspace = WorkspaceState()
    var publisher = DiagnosticsPublisher()

    /// What `initialize` settled, and the few counters of the connection.
    struct Session {
        var state: LifecycleState = .uninitialized
        var encoding: PositionEncoding = .utf16
        var settings = ServerSettings()
        var supportsWorkDoneProgress = false
        /// The language of `initialize`'s `locale`, if Antrain speaks it.
        var clientLanguage: Language?
        /// Whether the client shows Markdown in hovers (LSP's default when it does not say).
        var hoverIsMarkdown = true
        var nextOutgoingID = 1
        /// The `$/progress` token of the workspace's first indexing, while it runs.
        var indexingToken: String?
    }

    enum LifecycleState { case uninitialized, running, shutDown }

    var encoding: PositionEncoding { session.encoding }

    /// - Parameters:
    ///   - log: where diagnostics about the server itself go (stderr), never stdout.
    ///   - clock: today's date, injectable for tests.
    ///   - timeOfDay: the time now, for "start workout" and "finish workout".
    ///   - beforeEachMessage: awaited before each message is handled, after it left the queue. A
    ///     test client holds the server here (awaiting, not blocking a thread) so that the
    ///     messages it sends next queue up behind it deterministically; the intake goes on
    ///     meanwhile, so a cancellation is still answered at once.
    public init(
        transport: MessageTransport,
        log: @escaping @Sendable (String) -> Void = { StandardStreams.write("antrain lsp: " + $0 + "\n", to: 2) },
        clock: @escaping @Sendable () -> LocalDate = { SystemClock.today() },
        timeOfDay: @escaping @Sendable () -> LocalTime = { SystemClock.now() },
        beforeEachMessage: @escaping @Sendable (IncomingMessage) async -> Void = { _ in }
    ) {
        self.transport = transport
        self.log = log
        self.clock = clock
        self.timeOfDay = timeOfDay
        self.beforeEachMessage = beforeEachMessage
    }

    /// Serves until `exit` or the end of input. Returns the process exit code: 0 after
    /// `shutdown` then `exit`, 1 otherwise (LSP 3.17).
    public func run() async -> Int32 {
        let transport = self.transport
        let queue = self.queue
        let log = self.log
        let intake = Task {
            for await event in transport.events {
                switch event {
                case .invalidHeader(let reason):
                    log("skipped a message with a bad header: \(reason)")
                case .message(let body):
                    let message = IncomingMessage(parsing: body)
                    if case .notification(CancelRequestNotification.method, let params) = message,
                       let params, let cancel = try? JSONDecoder().decode(CancelRequestNotification.Params.self, from: params) {
                        if await queue.cancel(cancel.id) {
                            transport.send(OutgoingMessage.errorResponse(id: cancel.id, error: .requestCancelled))
                        }
                        continue
                    }
                    await queue.push(message)
                }
            }
            await queue.finish()
        }
        defer { intake.cancel() }
        while true {
            // Between messages, the athletes not analysed yet are, one at a time: a message
            // that arrives meanwhile waits for one athlete at most.
            if await queue.isIdle, indexNextAthlete() { continue }
            guard let message = await queue.next() else { break }
            await beforeEachMessage(message)
            if case .request(let id, _, _) = message, session.state == .running, await queue.isSuperseded(message) {
                transport.send(OutgoingMessage.errorResponse(id: id, error: .contentModified))
                continue
            }
            if let code = handle(message) { return code }
            if publisher.isDue, await !queue.hasPendingChange() { publishDiagnostics() }
        }
        return session.state == .shutDown ? 0 : 1
    }

    /// Handles one message; returns an exit code when the server must stop.
    func handle(_ message: IncomingMessage) -> Int32? {
        switch message {
        case .request(let id, let method, let params):
            respond(id: id, method: method, params: params)
        case .notification(let method, let params):
            if method == ExitNotification.method { return session.state == .shutDown ? 0 : 1 }
            guard session.state == .running else { return nil }
            do {
                try notify(method: method, params: params)
            } catch {
                log("\(method): \(error)")
            }
        case .response:
            break  // answers to our own requests (progress tokens): nothing to do
        case .invalid(let id, let error):
            log("invalid message: \(error.message)")
            transport.send(OutgoingMessage.errorResponse(id: id, error: error))
        }
        return nil
    }

    private func respond(id: RequestID, method: String, params: Data?) {
        if session.state == .uninitialized, method != InitializeRequest.method {
            transport.send(OutgoingMessage.errorResponse(id: id, error: .serverNotInitialized))
            return
        }
        if session.state == .shutDown {
            transport.send(OutgoingMessage.errorResponse(id: id, error: .invalidRequest("the server has shut down")))
            return
        }
        do {
            transport.send(try dispatch(id: id, method: method, params: params))
        } catch let error as ResponseError {
            transport.send(OutgoingMessage.errorResponse(id: id, error: error))
        } catch let error as DecodingError {
            transport.send(OutgoingMessage.errorResponse(id: id, error: .invalidParams("\(method): \(Self.describe(error))")))
        } catch {
            transport.send(OutgoingMessage.errorResponse(id: id, error: .internalError("\(method): \(error)")))
        }
    }

    static func describe(_ error: DecodingError) -> String {
        switch error {
        case .keyNotFound(let key, _): "missing `\(key.stringValue)`"
        case .typeMismatch(_, let context), .valueNotFound(_, let context), .dataCorrupted(let context):
            "bad value at `\(context.codingPath.map(\.stringValue).joined(separator: "."))`"
        @unknown default: "bad params"
        }
    }

    /// Decodes the params of message type `M`.
    func decode<M: LSPMessage>(_ type: M.Type, _ params: Data?) throws -> M.Params {
        try JSONDecoder().decode(M.Params.self, from: params ?? Data("null".utf8))
    }

    func send(notification method: String, params: some JSONWritable) {
        transport.send(OutgoingMessage.notification(method: method, writing: params))
    }

    // MARK: - State shared by the handlers

    /// The settings every analysis is made with now.
    var analysisSettings: AnalysisSettings {
        AnalysisSettings(today: clock(), unitOverride: session.settings.unit, oneRepMaxFormula: session.settings.oneRepMaxFormula)
    }

    /// The analysis of the athlete whose logs hold `uri`, up to date.
    func analysis(of uri: String) throws -> AthleteAnalysis {
        workspace.apply(settings: analysisSettings)
        guard let analysis = workspace.analysis(of: uri) else {
            throw ResponseError.invalidParams("\(uri) is not open; send textDocument/didOpen first")
        }
        return analysis
    }

    /// Every athlete's analysis, up to date: what workspace-wide features read.
    func analysesOfAll() -> [AthleteAnalysis] {
        workspace.apply(settings: analysisSettings)
        return workspace.analysesOfAll()
    }

    /// Something changed: `uris` (documents the user edited) must be published after the
    /// next analysis.
    func documentsChanged(_ uris: [String]) {
        publisher.changed(uris)
    }

    /// Sends the diagnostics that changed.
    func publishDiagnostics() {
        workspace.apply(settings: analysisSettings)
        let publications = publisher.publications(documents: documents, clientLanguage: session.clientLanguage) {
            try? place($0)
        }
        for params in publications {
            send(notification: PublishDiagnosticsNotification.method, params: params)
        }
    }

    /// The open document at `uri`, or an error the client can read.
    func openDocument(_ uri: String) throws -> OpenDocument {
        guard let document = documents[uri] else {
            throw ResponseError.invalidParams("\(uri) is not open; send textDocument/didOpen first")
        }
        return document
    }

    /// An open document's text: the host's, or a preset view's own.
    func text(of uri: String) throws -> DocumentText {
        let document = try openDocument(uri)
        if let text = document.presetText ?? workspace.text(of: uri) { return text }
        throw ResponseError.internalError("\(uri) is missing from the workspace")
    }

    /// Converts between LSP positions and byte offsets of an open document.
    func converter(_ uri: String) throws -> PositionConverter {
        PositionConverter(source: try text(of: uri).source, encoding: encoding)
    }

    /// The open document and its athlete's analysis.
    func place(_ uri: String) throws -> DocumentPlace {
        let converter = try converter(uri)
        return DocumentPlace(uri: uri, analysis: try analysis(of: uri), converter: converter)
    }

    /// The place of an LSP position in an open document, and its byte offset.
    func place(_ uri: String, _ position: Position) throws -> (place: DocumentPlace, offset: Int) {
        let place = try place(uri)
        return (place, place.converter.offset(position))
    }
}
