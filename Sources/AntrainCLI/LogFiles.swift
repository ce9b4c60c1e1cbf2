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

    /// A file longer than twice this many lines is checked in pieces of about this many
    /// lines (see ``EntryChunks``), on every core. Measured on a 10 MB log (while trees were
    /// still built per piece): 4,000 / 10,000 / 20,000 lines gave 0.57 / 0.56 / 0.53 s and
    /// 117 / 119 / 123 MiB; 10,000 keeps both cores busy on a ten-year log (90,000 lines).
    static let linesPerPiece = 10_000

    /// Reads and parses every file; an unreadable file is a usage error (exit 2).
    static func read(_ paths: [String], in context: CommandContext) throws -> [SourceFile] {
        try paths.map { path in
            SourceFile(name: displayName(path), tree: Parser.parse(try readSource(path, in: context)),
                       folder: folder(of: path, in: context))
        }
    }

    /// Reads every file without parsing it, a large one in pieces of the same name (each
    /// with its `firstLine`), for ``WorkspaceSnapshot/check(_:settings:)``.
    static func readInPieces(_ paths: [String], in context: CommandContext) throws -> [UnparsedSource] {
        try paths.flatMap { path -> [UnparsedSource] in
            let source = try readSource(path, in: context)
            let folder = folder(of: path, in: context)
            guard source.lineIndex.lineCount > linesPerPiece * 2 else {
                return [UnparsedSource(name: displayName(path), text: source, folder: folder)]
            }
            // The pieces share the file's text: each is a range of its lines.
            let name = displayName(path)
            let lines = 0..<source.lineIndex.lineCount
            return EntryChunks.lineRanges(source, lines: lines, linesPerPiece: linesPerPiece).map { piece in
                UnparsedSource(name: name, text: source, lines: piece, folder: folder)
            }
        }
    }

    private static func displayName(_ path: String) -> String { path == "-" ? "<stdin>" : path }

    /// The folder that decides a file's athlete (LANGUAGE.md §4), as an absolute path without
    /// `.` or `..`, so `anna/log.antrain` and `./anna/../anna/x.antrain` share one; stdin
    /// belongs to the current folder.
    static func folder(of path: String, in context: CommandContext) -> String {
        let file = path == "-" ? PathText.appending(context.currentDirectory, "-") : absolute(path, in: context)
        return PathText.deletingLastComponent(PathText.standardizing(file))
    }

    private static func readSource(_ path: String, in context: CommandContext) throws -> SourceText {
        let bytes: [UInt8]
        if path == "-" {
            bytes = context.readStandardInput()
        } else {
            guard let read = LogDiscovery.read(absolute(path, in: context)) else {
                throw ValidationError(CommandMessages.unreadableLog, ["path": .text(path)])
            }
            bytes = read
        }
        return SourceText(bytes: bytes)
    }

    /// Collects and reads `paths` for `command`; on failure prints why in `language` and
    /// returns nil (the command then exits 2).
    static func load(_ paths: [String], for command: String, language: Language, in context: CommandContext) -> [SourceFile]? {
        reporting(for: command, language: language, in: context) { try read(collect(paths, in: context), in: context) }
    }

    /// ``load(_:for:language:in:)`` without parsing, large files in pieces, followed by the
    /// other logs of their workspaces (TOOLING.md §1: the top of each path's git repository,
    /// else its folder), which count only for their profiles and definitions.
    static func loadInPieces(_ paths: [String], for command: String, language: Language, in context: CommandContext) -> [UnparsedSource]? {
        reporting(for: command, language: language, in: context) {
            let files = try collect(paths, in: context)
            return try readInPieces(files, in: context) + readContext(of: files, given: paths, in: context)
        }
    }

    /// The logs of the given paths' workspaces that are not among `files`, whole.
    private static func readContext(of files: [String], given paths: [String], in context: CommandContext) throws -> [UnparsedSource] {
        let checked = Set(files.map { PathText.standardizing(absolute($0, in: context)) })
        var roots: [String] = []
        for path in paths.isEmpty ? ["."] : paths {
            let place = path == "-" ? context.currentDirectory : absolute(path, in: context)
            let folder = PathText.kind(of: place).isFolder ? place : PathText.deletingLastComponent(place)
            let root = LogDiscovery.workspaceRoot(of: folder)
            if !roots.contains(root) { roots.append(root) }
        }
        var seen = checked
        var sources: [UnparsedSource] = []
        for root in roots {
            for path in LogDiscovery.logPaths(under: root) {
                guard seen.insert(path).inserted, let bytes = LogDiscovery.read(path) else { continue }
                sources.append(UnparsedSource(name: path, text: SourceText(bytes: bytes), folder: PathText.deletingLastComponent(path),
                                              role: .context))
            }
        }
        return sources
    }

    private static func reporting<Value>(for command: String, language: Language, in context: CommandContext,
                                         _ work: () throws -> Value) -> Value? {
        do {
            return try work()
        } catch {
            context.printError(CommandMessages.error(command, describe(error)), in: language)
        }
        return nil
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
