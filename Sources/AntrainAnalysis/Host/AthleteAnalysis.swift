import AntrainModel
import AntrainSyntax

/// Where a file of an ``AthleteAnalysis``'s snapshot comes from: a chunk of one of the
/// athlete's files, or another athlete's file of which only the undated entries are read.
///
/// Chunks are the host's business: no door sees one. Every public query of an analysis
/// takes a file's key and an offset in the file, and answers in the file's offsets.
struct ChunkOrigin: Sendable, Hashable {
    /// The file in the host.
    var file: FileID
    /// The offset in the file where the chunk starts (its tree's offsets count from here).
    var base: Int
    /// Whether the file is this athlete's: its diagnostics, entries and figures count here.
    /// Other files stand in for their definitions only.
    var isOwned: Bool
}

/// One athlete's analysis: their logs, every other file's definitions, and the snapshot
/// computed from both. Immutable and `Sendable`: a change gives a new one, and a door may
/// answer from it on any thread while the host moves on.
public struct AthleteAnalysis: Sendable {
    /// The athlete's identity in the host.
    public let key: String
    public let snapshot: WorkspaceSnapshot
    /// Where each file of ``snapshot`` comes from, by its index there.
    let origins: [ChunkOrigin]
    /// The host's files as they were named when the analysis was made.
    let table: FileTable
    /// Counts the analyses the host has made: a later analysis has a larger number, and an
    /// analysis kept through a change keeps its number.
    public let generation: Int

    init(key: String, snapshot: WorkspaceSnapshot, origins: [ChunkOrigin], table: FileTable, generation: Int) {
        self.key = key
        self.snapshot = snapshot
        self.origins = origins
        self.table = table
        self.generation = generation
    }

    /// Every file of the snapshot that is a chunk of `file`, with its base offset, in the
    /// file's order (none when `file` belongs to another athlete).
    func chunkFiles(of file: String) -> [(fileIndex: Int, base: Int)] {
        guard let id = table.id(of: file) else { return [] }
        return origins.indices.filter { origins[$0].isOwned && origins[$0].file == id }.map { ($0, origins[$0].base) }
    }

    /// The key a door names `file` by.
    func key(of file: FileID) -> String { table.key(of: file) }

    /// The chunk of `file` that holds `offset` (the last one for the end of the text).
    func chunk(of file: String, at offset: Int) -> (fileIndex: Int, base: Int)? {
        chunkFiles(of: file).last { $0.base <= offset } ?? chunkFiles(of: file).first
    }

    /// The files of the snapshot that are this athlete's own.
    var ownedFileIndices: [Int] { origins.indices.filter { origins[$0].isOwned } }

    /// A range of the snapshot's file `fileIndex` as a range of the file the host holds.
    func fileRange(_ range: TextRange, inFile fileIndex: Int) -> FileRange {
        let origin = origins[fileIndex]
        return FileRange(file: table.key(of: origin.file), range: range.shifted(by: origin.base))
    }

    /// Whether `file` is one of this athlete's logs.
    public func owns(_ file: String) -> Bool {
        guard let id = table.id(of: file) else { return false }
        return origins.contains { $0.isOwned && $0.file == id }
    }

    /// This athlete's logs, by key, in the analysis's order.
    public var files: [String] {
        var seen: Set<FileID> = []
        return origins.filter { $0.isOwned && seen.insert($0.file).inserted }.map { table.key(of: $0.file) }
    }

    /// The diagnostics of one of the athlete's files, in the file's offsets and in order.
    ///
    /// A fix that adds text at the end of a chunk ("define it at the end of the file") adds
    /// it at the end of the file.
    public func diagnostics(ofFile file: String) -> [Diagnostic] {
        let chunks = chunkFiles(of: file)
        guard let last = chunks.last else { return [] }
        let fileEnd = last.base + snapshot.files[last.fileIndex].source.count
        return chunks.flatMap { fileIndex, base in
            let chunkEnd = snapshot.files[fileIndex].source.count
            return snapshot.files[fileIndex].diagnostics.map { diagnostic in
                var moved = diagnostic.shifted(by: base)
                for fix in moved.fixes.indices {
                    for edit in moved.fixes[fix].edits.indices where moved.fixes[fix].edits[edit].range == TextRange(base + chunkEnd, base + chunkEnd) {
                        moved.fixes[fix].edits[edit].range = TextRange(fileEnd, fileEnd)
                    }
                }
                return moved
            }
        }
    }

    /// The workouts of one of the athlete's files, across all its chunks, in the file's order
    /// (none when `file` belongs to another athlete).
    /// Their ``LoweredWorkout/entryRange``s are the file's.
    public func workouts(ofFile file: String) -> [LoweredWorkout] {
        chunkFiles(of: file).flatMap { fileIndex, base in
            snapshot.files[fileIndex].lowered.workouts.map { workout in
                var moved = workout
                moved.entryRange = workout.entryRange.shifted(by: base)
                return moved
            }
        }
    }

    /// The meals of one of the athlete's files, in the file's order, their
    /// ``LoweredMeal/entryRange``s the file's.
    public func meals(ofFile file: String) -> [LoweredMeal] {
        chunkFiles(of: file).flatMap { fileIndex, base in
            snapshot.files[fileIndex].lowered.meals.map { meal in
                var moved = meal
                moved.entryRange = meal.entryRange.shifted(by: base)
                return moved
            }
        }
    }

    /// The weigh-ins of one of the athlete's files, in the file's order.
    public func bodyweights(ofFile file: String) -> [LoweredBodyweight] {
        chunkFiles(of: file).flatMap { fileIndex, _ in snapshot.files[fileIndex].lowered.bodyweights }
    }

    /// The measurements of one of the athlete's files, in the file's order.
    public func measurements(ofFile file: String) -> [LoweredMeasurement] {
        chunkFiles(of: file).flatMap { fileIndex, _ in snapshot.files[fileIndex].lowered.measurements }
    }

    /// The templates one of the athlete's files defines, in the file's order.
    public func templates(ofFile file: String) -> [LoweredTemplate] {
        chunkFiles(of: file).flatMap { fileIndex, _ in snapshot.files[fileIndex].lowered.templates }
    }

    /// How many errors the athlete's own logs have.
    public var errorCount: Int {
        ownedFileIndices.reduce(0) { $0 + snapshot.files[$1].diagnostics.count { $0.severity == .error } }
    }

    /// How many problems (of every severity) the athlete's own logs have.
    public var problemCount: Int {
        ownedFileIndices.reduce(0) { $0 + snapshot.files[$1].diagnostics.count }
    }
}

/// A range in one file the host holds, in the file's offsets.
public struct FileRange: Sendable, Hashable {
    /// The file's key in the host.
    public var file: String
    public var range: TextRange

    public init(file: String, range: TextRange) {
        self.file = file
        self.range = range
    }
}

extension TextRange {
    /// The same range `delta` bytes later.
    public func shifted(by delta: Int) -> TextRange { TextRange(lowerBound + delta, upperBound + delta) }
}
