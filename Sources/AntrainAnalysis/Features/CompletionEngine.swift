import AntrainModel
import AntrainSyntax

/// Completion by context (TOOLING.md §2), editor-agnostic: offsets in, candidates out.
public enum CompletionEngine {
    /// At most this many names are offered; the client asks again as the user types.
    static let nameLimit = 50

    public static func complete(in snapshot: WorkspaceSnapshot, fileIndex: Int, offset: Int) -> CompletionResult {
        let file = snapshot.files[fileIndex]
        let offset = min(max(0, offset), file.tree.source.count)
        guard let context = CompletionContextReader(tree: file.tree, offset: offset).read() else { return .empty }
        var builder = CompletionBuilder(snapshot: snapshot, fileIndex: fileIndex, offset: offset)
        builder.add(for: context)
        return builder.result
    }
}

/// Collects the candidates for one context.
struct CompletionBuilder {
    let snapshot: WorkspaceSnapshot
    let fileIndex: Int
    let offset: Int
    var file: FileAnalysis { snapshot.files[fileIndex] }
    var result = CompletionResult(items: [], isIncomplete: false)

    var unit: WeightUnit { snapshot.displayUnit(ofFile: fileIndex) }
    /// The history of this file's athlete: ranks and "repeat last" never mix two athletes.
    var history: TrainingHistory { snapshot.history(ofFile: fileIndex) }

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
                label: "\(today) lifting", kind: .snippet, detail: "today's workout",
                insertText: "\(today) lifting",
                template: [.text("\(today) "), .choice(["lifting", "cardio run", "metcon amrap", "breakfast", "lunch", "dinner", "snack", "bodyweight"])],
                replaceRange: typed)
            dated.preselect = true
            append(dated)
            for meal in ["breakfast", "lunch", "dinner", "snack"] {
                append(CompletionCandidate(label: "\(today) \(meal)", kind: .snippet, detail: "today's \(meal)", replaceRange: typed))
            }
            for (keyword, detail) in [("profile", "your name, height, unit and daily goals"), ("exercise", "define a custom exercise"),
                                      ("food", "define a custom food"), ("template", "plan a workout")] {
                append(CompletionCandidate(label: keyword, kind: .keyword, detail: detail,
                                           insertText: keyword == "profile" ? "profile" : "\(keyword) ", replaceRange: typed))
            }
        case .entryKind(let typed, let date):
            if let date { addProgramDay(on: date, typed: typed) }
            let details = ["lifting": "sets and reps", "cardio": "run, bike, row, swim, walk, elliptical, ski",
                           "metcon": "amrap, emom, fortime", "breakfast": "a meal", "lunch": "a meal", "dinner": "a meal",
                           "snack": "a meal", "meal": "a meal with its own name: meal \"Pre-workout\"", "bodyweight": "78.4kg"]
            for kind in Keywords.canonicalDatedKinds {
                append(CompletionCandidate(label: kind, kind: .keyword, detail: details[kind],
                                           insertText: kind == "meal" ? "meal \"\"" : kind,
                                           template: kind == "meal" ? [.text("meal \""), .blank, .text("\"")] : nil, replaceRange: typed))
            }
            append(CompletionCandidate(label: "max", kind: .keyword, detail: "a training max: max Bench Press 120kg", insertText: "max ",
                                       replaceRange: typed))
            append(CompletionCandidate(label: "program", kind: .keyword, detail: "start a program (or `program none`)", insertText: "program ",
                                       replaceRange: typed))
        case .programName(let typed):
            addProgramNames(typed: typed)
        case .cardioType(let typed):
            for type in Keywords.cardioTypes { append(CompletionCandidate(label: type, kind: .value, detail: "cardio", replaceRange: typed)) }
        case .metconType(let typed):
            let details = ["amrap": "as many rounds as possible", "emom": "every minute on the minute", "fortime": "for time"]
            for type in Keywords.canonicalMetconTypes {
                append(CompletionCandidate(label: type, kind: .value, detail: details[type], replaceRange: typed))
            }
        case .rpe(let typed):
            var value = 6.0
            while value <= 10 {
                let text = Format.number(value)
                append(CompletionCandidate(label: text, kind: .value, detail: "RPE \(text): \(Self.rpeMeaning(value))", replaceRange: typed))
                value += 0.5
            }
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
        }
    }

    static func rpeMeaning(_ value: Double) -> String {
        switch value {
        case 10: "maximal, no reps left"
        case 9.5: "maybe one more rep"
        case 9: "one rep left"
        case 8.5: "one or two reps left"
        case 8: "two reps left"
        case 7.5: "two or three reps left"
        case 7: "three reps left"
        default: "moderate, four or more reps left"
        }
    }

    func typedText(_ range: TextRange) -> String { file.tree.source.text(range) }
}
