import AntrainBasics
import AntrainModel

/// `antrain programs [NAME] [--lang en|tr]`: the preset programs, or one of them ready to paste
/// (TOOLING.md §1).
struct ProgramsCommand: Command {
    static let name = "programs"
    static let summary = LocalizedText(CommandHelp.programsSummary)
    static let usage = CommandUsage(arguments: [
        ArgumentSpec(placeholder: "NAME", value: .names(of: name), rows: [HelpRow("NAME", LibraryHelp.programsName)]),
    ])

    enum Option: CommandOption {
        case language

        var spec: OptionSpec { .language(help: LibraryHelp.programsLang) }
    }
    static func completionNames() -> [String] { ProgramPresets.all.map(\.name) }

    var query: String
    /// The presets to choose from: the library's, or a test's own.
    var presets = ProgramPresets.all
    var language: Language?

    init(_ arguments: ParsedArguments<Option>) throws {
        language = arguments.value(.language, as: Language.self)
        query = arguments.positionals.joined(separator: " ")
    }

    func run(in context: CommandContext) -> ExitCode {
        let language = context.language(option: language)
        guard !query.isEmpty else {
            context.print(Self.listing(of: presets, in: language))
            return .success
        }
        let M = CommandMessages.self
        switch Self.lookUp(query, in: presets) {
        case .found(let preset):
            context.print(preset.text(in: language))
            return .success
        case .ambiguous(let presets):
            context.printError(M.error(Self.name, LocalizedText(M.programsAmbiguous, [
                "query": .text(query), "names": .message(Self.names(of: presets, joinedBy: M.listOr)),
            ])), in: language)
            return .usageError
        case .missing:
            context.printError(M.error(Self.name, LocalizedText(M.programsMissing, [
                "query": .text(query), "names": .message(Self.names(of: self.presets, joinedBy: M.listAnd)),
            ])), in: language)
            return .usageError
        }
    }

    /// The table of presets: name, days per week, weeks and summary, then how to print one.
    static func listing(of presets: [ProgramPreset], in language: Language = .en) -> String {
        let M = CommandMessages.self
        var rows = [[M.columnName, M.columnDaysPerWeek, M.columnWeeks, M.columnSummary].map { LocalizedText($0).text(in: language) }]
        for preset in presets {
            rows.append([preset.name, String(preset.daysPerWeek), String(preset.weekCount), preset.summary(in: language)])
        }
        return Table.render(rows) + "\n\n" + LocalizedText(M.programsFooter).text(in: language)
    }

    /// What a name on the command line finds among `presets` (the rule the MCP server shares).
    typealias Lookup = ProgramLookup

    static func lookUp(_ query: String, in presets: [ProgramPreset]) -> Lookup { ProgramLookup(query, in: presets) }

    /// "A, B and C" (or "A, B or C") with each name in quotes.
    private static func names(of presets: [ProgramPreset], joinedBy conjunction: MessageKey) -> LocalizedText {
        CommandMessages.list(presets.map { "\"\($0.name)\"" }, conjunction)
    }
}
