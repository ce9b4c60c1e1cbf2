import AntrainBasics
import AntrainModel
import AntrainSyntax
import Dispatch

/// How an analysis keeps each file's full models (every meal, exercise and set).
///
/// The workspace-wide facts (history, records, training maxes, rules, diagnostics) need only
/// each file's figures (``LoweringRetention/checkedFigures``); hover, lenses, completion,
/// references and reports read full models, but only of the entries they touch. A language
/// server holding a coach's twelve athletes keeps the figures and builds full models when a
/// query asks, under a ``ModelBudget``; a command that reads one athlete once keeps them all.
public enum ModelKeeping: Sendable {
    /// Full models for every file, built with the analysis (commands, tests).
    case always
    /// Figures only; full models built per file when read, kept within the budget.
    case onDemand(ModelBudget)
    /// Diagnostics only (`antrain check`): each part of a log is parsed, lowered keeping what
    /// the workspace's rules read, and dropped before the next (see
    /// ``WorkspaceSnapshot/check(_:settings:)``). Such an analysis answers diagnostics, not
    /// editor features or figures.
    case diagnosticsOnly

    // The one place where the policy decides what lowering keeps and which trees are held:
    // everything kept or dropped to meet the memory target follows from the case above.

    /// What lowering keeps besides diagnostics: every model, or the figures the rules read.
    var loweringRetention: LoweringRetention {
        switch self {
        case .always: .everyModel
        case .onDemand: .checkedFigures
        case .diagnosticsOnly: .ruleFigures
        }
    }

    /// What an analysis does with the tree of a file's chunk: held while an editor shows the
    /// file (or always, outside `onDemand`); otherwise kept within the budget, or, for a file
    /// that defines nothing, not kept at all (parsed while lowered: analysing an athlete no
    /// editor shows never holds all of its trees at once).
    func treeKeeping(isShown: Bool, definesSomething: Bool) -> SourceFile.TreeKeeping {
        guard case .onDemand = self, !isShown else { return .held }
        return definesSomething ? .dropped : .unparsed
    }
}

/// Bounds the full models and trees kept across an on-demand host's analyses: once the files
/// whose models are held add up to more than ``textBytes`` of text (``treeTextBytes`` for
/// trees), the ones built longest ago are dropped, and built again if asked for.
///
/// A hover reads the sessions of one exercise across one athlete's files, so the models' budget
/// holds at least one large athlete's: queries in one athlete's logs stay fast, while references
/// across twelve athletes do not leave twelve athletes' models behind. A tree is parsed again
/// in a fraction of the time its models take to build, and is read again rarely (references,
/// workspace symbols, building models): a few chunks' trees are enough.
public final class ModelBudget: @unchecked Sendable {
    /// The text whose models may be held at once (a ten-year log is about 1.7 MB). A hover
    /// reads models across the athlete's whole log: a budget smaller than the log would build
    /// them again on every hover, so it leaves room for a log several times that size.
    public let textBytes: Int
    /// The text whose trees may be held at once, besides those of the files an editor shows.
    public let treeTextBytes: Int
    private let lock = DispatchSemaphore(value: 1)
    private var models = Pool()
    private var trees = Pool()

    public init(textBytes: Int = 6_000_000, treeTextBytes: Int = 100_000) {
        self.textBytes = textBytes
        self.treeTextBytes = treeTextBytes
    }

    /// How many bytes of text the models and trees held now stand for (for tests).
    public var bytesHeld: Int {
        lock.wait()
        defer { lock.signal() }
        return models.bytes + trees.bytes
    }

    /// Records models (or a tree) just built for `bytes` of text, dropping the oldest over
    /// budget. Called with no other lock held: it takes the holders' locks to drop theirs.
    func register(_ holder: ModelHolder, bytes: Int, isTree: Bool = false) {
        lock.wait()
        defer { lock.signal() }
        if isTree {
            trees.add(holder, bytes: bytes, limit: treeTextBytes)
        } else {
            models.add(holder, bytes: bytes, limit: textBytes)
        }
    }

    /// What is held of one kind, oldest first.
    private struct Pool {
        var held: [(holder: WeakHolder, bytes: Int)] = []
        var bytes = 0

        /// Adds `holder`, then drops the oldest until the pool fits `limit` (the newest stays).
        mutating func add(_ holder: ModelHolder, bytes added: Int, limit: Int) {
            held.append((WeakHolder(holder), added))
            bytes += added
            var dropped = 0
            while bytes > limit, dropped < held.count - 1 {
                held[dropped].holder.value?.dropModels()
                bytes -= held[dropped].bytes
                dropped += 1
            }
            if dropped > 0 { held.removeFirst(dropped) }
        }
    }

    private struct WeakHolder {
        weak var value: ModelHolder?
        init(_ value: ModelHolder) { self.value = value }
    }
}

/// Something that keeps models a ``ModelBudget`` may drop.
class ModelHolder: @unchecked Sendable {
    let lock = DispatchSemaphore(value: 1)

    /// Forgets the models held; they are built again when asked for.
    func dropModels() {}
}

/// One chunk's full models before `%` loads are resolved: they depend only on the chunk's
/// tree, its athlete, the definitions and the settings, so an analysis that reuses the chunk's
/// figures reuses this too.
final class ChunkModels: ModelHolder, @unchecked Sendable {
    /// The chunk as given to the analysis, and where its tree is (held or parsed again).
    private let file: SourceFile
    let tree: FileTree
    let fileIndex: Int
    let definitions: WorkspaceDefinitions
    let settings: AnalysisSettings
    let budget: ModelBudget
    private var models: LoweredModels?

    var textBytes: Int { tree.source.count }

    init(source: SourceFile, tree: FileTree, fileIndex: Int, definitions: WorkspaceDefinitions, settings: AnalysisSettings,
         budget: ModelBudget) {
        // Kept without its tree: the tree may be dropped and parsed again.
        file = SourceFile(name: source.name, tree: SyntaxTree(source: source.tree.source), firstLine: source.firstLine,
                          folder: source.folder)
        self.tree = tree
        self.fileIndex = fileIndex
        self.definitions = definitions
        self.settings = settings
        self.budget = budget
    }

    /// The chunk lowered with every model, built now if not held.
    var unresolved: LoweredFile { unresolvedModels.file }

    var unresolvedModels: LoweredModels {
        lock.wait()
        let held = models
        lock.signal()
        if let held { return held }
        var source = file
        source.tree = tree.tree
        let built = LoweredModels(WorkspaceSnapshot.lower(source, fileIndex: fileIndex, definitions: definitions, settings: settings,
                                                          retention: .everyModel))
        lock.wait()
        models = built
        lock.signal()
        budget.register(self, bytes: textBytes)
        return built
    }

    override func dropModels() {
        lock.wait()
        models = nil
        lock.signal()
    }
}

/// Where a file of a snapshot gets its full models: held from the analysis, or built on demand
/// from its chunk's models with the snapshot's `%` loads resolved.
final class FileModels: ModelHolder, @unchecked Sendable {
    /// What resolving a file's `%` loads needs: its athlete's history and profile.
    struct PercentContext {
        var history: TrainingHistory
        var profile: UserProfile
    }

    // Stored apart, not as an enum: reading a workout checks two references, and copying an
    // enum's payload out would retain every array of the history on each read.
    private let held: LoweredModels?
    let chunk: ChunkModels?
    private let percent: PercentContext?
    private let hasPercentLoads: Bool
    private var resolved: LoweredModels?

    /// Models built with the analysis.
    init(held: LoweredFile) {
        self.held = LoweredModels(held)
        chunk = nil
        percent = nil
        hasPercentLoads = false
    }

    /// Models built when asked for; `percent` is nil when the file has no `%` load.
    init(chunk: ChunkModels, percent: PercentContext?) {
        held = nil
        self.chunk = chunk
        self.percent = percent
        hasPercentLoads = percent != nil
    }

    var models: LoweredFile { boxed.file }

    /// The models in their box: reading one workout through it copies that workout only, not
    /// the file's every array (a hover reads hundreds of sessions' workouts).
    var boxed: LoweredModels {
        if let held { return held }
        guard let chunk else { preconditionFailure("file models without a source") }
        guard hasPercentLoads else { return chunk.unresolvedModels }
        lock.wait()
        let kept = resolved
        lock.signal()
        if let kept { return kept }
        var built = chunk.unresolved
        if let percent { PercentLoads.resolveWeights(&built, history: percent.history, profile: percent.profile) }
        let box = LoweredModels(built)
        // Not counted in the budget: it shares all but its `%` workouts with the chunk's
        // models, and lives as long as its snapshot (the athlete's next analysis drops it).
        lock.wait()
        resolved = box
        lock.signal()
        return box
    }
}

/// A file's syntax tree in an analysis: held, or (for a log no editor shows, with
/// ``ModelKeeping/onDemand(_:)``) parsed again from its text when a query reads it and kept
/// within the budget. Parsing a chunk gives the tree it had: the text is the same object.
final class FileTree: ModelHolder, @unchecked Sendable {
    let source: SourceText
    private let budget: ModelBudget?
    private var held: SyntaxTree?

    /// A tree kept as long as the analysis.
    init(held tree: SyntaxTree) {
        source = tree.source
        budget = nil
        held = tree
    }

    /// A tree parsed from `tree`'s text when asked for again once the budget dropped it.
    init(parsed tree: SyntaxTree, budget: ModelBudget) {
        source = tree.source
        self.budget = budget
        held = tree
        super.init()
        budget.register(self, bytes: source.count, isTree: true)
    }

    /// A tree not parsed yet: parsed from `source` when read.
    init(source: SourceText, budget: ModelBudget) {
        self.source = source
        self.budget = budget
        held = nil
    }

    var tree: SyntaxTree {
        lock.wait()
        let kept = held
        lock.signal()
        if let kept { return kept }
        let parsed = Parser.parse(source)
        lock.wait()
        held = parsed
        lock.signal()
        budget?.register(self, bytes: source.count, isTree: true)
        return parsed
    }

    override func dropModels() {
        guard budget != nil else { return }
        lock.wait()
        held = nil
        lock.signal()
    }
}

extension LoweredFile {
    /// The same figures in arrays no larger than they are: lowering grows its arrays by
    /// doubling, and figures kept for a whole repository should not keep the room they grew.
    func compacted() -> LoweredFile {
        var file = self
        file.compact()
        return file
    }

    /// ``compacted()`` in place: a file's arrays that the lowering alone holds are trimmed
    /// without copying the others (`antrain check` trims every piece it keeps).
    mutating func compact() {
        for index in workouts.indices where workouts[index].exercises.capacity > workouts[index].exercises.count
            || workouts[index].exerciseKeyIndices.capacity > workouts[index].exerciseKeyIndices.count {
            workouts[index].exercises = Self.exact(workouts[index].exercises)
            workouts[index].exerciseKeyIndices = Self.exact(workouts[index].exerciseKeyIndices)
        }
        workouts = Self.exact(workouts)
        bodyweights = Self.exact(bodyweights)
        trainingMaxes = Self.exact(trainingMaxes)
        programStarts = Self.exact(programStarts)
        measurements = Self.exact(measurements)
        diagnostics = Self.exact(diagnostics)
        exerciseKeys = Self.exact(exerciseKeys)
        exerciseNames = Self.exact(exerciseNames)
        writtenLoads = Self.exact(writtenLoads)
        setRanges = Self.exact(setRanges)
    }

    /// `array` in storage of its own size (itself when it has no room to spare).
    private static func exact<Element>(_ array: [Element]) -> [Element] {
        guard array.capacity > array.count else { return array }
        return [Element](unsafeUninitializedCapacity: array.count) { buffer, count in
            count = buffer.initialize(fromContentsOf: array)
        }
    }
}

/// A file's full models in a box of their own: handed out by reference, read in place.
final class LoweredModels: Sendable {
    let file: LoweredFile

    init(_ file: LoweredFile) {
        self.file = file
    }
}
