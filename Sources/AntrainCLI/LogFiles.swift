import AntrainAnalysis
import AntrainBasics
import AntrainSyntax
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Finding and reading `.antrain` files for the commands.
enum LogFiles {
    /// The files named by `paths` (folders are searched recursively for `*.antrain`
    /// by ``LogDiscovery``'s rules), sorted within each folder; `-` is stdin.
    static func collect(_ paths: [String], in context: CommandContext) throws -> [String] {
        var files: [String] = []
        for path in paths.isEmpty ? ["."] : paths {
            if path == "-" { files.append(path); continue }
            let kind = PathText.kind(of: absolute(path, in: context))
            guard kind.exists else {
                throw ValidationError(CommandMessages.noSuchPath, ["path": .text(path)])
            }
            if kind.isFolder {
                files += findLogs(under: path, in: context)
            } else {
                files.append(path)
            }
        }
        return files
    }

    static func absolute(_ path: String, in context: CommandContext) -> String {
        path.hasPrefix("/") ? path : PathText.appending(context.currentDirectory, path)
    }

    /// The logs under `folder` (LogDiscovery's rules, shared with the language server), as
    /// paths that start with `folder` as the user wrote it.
    private static func findLogs(under folder: String, in context: CommandContext) -> [String] {
        LogDiscovery.logs(under: absolute(folder, in: context)).map { folder == "." ? $0 : PathText.appending(folder, $0) }
    }

    /// An error as a lifter reads it: ours in the catalogue's words, others as the system
    /// wrote them.
    static func describe(_ error: any Error) -> LocalizedText {
        switch error {
        case let error as ValidationError: error.text
        case let error as AtomicFile.Failure: error.text
        default: .verbatim("\(error)")
        }
    }
}
