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
            capabilities: .announced(encoding: encoding),
            serverInfo: .init(name: "antrain", version: AntrainVersion.current)
        )
    }

    func shutdown(_ params: JSONValue) -> NullResult {
        session.state = .shutDown
        return NullResult()
    }

    /// Reads every `*.antrain` under the workspace folders into the host. Nothing is parsed
    /// yet: the documents the editor opens are analysed first, and the other athletes between
    /// messages (``indexNextAthlete()``), with `$/progress` when the client supports it.
    func indexWorkspace() {
        let count = workspace.loadAll(documents: documents)
        log("found \(count) file\(count == 1 ? "" : "s")")
        guard count > 0 else { return }
        if session.supportsWorkDoneProgress, count > 1 {
            // A fresh token each time: LSP asks that a token be used for one progress only.
            let token = "antrain-indexing-\(session.nextOutgoingID)"
            transport.send(OutgoingMessage.request(
                id: .string("antrain-\(session.nextOutgoingID)"), method: WorkDoneProgressCreateRequest.method,
                writing: WorkDoneProgressCreateRequest.Params(token: token)))
            session.nextOutgoingID += 1
            sendProgress(token, .begin(title: "Indexing training logs", percentage: 0))
            session.indexingToken = token
        }
        documentsChanged([])
    }

    /// Analyses one athlete whose analysis is missing or stale; false when none is left.
    func indexNextAthlete() -> Bool {
        workspace.apply(settings: analysisSettings)
        guard let (done, total) = workspace.analyzeNext() else {
            if let token = session.indexingToken {
                sendProgress(token, .end(message: "indexed"))
                session.indexingToken = nil
            }
            return false
        }
        if let token = session.indexingToken {
            sendProgress(token, .report(message: "\(done)/\(total) athletes", percentage: done * 100 / max(total, 1)))
        }
        if publisher.isDue { publishDiagnostics() }
        return true
    }

    private func sendProgress(_ token: String, _ value: WorkDoneProgress) {
        send(notification: ProgressNotification.method, params: ProgressNotification.Params(token: token, value: value))
    }
}
