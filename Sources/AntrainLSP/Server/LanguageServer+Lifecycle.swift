import AntrainAnalysis
import AntrainSyntax
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
        // A fresh token each time: LSP asks that a token be used for one progress only.
        let token = "antrain-indexing-\(nextOutgoingID)"
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

    /// The analysis of the workspace as it is now, computed when something changed; files
    /// that did not change keep their lowered models.
    func currentSnapshot() -> WorkspaceSnapshot {
        if let snapshot, !needsAnalysis { return snapshot }
        var sources: [SourceFile] = []
        var files: [(uri: String, base: Int)] = []
        for (uri, tree) in index.files.sorted(by: { $0.key < $1.key }) where documents[uri] == nil {
            sources.append(SourceFile(name: FileURI.displayName(uri), tree: tree, folder: FileURI.folder(uri)))
            files.append((uri, 0))
        }
        for (uri, document) in documents.sorted(by: { $0.key < $1.key }) {
            for chunk in document.chunks {
                sources.append(SourceFile(name: FileURI.displayName(uri), tree: chunk.tree, firstLine: chunk.firstLine,
                                          folder: FileURI.folder(uri)))
                files.append((uri, chunk.base))
            }
        }
        let settings = AnalysisSettings(today: clock(), unitOverride: self.settings.unit, oneRepMaxFormula: self.settings.oneRepMaxFormula)
        let fresh = WorkspaceSnapshot.analyze(sources, settings: settings, reusing: snapshot)
        snapshot = fresh
        snapshotFiles = files
        needsAnalysis = false
        return fresh
    }

    /// Publishes diagnostics for the documents that changed, and for other open documents
    /// whose diagnostics differ from what the client has.
    func analyzeAndPublish() {
        let snapshot = currentSnapshot()
        let changed = pendingPublish
        pendingPublish.removeAll()
        for (uri, document) in documents {
            let converter = PositionConverter(source: document.source, encoding: encoding)
            var diagnostics: [LSPDiagnostic] = []
            for (fileIndex, file) in snapshotFiles.enumerated() where file.uri == uri {
                for diagnostic in snapshot.files[fileIndex].diagnostics {
                    diagnostics.append(LSPDiagnostic(
                        range: converter.range(diagnostic.range.shifted(by: file.base)), severity: diagnostic.severity.rawValue,
                        code: diagnostic.code.rawValue, source: "antrain", message: diagnostic.message))
                }
            }
            guard changed.contains(uri) || lastPublished[uri] != diagnostics else { continue }
            lastPublished[uri] = diagnostics
            send(notification: PublishDiagnosticsNotification.method,
                 params: PublishDiagnosticsNotification.Params(uri: uri, version: document.version, diagnostics: diagnostics))
        }
    }

    /// The open document, the snapshot, and where the chunk holding `offset` is in it.
    func openDocument(_ uri: String, at offset: Int = 0) throws -> DocumentPlace {
        guard let document = documents[uri] else {
            throw ResponseError.invalidParams("\(uri) is not open; send textDocument/didOpen first")
        }
        let snapshot = currentSnapshot()
        let chunk = document.chunkIndex(containing: offset)
        let base = document.chunks[chunk].base
        guard let fileIndex = snapshotFiles.firstIndex(where: { $0.uri == uri && $0.base == base }) else {
            throw ResponseError.internalError("\(uri) is missing from the analysis")
        }
        return DocumentPlace(document: document, snapshot: snapshot, fileIndex: fileIndex, base: base,
                             converter: PositionConverter(source: document.source, encoding: encoding))
    }

    /// Every file of the snapshot that is a chunk of `uri`, with its base offset.
    func chunkFiles(of uri: String) -> [(fileIndex: Int, base: Int)] {
        snapshotFiles.enumerated().filter { $0.element.uri == uri }.map { ($0.offset, $0.element.base) }
    }
}

/// One open document at one position: its chunk's file in the snapshot, and the offset of
/// that chunk, to convert between document and chunk offsets.
struct DocumentPlace {
    var document: OpenDocument
    var snapshot: WorkspaceSnapshot
    var fileIndex: Int
    var base: Int
    var converter: PositionConverter

    /// A document offset as an offset in the chunk's text.
    func local(_ offset: Int) -> Int { max(0, offset - base) }

    /// A chunk range as an LSP range in the document.
    func range(_ range: TextRange) -> LSPRange { converter.range(range.shifted(by: base)) }
}

extension TextRange {
    /// The same range `delta` bytes later.
    func shifted(by delta: Int) -> TextRange { TextRange(lowerBound + delta, upperBound + delta) }
}

/// The version the server reports; kept in step with the CLI's.
public enum AntrainVersion {
    public static let current = "0.1.0"
}
