import AntrainModel

/// `antrain programs [NAME]`: the preset programs, or one of them ready to paste
/// (TOOLING.md §1).
struct ProgramsCommand: Command {
    static let name = "programs"
    static let summary = "List the preset programs, or print one ready to paste into a log"
    static let usage = """
        antrain programs [NAME]

          NAME   a preset's name or the start of it, in any case: "push pull legs", "novice";
                 prints its templates and program definition. Without NAME: the list
        """

    var query: String
    /// The presets to choose from: the library's, or a test's own.
    var presets = ProgramPresets.all

    init(arguments: inout Arguments) throws {
        query = try arguments.positionals().joined(separator: " ")
    }

    func run(in context: CommandContext) -> ExitCode {
        guard !query.isEmpty else {
            context.print(Self.listing(of: presets))
            return .success
        }
        switch Self.lookUp(query, in: presets) {
        case .found(let preset):
            context.print(preset.text)
            return .success
        case .ambiguous(let presets):
            context.printError("antrain programs: \"\(query)\" could be \(Self.names(of: presets, joinedBy: "or"))")
            return .usageError
        case .missing:
            context.printError(
                "antrain programs: no preset program \"\(query)\"; the presets are \(Self.names(of: self.presets, joinedBy: "and"))")
            return .usageError
        }
    }

    /// The table of presets: name, days per week, weeks and summary, then how to print one.
    static func listing(of presets: [ProgramPreset]) -> String {
        var rows = [["NAME", "DAYS/WEEK", "WEEKS", "SUMMARY"]]
        for preset in presets {
            rows.append([preset.name, String(preset.daysPerWeek), String(preset.weekCount), preset.summary])
        }
        return Table.render(rows) + "\n\n`antrain programs NAME` prints one, ready to paste into a log."
    }

    /// What a name on the command line finds among `presets`.
    enum Lookup {
        case found(ProgramPreset)
        case ambiguous([ProgramPreset])
        case missing
    }

    /// Finds the preset named `query` in any case, or the one preset whose name starts with it.
    ///
    /// A whole name wins over prefixes, so a preset whose name starts another's stays
    /// reachable.
    static func lookUp(_ query: String, in presets: [ProgramPreset]) -> Lookup {
        let folded = query.lowercased()
        if let exact = presets.first(where: { $0.name.lowercased() == folded }) { return .found(exact) }
        let prefixed = presets.filter { $0.name.lowercased().hasPrefix(folded) }
        switch prefixed.count {
        case 0: return .missing
        case 1: return .found(prefixed[0])
        default: return .ambiguous(prefixed)
        }
    }

    /// "A, B and C" (or "A, B or C") with each name in quotes.
    private static func names(of presets: [ProgramPreset], joinedBy conjunction: String) -> String {
        let quoted = presets.map { "\"\($0.name)\"" }
        guard quoted.count > 1 else { return quoted.joined() }
        return quoted.dropLast().joined(separator: ", ") + " \(conjunction) " + quoted[quoted.count - 1]
    }
}
