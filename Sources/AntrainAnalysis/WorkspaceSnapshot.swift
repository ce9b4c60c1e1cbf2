import AntrainModel
import AntrainSyntax

/// One file given to an analysis: a name (path or URI) and its text.
public struct SourceFile: Sendable {
    public var name: String
    public var tree: SyntaxTree

    public init(name: String, tree: SyntaxTree) {
        self.name = name
        self.tree = tree
    }

    public init(name: String, text: String) {
        self.init(name: name, tree: Parser.parse(text))
    }
}

/// One file's results: its tree, its models, and every diagnostic about it.
public struct FileAnalysis: Sendable {
    public var name: String
    public var tree: SyntaxTree
    public var lowered: LoweredFile
    /// Parser, definition, lowering and workspace diagnostics, ordered by position.
    public var diagnostics: [Diagnostic]

    public var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }
}

/// The analysis of a whole workspace at one moment: immutable, shared by every feature.
public struct WorkspaceSnapshot: Sendable {
    public let files: [FileAnalysis]
    public let definitions: WorkspaceDefinitions
    public let history: TrainingHistory
    public let settings: AnalysisSettings

    /// Analyses `sources` together: definitions and rules that span files see all of them.
    public static func analyze(_ sources: [SourceFile], settings: AnalysisSettings) -> WorkspaceSnapshot {
        var collector = DefinitionCollector(trees: sources.map(\.tree), fileNames: sources.map(\.name))
        let definitions = collector.collect()
        var lowered: [LoweredFile] = []
        lowered.reserveCapacity(sources.count)
        for (index, source) in sources.enumerated() {
            var lowerer = Lowerer(tree: source.tree, file: source.name, fileIndex: index, definitions: definitions, today: settings.today)
            lowered.append(lowerer.lower())
        }
        let history = TrainingHistory(files: lowered)
        var rules = WorkspaceRules(files: lowered, history: history, definitions: definitions, sources: sources)
        let ruleDiagnostics = rules.check()
        var files: [FileAnalysis] = []
        for (index, source) in sources.enumerated() {
            var diagnostics = source.tree.diagnostics + collector.diagnostics[index] + lowered[index].diagnostics + ruleDiagnostics[index]
            diagnostics.sort { ($0.range.start, $0.range.end) < ($1.range.start, $1.range.end) }
            files.append(FileAnalysis(name: source.name, tree: source.tree, lowered: lowered[index], diagnostics: diagnostics))
        }
        return WorkspaceSnapshot(files: files, definitions: definitions, history: history, settings: settings)
    }

    public init(files: [FileAnalysis], definitions: WorkspaceDefinitions, history: TrainingHistory, settings: AnalysisSettings) {
        self.files = files
        self.definitions = definitions
        self.history = history
        self.settings = settings
    }

    /// The unit figures are shown in: the setting, else the profile's.
    public var displayUnit: WeightUnit { settings.unitOverride ?? definitions.profile.unit }

    public func workout(_ reference: WorkoutReference) -> LoweredWorkout {
        files[reference.file].lowered.workouts[reference.index]
    }

    public func fileIndex(named name: String) -> Int? { files.firstIndex { $0.name == name } }
}
