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
    /// Whether the analysis keeps the tree (see ``TreeKeeping``).
    var keeping: TreeKeeping

    /// What an on-demand analysis (``ModelKeeping/onDemand(_:)``) does with a file's tree.
    /// Internal: derived from the host's one policy, ``ModelKeeping/treeKeeping(isShown:definesSomething:)``.
    enum TreeKeeping: Sendable {
        /// The tree is kept with the analysis (a file an editor shows).
        case held
        /// The tree is kept within the budget, and parsed again from the text when read.
        case dropped
        /// `tree` is the text only (``SyntaxTree/init(source:diagnostics:)``): the analysis
        /// parses it while lowering it and keeps no tree, so that analysing an athlete no editor
        /// shows never holds all of its trees at once. Only for text without undated entries,
        /// which the definitions are read from before lowering.
        case unparsed
    }

    public init(name: String, tree: SyntaxTree, firstLine: Int = 0, folder: String = "") {
        self.init(name: name, tree: tree, firstLine: firstLine, folder: folder, keeping: .held)
    }

    init(name: String, tree: SyntaxTree, firstLine: Int = 0, folder: String = "", keeping: TreeKeeping) {
        self.name = name
        self.tree = tree
        self.firstLine = firstLine
        self.folder = folder
        self.keeping = keeping
    }

    public init(name: String, text: String, folder: String = "") {
        self.init(name: name, tree: Parser.parse(text), folder: folder)
    }
}

/// One file's results: its tree, its models, and every diagnostic about it.
public struct FileAnalysis: Sendable {
    public var name: String
    /// The file's tree: held, or parsed again from ``source`` (see ``SourceFile/holdsTree``).
    public var tree: SyntaxTree { trees.tree }
    /// The file's text (the chunk's, for a chunk of a large file).
    public var source: SourceText { trees.source }
    let trees: FileTree
    /// The parser's diagnostics, kept apart for an analysis that reuses the file: its tree
    /// may not be held.
    let parserDiagnostics: [Diagnostic]
    /// See ``SourceFile/firstLine``.
    public var firstLine: Int
    /// What the workspace-wide facts read (history, records, rules): every model when the
    /// analysis keeps them all (``ModelKeeping/always``), else each workout's header, each
    /// exercise item's counts and loads and each day's nutrition totals
    /// (``LoweringRetention/checkedFigures``).
    public var figures: LoweredFile
    /// Every model of the file (meals, exercises, sets): held, or built when first read and
    /// kept within the host's ``ModelBudget``.
    public var lowered: LoweredFile { models.models }
    let models: FileModels
    /// The index of the file's athlete in ``WorkspaceDefinitions/athletes``.
    public var athlete: Int
    /// Parser, definition, lowering and workspace diagnostics, ordered by position.
    public var diagnostics: [Diagnostic]

    public var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }
}

/// The analysis of a whole workspace at one moment: immutable, shared by every feature.
public struct WorkspaceSnapshot: Sendable {
    /// What the analysis found, in one box: a snapshot is handed to every request and copied
    /// into each hover's writer, and a copy of a dozen arrays and dictionaries retained each.
    private final class Facts: Sendable {
        let files: [FileAnalysis]
        let definitions: WorkspaceDefinitions
        let histories: [TrainingHistory]
        let settings: AnalysisSettings
        let schedules: [ProgramSchedule]
        let sessionFigures = SessionFiguresCache()

        init(files: [FileAnalysis], definitions: WorkspaceDefinitions, histories: [TrainingHistory], settings: AnalysisSettings) {
            self.files = files
            self.definitions = definitions
            self.histories = histories
            self.settings = settings
            schedules = histories.map { ProgramSchedule(starts: $0.programStarts, programs: definitions.programsByName) }
        }
    }

    private let facts: Facts

    public var files: [FileAnalysis] { _read { yield facts.files } }
    public var definitions: WorkspaceDefinitions { _read { yield facts.definitions } }
    /// Each athlete's history, in the order of ``WorkspaceDefinitions/athletes``.
    public var histories: [TrainingHistory] { _read { yield facts.histories } }
    public var settings: AnalysisSettings { _read { yield facts.settings } }
    /// Figures derived on demand and kept as long as the snapshot (see ``SessionFiguresCache``).
    var sessionFigures: SessionFiguresCache { facts.sessionFigures }

    /// Analyses `sources` together: definitions and rules that span files see all of them.
    ///
    /// - Parameters:
    ///   - previous: an earlier snapshot whose lowered files may be reused: a file whose text
    ///     object, position in `sources` and workspace definitions are unchanged lowers to the
    ///     same models, so only edited files are lowered again.
    ///   - keeping: whether every file's full models are built now, or on demand.
    public static func analyze(
        _ sources: [SourceFile], settings: AnalysisSettings, reusing previous: WorkspaceSnapshot? = nil,
        keeping: ModelKeeping = .always
    ) -> WorkspaceSnapshot {
        var collector = DefinitionCollector(sources: sources)
        let definitions = collector.collect()
        let canReuse = previous.map { $0.settings == settings && $0.definitions.fingerprint == definitions.fingerprint } ?? false
        let budget: ModelBudget?
        if case .onDemand(let given) = keeping { budget = given } else { budget = nil }
        var lowered: [LoweredFile?] = []
        var parserDiagnostics: [[Diagnostic]?] = []
        var chunks: [ChunkModels?] = []
        var trees: [FileTree?] = []
        for index in sources.indices {
            guard canReuse, let previous, index < previous.files.count,
                  previous.files[index].source === sources[index].tree.source,
                  previous.files[index].firstLine == sources[index].firstLine,
                  previous.files[index].name == sources[index].name,
                  previous.files[index].athlete == definitions.athleteOfFile[index],
                  (previous.files[index].models.chunk == nil) == (budget == nil) else {
                lowered.append(nil)
                parserDiagnostics.append(nil)
                chunks.append(nil)
                trees.append(nil)
                continue
            }
            lowered.append(previous.files[index].figures)
            parserDiagnostics.append(previous.files[index].parserDiagnostics)
            chunks.append(previous.files[index].models.chunk)
            trees.append(previous.files[index].trees)
        }
        // Files (or pieces of a large file) lower independently: on every core.
        let retention = keeping.loweringRetention
        let stale = lowered.indices.filter { lowered[$0] == nil }
        let fresh = stale.concurrentMap { index -> (LoweredFile, [Diagnostic]) in
            var source = sources[index]
            // Parsed here, and dropped once lowered: at most one tree per core at a time.
            if budget != nil, source.keeping == .unparsed { source.tree = Parser.parse(source.tree.source) }
            let file = lower(source, fileIndex: index, definitions: definitions, settings: settings, retention: retention)
            // Figures are kept for every file of the workspace: without the room they grew.
            return (budget == nil ? file : file.compacted(), source.tree.diagnostics)
        }
        for (index, file) in zip(stale, fresh) {
            lowered[index] = file.0
            parserDiagnostics[index] = file.1
        }
        for index in stale {
            let source = sources[index]
            let tree: FileTree
            switch (budget, source.keeping) {
            case (let budget?, .dropped): tree = FileTree(parsed: source.tree, budget: budget)
            case (let budget?, .unparsed): tree = FileTree(source: source.tree.source, budget: budget)
            default: tree = FileTree(held: source.tree)
            }
            trees[index] = tree
            if let budget {
                chunks[index] = ChunkModels(source: source, tree: tree, fileIndex: index, definitions: definitions, settings: settings,
                                            budget: budget)
            }
        }
        // A keystroke in a set (a digit of a load) leaves every date, time, line, exercise,
        // weigh-in, max and program line where it was: the histories are the previous ones.
        var histories: [TrainingHistory]?
        if canReuse, let previous, previous.files.count == sources.count, previous.definitions.athleteOfFile == definitions.athleteOfFile,
           stale.allSatisfy({ previous.files[$0].figures.holdsTheSameHistory(as: lowered[$0]!) }) {
            histories = previous.histories
        }
        return assemble(sources, lowered: lowered.map { $0! }, definitions: definitions,
                        definitionDiagnostics: collector.diagnostics, settings: settings,
                        parserDiagnostics: parserDiagnostics.map { $0! }, trees: trees.map { $0! },
                        chunks: budget == nil ? nil : chunks.map { $0! }, histories: histories)
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
    ///
    /// - Parameter chunks: where each file's full models are built on demand, when `lowered`
    ///   holds figures only; nil when `lowered` is all there is.
    static func assemble(
        _ sources: [SourceFile], lowered: [LoweredFile], definitions: WorkspaceDefinitions,
        definitionDiagnostics: [[Diagnostic]], settings: AnalysisSettings, parserDiagnostics: [[Diagnostic]]? = nil,
        trees: [FileTree]? = nil, chunks: [ChunkModels]? = nil, histories reused: [TrainingHistory]? = nil
    ) -> WorkspaceSnapshot {
        var loweredFiles = lowered
        let histories = reused ?? definitions.athletes.indices.map { athlete in
            TrainingHistory(files: loweredFiles) { definitions.athleteOfFile[$0] == athlete }
        }
        // The history holds references, not weights: `%` loads are resolved against it, then
        // the load rules see the resolved weights.
        let unresolved = loweredFiles
        let percentDiagnostics = PercentLoads.resolve(&loweredFiles, histories: histories, definitions: definitions, sources: sources,
                                                      models: { chunks?[$0].unresolved ?? unresolved[$0] })
        var rules = WorkspaceRules(files: loweredFiles, histories: histories, definitions: definitions, sources: sources)
        let ruleDiagnostics = rules.check()
        var files: [FileAnalysis] = []
        for (index, source) in sources.enumerated() {
            let parsing = parserDiagnostics?[index] ?? source.tree.diagnostics
            var diagnostics = parsing + definitionDiagnostics[index] + loweredFiles[index].diagnostics
                + percentDiagnostics[index] + ruleDiagnostics[index]
            diagnostics.sort { ($0.range.start, $0.range.end) < ($1.range.start, $1.range.end) }
            let athlete = definitions.athleteOfFile[index]
            let models: FileModels
            if let chunks {
                let percent = PercentLoads.hasPercentLoads(loweredFiles[index])
                    ? FileModels.PercentContext(history: histories[athlete], profile: definitions.athletes[athlete].profile) : nil
                models = FileModels(chunk: chunks[index], percent: percent)
            } else {
                models = FileModels(held: loweredFiles[index])
            }
            files.append(FileAnalysis(name: source.name, trees: trees?[index] ?? FileTree(held: source.tree), parserDiagnostics: parsing,
                                      firstLine: source.firstLine, figures: loweredFiles[index],
                                      models: models, athlete: athlete, diagnostics: diagnostics))
        }
        return WorkspaceSnapshot(files: files, definitions: definitions, histories: histories, settings: settings)
    }

    public init(files: [FileAnalysis], definitions: WorkspaceDefinitions, histories: [TrainingHistory], settings: AnalysisSettings) {
        facts = Facts(files: files, definitions: definitions, histories: histories, settings: settings)
    }

    /// Each athlete's program starts in date order, in the order of ``athletes``: sorted once
    /// here, as every hover on a workout asks which program day it is.
    var schedules: [ProgramSchedule] { _read { yield facts.schedules } }

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
        // Through the models' box: the one workout is copied, not the file's models.
        files[reference.file].models.boxed.file.workouts[reference.index]
    }

    public func fileIndex(named name: String) -> Int? { files.firstIndex { $0.name == name } }
}
