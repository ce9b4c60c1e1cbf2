import AntrainAnalysis
import AntrainBasics
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// What `summary` and `report` say on stderr about the logs they read (TOOLING.md §1): how
/// many errors those logs have and the `antrain check` command that shows them, and, when
/// one folder holds two profiles, both of them and which one the figures are for. Figures
/// from a log with errors leave its wrong lines out; the athlete must know, not guess.
enum ReadProblems {
    /// The lines for stderr, read from the snapshot the command already has.
    /// - Parameter path: the path the command was given (`.` when none), for `antrain check PATH`.
    static func notes(_ workspace: WorkspaceAround, path: String?, command: String, language: Language,
                      in context: CommandContext) -> [LocalizedText] {
        let snapshot = workspace.snapshot
        var notes: [LocalizedText] = []
        // The athlete's own logs: the others are read for their definitions only.
        let errors = workspace.analysis.errorCount
        if errors > 0 {
            notes.append(CommandMessages.error(command, LocalizedText(CommandMessages.readErrors, [
                "errors": CommandMessages.count(errors, one: CommandMessages.errorOne, other: CommandMessages.errorOther),
                "path": .text(shellWord(path ?? ".")),
            ])))
        }
        let used = snapshot.athletes[workspace.athlete]
        let others = snapshot.definitions.unusedProfiles.filter { $0.folder == used.folder }
        if used.hasProfile, !others.isEmpty {
            notes.append(CommandMessages.error(command, LocalizedText(CommandMessages.readTwoProfiles, [
                "used": .message(describe(used, in: workspace.analysis, context: context)),
                "others": .message(CommandMessages.list(others.map { describe($0, in: workspace.analysis, context: context).text(in: language) }, CommandMessages.listAnd)),
            ])))
        }
        return notes
    }

    /// `Ada (profile.antrain:1)`, or `the profile at profile.antrain:1` when it has no name.
    private static func describe(_ athlete: Athlete, in analysis: AthleteAnalysis, context: CommandContext) -> LocalizedText {
        guard let site = athlete.site else { return .verbatim("") }
        let (name, line) = analysis.line(of: site)
        let place = "\(relative(name, in: context)):\(line)"
        guard let name = athlete.profile.name else { return LocalizedText(CommandMessages.unnamedProfile, ["place": .text(place)]) }
        return LocalizedText(CommandMessages.profilePlace, ["name": .text(name), "place": .text(place)])
    }

    /// A path as a shell reads it back as one word: `'my logs'` when it has a space or a quote.
    static func shellWord(_ path: String) -> String {
        let special = " \t\n'\"\\$`!*?;&|<>()[]{}#~".unicodeScalars
        guard path.isEmpty || path.unicodeScalars.contains(where: special.contains) else { return path }
        return "'" + path.replacingLiteral("'", with: "'\\''") + "'"
    }

    /// A file's path from the current folder when it lies below it.
    private static func relative(_ path: String, in context: CommandContext) -> String {
        let current = PathText.standardizing(context.currentDirectory)
        return path.hasPrefix(current + "/") ? String(path.dropFirst(current.count + 1)) : path
    }
}
