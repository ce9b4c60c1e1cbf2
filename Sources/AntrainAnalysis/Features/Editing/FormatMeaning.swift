import AntrainModel
import AntrainSyntax

/// What one file means, entry by entry: the models each entry lowers to (source lines left
/// out) and the codes of the diagnostics about it.
///
/// The formatter compares the meaning of its output with the meaning of its input and
/// keeps as written every entry whose meaning it would have changed, so a formatter bug
/// shows up as an unformatted entry, never as a changed log.
struct FormatMeaning {
    struct Entry: Equatable {
        var workouts: [Workout] = []
        var meals: [Meal] = []
        var mealDates: [LocalDate] = []
        var bodyweights: [BodyweightEntry] = []
        var templates: [WorkoutTemplate] = []
        var measurements: [BodyMeasurement] = []
        var diagnosticCodes: [String] = []
    }

    struct Definitions: Equatable {
        /// The profiles read, without where they are written (formatting moves text).
        var profiles: [UserProfile]
        var exercises: [Exercise]
        var foods: [FoodItem]
        var sites: [String]
    }

    var entries: [Entry]
    /// Codes of diagnostics outside every entry (indented lines before the first one).
    var outsideCodes: [String] = []
    var definitions: Definitions
    /// Indices of the entries that define things (profile, exercise, food, template).
    var definitionEntries: Set<Int> = []

    /// Any fixed day does: both sides of a comparison use the same one.
    private static let today = LocalDate(year: 2000, month: 1, day: 1)

    init(_ tree: SyntaxTree) {
        var collector = DefinitionCollector(sources: [SourceFile(name: "", tree: tree)])
        let collected = collector.collect()
        var lowerer = Lowerer(source: SourceFile(name: "", tree: tree), fileIndex: 0, definitions: collected, today: Self.today)
        let lowered = lowerer.lower()
        let entrySyntax = tree.entries
        entries = Array(repeating: Entry(), count: entrySyntax.count)
        definitions = Definitions(
            profiles: collected.athletes.filter(\.hasProfile).map(\.profile),
            exercises: collected.exercises.customExercises, foods: collected.foods.customFoods,
            sites: collected.sites.map { "\($0.kind.rawValue) \($0.name)" }
        )
        for (index, entry) in entrySyntax.enumerated() {
            switch entry.kind {
            case .profile?, .exercise?, .food?, .template?, .recipe?: definitionEntries.insert(index)
            default: break
            }
        }
        let starts = entrySyntax.map(\.range.lowerBound)
        let ends = entrySyntax.map(\.range.upperBound)
        let count = tree.source.count
        func entryIndex(_ offset: Int) -> Int? {
            var low = 0
            var high = starts.count
            while low < high {
                let mid = (low + high) / 2
                if starts[mid] <= offset { low = mid + 1 } else { high = mid }
            }
            let index = low - 1
            guard index >= 0 else { return nil }
            return offset < ends[index] || (offset == count && ends[index] == count) ? index : nil
        }
        for workout in lowered.workouts {
            guard let index = entryIndex(workout.entryRange.lowerBound) else { continue }
            entries[index].workouts.append(Self.lineless(workout.workout))
        }
        for meal in lowered.meals {
            guard let index = entryIndex(meal.entryRange.lowerBound) else { continue }
            var model = meal.meal
            model.source.line = 0
            entries[index].meals.append(model)
            entries[index].mealDates.append(meal.date)
        }
        for bodyweight in lowered.bodyweights {
            guard let index = entryIndex(bodyweight.range.lowerBound) else { continue }
            var model = bodyweight.entry
            model.source.line = 0
            entries[index].bodyweights.append(model)
        }
        for measurement in lowered.measurements {
            guard let index = entryIndex(measurement.entryRange.lowerBound) else { continue }
            var model = measurement.measurement
            model.source.line = 0
            entries[index].measurements.append(model)
        }
        for template in lowered.templates {
            guard let index = entryIndex(template.entryRange.lowerBound) else { continue }
            var model = template.template
            model.source.line = 0
            entries[index].templates.append(model)
        }
        let diagnostics = tree.diagnostics + collector.diagnostics[0] + lowered.diagnostics
        for diagnostic in diagnostics where diagnostic.code != .tabIndentation {
            if let index = entryIndex(diagnostic.range.lowerBound) {
                entries[index].diagnosticCodes.append(diagnostic.code.rawValue)
            } else {
                outsideCodes.append(diagnostic.code.rawValue)
            }
        }
        for index in entries.indices { entries[index].diagnosticCodes.sort() }
        outsideCodes.sort()
    }

    static func lineless(_ workout: Workout) -> Workout {
        var copy = workout
        copy.source.line = 0
        return copy
    }

    /// The entries whose meaning differs in `other` (the formatted file), or nil when the
    /// two files do not even have the same entries.
    func entriesChanged(in other: FormatMeaning) -> Set<Int>? {
        guard entries.count == other.entries.count, outsideCodes == other.outsideCodes else { return nil }
        var changed = Set<Int>()
        for index in entries.indices where entries[index] != other.entries[index] { changed.insert(index) }
        if definitions != other.definitions { changed.formUnion(definitionEntries) }
        return changed
    }
}
