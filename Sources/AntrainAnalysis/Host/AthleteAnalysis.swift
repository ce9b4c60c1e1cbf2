import AntrainSyntax

/// Where a file of an ``AthleteAnalysis`` comes from: a chunk of one of the athlete's files,
/// or another athlete's file of which only the undated entries are read.
public struct ChunkOrigin: Sendable, Hashable {
    /// The file's key in the host (a path or a URI).
    public var file: String
    /// The offset in the file where the chunk starts (its tree's offsets count from here).
    public var base: Int
    /// Whether the file is this athlete's: its diagnostics, entries and figures count here.
    /// Other files stand in for their definitions only.
    public var isOwned: Bool
}

/// One athlete's analysis: their logs (in chunks), every other file's definitions, and the
/// snapshot computed from both. Immutable: a change gives a new one.
public struct AthleteAnalysis: Sendable {
    /// The athlete's identity in the host.
    public let key: String
    public let snapshot: WorkspaceSnapshot
    /// Where each file of ``snapshot`` comes from, by file index.
    public let origins: [ChunkOrigin]
    /// Counts the analyses the host has made: a later analysis has a larger number, and an
    /// analysis kept through a change keeps its number.
    public let generation: Int

    /// Every file of the snapshot that is a chunk of `file`, with its base offset (none when
    /// `file` belongs to another athlete).
    public func chunkFiles(of file: String) -> [(fileIndex: Int, base: Int)] {
        origins.indices.filter { origins[$0].isOwned && origins[$0].file == file }.map { ($0, origins[$0].base) }
    }

    /// The file of the snapshot that is the chunk of `file` starting at `base`.
    public func fileIndex(of file: String, base: Int) -> Int? {
        origins.firstIndex { $0.isOwned && $0.file == file && $0.base == base }
    }

    /// The diagnostics of one of the athlete's files, in the file's offsets and in order.
    public func diagnostics(ofFile file: String) -> [Diagnostic] {
        chunkFiles(of: file).flatMap { fileIndex, base in
            snapshot.files[fileIndex].diagnostics.map { $0.shifted(by: base) }
        }
    }

    /// The workouts of one of the athlete's files, across all its chunks, in the file's order
    /// (none when `file` belongs to another athlete).
    ///
    /// A file is cut into chunks (``ChunkedText``), so the snapshot's file at one index holds
    /// the workouts of one chunk: what a file holds is asked of the file, never of a chunk.
    public func workouts(ofFile file: String) -> [LoweredWorkout] {
        chunkFiles(of: file).flatMap { fileIndex, _ in snapshot.files[fileIndex].lowered.workouts }
    }

    /// The files of the snapshot that are this athlete's own.
    public var ownedFileIndices: [Int] { origins.indices.filter { origins[$0].isOwned } }
}
