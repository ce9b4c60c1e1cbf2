import AntrainModel
import AntrainSyntax

/// Finding named things in a workspace: the one under the cursor, and every place one is
/// written. Uses come from the lowered models (each already knows its exercise or food), so
/// a search over years of logs compares names, it does not look them up again.
public enum SymbolIndex {
    /// The symbol whose name is at `offset` in file `fileIndex`, and the range of that name
    /// (without quotes).
    public static func symbol(at offset: Int, in snapshot: WorkspaceSnapshot, fileIndex: Int) -> (symbol: NamedSymbol, range: TextRange)? {
        guard snapshot.files.indices.contains(fileIndex) else { return nil }
        let file = snapshot.files[fileIndex]
        let source = file.tree.source
        guard let entry = file.tree.entry(at: min(max(0, offset), source.count)) else { return nil }
        let definitions = snapshot.definitions
        func exercise(_ name: NameSyntax) -> (NamedSymbol, TextRange)? {
            guard name.range.touches(offset), let found = definitions.exercises.exercise(named: source.text(name.textRange)) else { return nil }
            return (.exercise(found), name.textRange)
        }
        func food(_ name: NameSyntax) -> (NamedSymbol, TextRange)? {
            guard name.range.touches(offset), let found = definitions.foods.food(named: source.text(name.textRange)) else { return nil }
            return (.food(found), name.textRange)
        }
        func template(_ range: TextRange) -> (NamedSymbol, TextRange)? {
            guard range.touches(offset), let found = definitions.template(named: source.text(range)) else { return nil }
            return (.template(found), range)
        }
        func program(_ name: NameSyntax) -> (NamedSymbol, TextRange)? {
            guard name.range.touches(offset), let found = definitions.program(named: source.text(name.textRange)) else { return nil }
            return (.program(found.name), name.textRange)
        }
        switch entry.header {
        case .exerciseDefinition(let name?): if let found = exercise(name) { return found }
        case .foodDefinition(let name?): if let found = food(name) { return found }
        case .recipeDefinition(let name?): if let found = food(name) { return found }
        case .template(let name?): if let found = template(name.textRange) { return found }
        case .lifting(let title?, _): if let found = template(title.textRange) { return found }
        case .trainingMax(let name?, _): if let found = exercise(name) { return found }
        case .programDefinition(let name?): if let found = program(name) { return found }
        case .programStart(.program(let name)?): if let found = program(name) { return found }
        default: break
        }
        for line in entry.body where line.range.contains(offset) || line.range.upperBound == offset {
            switch line.content {
            case .exercise(let item): return exercise(item.name)
            case .food(let item): return food(item.name)
            case .property(let property) where property.knownKey == .template:
                if case .text(let value) = property.value { return template(value) }
                return nil
            case .programDay(let day):
                return day.template.flatMap { template($0.textRange) }
            default: return nil
            }
        }
        return nil
    }

    /// Every occurrence of `symbol` in the workspace, in file and text order.
    public static func occurrences(of symbol: NamedSymbol, in snapshot: WorkspaceSnapshot) -> [SymbolOccurrence] {
        occurrences(of: symbol, inFiles: Array(snapshot.files.indices), of: snapshot)
    }

    /// The occurrences of `symbol` in some files (the chunks of one document, for
    /// highlights), in file and text order.
    public static func occurrences(of symbol: NamedSymbol, inFiles fileIndices: [Int], of snapshot: WorkspaceSnapshot) -> [SymbolOccurrence] {
        // An exercise's logged uses, found once from the histories and handed to each file.
        var sessionsByFile: [Int: [ExerciseSession]] = [:]
        if case .exercise(let exercise) = symbol {
            let wanted = Set(fileIndices)
            for history in snapshot.histories {
                for session in history.sessions(of: exercise) where wanted.contains(session.workout.file) {
                    sessionsByFile[session.workout.file, default: []].append(session)
                }
            }
        }
        return fileIndices.flatMap { occurrences(of: symbol, inFile: $0, of: snapshot, sessions: sessionsByFile[$0] ?? []) }
    }

    /// The occurrences of `symbol` in one file, in text order; `sessions` are the file's
    /// logged uses of an exercise symbol.
    private static func occurrences(
        of symbol: NamedSymbol, inFile fileIndex: Int, of snapshot: WorkspaceSnapshot, sessions: [ExerciseSession]
    ) -> [SymbolOccurrence] {
        let file = snapshot.files[fileIndex]
        var found: [SymbolOccurrence] = []
        func add(_ range: TextRange, definition: Bool = false) {
            found.append(SymbolOccurrence(fileIndex: fileIndex, range: unquoted(range, in: file.tree.source), isDefinition: definition))
        }
        for site in snapshot.definitions.sites where site.fileIndex == fileIndex && site.kind == symbol.definitionKind
            && symbol.isSame(as: siteSymbol(site, snapshot)) {
            add(site.nameRange, definition: true)
        }
        let lowered = file.lowered
        switch symbol {
        case .exercise(let exercise):
            // Lifting uses come from the athletes' histories (by exercise, so only the uses are
            // visited); metcon movements are not in a history, so metcons are read here.
            for session in sessions {
                add(lowered.workouts[session.workout.index].exercises[session.exerciseIndex].name)
            }
            for workout in lowered.workouts where workout.workout.type == .metcon {
                for (index, done) in workout.workout.exercises.enumerated() where done.exercise.name == exercise.name {
                    add(workout.exercises[index].name)
                }
            }
            for template in lowered.templates {
                for (index, planned) in template.template.exercises.enumerated()
                    where planned.exercise.name == exercise.name && index < template.exercises.count {
                    add(template.exercises[index].name)
                }
            }
        case .food(let food):
            for meal in lowered.meals {
                let ranges = meal.foods
                for (index, eaten) in meal.meal.foods.enumerated()
                    where eaten.food.name == food.name && eaten.food.brand == food.brand && index < ranges.count {
                    if let name = foodName(at: ranges[index], in: file.tree) { add(name) }
                }
            }
            // Ingredient lines of the recipes defined in this file.
            for recipe in snapshot.definitions.recipes where recipe.fileIndex == fileIndex {
                for ingredient in recipe.ingredients where ingredient.food?.name == food.name && ingredient.food?.brand == food.brand {
                    add(ingredient.range)
                }
            }
        case .template(let name):
            let key = SearchText.key(name)
            for workout in lowered.workouts where workout.workout.templateName.map(SearchText.key) == key {
                if let range = templateUse(in: workout.entryRange, of: key, tree: file.tree) { add(range) }
            }
            // The days of the programs defined in this file.
            for site in snapshot.definitions.sites where site.fileIndex == fileIndex && site.kind == .program {
                guard let entry = file.tree.entry(at: site.entryRange.lowerBound) else { continue }
                for line in entry.body {
                    if case .programDay(let day) = line.content, let template = day.template,
                       SearchText.key(file.tree.source.text(template.textRange)) == key {
                        add(template.range)
                    }
                }
            }
        case .program(let name):
            let key = SearchText.key(name)
            for item in file.tree.items {
                guard case .entry(let entry) = item, case .programStart(.program(let written)?) = entry.header,
                      SearchText.key(file.tree.source.text(written.textRange)) == key else { continue }
                add(written.range)
            }
        }
        if case .exercise(let exercise) = symbol {
            // Training maxes name exercises too (`2026-11-01 max Bench Press 120kg`).
            for max in lowered.trainingMaxes where max.trainingMax.exercise == exercise.name {
                if let entry = file.tree.entry(at: max.entryRange.lowerBound), case .trainingMax(let written?, _) = entry.header {
                    add(written.range)
                }
            }
        }
        found.sort { $0.range.start < $1.range.start }
        return found
    }

    /// The symbol a definition site defines.
    private static func siteSymbol(_ site: DefinitionSite, _ snapshot: WorkspaceSnapshot) -> NamedSymbol {
        switch site.kind {
        case .exercise: snapshot.definitions.exercises.exercise(named: site.name).map(NamedSymbol.exercise) ?? NamedSymbol.template("")
        case .food: snapshot.definitions.foods.food(named: site.name).map(NamedSymbol.food) ?? NamedSymbol.template("")
        case .template, .profile: .template(site.name)
        case .program: .program(site.name)
        }
    }

    /// The name of the food line whose content is `content`.
    private static func foodName(at content: TextRange, in tree: SyntaxTree) -> TextRange? {
        guard let entry = tree.entry(at: content.lowerBound) else { return nil }
        for line in entry.body where line.contentRange.start == content.start {
            if case .food(let item) = line.content { return item.name.range }
        }
        return nil
    }

    /// Where the lifting entry at `entryRange` names its template: `template:`, else its title.
    private static func templateUse(in entryRange: TextRange, of key: String, tree: SyntaxTree) -> TextRange? {
        guard let entry = tree.entry(at: entryRange.lowerBound) else { return nil }
        for line in entry.body {
            if case .property(let property) = line.content, property.knownKey == .template, case .text(let value) = property.value,
               SearchText.key(tree.source.text(value)) == key {
                return value
            }
        }
        if case .lifting(let title?, _) = entry.header, SearchText.key(tree.source.text(title.textRange)) == key {
            return title.range
        }
        return nil
    }

    /// `range` without the quotes of a quoted name.
    static func unquoted(_ range: TextRange, in source: SourceText) -> TextRange {
        guard range.length >= 2, source.bytes[range.lowerBound] == UInt8(ascii: "\"") else { return range }
        let closed = source.bytes[range.upperBound - 1] == UInt8(ascii: "\"")
        return TextRange(range.lowerBound + 1, closed ? range.upperBound - 1 : range.upperBound)
    }
}
