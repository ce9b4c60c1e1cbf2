import AntrainAnalysis
import AntrainBasics
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import JSONRPC

/// `initialize`, `initialized` (indexing the workspace, with `$/progress`) and `shutdown`.
extension LanguageServer {
    func initialize(_ params: InitializeRequest.Params) -> InitializeResult {
        let offered = params.capabilities?.general?.positionEncodings ?? []
        session.encoding = offered.contains(PositionEncoding.utf8.rawValue) ? .utf8 : .utf16
        session.supportsWorkDoneProgress = params.capabilities?.window?.workDoneProgress ?? false
        session.settings.update(from: params.initializationOptions)
        session.clientLanguage = Language(locale: params.locale)
        // A client that names its hover formats without Markdown (Emacs without markdown-mode) gets plain text.
        if let formats = params.capabilities?.textDocument?.hover?.contentFormat, !formats.isEmpty {
            session.hoverIsMarkdown = formats.contains("markdown")
        }
        if let folders = params.workspaceFolders, !folders.isEmpty {
            workspace.folders = folders.compactMap { FileURI.path($0.uri) }
        } else if let root = params.rootUri.flatMap(FileURI.path) ?? params.rootPath {
            workspace.folders = [root]
        }
        session.state = .running
        return InitializeResult(
            capabilities: ServerCapabilities.make(encoding: encoding),
            serverInfo: .init(name: "antrain", version: AntrainVersion.current)
        )
    }

    func shutdown(_ params: JSONValue) -> JSONValue {
        session.state = .shutDown
        return .null
    }

    /// Reads every `*.antrain` under the workspace folders, reporting `$/progress` when
    /// the client supports it.
    func indexWorkspace() {
        let paths = workspace.folders.flatMap(WorkspaceIndex.findLogs(under:))
        guard !paths.isEmpty else { return }
        // A fresh token each time: LSP asks that a token be used for one progress only.
        let token = "antrain-indexing-\(session.nextOutgoingID)"
        let showsProgress = session.supportsWorkDoneProgress && paths.count > 1
        if showsProgress {
            let body = try? OutgoingMessage.request(
                id: .string("antrain-\(session.nextOutgoingID)"), method: "window/workDoneProgress/create",
                params: ["token": .string(token)] as JSONValue)
            session.nextOutgoingID += 1
            if let body { transport.send(body) }
            sendProgress(token, ["kind": "begin", "title": "Indexing training logs", "percentage": 0])
        }
        for (number, path) in paths.enumerated() {
            workspace.index.load(path: path)
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
}
