import AntrainBasics
import AntrainLSP
import AntrainMCP
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// `antrain mcp [--root DIR]`: the log for AI assistants, a Model Context Protocol server over
/// stdin/stdout (TOOLING.md §5). The server lives in AntrainMCP; this only finds the root.
struct McpCommand: Command {
    static let name = "mcp"
    static let summary = LocalizedText(CommandHelp.mcpSummary)
    static let usage = CommandUsage(notes: CommandHelp.mcpNotes)

    enum Option: CommandOption {
        case root

        var spec: OptionSpec { .option("--root", .folder, Placeholder(CommandHelp.mcpFolder), help: CommandHelp.mcpRoot) }
    }

    var root: String?

    init(_ arguments: ParsedArguments<Option>) throws {
        root = arguments.value(.root)
        _ = try arguments.positionals.first.map { throw ValidationError(CommandMessages.unexpectedArgument, ["argument": .text($0)]) }
    }

    func run(in context: CommandContext) -> ExitCode {
        let folder = root.map { LogFiles.absolute($0, in: context) } ?? context.currentDirectory
        guard PathText.kind(of: folder).isFolder else {
            let language = context.language(option: nil)
            context.printError(CommandMessages.error(Self.name, LocalizedText(CommandMessages.mcpRootNotFolder, [
                "path": .text(root ?? folder),
            ])), in: language)
            return .usageError
        }
        return ExitCode(rawValue: StandardIOMCPServer.run(root: folder, version: AntrainVersion.current))
    }
}
