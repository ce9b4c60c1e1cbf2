import AntrainBasics
import AntrainModel
import AntrainSyntax

/// Completion by context (TOOLING.md §2), editor-agnostic: offsets in, candidates out.
public enum CompletionEngine {
    /// At most this many names are offered; the client asks again as the user types.
    static let nameLimit = 50

    /// - Parameter language: the language of details and documentation; inserted text is
    ///   the log's syntax in every language.
    public static func complete(in snapshot: WorkspaceSnapshot, fileIndex: Int, offset: Int, language: Language = .en) -> CompletionResult {
        let file = snapshot.files[fileIndex]
        let offset = min(max(0, offset), file.tree.source.count)
        guard let context = CompletionContextReader(tree: file.tree, offset: offset).read() else { return .empty }
        var builder = CompletionBuilder(snapshot: snapshot, fileIndex: fileIndex, offset: offset, language: language)
        builder.add(for: context)
        return builder.result
    }
}

/// Collects the candidates for one context.
struct CompletionBuilder {
    let snapshot: WorkspaceSnapshot
    let fileIndex: Int
    let offset: Int
    let language: Language
    var file: FileAnalysis { snapshot.files[fileIndex] }
    var result = CompletionResult(items: [], isIncomplete: false)

    var unit: WeightUnit { snapshot.displayUnit(ofFile: fileIndex) }
    /// The history of this file's athlete: ranks and "repeat last" never mix two athletes.
    var history: TrainingHistory { snapshot.history(ofFile: fileIndex) }

    /// A message of ``CompletionMessages`` in the completion's language.
    func say(_ key: MessageKey, _ arguments: [String: MessageArgument] = [:]) -> String {
        LocalizedText(key, arguments).text(in: language)
    }

    mutating func append(_ candidate: CompletionCandidate) {
        var candidate = candidate
        candidate.rank = result.items.count
        result.items.append(candidate)
    }

    mutating func add(for context: CompletionContext) {
        switch context {
        case .lineStart(let typed):
            let today = snapshot.settings.today.description
            var dated = CompletionCandidate(
                label: "\(today) lifting", kind: .snippet, detail: say(CompletionMessages.todayWorkout),
                insertText: "\(today) lifting",
                template: [.text("\(today) "), .choice(["lifting", "cardio run", "metcon amrap", "breakfast", "lunch", "dinner", "snack", "bodyweight"])],
                replaceRange: typed)
            dated.preselect = true
            append(dated)
            for word in DatedKindWord.allCases {
                guard let meal = word.mealKind else { continue }
                append(CompletionCandidate(label: "\(today) \(word.spelling)", kind: .snippet, detail: say(CompletionMessages.today(meal)),
                                           replaceRange: typed))
            }
            // Only keywords with a detail: `program` at a line's start is not offered.
            for word in DefinitionWord.allCases where CompletionMessages.definition(word) != nil {
                addDefinitionKeyword(word.spelling, word, typed: typed)
            }
            for twin in turkishWords(Keywords.turkishDefinitionKinds, typed: typed) {
                if let word = DefinitionWord.matching(twin.english) { addDefinitionKeyword(twin.turkish, word, typed: typed) }
            }
        case .entryKind(let typed, let date):
            if let date { addProgramDay(on: date, typed: typed) }
            for word in DatedKindWord.allCases { addEntryKind(word.spelling, word, typed: typed) }
            for twin in turkishWords(Keywords.turkishDatedKinds, typed: typed) {
                if let word = DatedKindWord.matching(twin.english) { addEntryKind(twin.turkish, word, typed: typed) }
            }
        case .programName(let typed):
            addProgramNames(typed: typed)
        case .cardioType(let typed):
            let turkish = turkishWords(Keywords.turkishCardioTypes, typed: typed).map(\.turkish)
            for type in Keywords.cardioTypes + turkish {
                append(CompletionCandidate(label: type, kind: .value, detail: say(CompletionMessages.cardio), replaceRange: typed))
            }
        case .metconType(let typed):
            for type in MetconTypeWord.allCases {
                append(CompletionCandidate(label: type.spelling, kind: .value, detail: say(CompletionMessages.metcon(type)), replaceRange: typed))
            }
        case .rpe(let typed):
            var value = 6.0
            while value <= 10 {
                let text = Format.number(value)
                append(CompletionCandidate(label: text, kind: .value, detail: say(CompletionMessages.rpe, ["value": .text(text), "meaning": .text(say(Self.rpeMeaning(value)))]), replaceRange: typed))
                value += 0.5
            }
        case .durationUnit(let typed):
            addDurationUnits(typed: typed)
        case .exerciseName(let typed, let entryKind):
            addExerciseNames(typed: typed)
            addPropertyKeys(typed: typed, entryKind: entryKind, onlyIfTyped: true)
        case .setsAfterExercise(let name, let insertAt, let needsSpace, let lineTyped):
            if lineTyped == nil { addPreviousSet(insertAt: insertAt, needsSpace: needsSpace) }
            if let exercise = snapshot.definitions.exercises.exercise(named: name) {
                addSetSuggestions(for: exercise, insertAt: insertAt, needsSpace: needsSpace)
            } else if let lineTyped {
                addExerciseNames(typed: lineTyped)
            }
        case .foodName(let typed):
            addFoodNames(typed: typed)
            addPropertyKeys(typed: typed, entryKind: .meal, onlyIfTyped: true)
        case .propertyKey(let typed, let entryKind):
            addPropertyKeys(typed: typed, entryKind: entryKind, onlyIfTyped: false)
        case .propertyValue(let key, let typed, let entryKind):
            addPropertyValues(key: key, typed: typed, entryKind: entryKind)
        case .measurementSite(let typed, let written):
            addMeasurementSites(typed: typed, leavingOut: written)
        case .measurementUnit(let typed, let isBodyFat):
            addMeasurementUnits(typed: typed, isBodyFat: isBodyFat)
        }
    }

    /// `30` → `30min`, `30s`, `30h`, then the Turkish `30dk`, `30sn`, `30sa` (Turkish first in a
    /// Turkish log), keeping those that start with what is typed.
    mutating func addDurationUnits(typed: TextRange) {
        let written = typedText(typed)
        let number = String(written.prefix { $0.isNumber || $0 == "." || $0 == "," })
        let letters = written.dropFirst(number.count).lowercased()
        let kinds: [DurationUnits.Kind] = [.minutes, .seconds, .hours]
        let turkishFirst = language == .tr
        for turkish in [turkishFirst, !turkishFirst] {
            for kind in kinds {
                let unit = DurationUnits.preferred(kind, turkish: turkish)
                guard unit.hasPrefix(letters) else { continue }
                append(CompletionCandidate(label: number + unit, kind: .value, detail: say(CompletionMessages.durationUnit(kind)), replaceRange: typed))
            }
        }
    }

    static func rpeMeaning(_ value: Double) -> MessageKey {
        switch value {
        case 10: CompletionMessages.rpe10
        case 9.5: CompletionMessages.rpe9_5
        case 9: CompletionMessages.rpe9
        case 8.5: CompletionMessages.rpe8_5
        case 8: CompletionMessages.rpe8
        case 7.5: CompletionMessages.rpe7_5
        case 7: CompletionMessages.rpe7
        default: CompletionMessages.rpeModerate
        }
    }

    func typedText(_ range: TextRange) -> String { file.tree.source.text(range) }
}
