import AntrainBasics
import AntrainModel
import AntrainSyntax

/// One file given to an analysis: a name (path or URI) and its text.
public struct SourceFile: Sendable {
    public var name: String
    public var tree: SyntaxTree
    /// The 0-based line of the file this text starts at: 0 for a whole file, more for one
    /// chunk of a large document (the language server splits those at entry boundaries so
    /// an edit re-reads one chunk). Messages and models count lines from the file's start.
    public var firstLine: Int
    /// The folder the file is in, as a path (`/home/coach/logs/anna`): it decides which
    /// profile governs the file (LANGUAGE.md §4). Files given without one share the folder "".
    public var folder: String

    public init(name: String, tree: SyntaxTree, firstLine: Int = 0, folder: String = "") {
        self.name = name
        self.tree = tree
        self.firstLine = firstLine
        self.folder = folder
    }

    public init(name: String, text: String, folder: String = "") {
        self.init(name: name, tree: Parser.parse(text), folder: folder)
    }
}

/// One file's results: its tree, its models, and every diagnostic about it.
public struct FileAnalysis: Sendable {
    public var name: String
    public var tree: SyntaxTree
    /// See ``SourceFile/firstLine``.
    public var firstLine: Int
    public var lowered: LoweredFile
    /// The index of the file's athlete in ``WorkspaceDefinitions/athletes``.
    public var athlete: Int
    /// Parser, definition, lowering and workspace diagnostics, ordered by position.
    public var diagnostics: [Diagnostic]

    public var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }
}

/// The analysis of a whole workspace at one moment: immutable, shared by every feature.
public struct WorkspaceSnapshot: Sendable {
    public let files: [FileAnalysis]
    public let definitions: WorkspaceDefinitions
    /// Each athlete's history, in the order of ``WorkspaceDefinitions/athletes``.
    public let histories: [TrainingHistory]
    public let settings: AnalysisSettings

    /// Analyses `sources` together: definitions and rules that span files see all of them.
    ///
    /// - Parameter previous: an earlier snapshot whose lowered files may be reused: a file
    ///   whose text object, position in `sources` and workspace definitions are unchanged
    ///   lowers to the same models, so only edited files are lowered again.
    public static func analyze(
        _ sources: [SourceFile], settings: AnalysisSettings, reusing previous: WorkspaceSnapshot? = nil
    ) -> WorkspaceSnapshot {
        var collector = DefinitionCollector(sources: sources)
        let definitions = collector.collect()
        let canReuse = previous.map { $0.settings == settings && $0.definitions.fingerprint == definitions.fingerprint } ?? false
        var lowered: [LoweredFile?] = sources.indices.map { index in
            guard canReuse, let previous, index < previous.files.count,
                  previous.files[index].tree.source === sources[index].tree.source,
                  previous.files[index].firstLine == sources[index].firstLine,
                  previous.files[index].name == sources[index].name,
                  previous.files[index].athlete == definitions.athleteOfFile[index] else { return nil }
            return previous.files[index].lowered
        }
        // Files (or pieces of a large file) lower independently: on every core.
        let stale = lowered.indices.filter { lowered[$0] == nil }
        let fresh = stale.concurrentMap { index in
            lower(sources[index], fileIndex: index, definitions: definitions, settings: settings, retention: .everyModel)
        }
        for (index, file) in zip(stale, fresh) { lowered[index] = file }
        return assemble(sources, lowered: lowered.map { $0! }, definitions: definitions,
                        definitionDiagnostics: collector.diagnostics, settings: settings)
    }

    /// Lowers one file (or piece) whole, keeping what `retention` says. `check` drives the
    /// same ``Lowerer`` a part of a piece at a time (``check(_:settings:)``).
    static func lower(
        _ source: SourceFile, fileIndex: Int, definitions: WorkspaceDefinitions, settings: AnalysisSettings,
        retention: LoweringRetention
    ) -> LoweredFile {
        var lowerer = Lowerer(source: source, fileIndex: fileIndex, definitions: definitions, today: settings.today,
                              retention: retention)
        return lowerer.lower()
    }

    /// The workspace-wide part of an analysis, once every file is lowered: the history, the
    /// rules over it, and each file's diagnostics in order.
    static func assemble(
        _ sources: [SourceFile], lowered: [LoweredFile], definitions: WorkspaceDefinitions,
        definitionDiagnostics: [[Diagnostic]], settings: AnalysisSettings
    ) -> WorkspaceSnapshot {
        var loweredFiles = lowered
        let histories = definitions.athletes.indices.map { athlete in
            TrainingHistory(files: loweredFiles) { definitions.athleteOfFile[$0] == athlete }
        }
        // The history holds references, not weights: `%` loads are resolved against it, then
        // the load rules see the resolved weights.
        let percentDiagnostics = PercentLoads.resolve(&loweredFiles, histories: histories, definitions: definitions, sources: sources)
        var rules = WorkspaceRules(files: loweredFiles, histories: histories, definitions: definitions, sources: sources)
        let ruleDiagnostics = rules.check()
        var files: [FileAnalysis] = []
        for (index, source) in sources.enumerated() {
            var diagnostics = source.tree.diagnostics + definitionDiagnostics[index] + loweredFiles[index].diagnostics
                + percentDiagnostics[index] + ruleDiagnostics[index]
            diagnostics.sort { ($0.range.start, $0.range.end) < ($1.range.start, $1.range.end) }
            files.append(FileAnalysis(name: source.name, tree: source.tree, firstLine: source.firstLine, lowered: loweredFiles[index],
                                      athlete: definitions.athleteOfFile[index], diagnostics: diagnostics))
        }
        return WorkspaceSnapshot(files: files, definitions: definitions, histories: histories, settings: settings)
    }

    public init(files: [FileAnalysis], definitions: WorkspaceDefinitions, histories: [TrainingHistory], settings: AnalysisSettings) {
        self.files = files
        self.definitions = definitions
        self.histories = histories
        self.settings = settings
        schedules = histories.map { ProgramSchedule(starts: $0.programStarts, programs: definitions.programsByName) }
    }

    /// Each athlete's program starts in date order, in the order of ``athletes``: sorted once
    /// here, as every hover on a workout asks which program day it is.
    let schedules: [ProgramSchedule]

    /// The athletes of the workspace (at least one: without a profile, the default one).
    public var athletes: [Athlete] { definitions.athletes }

    /// The athlete whose logs `fileIndex` holds.
    public func athlete(ofFile fileIndex: Int) -> Athlete { definitions.athletes[files[fileIndex].athlete] }

    /// The profile governing `fileIndex` (LANGUAGE.md §4).
    public func profile(ofFile fileIndex: Int) -> UserProfile { athlete(ofFile: fileIndex).profile }

    /// The history of the athlete whose logs `fileIndex` holds.
    public func history(ofFile fileIndex: Int) -> TrainingHistory { histories[files[fileIndex].athlete] }

    /// The indices of the files that hold `athlete`'s logs.
    public func fileIndices(ofAthlete athlete: Int) -> [Int] { files.indices.filter { files[$0].athlete == athlete } }

    /// The unit figures about `fileIndex` are shown in: the setting, else its athlete's.
    public func displayUnit(ofFile fileIndex: Int) -> WeightUnit { settings.unitOverride ?? profile(ofFile: fileIndex).unit }

    public func workout(_ reference: WorkoutReference) -> LoweredWorkout {
        files[reference.file].lowered.workouts[reference.index]
    }

    public func fileIndex(named name: String) -> Int? { files.firstIndex { $0.name == name } }
}
