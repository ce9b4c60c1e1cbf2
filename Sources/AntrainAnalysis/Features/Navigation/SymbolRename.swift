import AntrainBasics
import AntrainModel
import AntrainSyntax

/// Renaming a custom exercise, food or template everywhere it is written by name.
///
/// Uses written by an alias keep working (the alias still names the thing), so they are left
/// as they are; a branded use (`Protein Bar (Acme)`) keeps its brand. Presets cannot be
/// renamed: the library is shared by every log.
public enum SymbolRename {
    /// Why a rename cannot be done, in a lifter's words.
    public struct Refusal: Error, Sendable, Hashable {
        public var text: LocalizedText

        init(_ key: MessageKey, _ arguments: [String: MessageArgument] = [:]) {
            text = LocalizedText(key, arguments)
        }

        /// The reason in `language`.
        public func message(in language: Language) -> String { text.text(in: language) }
        /// The reason in English.
        public var message: String { text.english }
    }

    /// The name under the cursor and the text to offer, or why it cannot be renamed; `nil`
    /// when the cursor is on no name at all.
    public static func prepare(at offset: Int, in snapshot: WorkspaceSnapshot, fileIndex: Int)
        -> Result<(range: TextRange, placeholder: String), Refusal>? {
        guard let (symbol, range) = SymbolIndex.symbol(at: offset, in: snapshot, fileIndex: fileIndex) else { return nil }
        if let refusal = refusal(symbol, written: snapshot.files[fileIndex].tree.source.text(range)) { return .failure(refusal) }
        return .success((range, symbol.name))
    }

    /// The edits that rename the symbol under the cursor to `newName`, per file.
    ///
    /// - Parameter files: the files to edit (the snapshot's own, when an athlete's analysis
    ///   also holds other athletes' definitions); all of them by default.
    public static func edits(at offset: Int, to newName: String, in snapshot: WorkspaceSnapshot, fileIndex: Int, files: [Int]? = nil)
        -> Result<[(fileIndex: Int, edit: TextEdit)], Refusal> {
        guard let (symbol, range) = SymbolIndex.symbol(at: offset, in: snapshot, fileIndex: fileIndex) else {
            return .failure(Refusal(RenameMessages.noSymbol))
        }
        if let refusal = refusal(symbol, written: snapshot.files[fileIndex].tree.source.text(range)) { return .failure(refusal) }
        let name = acceptedName(newName)
        if let problem = invalidName(name, for: symbol) { return .failure(problem) }
        if let taken = collision(name, for: symbol, in: snapshot) { return .failure(taken) }
        return .success(edits(renaming: symbol, to: name, inFiles: files ?? Array(snapshot.files.indices), of: snapshot))
    }

    /// The name a rename to `newName` writes.
    public static func acceptedName(_ newName: String) -> String { newName.trimmingWhiteSpace }

    /// The edits that rename `symbol` to `name` (already checked) in `files` of `snapshot`:
    /// what the other athletes' files need once a rename was accepted.
    public static func edits(renaming symbol: NamedSymbol, to name: String, inFiles files: [Int], of snapshot: WorkspaceSnapshot)
        -> [(fileIndex: Int, edit: TextEdit)] {
        let oldKey = SearchText.key(symbol.name)
        var edits: [(Int, TextEdit)] = []
        for occurrence in SymbolIndex.occurrences(of: symbol, inFiles: files, of: snapshot) {
            let written = snapshot.files[occurrence.fileIndex].tree.source.text(occurrence.range)
            if occurrence.isDefinition || SearchText.key(written) == oldKey {
                edits.append((occurrence.fileIndex, TextEdit(range: occurrence.range, newText: name)))
            } else if case .food(let food) = symbol, let brand = food.brand,
                      SearchText.key(written) == SearchText.key("\(food.name) (\(brand))"),
                      let open = written.utf8.lastIndex(of: UInt8(ascii: "(")) {
                // `Protein Bar (Acme)`: the name before the brand changes, the brand stays.
                var nameEnd = written.utf8.distance(from: written.utf8.startIndex, to: open)
                while nameEnd > 0, written.utf8[written.utf8.index(written.utf8.startIndex, offsetBy: nameEnd - 1)] == UInt8(ascii: " ") { nameEnd -= 1 }
                let range = TextRange(occurrence.range.lowerBound, occurrence.range.lowerBound + nameEnd)
                edits.append((occurrence.fileIndex, TextEdit(range: range, newText: name)))
            }
        }
        return edits
    }

    private static func refusal(_ symbol: NamedSymbol, written: String) -> Refusal? {
        guard symbol.isCustom else {
            return Refusal(RenameMessages.preset, ["name": .text(symbol.name), "kind": .text(symbol.kindName)])
        }
        let key = SearchText.key(written)
        var names = [SearchText.key(symbol.name)]
        if case .food(let food) = symbol, let brand = food.brand { names.append(SearchText.key("\(food.name) (\(brand))")) }
        guard names.contains(key) else {
            return Refusal(RenameMessages.alias, ["written": .text(written), "name": .text(symbol.name)])
        }
        return nil
    }

    /// Whether `name` reads back as the same name where the symbol is written.
    private static func invalidName(_ name: String, for symbol: NamedSymbol) -> Refusal? {
        guard !name.isEmpty else { return Refusal(RenameMessages.empty) }
        let probes: [String]
        switch symbol {
        case .exercise: probes = ["exercise \(name)\n", "2026-01-05 lifting\n  \(name) 100x5\n"]
        case .food: probes = ["food \(name)\n", "2026-01-05 lunch\n  \(name) 100g\n"]
        case .template: probes = ["template \(name)\n", "2026-01-05 lifting \(name)\n"]
        case .program: probes = ["program \(name)\n", "2026-01-05 program \(name)\n"]
        }
        for probe in probes where !readsBack(name, in: probe) {
            return Refusal(RenameMessages.unreadable, ["name": .text(name), "kind": .text(symbol.kindName)])
        }
        return nil
    }

    private static func readsBack(_ name: String, in text: String) -> Bool {
        let tree = Parser.parse(text)
        guard tree.diagnostics.isEmpty, let entry = tree.entries.first else { return false }
        let written: NameSyntax?
        switch entry.header {
        case .exerciseDefinition(let found), .foodDefinition(let found), .template(let found), .programDefinition(let found): written = found
        case .programStart(.program(let found)?): written = found
        case .lifting(let title, _): written = title
        default: written = nil
        }
        if let written { return tree.source.text(written.textRange) == name }
        for line in entry.body {
            switch line.content {
            case .exercise(let item): return tree.source.text(item.name.textRange) == name
            case .food(let item): return tree.source.text(item.name.textRange) == name
            default: continue
            }
        }
        return false
    }

    /// Another exercise, food or template that `name` already names.
    private static func collision(_ name: String, for symbol: NamedSymbol, in snapshot: WorkspaceSnapshot) -> Refusal? {
        let other: String?
        switch symbol {
        case .exercise(let exercise):
            other = snapshot.definitions.exercises.exercise(named: name).flatMap { $0.name == exercise.name ? nil : $0.name }
        case .food(let food):
            other = snapshot.definitions.foods.food(named: name).flatMap { $0.name == food.name && $0.brand == food.brand ? nil : $0.displayName }
        case .template(let template):
            other = snapshot.definitions.template(named: name).flatMap { SearchText.key($0) == SearchText.key(template) ? nil : $0 }
        case .program(let program):
            other = snapshot.definitions.program(named: name).flatMap { SearchText.key($0.name) == SearchText.key(program) ? nil : $0.name }
        }
        guard let other else { return nil }
        return Refusal(RenameMessages.taken, ["name": .text(name), "kind": .text(symbol.kindName), "other": .text(other)])
    }
}
