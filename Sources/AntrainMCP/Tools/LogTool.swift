import AntrainAnalysis
import AntrainBasics
import AntrainModel
import AntrainSyntax
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import JSONRPC

/// `log`: the one tool that writes. Entries in Antrain text are checked together with the
/// workspace (its definitions, profiles and history), refused with the diagnostics when
/// anything is wrong, else appended in canonical form (``LogFormatter``) to the athlete's log
/// for their year, atomically.
enum LogTool {
    /// Warnings that refuse an entry too: a name the library does not know would be logged as
    /// a placeholder with no history, which an assistant should fix rather than write.
    static let refusedWarnings: Set<DiagnosticCode> = [.unknownExercise, .unknownFood, .unknownTemplate, .unknownProgram]

    /// The file name that stands for the entries in diagnostics about them.
    static let entriesName = "<entries>"

    struct Answer: Encodable {
        var written: Bool
        var dryRun: Bool
        /// The log, from the workspace root.
        var file: String?
        /// Whether the log was (or would be) created.
        var created: Bool?
        /// The entries as appended, in canonical form.
        var text: String?
        var entries: Int?
        /// Errors and warnings about the entries (file `<entries>`, lines counted from their
        /// first) and new errors in other files.
        var diagnostics: [DiagnosticLine]
        /// Entries left out because the log already holds them, word for word in canonical
        /// form (an assistant that retried a call); absent when none.
        var alreadyLogged: Int?
    }

    static let tool = MCPTool(
        name: "log", title: "Log entries",
        description: """
            Appends entries written in Antrain text (workouts, meals, bodyweight, definitions: read the resource \
            antrain://spec for the language) to the athlete's log for their year, `ATHLETE_FOLDER/YEAR.antrain`, created \
            when missing, in canonical form. The entries are first checked with the whole workspace: any error, or an \
            exercise, food, template or program name that is neither in the library nor defined, refuses them with the \
            diagnostics (lines counted from the entries' first line) and nothing is written. `path` names the athlete's \
            folder or a log file (default: the workspace's one athlete). `dry_run` checks and shows the text without \
            writing. An entry the log already holds word for word is not written again (`alreadyLogged` counts them); \
            warnings (such as `future-date`, or `same-start-time` for a second lifting workout at one time) do not refuse \
            the entries and are listed in the answer.
            """,
        inputSchema: Schema.object([
            "entries": Schema.string("one or more entries in Antrain text, e.g. \"2026-11-20 lifting\\n  Bench Press 100x5x3 @8\""),
            "path": Schema.string("the athlete's folder or a log file, relative to the workspace root"),
            "dry_run": ["type": "boolean", "description": "only check; write nothing (default false)"],
        ], required: ["entries"]),
        outputSchema: Schema.object([
            "written": Schema.boolean, "dryRun": Schema.boolean, "file": Schema.string, "created": Schema.boolean,
            "text": Schema.string, "entries": Schema.integer, "diagnostics": Schema.array(DiagnosticLine.schema),
            "alreadyLogged": Schema.integer,
        ], required: ["written", "dryRun", "diagnostics"]),
        writes: true,
        call: { arguments, workspace throws(ToolFailure) in
            try log(entries: arguments.requiredString("entries"), path: arguments.string("path"),
                    dryRun: arguments.bool("dry_run") ?? false, in: workspace)
        })

    static func log(entries rawEntries: String, path: String?, dryRun: Bool, in workspace: MCPWorkspace) throws(ToolFailure) -> ToolOutcome {
        var entries = rawEntries.hasSuffix("\n") ? rawEntries : rawEntries + "\n"
        var tree = Parser.parse(entries)
        guard tree.entries.count > 0 else { throw ToolFailure("‘entries’ holds no entry: write at least one, such as `2026-11-20 bodyweight 80kg`.") }
        let years = Set(tree.entries.compactMap { $0.date?.isValid == true ? $0.date!.year : nil })
        guard years.count <= 1 else {
            throw ToolFailure("The entries span several years (\(years.sorted().map(String.init).joined(separator: ", "))): log one year at a time.")
        }
        let target = try destination(path, year: years.first ?? workspace.today().year, in: workspace)
        let existing: [UInt8]? = FileManager.default.fileExists(atPath: target.absolute) ? LogDiscovery.read(target.absolute) : nil
        if FileManager.default.fileExists(atPath: target.absolute), existing == nil {
            throw ToolFailure("The log \(target.relative) cannot be read.")
        }
        // An entry the log already holds is not written twice (a retried call).
        let repeated = LoggedEntries.repeated(in: tree, log: existing)
        if !repeated.isEmpty {
            guard repeated.count < tree.entries.count else { return alreadyLogged(repeated.count, target: target, dryRun: dryRun) }
            entries = LoggedEntries.text(of: tree, leavingOut: repeated)
            tree = Parser.parse(entries)
        }
        // Definitions or a profile among the entries can break any athlete's logs; dated entries only their athlete's.
        let definesSomething = !tree.definitionItems.isEmpty || tree.entries.contains { $0.date == nil }

        // What the assistant wrote, checked in place, so the lines in the diagnostics are its lines.
        let asWritten = try check(appending: entries, to: existing, at: target, definesSomething: definesSomething, in: workspace)
        guard asWritten.isClean else { return refusal(asWritten.diagnostics, target: target, dryRun: dryRun) }

        // The canonical form, checked again: it is what the file will hold, and it must parse whole.
        let formatted = LogFormatter.format(tree).text
        let canonical = try check(appending: formatted, to: existing, at: target, definesSomething: definesSomething, in: workspace)
        guard canonical.isClean else { return refusal(canonical.diagnostics, target: target, dryRun: dryRun) }

        if !dryRun { try LogWriter.replace(target.absolute, with: Array(canonical.text.utf8), expected: existing) }
        let answer = Answer(written: !dryRun, dryRun: dryRun, file: target.relative, created: existing == nil, text: formatted,
                            entries: tree.entries.count, diagnostics: asWritten.diagnostics,
                            alreadyLogged: repeated.isEmpty ? nil : repeated.count)
        let verb = dryRun ? "Would append" : "Appended"
        var summary = "\(verb) \(tree.entries.count) \(tree.entries.count == 1 ? "entry" : "entries") to \(target.relative)"
            + (existing == nil ? " (a new file)" : "") + ":\n\n" + formatted
        if !repeated.isEmpty {
            summary += "\nLeft out \(repeated.count) \(repeated.count == 1 ? "entry" : "entries") the log already holds.\n"
        }
        // Warnings do not refuse a write, but an assistant that reads only the text must see them.
        if !asWritten.diagnostics.isEmpty {
            summary += "\nWarnings:\n" + asWritten.diagnostics.map(\.text).joined(separator: "\n") + "\n"
        }
        return ToolOutcome(structured: try StructuredJSON.value(answer), text: summary)
    }

    /// Every entry is already in the log: nothing is written, and the answer says so.
    static func alreadyLogged(_ count: Int, target: ConfinedPath, dryRun: Bool) -> ToolOutcome {
        let answer = Answer(written: false, dryRun: dryRun, file: target.relative, created: false, entries: 0, diagnostics: [],
                            alreadyLogged: count)
        let text = "Nothing was written: \(target.relative) already holds \(count == 1 ? "this entry" : "these \(count) entries"), "
            + "word for word. Log an entry once; a call that seemed to fail may have written it."
        return ToolOutcome(structured: (try? StructuredJSON.value(answer)) ?? [:], text: text)
    }

    /// The log the entries go to: the file `path` names, or `YEAR.antrain` in the folder it
    /// names, or in the folder of the workspace's one athlete.
    static func destination(_ path: String?, year: Int, in workspace: MCPWorkspace) throws(ToolFailure) -> ConfinedPath {
        let fileName = (year < 1000 ? String(repeating: "0", count: 4 - String(year).count) : "") + String(year) + LogDiscovery.fileExtension
        if let path {
            let place = try workspace.confine(path)
            // A hidden file or folder (`.git`, `.old.antrain`) is never read as a log: writing there would lose the entries.
            if place.relative.split(separator: "/").contains(where: { LogDiscovery.isSkipped(String($0)) }) {
                throw ToolFailure("‘\(path)’ is hidden (or in a hidden folder), where the tools never look for logs: give another place.")
            }
            let kind = PathText.kind(of: place.absolute)
            if kind.exists, kind.isFolder { return try workspace.confine(PathText.appending(place.relative, fileName)) }
            guard place.relative.hasSuffix(LogDiscovery.fileExtension) else {
                throw ToolFailure(kind.exists ? "‘\(path)’ is not a log: give a folder or a file ending in .antrain."
                                         : "There is no folder ‘\(path)’ in the workspace; a new log's name ends in .antrain.")
            }
            return place
        }
        let snapshot = try workspace.definitionsSnapshot()
        let folders = snapshot.athletes.filter(\.hasProfile).compactMap(\.folder)
        guard folders.count <= 1 else {
            throw ToolFailure("The workspace holds several athletes (\(folders.map(workspace.relative).sorted().joined(separator: ", "))): "
                + "give `path`, the folder of the one these entries are for.")
        }
        let folder = folders.first.map(workspace.relative) ?? "."
        return try workspace.confine(folder == "." ? fileName : PathText.appending(folder, fileName))
    }

    struct Checked {
        /// The whole new text of the log.
        var text: String
        var diagnostics: [DiagnosticLine]
        var isClean: Bool
    }

    /// The log with `entries` appended, analysed with the workspace: the diagnostics about the
    /// entries, the errors the log already had, and the errors the entries cause elsewhere (in
    /// the athlete's other logs, or in any log when the entries define something).
    ///
    /// The trial runs on a copy of the host: the host keeps what the disk holds.
    static func check(appending entries: String, to existing: [UInt8]?, at target: ConfinedPath, definesSomething: Bool,
                      in workspace: MCPWorkspace) throws(ToolFailure) -> Checked {
        var text = existing.map { String(decoding: $0, as: UTF8.self) } ?? ""
        if !text.isEmpty {
            if !text.hasSuffix("\n") { text += "\n" }
            text += "\n"
        }
        let entriesLine = text.reduce(0) { $1 == "\n" ? $0 + 1 : $0 }
        let entriesStart = text.utf8.count
        text += entries
        let key = target.relative
        return try workspace.withHost { (host: inout WorkspaceHost) throws(ToolFailure) -> Checked in
            var trial = host
            trial.setText(key, folder: PathText.deletingLastComponent(target.absolute), text: text)
            guard let file = trial.log(key) else { throw ToolFailure("\(key) could not be analysed.") }
            let language = file.language
            var lines: [DiagnosticLine] = []
            var isClean = true
            for diagnostic in file.diagnostics {
                let inEntries = diagnostic.range.lowerBound >= entriesStart
                // An unknown name refuses the entries that hold it, not the ones after an old warning.
                let refuses = diagnostic.severity == .error || (inEntries && refusedWarnings.contains(diagnostic.code))
                if refuses { isClean = false }
                // The log's own warnings are not the entries' business; its errors are (it will not be written).
                guard inEntries || diagnostic.severity == .error else { continue }
                var line = DiagnosticLine(file: inEntries ? entriesName : key, diagnostic: diagnostic, source: file.source,
                                          language: language, lineOffset: inEntries ? entriesLine : 0)
                if !inEntries { line.message = "this log already has an error, fix it first: " + line.message }
                lines.append(line)
            }
            // Entries can break other files (a second profile for the folder, a definition twice).
            let others = Set(definesSomething ? trial.logs : file.keysOfAthlete)
            for other in trial.logs where other != key && others.contains(other) {
                guard let after = trial.log(other) else { continue }
                let errors = after.diagnostics.filter { $0.severity == .error }
                let errorsBefore = host.isLog(other) ? host.log(other)?.diagnostics.filter { $0.severity == .error }.count ?? 0 : 0
                guard errors.count > errorsBefore else { continue }
                isClean = false
                lines += errors.map { error in
                    let line = DiagnosticLine(file: other, diagnostic: error, source: after.source, language: after.language)
                    return error.code == .duplicateProfile ? secondProfile(in: entries, existing: line) ?? line : line
                }
            }
            return Checked(text: text, diagnostics: lines, isClean: isClean)
        }
    }

    /// A profile among the entries where the folder has one in `existing`'s file: the
    /// analysis reports the profile that comes later in file order, which may be the old one;
    /// the answer names the entries' profile as the second one and the file that holds the first.
    static func secondProfile(in entries: String, existing: DiagnosticLine) -> DiagnosticLine? {
        let tree = Parser.parse(entries)
        guard let profile = tree.entries.first(where: { $0.kind == .profile }) else { return nil }
        let range = profile.keyword ?? profile.headerRange
        var line = existing
        line.file = entriesName
        (line.line, line.column) = tree.source.humanPosition(of: range.lowerBound)
        (line.endLine, line.endColumn) = tree.source.humanPosition(of: range.upperBound)
        line.message = "There is already a profile in this folder, in \(existing.file) at line \(existing.line); each folder holds "
            + "one athlete's profile: change that one, or give `path` in a folder of the other athlete's own"
        return line
    }

    static func refusal(_ diagnostics: [DiagnosticLine], target: ConfinedPath, dryRun: Bool) -> ToolOutcome {
        let answer = Answer(written: false, dryRun: dryRun, file: target.relative, diagnostics: diagnostics)
        let lines = diagnostics.map(\.text)
        let text = "Nothing was written to \(target.relative): the entries have problems.\n" + lines.joined(separator: "\n")
        return ToolOutcome(structured: (try? StructuredJSON.value(answer)) ?? [:], isError: true, text: text)
    }
}
