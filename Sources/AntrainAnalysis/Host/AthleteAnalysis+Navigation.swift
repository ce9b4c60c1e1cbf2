import AntrainBasics
import AntrainModel
import AntrainSyntax

/// Names across files (exercises, foods, templates): where they are written, defined and
/// renamed, as ranges of the files the host holds.
extension AthleteAnalysis {
    /// One place a name is written.
    public struct Occurrence: Sendable, Hashable {
        public var place: FileRange
        public var isDefinition: Bool
    }

    /// Where a name is defined: a range of a file, or a read-only view of a library preset.
    public enum Definition: Sendable, Hashable {
        case site(FileRange)
        case preset(fileName: String, text: String, nameRange: TextRange)
    }

    /// The name at `offset` in `file`, and the range of its text there (in the file's offsets).
    public func symbol(inFile file: String, at offset: Int) -> (symbol: NamedSymbol, range: TextRange)? {
        guard let (fileIndex, base) = chunk(of: file, at: offset),
              let (symbol, range) = SymbolIndex.symbol(at: max(0, offset - base), in: snapshot, fileIndex: fileIndex) else { return nil }
        return (symbol, range.shifted(by: base))
    }

    /// Every place the athlete's logs name `symbol` (only `file`'s when given), in file and text order.
    public func occurrences(of symbol: NamedSymbol, inFile file: String? = nil) -> [Occurrence] {
        let files = file.map { chunkFiles(of: $0).map(\.fileIndex) } ?? ownedFileIndices
        return SymbolIndex.occurrences(of: symbol, inFiles: files, of: snapshot).map {
            Occurrence(place: fileRange($0.range, inFile: $0.fileIndex), isDefinition: $0.isDefinition)
        }
    }

    /// Where `symbol` is defined (in any file this analysis reads, other athletes' too).
    public func definition(of symbol: NamedSymbol, language: Language) -> Definition? {
        switch SymbolDefinition.of(symbol, in: snapshot, language: language) {
        case nil: nil
        case .site(let fileIndex, let nameRange): .site(fileRange(nameRange, inFile: fileIndex))
        case .preset(let fileName, let text, let nameRange): .preset(fileName: fileName, text: text, nameRange: nameRange)
        }
    }

    /// The name a rename at `offset` would change and the text to offer, or why it cannot be
    /// renamed; nil when the offset is on no name.
    public func prepareRename(inFile file: String, at offset: Int) -> Result<(range: TextRange, placeholder: String), SymbolRename.Refusal>? {
        guard let (fileIndex, base) = chunk(of: file, at: offset) else { return nil }
        return SymbolRename.prepare(at: max(0, offset - base), in: snapshot, fileIndex: fileIndex)?.map { ($0.range.shifted(by: base), $0.placeholder) }
    }

    /// The edits of the athlete's logs that rename the name at `offset` to `newName`, or why not.
    public func renameEdits(inFile file: String, at offset: Int, to newName: String) -> Result<[FileEdit], SymbolRename.Refusal> {
        guard let (fileIndex, base) = chunk(of: file, at: offset) else { return .success([]) }
        return SymbolRename.edits(at: max(0, offset - base), to: newName, in: snapshot, fileIndex: fileIndex, files: ownedFileIndices)
            .map { $0.map(fileEdit) }
    }

    /// The edits of the athlete's logs that rename `symbol` to `name` (a rename accepted in
    /// another athlete's analysis).
    public func renameEdits(renaming symbol: NamedSymbol, to name: String) -> [FileEdit] {
        SymbolRename.edits(renaming: symbol, to: name, inFiles: ownedFileIndices, of: snapshot).map(fileEdit)
    }

    private func fileEdit(_ edit: (fileIndex: Int, edit: TextEdit)) -> FileEdit {
        FileEdit(place: fileRange(edit.edit.range, inFile: edit.fileIndex), newText: edit.edit.newText)
    }

    /// Where a definition (a profile, an exercise…) is written: its file's name (as messages
    /// name it) and its 1-based line.
    public func line(of site: DefinitionSite) -> (name: String, line: Int) {
        let file = snapshot.files[site.fileIndex]
        return (file.name, file.firstLine + file.tree.source.lineIndex.line(containing: site.entryRange.lowerBound) + 1)
    }

    /// The athlete's workouts written in `files`, in the history's (date) order.
    public func historyWorkouts(inFiles files: [String]) -> [LoweredWorkout] {
        workoutReferences(inFiles: files).map(snapshot.workout)
    }

    /// The history's references to the workouts written in `files`, in date order.
    public func workoutReferences(inFiles files: [String]) -> [WorkoutReference] {
        let wanted = Set(files.flatMap { chunkFiles(of: $0).map(\.fileIndex) })
        return snapshot.histories[athlete].workouts.filter { wanted.contains($0.file) }
    }

    /// The names messages give `files` (the names the host was given).
    public func names(ofFiles files: [String]) -> Set<String> {
        Set(files.flatMap { chunkFiles(of: $0).map { snapshot.files[$0.fileIndex].name } })
    }
}

/// An edit of one file the host holds, in the file's offsets.
public struct FileEdit: Sendable, Hashable {
    public var place: FileRange
    public var newText: String
}

extension AthleteAnalysis {
    /// Where an offset of a file is, as a line and the bytes of that line before it: enough
    /// for a door to count a column in its own units, without the host joining a long log no
    /// editor shows into one text. Nil when the analysis reads nothing of `file`.
    public func linePosition(of offset: Int, inFile file: String) -> LinePosition? {
        guard let id = table.id(of: file) else { return nil }
        let candidates = origins.indices.filter { origins[$0].file == id }
        guard let fileIndex = candidates.last(where: { origins[$0].base <= offset }) ?? candidates.first else { return nil }
        let source = snapshot.files[fileIndex].source
        let local = min(max(0, offset - origins[fileIndex].base), source.count)
        let line = source.lineIndex.line(containing: local)
        let start = source.lineIndex.lineStart(line)
        return LinePosition(line: snapshot.files[fileIndex].firstLine + line, bytesBefore: source.bytes[start..<local])
    }
}

/// A line of a file and the bytes of it before a position.
public struct LinePosition: Sendable {
    /// 0-based.
    public var line: Int
    public var bytesBefore: ArraySlice<UInt8>
}
