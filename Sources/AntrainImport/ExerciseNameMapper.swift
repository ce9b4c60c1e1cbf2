import AntrainBasics
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import AntrainModel

/// How an app's exercise name is written in the log.
struct MappedExercise: Equatable {
    /// The name the log uses: a preset's (or a workspace definition's) name, or the name of
    /// the definition the import writes.
    var name: String
    /// Whether loads are added to (or, assisted, taken from) bodyweight: `BW+20x5`, `BW-25x8`.
    var isBodyweight: Bool
    /// `(Assisted)`: the export's weight is the machine's help, written `BW-`.
    var isAssisted: Bool
    /// A cardio type when the exercise is one `cardio` entries can hold.
    var cardioType: CardioType?
    /// Done one side at a time (LANGUAGE.md §8.2): one number is both sides, so equal sides
    /// are written `20x8`; on another exercise `20x8|8` counts both sides where `20x8` would not.
    var isUnilateral = false
    /// The definition to write when no library exercise matched.
    var definition: Exercise?
}

/// Maps app exercise names to the library: the name as written (presets carry the apps'
/// names as aliases, `Bench Press (Barbell)`), then the equipment in the parenthesis put in
/// front (`Barbell Bench Press`), then the base name when its equipment agrees, then a
/// single typo in the whole name. Anything less sure becomes a custom `exercise`
/// definition, with category and equipment from the parenthesis, so the log checks clean
/// and no set lands on the wrong exercise.
struct ExerciseNameMapper {
    let library: WorkspaceExerciseLibrary
    private var cache: [String: MappedExercise] = [:]
    /// Definitions made so far, by name, so two spellings never define one name twice.
    private(set) var definitions: [Exercise] = []

    init(library: WorkspaceExerciseLibrary) { self.library = library }

    mutating func map(_ written: String, hint: ExerciseHint) -> MappedExercise {
        if let known = cache[written] { return known }
        let mapped = resolve(written, hint: hint)
        cache[written] = mapped
        return mapped
    }

    /// Comments above definitions, by the defined name (a FIT exercise's names in Garmin's profile).
    private(set) var comments: [String: String] = [:]

    /// An exercise the export states: a cardio type, or a definition unless the library
    /// already holds the name (a second import into a log that holds the first's definitions).
    mutating func fixed(_ written: String, _ fixed: FixedExercise) -> MappedExercise {
        if let known = cache[written] { return known }
        let result: MappedExercise
        switch fixed {
        case .cardio(let type):
            result = MappedExercise(name: written, isBodyweight: false, isAssisted: false, cardioType: type, definition: nil)
        case .definition(let category, let muscles, let comment):
            if let exercise = library.exercise(named: written) {
                result = mapped(exercise, AppExerciseName(written))
            } else {
                let exercise = Exercise(
                    name: written, category: category, muscleGroups: muscles, equipment: category == .bodyweight ? .none : .barbell,
                    aliases: [], isCustom: true, version: 0)
                definitions.append(exercise)
                comments[written] = comment
                result = mapped(exercise, AppExerciseName(written), definition: exercise)
            }
        }
        cache[written] = result
        return result
    }

    /// The app names that mapped to a library exercise under another name, for the summary.
    var renamed: [(written: String, name: String)] {
        cache.filter { $0.value.definition == nil && $0.key != $0.value.name }
            .map { ($0.key, $0.value.name) }.sorted { $0.written < $1.written }
    }

    private mutating func resolve(_ written: String, hint: ExerciseHint) -> MappedExercise {
        let parts = AppExerciseName(written)
        if let exercise = library.exercise(named: written) { return mapped(exercise, parts) }
        for candidate in parts.candidates {
            if let exercise = library.exercise(named: candidate), parts.agrees(with: exercise) {
                return mapped(exercise, parts)
            }
        }
        if let exercise = closeMatch(parts) { return mapped(exercise, parts) }
        let name = parts.definitionName
        if let exercise = definitions.first(where: { $0.name.lowercased() == name.lowercased() }) {
            return mapped(exercise, parts, definition: exercise)
        }
        let exercise = Exercise(
            name: name, category: parts.category(hint: hint), muscleGroups: MuscleGuess.muscles(for: written, hint: hint),
            equipment: parts.equipment(hint: hint), aliases: name.lowercased() == written.lowercased() ? [] : [written],
            isCustom: true, version: 0)
        definitions.append(exercise)
        return mapped(exercise, parts, definition: exercise)
    }

    /// A library name one typo away from the whole written name (`Tricep Pushdown`), with
    /// equipment that agrees.
    private func closeMatch(_ parts: AppExerciseName) -> Exercise? {
        for query in [parts.whole] + parts.candidates {
            guard let best = library.searchExercises(query: query, category: nil, muscleGroup: nil).first,
                  best.score.quality == .exact || best.score.quality == .closeTypo,
                  parts.agrees(with: best.item) else { continue }
            return best.item
        }
        return nil
    }

    private func mapped(_ exercise: Exercise, _ parts: AppExerciseName, definition: Exercise? = nil) -> MappedExercise {
        let isBodyweight = exercise.category == .bodyweight || parts.isAssisted || parts.isWeighted
        var mapped = MappedExercise(
            name: exercise.name, isBodyweight: isBodyweight, isAssisted: parts.isAssisted,
            cardioType: exercise.category == .cardio ? CardioWords.type(of: exercise.name) ?? CardioWords.type(of: parts.whole) : nil,
            definition: definition)
        mapped.isUnilateral = exercise.isUnilateral
        return mapped
    }
}

/// What an export says about an exercise besides its name.
struct ExerciseHint {
    /// FitNotes' category (`Chest`, `Legs`…).
    var category: String?
    /// Whether any set carries a load.
    var hasLoad: Bool
    /// Whether the sets are distance or time only (no reps).
    var isTimedOnly: Bool
}

/// `Bench Press (Barbell)`, `Triceps Pushdown (Cable - Straight Bar)`, `Pull Up (Assisted)`:
/// the base name and what the parenthesis says.
struct AppExerciseName {
    let whole: String
    let base: String
    let qualifier: String?

    init(_ written: String) {
        whole = written
        if written.hasSuffix(")"), let open = written.lastIndex(of: "("), open > written.startIndex {
            base = written[..<open].trimmingSpaces()
            qualifier = String(written[written.index(after: open)..<written.index(before: written.endIndex)]).trimmingSpaces()
        } else {
            base = written
            qualifier = nil
        }
    }

    private var qualifierWords: String { (qualifier ?? "").lowercased() }
    var isAssisted: Bool { qualifierWords.contains("assisted") || whole.lowercased().hasPrefix("assisted ") }
    var isWeighted: Bool { qualifierWords.contains("weighted") }

    /// The equipment the parenthesis names, if it names one.
    var namedEquipment: Equipment? {
        let words = qualifierWords
        if words.isEmpty { return nil }
        if words.contains("smith") || words.contains("machine") || words.contains("plate loaded") { return .machine }
        if words.contains("cable") { return .cable }
        if words.contains("dumbbell") { return .dumbbell }
        if words.contains("kettlebell") { return .kettlebell }
        if words.contains("barbell") || words.contains("ez bar") || words.contains("trap bar") { return .barbell }
        if words.contains("band") { return .band }
        if words.contains("bodyweight") || words.contains("assisted") || words.contains("weighted") { return Equipment.none }
        if words.contains("plate") { return .plate }
        return nil
    }

    /// Names to look up, surest first: `Barbell Bench Press`, then `Bench Press`.
    var candidates: [String] {
        guard let qualifier else { return [] }
        var names: [String] = []
        if namedEquipment != nil, namedEquipment != Equipment.none, !isAssisted {
            let front = qualifier.split(separator: "-").first.map { String($0).trimmingSpaces() } ?? qualifier
            names.append("\(front) \(base)")
        }
        names.append(base)
        return names
    }

    /// Whether a library exercise is the one the parenthesis describes: same equipment,
    /// or a bodyweight exercise for `(Assisted)`, `(Weighted)` and `(Bodyweight)`.
    func agrees(with exercise: Exercise) -> Bool {
        guard let equipment = namedEquipment else { return true }
        if equipment == Equipment.none { return exercise.category == .bodyweight || exercise.equipment == .none }
        if equipment == .machine { return exercise.equipment == .machine || exercise.category == .machine }
        return exercise.equipment == equipment
    }

    /// The definition's name: the equipment in front of the base, as the library names
    /// exercises (`Barbell Landmine Press`); the app's name becomes its alias.
    var definitionName: String {
        guard let qualifier, namedEquipment != nil else { return Self.writable(whole) }
        let front = qualifier.split(separator: "-").first.map { String($0).trimmingSpaces() } ?? qualifier
        if isAssisted || isWeighted || front.lowercased() == "bodyweight" { return Self.writable(base) }
        if base.lowercased().contains(front.lowercased()) { return Self.writable(base) }
        return Self.writable("\(front) \(base)")
    }

    func category(hint: ExerciseHint) -> ExerciseCategory {
        switch namedEquipment {
        case .barbell?: return .barbell
        case .dumbbell?, .kettlebell?: return .dumbbell
        case .machine?: return .machine
        case .cable?: return .cable
        case .band?, Equipment.none?: return .bodyweight
        case .plate?: return .barbell
        case nil: break
        }
        let lower = whole.lowercased()
        if hint.isTimedOnly, !hint.hasLoad, CardioWords.type(of: whole) != nil { return .cardio }
        if lower.contains("machine") || lower.contains("smith") { return .machine }
        if lower.contains("cable") { return .cable }
        if lower.contains("dumbbell") || lower.contains("kettlebell") { return .dumbbell }
        if lower.contains("barbell") { return .barbell }
        return hint.hasLoad ? .barbell : .bodyweight
    }

    func equipment(hint: ExerciseHint) -> Equipment {
        if let namedEquipment { return namedEquipment }
        switch category(hint: hint) {
        case .barbell: return whole.lowercased().contains("barbell") || hint.hasLoad ? .barbell : .none
        case .dumbbell: return whole.lowercased().contains("kettlebell") ? .kettlebell : .dumbbell
        case .machine: return .machine
        case .cable: return .cable
        case .bodyweight, .cardio, .metcon: return .none
        }
    }

    /// A name the log can hold after `exercise` and on an item line: no `#`, `:` or `"`,
    /// no leading `+`.
    static func writable(_ name: String) -> String {
        var text = name.replacingScalar("#", with: "No. ")
            .replacingScalar(":", with: " ").replacingScalar("\"", with: "'")
        while text.hasPrefix("+") { text.removeFirst() }
        return text.split(separator: " ").joined(separator: " ")
    }
}

extension StringProtocol {
    func trimmingSpaces() -> String {
        String(drop(while: { $0 == " " }).reversed().drop(while: { $0 == " " }).reversed())
    }
}
