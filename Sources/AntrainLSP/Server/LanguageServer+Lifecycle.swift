import AntrainAnalysis
import Foundation
import JSONRPC

/// `initialize`, workspace indexing and publishing diagnostics.
extension LanguageServer {
    func initialize(_ params: InitializeRequest.Params) -> InitializeResult {
        let offered = params.capabilities?.general?.positionEncodings ?? []
        encoding = offered.contains(PositionEncoding.utf8.rawValue) ? .utf8 : .utf16
        supportsWorkDoneProgress = params.capabilities?.window?.workDoneProgress ?? false
        settings.update(from: params.initializationOptions)
        if let folders = params.workspaceFolders, !folders.isEmpty {
            workspaceFolders = folders.compactMap { FileURI.path($0.uri) }
        } else if let root = params.rootUri.flatMap(FileURI.path) ?? params.rootPath {
            workspaceFolders = [root]
        }
        state = .running
        return InitializeResult(
            capabilities: ServerCapabilities.make(encoding: encoding),
            serverInfo: .init(name: "antrain", version: AntrainVersion.current)
        )
    }

    /// Reads every `*.antrain` under the workspace folders, reporting `$/progress` when
    /// the client supports it.
    func indexWorkspace() {
        let paths = workspaceFolders.flatMap(WorkspaceIndex.findLogs(under:))
        guard !paths.isEmpty else { return }
        let token = "antrain-indexing"
        let showsProgress = supportsWorkDoneProgress && paths.count > 1
        if showsProgress {
            let body = try? OutgoingMessage.request(
                id: .string("antrain-\(nextOutgoingID)"), method: "window/workDoneProgress/create",
                params: ["token": .string(token)] as JSONValue)
            nextOutgoingID += 1
            if let body { transport.send(body) }
            sendProgress(token, ["kind": "begin", "title": "Indexing training logs", "percentage": 0])
        }
        for (number, path) in paths.enumerated() {
            index.load(path: path)
            if showsProgress, number % 50 == 49 {
                sendProgress(token, ["kind": "report", "message": .string("\(number + 1)/\(paths.count) files"),
                                     "percentage": .integer((number + 1) * 100 / paths.count)])
            }
        }
        if showsProgress { sendProgress(token, ["kind": "end", "message": .string("\(paths.count) files")]) }
        log("indexed \(paths.count) file\(paths.count == 1 ? "" : "s")")
        documentsChanged([])
    }

    private func sendProgress(_ token: String, _ value: JSONValue) {
        send(notification: "$/progress", params: ["token": .string(token), "value": value] as JSONValue)
    }

    /// The analysis of the workspace as it is now, computed when something changed.
    func currentSnapshot() -> WorkspaceSnapshot {
        if let snapshot, !needsAnalysis { return snapshot }
        var sources: [SourceFile] = []
        var uris: [String] = []
        for (uri, tree) in index.files.sorted(by: { $0.key < $1.key }) where documents[uri] == nil {
            sources.append(SourceFile(name: FileURI.displayName(uri), tree: tree))
            uris.append(uri)
        }
        for (uri, document) in documents.sorted(by: { $0.key < $1.key }) {
            sources.append(SourceFile(name: FileURI.displayName(uri), tree: document.tree))
            uris.append(uri)
        }
        let settings = AnalysisSettings(today: clock(), unitOverride: self.settings.unit, oneRepMaxFormula: self.settings.oneRepMaxFormula)
        let fresh = WorkspaceSnapshot.analyze(sources, settings: settings)
        snapshot = fresh
        snapshotURIs = uris
        needsAnalysis = false
        return fresh
    }

    /// Publishes diagnostics for the documents that changed, and for other open documents
    /// whose diagnostics differ from what the client has.
    func analyzeAndPublish() {
        let snapshot = currentSnapshot()
        let changed = pendingPublish
        pendingPublish.removeAll()
        for (fileIndex, uri) in snapshotURIs.enumerated() {
            guard let document = documents[uri] else { continue }
            let converter = PositionConverter(source: document.source, encoding: encoding)
            let diagnostics = snapshot.files[fileIndex].diagnostics.map { diagnostic in
                LSPDiagnostic(range: converter.range(diagnostic.range), severity: diagnostic.severity.rawValue,
                              code: diagnostic.code.rawValue, source: "antrain", message: diagnostic.message)
            }
            guard changed.contains(uri) || lastPublished[uri] != diagnostics else { continue }
            lastPublished[uri] = diagnostics
            send(notification: PublishDiagnosticsNotification.method,
                 params: PublishDiagnosticsNotification.Params(uri: uri, version: document.version, diagnostics: diagnostics))
        }
    }

    /// The open document and its index in the current snapshot, or an error response.
    func openDocument(_ uri: String) throws -> (document: OpenDocument, snapshot: WorkspaceSnapshot, fileIndex: Int) {
        guard let document = documents[uri] else {
            throw ResponseError.invalidParams("\(uri) is not open; send textDocument/didOpen first")
        }
        let snapshot = currentSnapshot()
        guard let fileIndex = snapshotURIs.firstIndex(of: uri) else {
            throw ResponseError.internalError("\(uri) is missing from the analysis")
        }
        return (document, snapshot, fileIndex)
    }
}

/// The version the server reports; kept in step with the CLI's.
public enum AntrainVersion {
    public static let current = "0.1.0"
}
