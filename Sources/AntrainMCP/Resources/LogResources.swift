import AntrainBasics
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import JSONRPC

/// The server's resources: each log under the root as read-only text at its `file://` URI,
/// and the language reference at `antrain://spec`, so an assistant can write valid entries.
enum LogResources {
    static let specURI = "antrain://spec"

    static func list(in workspace: MCPWorkspace) -> [ResourceDescription] {
        let spec = ResourceDescription(
            uri: specURI, name: "spec", title: "The Antrain log format",
            description: "The language reference: entries, sets, meals, definitions, profiles, programs. Read it before writing entries for `log`.",
            mimeType: "text/markdown", size: LanguageReference.markdown.utf8.count)
        let logs = workspace.logPaths().map { relative in
            let absolute = workspace.root + "/" + relative
            let size = (try? FileManager.default.attributesOfItem(atPath: absolute)[.size] as? Int) ?? nil
            return ResourceDescription(uri: URL(fileURLWithPath: absolute).absoluteString, name: relative, title: nil,
                                       description: "A training and nutrition log (read-only; the `log` tool appends to it).",
                                       mimeType: "text/plain", size: size)
        }
        return [spec] + logs
    }

    /// The text at `uri`; a URI outside the root, or of anything but a log, is an error the
    /// assistant can read.
    static func read(_ uri: String, in workspace: MCPWorkspace) throws(ResponseError) -> ReadResourceResult {
        if uri == specURI {
            return ReadResourceResult(contents: [.init(uri: uri, mimeType: "text/markdown", text: LanguageReference.markdown)])
        }
        guard let url = URL(string: uri), url.scheme == "file" else {
            throw ResponseError(code: .resourceNotFound, message: "Resource not found: \(uri); the resources are antrain://spec and the logs’ file:// URIs (resources/list).")
        }
        let place: ConfinedPath
        do {
            place = try workspace.confine(url.path)
        } catch {
            throw ResponseError(code: .invalidParams, message: error.message)
        }
        guard workspace.logPaths().contains(place.relative), let bytes = LogDiscovery.read(place.absolute) else {
            throw ResponseError(code: .resourceNotFound, message: "Resource not found: \(uri) is not a log of the workspace.")
        }
        return ReadResourceResult(contents: [.init(uri: uri, mimeType: "text/plain", text: String(decoding: bytes, as: UTF8.self))])
    }
}
